import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { ConfigError, formatProblems, parseConfig, type ConfigProblem } from '../../src/config/read.ts';

// Random valid configs, broken on purpose: each broken cross-field rule is
// listed exactly once, at its file:line, with its message, whatever else is
// wrong in the file (an unrelated type error stops zod before an object's
// own refinements unless the rule runs anyway). No problem is listed twice.
// fast-check prints the seed and path of any failure (reproduce with
// `{ seed, path }` in fc.assert's options).

type Cfg = {
  defaults?: Record<string, unknown>;
  providers: Array<Record<string, unknown>>;
  prompts: Array<Record<string, unknown>>;
  exclude?: Array<Record<string, unknown>>;
  load?: Record<string, unknown>;
  server_metrics?: Array<Record<string, unknown>>;
};

/** What a broken rule must produce: one problem at this field with this message. */
interface Expect {
  path: string;
  message: string;
}

type Breaker = (cfg: Cfg, pick: number) => Expect;

const PROMPT_XOR =
  'give exactly one of `prompt` (a string), `messages` (a list of {role, content}), `synthetic` ({input_tokens, output_tokens}), `file` (a JSONL file of prompts), `dataset` ({path, format}) or `conversations` (a JSONL file of sessions, or {sessions, turns, user_tokens})';

const at = <T>(list: readonly T[], pick: number): [T, number] => {
  const i = pick % list.length;
  return [list[i] as T, i];
};
const load = (cfg: Cfg): Record<string, unknown> => (cfg.load ??= { duration_s: 5, stages: [{ concurrency: 2 }] });
const stages = (cfg: Cfg): unknown[] => {
  const l = load(cfg);
  if (l.sweep !== undefined) throw new Error('a test config has stages or a sweep, not both');
  return (l.stages ??= []) as unknown[];
};
const analysis = (cfg: Cfg): Record<string, unknown> =>
  ((cfg as { analysis?: Record<string, unknown> }).analysis ??= {});
const push = <T>(list: T[], item: T): number => list.push(item) - 1;

const AGENT = { steps: 4, tool_latency_ms: { dist: 'uniform', min: 10, max: 50 }, tool_result_tokens: 100 };

/** One breaker per rule of src/config/rules.ts (and the API-key rule), each with the message it must cause. */
const BREAKERS: Record<string, Breaker> = {
  unique_provider_id: (cfg, pick) => {
    const [first, i] = at(cfg.providers, pick);
    const j =
      cfg.providers.push({ id: first.id, api: 'openai-chat', base_url: 'http://127.0.0.1:9/v1', model: 'x' }) - 1;
    return {
      path: `providers[${j}].id`,
      message: `duplicate id "${String(first.id)}" (already used by providers[${i}]); ids must be unique`,
    };
  },
  unique_prompt_id: (cfg, pick) => {
    const [first, i] = at(cfg.prompts, pick);
    const j = cfg.prompts.push({ id: first.id, prompt: 'again' }) - 1;
    return {
      path: `prompts[${j}].id`,
      message: `duplicate id "${String(first.id)}" (already used by prompts[${i}]); ids must be unique`,
    };
  },
  exclude_known_provider: (cfg, pick) => {
    const k = push((cfg.exclude ??= []), { provider: `nobody-${pick}` });
    return { path: `exclude[${k}].provider`, message: `no provider has id "nobody-${pick}"` };
  },
  server_metrics_known_provider: (cfg, pick) => {
    const k = push((cfg.server_metrics ??= []), {
      url: 'http://127.0.0.1:8000/metrics',
      providers: [`nobody-${pick}`],
    });
    return { path: `server_metrics[${k}].providers[0]`, message: `no provider has id "nobody-${pick}"` };
  },
  exclude_known_prompt: (cfg, pick) => {
    const k = push((cfg.exclude ??= []), { prompt: `nothing-${pick}` });
    return { path: `exclude[${k}].prompt`, message: `no prompt has id "nothing-${pick}"` };
  },
  exclude_names: (cfg) => {
    const k = push((cfg.exclude ??= []), {});
    return { path: `exclude[${k}]`, message: 'an exclude entry names a provider, a prompt, or both' };
  },
  prompt_source_both: (cfg, pick) => {
    const i = push(cfg.prompts, { id: `both-${pick}`, prompt: 'a', messages: [{ role: 'user', content: 'b' }] });
    return { path: `prompts[${i}]`, message: `has both \`prompt\` and \`messages\`; ${PROMPT_XOR}` };
  },
  prompt_source_none: (cfg, pick) => {
    const i = push(cfg.prompts, { id: `none-${pick}` });
    return {
      path: `prompts[${i}]`,
      message: `has neither \`prompt\` nor \`messages\` (nor \`synthetic\` or \`file\`); ${PROMPT_XOR}`,
    };
  },
  token_count_range: (cfg, pick) => {
    const synthetic = { input_tokens: 50, output_tokens: { mean: 10 + (pick % 5), stddev: 1, min: 20, max: 30 } };
    const i = push(cfg.prompts, { id: `range-${pick}`, synthetic });
    return { path: `prompts[${i}].synthetic.output_tokens`, message: 'needs min <= mean <= max' };
  },
  synthetic_prefix: (cfg, pick) => {
    const synthetic = { input_tokens: 40, output_tokens: 8, prefix_tokens: 40 + (pick % 3) };
    const i = push(cfg.prompts, { id: `prefix-${pick}`, synthetic });
    return {
      path: `prompts[${i}].synthetic.prefix_tokens`,
      message: 'prefix_tokens must be below the smallest input_tokens (the rest is what differs per request)',
    };
  },
  stage_loop: (cfg) => {
    const k = push(stages(cfg), { concurrency: 1, rate: 2 });
    return {
      path: `load.stages[${k}]`,
      message:
        'give exactly one of `concurrency` (closed loop), `rate` (open loop, requests/s) or `replay` (a recorded trace)',
    };
  },
  stage_speedup: (cfg) => {
    const k = push(stages(cfg), { rate: 2, speedup: 2 });
    return { path: `load.stages[${k}].speedup`, message: '`speedup` applies to a `replay` stage only' };
  },
  stage_open_only: (cfg) => {
    const k = push(stages(cfg), { concurrency: 1, max_concurrency: 4 });
    return {
      path: `load.stages[${k}]`,
      message: '`arrival` and `max_concurrency` apply to an open-loop stage (`rate`) only',
    };
  },
  stage_burstiness: (cfg) => {
    const k = push(stages(cfg), { rate: 2, arrival: 'poisson', burstiness: 0.5 });
    return { path: `load.stages[${k}].burstiness`, message: '`burstiness` applies to `arrival: gamma` only' };
  },
  sweep_shape: (cfg) => {
    cfg.load = { duration_s: 5, sweep: { over: 'rate', values: [1, 2] } };
    return {
      path: 'load.sweep',
      message: 'a concurrency sweep takes `values: [1, 2, 4, ...]`; a rate sweep takes `stages: N` (N >= 2)',
    };
  },
  sweep_rate_only: (cfg) => {
    cfg.load = { duration_s: 5, sweep: { over: 'concurrency', values: [1, 2], max_concurrency: 3 } };
    return { path: 'load.sweep', message: '`arrival`, `burstiness` and `max_concurrency` apply to a rate sweep only' };
  },
  sweep_burstiness: (cfg) => {
    cfg.load = { requests: 20, sweep: { over: 'rate', stages: 4, burstiness: 2 } };
    return { path: 'load.sweep.burstiness', message: '`burstiness` applies to `arrival: gamma` only' };
  },
  fluidity_targets: (cfg) => {
    // No ttft_ms or tpot_ms here nor in load.slo (no breaker gives the slo a threshold).
    analysis(cfg).fluidity = { target_index: 0.9 };
    return {
      path: 'analysis.fluidity',
      message: 'no ttft_ms or tpot_ms target: the fluidity index needs a TTFT and a TPOT target',
    };
  },
  analysis_expect: (cfg) => {
    analysis(cfg).expect = { essay: { contains: 'a' } };
    return { path: 'analysis.expect', message: 'is filled in by the run from the prompts' };
  },
  slo_threshold: (cfg) => {
    load(cfg).slo = { fraction: 0.9 };
    return { path: 'load.slo', message: 'an slo names at least one of ttft_ms, tpot_ms, e2e_ms' };
  },
  load_length: (cfg) => {
    const l = load(cfg);
    l.duration_s = 5;
    l.requests = 10;
    return {
      path: 'load',
      message:
        'give exactly one of `duration_s` (seconds per stage) or `requests` (requests per stage); only a load of replay stages alone may give neither (each file bounds its stage)',
    };
  },
  load_schedule: (cfg) => {
    cfg.load = { duration_s: 5, stages: [{ concurrency: 1 }], sweep: { over: 'rate', stages: 3 } };
    return { path: 'load', message: 'give exactly one of `stages: [...]` or `sweep: {...}`' };
  },
  load_warmup: (cfg, pick) => {
    const l = load(cfg);
    delete l.requests;
    l.duration_s = 5;
    l.warmup_s = 5 + (pick % 4);
    return {
      path: 'load.warmup_s',
      message: 'warmup_s must be shorter than duration_s, or no request of a stage is measured',
    };
  },
  api_key_env: (cfg, pick) => {
    const [p, i] = at(cfg.providers, pick);
    p.api_key_env = `SG_PROPERTY_UNSET_${pick}`;
    return {
      path: `providers[${i}].api_key_env`,
      message: `environment variable SG_PROPERTY_UNSET_${pick} is not set; provider "${String(p.id)}" reads its API key from it`,
    };
  },
  agent_tools: (cfg, pick) => {
    const i = push(cfg.prompts, { id: `agent-${pick}`, prompt: 'plan a trip', agent: AGENT });
    return { path: `prompts[${i}].agent`, message: 'is given but the prompt has no `tools:` for the model to call' };
  },
  agent_source: (cfg, pick) => {
    const i = push(cfg.prompts, {
      id: `agent-conv-${pick}`,
      conversations: { sessions: 1, turns: 2, user_tokens: 8 },
      tools: [{ name: 'search' }],
      agent: AGENT,
    });
    return {
      path: `prompts[${i}].agent`,
      message: 'cannot go with `conversations:`: an agent session is its own conversation (tool calls and results)',
    };
  },
};

/** Unrelated type errors: each is one problem of its own and hides no rule. */
const NOISE: Record<string, (cfg: Cfg) => Expect> = {
  defaults_max_tokens: (cfg) => {
    cfg.defaults = { max_tokens: 'many' };
    return { path: 'defaults.max_tokens', message: 'expected a whole number >= 1, got "many"' };
  },
  provider_cache_bust: (cfg) => {
    const p = cfg.providers[0] as Record<string, unknown>;
    p.cache_bust = 'yes';
    return { path: 'providers[0].cache_bust', message: 'expected true or false, got "yes"' };
  },
  prompt_max_tokens: (cfg) => {
    const p = cfg.prompts[cfg.prompts.length - 1] as Record<string, unknown>;
    p.max_tokens = 0;
    return { path: `prompts[${cfg.prompts.length - 1}].max_tokens`, message: 'expected a whole number >= 1, got 0' };
  },
};

const baseConfig = fc
  .record({
    providers: fc.integer({ min: 1, max: 3 }),
    prompts: fc.integer({ min: 1, max: 3 }),
    load: fc.boolean(),
    tag: fc.stringMatching(/^[a-z][a-z0-9]{0,5}$/),
  })
  .map(({ providers, prompts, load: withLoad, tag }): Cfg => ({
    providers: Array.from({ length: providers }, (_, i) => ({
      id: `${tag}-p${i}`,
      api: 'openai-chat',
      base_url: `http://127.0.0.1:${8000 + i}/v1`,
      model: `m${i}`,
    })),
    prompts: Array.from({ length: prompts }, (_, i) => ({ id: `${tag}-q${i}`, prompt: `say ${i}` })),
    ...(withLoad ? { load: { duration_s: 5, stages: [{ concurrency: 2 }] } } : {}),
  }));

/** Load rules take the load section; the others compose with one of them. */
// fluidity_targets reads load.slo too: a rule reading a field the schema refused does not run, so it is drawn as a load kind (one at a time).
const LOAD_KINDS = Object.keys(BREAKERS).filter((k) => /^(stage|sweep|slo|load|fluidity)_/.test(k));
const OTHER_KINDS = Object.keys(BREAKERS).filter((k) => !LOAD_KINDS.includes(k));

function problemsOf(text: string): ConfigProblem[] {
  try {
    parseConfig(text, 'sg.yml', {});
  } catch (e) {
    if (e instanceof ConfigError) return e.problems;
    throw e;
  }
  return [];
}

test('a broken rule is listed exactly once, at its file:line, whatever else is wrong', () => {
  fc.assert(
    fc.property(
      baseConfig,
      fc.uniqueArray(fc.constantFrom(...OTHER_KINDS), { maxLength: 3 }),
      fc.option(fc.constantFrom(...LOAD_KINDS), { nil: undefined }),
      fc.option(fc.constantFrom(...Object.keys(NOISE)), { nil: undefined }),
      fc.nat(),
      (drawn, others, loadKind, noise, pick) => {
        // The breakers edit the config: a copy, so shrinking replays the value fast-check drew, not an edited one.
        const cfg = structuredClone(drawn);
        const kinds = loadKind === undefined ? others : [...others, loadKind];
        fc.pre(kinds.length > 0);
        const expected = kinds.map((k) => (BREAKERS[k] as Breaker)(cfg, pick));
        if (noise !== undefined) expected.push((NOISE[noise] as (c: Cfg) => Expect)(cfg));
        const text = stringify(cfg);
        const lines = text.split('\n');
        const problems = problemsOf(text);
        const listed = formatProblems(problems);

        // never the same problem twice
        const keys = problems.map((p) => `${p.path} ${p.message}`);
        assert.equal(new Set(keys).size, keys.length, `a problem listed twice:\n${listed}`);
        for (const e of expected) {
          const hits = problems.filter((p) => p.path === e.path && p.message === e.message);
          assert.equal(hits.length, 1, `want exactly one "${e.path}: ${e.message}" in:\n${listed}\n---\n${text}`);
          const p = hits[0] as ConfigProblem;
          assert.ok(p.line !== null && p.column !== null, `no line for ${e.path}`);
          // the line is the field's own: `key:` for a mapping entry, `- ` for a list item
          const last = /(?:\.|^)([A-Za-z_]+)$/.exec(e.path)?.[1];
          const source = lines[p.line - 1] ?? '';
          if (last !== undefined)
            assert.ok(source.slice(p.column - 1).startsWith(`${last}:`), `${e.path} at "${source}"`);
          else assert.match(source, /^\s*-/, `${e.path} at "${source}"`);
          assert.ok(listed.includes(`sg.yml:${p.line}:${p.column} ${e.path}: ${e.message}`), listed);
        }
        // and nothing but what was broken
        assert.equal(problems.length, expected.length, `unexpected problems:\n${listed}`);
      },
    ),
    { numRuns: 300 },
  );
});

test('every rule of rules.ts has a breaker here', async () => {
  const rules = await import('../../src/config/rules.ts');
  const { AGENT_RULES } = await import('../../src/config/agent.ts');
  const ids = [
    AGENT_RULES,
    rules.PROMPT_RULES,
    rules.TOKEN_COUNT_RULES,
    rules.SYNTHETIC_RULES,
    rules.STAGE_RULES,
    rules.SWEEP_RULES,
    rules.SLO_RULES,
    rules.LOAD_RULES,
    rules.EXCLUDE_ENTRY_RULES,
    rules.CONFIG_RULES,
  ].flatMap((list) => list.map((r) => r.id));
  const covered = Object.keys(BREAKERS).map((k) => k.replace(/_(both|none)$/, ''));
  for (const id of ids) assert.ok(covered.includes(id), `no breaker for rule ${id}`);
});
