import { createParser } from 'eventsource-parser';
import { TraceRecorder } from '../src/measure/recorder.ts';
import { getAdapter } from '../src/formats/index.ts';
import { makeScrubber } from '../src/secrets.ts';
import { resolveScenario } from '../src/sim/scenarios.ts';

// The parse path alone, for instruction counts under callgrind (see
// instructions.ts): a simulated stream's exact bytes, cut into reads, fed K
// times to one client. Argv: CLIENT (none | bare | engine) READS (each |
// 64k) K EVENTS.
//   bare    TextDecoder + eventsource-parser + JSON.parse
//   engine  the recorder with the openai-chat adapter, then the trace
//           serialized and scrubbed as TraceWriter does
// No network: the undici work before a read reaches either is the same.

const [client = 'none', readsArg = '64k', kArg = '1', eventsArg = '5000'] = process.argv.slice(2);
const events = Number(eventsArg);
const resolved = resolveScenario(`steady:tokens=${events},ttft_ms=0,interval_ms=0`);
if (!resolved.ok) throw new Error(resolved.message);
const plan = resolved.scenario.plan(resolved.params, {
  model: 'steady',
  maxTokens: events,
  promptTokens: 1,
  authorization: null,
  requestId: 'req_bench',
  created: 1_700_000_000,
});
const writes = plan.steps.flatMap((s) => ('write' in s ? [Buffer.from(s.write)] : []));
const whole = Buffer.concat(writes);
const reads: Buffer[] = [];
if (readsArg === 'each') reads.push(...writes);
else for (let i = 0; i < whole.length; i += 65_536) reads.push(whole.subarray(i, i + 65_536));

const adapter = getAdapter('openai-chat');
const scrub = makeScrubber([]);
let sink = 0;

function engine(): void {
  const rec = new TraceRecorder(
    {
      id: 'p/q/1',
      provider: 'p',
      api: 'openai-chat',
      model: 'steady',
      prompt: 'q',
      rep: 1,
      warmup: false,
      attempt: 1,
      cache_bust: null,
    },
    adapter,
    scrub,
    1_700_000_000_000.123,
    null,
  );
  rec.onHeaders(1.234567, 200, { 'content-type': 'text/event-stream' });
  let ms = 2.345678;
  for (const b of reads) rec.onBody(rec.onRead((ms += 0.0123456789), b.length), b);
  rec.onEnd(ms + 0.5);
  sink += scrub(JSON.stringify(rec.trace())).length;
}

function bare(): void {
  const parser = createParser({
    onEvent(ev) {
      if (ev.data === '[DONE]') return;
      const chunk = JSON.parse(ev.data) as { choices?: Array<{ delta?: { content?: string } }> };
      sink += chunk.choices?.[0]?.delta?.content?.length ?? 0;
    },
  });
  const decoder = new TextDecoder();
  for (const b of reads) parser.feed(decoder.decode(b, { stream: true }));
}

const run = client === 'engine' ? engine : client === 'bare' ? bare : () => {};
for (let i = 0; i < Number(kArg); i++) run();
if (sink < 0) process.stdout.write('unreachable\n');
