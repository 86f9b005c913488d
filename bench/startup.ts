import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { epochMs } from './lib/clock.ts';
import { makeTempDir } from './lib/engine.ts';
import { median } from './lib/stats.ts';

// Start-up: from spawning `node ENTRY` to its first request arriving at a
// server in this process (the dispatch moment, seen from the server side),
// against a bare Node process that only sends one request with node:http,
// and against the floor streamgauge's dependencies set (bundleFloor).
// Each process is killed as soon as its request has arrived.

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface StartupVariant {
  name: string;
  label: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  /** Untimed runs first (each to its natural end), e.g. to fill a compile cache. */
  warmups: number;
}

export interface StartupRow {
  name: string;
  label: string;
  /** Median ms from spawn to the request's arrival; null when none arrived. */
  medianMs: number | null;
  samples: number[];
  failures: string[];
}

export interface StartupResult {
  rows: StartupRow[];
  /** Entries not found (not built): skipped. */
  skipped: string[];
}

const SSE_BODY =
  'data: {"id":"s","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"hi"},"finish_reason":"stop"}]}\n\n' +
  'data: {"id":"s","object":"chat.completion.chunk","choices":[],"usage":{"prompt_tokens":1,"completion_tokens":1,"total_tokens":2}}\n\n' +
  'data: [DONE]\n\n';

/** Environment for a child: enough to run, and nothing that would let an Action entry reach GitHub. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'SYSTEMROOT'];
  const env: NodeJS.ProcessEnv = {};
  for (const k of keep) if (process.env[k] !== undefined) env[k] = process.env[k];
  return { ...env, NO_COLOR: '1', ...extra };
}

interface Arrivals {
  server: Server;
  port: number;
  next(): Promise<number>;
}

async function arrivalServer(): Promise<Arrivals> {
  let waiter: ((at: number) => void) | null = null;
  const server = createServer((req, res) => {
    const at = epochMs();
    waiter?.(at);
    waiter = null;
    res.on('error', () => {});
    req.on('error', () => {});
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.end(SSE_BODY);
    });
  });
  server.on('clientError', (_err, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    next: () => new Promise<number>((resolve) => (waiter = resolve)),
  };
}

/**
 * The floor that streamgauge's own dependencies set: a process, bundled the
 * way dist/ is, that loads yaml, zod and undici's Agent, parses and checks a
 * config with a two-field schema, and dispatches one request. What the CLI
 * and the Action take beyond this is streamgauge's own code.
 */
async function bundleFloor(dir: string): Promise<string> {
  const src = join(dir, 'floor.mjs');
  const out = join(dir, 'floor-bundle.mjs');
  await writeFile(
    src,
    `import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';
import * as z from 'zod';
import Agent from 'undici/lib/dispatcher/agent.js';
const doc = parseDocument(readFileSync(process.argv[2], 'utf8'));
const cfg = z.looseObject({ providers: z.array(z.looseObject({ base_url: z.string(), model: z.string() })) }).parse(doc.toJS());
const url = new URL(cfg.providers[0].base_url + '/chat/completions');
const body = JSON.stringify({ model: cfg.providers[0].model, messages: [{ role: 'user', content: 'hi' }], stream: true });
new Agent().dispatch(
  { origin: url.origin, path: url.pathname, method: 'POST', headers: { 'content-type': 'application/json' }, body },
  { onRequestStart() {}, onResponseStart() {}, onResponseData() {}, onResponseEnd() {}, onResponseError() {} },
);
`,
  );
  await build({
    entryPoints: [src],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    nodePaths: [join(ROOT, 'node_modules')],
    banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  return out;
}

/** One spawn: ms to the first request, or an error text. */
async function once(srv: Arrivals, v: StartupVariant, timed: boolean, timeoutMs: number): Promise<number | string> {
  const arrival = srv.next();
  const start = epochMs();
  const child = spawn(process.execPath, v.args, { cwd: ROOT, env: v.env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr = (stderr + s).slice(-2000)));
  const exited = new Promise<string>((resolve) =>
    child.once('close', (code, signal) => resolve(`exited (${code ?? signal}) before any request: ${stderr.trim()}`)),
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no request within ${timeoutMs} ms`), timeoutMs);
  });
  const first = await Promise.race([arrival, exited, timeout]);
  if (timed || typeof first === 'string') child.kill('SIGKILL');
  await Promise.race([exited, timeout]);
  clearTimeout(timer);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  return typeof first === 'number' ? first - start : first;
}

/** `warm` false skips every variant's untimed runs (--quick: the section runs, its figures come from the full run). */
export async function startup(runs: number, progress: (s: string) => void, warm = true): Promise<StartupResult> {
  const srv = await arrivalServer();
  const dir = await makeTempDir();
  try {
    const url = `http://127.0.0.1:${srv.port}/v1`;
    const cfg = join(dir, 'streamgauge.yml');
    await writeFile(
      cfg,
      `defaults: { repetitions: 1, warmup: 0, concurrency: 1, max_tokens: 16 }
providers:
  - { id: local, api: openai-chat, base_url: "${url}", model: m }
prompts:
  - { id: p, prompt: hi }
`,
    );
    const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }], stream: true });
    const bare =
      `require('node:http').request(${JSON.stringify(`${url}/chat/completions`)},` +
      `{method:'POST',headers:{'content-type':'application/json'}},(r)=>r.resume()).end(${JSON.stringify(body)})`;
    const actionInputs = (outDir: string): Record<string, string> => ({
      INPUT_CONFIG: cfg,
      'INPUT_OUTPUT-DIR': outDir,
      'INPUT_UPLOAD-TRACES': 'false',
      INPUT_COMMENT: 'never',
    });
    const cacheDir = join(dir, 'compile-cache');
    await mkdir(cacheDir);
    const out = (name: string) => join(dir, `out-${name}`);
    const candidates: Array<StartupVariant & { entry: string | null }> = [
      { name: 'bare', label: 'bare node:http request', entry: null, args: ['-e', bare], env: childEnv({}), warmups: 1 },
      {
        name: 'floor',
        label: 'the libraries alone: yaml + zod + undici Agent, one request',
        entry: null,
        args: [await bundleFloor(dir), cfg],
        env: childEnv({}),
        warmups: 1,
      },
      {
        // Cold: nothing compiled yet, as on a fresh machine or a runner's first step.
        name: 'cli',
        label: 'node dist/cli.js run, cold',
        entry: 'dist/cli.js',
        args: ['dist/cli.js', 'run', '-c', cfg, '-o', out('cli')],
        env: childEnv({ NODE_DISABLE_COMPILE_CACHE: '1' }),
        warmups: 1,
      },
      {
        // The entries turn Node's compile cache on: every later run reads the compiled modules back.
        name: 'cli-cached',
        label: 'node dist/cli.js run, compile cache warm',
        entry: 'dist/cli.js',
        args: ['dist/cli.js', 'run', '-c', cfg, '-o', out('cli-cached')],
        env: childEnv({ NODE_COMPILE_CACHE: cacheDir }),
        warmups: 1,
      },
      {
        name: 'action',
        label: 'node dist/index.js (the Action), cold',
        entry: 'dist/index.js',
        args: ['dist/index.js'],
        env: childEnv({ ...actionInputs(out('action')), NODE_DISABLE_COMPILE_CACHE: '1' }),
        warmups: 1,
      },
      {
        name: 'action-cached',
        label: 'node dist/index.js, compile cache warm',
        entry: 'dist/index.js',
        args: ['dist/index.js'],
        env: childEnv({ ...actionInputs(out('action-cached')), NODE_COMPILE_CACHE: cacheDir }),
        warmups: 1,
      },
    ];
    const skipped = candidates.filter((c) => c.entry !== null && !existsSync(join(ROOT, c.entry)));
    const variants = candidates.filter((c) => !skipped.includes(c));
    const rows = new Map<string, StartupRow>(
      variants.map((v) => [v.name, { name: v.name, label: v.label, medianMs: null, samples: [], failures: [] }]),
    );
    for (const v of variants) for (let i = 0; i < (warm ? v.warmups : 0); i++) await once(srv, v, false, 30_000);
    for (let i = 0; i < runs; i++) {
      // Rotate the order: no variant always follows another.
      const order = variants.map((_, k) => variants[(k + i) % variants.length]!);
      for (const v of order) {
        const r = await once(srv, v, true, 30_000);
        const row = rows.get(v.name)!;
        if (typeof r === 'number') row.samples.push(r);
        else row.failures.push(r);
      }
      progress(
        `  start-up round ${i + 1}/${runs}: ` +
          [...rows.values()].map((r) => `${r.name} ${r.samples.at(-1)?.toFixed(1) ?? 'n/a'} ms`).join(', '),
      );
    }
    for (const row of rows.values()) row.medianMs = row.samples.length > 0 ? median(row.samples) : null;
    return { rows: [...rows.values()], skipped: skipped.map((s) => s.entry!) };
  } finally {
    srv.server.closeAllConnections();
    await new Promise<void>((resolve) => srv.server.close(() => resolve()));
    await rm(dir, { recursive: true, force: true });
  }
}
