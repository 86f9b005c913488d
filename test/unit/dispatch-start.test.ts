import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';
import type { ResolvedProvider } from '../../src/config/read.ts';
import { flowsOf } from '../../src/measure/warmup.ts';
import { forEachLimited } from '../../src/run/for-each-limited.ts';

// Two things that keep a run's first requests on time: the warm-up sends
// one provider of every api (flowsOf), and the providers started side by
// side start one event-loop turn apart (forEachLimited), so each one's
// connection and write are not queued behind all the others' dispatch work.

const provider = (id: string, api: string) =>
  ({ id, api, base_url: 'http://127.0.0.1:1/v1', model: 'm' }) as ResolvedProvider;

describe('warm-up flows', () => {
  it('take one provider of each api before a second of any', () => {
    const plan = [
      ...Array.from({ length: 9 }, (_, i) => provider(`chat-${i}`, 'openai-chat')),
      provider('claude', 'anthropic'),
      provider('gem', 'gemini'),
      provider('nova', 'bedrock'),
    ];
    const flows = flowsOf(plan);
    assert.equal(flows.length, 8);
    assert.deepEqual(new Set(flows.map((p) => p.api)), new Set(['openai-chat', 'anthropic', 'gemini', 'bedrock']));
    // More apis than flows: every api still has its flow.
    const many = [
      'openai-chat',
      'anthropic',
      'gemini',
      'bedrock',
      'cohere',
      'ollama',
      'openai-responses',
      'azure-openai',
      'gemini-vertex',
    ];
    assert.equal(flowsOf(many.map((api) => provider(api, api))).length, many.length);
  });
});

describe('forEachLimited', () => {
  it('lets the loop reach its I/O between two workers starting', async () => {
    // Each worker opens a connection at its start, synchronously, as a
    // dispatch does. Started in the same turn, no connection completes
    // before the last worker has started; a turn apart, the first has.
    const server = createServer((s) => s.end());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const connectedBefore: number[] = [];
    let connected = 0;
    try {
      const { connect } = await import('node:net');
      await forEachLimited([0, 1, 2, 3, 4, 5], 6, async () => {
        connectedBefore.push(connected);
        const socket = connect(port, '127.0.0.1', () => connected++);
        await new Promise((resolve) => socket.on('close', resolve));
      });
    } finally {
      server.close();
    }
    assert.equal(connectedBefore[0], 0);
    assert.ok(connectedBefore.at(-1)! > 0, `connections made before each start: ${connectedBefore.join(', ')}`);
  });

  it('runs every item once, at most `limit` at a time', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    await forEachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (x) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      seen.push(x);
      inFlight--;
    });
    assert.deepEqual([...seen].sort(), [1, 2, 3, 4, 5, 6, 7]);
    assert.ok(most <= 3 && most >= 2, `at most ${most} at once`);
  });
});
