import type { Analysis } from '../config/schema.ts';
import { seedFrom } from '../random.ts';
import { dropNoise, summarize } from '../stats.ts';
import type { Trace } from '../trace.ts';
import { bootstrapMedianCi, DEFAULT_STATISTICS, type StatisticsSettings } from './bootstrap.ts';
import type { GroupInterval, GroupResult, Outcome, RequestResult, Summary } from './types.ts';

// Tool calls timed as streams (design.md "Tool calls and request shapes"):
// when the first tool-call content arrived (TTFTC), and whether the calls'
// arguments streamed, by the rules that say whether text streamed
// (min_content_reads reads, over at least min_generation_s). Arguments that
// came in one read, or all within microseconds, are buffered: they get no
// rate, as a buffered answer gets none; their TTFTC is kept.

/** Characters per token where the request reports no output tokens to take its own ratio from. */
export const FALLBACK_CHARS_PER_TOKEN = 4;

export type ToolRequestFields = Pick<
  RequestResult,
  'ttftc_ms' | 'tool_calls' | 'tool_args_streamed' | 'tool_args_chars' | 'tool_args_tps'
>;

/**
 * A request's tool-call figures; empty (the fields absent) when the response
 * made no tool call, so results without tools are as they were.
 */
export function requestToolFields(
  trace: Trace,
  t: Analysis,
  outcome: Outcome,
  outputTokens: number,
  clientStalled: boolean,
): ToolRequestFields | Record<string, never> {
  const calls = trace.tool_calls;
  if (calls === undefined || calls.length === 0) return {};
  const ok = outcome !== 'error';
  const at = (read: number): number | null => trace.reads[read]?.[0] ?? null;
  let first: number | null = null;
  const argsReads = new Map<number, number>();
  let argsChars = 0;
  for (const call of calls) {
    const opened = call.name_read ?? call.args_reads[0]?.[0] ?? null;
    if (opened !== null && (first === null || opened < first)) first = opened;
    argsChars += call.args_chars;
    for (const [read, chars] of call.args_reads) argsReads.set(read, (argsReads.get(read) ?? 0) + chars);
  }
  const reads = [...argsReads.keys()].sort((a, b) => a - b);
  const firstArgs = reads.length > 0 ? at(reads[0]!) : null;
  const lastArgs = reads.length > 0 ? at(reads.at(-1)!) : null;
  const spanMs = firstArgs !== null && lastArgs !== null ? dropNoise(lastArgs - firstArgs) : null;
  const streamed =
    argsChars === 0
      ? null
      : reads.length >= t.min_content_reads && spanMs !== null && spanMs >= dropNoise(t.min_generation_s * 1000);
  // Tokens by the request's own characters per token (the arguments are
  // part of its output text); the first arguments read's share arrived at
  // the interval's start, so it is not counted in the rate (as the
  // post-first-content rate leaves out nothing before first content).
  const chars = trace.output.chars + trace.output.reasoning_chars;
  const tokensPerChar = outputTokens > 0 && chars > 0 ? outputTokens / chars : 1 / FALLBACK_CHARS_PER_TOKEN;
  const afterFirst = argsChars - (argsReads.get(reads[0] ?? -1) ?? 0);
  const tps =
    ok && streamed === true && !clientStalled && spanMs !== null && spanMs > 0
      ? dropNoise((afterFirst * tokensPerChar) / (spanMs / 1000))
      : null;
  return {
    ttftc_ms: ok && first !== null ? at(first) : null,
    tool_calls: calls.length,
    tool_args_streamed: ok ? streamed : null,
    tool_args_chars: argsChars,
    tool_args_tps: tps,
  };
}

export type ToolGroupFields = Pick<
  GroupResult,
  | 'ttftc_ms'
  | 'ttftc_ms_ci'
  | 'n_ttftc'
  | 'tool_args_tps'
  | 'tool_args_tps_ci'
  | 'n_tool_args'
  | 'tool_call_requests'
  | 'tool_args_buffered'
>;

function summaryOf(values: readonly number[]): Summary | null {
  const s = summarize(values);
  if (s === null) return null;
  return { p50: dropNoise(s.p50), p90: dropNoise(s.p90), p99: dropNoise(s.p99), min: s.min, max: s.max };
}

/**
 * A group's tool-call figures over its measured successful requests that
 * made tool calls: TTFTC over all of them, the arguments rate over those
 * whose arguments streamed, and how many were buffered. Empty when none
 * made a tool call (the group's fields absent).
 */
export function groupToolFields(
  requests: readonly RequestResult[],
  seed: readonly [provider: string, prompt: string],
  stats: StatisticsSettings = DEFAULT_STATISTICS,
): ToolGroupFields | Record<string, never> {
  const withCalls = requests.filter((r) => r.outcome !== 'error' && (r.tool_calls ?? 0) > 0);
  if (withCalls.length === 0) return {};
  const ttftc = withCalls.flatMap((r) => (typeof r.ttftc_ms === 'number' ? [r.ttftc_ms] : []));
  const tps = withCalls.flatMap((r) => (typeof r.tool_args_tps === 'number' ? [r.tool_args_tps] : []));
  const ci = (values: readonly number[], key: string): GroupInterval | null => {
    if (values.length < Math.max(1, stats.min_samples)) return null;
    const i = bootstrapMedianCi(values, seedFrom(...seed, key), stats);
    return i === null ? null : { low: dropNoise(i.low), high: dropNoise(i.high), level: stats.ci_level };
  };
  return {
    ttftc_ms: summaryOf(ttftc),
    ttftc_ms_ci: ci(ttftc, 'ttftc_ms'),
    n_ttftc: ttftc.length,
    tool_args_tps: summaryOf(tps),
    tool_args_tps_ci: ci(tps, 'tool_args_tps'),
    n_tool_args: tps.length,
    tool_call_requests: withCalls.length,
    tool_args_buffered: withCalls.filter((r) => r.tool_args_streamed === false).length,
  };
}
