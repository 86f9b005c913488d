import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  DEFAULT_HISTORY_SUBDIR,
  localFolderStore
} from "./chunk-K4LYEVNE.js";
import {
  artifactName
} from "./chunk-S7QI73DO.js";
import {
  embedJson,
  escapeHtml
} from "./chunk-HFRD7VE5.js";
import {
  sanitizeText
} from "./chunk-WKUXESJ5.js";
import {
  HistoryError,
  isEntryName,
  readHistory
} from "./chunk-3M36TB5N.js";
import {
  FIGURES,
  comparedFigureDefs,
  perStageFigureDefs,
  servedSet
} from "./chunk-4P42FROQ.js";

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
function groupPoints(dg, g, r, runIndex, groupMetrics, saw) {
  const state = pointState(g);
  for (const m of groupMetrics) {
    const f = figureOf(g, m);
    const rec = g;
    if (!(m.key in rec)) continue;
    saw(m.key, f.p50 !== null);
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
      groupPoints(dg, g, r, runIndex, groupMetrics, (key, shown2) => {
        if (shown2 || always.has(key)) seen.add(key);
      });
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
var SCRIPT = '"use strict";(()=>{var B={"30d":30,"90d":90,all:null},lt={provider:"",prompt:"",metric:"",window:"all"};function W(n){let t=new URLSearchParams(location.hash.replace(/^#/,"")),e=new Set(n.groups.map(c=>c.provider)),r=new Set(n.groups.map(c=>c.prompt)),o=t.get("provider")??"",a=t.get("prompt")??"",d=t.get("metric")??"",i=t.get("window")??"";return{provider:e.has(o)?o:"",prompt:r.has(a)?a:"",metric:n.metrics.some(c=>c.key===d)?d:"",window:i in B?i:lt.window}}function Y(n){let t=new URLSearchParams;n.provider&&t.set("provider",n.provider),n.prompt&&t.set("prompt",n.prompt),n.metric&&t.set("metric",n.metric),n.window!==lt.window&&t.set("window",n.window);let e=t.toString();return e?`#${e}`:""}function ut(){let n=document.querySelector(\'input[name="window"]:checked\');return{provider:document.getElementById("f-provider").value,prompt:document.getElementById("f-prompt").value,metric:document.getElementById("f-metric").value,window:n&&n.value in B?n.value:"all"}}function ct(n){document.getElementById("f-provider").value=n.provider,document.getElementById("f-prompt").value=n.prompt,document.getElementById("f-metric").value=n.metric;let t=document.getElementById(`w-${n.window}`);t&&(t.checked=!0)}function mt(){let n=JSON.parse(document.getElementById("sg-data").textContent??"{}"),t=r=>document.getElementById(r);return{...{data:n,panels:t("panels"),tip:t("tip"),detail:t("detail"),summary:t("shown")},generation:0,current:W(n)}}function u(n,t,e){let r=document.createElement(n);return t&&(r.className=t),e!==void 0&&(r.textContent=e),r}function dt(n){let t=-1/0;for(let e=0;e<n.length;e++){let r=n[e];if((r>t||Number.isNaN(r))&&(t=r),Number.isNaN(t))return NaN}return t}function q(n){let t=1/0;for(let e=0;e<n.length;e++){let r=n[e];if((r<t||Number.isNaN(r))&&(t=r),Number.isNaN(t))return NaN}return t}var ot={ok:"streamed",buffered:"buffered (no response streamed)",mixed:"mixed (some responses buffered)",failing:"some requests failed",failed:"every request failed"},at={ok:"streamed, on schedule",buffered:"buffering: some responses buffered",limited:"generator-limited: the client could not keep the schedule",both:"buffering and generator-limited",short:"offered load not reached: its figures are of a lighter load"};function T(n){if(n===null)return"n/a";let t=Math.abs(n),e=t>=100?0:t>=10?1:2;return n.toLocaleString("en-US",{minimumFractionDigits:e,maximumFractionDigits:e})}function N(n){return new Date(n).toISOString().slice(0,16).replace("T"," ")+" UTC"}function pt(n){return new Date(n).toISOString().slice(5,10)}function j(n,t,e){let r=n.runs[e[0]],o=[r?N(r.t):`run ${e[0]}`];if(e[1]===null)o.push(`${t.label}: n/a (${e[5]==="failed"?"every request failed":"withheld: buffered"})`);else{let a=e[2]!==null&&e[3]!==null?` [${T(e[2])}\\u2013${T(e[3])}]`:"";o.push(`${t.label} ${T(e[1])} ${t.unit}${a}`)}return o.push(`n=${e[4]}`,ot[e[5]]),(e[6]==="slower"||e[6]==="faster")&&o.push(`regression check: ${e[6]}`),o.join(" \\xB7 ")}function ft(n,t,e){let r=e[1]===null?"n/a":`${T(e[1])} ${t.unit}`,o=[e[3]==="ok"?"":at[e[3]],e[4]?"the slo stage":""].filter(Boolean);return`${n}: ${r} (n=${e[2]}${o.length?`, ${o.join(", ")}`:""})`}function K(n,t){return`served model changed: ${n.join(", ")} \\u2192 ${t.join(", ")}`}function st(n,t,e,r){return t===n?()=>(e+r)/2:o=>e+(o-n)/(t-n)*(r-e)}function bt(n,t){let e=n/t,r=Math.pow(10,Math.floor(Math.log10(e)));return[1,2,5,10].map(o=>o*r).find(o=>o>=e*(1-1e-9))??10*r}function U(n,t,e){let r=t-n;if(!(r>0))return[n];let o=bt(r,e),a=Math.ceil(n/o),d=[];for(let i=a;i*o<=t+o*1e-9;i++)d.push(Number((i*o).toPrecision(12)));return d}function H(n){let t="",e=!1;for(let r of n){if(r===null){e=!1;continue}t+=(e?"L":"M")+r[0].toFixed(1)+" "+r[1].toFixed(1),e=!0}return t}function F(n,t){let e=`a${t} ${t} 0 1 0 ${2*t} 0a${t} ${t} 0 1 0 ${-2*t} 0`;return n.map(([r,o])=>`M${(r-t).toFixed(1)} ${o.toFixed(1)}${e}`).join("")}function _(n,t,e){return`M${n} ${t-e}L${n+e} ${t}L${n} ${t+e}L${n-e} ${t}Z`}var ht="http://www.w3.org/2000/svg";function v(n,t,e){let r=document.createElementNS(ht,n);for(let o of Object.keys(t))r.setAttribute(o,String(t[o]));if(e){let o=document.createElementNS(ht,"title");o.textContent=e,r.appendChild(o)}return r}function gt(n,t,e,r){let o=v(t,e,r);return n&&n.appendChild(o),o}function kt(n,t,e){let r=gt(n,"text",t);return r.textContent=e,r}function yt(n,t,e,r){for(let o of e){let a=t.y(o);gt(n,"line",{x1:t.from,x2:t.to,y1:a,y2:a,...t.line}),kt(n,{x:t.labelX,y:a+3,"text-anchor":"end"},r(o))}}function Tt(n){let t=n.length,e=Math.floor(t/2);return t%2===1?n[e]:(n[e-1]+n[e])/2}function xt(n,t=[],e=10){let r=n.filter(c=>c!==null&&Number.isFinite(c));if(r.length===0)return null;let o=1/0,a=-1/0;for(let c of r)o=Math.min(o,c),a=Math.max(a,c);for(let c of t)c===null||!Number.isFinite(c[0])||!Number.isFinite(c[1])||(o=Math.min(o,c[0]),a=Math.max(a,c[1]));let d=Math.abs(Tt([...r].sort((c,g)=>c-g))),i=d>0?d*e/100:1;if(a-o<i){let c=(o+a)/2;o=c-i/2,a=c+i/2}return o<0&&r.every(c=>c>=0)&&(a-=o,o=0),{lo:o,hi:a}}var C=560,P=170,E={left:58,right:10,top:10,bottom:34},V=P-E.bottom+10;function X(n,t,e,r){let o=xt(t)??{lo:0,hi:1},a=o.lo,d=o.hi,i=(d-a)*.08;a=Math.max(0,a-i),d+=i;let c=st(e,r,E.left,C-E.right),g=f=>E.top+(1-(f-a)/(d-a))*(P-E.top-E.bottom-8),l=v("g",{class:"axis"}),m={y:g,from:E.left,to:C-E.right,labelX:E.left-6,line:{class:"grid"}};yt(l,m,U(a,d,4),T);let h=r-e>0?U(e/864e5,r/864e5,5).map(f=>f*864e5):[e];for(let f of h){if(f<e||f>r)continue;let x=v("text",{x:c(f),y:P-4,"text-anchor":"middle"});x.textContent=pt(f),l.append(x)}return n.append(l),{px:c,py:g}}function vt(n,t,e,r,o){let a=`pt ${n}${r?"":" nofig"}`,d;return n==="buffered"?d=v("path",{d:_(t,e,5)}):n==="mixed"?d=v("path",{d:`M${t} ${e-5}L${t+5} ${e+4}L${t-5} ${e+4}Z`}):d=v("path",{d:`M${t-4} ${e-4}L${t+4} ${e+4}M${t+4} ${e-4}L${t-4} ${e+4}`}),d.setAttribute("class",a),d.setAttribute("data-run",String(o)),d}function $t(n,t){let e="",r=[],o=()=>{if(r.length===1){let[a,d,i]=r[0];e+=`M${a-2} ${t(i)}H${a+2}V${t(d)}H${a-2}Z`}else if(r.length>1){let a=r.map(([i,,c])=>[i,t(c)]),d=[...r].reverse().map(([i,c])=>[i,t(c)]);e+=H([...a,...d])+"Z"}r=[]};for(let a of n)a?r.push(a):o();return o(),e}function Z(n,t,e){let r=u("figure",t);r.dataset.metric=n.key;let o=u("figcaption");o.append(u("span","label",`${n.label} (${n.unit}, ${n.better} is better)`)),r.append(o);let a=v("svg",{viewBox:`0 0 ${C} ${P}`,class:"trend",tabindex:0,role:"img"});return a.setAttribute("data-metric",n.key),a.setAttribute("aria-label",e),r.append(a),{fig:r,cap:o,root:a}}function z(n,t){n.append(v("text",{x:C/2,y:P/2,"text-anchor":"middle",class:"empty"})),n.lastChild.textContent=t}function J(n,t,e,r){let o=n[t]?.t??NaN;return o>=e&&o<=r}function Q(n,t,e,r){let{tip:o}=n,a=-1,d=e.xs.length,i=(l,m)=>{a=Math.max(0,Math.min(d-1,l));let h=e.xs[a];r.setAttribute("x1",String(h)),r.setAttribute("x2",String(h)),r.setAttribute("visibility","visible"),o.textContent=e.text(a),o.hidden=!1;let f=t.getBoundingClientRect(),x=f.left+h/C*f.width,$=f.top+e.ys[a]/P*f.height,p=m?m.x:x,S=m?m.y:$;o.style.left=`${Math.min(window.innerWidth-340,p+12)+window.scrollX}px`,o.style.top=`${S+14+window.scrollY}px`},c=()=>{o.hidden=!0,r.setAttribute("visibility","hidden")},g=l=>{let m=t.getBoundingClientRect(),h=(l-m.left)/m.width*C,f=0;for(let x=1;x<e.xs.length;x++)Math.abs(e.xs[x]-h)<Math.abs(e.xs[f]-h)&&(f=x);return f};t.addEventListener("pointermove",l=>i(g(l.clientX),{x:l.clientX,y:l.clientY})),t.addEventListener("pointerleave",c),t.addEventListener("blur",c),t.addEventListener("focus",()=>i(a<0?d-1:a)),t.addEventListener("click",l=>{let m=g(l.clientX);i(m,{x:l.clientX,y:l.clientY}),e.open(m)}),t.addEventListener("keydown",l=>{let m={ArrowLeft:a-1,ArrowRight:a+1,Home:0,End:d-1};l.key in m?(i(m[l.key]),l.preventDefault()):l.key==="Enter"||l.key===" "?(a>=0&&e.open(a),l.preventDefault()):l.key==="Escape"&&c()})}function wt(n,t,e){it(n,e[0],j(n.data,t,e))}function it(n,t,e){let{detail:r}=n,o=n.data.runs[t];if(o){if(r.replaceChildren(),r.append(u("strong","",`Run of ${N(o.t)}`),document.createTextNode(` \\u2014 ${e}. `)),o.url){let a=u("a","run-link","open the CI run");a.href=o.url,a.rel="noopener",r.append(a)}else r.append(document.createTextNode("No CI run recorded (a run outside GitHub Actions)."));o.artifact&&(r.append(document.createTextNode(" \\xB7 artifact ")),r.append(u("code","artifact",o.artifact))),o.sha&&(r.append(document.createTextNode(" \\xB7 commit ")),r.append(u("code","sha",o.sha.slice(0,12)))),r.append(document.createTextNode(" \\xB7 history entry ")),r.append(u("code","entry",o.entry)),r.hidden=!1,r.dataset.run=String(t)}}function St(n,t,e,r,o){let{data:a}=n,i=(t.series[e.key]??[]).filter(s=>J(a.runs,s[0],r,o)),c=i[i.length-1],g=[];for(let s of i)for(let y of[s[1],s[2],s[3]])y!==null&&g.push(y);let{fig:l,cap:m,root:h}=Z(e,"chart",`${e.label} of ${t.provider} / ${t.prompt}: ${i.length} run(s)`+(c?`, latest ${T(c[1])} ${e.unit}`:"")+". Arrow keys step through the runs, Enter shows the run; the table below lists every value.");if(c&&m.append(u("span","latest",`latest ${T(c[1])}`)),i.length===0)return z(h,"no run in this window"),l;let{px:f,py:x}=X(h,g,r,o),$=i.map(s=>f(a.runs[s[0]].t)),p=i.map(s=>s[1]!==null?x(s[1]):V),S=$t(i.map((s,y)=>s[2]!==null&&s[3]!==null?[$[y],s[2],s[3]]:null),x),M=H(i.map((s,y)=>s[1]!==null?[$[y],p[y]]:null));S&&h.append(v("path",{d:S,class:"band"})),M&&h.append(v("path",{d:M,class:"line"}));let w=v("g",{class:"marks"}),A=[],G=[];i.forEach((s,y)=>{let k=$[y],L=p[y];(s[6]==="slower"||s[6]==="faster")&&w.append(v("circle",{cx:k,cy:L,r:7,class:`verdict ${s[6]}`,"data-run":s[0]})),s[5]==="ok"&&s[1]!==null?(A.push([k,L]),G.push(s[0])):w.append(vt(s[5],k,L,s[1]!==null,s[0]))}),A.length&&w.prepend(v("path",{d:F(A,2.6),class:"pt ok","data-runs":G.join(" ")}));for(let[s,y,k]of t.served_changes??[]){let L=a.runs[s]?.t??NaN;if(!(L>=r&&L<=o))continue;let R=f(L),D={x1:R,x2:R,y1:E.top,y2:P-E.bottom,class:"served-change","data-run":s};w.prepend(v("line",D,K(y,k)))}h.append(w);let b=v("line",{x1:0,x2:0,y1:E.top,y2:P-E.bottom,class:"cursor",visibility:"hidden"});return h.append(b),Q(n,h,{xs:$,ys:p,text:s=>j(a,e,i[s]),open:s=>wt(n,e,i[s])},b),l}var Lt=8;function At(n,t,e,r,o,a){let d=v("g",{class:`smark ${n}${r?"":" nofig"}`,"data-run":o,"data-stage":a});return(n==="limited"||n==="both")&&d.append(v("rect",{x:t-4.5,y:e-4.5,width:9,height:9})),(n==="buffered"||n==="both")&&d.append(v("path",{d:_(t,e,6)})),n==="short"&&d.append(v("path",{d:`M${t} ${e-5}L${t+5} ${e+4}L${t-5} ${e+4}Z`,class:"short"})),d}function Mt(n,t,e,r,o){let{data:a}=n,d=b=>J(a.runs,b[0],r,o),i=(t.stages?.[e.key]??[]).map((b,s)=>({label:b.label,colour:s%Lt,points:b.points.filter(d)})).filter(b=>b.points.length>0),c=[...new Set(i.flatMap(b=>b.points.map(s=>s[0])))].sort((b,s)=>b-s),{fig:g,root:l}=Z(e,"chart stage-chart",`${e.label} of ${t.provider} / ${t.prompt}: ${i.length} stage(s) over ${c.length} run(s). Arrow keys step through the runs, Enter shows the run; the stage table below lists every value.`);if(i.length===0)return z(l,"no load run in this window"),g;let m=u("ul","stage-keys");for(let b of i){let s=u("li",`skey s${b.colour}`,b.label);s.dataset.stage=b.label,m.append(s)}g.insertBefore(m,l);let h=i.flatMap(b=>b.points.map(s=>s[1]).filter(s=>s!==null)),{px:f,py:x}=X(l,h,r,o),$=b=>f(a.runs[b].t),p=v("g",{class:"marks"});for(let b of i){let s=b.points.map(D=>[$(D[0]),D[1]===null?V:x(D[1])]),y=H(s.map((D,et)=>b.points[et][1]!==null?D:null)),k=[],L=[];b.points.forEach((D,et)=>{let[nt,rt]=s[et];D[4]&&p.append(v("circle",{cx:nt,cy:rt,r:7,class:"slo","data-run":D[0],"data-stage":b.label})),D[3]==="ok"&&D[1]!==null?(k.push([nt,rt]),L.push(D[0])):p.append(At(D[3],nt,rt,D[1]!==null,D[0],b.label))}),y&&l.append(v("path",{d:y,class:`sline s${b.colour}`,"data-stage":b.label}));let R=F(k,2.4);R&&p.prepend(v("path",{d:R,class:`sdot s${b.colour}`,"data-stage":b.label,"data-runs":L.join(" ")}))}l.append(p);let S=v("line",{x1:0,x2:0,y1:E.top,y2:P-E.bottom,class:"cursor",visibility:"hidden"});l.append(S);let M=c.map($),w=c.map(b=>{let s=i.flatMap(y=>y.points.filter(k=>k[0]===b&&k[1]!==null).map(k=>x(k[1])));return s.length?q(s):V}),A=b=>{let s=c[b],y=a.runs[s],k=i.flatMap(L=>L.points.filter(R=>R[0]===s).map(R=>ft(L.label,e,R)));return`${y?N(y.t):`run ${s}`} \\xB7 ${e.label}: ${k.join(" \\xB7 ")}`};return Q(n,l,{xs:M,ys:w,text:A,open:b=>it(n,c[b],A(b))},S),g}function Et(n,t,e,r,o){let a=u("table","values"),d=u("caption","",`${t.provider} / ${t.prompt}: p50 [95% interval] and n per run, newest first`);a.append(d);let i=u("tr");i.append(u("th","","run"));for(let l of e)i.append(u("th","",`${l.label} (${l.unit})`));i.append(u("th","","state"),u("th","","verdicts")),a.append(u("thead")),a.lastChild.append(i);let c=u("tbody"),g=new Map;for(let l of e)for(let m of t.series[l.key]??[]){let h=n.runs[m[0]]?.t??NaN;h<r||h>o||((g.get(m[0])??g.set(m[0],{}).get(m[0])??{})[l.key]=m)}for(let l of[...g.keys()].sort((m,h)=>h-m)){let m=n.runs[l],h=u("tr");h.dataset.run=String(l);let f=u("th");if(f.scope="row",m?.url){let M=u("a","",m?N(m.t):"");M.href=m.url,f.append(M)}else f.textContent=m?N(m.t):"";h.append(f);let x=g.get(l)??{},$="ok",p=[];for(let M of e){let w=x[M.key];if(!w){h.append(u("td","",""));continue}M.kind||($=w[5]);let A=w[2]!==null&&w[3]!==null?` [${T(w[2])}\\u2013${T(w[3])}]`:"";h.append(u("td","",w[1]===null?"n/a":`${T(w[1])}${A} n=${w[4]}`)),(w[6]==="slower"||w[6]==="faster")&&p.push(`${M.label}: ${w[6]}`)}let S=t.served_changes?.find(M=>M[0]===l);S&&p.push(K(S[1],S[2])),h.append(u("td",`st-${$}`,ot[$]),u("td","",p.join("; "))),c.append(h)}return a.append(c),a}function Dt(n,t,e,r,o){let a=u("table","values stage-values");a.append(u("caption","",`${t.provider} / ${t.prompt}: per-stage figures per load run, newest first`));let d=u("tr");d.append(u("th","","run"),u("th","","stage"));for(let g of e)d.append(u("th","",`${g.label} (${g.unit})`));d.append(u("th","","n"),u("th","","marks")),a.append(u("thead")),a.lastChild.append(d);let i=new Map;for(let g of e)for(let l of t.stages?.[g.key]??[])for(let m of l.points){let h=n.runs[m[0]]?.t??NaN;if(h<r||h>o)continue;let f=i.get(m[0])??i.set(m[0],new Map).get(m[0]),x=f.get(l.label)??f.set(l.label,{}).get(l.label);x[g.key]=m}let c=u("tbody");for(let g of[...i.keys()].sort((l,m)=>m-l)){let l=n.runs[g];for(let[m,h]of i.get(g)??[]){let f=u("tr");f.dataset.run=String(g),f.dataset.stage=m;let x=u("th","",l?N(l.t):"");x.scope="row",f.append(x,u("td","",m));let $;for(let S of e){let M=h[S.key];$??($=M),f.append(u("td","",M?T(M[1]):""))}let p=$?[$[3]==="ok"?"":at[$[3]],$[4]?"the slo stage":""]:[];f.append(u("td","",$?String($[2]):""),u("td",`sm-${$?.[3]??"ok"}`,p.filter(Boolean).join("; "))),c.append(f)}}return a.append(c),a}var Nt=3,Pt=25;function tt(n,t){let{data:e,panels:r,tip:o,summary:a}=n,d=++n.generation;document.documentElement.dataset.rendered="false";let i=e.runs.length?dt(e.runs.map(p=>p.t)):0,c=B[t.window],g=i,l=e.runs.filter(p=>c===null||p.t>=i-c*864e5),m=l.length?q(l.map(p=>p.t)):i,h=e.metrics.filter(p=>!t.metric||p.key===t.metric),f=e.groups.filter(p=>(!t.provider||p.provider===t.provider)&&(!t.prompt||p.prompt===t.prompt));o.hidden=!0,r.replaceChildren();let x=[];for(let p of f){let S=u("section","panel");S.dataset.provider=p.provider,S.dataset.prompt=p.prompt;let M=u("h2");M.append(u("span","prov",p.provider),document.createTextNode(" / "),u("span","prompt",p.prompt)),M.append(u("span","model",p.model)),S.append(M);let w=u("div","charts");S.append(w);let A=h.filter(y=>y.kind==="stage"?p.stages?.[y.key]:!y.kind||p.series[y.key]),G=A.filter(y=>y.kind!=="stage"),b=A.filter(y=>y.kind==="stage");x.push(()=>{for(let y of A)w.append(y.kind==="stage"?Mt(n,p,y,m,g):St(n,p,y,m,g));S.classList.add("drawn")});let s=u("details","table-view");s.append(u("summary","",`Table of ${p.provider} / ${p.prompt}`)),s.addEventListener("toggle",()=>{s.open&&!s.querySelector("table")&&(G.length&&s.append(Et(e,p,G,m,g)),b.length&&s.append(Dt(e,p,b,m,g)))}),S.append(s),r.append(S)}f.length===0&&r.append(u("p","note","No provider and prompt match these filters.")),a.textContent=`${f.length} panel(s), ${h.length} figure(s), ${l.length} of ${e.runs.length} run(s)`+(l.length?` from ${N(m)} to ${N(g)}`:""),ct(t);for(let p of x.splice(0,Nt))p();let $=()=>{if(d!==n.generation)return;let p=performance.now();for(;x.length>0&&performance.now()-p<Pt;)x.shift()();x.length>0?setTimeout($,0):document.documentElement.dataset.rendered="true"};x.length===0?document.documentElement.dataset.rendered="true":requestAnimationFrame(()=>setTimeout($,0))}var I=mt();document.getElementById("filters").addEventListener("change",()=>{I.current=ut();let n=Y(I.current);n!==location.hash&&(location.hash=n),tt(I,I.current)});document.getElementById("filters").addEventListener("submit",n=>n.preventDefault());window.addEventListener("hashchange",()=>{let n=W(I.data);Y(n)!==Y(I.current)&&(I.current=n,tt(I,I.current))});tt(I,I.current);requestAnimationFrame(()=>{document.documentElement.dataset.opened=String(performance.now())});})();\n';
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
