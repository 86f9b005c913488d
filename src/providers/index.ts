import { anthropic } from './anthropic.ts';
import { azureOpenai } from './azure-openai.ts';
import { bedrock } from './bedrock.ts';
import { cohere } from './cohere.ts';
import { gemini } from './gemini.ts';
import { ollama } from './ollama.ts';
import { openaiChat } from './openai-chat.ts';
import { openaiResponses } from './openai-responses.ts';
import type { Adapter } from './types.ts';

/** Every wire format streamgauge speaks, by the `api:` name a provider's config uses. */
export const ADAPTERS: Readonly<Record<string, Adapter>> = Object.freeze({
  [openaiChat.api]: openaiChat,
  [openaiResponses.api]: openaiResponses,
  [anthropic.api]: anthropic,
  [gemini.api]: gemini,
  [ollama.api]: ollama,
  [cohere.api]: cohere,
  [azureOpenai.api]: azureOpenai,
  [bedrock.api]: bedrock,
});

/** The adapter for `api`; throws, naming the known ones, when there is none. */
export function getAdapter(api: string): Adapter {
  const adapter = Object.hasOwn(ADAPTERS, api) ? ADAPTERS[api] : undefined;
  if (adapter === undefined) {
    throw new Error(`unknown api "${api}"; known: ${Object.keys(ADAPTERS).sort().join(', ')}`);
  }
  return adapter;
}
