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
} from "./chunk-3K33WJ53.js";
import {
  sanitizeText
} from "./chunk-IWRVNBNQ.js";
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
var SCRIPT = '"use strict";(()=>{var at="http://www.w3.org/2000/svg";var X={"30d":30,"90d":90,all:null},z={provider:"",prompt:"",metric:"",window:"all"},Q={ok:"streamed",buffered:"buffered (no response streamed)",mixed:"mixed (some responses buffered)",failing:"some requests failed",failed:"every request failed"},tt={ok:"streamed, on schedule",buffered:"buffering: some responses buffered",limited:"generator-limited: the client could not keep the schedule",both:"buffering and generator-limited"},it=8,H=560,C=170,y={left:58,right:10,top:10,bottom:34},K=C-y.bottom+10,k=JSON.parse(document.getElementById("sg-data").textContent??"{}"),O=document.getElementById("panels"),_=document.getElementById("tip"),I=document.getElementById("detail"),lt=document.getElementById("shown");function d(e,t,n){let r=document.createElement(e);return t&&(r.className=t),n!==void 0&&(r.textContent=n),r}function g(e,t){let n=document.createElementNS(at,e);for(let r of Object.keys(t))n.setAttribute(r,String(t[r]));return n}function et(){let e=new URLSearchParams(location.hash.replace(/^#/,"")),t=new Set(k.groups.map($=>$.provider)),n=new Set(k.groups.map($=>$.prompt)),r=e.get("provider")??"",u=e.get("prompt")??"",b=e.get("metric")??"",i=e.get("window")??"";return{provider:t.has(r)?r:"",prompt:n.has(u)?u:"",metric:k.metrics.some($=>$.key===b)?b:"",window:i in X?i:z.window}}function U(e){let t=new URLSearchParams;e.provider&&t.set("provider",e.provider),e.prompt&&t.set("prompt",e.prompt),e.metric&&t.set("metric",e.metric),e.window!==z.window&&t.set("window",e.window);let n=t.toString();return n?`#${n}`:""}function N(e){if(e===null)return"n/a";let t=Math.abs(e),n=t>=100?0:t>=10?1:2;return e.toLocaleString("en-US",{minimumFractionDigits:n,maximumFractionDigits:n})}function P(e){return new Date(e).toISOString().slice(0,16).replace("T"," ")+" UTC"}function nt(e){return new Date(e).toISOString().slice(5,10)}function ot(e,t){let n=k.runs[t[0]],r=[n?P(n.t):`run ${t[0]}`];if(t[1]===null)r.push(`${e.label}: n/a (${t[5]==="failed"?"every request failed":"withheld: buffered"})`);else{let u=t[2]!==null&&t[3]!==null?` [${N(t[2])}\\u2013${N(t[3])}]`:"";r.push(`${e.label} ${N(t[1])} ${e.unit}${u}`)}return r.push(`n=${t[4]}`,Q[t[5]]),(t[6]==="slower"||t[6]==="faster")&&r.push(`regression check: ${t[6]}`),r.join(" \\xB7 ")}function j(e,t,n){let r=t-e;if(!(r>0))return[e];let u=r/n,b=Math.pow(10,Math.floor(Math.log10(u))),i=[1,2,5,10].map(l=>l*b).find(l=>l>=u)??10*b,$=[];for(let l=Math.ceil(e/i)*i;l<=t+i*1e-9;l+=i)$.push(Number(l.toPrecision(12)));return $}function dt(e,t,n,r,u){let b=`pt ${e}${r?"":" nofig"}`,i;return e==="buffered"?i=g("path",{d:`M${t} ${n-5}L${t+5} ${n}L${t} ${n+5}L${t-5} ${n}Z`}):e==="mixed"?i=g("path",{d:`M${t} ${n-5}L${t+5} ${n+4}L${t-5} ${n+4}Z`}):i=g("path",{d:`M${t-4} ${n-4}L${t+4} ${n+4}M${t+4} ${n-4}L${t-4} ${n+4}`}),i.setAttribute("class",b),i.setAttribute("data-run",String(u)),i}function ct(e,t,n,r){let u=d("figure","chart");u.dataset.metric=t.key;let i=(e.series[t.key]??[]).filter(s=>{let h=k.runs[s[0]]?.t??NaN;return h>=n&&h<=r}),$=i[i.length-1],l=d("figcaption");l.append(d("span","label",`${t.label} (${t.unit}, ${t.better} is better)`)),$&&l.append(d("span","latest",`latest ${N($[1])}`)),u.append(l);let a=[];for(let s of i)for(let h of[s[1],s[2],s[3]])h!==null&&a.push(h);let p=g("svg",{viewBox:`0 0 ${H} ${C}`,class:"trend",tabindex:0,role:"img"});if(p.setAttribute("data-metric",t.key),p.setAttribute("aria-label",`${t.label} of ${e.provider} / ${e.prompt}: ${i.length} run(s)`+($?`, latest ${N($[1])} ${t.unit}`:"")+". Arrow keys step through the runs, Enter shows the run; the table below lists every value."),u.append(p),i.length===0)return p.append(g("text",{x:H/2,y:C/2,"text-anchor":"middle",class:"empty"})),p.lastChild.textContent="no run in this window",u;let m=a.length?Math.min(...a):0,o=a.length?Math.max(...a):1;o===m&&(m-=Math.abs(m)*.1||1,o+=Math.abs(o)*.1||1);let w=(o-m)*.08;m=Math.max(0,m-w),o+=w;let v=s=>r===n?(y.left+H-y.right)/2:y.left+(s-n)/(r-n)*(H-y.left-y.right),x=s=>y.top+(1-(s-m)/(o-m))*(C-y.top-y.bottom-8),E=g("g",{class:"axis"});for(let s of j(m,o,4)){let h=x(s);E.append(g("line",{x1:y.left,x2:H-y.right,y1:h,y2:h,class:"grid"}));let A=g("text",{x:y.left-6,y:h+3,"text-anchor":"end"});A.textContent=N(s),E.append(A)}let B=r-n>0?j(n/864e5,r/864e5,5).map(s=>s*864e5):[n];for(let s of B){if(s<n||s>r)continue;let h=g("text",{x:v(s),y:C-4,"text-anchor":"middle"});h.textContent=nt(s),E.append(h)}p.append(E);let L="",S=[],V=()=>{if(S.length===1){let[s,h,A]=S[0];L+=`M${s-2} ${x(A)}H${s+2}V${x(h)}H${s-2}Z`}else S.length>1&&(L+="M"+S.map(([s,,h])=>`${s.toFixed(1)} ${x(h).toFixed(1)}`).join("L"),L+="L"+[...S].reverse().map(([s,h])=>`${s.toFixed(1)} ${x(h).toFixed(1)}`).join("L")+"Z");S=[]},W="",Y=!1,F=[],c=[];for(let s of i){let h=v(k.runs[s[0]].t);F.push(h),s[2]!==null&&s[3]!==null?S.push([h,s[2],s[3]]):V(),s[1]!==null?(W+=`${Y?"L":"M"}${h.toFixed(1)} ${x(s[1]).toFixed(1)}`,Y=!0,c.push(x(s[1]))):(Y=!1,c.push(K))}V(),L&&p.append(g("path",{d:L,class:"band"})),W&&p.append(g("path",{d:W,class:"line"}));let f=g("g",{class:"marks"}),T="",D=[];i.forEach((s,h)=>{let A=F[h],q=c[h];(s[6]==="slower"||s[6]==="faster")&&f.append(g("circle",{cx:A,cy:q,r:7,class:`verdict ${s[6]}`,"data-run":s[0]})),s[5]==="ok"&&s[1]!==null?(T+=`M${(A-2.6).toFixed(1)} ${q.toFixed(1)}a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0 -5.2 0`,D.push(s[0])):f.append(dt(s[5],A,q,s[1]!==null,s[0]))}),T&&f.prepend(g("path",{d:T,class:"pt ok","data-runs":D.join(" ")})),p.append(f);let G=g("line",{x1:0,x2:0,y1:y.top,y2:C-y.bottom,class:"cursor",visibility:"hidden"});return p.append(G),st(p,{xs:F,ys:c,text:s=>ot(t,i[s]),open:s=>ht(t,i[s])},G),u}function pt(e,t,n){let r=n[1]===null?"n/a":`${N(n[1])} ${t.unit}`,u=[n[3]==="ok"?"":tt[n[3]],n[4]?"the slo stage":""].filter(Boolean);return`${e}: ${r} (n=${n[2]}${u.length?`, ${u.join(", ")}`:""})`}function ut(e,t,n,r,u,b){let i=g("g",{class:`smark ${e}${r?"":" nofig"}`,"data-run":u,"data-stage":b});return(e==="limited"||e==="both")&&i.append(g("rect",{x:t-4.5,y:n-4.5,width:9,height:9})),(e==="buffered"||e==="both")&&i.append(g("path",{d:`M${t} ${n-6}L${t+6} ${n}L${t} ${n+6}L${t-6} ${n}Z`})),i}function mt(e,t,n,r){let u=d("figure","chart stage-chart");u.dataset.metric=t.key;let b=c=>{let f=k.runs[c[0]]?.t??NaN;return f>=n&&f<=r},i=(e.stages?.[t.key]??[]).map((c,f)=>({label:c.label,colour:f%it,points:c.points.filter(b)})).filter(c=>c.points.length>0),$=d("figcaption");$.append(d("span","label",`${t.label} (${t.unit}, ${t.better} is better)`)),u.append($);let l=[...new Set(i.flatMap(c=>c.points.map(f=>f[0])))].sort((c,f)=>c-f),a=g("svg",{viewBox:`0 0 ${H} ${C}`,class:"trend",tabindex:0,role:"img"});if(a.setAttribute("data-metric",t.key),a.setAttribute("aria-label",`${t.label} of ${e.provider} / ${e.prompt}: ${i.length} stage(s) over ${l.length} run(s). Arrow keys step through the runs, Enter shows the run; the stage table below lists every value.`),u.append(a),i.length===0)return a.append(g("text",{x:H/2,y:C/2,"text-anchor":"middle",class:"empty"})),a.lastChild.textContent="no load run in this window",u;let p=d("ul","stage-keys");for(let c of i){let f=d("li",`skey s${c.colour}`,c.label);f.dataset.stage=c.label,p.append(f)}u.insertBefore(p,a);let m=i.flatMap(c=>c.points.map(f=>f[1]).filter(f=>f!==null)),o=m.length?Math.min(...m):0,w=m.length?Math.max(...m):1;w===o&&(o-=Math.abs(o)*.1||1,w+=Math.abs(w)*.1||1);let v=(w-o)*.08;o=Math.max(0,o-v),w+=v;let x=c=>r===n?(y.left+H-y.right)/2:y.left+(c-n)/(r-n)*(H-y.left-y.right),E=c=>y.top+(1-(c-o)/(w-o))*(C-y.top-y.bottom-8),M=g("g",{class:"axis"});for(let c of j(o,w,4)){let f=E(c);M.append(g("line",{x1:y.left,x2:H-y.right,y1:f,y2:f,class:"grid"}));let T=g("text",{x:y.left-6,y:f+3,"text-anchor":"end"});T.textContent=N(c),M.append(T)}let B=r-n>0?j(n/864e5,r/864e5,5).map(c=>c*864e5):[n];for(let c of B){if(c<n||c>r)continue;let f=g("text",{x:x(c),y:C-4,"text-anchor":"middle"});f.textContent=nt(c),M.append(f)}a.append(M);let L=c=>x(k.runs[c].t),S=g("g",{class:"marks"});for(let c of i){let f="",T=!1,D="",G=[];for(let s of c.points){let h=L(s[0]),A=s[1]===null?K:E(s[1]);s[1]!==null?(f+=`${T?"L":"M"}${h.toFixed(1)} ${A.toFixed(1)}`,T=!0):T=!1,s[4]&&S.append(g("circle",{cx:h,cy:A,r:7,class:"slo","data-run":s[0],"data-stage":c.label})),s[3]==="ok"&&s[1]!==null?(D+=`M${(h-2.4).toFixed(1)} ${A.toFixed(1)}a2.4 2.4 0 1 0 4.8 0a2.4 2.4 0 1 0 -4.8 0`,G.push(s[0])):S.append(ut(s[3],h,A,s[1]!==null,s[0],c.label))}f&&a.append(g("path",{d:f,class:`sline s${c.colour}`,"data-stage":c.label})),D&&S.prepend(g("path",{d:D,class:`sdot s${c.colour}`,"data-stage":c.label,"data-runs":G.join(" ")}))}a.append(S);let V=g("line",{x1:0,x2:0,y1:y.top,y2:C-y.bottom,class:"cursor",visibility:"hidden"});a.append(V);let W=l.map(L),Y=l.map(c=>{let f=i.flatMap(T=>T.points.filter(D=>D[0]===c&&D[1]!==null).map(D=>E(D[1])));return f.length?Math.min(...f):K}),F=c=>{let f=l[c],T=k.runs[f],D=i.flatMap(G=>G.points.filter(s=>s[0]===f).map(s=>pt(G.label,t,s)));return`${T?P(T.t):`run ${f}`} \\xB7 ${t.label}: ${D.join(" \\xB7 ")}`};return st(a,{xs:W,ys:Y,text:F,open:c=>rt(l[c],F(c))},V),u}function ft(e,t,n,r){let u=d("table","values stage-values");u.append(d("caption","",`${e.provider} / ${e.prompt}: per-stage figures per load run, newest first`));let b=d("tr");b.append(d("th","","run"),d("th","","stage"));for(let l of t)b.append(d("th","",`${l.label} (${l.unit})`));b.append(d("th","","n"),d("th","","marks")),u.append(d("thead")),u.lastChild.append(b);let i=new Map;for(let l of t)for(let a of e.stages?.[l.key]??[])for(let p of a.points){let m=k.runs[p[0]]?.t??NaN;if(m<n||m>r)continue;let o=i.get(p[0])??i.set(p[0],new Map).get(p[0]),w=o.get(a.label)??o.set(a.label,{}).get(a.label);w[l.key]=p}let $=d("tbody");for(let l of[...i.keys()].sort((a,p)=>p-a)){let a=k.runs[l];for(let[p,m]of i.get(l)??[]){let o=d("tr");o.dataset.run=String(l),o.dataset.stage=p;let w=d("th","",a?P(a.t):"");w.scope="row",o.append(w,d("td","",p));let v;for(let E of t){let M=m[E.key];v??(v=M),o.append(d("td","",M?N(M[1]):""))}let x=v?[v[3]==="ok"?"":tt[v[3]],v[4]?"the slo stage":""]:[];o.append(d("td","",v?String(v[2]):""),d("td",`sm-${v?.[3]??"ok"}`,x.filter(Boolean).join("; "))),$.append(o)}}return u.append($),u}function st(e,t,n){let r=-1,u=t.xs.length,b=(l,a)=>{r=Math.max(0,Math.min(u-1,l));let p=t.xs[r];n.setAttribute("x1",String(p)),n.setAttribute("x2",String(p)),n.setAttribute("visibility","visible"),_.textContent=t.text(r),_.hidden=!1;let m=e.getBoundingClientRect(),o=m.left+p/H*m.width,w=m.top+t.ys[r]/C*m.height,v=a?a.x:o,x=a?a.y:w;_.style.left=`${Math.min(window.innerWidth-340,v+12)+window.scrollX}px`,_.style.top=`${x+14+window.scrollY}px`},i=()=>{_.hidden=!0,n.setAttribute("visibility","hidden")},$=l=>{let a=e.getBoundingClientRect(),p=(l-a.left)/a.width*H,m=0;for(let o=1;o<t.xs.length;o++)Math.abs(t.xs[o]-p)<Math.abs(t.xs[m]-p)&&(m=o);return m};e.addEventListener("pointermove",l=>b($(l.clientX),{x:l.clientX,y:l.clientY})),e.addEventListener("pointerleave",i),e.addEventListener("blur",i),e.addEventListener("focus",()=>b(r<0?u-1:r)),e.addEventListener("click",l=>{let a=$(l.clientX);b(a,{x:l.clientX,y:l.clientY}),t.open(a)}),e.addEventListener("keydown",l=>{let a={ArrowLeft:r-1,ArrowRight:r+1,Home:0,End:u-1};l.key in a?(b(a[l.key]),l.preventDefault()):l.key==="Enter"||l.key===" "?(r>=0&&t.open(r),l.preventDefault()):l.key==="Escape"&&i()})}function ht(e,t){rt(t[0],ot(e,t))}function rt(e,t){let n=k.runs[e];if(n){if(I.replaceChildren(),I.append(d("strong","",`Run of ${P(n.t)}`),document.createTextNode(` \\u2014 ${t}. `)),n.url){let r=d("a","run-link","open the CI run");r.href=n.url,r.rel="noopener",I.append(r)}else I.append(document.createTextNode("No CI run recorded (a run outside GitHub Actions)."));n.artifact&&(I.append(document.createTextNode(" \\xB7 artifact ")),I.append(d("code","artifact",n.artifact))),n.sha&&(I.append(document.createTextNode(" \\xB7 commit ")),I.append(d("code","sha",n.sha.slice(0,12)))),I.append(document.createTextNode(" \\xB7 history entry ")),I.append(d("code","entry",n.entry)),I.hidden=!1,I.dataset.run=String(e)}}function bt(e,t,n,r){let u=d("table","values"),b=d("caption","",`${e.provider} / ${e.prompt}: p50 [95% interval] and n per run, newest first`);u.append(b);let i=d("tr");i.append(d("th","","run"));for(let a of t)i.append(d("th","",`${a.label} (${a.unit})`));i.append(d("th","","state"),d("th","","verdicts")),u.append(d("thead")),u.lastChild.append(i);let $=d("tbody"),l=new Map;for(let a of t)for(let p of e.series[a.key]??[]){let m=k.runs[p[0]]?.t??NaN;m<n||m>r||((l.get(p[0])??l.set(p[0],{}).get(p[0])??{})[a.key]=p)}for(let a of[...l.keys()].sort((p,m)=>m-p)){let p=k.runs[a],m=d("tr");m.dataset.run=String(a);let o=d("th");if(o.scope="row",p?.url){let E=d("a","",p?P(p.t):"");E.href=p.url,o.append(E)}else o.textContent=p?P(p.t):"";m.append(o);let w=l.get(a)??{},v="ok",x=[];for(let E of t){let M=w[E.key];if(!M){m.append(d("td","",""));continue}E.kind||(v=M[5]);let B=M[2]!==null&&M[3]!==null?` [${N(M[2])}\\u2013${N(M[3])}]`:"";m.append(d("td","",M[1]===null?"n/a":`${N(M[1])}${B} n=${M[4]}`)),(M[6]==="slower"||M[6]==="faster")&&x.push(`${E.label}: ${M[6]}`)}m.append(d("td",`st-${v}`,Q[v]),d("td","",x.join("; "))),$.append(m)}return u.append($),u}var gt=3,$t=25,J=0;function Z(e){let t=++J;document.documentElement.dataset.rendered="false";let n=k.runs.length?Math.max(...k.runs.map(o=>o.t)):0,r=X[e.window],u=n,b=k.runs.filter(o=>r===null||o.t>=n-r*864e5),i=b.length?Math.min(...b.map(o=>o.t)):n,$=k.metrics.filter(o=>!e.metric||o.key===e.metric),l=k.groups.filter(o=>(!e.provider||o.provider===e.provider)&&(!e.prompt||o.prompt===e.prompt));_.hidden=!0,O.replaceChildren();let a=[];for(let o of l){let w=d("section","panel");w.dataset.provider=o.provider,w.dataset.prompt=o.prompt;let v=d("h2");v.append(d("span","prov",o.provider),document.createTextNode(" / "),d("span","prompt",o.prompt)),v.append(d("span","model",o.model)),w.append(v);let x=d("div","charts");w.append(x);let E=$.filter(S=>S.kind==="stage"?o.stages?.[S.key]:!S.kind||o.series[S.key]),M=E.filter(S=>S.kind!=="stage"),B=E.filter(S=>S.kind==="stage");a.push(()=>{for(let S of E)x.append(S.kind==="stage"?mt(o,S,i,u):ct(o,S,i,u));w.classList.add("drawn")});let L=d("details","table-view");L.append(d("summary","",`Table of ${o.provider} / ${o.prompt}`)),L.addEventListener("toggle",()=>{L.open&&!L.querySelector("table")&&(M.length&&L.append(bt(o,M,i,u)),B.length&&L.append(ft(o,B,i,u)))}),w.append(L),O.append(w)}l.length===0&&O.append(d("p","note","No provider and prompt match these filters.")),lt.textContent=`${l.length} panel(s), ${$.length} figure(s), ${b.length} of ${k.runs.length} run(s)`+(b.length?` from ${P(i)} to ${P(u)}`:""),document.getElementById("f-provider").value=e.provider,document.getElementById("f-prompt").value=e.prompt,document.getElementById("f-metric").value=e.metric;let p=document.getElementById(`w-${e.window}`);p&&(p.checked=!0);for(let o of a.splice(0,gt))o();let m=()=>{if(t!==J)return;let o=performance.now();for(;a.length>0&&performance.now()-o<$t;)a.shift()();a.length>0?setTimeout(m,0):document.documentElement.dataset.rendered="true"};a.length===0?document.documentElement.dataset.rendered="true":requestAnimationFrame(()=>setTimeout(m,0))}var R=et();function wt(){let e=document.querySelector(\'input[name="window"]:checked\');return{provider:document.getElementById("f-provider").value,prompt:document.getElementById("f-prompt").value,metric:document.getElementById("f-metric").value,window:e&&e.value in X?e.value:"all"}}document.getElementById("filters").addEventListener("change",()=>{R=wt();let e=U(R);e!==location.hash&&(location.hash=e),Z(R)});document.getElementById("filters").addEventListener("submit",e=>e.preventDefault());window.addEventListener("hashchange",()=>{let e=et();U(e)!==U(R)&&(R=e,Z(R))});Z(R);requestAnimationFrame(()=>{document.documentElement.dataset.opened=String(performance.now())});})();\n';
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
