import { API_NAMES } from '../config/schema.ts';
import { sanitizeText, truncate } from '../report/format.ts';
import { makeScrubber, type Scrubber } from '../secrets.ts';
import { UsageError, wholeNumber } from './args.ts';
import { checkReachable, discoverModel, metricsUrlOf, probeMetrics, type Api, type UrlEndpoint } from './url-probe.ts';

// `streamgauge run --url URL`: a first measurement without a config file.
// The flags become an ordinary streamgauge.yml (written to OUT so it can be
// kept and edited), which then goes through the same loader and engine as a
// user's own config: nothing here measures anything.

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

/**
 * Query parameters that carry a credential (`?api-key=`, `?key=`, `?token=`,
 * `?access_token=`, `?sig=`, ...), matched on the name lower-cased: a value
 * there would be written to streamgauge.yml and sent in every request line.
 */
const CREDENTIAL_PARAM = /key|token|secret|passw|auth|credential|signature|bearer|session|jwt|^sig$|^pwd$|^pass$/;

/** The URL as typed, fit for an error message: a query or user info (which may hold a key) left out. */
function typedUrl(text: string): string {
  return sanitizeText(text.replace(/[?#].*$/s, '?…').replace(/^([^/]*\/\/)[^/]*@/, '$1…@'));
}

function parseUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(
      `--url ${typedUrl(text)}: not a URL. Give the server's API base, such as http://localhost:8000/v1`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--url ${typedUrl(text)}: expected an http(s) URL, such as http://localhost:8000/v1`);
  if (url.username !== '' || url.password !== '')
    throw new UsageError(
      '--url: credentials in the URL would be written to the config and traces; give the key with --api-key-env VAR instead',
    );
  const credential = [...url.searchParams.keys()].find((name) => CREDENTIAL_PARAM.test(name.toLowerCase()));
  if (credential !== undefined)
    throw new UsageError(
      `--url: the query parameter "${truncate(sanitizeText(credential), 40)}" carries a credential, which would be written to the config and traces; give the key with --api-key-env VAR instead`,
    );
  // A fragment is never sent; left on, a path joined after it would be lost with it.
  url.hash = '';
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

export interface UrlRunPlan extends UrlEndpoint {
  model: string | null;
  concurrency: number[];
  /** Measured requests per stage: `requestsAsked`, raised where the highest concurrency needs more. */
  requests: number;
  /** --requests, else the default. */
  requestsAsked: number;
  /** True when --requests was given. */
  requestsGiven: boolean;
  promptTokens: number;
  maxTokens: number;
}

/** Rounds of the highest concurrency each stage holds: fewer, and a stage ends before that many are ever in flight. */
export const ROUNDS_PER_STAGE = 4;

/** An environment variable's name: what a shell would export (and never a key pasted in its place). */
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function checkApiKeyEnv(name: string | undefined, env: Record<string, string | undefined>): string | null {
  if (name === undefined) return null;
  // The value is not echoed: a key pasted here by mistake would be printed.
  if (!ENV_NAME.test(name))
    throw new UsageError(
      '--api-key-env: expected the name of an environment variable (letters, digits and _, not starting with a digit), such as OPENAI_API_KEY; the key itself goes in that variable',
    );
  if (!env[name])
    throw new UsageError(
      `--api-key-env ${name}: the variable ${name} is not set. Export it, or leave out --api-key-env`,
    );
  return name;
}

function inferOrGiven(url: URL, given: string | undefined): Api {
  if (given !== undefined) {
    if (!(API_NAMES as readonly string[]).includes(given))
      throw new UsageError(`--api ${sanitizeText(given)}: expected one of ${API_NAMES.join(', ')}`);
    return given as Api;
  }
  const api = inferApi(url);
  if (api !== null) return api;
  const v1 = new URL(url);
  v1.pathname = `${url.pathname.replace(/\/+$/, '')}/v1`;
  throw new UsageError(
    `--url ${url.href}: cannot tell which API it speaks. An OpenAI-compatible server (vLLM, SGLang, llama.cpp, LM Studio) is usually at ${v1.href}; otherwise give --api, one of ${API_NAMES.join(', ')}`,
  );
}

/** The flags checked, every problem named with its fix; the model may still be to find (null). */
export function planUrlRun(flags: UrlRunFlags, env: Record<string, string | undefined>): UrlRunPlan {
  const url = parseUrl(flags.url);
  const api = inferOrGiven(url, flags.api);
  const apiKeyEnv = checkApiKeyEnv(flags.apiKeyEnv, env);
  const concurrency =
    flags.concurrency === undefined ? [...URL_RUN_DEFAULTS.concurrency] : parseConcurrencyList(flags.concurrency);
  const given = wholeNumber(flags.requests, '--requests');
  const requestsAsked = given ?? URL_RUN_DEFAULTS.requests;
  const top = Math.max(...concurrency);
  return {
    url,
    api,
    model: flags.model ?? null,
    concurrency,
    requests: top > 1 ? Math.max(requestsAsked, ROUNDS_PER_STAGE * top) : requestsAsked,
    requestsAsked,
    requestsGiven: given !== undefined,
    promptTokens: wholeNumber(flags.promptTokens, '--prompt-tokens') ?? URL_RUN_DEFAULTS.promptTokens,
    maxTokens: wholeNumber(flags.maxTokens, '--max-tokens') ?? URL_RUN_DEFAULTS.maxTokens,
    apiKeyEnv,
  };
}

/** What each stage was given and why, one line: printed, and written as the config's comment. */
export function requestsChoice(plan: UrlRunPlan): string {
  const levels = `${plan.requests} measured requests at each concurrency (${plan.concurrency.join(', ')})`;
  const top = Math.max(...plan.concurrency);
  const asked = plan.requestsGiven ? `--requests ${plan.requestsAsked}` : `the default ${plan.requestsAsked}`;
  if (plan.requests > plan.requestsAsked)
    return `${levels}: ${ROUNDS_PER_STAGE} x the highest, ${top}, so every stage reaches its level (${asked} would not)`;
  if (top > 1) return `${levels}: ${asked}, at least ${ROUNDS_PER_STAGE} x the highest, ${top}`;
  return `${levels}: ${asked}`;
}

/** A YAML scalar that reads back as exactly `s`: JSON strings are YAML. */
const q = (s: string) => JSON.stringify(s);

export interface UrlRunSetup extends UrlRunPlan {
  model: string;
  /** The server's /metrics, when a known server answers there; polled during the run. */
  metricsUrl?: string | null;
}

/**
 * The equivalent streamgauge.yml: a complete config, commented, that
 * reproduces this run. `scrub` masks the key wherever it appears (the
 * command line, a model id a server echoed it into).
 */
export function urlRunConfig(plan: UrlRunSetup, argv: readonly string[], scrub: Scrubber = (t) => t): string {
  const stages = plan.concurrency.map((c) => `    - { concurrency: ${c} }`).join('\n');
  const metrics = plan.metricsUrl ? `\n    metrics_url: ${q(plan.metricsUrl)}` : '';
  return scrub(`# streamgauge.yml written by: streamgauge ${argv.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : q(a))).join(' ')}
# Run it again with: streamgauge run -c THIS-FILE
# Reference: docs/configuration.md
analysis: { min_content_reads: 3, min_generation_s: 0.1, max_plausible_tps: 5000 }
providers:
  - id: endpoint
    api: ${plan.api}
    base_url: ${q(plan.url.href.replace(/\/+$/, ''))}
    model: ${q(plan.model)}${plan.apiKeyEnv === null ? '' : `\n    api_key_env: ${plan.apiKeyEnv}`}${metrics}
prompts:
  # A synthetic prompt of exactly ${plan.promptTokens} reference tokens (o200k_base), distinct per request.
  - id: synthetic-${plan.promptTokens}
    synthetic: { input_tokens: ${plan.promptTokens}, output_tokens: ${plan.maxTokens}, seed: 1 }
load:
  # ${requestsChoice(plan)}; one stage after another.
  requests: ${plan.requests}
  stages:
${stages}
`);
}

/**
 * Everything `run --url` asks the server before the run, each finding
 * printed as one line through `say`: the model (listed, or a reachability
 * check when --model gave it; a server that is not there stops here with
 * exit 2), the requests per stage, and a known /metrics page. Returns the
 * config text to write and load.
 */
export async function prepareUrlRun(
  plan: UrlRunPlan,
  env: Record<string, string | undefined>,
  argv: readonly string[],
  say: (line: string) => void,
): Promise<string> {
  const key = plan.apiKeyEnv === null ? undefined : env[plan.apiKeyEnv];
  const scrub = makeScrubber(key ? [key] : []);
  let model = plan.model;
  if (model === null) {
    model = await discoverModel(plan, env);
    // The id passed discoverModel's checks (length, no control or bidi characters, no key); sanitised all the same.
    say(`--model ${sanitizeText(scrub(model))} (the first model ${sanitizeText(scrub(plan.url.href))} lists)`);
  } else await checkReachable(plan);
  if (plan.concurrency.length > 1 || plan.concurrency[0] !== 1 || plan.requests !== plan.requestsAsked)
    say(requestsChoice(plan));
  let metricsUrl: string | null = null;
  if (PROBED_APIS.has(plan.api)) {
    const url = metricsUrlOf(plan.url);
    const family = await probeMetrics(url);
    if (family !== null) {
      metricsUrl = url.href;
      say(`${family} metrics at ${url.href}: polled during the run (metrics_url in streamgauge.yml)`);
    }
  }
  return urlRunConfig({ ...plan, model, metricsUrl }, argv, scrub);
}

/** The apis self-hosted servers speak: only their origin is probed for /metrics (a hosted provider has none). */
const PROBED_APIS: ReadonlySet<Api> = new Set(['openai-chat', 'openai-responses', 'ollama']);
