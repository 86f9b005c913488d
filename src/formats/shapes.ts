import type { RequestShape, SentImage, Tool } from '../config/request-shape.ts';
import type { Json } from './common.ts';

// A prompt's tools, tool_choice, response_format and images in each API's
// own request shape (docs/request-shapes.md has the table, with each API's
// reference). Pure. The config has already refused what an API has no field
// for (src/config/request-shape.ts, SHAPE_REFUSALS), so a function here
// never meets a shape its API cannot carry; where it would, it leaves the
// field out rather than send one the API would reject.
//
// Images go in the last user message (the one the model answers), before
// its text: Anthropic's guidance, and no API orders them otherwise.

type Shape = RequestShape | undefined;

const KEYWORDS = new Set(['auto', 'required', 'none']);
const isKeyword = (c: string): c is 'auto' | 'required' | 'none' => KEYWORDS.has(c);

/** A tool's parameters; a tool without any takes an empty object (APIs that need a schema get one). */
export const paramsOf = (t: Tool): Record<string, unknown> => t.parameters ?? { type: 'object', properties: {} };
const described = (t: Tool): Json => (t.description === undefined ? {} : { description: t.description });
const dataUrl = (i: SentImage): string => `data:${i.mime};base64,${i.base64}`;

/** Index of the last message whose role is user, -1 when none: where the images go. */
export function lastUserIndex(roles: readonly string[]): number {
  return roles.lastIndexOf('user');
}

/** The images of the request for message `index` of a list whose last user message is `last` ([] elsewhere). */
export function imagesAt(shape: Shape, index: number, last: number): SentImage[] {
  return shape !== undefined && index === last ? shape.images : [];
}

// --- OpenAI Chat Completions (and Azure OpenAI, the same body) -------------

export function openaiChatShape(shape: Shape): Json {
  if (shape === undefined) return {};
  const out: Json = {};
  if (shape.tools.length > 0)
    out.tools = shape.tools.map((t) => ({
      type: 'function',
      function: { name: t.name, ...described(t), parameters: paramsOf(t) },
    }));
  const c = shape.toolChoice;
  if (c !== null) out.tool_choice = isKeyword(c) ? c : { type: 'function', function: { name: c } };
  const rf = shape.responseFormat;
  if (rf !== null) out.response_format = { type: 'json_schema', json_schema: namedSchema(rf) };
  return out;
}

/** OpenAI's named JSON schema (chat's `json_schema`, Responses' `text.format`): a name is required there. */
function namedSchema(rf: NonNullable<NonNullable<Shape>['responseFormat']>): Json {
  return {
    name: rf.name ?? 'response',
    schema: rf.json_schema,
    ...(rf.strict === undefined ? {} : { strict: rf.strict }),
  };
}

/** A message's content: the text alone, or image_url parts (data URLs) then a text part. */
export function openaiChatContent(text: string, images: readonly SentImage[]): unknown {
  if (images.length === 0) return text;
  return [...images.map((i) => ({ type: 'image_url', image_url: { url: dataUrl(i) } })), { type: 'text', text }];
}

// --- OpenAI Responses --------------------------------------------------------

export function responsesShape(shape: Shape): Json {
  if (shape === undefined) return {};
  const out: Json = {};
  if (shape.tools.length > 0)
    // strict: false, because Responses defaults to strict, which refuses any
    // schema that does not list every property as required.
    out.tools = shape.tools.map((t) => ({
      type: 'function',
      name: t.name,
      ...described(t),
      parameters: paramsOf(t),
      strict: false,
    }));
  const c = shape.toolChoice;
  if (c !== null) out.tool_choice = isKeyword(c) ? c : { type: 'function', name: c };
  const rf = shape.responseFormat;
  if (rf !== null) out.text = { format: { type: 'json_schema', ...namedSchema(rf) } };
  return out;
}

export function responsesContent(text: string, images: readonly SentImage[]): unknown {
  if (images.length === 0) return text;
  return [
    ...images.map((i) => ({ type: 'input_image', image_url: dataUrl(i), detail: 'auto' })),
    { type: 'input_text', text },
  ];
}

// --- Anthropic Messages -----------------------------------------------------

export function anthropicShape(shape: Shape): Json {
  if (shape === undefined) return {};
  const out: Json = {};
  if (shape.tools.length > 0)
    out.tools = shape.tools.map((t) => ({ name: t.name, ...described(t), input_schema: paramsOf(t) }));
  const c = shape.toolChoice;
  if (c !== null) {
    const ANTHROPIC = { auto: 'auto', required: 'any', none: 'none' } as const;
    out.tool_choice = isKeyword(c) ? { type: ANTHROPIC[c] } : { type: 'tool', name: c };
  }
  // response_format: refused at config time (no such field).
  return out;
}

export function anthropicContent(text: string, images: readonly SentImage[]): unknown {
  if (images.length === 0) return text;
  return [
    ...images.map((i) => ({ type: 'image', source: { type: 'base64', media_type: i.mime, data: i.base64 } })),
    { type: 'text', text },
  ];
}

// --- Gemini generateContent -------------------------------------------------

/** Top-level fields; `generationConfig` additions are separate (they merge with maxOutputTokens). */
export function geminiShape(shape: Shape): Json {
  if (shape === undefined) return {};
  const out: Json = {};
  if (shape.tools.length > 0)
    // parametersJsonSchema takes JSON Schema as written; `parameters` takes
    // Google's OpenAPI subset, which would refuse common keywords.
    out.tools = [
      {
        functionDeclarations: shape.tools.map((t) => ({
          name: t.name,
          ...described(t),
          parametersJsonSchema: paramsOf(t),
        })),
      },
    ];
  const c = shape.toolChoice;
  if (c !== null) {
    const GEMINI = { auto: 'AUTO', required: 'ANY', none: 'NONE' } as const;
    out.toolConfig = {
      functionCallingConfig: isKeyword(c) ? { mode: GEMINI[c] } : { mode: 'ANY', allowedFunctionNames: [c] },
    };
  }
  return out;
}

export function geminiGenerationShape(shape: Shape): Json {
  const rf = shape?.responseFormat ?? null;
  return rf === null ? {} : { responseMimeType: 'application/json', responseJsonSchema: rf.json_schema };
}

export function geminiParts(text: string, images: readonly SentImage[]): Json[] {
  return [...images.map((i) => ({ inlineData: { mimeType: i.mime, data: i.base64 } })), { text }];
}

// --- Bedrock Converse -------------------------------------------------------

export function bedrockShape(shape: Shape): Json {
  if (shape === undefined || shape.tools.length === 0) return {};
  const toolConfig: Json = {
    tools: shape.tools.map((t) => ({
      toolSpec: { name: t.name, ...described(t), inputSchema: { json: paramsOf(t) } },
    })),
  };
  const c = shape.toolChoice;
  // none: refused at config time (toolChoice has no such member).
  if (c === 'auto') toolConfig.toolChoice = { auto: {} };
  else if (c === 'required') toolConfig.toolChoice = { any: {} };
  else if (c !== null && c !== 'none') toolConfig.toolChoice = { tool: { name: c } };
  return { toolConfig };
}

/** Converse's image block: format is the subtype; bytes travel as base64 in the JSON body. */
export function bedrockContent(text: string, images: readonly SentImage[]): Json[] {
  return [
    ...images.map((i) => ({ image: { format: i.mime.slice('image/'.length), source: { bytes: i.base64 } } })),
    { text },
  ];
}

// --- Cohere v2 chat ---------------------------------------------------------

export function cohereShape(shape: Shape): Json {
  if (shape === undefined) return {};
  const out: Json = {};
  if (shape.tools.length > 0)
    out.tools = shape.tools.map((t) => ({
      type: 'function',
      function: { name: t.name, ...described(t), parameters: paramsOf(t) },
    }));
  // auto is Cohere's default (no field); a tool's name: refused at config time.
  if (shape.toolChoice === 'required') out.tool_choice = 'REQUIRED';
  else if (shape.toolChoice === 'none') out.tool_choice = 'NONE';
  const rf = shape.responseFormat;
  if (rf !== null) out.response_format = { type: 'json_object', json_schema: rf.json_schema };
  return out;
}

export function cohereContent(text: string, images: readonly SentImage[]): unknown {
  if (images.length === 0) return text;
  return [...images.map((i) => ({ type: 'image_url', image_url: { url: dataUrl(i) } })), { type: 'text', text }];
}

// --- Ollama native ----------------------------------------------------------

/** /api/chat and /api/generate alike: tools (chat only; refused for generate at config time) and `format`. */
export function ollamaShape(shape: Shape, endpoint: 'chat' | 'generate'): Json {
  if (shape === undefined) return {};
  const out: Json = {};
  if (endpoint === 'chat' && shape.tools.length > 0)
    out.tools = shape.tools.map((t) => ({
      type: 'function',
      function: { name: t.name, ...described(t), parameters: paramsOf(t) },
    }));
  // tool_choice: Ollama has none; auto (its behaviour) is sent as nothing, the others refused at config time.
  if (shape.responseFormat !== null) out.format = shape.responseFormat.json_schema;
  return out;
}

/** Ollama's images: bare base64, no data URL (a message's `images`, or generate's top-level `images`). */
export function ollamaImages(images: readonly SentImage[]): Json {
  return images.length === 0 ? {} : { images: images.map((i) => i.base64) };
}
