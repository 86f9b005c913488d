import type { Trace } from '../../src/trace.ts';

// Configs and readers shared by the Action's end-to-end tests.

export interface SimProvider {
  id: string;
  model: string;
  keyEnv?: string;
  repetitions?: number;
}

/** A streamgauge.yml against the simulator at `baseUrl`: fast scenarios, one prompt unless told. */
export function simConfig(
  baseUrl: string,
  providers: SimProvider[],
  opts: { prompts?: string[]; repetitions?: number; warmup?: number; idle?: number; maxClientStallMs?: number } = {},
): string {
  const lines = [
    'defaults:',
    `  repetitions: ${opts.repetitions ?? 2}`,
    `  warmup: ${opts.warmup ?? 0}`,
    '  max_tokens: 32',
    `  timeout: { headers: 10, idle: ${opts.idle ?? 10}, total: 60 }`,
    'parallel_providers: 8',
    'providers:',
  ];
  for (const p of providers) {
    lines.push(`  - id: ${p.id}`, '    api: openai-chat', `    base_url: ${baseUrl}`, `    model: "${p.model}"`);
    if (p.keyEnv) lines.push(`    api_key_env: ${p.keyEnv}`);
    if (p.repetitions) lines.push(`    repetitions: ${p.repetitions}`);
  }
  lines.push('prompts:');
  for (const id of opts.prompts ?? ['haiku']) lines.push(`  - id: ${id}`, `    prompt: Write a ${id}.`);
  // The Action's tests are about what it writes, not this machine: a busy machine's client stalls must not take
  // rates out of the groups (and the rankings out of the summary) unless a test asks for a threshold.
  lines.push('analysis:', `  max_client_stall_ms: ${opts.maxClientStallMs ?? 10000}`);
  return lines.join('\n') + '\n';
}

/** A steady stream of 12 words, 25 ms apart: clearly streamed, about 0.35 s. */
export const STEADY = 'steady:tokens=12,interval_ms=25,ttft_ms=30';
/** The whole answer in one write after 50 ms: buffered. */
export const BURST = 'burst:tokens=12,delay_ms=50';

export function parseTraces(text: string): Trace[] {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Trace);
}
