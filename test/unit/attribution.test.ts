import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { attributionOf, identityChanged, largestPart, ttftParts } from '../../src/analyze/attribution.ts';
import { DEFAULT_STATISTICS } from '../../src/analyze/bootstrap.ts';
import type { Comparison, RequestResult } from '../../src/analyze/types.ts';
import { changeSentence } from '../../src/report/sentences.ts';

// Why a TTFT moved (src/analyze/attribution.ts): the change split into
// connection time, the provider's processing time and the rest, each with
// its interval; the served identity compared; the sentence that names the
// largest part.

/** A streamed request: TTFT = connect (when new) + processing + rest. */
function req(i: number, o: { processing: number | null; rest: number; connect?: number; fp?: string }): RequestResult {
  const connect = o.connect ?? 0;
  const jitter = (i % 5) - 2;
  return {
    warmup: false,
    outcome: 'streamed',
    ttft_ms: connect + (o.processing ?? 0) + o.rest + jitter,
    new_connection: connect > 0,
    connect_ms: connect > 0 ? connect : null,
    served: { model: 'm', fingerprint: o.fp ?? 'fp_a', region: null, processing_ms: o.processing },
  } as RequestResult;
}
const side = (n: number, o: Parameters<typeof req>[1]) => Array.from({ length: n }, (_, i) => req(i, o));
const part = (parts: ReturnType<typeof ttftParts>, name: string) => parts.find((p) => p.part === name);

describe('TTFT attribution', () => {
  test('only the processing time grew: processing carries the change, its interval excludes 0, the rest ~0', () => {
    const parts = ttftParts(
      'a',
      side(20, { processing: 100, rest: 50 }),
      side(20, { processing: 220, rest: 50 }),
      DEFAULT_STATISTICS,
    );
    assert.equal(part(parts, 'processing')?.delta, 120);
    assert.ok(part(parts, 'processing')!.ci!.low > 100, JSON.stringify(parts));
    assert.ok(Math.abs(part(parts, 'other')!.delta) <= 2, JSON.stringify(parts));
    assert.equal(part(parts, 'connect')?.delta, 0);
    assert.equal(largestPart({ parts, identity_changed: null })?.part, 'processing');
  });

  test('without a processing time on either side: connect and the rest; new connections carry their share', () => {
    // Every current request opened a 40 ms connection; the baseline reused its connections.
    const parts = ttftParts(
      'a',
      side(20, { processing: null, rest: 50 }),
      side(20, { processing: null, rest: 50, connect: 40 }),
      DEFAULT_STATISTICS,
    );
    assert.deepEqual(
      parts.map((p) => p.part),
      ['connect', 'other'],
    );
    assert.equal(part(parts, 'connect')?.delta, 40);
    assert.ok(Math.abs(part(parts, 'other')!.delta) <= 2);
    // One side of too few values: a delta, no interval.
    const few = ttftParts(
      'a',
      side(2, { processing: 1, rest: 5 }),
      side(20, { processing: 2, rest: 5 }),
      DEFAULT_STATISTICS,
    );
    assert.equal(part(few, 'processing')?.ci, null);
  });

  test('the served identity: named on both sides and different, else null', () => {
    assert.deepEqual(
      identityChanged(side(3, { processing: 1, rest: 1 }), side(3, { processing: 1, rest: 1, fp: 'fp_b' })),
      {
        baseline: ['m fp_a'],
        current: ['m fp_b'],
      },
    );
    assert.equal(identityChanged(side(3, { processing: 1, rest: 1 }), side(3, { processing: 1, rest: 1 })), null);
    assert.equal(identityChanged([], side(3, { processing: 1, rest: 1 })), null);
    // The post-first-content rate gets no parts (it is the decode rate itself), but the identity all the same.
    const a = attributionOf(
      'p',
      'q',
      'post_first_content_tps',
      [side(3, { processing: 1, rest: 1 })],
      side(3, { processing: 1, rest: 1, fp: 'fp_b' }),
      DEFAULT_STATISTICS,
    );
    assert.deepEqual(a.parts, []);
    assert.notEqual(a.identity_changed, null);
  });

  test('the lead sentence names the largest part and both fingerprints; an unconfirmed change says so', () => {
    const base = side(20, { processing: 100, rest: 50 });
    const cur = side(20, { processing: 212, rest: 56, fp: 'fp_0ba0d124f1' });
    const c: Comparison = {
      provider: 'alpha',
      prompt: 'p',
      metric: 'ttft_ms',
      baseline_p50: 150,
      current_p50: 268,
      delta_pct: 78.7,
      ci_low_pct: 64,
      ci_high_pct: 94,
      verdict: 'slower',
      baseline_n: 20,
      current_n: 20,
      baseline_runs: 1,
      confirmed: true,
      attribution: attributionOf('alpha', 'p', 'ttft_ms', [base], cur, DEFAULT_STATISTICS),
    };
    const text = changeSentence(c)!;
    assert.match(
      text,
      /^alpha \/ p: TTFT \+118 ms \(\+78\.7% \[\+64(\.0)?%, \+94(\.0)?%\]\), of which the provider's processing time \+112 ms \[\+\d+, \+\d+\]; served model changed m fp_a → m fp_0ba0d124f1\.$/,
    );
    assert.match(changeSentence({ ...c, confirmed: false })!, /\(unconfirmed: the run is not trusted\)\.$/);
    assert.equal(changeSentence({ ...c, attribution: undefined }), null);
  });
});
