import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';

// holdYoungGeneration relies on how V8 grows its young generation: a child
// process allocates 1.5 million short-lived objects, keeping one in eight
// (as the analysis keeps its results), and reports the young generation's
// size before and after, with and without the hold. If a Node upgrade stops
// honouring the flag, the first assertion fails and says so.

const run = promisify(execFile);
const MODULE = fileURLToPath(new URL('../../src/run/young-generation.ts', import.meta.url));
const CHILD = `
import v8 from 'node:v8';
import { holdYoungGeneration } from ${JSON.stringify(MODULE)};
if (process.argv[1] === 'hold') holdYoungGeneration();
const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
const before = newSpace();
const kept = [];
for (let i = 0; i < 1_500_000; i++) {
  const o = { i, s: 'x' + i, a: [i, i + 1] };
  if (i % 8 === 0) kept.push(o);
}
console.log(JSON.stringify({ before, after: newSpace(), kept: kept.length }));
`;

async function youngGeneration(mode: 'hold' | 'free'): Promise<{ before: number; after: number }> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', CHILD, mode]);
  return JSON.parse(stdout) as { before: number; after: number };
}

const MiB = 2 ** 20;

describe('holdYoungGeneration', () => {
  it('keeps the young generation near its starting size where V8 alone grows it many times over', async () => {
    const [held, free] = await Promise.all([youngGeneration('hold'), youngGeneration('free')]);
    assert.ok(
      held.after <= Math.max(4 * held.before, 4 * MiB),
      `held: the young generation grew from ${held.before / MiB} to ${held.after / MiB} MiB: V8 no longer honours --semi-space-growth-factor=1 set at run time, so src/run/young-generation.ts holds nothing`,
    );
    assert.ok(
      free.after >= 8 * Math.max(held.after, MiB),
      `free: the young generation went from ${free.before / MiB} to ${free.after / MiB} MiB: the workload no longer makes V8 grow it, so the first check proves nothing`,
    );
  });
});
