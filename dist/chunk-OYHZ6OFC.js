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
} from "./chunk-CBOMWZJW.js";
import {
  sanitizeText
} from "./chunk-WKUXESJ5.js";
import {
  HistoryError,
  isEntryName,
  readHistory
} from "./chunk-A5ZJFFDM.js";
import {
  FIGURES,
  comparedFigureDefs,
  perStageFigureDefs
} from "./chunk-6HVO7L3W.js";

// src/dashboard/site.ts
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";

// src/dashboard/page-data.ts
var DASHBOARD_DATA_SCHEMA = "streamgauge.dashboard-data/1";

// src/dashboard/data.ts
function dashboardMetrics(figures = FIGURES) {
  return Object.values(figures).filter((f) => f.trended).map((f) => ({
    key: f.key,
    label: `${f.name} p50`,
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
    p50: finite(s?.p50),
    ci: low !== null && high !== null ? { low, high } : null,
    n: n ?? g.streamed
  };
}
function dashboardData(history, opts = {}) {
  const figures = opts.figures ?? FIGURES;
  const groupMetrics = dashboardMetrics(figures);
  const loadMetrics = dashboardLoadMetrics(figures);
  const always = new Set(comparedFigureDefs(figures).map((f) => f.key));
  const runs = [];
  const groups = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
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
${data.metrics.some((m) => m.kind === "stage") ? LOAD_LEGEND : ""}</div>
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
var SCRIPT = '"use strict";(()=>{function J(n){let t=-1/0;for(let e=0;e<n.length;e++){let r=n[e];if((r>t||Number.isNaN(r))&&(t=r),Number.isNaN(t))return NaN}return t}function q(n){let t=1/0;for(let e=0;e<n.length;e++){let r=n[e];if((r<t||Number.isNaN(r))&&(t=r),Number.isNaN(t))return NaN}return t}function me(n){let t=n.length,e=Math.floor(t/2);return t%2===1?n[e]:(n[e-1]+n[e])/2}function Q(n,t=[],e=10){let r=n.filter(i=>i!==null&&Number.isFinite(i));if(r.length===0)return null;let o=1/0,s=-1/0;for(let i of r)o=Math.min(o,i),s=Math.max(s,i);for(let i of t)i===null||!Number.isFinite(i[0])||!Number.isFinite(i[1])||(o=Math.min(o,i[0]),s=Math.max(s,i[1]));let c=Math.abs(me([...r].sort((i,g)=>i-g))),b=c>0?c*e/100:1;if(s-o<b){let i=(o+s)/2;o=i-b/2,s=i+b/2}return o<0&&r.every(i=>i>=0)&&(s-=o,o=0),{lo:o,hi:s}}function K(n,t,e,r){return t===n?()=>(e+r)/2:o=>e+(o-n)/(t-n)*(r-e)}function ee(n,t){let e=n/t,r=Math.pow(10,Math.floor(Math.log10(e)));return[1,2,5,10].map(o=>o*r).find(o=>o>=e*(1-1e-9))??10*r}function V(n,t,e){let r=t-n;if(!(r>0))return[n];let o=ee(r,e),s=Math.ceil(n/o),c=[];for(let b=s;b*o<=t+o*1e-9;b++)c.push(Number((b*o).toPrecision(12)));return c}function F(n){let t="",e=!1;for(let r of n){if(r===null){e=!1;continue}t+=(e?"L":"M")+r[0].toFixed(1)+" "+r[1].toFixed(1),e=!0}return t}function B(n,t){let e=`a${t} ${t} 0 1 0 ${2*t} 0a${t} ${t} 0 1 0 ${-2*t} 0`;return n.map(([r,o])=>`M${(r-t).toFixed(1)} ${o.toFixed(1)}${e}`).join("")}function O(n,t,e){return`M${n} ${t-e}L${n+e} ${t}L${n} ${t+e}L${n-e} ${t}Z`}var te="http://www.w3.org/2000/svg";function v(n,t,e){let r=document.createElementNS(te,n);for(let o of Object.keys(t))r.setAttribute(o,String(t[o]));if(e){let o=document.createElementNS(te,"title");o.textContent=e,r.appendChild(o)}return r}function ne(n,t,e,r){let o=v(t,e,r);return n&&n.appendChild(o),o}function pe(n,t,e){let r=ne(n,"text",t);return r.textContent=e,r}function re(n,t,e,r){for(let o of e){let s=t.y(o);ne(n,"line",{x1:t.from,x2:t.to,y1:s,y2:s,...t.line}),pe(n,{x:t.labelX,y:s+3,"text-anchor":"end"},r(o))}}var _=864e5,Z={"30d":30,"90d":90,all:null},oe={provider:"",prompt:"",metric:"",window:"all"},se={ok:"streamed",buffered:"buffered (no response streamed)",mixed:"mixed (some responses buffered)",failing:"some requests failed",failed:"every request failed"},ae={ok:"streamed, on schedule",buffered:"buffering: some responses buffered",limited:"generator-limited: the client could not keep the schedule",both:"buffering and generator-limited",short:"offered load not reached: its figures are of a lighter load"},fe=8,I=560,A=170,k={left:58,right:10,top:10,bottom:34},U=A-k.bottom+10;function be(){let n=JSON.parse(document.getElementById("sg-data").textContent??"{}"),t=r=>document.getElementById(r);return{...{data:n,panels:t("panels"),tip:t("tip"),detail:t("detail"),summary:t("shown")},generation:0,current:ie(n)}}function d(n,t,e){let r=document.createElement(n);return t&&(r.className=t),e!==void 0&&(r.textContent=e),r}function ie(n){let t=new URLSearchParams(location.hash.replace(/^#/,"")),e=new Set(n.groups.map(i=>i.provider)),r=new Set(n.groups.map(i=>i.prompt)),o=t.get("provider")??"",s=t.get("prompt")??"",c=t.get("metric")??"",b=t.get("window")??"";return{provider:e.has(o)?o:"",prompt:r.has(s)?s:"",metric:n.metrics.some(i=>i.key===c)?c:"",window:b in Z?b:oe.window}}function X(n){let t=new URLSearchParams;n.provider&&t.set("provider",n.provider),n.prompt&&t.set("prompt",n.prompt),n.metric&&t.set("metric",n.metric),n.window!==oe.window&&t.set("window",n.window);let e=t.toString();return e?`#${e}`:""}function N(n){if(n===null)return"n/a";let t=Math.abs(n),e=t>=100?0:t>=10?1:2;return n.toLocaleString("en-US",{minimumFractionDigits:e,maximumFractionDigits:e})}function R(n){return new Date(n).toISOString().slice(0,16).replace("T"," ")+" UTC"}function he(n){return new Date(n).toISOString().slice(5,10)}function le(n,t,e){let r=n.runs[e[0]],o=[r?R(r.t):`run ${e[0]}`];if(e[1]===null)o.push(`${t.label}: n/a (${e[5]==="failed"?"every request failed":"withheld: buffered"})`);else{let s=e[2]!==null&&e[3]!==null?` [${N(e[2])}\\u2013${N(e[3])}]`:"";o.push(`${t.label} ${N(e[1])} ${t.unit}${s}`)}return o.push(`n=${e[4]}`,se[e[5]]),(e[6]==="slower"||e[6]==="faster")&&o.push(`regression check: ${e[6]}`),o.join(" \\xB7 ")}function ue(n,t,e,r){let o=Q(t)??{lo:0,hi:1},s=o.lo,c=o.hi,b=(c-s)*.08;s=Math.max(0,s-b),c+=b;let i=K(e,r,k.left,I-k.right),g=h=>k.top+(1-(h-s)/(c-s))*(A-k.top-k.bottom-8),u=v("g",{class:"axis"}),l={y:g,from:k.left,to:I-k.right,labelX:k.left-6,line:{class:"grid"}};re(u,l,V(s,c,4),N);let f=r-e>0?V(e/_,r/_,5).map(h=>h*_):[e];for(let h of f){if(h<e||h>r)continue;let $=v("text",{x:i(h),y:A-4,"text-anchor":"middle"});$.textContent=he(h),u.append($)}return n.append(u),{px:i,py:g}}function ge(n,t,e,r,o){let s=`pt ${n}${r?"":" nofig"}`,c;return n==="buffered"?c=v("path",{d:O(t,e,5)}):n==="mixed"?c=v("path",{d:`M${t} ${e-5}L${t+5} ${e+4}L${t-5} ${e+4}Z`}):c=v("path",{d:`M${t-4} ${e-4}L${t+4} ${e+4}M${t+4} ${e-4}L${t-4} ${e+4}`}),c.setAttribute("class",s),c.setAttribute("data-run",String(o)),c}function ye(n,t){let e="",r=[],o=()=>{if(r.length===1){let[s,c,b]=r[0];e+=`M${s-2} ${t(b)}H${s+2}V${t(c)}H${s-2}Z`}else if(r.length>1){let s=r.map(([b,,i])=>[b,t(i)]),c=[...r].reverse().map(([b,i])=>[b,t(i)]);e+=F([...s,...c])+"Z"}r=[]};for(let s of n)s?r.push(s):o();return o(),e}function $e(n,t,e,r,o){let{data:s}=n,c=d("figure","chart");c.dataset.metric=e.key;let i=(t.series[e.key]??[]).filter(a=>{let p=s.runs[a[0]]?.t??NaN;return p>=r&&p<=o}),g=i[i.length-1],u=d("figcaption");u.append(d("span","label",`${e.label} (${e.unit}, ${e.better} is better)`)),g&&u.append(d("span","latest",`latest ${N(g[1])}`)),c.append(u);let l=[];for(let a of i)for(let p of[a[1],a[2],a[3]])p!==null&&l.push(p);let f=v("svg",{viewBox:`0 0 ${I} ${A}`,class:"trend",tabindex:0,role:"img"});if(f.setAttribute("data-metric",e.key),f.setAttribute("aria-label",`${e.label} of ${t.provider} / ${t.prompt}: ${i.length} run(s)`+(g?`, latest ${N(g[1])} ${e.unit}`:"")+". Arrow keys step through the runs, Enter shows the run; the table below lists every value."),c.append(f),i.length===0)return f.append(v("text",{x:I/2,y:A/2,"text-anchor":"middle",class:"empty"})),f.lastChild.textContent="no run in this window",c;let{px:h,py:$}=ue(f,l,r,o),x=i.map(a=>h(s.runs[a[0]].t)),S=i.map(a=>a[1]!==null?$(a[1]):U),m=ye(i.map((a,p)=>a[2]!==null&&a[3]!==null?[x[p],a[2],a[3]]:null),$),y=F(i.map((a,p)=>a[1]!==null?[x[p],S[p]]:null));m&&f.append(v("path",{d:m,class:"band"})),y&&f.append(v("path",{d:y,class:"line"}));let L=v("g",{class:"marks"}),P=[],T=[];i.forEach((a,p)=>{let w=x[p],M=S[p];(a[6]==="slower"||a[6]==="faster")&&L.append(v("circle",{cx:w,cy:M,r:7,class:`verdict ${a[6]}`,"data-run":a[0]})),a[5]==="ok"&&a[1]!==null?(P.push([w,M]),T.push(a[0])):L.append(ge(a[5],w,M,a[1]!==null,a[0]))}),P.length&&L.prepend(v("path",{d:B(P,2.6),class:"pt ok","data-runs":T.join(" ")})),f.append(L);let H=v("line",{x1:0,x2:0,y1:k.top,y2:A-k.bottom,class:"cursor",visibility:"hidden"});return f.append(H),ce(n,f,{xs:x,ys:S,text:a=>le(s,e,i[a]),open:a=>Ee(n,e,i[a])},H),c}function xe(n,t,e){let r=e[1]===null?"n/a":`${N(e[1])} ${t.unit}`,o=[e[3]==="ok"?"":ae[e[3]],e[4]?"the slo stage":""].filter(Boolean);return`${n}: ${r} (n=${e[2]}${o.length?`, ${o.join(", ")}`:""})`}function ve(n,t,e,r,o,s){let c=v("g",{class:`smark ${n}${r?"":" nofig"}`,"data-run":o,"data-stage":s});return(n==="limited"||n==="both")&&c.append(v("rect",{x:t-4.5,y:e-4.5,width:9,height:9})),(n==="buffered"||n==="both")&&c.append(v("path",{d:O(t,e,6)})),n==="short"&&c.append(v("path",{d:`M${t} ${e-5}L${t+5} ${e+4}L${t-5} ${e+4}Z`,class:"short"})),c}function we(n,t,e,r,o){let{data:s}=n,c=d("figure","chart stage-chart");c.dataset.metric=e.key;let b=a=>{let p=s.runs[a[0]]?.t??NaN;return p>=r&&p<=o},i=(t.stages?.[e.key]??[]).map((a,p)=>({label:a.label,colour:p%fe,points:a.points.filter(b)})).filter(a=>a.points.length>0),g=d("figcaption");g.append(d("span","label",`${e.label} (${e.unit}, ${e.better} is better)`)),c.append(g);let u=[...new Set(i.flatMap(a=>a.points.map(p=>p[0])))].sort((a,p)=>a-p),l=v("svg",{viewBox:`0 0 ${I} ${A}`,class:"trend",tabindex:0,role:"img"});if(l.setAttribute("data-metric",e.key),l.setAttribute("aria-label",`${e.label} of ${t.provider} / ${t.prompt}: ${i.length} stage(s) over ${u.length} run(s). Arrow keys step through the runs, Enter shows the run; the stage table below lists every value.`),c.append(l),i.length===0)return l.append(v("text",{x:I/2,y:A/2,"text-anchor":"middle",class:"empty"})),l.lastChild.textContent="no load run in this window",c;let f=d("ul","stage-keys");for(let a of i){let p=d("li",`skey s${a.colour}`,a.label);p.dataset.stage=a.label,f.append(p)}c.insertBefore(f,l);let h=i.flatMap(a=>a.points.map(p=>p[1]).filter(p=>p!==null)),{px:$,py:x}=ue(l,h,r,o),S=a=>$(s.runs[a].t),m=v("g",{class:"marks"});for(let a of i){let p=a.points.map(E=>[S(E[0]),E[1]===null?U:x(E[1])]),w=F(p.map((E,W)=>a.points[W][1]!==null?E:null)),M=[],C=[];a.points.forEach((E,W)=>{let[Y,j]=p[W];E[4]&&m.append(v("circle",{cx:Y,cy:j,r:7,class:"slo","data-run":E[0],"data-stage":a.label})),E[3]==="ok"&&E[1]!==null?(M.push([Y,j]),C.push(E[0])):m.append(ve(E[3],Y,j,E[1]!==null,E[0],a.label))}),w&&l.append(v("path",{d:w,class:`sline s${a.colour}`,"data-stage":a.label}));let G=B(M,2.4);G&&m.prepend(v("path",{d:G,class:`sdot s${a.colour}`,"data-stage":a.label,"data-runs":C.join(" ")}))}l.append(m);let y=v("line",{x1:0,x2:0,y1:k.top,y2:A-k.bottom,class:"cursor",visibility:"hidden"});l.append(y);let L=u.map(S),P=u.map(a=>{let p=i.flatMap(w=>w.points.filter(M=>M[0]===a&&M[1]!==null).map(M=>x(M[1])));return p.length?q(p):U}),T=a=>{let p=u[a],w=s.runs[p],M=i.flatMap(C=>C.points.filter(G=>G[0]===p).map(G=>xe(C.label,e,G)));return`${w?R(w.t):`run ${p}`} \\xB7 ${e.label}: ${M.join(" \\xB7 ")}`};return ce(n,l,{xs:L,ys:P,text:T,open:a=>de(n,u[a],T(a))},y),c}function Se(n,t,e,r,o){let s=d("table","values stage-values");s.append(d("caption","",`${t.provider} / ${t.prompt}: per-stage figures per load run, newest first`));let c=d("tr");c.append(d("th","","run"),d("th","","stage"));for(let g of e)c.append(d("th","",`${g.label} (${g.unit})`));c.append(d("th","","n"),d("th","","marks")),s.append(d("thead")),s.lastChild.append(c);let b=new Map;for(let g of e)for(let u of t.stages?.[g.key]??[])for(let l of u.points){let f=n.runs[l[0]]?.t??NaN;if(f<r||f>o)continue;let h=b.get(l[0])??b.set(l[0],new Map).get(l[0]),$=h.get(u.label)??h.set(u.label,{}).get(u.label);$[g.key]=l}let i=d("tbody");for(let g of[...b.keys()].sort((u,l)=>l-u)){let u=n.runs[g];for(let[l,f]of b.get(g)??[]){let h=d("tr");h.dataset.run=String(g),h.dataset.stage=l;let $=d("th","",u?R(u.t):"");$.scope="row",h.append($,d("td","",l));let x;for(let m of e){let y=f[m.key];x??(x=y),h.append(d("td","",y?N(y[1]):""))}let S=x?[x[3]==="ok"?"":ae[x[3]],x[4]?"the slo stage":""]:[];h.append(d("td","",x?String(x[2]):""),d("td",`sm-${x?.[3]??"ok"}`,S.filter(Boolean).join("; "))),i.append(h)}}return s.append(i),s}function ce(n,t,e,r){let{tip:o}=n,s=-1,c=e.xs.length,b=(u,l)=>{s=Math.max(0,Math.min(c-1,u));let f=e.xs[s];r.setAttribute("x1",String(f)),r.setAttribute("x2",String(f)),r.setAttribute("visibility","visible"),o.textContent=e.text(s),o.hidden=!1;let h=t.getBoundingClientRect(),$=h.left+f/I*h.width,x=h.top+e.ys[s]/A*h.height,S=l?l.x:$,m=l?l.y:x;o.style.left=`${Math.min(window.innerWidth-340,S+12)+window.scrollX}px`,o.style.top=`${m+14+window.scrollY}px`},i=()=>{o.hidden=!0,r.setAttribute("visibility","hidden")},g=u=>{let l=t.getBoundingClientRect(),f=(u-l.left)/l.width*I,h=0;for(let $=1;$<e.xs.length;$++)Math.abs(e.xs[$]-f)<Math.abs(e.xs[h]-f)&&(h=$);return h};t.addEventListener("pointermove",u=>b(g(u.clientX),{x:u.clientX,y:u.clientY})),t.addEventListener("pointerleave",i),t.addEventListener("blur",i),t.addEventListener("focus",()=>b(s<0?c-1:s)),t.addEventListener("click",u=>{let l=g(u.clientX);b(l,{x:u.clientX,y:u.clientY}),e.open(l)}),t.addEventListener("keydown",u=>{let l={ArrowLeft:s-1,ArrowRight:s+1,Home:0,End:c-1};u.key in l?(b(l[u.key]),u.preventDefault()):u.key==="Enter"||u.key===" "?(s>=0&&e.open(s),u.preventDefault()):u.key==="Escape"&&i()})}function Ee(n,t,e){de(n,e[0],le(n.data,t,e))}function de(n,t,e){let{detail:r}=n,o=n.data.runs[t];if(o){if(r.replaceChildren(),r.append(d("strong","",`Run of ${R(o.t)}`),document.createTextNode(` \\u2014 ${e}. `)),o.url){let s=d("a","run-link","open the CI run");s.href=o.url,s.rel="noopener",r.append(s)}else r.append(document.createTextNode("No CI run recorded (a run outside GitHub Actions)."));o.artifact&&(r.append(document.createTextNode(" \\xB7 artifact ")),r.append(d("code","artifact",o.artifact))),o.sha&&(r.append(document.createTextNode(" \\xB7 commit ")),r.append(d("code","sha",o.sha.slice(0,12)))),r.append(document.createTextNode(" \\xB7 history entry ")),r.append(d("code","entry",o.entry)),r.hidden=!1,r.dataset.run=String(t)}}function Me(n,t,e,r,o){let s=d("table","values"),c=d("caption","",`${t.provider} / ${t.prompt}: p50 [95% interval] and n per run, newest first`);s.append(c);let b=d("tr");b.append(d("th","","run"));for(let u of e)b.append(d("th","",`${u.label} (${u.unit})`));b.append(d("th","","state"),d("th","","verdicts")),s.append(d("thead")),s.lastChild.append(b);let i=d("tbody"),g=new Map;for(let u of e)for(let l of t.series[u.key]??[]){let f=n.runs[l[0]]?.t??NaN;f<r||f>o||((g.get(l[0])??g.set(l[0],{}).get(l[0])??{})[u.key]=l)}for(let u of[...g.keys()].sort((l,f)=>f-l)){let l=n.runs[u],f=d("tr");f.dataset.run=String(u);let h=d("th");if(h.scope="row",l?.url){let m=d("a","",l?R(l.t):"");m.href=l.url,h.append(m)}else h.textContent=l?R(l.t):"";f.append(h);let $=g.get(u)??{},x="ok",S=[];for(let m of e){let y=$[m.key];if(!y){f.append(d("td","",""));continue}m.kind||(x=y[5]);let L=y[2]!==null&&y[3]!==null?` [${N(y[2])}\\u2013${N(y[3])}]`:"";f.append(d("td","",y[1]===null?"n/a":`${N(y[1])}${L} n=${y[4]}`)),(y[6]==="slower"||y[6]==="faster")&&S.push(`${m.label}: ${y[6]}`)}f.append(d("td",`st-${x}`,se[x]),d("td","",S.join("; "))),i.append(f)}return s.append(i),s}var ke=3,Le=25;function z(n,t){let{data:e,panels:r,tip:o,summary:s}=n,c=++n.generation;document.documentElement.dataset.rendered="false";let b=e.runs.length?J(e.runs.map(m=>m.t)):0,i=Z[t.window],g=b,u=e.runs.filter(m=>i===null||m.t>=b-i*_),l=u.length?q(u.map(m=>m.t)):b,f=e.metrics.filter(m=>!t.metric||m.key===t.metric),h=e.groups.filter(m=>(!t.provider||m.provider===t.provider)&&(!t.prompt||m.prompt===t.prompt));o.hidden=!0,r.replaceChildren();let $=[];for(let m of h){let y=d("section","panel");y.dataset.provider=m.provider,y.dataset.prompt=m.prompt;let L=d("h2");L.append(d("span","prov",m.provider),document.createTextNode(" / "),d("span","prompt",m.prompt)),L.append(d("span","model",m.model)),y.append(L);let P=d("div","charts");y.append(P);let T=f.filter(w=>w.kind==="stage"?m.stages?.[w.key]:!w.kind||m.series[w.key]),H=T.filter(w=>w.kind!=="stage"),a=T.filter(w=>w.kind==="stage");$.push(()=>{for(let w of T)P.append(w.kind==="stage"?we(n,m,w,l,g):$e(n,m,w,l,g));y.classList.add("drawn")});let p=d("details","table-view");p.append(d("summary","",`Table of ${m.provider} / ${m.prompt}`)),p.addEventListener("toggle",()=>{p.open&&!p.querySelector("table")&&(H.length&&p.append(Me(e,m,H,l,g)),a.length&&p.append(Se(e,m,a,l,g)))}),y.append(p),r.append(y)}h.length===0&&r.append(d("p","note","No provider and prompt match these filters.")),s.textContent=`${h.length} panel(s), ${f.length} figure(s), ${u.length} of ${e.runs.length} run(s)`+(u.length?` from ${R(l)} to ${R(g)}`:""),document.getElementById("f-provider").value=t.provider,document.getElementById("f-prompt").value=t.prompt,document.getElementById("f-metric").value=t.metric;let x=document.getElementById(`w-${t.window}`);x&&(x.checked=!0);for(let m of $.splice(0,ke))m();let S=()=>{if(c!==n.generation)return;let m=performance.now();for(;$.length>0&&performance.now()-m<Le;)$.shift()();$.length>0?setTimeout(S,0):document.documentElement.dataset.rendered="true"};$.length===0?document.documentElement.dataset.rendered="true":requestAnimationFrame(()=>setTimeout(S,0))}var D=be();function De(){let n=document.querySelector(\'input[name="window"]:checked\');return{provider:document.getElementById("f-provider").value,prompt:document.getElementById("f-prompt").value,metric:document.getElementById("f-metric").value,window:n&&n.value in Z?n.value:"all"}}document.getElementById("filters").addEventListener("change",()=>{D.current=De();let n=X(D.current);n!==location.hash&&(location.hash=n),z(D,D.current)});document.getElementById("filters").addEventListener("submit",n=>n.preventDefault());window.addEventListener("hashchange",()=>{let n=ie(D.data);X(n)!==X(D.current)&&(D.current=n,z(D,D.current))});z(D,D.current);requestAnimationFrame(()=>{document.documentElement.dataset.opened=String(performance.now())});})();\n';
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
