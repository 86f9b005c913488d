import { chatCompletion, chatRenderer, readChat } from '../openai-chat/sim.ts';
import { decodeSegment, type HttpError, type RenderRequest, type SimFormat, type WireFormat } from '../sim-script.ts';

// Azure OpenAI, deployment form:
//   POST /openai/deployments/{deployment}/chat/completions?api-version=V
// with the key in `api-key`. The deployment (the scenario) comes from the
// path, not the body. The stream is Chat Completions in Azure's dialect: a
// leading `choices: []` chunk of prompt_filter_results, content_filter_results
// on every choice, usage in a `choices: []` chunk, `data: [DONE]`. Azure's
// chat completions stream no reasoning text: a reasoning model's thinking is
// silence, counted in usage.completion_tokens_details.reasoning_tokens. An
// in-stream error is a data chunk with a top-level `error`.

/** Azure's error body: `{error: {code, message}}`, the code being the status. */
function azureError(e: HttpError): unknown {
  return { error: { code: e.code ?? String(e.status), message: e.message, ...e.extra } };
}

function completeBody(req: RenderRequest, text: string, tokens: number): unknown {
  const body = chatCompletion(req, text, tokens) as Record<string, unknown>;
  return {
    ...body,
    prompt_filter_results: [{ prompt_index: 0, content_filter_results: {} }],
  };
}

export const AZURE_OPENAI: WireFormat = {
  id: 'azure-openai',
  api: 'azure-openai',
  framing: 'sse',
  contentType: 'text/event-stream; charset=utf-8',
  authHeaders: ['api-key', 'authorization'],
  processingHeader: 'openai-processing-ms',
  reasoning: false,
  read: readChat,
  renderer: (req, framing) => chatRenderer(req, framing, { azure: true }),
  errorBody: azureError,
  completeBody,
};

const AZURE_PATH = /^\/openai\/deployments\/([^/]+)\/chat\/completions$/;

export const SIM: SimFormat = {
  encoders: [AZURE_OPENAI],
  endpoints: [
    {
      api: 'azure-openai',
      method: 'POST',
      path: '/openai/deployments/{deployment}/chat/completions?api-version=...',
      base_url: 'ORIGIN',
    },
  ],
  baseUrls: (origin) => ({ 'azure-openai': origin }),
  route(path, query) {
    const match = AZURE_PATH.exec(path);
    if (match === null) return null;
    const deployment = decodeSegment(match[1]!);
    if (deployment === null)
      return { ok: false, status: 400, message: `The deployment in ${path} is not valid percent-encoding.` };
    if (!query.has('api-version')) {
      return { ok: false, status: 400, message: 'Missing required query parameter: api-version.' };
    }
    return { ok: true, format: AZURE_OPENAI, model: deployment };
  },
};
