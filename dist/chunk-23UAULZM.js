import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  DEFAULT_HISTORY_SUBDIR,
  localFolderStore
} from "./chunk-MCO2QQBA.js";
import {
  artifactName,
  embedJson,
  escapeHtml
} from "./chunk-U3IOWL6R.js";
import {
  sanitizeText
} from "./chunk-BJNGONFZ.js";
import {
  HistoryError,
  isEntryName,
  readHistory
} from "./chunk-NXILU7FI.js";

// src/dashboard/site.ts
import { mkdir, readdir, rename, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";

// src/dashboard/page-data.ts
var DASHBOARD_DATA_SCHEMA = "streamgauge.dashboard-data/1";

// src/dashboard/data.ts
var DASHBOARD_METRICS = [
  { key: "ttft_ms", label: "TTFT p50", unit: "ms", better: "lower", ci: "ttft_ms_ci", n: "n_ttft" },
  {
    key: "post_first_content_tps",
    label: "post-first-content p50",
    unit: "tok/s",
    better: "higher",
    ci: "post_first_content_tps_ci",
    n: "n_post_first_content"
  },
  {
    key: "end_to_end_tps",
    label: "end-to-end p50",
    unit: "tok/s",
    better: "higher",
    ci: "end_to_end_tps_ci",
    n: "n_end_to_end"
  },
  { key: "decode_tps", label: "decode rate p50", unit: "tok/s", better: "higher", ci: "decode_tps_ci", n: "n_decode" },
  { key: "tpot_ms", label: "TPOT p50", unit: "ms", better: "lower", ci: "tpot_ms_ci", n: "n_decode" }
];
var p50Of = (field) => (x) => finite(x[field]?.p50);
var DASHBOARD_LOAD_METRICS = [
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
    key: "stages.ttft_ms",
    label: "TTFT p50 per stage",
    unit: "ms",
    better: "lower",
    kind: "stage",
    value: p50Of("ttft_ms")
  },
  {
    key: "stages.tpot_ms",
    label: "TPOT p50 per stage",
    unit: "ms",
    better: "lower",
    kind: "stage",
    value: p50Of("tpot_ms")
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
function stageMark(s) {
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
var ALWAYS = /* @__PURE__ */ new Set(["ttft_ms", "post_first_content_tps", "end_to_end_tps"]);
function pointState(g) {
  if (g.n > 0 && g.errors >= g.n) return "failed";
  if (g.streaming === "not_observed") return "buffered";
  if (g.streaming === "mixed") return "mixed";
  if (g.errors > 0) return "failing";
  return "ok";
}
function runUrl(results) {
  const ci = results.run.ci;
  if (!ci || !ci.repository || !ci.run_id) return null;
  const server = (ci.server_url || "https://github.com").replace(/\/+$/, "");
  return `${server}/${ci.repository}/actions/runs/${encodeURIComponent(ci.run_id)}/attempts/${ci.run_attempt || 1}`;
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
  const ci = rec[m.ci];
  const low = finite(ci?.low);
  const high = finite(ci?.high);
  const n = finite(rec[m.n]);
  return {
    p50: finite(s?.p50),
    ci: low !== null && high !== null ? { low, high } : null,
    n: n ?? g.streamed
  };
}
function dashboardData(history, opts = {}) {
  const runs = [];
  const groups = /* @__PURE__ */ new Map();
  const seen = /* @__PURE__ */ new Set();
  history.entries.forEach((e, runIndex) => {
    const r = e.results;
    runs.push({
      t: Date.parse(r.run.started_at),
      started_at: r.run.started_at,
      url: runUrl(r),
      artifact: runArtifact(history.name, r),
      sha: r.run.ci?.sha || null,
      entry: e.name
    });
    const groupOf = (provider, prompt, model) => {
      const key = JSON.stringify([provider, prompt]);
      let dg = groups.get(key);
      if (!dg) {
        dg = { provider, prompt, model: model ?? "", series: {} };
        groups.set(key, dg);
      }
      if (model !== null) dg.model = model;
      return dg;
    };
    for (const g of r.groups) {
      const dg = groupOf(g.provider, g.prompt, g.model);
      const state = pointState(g);
      for (const m of DASHBOARD_METRICS) {
        const f = figureOf(g, m);
        const rec = g;
        if (!(m.key in rec)) continue;
        if (f.p50 !== null || ALWAYS.has(m.key)) seen.add(m.key);
        const verdict = (r.comparisons ?? []).find((c) => c.provider === g.provider && c.prompt === g.prompt && c.metric === m.key)?.verdict ?? null;
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
    loadFigures(r, runIndex, groupOf, seen);
  });
  const metrics = [
    ...DASHBOARD_METRICS.filter((m) => ALWAYS.has(m.key) || seen.has(m.key)).map(({ key, label, unit, better }) => ({
      key,
      label,
      unit,
      better
    })),
    ...DASHBOARD_LOAD_METRICS.filter((m) => seen.has(m.key)).map(({ key, label, unit, better, kind }) => ({
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
function loadFigures(r, runIndex, groupOf, seen) {
  const stages = r.stages ?? [];
  const modelOf = (provider, prompt) => r.groups.find((g) => g.provider === provider && g.prompt === prompt)?.model ?? null;
  const saturations = r.saturation ?? [];
  for (const sat of saturations) {
    const dg = groupOf(sat.provider, sat.prompt, modelOf(sat.provider, sat.prompt));
    const at = stages.find((s) => s.provider === sat.provider && s.prompt === sat.prompt && s.stage === sat.at_stage);
    const state = saturationState(at);
    for (const m of DASHBOARD_LOAD_METRICS) {
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
    const dg = groupOf(st.provider, st.prompt, modelOf(st.provider, st.prompt));
    const sloStage = saturations.find((x) => x.provider === st.provider && x.prompt === st.prompt)?.slo_stage ?? null;
    const mark = stageMark(st);
    for (const m of DASHBOARD_LOAD_METRICS) {
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
.smark.both rect{fill:none}
.smark.both path{fill:none}
.slo{fill:none;stroke:var(--faster);stroke-width:2;stroke-dasharray:3 2}
.stage-keys{list-style:none;display:flex;flex-wrap:wrap;gap:2px 10px;margin:2px 0;padding:0;font-size:11px;color:var(--muted)}
.skey::before{content:"";display:inline-block;width:12px;height:3px;background:var(--c);vertical-align:middle;margin-right:4px}
.sm-buffered{color:var(--buffered)}.sm-limited,.sm-both{color:var(--error)}
`;

// src/dashboard/script.ts
var SCRIPT = '"use strict";(()=>{var ee="http://www.w3.org/2000/svg";var W={"30d":30,"90d":90,all:null},Y={provider:"",prompt:"",metric:"",window:"all"},K={ok:"streamed",buffered:"buffered (no response streamed)",mixed:"mixed (some responses buffered)",failing:"some requests failed",failed:"every request failed"},U={ok:"streamed, on schedule",buffered:"buffering: some responses buffered",limited:"generator-limited: the client could not keep the schedule",both:"buffering and generator-limited"},te=8,C=560,N=170,x={left:58,right:10,top:10,bottom:34},V=N-x.bottom+10,S=JSON.parse(document.getElementById("sg-data").textContent??"{}"),F=document.getElementById("panels"),R=document.getElementById("tip"),T=document.getElementById("detail"),ne=document.getElementById("shown");function d(t,e,n){let l=document.createElement(t);return e&&(l.className=e),n!==void 0&&(l.textContent=n),l}function v(t,e){let n=document.createElementNS(ee,t);for(let l of Object.keys(e))n.setAttribute(l,String(e[l]));return n}function X(){let t=new URLSearchParams(location.hash.replace(/^#/,"")),e=new Set(S.groups.map(b=>b.provider)),n=new Set(S.groups.map(b=>b.prompt)),l=t.get("provider")??"",a=t.get("prompt")??"",f=t.get("metric")??"",r=t.get("window")??"";return{provider:e.has(l)?l:"",prompt:n.has(a)?a:"",metric:S.metrics.some(b=>b.key===f)?f:"",window:r in W?r:Y.window}}function _(t){let e=new URLSearchParams;t.provider&&e.set("provider",t.provider),t.prompt&&e.set("prompt",t.prompt),t.metric&&e.set("metric",t.metric),t.window!==Y.window&&e.set("window",t.window);let n=e.toString();return n?`#${n}`:""}function A(t){if(t===null)return"n/a";let e=Math.abs(t),n=e>=100?0:e>=10?1:2;return t.toLocaleString("en-US",{minimumFractionDigits:n,maximumFractionDigits:n})}function B(t){return new Date(t).toISOString().slice(0,16).replace("T"," ")+" UTC"}function oe(t){return new Date(t).toISOString().slice(5,10)}function Z(t,e){let n=S.runs[e[0]],l=[n?B(n.t):`run ${e[0]}`];if(e[1]===null)l.push(`${t.label}: n/a (${e[5]==="failed"?"every request failed":"withheld: buffered"})`);else{let a=e[2]!==null&&e[3]!==null?` [${A(e[2])}\\u2013${A(e[3])}]`:"";l.push(`${t.label} ${A(e[1])} ${t.unit}${a}`)}return l.push(`n=${e[4]}`,K[e[5]]),(e[6]==="slower"||e[6]==="faster")&&l.push(`regression check: ${e[6]}`),l.join(" \\xB7 ")}function q(t,e,n){let l=e-t;if(!(l>0))return[t];let a=l/n,f=Math.pow(10,Math.floor(Math.log10(a))),r=[1,2,5,10].map(i=>i*f).find(i=>i>=a)??10*f,b=[];for(let i=Math.ceil(t/r)*r;i<=e+r*1e-9;i+=r)b.push(Number(i.toPrecision(12)));return b}function J(t,e,n,l){let a=e.length?Math.min(...e):0,f=e.length?Math.max(...e):1;f===a&&(a-=Math.abs(a)*.1||1,f+=Math.abs(f)*.1||1);let r=(f-a)*.08;a=Math.max(0,a-r),f+=r;let b=u=>l===n?(x.left+C-x.right)/2:x.left+(u-n)/(l-n)*(C-x.left-x.right),i=u=>x.top+(1-(u-a)/(f-a))*(N-x.top-x.bottom-8),s=v("g",{class:"axis"});for(let u of q(a,f,4)){let o=i(u);s.append(v("line",{x1:x.left,x2:C-x.right,y1:o,y2:o,class:"grid"}));let w=v("text",{x:x.left-6,y:o+3,"text-anchor":"end"});w.textContent=A(u),s.append(w)}let c=l-n>0?q(n/864e5,l/864e5,5).map(u=>u*864e5):[n];for(let u of c){if(u<n||u>l)continue;let o=v("text",{x:b(u),y:N-4,"text-anchor":"middle"});o.textContent=oe(u),s.append(o)}return t.append(s),{px:b,py:i}}function re(t,e,n,l,a){let f=`pt ${t}${l?"":" nofig"}`,r;return t==="buffered"?r=v("path",{d:`M${e} ${n-5}L${e+5} ${n}L${e} ${n+5}L${e-5} ${n}Z`}):t==="mixed"?r=v("path",{d:`M${e} ${n-5}L${e+5} ${n+4}L${e-5} ${n+4}Z`}):r=v("path",{d:`M${e-4} ${n-4}L${e+4} ${n+4}M${e+4} ${n-4}L${e-4} ${n+4}`}),r.setAttribute("class",f),r.setAttribute("data-run",String(a)),r}function se(t,e,n,l){let a=d("figure","chart");a.dataset.metric=e.key;let r=(t.series[e.key]??[]).filter(m=>{let h=S.runs[m[0]]?.t??NaN;return h>=n&&h<=l}),b=r[r.length-1],i=d("figcaption");i.append(d("span","label",`${e.label} (${e.unit}, ${e.better} is better)`)),b&&i.append(d("span","latest",`latest ${A(b[1])}`)),a.append(i);let s=[];for(let m of r)for(let h of[m[1],m[2],m[3]])h!==null&&s.push(h);let c=v("svg",{viewBox:`0 0 ${C} ${N}`,class:"trend",tabindex:0,role:"img"});if(c.setAttribute("data-metric",e.key),c.setAttribute("aria-label",`${e.label} of ${t.provider} / ${t.prompt}: ${r.length} run(s)`+(b?`, latest ${A(b[1])} ${e.unit}`:"")+". Arrow keys step through the runs, Enter shows the run; the table below lists every value."),a.append(c),r.length===0)return c.append(v("text",{x:C/2,y:N/2,"text-anchor":"middle",class:"empty"})),c.lastChild.textContent="no run in this window",a;let{px:u,py:o}=J(c,s,n,l),w="",g=[],E=()=>{if(g.length===1){let[m,h,H]=g[0];w+=`M${m-2} ${o(H)}H${m+2}V${o(h)}H${m-2}Z`}else g.length>1&&(w+="M"+g.map(([m,,h])=>`${m.toFixed(1)} ${o(h).toFixed(1)}`).join("L"),w+="L"+[...g].reverse().map(([m,h])=>`${m.toFixed(1)} ${o(h).toFixed(1)}`).join("L")+"Z");g=[]},M="",y=!1,I=[],k=[];for(let m of r){let h=u(S.runs[m[0]].t);I.push(h),m[2]!==null&&m[3]!==null?g.push([h,m[2],m[3]]):E(),m[1]!==null?(M+=`${y?"L":"M"}${h.toFixed(1)} ${o(m[1]).toFixed(1)}`,y=!0,k.push(o(m[1]))):(y=!1,k.push(V))}E(),w&&c.append(v("path",{d:w,class:"band"})),M&&c.append(v("path",{d:M,class:"line"}));let p=v("g",{class:"marks"}),$="",D=[];r.forEach((m,h)=>{let H=I[h],G=k[h];(m[6]==="slower"||m[6]==="faster")&&p.append(v("circle",{cx:H,cy:G,r:7,class:`verdict ${m[6]}`,"data-run":m[0]})),m[5]==="ok"&&m[1]!==null?($+=`M${(H-2.6).toFixed(1)} ${G.toFixed(1)}a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0 -5.2 0`,D.push(m[0])):p.append(re(m[5],H,G,m[1]!==null,m[0]))}),$&&p.prepend(v("path",{d:$,class:"pt ok","data-runs":D.join(" ")})),c.append(p);let L=v("line",{x1:0,x2:0,y1:x.top,y2:N-x.bottom,class:"cursor",visibility:"hidden"});return c.append(L),z(c,{xs:I,ys:k,text:m=>Z(e,r[m]),open:m=>ce(e,r[m])},L),a}function ae(t,e,n){let l=n[1]===null?"n/a":`${A(n[1])} ${e.unit}`,a=[n[3]==="ok"?"":U[n[3]],n[4]?"the slo stage":""].filter(Boolean);return`${t}: ${l} (n=${n[2]}${a.length?`, ${a.join(", ")}`:""})`}function ie(t,e,n,l,a,f){let r=v("g",{class:`smark ${t}${l?"":" nofig"}`,"data-run":a,"data-stage":f});return(t==="limited"||t==="both")&&r.append(v("rect",{x:e-4.5,y:n-4.5,width:9,height:9})),(t==="buffered"||t==="both")&&r.append(v("path",{d:`M${e} ${n-6}L${e+6} ${n}L${e} ${n+6}L${e-6} ${n}Z`})),r}function le(t,e,n,l){let a=d("figure","chart stage-chart");a.dataset.metric=e.key;let f=p=>{let $=S.runs[p[0]]?.t??NaN;return $>=n&&$<=l},r=(t.stages?.[e.key]??[]).map((p,$)=>({label:p.label,colour:$%te,points:p.points.filter(f)})).filter(p=>p.points.length>0),b=d("figcaption");b.append(d("span","label",`${e.label} (${e.unit}, ${e.better} is better)`)),a.append(b);let i=[...new Set(r.flatMap(p=>p.points.map($=>$[0])))].sort((p,$)=>p-$),s=v("svg",{viewBox:`0 0 ${C} ${N}`,class:"trend",tabindex:0,role:"img"});if(s.setAttribute("data-metric",e.key),s.setAttribute("aria-label",`${e.label} of ${t.provider} / ${t.prompt}: ${r.length} stage(s) over ${i.length} run(s). Arrow keys step through the runs, Enter shows the run; the stage table below lists every value.`),a.append(s),r.length===0)return s.append(v("text",{x:C/2,y:N/2,"text-anchor":"middle",class:"empty"})),s.lastChild.textContent="no load run in this window",a;let c=d("ul","stage-keys");for(let p of r){let $=d("li",`skey s${p.colour}`,p.label);$.dataset.stage=p.label,c.append($)}a.insertBefore(c,s);let u=r.flatMap(p=>p.points.map($=>$[1]).filter($=>$!==null)),{px:o,py:w}=J(s,u,n,l),g=p=>o(S.runs[p].t),E=v("g",{class:"marks"});for(let p of r){let $="",D=!1,L="",m=[];for(let h of p.points){let H=g(h[0]),G=h[1]===null?V:w(h[1]);h[1]!==null?($+=`${D?"L":"M"}${H.toFixed(1)} ${G.toFixed(1)}`,D=!0):D=!1,h[4]&&E.append(v("circle",{cx:H,cy:G,r:7,class:"slo","data-run":h[0],"data-stage":p.label})),h[3]==="ok"&&h[1]!==null?(L+=`M${(H-2.4).toFixed(1)} ${G.toFixed(1)}a2.4 2.4 0 1 0 4.8 0a2.4 2.4 0 1 0 -4.8 0`,m.push(h[0])):E.append(ie(h[3],H,G,h[1]!==null,h[0],p.label))}$&&s.append(v("path",{d:$,class:`sline s${p.colour}`,"data-stage":p.label})),L&&E.prepend(v("path",{d:L,class:`sdot s${p.colour}`,"data-stage":p.label,"data-runs":m.join(" ")}))}s.append(E);let M=v("line",{x1:0,x2:0,y1:x.top,y2:N-x.bottom,class:"cursor",visibility:"hidden"});s.append(M);let y=i.map(g),I=i.map(p=>{let $=r.flatMap(D=>D.points.filter(L=>L[0]===p&&L[1]!==null).map(L=>w(L[1])));return $.length?Math.min(...$):V}),k=p=>{let $=i[p],D=S.runs[$],L=r.flatMap(m=>m.points.filter(h=>h[0]===$).map(h=>ae(m.label,e,h)));return`${D?B(D.t):`run ${$}`} \\xB7 ${e.label}: ${L.join(" \\xB7 ")}`};return z(s,{xs:y,ys:I,text:k,open:p=>Q(i[p],k(p))},M),a}function de(t,e,n,l){let a=d("table","values stage-values");a.append(d("caption","",`${t.provider} / ${t.prompt}: per-stage figures per load run, newest first`));let f=d("tr");f.append(d("th","","run"),d("th","","stage"));for(let i of e)f.append(d("th","",`${i.label} (${i.unit})`));f.append(d("th","","n"),d("th","","marks")),a.append(d("thead")),a.lastChild.append(f);let r=new Map;for(let i of e)for(let s of t.stages?.[i.key]??[])for(let c of s.points){let u=S.runs[c[0]]?.t??NaN;if(u<n||u>l)continue;let o=r.get(c[0])??r.set(c[0],new Map).get(c[0]),w=o.get(s.label)??o.set(s.label,{}).get(s.label);w[i.key]=c}let b=d("tbody");for(let i of[...r.keys()].sort((s,c)=>c-s)){let s=S.runs[i];for(let[c,u]of r.get(i)??[]){let o=d("tr");o.dataset.run=String(i),o.dataset.stage=c;let w=d("th","",s?B(s.t):"");w.scope="row",o.append(w,d("td","",c));let g;for(let M of e){let y=u[M.key];g??(g=y),o.append(d("td","",y?A(y[1]):""))}let E=g?[g[3]==="ok"?"":U[g[3]],g[4]?"the slo stage":""]:[];o.append(d("td","",g?String(g[2]):""),d("td",`sm-${g?.[3]??"ok"}`,E.filter(Boolean).join("; "))),b.append(o)}}return a.append(b),a}function z(t,e,n){let l=-1,a=e.xs.length,f=(i,s)=>{l=Math.max(0,Math.min(a-1,i));let c=e.xs[l];n.setAttribute("x1",String(c)),n.setAttribute("x2",String(c)),n.setAttribute("visibility","visible"),R.textContent=e.text(l),R.hidden=!1;let u=t.getBoundingClientRect(),o=u.left+c/C*u.width,w=u.top+e.ys[l]/N*u.height,g=s?s.x:o,E=s?s.y:w;R.style.left=`${Math.min(window.innerWidth-340,g+12)+window.scrollX}px`,R.style.top=`${E+14+window.scrollY}px`},r=()=>{R.hidden=!0,n.setAttribute("visibility","hidden")},b=i=>{let s=t.getBoundingClientRect(),c=(i-s.left)/s.width*C,u=0;for(let o=1;o<e.xs.length;o++)Math.abs(e.xs[o]-c)<Math.abs(e.xs[u]-c)&&(u=o);return u};t.addEventListener("pointermove",i=>f(b(i.clientX),{x:i.clientX,y:i.clientY})),t.addEventListener("pointerleave",r),t.addEventListener("blur",r),t.addEventListener("focus",()=>f(l<0?a-1:l)),t.addEventListener("click",i=>{let s=b(i.clientX);f(s,{x:i.clientX,y:i.clientY}),e.open(s)}),t.addEventListener("keydown",i=>{let s={ArrowLeft:l-1,ArrowRight:l+1,Home:0,End:a-1};i.key in s?(f(s[i.key]),i.preventDefault()):i.key==="Enter"||i.key===" "?(l>=0&&e.open(l),i.preventDefault()):i.key==="Escape"&&r()})}function ce(t,e){Q(e[0],Z(t,e))}function Q(t,e){let n=S.runs[t];if(n){if(T.replaceChildren(),T.append(d("strong","",`Run of ${B(n.t)}`),document.createTextNode(` \\u2014 ${e}. `)),n.url){let l=d("a","run-link","open the CI run");l.href=n.url,l.rel="noopener",T.append(l)}else T.append(document.createTextNode("No CI run recorded (a run outside GitHub Actions)."));n.artifact&&(T.append(document.createTextNode(" \\xB7 artifact ")),T.append(d("code","artifact",n.artifact))),n.sha&&(T.append(document.createTextNode(" \\xB7 commit ")),T.append(d("code","sha",n.sha.slice(0,12)))),T.append(document.createTextNode(" \\xB7 history entry ")),T.append(d("code","entry",n.entry)),T.hidden=!1,T.dataset.run=String(t)}}function pe(t,e,n,l){let a=d("table","values"),f=d("caption","",`${t.provider} / ${t.prompt}: p50 [95% interval] and n per run, newest first`);a.append(f);let r=d("tr");r.append(d("th","","run"));for(let s of e)r.append(d("th","",`${s.label} (${s.unit})`));r.append(d("th","","state"),d("th","","verdicts")),a.append(d("thead")),a.lastChild.append(r);let b=d("tbody"),i=new Map;for(let s of e)for(let c of t.series[s.key]??[]){let u=S.runs[c[0]]?.t??NaN;u<n||u>l||((i.get(c[0])??i.set(c[0],{}).get(c[0])??{})[s.key]=c)}for(let s of[...i.keys()].sort((c,u)=>u-c)){let c=S.runs[s],u=d("tr");u.dataset.run=String(s);let o=d("th");if(o.scope="row",c?.url){let M=d("a","",c?B(c.t):"");M.href=c.url,o.append(M)}else o.textContent=c?B(c.t):"";u.append(o);let w=i.get(s)??{},g="ok",E=[];for(let M of e){let y=w[M.key];if(!y){u.append(d("td","",""));continue}M.kind||(g=y[5]);let I=y[2]!==null&&y[3]!==null?` [${A(y[2])}\\u2013${A(y[3])}]`:"";u.append(d("td","",y[1]===null?"n/a":`${A(y[1])}${I} n=${y[4]}`)),(y[6]==="slower"||y[6]==="faster")&&E.push(`${M.label}: ${y[6]}`)}u.append(d("td",`st-${g}`,K[g]),d("td","",E.join("; "))),b.append(u)}return a.append(b),a}var ue=3,me=25,O=0;function j(t){let e=++O;document.documentElement.dataset.rendered="false";let n=S.runs.length?Math.max(...S.runs.map(o=>o.t)):0,l=W[t.window],a=n,f=S.runs.filter(o=>l===null||o.t>=n-l*864e5),r=f.length?Math.min(...f.map(o=>o.t)):n,b=S.metrics.filter(o=>!t.metric||o.key===t.metric),i=S.groups.filter(o=>(!t.provider||o.provider===t.provider)&&(!t.prompt||o.prompt===t.prompt));R.hidden=!0,F.replaceChildren();let s=[];for(let o of i){let w=d("section","panel");w.dataset.provider=o.provider,w.dataset.prompt=o.prompt;let g=d("h2");g.append(d("span","prov",o.provider),document.createTextNode(" / "),d("span","prompt",o.prompt)),g.append(d("span","model",o.model)),w.append(g);let E=d("div","charts");w.append(E);let M=b.filter(p=>p.kind==="stage"?o.stages?.[p.key]:!p.kind||o.series[p.key]),y=M.filter(p=>p.kind!=="stage"),I=M.filter(p=>p.kind==="stage");s.push(()=>{for(let p of M)E.append(p.kind==="stage"?le(o,p,r,a):se(o,p,r,a));w.classList.add("drawn")});let k=d("details","table-view");k.append(d("summary","",`Table of ${o.provider} / ${o.prompt}`)),k.addEventListener("toggle",()=>{k.open&&!k.querySelector("table")&&(y.length&&k.append(pe(o,y,r,a)),I.length&&k.append(de(o,I,r,a)))}),w.append(k),F.append(w)}i.length===0&&F.append(d("p","note","No provider and prompt match these filters.")),ne.textContent=`${i.length} panel(s), ${b.length} figure(s), ${f.length} of ${S.runs.length} run(s)`+(f.length?` from ${B(r)} to ${B(a)}`:""),document.getElementById("f-provider").value=t.provider,document.getElementById("f-prompt").value=t.prompt,document.getElementById("f-metric").value=t.metric;let c=document.getElementById(`w-${t.window}`);c&&(c.checked=!0);for(let o of s.splice(0,ue))o();let u=()=>{if(e!==O)return;let o=performance.now();for(;s.length>0&&performance.now()-o<me;)s.shift()();s.length>0?setTimeout(u,0):document.documentElement.dataset.rendered="true"};s.length===0?document.documentElement.dataset.rendered="true":requestAnimationFrame(()=>setTimeout(u,0))}var P=X();function fe(){let t=document.querySelector(\'input[name="window"]:checked\');return{provider:document.getElementById("f-provider").value,prompt:document.getElementById("f-prompt").value,metric:document.getElementById("f-metric").value,window:t&&t.value in W?t.value:"all"}}document.getElementById("filters").addEventListener("change",()=>{P=fe();let t=_(P);t!==location.hash&&(location.hash=t),j(P)});document.getElementById("filters").addEventListener("submit",t=>t.preventDefault());window.addEventListener("hashchange",()=>{let t=X();_(t)!==_(P)&&(P=t,j(P))});j(P);requestAnimationFrame(()=>{document.documentElement.dataset.opened=String(performance.now())});})();\n';
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
  const data = benchmarks.map((b) => dashboardData(b, opts.title ? { title: `${opts.title}: ${b.name}` } : {}));
  return { files: renderSite(data, { script, ...opts.title ? { title: opts.title } : {} }), benchmarks };
}
async function writeSite(siteDir, files) {
  const out = [];
  for (const f of files) {
    const path = join(resolve(siteDir), ...f.path.split("/"));
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, f.text);
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
