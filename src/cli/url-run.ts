import { API_NAMES } from '../config/schema.ts';
import { makeScrubber } from '../secrets.ts';
import { UsageError, wholeNumber } from './args.ts';

// `streamgauge run --url URL`: a first measurement without a config file.
// The flags become an ordinary streamgauge.yml (written to OUT so it can be
// kept and edited), which then goes through the same loader and engine as a
// user's own config: nothing here measures anything.

export type Api = (typeof API_NAMES)[number];

export interface UrlRunFlags {
  url: string;
  model?: string | undefined;
  api?: string | undefined;
  concurrency?: string | undefined;
  requests?: string | undefined;
  promptTokens?: string | undefined;
  maxTokens?: string | undefined;
  apiKeyEnv?: string | undefined;
}

export const URL_RUN_DEFAULTS = { concurrency: [1], requests: 10, promptTokens: 128, maxTokens: 256 } as const;

/** Ollama's default port: its native API lives at the root, its OpenAI-compatible one under /v1. */
const OLLAMA_PORT = '11434';

/**
 * The api a URL speaks, where the URL says it: a hosted provider by its
 * host, Ollama by its port or /api path, and any OpenAI-compatible server
 * (vLLM, SGLang, llama.cpp, LM Studio, TGI, LiteLLM, ...) by a /v1 path.
 * null when the URL does not tell.
 */
export function inferApi(url: URL): Api | null {
  const host = url.hostname;
  const path = url.pathname.replace(/\/+$/, '');
  if (host.endsWith('.openai.azure.com') || path.includes('/openai/deployments')) return 'azure-openai';
  if (host === 'api.anthropic.com') return 'anthropic';
  if (host === 'generativelanguage.googleapis.com') return 'gemini';
  if (host === 'api.cohere.com' || host === 'api.cohere.ai') return 'cohere';
  if (host.startsWith('bedrock-runtime.')) return 'bedrock';
  if (/\/api(\/chat|\/generate)?$/.test(path)) return 'ollama';
  if (/\/v\d+(beta\d*)?$/.test(path) || path.endsWith('/openai')) return 'openai-chat';
  if (url.port === OLLAMA_PORT && path === '') return 'ollama';
  return null;
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--url ${text}: not a URL. Give the server's API base, such as http://localhost:8000/v1`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--url ${text}: expected an http(s) URL, such as http://localhost:8000/v1`);
  if (url.username !== '' || url.password !== '')
    throw new UsageError(
      '--url: credentials in the URL would be written to the config and traces; give the key with --api-key-env VAR instead',
    );
  return url;
}

/** `1,4,16` to [1, 4, 16]. */
export function parseConcurrencyList(text: string): number[] {
  const values = text.split(',').map((s) => s.trim());
  const numbers = values.map(Number);
  if (values.some((v) => v === '') || numbers.some((n) => !Number.isInteger(n) || n < 1))
    throw new UsageError(
      `--concurrency ${text}: expected whole numbers >= 1 separated by commas, such as --concurrency 1,4,16`,
    );
  return numbers;
}

export interface UrlRunPlan {
  url: URL;
  api: Api;
  model: string | null;
  concurrency: number[];
  requests: number;
  promptTokens: number;
  maxTokens: number;
  apiKeyEnv: string | null;
}

/** The flags checked, every problem named with its fix; the model may still be to find (null). */
export function planUrlRun(flags: UrlRunFlags, env: Record<string, string | undefined>): UrlRunPlan {
  const url = parseUrl(flags.url);
  let api: Api | null;
  if (flags.api !== undefined) {
    if (!(API_NAMES as readonly string[]).includes(flags.api))
      throw new UsageError(`--api ${flags.api}: expected one of ${API_NAMES.join(', ')}`);
    api = flags.api as Api;
  } else {
    api = inferApi(url);
    if (api === null) {
      const v1 = new URL(url);
      v1.pathname = `${url.pathname.replace(/\/+$/, '')}/v1`;
      throw new UsageError(
        `--url ${flags.url}: cannot tell which API it speaks. An OpenAI-compatible server (vLLM, SGLang, llama.cpp, LM Studio) is usually at ${v1.href}; otherwise give --api, one of ${API_NAMES.join(', ')}`,
      );
    }
  }
  const apiKeyEnv = flags.apiKeyEnv ?? null;
  if (apiKeyEnv !== null && !env[apiKeyEnv])
    throw new UsageError(
      `--api-key-env ${apiKeyEnv}: the variable ${apiKeyEnv} is not set. Export it, or leave out --api-key-env`,
    );
  return {
    url,
    api,
    model: flags.model ?? null,
    concurrency:
      flags.concurrency === undefined ? [...URL_RUN_DEFAULTS.concurrency] : parseConcurrencyList(flags.concurrency),
    requests: wholeNumber(flags.requests, '--requests') ?? URL_RUN_DEFAULTS.requests,
    promptTokens: wholeNumber(flags.promptTokens, '--prompt-tokens') ?? URL_RUN_DEFAULTS.promptTokens,
    maxTokens: wholeNumber(flags.maxTokens, '--max-tokens') ?? URL_RUN_DEFAULTS.maxTokens,
    apiKeyEnv,
  };
}

/** Where the server lists its models, and how to read the first id; null for an api without a listing we read. */
function modelListing(plan: UrlRunPlan): { url: string; first: (body: unknown) => unknown } | null {
  const base = plan.url.href.replace(/\/+$/, '');
  const firstOf = (list: unknown, key: string) =>
    Array.isArray(list) && list.length > 0 ? (list[0] as Record<string, unknown>)?.[key] : undefined;
  switch (plan.api) {
    case 'openai-chat':
    case 'openai-responses':
    case 'anthropic':
      // vLLM, SGLang, llama.cpp, LM Studio, Ollama's /v1 and Anthropic: { data: [{ id }] }
      return { url: `${base}/models`, first: (b) => firstOf((b as { data?: unknown })?.data, 'id') };
    case 'ollama':
      return {
        url: `${base.replace(/\/api(\/chat|\/generate)?$/, '')}/api/tags`,
        first: (b) => firstOf((b as { models?: unknown })?.models, 'name'),
      };
    default:
      return null;
  }
}

const MODELS_TIMEOUT_MS = 10_000;

/** The first model the server lists, or a usage error saying what was tried and to give --model. */
export async function discoverModel(plan: UrlRunPlan, env: Record<string, string | undefined>): Promise<string> {
  const listing = modelListing(plan);
  if (listing === null) throw new UsageError(`--api ${plan.api} has no model listing streamgauge reads: give --model`);
  const key = plan.apiKeyEnv === null ? undefined : env[plan.apiKeyEnv];
  const scrub = makeScrubber(key ? [key] : []);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (key) {
    if (plan.api === 'anthropic') {
      headers['x-api-key'] = key;
      headers['anthropic-version'] = '2023-06-01';
    } else headers.authorization = `Bearer ${key}`;
  }
  const fix = 'Give the model with --model M';
  let body: unknown;
  try {
    const res = await fetch(listing.url, { headers, signal: AbortSignal.timeout(MODELS_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    body = await res.json();
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    const why = e.name === 'TimeoutError' ? `no answer in ${MODELS_TIMEOUT_MS / 1000} s` : (e.cause?.code ?? e.message);
    throw new UsageError(`could not list the models at GET ${listing.url} (${scrub(why)}). ${fix}`);
  }
  const id = listing.first(body);
  if (typeof id !== 'string' || id === '') throw new UsageError(`GET ${listing.url} listed no model. ${fix}`);
  return id;
}

/** A YAML scalar that reads back as exactly `s`: JSON strings are YAML. */
const q = (s: string) => JSON.stringify(s);

/** The equivalent streamgauge.yml: a complete config, commented, that reproduces this run. */
export function urlRunConfig(plan: UrlRunPlan & { model: string }, argv: readonly string[]): string {
  const stages = plan.concurrency.map((c) => `    - { concurrency: ${c} }`).join('\n');
  return `# streamgauge.yml written by: streamgauge ${argv.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : q(a))).join(' ')}
# Run it again with: streamgauge run -c THIS-FILE
# Reference: docs/configuration.md
analysis: { min_content_reads: 3, min_generation_s: 0.1, max_plausible_tps: 5000 }
providers:
  - id: endpoint
    api: ${plan.api}
    base_url: ${q(plan.url.href.replace(/\/+$/, ''))}
    model: ${q(plan.model)}${plan.apiKeyEnv === null ? '' : `\n    api_key_env: ${plan.apiKeyEnv}`}
prompts:
  # A synthetic prompt of exactly ${plan.promptTokens} reference tokens (o200k_base), distinct per request.
  - id: synthetic-${plan.promptTokens}
    synthetic: { input_tokens: ${plan.promptTokens}, output_tokens: ${plan.maxTokens}, seed: 1 }
load:
  # ${plan.requests} measured requests at each concurrency, one stage after another.
  requests: ${plan.requests}
  stages:
${stages}
`;
}
