import * as z from 'zod';

// The config file's schema. Every object is strict: an unknown key is almost
// always a typo, and a silently ignored `max_token:` would change what is
// measured without anyone noticing.

export const API_NAMES = [
  'openai-chat',
  'openai-responses',
  'anthropic',
  'gemini',
  'ollama',
  'cohere',
  'azure-openai',
  'bedrock',
] as const;

const Id = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
  message: 'must start with a letter or digit and use only letters, digits, ".", "_" and "-"',
});

const EnvName = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, {
  message: 'must be the NAME of an environment variable (letters, digits, "_"), not the key itself',
});

export const Timeout = z.strictObject({
  /** seconds from dispatch to the response headers */
  headers: z.number().positive().optional(),
  /** longest silence between reads after the headers, seconds */
  idle: z.number().positive().optional(),
  /** seconds from dispatch to the end of the body */
  total: z.number().positive().optional(),
});
export type Timeout = z.infer<typeof Timeout>;

/** Settings a provider inherits from `defaults` and may override. */
const Overridable = {
  repetitions: z.number().int().min(1).optional(),
  warmup: z.number().int().min(0).optional(),
  concurrency: z.number().int().min(1).optional(),
  max_tokens: z.number().int().min(1).optional(),
  cache_bust: z.boolean().optional(),
  timeout: Timeout.optional(),
  /**
   * MiB of response body (decoded, so a compression bomb is caught) one
   * request may read before it is aborted with error kind too_large.
   */
  max_response_mb: z.number().positive().optional(),
};

export const Defaults = z.strictObject(Overridable);
export type Defaults = z.infer<typeof Defaults>;

export const ProviderConfig = z.strictObject({
  id: Id,
  api: z.enum(API_NAMES),
  base_url: z.url({ protocol: /^https?$/, message: 'must be an http(s) URL such as https://api.openai.com/v1' }),
  model: z.string().min(1),
  api_key_env: EnvName.optional(),
  headers: z.record(z.string(), z.string()).optional(),
  body: z.record(z.string(), z.unknown()).optional(),
  /**
   * Text inside `<think>...</think>` in the answer is reasoning (default
   * false). For servers that stream a reasoning model's thoughts inline in
   * the content: honoured by openai-chat, azure-openai and ollama.
   */
  think_tags: z.boolean().optional(),
  /** bedrock: the AWS region to sign for; by default the one in base_url's host name, else us-east-1. */
  region: z
    .string()
    .regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, { message: 'must be an AWS region such as us-east-1' })
    .optional(),
  ...Overridable,
});
export type ProviderConfig = z.infer<typeof ProviderConfig>;

export const Message = z.strictObject({
  role: z.enum(['system', 'user', 'assistant', 'developer']),
  content: z.string(),
});
export type Message = z.infer<typeof Message>;

export const PromptConfig = z
  .strictObject({
    id: Id,
    prompt: z.string().min(1).optional(),
    messages: z.array(Message).min(1).optional(),
    max_tokens: z.number().int().min(1).optional(),
  })
  .refine((p) => (p.prompt === undefined) !== (p.messages === undefined), {
    message: 'give exactly one of `prompt` (a string) or `messages` (a list of {role, content})',
  });
export type PromptConfig = z.infer<typeof PromptConfig>;

export const Analysis = z.strictObject({
  min_content_reads: z.number().int().min(1).default(3),
  min_generation_s: z.number().min(0).default(0.2),
  max_plausible_tps: z.number().positive().default(5000),
  /**
   * Share by which the provider's token count may differ from the reference
   * tokenizer's before the request is flagged (providers tokenize
   * differently; 0.35 leaves room for that and still catches a count that
   * is wrong, e.g. usage of another request or of the prompt).
   */
  max_token_disagreement: z.number().min(0).default(0.35),
  /**
   * Which count the rates divide: `native` (the provider's usage, else the
   * reference tokenizer, else chars/4) or `reference` (the reference
   * tokenizer for every provider, so rates compare across tokenizers).
   */
  rate_tokens: z.enum(['native', 'reference']).default('native'),
  /**
   * Tokens per content read above which a streamed response is `coarse`
   * (its reads carry many tokens each, so its TTFT may be late by up to one
   * read interval): see the README, "Stream timing detail", for why 8.
   */
  max_tokens_per_read: z.number().positive().default(8),
});
export type Analysis = z.infer<typeof Analysis>;

/** Every threshold at its default: the schema's own defaults, written once. */
export const DEFAULT_ANALYSIS: Analysis = Analysis.parse({});

export const Config = z
  .strictObject({
    defaults: Defaults.optional(),
    parallel_providers: z.number().int().min(1).default(4),
    analysis: Analysis.default(DEFAULT_ANALYSIS),
    providers: z.array(ProviderConfig).min(1, { message: 'list at least one provider' }),
    prompts: z.array(PromptConfig).min(1, { message: 'list at least one prompt' }),
    exclude: z
      .array(
        z
          .strictObject({ provider: Id.optional(), prompt: Id.optional() })
          .refine((e) => e.provider !== undefined || e.prompt !== undefined, {
            message: 'an exclude entry names a provider, a prompt, or both',
          }),
      )
      .default([]),
  })
  .superRefine((cfg, ctx) => {
    const seen = (list: Array<{ id: string }>, key: 'providers' | 'prompts') => {
      const first = new Map<string, number>();
      list.forEach((item, i) => {
        const j = first.get(item.id);
        if (j !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [key, i, 'id'],
            message: `duplicate id "${item.id}" (already used by ${key}[${j}]); ids must be unique`,
          });
        } else first.set(item.id, i);
      });
      return first;
    };
    const providers = seen(cfg.providers, 'providers');
    const prompts = seen(cfg.prompts, 'prompts');
    cfg.exclude.forEach((e, i) => {
      if (e.provider !== undefined && !providers.has(e.provider))
        ctx.addIssue({
          code: 'custom',
          path: ['exclude', i, 'provider'],
          message: `no provider has id "${e.provider}"`,
        });
      if (e.prompt !== undefined && !prompts.has(e.prompt))
        ctx.addIssue({ code: 'custom', path: ['exclude', i, 'prompt'], message: `no prompt has id "${e.prompt}"` });
    });
  });
export type Config = z.infer<typeof Config>;

/** Built-in values for what neither `defaults` nor a provider sets. */
export const BUILTIN_DEFAULTS = {
  repetitions: 5,
  warmup: 1,
  concurrency: 1,
  max_tokens: 256,
  cache_bust: true,
  timeout: { headers: 30, idle: 30, total: 300 },
  max_response_mb: 64,
} as const;
