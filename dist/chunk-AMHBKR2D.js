import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  DEFAULT_HISTORY_SUBDIR,
  localFolderStore
} from "./chunk-K4LYEVNE.js";
import {
  artifactName,
  embedJson,
  escapeHtml
} from "./chunk-JBKVW2BE.js";
import {
  sanitizeText
} from "./chunk-WKUXESJ5.js";
import {
  HistoryError,
  isEntryName,
  readHistory
} from "./chunk-BSODME4D.js";
import {
  FIGURES,
  comparedFigureDefs,
  perStageFigureDefs,
  servedSet
} from "./chunk-3B26ACWP.js";

// src/dashboard/site.ts
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";

// src/dashboard/page-data.ts
var DASHBOARD_DATA_SCHEMA = "streamgauge.dashboard-data/1";

// src/dashboard/data.ts
function dashboardMetrics(figures = FIGURES) {
  return Object.values(figures).filter((f) => f.trended).map((f) => ({
    key: f.key,
    label: f.share ? f.name : `${f.name} p50`,
    unit: f.unit,
    better: f.better,
    ci: f.ci,
    n: f.n
  }));
}
var DASHBOARD_METRICS = dashboardMetrics();
var p50Of = (field) => (x) => finite(x[field]?.p50);
function dashboardLoadMetrics(figures = FIGURES) {
  const perStage = perStageFigureDefs(figures).filter((f) => f.perStage.trended).map((f) => ({
    key: `stages.${f.perStage.field}`,
    label: `${f.name} p50 per stage`,
    unit: f.unit,
    better: f.better,
    kind: "stage",
    value: p50Of(f.perStage.field)
  }));
  return [...LOAD_METRICS.slice(0, 4), ...perStage, ...LOAD_METRICS.slice(4)];
}
var LOAD_METRICS = [
  {
    key: "saturation.max_output_token_throughput",
    label: "saturation output-token throughput",
    unit: "tok/s",
    better: "higher",
    kind: "saturation",
    value: (x) => finite(x.max_output_token_throughput)
  },
  {
    key: "saturation.max_request_throughput",
    label: "saturation request throughput",
    unit: "req/s",
    better: "higher",
    kind: "saturation",
    value: (x) => finite(x.max_request_throughput)
  },
  {
    key: "stages.output_token_throughput",
    label: "output-token throughput per stage",
    unit: "tok/s",
    better: "higher",
    kind: "stage",
    value: (x) => finite(x.output_token_throughput)
  },
  {
    key: "stages.request_throughput",
    label: "request throughput per stage",
    unit: "req/s",
    better: "higher",
    kind: "stage",
    value: (x) => finite(x.request_throughput)
  },
  {
    key: "stages.goodput_fraction",
    label: "good share per stage (SLO)",
    unit: "%",
    better: "higher",
    kind: "stage",
    // A percentage, not the 0..1 fraction: the axis reads "95", not "0.95". No point without an slo.
    value: (x) => {
      const f = finite(x.goodput?.fraction);
      return f === null ? null : f * 100;
    }
  }
];
var DASHBOARD_LOAD_METRICS = dashboardLoadMetrics();
function stageMark(s) {
  if (s.offered_not_reached) return "short";
  const buffered = s.buffered > 0;
  return buffered && s.generator_limited ? "both" : buffered ? "buffered" : s.generator_limited ? "limited" : "ok";
}
function saturationState(s) {
  if (!s) return "ok";
  if (s.requests > 0 && s.errors >= s.requests) return "failed";
  if (s.buffered > 0 && s.streamed === 0) return "buffered";
  if (s.buffered > 0) return "mixed";
  if (s.errors > 0) return "failing";
  return "ok";
}
function pointState(g) {
  if (g.n > 0 && g.errors >= g.n) return "failed";
  if (g.streaming === "not_observed") return "buffered";
  if (g.streaming === "mixed") return "mixed";
  if (g.errors > 0) return "failing";
  return "ok";
}
var DEFAULT_SERVER_URL = "https://github.com";
function httpsOrigin(url) {
  try {
    const u = new URL(url);
    return u.protocol === "https:" ? u.origin : null;
  } catch {
    return null;
  }
}
function runUrl(results, serverUrl = DEFAULT_SERVER_URL) {
  const ci = results.run.ci;
  if (!ci || !ci.repository || !ci.run_id) return null;
  const server = httpsOrigin(serverUrl);
  if (server === null || httpsOrigin(ci.server_url || DEFAULT_SERVER_URL) !== server) return null;
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(ci.repository) || ci.repository.split("/").includes("..")) return null;
  const attempt = ci.run_attempt || 1;
  if (!/^\d+$/.test(String(ci.run_id)) || !/^\d+$/.test(String(attempt))) return null;
  return `${server}/${ci.repository}/actions/runs/${ci.run_id}/attempts/${attempt}`;
}
function runArtifact(benchmark, results) {
  const run = results.run;
  if (!run.ci) return null;
  const attempt = run.ci.run_attempt || 1;
  return Array.isArray(run.merged) ? artifactName(benchmark, { kind: "merged" }, attempt) : artifactName(benchmark, { kind: "run", shard: run.shard ?? null }, attempt);
}
function finite(x) {
  return typeof x === "number" && Number.isFinite(x) ? x : null;
}
function digits5(x) {
  return x === null ? null : Number(x.toPrecision(5));
}
function figureOf(g, m) {
  const rec = g;
  const s = rec[m.key];
  const ci = m.ci === null ? null : rec[m.ci];
  const low = finite(ci?.low);
  const high = finite(ci?.high);
  const n = m.n === null ? null : finite(rec[m.n]);
  return {
    // A share (check_pass_rate) is one number, not a Summary.
    p50: finite(typeof s === "number" ? s : s?.p50),
    ci: low !== null && high !== null ? { low, high } : null,
    n: n ?? g.streamed
  };
}
function dashboardData(history, opts = {}) {
  const figures = opts.figures ?? FIGURES;
  const groupMetrics = dashboardMetrics(figures);
  const loadMetrics = dashboardLoadMetrics(figures);
  const always = new Set(comparedFigureDefs(figures).flatMap((f) => f.share ? [] : [f.key]));
  const runs = [];
  const groups = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
  const lastServed = /* @__PURE__ */ new Map();
  history.entries.forEach((e, runIndex) => {
    const r = e.results;
    runs.push({
      t: Date.parse(r.run.started_at),
      started_at: r.run.started_at,
      url: runUrl(r, opts.serverUrl),
      artifact: runArtifact(history.name, r),
      sha: r.run.ci?.sha || null,
      entry: e.name
    });
    const groupOf = (provider, prompt, model, location) => {
      const key = JSON.stringify(location === void 0 ? [provider, prompt] : [provider, prompt, location]);
      let dg = groups.get(key);
      if (!dg) {
        dg = {
          provider: location === void 0 ? provider : `${provider} @ ${location}`,
          prompt,
          model: model ?? "",
          ...location !== void 0 ? { location } : {},
          series: {}
        };
        groups.set(key, dg);
      }
      if (model !== null) dg.model = model;
      return dg;
    };
    for (const g of r.groups) {
      const dg = groupOf(g.provider, g.prompt, g.model, g.location);
      servedChange(dg, g, runIndex, lastServed);
      const state = pointState(g);
      for (const m of groupMetrics) {
        const f = figureOf(g, m);
        const rec = g;
        if (!(m.key in rec)) continue;
        if (f.p50 !== null || always.has(m.key)) seen.add(m.key);
        const verdict = (r.comparisons ?? []).find(
          (c) => c.provider === g.provider && c.prompt === g.prompt && c.location === g.location && c.metric === m.key
        )?.verdict ?? null;
        (dg.series[m.key] ??= []).push([
          runIndex,
          digits5(f.p50),
          digits5(f.ci?.low ?? null),
          digits5(f.ci?.high ?? null),
          f.n,
          state,
          verdict
        ]);
      }
    }
    loadFigures(r, runIndex, groupOf, seen, loadMetrics);
  });
  const metrics = [
    ...groupMetrics.filter((m) => always.has(m.key) || seen.has(m.key)).map(({ key, label, unit, better }) => ({
      key,
      label,
      unit,
      better
    })),
    ...loadMetrics.filter((m) => seen.has(m.key)).map(({ key, label, unit, better, kind }) => ({
      key,
      label,
      unit,
      better,
      kind
    }))
  ];
  const shown = new Set(metrics.map((m) => m.key));
  for (const g of groups.values()) {
    for (const k of Object.keys(g.series)) if (!shown.has(k)) delete g.series[k];
    if (g.stages) {
      for (const k of Object.keys(g.stages)) if (!shown.has(k)) delete g.stages[k];
    }
  }
  return {
    schema: DASHBOARD_DATA_SCHEMA,
    benchmark: history.name,
    title: opts.title ?? `streamgauge: ${history.name}`,
    runs,
    metrics,
    groups: [...groups.values()]
  };
}
function servedChange(dg, g, runIndex, last) {
  const now = servedSet(g.served_models);
  if (now.length === 0) return;
  const before = last.get(dg);
  last.set(dg, now);
  if (before !== void 0 && before.join("\n") !== now.join("\n"))
    (dg.served_changes ??= []).push([runIndex, before, now]);
}
function loadFigures(r, runIndex, groupOf, seen, loadMetrics) {
  const stages = r.stages ?? [];
  const modelOf = (provider, prompt) => r.groups.find((g) => g.provider === provider && g.prompt === prompt)?.model ?? null;
  const saturations = r.saturation ?? [];
  for (const sat of saturations) {
    const dg = groupOf(sat.provider, sat.prompt, modelOf(sat.provider, sat.prompt), sat.location);
    const at = stages.find((s) => s.provider === sat.provider && s.prompt === sat.prompt && s.stage === sat.at_stage);
    const state = saturationState(at);
    for (const m of loadMetrics) {
      if (m.kind !== "saturation") continue;
      const v = m.value(sat);
      if (v !== null) seen.add(m.key);
      const field = m.key.slice("saturation.".length);
      const verdict = (r.saturation_comparisons ?? []).find(
        (c) => c.provider === sat.provider && c.prompt === sat.prompt && c.metric === field
      )?.verdict ?? null;
      (dg.series[m.key] ??= []).push([runIndex, digits5(v), null, null, at?.requests ?? 0, state, verdict]);
    }
  }
  for (const st of stages) {
    const dg = groupOf(st.provider, st.prompt, modelOf(st.provider, st.prompt), st.location);
    const sloStage = saturations.find((x) => x.provider === st.provider && x.prompt === st.prompt)?.slo_stage ?? null;
    const mark = stageMark(st);
    for (const m of loadMetrics) {
      if (m.kind !== "stage") continue;
      if (m.key === "stages.goodput_fraction" && !st.goodput) continue;
      const v = m.value(st);
      if (v !== null) seen.add(m.key);
      const lines = (dg.stages ??= {})[m.key] ??= [];
      let line = lines.find((l) => l.label === st.label);
      if (!line) {
        line = { label: st.label, points: [] };
        lines.push(line);
      }
      line.points.push([runIndex, digits5(v), st.requests, mark, sloStage !== null && sloStage === st.stage ? 1 : 0]);
    }
  }
}

// src/dashboard/render.ts
import { createHash } from "node:crypto";
var DEFAULT_SITE_TITLE = "streamgauge dashboard";
function text(s) {
  return escapeHtml(sanitizeText(s));
}
function sha256(s) {
  return `sha256-${createHash("sha256").update(s, "utf8").digest("base64")}`;
}
function benchmarkSlug(name) {
  if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(name) && !name.includes("..")) return name;
  const clean = name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^[-.]+/, "").replace(/\.\.+/g, ".").slice(0, 60);
  return `${clean || "benchmark"}-${createHash("sha256").update(name).digest("hex").slice(0, 8)}`;
}
function benchmarkPath(name) {
  return `benchmarks/${benchmarkSlug(name)}/index.html`;
}
function csp(script) {
  return [
    "default-src 'none'",
    script === null ? "script-src 'none'" : `script-src '${sha256(script)}'`,
    `style-src '${sha256(STYLE)}'`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
}
function head(title, script) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp(script)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="streamgauge">
<meta name="referrer" content="no-referrer">
<title>${text(title)}</title>
<style>${STYLE}</style>
</head>`;
}
var day = (iso) => iso.slice(0, 10);
function renderIndex(benchmarks, title = DEFAULT_SITE_TITLE) {
  const rows = benchmarks.map((b) => {
    const first = b.runs[0];
    const last = b.runs[b.runs.length - 1];
    const lastStates = b.groups.map((g) => {
      const s = g.series[b.metrics[0]?.key ?? ""] ?? [];
      const p = s[s.length - 1];
      return p && p[0] === b.runs.length - 1 ? p[5] : null;
    }).filter((s) => s !== null);
    const worry = lastStates.filter((s) => s !== "ok").length;
    return `<tr><th scope="row"><a href="${escapeHtml(benchmarkPath(b.benchmark))}">${text(b.benchmark)}</a></th><td class="num">${b.runs.length}</td><td>${first ? day(first.started_at) : ""}</td><td>${last ? day(last.started_at) : ""}</td><td class="num">${b.groups.length}</td><td>${worry === 0 ? "every group streamed" : `${worry} group(s) buffered, mixed or failing`}</td></tr>`;
  });
  return `${head(title, null)}
<body>
<header><h1>${text(title)}</h1>
<p class="note">Every benchmark in the history, each the runs of one <code>artifact-name</code>. A page per benchmark
trends each provider and prompt over its runs.</p></header>
<main>
${benchmarks.length === 0 ? '<p class="note">The history holds no runs yet.</p>' : `<table class="index"><caption>Benchmarks</caption><thead><tr><th scope="col">benchmark</th><th scope="col">runs</th>
<th scope="col">first run</th><th scope="col">latest run</th><th scope="col">provider \xD7 prompt</th><th scope="col">in the latest run</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody></table>`}
</main>
</body>
</html>
`;
}
function options(values, all) {
  return [
    `<option value="">${all}</option>`,
    ...values.map((v) => `<option value="${text(v)}">${text(v)}</option>`)
  ].join("");
}
function renderBenchmarkPage(data, script) {
  const providers = [...new Set(data.groups.map((g) => g.provider))];
  const prompts = [...new Set(data.groups.map((g) => g.prompt))];
  const metricOptions = [
    '<option value="">every figure</option>',
    ...data.metrics.map((m) => `<option value="${text(m.key)}">${text(m.label)}</option>`)
  ].join("");
  const first = data.runs[0];
  const last = data.runs[data.runs.length - 1];
  return `${head(data.title, script)}
<body>
<header>
<p class="crumb"><a href="../../index.html">All benchmarks</a></p>
<h1>${text(data.title)}</h1>
<p class="note">${data.runs.length} run(s)${first && last ? ` from ${text(first.started_at)} to ${text(last.started_at)}` : ""}, ${data.groups.length} provider \xD7 prompt.
One panel per provider and prompt, one chart per figure; the x axis is the run\u2019s start time.</p>
<noscript><p class="note">The charts and their tables need JavaScript (the page loads nothing from the network).</p></noscript>
<form id="filters" class="filters" aria-label="Filters">
<label>Provider <select id="f-provider">${options(providers, "every provider")}</select></label>
<label>Prompt <select id="f-prompt">${options(prompts, "every prompt")}</select></label>
<label>Figure <select id="f-metric">${metricOptions}</select></label>
<fieldset><legend>Window</legend>
<label><input type="radio" name="window" id="w-30d" value="30d"> 30 days</label>
<label><input type="radio" name="window" id="w-90d" value="90d"> 90 days</label>
<label><input type="radio" name="window" id="w-all" value="all" checked> all</label>
</fieldset>
</form>
<p id="shown" class="note" aria-live="polite"></p>
<div class="legend" aria-label="What the marks mean">
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><circle cx="7" cy="7" r="3" class="pt ok"/></svg> streamed</span>
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><path d="M7 2L12 7L7 12L2 7Z" class="pt buffered"/></svg> buffered: no response streamed (below the axis where the figure is withheld)</span>
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><path d="M7 2L12 11L2 11Z" class="pt mixed"/></svg> mixed: some responses buffered</span>
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><path d="M3 3L11 11M11 3L3 11" class="pt failing"/></svg> requests failed</span>
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><rect x="1" y="4" width="12" height="6" class="band"/></svg> 95% interval of the p50</span>
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><circle cx="7" cy="7" r="5" class="verdict slower"/></svg> regression check: slower</span>
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><circle cx="7" cy="7" r="5" class="verdict faster"/></svg> faster</span>
${data.groups.some((g) => g.served_changes) ? SERVED_LEGEND : ""}${data.metrics.some((m) => m.kind === "stage") ? LOAD_LEGEND : ""}</div>
</header>
<div id="detail" class="detail" role="status" aria-live="polite" hidden></div>
<main id="panels"></main>
<div id="tip" class="tip" role="tooltip" hidden></div>
<script type="application/json" id="sg-data">${embedJson(data)}</script>
<script>${script}</script>
</body>
</html>
`;
}
var SERVED_LEGEND = `<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><path d="M7 1V13" class="served-change"/></svg> the provider served another model or fingerprint</span>
`;
var LOAD_LEGEND = `<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><path d="M7 1L13 7L7 13L1 7Z" class="smark-key buffered"/></svg> stage buffering: some of its responses buffered</span>
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><rect x="2.5" y="2.5" width="9" height="9" class="smark-key limited"/></svg> stage generator-limited: the client could not keep its schedule</span>
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><path d="M7 2L12 11L2 11Z" class="smark-key short"/></svg> stage short of its offered load: its figures are of a lighter load</span>
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><circle cx="7" cy="7" r="5" class="slo"/></svg> the slo stage (the most requests per second with the good share met)</span>
`;
function renderSite(benchmarks, opts) {
  return [
    { path: "index.html", text: renderIndex(benchmarks, opts.title) },
    ...benchmarks.map((b) => ({ path: benchmarkPath(b.benchmark), text: renderBenchmarkPage(b, opts.script) })),
    { path: ".nojekyll", text: "" }
  ];
}
var STYLE = `
:root{--fg:#1b1f24;--muted:#5b6470;--line:#d7dbe0;--bg:#fff;--panel:#f6f8fa;--ok:#2563eb;--buffered:#d97706;
--error:#dc2626;--mixed:#9333ea;--faster:#15803d;--slower:#dc2626}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg)}
header,main{padding:0 20px;max-width:1400px;margin:0 auto}
h1{font-size:22px;margin:14px 0 4px}
h2{font-size:16px;margin:0 0 6px}
.note{color:var(--muted);margin:4px 0}
a{color:#1d4ed8}
a:focus-visible,select:focus-visible,input:focus-visible,summary:focus-visible,svg.trend:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
table{border-collapse:collapse;margin:8px 0}
th,td{border-bottom:1px solid var(--line);padding:3px 8px;text-align:left;vertical-align:top}
td.num{text-align:right;font-variant-numeric:tabular-nums}
caption{text-align:left;font-weight:600;padding:4px 0}
.filters{display:flex;flex-wrap:wrap;gap:10px 18px;align-items:center;margin:10px 0}
.filters fieldset{border:1px solid var(--line);border-radius:6px;padding:2px 10px;margin:0}
.filters legend{font-size:12px;color:var(--muted)}
select{font:inherit;padding:2px 4px}
.legend{display:flex;flex-wrap:wrap;gap:4px 16px;margin:6px 0 10px;color:var(--muted)}
.legend svg{width:14px;height:14px;vertical-align:-2px}
.detail{position:sticky;top:0;z-index:2;background:#fffbeb;border:1px solid #fcd34d;border-radius:6px;padding:6px 10px;margin:0 20px 8px}
.panel{background:var(--panel);border:1px solid var(--line);border-radius:8px;padding:10px 12px;margin:10px 0}
.panel .model{color:var(--muted);font-weight:400;font-size:13px;margin-left:10px}
.charts{display:grid;grid-template-columns:repeat(auto-fill,minmax(360px,1fr));gap:8px}
figure.chart{margin:0;background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:4px 6px}
figcaption{display:flex;justify-content:space-between;font-size:12px;color:var(--muted)}
svg.trend{width:100%;height:auto;display:block}
.axis text{font-size:10px;fill:var(--muted)}
.axis .grid{stroke:var(--line);stroke-width:.6}
.band{fill:var(--ok);fill-opacity:.16;stroke:none}
.line{fill:none;stroke:var(--ok);stroke-width:1.4}
.pt.ok{fill:var(--ok)}
.pt.buffered{fill:#fff;stroke:var(--buffered);stroke-width:2}
.pt.mixed{fill:var(--mixed);fill-opacity:.25;stroke:var(--mixed);stroke-width:1.6}
.pt.failing,.pt.failed{fill:none;stroke:var(--error);stroke-width:2}
.verdict{fill:none;stroke-width:2}
.verdict.slower{stroke:var(--slower)}
.verdict.faster{stroke:var(--faster)}
.served-change{stroke:var(--slower);stroke-dasharray:3 3;stroke-width:1.5}
.cursor{stroke:var(--muted);stroke-dasharray:3 3}
.empty{font-size:12px;fill:var(--muted)}
.tip{position:absolute;z-index:3;max-width:320px;background:#111827;color:#fff;font-size:12px;padding:5px 8px;border-radius:5px;pointer-events:none}
.table-view summary{cursor:pointer;margin-top:6px;color:#1d4ed8}
table.values{font-size:12px;background:var(--bg)}
.st-buffered{color:var(--buffered)}.st-mixed{color:var(--mixed)}.st-failing,.st-failed{color:var(--error)}
.crumb{margin:10px 0 0}
.s0{--c:#2563eb}.s1{--c:#0d9488}.s2{--c:#c026d3}.s3{--c:#65a30d}.s4{--c:#0891b2}.s5{--c:#7c3aed}.s6{--c:#be123c}.s7{--c:#4b5563}
.sline{fill:none;stroke:var(--c);stroke-width:1.4}
.sdot{fill:var(--c)}
.smark rect,.smark-key.limited{fill:#fff;stroke:var(--error);stroke-width:2}
.smark path,.smark-key.buffered{fill:#fff;stroke:var(--buffered);stroke-width:2}
.smark path.short,.smark-key.short{fill:#fff;stroke:var(--error);stroke-width:2;stroke-dasharray:2 1.5}
.smark.both rect{fill:none}
.smark.both path{fill:none}
.slo{fill:none;stroke:var(--faster);stroke-width:2;stroke-dasharray:3 2}
.stage-keys{list-style:none;display:flex;flex-wrap:wrap;gap:2px 10px;margin:2px 0;padding:0;font-size:11px;color:var(--muted)}
.skey::before{content:"";display:inline-block;width:12px;height:3px;background:var(--c);vertical-align:middle;margin-right:4px}
.sm-buffered{color:var(--buffered)}.sm-limited,.sm-both,.sm-short{color:var(--error)}
`;

// src/dashboard/dashboard-script.ts
var SCRIPT = '"use strict";(()=>{var W={"30d":30,"90d":90,all:null},st={provider:"",prompt:"",metric:"",window:"all"};function Y(n){let e=new URLSearchParams(location.hash.replace(/^#/,"")),t=new Set(n.groups.map(i=>i.provider)),r=new Set(n.groups.map(i=>i.prompt)),o=e.get("provider")??"",s=e.get("prompt")??"",m=e.get("metric")??"",b=e.get("window")??"";return{provider:t.has(o)?o:"",prompt:r.has(s)?s:"",metric:n.metrics.some(i=>i.key===m)?m:"",window:b in W?b:st.window}}function q(n){let e=new URLSearchParams;n.provider&&e.set("provider",n.provider),n.prompt&&e.set("prompt",n.prompt),n.metric&&e.set("metric",n.metric),n.window!==st.window&&e.set("window",n.window);let t=e.toString();return t?`#${t}`:""}function it(){let n=document.querySelector(\'input[name="window"]:checked\');return{provider:document.getElementById("f-provider").value,prompt:document.getElementById("f-prompt").value,metric:document.getElementById("f-metric").value,window:n&&n.value in W?n.value:"all"}}function lt(n){document.getElementById("f-provider").value=n.provider,document.getElementById("f-prompt").value=n.prompt,document.getElementById("f-metric").value=n.metric;let e=document.getElementById(`w-${n.window}`);e&&(e.checked=!0)}function ut(){let n=JSON.parse(document.getElementById("sg-data").textContent??"{}"),e=r=>document.getElementById(r);return{...{data:n,panels:e("panels"),tip:e("tip"),detail:e("detail"),summary:e("shown")},generation:0,current:Y(n)}}function u(n,e,t){let r=document.createElement(n);return e&&(r.className=e),t!==void 0&&(r.textContent=t),r}function ct(n){let e=-1/0;for(let t=0;t<n.length;t++){let r=n[t];if((r>e||Number.isNaN(r))&&(e=r),Number.isNaN(e))return NaN}return e}function j(n){let e=1/0;for(let t=0;t<n.length;t++){let r=n[t];if((r<e||Number.isNaN(r))&&(e=r),Number.isNaN(e))return NaN}return e}var nt={ok:"streamed",buffered:"buffered (no response streamed)",mixed:"mixed (some responses buffered)",failing:"some requests failed",failed:"every request failed"},rt={ok:"streamed, on schedule",buffered:"buffering: some responses buffered",limited:"generator-limited: the client could not keep the schedule",both:"buffering and generator-limited",short:"offered load not reached: its figures are of a lighter load"};function k(n){if(n===null)return"n/a";let e=Math.abs(n),t=e>=100?0:e>=10?1:2;return n.toLocaleString("en-US",{minimumFractionDigits:t,maximumFractionDigits:t})}function N(n){return new Date(n).toISOString().slice(0,16).replace("T"," ")+" UTC"}function mt(n){return new Date(n).toISOString().slice(5,10)}function K(n,e,t){let r=n.runs[t[0]],o=[r?N(r.t):`run ${t[0]}`];if(t[1]===null)o.push(`${e.label}: n/a (${t[5]==="failed"?"every request failed":"withheld: buffered"})`);else{let s=t[2]!==null&&t[3]!==null?` [${k(t[2])}\\u2013${k(t[3])}]`:"";o.push(`${e.label} ${k(t[1])} ${e.unit}${s}`)}return o.push(`n=${t[4]}`,nt[t[5]]),(t[6]==="slower"||t[6]==="faster")&&o.push(`regression check: ${t[6]}`),o.join(" \\xB7 ")}function dt(n,e,t){let r=t[1]===null?"n/a":`${k(t[1])} ${e.unit}`,o=[t[3]==="ok"?"":rt[t[3]],t[4]?"the slo stage":""].filter(Boolean);return`${n}: ${r} (n=${t[2]}${o.length?`, ${o.join(", ")}`:""})`}function U(n,e){return`served model changed: ${n.join(", ")} \\u2192 ${e.join(", ")}`}function ot(n,e,t,r){return e===n?()=>(t+r)/2:o=>t+(o-n)/(e-n)*(r-t)}function pt(n,e){let t=n/e,r=Math.pow(10,Math.floor(Math.log10(t)));return[1,2,5,10].map(o=>o*r).find(o=>o>=t*(1-1e-9))??10*r}function X(n,e,t){let r=e-n;if(!(r>0))return[n];let o=pt(r,t),s=Math.ceil(n/o),m=[];for(let b=s;b*o<=e+o*1e-9;b++)m.push(Number((b*o).toPrecision(12)));return m}function G(n){let e="",t=!1;for(let r of n){if(r===null){t=!1;continue}e+=(t?"L":"M")+r[0].toFixed(1)+" "+r[1].toFixed(1),t=!0}return e}function _(n,e){let t=`a${e} ${e} 0 1 0 ${2*e} 0a${e} ${e} 0 1 0 ${-2*e} 0`;return n.map(([r,o])=>`M${(r-e).toFixed(1)} ${o.toFixed(1)}${t}`).join("")}function B(n,e,t){return`M${n} ${e-t}L${n+t} ${e}L${n} ${e+t}L${n-t} ${e}Z`}var ft="http://www.w3.org/2000/svg";function y(n,e,t){let r=document.createElementNS(ft,n);for(let o of Object.keys(e))r.setAttribute(o,String(e[o]));if(t){let o=document.createElementNS(ft,"title");o.textContent=t,r.appendChild(o)}return r}function bt(n,e,t,r){let o=y(e,t,r);return n&&n.appendChild(o),o}function Et(n,e,t){let r=bt(n,"text",e);return r.textContent=t,r}function ht(n,e,t,r){for(let o of t){let s=e.y(o);bt(n,"line",{x1:e.from,x2:e.to,y1:s,y2:s,...e.line}),Et(n,{x:e.labelX,y:s+3,"text-anchor":"end"},r(o))}}function Dt(n){let e=n.length,t=Math.floor(e/2);return e%2===1?n[t]:(n[t-1]+n[t])/2}function gt(n,e=[],t=10){let r=n.filter(i=>i!==null&&Number.isFinite(i));if(r.length===0)return null;let o=1/0,s=-1/0;for(let i of r)o=Math.min(o,i),s=Math.max(s,i);for(let i of e)i===null||!Number.isFinite(i[0])||!Number.isFinite(i[1])||(o=Math.min(o,i[0]),s=Math.max(s,i[1]));let m=Math.abs(Dt([...r].sort((i,g)=>i-g))),b=m>0?m*t/100:1;if(s-o<b){let i=(o+s)/2;o=i-b/2,s=i+b/2}return o<0&&r.every(i=>i>=0)&&(s-=o,o=0),{lo:o,hi:s}}var P=560,T=170,E={left:58,right:10,top:10,bottom:34},V=T-E.bottom+10;function Z(n,e,t,r){let o=gt(e)??{lo:0,hi:1},s=o.lo,m=o.hi,b=(m-s)*.08;s=Math.max(0,s-b),m+=b;let i=ot(t,r,E.left,P-E.right),g=h=>E.top+(1-(h-s)/(m-s))*(T-E.top-E.bottom-8),c=y("g",{class:"axis"}),l={y:g,from:E.left,to:P-E.right,labelX:E.left-6,line:{class:"grid"}};ht(c,l,X(s,m,4),k);let p=r-t>0?X(t/864e5,r/864e5,5).map(h=>h*864e5):[t];for(let h of p){if(h<t||h>r)continue;let x=y("text",{x:i(h),y:T-4,"text-anchor":"middle"});x.textContent=mt(h),c.append(x)}return n.append(c),{px:i,py:g}}function yt(n,e,t,r,o){let s=`pt ${n}${r?"":" nofig"}`,m;return n==="buffered"?m=y("path",{d:B(e,t,5)}):n==="mixed"?m=y("path",{d:`M${e} ${t-5}L${e+5} ${t+4}L${e-5} ${t+4}Z`}):m=y("path",{d:`M${e-4} ${t-4}L${e+4} ${t+4}M${e+4} ${t-4}L${e-4} ${t+4}`}),m.setAttribute("class",s),m.setAttribute("data-run",String(o)),m}function xt(n,e){let t="",r=[],o=()=>{if(r.length===1){let[s,m,b]=r[0];t+=`M${s-2} ${e(b)}H${s+2}V${e(m)}H${s-2}Z`}else if(r.length>1){let s=r.map(([b,,i])=>[b,e(i)]),m=[...r].reverse().map(([b,i])=>[b,e(i)]);t+=G([...s,...m])+"Z"}r=[]};for(let s of n)s?r.push(s):o();return o(),t}function z(n,e,t,r){let{tip:o}=n,s=-1,m=t.xs.length,b=(c,l)=>{s=Math.max(0,Math.min(m-1,c));let p=t.xs[s];r.setAttribute("x1",String(p)),r.setAttribute("x2",String(p)),r.setAttribute("visibility","visible"),o.textContent=t.text(s),o.hidden=!1;let h=e.getBoundingClientRect(),x=h.left+p/P*h.width,$=h.top+t.ys[s]/T*h.height,f=l?l.x:x,v=l?l.y:$;o.style.left=`${Math.min(window.innerWidth-340,f+12)+window.scrollX}px`,o.style.top=`${v+14+window.scrollY}px`},i=()=>{o.hidden=!0,r.setAttribute("visibility","hidden")},g=c=>{let l=e.getBoundingClientRect(),p=(c-l.left)/l.width*P,h=0;for(let x=1;x<t.xs.length;x++)Math.abs(t.xs[x]-p)<Math.abs(t.xs[h]-p)&&(h=x);return h};e.addEventListener("pointermove",c=>b(g(c.clientX),{x:c.clientX,y:c.clientY})),e.addEventListener("pointerleave",i),e.addEventListener("blur",i),e.addEventListener("focus",()=>b(s<0?m-1:s)),e.addEventListener("click",c=>{let l=g(c.clientX);b(l,{x:c.clientX,y:c.clientY}),t.open(l)}),e.addEventListener("keydown",c=>{let l={ArrowLeft:s-1,ArrowRight:s+1,Home:0,End:m-1};c.key in l?(b(l[c.key]),c.preventDefault()):c.key==="Enter"||c.key===" "?(s>=0&&t.open(s),c.preventDefault()):c.key==="Escape"&&i()})}function $t(n,e,t){at(n,t[0],K(n.data,e,t))}function at(n,e,t){let{detail:r}=n,o=n.data.runs[e];if(o){if(r.replaceChildren(),r.append(u("strong","",`Run of ${N(o.t)}`),document.createTextNode(` \\u2014 ${t}. `)),o.url){let s=u("a","run-link","open the CI run");s.href=o.url,s.rel="noopener",r.append(s)}else r.append(document.createTextNode("No CI run recorded (a run outside GitHub Actions)."));o.artifact&&(r.append(document.createTextNode(" \\xB7 artifact ")),r.append(u("code","artifact",o.artifact))),o.sha&&(r.append(document.createTextNode(" \\xB7 commit ")),r.append(u("code","sha",o.sha.slice(0,12)))),r.append(document.createTextNode(" \\xB7 history entry ")),r.append(u("code","entry",o.entry)),r.hidden=!1,r.dataset.run=String(e)}}function vt(n,e,t,r,o){let{data:s}=n,m=u("figure","chart");m.dataset.metric=t.key;let i=(e.series[t.key]??[]).filter(a=>{let d=s.runs[a[0]]?.t??NaN;return d>=r&&d<=o}),g=i[i.length-1],c=u("figcaption");c.append(u("span","label",`${t.label} (${t.unit}, ${t.better} is better)`)),g&&c.append(u("span","latest",`latest ${k(g[1])}`)),m.append(c);let l=[];for(let a of i)for(let d of[a[1],a[2],a[3]])d!==null&&l.push(d);let p=y("svg",{viewBox:`0 0 ${P} ${T}`,class:"trend",tabindex:0,role:"img"});if(p.setAttribute("data-metric",t.key),p.setAttribute("aria-label",`${t.label} of ${e.provider} / ${e.prompt}: ${i.length} run(s)`+(g?`, latest ${k(g[1])} ${t.unit}`:"")+". Arrow keys step through the runs, Enter shows the run; the table below lists every value."),m.append(p),i.length===0)return p.append(y("text",{x:P/2,y:T/2,"text-anchor":"middle",class:"empty"})),p.lastChild.textContent="no run in this window",m;let{px:h,py:x}=Z(p,l,r,o),$=i.map(a=>h(s.runs[a[0]].t)),f=i.map(a=>a[1]!==null?x(a[1]):V),v=xt(i.map((a,d)=>a[2]!==null&&a[3]!==null?[$[d],a[2],a[3]]:null),x),S=G(i.map((a,d)=>a[1]!==null?[$[d],f[d]]:null));v&&p.append(y("path",{d:v,class:"band"})),S&&p.append(y("path",{d:S,class:"line"}));let w=y("g",{class:"marks"}),A=[],R=[];i.forEach((a,d)=>{let L=$[d],M=f[d];(a[6]==="slower"||a[6]==="faster")&&w.append(y("circle",{cx:L,cy:M,r:7,class:`verdict ${a[6]}`,"data-run":a[0]})),a[5]==="ok"&&a[1]!==null?(A.push([L,M]),R.push(a[0])):w.append(yt(a[5],L,M,a[1]!==null,a[0]))}),A.length&&w.prepend(y("path",{d:_(A,2.6),class:"pt ok","data-runs":R.join(" ")}));for(let[a,d,L]of e.served_changes??[]){let M=s.runs[a]?.t??NaN;if(!(M>=r&&M<=o))continue;let C=h(M),H={x1:C,x2:C,y1:E.top,y2:T-E.bottom,class:"served-change","data-run":a};w.prepend(y("line",H,U(d,L)))}p.append(w);let F=y("line",{x1:0,x2:0,y1:E.top,y2:T-E.bottom,class:"cursor",visibility:"hidden"});return p.append(F),z(n,p,{xs:$,ys:f,text:a=>K(s,t,i[a]),open:a=>$t(n,t,i[a])},F),m}var kt=8;function Tt(n,e,t,r,o,s){let m=y("g",{class:`smark ${n}${r?"":" nofig"}`,"data-run":o,"data-stage":s});return(n==="limited"||n==="both")&&m.append(y("rect",{x:e-4.5,y:t-4.5,width:9,height:9})),(n==="buffered"||n==="both")&&m.append(y("path",{d:B(e,t,6)})),n==="short"&&m.append(y("path",{d:`M${e} ${t-5}L${e+5} ${t+4}L${e-5} ${t+4}Z`,class:"short"})),m}function wt(n,e,t,r,o){let{data:s}=n,m=u("figure","chart stage-chart");m.dataset.metric=t.key;let b=a=>{let d=s.runs[a[0]]?.t??NaN;return d>=r&&d<=o},i=(e.stages?.[t.key]??[]).map((a,d)=>({label:a.label,colour:d%kt,points:a.points.filter(b)})).filter(a=>a.points.length>0),g=u("figcaption");g.append(u("span","label",`${t.label} (${t.unit}, ${t.better} is better)`)),m.append(g);let c=[...new Set(i.flatMap(a=>a.points.map(d=>d[0])))].sort((a,d)=>a-d),l=y("svg",{viewBox:`0 0 ${P} ${T}`,class:"trend",tabindex:0,role:"img"});if(l.setAttribute("data-metric",t.key),l.setAttribute("aria-label",`${t.label} of ${e.provider} / ${e.prompt}: ${i.length} stage(s) over ${c.length} run(s). Arrow keys step through the runs, Enter shows the run; the stage table below lists every value.`),m.append(l),i.length===0)return l.append(y("text",{x:P/2,y:T/2,"text-anchor":"middle",class:"empty"})),l.lastChild.textContent="no load run in this window",m;let p=u("ul","stage-keys");for(let a of i){let d=u("li",`skey s${a.colour}`,a.label);d.dataset.stage=a.label,p.append(d)}m.insertBefore(p,l);let h=i.flatMap(a=>a.points.map(d=>d[1]).filter(d=>d!==null)),{px:x,py:$}=Z(l,h,r,o),f=a=>x(s.runs[a].t),v=y("g",{class:"marks"});for(let a of i){let d=a.points.map(D=>[f(D[0]),D[1]===null?V:$(D[1])]),L=G(d.map((D,Q)=>a.points[Q][1]!==null?D:null)),M=[],C=[];a.points.forEach((D,Q)=>{let[tt,et]=d[Q];D[4]&&v.append(y("circle",{cx:tt,cy:et,r:7,class:"slo","data-run":D[0],"data-stage":a.label})),D[3]==="ok"&&D[1]!==null?(M.push([tt,et]),C.push(D[0])):v.append(Tt(D[3],tt,et,D[1]!==null,D[0],a.label))}),L&&l.append(y("path",{d:L,class:`sline s${a.colour}`,"data-stage":a.label}));let H=_(M,2.4);H&&v.prepend(y("path",{d:H,class:`sdot s${a.colour}`,"data-stage":a.label,"data-runs":C.join(" ")}))}l.append(v);let S=y("line",{x1:0,x2:0,y1:E.top,y2:T-E.bottom,class:"cursor",visibility:"hidden"});l.append(S);let w=c.map(f),A=c.map(a=>{let d=i.flatMap(L=>L.points.filter(M=>M[0]===a&&M[1]!==null).map(M=>$(M[1])));return d.length?j(d):V}),R=a=>{let d=c[a],L=s.runs[d],M=i.flatMap(C=>C.points.filter(H=>H[0]===d).map(H=>dt(C.label,t,H)));return`${L?N(L.t):`run ${d}`} \\xB7 ${t.label}: ${M.join(" \\xB7 ")}`};return z(n,l,{xs:w,ys:A,text:R,open:a=>at(n,c[a],R(a))},S),m}function St(n,e,t,r,o){let s=u("table","values"),m=u("caption","",`${e.provider} / ${e.prompt}: p50 [95% interval] and n per run, newest first`);s.append(m);let b=u("tr");b.append(u("th","","run"));for(let c of t)b.append(u("th","",`${c.label} (${c.unit})`));b.append(u("th","","state"),u("th","","verdicts")),s.append(u("thead")),s.lastChild.append(b);let i=u("tbody"),g=new Map;for(let c of t)for(let l of e.series[c.key]??[]){let p=n.runs[l[0]]?.t??NaN;p<r||p>o||((g.get(l[0])??g.set(l[0],{}).get(l[0])??{})[c.key]=l)}for(let c of[...g.keys()].sort((l,p)=>p-l)){let l=n.runs[c],p=u("tr");p.dataset.run=String(c);let h=u("th");if(h.scope="row",l?.url){let S=u("a","",l?N(l.t):"");S.href=l.url,h.append(S)}else h.textContent=l?N(l.t):"";p.append(h);let x=g.get(c)??{},$="ok",f=[];for(let S of t){let w=x[S.key];if(!w){p.append(u("td","",""));continue}S.kind||($=w[5]);let A=w[2]!==null&&w[3]!==null?` [${k(w[2])}\\u2013${k(w[3])}]`:"";p.append(u("td","",w[1]===null?"n/a":`${k(w[1])}${A} n=${w[4]}`)),(w[6]==="slower"||w[6]==="faster")&&f.push(`${S.label}: ${w[6]}`)}let v=e.served_changes?.find(S=>S[0]===c);v&&f.push(U(v[1],v[2])),p.append(u("td",`st-${$}`,nt[$]),u("td","",f.join("; "))),i.append(p)}return s.append(i),s}function Mt(n,e,t,r,o){let s=u("table","values stage-values");s.append(u("caption","",`${e.provider} / ${e.prompt}: per-stage figures per load run, newest first`));let m=u("tr");m.append(u("th","","run"),u("th","","stage"));for(let g of t)m.append(u("th","",`${g.label} (${g.unit})`));m.append(u("th","","n"),u("th","","marks")),s.append(u("thead")),s.lastChild.append(m);let b=new Map;for(let g of t)for(let c of e.stages?.[g.key]??[])for(let l of c.points){let p=n.runs[l[0]]?.t??NaN;if(p<r||p>o)continue;let h=b.get(l[0])??b.set(l[0],new Map).get(l[0]),x=h.get(c.label)??h.set(c.label,{}).get(c.label);x[g.key]=l}let i=u("tbody");for(let g of[...b.keys()].sort((c,l)=>l-c)){let c=n.runs[g];for(let[l,p]of b.get(g)??[]){let h=u("tr");h.dataset.run=String(g),h.dataset.stage=l;let x=u("th","",c?N(c.t):"");x.scope="row",h.append(x,u("td","",l));let $;for(let v of t){let S=p[v.key];$??($=S),h.append(u("td","",S?k(S[1]):""))}let f=$?[$[3]==="ok"?"":rt[$[3]],$[4]?"the slo stage":""]:[];h.append(u("td","",$?String($[2]):""),u("td",`sm-${$?.[3]??"ok"}`,f.filter(Boolean).join("; "))),i.append(h)}}return s.append(i),s}var Lt=3,Nt=25;function J(n,e){let{data:t,panels:r,tip:o,summary:s}=n,m=++n.generation;document.documentElement.dataset.rendered="false";let b=t.runs.length?ct(t.runs.map(f=>f.t)):0,i=W[e.window],g=b,c=t.runs.filter(f=>i===null||f.t>=b-i*864e5),l=c.length?j(c.map(f=>f.t)):b,p=t.metrics.filter(f=>!e.metric||f.key===e.metric),h=t.groups.filter(f=>(!e.provider||f.provider===e.provider)&&(!e.prompt||f.prompt===e.prompt));o.hidden=!0,r.replaceChildren();let x=[];for(let f of h){let v=u("section","panel");v.dataset.provider=f.provider,v.dataset.prompt=f.prompt;let S=u("h2");S.append(u("span","prov",f.provider),document.createTextNode(" / "),u("span","prompt",f.prompt)),S.append(u("span","model",f.model)),v.append(S);let w=u("div","charts");v.append(w);let A=p.filter(d=>d.kind==="stage"?f.stages?.[d.key]:!d.kind||f.series[d.key]),R=A.filter(d=>d.kind!=="stage"),F=A.filter(d=>d.kind==="stage");x.push(()=>{for(let d of A)w.append(d.kind==="stage"?wt(n,f,d,l,g):vt(n,f,d,l,g));v.classList.add("drawn")});let a=u("details","table-view");a.append(u("summary","",`Table of ${f.provider} / ${f.prompt}`)),a.addEventListener("toggle",()=>{a.open&&!a.querySelector("table")&&(R.length&&a.append(St(t,f,R,l,g)),F.length&&a.append(Mt(t,f,F,l,g)))}),v.append(a),r.append(v)}h.length===0&&r.append(u("p","note","No provider and prompt match these filters.")),s.textContent=`${h.length} panel(s), ${p.length} figure(s), ${c.length} of ${t.runs.length} run(s)`+(c.length?` from ${N(l)} to ${N(g)}`:""),lt(e);for(let f of x.splice(0,Lt))f();let $=()=>{if(m!==n.generation)return;let f=performance.now();for(;x.length>0&&performance.now()-f<Nt;)x.shift()();x.length>0?setTimeout($,0):document.documentElement.dataset.rendered="true"};x.length===0?document.documentElement.dataset.rendered="true":requestAnimationFrame(()=>setTimeout($,0))}var I=ut();document.getElementById("filters").addEventListener("change",()=>{I.current=it();let n=q(I.current);n!==location.hash&&(location.hash=n),J(I,I.current)});document.getElementById("filters").addEventListener("submit",n=>n.preventDefault());window.addEventListener("hashchange",()=>{let n=Y(I.data);q(n)!==q(I.current)&&(I.current=n,J(I,I.current))});J(I,I.current);requestAnimationFrame(()=>{document.documentElement.dataset.opened=String(performance.now())});})();\n';
function dashboardScript() {
  return Promise.resolve(SCRIPT);
}

// src/dashboard/site.ts
async function isDir(path) {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}
async function hasEntries(dir) {
  return (await readdir(dir)).some(isEntryName);
}
async function readBenchmarks(dir, onWarning) {
  const abs = resolve(dir);
  if (!await isDir(abs))
    throw new HistoryError(
      `${dir}: no such folder. Expected a history folder: a data branch checkout (with ${DEFAULT_HISTORY_SUBDIR}/), ${DEFAULT_HISTORY_SUBDIR}/ itself, or a folder written by \`streamgauge history add --dir\`.`
    );
  const root = await isDir(join(abs, DEFAULT_HISTORY_SUBDIR)) ? join(abs, DEFAULT_HISTORY_SUBDIR) : abs;
  const read = async (name, folder) => ({
    name,
    entries: await readHistory(localFolderStore(folder), onWarning ? { onWarning } : {})
  });
  if (await hasEntries(root)) return [await read(basename(root), root)];
  const out = [];
  const names = (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory() && !e.name.startsWith(".")).map((e) => e.name).sort();
  for (const name of names) if (await hasEntries(join(root, name))) out.push(await read(name, join(root, name)));
  return out;
}
async function buildSite(historyDir, opts = {}) {
  const benchmarks = await readBenchmarks(historyDir, opts.onWarning);
  const script = await dashboardScript();
  const data = benchmarks.map(
    (b) => dashboardData(b, {
      ...opts.title ? { title: `${opts.title}: ${b.name}` } : {},
      ...opts.serverUrl ? { serverUrl: opts.serverUrl } : {}
    })
  );
  return { files: renderSite(data, { script, ...opts.title ? { title: opts.title } : {} }), benchmarks };
}
async function writeSite(siteDir, files) {
  const out = [];
  for (const f of files) {
    const path = join(resolve(siteDir), ...f.path.split("/"));
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, f.text).catch(async (err) => {
      await rm(tmp, { force: true });
      throw err;
    });
    await rename(tmp, path);
    out.push(path);
  }
  return out;
}

export {
  readBenchmarks,
  buildSite,
  writeSite
};
