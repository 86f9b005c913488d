import { ConfigError } from './errors.ts';
import { resolveProvider, type ResolvedProvider } from './load.ts';
import type { Config, Message, PromptConfig } from './schema.ts';

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
  messages: Message[];
  maxTokens: number;
  /** Measured: 1..repetitions; warmup: 1..warmup. */
  rep: number;
  warmup: boolean;
  /** The prefix put in front of the first user message, or null when cache_bust is off. */
  cacheBust: string | null;
}

export interface Plan {
  /** Every provider of the config, resolved, in config order. */
  providers: ResolvedProvider[];
  /** Grouped by provider (config order); within one: warmups first, then measured requests, rep-major. */
  requests: PlannedRequest[];
  shard: { index: number; count: number } | null;
  /** Measured requests of the whole (unsharded) plan. */
  totalRequests: number;
}

export interface PlanOptions {
  shard?: { index: number; count: number } | null;
  /** A fresh short random string per call; the CLI passes 8 random hex chars. */
  nonce: () => string;
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

  const groups = providers.map((provider) => {
    const prompts = config.prompts.filter((pr) => !isExcluded(config, provider.id, pr.id));
    const warmups: Slot[] = [];
    const measured: Slot[] = [];
    for (let k = 1; k <= provider.warmup; k++)
      for (const prompt of prompts)
        warmups.push({ id: `${provider.id}/${prompt.id}/warmup-${k}`, provider, prompt, rep: k, warmup: true });
    // Rep-major: rep 1 of every prompt, then rep 2, ..., so a drift in the
    // provider's speed over the run spreads over all prompts.
    for (let rep = 1; rep <= provider.repetitions; rep++)
      for (const prompt of prompts)
        measured.push({ id: `${provider.id}/${prompt.id}/${rep}`, provider, prompt, rep, warmup: false });
    return { warmups, measured };
  });

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
  const emit = (s: Slot, id: string): void => {
    const messages: Message[] = s.prompt.messages
      ? s.prompt.messages.map((m) => ({ ...m }))
      : [{ role: 'user', content: s.prompt.prompt ?? '' }];
    let cacheBust: string | null = null;
    if (s.provider.cache_bust) {
      cacheBust = `[sg-${opts.nonce()}] `;
      // The first user message; a conversation without one gets it on its first message.
      const i = Math.max(
        0,
        messages.findIndex((m) => m.role === 'user'),
      );
      const target = messages[i];
      if (target) messages[i] = { ...target, content: cacheBust + target.content };
    }
    requests.push({
      id,
      index: requests.length,
      provider: s.provider,
      promptId: s.prompt.id,
      messages,
      maxTokens: s.prompt.max_tokens ?? s.provider.max_tokens,
      rep: s.rep,
      warmup: s.warmup,
      cacheBust,
    });
  };

  for (const g of groups) {
    const measured = g.measured.filter(keep);
    const pairs = new Set(measured.map((s) => s.prompt.id));
    for (const s of g.warmups) if (pairs.has(s.prompt.id)) emit(s, s.id + warmupSuffix);
    for (const s of measured) emit(s, s.id);
  }

  return { providers, requests, shard: shard ? { ...shard } : null, totalRequests: allMeasured.length };
}
