import type { GroupInterval, LocationFigures, Results } from '../analyze/types.ts';
import { formatNumber, sanitizeText } from './format.ts';

// The cross-location table (design.md "Past one runner"): each provider's
// TTFT and rates from each place the benchmark ran, with their intervals.
// One format-neutral model here; terminal, markdown and HTML each draw it in
// a small function of their own, and only when there is more than one place.

export interface CrossLocationTable {
  headers: string[];
  /** Cells as text; `ttft` etc. hold "212 [205, 220]". */
  rows: string[][];
  /** "openai-mini / haiku: TTFT p50 212 ms [205, 220] from eu-west, 318 ms [301, 330] from us-east" */
  sentences: string[];
  note: string;
}

export const CROSS_LOCATION_TITLE = 'By location (each place measured on its own; ranks are within a place)';

export const CROSS_LOCATION_HEADERS = [
  'Provider',
  'Prompt',
  'Location',
  'n',
  'TTFT p50 ms [95% CI]',
  'Post-first-content tok/s p50 [95% CI]',
  'End-to-end tok/s p50 [95% CI]',
];

const NO_LOCATION = '(none)';

/** The places a run's results come from (null: requests that named none). */
export function locationsOf(results: Results): Array<string | null> {
  return [...new Set((results.by_location ?? []).map((e) => e.location))];
}

const figure = (p50: number | null, ci: GroupInterval | null): string =>
  p50 === null
    ? 'n/a'
    : ci
      ? `${formatNumber(p50)} [${formatNumber(ci.low)}, ${formatNumber(ci.high)}]`
      : formatNumber(p50);

/** The table, or null when the results come from fewer than two places. */
export function crossLocationTable(results: Results): CrossLocationTable | null {
  const entries = results.by_location ?? [];
  if (locationsOf(results).length < 2) return null;
  // Provider x prompt together, places in the order they first appear.
  const pairs = new Map<string, LocationFigures[]>();
  for (const e of entries) {
    const k = JSON.stringify([e.provider, e.prompt]);
    const list = pairs.get(k) ?? [];
    list.push(e);
    pairs.set(k, list);
  }
  const rows: string[][] = [];
  const sentences: string[] = [];
  for (const list of pairs.values()) {
    for (const e of list)
      rows.push([
        sanitizeText(e.provider),
        sanitizeText(e.prompt),
        sanitizeText(e.location ?? NO_LOCATION),
        String(e.n),
        figure(e.ttft_ms_p50, e.ttft_ms_ci),
        figure(e.post_first_content_tps_p50, e.post_first_content_tps_ci),
        figure(e.end_to_end_tps_p50, e.end_to_end_tps_ci),
      ]);
    const withTtft = list.filter((e) => e.ttft_ms_p50 !== null);
    if (withTtft.length > 1)
      sentences.push(
        `${sanitizeText(list[0]!.provider)} / ${sanitizeText(list[0]!.prompt)}: TTFT p50 ` +
          withTtft
            .map(
              (e) =>
                `${figure(e.ttft_ms_p50, e.ttft_ms_ci).replace(/^([\d,.]+)/, '$1 ms')} from ${sanitizeText(e.location ?? NO_LOCATION)}`,
            )
            .join(', '),
      );
  }
  return {
    headers: CROSS_LOCATION_HEADERS,
    rows,
    sentences,
    note:
      'A place is a client location: TTFT includes the network between it and the provider. Intervals are 95% bootstrap intervals of the median; ' +
      'the tables above rank groups within each place only.',
  };
}

/**
 * The results as the views draw them when they come from several places:
 * each group's provider reads "provider @ location", so the ranking tables
 * (ranked within a place) say which place a row is from. Identity otherwise.
 */
export function withLocationLabels(results: Results): Results {
  if (locationsOf(results).length < 2) return results;
  return {
    ...results,
    groups: results.groups.map((g) => ({ ...g, provider: `${g.provider} @ ${g.location ?? NO_LOCATION}` })),
  };
}
