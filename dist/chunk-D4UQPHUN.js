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
} from "./chunk-SU4GX23S.js";
import {
  sanitizeText
} from "./chunk-WKUXESJ5.js";
import {
  HistoryError,
  isEntryName,
  readHistory
} from "./chunk-PUOON5KT.js";
import {
  COMPARED_KEYS,
  FIGURES,
  TRENDED_KEYS
} from "./chunk-XAVVK53B.js";

// src/dashboard/site.ts
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";

// src/dashboard/page-data.ts
var DASHBOARD_DATA_SCHEMA = "streamgauge.dashboard-data/1";

// src/dashboard/data.ts
var DASHBOARD_METRICS = TRENDED_KEYS.map((key) => {
  const f = FIGURES[key];
  return { key, label: `${f.name} p50`, unit: f.unit, better: f.better, ci: f.ci, n: f.n };
});
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
var ALWAYS = new Set(COMPARED_KEYS);
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
      for (const m of DASHBOARD_METRICS) {
        const f = figureOf(g, m);
        const rec = g;
        if (!(m.key in rec)) continue;
        if (f.p50 !== null || ALWAYS.has(m.key)) seen.add(m.key);
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
    const dg = groupOf(sat.provider, sat.prompt, modelOf(sat.provider, sat.prompt), sat.location);
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
    const dg = groupOf(st.provider, st.prompt, modelOf(st.provider, st.prompt), st.location);
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
var SCRIPT = '"use strict";(()=>{function K(t){let e=-1/0;for(let n=0;n<t.length;n++){let s=t[n];if((s>e||Number.isNaN(s))&&(e=s),Number.isNaN(e))return NaN}return e}function O(t){let e=1/0;for(let n=0;n<t.length;n++){let s=t[n];if((s<e||Number.isNaN(s))&&(e=s),Number.isNaN(e))return NaN}return e}function oe(t){let e=t.length,n=Math.floor(e/2);return e%2===1?t[n]:(t[n-1]+t[n])/2}function U(t,e=[],n=10){let s=t.filter(r=>r!==null&&Number.isFinite(r));if(s.length===0)return null;let i=1/0,p=-1/0;for(let r of s)i=Math.min(i,r),p=Math.max(p,r);for(let r of e)r===null||!Number.isFinite(r[0])||!Number.isFinite(r[1])||(i=Math.min(i,r[0]),p=Math.max(p,r[1]));let a=Math.abs(oe([...s].sort((r,l)=>r-l))),f=a>0?a*n/100:1;if(p-i<f){let r=(i+p)/2;i=r-f/2,p=r+f/2}return i<0&&s.every(r=>r>=0)&&(p-=i,i=0),{lo:i,hi:p}}var se="http://www.w3.org/2000/svg",B=864e5,j={"30d":30,"90d":90,all:null},Z={provider:"",prompt:"",metric:"",window:"all"},z={ok:"streamed",buffered:"buffered (no response streamed)",mixed:"mixed (some responses buffered)",failing:"some requests failed",failed:"every request failed"},J={ok:"streamed, on schedule",buffered:"buffering: some responses buffered",limited:"generator-limited: the client could not keep the schedule",both:"buffering and generator-limited"},ae=8,H=560,F=170,E={left:58,right:10,top:10,bottom:34},_=F-E.bottom+10,v=JSON.parse(document.getElementById("sg-data").textContent??"{}"),V=document.getElementById("panels"),G=document.getElementById("tip"),N=document.getElementById("detail"),ie=document.getElementById("shown");function c(t,e,n){let s=document.createElement(t);return e&&(s.className=e),n!==void 0&&(s.textContent=n),s}function x(t,e){let n=document.createElementNS(se,t);for(let s of Object.keys(e))n.setAttribute(s,String(e[s]));return n}function Q(){let t=new URLSearchParams(location.hash.replace(/^#/,"")),e=new Set(v.groups.map(f=>f.provider)),n=new Set(v.groups.map(f=>f.prompt)),s=t.get("provider")??"",i=t.get("prompt")??"",p=t.get("metric")??"",a=t.get("window")??"";return{provider:e.has(s)?s:"",prompt:n.has(i)?i:"",metric:v.metrics.some(f=>f.key===p)?p:"",window:a in j?a:Z.window}}function W(t){let e=new URLSearchParams;t.provider&&e.set("provider",t.provider),t.prompt&&e.set("prompt",t.prompt),t.metric&&e.set("metric",t.metric),t.window!==Z.window&&e.set("window",t.window);let n=e.toString();return n?`#${n}`:""}function D(t){if(t===null)return"n/a";let e=Math.abs(t),n=e>=100?0:e>=10?1:2;return t.toLocaleString("en-US",{minimumFractionDigits:n,maximumFractionDigits:n})}function P(t){return new Date(t).toISOString().slice(0,16).replace("T"," ")+" UTC"}function le(t){return new Date(t).toISOString().slice(5,10)}function ee(t,e){let n=v.runs[e[0]],s=[n?P(n.t):`run ${e[0]}`];if(e[1]===null)s.push(`${t.label}: n/a (${e[5]==="failed"?"every request failed":"withheld: buffered"})`);else{let i=e[2]!==null&&e[3]!==null?` [${D(e[2])}\\u2013${D(e[3])}]`:"";s.push(`${t.label} ${D(e[1])} ${t.unit}${i}`)}return s.push(`n=${e[4]}`,z[e[5]]),(e[6]==="slower"||e[6]==="faster")&&s.push(`regression check: ${e[6]}`),s.join(" \\xB7 ")}function X(t,e,n){let s=e-t;if(!(s>0))return[t];let i=s/n,p=Math.pow(10,Math.floor(Math.log10(i))),a=[1,2,5,10].map(r=>r*p).find(r=>r>=i)??10*p,f=[];for(let r=Math.ceil(t/a)*a;r<=e+a*1e-9;r+=a)f.push(Number(r.toPrecision(12)));return f}function te(t,e,n,s){let i=U(e)??{lo:0,hi:1},p=i.lo,a=i.hi,f=(a-p)*.08;p=Math.max(0,p-f),a+=f;let r=o=>s===n?(E.left+H-E.right)/2:E.left+(o-n)/(s-n)*(H-E.left-E.right),l=o=>E.top+(1-(o-p)/(a-p))*(F-E.top-E.bottom-8),u=x("g",{class:"axis"});for(let o of X(p,a,4)){let $=l(o);u.append(x("line",{x1:E.left,x2:H-E.right,y1:$,y2:$,class:"grid"}));let g=x("text",{x:E.left-6,y:$+3,"text-anchor":"end"});g.textContent=D(o),u.append(g)}let h=s-n>0?X(n/B,s/B,5).map(o=>o*B):[n];for(let o of h){if(o<n||o>s)continue;let $=x("text",{x:r(o),y:F-4,"text-anchor":"middle"});$.textContent=le(o),u.append($)}return t.append(u),{px:r,py:l}}function ue(t,e,n,s,i){let p=`pt ${t}${s?"":" nofig"}`,a;return t==="buffered"?a=x("path",{d:`M${e} ${n-5}L${e+5} ${n}L${e} ${n+5}L${e-5} ${n}Z`}):t==="mixed"?a=x("path",{d:`M${e} ${n-5}L${e+5} ${n+4}L${e-5} ${n+4}Z`}):a=x("path",{d:`M${e-4} ${n-4}L${e+4} ${n+4}M${e+4} ${n-4}L${e-4} ${n+4}`}),a.setAttribute("class",p),a.setAttribute("data-run",String(i)),a}function ce(t,e,n,s){let i=c("figure","chart");i.dataset.metric=e.key;let a=(t.series[e.key]??[]).filter(m=>{let b=v.runs[m[0]]?.t??NaN;return b>=n&&b<=s}),f=a[a.length-1],r=c("figcaption");r.append(c("span","label",`${e.label} (${e.unit}, ${e.better} is better)`)),f&&r.append(c("span","latest",`latest ${D(f[1])}`)),i.append(r);let l=[];for(let m of a)for(let b of[m[1],m[2],m[3]])b!==null&&l.push(b);let u=x("svg",{viewBox:`0 0 ${H} ${F}`,class:"trend",tabindex:0,role:"img"});if(u.setAttribute("data-metric",e.key),u.setAttribute("aria-label",`${e.label} of ${t.provider} / ${t.prompt}: ${a.length} run(s)`+(f?`, latest ${D(f[1])} ${e.unit}`:"")+". Arrow keys step through the runs, Enter shows the run; the table below lists every value."),i.append(u),a.length===0)return u.append(x("text",{x:H/2,y:F/2,"text-anchor":"middle",class:"empty"})),u.lastChild.textContent="no run in this window",i;let{px:h,py:o}=te(u,l,n,s),$="",g=[],M=()=>{if(g.length===1){let[m,b,I]=g[0];$+=`M${m-2} ${o(I)}H${m+2}V${o(b)}H${m-2}Z`}else g.length>1&&($+="M"+g.map(([m,,b])=>`${m.toFixed(1)} ${o(b).toFixed(1)}`).join("L"),$+="L"+[...g].reverse().map(([m,b])=>`${m.toFixed(1)} ${o(b).toFixed(1)}`).join("L")+"Z");g=[]},S="",w=!1,A=[],k=[];for(let m of a){let b=h(v.runs[m[0]].t);A.push(b),m[2]!==null&&m[3]!==null?g.push([b,m[2],m[3]]):M(),m[1]!==null?(S+=`${w?"L":"M"}${b.toFixed(1)} ${o(m[1]).toFixed(1)}`,w=!0,k.push(o(m[1]))):(w=!1,k.push(_))}M(),$&&u.append(x("path",{d:$,class:"band"})),S&&u.append(x("path",{d:S,class:"line"}));let d=x("g",{class:"marks"}),y="",T=[];a.forEach((m,b)=>{let I=A[b],C=k[b];(m[6]==="slower"||m[6]==="faster")&&d.append(x("circle",{cx:I,cy:C,r:7,class:`verdict ${m[6]}`,"data-run":m[0]})),m[5]==="ok"&&m[1]!==null?(y+=`M${(I-2.6).toFixed(1)} ${C.toFixed(1)}a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0 -5.2 0`,T.push(m[0])):d.append(ue(m[5],I,C,m[1]!==null,m[0]))}),y&&d.prepend(x("path",{d:y,class:"pt ok","data-runs":T.join(" ")})),u.append(d);let L=x("line",{x1:0,x2:0,y1:E.top,y2:F-E.bottom,class:"cursor",visibility:"hidden"});return u.append(L),ne(u,{xs:A,ys:k,text:m=>ee(e,a[m]),open:m=>be(e,a[m])},L),i}function de(t,e,n){let s=n[1]===null?"n/a":`${D(n[1])} ${e.unit}`,i=[n[3]==="ok"?"":J[n[3]],n[4]?"the slo stage":""].filter(Boolean);return`${t}: ${s} (n=${n[2]}${i.length?`, ${i.join(", ")}`:""})`}function pe(t,e,n,s,i,p){let a=x("g",{class:`smark ${t}${s?"":" nofig"}`,"data-run":i,"data-stage":p});return(t==="limited"||t==="both")&&a.append(x("rect",{x:e-4.5,y:n-4.5,width:9,height:9})),(t==="buffered"||t==="both")&&a.append(x("path",{d:`M${e} ${n-6}L${e+6} ${n}L${e} ${n+6}L${e-6} ${n}Z`})),a}function me(t,e,n,s){let i=c("figure","chart stage-chart");i.dataset.metric=e.key;let p=d=>{let y=v.runs[d[0]]?.t??NaN;return y>=n&&y<=s},a=(t.stages?.[e.key]??[]).map((d,y)=>({label:d.label,colour:y%ae,points:d.points.filter(p)})).filter(d=>d.points.length>0),f=c("figcaption");f.append(c("span","label",`${e.label} (${e.unit}, ${e.better} is better)`)),i.append(f);let r=[...new Set(a.flatMap(d=>d.points.map(y=>y[0])))].sort((d,y)=>d-y),l=x("svg",{viewBox:`0 0 ${H} ${F}`,class:"trend",tabindex:0,role:"img"});if(l.setAttribute("data-metric",e.key),l.setAttribute("aria-label",`${e.label} of ${t.provider} / ${t.prompt}: ${a.length} stage(s) over ${r.length} run(s). Arrow keys step through the runs, Enter shows the run; the stage table below lists every value.`),i.append(l),a.length===0)return l.append(x("text",{x:H/2,y:F/2,"text-anchor":"middle",class:"empty"})),l.lastChild.textContent="no load run in this window",i;let u=c("ul","stage-keys");for(let d of a){let y=c("li",`skey s${d.colour}`,d.label);y.dataset.stage=d.label,u.append(y)}i.insertBefore(u,l);let h=a.flatMap(d=>d.points.map(y=>y[1]).filter(y=>y!==null)),{px:o,py:$}=te(l,h,n,s),g=d=>o(v.runs[d].t),M=x("g",{class:"marks"});for(let d of a){let y="",T=!1,L="",m=[];for(let b of d.points){let I=g(b[0]),C=b[1]===null?_:$(b[1]);b[1]!==null?(y+=`${T?"L":"M"}${I.toFixed(1)} ${C.toFixed(1)}`,T=!0):T=!1,b[4]&&M.append(x("circle",{cx:I,cy:C,r:7,class:"slo","data-run":b[0],"data-stage":d.label})),b[3]==="ok"&&b[1]!==null?(L+=`M${(I-2.4).toFixed(1)} ${C.toFixed(1)}a2.4 2.4 0 1 0 4.8 0a2.4 2.4 0 1 0 -4.8 0`,m.push(b[0])):M.append(pe(b[3],I,C,b[1]!==null,b[0],d.label))}y&&l.append(x("path",{d:y,class:`sline s${d.colour}`,"data-stage":d.label})),L&&M.prepend(x("path",{d:L,class:`sdot s${d.colour}`,"data-stage":d.label,"data-runs":m.join(" ")}))}l.append(M);let S=x("line",{x1:0,x2:0,y1:E.top,y2:F-E.bottom,class:"cursor",visibility:"hidden"});l.append(S);let w=r.map(g),A=r.map(d=>{let y=a.flatMap(T=>T.points.filter(L=>L[0]===d&&L[1]!==null).map(L=>$(L[1])));return y.length?O(y):_}),k=d=>{let y=r[d],T=v.runs[y],L=a.flatMap(m=>m.points.filter(b=>b[0]===y).map(b=>de(m.label,e,b)));return`${T?P(T.t):`run ${y}`} \\xB7 ${e.label}: ${L.join(" \\xB7 ")}`};return ne(l,{xs:w,ys:A,text:k,open:d=>re(r[d],k(d))},S),i}function fe(t,e,n,s){let i=c("table","values stage-values");i.append(c("caption","",`${t.provider} / ${t.prompt}: per-stage figures per load run, newest first`));let p=c("tr");p.append(c("th","","run"),c("th","","stage"));for(let r of e)p.append(c("th","",`${r.label} (${r.unit})`));p.append(c("th","","n"),c("th","","marks")),i.append(c("thead")),i.lastChild.append(p);let a=new Map;for(let r of e)for(let l of t.stages?.[r.key]??[])for(let u of l.points){let h=v.runs[u[0]]?.t??NaN;if(h<n||h>s)continue;let o=a.get(u[0])??a.set(u[0],new Map).get(u[0]),$=o.get(l.label)??o.set(l.label,{}).get(l.label);$[r.key]=u}let f=c("tbody");for(let r of[...a.keys()].sort((l,u)=>u-l)){let l=v.runs[r];for(let[u,h]of a.get(r)??[]){let o=c("tr");o.dataset.run=String(r),o.dataset.stage=u;let $=c("th","",l?P(l.t):"");$.scope="row",o.append($,c("td","",u));let g;for(let S of e){let w=h[S.key];g??(g=w),o.append(c("td","",w?D(w[1]):""))}let M=g?[g[3]==="ok"?"":J[g[3]],g[4]?"the slo stage":""]:[];o.append(c("td","",g?String(g[2]):""),c("td",`sm-${g?.[3]??"ok"}`,M.filter(Boolean).join("; "))),f.append(o)}}return i.append(f),i}function ne(t,e,n){let s=-1,i=e.xs.length,p=(r,l)=>{s=Math.max(0,Math.min(i-1,r));let u=e.xs[s];n.setAttribute("x1",String(u)),n.setAttribute("x2",String(u)),n.setAttribute("visibility","visible"),G.textContent=e.text(s),G.hidden=!1;let h=t.getBoundingClientRect(),o=h.left+u/H*h.width,$=h.top+e.ys[s]/F*h.height,g=l?l.x:o,M=l?l.y:$;G.style.left=`${Math.min(window.innerWidth-340,g+12)+window.scrollX}px`,G.style.top=`${M+14+window.scrollY}px`},a=()=>{G.hidden=!0,n.setAttribute("visibility","hidden")},f=r=>{let l=t.getBoundingClientRect(),u=(r-l.left)/l.width*H,h=0;for(let o=1;o<e.xs.length;o++)Math.abs(e.xs[o]-u)<Math.abs(e.xs[h]-u)&&(h=o);return h};t.addEventListener("pointermove",r=>p(f(r.clientX),{x:r.clientX,y:r.clientY})),t.addEventListener("pointerleave",a),t.addEventListener("blur",a),t.addEventListener("focus",()=>p(s<0?i-1:s)),t.addEventListener("click",r=>{let l=f(r.clientX);p(l,{x:r.clientX,y:r.clientY}),e.open(l)}),t.addEventListener("keydown",r=>{let l={ArrowLeft:s-1,ArrowRight:s+1,Home:0,End:i-1};r.key in l?(p(l[r.key]),r.preventDefault()):r.key==="Enter"||r.key===" "?(s>=0&&e.open(s),r.preventDefault()):r.key==="Escape"&&a()})}function be(t,e){re(e[0],ee(t,e))}function re(t,e){let n=v.runs[t];if(n){if(N.replaceChildren(),N.append(c("strong","",`Run of ${P(n.t)}`),document.createTextNode(` \\u2014 ${e}. `)),n.url){let s=c("a","run-link","open the CI run");s.href=n.url,s.rel="noopener",N.append(s)}else N.append(document.createTextNode("No CI run recorded (a run outside GitHub Actions)."));n.artifact&&(N.append(document.createTextNode(" \\xB7 artifact ")),N.append(c("code","artifact",n.artifact))),n.sha&&(N.append(document.createTextNode(" \\xB7 commit ")),N.append(c("code","sha",n.sha.slice(0,12)))),N.append(document.createTextNode(" \\xB7 history entry ")),N.append(c("code","entry",n.entry)),N.hidden=!1,N.dataset.run=String(t)}}function he(t,e,n,s){let i=c("table","values"),p=c("caption","",`${t.provider} / ${t.prompt}: p50 [95% interval] and n per run, newest first`);i.append(p);let a=c("tr");a.append(c("th","","run"));for(let l of e)a.append(c("th","",`${l.label} (${l.unit})`));a.append(c("th","","state"),c("th","","verdicts")),i.append(c("thead")),i.lastChild.append(a);let f=c("tbody"),r=new Map;for(let l of e)for(let u of t.series[l.key]??[]){let h=v.runs[u[0]]?.t??NaN;h<n||h>s||((r.get(u[0])??r.set(u[0],{}).get(u[0])??{})[l.key]=u)}for(let l of[...r.keys()].sort((u,h)=>h-u)){let u=v.runs[l],h=c("tr");h.dataset.run=String(l);let o=c("th");if(o.scope="row",u?.url){let S=c("a","",u?P(u.t):"");S.href=u.url,o.append(S)}else o.textContent=u?P(u.t):"";h.append(o);let $=r.get(l)??{},g="ok",M=[];for(let S of e){let w=$[S.key];if(!w){h.append(c("td","",""));continue}S.kind||(g=w[5]);let A=w[2]!==null&&w[3]!==null?` [${D(w[2])}\\u2013${D(w[3])}]`:"";h.append(c("td","",w[1]===null?"n/a":`${D(w[1])}${A} n=${w[4]}`)),(w[6]==="slower"||w[6]==="faster")&&M.push(`${S.label}: ${w[6]}`)}h.append(c("td",`st-${g}`,z[g]),c("td","",M.join("; "))),f.append(h)}return i.append(f),i}var ge=3,$e=25,Y=0;function q(t){let e=++Y;document.documentElement.dataset.rendered="false";let n=v.runs.length?K(v.runs.map(o=>o.t)):0,s=j[t.window],i=n,p=v.runs.filter(o=>s===null||o.t>=n-s*B),a=p.length?O(p.map(o=>o.t)):n,f=v.metrics.filter(o=>!t.metric||o.key===t.metric),r=v.groups.filter(o=>(!t.provider||o.provider===t.provider)&&(!t.prompt||o.prompt===t.prompt));G.hidden=!0,V.replaceChildren();let l=[];for(let o of r){let $=c("section","panel");$.dataset.provider=o.provider,$.dataset.prompt=o.prompt;let g=c("h2");g.append(c("span","prov",o.provider),document.createTextNode(" / "),c("span","prompt",o.prompt)),g.append(c("span","model",o.model)),$.append(g);let M=c("div","charts");$.append(M);let S=f.filter(d=>d.kind==="stage"?o.stages?.[d.key]:!d.kind||o.series[d.key]),w=S.filter(d=>d.kind!=="stage"),A=S.filter(d=>d.kind==="stage");l.push(()=>{for(let d of S)M.append(d.kind==="stage"?me(o,d,a,i):ce(o,d,a,i));$.classList.add("drawn")});let k=c("details","table-view");k.append(c("summary","",`Table of ${o.provider} / ${o.prompt}`)),k.addEventListener("toggle",()=>{k.open&&!k.querySelector("table")&&(w.length&&k.append(he(o,w,a,i)),A.length&&k.append(fe(o,A,a,i)))}),$.append(k),V.append($)}r.length===0&&V.append(c("p","note","No provider and prompt match these filters.")),ie.textContent=`${r.length} panel(s), ${f.length} figure(s), ${p.length} of ${v.runs.length} run(s)`+(p.length?` from ${P(a)} to ${P(i)}`:""),document.getElementById("f-provider").value=t.provider,document.getElementById("f-prompt").value=t.prompt,document.getElementById("f-metric").value=t.metric;let u=document.getElementById(`w-${t.window}`);u&&(u.checked=!0);for(let o of l.splice(0,ge))o();let h=()=>{if(e!==Y)return;let o=performance.now();for(;l.length>0&&performance.now()-o<$e;)l.shift()();l.length>0?setTimeout(h,0):document.documentElement.dataset.rendered="true"};l.length===0?document.documentElement.dataset.rendered="true":requestAnimationFrame(()=>setTimeout(h,0))}var R=Q();function ye(){let t=document.querySelector(\'input[name="window"]:checked\');return{provider:document.getElementById("f-provider").value,prompt:document.getElementById("f-prompt").value,metric:document.getElementById("f-metric").value,window:t&&t.value in j?t.value:"all"}}document.getElementById("filters").addEventListener("change",()=>{R=ye();let t=W(R);t!==location.hash&&(location.hash=t),q(R)});document.getElementById("filters").addEventListener("submit",t=>t.preventDefault());window.addEventListener("hashchange",()=>{let t=Q();W(t)!==W(R)&&(R=t,q(R))});q(R);requestAnimationFrame(()=>{document.documentElement.dataset.opened=String(performance.now())});})();\n';
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
