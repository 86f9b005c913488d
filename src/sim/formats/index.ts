import { ANTHROPIC } from './anthropic.ts';
import { AZURE_OPENAI } from './azure-openai.ts';
import { BEDROCK } from './bedrock.ts';
import { COHERE } from './cohere.ts';
import { GEMINI } from './gemini.ts';
import { OLLAMA_CHAT, OLLAMA_GENERATE } from './ollama.ts';
import { OPENAI_CHAT } from './openai-chat.ts';
import { OPENAI_RESPONSES } from './openai-responses.ts';
import type { WireFormat } from './script.ts';

// Which wire format answers which endpoint. Each provider's native path, as
// its adapter (src/providers/) builds it from a base_url; the model comes
// from the body, except for Gemini (in the path) and Azure (the deployment,
// in the path).

export const FORMATS: readonly WireFormat[] = [
  OPENAI_CHAT,
  OPENAI_RESPONSES,
  ANTHROPIC,
  GEMINI,
  OLLAMA_CHAT,
  OLLAMA_GENERATE,
  COHERE,
  AZURE_OPENAI,
  BEDROCK,
];

/** One endpoint the simulator serves, for the 404 listing and the docs. */
export interface Endpoint {
  api: string;
  method: 'POST';
  path: string;
  /** The base_url that makes the adapter call this path (ORIGIN is the simulator's http://host:port). */
  base_url: string;
}

export const ENDPOINTS: readonly Endpoint[] = [
  { api: 'openai-chat', method: 'POST', path: '/v1/chat/completions', base_url: 'ORIGIN/v1' },
  { api: 'openai-responses', method: 'POST', path: '/v1/responses', base_url: 'ORIGIN/v1' },
  { api: 'anthropic', method: 'POST', path: '/v1/messages', base_url: 'ORIGIN/v1' },
  {
    api: 'gemini',
    method: 'POST',
    path: '/v1beta/models/{model}:streamGenerateContent?alt=sse',
    base_url: 'ORIGIN/v1beta',
  },
  {
    api: 'gemini',
    method: 'POST',
    path: '/v1/projects/{project}/locations/{location}/publishers/google/models/{model}:streamGenerateContent?alt=sse',
    base_url: 'ORIGIN/v1/projects/sim/locations/us-central1/publishers/google',
  },
  { api: 'ollama', method: 'POST', path: '/api/chat', base_url: 'ORIGIN' },
  { api: 'ollama', method: 'POST', path: '/api/generate', base_url: 'ORIGIN/api/generate' },
  { api: 'cohere', method: 'POST', path: '/v2/chat', base_url: 'ORIGIN/v2' },
  {
    api: 'azure-openai',
    method: 'POST',
    path: '/openai/deployments/{deployment}/chat/completions?api-version=...',
    base_url: 'ORIGIN',
  },
  { api: 'bedrock', method: 'POST', path: '/model/{modelId}/converse-stream', base_url: 'ORIGIN' },
];

/**
 * The base_url to configure for each way of reaching the simulator, by a
 * name: the api, or for the second form of an api, `gemini-vertex` and
 * `ollama-generate`.
 */
export function baseUrls(origin: string): Readonly<Record<string, string>> {
  return {
    'openai-chat': `${origin}/v1`,
    'openai-responses': `${origin}/v1`,
    anthropic: `${origin}/v1`,
    gemini: `${origin}/v1beta`,
    'gemini-vertex': `${origin}/v1/projects/sim/locations/us-central1/publishers/google`,
    ollama: origin,
    'ollama-generate': `${origin}/api/generate`,
    cohere: `${origin}/v2`,
    'azure-openai': origin,
    bedrock: origin,
  };
}

export type Route =
  /** `model`: from the path (Gemini, Azure), else undefined (the body names it). */
  { ok: true; format: WireFormat; model: string | undefined } | { ok: false; status: number; message: string };

const GEMINI_PATH =
  /^\/(?:v1beta|v1alpha|v1|v1beta1)(?:\/projects\/[^/]+\/locations\/[^/]+\/publishers\/google)?\/models\/([^/]+):streamGenerateContent$/;
const AZURE_PATH = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/;

const BEDROCK_PATH = /^\/model\/([^/]+)\/converse-stream$/;

const FIXED: Readonly<Record<string, WireFormat>> = {
  '/v1/chat/completions': OPENAI_CHAT,
  '/chat/completions': OPENAI_CHAT,
  '/v1/responses': OPENAI_RESPONSES,
  '/responses': OPENAI_RESPONSES,
  '/v1/messages': ANTHROPIC,
  '/messages': ANTHROPIC,
  '/api/chat': OLLAMA_CHAT,
  '/api/generate': OLLAMA_GENERATE,
  '/v2/chat': COHERE,
};

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The format (and the model, where the path carries it) for a request URL's path and query; null when none. */
export function routeOf(path: string, query: URLSearchParams): Route | null {
  const fixed = Object.hasOwn(FIXED, path) ? FIXED[path] : undefined;
  if (fixed !== undefined) return { ok: true, format: fixed, model: undefined };
  const gemini = GEMINI_PATH.exec(path);
  if (gemini !== null) {
    const model = decode(gemini[1]!);
    if (model === null)
      return { ok: false, status: 400, message: `The model in ${path} is not valid percent-encoding.` };
    return { ok: true, format: GEMINI, model: model.replace(/^models\//, '') };
  }
  const bedrock = BEDROCK_PATH.exec(path);
  if (bedrock !== null) {
    const model = decode(bedrock[1]!);
    if (model === null)
      return { ok: false, status: 400, message: `The model id in ${path} is not valid percent-encoding.` };
    return { ok: true, format: BEDROCK, model };
  }
  const azure = AZURE_PATH.exec(path);
  if (azure !== null) {
    const deployment = decode(azure[1]!);
    if (deployment === null)
      return { ok: false, status: 400, message: `The deployment in ${path} is not valid percent-encoding.` };
    if (!query.has('api-version')) {
      return { ok: false, status: 400, message: 'Missing required query parameter: api-version.' };
    }
    return { ok: true, format: AZURE_OPENAI, model: deployment };
  }
  return null;
}
