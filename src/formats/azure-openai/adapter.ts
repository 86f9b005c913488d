import { requestBody, requestHeaders } from '../common.ts';
import { chatBody, openaiChat } from '../openai-chat/adapter.ts';
import type { Adapter, BuildInput, RequestSpec } from '../types.ts';

// Azure OpenAI, deployment form:
//   POST {base_url}/openai/deployments/{model}/chat/completions?api-version=V
// with the key in an `api-key` header. The wire format is OpenAI Chat
// Completions, so parsing is openai-chat's own (including its Azure dialect:
// the leading `choices: []` chunk of prompt_filter_results is a `meta`, and
// each choice's content_filter_results are ignored), and so is the body.
//
// Config:
//   base_url  the resource endpoint, https://NAME.openai.azure.com (a trailing
//             /openai is accepted). To pick the API version, put it in the
//             URL: https://NAME.openai.azure.com?api-version=2025-04-01-preview.
//             Without one, DEFAULT_API_VERSION (the newest GA inference
//             version) is used. Other query parameters in base_url are kept.
//   model     the DEPLOYMENT name (Azure routes by it; it is also sent as
//             `model` in the body, which Azure ignores).
// Azure's newer v1 endpoint ({base_url}/openai/v1/chat/completions, no
// api-version, model in the body) is plain openai-chat with that base_url.

/** Newest generally available data-plane inference version (stream_options.include_usage is GA in it). */
export const DEFAULT_API_VERSION = '2024-10-21';

/** The deployment URL for `provider`, with its api-version. */
export function deploymentUrl(baseUrl: string, deployment: string): string {
  const url = new URL(baseUrl);
  if (!url.searchParams.has('api-version')) url.searchParams.set('api-version', DEFAULT_API_VERSION);
  const path = url.pathname.replace(/\/+$/, '').replace(/\/openai$/, '');
  url.pathname = `${path}/openai/deployments/${encodeURIComponent(deployment)}/chat/completions`;
  return url.toString();
}

function buildRequest(input: BuildInput): RequestSpec {
  const { provider, apiKey } = input;
  return {
    url: deploymentUrl(provider.base_url, provider.model),
    method: 'POST',
    headers: requestHeaders(provider, 'text/event-stream', apiKey !== null ? { 'api-key': apiKey } : {}),
    body: requestBody(chatBody(input), provider),
  };
}

export const azureOpenai: Adapter = {
  api: 'azure-openai',
  framing: 'sse',
  buildRequest,
  parseEvent: openaiChat.parseEvent,
  parseBody: openaiChat.parseBody,
};
