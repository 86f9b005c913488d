import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { epochMs } from './lib/clock.ts';
import { makeTempDir } from './lib/engine.ts';
import { median } from './lib/stats.ts';

// Start-up: from spawning `node ENTRY` to its first request arriving at a
// server in this process (the dispatch moment, seen from the server side),
// against a bare Node process that only sends one request with node:http.
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

export async function startup(runs: number, progress: (s: string) => void): Promise<StartupResult> {
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
    const cacheDir = join(dir, 'compile-cache');
    await mkdir(cacheDir);
    const out = (name: string) => join(dir, `out-${name}`);
    const candidates: Array<StartupVariant & { entry: string | null }> = [
      { name: 'bare', label: 'bare node:http request', entry: null, args: ['-e', bare], env: childEnv({}), warmups: 1 },
      {
        name: 'cli',
        label: 'node dist/cli.js run',
        entry: 'dist/cli.js',
        args: ['dist/cli.js', 'run', '-c', cfg, '-o', out('cli')],
        env: childEnv({}),
        warmups: 1,
      },
      {
        name: 'cli-cached',
        label: 'node dist/cli.js run, NODE_COMPILE_CACHE warm',
        entry: 'dist/cli.js',
        args: ['dist/cli.js', 'run', '-c', cfg, '-o', out('cli-cached')],
        env: childEnv({ NODE_COMPILE_CACHE: cacheDir }),
        warmups: 1,
      },
      {
        name: 'action',
        label: 'node dist/index.js (the Action)',
        entry: 'dist/index.js',
        args: ['dist/index.js'],
        env: childEnv({
          INPUT_CONFIG: cfg,
          'INPUT_OUTPUT-DIR': out('action'),
          'INPUT_UPLOAD-TRACES': 'false',
          INPUT_COMMENT: 'never',
        }),
        warmups: 1,
      },
    ];
    const skipped = candidates.filter((c) => c.entry !== null && !existsSync(join(ROOT, c.entry)));
    const variants = candidates.filter((c) => !skipped.includes(c));
    const rows = new Map<string, StartupRow>(
      variants.map((v) => [v.name, { name: v.name, label: v.label, medianMs: null, samples: [], failures: [] }]),
    );
    for (const v of variants) for (let i = 0; i < v.warmups; i++) await once(srv, v, false, 30_000);
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
