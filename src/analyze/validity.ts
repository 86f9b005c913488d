import type { Analysis } from '../config/schema.ts';
import { MIN_SAMPLES } from './bootstrap.ts';
import type {
  GroupResult,
  Results,
  StageResult,
  Validity,
  ValidityReason,
  ValiditySignal,
  ValidityVerdict,
} from './types.ts';

// Whether to believe a group's figures: the signals that each report in its
// own place (client stalls, generator-limited stages, buffered and coarse
// shares, failures, token counts against the reference tokenizer, the
// server's count against the client's, the sample count) joined into one
// verdict. Each signal past its `degraded` threshold makes the group
// degraded, past its `untrusted` one untrusted; the worst wins, and every
// signal that passed one is a reason. Pure: results in, validity out, so
// reanalyze and compare judge a run again. docs/validity.md lists the rules.

interface Rule {
  /** What the share (or count) is of, for the detail. */
  of: string;
  /** From this value on, degraded; from `untrusted` on (when set), untrusted. */
  degraded: number;
  untrusted: number | null;
}

/** The thresholds, as shares (0..1) except too_few_samples (a count below which) and the stage/server flags (a share of stages). */
export const VALIDITY_RULES: Readonly<Record<ValiditySignal, Rule>> = {
  // A stalled request's rates are left out; many of them and the figures are of the few the client measured well.
  client_stalled: { of: 'measured requests measured through a client stall', degraded: 0.05, untrusted: 0.25 },
  // A stage whose client fell behind its schedule measured the client more than the server.
  generator_limited: { of: 'load stages generator-limited', degraded: 1e-9, untrusted: 0.5 },
  // Buffered responses have no TTFT or streaming rate: the streaming figures are of the rest.
  buffered: { of: 'successful responses buffered', degraded: 0.1, untrusted: null },
  // Coarse chunks (many tokens a read) make ITL and TPOT the chunk's, not the token's.
  coarse: { of: 'streamed responses coarse', degraded: 0.5, untrusted: null },
  failures: { of: 'measured requests failed', degraded: 0.05, untrusted: 0.5 },
  // The provider's count disagreeing with the reference tokenizer past analysis.max_token_disagreement: rates are off.
  token_mismatch: {
    of: 'successful responses whose token count disagrees with the reference tokenizer',
    degraded: 0.1,
    untrusted: 0.5,
  },
  // The server's own token rate against the client's (server metrics): a mismatch means one of them is wrong.
  reconciliation: {
    of: 'server views whose token count does not reconcile with the client',
    degraded: 1e-9,
    untrusted: null,
  },
  too_few_samples: { of: 'responses with a figure', degraded: MIN_SAMPLES, untrusted: MIN_SAMPLES },
};

export type ValidityRules = Readonly<Record<ValiditySignal, Rule>>;

/**
 * The rules with `analysis.validity`'s thresholds over the defaults (a bound
 * left out keeps its default; an untrusted bound below the degraded one is
 * raised to it, so a share is never untrusted before it is degraded).
 */
export function validityRules(settings: Analysis['validity'] | undefined): ValidityRules {
  if (settings === undefined) return VALIDITY_RULES;
  const out: Record<ValiditySignal, Rule> = { ...VALIDITY_RULES };
  for (const [signal, t] of Object.entries(settings) as [
    ValiditySignal,
    NonNullable<(typeof settings)[keyof typeof settings]>,
  ][]) {
    if (t === undefined || !Object.hasOwn(VALIDITY_RULES, signal)) continue;
    const rule = VALIDITY_RULES[signal];
    const degraded = t.degraded ?? rule.degraded;
    const untrusted = t.untrusted === undefined ? rule.untrusted : t.untrusted;
    out[signal] = { ...rule, degraded, untrusted: untrusted === null ? null : Math.max(untrusted, degraded) };
  }
  return out;
}

const RANK: Record<ValidityVerdict, number> = { trusted: 0, degraded: 1, untrusted: 2 };

/** The worse of two verdicts. */
export function worse(a: ValidityVerdict, b: ValidityVerdict): ValidityVerdict {
  return RANK[b] > RANK[a] ? b : a;
}

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

/** The reason a share gives, or null when it is under the degraded threshold (or there is nothing to take a share of). */
export function shareReason(
  signal: ValiditySignal,
  part: number,
  whole: number,
  rules: ValidityRules = VALIDITY_RULES,
): ValidityReason | null {
  if (whole <= 0 || part <= 0) return null;
  const rule = rules[signal];
  const share = part / whole;
  if (share < rule.degraded) return null;
  const untrusted = rule.untrusted !== null && share >= rule.untrusted;
  const threshold = untrusted ? rule.untrusted! : rule.degraded;
  return {
    signal,
    verdict: untrusted ? 'untrusted' : 'degraded',
    value: Math.round(share * 1e6) / 1e6,
    threshold,
    detail: `${part} of ${whole} ${rule.of} (${pct(share)}; ${untrusted ? 'untrusted' : 'degraded'} from ${threshold < 1e-6 ? 'any' : pct(threshold)})`,
  };
}

/** Fewer values than the ranking and the comparisons need: the interval is not drawn, the place not given. */
function samplesReason(g: GroupResult): ValidityReason | null {
  const n = Math.max(g.n_ttft, g.n_end_to_end);
  if (n >= MIN_SAMPLES) return null;
  return {
    signal: 'too_few_samples',
    verdict: 'untrusted',
    value: n,
    threshold: MIN_SAMPLES,
    detail: `${n} ${VALIDITY_RULES.too_few_samples.of}; the intervals and the ranking need at least ${MIN_SAMPLES}`,
  };
}

const sameGroup = (g: Pick<GroupResult, 'provider' | 'prompt' | 'location'>) => (s: StageResult) =>
  s.provider === g.provider && s.prompt === g.prompt && (s.location ?? null) === (g.location ?? null);

/** A group's validity from its own counts and its load stages (a run without load has none). */
export function groupValidity(
  g: GroupResult,
  stages: readonly StageResult[] = [],
  rules: ValidityRules = VALIDITY_RULES,
): Validity {
  const own = stages.filter(sameGroup(g));
  const ok = g.n - g.errors - (g.not_sent ?? 0);
  const servers = [g.server ?? null, ...own.map((s) => s.server ?? null)].filter((x) => x !== null);
  const reasons = [
    shareReason('client_stalled', g.client_stalled ?? 0, g.n, rules),
    shareReason('generator_limited', own.filter((s) => s.generator_limited).length, own.length, rules),
    shareReason('buffered', g.buffered, ok, rules),
    shareReason('coarse', g.coarse, g.streamed, rules),
    shareReason('failures', g.errors, g.n - (g.not_sent ?? 0), rules),
    shareReason('token_mismatch', g.token_mismatches, ok, rules),
    shareReason('reconciliation', servers.filter((s) => s.reconciliation.flagged).length, servers.length, rules),
    samplesReason(g),
  ].filter((r): r is ValidityReason => r !== null);
  return { verdict: reasons.reduce<ValidityVerdict>((v, r) => worse(v, r.verdict), 'trusted'), reasons };
}

/** The run's validity: the worst group's verdict, with every group's reasons naming their group. */
export function runValidity(groups: readonly GroupResult[]): Validity {
  let verdict: ValidityVerdict = 'trusted';
  const reasons: ValidityReason[] = [];
  for (const g of groups) {
    const v = g.validity ?? groupValidity(g);
    verdict = worse(verdict, v.verdict);
    for (const r of v.reasons)
      reasons.push({
        ...r,
        provider: g.provider,
        prompt: g.prompt,
        ...(g.location !== undefined ? { location: g.location } : {}),
      });
  }
  return { verdict, reasons };
}

/** `results` with each group's validity and the run's set (a new object; groups are copied). */
export function withValidity(results: Results): Results {
  const rules = validityRules(results.analysis?.validity);
  const groups = results.groups.map((g) => ({ ...g, validity: groupValidity(g, results.stages ?? [], rules) }));
  return { ...results, groups, run: { ...results.run, validity: runValidity(groups) } };
}

/** A group's validity as results hold it, or judged now (results written before validity). */
export function validityOf(
  results: Pick<Results, 'groups' | 'stages'> & Partial<Pick<Results, 'analysis'>>,
  g: GroupResult,
): Validity {
  return g.validity ?? groupValidity(g, results.stages ?? [], validityRules(results.analysis?.validity));
}

/** One line for a reason: "client_stalled: 3 of 8 measured requests ... (37.5%; untrusted from 25%)". */
export function reasonText(r: ValidityReason): string {
  return `${r.signal.replace(/_/g, ' ')}: ${r.detail}`;
}
