import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  parseMetrics
} from "./chunk-TAQLKWRO.js";
import {
  unreachable
} from "./chunk-FE5BSDLW.js";
import {
  resolveMap
} from "./chunk-FIIRUI2R.js";
import {
  UsageError,
  wholeNumber
} from "./chunk-NVHTKIS2.js";
import "./chunk-TMFSUEHO.js";
import {
  sanitizeText,
  truncate
} from "./chunk-WKUXESJ5.js";
import {
  API_NAMES
} from "./chunk-3M36TB5N.js";
import "./chunk-4P42FROQ.js";
import "./chunk-TJNM7ZPL.js";
import {
  makeScrubber
} from "./chunk-TNKYJXLO.js";
import "./chunk-BMVBP4HX.js";
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";
import "./chunk-VZFYQJYA.js";
import "./chunk-DLMYZAXB.js";

// src/cli/url-probe.ts
var MAX_LISTING_BYTES = 64 * 1024;
var MAX_MODEL_ID_CHARS = 256;
var MODELS_TIMEOUT_MS = 1e4;
var MAX_METRICS_PROBE_BYTES = 1024 * 1024;
var METRICS_TIMEOUT_MS = 3e3;
var UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
var CONNECT_CODES = /* @__PURE__ */ new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EADDRNOTAVAIL",
  "ETIMEDOUT",
  "UND_ERR_CONNECT_TIMEOUT"
]);
var EndpointError = class extends StreamgaugeError {
  code = "SG_ENDPOINT";
};
function addressOf(url) {
  return `${url.hostname}:${url.port || (url.protocol === "https:" ? "443" : "80")}`;
}
function unreachableError(plan, why) {
  return new EndpointError(
    `--url ${plan.url.href}: cannot reach ${addressOf(plan.url)} (${why}). Is the server running at that address? Check the host and port`
  );
}
async function checkReachable(plan) {
  const why = await unreachable(plan.url, MODELS_TIMEOUT_MS);
  if (why !== null) throw unreachableError(plan, sanitizeText(why));
}
function causeCode(err) {
  const cause = err?.cause;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  return typeof code === "string" ? code : void 0;
}
async function readBounded(res, maxBytes) {
  const reader = res.body?.getReader();
  if (reader === void 0) return { bytes: new Uint8Array(), cut: false };
  const parts = [];
  let size = 0;
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    const room = maxBytes - size;
    if (value.length > room) {
      parts.push(value.subarray(0, room));
      await reader.cancel().catch(() => void 0);
      return { bytes: Buffer.concat(parts), cut: true };
    }
    parts.push(value);
    size += value.length;
  }
  return { bytes: Buffer.concat(parts), cut: false };
}
function modelListing(plan) {
  const firstOf = (list, key) => Array.isArray(list) && list.length > 0 ? list[0]?.[key] : void 0;
  const at = (path) => {
    const url = new URL(plan.url);
    url.pathname = path(url.pathname.replace(/\/+$/, ""));
    return url;
  };
  switch (plan.api) {
    case "openai-chat":
    case "openai-responses":
    case "anthropic":
      return { url: at((p) => `${p}/models`), first: (b) => firstOf(b?.data, "id") };
    case "ollama":
      return {
        url: at((p) => `${p.replace(/\/api(\/chat|\/generate)?$/, "")}/api/tags`),
        first: (b) => firstOf(b?.models, "name")
      };
    default:
      return null;
  }
}
function listingHeaders(plan, key) {
  const headers = { accept: "application/json" };
  if (key) {
    if (plan.api === "anthropic") {
      headers["x-api-key"] = key;
      headers["anthropic-version"] = "2023-06-01";
    } else headers.authorization = `Bearer ${key}`;
  }
  return headers;
}
var shown = (text, scrub, max = 80) => truncate(sanitizeText(scrub(text)), max);
async function fetchListing(plan, url, key, scrub) {
  const where = `GET ${url.href}`;
  const fix = "Give the model with --model M";
  let res;
  try {
    res = await fetch(url, {
      headers: listingHeaders(plan, key),
      redirect: "manual",
      signal: AbortSignal.timeout(MODELS_TIMEOUT_MS)
    });
  } catch (err) {
    const code = causeCode(err);
    if (code !== void 0 && CONNECT_CODES.has(code)) throw unreachableError(plan, code);
    const dead = await unreachable(url, MODELS_TIMEOUT_MS);
    if (dead !== null) throw unreachableError(plan, sanitizeText(dead));
    const e = err;
    const why = e.name === "TimeoutError" ? `no answer in ${MODELS_TIMEOUT_MS / 1e3} s` : code ?? e.message;
    throw new EndpointError(`could not list the models at ${where} (${shown(why, scrub)}). ${fix}`);
  }
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel().catch(() => void 0);
    const location = res.headers.get("location");
    let to = "another address";
    try {
      if (location !== null) to = new URL(location, url).origin;
    } catch {
    }
    throw new EndpointError(
      `${where} answered HTTP ${res.status}, a redirect to ${shown(to, scrub)}, which is not followed (it would carry the key there). Give --url the address the server is at, or give the model with --model M`
    );
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => void 0);
    const auth = res.status === 401 || res.status === 403 ? `: the key was ${key ? "refused" : "missing (give the variable holding it with --api-key-env VAR)"}` : "";
    throw new EndpointError(`could not list the models at ${where} (HTTP ${res.status}${auth}). ${fix}`);
  }
  const body = await readBounded(res, MAX_LISTING_BYTES).catch((err) => {
    throw new EndpointError(`could not read the models at ${where} (${shown(String(err), scrub)}). ${fix}`);
  });
  if (body.cut) throw new EndpointError(`${where} listed over ${MAX_LISTING_BYTES / 1024} KiB of models. ${fix}`);
  try {
    return JSON.parse(new TextDecoder().decode(body.bytes));
  } catch {
    throw new EndpointError(`${where} did not answer with JSON. ${fix}`);
  }
}
var KEY_PIECE_CHARS = 8;
function holdsKey(text, key, scrub) {
  if (scrub(text) !== text) return true;
  if (key === void 0) return false;
  for (let i = 0; i + KEY_PIECE_CHARS <= key.length; i++)
    if (text.includes(key.slice(i, i + KEY_PIECE_CHARS))) return true;
  return false;
}
function badModelId(id, key, scrub) {
  if (typeof id !== "string" || id === "") return "listed no model";
  if (holdsKey(id, key, scrub)) return "listed a model id holding (part of) the API key";
  if (Array.from(id).length > MAX_MODEL_ID_CHARS)
    return `listed a model id over ${MAX_MODEL_ID_CHARS} characters (${shown(id, scrub, 40)})`;
  if (UNPRINTABLE.test(id))
    return `listed a model id with control or bidirectional characters (${shown(id, scrub, 60)})`;
  return null;
}
async function discoverModel(plan, env) {
  const listing = modelListing(plan);
  if (listing === null) throw new UsageError(`--api ${plan.api} has no model listing streamgauge reads: give --model`);
  const key = plan.apiKeyEnv === null ? void 0 : env[plan.apiKeyEnv];
  const scrub = makeScrubber(key ? [key] : []);
  const body = await fetchListing(plan, listing.url, key, scrub);
  const id = listing.first(body);
  const bad = badModelId(id, key, scrub);
  if (bad !== null) throw new EndpointError(`GET ${listing.url.href} ${bad}. Give the model with --model M`);
  return id;
}
function metricsUrlOf(url) {
  return new URL("/metrics", url.origin);
}
async function probeMetrics(url) {
  try {
    const res = await fetch(url, {
      headers: { accept: "text/plain;version=0.0.4;q=1, application/openmetrics-text;q=0.5, */*;q=0.1" },
      redirect: "manual",
      signal: AbortSignal.timeout(METRICS_TIMEOUT_MS)
    });
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => void 0);
      return null;
    }
    const { bytes, cut } = await readBounded(res, MAX_METRICS_PROBE_BYTES);
    let text = new TextDecoder().decode(bytes);
    if (cut) text = text.slice(0, text.lastIndexOf("\n") + 1);
    const names = new Set(parseMetrics(text).samples.map((s) => s.series));
    const family = resolveMap(names).family;
    return family === null || family === "custom" ? null : family;
  } catch {
    return null;
  }
}

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
var CREDENTIAL_PARAM = /key|token|secret|passw|auth|credential|signature|bearer|session|jwt|^sig$|^pwd$|^pass$/;
function typedUrl(text) {
  return sanitizeText(text.replace(/[?#].*$/s, "?\u2026").replace(/^([^/]*\/\/)[^/]*@/, "$1\u2026@"));
}
function parseUrl(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(
      `--url ${typedUrl(text)}: not a URL. Give the server's API base, such as http://localhost:8000/v1`
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new UsageError(`--url ${typedUrl(text)}: expected an http(s) URL, such as http://localhost:8000/v1`);
  if (url.username !== "" || url.password !== "")
    throw new UsageError(
      "--url: credentials in the URL would be written to the config and traces; give the key with --api-key-env VAR instead"
    );
  const credential = [...url.searchParams.keys()].find((name) => CREDENTIAL_PARAM.test(name.toLowerCase()));
  if (credential !== void 0)
    throw new UsageError(
      `--url: the query parameter "${truncate(sanitizeText(credential), 40)}" carries a credential, which would be written to the config and traces; give the key with --api-key-env VAR instead`
    );
  url.hash = "";
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
var ROUNDS_PER_STAGE = 4;
var ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
function checkApiKeyEnv(name, env) {
  if (name === void 0) return null;
  if (!ENV_NAME.test(name))
    throw new UsageError(
      "--api-key-env: expected the name of an environment variable (letters, digits and _, not starting with a digit), such as OPENAI_API_KEY; the key itself goes in that variable"
    );
  if (!env[name])
    throw new UsageError(
      `--api-key-env ${name}: the variable ${name} is not set. Export it, or leave out --api-key-env`
    );
  return name;
}
function inferOrGiven(url, given) {
  if (given !== void 0) {
    if (!API_NAMES.includes(given))
      throw new UsageError(`--api ${sanitizeText(given)}: expected one of ${API_NAMES.join(", ")}`);
    return given;
  }
  const api = inferApi(url);
  if (api !== null) return api;
  const v1 = new URL(url);
  v1.pathname = `${url.pathname.replace(/\/+$/, "")}/v1`;
  throw new UsageError(
    `--url ${url.href}: cannot tell which API it speaks. An OpenAI-compatible server (vLLM, SGLang, llama.cpp, LM Studio) is usually at ${v1.href}; otherwise give --api, one of ${API_NAMES.join(", ")}`
  );
}
function planUrlRun(flags, env) {
  const url = parseUrl(flags.url);
  const api = inferOrGiven(url, flags.api);
  const apiKeyEnv = checkApiKeyEnv(flags.apiKeyEnv, env);
  const concurrency = flags.concurrency === void 0 ? [...URL_RUN_DEFAULTS.concurrency] : parseConcurrencyList(flags.concurrency);
  const given = wholeNumber(flags.requests, "--requests");
  const requestsAsked = given ?? URL_RUN_DEFAULTS.requests;
  const top = Math.max(...concurrency);
  return {
    url,
    api,
    model: flags.model ?? null,
    concurrency,
    requests: top > 1 ? Math.max(requestsAsked, ROUNDS_PER_STAGE * top) : requestsAsked,
    requestsAsked,
    requestsGiven: given !== void 0,
    promptTokens: wholeNumber(flags.promptTokens, "--prompt-tokens") ?? URL_RUN_DEFAULTS.promptTokens,
    maxTokens: wholeNumber(flags.maxTokens, "--max-tokens") ?? URL_RUN_DEFAULTS.maxTokens,
    apiKeyEnv
  };
}
function requestsChoice(plan) {
  const levels = `${plan.requests} measured requests at each concurrency (${plan.concurrency.join(", ")})`;
  const top = Math.max(...plan.concurrency);
  const asked = plan.requestsGiven ? `--requests ${plan.requestsAsked}` : `the default ${plan.requestsAsked}`;
  if (plan.requests > plan.requestsAsked)
    return `${levels}: ${ROUNDS_PER_STAGE} x the highest, ${top}, so every stage reaches its level (${asked} would not)`;
  if (top > 1) return `${levels}: ${asked}, at least ${ROUNDS_PER_STAGE} x the highest, ${top}`;
  return `${levels}: ${asked}`;
}
var q = (s) => JSON.stringify(s);
function urlRunConfig(plan, argv, scrub = (t) => t) {
  const stages = plan.concurrency.map((c) => `    - { concurrency: ${c} }`).join("\n");
  const metrics = plan.metricsUrl ? `
    metrics_url: ${q(plan.metricsUrl)}` : "";
  return scrub(`# streamgauge.yml written by: streamgauge ${argv.map((a) => /^[\w@%+=:,./-]+$/.test(a) ? a : q(a)).join(" ")}
# Run it again with: streamgauge run -c THIS-FILE
# Reference: docs/configuration.md
analysis: { min_content_reads: 3, min_generation_s: 0.1, max_plausible_tps: 5000 }
providers:
  - id: endpoint
    api: ${plan.api}
    base_url: ${q(plan.url.href.replace(/\/+$/, ""))}
    model: ${q(plan.model)}${plan.apiKeyEnv === null ? "" : `
    api_key_env: ${plan.apiKeyEnv}`}${metrics}
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
async function prepareUrlRun(plan, env, argv, say) {
  const key = plan.apiKeyEnv === null ? void 0 : env[plan.apiKeyEnv];
  const scrub = makeScrubber(key ? [key] : []);
  let model = plan.model;
  if (model === null) {
    model = await discoverModel(plan, env);
    say(`--model ${sanitizeText(scrub(model))} (the first model ${sanitizeText(scrub(plan.url.href))} lists)`);
  } else await checkReachable(plan);
  if (plan.concurrency.length > 1 || plan.concurrency[0] !== 1 || plan.requests !== plan.requestsAsked)
    say(requestsChoice(plan));
  let metricsUrl = null;
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
var PROBED_APIS = /* @__PURE__ */ new Set(["openai-chat", "openai-responses", "ollama"]);
export {
  ROUNDS_PER_STAGE,
  URL_RUN_DEFAULTS,
  inferApi,
  parseConcurrencyList,
  planUrlRun,
  prepareUrlRun,
  requestsChoice,
  urlRunConfig
};
