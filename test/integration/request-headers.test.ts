import assert from 'node:assert/strict';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants as zlibConstants, createGzip } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { Agent } from 'undici';
import { analyzeRequest } from '../../src/analyze/index.ts';
import { DEFAULT_ANALYSIS, type ProviderConfig } from '../../src/config/schema.ts';
import { systemClock } from '../../src/measure/clock.ts';
import { measure } from '../../src/measure/stream.ts';
import { ACCEPT_ENCODING, USER_AGENT } from '../../src/formats/common.ts';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import { makeScrubber } from '../../src/secrets.ts';

// What we send is what the SDKs send, against a loopback server that does
// what a gzipping nginx does: compress the event stream only for a client
// that accepts gzip, flushing after each event. The reads are stamped when
// the compressed bytes arrive, and each event's text is credited to the read
// that carried it, so the scripted timing survives compression.

const WORDS = 6;
const GAP_MS = 60;
let server: Server;
let url: string;
let agent: Agent;
const seen: IncomingHttpHeaders[] = [];
/** performance.now() as the server wrote each word of the last response (the test's process is the client's too). */
let wordSentAt: number[] = [];

before(async () => {
  server = createServer((req, res) => {
    seen.push(req.headers);
    req.resume();
    req.on('end', () => {
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, { 'content-type': 'text/event-stream', ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
      res.flushHeaders();
      const z = gzip ? createGzip() : null;
      z?.on('data', (c: Buffer) => res.write(c));
      z?.on('end', () => res.end());
      const send = (data: string) => {
        const text = `data: ${data}\n\n`;
        if (z) {
          z.write(text);
          z.flush(zlibConstants.Z_SYNC_FLUSH);
        } else res.write(text);
      };
      const chunk = (delta: object) => JSON.stringify({ choices: [{ index: 0, delta }] });
      send(chunk({ role: 'assistant', content: '' }));
      wordSentAt = [];
      for (let i = 0; i < WORDS; i++)
        setTimeout(
          () => {
            wordSentAt.push(performance.now());
            send(chunk({ content: ` word${i}` }));
          },
          GAP_MS * (i + 1),
        );
      setTimeout(
        () => {
          send(JSON.stringify({ choices: [], usage: { completion_tokens: WORDS, prompt_tokens: 3 } }));
          send('[DONE]');
          if (z) z.end();
          else res.end();
        },
        GAP_MS * (WORDS + 1),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  agent = new Agent();
});
after(async () => {
  await agent.close();
  await new Promise((resolve) => server.close(resolve));
});

async function run(over: Partial<ProviderConfig> = {}) {
  const provider: ProviderConfig = { id: 'p', api: 'openai-chat', base_url: url, model: 'm', ...over };
  const trace = await measure({
    identity: {
      id: 'p/q/1',
      provider: 'p',
      api: 'openai-chat',
      model: 'm',
      prompt: 'q',
      rep: 1,
      warmup: false,
      attempt: 1,
      cache_bust: null,
    },
    request: openaiChat.buildRequest({
      provider,
      messages: [{ role: 'user', content: 'hi' }],
      maxTokens: 16,
      apiKey: null,
    }),
    adapter: openaiChat,
    dispatcher: agent,
    clock: systemClock,
    timeouts: { headersMs: 10_000, idleMs: 10_000, totalMs: 30_000 },
    scrub: makeScrubber([]),
  });
  return { trace, headers: seen.at(-1)! };
}

describe('default request headers', () => {
  it('Accept-Encoding and a User-Agent naming streamgauge; a gzipped stream decoded, timed on the wire', async () => {
    const { trace, headers } = await run();
    assert.equal(headers['accept-encoding'], ACCEPT_ENCODING);
    assert.match(String(headers['user-agent']), /^streamgauge\/\d+\.\d+\.\d+/);
    assert.equal(headers['user-agent'], USER_AGENT);
    assert.equal(trace.error, null);
    assert.equal(trace.http.content_encoding, 'gzip');
    const r = analyzeRequest(trace, DEFAULT_ANALYSIS);
    assert.equal(r.outcome, 'streamed');
    assert.equal(r.output_tokens, WORDS);
    // Each flushed event is its own compressed read: one content read per word, at the scripted gaps.
    assert.ok(r.content_reads >= WORDS - 1, `content reads ${r.content_reads}`);
    // Against the times the words were really written (a timer fires late on a busy machine, never early):
    // a compressor that held the stream back would bring the reads together.
    const span = trace.at.last_content! - trace.at.first_content!;
    const written = wordSentAt.at(-1)! - wordSentAt[0]!;
    assert.ok(written >= (WORDS - 1) * GAP_MS - 60, `written over ${written} ms`);
    // Half the writing time at least: a busy machine can deliver the first read late (seen: 255 ms
    // read over 298 written), while a held-back stream would read in one go, a span near 0.
    assert.ok(span >= written / 2 && span < written + 250, `span ${span}, written over ${written}`);
    assert.ok(trace.at.first_content! >= GAP_MS - 5, `first content ${trace.at.first_content}`);
  });

  it('compression: false asks for identity, and the stream comes uncompressed', async () => {
    const { trace, headers } = await run({ compression: false });
    assert.equal(headers['accept-encoding'], 'identity');
    assert.equal(trace.http.content_encoding, null);
    assert.equal(analyzeRequest(trace, DEFAULT_ANALYSIS).output_tokens, WORDS);
  });

  it("a provider's own headers still win", async () => {
    const { headers } = await run({ headers: { 'User-Agent': 'my-app/2', 'Accept-Encoding': 'br' } });
    assert.equal(headers['user-agent'], 'my-app/2');
    assert.equal(headers['accept-encoding'], 'br');
  });
});
