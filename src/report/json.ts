import { RANKED_KEYS } from '../analyze/figures.ts';
import type { RequestResult, Results } from '../analyze/types.ts';

// results.json: the Results object with a stable key order (the order of the
// contract in design.md), 2-space indent and a trailing newline. The order
// does not depend on how the object was built (analyze, or JSON read back by
// reanalyze/merge); keys the contract does not name follow the known ones,
// sorted, so nothing is dropped.

const RUN_KEYS = [
  'tool_version',
  'node_version',
  'platform',
  'arch',
  'started_at',
  'finished_at',
  'reanalyzed_at',
  'config_sha256',
  'config_file',
  'shard',
  'ci',
];
const SHARD_KEYS = ['index', 'count'];
const CI_KEYS = ['provider', 'run_id', 'run_attempt', 'sha', 'ref', 'repository'];
const ANALYSIS_KEYS = [
  'min_content_reads',
  'min_generation_s',
  'max_plausible_tps',
  'max_token_disagreement',
  'rate_tokens',
  'max_tokens_per_read',
];
/**
 * Request fields in the order results.json and results.csv list them: the
 * contract's fields in the contract's order, each later addition beside the
 * figures it explains (token provenance after token_source, the server's
 * figures before the client-observed rates).
 */
export const REQUEST_KEYS = [
  'id',
  'provider',
  'model',
  'prompt',
  'rep',
  'warmup',
  'outcome',
  'buffered_rule',
  'borderline',
  'error_kind',
  'error_message',
  'http_status',
  'metric',
  'ttft_ms',
  'ttfa_ms',
  'first_byte_ms',
  'headers_ms',
  'sent_ms',
  'new_connection',
  'connect_ms',
  'dns_ms',
  'tcp_ms',
  'tls_ms',
  'retries',
  'first_content_ms',
  'total_ms',
  'generation_ms',
  'content_reads',
  'output_tokens',
  'reasoning_tokens',
  'token_source',
  'usage_output_tokens',
  'reference_output_tokens',
  'reference_tokenizer',
  'token_disagreement',
  'token_mismatch',
  'streamed_tokens',
  'hidden_reasoning_tokens',
  'hidden_reasoning_estimate',
  'streamed_reasoning_tokens',
  'rate_token_basis',
  'input_cached_tokens',
  'input_cached_share',
  'server_generation_ms',
  'server_tps',
  'post_first_content_tps',
  'end_to_end_tps',
  'implausible',
  'first_read_tokens',
  'first_read_tokens_basis',
  'tpot_ms',
  'decode_tps',
  'tokens_per_content_read',
  'chunking',
  'max_gap_ms',
  'truncated',
  'content_filtered',
] as const satisfies ReadonlyArray<keyof RequestResult>;
const SUMMARY_KEYS = ['p50', 'p90', 'p99', 'min', 'max'];
const GROUP_KEYS = [
  'provider',
  'model',
  'prompt',
  'n',
  'streamed',
  'buffered',
  'borderline',
  'errors',
  'not_sent',
  'retries',
  'implausible',
  'streaming',
  'ttft_ms',
  'ttfa_ms',
  'post_first_content_tps',
  'end_to_end_tps',
  'total_ms',
  'tpot_ms',
  'decode_tps',
  'itl_ms',
  'chunk_gap_ms',
  'max_gap_ms',
  'n_decode',
  'coarse',
  'truncated',
  'n_ttft',
  'n_ttfa',
  'n_post_first_content',
  'n_end_to_end',
  'n_total',
  'ttft_ms_ci',
  'post_first_content_tps_ci',
  'end_to_end_tps_ci',
  'decode_tps_ci',
  'too_few_samples',
  'hidden_reasoning',
  'input_cached_share',
];
const HIDDEN_KEYS = [
  'requests',
  'of',
  'hidden_tokens_p50',
  'output_tokens_p50',
  'streamed_tokens_p50',
  'estimated',
  'rates_exclude_hidden',
];
const INTERVAL_KEYS = ['low', 'high', 'level'];
const RANK_FIGURE_KEYS = RANKED_KEYS;
const RANK_KEYS = ['rank', 'low', 'high', 'share', 'of', 'label_sensitive'];
const BASELINE_KEYS = ['runs', 'min_effect_pct', 'ci_level', 'resamples', 'min_samples', 'method'];
const BASELINE_RUN_KEYS = ['started_at', 'config_sha256', 'ci_run_id', 'sha', 'source'];
const COMPARISON_KEYS = [
  'provider',
  'prompt',
  'metric',
  'baseline_p50',
  'current_p50',
  'delta_pct',
  'ci_low_pct',
  'ci_high_pct',
  'verdict',
  'reason',
  'baseline_n',
  'current_n',
  'baseline_runs',
];
const STREAMING_CHANGE_KEYS = [
  'provider',
  'prompt',
  'baseline_streaming',
  'current_streaming',
  'baseline_streamed',
  'baseline_buffered',
  'current_streamed',
  'current_buffered',
  'change',
  'alert',
];
const FLAG_KEYS = ['id', 'provider', 'prompt', 'reason', 'detail'];
const RESULTS_KEYS = [
  'schema',
  'run',
  'analysis',
  'requests',
  'groups',
  'flagged',
  'baseline',
  'comparisons',
  'streaming_changes',
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Known keys first in the given order, then any others sorted; nested objects sorted by key. */
function ordered(v: unknown, keys: readonly string[], nested: Record<string, (x: unknown) => Json> = {}): Json {
  if (!isObject(v)) return canonical(v);
  const out: { [key: string]: Json } = {};
  const known = new Set(keys);
  const rest = Object.keys(v)
    .filter((k) => !known.has(k))
    .sort();
  for (const k of [...keys, ...rest]) {
    if (!Object.hasOwn(v, k) || v[k] === undefined) continue;
    const f = nested[k];
    out[k] = f ? f(v[k]) : canonical(v[k]);
  }
  return out;
}

/** Plain JSON value with object keys sorted (for values the contract does not order). */
function canonical(v: unknown): Json {
  if (Array.isArray(v)) return v.map(canonical);
  if (isObject(v)) return ordered(v, []);
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' || typeof v === 'boolean' || v === null) return v;
  return null;
}

const list = (f: (x: unknown) => Json) => (v: unknown) => (Array.isArray(v) ? v.map(f) : canonical(v));
const summary = (v: unknown) => ordered(v, SUMMARY_KEYS);

const run = (v: unknown) =>
  ordered(v, RUN_KEYS, { shard: (x) => ordered(x, SHARD_KEYS), ci: (x) => ordered(x, CI_KEYS) });
const request = (v: unknown) => ordered(v, REQUEST_KEYS);
const interval = (v: unknown) => ordered(v, INTERVAL_KEYS);
/** A group's ranks: the figures in report order, each place before its interval. */
const ranks = (v: unknown) =>
  ordered(
    v,
    RANK_FIGURE_KEYS,
    Object.fromEntries(RANK_FIGURE_KEYS.map((k) => [k, (x: unknown) => ordered(x, RANK_KEYS)])),
  );
const group = (v: unknown) =>
  ordered(v, GROUP_KEYS, {
    ttft_ms: summary,
    ttfa_ms: summary,
    post_first_content_tps: summary,
    end_to_end_tps: summary,
    total_ms: summary,
    tpot_ms: summary,
    decode_tps: summary,
    itl_ms: summary,
    chunk_gap_ms: summary,
    max_gap_ms: summary,
    ttft_ms_ci: interval,
    post_first_content_tps_ci: interval,
    end_to_end_tps_ci: interval,
    decode_tps_ci: interval,
    hidden_reasoning: (x) => ordered(x, HIDDEN_KEYS),
    ranks,
    unranked: (x) => ordered(x, RANK_FIGURE_KEYS),
  });
const flag = (v: unknown) => ordered(v, FLAG_KEYS);
const baseline = (v: unknown) => ordered(v, BASELINE_KEYS, { runs: list((x) => ordered(x, BASELINE_RUN_KEYS)) });

/** results.json text. */
export function renderResultsJson(results: Results): string {
  return [...resultsJsonChunks(results)].join('');
}

/**
 * results.json in pieces, joined byte for byte what JSON.stringify(doc,
 * null, 2) writes: the requests one at a time (each built from its result
 * as it is written), so a large run's file is never one string. Each piece
 * ends at a boundary between JSON values, never inside a string, so a
 * scrubber sees every string whole.
 */
export function* resultsJsonChunks(results: Results): Generator<string> {
  // The requests are written below, one by one: the document holds an empty list in their place.
  const doc = ordered({ ...results, requests: [] }, RESULTS_KEYS, {
    run,
    analysis: (x) => ordered(x, ANALYSIS_KEYS),
    groups: list(group),
    flagged: list(flag),
    baseline,
    comparisons: list((x) => ordered(x, COMPARISON_KEYS)),
    streaming_changes: list((x) => ordered(x, STREAMING_CHANGE_KEYS)),
  }) as { [key: string]: Json };
  const keys = Object.keys(doc);
  if (keys.length === 0) return yield '{}\n';
  const requests = Array.isArray(results.requests) ? results.requests : [];
  // JSON.stringify(x, null, 2) nested n levels deep: its own text with each line break indented n levels more.
  const at = (v: Json, indent: string) => JSON.stringify(v, null, 2).replaceAll('\n', `\n${indent}`);
  for (const [i, k] of keys.entries()) {
    const head = `${i === 0 ? '{' : ','}\n  ${JSON.stringify(k)}: `;
    if (k !== 'requests' || requests.length === 0) {
      yield head + at(doc[k]!, '  ');
      continue;
    }
    yield head + '[';
    for (const [j, r] of requests.entries()) yield `${j === 0 ? '' : ','}\n    ${at(request(r), '    ')}`;
    yield '\n  ]';
  }
  yield '\n}\n';
}
