import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTempDir } from './lib/engine.ts';

// Instruction counts (callgrind) of the parse path, repeatable where CPU
// time on this shared machine is not. Each client runs K and 2K times over
// the same bytes; the difference, divided by K times the events, is the
// marginal cost per event with start-up and the JIT's warm-up cancelled out.

const CHILD = fileURLToPath(new URL('./ir-child.ts', import.meta.url));

export interface InstructionsCase {
  label: string;
  reads: 'each' | '64k';
  events: number;
  k: number;
}

export interface InstructionsResult {
  label: string;
  reads: 'each' | '64k';
  /** Instructions per event, marginal. */
  bare: number;
  engine: number;
}

export function hasValgrind(): Promise<boolean> {
  return new Promise((resolve) => {
    const p = spawn('valgrind', ['--version'], { stdio: 'ignore' });
    p.once('error', () => resolve(false));
    p.once('close', (code) => resolve(code === 0));
  });
}

async function irOf(args: string[], dir: string): Promise<number> {
  const outFile = join(dir, `callgrind.${args.join('.')}`);
  const stderr = await new Promise<string>((resolve, reject) => {
    const p = spawn(
      'valgrind',
      [
        '--tool=callgrind',
        '--smc-check=all-non-file', // V8 writes code it then runs
        `--callgrind-out-file=${outFile}`,
        process.execPath,
        // No background compiler or GC threads: the JIT then tiers up at the
        // same points every run and the count repeats (within ~0.2%).
        '--single-threaded',
        CHILD,
        ...args,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let err = '';
    p.stderr.setEncoding('utf8').on('data', (s: string) => (err += s));
    const timer = setTimeout(() => p.kill('SIGKILL'), 20 * 60_000);
    p.once('error', reject);
    p.once('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(err);
      else reject(new Error(`callgrind ${args.join(' ')} exited ${code}: ${err.slice(-1000)}`));
    });
  });
  const m = /refs:\s+([\d,]+)/.exec(stderr);
  if (!m) throw new Error(`no instruction count in callgrind's output: ${stderr.slice(-500)}`);
  return Number(m[1]!.replaceAll(',', ''));
}

export async function instructions(c: InstructionsCase, progress: (s: string) => void): Promise<InstructionsResult> {
  const dir = await makeTempDir();
  try {
    const per = async (client: 'bare' | 'engine') => {
      const once = await irOf([client, c.reads, String(c.k), String(c.events)], dir);
      const twice = await irOf([client, c.reads, String(2 * c.k), String(c.events)], dir);
      const perEvent = (twice - once) / (c.k * (c.events + 4));
      progress(`  ${c.label}: ${client} ${Math.round(perEvent).toLocaleString('en-US')} instructions per event`);
      return perEvent;
    };
    return { label: c.label, reads: c.reads, bare: await per('bare'), engine: await per('engine') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
