import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pairErrors } from '../../bench/fidelity.ts';
import { bodyReads } from '../../bench/lib/raw-http.ts';

// The benchmark's matching of simulator writes to client reads: a bug here
// would make every fidelity figure wrong while looking plausible.

/** A chunked response, and for each of its raw bytes whether it is a body byte. */
function chunked(head: string, writes: string[]): { raw: Buffer; isBody: boolean[] } {
  let text = `${head}\r\n\r\n`;
  const isBody: boolean[] = Array.from({ length: text.length }, () => false);
  for (const w of writes) {
    const size = `${w.length.toString(16)}\r\n`;
    text += size + w + '\r\n';
    isBody.push(...Array.from(size, () => false), ...Array.from(w, () => true), false, false);
  }
  text += '0\r\n\r\n';
  isBody.push(...Array.from('0\r\n\r\n', () => false));
  return { raw: Buffer.from(text, 'latin1'), isBody };
}

describe('bench pairing', () => {
  const head =
    'HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\nx-request-id: req_1\r\ntransfer-encoding: chunked';
  const writes = ['data: one\n\n', 'data: two\n\n', 'data: three\n\n'];
  const { raw, isBody } = chunked(head, writes);

  it('counts body bytes through the chunked framing, wherever the reads split', () => {
    for (let seed = 1; seed <= 50; seed++) {
      // Reads cut at pseudo-random points.
      const cuts = new Set<number>();
      let x = seed;
      for (let k = 0; k < 4; k++) {
        x = (x * 1103515245 + 12345) % 2 ** 31;
        cuts.add(1 + (x % (raw.length - 1)));
      }
      const points = [0, ...[...cuts].sort((a, b) => a - b), raw.length];
      const chunks = points.slice(1).map((end, i) => raw.subarray(points[i]!, end));
      const { requestId, reads } = bodyReads({ times: chunks.map((_, i) => i), chunks });
      assert.equal(requestId, 'req_1');
      const expected = points.slice(1).map((end) => isBody.slice(0, end).filter(Boolean).length);
      assert.deepEqual(
        reads.map((r) => r[1]),
        expected,
        `cuts ${points.join(',')}`,
      );
    }
  });

  it('pairs each write with the read that completed it', () => {
    const sent = (seq: number, sentEpochMs: number, endByte: number) => ({ requestId: 'r', seq, sentEpochMs, endByte });
    const { errors, unmatched } = pairErrors(
      [sent(0, 100, 10), sent(1, 110, 20), sent(2, 120, 30), sent(3, 130, 40)],
      [
        {
          requestId: 'r',
          reads: [
            [100.5, 15], // completes write 0 only
            [121, 30], // completes writes 1 and 2
          ],
        },
      ],
    );
    assert.deepEqual(errors, [0.5, 11, 1]);
    assert.equal(unmatched, 1, 'write 3 never arrived');
    assert.equal(pairErrors([sent(0, 1, 1)], []).unmatched, 1, 'an unknown request is unmatched');
  });
});
