import { ConfigError } from './errors.ts';
import { resolveProvider, type ResolvedProvider } from './read.ts';
import type { FilePrompt } from './prompt-file.ts';
import type { Config, Load, Message, PromptConfig } from './schema.ts';
import { syntheticText } from './synthetic.ts';
import type { TraceSynthetic, TraceWorkload } from '../trace.ts';
import { syntheticSession, type Session } from './conversations.ts';
import type { Workloads } from './workload-files.ts';
import { requestShapeOf } from './images.ts';
import type { RequestShape } from './request-shape.ts';
import { agentPlan, type AgentPlan, type SentMessage } from './agent.ts';

// The plan: which requests a run sends, in which order. Pure: the only
// randomness (the cache-bust nonce) is supplied by the caller.

export interface PlannedRequest {
  /** Unique in the run (and across the shards of a run): `provider/prompt/rep`, `provider/prompt/warmup-k[@shardI]`. */
  id: string;
  /** Position in Plan.requests. */
  index: number;
  provider: ResolvedProvider;
  promptId: string;
  /** What is sent, cache-bust prefix included. A copy: never the config's own objects. */
  messages: SentMessage[];
  maxTokens: number;
  /** Measured: 1..repetitions; warmup: 1..warmup. */
  rep: number;
  warmup: boolean;
  /** The prefix put in front of the first user message, or null when cache_bust is off. */
  cacheBust: string | null;
  /** What a synthetic prompt asked for (seed, token counts); null for other prompts. */
  synthetic: TraceSynthetic | null;
  /** What a dataset, replay or conversation prompt sent; absent for other prompts. */
  workload?: TraceWorkload | null;
  /** A conversation: the session this request opens (the runner sends its turns); absent otherwise. */
  conversation?: Session;
  /** Set on each sent turn of a conversation. */
  session?: number;
  turn?: number;
  /** The prompt's tools, tool_choice, response_format and images; absent when it has none. */
  shape?: RequestShape;
  /** An agent prompt: the session this request opens (the runner sends its steps); absent otherwise. */
  agent?: AgentPlan;
  /** Set on each sent step of an agent session, 0-based (with `session`). */
  step?: number;
}

/** `agent` of a prompt's request opening session `session` ({} for other prompts). */
export function agentField(prompt: PromptConfig, session: number): { agent?: AgentPlan } {
  return prompt.agent === undefined ? {} : { agent: agentPlan(prompt.agent, session) };
}

/** `shape` of a prompt's requests, spread into each PlannedRequest ({} when the prompt has none). */
export function shapeField(prompt: PromptConfig, workloads: Workloads | undefined): { shape?: RequestShape } {
  const shape = requestShapeOf(prompt, workloads?.images?.[prompt.id]);
  return shape === undefined ? {} : { shape };
}

/** One provider x prompt of a load run, with its stages to run one after another. */
export interface LoadPair {
  provider: ResolvedProvider;
  prompt: PromptConfig;
}

export interface LoadPlan {
  pairs: LoadPair[];
  spec: Load;
  /** With --shard I/N: this job runs 1/N of every stage's rate and concurrency, with its own seeds. */
  shard: { index: number; count: number } | null;
}

export interface Plan {
  /** Every provider of the config, resolved, in config order. */
  providers: ResolvedProvider[];
  /** Grouped by provider (config order); within one: warmups first, then measured requests, rep-major. */
  requests: PlannedRequest[];
  shard: { index: number; count: number } | null;
  /** Measured requests of the whole (unsharded) plan (0 for a load run: its stages decide). */
  totalRequests: number;
  /** Set when the config has `load:`: `requests` is then empty and the load runner sends them. */
  load: LoadPlan | null;
}

export interface PlanOptions {
  shard?: { index: number; count: number } | null;
  /** A fresh short random string per call; the CLI passes 8 random hex chars. */
  nonce: () => string;
  /** The prompts of every `file:` prompt, by prompt id (LoadedConfig.promptFiles). */
  promptFiles?: Record<string, FilePrompt[]> | undefined;
  /** Datasets, conversation files and replay traces (LoadedConfig.workloads). */
  workloads?: Workloads | undefined;
}

/** What the k-th request (0-based) of a prompt sends, before any cache-bust prefix. */
export interface PromptContent {
  messages: Message[];
  /** null: the provider's max_tokens. */
  maxTokens: number | null;
  synthetic: TraceSynthetic | null;
  /** A dataset prompt's record and lengths (max_tokens 0 until the caller fills in the provider's). */
  workload?: TraceWorkload | null;
}

/**
 * The k-th request's content: a fixed prompt is the same every time; a
 * synthetic prompt's k-th text is generated from its seed; a file prompt's
 * k-th line is used in order, cycled. Copies, never the config's own objects.
 */
export function promptContent(
  prompt: PromptConfig,
  k: number,
  files: Record<string, FilePrompt[]> | undefined,
  workloads?: Workloads,
): PromptContent {
  if (prompt.synthetic) {
    const t = syntheticText(prompt.synthetic, k);
    return {
      messages: [{ role: 'user', content: t.text }],
      maxTokens: t.outputTokens,
      synthetic: {
        seed: t.seed,
        k,
        input_tokens: t.inputTokens,
        output_tokens: t.outputTokens,
        prefix_tokens: t.prefixTokens,
        asked: t.asked,
      },
    };
  }
  if (prompt.dataset) {
    const ds = workloads?.datasets[prompt.id];
    const item = ds?.items[k % ds.items.length];
    if (ds === undefined || item === undefined)
      throw new Error(`prompt "${prompt.id}": its dataset was not read (load the config with loadConfig)`);
    const fromDataset = ds.outputFrom === 'dataset' && item.answerTokens !== null;
    const maxTokens = fromDataset ? item.answerTokens : (prompt.max_tokens ?? null);
    return {
      messages: item.messages.map((m) => ({ ...m })),
      maxTokens,
      synthetic: null,
      workload: {
        source: 'dataset',
        line: item.line,
        input_tokens: item.inputTokens,
        // The provider's max_tokens is filled in by the caller when this is null.
        max_tokens: maxTokens ?? 0,
        answer_tokens: item.answerTokens,
      },
    };
  }
  if (prompt.file !== undefined) {
    const list = files?.[prompt.id];
    const item = list?.[k % list.length];
    if (item === undefined)
      throw new Error(`prompt "${prompt.id}": its file was not read (load the config with loadConfig)`);
    return {
      messages: item.messages.map((m) => ({ ...m })),
      maxTokens: item.maxTokens ?? prompt.max_tokens ?? null,
      synthetic: null,
    };
  }
  return {
    messages: prompt.messages
      ? prompt.messages.map((m) => ({ ...m }))
      : [{ role: 'user', content: prompt.prompt ?? '' }],
    maxTokens: prompt.max_tokens ?? null,
    synthetic: null,
  };
}

/** How many sessions a conversation prompt runs (per provider), or null for other prompts. */
export function sessionCount(prompt: PromptConfig, workloads: Workloads | undefined): number | null {
  const c = prompt.conversations;
  if (c === undefined) return null;
  if (typeof c === 'object') return c.sessions;
  const list = workloads?.conversations[prompt.id];
  if (list === undefined)
    throw new Error(`prompt "${prompt.id}": its conversations file was not read (load the config with loadConfig)`);
  return list.length;
}

/** Session `index` (0-based) of a conversation prompt: synthetic from its seed, or the file's, cycled. */
export function sessionOf(prompt: PromptConfig, index: number, workloads: Workloads | undefined): Session {
  const c = prompt.conversations;
  if (typeof c === 'object') return syntheticSession(c, index);
  const list = workloads?.conversations[prompt.id] ?? [];
  const s = list[index % Math.max(1, list.length)];
  if (s === undefined)
    throw new Error(`prompt "${prompt.id}": its conversations file was not read (load the config with loadConfig)`);
  return { ...s, index };
}

/** Puts `cacheBust` in front of the first user message (a conversation without one: its first message). */
export function withCacheBust(messages: Message[], cacheBust: string): Message[] {
  const out = messages.slice();
  const i = Math.max(
    0,
    out.findIndex((m) => m.role === 'user'),
  );
  const target = out[i];
  if (target) out[i] = { ...target, content: cacheBust + target.content };
  return out;
}

interface Slot {
  id: string;
  provider: ResolvedProvider;
  prompt: PromptConfig;
  rep: number;
  warmup: boolean;
}

const SHARD_EXPECTED = 'expected I/N with 1 <= I <= N, such as 1/3';

function shardError(text: string): ConfigError {
  return new ConfigError(
    [
      {
        file: '',
        line: null,
        column: null,
        path: '--shard',
        message: `${SHARD_EXPECTED}, got ${JSON.stringify(text)}`,
        fix: 'split a run into N jobs with --shard 1/N, --shard 2/N, ..., --shard N/N',
      },
    ],
    `--shard ${text}: ${SHARD_EXPECTED}`,
  );
}

/** Parses `--shard I/N` (1-based I). Throws ConfigError unless 1 <= I <= N. */
export function parseShard(text: string): { index: number; count: number } {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw shardError(text);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(count) || index < 1 || index > count)
    throw shardError(text);
  return { index, count };
}

function isExcluded(config: Config, provider: string, prompt: string): boolean {
  return config.exclude.some(
    (e) => (e.provider === undefined || e.provider === provider) && (e.prompt === undefined || e.prompt === prompt),
  );
}

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function buildPlan(config: Config, opts: PlanOptions): Plan {
  const shard = opts.shard ?? null;
  if (
    shard &&
    !(
      Number.isSafeInteger(shard.index) &&
      Number.isSafeInteger(shard.count) &&
      shard.index >= 1 &&
      shard.index <= shard.count
    )
  )
    throw shardError(`${shard.index}/${shard.count}`);

  const providers = config.providers.map((p) => resolveProvider(config, p));
  if (config.load) return loadPlan(config, config.load, providers, shard);

  const groups = providers.map((provider) => providerSlots(config, provider, opts.workloads));
  const allMeasured = groups.flatMap((g) => g.measured);
  let keep: (s: Slot) => boolean = () => true;
  let warmupSuffix = '';
  if (shard) {
    const sorted = allMeasured.map((s) => s.id).sort(byId);
    const mine = new Set(sorted.filter((_, k) => k % shard.count === shard.index - 1));
    keep = (s) => mine.has(s.id);
    warmupSuffix = `@shard${shard.index}`;
  }

  const requests: PlannedRequest[] = [];
  for (const g of groups) {
    const measured = g.measured.filter(keep);
    const pairs = new Set(measured.map((s) => s.prompt.id));
    for (const s of g.warmups)
      if (pairs.has(s.prompt.id)) requests.push(slotRequest(s, s.id + warmupSuffix, requests.length, opts));
    for (const s of measured) requests.push(slotRequest(s, s.id, requests.length, opts));
  }

  // A session counts its turns: progress is per request sent.
  const turnsOf = (sl: Slot): number => {
    const n = sessionCount(sl.prompt, opts.workloads);
    return n === null ? 1 : sessionOf(sl.prompt, sl.rep - 1, opts.workloads).turns.length;
  };
  const totalRequests = allMeasured.reduce((sum, sl) => sum + turnsOf(sl), 0);
  return { providers, requests, shard: shard ? { ...shard } : null, totalRequests, load: null };
}

/** A load run's plan: every provider x prompt pair not excluded; its requests are made as its stages run. */
function loadPlan(
  config: Config,
  load: NonNullable<Config['load']>,
  providers: ResolvedProvider[],
  shard: { index: number; count: number } | null,
): Plan {
  if (shard && load.sweep?.over === 'rate')
    throw new ConfigError(
      [
        {
          file: '',
          line: null,
          column: null,
          path: '--shard',
          message: 'a rate sweep cannot be sharded: its later rates come from the first two stages it measures',
          fix: 'shard a config with explicit `stages:` (each shard runs rate/N and concurrency/N), or run the sweep without --shard',
        },
      ],
      '--shard: a rate sweep cannot be sharded',
    );
  const pairs: LoadPair[] = [];
  for (const provider of providers)
    for (const prompt of config.prompts)
      if (!isExcluded(config, provider.id, prompt.id)) pairs.push({ provider, prompt });
  return {
    providers,
    requests: [],
    shard: shard ? { ...shard } : null,
    totalRequests: 0,
    load: { pairs, spec: load, shard: shard ? { ...shard } : null },
  };
}

/** A provider's warmup and measured slots, in the order they are sent. */
function providerSlots(
  config: Config,
  provider: ResolvedProvider,
  workloads: PlanOptions['workloads'],
): { warmups: Slot[]; measured: Slot[] } {
  const prompts = config.prompts.filter((pr) => !isExcluded(config, provider.id, pr.id));
  const warmups: Slot[] = [];
  const measured: Slot[] = [];
  for (let k = 1; k <= provider.warmup; k++)
    for (const prompt of prompts)
      warmups.push({ id: `${provider.id}/${prompt.id}/warmup-${k}`, provider, prompt, rep: k, warmup: true });
  // Rep-major: rep 1 of every prompt, then rep 2, ..., so a drift in the
  // provider's speed over the run spreads over all prompts. A conversation
  // prompt runs its sessions in place of repetitions.
  const reps = (prompt: PromptConfig) => sessionCount(prompt, workloads) ?? provider.repetitions;
  const most = Math.max(0, ...prompts.map(reps));
  for (let rep = 1; rep <= most; rep++)
    for (const prompt of prompts)
      if (rep <= reps(prompt))
        measured.push({ id: `${provider.id}/${prompt.id}/${rep}`, provider, prompt, rep, warmup: false });
  return { warmups, measured };
}

/** The request a slot sends, its content built (a session's turns are built as it runs). */
function slotRequest(s: Slot, id: string, index: number, opts: PlanOptions): PlannedRequest {
  // Measured rep r sends the prompt's (r-1)-th content, warmup k the (repetitions + k - 1)-th:
  // the same texts for every provider, so their figures compare.
  const sessions = sessionCount(s.prompt, opts.workloads);
  const k = s.warmup ? (sessions ?? s.provider.repetitions) + s.rep - 1 : s.rep - 1;
  if (sessions !== null) {
    // A session: its turns are built as it runs (each carries the answers before it).
    const session = sessionOf(s.prompt, k, opts.workloads);
    const cacheBust = s.provider.cache_bust ? `[sg-${opts.nonce()}] ` : null;
    return {
      id,
      index,
      provider: s.provider,
      promptId: s.prompt.id,
      messages: [],
      maxTokens: s.prompt.max_tokens ?? s.provider.max_tokens,
      rep: s.rep,
      warmup: s.warmup,
      cacheBust,
      synthetic: null,
      conversation: session,
      ...shapeField(s.prompt, opts.workloads),
    };
  }
  const content = promptContent(s.prompt, k, opts.promptFiles, opts.workloads);
  let messages = content.messages;
  let cacheBust: string | null = null;
  if (s.provider.cache_bust) {
    cacheBust = `[sg-${opts.nonce()}] `;
    messages = withCacheBust(messages, cacheBust);
  }
  return {
    id,
    index,
    provider: s.provider,
    promptId: s.prompt.id,
    messages,
    maxTokens: content.maxTokens ?? s.provider.max_tokens,
    rep: s.rep,
    warmup: s.warmup,
    cacheBust,
    synthetic: content.synthetic,
    ...(content.workload
      ? { workload: { ...content.workload, max_tokens: content.maxTokens ?? s.provider.max_tokens } }
      : {}),
    ...shapeField(s.prompt, opts.workloads),
    ...agentField(s.prompt, k),
  };
}
