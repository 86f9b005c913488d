import * as z from 'zod';
import { isRecord, type Rule, type Violation } from './rules.ts';

// What a prompt asks of the request besides its messages: tools, a tool
// choice, a response format and images (docs/request-shapes.md). The config
// says them once, in one neutral shape; each adapter writes them in its own
// API's shape, and what an API has no field for is refused here, at config
// time, with file:line, instead of being dropped or failing every request.

/**
 * A tool name every API accepts: OpenAI, Anthropic and Bedrock allow
 * [A-Za-z0-9_-]{1,64}; Gemini also needs a letter or "_" first.
 */
export const TOOL_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const TOOL_NAME_MESSAGE =
  'must be 1 to 64 letters, digits, "_" or "-", starting with a letter or "_" (the names every API accepts)';

/** The most tools one request may list (OpenAI's limit, the lowest of the APIs'). */
export const MAX_TOOLS = 128;
/** A tool's or a response format's JSON Schema, as JSON, at most this long: a typo'd include must not send megabytes. */
export const MAX_SCHEMA_CHARS = 100_000;
/** Images per prompt (Anthropic's and Bedrock's per-request limits are 100 and 20). */
export const MAX_IMAGES = 20;
/** An image file's size bound, bytes (OpenAI's per-image limit; Anthropic's and Bedrock's are lower, and they say so). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** All of one prompt's images together, bytes (OpenAI's per-request limit): each request holds them all. */
export const MAX_PROMPT_IMAGE_BYTES = 50 * 1024 * 1024;
/** A synthetic image's largest side, pixels: 2048 x 2048 of seeded noise is a 12 MB PNG. */
export const MAX_SYNTHETIC_SIDE = 2048;

const JsonSchema = z
  .record(z.string(), z.unknown())
  .refine((s) => (JSON.stringify(s) ?? '').length <= MAX_SCHEMA_CHARS, {
    message: `is longer than ${MAX_SCHEMA_CHARS} characters as JSON`,
  });

export const Tool = z.strictObject({
  name: z.string().regex(TOOL_NAME, { message: TOOL_NAME_MESSAGE }),
  description: z.string().min(1).max(10_000).optional(),
  /** A JSON Schema of `type: object` (every API's function parameters are an object); absent: no parameters. */
  parameters: JsonSchema.refine((s) => s.type === 'object', {
    message: 'must be a JSON Schema with `type: object` (a tool takes named arguments)',
  }).optional(),
});
export type Tool = z.infer<typeof Tool>;

export const TOOL_CHOICE_KEYWORDS = ['auto', 'required', 'none'] as const;
/** `auto`, `required`, `none`, or the name of one of the prompt's tools (a keyword wins over a tool of that name). */
export const ToolChoice = z.string().regex(TOOL_NAME, {
  message: `must be auto, required, none or the name of one of the prompt's tools (${TOOL_NAME_MESSAGE})`,
});

export const ResponseFormat = z.strictObject({
  /** The JSON Schema the answer must follow. */
  json_schema: JsonSchema,
  /** The schema's name where the API asks for one (OpenAI's); default "response". */
  name: z.string().regex(TOOL_NAME, { message: TOOL_NAME_MESSAGE }).optional(),
  /** OpenAI's strict mode (the schema must then list every property as required); default: the API's. */
  strict: z.boolean().optional(),
});
export type ResponseFormat = z.infer<typeof ResponseFormat>;

const Side = z.number().int().min(1).max(MAX_SYNTHETIC_SIDE);
export const ImageSpec = z.union([
  /** A PNG, JPEG, WebP or GIF file, relative to the config file; read when the config is loaded. */
  z.strictObject({ path: z.string().min(1) }),
  /** A PNG of this size generated from the seed (src/config/png.ts): the same seed, the same bytes. */
  z.strictObject({
    synthetic: z.strictObject({ width: Side, height: Side, seed: z.number().int().min(0).optional() }),
  }),
]);
export type ImageSpec = z.infer<typeof ImageSpec>;

/** The prompt keys this file adds (schema.ts spreads them into PromptConfig). */
export const PROMPT_SHAPE_FIELDS = {
  tools: z.array(Tool).min(1).max(MAX_TOOLS).optional(),
  tool_choice: ToolChoice.optional(),
  response_format: ResponseFormat.optional(),
  images: z.array(ImageSpec).min(1).max(MAX_IMAGES).optional(),
};

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** One image as it is sent: its bytes in base64 (every API's inline form) and its type. */
export interface SentImage {
  mime: ImageMime;
  base64: string;
  /** Bytes of the image itself (before base64). */
  bytes: number;
}

/** What a request sends besides its messages; plain data (it crosses to measurer threads). */
export interface RequestShape {
  tools: Tool[];
  /** null: the API's default (auto where there are tools). */
  toolChoice: string | null;
  responseFormat: ResponseFormat | null;
  images: SentImage[];
}

// ---------------------------------------------------------------------------
// Prompt rules

const toolNames = (p: Record<string, unknown>): string[] =>
  Array.isArray(p.tools) ? p.tools.flatMap((t) => (isRecord(t) && typeof t.name === 'string' ? [t.name] : [])) : [];

export const PROMPT_SHAPE_RULES: readonly Rule[] = [
  {
    id: 'tool_choice_tools',
    reads: ['tools', 'tool_choice'],
    check: (p) => {
      if (typeof p.tool_choice !== 'string') return [];
      const names = toolNames(p);
      if (names.length === 0)
        return [
          {
            path: ['tool_choice'],
            message: 'is given but the prompt has no `tools:`',
            fix: 'add `tools: [{ name, description, parameters }]` to the prompt, or remove tool_choice',
          },
        ];
      if ((TOOL_CHOICE_KEYWORDS as readonly string[]).includes(p.tool_choice) || names.includes(p.tool_choice))
        return [];
      return [
        {
          path: ['tool_choice'],
          message: `"${p.tool_choice}" is neither auto, required, none nor one of the prompt's tools (${names.join(', ')})`,
          fix: `use auto, required, none or one of: ${names.join(', ')}`,
        },
      ];
    },
  },
  {
    id: 'tool_names_unique',
    reads: ['tools'],
    check: (p) => {
      const seen = new Set<string>();
      return toolNames(p).flatMap((name, i): Violation[] => {
        if (!seen.has(name)) {
          seen.add(name);
          return [];
        }
        return [
          { path: ['tools', i, 'name'], message: `"${name}" names two tools`, fix: 'give each tool its own name' },
        ];
      });
    },
  },
];

// ---------------------------------------------------------------------------
// What each API can carry

export type ShapeFeature =
  | 'tools'
  | 'tool_choice_auto'
  | 'tool_choice_required'
  | 'tool_choice_none'
  | 'tool_choice_name'
  | 'response_format'
  | 'images';

/** Why an API cannot carry a shape, and what to do instead; absent where it can. */
export interface Refusal {
  why: string;
  fix: string;
}

/** The wire formats as the support table names them: ollama's two endpoints differ. */
export type ShapeTarget =
  | 'openai-chat'
  | 'openai-responses'
  | 'azure-openai'
  | 'anthropic'
  | 'gemini'
  | 'bedrock'
  | 'cohere'
  | 'ollama'
  | 'ollama-generate';

const LEAVE_OUT_CHOICE =
  'leave tool_choice out (the API then decides, as auto), or exclude this provider from the prompt';

/** The support table (docs/request-shapes.md shows it): each refusal, with its reason. */
export const SHAPE_REFUSALS: Record<ShapeTarget, Partial<Record<ShapeFeature, Refusal>>> = {
  'openai-chat': {},
  'openai-responses': {},
  'azure-openai': {},
  anthropic: {
    response_format: {
      why: "Anthropic's Messages API has no response-format field (its JSON answers come from a tool's input_schema)",
      fix: 'give the schema as a tool instead: tools: [{ name: answer, parameters: <schema> }] with tool_choice: answer, or exclude this provider from the prompt',
    },
  },
  gemini: {},
  bedrock: {
    tool_choice_none: {
      why: "Bedrock Converse's toolChoice is one of auto, any or tool: it has no none",
      fix: `${LEAVE_OUT_CHOICE}; to send no tools, leave tools out`,
    },
    response_format: {
      why: 'Bedrock Converse has no response-format field in its request',
      fix: 'give the schema as a tool instead (tools: [{ name: answer, parameters: <schema> }], tool_choice: answer), or exclude this provider from the prompt',
    },
  },
  cohere: {
    tool_choice_name: {
      why: "Cohere v2 chat's tool_choice is REQUIRED or NONE only: it cannot name one tool",
      fix: 'use tool_choice: required with only that tool in tools:, or leave tool_choice out',
    },
  },
  ollama: {
    tool_choice_required: {
      why: "Ollama's /api/chat has no tool_choice field: the model decides (auto)",
      fix: LEAVE_OUT_CHOICE,
    },
    tool_choice_none: {
      why: "Ollama's /api/chat has no tool_choice field: the model decides (auto)",
      fix: LEAVE_OUT_CHOICE,
    },
    tool_choice_name: {
      why: "Ollama's /api/chat has no tool_choice field: the model decides (auto)",
      fix: LEAVE_OUT_CHOICE,
    },
  },
  'ollama-generate': {
    tools: {
      why: "Ollama's /api/generate takes no tools (its /api/chat does)",
      fix: 'point base_url at the server (or at /api/chat) rather than /api/generate',
    },
  },
};

/** The support table's row for a provider: its api, and for ollama which endpoint base_url names. */
export function shapeTarget(api: string, baseUrl: string): ShapeTarget {
  if (api === 'ollama') {
    let path = '';
    try {
      path = new URL(baseUrl).pathname.replace(/\/+$/, '');
    } catch {
      // a bad base_url has its own problem
    }
    return path.endsWith('/api/generate') ? 'ollama-generate' : 'ollama';
  }
  return api as ShapeTarget;
}

/** Which features of the table a prompt uses, each with the prompt key a refusal points at. */
export function featuresOf(p: Record<string, unknown>): Array<{ feature: ShapeFeature; key: string }> {
  const out: Array<{ feature: ShapeFeature; key: string }> = [];
  if (Array.isArray(p.tools) && p.tools.length > 0) out.push({ feature: 'tools', key: 'tools' });
  if (typeof p.tool_choice === 'string') {
    const c = p.tool_choice;
    const feature: ShapeFeature =
      c === 'auto'
        ? 'tool_choice_auto'
        : c === 'required'
          ? 'tool_choice_required'
          : c === 'none'
            ? 'tool_choice_none'
            : 'tool_choice_name';
    out.push({ feature, key: 'tool_choice' });
  }
  if (p.response_format !== undefined) out.push({ feature: 'response_format', key: 'response_format' });
  if (Array.isArray(p.images) && p.images.length > 0) out.push({ feature: 'images', key: 'images' });
  return out;
}

function excluded(cfg: Record<string, unknown>, provider: unknown, prompt: unknown): boolean {
  if (!Array.isArray(cfg.exclude)) return false;
  return cfg.exclude.some(
    (e) =>
      isRecord(e) &&
      (e.provider !== undefined || e.prompt !== undefined) &&
      (e.provider === undefined || e.provider === provider) &&
      (e.prompt === undefined || e.prompt === prompt),
  );
}

/** Every provider x prompt pair that is sent can carry what the prompt asks; the refusal points at the prompt's key. */
export const shapesSupported: Rule = {
  id: 'request_shape_supported',
  reads: ['providers', 'prompts', 'exclude'],
  check: (cfg) => {
    if (!Array.isArray(cfg.providers) || !Array.isArray(cfg.prompts)) return [];
    const out: Violation[] = [];
    for (const [i, p] of cfg.prompts.entries()) {
      if (!isRecord(p)) continue;
      const features = featuresOf(p);
      if (features.length === 0) continue;
      for (const prov of cfg.providers) {
        if (!isRecord(prov) || typeof prov.api !== 'string' || excluded(cfg, prov.id, p.id)) continue;
        const target = shapeTarget(prov.api, typeof prov.base_url === 'string' ? prov.base_url : '');
        const refusals = SHAPE_REFUSALS[target] ?? {};
        for (const { feature, key } of features) {
          const r = refusals[feature];
          if (r === undefined) continue;
          out.push({
            path: ['prompts', i, key],
            message: `provider "${String(prov.id)}" (${target}) cannot send it: ${r.why}`,
            fix: `${r.fix} (exclude: [{ provider: ${String(prov.id)}, prompt: ${String(p.id)} }])`,
          });
        }
      }
    }
    return out;
  },
};
