import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { epochNowMs, resyncEpochIfAlone } from '../../src/epoch.ts';
import type { Trace } from '../../src/trace.ts';
import { WIRE, eventBoundaries, missingRecording } from './replay.ts';

// The REAL recorded streams (../shared/fixtures/wire, read in place) served
// from loopback at known moments, each event a write of its own, to fresh
// `streamgauge run` processes with `warmup: 0`, every recording a provider
// of its own, all measured side by side. The first content a run stamps
// must be within 15 ms + 5% of the moment the server wrote it, on every
// recording, three runs in a row, less the time the run itself recorded its
// stamping thread held (the client stalls on that request between its t0
// and its first content): a process's first requests are stamped on time,
// and where they are not, the run's own trace says why.
//
// Why held time is taken off: on this 2-core machine kind the machine comes
// and goes in bursts (the hypervisor's steal: 8-37% of the CPU time during
// these runs, from /proc/stat), and the child, the in-process server and
// node's threads then share less; the child's loop is held 15-50 ms at a
// time for a few hundred ms. Without it, on one day, two fresh-clone
// `.ci/run`s failed here in a row and about half the runs alone did: 20-59
// ms late, with 15-55 ms of stalls recorded on the same requests. Lateness
// the run did not account for still fails. Whether the first requests cost
// more than later ones (before the warm-up loaded AWS's signer and codec, a
// Bedrock provider's first request loaded them while the others were in
// flight, and their first content came 110-300 ms late) is
// first-request.test.ts's to judge, against the later requests of the same
// process; such a load would show here as a stall and count as held.
//
// Timing needs the machine to itself, as first-request.test.ts: inside
// `npm test` this skips, and .ci/run runs it alone with SG_ALONE=1.

const BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));
/**
 * The head goes out this long after the request, then event i at HEAD_MS + (i + 1) * GAP_MS. Longer
 * than the run takes to dispatch its 18 first requests (one event-loop turn apart: 14-66 ms here), as
 * any remote provider's first answer is: at 20 ms the first providers' first contents came back while
 * the client was still dispatching the others, and the first provider's was stamped 12-14 ms late in
 * quiet runs for that alone (3-6 ms at 100 ms); first-request.test.ts holds its responses apart for
 * the same reason.
 */
const HEAD_MS = 100;
const GAP_MS = 10;
/** Events served at most, so a long recording does not make the run long (the first content comes well before). */
const MAX_EVENTS = 60;
const RUNS = 3;
const TOLERANCE_MS = 15;
const TOLERANCE_SHARE = 0.05;

const API: Record<string, { api: string; suffix: string }> = {
  'openai-chat-1.sse': { api: 'openai-chat', suffix: '/v1' },
  'openai-chat-2.sse': { api: 'openai-chat', suffix: '/v1' },
  'deepseek-1.sse': { api: 'openai-chat', suffix: '/v1' },
  'openrouter-1.sse': { api: 'openai-chat', suffix: '/v1' },
  'groq-2.sse': { api: 'openai-chat', suffix: '/v1' },
  'mistral-1.sse': { api: 'openai-chat', suffix: '/v1' },
  'llamacpp-1.sse': { api: 'openai-chat', suffix: '/v1' },
  'llamacpp-2.sse': { api: 'openai-chat', suffix: '/v1' },
  'azure-1.sse': { api: 'azure-openai', suffix: '' },
  'openai-responses-1.sse': { api: 'openai-responses', suffix: '/v1' },
  'openai-responses-2.sse': { api: 'openai-responses', suffix: '/v1' },
  'anthropic-1.sse': { api: 'anthropic', suffix: '/v1' },
  'gemini-1.sse': { api: 'gemini', suffix: '/v1beta' },
  'gemini-2.sse': { api: 'gemini', suffix: '/v1beta' },
  'gemini-vertex-1.sse': { api: 'gemini', suffix: '/v1beta' },
  'cohere-1.sse': { api: 'cohere', suffix: '/v2' },
  'ollama-1.ndjson': { api: 'ollama', suffix: '' },
  'bedrock-1.eventstream': { api: 'bedrock', suffix: '' },
};

interface Served {
  /** Wall clock (epoch ms) the request arrived. */
  arrived: number;
  /** Per write: wall clock just before it, and the body bytes written so far, it included. */
  writes: Array<{ at: number; endByte: number }>;
}

const CONTENT_TYPE: Record<string, string> = {
  sse: 'text/event-stream',
  ndjson: 'application/x-ndjson',
  eventstream: 'application/vnd.amazon.eventstream',
};

/** A recording's events as byte ranges: SSE blocks, NDJSON lines, event-stream frames (length-prefixed). */
function cutEvents(bytes: Uint8Array, ext: string): Uint8Array[] {
  let cuts: number[];
  if (ext === 'eventstream') {
    cuts = [];
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    for (let at = 0; at < bytes.length;) {
      at += view.getUint32(at, false);
      if (at < bytes.length) cuts.push(at);
    }
  } else cuts = eventBoundaries(bytes, ext === 'ndjson' ? 'ndjson' : 'sse');
  const out: Uint8Array[] = [];
  let start = 0;
  for (const c of [...cuts, bytes.length]) {
    out.push(bytes.subarray(start, c));
    start = c;
  }
  const kept = out.slice(0, MAX_EVENTS - 1);
  if (out.length > kept.length) kept.push(Buffer.concat(out.slice(kept.length)));
  return kept;
}

const recordings = Object.keys(API).filter((f) => existsSync(path.join(WIRE, f)));
let server: Server;
let origin: string;
let dir: string;
const served = new Map<string, Served>();
/** Each recording's events, cut once: the server does no more per request than write them on time. */
const events = new Map<string, Uint8Array[]>();

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'streamgauge-replay-timing-'));
  for (const name of recordings)
    events.set(name, cutEvents(readFileSync(path.join(WIRE, name)), name.slice(name.lastIndexOf('.') + 1)));
  server = createServer((req, res) => {
    const name = (req.url ?? '').split('/')[2] ?? '';
    if (!recordings.includes(name)) return void res.writeHead(404).end();
    const ext = name.slice(name.lastIndexOf('.') + 1);
    const pieces = events.get(name)!;
    req.resume();
    req.on('end', () => {
      const start = performance.now();
      const log: Served = { arrived: epochNowMs(), writes: [] };
      served.set(name, log);
      // Each write is timed from the request's arrival, so one late timer does not push the rest.
      const at = (ms: number, fn: () => void) => setTimeout(fn, Math.max(0, start + ms - performance.now()));
      res.socket?.setNoDelay(true);
      at(HEAD_MS, () => {
        res.writeHead(200, { 'content-type': CONTENT_TYPE[ext]!, 'x-request-id': `replay-${name}` });
        res.flushHeaders();
      });
      let endByte = 0;
      pieces.forEach((piece, i) => {
        endByte += piece.length;
        const end = endByte;
        at(HEAD_MS + (i + 1) * GAP_MS, () => {
          log.writes.push({ at: epochNowMs(), endByte: end });
          if (i === pieces.length - 1) res.end(piece);
          else res.write(piece);
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
after(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** How late the run stamped each recording's first content against the server's write of it (ms), and the bar. */
async function run(
  k: number,
): Promise<
  Array<{ name: string; lateMs: number; heldMs: number; barMs: number; stalls: string; sentMs: number; tcpMs: number }>
> {
  const config = path.join(dir, `replay-${k}.yml`);
  await writeFile(
    config,
    [
      `parallel_providers: ${recordings.length}`,
      'defaults: { repetitions: 1, warmup: 0, cache_bust: false }',
      'providers:',
      ...recordings.map((name) => {
        const { api, suffix } = API[name]!;
        const extra = api === 'bedrock' ? ', region: us-east-1' : '';
        return `  - { id: "${name}", api: ${api}, base_url: "${origin}/r/${name}${suffix}", model: m${extra} }`;
      }),
      'prompts:',
      '  - { id: hi, prompt: hi, max_tokens: 8 }',
      '',
    ].join('\n'),
  );
  const out = path.join(dir, `out-${k}`);
  served.clear();
  // The server's stamps and the child's are compared as epoch ms: put this
  // process's base on the wall clock too, as the child's run does (src/epoch.ts).
  resyncEpochIfAlone();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, 'run', '-c', config, '-o', out], {
      env: {
        PATH: process.env.PATH ?? '',
        NO_COLOR: '1',
        AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        AWS_SECRET_ACCESS_KEY: 'x',
      },
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    child.on('error', reject);
    child.on('close', resolve);
  });
  assert.ok(code === 0 || code === 1, `streamgauge run exited ${code}`);
  const traces = (await readFile(path.join(out, 'traces.ndjson'), 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Trace);
  const rows = [];
  for (const t of traces) {
    const first = t.at.first_content;
    if (first == null) continue; // a recording without content (an error, or reasoning only by count)
    const log = served.get(t.provider);
    assert.ok(log, `${t.provider}: served`);
    // The read that stamped the first content, and the write that completed its bytes.
    let bytes = 0;
    for (const [ms, n] of t.reads) {
      bytes += n;
      if (ms >= first) break;
    }
    const write = log.writes.find((w) => w.endByte >= bytes);
    assert.ok(write, `${t.provider}: a write holds byte ${bytes}`);
    // TTFT less the server's part: from t0 to the request fully sent (the
    // client's dispatch, and a loopback connect), plus from the server's
    // write of the event to the client's stamp of it. Code run on the
    // stamping thread before a request leaves or after its event arrives
    // lands in one of the two; the in-process server's own lateness (a busy
    // test process noticing the request late) in neither.
    const recordedMs = write.at - log.arrived;
    const lateMs = (t.at.sent ?? 0) + (t.t0_epoch_ms + first - write.at);
    const stalls = (t.client_stalls ?? []).map(([s, len]) => `${s.toFixed(0)}+${len.toFixed(0)}`).join(' ');
    // The time the run recorded its stamping thread held between this request's t0 and its first content's stamp:
    // a stall there delays the request's sending or the stamp (src/measure/stall.ts).
    const heldMs = (t.client_stalls ?? []).reduce(
      (sum, [s, len]) => sum + Math.max(0, Math.min(first, s + len) - Math.max(0, s)),
      0,
    );
    rows.push({
      name: t.provider,
      lateMs,
      heldMs,
      // The share is of the write's time after the request as a loopback server answers, 20 ms to the head (the
      // hold past that is the test's): the bar each event had before the hold.
      barMs: TOLERANCE_MS + TOLERANCE_SHARE * (recordedMs - HEAD_MS + 20),
      stalls,
      sentMs: t.at.sent ?? -1,
      tcpMs: t.conn?.tcp_ms ?? 0,
    });
  }
  return rows;
}

const alone =
  process.env.SG_ALONE === '1'
    ? false
    : 'needs the machine to itself: .ci/run runs it alone (SG_ALONE=1 npm exec -- node --test test/conformance/replay-timing.test.ts)';

it(
  "stamps every recording's first content within 15 ms + 5% of its write, warmup 0, three runs in a row",
  { skip: alone },
  async (t) => {
    if (recordings.length === 0) return missingRecording(t, `${WIRE} not found: the shared wire fixtures are missing`);
    for (let k = 1; k <= RUNS; k++) {
      const rows = await run(k);
      assert.ok(rows.length >= recordings.length - 4, `run ${k}: only ${rows.length} recordings had content`);
      t.diagnostic(
        `run ${k}: late ms ${rows
          .sort((a, b) => b.lateMs - a.lateMs)
          .slice(0, 6)
          .map((r) => `${r.name} ${r.lateMs.toFixed(1)}${r.heldMs > 0 ? ` (held ${r.heldMs.toFixed(1)})` : ''}`)
          .join(', ')} ... of ${rows.length}`,
      );
      const over = rows.filter((r) => r.lateMs - r.heldMs > r.barMs);
      assert.deepEqual(
        over.map(
          (r) =>
            `${r.name}: ${r.lateMs.toFixed(1)} ms late, ${r.heldMs.toFixed(1)} of them held, bar ${r.barMs.toFixed(1)} (sent at ${r.sentMs.toFixed(1)} ms, TCP ${r.tcpMs.toFixed(1)}; client stalls ${r.stalls || 'none'})`,
        ),
        [],
        `run ${k}`,
      );
    }
  },
);
