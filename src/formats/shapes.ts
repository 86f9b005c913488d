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
//
// The OpenAI, Anthropic, Gemini and Cohere functions return the types
// TypeScript infers (string literals kept with `as const`), not `Json`:
// test/conformance/sdk-tools.test.ts types what they build with the official
// SDKs' request types, so a misspelt field fails `npm run typecheck`.

type Shape = RequestShape | undefined;

const KEYWORDS = new Set(['auto', 'required', 'none']);
const isKeyword = (c: string): c is 'auto' | 'required' | 'none' => KEYWORDS.has(c);

/** A JSON Schema of `type: object`: the config refused any other for a tool's parameters (request-shape.ts). */
type ObjectSchema = { type: 'object' } & Record<string, unknown>;
/** A tool's parameters; a tool without any takes an empty object (APIs that need a schema get one). */
export const paramsOf = (t: Tool): ObjectSchema =>
  (t.parameters as ObjectSchema | undefined) ?? { type: 'object', properties: {} };
const described = (t: Tool): { description?: string } =>
  t.description === undefined ? {} : { description: t.description };
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

/** OpenAI's function tools, as Chat Completions, Cohere v2 and Ollama's /api/chat write them. */
const functionTools = (tools: readonly Tool[]) =>
  tools.map((t) => ({
    type: 'function' as const,
    function: { name: t.name, ...described(t), parameters: paramsOf(t) },
  }));

export function openaiChatShape(shape: Shape) {
  if (shape === undefined) return {};
  const c = shape.toolChoice;
  const rf = shape.responseFormat;
  return {
    ...(shape.tools.length > 0 ? { tools: functionTools(shape.tools) } : {}),
    ...(c === null ? {} : { tool_choice: isKeyword(c) ? c : { type: 'function' as const, function: { name: c } } }),
    ...(rf === null
      ? {}
      : {
          response_format: {
            type: 'json_schema' as const,
            json_schema: namedSchema(rf),
          },
        }),
  };
}

/** OpenAI's named JSON schema (chat's `json_schema`, Responses' `text.format`): a name is required there. */
function namedSchema(rf: NonNullable<NonNullable<Shape>['responseFormat']>) {
  return {
    name: rf.name ?? 'response',
    schema: rf.json_schema,
    ...(rf.strict === undefined ? {} : { strict: rf.strict }),
  };
}

/** A message's content: the text alone, or image_url parts (data URLs) then a text part. */
export function openaiChatContent(text: string, images: readonly SentImage[]) {
  if (images.length === 0) return text;
  return [
    ...images.map((i) => ({ type: 'image_url' as const, image_url: { url: dataUrl(i) } })),
    { type: 'text' as const, text },
  ];
}

// --- OpenAI Responses --------------------------------------------------------

export function responsesShape(shape: Shape) {
  if (shape === undefined) return {};
  const c = shape.toolChoice;
  const rf = shape.responseFormat;
  // strict: false, because Responses defaults to strict, which refuses any
  // schema that does not list every property as required.
  const tools = shape.tools.map((t) => ({
    type: 'function' as const,
    name: t.name,
    ...described(t),
    parameters: paramsOf(t),
    strict: false,
  }));
  return {
    ...(tools.length > 0 ? { tools } : {}),
    ...(c === null ? {} : { tool_choice: isKeyword(c) ? c : { type: 'function' as const, name: c } }),
    ...(rf === null
      ? {}
      : {
          text: {
            format: { type: 'json_schema' as const, ...namedSchema(rf) },
          },
        }),
  };
}

export function responsesContent(text: string, images: readonly SentImage[]) {
  if (images.length === 0) return text;
  return [
    ...images.map((i) => ({ type: 'input_image' as const, image_url: dataUrl(i), detail: 'auto' as const })),
    { type: 'input_text' as const, text },
  ];
}

// --- Anthropic Messages -----------------------------------------------------

export function anthropicShape(shape: Shape) {
  if (shape === undefined) return {};
  const c = shape.toolChoice;
  const ANTHROPIC = { auto: 'auto', required: 'any', none: 'none' } as const;
  const tools = shape.tools.map((t) => ({
    name: t.name,
    ...described(t),
    input_schema: paramsOf(t),
  }));
  // response_format: refused at config time (no such field).
  return {
    ...(tools.length > 0 ? { tools } : {}),
    ...(c === null ? {} : { tool_choice: isKeyword(c) ? { type: ANTHROPIC[c] } : { type: 'tool' as const, name: c } }),
  };
}

export function anthropicContent(text: string, images: readonly SentImage[]) {
  if (images.length === 0) return text;
  return [
    ...images.map((i) => ({
      type: 'image' as const,
      source: { type: 'base64' as const, media_type: i.mime, data: i.base64 },
    })),
    { type: 'text' as const, text },
  ];
}

// --- Gemini generateContent -------------------------------------------------

/** Top-level fields; `generationConfig` additions are separate (they merge with maxOutputTokens). */
export function geminiShape(shape: Shape) {
  if (shape === undefined) return {};
  const c = shape.toolChoice;
  const GEMINI = { auto: 'AUTO', required: 'ANY', none: 'NONE' } as const;
  // parametersJsonSchema takes JSON Schema as written; `parameters` takes
  // Google's OpenAPI subset, which would refuse common keywords.
  const declarations = shape.tools.map((t) => ({ name: t.name, ...described(t), parametersJsonSchema: paramsOf(t) }));
  return {
    ...(declarations.length > 0 ? { tools: [{ functionDeclarations: declarations }] } : {}),
    ...(c === null
      ? {}
      : {
          toolConfig: {
            functionCallingConfig: isKeyword(c)
              ? { mode: GEMINI[c] }
              : { mode: 'ANY' as const, allowedFunctionNames: [c] },
          },
        }),
  };
}

export function geminiGenerationShape(shape: Shape) {
  const rf = shape?.responseFormat ?? null;
  return rf === null ? {} : { responseMimeType: 'application/json', responseJsonSchema: rf.json_schema };
}

export function geminiParts(text: string, images: readonly SentImage[]) {
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

export function cohereShape(shape: Shape) {
  if (shape === undefined) return {};
  // auto is Cohere's default (no field); a tool's name: refused at config time.
  const COHERE = { required: 'REQUIRED', none: 'NONE' } as const;
  const c = shape.toolChoice;
  const rf = shape.responseFormat;
  return {
    ...(shape.tools.length > 0 ? { tools: functionTools(shape.tools) } : {}),
    ...(c === 'required' || c === 'none' ? { tool_choice: COHERE[c] } : {}),
    ...(rf === null ? {} : { response_format: { type: 'json_object' as const, json_schema: rf.json_schema } }),
  };
}

export function cohereContent(text: string, images: readonly SentImage[]) {
  if (images.length === 0) return text;
  return [
    ...images.map((i) => ({ type: 'image_url' as const, image_url: { url: dataUrl(i) } })),
    { type: 'text' as const, text },
  ];
}

// --- Ollama native ----------------------------------------------------------

/** /api/chat and /api/generate alike: tools (chat only; refused for generate at config time) and `format`. */
export function ollamaShape(shape: Shape, endpoint: 'chat' | 'generate'): Json {
  if (shape === undefined) return {};
  const out: Json = {};
  if (endpoint === 'chat' && shape.tools.length > 0) out.tools = functionTools(shape.tools);
  // tool_choice: Ollama has none; auto (its behaviour) is sent as nothing, the others refused at config time.
  if (shape.responseFormat !== null) out.format = shape.responseFormat.json_schema;
  return out;
}

/** Ollama's images: bare base64, no data URL (a message's `images`, or generate's top-level `images`). */
export function ollamaImages(images: readonly SentImage[]): Json {
  return images.length === 0 ? {} : { images: images.map((i) => i.base64) };
}
