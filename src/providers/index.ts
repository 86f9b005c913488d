import { openaiChat } from './openai-chat.ts';
import type { Adapter } from './types.ts';

/** Every wire format streamgauge speaks, by the `api:` name a provider's config uses. */
export const ADAPTERS: Readonly<Record<string, Adapter>> = Object.freeze({
  [openaiChat.api]: openaiChat,
});

/** The adapter for `api`; throws, naming the known ones, when there is none. */
export function getAdapter(api: string): Adapter {
  const adapter = Object.hasOwn(ADAPTERS, api) ? ADAPTERS[api] : undefined;
  if (adapter === undefined) {
    throw new Error(`unknown api "${api}"; known: ${Object.keys(ADAPTERS).sort().join(', ')}`);
  }
  return adapter;
}
