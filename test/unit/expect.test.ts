import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import {
  answerJson,
  CHECK_TEXT_MAX_CHARS,
  checkAnswer,
  compileExpect,
  Expect,
  hasNestedQuantifier,
  REGEX_MAX_CHARS,
} from '../../src/config/expect.ts';
import { ConfigError, formatProblems, parseConfig, type ConfigProblem } from '../../src/config/read.ts';
import { answerOpening } from '../../src/analyze/samples.ts';
import { shareDifferenceInterval, wilsonInterval } from '../../src/stats.ts';
import { compareShares } from '../../src/analyze/compare-metric.ts';
import { betweenSentence } from '../../src/report/sentences.ts';
import type { RequestResult } from '../../src/analyze/types.ts';

// Answer checks (src/config/expect.ts): each check on answers that pass and
// fail it, a property over random answers, the Wilson and Newcombe intervals
// against published values, and the config's errors with their file:line.

const check = (expect: unknown, answer: string, chars?: number) =>
  checkAnswer(compileExpect(Expect.parse(expect)), answer, chars);

const SCHEMA = {
  type: 'object',
  required: ['city'],
  properties: { city: { type: 'string', minLength: 2 }, temp: { type: 'number' } },
  additionalProperties: false,
};

/** [expect, answer, the checks that fail] */
const CASES: Array<[unknown, string, string[]]> = [
  [{ contains: 'Paris' }, 'The capital is Paris.', []],
  [{ contains: ['Paris', 'France'] }, 'The capital is Paris.', ['contains']],
  [{ not_contains: 'sorry' }, 'The capital is Paris.', []],
  [{ not_contains: ['sorry', 'cannot'] }, 'I cannot say.', ['not_contains']],
  [{ regex: '^\\d{3}-\\d{4}$' }, '555-1234', []],
  [{ regex: '^\\d{3}-\\d{4}$' }, 'call 555-1234', ['regex']],
  [{ one_of: ['yes', 'no'] }, '  yes\n', []],
  [{ one_of: 'yes' }, 'Yes', ['one_of']],
  [{ min_chars: 5 }, 'abcd', ['min_chars']],
  [{ max_chars: 5 }, 'abcdef', ['max_chars']],
  [{ json_schema: SCHEMA }, '{"city":"Paris","temp":3}', []],
  [{ json_schema: SCHEMA }, 'Sure! {"city":"Paris"} is it', []],
  [{ json_schema: SCHEMA }, '```json\n{"city":"Paris"}\n```', []],
  // A tool call as the adapters join it: its name, then its arguments.
  [{ json_schema: SCHEMA }, 'get_weather{"city":"Oslo"}', []],
  [{ json_schema: SCHEMA }, '{"city":"P"}', ['json_schema']],
  [{ json_schema: SCHEMA }, '{"town":"Paris"}', ['json_schema']],
  [{ json_schema: SCHEMA }, 'Paris', ['json_schema']],
  [{ contains: 'x', regex: 'y', min_chars: 10 }, 'z', ['contains', 'regex', 'min_chars']],
];

describe('answer checks', () => {
  for (const [expect, answer, failed] of CASES)
    it(`${JSON.stringify(expect)} on ${JSON.stringify(answer)}: ${failed.join(', ') || 'passes'}`, () => {
      assert.deepEqual(check(expect, answer), { passed: failed.length === 0, failed });
    });

  it('min_chars and max_chars judge the whole answer; json_schema fails on an answer cut at the cap', () => {
    const kept = '{"city":"Paris"}';
    assert.deepEqual(check({ max_chars: 100 }, kept, 50_000).failed, ['max_chars']);
    assert.deepEqual(check({ min_chars: 40_000 }, kept, 50_000).failed, []);
    assert.deepEqual(check({ json_schema: SCHEMA }, kept, 50_000).failed, ['json_schema']);
  });

  it('reads no more than CHECK_TEXT_MAX_CHARS of an answer', () => {
    const long = 'a'.repeat(CHECK_TEXT_MAX_CHARS) + 'NEEDLE';
    assert.deepEqual(check({ contains: 'NEEDLE' }, long).failed, ['contains']);
    assert.deepEqual(check({ not_contains: 'NEEDLE' }, long).failed, []);
    // A regex reads less: a slow pattern's time is bounded by the shorter text.
    const mid = 'a'.repeat(REGEX_MAX_CHARS) + 'NEEDLE';
    assert.deepEqual(check({ contains: 'NEEDLE', regex: 'NEEDLE' }, mid).failed, ['regex']);
  });

  it('property: an answer passes contains/not_contains/min/max exactly when it holds them (seed in a failure)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ minLength: 1, maxLength: 4 }), (answer, needle) => {
        const r = check({ contains: needle, not_contains: needle + '\u0000', min_chars: 3, max_chars: 40 }, answer);
        const want = [
          ...(answer.includes(needle) ? [] : ['contains']),
          ...(answer.includes(needle + '\u0000') ? ['not_contains'] : []),
          ...(answer.length >= 3 ? [] : ['min_chars']),
          ...(answer.length <= 40 ? [] : ['max_chars']),
        ];
        assert.deepEqual(r, { passed: want.length === 0, failed: want });
      }),
      { numRuns: 500 },
    );
  });

  it('property: any JSON value as an answer parses back as itself (seed in a failure)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = JSON.stringify(v);
        assert.deepEqual(answerJson(text)?.value, JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('a hostile regex is refused; a safe one with groups is not', () => {
    for (const bad of ['(a+)+$', '(\\w*)*x', '(?:a|b+){2,}', '((ab)*c)+'])
      assert.equal(hasNestedQuantifier(bad), true, bad);
    for (const ok of ['(ab)+', 'a+b*', '^\\d{3}-(\\d{4})$', '[(a+)]+', '\\(a+\\)+'])
      assert.equal(hasNestedQuantifier(ok), false, ok);
  });

  it("an answer's opening for the flagged list: one line, control characters gone, cut at 80", () => {
    assert.equal(answerOpening('Sure!\n\u001b[31mred\u0007 ok'), 'Sure! [31mred ok');
    const cut = answerOpening('x'.repeat(200));
    assert.equal(cut.length, 80);
    assert.ok(cut.endsWith('…'));
  });
});

describe('Wilson and Newcombe intervals', () => {
  it('match published values (Newcombe 1998, table I and II)', () => {
    const near = (a: number, b: number) => Math.abs(a - b) < 0.0005;
    const w = wilsonInterval(15, 20)!;
    assert.ok(near(w.low, 0.5313) && near(w.high, 0.8881), JSON.stringify(w));
    const all = wilsonInterval(20, 20)!;
    assert.ok(near(all.low, 0.8389) && all.high === 1, JSON.stringify(all));
    const none = wilsonInterval(0, 10)!;
    assert.ok(none.low === 0 && near(none.high, 0.2775), JSON.stringify(none));
    assert.equal(wilsonInterval(0, 0), null);
    // Newcombe's example: 56/70 against 48/80, difference 0.2, method 10 interval [0.0524, 0.3339].
    const d = shareDifferenceInterval({ k: 48, n: 80 }, { k: 56, n: 70 })!;
    assert.ok(near(d.low, 0.0524) && near(d.high, 0.3339), JSON.stringify(d));
  });

  it('property: the interval holds the share and stays in [0, 1] (seed in a failure)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, f) => {
        const k = Math.round(f * n);
        const w = wilsonInterval(k, n)!;
        assert.ok(0 <= w.low && w.low <= k / n + 1e-12 && k / n - 1e-12 <= w.high && w.high <= 1, `${k}/${n}`);
      }),
      { numRuns: 500 },
    );
  });
});

describe('expect: in a config', () => {
  const P = 'providers:\n  - { id: local, api: openai-chat, base_url: "http://127.0.0.1:8080/v1", model: m }\n';
  function problems(text: string): ConfigProblem[] {
    try {
      parseConfig(text, 'sg.yml', {});
    } catch (e) {
      assert.ok(e instanceof ConfigError, String(e));
      return e.problems;
    }
    return [];
  }

  it('a valid block is read', () => {
    const loaded = parseConfig(
      `${P}prompts:\n  - id: p\n    prompt: hi\n    expect: { contains: [a, b], regex: "^x", json_schema: { type: object }, max_chars: 9 }\n`,
      'sg.yml',
      {},
    );
    assert.deepEqual(loaded.config.prompts[0]?.expect?.contains, ['a', 'b']);
  });

  it('a bad regex, a hostile regex, a bad JSON Schema, min above max: each at its file:line and field', () => {
    const text =
      `${P}prompts:\n` +
      `  - id: p\n    prompt: hi\n    expect:\n      regex: "(unclosed"\n` +
      `  - id: q\n    prompt: hi\n    expect:\n      regex: "(a+)+$"\n` +
      `  - id: r\n    prompt: hi\n    expect:\n      json_schema: { type: strin }\n` +
      `  - id: s\n    prompt: hi\n    expect:\n      json_schema: { properties: { a: { pattern: "([" } } }\n` +
      `  - id: t\n    prompt: hi\n    expect: { min_chars: 10, max_chars: 5 }\n` +
      `analysis: { expect: { p: { contains: x } } }\n`;
    const got = problems(text).map((p) => `${p.file}:${p.line} ${p.path}: ${p.message}`);
    const want: Array<[number, string, RegExp]> = [
      [7, 'prompts[0].expect.regex', /not a valid regular expression/],
      [11, 'prompts[1].expect.regex', /exponential time/],
      [15, 'prompts[2].expect.json_schema', /not a JSON Schema streamgauge can check: Unsupported type: strin/],
      [19, 'prompts[3].expect.json_schema.properties.a.pattern', /not a valid regular expression/],
      [22, 'prompts[4].expect.min_chars', /above max_chars/],
      [23, 'analysis.expect', /filled in by the run/],
    ];
    assert.equal(got.length, want.length, formatProblems(problems(text)));
    for (const [line, path, message] of want)
      assert.ok(
        got.some((g) => g.startsWith(`sg.yml:${line} ${path}: `) && message.test(g)),
        `${line} ${path}\n${got.join('\n')}`,
      );
  });
});

describe('comparing pass rates', () => {
  /** `passed` of `n` checked requests (and one failed request, which is never checked). */
  const reqs = (passed: number, n: number): RequestResult[] => [
    ...Array.from(
      { length: n },
      (_, i) =>
        ({ warmup: false, outcome: 'streamed', check: { passed: i < passed, failed: [] } }) as unknown as RequestResult,
    ),
    { warmup: false, outcome: 'error', check: null } as unknown as RequestResult,
  ];
  const verdict = (base: [number, number], cur: [number, number]) =>
    compareShares('p', 'q', 'check_pass_rate', [reqs(...base)], reqs(...cur)).verdict;

  it('a drop counts only when the interval of the difference says so', () => {
    assert.equal(verdict([20, 20], [15, 20]), 'slower');
    assert.equal(verdict([20, 20], [18, 20]), 'no_change');
    assert.equal(verdict([10, 10], [7, 10]), 'no_change');
    assert.equal(verdict([15, 20], [20, 20]), 'faster');
    assert.equal(verdict([20, 20], [20, 20]), 'no_change');
    assert.equal(verdict([2, 2], [0, 2]), 'insufficient_data');
  });

  it('the entry carries both sides with their Wilson intervals, the failed request left out', () => {
    const c = compareShares('p', 'q', 'check_pass_rate', [reqs(20, 20)], reqs(15, 20));
    assert.deepEqual([c.baseline_p50, c.current_p50, c.delta_pct, c.baseline_n, c.current_n], [1, 0.75, -25, 20, 20]);
    assert.equal(c.share?.current.passed, 15);
    assert.ok(c.ci_high_pct! < 0, String(c.ci_high_pct));
  });

  it('compare --between says it in words of answers, not of speed', () => {
    const c = compareShares('a', 'q', 'check_pass_rate', [reqs(20, 20)], reqs(15, 20));
    assert.match(
      betweenSentence(c, 'a', 'b', '95%'),
      /^a's answers pass their checks 25.0% less often than b's \(15\/20 against 20\/20 passed\), 95% interval \[/,
    );
  });
});
