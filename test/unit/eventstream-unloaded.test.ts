import assert from 'node:assert/strict';
import { test } from 'node:test';
import { EventStreamFramer, loadEventStreamCodec } from '../../src/measure/eventstream.ts';

// AWS's codec loads only when a Bedrock request is about to be sent. A frame
// that arrives in a process that never loaded it (a non-Bedrock provider
// answering with an event-stream body) is reported, not decoded or thrown on.
// This file runs in a process of its own, so nothing has loaded the codec yet.

function frame(): Uint8Array {
  // The smallest well-formed length prefix: a 16-byte frame (prelude + message CRC, no headers, no body).
  const bytes = new Uint8Array(16);
  new DataView(bytes.buffer).setUint32(0, 16, false);
  return bytes;
}

test('a frame before the codec is loaded is an invalid event naming the cause', () => {
  const events = new EventStreamFramer().push(frame());
  assert.equal(events.length, 1);
  assert.equal(events[0]!.event, 'invalid:frame');
  assert.match(events[0]!.data, /no provider of this run uses api: bedrock/);
});

test('after loading, the same bytes reach the codec (which checks the CRCs)', async () => {
  await loadEventStreamCodec();
  const events = new EventStreamFramer().push(frame());
  assert.equal(events.length, 1);
  assert.equal(events[0]!.event, 'invalid:frame');
  assert.doesNotMatch(events[0]!.data, /no provider of this run/);
});
