import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  COMPARED_KEYS,
  MIN_SAMPLES
} from "./chunk-4P42FROQ.js";
import {
  AGENT_RULES,
  Agent,
  CONFIG_RULES,
  DATASET_RULES,
  ENV_NAME,
  ENV_NAME_MESSAGE,
  EXCLUDE_ENTRY_RULES,
  ErrorKind,
  LOAD_RULES,
  LengthDist,
  OfferedLoad,
  PROMPT_RULES,
  SLO_RULES,
  STAGE_RULES,
  SWEEP_RULES,
  SYNTHETIC_RULES,
  TOKEN_COUNT_RULES,
  TraceAgentEnd,
  ZodArray,
  ZodISODate,
  ZodISODateTime,
  ZodISODuration,
  ZodISOTime,
  ZodNullable,
  ZodObject,
  ZodOptional,
  _enum,
  _isoDate,
  _isoDateTime,
  _isoDuration,
  _isoTime,
  array,
  assignProp,
  boolean,
  checks_exports,
  custom,
  enforce,
  globalRegistry,
  isPlainObject,
  isRecord,
  literal,
  looseObject,
  number,
  object,
  record,
  schemas_exports,
  strictObject,
  string,
  templateLiteral,
  union,
  unknown,
  url
} from "./chunk-BMVBP4HX.js";
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";
import {
  SUMMARY_KEYS
} from "./chunk-VZFYQJYA.js";
import {
  __export
} from "./chunk-DLMYZAXB.js";

// node_modules/zod/v4/classic/iso.js
var iso_exports = {};
__export(iso_exports, {
  ZodISODate: () => ZodISODate,
  ZodISODateTime: () => ZodISODateTime,
  ZodISODuration: () => ZodISODuration,
  ZodISOTime: () => ZodISOTime,
  date: () => date,
  datetime: () => datetime,
  duration: () => duration,
  time: () => time
});
function datetime(params) {
  return _isoDateTime(ZodISODateTime, params);
}
function date(params) {
  return _isoDate(ZodISODate, params);
}
function time(params) {
  return _isoTime(ZodISOTime, params);
}
function duration(params) {
  return _isoDuration(ZodISODuration, params);
}

// node_modules/zod/v4/classic/from-json-schema.js
var z = {
  ...schemas_exports,
  ...checks_exports,
  iso: iso_exports
};
var RECOGNIZED_KEYS = /* @__PURE__ */ new Set([
  // Schema identification
  "$schema",
  "$ref",
  "$defs",
  "definitions",
  // Core schema keywords
  "$id",
  "id",
  "$comment",
  "$anchor",
  "$vocabulary",
  "$dynamicRef",
  "$dynamicAnchor",
  // Type
  "type",
  "enum",
  "const",
  // Composition
  "anyOf",
  "oneOf",
  "allOf",
  "not",
  // Object
  "properties",
  "required",
  "additionalProperties",
  "patternProperties",
  "propertyNames",
  "minProperties",
  "maxProperties",
  // Array
  "items",
  "prefixItems",
  "additionalItems",
  "minItems",
  "maxItems",
  "uniqueItems",
  "contains",
  "minContains",
  "maxContains",
  // String
  "minLength",
  "maxLength",
  "pattern",
  "format",
  // Number
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  // Already handled metadata
  "description",
  "default",
  // Content
  "contentEncoding",
  "contentMediaType",
  "contentSchema",
  // Unsupported (error-throwing)
  "unevaluatedItems",
  "unevaluatedProperties",
  "if",
  "then",
  "else",
  "dependentSchemas",
  "dependentRequired",
  // OpenAPI
  "nullable",
  "readOnly"
]);
function detectVersion(schema, defaultTarget) {
  const $schema = schema.$schema;
  if ($schema === "https://json-schema.org/draft/2020-12/schema") {
    return "draft-2020-12";
  }
  if ($schema === "http://json-schema.org/draft-07/schema#") {
    return "draft-7";
  }
  if ($schema === "http://json-schema.org/draft-04/schema#") {
    return "draft-4";
  }
  return defaultTarget ?? "draft-2020-12";
}
function applyMinItems(items, minItems) {
  return items.map((item, index) => index < minItems ? item : item.optional());
}
function decodeJSONPointerSegment(segment) {
  return segment.replace(/~1/g, "/").replace(/~0/g, "~");
}
function resolveRef(ref, ctx) {
  if (!ref.startsWith("#")) {
    throw new Error("External $ref is not supported, only local refs (#/...) are allowed");
  }
  const path = ref.slice(1).split("/").filter(Boolean);
  if (path.length === 0) {
    return ctx.rootSchema;
  }
  const defsKey = ctx.version === "draft-2020-12" ? "$defs" : "definitions";
  if (path[0] === defsKey) {
    const key = path[1] === void 0 ? void 0 : decodeJSONPointerSegment(path[1]);
    if (!key || !ctx.defs[key]) {
      throw new Error(`Reference not found: ${ref}`);
    }
    return ctx.defs[key];
  }
  throw new Error(`Reference not found: ${ref}`);
}
function checkObjectGuards(objectSchema, guards) {
  const guard = z.transform((value) => value).check((payload) => {
    const value = payload.value;
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return;
    const keys = Object.getOwnPropertyNames(value);
    if (guards.minProperties !== void 0 && keys.length < guards.minProperties) {
      payload.issues.push({
        origin: "object",
        code: "too_small",
        minimum: guards.minProperties,
        inclusive: true,
        message: `Too small: expected object to have >=${guards.minProperties} properties`,
        input: value,
        inst: objectSchema,
        continue: true
      });
    }
    if (guards.maxProperties !== void 0 && keys.length > guards.maxProperties) {
      payload.issues.push({
        origin: "object",
        code: "too_big",
        maximum: guards.maxProperties,
        inclusive: true,
        message: `Too big: expected object to have <=${guards.maxProperties} properties`,
        input: value,
        inst: objectSchema,
        continue: true
      });
    }
    if (guards.keySchema) {
      for (const key of keys) {
        const result = guards.keySchema.safeParse(key);
        if (result.success)
          continue;
        payload.issues.push({
          code: "invalid_key",
          origin: "record",
          issues: result.error.issues,
          input: key,
          path: [key],
          continue: true
        });
      }
    }
  });
  return guard.pipe(objectSchema);
}
function canonicalKey(value, seen) {
  if (value === null)
    return "z";
  const type = typeof value;
  if (type !== "object") {
    if (type === "number" && Number.isNaN(value))
      return null;
    const raw = String(value);
    return `${type[0]}${raw.length}:${raw}`;
  }
  if (seen.has(value))
    return null;
  seen.add(value);
  try {
    if (Array.isArray(value)) {
      const parts2 = [];
      for (const item of value) {
        const key = canonicalKey(item, seen);
        if (key === null)
          return null;
        parts2.push(key);
      }
      return `a${parts2.length}:[${parts2.join(",")}]`;
    }
    const keys = Object.keys(value).sort();
    const parts = [];
    for (const k of keys) {
      const key = canonicalKey(value[k], seen);
      if (key === null)
        return null;
      parts.push(`${k.length}:${k}=${key}`);
    }
    return `o${parts.length}:{${parts.join(",")}}`;
  } finally {
    seen.delete(value);
  }
}
var SCHEMA_KEYWORDS = /* @__PURE__ */ new Set([
  "items",
  "prefixItems",
  "additionalItems",
  "additionalProperties",
  "contains",
  "propertyNames",
  "not",
  "if",
  "then",
  "else",
  "allOf",
  "anyOf",
  "oneOf",
  "unevaluatedItems",
  "unevaluatedProperties",
  "contentSchema"
]);
var SCHEMA_MAP_KEYWORDS = /* @__PURE__ */ new Set([
  "properties",
  "patternProperties",
  "dependentSchemas",
  "dependencies",
  "$defs",
  "definitions"
]);
function containsRef(value) {
  if (typeof value !== "object" || value === null)
    return false;
  if (Array.isArray(value))
    return value.some(containsRef);
  if (typeof value.$ref === "string")
    return true;
  return Object.entries(value).some(([key, sub]) => {
    if (SCHEMA_KEYWORDS.has(key))
      return containsRef(sub);
    if (!SCHEMA_MAP_KEYWORDS.has(key) || typeof sub !== "object" || sub === null)
      return false;
    return Object.values(sub).some(containsRef);
  });
}
function plural(n) {
  return n === 1 ? "element" : "elements";
}
function checkArrayGuards(arraySchema, guards) {
  const guard = z.transform((value) => value).check((payload) => {
    const items = payload.value;
    if (!Array.isArray(items))
      return;
    if (guards.uniqueItems === true) {
      const firstSeen = /* @__PURE__ */ new Map();
      for (let i = 0; i < items.length; i++) {
        const key = canonicalKey(items[i], /* @__PURE__ */ new Set());
        if (key === null)
          continue;
        const first = firstSeen.get(key);
        if (first === void 0) {
          firstSeen.set(key, i);
          continue;
        }
        payload.issues.push({
          code: "custom",
          message: `Array items must be unique: element at index ${i} duplicates the one at index ${first}`,
          input: items,
          path: [i],
          continue: true
        });
      }
    }
    if (guards.containsSchema) {
      const minContains = guards.minContains ?? 1;
      const ceiling = guards.maxContains !== void 0 ? guards.maxContains + 1 : Number.POSITIVE_INFINITY;
      let matches = 0;
      for (const item of items) {
        if (guards.containsSchema.safeParse(item).success && ++matches >= ceiling)
          break;
      }
      if (matches < minContains) {
        payload.issues.push({
          code: "custom",
          message: `Array must contain at least ${minContains} matching ${plural(minContains)}; found ${matches}`,
          input: items,
          continue: true
        });
      }
      if (guards.maxContains !== void 0 && matches > guards.maxContains) {
        payload.issues.push({
          code: "custom",
          message: `Array must contain at most ${guards.maxContains} matching ${plural(guards.maxContains)}`,
          input: items,
          continue: true
        });
      }
    }
  });
  return guard.pipe(arraySchema);
}
function getTupleRest(restSchema, ctx) {
  if (restSchema === false) {
    return void 0;
  }
  if (restSchema === void 0 || restSchema === true) {
    return z.any();
  }
  return convertSchema(restSchema, ctx);
}
var fullTime = /^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;
function convertBaseSchema(schema, ctx) {
  if (schema.not !== void 0) {
    if (typeof schema.not === "object" && Object.keys(schema.not).length === 0) {
      return z.never();
    }
    throw new Error("not is not supported in Zod (except { not: {} } for never)");
  }
  if (schema.unevaluatedItems !== void 0) {
    throw new Error("unevaluatedItems is not supported");
  }
  if (schema.unevaluatedProperties !== void 0) {
    throw new Error("unevaluatedProperties is not supported");
  }
  if (schema.if !== void 0 || schema.then !== void 0 || schema.else !== void 0) {
    throw new Error("Conditional schemas (if/then/else) are not supported");
  }
  if (schema.dependentSchemas !== void 0 || schema.dependentRequired !== void 0) {
    throw new Error("dependentSchemas and dependentRequired are not supported");
  }
  if (schema.$ref) {
    const refPath = schema.$ref;
    if (ctx.refs.has(refPath)) {
      return ctx.refs.get(refPath);
    }
    if (ctx.processing.has(refPath)) {
      return z.lazy(() => {
        if (!ctx.refs.has(refPath)) {
          throw new Error(`Circular reference not resolved: ${refPath}`);
        }
        return ctx.refs.get(refPath);
      });
    }
    ctx.processing.add(refPath);
    const resolved = resolveRef(refPath, ctx);
    const zodSchema2 = convertSchema(resolved, ctx);
    ctx.refs.set(refPath, zodSchema2);
    ctx.processing.delete(refPath);
    return zodSchema2;
  }
  if (schema.enum !== void 0) {
    const enumValues = schema.enum;
    if (ctx.version === "openapi-3.0" && schema.nullable === true && enumValues.length === 1 && enumValues[0] === null) {
      return z.null();
    }
    if (enumValues.length === 0) {
      return z.never();
    }
    if (enumValues.length === 1) {
      return z.literal(enumValues[0]);
    }
    if (enumValues.every((v) => typeof v === "string")) {
      return z.enum(enumValues);
    }
    const literalSchemas = enumValues.map((v) => z.literal(v));
    if (literalSchemas.length < 2) {
      return literalSchemas[0];
    }
    return z.union([literalSchemas[0], literalSchemas[1], ...literalSchemas.slice(2)]);
  }
  if (schema.const !== void 0) {
    return z.literal(schema.const);
  }
  const type = schema.type;
  if (Array.isArray(type)) {
    const typeSchemas = type.map((t) => {
      const typeSchema = { ...schema, type: t };
      return convertBaseSchema(typeSchema, ctx);
    });
    if (typeSchemas.length === 0) {
      return z.never();
    }
    if (typeSchemas.length === 1) {
      return typeSchemas[0];
    }
    return z.union(typeSchemas);
  }
  if (!type) {
    return z.any();
  }
  let zodSchema;
  switch (type) {
    case "string": {
      let stringSchema = z.string();
      if (schema.format) {
        const format = schema.format;
        if (format === "email") {
          stringSchema = stringSchema.check(z.email());
        } else if (format === "uri" || format === "uri-reference") {
          stringSchema = stringSchema.check(z.url());
        } else if (format === "uuid" || format === "guid") {
          stringSchema = stringSchema.check(z.uuid());
        } else if (format === "date-time") {
          stringSchema = stringSchema.check(z.iso.datetime({ offset: true }));
        } else if (format === "date") {
          stringSchema = stringSchema.check(z.iso.date());
        } else if (format === "time") {
          stringSchema = stringSchema.check(z.regex(fullTime));
        } else if (format === "duration") {
          stringSchema = stringSchema.check(z.iso.duration());
        } else if (format === "hostname") {
          stringSchema = stringSchema.check(z.hostname());
        } else if (format === "ipv4") {
          stringSchema = stringSchema.check(z.ipv4());
        } else if (format === "ipv6") {
          stringSchema = stringSchema.check(z.ipv6());
        } else if (format === "mac") {
          stringSchema = stringSchema.check(z.mac());
        } else if (format === "cidr") {
          stringSchema = stringSchema.check(z.cidrv4());
        } else if (format === "cidr-v6") {
          stringSchema = stringSchema.check(z.cidrv6());
        } else if (format === "base64") {
          stringSchema = stringSchema.check(z.base64());
        } else if (format === "base64url") {
          stringSchema = stringSchema.check(z.base64url());
        } else if (format === "e164") {
          stringSchema = stringSchema.check(z.e164());
        } else if (format === "credit_card") {
          stringSchema = stringSchema.check(z.creditCard());
        } else if (format === "iban") {
          stringSchema = stringSchema.check(z.iban());
        } else if (format === "jwt") {
          stringSchema = stringSchema.check(z.jwt());
        } else if (format === "emoji") {
          stringSchema = stringSchema.check(z.emoji());
        } else if (format === "nanoid") {
          stringSchema = stringSchema.check(z.nanoid());
        } else if (format === "cuid") {
          stringSchema = stringSchema.check(z.cuid());
        } else if (format === "cuid2") {
          stringSchema = stringSchema.check(z.cuid2());
        } else if (format === "ulid") {
          stringSchema = stringSchema.check(z.ulid());
        } else if (format === "xid") {
          stringSchema = stringSchema.check(z.xid());
        } else if (format === "ksuid") {
          stringSchema = stringSchema.check(z.ksuid());
        }
      }
      if (typeof schema.minLength === "number") {
        stringSchema = stringSchema.min(schema.minLength);
      }
      if (typeof schema.maxLength === "number") {
        stringSchema = stringSchema.max(schema.maxLength);
      }
      if (schema.pattern) {
        stringSchema = stringSchema.regex(new RegExp(schema.pattern));
      }
      zodSchema = stringSchema;
      break;
    }
    case "number":
    case "integer": {
      let numberSchema = type === "integer" ? z.number().int() : z.number();
      if (typeof schema.minimum === "number" && schema.exclusiveMinimum !== true) {
        numberSchema = numberSchema.min(schema.minimum);
      }
      if (typeof schema.maximum === "number" && schema.exclusiveMaximum !== true) {
        numberSchema = numberSchema.max(schema.maximum);
      }
      if (typeof schema.exclusiveMinimum === "number") {
        numberSchema = numberSchema.gt(schema.exclusiveMinimum);
      } else if (schema.exclusiveMinimum === true && typeof schema.minimum === "number") {
        numberSchema = numberSchema.gt(schema.minimum);
      }
      if (typeof schema.exclusiveMaximum === "number") {
        numberSchema = numberSchema.lt(schema.exclusiveMaximum);
      } else if (schema.exclusiveMaximum === true && typeof schema.maximum === "number") {
        numberSchema = numberSchema.lt(schema.maximum);
      }
      if (typeof schema.multipleOf === "number") {
        numberSchema = numberSchema.multipleOf(schema.multipleOf);
      }
      zodSchema = numberSchema;
      break;
    }
    case "boolean": {
      zodSchema = z.boolean();
      break;
    }
    case "null": {
      zodSchema = z.null();
      break;
    }
    case "object": {
      const shape = {};
      const properties = schema.properties || {};
      const requiredSet = new Set(schema.required || []);
      const additionalSchema = typeof schema.additionalProperties === "object" ? convertSchema(schema.additionalProperties, ctx) : void 0;
      for (const [key, propSchema] of Object.entries(properties)) {
        const propZodSchema = convertSchema(propSchema, ctx);
        assignProp(shape, key, requiredSet.has(key) ? propZodSchema : propZodSchema.optional());
      }
      if (schema.patternProperties) {
        const patternProps = schema.patternProperties;
        const patternKeys = Object.keys(patternProps);
        const looseRecords = [];
        for (const pattern of patternKeys) {
          const patternValue = convertSchema(patternProps[pattern], ctx);
          const keySchema = z.string().regex(new RegExp(pattern));
          looseRecords.push(z.looseRecord(keySchema, patternValue));
        }
        const schemasToIntersect = [];
        if (Object.keys(shape).length > 0) {
          schemasToIntersect.push(z.object(shape).passthrough());
        }
        schemasToIntersect.push(...looseRecords);
        if (schemasToIntersect.length === 0) {
          zodSchema = z.object({}).passthrough();
        } else if (schemasToIntersect.length === 1) {
          zodSchema = schemasToIntersect[0];
        } else {
          let result = z.intersection(schemasToIntersect[0], schemasToIntersect[1]);
          for (let i = 2; i < schemasToIntersect.length; i++) {
            result = z.intersection(result, schemasToIntersect[i]);
          }
          zodSchema = result;
        }
        if (schema.additionalProperties === false) {
          const propertyKeys = Object.keys(shape);
          const patterns = patternKeys.map((p) => new RegExp(p));
          const basePatternSchema = zodSchema;
          zodSchema = zodSchema.check((payload) => {
            if (!isPlainObject(payload.value))
              return;
            const unrecognized = [];
            for (const key of Object.keys(payload.value)) {
              if (propertyKeys.includes(key))
                continue;
              if (patterns.some((regex) => regex.test(key)))
                continue;
              unrecognized.push(key);
            }
            if (unrecognized.length) {
              payload.issues.push({
                code: "unrecognized_keys",
                keys: unrecognized,
                input: payload.value,
                inst: basePatternSchema
              });
            }
          });
        }
      } else {
        const objectSchema = z.object(shape);
        if (schema.additionalProperties === false) {
          zodSchema = objectSchema.strict();
        } else if (additionalSchema) {
          zodSchema = objectSchema.catchall(additionalSchema);
        } else {
          zodSchema = objectSchema.passthrough();
        }
      }
      const hasKeyGuard = schema.propertyNames !== void 0 && schema.propertyNames !== true;
      const minProperties = typeof schema.minProperties === "number" ? schema.minProperties : void 0;
      const maxProperties = typeof schema.maxProperties === "number" ? schema.maxProperties : void 0;
      if (hasKeyGuard || minProperties !== void 0 || maxProperties !== void 0) {
        let keySchema;
        if (hasKeyGuard) {
          const keyJSONSchema = typeof schema.propertyNames === "object" && schema.propertyNames.type === void 0 ? { type: "string", ...schema.propertyNames } : schema.propertyNames;
          keySchema = convertSchema(keyJSONSchema, ctx);
        }
        zodSchema = checkObjectGuards(zodSchema, { keySchema, minProperties, maxProperties });
      }
      break;
    }
    case "array": {
      const prefixItems = schema.prefixItems;
      const items = schema.items;
      if (prefixItems && Array.isArray(prefixItems)) {
        const minItems = typeof schema.minItems === "number" ? schema.minItems : 0;
        const tupleItems = prefixItems.map((item) => convertSchema(item, ctx));
        const positionalItems = applyMinItems(tupleItems, minItems);
        const rest = !Array.isArray(items) ? getTupleRest(items, ctx) : void 0;
        const tupleSchema = z.tuple(positionalItems);
        zodSchema = rest ? tupleSchema.rest(rest) : tupleSchema;
        if (typeof schema.minItems === "number") {
          zodSchema = zodSchema.check(z.minLength(schema.minItems));
        }
        if (typeof schema.maxItems === "number") {
          zodSchema = zodSchema.check(z.maxLength(schema.maxItems));
        }
      } else if (Array.isArray(items)) {
        const minItems = typeof schema.minItems === "number" ? schema.minItems : 0;
        const tupleItems = items.map((item) => convertSchema(item, ctx));
        const positionalItems = applyMinItems(tupleItems, minItems);
        const rest = getTupleRest(schema.additionalItems, ctx);
        const tupleSchema = z.tuple(positionalItems);
        zodSchema = rest ? tupleSchema.rest(rest) : tupleSchema;
        if (typeof schema.minItems === "number") {
          zodSchema = zodSchema.check(z.minLength(schema.minItems));
        }
        if (typeof schema.maxItems === "number") {
          zodSchema = zodSchema.check(z.maxLength(schema.maxItems));
        }
      } else if (items !== void 0) {
        const element = convertSchema(items, ctx);
        let arraySchema = z.array(element);
        if (typeof schema.minItems === "number") {
          arraySchema = arraySchema.min(schema.minItems);
        }
        if (typeof schema.maxItems === "number") {
          arraySchema = arraySchema.max(schema.maxItems);
        }
        zodSchema = arraySchema;
      } else {
        zodSchema = z.array(z.any());
      }
      if (schema.uniqueItems === true || schema.contains !== void 0) {
        zodSchema = checkArrayGuards(zodSchema, {
          uniqueItems: schema.uniqueItems === true,
          containsSchema: schema.contains !== void 0 ? convertSchema(schema.contains, ctx) : void 0,
          minContains: typeof schema.minContains === "number" ? schema.minContains : void 0,
          maxContains: typeof schema.maxContains === "number" ? schema.maxContains : void 0
        });
      }
      break;
    }
    default:
      throw new Error(`Unsupported type: ${type}`);
  }
  return zodSchema;
}
function convertSchema(schema, ctx) {
  if (typeof schema === "boolean") {
    return schema ? z.any() : z.never();
  }
  let baseSchema = convertBaseSchema(schema, ctx);
  const hasExplicitType = schema.type || schema.enum !== void 0 || schema.const !== void 0;
  if (schema.anyOf && Array.isArray(schema.anyOf)) {
    const options = schema.anyOf.map((s) => convertSchema(s, ctx));
    const anyOfUnion = z.union(options);
    baseSchema = hasExplicitType ? z.intersection(baseSchema, anyOfUnion) : anyOfUnion;
  }
  if (schema.oneOf && Array.isArray(schema.oneOf)) {
    const options = schema.oneOf.map((s) => convertSchema(s, ctx));
    const oneOfUnion = z.xor(options);
    baseSchema = hasExplicitType ? z.intersection(baseSchema, oneOfUnion) : oneOfUnion;
  }
  if (schema.allOf && Array.isArray(schema.allOf)) {
    if (schema.allOf.length === 0) {
      baseSchema = hasExplicitType ? baseSchema : z.any();
    } else {
      let result = hasExplicitType ? baseSchema : convertSchema(schema.allOf[0], ctx);
      const startIdx = hasExplicitType ? 0 : 1;
      for (let i = startIdx; i < schema.allOf.length; i++) {
        result = z.intersection(result, convertSchema(schema.allOf[i], ctx));
      }
      baseSchema = result;
    }
  }
  if (schema.nullable === true && ctx.version === "openapi-3.0") {
    baseSchema = z.nullable(baseSchema);
  }
  if (schema.readOnly === true) {
    baseSchema = z.readonly(baseSchema);
  }
  if (schema.default !== void 0) {
    baseSchema = baseSchema.default(schema.default);
  }
  const extraMeta = {};
  const coreMetadataKeys = ["$id", "id", "$comment", "$anchor", "$vocabulary", "$dynamicRef", "$dynamicAnchor"];
  for (const key of coreMetadataKeys) {
    if (key in schema) {
      extraMeta[key] = schema[key];
    }
  }
  const contentMetadataKeys = ["contentEncoding", "contentMediaType", "contentSchema"];
  for (const key of contentMetadataKeys) {
    if (key in schema) {
      extraMeta[key] = schema[key];
    }
  }
  if (schema.type === "object" && schema.$ref === void 0) {
    if (schema.propertyNames !== void 0 && !containsRef(schema.propertyNames)) {
      extraMeta.propertyNames = schema.propertyNames;
    }
    for (const key of ["minProperties", "maxProperties"]) {
      if (schema[key] !== void 0)
        extraMeta[key] = schema[key];
    }
  }
  if (schema.type === "array" && schema.$ref === void 0) {
    if (schema.contains !== void 0 && !containsRef(schema.contains)) {
      extraMeta.contains = schema.contains;
    }
    for (const key of ["uniqueItems", "minContains", "maxContains"]) {
      if (schema[key] !== void 0)
        extraMeta[key] = schema[key];
    }
  }
  for (const key of Object.keys(schema)) {
    if (!RECOGNIZED_KEYS.has(key)) {
      assignProp(extraMeta, key, schema[key]);
    }
  }
  if (Object.keys(extraMeta).length > 0) {
    ctx.registry.add(baseSchema, extraMeta);
  }
  if (schema.description) {
    baseSchema = baseSchema.describe(schema.description);
  }
  return baseSchema;
}
function fromJSONSchema(schema, params) {
  if (typeof schema === "boolean") {
    return schema ? z.any() : z.never();
  }
  let normalized;
  try {
    normalized = JSON.parse(JSON.stringify(schema));
  } catch {
    throw new Error("fromJSONSchema input is not valid JSON (possibly cyclic); use $defs/$ref for recursive schemas");
  }
  const version = detectVersion(normalized, params?.defaultTarget);
  const defs = normalized.$defs || normalized.definitions || {};
  const ctx = {
    version,
    defs,
    refs: /* @__PURE__ */ new Map(),
    processing: /* @__PURE__ */ new Set(),
    rootSchema: normalized,
    registry: params?.registry ?? globalRegistry
  };
  return convertSchema(normalized, ctx);
}

// src/config/expect.ts
var CHECK_TEXT_MAX_CHARS = 32768;
var REGEX_MAX_CHARS = 8192;
var Strings = union([string().min(1), array(string().min(1)).min(1)]);
var CHECK_NAMES = [
  "contains",
  "not_contains",
  "regex",
  "json_schema",
  "one_of",
  "min_chars",
  "max_chars"
];
var JsonSchemaValue = union([record(string(), unknown()), boolean()]);
var EXPECT_RULES = [
  {
    id: "expect_regex",
    reads: ["regex"],
    check: (e) => typeof e.regex === "string" ? regexViolations(e.regex, ["regex"]) : []
  },
  {
    id: "expect_json_schema",
    reads: ["json_schema"],
    check: (e) => e.json_schema === void 0 ? [] : schemaViolations(e.json_schema)
  },
  {
    id: "expect_chars",
    reads: ["min_chars", "max_chars"],
    check: (e) => typeof e.min_chars === "number" && typeof e.max_chars === "number" && e.min_chars > e.max_chars ? [
      {
        path: ["min_chars"],
        message: `is ${e.min_chars}, above max_chars ${e.max_chars}: no answer could pass`,
        fix: "make min_chars at most max_chars"
      }
    ] : []
  }
];
var Expect = strictObject({
  /** The answer contains this text (each of these). */
  contains: Strings.optional(),
  /** The answer contains none of these. */
  not_contains: Strings.optional(),
  /** A JavaScript regular expression the answer matches (a search, not a whole match: anchor it with ^...$). */
  regex: string().min(1).optional(),
  /** The answer (or a tool call's arguments) parsed as JSON validates against this JSON Schema. */
  json_schema: JsonSchemaValue.optional(),
  /** The answer, trimmed, is exactly one of these. */
  one_of: Strings.optional(),
  min_chars: number().int().min(0).optional(),
  max_chars: number().int().min(1).optional()
}).superRefine(...enforce(EXPECT_RULES));
function hasNestedQuantifier(source) {
  const stack = [];
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") {
      i++;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      continue;
    }
    if (c === "[") inClass = true;
    else if (c === "(") stack.push(false);
    else if (c === ")") {
      const inner = stack.pop() ?? false;
      const next = source[i + 1];
      const quantified = next === "+" || next === "*" || next === "{" && /^\{\d+,\d*\}/.test(source.slice(i + 1));
      if (inner && quantified) return true;
      if (inner || quantified) markQuantified(stack);
    } else if (c === "+" || c === "*" || c === "{" && /^\{\d+,\d*\}/.test(source.slice(i))) markQuantified(stack);
  }
  return false;
}
function markQuantified(stack) {
  if (stack.length > 0) stack[stack.length - 1] = true;
}
function regexViolations(source, path) {
  try {
    new RegExp(source, "u");
  } catch (err) {
    return [
      { path, message: `is not a valid regular expression: ${err.message}`, fix: "correct the pattern" }
    ];
  }
  if (hasNestedQuantifier(source))
    return [
      {
        path,
        message: "has a quantified group that holds a quantifier (such as (a+)+), which can take exponential time on a hostile answer",
        fix: "quantify the inner part only, e.g. (ab)+ or a+ instead of (a+)+"
      }
    ];
  return [];
}
function patternsOf(schema, path, out) {
  if (Array.isArray(schema)) schema.forEach((s, i) => patternsOf(s, [...path, i], out));
  else if (typeof schema === "object" && schema !== null)
    for (const [k, v] of Object.entries(schema)) {
      if (k === "pattern" && typeof v === "string") out.push([v, [...path, k]]);
      else patternsOf(v, [...path, k], out);
    }
}
function schemaViolations(schema) {
  const patterns = [];
  patternsOf(schema, ["json_schema"], patterns);
  const bad = patterns.flatMap(([p, path]) => regexViolations(p, path));
  if (bad.length > 0) return bad;
  try {
    jsonSchemaOf(schema);
    return [];
  } catch (err) {
    return [
      {
        path: ["json_schema"],
        message: `is not a JSON Schema streamgauge can check: ${err.message}`,
        fix: "use the keywords of JSON Schema draft 2020-12 (type, properties, required, items, enum, ...) and $ref only within the schema"
      }
    ];
  }
}
function jsonSchemaOf(schema) {
  return fromJSONSchema(schema);
}
var listOf = (v) => v === void 0 ? [] : typeof v === "string" ? [v] : v;
function compileExpect(expect) {
  return {
    expect,
    regex: expect.regex === void 0 ? null : new RegExp(expect.regex, "u"),
    schema: expect.json_schema === void 0 ? null : jsonSchemaOf(expect.json_schema)
  };
}
function answerJson(text) {
  const tries = [text.trim()];
  const start = text.search(/[{[]/);
  const end = Math.max(text.lastIndexOf("}"), text.lastIndexOf("]"));
  if (start >= 0 && end > start) tries.push(text.slice(start, end + 1));
  for (const t of tries) {
    try {
      return { value: JSON.parse(t) };
    } catch {
    }
  }
  return void 0;
}
function checkAnswer(c, answer, chars = answer.length) {
  const e = c.expect;
  const text = answer.length > CHECK_TEXT_MAX_CHARS ? answer.slice(0, CHECK_TEXT_MAX_CHARS) : answer;
  const cut = chars > text.length;
  const holds = {
    contains: () => listOf(e.contains).every((s) => text.includes(s)),
    not_contains: () => listOf(e.not_contains).every((s) => !text.includes(s)),
    regex: () => c.regex.test(text.length > REGEX_MAX_CHARS ? text.slice(0, REGEX_MAX_CHARS) : text),
    json_schema: () => {
      if (cut) return false;
      const json = answerJson(text);
      return json !== void 0 && c.schema.safeParse(json.value).success;
    },
    one_of: () => !cut && listOf(e.one_of).includes(text.trim()),
    min_chars: () => chars >= e.min_chars,
    max_chars: () => chars <= e.max_chars
  };
  const failed = CHECK_NAMES.filter((name) => e[name] !== void 0 && !holds[name]());
  return { passed: failed.length === 0, failed };
}

// src/config/request-shape.ts
var TOOL_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
var TOOL_NAME_MESSAGE = 'must be 1 to 64 letters, digits, "_" or "-", starting with a letter or "_" (the names every API accepts)';
var MAX_TOOLS = 128;
var MAX_SCHEMA_CHARS = 1e5;
var MAX_IMAGES = 20;
var MAX_IMAGE_BYTES = 20 * 1024 * 1024;
var MAX_PROMPT_IMAGE_BYTES = 50 * 1024 * 1024;
var MAX_SYNTHETIC_SIDE = 2048;
var JsonSchema = record(string(), unknown()).refine((s) => (JSON.stringify(s) ?? "").length <= MAX_SCHEMA_CHARS, {
  message: `is longer than ${MAX_SCHEMA_CHARS} characters as JSON`
});
var Tool = strictObject({
  name: string().regex(TOOL_NAME, { message: TOOL_NAME_MESSAGE }),
  description: string().min(1).max(1e4).optional(),
  /** A JSON Schema of `type: object` (every API's function parameters are an object); absent: no parameters. */
  parameters: JsonSchema.refine((s) => s.type === "object", {
    message: "must be a JSON Schema with `type: object` (a tool takes named arguments)"
  }).optional()
});
var TOOL_CHOICE_KEYWORDS = ["auto", "required", "none"];
var ToolChoice = string().regex(TOOL_NAME, {
  message: `must be auto, required, none or the name of one of the prompt's tools (${TOOL_NAME_MESSAGE})`
});
var ResponseFormat = strictObject({
  /** The JSON Schema the answer must follow. */
  json_schema: JsonSchema,
  /** The schema's name where the API asks for one (OpenAI's); default "response". */
  name: string().regex(TOOL_NAME, { message: TOOL_NAME_MESSAGE }).optional(),
  /** OpenAI's strict mode (the schema must then list every property as required); default: the API's. */
  strict: boolean().optional()
});
var Side = number().int().min(1).max(MAX_SYNTHETIC_SIDE);
var ImageSpec = union([
  /** A PNG, JPEG, WebP or GIF file, relative to the config file; read when the config is loaded. */
  strictObject({ path: string().min(1) }),
  /** A PNG of this size generated from the seed (src/config/png.ts): the same seed, the same bytes. */
  strictObject({
    synthetic: strictObject({ width: Side, height: Side, seed: number().int().min(0).optional() })
  })
]);
var PROMPT_SHAPE_FIELDS = {
  tools: array(Tool).min(1).max(MAX_TOOLS).optional(),
  tool_choice: ToolChoice.optional(),
  response_format: ResponseFormat.optional(),
  images: array(ImageSpec).min(1).max(MAX_IMAGES).optional()
};
var toolNames = (p) => Array.isArray(p.tools) ? p.tools.flatMap((t) => isRecord(t) && typeof t.name === "string" ? [t.name] : []) : [];
var PROMPT_SHAPE_RULES = [
  {
    id: "tool_choice_tools",
    reads: ["tools", "tool_choice"],
    check: (p) => {
      if (typeof p.tool_choice !== "string") return [];
      const names = toolNames(p);
      if (names.length === 0)
        return [
          {
            path: ["tool_choice"],
            message: "is given but the prompt has no `tools:`",
            fix: "add `tools: [{ name, description, parameters }]` to the prompt, or remove tool_choice"
          }
        ];
      if (TOOL_CHOICE_KEYWORDS.includes(p.tool_choice) || names.includes(p.tool_choice))
        return [];
      return [
        {
          path: ["tool_choice"],
          message: `"${p.tool_choice}" is neither auto, required, none nor one of the prompt's tools (${names.join(", ")})`,
          fix: `use auto, required, none or one of: ${names.join(", ")}`
        }
      ];
    }
  },
  {
    id: "tool_names_unique",
    reads: ["tools"],
    check: (p) => {
      const seen = /* @__PURE__ */ new Set();
      return toolNames(p).flatMap((name, i) => {
        if (!seen.has(name)) {
          seen.add(name);
          return [];
        }
        return [
          { path: ["tools", i, "name"], message: `"${name}" names two tools`, fix: "give each tool its own name" }
        ];
      });
    }
  }
];
var LEAVE_OUT_CHOICE = "leave tool_choice out (the API then decides, as auto), or exclude this provider from the prompt";
var SHAPE_REFUSALS = {
  "openai-chat": {},
  "openai-responses": {},
  "azure-openai": {},
  anthropic: {
    response_format: {
      why: "Anthropic's Messages API has no response-format field (its JSON answers come from a tool's input_schema)",
      fix: "give the schema as a tool instead: tools: [{ name: answer, parameters: <schema> }] with tool_choice: answer, or exclude this provider from the prompt"
    }
  },
  gemini: {},
  bedrock: {
    tool_choice_none: {
      why: "Bedrock Converse's toolChoice is one of auto, any or tool: it has no none",
      fix: `${LEAVE_OUT_CHOICE}; to send no tools, leave tools out`
    },
    response_format: {
      why: "Bedrock Converse has no response-format field in its request",
      fix: "give the schema as a tool instead (tools: [{ name: answer, parameters: <schema> }], tool_choice: answer), or exclude this provider from the prompt"
    }
  },
  cohere: {
    tool_choice_name: {
      why: "Cohere v2 chat's tool_choice is REQUIRED or NONE only: it cannot name one tool",
      fix: "use tool_choice: required with only that tool in tools:, or leave tool_choice out"
    }
  },
  ollama: {
    tool_choice_required: {
      why: "Ollama's /api/chat has no tool_choice field: the model decides (auto)",
      fix: LEAVE_OUT_CHOICE
    },
    tool_choice_none: {
      why: "Ollama's /api/chat has no tool_choice field: the model decides (auto)",
      fix: LEAVE_OUT_CHOICE
    },
    tool_choice_name: {
      why: "Ollama's /api/chat has no tool_choice field: the model decides (auto)",
      fix: LEAVE_OUT_CHOICE
    }
  },
  "ollama-generate": {
    tools: {
      why: "Ollama's /api/generate takes no tools (its /api/chat does)",
      fix: "point base_url at the server (or at /api/chat) rather than /api/generate"
    }
  }
};
function shapeTarget(api, baseUrl) {
  if (api === "ollama") {
    let path = "";
    try {
      path = new URL(baseUrl).pathname.replace(/\/+$/, "");
    } catch {
    }
    return path.endsWith("/api/generate") ? "ollama-generate" : "ollama";
  }
  return api;
}
function featuresOf(p) {
  const out = [];
  if (Array.isArray(p.tools) && p.tools.length > 0) out.push({ feature: "tools", key: "tools" });
  if (typeof p.tool_choice === "string") {
    const c = p.tool_choice;
    const feature = c === "auto" ? "tool_choice_auto" : c === "required" ? "tool_choice_required" : c === "none" ? "tool_choice_none" : "tool_choice_name";
    out.push({ feature, key: "tool_choice" });
  }
  if (p.response_format !== void 0) out.push({ feature: "response_format", key: "response_format" });
  if (Array.isArray(p.images) && p.images.length > 0) out.push({ feature: "images", key: "images" });
  return out;
}
function excluded(cfg, provider, prompt) {
  if (!Array.isArray(cfg.exclude)) return false;
  return cfg.exclude.some(
    (e) => isRecord(e) && (e.provider !== void 0 || e.prompt !== void 0) && (e.provider === void 0 || e.provider === provider) && (e.prompt === void 0 || e.prompt === prompt)
  );
}
var shapesSupported = {
  id: "request_shape_supported",
  reads: ["providers", "prompts", "exclude"],
  check: (cfg) => {
    if (!Array.isArray(cfg.providers) || !Array.isArray(cfg.prompts)) return [];
    const out = [];
    for (const [i, p] of cfg.prompts.entries()) {
      if (!isRecord(p)) continue;
      const features = featuresOf(p);
      if (features.length === 0) continue;
      for (const prov of cfg.providers) {
        if (!isRecord(prov) || typeof prov.api !== "string" || excluded(cfg, prov.id, p.id)) continue;
        const target = shapeTarget(prov.api, typeof prov.base_url === "string" ? prov.base_url : "");
        const refusals = SHAPE_REFUSALS[target] ?? {};
        for (const { feature, key } of features) {
          const r = refusals[feature];
          if (r === void 0) continue;
          out.push({
            path: ["prompts", i, key],
            message: `provider "${String(prov.id)}" (${target}) cannot send it: ${r.why}`,
            fix: `${r.fix} (exclude: [{ provider: ${String(prov.id)}, prompt: ${String(p.id)} }])`
          });
        }
      }
    }
    return out;
  }
};

// src/config/schema.ts
var API_NAMES = [
  "openai-chat",
  "openai-responses",
  "anthropic",
  "gemini",
  "ollama",
  "cohere",
  "azure-openai",
  "bedrock"
];
var Id = string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
  message: 'must start with a letter or digit and use only letters, digits, ".", "_" and "-"'
});
var EnvName = string().regex(ENV_NAME, { message: ENV_NAME_MESSAGE });
var Timeout = strictObject({
  /** seconds from dispatch to the response headers */
  headers: number().positive().optional(),
  /** longest silence between reads after the headers, seconds */
  idle: number().positive().optional(),
  /** seconds from dispatch to the end of the body */
  total: number().positive().optional()
});
var Overridable = {
  repetitions: number().int().min(1).optional(),
  warmup: number().int().min(0).optional(),
  concurrency: number().int().min(1).optional(),
  max_tokens: number().int().min(1).optional(),
  cache_bust: boolean().optional(),
  timeout: Timeout.optional(),
  /**
   * MiB of response body (decoded, so a compression bomb is caught) one
   * request may read before it is aborted with error kind too_large.
   */
  max_response_mb: number().positive().optional(),
  /**
   * Connection failures in a row (no response in between) after which a
   * provider's remaining requests are not sent (error kind not_sent): a dead
   * endpoint is reported once, not hammered for the rest of the run.
   */
  max_consecutive_connect_errors: number().int().min(1).optional(),
  /**
   * Ask for a compressed response (Accept-Encoding: gzip, deflate, br, as the
   * official SDKs' HTTP clients do; default true). false sends
   * `Accept-Encoding: identity`: see docs/server-metrics.md for what
   * compression does to first-byte timing.
   */
  compression: boolean().optional()
};
var SERVER_SERIES = [
  "running",
  "waiting",
  "kv_cache_usage",
  "generation_tokens",
  "prompt_tokens",
  "preemptions",
  "prefix_cache_queries",
  "prefix_cache_hits",
  "prefix_cache_hit_rate",
  "ttft_seconds",
  "queue_seconds"
];
var MetricsMapConfig = strictObject(
  Object.fromEntries(
    SERVER_SERIES.map((k) => [
      k,
      string().regex(/^[a-zA-Z_:][a-zA-Z0-9_:]*$/, {
        message: "must be a Prometheus series name such as my_server:generated_tokens_total"
      }).optional()
    ])
  )
);
var Defaults = strictObject(Overridable);
var ProviderConfig = strictObject({
  id: Id,
  api: _enum(API_NAMES),
  base_url: url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://api.openai.com/v1" }),
  model: string().min(1),
  api_key_env: EnvName.optional(),
  headers: record(string(), string()).optional(),
  body: record(string(), unknown()).optional(),
  /**
   * Text inside `<think>...</think>` in the answer is reasoning (default
   * false). For servers that stream a reasoning model's thoughts inline in
   * the content: honoured by openai-chat, azure-openai and ollama.
   */
  think_tags: boolean().optional(),
  /**
   * The server's Prometheus/OpenMetrics endpoint (vLLM, SGLang, llama.cpp
   * `--metrics`, TGI: usually BASE/metrics), polled while this provider is
   * measured; samples go to server_metrics.ndjson (docs/server-metrics.md).
   */
  metrics_url: url({ protocol: /^https?$/, message: "must be an http(s) URL such as http://localhost:8000/metrics" }).optional(),
  /** Seconds between scrapes (default 1); a scrape is also taken at each stage's start and end. */
  metrics_interval_s: number().min(0.05).max(3600).optional(),
  /** For servers streamgauge does not know: which series holds each figure. */
  metrics_map: MetricsMapConfig.optional(),
  /** bedrock: the AWS region to sign for; by default the one in base_url's host name, else us-east-1. */
  region: string().regex(/^[a-z]{2}(-[a-z]+)+-\d+$/, { message: "must be an AWS region such as us-east-1" }).optional(),
  ...Overridable
});
var Message = strictObject({
  role: _enum(["system", "user", "assistant", "developer"]),
  content: string()
});
var TokenCount = union([
  number().int().min(1),
  strictObject({
    mean: number().positive(),
    stddev: number().min(0),
    min: number().int().min(1),
    max: number().int().min(1)
  }).superRefine(...enforce(TOKEN_COUNT_RULES)),
  ...LengthDist.options
]);
var Synthetic = strictObject({
  input_tokens: TokenCount,
  /** Sets max_tokens; a response below 90% of it is flagged short_output. */
  output_tokens: TokenCount,
  /** Leading tokens every request of this prompt shares (a cacheable head); 0 = none. */
  prefix_tokens: number().int().min(0).optional(),
  /** Same seed, same texts. */
  seed: number().int().min(0).optional()
}).superRefine(...enforce(SYNTHETIC_RULES));
var Dataset = strictObject({
  /** Relative to the config file. */
  path: string().min(1),
  format: _enum(["sharegpt", "chat_jsonl"]),
  /** Which sample of the file, in which order: the same seed sends the same records. */
  seed: number().int().min(0).optional(),
  min_input_tokens: number().int().min(1).optional(),
  max_input_tokens: number().int().min(1).optional(),
  /** `dataset`: each request's max_tokens is the length of the answer the dataset had; `fixed` (default): the prompt's max_tokens. */
  output_tokens_from: _enum(["dataset", "fixed"]).optional()
}).superRefine(...enforce(DATASET_RULES));
var Millis = union([number().min(0), LengthDist]);
var SyntheticConversations = strictObject({
  sessions: number().int().min(1),
  turns: number().int().min(1),
  /** Reference tokens of each user turn. */
  user_tokens: TokenCount,
  /** The user's think time before each turn after the first, ms. */
  think_ms: Millis.optional(),
  /** Each turn's max_tokens (default: the prompt's max_tokens, else the provider's). */
  output_tokens: TokenCount.optional(),
  /** Tokens of a system message every session starts with (a shared head). */
  system_tokens: number().int().min(1).optional(),
  seed: number().int().min(0).optional()
});
var PromptConfig = strictObject({
  id: Id,
  prompt: string().min(1).optional(),
  messages: array(Message).min(1).optional(),
  synthetic: Synthetic.optional(),
  /** JSONL, one `{"prompt": ...}` or `{"messages": [...]}` (and optional "max_tokens") a line; relative to the config file. */
  file: string().min(1).optional(),
  /** A ShareGPT or chat JSONL file of the user's (see Dataset). */
  dataset: Dataset.optional(),
  /** Sessions of turns: a JSONL file (one session a line) or synthetic sessions. */
  conversations: union([string().min(1), SyntheticConversations]).optional(),
  max_tokens: number().int().min(1).optional(),
  /** Answer checks on the timed requests (src/config/expect.ts); each request then has `check`. */
  expect: Expect.optional(),
  /** tools, tool_choice, response_format and images (src/config/request-shape.ts, docs/request-shapes.md). */
  ...PROMPT_SHAPE_FIELDS,
  /** An agent loop over the prompt's tools (src/config/agent.ts, docs/agents.md). */
  agent: Agent.optional()
}).superRefine(...enforce([...PROMPT_RULES, ...PROMPT_SHAPE_RULES, ...AGENT_RULES]));
var ARRIVALS = ["poisson", "constant", "gamma"];
var Stage = strictObject({
  /** Closed loop: keep this many requests in flight. */
  concurrency: number().int().min(1).optional(),
  /** Open loop: requests per second. */
  rate: number().positive().optional(),
  arrival: _enum(ARRIVALS).optional(),
  /** gamma only: the shape; 1 is Poisson, below 1 burstier, above 1 steadier. */
  burstiness: number().positive().optional(),
  /** Open loop: at most this many in flight; an arrival past it waits (and its lag is recorded). */
  max_concurrency: number().int().min(1).optional(),
  /** Replay: a JSONL trace sent at its recorded offsets (src/config/replay.ts); relative to the config file. */
  replay: string().min(1).optional(),
  /** Replay only: time scale, 2 sends the trace in half its time (default 1). */
  speedup: number().positive().optional()
}).superRefine(...enforce(STAGE_RULES));
var Sweep = strictObject({
  over: _enum(["concurrency", "rate"]),
  /** over: concurrency, the values in order. */
  values: array(number().int().min(1)).min(1).optional(),
  /** over: rate, how many stages: one stream, as fast as it goes, then stages - 2 rates between. */
  stages: number().int().min(2).optional(),
  arrival: _enum(ARRIVALS).optional(),
  burstiness: number().positive().optional(),
  max_concurrency: number().int().min(1).optional()
}).superRefine(...enforce(SWEEP_RULES));
var Slo = strictObject({
  ttft_ms: number().positive().optional(),
  tpot_ms: number().positive().optional(),
  e2e_ms: number().positive().optional(),
  /** The share of requests that must be good for the stage to meet the objective. */
  fraction: number().positive().max(1).optional()
}).superRefine(...enforce(SLO_RULES));
var Load = strictObject({
  /** Seconds per stage (or `requests` per stage). */
  duration_s: number().positive().optional(),
  requests: number().int().min(1).optional(),
  /** Requests dispatched in a stage's first warmup_s seconds are warmups. */
  warmup_s: number().min(0).optional(),
  stages: array(Stage).min(1).optional(),
  sweep: Sweep.optional(),
  slo: Slo.optional()
}).superRefine(...enforce(LOAD_RULES));
var ValidityThreshold = strictObject({
  degraded: number().min(0).max(1).optional(),
  untrusted: number().min(0).max(1).nullable().optional()
}).refine((t) => t.degraded === void 0 || t.untrusted == null || t.untrusted >= t.degraded, {
  message: "untrusted must be at least degraded (a share past untrusted is past degraded too)"
});
var VALIDITY_SHARE_SIGNALS = [
  "client_stalled",
  "generator_limited",
  "buffered",
  "coarse",
  "failures",
  "token_mismatch",
  "reconciliation"
];
var Analysis = strictObject({
  min_content_reads: number().int().min(1).default(3),
  min_generation_s: number().min(0).default(0.1),
  max_plausible_tps: number().positive().default(5e3),
  /**
   * Share by which the provider's token count may differ from the reference
   * tokenizer's before the request is flagged (providers tokenize
   * differently; 0.35 leaves room for that and still catches a count that
   * is wrong, e.g. usage of another request or of the prompt).
   */
  max_token_disagreement: number().min(0).default(0.35),
  /**
   * Which count the rates divide: `native` (the provider's usage, else the
   * reference tokenizer, else chars/4) or `reference` (the reference
   * tokenizer for every provider, so rates compare across tokenizers).
   */
  rate_tokens: _enum(["native", "reference"]).default("native"),
  /**
   * Tokens per content read above which a streamed response is `coarse`
   * (its reads carry many tokens each, so its TTFT may be late by up to one
   * read interval): see docs/metrics.md, "Stream timing detail", for why 8.
   */
  max_tokens_per_read: number().positive().default(8),
  /**
   * A request whose content interval overlapped a stall of the client's own
   * event loop longer than this (ms) is flagged client_stalled: its reads
   * were stamped late and together, so its rates and ITL are left out.
   */
  max_client_stall_ms: number().positive().default(20),
  /**
   * Targets of the fluidity index (docs/metrics.md, "Fluidity"): the first
   * token's deadline (ttft_ms), the step between later ones (tpot_ms), and
   * the index a request must reach to count as fluid (target_index). A
   * target left out comes from load.slo; without both, no fluidity figures.
   * Absent from results.json's analysis unless set or taken from load.slo.
   */
  fluidity: strictObject({
    ttft_ms: number().positive().optional(),
    tpot_ms: number().positive().optional(),
    target_index: number().min(0).max(1).optional()
  }).optional(),
  /**
   * The prompts' `expect:` blocks by prompt id, as the run judged its answers
   * by them (results.json records them, so `reanalyze` re-checks alike). The
   * run fills it in: a config writes `expect:` on each prompt (CONFIG_RULES).
   */
  expect: record(string(), Expect).optional(),
  /**
   * Thresholds of the validity signals by name, each `{ degraded, untrusted }`
   * as shares 0..1 (docs/validity.md); a signal or bound left out keeps its
   * default. Absent from results.json's analysis unless set.
   */
  validity: strictObject(
    Object.fromEntries(VALIDITY_SHARE_SIGNALS.map((k) => [k, ValidityThreshold.optional()]))
  ).optional()
});
var DEFAULT_ANALYSIS = Analysis.parse({});
var DEFAULT_TIMELINES_PER_GROUP = 200;
var Report = strictObject({
  timelines_per_group: number().int().min(1).default(DEFAULT_TIMELINES_PER_GROUP)
});
var ServerMetricsEntry = strictObject({
  url: url({ protocol: /^https?$/, message: "must be an http(s) URL such as http://localhost:8000/metrics" }),
  providers: array(Id).min(1).optional(),
  interval_s: number().min(0.05).max(3600).optional(),
  map: MetricsMapConfig.optional()
});
var RunSettings = strictObject({
  measurer_threads: union([number().int().min(0).max(64), literal("main"), literal("auto")], {
    message: 'must be a whole number of threads from 0 to 64, "auto" (one per core) or "main" (no threads)'
  }).optional()
});
var Config = strictObject({
  defaults: Defaults.optional(),
  parallel_providers: number().int().min(1).default(4),
  analysis: Analysis.default(DEFAULT_ANALYSIS),
  providers: array(ProviderConfig).min(1, { message: "list at least one provider" }),
  prompts: array(PromptConfig).min(1, { message: "list at least one prompt" }),
  exclude: array(
    strictObject({ provider: Id.optional(), prompt: Id.optional() }).superRefine(...enforce(EXCLUDE_ENTRY_RULES))
  ).default([]),
  /** Stages of load per provider x prompt (see docs/load.md); without it, repetitions x concurrency. */
  load: Load.optional(),
  /** What report.html holds (docs/scale.md). */
  report: Report.default({ timelines_per_group: DEFAULT_TIMELINES_PER_GROUP }),
  /** Metrics endpoints named once for several providers (docs/server-metrics.md). */
  server_metrics: array(ServerMetricsEntry).optional(),
  /** How the run runs: measurer threads (docs/configuration.md). */
  run: RunSettings.optional()
}).superRefine(...enforce([...CONFIG_RULES, shapesSupported]));
var BUILTIN_DEFAULTS = {
  repetitions: 5,
  warmup: 1,
  concurrency: 1,
  max_tokens: 256,
  cache_bust: true,
  timeout: { headers: 30, idle: 30, total: 300 },
  max_response_mb: 64,
  max_consecutive_connect_errors: 5
};

// src/history/history.ts
import { createHash } from "node:crypto";

// src/analyze/types.ts
var RESULTS_SCHEMA = "streamgauge.results/1";
var MARKS = /* @__PURE__ */ new WeakMap();
function marked(s, mark) {
  const copy = s.clone();
  MARKS.set(copy, /* @__PURE__ */ new Set([...MARKS.get(s) ?? [], mark]));
  return copy;
}
var hasMark = (s, mark) => MARKS.get(s)?.has(mark) ?? false;
var fromTheStart = (s) => marked(s, "from_the_start");
var isFromTheStart = (s) => hasMark(s, "from_the_start");
var inNameOrder = (s) => marked(s, "in_name_order");
var isInNameOrder = (s) => hasMark(s, "in_name_order");
var addedLater = (s) => marked(s, "added_later");
var isAddedLater = (s) => hasMark(s, "added_later");
var declaredElsewhere = () => custom();
var figureKey = () => custom((v) => typeof v === "string");
var count = number().int().nonnegative();
var nullableNumber = number().nullable();
var nullableString = string().nullable();
var MeanMax = object({ mean: number(), max: number() });
var ServerQuantiles = object({ p50: number(), p90: number(), p99: number() });
var ReconciliationReason = _enum([
  "failed_requests",
  "other_clients",
  "counter_reset",
  "server_counts_fewer"
]);
var Reconciliation = object({
  /** delivered_output_tps: every output token that arrived in the window / window_s. */
  client_tps: nullableNumber,
  /** Generated tokens the server counted in the window / window_s. */
  server_tps: nullableNumber,
  /** client_tps / server_tps; null when either is missing. */
  ratio: nullableNumber,
  /** True when the two are more than 5% apart (or the server's counter went back). */
  flagged: boolean(),
  reason: ReconciliationReason.nullable(),
  /** The reason in words, with the counts behind it; null when not flagged. */
  detail: nullableString,
  /**
   * Tokens of this client's own requests outside the window (a stage's
   * warmups, other prompts on the same server) that arrived between the two
   * reads bracketing it: the server counted them too, so they are taken off
   * its count before the two are compared (server_tps is net of them).
   */
  outside_tokens: number()
});
var ServerFigures = object({
  /** The server the series were recognised as (vllm, sglang, llamacpp, tgi), custom (metrics_map only), or null. */
  family: nullableString,
  /** Scrapes that answered within the window (its bracketing two included), and those that failed. */
  scrapes: number(),
  failed_scrapes: number(),
  tokens_per_s: nullableNumber,
  prompt_tokens_per_s: nullableNumber,
  /** Generated tokens the server counted in the window. */
  generation_tokens: nullableNumber,
  running: MeanMax.nullable(),
  waiting: MeanMax.nullable(),
  /** 0..1 */
  kv_cache_usage_max: nullableNumber,
  /** 0..1: hits / queries over the window, or the server's own hit-rate gauge (mean). */
  prefix_cache_hit_rate: nullableNumber,
  preemptions: nullableNumber,
  ttft_ms: ServerQuantiles.nullable(),
  queue_ms: ServerQuantiles.nullable(),
  /**
   * The client's mean TTFT taken apart with the histograms' means (their
   * _sum / _count deltas: exact, where bucket quantiles are interpolated):
   * the server's queue time, the rest of the server's TTFT (prefill and the
   * first step), and what neither server figure holds (network, proxies, the
   * client). Null without the server's TTFT histogram.
   */
  ttft_split_ms: object({ queue: nullableNumber, prefill: nullableNumber, network: nullableNumber }).nullable(),
  reconciliation: Reconciliation
});
var CiInfo = object({
  provider: literal("github"),
  run_id: string(),
  run_attempt: number(),
  sha: string(),
  ref: string(),
  repository: string(),
  /** GITHUB_SERVER_URL (https://github.com, or a GitHub Enterprise host), for links to the run; absent in older runs. */
  server_url: addedLater(string().optional())
});
var ClientStalls = object({
  /** Lateness of the loop's sampling ticks, ms: the stall each tick saw (src/measure/stall.ts). */
  p50: number(),
  p99: number(),
  max: number(),
  /** Stalls longer than the threshold, each counted once. */
  count_over_threshold: number(),
  /** The threshold counted against (analysis.max_client_stall_ms). */
  threshold_ms: number(),
  /** Ticks sampled. */
  samples: number()
});
var RunStartAt = object({
  /** ISO 8601: the shared start every shard was given. */
  at: string(),
  /** How long the run waited for it, ms (0 when it arrived after it). */
  waited_ms: number(),
  /** How long after it the run was ready, ms (0 when it waited); a load run then joined at the stage under way. */
  late_ms: number(),
  /** This machine's wall clock against the provider's HTTP Date headers; null when no response carried one. */
  clock_offset: declaredElsewhere().nullable()
});
var ValidityVerdict = _enum(["trusted", "degraded", "untrusted"]);
var ValiditySignal = _enum([...VALIDITY_SHARE_SIGNALS, "too_few_samples"]);
var ValidityReason = object({
  signal: ValiditySignal,
  verdict: ValidityVerdict.exclude(["trusted"]),
  value: number(),
  threshold: number(),
  detail: string(),
  /** On run.validity: the group the reason is of. */
  provider: string().optional(),
  prompt: string().optional(),
  location: string().optional()
});
var Validity = object({ verdict: ValidityVerdict, reasons: array(ValidityReason) });
var RunInfo = object({
  tool_version: string(),
  node_version: string(),
  platform: string(),
  arch: string(),
  /** ISO 8601 */
  started_at: fromTheStart(string()),
  /** ISO 8601 */
  finished_at: string(),
  /** ISO 8601: set when `reanalyze` re-labelled the run's traces (started_at/finished_at stay the run's). */
  reanalyzed_at: string().optional(),
  /** hex; empty when unknown (a run re-analyzed without its results.json). */
  config_sha256: string(),
  /** The config file as given on the command line, or null when there was none (e.g. the demo). */
  config_file: nullableString,
  /** 1-based index of this shard and the shard count, or null when the run was not sharded. */
  shard: object({ index: number(), count: number() }).nullable(),
  ci: CiInfo.nullable(),
  // Added later, in name order:
  /**
   * The client's event-loop stalls over the run (ticks' lateness, ms), and
   * how many stalls exceeded the run's analysis.max_client_stall_ms. Absent
   * for runs measured without the monitor (merged runs: each shard's own
   * stays in its results).
   */
  client_stalls: addedLater(inNameOrder(ClientStalls.optional())),
  /** `--location` / the Action's `location`: where the client ran; absent when none was given. */
  location: addedLater(string().optional()),
  /**
   * Providers of the config left out because their key variable was unset or
   * empty (`on-missing-key: skip`), each with the reason naming the variable;
   * absent when none was.
   */
  skipped_providers: addedLater(
    inNameOrder(array(object({ provider: string(), reason: string() })).optional())
  ),
  /** `--start-at` (design.md "Past one runner"): the shared start and how this run met it; absent without it. */
  start_at: addedLater(inNameOrder(RunStartAt.optional())),
  /** The worst of the groups' validity, with every group's reasons (analyze/validity.ts); absent in older results. */
  validity: addedLater(Validity.optional())
});
var Outcome = _enum(["streamed", "buffered", "error"]);
var BufferedRule = _enum(["content_reads", "generation_interval"]);
var Borderline = object({
  rule: BufferedRule,
  value: number(),
  threshold: number()
});
var ResultErrorKind = union([ErrorKind, literal("empty_output")]);
var Metric = _enum(["post_first_content", "end_to_end"]);
var TokenSource = union([
  literal("usage"),
  literal("server"),
  templateLiteral(["tokenizer:", string()]),
  literal("estimate")
]);
var StreamingVerdict = _enum(["observed", "not_observed", "mixed", "unknown"]);
var RateTokenBasis = _enum(["output_tokens", "streamed_tokens"]);
var HiddenReasoningEstimate = _enum([
  "exact",
  "summary_scaled",
  "summary_reference",
  "summary_chars",
  "beyond_reference"
]);
var Chunking = _enum(["fine", "coarse"]);
var FirstReadTokensBasis = _enum(["server_count", "chars"]);
var TokenCount2 = object({
  output_tokens: fromTheStart(number()),
  reasoning_tokens: nullableNumber,
  /** Where `output_tokens` (the count the rates divide) came from. */
  token_source: TokenSource,
  /** The provider's own count (usage or server counter), null when it gave none. */
  usage_output_tokens: nullableNumber,
  /** The same text counted by the shared reference tokenizer, null when not counted. */
  reference_output_tokens: nullableNumber,
  reference_tokenizer: nullableString,
  /** (provider count - reference count) / reference count, over comparable text; null when not comparable. */
  token_disagreement: nullableNumber
});
var StreamTiming = object({
  /** Streamed tokens credited to the first content read. */
  first_read_tokens: nullableNumber,
  /** server_count (a running count on every content read) or chars (apportioned by the reads' chars). */
  first_read_tokens_basis: FirstReadTokensBasis.nullable(),
  /** (last_content - first_content) / (streamed tokens - first_read_tokens). */
  tpot_ms: nullableNumber,
  /** 1000 / tpot_ms: the rate after the first read. */
  decode_tps: nullableNumber,
  /** Streamed tokens / content_reads. */
  tokens_per_content_read: nullableNumber,
  chunking: Chunking.nullable(),
  /** The longest silence between two content reads after first content. */
  max_gap_ms: nullableNumber
});
var RequestColumns = object({
  id: fromTheStart(string()),
  provider: fromTheStart(string()),
  model: fromTheStart(string()),
  prompt: fromTheStart(string()),
  rep: number(),
  warmup: fromTheStart(boolean()),
  outcome: fromTheStart(Outcome),
  /** The buffered guard that fired (the reads rule when both hold); null unless buffered. */
  buffered_rule: BufferedRule.nullable(),
  /** The streamed/buffered label lies within a rule's margin (null otherwise; absent in results written before it). */
  borderline: inNameOrder(Borderline.nullable().optional()),
  error_kind: ResultErrorKind.nullable(),
  error_message: nullableString,
  http_status: nullableNumber,
  /** The throughput figure this request reports: null on error. */
  metric: Metric.nullable(),
  /** First content; null when buffered or error. */
  ttft_ms: fromTheStart(nullableNumber),
  /** First answer text; null when buffered or error (or when no answer text came). */
  ttfa_ms: nullableNumber,
  first_byte_ms: nullableNumber,
  headers_ms: nullableNumber,
  /** at.sent: the request fully written; null when not recorded. */
  sent_ms: nullableNumber,
  /**
   * True when the request went out on a connection opened for it (its TTFT
   * then includes DNS, TCP and TLS), false on a reused one, null when not
   * measured (an older trace, or no connection was made).
   */
  new_connection: boolean().nullable(),
  /** dns_ms + tcp_ms + tls_ms of a new connection; null otherwise. */
  connect_ms: nullableNumber,
  dns_ms: nullableNumber,
  tcp_ms: nullableNumber,
  tls_ms: nullableNumber,
  /**
   * Times the request was sent again after meeting a stale pooled
   * connection (trace `retries`); its timings are the answering attempt's.
   * Absent in results written before it was counted.
   */
  retries: number().optional(),
  first_content_ms: nullableNumber,
  /** at.end: dispatch to the body fully read (or to where a failed request stopped). */
  total_ms: fromTheStart(nullableNumber),
  /** end - first_content: the interval the buffered guard judged. */
  generation_ms: nullableNumber,
  content_reads: number(),
  ...TokenCount2.shape,
  /** True when |token_disagreement| exceeds max_token_disagreement. */
  token_mismatch: boolean(),
  /**
   * Tokens that arrived as text: output_tokens minus hidden_reasoning_tokens.
   * The streaming rate (post_first_content_tps) divides this count.
   */
  streamed_tokens: number(),
  /** Reasoning the provider counted but never streamed (exact or estimated, see the estimate); 0 when none. */
  hidden_reasoning_tokens: number(),
  hidden_reasoning_estimate: HiddenReasoningEstimate.nullable(),
  /** The streamed reasoning text in provider tokens (estimated from its reference count); null when unknown. */
  streamed_reasoning_tokens: nullableNumber,
  rate_token_basis: RateTokenBasis,
  /** Prompt tokens the provider served from its prompt cache (usage, or llama.cpp timings.cache_n); null when it said nothing. */
  input_cached_tokens: nullableNumber,
  /** input_cached_tokens / the whole prompt's tokens (0..1); null when either is unknown. */
  input_cached_share: nullableNumber,
  /** The server's own generation interval, when it reports one (Ollama eval_duration, Groq completion_time, ...). */
  server_generation_ms: nullableNumber,
  /** Tokens / the server's generation interval: a third figure, never merged with the client-observed two. */
  server_tps: nullableNumber,
  /** streamed_tokens / generation interval; null when buffered or error (or the interval is 0). */
  post_first_content_tps: fromTheStart(nullableNumber),
  /** output_tokens / total time; null on error (or when the total time is 0). */
  end_to_end_tps: fromTheStart(nullableNumber),
  /** True when any reported rate exceeds max_plausible_tps (or is undefined over a zero-length interval). */
  implausible: boolean(),
  // Stream timing detail (design.md): null unless streamed.
  ...StreamTiming.shape,
  /** The provider said the answer was cut by a length limit (finish_reason length, MAX_TOKENS, ...). Not an error. */
  truncated: boolean(),
  /** The provider said a content filter ended or blocked the answer (finish_reason content_filter, SAFETY, ...). */
  content_filtered: boolean()
});
var Served = object({
  model: nullableString,
  fingerprint: nullableString,
  region: nullableString,
  /** The provider's own time before it answered, ms. */
  processing_ms: nullableNumber
});
var ServedModel = object({ model: nullableString, fingerprint: nullableString, n: count });
var RequestResult = RequestColumns.extend({
  /**
   * The longest stall of the client's own event loop that overlapped the
   * content interval (ms); 0 when none did; null when not measured (older
   * traces) or the request had no content interval.
   */
  /**
   * The answer checks of the prompt's `expect:` (src/config/expect.ts): passed,
   * and the checks that failed, in CHECK_NAMES order; null for a failed
   * request or a prompt without `expect:`; absent when no prompt of the run has one.
   */
  check: addedLater(
    object({
      passed: boolean(),
      failed: array(string()),
      /** The first failed answer of its group: its opening (scrubbed, control characters removed, 80 characters). */
      opening: string().optional()
    }).nullable().optional()
  ),
  client_stall_ms: addedLater(nullableNumber.optional()),
  /**
   * client_stall_ms above analysis.max_client_stall_ms: the reads were
   * stamped late and together, so the request's rates and ITL are left out
   * of summaries and rankings (and it is not judged implausible).
   */
  client_stalled: addedLater(boolean().optional()),
  /**
   * Streamed, with fluidity targets (analysis.fluidity): on-time tokens /
   * (on-time tokens + missed deadlines), 0..1 (docs/metrics.md "Fluidity");
   * null otherwise; absent in results written before it.
   */
  fluidity_index: addedLater(nullableNumber.optional()),
  /** A load run: the stage the request ran in (trace load.stage); absent otherwise. */
  load_stage: addedLater(number().optional()),
  /** The trace's location (`--location`); absent when the run named none. */
  location: addedLater(string().optional()),
  /** The token deadlines fluidity_index counts as missed; null when it is null. */
  missed_deadlines: addedLater(nullableNumber.optional()),
  /** A synthetic prompt's output target (its max_tokens); absent for other prompts. */
  output_target_tokens: addedLater(number().optional()),
  /** What answered (model, fingerprint, region, processing_ms); absent in results that predate it. */
  served: addedLater(Served.optional()),
  /** A conversation: the session (0-based) and the turn in it (0-based); absent otherwise. */
  session: addedLater(number().optional()),
  /** output_tokens below 90% of output_target_tokens; absent for other prompts. */
  short_output: addedLater(boolean().optional()),
  /** An agent session's step (model call), 0-based, with `session`; absent outside agent sessions. */
  step: addedLater(number().optional()),
  /** An agent session's last step: why the session ended there (the trace's agent_end); absent otherwise. */
  agent_end: addedLater(TraceAgentEnd.optional()),
  /** Characters of the tool calls' arguments received; absent when the response made no tool call (as every tool_ field). */
  tool_args_chars: addedLater(count.optional()),
  /**
   * Whether the arguments streamed: over at least min_content_reads reads,
   * first to last at least min_generation_s apart; false when buffered (one
   * read, or all at once); null for a failed request or calls without arguments.
   */
  tool_args_streamed: addedLater(boolean().nullable().optional()),
  /**
   * The arguments rate: their tokens after the first arguments read over
   * (last − first arguments read), tokens by the request's own characters
   * per token; null unless tool_args_streamed (and the client did not stall).
   */
  tool_args_tps: addedLater(nullableNumber.optional()),
  /** Tool calls the response made (at most 64 are kept). */
  tool_calls: addedLater(count.optional()),
  /** Time from dispatch to the first tool-call content (its name or first argument delta); null for a failed request. */
  ttftc_ms: addedLater(nullableNumber.optional()),
  /**
   * Time to second token: dispatch to the content read that carried the
   * second streamed token (ttft_ms when the first read carried two); null
   * unless streamed with two tokens or more.
   */
  ttst_ms: addedLater(nullableNumber.optional()),
  turn: addedLater(number().optional()),
  /** Bytes of the images the request sent (a prompt's `images:`); absent when it sent none. */
  image_bytes: addedLater(number().optional())
});
var Summary = object(
  Object.fromEntries(SUMMARY_KEYS.map((k) => [k, number()]))
);
var summary = Summary.nullable();
var FluiditySummary = Summary.extend({ p10: number() });
var fluiditySummary = FluiditySummary.nullable();
var TurnFigures = object({
  /** 0-based. */
  turn: number(),
  /** Measured requests at this turn. */
  n: number(),
  errors: number(),
  /** Streamed requests only, as the group's ttft_ms. */
  ttft_ms: summary,
  /** Provider-reported prompt tokens (the context so far), p50; null when no provider said. */
  input_tokens_p50: nullableNumber,
  /** p50 of input_cached_tokens / input_tokens over the requests whose provider reported both; null otherwise. */
  input_cached_share: nullableNumber,
  /** With an slo: the share of this turn's requests that met it (errors count as not good); null without. */
  good_fraction: nullableNumber
});
var SessionFigures = object({
  /** Sessions with at least one measured turn. */
  n: number(),
  /** Turns sent per session. */
  turns: summary,
  /** First turn's dispatch to the last turn's end, ms: the user's whole conversation. */
  duration_ms: summary,
  /** Output tokens over the session's turns. */
  output_tokens: summary,
  /** Sessions in which a turn failed (the session stops at a failed turn). */
  failed: number()
});
var SentLengths = object({
  source: _enum(["synthetic", "dataset", "replay", "conversation"]),
  /** Reference tokens of the prompts sent (the cache-bust prefix aside); null when unknown (conversations: see by_turn). */
  input_tokens: summary,
  /** The max_tokens sent. */
  max_tokens: summary,
  /** Output tokens received (successful requests). */
  output_tokens: summary,
  /** Synthetic prompts: the distributions asked for, in words; null otherwise. */
  asked: object({ input_tokens: string(), output_tokens: string() }).nullable()
});
var GroupHiddenReasoning = object({
  requests: number(),
  /** Of the group's successful measured requests. */
  of: number(),
  hidden_tokens_p50: number(),
  output_tokens_p50: number(),
  streamed_tokens_p50: number(),
  /** True when any of the counts was estimated (not `exact`). */
  estimated: boolean(),
  /** True when the streaming rates divided streamed_tokens (false with rate_tokens: reference, which counts received text). */
  rates_exclude_hidden: boolean()
});
var UnrankedReason = _enum(["no_values", "too_few_samples", "implausible", "mostly_failed"]);
var GroupRank = object({
  /** 1-based place by p50 (fastest first), equal p50s in run order. */
  rank: number(),
  /** The 95% interval of the place over the resamples (it always holds `rank`). */
  low: number(),
  high: number(),
  /** Share of the resamples in which the group took place `rank` (0-1). */
  share: number(),
  /** Groups in this ranking. */
  of: number(),
  /**
   * True when flipping the run's borderline labels (see Borderline) would
   * change this place or the groups ranked; `low`/`high` and `of` then cover
   * both labellings. Absent in results written before it.
   */
  label_sensitive: boolean().optional()
});
var Interval = object({ low: number(), high: number() });
var GroupInterval = Interval.extend({ level: number() });
var groupInterval = GroupInterval.nullable();
var StepFigures = object({
  /** 0-based: the session's first model call is step 0. */
  step: number(),
  /** Measured requests at this step. */
  n: number(),
  /** Streamed requests only, as the group's ttft_ms. */
  ttft_ms: summary,
  /** p50 of input_cached_tokens / input_tokens over the requests whose provider reported both; null otherwise. */
  input_cached_share: nullableNumber,
  errors: number(),
  /** Provider-reported prompt tokens (the context so far), p50; null when no provider said. */
  input_tokens_p50: nullableNumber
});
var SessionTime = Summary.extend({
  /** Over all sessions of the group: wall_ms.total = model_ms.total + tool_ms.total. */
  total: number(),
  /** Percentile-bootstrap intervals, seeded as the group's figures; null below min_samples sessions. */
  p50_ci: GroupInterval.nullable(),
  p90_ci: GroupInterval.nullable()
});
var SessionsSummary = object({
  /** Sessions with at least one measured step. */
  n: number(),
  /** Model calls per session, p50. */
  steps_p50: nullableNumber,
  wall_ms: SessionTime.nullable(),
  model_ms: SessionTime.nullable(),
  tool_ms: SessionTime.nullable(),
  /** Sessions in which a step failed. */
  failed: number(),
  /** Model calls per session, p90. */
  steps_p90: nullableNumber,
  /**
   * Sessions ended by a cap on what an answer carries into the next step
   * (docs/agents.md, "Caps"), by reason, in AGENT_END_REASONS order; only
   * reasons that ended a session; absent in results that predate it.
   */
  capped: addedLater(array(object({ reason: string(), n: number() })).optional())
});
var GroupResult = object({
  provider: fromTheStart(string()),
  model: fromTheStart(string()),
  prompt: fromTheStart(string()),
  /** Measured requests (warmups excluded). */
  n: fromTheStart(count),
  streamed: fromTheStart(count),
  buffered: fromTheStart(count),
  /** Measured requests whose streamed/buffered label is borderline (RequestResult.borderline); absent in older results. */
  borderline: count.optional(),
  /** Requests sent that failed (not_sent ones are counted apart). */
  errors: fromTheStart(count),
  /**
   * Requests not sent because the provider's endpoint was unreachable
   * (max_consecutive_connect_errors in a row); in `n`, not in `errors`.
   * Absent in results written before it was counted.
   */
  not_sent: count.optional(),
  /** Measured requests' sends again after a stale pooled connection (requests' `retries`, summed); absent in older results. */
  retries: count.optional(),
  /** Measured requests flagged implausible. */
  implausible: count,
  streaming: fromTheStart(StreamingVerdict),
  /** Over streamed requests. */
  ttft_ms: fromTheStart(summary),
  /** Over streamed requests that saw answer text. */
  ttfa_ms: summary,
  /** Over streamed requests with a defined rate. */
  post_first_content_tps: fromTheStart(summary),
  /** Over successful requests with a defined rate. */
  end_to_end_tps: fromTheStart(summary),
  /** Over successful requests (a failed request's total is where it stopped, not a response time). */
  total_ms: fromTheStart(summary),
  // Stream timing detail, over streamed requests only (null when none).
  tpot_ms: summary,
  decode_tps: summary,
  /** Inter-token latency: each gap between content reads divided evenly over the tokens of the read that ended it, one sample per token. */
  itl_ms: summary,
  /** One sample per gap between two content reads. */
  chunk_gap_ms: summary,
  max_gap_ms: summary,
  /** Streamed requests with a decode rate. */
  n_decode: count,
  /** Streamed requests whose chunking is coarse. */
  coarse: count,
  /** Measured requests the provider cut at a length limit. */
  truncated: count,
  n_ttft: count,
  n_ttfa: count,
  n_post_first_content: count,
  n_end_to_end: count,
  n_total: count,
  /**
   * Confidence interval of `ttft_ms.p50`: a percentile bootstrap (2,000
   * resamples, mulberry32 seeded with fnv1a32(provider, prompt, metric), so
   * re-analysing gives the same numbers); null below MIN_SAMPLES (3) values.
   */
  ttft_ms_ci: groupInterval,
  /** Confidence interval of `post_first_content_tps.p50`; as ttft_ms_ci. */
  post_first_content_tps_ci: groupInterval,
  /** Confidence interval of `end_to_end_tps.p50`; as ttft_ms_ci. */
  end_to_end_tps_ci: groupInterval,
  /** Confidence interval of `decode_tps.p50`; as ttft_ms_ci. */
  decode_tps_ci: groupInterval,
  /**
   * True when the group has a post-first-content figure but from fewer than
   * MIN_SAMPLES (3) streamed responses: reports show it unranked, saying so,
   * instead of giving it a place in the ranking.
   */
  too_few_samples: boolean(),
  /**
   * Successful measured requests with hidden reasoning, and the p50 of their
   * hidden, output and streamed counts ("64 of 78 tokens hidden; rates count
   * the 14 streamed"); null when no request had any.
   */
  hidden_reasoning: GroupHiddenReasoning.nullable(),
  /**
   * p50 of the measured requests' cached share of the prompt (0..1): near 0
   * when cache_bust works, the shared prefix's share when one is cached;
   * null when the provider reported no cached count.
   */
  input_cached_share: nullableNumber,
  // Added later, in name order:
  /** An agent prompt: figures by step index (analyze/agent.ts); absent otherwise. */
  by_step: addedLater(inNameOrder(array(StepFigures).optional())),
  /** A conversation prompt: figures by turn index (analyze/workload.ts); absent otherwise. */
  by_turn: addedLater(inNameOrder(array(TurnFigures).optional())),
  /** A prompt with `expect:`: the share of measured successful requests whose answer passed every check; absent otherwise. */
  check_pass_rate: addedLater(nullableNumber.optional()),
  /** The Wilson 95% interval of check_pass_rate. */
  check_pass_rate_ci: addedLater(groupInterval.optional()),
  /** Measured requests measured while the client was stalled: their rates are left out. */
  client_stalled: addedLater(count.optional()),
  /** Share of streamed requests with a fluidity index at or above analysis.fluidity.target_index; null without targets. */
  fluid_share: addedLater(nullableNumber),
  /** Over streamed requests with an index (client-stalled ones left out, as TPOT): its p10 too, the tail that stalls. */
  fluidity_index: addedLater(fluiditySummary),
  /** Confidence interval of `fluidity_index.p50`; as ttft_ms_ci. */
  fluidity_index_ci: addedLater(groupInterval),
  /** Confidence interval of `fluidity_index.p10`: the same bootstrap, of the 10th percentile. */
  fluidity_index_p10_ci: addedLater(groupInterval),
  /** Bytes of the images each request sent (p50 over the group's requests that sent any); absent when none did. */
  image_bytes: addedLater(number().optional()),
  /** Where the requests came from (`--location`); absent when the run named none. Groups are per location. */
  location: addedLater(string().optional()),
  /** Streamed requests with a fluidity index. */
  n_fluidity: addedLater(count),
  /** Measured successful requests whose answer was checked (check_pass_rate's n). */
  n_check: addedLater(count.optional()),
  /** Values behind tool_args_tps. */
  n_tool_args: addedLater(count.optional()),
  /** Values behind ttftc_ms. */
  n_ttftc: addedLater(count.optional()),
  n_server: addedLater(count),
  /**
   * Per ranked figure: the group's place by p50 and the 95% interval of its
   * place over the seeded bootstrap resamples its intervals use; null when
   * the group takes no place (see `unranked`). Written in FIGURES' order,
   * each place as GroupRank (json.ts).
   */
  ranks: addedLater(declaredElsewhere()),
  /** A synthetic, dataset, replay or conversation prompt: the lengths sent, against what was asked; absent otherwise. */
  sent_lengths: addedLater(inNameOrder(SentLengths.optional())),
  /** Each distinct served model x fingerprint of the group's requests and its count, most first (analyze/served.ts). */
  served_models: addedLater(array(ServedModel).optional()),
  /**
   * Without load: the server's figures over its provider's whole measurement
   * (every request of every prompt, warmups included: the server counts them
   * all), the same on each of the provider's groups; when its metrics were
   * scraped (src/metrics).
   */
  server: addedLater(inNameOrder(ServerFigures.nullable().optional())),
  /** Server-reported rate over successful requests that report one. */
  server_tps: addedLater(summary),
  /** A conversation prompt: figures per session; absent otherwise. */
  sessions: addedLater(inNameOrder(SessionFigures.optional())),
  /** An agent prompt: its sessions' steps and times (analyze/agent.ts); absent otherwise. */
  sessions_summary: addedLater(inNameOrder(SessionsSummary.optional())),
  /** Measured requests whose provider count disagrees with the reference tokenizer. */
  token_mismatches: addedLater(count),
  /** Of tool_call_requests, those whose arguments were buffered (tool_args_streamed false). */
  tool_args_buffered: addedLater(count.optional()),
  /** Over measured successful requests whose tool-call arguments streamed (client-stalled ones left out). */
  tool_args_tps: addedLater(summary.optional()),
  /** Confidence interval of `tool_args_tps.p50`; as ttft_ms_ci. */
  tool_args_tps_ci: addedLater(groupInterval.optional()),
  /** Measured successful requests that made tool calls; the tool_ and ttftc_ fields are absent when none did. */
  tool_call_requests: addedLater(count.optional()),
  /** Time to first tool-call content, over measured successful requests that made tool calls (streamed or buffered). */
  ttftc_ms: addedLater(summary.optional()),
  /** Confidence interval of `ttftc_ms.p50`; as ttft_ms_ci. */
  ttftc_ms_ci: addedLater(groupInterval.optional()),
  /** Time to second token (requests' ttst_ms), over streamed requests. */
  ttst_ms: addedLater(summary),
  /** Per ranked figure: why the group takes no place, or null when it is ranked. */
  unranked: addedLater(declaredElsewhere()),
  /** Whether to believe the group's figures, and why not (analyze/validity.ts); absent in older results. */
  validity: addedLater(Validity.optional())
});
var LagSummary = object({ p50: number(), p99: number(), max: number() });
var StageGoodput = object({
  slo: Slo,
  /** Measured requests that met every threshold of the slo. */
  good: number(),
  /** good / measured requests (errors count as not good). */
  fraction: number(),
  /** fraction x request_throughput: good requests per second. */
  rps: nullableNumber
});
var ReachedConcurrency = object({
  mean: number(),
  /** The most in flight at once inside the window. */
  max: number()
});
var OfferedNotReached = object({
  /** What fell short: requests in flight (closed loop) or the dispatch rate (open loop, replay). */
  by: _enum(["concurrency", "rate"]),
  /** The concurrency offered; for a rate, the arrivals of the schedule per second of the measured duration. */
  offered: number(),
  /** The mean in flight; for a rate, the dispatches per second of the time they took. */
  reached: number(),
  /** The most in flight at once (closed loop); null for a rate. */
  reached_max: nullableNumber
});
var ShardStart = object({
  shard: number(),
  /** ms after the earliest shard's stage start, on the provider's clock where known. */
  start: number(),
  /** Provider clock minus the shard's clock, and its interval; null without Date headers. */
  clock_offset: nullableNumber,
  clock_offset_low: nullableNumber,
  clock_offset_high: nullableNumber,
  /** With --start-at: how late the shard began the stage. */
  joined_late: nullableNumber
});
var ShardAlignment = object({
  /** Latest minus earliest stage start, on the provider's clock (on the shards' own clocks where an offset is unknown). */
  start_spread: number(),
  /** Largest minus smallest clock offset of the shards; null when a shard's responses carried no Date header. */
  clock_offset_spread: nullableNumber,
  /** How far start_spread may be off: the sum of the two widest half-intervals of the offsets; null as above. */
  uncertainty: nullableNumber,
  /** The shards were given --start-at: their traces hold the planned start. */
  start_at: boolean(),
  shards: array(ShardStart)
});
var StageShards = object({
  count: number(),
  /** Seconds all the shards' stage windows overlapped: the throughput figures are over it. */
  overlap_s: number(),
  /** overlap_s / the shards' mean window. */
  overlap_share: number(),
  /** False when the overlap was under MIN_SHARD_OVERLAP: the throughput figures are then null, not a sum. */
  summed: boolean(),
  /** How well the shards' stage starts lined up (design.md "Past one runner"). */
  alignment_ms: ShardAlignment
});
var lagSummary = LagSummary.nullable();
var StageResult = object({
  provider: fromTheStart(string()),
  prompt: fromTheStart(string()),
  /** `--location`: where the client ran; absent when the run named none. */
  location: string().optional(),
  stage: fromTheStart(count),
  label: fromTheStart(string()),
  offered: OfferedLoad,
  /** First measured dispatch to last end of a measured request, seconds. */
  window_s: nullableNumber,
  /** Measured (non-warmup) requests. */
  requests: number(),
  /** Of them, the ones that succeeded. */
  completed: number(),
  streamed: number(),
  buffered: number(),
  errors: number(),
  /** Measured requests measured while the client was stalled: left out of TPOT and ITL (absent in results that predate it). */
  client_stalled: number().optional(),
  /** Requests recorded as not sent (the endpoint unreachable); absent in results written before it was counted. */
  not_sent: number().optional(),
  /** Measured requests' sends again after a stale pooled connection (requests' `retries`, summed); absent in older results. */
  retries: number().optional(),
  /**
   * A stage of a duration whose endpoint became unreachable: seconds of its
   * window left when it stopped sending (its length less the first not-sent
   * request's scheduled time); null when it ran its course or has a request
   * count (not_sent then says what was left). Absent in results written before it.
   */
  stopped_early_s: nullableNumber.optional(),
  warmups: number(),
  /** Measured dispatches per second of the stage's measured duration. */
  achieved_rate: nullableNumber,
  /**
   * Requests in flight (warmups included), time-averaged over the stage's
   * measured duration (for a stage of N requests dispatched all at once:
   * first measured dispatch to last end).
   */
  achieved_concurrency: nullableNumber,
  /** In flight in the stage's unit (requests; a conversation's sessions) over the same window; absent in older results. */
  reached_concurrency: ReachedConcurrency.nullable().optional(),
  /** The stage never put its offered load on the endpoint (both numbers); null when it did; absent in older results. */
  offered_not_reached: OfferedNotReached.nullable().optional(),
  /** Requests that ended inside the window (warmups included), per second of it. */
  request_throughput: nullableNumber,
  /** Output tokens streamed inside the window (each request's spread over its streaming interval), per second. */
  output_token_throughput: nullableNumber,
  /**
   * Every output token that arrived from the stage's measured requests,
   * failed requests' partial output included, / window_s: what a server's
   * token counter is set against (design.md "Server metrics").
   */
  delivered_output_tps: nullableNumber.optional(),
  /** The server's own figures over the window, when its metrics were scraped (src/metrics). */
  server: inNameOrder(ServerFigures.nullable().optional()),
  ttft_ms: summary,
  tpot_ms: summary,
  itl_ms: summary,
  e2e_ms: summary,
  goodput: StageGoodput.nullable(),
  /** As the group's, over the stage's streamed requests; absent without fluidity targets. */
  fluidity_index: fluiditySummary.optional(),
  fluidity_index_ci: groupInterval.optional(),
  fluidity_index_p10_ci: groupInterval.optional(),
  fluid_share: nullableNumber.optional(),
  /**
   * Measured requests per second that met the TTFT target and reached the
   * target index (analysis.fluidity): smooth goodput; absent without targets.
   */
  smooth_goodput: nullableNumber.optional(),
  dispatch_lag_ms: lagSummary,
  /** Of the lag, what the client itself added (the wait for a max_concurrency slot taken out). */
  client_lag_ms: lagSummary,
  generator_limited: boolean(),
  /** Measured requests flagged short_output. */
  short_outputs: number(),
  /** A stage merged from shards: how long their windows overlapped; null for an unsharded stage. */
  shards: StageShards.nullable(),
  /** A replay stage: how late each dispatch was against the recorded offset (scaled by speedup), ms; absent otherwise. */
  schedule_lateness_ms: lagSummary.optional(),
  /**
   * The client's stamp error bound over the stage's window: the p99 of its
   * event-loop lag (analyze/stall.ts), ms; null when its traces hold no stall record.
   */
  client_error_ms: nullableNumber.optional()
});
var SaturationResult = object({
  provider: string(),
  prompt: string(),
  /** As StageResult.location. */
  location: string().optional(),
  max_output_token_throughput: nullableNumber,
  max_request_throughput: nullableNumber,
  /** The stage with the highest output_token_throughput (of those that reached their load and had a success). */
  at_stage: nullableNumber,
  /** Of the stages whose good fraction reached slo.fraction, the one with the highest request_throughput; null without slo. */
  slo_stage: nullableNumber,
  /** The first stage with buffered responses after a stage that had none: the endpoint began buffering under load. */
  buffering_from_stage: nullableNumber,
  /** Stages whose figures describe the client more than the server. */
  generator_limited_stages: array(number()),
  /**
   * Stages that never reached their offered load (offered_not_reached): left
   * out of the figures above, as are stages with no successful request.
   * Absent in older results.
   */
  not_reached_stages: array(number()).optional()
});
var ComparisonVerdict = _enum(["faster", "slower", "no_change", "insufficient_data"]);
var AttributionPart = object({
  /** TTFT: connect, processing, other; end-to-end figures: ttft, decode, output_tokens. */
  part: _enum(["connect", "processing", "other", "ttft", "decode", "output_tokens"]),
  /** current - baseline, in the row's unit: ms for TTFT's parts, tok/s for an end-to-end rate's. */
  delta: number(),
  /** Its seeded bootstrap interval; null with too few values. */
  ci: Interval.nullable()
});
var Attribution = object({
  parts: array(AttributionPart),
  /** The served model x fingerprint sets of the two sides, when they differ (both named something). */
  identity_changed: object({ baseline: array(string()), current: array(string()) }).nullable(),
  /**
   * End-to-end rates only: the current run's rate at the baseline's median
   * output length (a longer answer is not a slower provider), with its
   * interval, beside the baseline's rate from the same model.
   */
  rate_at_baseline_tokens: object({ output_tokens: number(), tps: number(), ci: Interval.nullable(), baseline_tps: number() }).optional()
});
var Comparison = object({
  provider: string(),
  prompt: string(),
  metric: figureKey(),
  /** Median over the baseline runs' streamed responses pooled; null when there are none. */
  baseline_p50: nullableNumber,
  /** Median over this run's streamed responses; null when there are none. */
  current_p50: nullableNumber,
  /** 100 * (current_p50 - baseline_p50) / baseline_p50; null when either is missing. */
  delta_pct: nullableNumber,
  /** Confidence interval of delta_pct (bootstrap of the difference of medians); null when insufficient_data. */
  ci_low_pct: nullableNumber,
  ci_high_pct: nullableNumber,
  /**
   * slower / faster: the whole interval (and delta_pct) lies at least
   * `baseline.min_effect_pct` from 0 on that side, so it excludes 0;
   * insufficient_data: a side has fewer than `baseline.min_samples` values;
   * otherwise no_change. For ttft_ms a higher figure is slower, for the rates
   * a lower one.
   */
  verdict: ComparisonVerdict,
  /**
   * Why the verdict is insufficient_data when it is not a sample count: e.g.
   * the two sides' rates divided different token counts (rate_token_basis).
   * Absent otherwise.
   */
  reason: string().optional(),
  /** Values on each side (streamed responses with the figure) and baseline runs that had the group. */
  baseline_n: number(),
  current_n: number(),
  baseline_runs: number(),
  // Added later, in name order:
  /** slower / faster only: what the change is made of, and whether the served model changed. */
  attribution: addedLater(Attribution.optional()),
  /**
   * slower / faster only: false when the group's validity is not trusted
   * (its reasons say why), so the change is reported as unconfirmed and does
   * not fail --fail-on-regression without --fail-on-unconfirmed.
   */
  confirmed: addedLater(boolean().optional()),
  /** The group's location: compared with the baseline's requests from the same place only; absent without one. */
  location: addedLater(string().optional()),
  /**
   * A share (check_pass_rate): each side's passed/n with its Wilson 95%
   * interval. Then baseline_p50 and current_p50 are the shares and
   * ci_low_pct/ci_high_pct Newcombe's interval of their difference, in
   * percent of the baseline share; absent for the other figures.
   */
  share: addedLater(
    inNameOrder(
      object({
        baseline: object({ passed: count, n: count, low: number(), high: number() }),
        current: object({ passed: count, n: count, low: number(), high: number() })
      }).optional()
    )
  )
});
var SaturationComparison = object({
  provider: string(),
  prompt: string(),
  /** The pair's location, when the run named one: compared with the same place's baseline only. */
  location: string().optional(),
  metric: literal("max_output_token_throughput"),
  /** Median over the baseline runs that had this pair's saturation; null when none. */
  baseline: nullableNumber,
  current: nullableNumber,
  delta_pct: nullableNumber,
  verdict: ComparisonVerdict,
  baseline_runs: number(),
  /** Why not comparable, when the runs' stages differ (their labels). */
  reason: string().optional()
});
var StageComparison = Comparison.extend({ stage: number(), label: string() });
var StreamingChangeKind = _enum(["became_buffered", "became_mixed", "became_streamed"]);
var StreamingChange = object({
  provider: string(),
  prompt: string(),
  /** The baseline runs' responses tallied together. */
  baseline_streaming: StreamingVerdict,
  current_streaming: StreamingVerdict,
  baseline_streamed: number(),
  baseline_buffered: number(),
  current_streamed: number(),
  current_buffered: number(),
  change: StreamingChangeKind,
  /** True when the share of buffered responses rose to a worse verdict (observed -> mixed/not observed, mixed -> not observed). */
  alert: boolean(),
  /** On an alert: false when the group's client stalled or was generator-limited: a client too starved to read apart makes streams look buffered (docs/validity.md). */
  confirmed: boolean().optional()
});
var BaselineRun = object({
  started_at: string(),
  config_sha256: string(),
  /** The CI run id and commit, when the run recorded them. */
  ci_run_id: nullableString,
  sha: nullableString,
  /** Where it was read from (an output folder, a results.json, a history entry), when known. */
  source: nullableString
});
var BaselineInfo = object({
  runs: array(BaselineRun),
  /** Smallest |delta_pct| that counts as a change. */
  min_effect_pct: number(),
  ci_level: number(),
  resamples: number(),
  min_samples: number(),
  /** Always "bootstrap CI of the difference of medians (baseline resampled by run, then by response)". */
  method: string()
});
var FlagReason = _enum([
  "buffered",
  "implausible",
  "error",
  "token_mismatch",
  "hidden_reasoning",
  "coarse",
  "truncated",
  "content_filter",
  "short_output",
  "client_stalled",
  /** The answer failed a check of its prompt's `expect:`. */
  "check_failed"
]);
var Flag = object({
  id: string(),
  provider: string(),
  prompt: string(),
  reason: FlagReason,
  detail: string()
});
var LocationFigures = object({
  provider: string(),
  prompt: string(),
  location: nullableString,
  n: number(),
  n_ttft: number(),
  ttft_ms_p50: nullableNumber,
  ttft_ms_ci: groupInterval,
  post_first_content_tps_p50: nullableNumber,
  post_first_content_tps_ci: groupInterval,
  end_to_end_tps_p50: nullableNumber,
  end_to_end_tps_ci: groupInterval
});
var Results = object({
  schema: fromTheStart(literal(RESULTS_SCHEMA)),
  run: fromTheStart(RunInfo),
  /** The thresholds the run was judged by (the config's `analysis`, defaults filled in). */
  analysis: fromTheStart(
    Analysis.extend({
      max_client_stall_ms: addedLater(Analysis.shape.max_client_stall_ms),
      expect: addedLater(inNameOrder(Analysis.shape.expect)),
      validity: addedLater(inNameOrder(Analysis.shape.validity))
    })
  ),
  requests: fromTheStart(array(RequestResult)),
  groups: fromTheStart(array(GroupResult)),
  /** Measured (non-warmup) requests a person should look at, in request order. */
  flagged: array(Flag),
  /** Set by `compare` / `run --baseline` only: what the run was compared with. */
  baseline: BaselineInfo.optional(),
  /** Set with `baseline`: one entry per provider x prompt x metric of this run, in group order. */
  comparisons: array(Comparison).optional(),
  /** Set with `baseline`: groups whose streaming verdict changed (empty when none did). */
  streaming_changes: array(StreamingChange).optional(),
  // Added later, in name order:
  /** Set when any request names a location: one entry per provider x prompt x location. */
  by_location: addedLater(inNameOrder(array(LocationFigures).optional())),
  /** Set for a load run: one per provider x prompt. */
  saturation: addedLater(inNameOrder(array(SaturationResult).optional())),
  /** Set with `baseline` for a load run: each pair's saturation throughput against the baseline's. */
  saturation_comparisons: addedLater(inNameOrder(array(SaturationComparison).optional())),
  /** Set for a load run (design.md "Load"): the slo goodput was judged against, or null without one. */
  slo: addedLater(inNameOrder(Slo.nullable().optional())),
  /** Set with `baseline` for a load run: per stage and metric, against the baseline's stage of the same label. */
  stage_comparisons: addedLater(inNameOrder(array(StageComparison).optional())),
  /** Set for a load run: one per provider x prompt x stage. */
  stages: addedLater(inNameOrder(array(StageResult).optional()))
});

// src/analyze/results-schema.ts
function readBackObject(shape, field = (s) => s) {
  const out = {};
  for (const [k, s] of Object.entries(shape)) {
    const checked = field(s);
    if (checked !== void 0) out[k] = isFromTheStart(s) ? checked : checked.optional();
  }
  return looseObject(out);
}
function readBack(s) {
  if (s instanceof ZodOptional) return readBack(s.unwrap()).optional();
  if (s instanceof ZodNullable) return readBack(s.unwrap()).nullable();
  if (s instanceof ZodArray) return array(readBack(s.element));
  if (s instanceof ZodObject) return readBackObject(s.shape);
  return s;
}
var fromTheStartOnly = (s) => isFromTheStart(s) ? s : void 0;
var ResultsRequest = readBackObject(Results.shape.requests.element.shape, fromTheStartOnly);
var ResultsFile = readBackObject(
  Results.shape,
  (s) => s === Results.shape.requests ? array(ResultsRequest) : readBack(s)
);
function fieldPath(path) {
  let out = "";
  for (const p of path) out += typeof p === "number" ? `[${p}]` : `${out === "" ? "" : "."}${String(p)}`;
  return out === "" ? "(the whole file)" : out;
}
function describeIssues(error, max = 3) {
  const lines = error.issues.slice(0, max).map((i) => `field "${fieldPath(i.path)}": ${i.message}`);
  const more = error.issues.length - max;
  return lines.join("; ") + (more > 0 ? `; and ${more} more` : "");
}

// src/history/columns.ts
var REQUEST_COLUMNS_FORMAT = "streamgauge.request-columns/1";
var HistoryRequest = RequestResult.pick({
  id: true,
  provider: true,
  model: true,
  prompt: true,
  rep: true,
  warmup: true,
  outcome: true,
  error_kind: true,
  // A compared figure (FIGURES' `compared`) is compared from its requests' values, so an entry keeps them.
  // A share (check_pass_rate) is compared from its requests' `check`.
  ...Object.fromEntries(COMPARED_KEYS.filter((k) => k in RequestResult.shape).map((k) => [k, true])),
  check: true,
  decode_tps: true,
  tpot_ms: true,
  total_ms: true,
  output_tokens: true,
  streamed_tokens: true,
  rate_token_basis: true,
  implausible: true,
  client_stalled: true,
  load_stage: true,
  // Conversations and places: comparisons keep turns, sessions and locations apart.
  session: true,
  turn: true,
  location: true,
  // Why a TTFT moved (analyze/attribution.ts): connection time and what served the request.
  new_connection: true,
  connect_ms: true,
  served: true
});
var HISTORY_REQUEST_FIELDS = Object.keys(HistoryRequest.shape);
function toHistoryEntry(results) {
  const fields = {};
  for (const f of HISTORY_REQUEST_FIELDS) {
    if (!results.requests.some((r) => r[f] !== void 0)) continue;
    fields[f] = results.requests.map((r) => r[f] ?? null);
  }
  return {
    ...results,
    requests: [],
    request_columns: { format: REQUEST_COLUMNS_FORMAT, n: results.requests.length, fields }
  };
}
function requestsOfEntry(doc) {
  const cols = doc.request_columns;
  if (cols === void 0) return doc.requests;
  if (cols === null || typeof cols !== "object" || cols.format !== REQUEST_COLUMNS_FORMAT) return null;
  const n = cols.n;
  if (!Number.isInteger(n) || n < 0) return null;
  const entries = Object.entries(cols.fields ?? {});
  if (entries.some(([, v]) => !Array.isArray(v) || v.length !== n)) return null;
  const out = [];
  for (let i = 0; i < n; i++) {
    const r = {};
    for (const [k, v] of entries) r[k] = v[i];
    out.push(r);
  }
  return out;
}

// src/history/history.ts
var DEFAULT_MAX_ENTRIES = 100;
var ENTRY_SUFFIX = ".results.json";
var NAME = /^(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?Z)_([0-9a-f]{10})\.results\.json$/;
var HistoryError = class extends StreamgaugeError {
  code = "SG_HISTORY";
};
function isEntryName(name) {
  return NAME.test(name);
}
function entryName(results) {
  const run = results.run;
  const at = new Date(run.started_at);
  if (typeof run.started_at !== "string" || Number.isNaN(at.getTime()))
    throw new HistoryError(`run.started_at ${JSON.stringify(run.started_at)}: expected an ISO 8601 time`);
  const identity = JSON.stringify([
    run.started_at,
    run.finished_at,
    run.config_sha256,
    run.shard?.index ?? null,
    run.shard?.count ?? null,
    run.ci?.run_id ?? null,
    run.ci?.run_attempt ?? null,
    // Runs of one CI run from several places are separate entries; without a location the name is as before.
    ...run.location !== void 0 ? [run.location] : []
  ]);
  const hash = createHash("sha256").update(identity).digest("hex").slice(0, 10);
  return `${at.toISOString().replace(/:/g, "-")}_${hash}${ENTRY_SUFFIX}`;
}
function sortEntryNames(names) {
  return names.filter(isEntryName).sort();
}
function namesToDrop(names, max) {
  const sorted = sortEntryNames(names);
  return sorted.slice(0, Math.max(0, sorted.length - max));
}
function parseResults(text, where) {
  let doc;
  try {
    doc = JSON.parse(text);
  } catch (err) {
    throw new HistoryError(`${where}: not valid JSON (${err.message}). Fix: restore it from the run.`);
  }
  const o = doc;
  if (o === null || typeof o !== "object" || Array.isArray(o))
    throw new HistoryError(`${where}: expected a results.json object`);
  if (o.schema !== RESULTS_SCHEMA)
    throw new HistoryError(
      `${where}: schema is ${JSON.stringify(o.schema)}, expected "${RESULTS_SCHEMA}". Fix: give the results.json of a streamgauge run.`
    );
  if (typeof o.run !== "object" || o.run === null || typeof o.run.started_at !== "string")
    throw new HistoryError(`${where}: field "run.started_at" is missing; expected the run's provenance`);
  if (!Array.isArray(o.requests) || !Array.isArray(o.groups))
    throw new HistoryError(`${where}: fields "requests" and "groups" must be arrays`);
  const requests = requestsOfEntry(o);
  if (requests === null)
    throw new HistoryError(`${where}: field "request_columns" is malformed; expected one array per field, all as long`);
  let full = o;
  if ("request_columns" in o) {
    const { request_columns: _columns, ...rest } = o;
    full = { ...rest, requests };
  }
  const checked = ResultsFile.safeParse(full);
  if (!checked.success)
    throw new HistoryError(
      `${where}: ${describeIssues(checked.error)}. Fix: restore it from the run's artifact, or remove it.`
    );
  return full;
}
async function addToHistory(store, results, opts = {}) {
  const max = opts.maxEntries ?? DEFAULT_MAX_ENTRIES;
  if (!Number.isInteger(max) || max < 1) throw new HistoryError(`max entries ${max}: expected a whole number >= 1`);
  if (results.schema !== RESULTS_SCHEMA)
    throw new HistoryError(`results schema ${JSON.stringify(results.schema)}: expected "${RESULTS_SCHEMA}"`);
  const name = entryName(results);
  const before = sortEntryNames(await store.list());
  await store.write(name, JSON.stringify(toHistoryEntry(results)) + "\n");
  const after = before.includes(name) ? before : sortEntryNames([...before, name]);
  const dropped = namesToDrop(after, max);
  for (const d of dropped) await store.remove(d);
  return { name, replaced: before.includes(name), dropped, entries: after.length - dropped.length };
}
async function listHistory(store) {
  return sortEntryNames(await store.list());
}
async function readHistory(store, opts = {}) {
  let names = await listHistory(store);
  if (opts.last !== void 0) names = names.slice(Math.max(0, names.length - opts.last));
  const out = [];
  for (const name of names) {
    try {
      out.push({ name, results: parseResults(await store.read(name), `${store.description}: ${name}`) });
    } catch (err) {
      if (!opts.onWarning) throw err;
      opts.onWarning(`${err.message}; entry skipped`);
    }
  }
  return out;
}

// src/analyze/validity.ts
var VALIDITY_RULES = {
  // A stalled request's rates are left out; many of them and the figures are of the few the client measured well.
  client_stalled: { of: "measured requests measured through a client stall", degraded: 0.05, untrusted: 0.25 },
  // A stage whose client fell behind its schedule measured the client more than the server.
  generator_limited: { of: "load stages generator-limited", degraded: 1e-9, untrusted: 0.5 },
  // Buffered responses have no TTFT or streaming rate: the streaming figures are of the rest.
  buffered: { of: "successful responses buffered", degraded: 0.1, untrusted: null },
  // Coarse chunks (many tokens a read) make ITL and TPOT the chunk's, not the token's.
  coarse: { of: "streamed responses coarse", degraded: 0.5, untrusted: null },
  failures: { of: "measured requests failed", degraded: 0.05, untrusted: 0.5 },
  // The provider's count disagreeing with the reference tokenizer past analysis.max_token_disagreement: rates are off.
  token_mismatch: {
    of: "successful responses whose token count disagrees with the reference tokenizer",
    degraded: 0.1,
    untrusted: 0.5
  },
  // The server's own token rate against the client's (server metrics): a mismatch means one of them is wrong.
  reconciliation: {
    of: "server views whose token count does not reconcile with the client",
    degraded: 1e-9,
    untrusted: null
  },
  too_few_samples: { of: "responses with a figure", degraded: MIN_SAMPLES, untrusted: MIN_SAMPLES }
};
function validityRules(settings) {
  if (settings === void 0) return VALIDITY_RULES;
  const out = { ...VALIDITY_RULES };
  for (const [signal, t] of Object.entries(settings)) {
    if (t === void 0 || !Object.hasOwn(VALIDITY_RULES, signal)) continue;
    const rule = VALIDITY_RULES[signal];
    const degraded = t.degraded ?? rule.degraded;
    const untrusted = t.untrusted === void 0 ? rule.untrusted : t.untrusted;
    out[signal] = { ...rule, degraded, untrusted: untrusted === null ? null : Math.max(untrusted, degraded) };
  }
  return out;
}
var RANK = { trusted: 0, degraded: 1, untrusted: 2 };
function worse(a, b) {
  return RANK[b] > RANK[a] ? b : a;
}
var pct = (x) => `${Math.round(x * 1e3) / 10}%`;
function shareReason(signal, part, whole, rules = VALIDITY_RULES) {
  if (whole <= 0 || part <= 0) return null;
  const rule = rules[signal];
  const share = part / whole;
  if (share < rule.degraded) return null;
  const untrusted = rule.untrusted !== null && share >= rule.untrusted;
  const threshold = untrusted ? rule.untrusted : rule.degraded;
  return {
    signal,
    verdict: untrusted ? "untrusted" : "degraded",
    value: Math.round(share * 1e6) / 1e6,
    threshold,
    detail: `${part} of ${whole} ${rule.of} (${pct(share)}; ${untrusted ? "untrusted" : "degraded"} from ${threshold < 1e-6 ? "any" : pct(threshold)})`
  };
}
function samplesReason(g) {
  const n = Math.max(g.n_ttft, g.n_end_to_end);
  if (n >= MIN_SAMPLES) return null;
  return {
    signal: "too_few_samples",
    verdict: "untrusted",
    value: n,
    threshold: MIN_SAMPLES,
    detail: `${n} ${VALIDITY_RULES.too_few_samples.of}; the intervals and the ranking need at least ${MIN_SAMPLES}`
  };
}
var sameGroup = (g) => (s) => s.provider === g.provider && s.prompt === g.prompt && (s.location ?? null) === (g.location ?? null);
function groupValidity(g, stages = [], rules = VALIDITY_RULES) {
  const own = stages.filter(sameGroup(g));
  const ok = g.n - g.errors - (g.not_sent ?? 0);
  const servers = [g.server ?? null, ...own.map((s) => s.server ?? null)].filter((x) => x !== null);
  const reasons = [
    shareReason("client_stalled", g.client_stalled ?? 0, g.n, rules),
    shareReason("generator_limited", own.filter((s) => s.generator_limited).length, own.length, rules),
    shareReason("buffered", g.buffered, ok, rules),
    shareReason("coarse", g.coarse, g.streamed, rules),
    shareReason("failures", g.errors, g.n - (g.not_sent ?? 0), rules),
    shareReason("token_mismatch", g.token_mismatches, ok, rules),
    shareReason("reconciliation", servers.filter((s) => s.reconciliation.flagged).length, servers.length, rules),
    samplesReason(g)
  ].filter((r) => r !== null);
  return { verdict: reasons.reduce((v, r) => worse(v, r.verdict), "trusted"), reasons };
}
function runValidity(groups) {
  let verdict = "trusted";
  const reasons = [];
  for (const g of groups) {
    const v = g.validity ?? groupValidity(g);
    verdict = worse(verdict, v.verdict);
    for (const r of v.reasons)
      reasons.push({
        ...r,
        provider: g.provider,
        prompt: g.prompt,
        ...g.location !== void 0 ? { location: g.location } : {}
      });
  }
  return { verdict, reasons };
}
function withValidity(results) {
  const rules = validityRules(results.analysis?.validity);
  const groups = results.groups.map((g) => ({ ...g, validity: groupValidity(g, results.stages ?? [], rules) }));
  return { ...results, groups, run: { ...results.run, validity: runValidity(groups) } };
}
function validityOf(results, g) {
  return g.validity ?? groupValidity(g, results.stages ?? [], validityRules(results.analysis?.validity));
}
function reasonText(r) {
  return `${r.signal.replace(/_/g, " ")}: ${r.detail}`;
}

export {
  MAX_IMAGE_BYTES,
  MAX_PROMPT_IMAGE_BYTES,
  CHECK_TEXT_MAX_CHARS,
  compileExpect,
  checkAnswer,
  API_NAMES,
  SERVER_SERIES,
  Defaults,
  Message,
  Slo,
  Analysis,
  DEFAULT_ANALYSIS,
  DEFAULT_TIMELINES_PER_GROUP,
  Config,
  BUILTIN_DEFAULTS,
  runValidity,
  withValidity,
  validityOf,
  reasonText,
  RESULTS_SCHEMA,
  isInNameOrder,
  isAddedLater,
  RequestColumns,
  GroupRank,
  GroupResult,
  Results,
  DEFAULT_MAX_ENTRIES,
  HistoryError,
  isEntryName,
  parseResults,
  addToHistory,
  readHistory
};
