import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { analyze } from '../../src/analyze/index.ts';
import type { RunInfo } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import { TraceRecorder, type TraceIdentity } from '../../src/measure/recorder.ts';
import { anthropic } from '../../src/formats/anthropic/adapter.ts';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { outputFiles } from '../../src/run/files.ts';
import { renderOutputs } from '../../src/run/publish.ts';
import { makeScrubber } from '../../src/secrets.ts';
import type { Trace } from '../../src/trace.ts';

// A key echoed back by a provider or a proxy, in any of the forms it travels
// in, placed anywhere in what comes back (the start, the middle, across
// the cut of an error body or a quote, split across network reads): no
// 8-character run of it survives into the trace, any output file or the
// terminal report, in any form. The responses go through the real
// recorder, analysis and reporters. On failure fast-check prints the seed
// and path; the message below repeats the seed.

const SEED = Number(process.env.SG_PROPERTY_SEED ?? Date.now() % 2 ** 31);
const RUN_WINDOW = 8;

const identity = (n: number, api: string): TraceIdentity => ({
  id: `p/q/${n}`,
  provider: 'p',
  api,
  model: 'm',
  prompt: 'q',
  rep: n,
  warmup: false,
  attempt: 1,
  cache_bust: null,
});

const RUN: RunInfo = {
  tool_version: '0.1.0',
  node_version: 'v24.21.0',
  platform: 'linux',
  arch: 'x64',
  started_at: '2025-01-01T00:00:00.000Z',
  finished_at: '2025-01-01T00:01:00.000Z',
  config_sha256: 'ab'.repeat(32),
  config_file: 'streamgauge.yml',
  shard: null,
  ci: null,
};

type Encoding = 'raw' | 'base64' | 'basic' | 'percent-lower' | 'percent-upper' | 'json';

const percent = (s: string, lower: boolean): string =>
  Array.from(Buffer.from(s, 'utf8'), (b) => {
    const hex = b.toString(16).padStart(2, '0');
    return `%${lower ? hex : hex.toUpperCase()}`;
  }).join('');

function encode(key: string, how: Encoding, user: string): string {
  switch (how) {
    case 'raw':
      return key;
    case 'base64':
      return Buffer.from(key).toString('base64');
    case 'basic':
      return Buffer.from(`${user}:${key}`).toString('base64');
    case 'percent-lower':
      return percent(key, true);
    case 'percent-upper':
      return percent(key, false);
    case 'json':
      // As a JSON encoder that escapes slashes and non-alphanumerics writes it.
      return Array.from(key, (c) =>
        /[A-Za-z0-9]/.test(c) ? c : `\\u${c.codePointAt(0)!.toString(16).padStart(4, '0')}`,
      ).join('');
  }
}

/** Every text the key could hide in once decoded: as is, percent-decoded, JSON-unescaped, and base64 runs decoded at each alignment. */
function decodings(text: string): string[] {
  const out = [text];
  out.push(text.replace(/%([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
  out.push(
    text
      .replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
      .replace(/\\(.)/g, '$1'),
  );
  for (const run of text.match(/[A-Za-z0-9+/_-]{8,}/g) ?? [])
    for (let shift = 0; shift < 4; shift++)
      out.push(Buffer.from(run.slice(shift).replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1'));
  return out;
}

/** The first 8-character run of `key` found in `text` in any form, or null. */
function leak(key: string, text: string): string | null {
  const decoded = decodings(text);
  for (let i = 0; i + RUN_WINDOW <= key.length; i++) {
    const run = key.slice(i, i + RUN_WINDOW);
    if (decoded.some((d) => d.includes(run))) return run;
  }
  return null;
}

/** Splits `body` into reads at the given fractions (random chunk boundaries). */
function reads(body: string, cuts: number[]): string[] {
  const at = [...new Set(cuts.map((f) => Math.floor(f * body.length)))].filter((n) => n > 0 && n < body.length);
  at.sort((a, b) => a - b);
  const out: string[] = [];
  let from = 0;
  for (const n of at) {
    out.push(body.slice(from, n));
    from = n;
  }
  out.push(body.slice(from));
  return out;
}

type Where = 'error-body' | 'sse-error' | 'anthropic-error' | 'header' | 'html-page' | 'model' | 'json-body';

interface Case {
  key: string;
  how: Encoding;
  user: string;
  where: Where;
  /** Characters before the echoed key: 0 (start), small (middle), or just before a cut. */
  before: number;
  cuts: number[];
}

/** One response carrying the echoed form, recorded through the real recorder. */
function respond(c: Case, n: number): Trace {
  const echoed = encode(c.key, c.how, c.user);
  const pad = 'x'.repeat(c.before);
  let status = 200;
  let type = 'text/event-stream';
  let body: string;
  const headers: Record<string, string> = {};
  let adapter = openaiChat;
  switch (c.where) {
    case 'error-body':
      status = 401;
      type = 'application/json';
      body = `{"error":{"message":"${pad}Incorrect API key provided: ${echoed} (see docs)"}}`;
      break;
    case 'sse-error':
      body = `data: {"error":{"message":"${pad}${echoed}","type":"invalid_request_error"}}\n\n`;
      break;
    case 'anthropic-error':
      adapter = anthropic;
      body = `event: error\ndata: {"type":"error","error":{"type":"authentication_error","message":"${pad}${echoed}"}}\n\n`;
      break;
    case 'header':
      status = 302;
      type = 'text/plain';
      headers.location = `https://proxy.example/login?${pad}key=${echoed}`;
      headers['x-request-id'] = `${pad}${echoed}`;
      body = 'see other';
      break;
    case 'html-page':
      type = 'text/html';
      body = `<html><body>${pad}${echoed}</body></html>`;
      break;
    case 'model':
      body =
        `data: {"id":"x","model":"${pad}${echoed}","choices":[{"index":0,"delta":{"content":"hi there"},"finish_reason":null}]}\n\n` +
        `data: {"id":"x","model":"m","choices":[{"index":0,"delta":{"content":" you"},"finish_reason":"length"}]}\n\ndata: [DONE]\n\n`;
      break;
    case 'json-body':
      type = 'application/json';
      body = `{"id":"x","object":"chat.completion","choices":"${pad}${echoed}"}`;
      break;
  }
  const rec = new TraceRecorder(identity(n, adapter.api), adapter, makeScrubber([c.key]), 1_700_000_000_000);
  rec.onHeaders(5, status, { 'content-type': type, ...headers });
  let ms = 10;
  for (const part of reads(body, c.cuts)) {
    const bytes = new TextEncoder().encode(part);
    rec.onBody(rec.onRead((ms += 7), bytes.length), bytes);
  }
  rec.onEnd(ms + 1);
  return rec.trace();
}

// Keys drawn from the characters real keys use, and those that encode
// differently in each form ('/', '+', '=', '.', ':').
const keyChar = fc.constantFrom(...'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ0123456789-_/+=.:');
const caseArb: fc.Arbitrary<Case> = fc.record({
  key: fc.string({ unit: keyChar, minLength: 16, maxLength: 72 }),
  how: fc.constantFrom<Encoding>('raw', 'base64', 'basic', 'percent-lower', 'percent-upper', 'json'),
  user: fc.string({ unit: fc.constantFrom(...'abcdefgxyz0123'), minLength: 0, maxLength: 9 }),
  where: fc.constantFrom<Where>(
    'error-body',
    'sse-error',
    'anthropic-error',
    'header',
    'html-page',
    'model',
    'json-body',
  ),
  // 0: at the start; up to 60: the middle; ~150-220: across the 200-character
  // quotes; ~990-1010 and ~4040-4100: across the error-message cuts.
  before: fc.oneof(
    fc.constant(0),
    fc.integer({ min: 1, max: 60 }),
    fc.integer({ min: 150, max: 220 }),
    fc.integer({ min: 960, max: 1010 }),
    fc.integer({ min: 4000, max: 4100 }),
  ),
  cuts: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
});

const failWith = (c: Case, where: string, run: string) =>
  `an 8-character run of the key (${JSON.stringify(run)}) survived into ${where}; ` +
  `case ${JSON.stringify({ ...c, cuts: c.cuts.length })}; reproduce with SG_PROPERTY_SEED=${SEED}`;

describe('secrets never survive, in any form, wherever they are cut (property)', () => {
  test('the trace of one response', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const text = JSON.stringify(respond(c, 1));
        const run = leak(c.key, text);
        assert.equal(run, null, run === null ? '' : failWith(c, 'the trace', run));
      }),
      { seed: SEED, numRuns: 400 },
    );
  });

  test('every output file and the terminal report of a run', () => {
    fc.assert(
      fc.property(fc.array(caseArb, { minLength: 1, maxLength: 3 }), (cases) => {
        const keys = [...new Set(cases.map((c) => c.key))];
        const traces = cases.map((c, i) => respond({ ...c, key: c.key }, i + 1));
        const results = analyze(traces, { ...DEFAULT_ANALYSIS }, RUN);
        const outputs = renderOutputs(
          outputFiles('/tmp/sg-property'),
          { results, traces },
          { scrub: makeScrubber(keys) },
        );
        const texts = [
          ...outputs.map((o) => ({ where: o.file, text: o.text })),
          { where: 'traces.ndjson', text: traces.map((t) => JSON.stringify(t)).join('\n') },
          { where: 'the terminal', text: renderTerminal(results, { color: false }) },
        ];
        for (const c of cases)
          for (const { where, text } of texts) {
            const run = leak(c.key, text);
            assert.equal(run, null, run === null ? '' : failWith(c, where, run));
          }
      }),
      { seed: SEED, numRuns: 40 },
    );
  });
});
