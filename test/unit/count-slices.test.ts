import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { countTokens } from 'gpt-tokenizer/encoding/o200k_base';
import { countByPieces, countInSlices, piecesOf, SLICE_CHARS } from '../../src/run/count-slices.ts';

// The reference tokenizer counts a text with a long same-class run in slices
// (src/run/count-slices.ts), so its cost stays linear. What must hold: the
// pieces add up to the whole text's count, runs of the common kinds are
// counted exactly, and the cost grows linearly with the run.

const count = (t: string) => countTokens(t, { disallowedSpecial: new Set() });

// Every class the pre-tokenizer tells apart, and the characters at its edges.
const ALPHABET = [
  'a',
  'b',
  'Z',
  'Q',
  'é',
  'ß',
  'İ',
  '数',
  '字',
  'あ',
  'ア',
  '한',
  'ب',
  'ا',
  '0',
  '7',
  '٣',
  ' ',
  ' ',
  ' ',
  '\t',
  '\n',
  '\r',
  '\r\n',
  '\u00a0',
  '\u3000',
  '.',
  ',',
  '!',
  '?',
  '/',
  '-',
  "'",
  "'s",
  "'LL",
  '"',
  '(',
  ')',
  '<|',
  '|>',
  '😀',
  '\u0301',
  '_',
];
const text = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 300 }).map((xs) => xs.join(''));

/** A text of `n` CJK characters drawn from `seed` (distinct per seed: the encoder caches repeated pieces). */
function cjk(n: number, seed: number): string {
  let s = '';
  let x = seed >>> 0 || 1;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    s += String.fromCharCode(0x4e00 + (x % 20_000));
  }
  return s;
}

function ms(fn: () => void): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

describe('counting in slices', () => {
  it('adds the pieces up to the count of the whole text', () => {
    fc.assert(
      fc.property(text, (t) => {
        assert.equal(countByPieces(piecesOf(t), count, Infinity), count(t), JSON.stringify(t));
        // Every character is in one piece, in order.
        assert.equal(piecesOf(t).join(''), t);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts runs of one letter or CJK character exactly, and ordinary text as the encoder does', () => {
    // 'a' x 40,000 is 5,000 tokens (8 a token) by the encoder itself.
    assert.equal(countInSlices('a'.repeat(80_000), count), 10_000);
    assert.equal(countInSlices('数'.repeat(40_000), count), 40_000);
    // A long run among prose (counted piece by piece): exact.
    const prose20 = 'The tide turns twice a day. '.repeat(20);
    const mixed = `${prose20}\n${'a'.repeat(8_192)}\n${prose20}`;
    assert.equal(countInSlices(mixed, count), count(mixed));
    // A text whose pieces are all short is the encoder's own count, whatever its length.
    const prose = 'Rain taps the window; the kettle hums along. '.repeat(2_000);
    assert.equal(countInSlices(prose, count), count(prose));
  });

  it('keeps the cut error within a few tokens a cut (the bound count-slices.ts states)', () => {
    const runs = fc.oneof(
      fc
        .tuple(fc.constantFrom('!?', ' ', '-=', '=', '\t', 'ab', '数字', '😀'), fc.integer({ min: 300, max: 3_000 }))
        .map(([unit, n]) => unit.repeat(Math.ceil(n / unit.length))),
      fc.tuple(fc.integer({ min: 300, max: 3_000 }), fc.integer()).map(([n, seed]) => cjk(n, seed)),
    );
    fc.assert(
      fc.property(runs, (run) => {
        const cuts = Math.ceil(run.length / SLICE_CHARS) - 1;
        const diff = Math.abs(countInSlices(run, count) - count(run));
        assert.ok(
          diff <= 4 * cuts,
          `${JSON.stringify(run.slice(0, 8))}... (${run.length}): off by ${diff}, ${cuts} cuts`,
        );
      }),
      { numRuns: 60 },
    );
  });

  it('never splits a surrogate pair', () => {
    const emoji = '😀'.repeat(1_000);
    assert.equal(
      countInSlices(`x${emoji}`, (t) => (t.includes('\ud83d') && !t.endsWith('😀') ? NaN : 1)),
      9,
    );
  });

  it('costs linear time in a run: 10 x the run takes far less than 100 x the time', () => {
    // The encoder alone is quadratic here (40,000 CJK characters: 13 s, 4,000:
    // about 0.13 s), sliced it is linear: 10 x the text, ~10 x the time. The
    // bar, 30 x, leaves room for a busy machine and still fails a quadratic.
    countInSlices(cjk(4_000, 1), count); // the encoder's tables and code warmed
    const small = Math.min(...[2, 3, 4].map((seed) => ms(() => countInSlices(cjk(4_000, seed), count))));
    const large = Math.min(...[5, 6].map((seed) => ms(() => countInSlices(cjk(40_000, seed), count))));
    assert.ok(large < 30 * small, `40,000 CJK characters ${large.toFixed(0)} ms, 4,000 ${small.toFixed(1)} ms`);
    // The least of three each, as above: a run the OS preempted is not the code's time.
    const aSmall = Math.min(...[0, 1, 2].map(() => ms(() => countInSlices('b'.repeat(8_000), count))));
    const aLarge = Math.min(...[0, 1, 2].map(() => ms(() => countInSlices('c'.repeat(80_000), count))));
    assert.ok(
      aLarge < 30 * Math.max(aSmall, 1),
      `80,000 'c' ${aLarge.toFixed(0)} ms, 8,000 'b' ${aSmall.toFixed(1)} ms`,
    );
  });
});
