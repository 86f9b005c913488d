import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  UsageError,
  wholeNumber
} from "./chunk-5GOG6DCV.js";
import {
  API_NAMES
} from "./chunk-LVAEF4P2.js";
import "./chunk-7W5HAPC3.js";
import {
  makeScrubber
} from "./chunk-JY4ZP3HM.js";
import "./chunk-4F7H4PC4.js";
import "./chunk-DLMYZAXB.js";

// src/cli/url-run.ts
var URL_RUN_DEFAULTS = { concurrency: [1], requests: 10, promptTokens: 128, maxTokens: 256 };
var OLLAMA_PORT = "11434";
function inferApi(url) {
  const host = url.hostname;
  const path = url.pathname.replace(/\/+$/, "");
  if (host.endsWith(".openai.azure.com") || path.includes("/openai/deployments")) return "azure-openai";
  if (host === "api.anthropic.com") return "anthropic";
  if (host === "generativelanguage.googleapis.com") return "gemini";
  if (host === "api.cohere.com" || host === "api.cohere.ai") return "cohere";
  if (host.startsWith("bedrock-runtime.")) return "bedrock";
  if (/\/api(\/chat|\/generate)?$/.test(path)) return "ollama";
  if (/\/v\d+(beta\d*)?$/.test(path) || path.endsWith("/openai")) return "openai-chat";
  if (url.port === OLLAMA_PORT && path === "") return "ollama";
  return null;
}
function parseUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`--url ${text}: not a URL. Give the server's API base, such as http://localhost:8000/v1`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new UsageError(`--url ${text}: expected an http(s) URL, such as http://localhost:8000/v1`);
  if (url.username !== "" || url.password !== "")
    throw new UsageError(
      "--url: credentials in the URL would be written to the config and traces; give the key with --api-key-env VAR instead"
    );
  return url;
}
function parseConcurrencyList(text) {
  const values = text.split(",").map((s) => s.trim());
  const numbers = values.map(Number);
  if (values.some((v) => v === "") || numbers.some((n) => !Number.isInteger(n) || n < 1))
    throw new UsageError(
      `--concurrency ${text}: expected whole numbers >= 1 separated by commas, such as --concurrency 1,4,16`
    );
  return numbers;
}
function planUrlRun(flags, env) {
  const url = parseUrl(flags.url);
  let api;
  if (flags.api !== void 0) {
    if (!API_NAMES.includes(flags.api))
      throw new UsageError(`--api ${flags.api}: expected one of ${API_NAMES.join(", ")}`);
    api = flags.api;
  } else {
    api = inferApi(url);
    if (api === null) {
      const v1 = new URL(url);
      v1.pathname = `${url.pathname.replace(/\/+$/, "")}/v1`;
      throw new UsageError(
        `--url ${flags.url}: cannot tell which API it speaks. An OpenAI-compatible server (vLLM, SGLang, llama.cpp, LM Studio) is usually at ${v1.href}; otherwise give --api, one of ${API_NAMES.join(", ")}`
      );
    }
  }
  const apiKeyEnv = flags.apiKeyEnv ?? null;
  if (apiKeyEnv !== null && !env[apiKeyEnv])
    throw new UsageError(
      `--api-key-env ${apiKeyEnv}: the variable ${apiKeyEnv} is not set. Export it, or leave out --api-key-env`
    );
  return {
    url,
    api,
    model: flags.model ?? null,
    concurrency: flags.concurrency === void 0 ? [...URL_RUN_DEFAULTS.concurrency] : parseConcurrencyList(flags.concurrency),
    requests: wholeNumber(flags.requests, "--requests") ?? URL_RUN_DEFAULTS.requests,
    promptTokens: wholeNumber(flags.promptTokens, "--prompt-tokens") ?? URL_RUN_DEFAULTS.promptTokens,
    maxTokens: wholeNumber(flags.maxTokens, "--max-tokens") ?? URL_RUN_DEFAULTS.maxTokens,
    apiKeyEnv
  };
}
function modelListing(plan) {
  const base = plan.url.href.replace(/\/+$/, "");
  const firstOf = (list, key) => Array.isArray(list) && list.length > 0 ? list[0]?.[key] : void 0;
  switch (plan.api) {
    case "openai-chat":
    case "openai-responses":
    case "anthropic":
      return { url: `${base}/models`, first: (b) => firstOf(b?.data, "id") };
    case "ollama":
      return {
        url: `${base.replace(/\/api(\/chat|\/generate)?$/, "")}/api/tags`,
        first: (b) => firstOf(b?.models, "name")
      };
    default:
      return null;
  }
}
var MODELS_TIMEOUT_MS = 1e4;
async function discoverModel(plan, env) {
  const listing = modelListing(plan);
  if (listing === null) throw new UsageError(`--api ${plan.api} has no model listing streamgauge reads: give --model`);
  const key = plan.apiKeyEnv === null ? void 0 : env[plan.apiKeyEnv];
  const scrub = makeScrubber(key ? [key] : []);
  const headers = { accept: "application/json" };
  if (key) {
    if (plan.api === "anthropic") {
      headers["x-api-key"] = key;
      headers["anthropic-version"] = "2023-06-01";
    } else headers.authorization = `Bearer ${key}`;
  }
  const fix = "Give the model with --model M";
  let body;
  try {
    const res = await fetch(listing.url, { headers, signal: AbortSignal.timeout(MODELS_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    body = await res.json();
  } catch (err) {
    const e = err;
    const why = e.name === "TimeoutError" ? `no answer in ${MODELS_TIMEOUT_MS / 1e3} s` : e.cause?.code ?? e.message;
    throw new UsageError(`could not list the models at GET ${listing.url} (${scrub(why)}). ${fix}`);
  }
  const id = listing.first(body);
  if (typeof id !== "string" || id === "") throw new UsageError(`GET ${listing.url} listed no model. ${fix}`);
  return id;
}
var q = (s) => JSON.stringify(s);
function urlRunConfig(plan, argv) {
  const stages = plan.concurrency.map((c) => `    - { concurrency: ${c} }`).join("\n");
  return `# streamgauge.yml written by: streamgauge ${argv.map((a) => /^[\w@%+=:,./-]+$/.test(a) ? a : q(a)).join(" ")}
# Run it again with: streamgauge run -c THIS-FILE
# Reference: docs/configuration.md
analysis: { min_content_reads: 3, min_generation_s: 0.2, max_plausible_tps: 5000 }
providers:
  - id: endpoint
    api: ${plan.api}
    base_url: ${q(plan.url.href.replace(/\/+$/, ""))}
    model: ${q(plan.model)}${plan.apiKeyEnv === null ? "" : `
    api_key_env: ${plan.apiKeyEnv}`}
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
export {
  URL_RUN_DEFAULTS,
  discoverModel,
  inferApi,
  parseConcurrencyList,
  planUrlRun,
  urlRunConfig
};
