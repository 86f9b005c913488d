import type * as z from 'zod';
import { smallestLength } from './distributions.ts';

// The config's cross-field rules, each written once: its test, its message
// and its fix. The schema attaches them with `enforce` (schema.ts), so a
// broken rule is a zod issue like any other, carrying its fix in `params`;
// the problem list (read.ts) reads that issue and never re-checks a rule.
//
// Rules run even when another field of the same config has a problem (zod's
// `when`), so one pass lists every problem. They therefore see unvalidated
// values: a rule reads what it needs defensively, and a rule whose `reads`
// name a field that has a problem of its own is skipped, so one mistake is
// one problem (a misspelt `arrival: gama` is not also "burstiness needs gamma").

export type Seg = string | number;

/** One broken rule: where (relative to the checked object), what, and how to fix it. */
export interface Violation {
  path: Seg[];
  message: string;
  fix: string;
  /** A provider's key (or AWS) variables that are unset or empty: what `on-missing-key: skip` skips it for. */
  missingEnv?: string[];
}

export interface Rule {
  /** A stable name, carried in the issue's params (`rule`). */
  id: string;
  /** Keys of the checked object the rule judges: skipped when one of them has its own problem. */
  reads: readonly string[];
  check: (value: Record<string, unknown>) => Violation[];
}

/** The `params` of an issue a rule raised. */
export interface RuleParams {
  rule: string;
  fix: string;
}

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A rule that holds or not, reported at one place. */
function simple(
  id: string,
  reads: readonly string[],
  holds: (v: Record<string, unknown>) => boolean,
  message: string,
  fix: string,
  path: Seg[] = [],
): Rule {
  return { id, reads, check: (v) => (holds(v) ? [] : [{ path, message, fix }]) };
}

const given = (v: unknown): boolean => v !== undefined;

/** `z.superRefine(...enforce(rules))`: runs every rule, even after other issues. */
export function enforce(
  rules: readonly Rule[],
): [(value: unknown, ctx: z.core.$RefinementCtx<unknown>) => void, { when: () => boolean }] {
  const check = (value: unknown, ctx: z.core.$RefinementCtx<unknown>): void => {
    if (!isRecord(value)) return; // the object's own type error says it all
    const broken = new Set(ctx.issues.map((i) => i.path?.[0]).filter((k) => k !== undefined));
    for (const rule of rules) {
      if (rule.reads.some((k) => broken.has(k))) continue;
      for (const v of rule.check(value)) {
        const params: RuleParams = { rule: rule.id, fix: v.fix };
        // A copy: zod prefixes an issue's path in place as it bubbles up.
        ctx.addIssue({ code: 'custom', path: [...v.path], message: v.message, params });
      }
    }
  };
  return [check, { when: () => true }];
}

/** The rule and fix of an issue raised by `enforce`, or null for any other issue. */
export function ruleParams(issue: z.core.$ZodIssue): RuleParams | null {
  if (issue.code !== 'custom' || !isRecord(issue.params)) return null;
  const { rule, fix } = issue.params;
  return typeof rule === 'string' && typeof fix === 'string' ? { rule, fix } : null;
}

// ---------------------------------------------------------------------------
// Prompts

/** The keys of a prompt that say what is sent; exactly one is given. */
export const PROMPT_SOURCES = ['prompt', 'messages', 'synthetic', 'file', 'dataset', 'conversations'] as const;
export const PROMPT_XOR =
  'give exactly one of `prompt` (a string), `messages` (a list of {role, content}), `synthetic` ({input_tokens, output_tokens}), `file` (a JSONL file of prompts), `dataset` ({path, format}) or `conversations` (a JSONL file of sessions, or {sessions, turns, user_tokens})';

export const PROMPT_RULES: readonly Rule[] = [
  {
    id: 'prompt_source',
    reads: [],
    check: (p) => {
      const keys = PROMPT_SOURCES.filter((k) => given(p[k]));
      if (keys.length === 1) return [];
      const names = keys.map((k) => `\`${k}\``);
      if (keys.length === 0)
        return [
          {
            path: [],
            message: `has neither \`prompt\` nor \`messages\` (nor \`synthetic\` or \`file\`); ${PROMPT_XOR}`,
            fix: 'add `prompt: <text>`, `messages: [{ role: user, content: <text> }]`, `synthetic: { input_tokens: 512, output_tokens: 128 }` or `file: prompts.jsonl`',
          },
        ];
      if (keys.length === 2)
        return [
          {
            path: [],
            message: `has both ${names.join(' and ')}; ${PROMPT_XOR}`,
            fix: `remove either ${names.join(' or ')}`,
          },
        ];
      return [
        {
          path: [],
          message: `has ${names.join(', ')}; ${PROMPT_XOR}`,
          fix: `keep one of ${names.join(', ')} and remove the others`,
        },
      ];
    },
  },
];

/** A token count's distribution. */
export const TOKEN_COUNT_RULES: readonly Rule[] = [
  simple(
    'token_count_range',
    ['mean', 'min', 'max'],
    (d) =>
      typeof d.min !== 'number' ||
      typeof d.max !== 'number' ||
      typeof d.mean !== 'number' ||
      (d.min <= d.max && d.mean >= d.min && d.mean <= d.max),
    'needs min <= mean <= max',
    'write e.g. `{ mean: 512, stddev: 128, min: 64, max: 2048 }`',
  ),
];

/** The smallest count a token count can draw, or null when it is not a count. */
function smallest(count: unknown): number | null {
  return smallestLength(count);
}

export const DATASET_RULES: readonly Rule[] = [
  simple(
    'dataset_length_range',
    ['min_input_tokens', 'max_input_tokens'],
    (d) =>
      typeof d.min_input_tokens !== 'number' ||
      typeof d.max_input_tokens !== 'number' ||
      d.min_input_tokens <= d.max_input_tokens,
    'min_input_tokens must not be above max_input_tokens, or no record passes',
    'swap them, or remove one',
    ['min_input_tokens'],
  ),
];

export const SYNTHETIC_RULES: readonly Rule[] = [
  simple(
    'synthetic_prefix',
    ['prefix_tokens', 'input_tokens'],
    (s) => {
      const min = smallest(s.input_tokens);
      return min === null || !(typeof s.prefix_tokens === 'number' && s.prefix_tokens >= min);
    },
    'prefix_tokens must be below the smallest input_tokens (the rest is what differs per request)',
    'lower prefix_tokens, or raise input_tokens (its min)',
    ['prefix_tokens'],
  ),
];

// ---------------------------------------------------------------------------
// Load

const BURSTINESS_GAMMA = simple(
  'burstiness_gamma',
  ['burstiness', 'arrival'],
  (s) => !given(s.burstiness) || s.arrival === 'gamma',
  '`burstiness` applies to `arrival: gamma` only',
  'add `arrival: gamma`, or remove `burstiness`',
  ['burstiness'],
);

export const STAGE_RULES: readonly Rule[] = [
  simple(
    'stage_loop',
    [],
    (s) => [s.concurrency, s.rate, s.replay].filter(given).length === 1,
    'give exactly one of `concurrency` (closed loop), `rate` (open loop, requests/s) or `replay` (a recorded trace)',
    'write the stage as `{ concurrency: 8 }`, `{ rate: 4 }` or `{ replay: trace.jsonl }`',
  ),
  simple(
    'stage_speedup',
    [],
    (s) => !given(s.speedup) || given(s.replay),
    '`speedup` applies to a `replay` stage only',
    'remove `speedup`, or make this stage `{ replay: FILE, speedup: 2 }`',
    ['speedup'],
  ),
  simple(
    'stage_open_only',
    [],
    (s) => given(s.rate) || (!given(s.arrival) && !given(s.max_concurrency)),
    '`arrival` and `max_concurrency` apply to an open-loop stage (`rate`) only',
    'remove `arrival`/`max_concurrency` from this closed-loop stage, or give it `rate:` instead of `concurrency:`',
  ),
  { ...BURSTINESS_GAMMA, id: 'stage_burstiness' },
];

export const SWEEP_RULES: readonly Rule[] = [
  simple(
    'sweep_shape',
    ['over'],
    (s) =>
      s.over === 'concurrency'
        ? given(s.values) && !given(s.stages)
        : s.over !== 'rate' || (given(s.stages) && !given(s.values)),
    'a concurrency sweep takes `values: [1, 2, 4, ...]`; a rate sweep takes `stages: N` (N >= 2)',
    'write `sweep: { over: concurrency, values: [1, 4, 16] }` or `sweep: { over: rate, stages: 6 }`',
  ),
  simple(
    'sweep_rate_only',
    ['over'],
    (s) => s.over !== 'concurrency' || (!given(s.arrival) && !given(s.burstiness) && !given(s.max_concurrency)),
    '`arrival`, `burstiness` and `max_concurrency` apply to a rate sweep only',
    'remove them, or sweep `over: rate`',
  ),
  { ...BURSTINESS_GAMMA, id: 'sweep_burstiness' },
];

export const SLO_RULES: readonly Rule[] = [
  simple(
    'slo_threshold',
    [],
    (s) => given(s.ttft_ms) || given(s.tpot_ms) || given(s.e2e_ms),
    'an slo names at least one of ttft_ms, tpot_ms, e2e_ms',
    'write e.g. `slo: { ttft_ms: 1000, tpot_ms: 50 }`',
  ),
];

/** Every stage of the load replays a file (a sweep never does). */
function onlyReplays(load: Record<string, unknown>): boolean {
  const stages = load.stages;
  return (
    !given(load.sweep) &&
    Array.isArray(stages) &&
    stages.length > 0 &&
    stages.every((s) => isRecord(s) && given(s.replay))
  );
}

export const LOAD_RULES: readonly Rule[] = [
  simple(
    'load_length',
    [],
    // A replay stage is bounded by its file: duration_s or requests only cut it.
    (l) => (given(l.duration_s) ? !given(l.requests) : given(l.requests) || onlyReplays(l)),
    'give exactly one of `duration_s` (seconds per stage) or `requests` (requests per stage); only a load of replay stages alone may give neither (each file bounds its stage)',
    'keep one of them under `load:`, e.g. `duration_s: 30`',
  ),
  simple(
    'load_schedule',
    [],
    (l) => given(l.stages) !== given(l.sweep),
    'give exactly one of `stages: [...]` or `sweep: {...}`',
    'keep one of them under `load:`, e.g. `stages: [{ concurrency: 8 }]`',
  ),
  simple(
    'load_warmup',
    ['warmup_s', 'duration_s'],
    (l) => typeof l.warmup_s !== 'number' || typeof l.duration_s !== 'number' || l.warmup_s < l.duration_s,
    'warmup_s must be shorter than duration_s, or no request of a stage is measured',
    'lower warmup_s (e.g. to a tenth of duration_s) or raise duration_s',
    ['warmup_s'],
  ),
];

/** A rate sweep's as-fast-as-it-goes stage without max_concurrency (load-stages' SWEEP_THROUGHPUT_CONCURRENCY). */
const SWEEP_DEFAULT_CONCURRENCY = 64;

/**
 * Warnings, not errors: a load block that runs but cannot measure what it
 * says. A closed-loop stage of `requests` fewer than its concurrency never
 * has that many in flight (it is flagged offered_not_reached and is never
 * the saturation point); paths are relative to `load`.
 */
export function loadWarnings(load: Record<string, unknown>): Violation[] {
  const requests = load.requests;
  if (typeof requests !== 'number') return [];
  const closed: Array<{ path: Seg[]; concurrency: number }> = [];
  if (Array.isArray(load.stages))
    load.stages.forEach((s, i) => {
      if (isRecord(s) && typeof s.concurrency === 'number')
        closed.push({ path: ['stages', i], concurrency: s.concurrency });
    });
  const sweep = load.sweep;
  if (isRecord(sweep) && sweep.over === 'concurrency' && Array.isArray(sweep.values))
    sweep.values.forEach((c, i) => {
      if (typeof c === 'number') closed.push({ path: ['sweep', 'values', i], concurrency: c });
    });
  if (isRecord(sweep) && sweep.over === 'rate') {
    const c = typeof sweep.max_concurrency === 'number' ? sweep.max_concurrency : SWEEP_DEFAULT_CONCURRENCY;
    closed.push({ path: ['sweep'], concurrency: c });
  }
  const short = closed.filter((s) => s.concurrency > requests);
  if (short.length === 0) return [];
  const most = Math.max(...short.map((s) => s.concurrency));
  const where = short.map((s) => `c=${s.concurrency}`).join(', ');
  return [
    {
      path: ['requests'],
      message:
        `requests: ${requests} per stage is fewer than the concurrency of ${short.length === 1 ? 'the stage' : 'the stages'} ${where}: ` +
        `${short.length === 1 ? 'it' : 'they'} can never have that many requests in flight, so ${short.length === 1 ? 'it is' : 'they are'} flagged offered_not_reached and never named the saturation point`,
      fix: `set requests to several times the largest concurrency (at least ${most}, better ${most * 4} or more), or give duration_s instead of requests`,
    },
  ];
}

// ---------------------------------------------------------------------------
// The whole config: ids and references between lists

export const EXCLUDE_ENTRY_RULES: readonly Rule[] = [
  simple(
    'exclude_names',
    [],
    (e) => given(e.provider) || given(e.prompt),
    'an exclude entry names a provider, a prompt, or both',
    'add `provider:` and/or `prompt:` to this entry, or remove it',
  ),
];

/** index of the first item with each string id */
function firstIds(list: unknown): Map<string, number> {
  const first = new Map<string, number>();
  if (Array.isArray(list))
    list.forEach((item, i) => {
      if (isRecord(item) && typeof item.id === 'string' && !first.has(item.id)) first.set(item.id, i);
    });
  return first;
}

function uniqueIds(key: 'providers' | 'prompts'): Rule {
  const noun = key === 'providers' ? 'provider' : 'prompt';
  return {
    id: `unique_${noun}_id`,
    reads: [],
    check: (cfg) => {
      const list = cfg[key];
      if (!Array.isArray(list)) return [];
      const first = firstIds(list);
      return list.flatMap((item, i): Violation[] => {
        if (!isRecord(item) || typeof item.id !== 'string') return [];
        const j = first.get(item.id) as number;
        if (j === i) return [];
        return [
          {
            path: [key, i, 'id'],
            message: `duplicate id "${item.id}" (already used by ${key}[${j}]); ids must be unique`,
            fix: `give ${key}[${i}] an id no other ${noun} uses`,
          },
        ];
      });
    },
  };
}

function excludeKnown(field: 'provider' | 'prompt'): Rule {
  const key = field === 'provider' ? 'providers' : 'prompts';
  return {
    id: `exclude_known_${field}`,
    reads: [],
    check: (cfg) => {
      if (!Array.isArray(cfg.exclude) || !Array.isArray(cfg[key])) return [];
      const known = [...firstIds(cfg[key]).keys()];
      return cfg.exclude.flatMap((e, i): Violation[] => {
        if (!isRecord(e) || typeof e[field] !== 'string' || known.includes(e[field])) return [];
        return [
          {
            path: ['exclude', i, field],
            message: `no ${field} has id "${e[field]}"`,
            fix: `use one of the ${field} ids: ${known.join(', ') || '(none defined)'}`,
          },
        ];
      });
    },
  };
}

/** Every provider a server_metrics entry names is defined. */
const serverMetricsKnown: Rule = {
  id: 'server_metrics_known_provider',
  reads: [],
  check: (cfg) => {
    if (!Array.isArray(cfg.server_metrics) || !Array.isArray(cfg.providers)) return [];
    const known = [...firstIds(cfg.providers).keys()];
    return cfg.server_metrics.flatMap((e, i): Violation[] => {
      if (!isRecord(e) || !Array.isArray(e.providers)) return [];
      return e.providers.flatMap((id, j): Violation[] =>
        typeof id !== 'string' || known.includes(id)
          ? []
          : [
              {
                path: ['server_metrics', i, 'providers', j],
                message: `no provider has id "${id}"`,
                fix: `use one of the provider ids: ${known.join(', ') || '(none defined)'}`,
              },
            ],
      );
    });
  },
};

/**
 * analysis.fluidity scores tokens against two deadlines: a target it leaves
 * out must come from load.slo, or no request would be scored and nothing
 * would say why.
 */
const fluidityTargetsKnown: Rule = {
  id: 'fluidity_targets',
  reads: ['analysis', 'load'],
  check: (cfg) => {
    const f = isRecord(cfg.analysis) ? cfg.analysis.fluidity : undefined;
    if (!isRecord(f)) return [];
    const slo = isRecord(cfg.load) && isRecord(cfg.load.slo) ? cfg.load.slo : {};
    const missing = (['ttft_ms', 'tpot_ms'] as const).filter((k) => f[k] === undefined && slo[k] === undefined);
    return missing.length === 0
      ? []
      : [
          {
            path: ['analysis', 'fluidity'],
            message: `no ${missing.join(' or ')} target: the fluidity index needs a TTFT and a TPOT target`,
            fix: `add ${missing.map((k) => `${k}: N`).join(' and ')} to analysis.fluidity (or to load.slo, which it takes them from)`,
          },
        ];
  },
};

export const CONFIG_RULES: readonly Rule[] = [
  uniqueIds('providers'),
  uniqueIds('prompts'),
  excludeKnown('provider'),
  excludeKnown('prompt'),
  serverMetricsKnown,
  fluidityTargetsKnown,
  simple(
    'analysis_expect',
    ['analysis'],
    (c) => !isRecord(c.analysis) || c.analysis.expect === undefined,
    'is filled in by the run from the prompts',
    'write `expect:` on each prompt instead, e.g. prompts: [{ id: json, prompt: ..., expect: { json_schema: ... } }]',
    ['analysis', 'expect'],
  ),
];

// ---------------------------------------------------------------------------
// API keys: rules on the environment, so they run beside the schema, not in it

/** What `api_key_env` must look like: the NAME of a variable, never the key itself. */
export const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
export const ENV_NAME_MESSAGE =
  'must be the NAME of an environment variable (letters, digits, "_"), not the key itself';

/** The standard AWS variables a bedrock provider without `api_key_env` signs with (SigV4). */
export const AWS_ENV = {
  accessKeyId: 'AWS_ACCESS_KEY_ID',
  secretAccessKey: 'AWS_SECRET_ACCESS_KEY',
  sessionToken: 'AWS_SESSION_TOKEN',
} as const;

/**
 * Every `api_key_env` names a set, non-empty variable, and a bedrock provider
 * without one has AWS credentials. Names only: a value never reaches a message.
 * An `api_key_env` that is not a variable name has its own (schema) problem.
 */
export function keyEnvViolations(raw: unknown, env: Record<string, string | undefined>): Violation[] {
  if (!isRecord(raw) || !Array.isArray(raw.providers)) return [];
  return raw.providers.flatMap((p, i): Violation[] => {
    if (!isRecord(p)) return [];
    const who = typeof p.id === 'string' ? `provider "${p.id}"` : `providers[${i}]`;
    const out: Violation[] = [];
    if (p.api === 'bedrock' && p.api_key_env === undefined) {
      const missing = [AWS_ENV.accessKeyId, AWS_ENV.secretAccessKey].filter((name) => !env[name]);
      if (missing.length > 0)
        out.push({
          path: ['providers', i, 'api'],
          message: `${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set; ${who} (bedrock, no api_key_env) signs its requests with AWS credentials`,
          fix: `export ${AWS_ENV.accessKeyId}=... ${AWS_ENV.secretAccessKey}=... (and ${AWS_ENV.sessionToken} for temporary credentials), or give a Bedrock API key with api_key_env`,
          missingEnv: missing,
        });
    }
    if (typeof p.api_key_env !== 'string' || !ENV_NAME.test(p.api_key_env)) return out;
    const name = p.api_key_env;
    const value = env[name];
    if (value !== undefined && value !== '') return out;
    out.push({
      path: ['providers', i, 'api_key_env'],
      message: `environment variable ${name} is ${value === undefined ? 'not set' : 'set but empty'}; ${who} reads its API key from it`,
      fix: `export ${name}=... in the shell that runs streamgauge, or in the workflow set it from a secret: \`env: { ${name}: \${{ secrets.${name} }} }\``,
      missingEnv: [name],
    });
    return out;
  });
}
