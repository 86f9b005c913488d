import * as z from 'zod';
import { enforce, type Rule, type Violation } from './rules.ts';

// A prompt's answer checks (`expect:`), checked on the same requests that
// were timed (design.md "Quality and smoothness"). The config layer holds the
// schema, its rules (a bad regex or JSON Schema is a config error with its
// file:line), and the checks themselves as pure functions, so the analysis
// (and `reanalyze` with another config) evaluates them on kept answer text.
//
// Answers are hostile input: a check reads at most CHECK_TEXT_MAX_CHARS of
// an answer (the run keeps no more of it, see Trace.answer_text), and a
// regex with a nested quantifier, the shape that backtracks exponentially
// (`(a+)+`, `(\w*)*`), is refused when the config is read. What remains is
// at worst polynomial on a capped input (a regex reads REGEX_MAX_CHARS).
// Overlapping alternatives (`(a|a)*`) are not detected: the pattern is the
// config author's, and docs/configuration.md says to keep it simple.

/** The most characters of an answer the run keeps for its checks and a check reads. */
export const CHECK_TEXT_MAX_CHARS = 32_768;

/**
 * The most characters a `regex` reads: a quadratic pattern (`.*a.*b`) on
 * 8,192 characters is some 10^7 steps, where on the whole 32,768 it would be
 * 16 times that, and the answer's opening is where a format shows.
 */
export const REGEX_MAX_CHARS = 8_192;

/** One string or several (every one must hold, or for one_of any one). */
const Strings = z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]);

/** The checks, in the order they are evaluated and named in `check.failed`. */
export const CHECK_NAMES = [
  'contains',
  'not_contains',
  'regex',
  'json_schema',
  'one_of',
  'min_chars',
  'max_chars',
] as const;
export type CheckName = (typeof CHECK_NAMES)[number];

/** A JSON Schema: an object (or true/false), converted with zod's fromJSONSchema (see jsonSchemaOf). */
const JsonSchemaValue = z.union([z.record(z.string(), z.unknown()), z.boolean()]);

const EXPECT_RULES: readonly Rule[] = [
  {
    id: 'expect_regex',
    reads: ['regex'],
    check: (e) => (typeof e.regex === 'string' ? regexViolations(e.regex, ['regex']) : []),
  },
  {
    id: 'expect_json_schema',
    reads: ['json_schema'],
    check: (e) => (e.json_schema === undefined ? [] : schemaViolations(e.json_schema)),
  },
  {
    id: 'expect_chars',
    reads: ['min_chars', 'max_chars'],
    check: (e) =>
      typeof e.min_chars === 'number' && typeof e.max_chars === 'number' && e.min_chars > e.max_chars
        ? [
            {
              path: ['min_chars'],
              message: `is ${e.min_chars}, above max_chars ${e.max_chars}: no answer could pass`,
              fix: 'make min_chars at most max_chars',
            },
          ]
        : [],
  },
];

export const Expect = z
  .strictObject({
    /** The answer contains this text (each of these). */
    contains: Strings.optional(),
    /** The answer contains none of these. */
    not_contains: Strings.optional(),
    /** A JavaScript regular expression the answer matches (a search, not a whole match: anchor it with ^...$). */
    regex: z.string().min(1).optional(),
    /** The answer (or a tool call's arguments) parsed as JSON validates against this JSON Schema. */
    json_schema: JsonSchemaValue.optional(),
    /** The answer, trimmed, is exactly one of these. */
    one_of: Strings.optional(),
    min_chars: z.number().int().min(0).optional(),
    max_chars: z.number().int().min(1).optional(),
  })
  .superRefine(...enforce(EXPECT_RULES));
export type Expect = z.infer<typeof Expect>;

/** A request's checks: passed when none failed; null for a request whose prompt has no `expect:`. */
export interface CheckResult {
  passed: boolean;
  failed: CheckName[];
}

/**
 * True when a pattern has a quantified group that itself holds a quantifier
 * (`(a+)+`, `(?:x*y)*`, `(a|b+){2,}`): the shape that backtracks exponentially.
 * A heuristic on the source (escapes and classes skipped), so a few safe
 * patterns are refused too; the message says how to rewrite them.
 */
export function hasNestedQuantifier(source: string): boolean {
  /** Per open group: whether a quantifier appeared inside it. */
  const stack: boolean[] = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') inClass = true;
    else if (c === '(') stack.push(false);
    else if (c === ')') {
      const inner = stack.pop() ?? false;
      const next = source[i + 1];
      const quantified = next === '+' || next === '*' || (next === '{' && /^\{\d+,\d*\}/.test(source.slice(i + 1)));
      if (inner && quantified) return true;
      if (inner || quantified) markQuantified(stack);
    } else if (c === '+' || c === '*' || (c === '{' && /^\{\d+,\d*\}/.test(source.slice(i)))) markQuantified(stack);
  }
  return false;
}

function markQuantified(stack: boolean[]): void {
  if (stack.length > 0) stack[stack.length - 1] = true;
}

function regexViolations(source: string, path: Array<string | number>): Violation[] {
  try {
    new RegExp(source, 'u');
  } catch (err) {
    return [
      { path, message: `is not a valid regular expression: ${(err as Error).message}`, fix: 'correct the pattern' },
    ];
  }
  if (hasNestedQuantifier(source))
    return [
      {
        path,
        message:
          'has a quantified group that holds a quantifier (such as (a+)+), which can take exponential time on a hostile answer',
        fix: 'quantify the inner part only, e.g. (ab)+ or a+ instead of (a+)+',
      },
    ];
  return [];
}

/** Every `pattern` of a JSON Schema, with its path, so each is checked as a regex is. */
function patternsOf(schema: unknown, path: Array<string | number>, out: Array<[string, Array<string | number>]>): void {
  if (Array.isArray(schema)) schema.forEach((s, i) => patternsOf(s, [...path, i], out));
  else if (typeof schema === 'object' && schema !== null)
    for (const [k, v] of Object.entries(schema)) {
      if (k === 'pattern' && typeof v === 'string') out.push([v, [...path, k]]);
      else patternsOf(v, [...path, k], out);
    }
}

function schemaViolations(schema: unknown): Violation[] {
  const patterns: Array<[string, Array<string | number>]> = [];
  patternsOf(schema, ['json_schema'], patterns);
  const bad = patterns.flatMap(([p, path]) => regexViolations(p, path));
  if (bad.length > 0) return bad;
  try {
    jsonSchemaOf(schema);
    return [];
  } catch (err) {
    return [
      {
        path: ['json_schema'],
        message: `is not a JSON Schema streamgauge can check: ${(err as Error).message}`,
        fix: 'use the keywords of JSON Schema draft 2020-12 (type, properties, required, items, enum, ...) and $ref only within the schema',
      },
    ];
  }
}

/**
 * The JSON Schema as a zod schema. zod's fromJSONSchema rather than ajv:
 * zod is already the project's (bundled) dependency, while ajv 8 is not one
 * (node_modules holds only eslint's ajv 6) and compiles each schema to code
 * with `new Function`. fromJSONSchema covers what an answer's format needs
 * (type, properties, required, additionalProperties, items, enum, const,
 * anyOf/oneOf/allOf, lengths and bounds, pattern, local $ref) and throws on
 * what it cannot convert, which becomes a config error.
 */
export function jsonSchemaOf(schema: unknown): z.ZodType {
  return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]);
}

const listOf = (v: string | string[] | undefined): string[] => (v === undefined ? [] : typeof v === 'string' ? [v] : v);

/** An expect block made ready to check many answers: its regex and schema compiled once. */
export interface CompiledExpect {
  expect: Expect;
  regex: RegExp | null;
  schema: z.ZodType | null;
}

export function compileExpect(expect: Expect): CompiledExpect {
  return {
    expect,
    regex: expect.regex === undefined ? null : new RegExp(expect.regex, 'u'),
    schema: expect.json_schema === undefined ? null : jsonSchemaOf(expect.json_schema),
  };
}

/**
 * The JSON an answer holds: the whole answer, else from its first `{` or `[`
 * to its last `}` or `]` (a tool call's arguments come after its name, as the
 * adapters join them; a fenced code block has its fence around it). Undefined
 * when there is none.
 */
export function answerJson(text: string): { value: unknown } | undefined {
  const tries = [text.trim()];
  const start = text.search(/[{[]/);
  const end = Math.max(text.lastIndexOf('}'), text.lastIndexOf(']'));
  if (start >= 0 && end > start) tries.push(text.slice(start, end + 1));
  for (const t of tries) {
    try {
      return { value: JSON.parse(t) as unknown };
    } catch {
      // the next way, or none
    }
  }
  return undefined;
}

/**
 * Checks one answer. `text` is what was kept of it (at most
 * CHECK_TEXT_MAX_CHARS; longer text is cut here too), `chars` its whole
 * length (the trace's output.chars), so min_chars and max_chars judge the
 * whole answer. An answer cut at the cap fails json_schema (its JSON is not
 * all there) and is searched only within the cap by the others.
 */
export function checkAnswer(c: CompiledExpect, answer: string, chars: number = answer.length): CheckResult {
  const e = c.expect;
  const text = answer.length > CHECK_TEXT_MAX_CHARS ? answer.slice(0, CHECK_TEXT_MAX_CHARS) : answer;
  const cut = chars > text.length;
  const holds: Record<CheckName, () => boolean> = {
    contains: () => listOf(e.contains).every((s) => text.includes(s)),
    not_contains: () => listOf(e.not_contains).every((s) => !text.includes(s)),
    regex: () => c.regex!.test(text.length > REGEX_MAX_CHARS ? text.slice(0, REGEX_MAX_CHARS) : text),
    json_schema: () => {
      if (cut) return false;
      const json = answerJson(text);
      return json !== undefined && c.schema!.safeParse(json.value).success;
    },
    one_of: () => !cut && listOf(e.one_of).includes(text.trim()),
    min_chars: () => chars >= e.min_chars!,
    max_chars: () => chars <= e.max_chars!,
  };
  const failed = CHECK_NAMES.filter((name) => e[name] !== undefined && !holds[name]());
  return { passed: failed.length === 0, failed };
}
