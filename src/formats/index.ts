import { anthropic } from './anthropic/adapter.ts';
import { azureOpenai } from './azure-openai/adapter.ts';
import { bedrock } from './bedrock/adapter.ts';
import { cohere } from './cohere/adapter.ts';
import { gemini } from './gemini/adapter.ts';
import { ollama } from './ollama/adapter.ts';
import { openaiChat } from './openai-chat/adapter.ts';
import { openaiResponses } from './openai-responses/adapter.ts';
import type { SimFormat } from './sim-script.ts';
import type { Adapter } from './types.ts';

// Every wire format streamgauge speaks, one line each: a folder of its own
// holds the client's adapter (adapter.ts) and the simulator's encoder
// (sim.ts), which is written apart from the adapter so the simulator can
// catch the adapter's mistakes. The encoder is imported only when a
// simulator starts, so a run that never starts one neither loads nor bundles
// it beside the adapters. The order is the simulator's (its 404 listing).

interface Format {
  adapter: Adapter;
  sim: () => Promise<{ SIM: SimFormat }>;
}

const FORMATS: readonly Format[] = [
  { adapter: openaiChat, sim: () => import('./openai-chat/sim.ts') },
  { adapter: openaiResponses, sim: () => import('./openai-responses/sim.ts') },
  { adapter: anthropic, sim: () => import('./anthropic/sim.ts') },
  { adapter: gemini, sim: () => import('./gemini/sim.ts') },
  { adapter: ollama, sim: () => import('./ollama/sim.ts') },
  { adapter: cohere, sim: () => import('./cohere/sim.ts') },
  { adapter: azureOpenai, sim: () => import('./azure-openai/sim.ts') },
  { adapter: bedrock, sim: () => import('./bedrock/sim.ts') },
];

/** Every wire format's adapter, by the `api:` name a provider's config uses. */
export const ADAPTERS: Readonly<Record<string, Adapter>> = Object.freeze(
  Object.fromEntries(FORMATS.map((f) => [f.adapter.api, f.adapter])),
);

/** The adapter for `api`; throws, naming the known ones, when there is none. */
export function getAdapter(api: string): Adapter {
  const adapter = Object.hasOwn(ADAPTERS, api) ? ADAPTERS[api] : undefined;
  if (adapter === undefined) {
    throw new Error(`unknown api "${api}"; known: ${Object.keys(ADAPTERS).sort().join(', ')}`);
  }
  return adapter;
}

/** Every wire format as the simulator serves it, in the registry's order (loads the encoders). */
export async function simFormats(): Promise<SimFormat[]> {
  return Promise.all(FORMATS.map(async (f) => (await f.sim()).SIM));
}
