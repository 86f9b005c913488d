import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it, test } from 'node:test';
import { analyzeRequest } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS, type ProviderConfig } from '../../src/config/schema.ts';
import { EventStreamFramer, loadEventStreamCodec } from '../../src/measure/eventstream.ts';
import { TraceRecorder } from '../../src/measure/recorder.ts';
import { bedrock } from '../../src/formats/bedrock/adapter.ts';
import { makeScrubber } from '../../src/secrets.ts';
import { missingRecording, prng, WIRE } from './replay.ts';

// The real Bedrock ConverseStream capture (binary event-stream frames, see
// ../shared/fixtures/wire/README.txt and bedrock-1.source.txt), replayed
// through AWS's codec, the bedrock adapter and the trace recorder.

const FILE = path.join(WIRE, 'bedrock-1.eventstream');
const provider: ProviderConfig = {
  id: 'nova',
  api: 'bedrock',
  base_url: 'https://bedrock-runtime.us-east-1.amazonaws.com',
  model: 'us.amazon.nova-micro-v1:0',
};

function record(bytes: Uint8Array, cuts: number[], end = true) {
  const rec = new TraceRecorder(
    {
      id: 'b/1',
      provider: 'nova',
      api: 'bedrock',
      model: provider.model,
      prompt: 'p',
      rep: 1,
      warmup: false,
      attempt: 1,
      cache_bust: null,
    },
    bedrock,
    makeScrubber([]),
    0,
    provider,
  );
  rec.onHeaders(1, 200, { 'content-type': 'application/vnd.amazon.eventstream' });
  let from = 0;
  const points = [...cuts.filter((c) => c > 0 && c < bytes.length).sort((a, b) => a - b), bytes.length];
  points.forEach((to, i) => {
    rec.onBody(rec.onRead(10 + i, to - from), bytes.subarray(from, to));
    from = to;
  });
  if (end) rec.onEnd(10 + points.length);
  return rec.trace();
}

if (!existsSync(FILE)) {
  test('bedrock conformance (recorded stream)', (t) =>
    missingRecording(t, `recorded stream not found at ${FILE}; skipping`));
} else {
  const bytes = new Uint8Array(readFileSync(FILE));
  const decoded = readFileSync(path.join(WIRE, 'bedrock-1.decoded.ndjson'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { headers: Record<string, string>; payload: Record<string, unknown> });

  describe('bedrock-1.eventstream (real capture)', () => {
    // The runner loads AWS's codec before a Bedrock request; here the recorder is fed directly.
    before(() => loadEventStreamCodec());
    it('AWS codec decodes all 33 frames, matching the decoded view', () => {
      const events = new EventStreamFramer().push(bytes);
      assert.equal(events.length, 33);
      assert.deepEqual(
        events.map((e) => e.event),
        decoded.map((d) => d.headers[':event-type']),
      );
      events.forEach((e, i) => assert.deepEqual(JSON.parse(e.data), decoded[i]!.payload));
    });

    it('through the recorder: text, usage, server latency; frame boundaries do not matter', () => {
      const whole = record(bytes, []);
      const expectText = decoded.map((d) => (d.payload.delta as { text?: string } | undefined)?.text ?? '').join('');
      assert.equal(whole.output.chars, expectText.length);
      assert.equal(whole.usage?.output_tokens, 82);
      assert.equal(whole.usage?.input_tokens, 13);
      assert.deepEqual(whole.server_timing, { latency_ms: 522 });
      assert.equal(whole.error, null);
      assert.equal(
        whole.events.filter((e) => e[1] === 'content').length,
        decoded.filter((d) => d.headers[':event-type'] === 'contentBlockDelta').length,
      );
      const next = prng(7);
      for (let round = 0; round < 5; round++) {
        const cuts = Array.from({ length: 60 }, () => Math.floor(next() * bytes.length));
        const t = record(bytes, cuts);
        assert.equal(t.output.chars, whole.output.chars);
        assert.equal(t.usage?.output_tokens, 82);
        assert.equal(t.events.filter((e) => e[1] === 'invalid').length, 0);
      }
    });

    it('one read: a buffered response by the reads rule', () => {
      const r = analyzeRequest(record(bytes, []), DEFAULT_ANALYSIS);
      assert.equal(r.outcome, 'buffered');
      assert.equal(r.buffered_rule, 'content_reads');
    });

    it('a body cut inside a frame keeps what came and records the broken frame', () => {
      const t = record(bytes.subarray(0, Math.floor(bytes.length / 2)), []);
      assert.ok(t.output.chars > 0);
      assert.equal(t.events.filter((e) => e[1] === 'invalid').length, 1);
    });

    it('a corrupted frame fails its CRC check and is recorded as invalid', () => {
      const bad = bytes.slice();
      bad[200] = bad[200]! ^ 0xff;
      const t = record(bad, []);
      assert.ok(t.events.some((e) => e[1] === 'invalid'));
    });
  });
}
