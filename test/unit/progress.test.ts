import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseConfig } from '../../src/config/read.ts';
import { buildPlan, type Plan } from '../../src/config/plan.ts';
import { ProgressDisplay, progressMode, type ProgressOptions } from '../../src/report/progress.ts';
import { TRACE_SCHEMA, type Trace } from '../../src/trace.ts';

// The progress display, driven call by call: the plain mode must never emit
// an escape code; the tty mode is replayed on a small virtual terminal, so
// the test checks what a person would see after every redraw, not the bytes.

function plan(providers: string[], repetitions = 2, warmup = 1): Plan {
  const yaml = [
    `defaults: { repetitions: ${repetitions}, warmup: ${warmup} }`,
    'providers:',
    ...providers.map((id) => `  - { id: ${id}, api: openai-chat, base_url: "http://127.0.0.1:9/v1", model: m }`),
    'prompts:',
    '  - { id: q, prompt: hi }',
  ].join('\n');
  return buildPlan(parseConfig(yaml, 'test.yml', {}).config, { nonce: () => 'n' });
}

type Kind = 'ok' | 'http' | 'empty' | 'timeout';

function trace(id: string, provider: string, kind: Kind = 'ok', warmup = false): Trace {
  const ok = kind === 'ok';
  return {
    schema: TRACE_SCHEMA,
    id,
    provider,
    api: 'openai-chat',
    model: 'm',
    prompt: 'q',
    rep: 1,
    warmup,
    attempt: 1,
    cache_bust: null,
    t0_epoch_ms: 0,
    at: {
      headers: 10,
      first_byte: 11,
      first_event: 12,
      first_content: ok ? 20 : null,
      first_answer: ok ? 20 : null,
      last_content: ok ? 500 : null,
      end: 512.4,
    },
    reads: [],
    events: [],
    content_reads: ok ? 10 : 0,
    http: {
      status: kind === 'http' ? 429 : 200,
      content_type: 'text/event-stream',
      content_encoding: null,
      request_id: null,
      headers: {},
    },
    usage: null,
    output: { chars: ok ? 100 : 0, reasoning_chars: 0 },
    response_meta: { model: null, system_fingerprint: null },
    server_timing: null,
    error:
      kind === 'http'
        ? { kind: 'http_status', message: 'HTTP 429', http_status: 429 }
        : kind === 'timeout'
          ? { kind: 'timeout_idle', message: 'idle' }
          : null,
  };
}

/** Every request of the plan, in plan order, with the given outcome for some ids. */
function traces(p: Plan, kinds: Record<string, Kind> = {}): Trace[] {
  return p.requests.map((r) => trace(r.id, r.provider.id, kinds[r.id] ?? 'ok', r.warmup));
}

function drive(opts: Partial<ProgressOptions>, p: Plan, ts: Trace[], finish = true) {
  let out = '';
  const d = new ProgressDisplay({ write: (s) => (out += s), isTTY: false, ...opts });
  d.onPlan(p);
  ts.forEach((t, i) => d.onTrace(t, i + 1, p.requests.length));
  if (finish) d.finish();
  return { out, display: d };
}

/**
 * A terminal that understands what the display may send: text, \n, \r,
 * cursor up (ESC[nA), erase below (ESC[J) and colours (ESC[...m, ignored).
 * Anything else is an error, so a stray escape fails the test.
 */
function screen(bytes: string): string[] {
  const lines: string[] = [''];
  let row = 0;
  let col = 0;
  for (let i = 0; i < bytes.length; i++) {
    const ch = bytes[i] as string;
    if (ch === '\x1b') {
      // eslint-disable-next-line no-control-regex
      const m = /^\x1b\[([0-9;]*)([A-Za-z])/.exec(bytes.slice(i));
      assert.ok(m, `unknown escape at ${i}: ${JSON.stringify(bytes.slice(i, i + 8))}`);
      const [all, arg = '', cmd] = m;
      if (cmd === 'A') row = Math.max(0, row - Number(arg || 1));
      else if (cmd === 'J') {
        lines[row] = (lines[row] ?? '').slice(0, col);
        lines.length = row + 1;
      } else assert.equal(cmd, 'm', `unexpected escape ${JSON.stringify(all)}`);
      i += all.length - 1;
    } else if (ch === '\n') {
      row++;
      col = 0;
      if (lines.length <= row) lines.push('');
    } else if (ch === '\r') {
      col = 0;
    } else {
      const line = (lines[row] ?? '').padEnd(col);
      lines[row] = line.slice(0, col) + ch + line.slice(col + 1);
      col++;
    }
  }
  // The cursor rests on the empty line after the last one written.
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

describe('mode', () => {
  test('a terminal gets the block; a pipe, CI or a dumb terminal get plain lines', () => {
    assert.equal(progressMode(true, {}), 'tty');
    assert.equal(progressMode(false, {}), 'plain');
    assert.equal(progressMode(true, { CI: 'true' }), 'plain');
    assert.equal(progressMode(true, { CI: '1' }), 'plain');
    assert.equal(progressMode(true, { CI: 'false' }), 'tty');
    assert.equal(progressMode(true, { TERM: 'dumb' }), 'plain');
  });
});

describe('plain lines', () => {
  const p = plan(['alpha', 'beta']);
  const kinds: Record<string, Kind> = { 'beta/q/1': 'http', 'beta/q/2': 'empty' };

  test('a few lines: the plan, the first failures, each quarter, the end; never an escape code', () => {
    const { out } = drive({ isTTY: false }, p, traces(p, kinds));
    assert.ok(!out.includes('\x1b'), JSON.stringify(out));
    assert.deepEqual(out.trimEnd().split('\n'), [
      'streamgauge: 6 requests (2 warmup) across 2 provider(s)',
      'streamgauge: 2/6 requests (33%) · 0 error(s) · 0/2 provider(s) done',
      'streamgauge: 3/6 requests (50%) · 0 error(s) · 1/2 provider(s) done',
      '  [5/6] beta/q/1: error http_status (HTTP 429) 512 ms',
      'streamgauge: 5/6 requests (83%) · 1 error(s) · 1/2 provider(s) done',
      // An empty answer is a failure, as the analysis will label it.
      '  [6/6] beta/q/2: error empty_output (HTTP 200) 512 ms',
      'streamgauge: 6/6 requests (100%) · 2 error(s) · 2/2 provider(s) done',
      '  errors: http_status 1, empty_output 1',
    ]);
  });

  test('CI=true on a terminal still gets plain lines', () => {
    const { out, display } = drive({ isTTY: true, env: { CI: 'true' } }, p, traces(p, kinds));
    assert.equal(display.mode, 'plain');
    assert.ok(!out.includes('\x1b'));
    assert.match(out, /\[6\/6\] beta\/q\/2: error empty_output/);
  });

  test('a large plan: three quarter lines and its first three failures, however many requests', () => {
    const big = plan(['alpha', 'beta'], 200, 0);
    const failing = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`alpha/q/${i + 1}`, 'timeout' as Kind]));
    const { out } = drive({ isTTY: false }, big, traces(big, failing));
    const lines = out.trimEnd().split('\n');
    assert.ok(lines.length <= 10, out);
    assert.equal(lines.filter((l) => /^streamgauge: \d+\/400 requests/.test(l)).length, 4);
    assert.deepEqual(
      lines.filter((l) => /^ {2}\[/.test(l)),
      [1, 2, 3].map((i) => `  [${i}/400] alpha/q/${i}: error timeout_idle (HTTP 200) 512 ms`),
    );
    assert.equal(lines.at(-1), '  errors: timeout_idle 50');
  });

  test('every line fits 100 columns, however long the ids', () => {
    const long = plan(['a-provider-with-a-name-long-enough-to-push-every-line-past-the-edge-of-the-log'], 4, 1);
    const ts = traces(long, Object.fromEntries(long.requests.map((r) => [r.id, 'http' as Kind])));
    let out = '';
    const d = new ProgressDisplay({ write: (s) => (out += s), isTTY: false, now: () => 0 });
    d.onPlan(long);
    d.log(`streamgauge: warning: ${'a long warning that must wrap between words '.repeat(5)}`);
    ts.forEach((t, i) => d.onTrace(t, i + 1, ts.length));
    d.finish();
    for (const line of out.trimEnd().split('\n')) assert.ok(Array.from(line).length <= 100, `${line.length}: ${line}`);
    assert.match(out, /must wrap between\n {2}words/);
  });

  test('a cancelled run says where it stopped and which providers were cut short', () => {
    const ts = traces(p).slice(0, 4);
    const { out } = drive({ isTTY: false }, p, ts);
    const lines = out.trimEnd().split('\n');
    assert.equal(
      lines.at(-2),
      'streamgauge: 4/6 requests (66%) · 0 error(s) · 1/2 provider(s) done (stopped at 4 of 6)',
    );
    assert.equal(lines.at(-1), '  stopped before their end: beta 1/3');
  });

  test('elapsed time comes from the injected clock', () => {
    let t = 1000;
    let out = '';
    const d = new ProgressDisplay({ write: (s) => (out += s), isTTY: false, now: () => t });
    d.onPlan(p);
    traces(p).forEach((tr, i) => d.onTrace(tr, i + 1, 6));
    t = 13_345;
    d.finish();
    assert.match(out, /provider\(s\) done · 12\.3 s\n$/);
  });

  test('an id carrying escape codes is printed inert', () => {
    const evil = trace('x\x1b[2J\x1b]0;pwned\x07/q/1', 'alpha', 'http');
    const { out } = drive({ isTTY: false }, p, [evil], false);
    assert.ok(!out.includes('\x1b') && !out.includes('\x07'), JSON.stringify(out));
  });
});

describe('terminal line', () => {
  const p = plan(['alpha', 'beta']);

  test('one line redrawn in place with the latest counts', () => {
    const ts = traces(p, { 'beta/q/1': 'http' });
    let out = '';
    const d = new ProgressDisplay({ write: (s) => (out += s), isTTY: true, env: { NO_COLOR: '1' } });
    d.onPlan(p);
    assert.deepEqual(screen(out), ['streamgauge [---------] 0/6 requests · 0 errors · 0/2 provider(s) done']);
    ts.forEach((t, i) => d.onTrace(t, i + 1, 6));
    d.finish();
    assert.ok(out.includes('\x1b['), 'the line is redrawn with cursor movements');
    assert.deepEqual(screen(out), ['streamgauge [#########] 6/6 requests · 1 error(s) · 2/2 provider(s) done']);
  });

  test('a message goes above the line, which stays below it', () => {
    let out = '';
    const d = new ProgressDisplay({ write: (s) => (out += s), isTTY: true, env: { NO_COLOR: '1' } });
    d.onPlan(p);
    const ts = traces(p);
    d.onTrace(ts[0] as Trace, 1, 6);
    d.log('streamgauge: warning: the reference tokenizer could not start');
    d.onTrace(ts[1] as Trace, 2, 6);
    const seen = screen(out);
    assert.equal(seen[0], 'streamgauge: warning: the reference tokenizer could not start');
    assert.match(seen[1]!, /^streamgauge \[#*-*\] 2\/6 requests · 0 errors/);
    assert.equal(seen.length, 2);
  });

  test('the line fits the terminal width, however many providers', () => {
    const ids = Array.from({ length: 14 }, (_, i) => `provider-with-a-rather-long-name-${i}`);
    const many = plan(ids, 1, 0);
    let out = '';
    const d = new ProgressDisplay({ write: (s) => (out += s), isTTY: true, columns: 50 });
    d.onPlan(many);
    const ts = traces(many, { [`${ids[0]}/q/1`]: 'http' });
    ts.slice(0, 3).forEach((t, i) => d.onTrace(t, i + 1, 14));
    const seen = screen(out);
    assert.equal(seen.length, 1, seen.join('\n'));
    assert.ok(Array.from(seen[0]!).length < 50, `too wide: ${seen[0]}`);
  });

  test('colour unless NO_COLOR; finish leaves the line and later calls write nothing', () => {
    let out = '';
    const d = new ProgressDisplay({ write: (s) => (out += s), isTTY: true });
    d.onPlan(p);
    d.onTrace(trace('beta/q/1', 'beta', 'http'), 1, 6);
    assert.ok(out.includes('\x1b[31m'), 'errors in red');
    d.finish();
    const before = out;
    d.onTrace(trace('beta/q/2', 'beta'), 2, 6);
    d.finish();
    assert.equal(out, before);
  });
});

describe('agent sessions', () => {
  test('count as sessions, done at their last step, with the steps sent beside them', () => {
    const yaml = [
      'defaults: { repetitions: 2, warmup: 0 }',
      'providers: [{ id: a, api: openai-chat, base_url: "http://127.0.0.1:9/v1", model: m }]',
      'prompts:',
      '  - id: q',
      '    prompt: hi',
      '    tools: [{ name: f, parameters: { type: object } }]',
      '    agent: { steps: 3, tool_latency_ms: 0, tool_result_tokens: 5 }',
    ].join('\n');
    const p = buildPlan(parseConfig(yaml, 'test.yml', {}).config, { nonce: () => 'n' });
    let out = '';
    const d = new ProgressDisplay({ write: (s) => (out += s), isTTY: true, env: { NO_COLOR: '1' }, columns: 120 });
    d.onPlan(p);
    // Two sessions of three steps each: six requests, the last step of each ends its session.
    let done = 0;
    for (const r of p.requests)
      for (let step = 0; step < 3; step++) {
        const t = { ...trace(`${r.id}/step${step}`, 'a'), session: r.rep, step };
        if (step === 2) t.agent_end = { reason: 'steps', message: '' };
        if (step === 2) done++;
        d.onTrace(t, done, p.requests.length);
        if (step === 1 && done === 0) assert.match(screen(out)[0]!, /^streamgauge \[-+\] 0\/2 sessions · 2 steps sent/);
      }
    d.finish();
    assert.deepEqual(screen(out), [
      'streamgauge [####################] 2/2 sessions · 6 steps sent · 0 errors · 1/1 provider(s) done',
    ]);
  });
});
