import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  median,
  percentileInterval,
  resampledMedians,
  seedFrom,
  sortedFinite
} from "./chunk-5KEXTIPH.js";
import {
  dropNoise
} from "./chunk-IMS4HJ5Z.js";

// src/analyze/types.ts
var RESULTS_SCHEMA = "streamgauge.results/1";

// src/analyze/ranks.ts
var RANKED_FIGURES = [
  {
    key: "post_first_content_tps",
    higherIsBetter: true,
    rate: true,
    value: (r) => r.outcome === "streamed" ? r.post_first_content_tps : null
  },
  {
    key: "end_to_end_tps",
    higherIsBetter: true,
    rate: true,
    value: (r) => r.outcome !== "error" ? r.end_to_end_tps : null
  },
  {
    key: "ttft_ms",
    higherIsBetter: false,
    rate: false,
    value: (r) => r.outcome === "streamed" ? r.ttft_ms : null
  },
  {
    key: "decode_tps",
    higherIsBetter: true,
    rate: true,
    value: (r) => r.outcome === "streamed" ? r.decode_tps : null
  }
];
function figureValues(requests, figure) {
  const out = [];
  for (const r of requests) {
    if (r.warmup) continue;
    if (figure.rate && r.client_stalled === true) continue;
    const v = figure.value(r);
    if (typeof v === "number" && Number.isFinite(v)) out.push(v);
  }
  return out;
}
function mostlyFailed(requests) {
  let failed = 0;
  let ok = 0;
  for (const r of requests) {
    if (r.warmup) continue;
    if (r.outcome === "error") failed++;
    else ok++;
  }
  return failed > ok;
}
function rankFigure(groups, figure, stats) {
  const min = Math.max(1, stats.min_samples);
  const out = [];
  const candidates = [];
  groups.forEach((g, index) => {
    const values = figureValues(g.requests, figure);
    let unranked = null;
    if (values.length === 0) unranked = "no_values";
    else if (mostlyFailed(g.requests)) unranked = "mostly_failed";
    else if (values.length < min) unranked = "too_few_samples";
    else if (figure.rate && g.requests.some((r) => !r.warmup && r.implausible)) unranked = "implausible";
    out.push({ rank: null, unranked });
    if (unranked !== null) return;
    const medians = resampledMedians(values, seedFrom(g.provider, g.prompt, figure.key), stats);
    if (medians === null) return;
    const ci = percentileInterval(Float64Array.from(medians), stats.ci_level);
    candidates.push({
      index,
      p50: median(sortedFinite(values)),
      medians,
      ci: { low: dropNoise(ci.low), high: dropNoise(ci.high) }
    });
  });
  if (candidates.length === 0) return out;
  const better = (a, b) => figure.higherIsBetter ? b - a : a - b;
  const order = [...candidates].sort((a, b) => better(a.p50, b.p50));
  const k = order.length;
  const shares = resampledShares(order, better, stats.resamples);
  const ahead = (x, y) => figure.higherIsBetter ? x.ci.low > y.ci.high : x.ci.high < y.ci.low;
  order.forEach((c, pos) => {
    const rank = pos + 1;
    const before = order.filter((o) => ahead(o, c)).length;
    const behind = order.filter((o) => ahead(c, o)).length;
    const low = Math.min(1 + before, rank);
    const high = Math.max(k - behind, rank);
    out[c.index] = {
      rank: { rank, low, high, share: dropNoise(shares[pos] / stats.resamples), of: k },
      unranked: null
    };
  });
  return out;
}
function resampledShares(order, better, resamples) {
  const k = order.length;
  const shares = new Uint32Array(k);
  const at = order.map((_, i) => i);
  for (let i = 0; i < resamples; i++) {
    at.sort(
      (a, b) => better(order[a].medians[i], order[b].medians[i])
    );
    let place = 1;
    for (let j = 0; j < k; j++) {
      const c = at[j];
      if (j > 0) {
        const prev = order[at[j - 1]].medians[i];
        if (order[c].medians[i] !== prev) place = j + 1;
      }
      if (place === c + 1) shares[c] = shares[c] + 1;
    }
  }
  return shares;
}
function rankAll(groups, requests, stats) {
  const input = groups.map((g, i) => ({ provider: g.provider, prompt: g.prompt, requests: requests[i] ?? [] }));
  const out = groups.map(() => ({
    ranks: {},
    unranked: {}
  }));
  for (const figure of RANKED_FIGURES) {
    rankFigure(input, figure, stats).forEach((r, i) => {
      const o = out[i];
      o.ranks[figure.key] = r.rank;
      o.unranked[figure.key] = r.unranked;
    });
  }
  return out;
}

export {
  RANKED_FIGURES,
  rankAll,
  RESULTS_SCHEMA
};
