import * as z from 'zod';
import { Config } from './schema.ts';

// What a config field expects, in words ("a whole number >= 1"), read from
// the JSON Schema that zod's public `z.toJSONSchema` makes of the config
// schema. A field's whole contract (type, bounds, enum) is there, which a zod
// issue alone does not carry (an invalid_type issue says "number", not "a
// whole number >= 1"), and it is derived from the schema, so the words cannot
// drift from what is checked.

/** The subset of JSON Schema (draft 2020-12) that z.toJSONSchema writes for the config. */
export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  minItems?: number;
}

let root: JsonSchema | undefined;

/** The config's JSON Schema, made on first use (a valid config never needs it). */
function configSchema(): JsonSchema {
  // io: 'input' describes what a user writes (a field with a default is
  // optional); 'any' stands in for what JSON Schema cannot express (none today).
  root ??= z.toJSONSchema(Config, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return root;
}

/** A mapping of free keys (`headers:`, `body:`), as opposed to a mapping of known keys. */
function isRecordSchema(s: JsonSchema): boolean {
  return s.type === 'object' && s.properties === undefined && s.additionalProperties !== false;
}

/** The schema of the field at `path` (list indexes and free keys included), or undefined past what is known. */
export function schemaAt(
  path: readonly (string | number)[],
  from: JsonSchema = configSchema(),
): JsonSchema | undefined {
  let s: JsonSchema | undefined = from;
  for (const seg of path) {
    if (!s) return undefined;
    if (s.anyOf) {
      // A union (a token count: a number or a distribution): the branch that has the next step.
      s = s.anyOf.find((b) => schemaAt([seg], b) !== undefined);
      if (!s) return undefined;
    }
    if (s.type === 'array') s = s.items;
    else if (s.type === 'object' && s.properties !== undefined)
      s = typeof seg === 'string' ? s.properties[seg] : undefined;
    else if (s.type === 'object' && typeof s.additionalProperties === 'object') s = s.additionalProperties;
    else if (s.type === 'object' && s.additionalProperties === undefined) s = {};
    else return undefined;
  }
  return s;
}

/** The keys a mapping of known keys allows, in schema order. */
export function allowedKeys(s: JsonSchema | undefined): string[] {
  if (s?.anyOf) return [...new Set(s.anyOf.flatMap(allowedKeys))];
  return Object.keys(s?.properties ?? {});
}

/** The values an enum or a literal allows, or null for any other field. */
export function enumValues(s: JsonSchema): string[] | null {
  if (s.enum) return s.enum.map(String);
  if (s.const !== undefined) return [String(s.const)];
  return null;
}

/** What kind of YAML node the field is: drives the fix's wording. */
export function nodeKind(s: JsonSchema | undefined): 'list' | 'mapping' | 'boolean' | 'other' {
  if (s?.type === 'array') return 'list';
  if (s?.type === 'object') return 'mapping';
  if (s?.type === 'boolean') return 'boolean';
  return 'other';
}

function describeNumber(s: JsonSchema): string {
  let out = s.type === 'integer' ? 'a whole number' : 'a number';
  const low =
    s.exclusiveMinimum !== undefined ? `> ${s.exclusiveMinimum}` : s.minimum !== undefined ? `>= ${s.minimum}` : '';
  // Every whole number is bounded by the safe-integer range; that bound is no advice.
  const max = s.type === 'integer' && s.maximum === Number.MAX_SAFE_INTEGER ? undefined : s.maximum;
  const high = s.exclusiveMaximum !== undefined ? `< ${s.exclusiveMaximum}` : max !== undefined ? `<= ${max}` : '';
  if (low) out += ` ${low}`;
  if (high) out += `${low ? ' and' : ''} ${high}`;
  return out;
}

/** "a whole number >= 1", "true or false", "one of "user", "system"", ... */
export function describe(s: JsonSchema | undefined): string {
  if (!s) return 'a valid value';
  const values = enumValues(s);
  if (values)
    return values.length === 1
      ? JSON.stringify(values[0])
      : `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
  // In a union, name a mapping's keys: "a mapping" alone would not say which one.
  if (s.anyOf)
    return s.anyOf.map((b) => (b.properties ? `a mapping of ${allowedKeys(b).join(', ')}` : describe(b))).join(' or ');
  switch (s.type) {
    case 'integer':
    case 'number':
      return describeNumber(s);
    case 'string':
      if (s.format === 'uri') return 'an http(s) URL';
      return (s.minLength ?? 0) > 0 ? 'a non-empty string' : 'a string';
    case 'boolean':
      return 'true or false';
    case 'array': {
      const n = s.minItems ?? 0;
      return n > 0 ? `a list with at least ${n} item${n === 1 ? '' : 's'}` : 'a list';
    }
    case 'object': {
      if (!isRecordSchema(s)) return 'a mapping (`key: value` lines)';
      const v = typeof s.additionalProperties === 'object' ? s.additionalProperties : {};
      return Object.keys(v).length > 0 ? `a mapping whose values are each ${describe(v)}` : 'a mapping';
    }
    case undefined:
      // {}: the JSON Schema of z.unknown()
      return Object.keys(s).length === 0 ? 'any value' : 'a valid value';
    default:
      return 'a valid value';
  }
}
