import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  DEFAULT_HISTORY_SUBDIR,
  localFolderStore
} from "./chunk-I4CB75WR.js";
import {
  artifactName,
  embedJson,
  escapeHtml
} from "./chunk-SPP46WEB.js";
import {
  sanitizeText
} from "./chunk-2VJC4NWR.js";
import {
  HistoryError,
  isEntryName,
  readHistory
} from "./chunk-V5XE2VJD.js";

// src/dashboard/site.ts
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
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
var SCRIPT = '"use strict";(()=>{function O(t){let e=-1/0;for(let n=0;n<t.length;n++){let o=t[n];if((o>e||Number.isNaN(o))&&(e=o),Number.isNaN(e))return NaN}return e}function R(t){let e=1/0;for(let n=0;n<t.length;n++){let o=t[n];if((o<e||Number.isNaN(o))&&(e=o),Number.isNaN(e))return NaN}return e}var oe="http://www.w3.org/2000/svg",V=864e5,q={"30d":30,"90d":90,all:null},Y={provider:"",prompt:"",metric:"",window:"all"},Z={ok:"streamed",buffered:"buffered (no response streamed)",mixed:"mixed (some responses buffered)",failing:"some requests failed",failed:"every request failed"},z={ok:"streamed, on schedule",buffered:"buffering: some responses buffered",limited:"generator-limited: the client could not keep the schedule",both:"buffering and generator-limited"},re=8,C=560,H=170,M={left:58,right:10,top:10,bottom:34},j=H-M.bottom+10,S=JSON.parse(document.getElementById("sg-data").textContent??"{}"),W=document.getElementById("panels"),F=document.getElementById("tip"),T=document.getElementById("detail"),se=document.getElementById("shown");function c(t,e,n){let o=document.createElement(t);return e&&(o.className=e),n!==void 0&&(o.textContent=n),o}function v(t,e){let n=document.createElementNS(oe,t);for(let o of Object.keys(e))n.setAttribute(o,String(e[o]));return n}function J(){let t=new URLSearchParams(location.hash.replace(/^#/,"")),e=new Set(S.groups.map(b=>b.provider)),n=new Set(S.groups.map(b=>b.prompt)),o=t.get("provider")??"",i=t.get("prompt")??"",f=t.get("metric")??"",s=t.get("window")??"";return{provider:e.has(o)?o:"",prompt:n.has(i)?i:"",metric:S.metrics.some(b=>b.key===f)?f:"",window:s in q?s:Y.window}}function _(t){let e=new URLSearchParams;t.provider&&e.set("provider",t.provider),t.prompt&&e.set("prompt",t.prompt),t.metric&&e.set("metric",t.metric),t.window!==Y.window&&e.set("window",t.window);let n=e.toString();return n?`#${n}`:""}function D(t){if(t===null)return"n/a";let e=Math.abs(t),n=e>=100?0:e>=10?1:2;return t.toLocaleString("en-US",{minimumFractionDigits:n,maximumFractionDigits:n})}function P(t){return new Date(t).toISOString().slice(0,16).replace("T"," ")+" UTC"}function ae(t){return new Date(t).toISOString().slice(5,10)}function Q(t,e){let n=S.runs[e[0]],o=[n?P(n.t):`run ${e[0]}`];if(e[1]===null)o.push(`${t.label}: n/a (${e[5]==="failed"?"every request failed":"withheld: buffered"})`);else{let i=e[2]!==null&&e[3]!==null?` [${D(e[2])}\\u2013${D(e[3])}]`:"";o.push(`${t.label} ${D(e[1])} ${t.unit}${i}`)}return o.push(`n=${e[4]}`,Z[e[5]]),(e[6]==="slower"||e[6]==="faster")&&o.push(`regression check: ${e[6]}`),o.join(" \\xB7 ")}function U(t,e,n){let o=e-t;if(!(o>0))return[t];let i=o/n,f=Math.pow(10,Math.floor(Math.log10(i))),s=[1,2,5,10].map(l=>l*f).find(l=>l>=i)??10*f,b=[];for(let l=Math.ceil(t/s)*s;l<=e+s*1e-9;l+=s)b.push(Number(l.toPrecision(12)));return b}function ee(t,e,n,o){let i=e.length?R(e):0,f=e.length?O(e):1;f===i&&(i-=Math.abs(i)*.1||1,f+=Math.abs(f)*.1||1);let s=(f-i)*.08;i=Math.max(0,i-s),f+=s;let b=p=>o===n?(M.left+C-M.right)/2:M.left+(p-n)/(o-n)*(C-M.left-M.right),l=p=>M.top+(1-(p-i)/(f-i))*(H-M.top-M.bottom-8),a=v("g",{class:"axis"});for(let p of U(i,f,4)){let r=l(p);a.append(v("line",{x1:M.left,x2:C-M.right,y1:r,y2:r,class:"grid"}));let y=v("text",{x:M.left-6,y:r+3,"text-anchor":"end"});y.textContent=D(p),a.append(y)}let d=o-n>0?U(n/V,o/V,5).map(p=>p*V):[n];for(let p of d){if(p<n||p>o)continue;let r=v("text",{x:b(p),y:H-4,"text-anchor":"middle"});r.textContent=ae(p),a.append(r)}return t.append(a),{px:b,py:l}}function ie(t,e,n,o,i){let f=`pt ${t}${o?"":" nofig"}`,s;return t==="buffered"?s=v("path",{d:`M${e} ${n-5}L${e+5} ${n}L${e} ${n+5}L${e-5} ${n}Z`}):t==="mixed"?s=v("path",{d:`M${e} ${n-5}L${e+5} ${n+4}L${e-5} ${n+4}Z`}):s=v("path",{d:`M${e-4} ${n-4}L${e+4} ${n+4}M${e+4} ${n-4}L${e-4} ${n+4}`}),s.setAttribute("class",f),s.setAttribute("data-run",String(i)),s}function le(t,e,n,o){let i=c("figure","chart");i.dataset.metric=e.key;let s=(t.series[e.key]??[]).filter(m=>{let h=S.runs[m[0]]?.t??NaN;return h>=n&&h<=o}),b=s[s.length-1],l=c("figcaption");l.append(c("span","label",`${e.label} (${e.unit}, ${e.better} is better)`)),b&&l.append(c("span","latest",`latest ${D(b[1])}`)),i.append(l);let a=[];for(let m of s)for(let h of[m[1],m[2],m[3]])h!==null&&a.push(h);let d=v("svg",{viewBox:`0 0 ${C} ${H}`,class:"trend",tabindex:0,role:"img"});if(d.setAttribute("data-metric",e.key),d.setAttribute("aria-label",`${e.label} of ${t.provider} / ${t.prompt}: ${s.length} run(s)`+(b?`, latest ${D(b[1])} ${e.unit}`:"")+". Arrow keys step through the runs, Enter shows the run; the table below lists every value."),i.append(d),s.length===0)return d.append(v("text",{x:C/2,y:H/2,"text-anchor":"middle",class:"empty"})),d.lastChild.textContent="no run in this window",i;let{px:p,py:r}=ee(d,a,n,o),y="",g=[],E=()=>{if(g.length===1){let[m,h,A]=g[0];y+=`M${m-2} ${r(A)}H${m+2}V${r(h)}H${m-2}Z`}else g.length>1&&(y+="M"+g.map(([m,,h])=>`${m.toFixed(1)} ${r(h).toFixed(1)}`).join("L"),y+="L"+[...g].reverse().map(([m,h])=>`${m.toFixed(1)} ${r(h).toFixed(1)}`).join("L")+"Z");g=[]},x="",w=!1,I=[],k=[];for(let m of s){let h=p(S.runs[m[0]].t);I.push(h),m[2]!==null&&m[3]!==null?g.push([h,m[2],m[3]]):E(),m[1]!==null?(x+=`${w?"L":"M"}${h.toFixed(1)} ${r(m[1]).toFixed(1)}`,w=!0,k.push(r(m[1]))):(w=!1,k.push(j))}E(),y&&d.append(v("path",{d:y,class:"band"})),x&&d.append(v("path",{d:x,class:"line"}));let u=v("g",{class:"marks"}),$="",N=[];s.forEach((m,h)=>{let A=I[h],G=k[h];(m[6]==="slower"||m[6]==="faster")&&u.append(v("circle",{cx:A,cy:G,r:7,class:`verdict ${m[6]}`,"data-run":m[0]})),m[5]==="ok"&&m[1]!==null?($+=`M${(A-2.6).toFixed(1)} ${G.toFixed(1)}a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0 -5.2 0`,N.push(m[0])):u.append(ie(m[5],A,G,m[1]!==null,m[0]))}),$&&u.prepend(v("path",{d:$,class:"pt ok","data-runs":N.join(" ")})),d.append(u);let L=v("line",{x1:0,x2:0,y1:M.top,y2:H-M.bottom,class:"cursor",visibility:"hidden"});return d.append(L),te(d,{xs:I,ys:k,text:m=>Q(e,s[m]),open:m=>me(e,s[m])},L),i}function ce(t,e,n){let o=n[1]===null?"n/a":`${D(n[1])} ${e.unit}`,i=[n[3]==="ok"?"":z[n[3]],n[4]?"the slo stage":""].filter(Boolean);return`${t}: ${o} (n=${n[2]}${i.length?`, ${i.join(", ")}`:""})`}function de(t,e,n,o,i,f){let s=v("g",{class:`smark ${t}${o?"":" nofig"}`,"data-run":i,"data-stage":f});return(t==="limited"||t==="both")&&s.append(v("rect",{x:e-4.5,y:n-4.5,width:9,height:9})),(t==="buffered"||t==="both")&&s.append(v("path",{d:`M${e} ${n-6}L${e+6} ${n}L${e} ${n+6}L${e-6} ${n}Z`})),s}function ue(t,e,n,o){let i=c("figure","chart stage-chart");i.dataset.metric=e.key;let f=u=>{let $=S.runs[u[0]]?.t??NaN;return $>=n&&$<=o},s=(t.stages?.[e.key]??[]).map((u,$)=>({label:u.label,colour:$%re,points:u.points.filter(f)})).filter(u=>u.points.length>0),b=c("figcaption");b.append(c("span","label",`${e.label} (${e.unit}, ${e.better} is better)`)),i.append(b);let l=[...new Set(s.flatMap(u=>u.points.map($=>$[0])))].sort((u,$)=>u-$),a=v("svg",{viewBox:`0 0 ${C} ${H}`,class:"trend",tabindex:0,role:"img"});if(a.setAttribute("data-metric",e.key),a.setAttribute("aria-label",`${e.label} of ${t.provider} / ${t.prompt}: ${s.length} stage(s) over ${l.length} run(s). Arrow keys step through the runs, Enter shows the run; the stage table below lists every value.`),i.append(a),s.length===0)return a.append(v("text",{x:C/2,y:H/2,"text-anchor":"middle",class:"empty"})),a.lastChild.textContent="no load run in this window",i;let d=c("ul","stage-keys");for(let u of s){let $=c("li",`skey s${u.colour}`,u.label);$.dataset.stage=u.label,d.append($)}i.insertBefore(d,a);let p=s.flatMap(u=>u.points.map($=>$[1]).filter($=>$!==null)),{px:r,py:y}=ee(a,p,n,o),g=u=>r(S.runs[u].t),E=v("g",{class:"marks"});for(let u of s){let $="",N=!1,L="",m=[];for(let h of u.points){let A=g(h[0]),G=h[1]===null?j:y(h[1]);h[1]!==null?($+=`${N?"L":"M"}${A.toFixed(1)} ${G.toFixed(1)}`,N=!0):N=!1,h[4]&&E.append(v("circle",{cx:A,cy:G,r:7,class:"slo","data-run":h[0],"data-stage":u.label})),h[3]==="ok"&&h[1]!==null?(L+=`M${(A-2.4).toFixed(1)} ${G.toFixed(1)}a2.4 2.4 0 1 0 4.8 0a2.4 2.4 0 1 0 -4.8 0`,m.push(h[0])):E.append(de(h[3],A,G,h[1]!==null,h[0],u.label))}$&&a.append(v("path",{d:$,class:`sline s${u.colour}`,"data-stage":u.label})),L&&E.prepend(v("path",{d:L,class:`sdot s${u.colour}`,"data-stage":u.label,"data-runs":m.join(" ")}))}a.append(E);let x=v("line",{x1:0,x2:0,y1:M.top,y2:H-M.bottom,class:"cursor",visibility:"hidden"});a.append(x);let w=l.map(g),I=l.map(u=>{let $=s.flatMap(N=>N.points.filter(L=>L[0]===u&&L[1]!==null).map(L=>y(L[1])));return $.length?R($):j}),k=u=>{let $=l[u],N=S.runs[$],L=s.flatMap(m=>m.points.filter(h=>h[0]===$).map(h=>ce(m.label,e,h)));return`${N?P(N.t):`run ${$}`} \\xB7 ${e.label}: ${L.join(" \\xB7 ")}`};return te(a,{xs:w,ys:I,text:k,open:u=>ne(l[u],k(u))},x),i}function pe(t,e,n,o){let i=c("table","values stage-values");i.append(c("caption","",`${t.provider} / ${t.prompt}: per-stage figures per load run, newest first`));let f=c("tr");f.append(c("th","","run"),c("th","","stage"));for(let l of e)f.append(c("th","",`${l.label} (${l.unit})`));f.append(c("th","","n"),c("th","","marks")),i.append(c("thead")),i.lastChild.append(f);let s=new Map;for(let l of e)for(let a of t.stages?.[l.key]??[])for(let d of a.points){let p=S.runs[d[0]]?.t??NaN;if(p<n||p>o)continue;let r=s.get(d[0])??s.set(d[0],new Map).get(d[0]),y=r.get(a.label)??r.set(a.label,{}).get(a.label);y[l.key]=d}let b=c("tbody");for(let l of[...s.keys()].sort((a,d)=>d-a)){let a=S.runs[l];for(let[d,p]of s.get(l)??[]){let r=c("tr");r.dataset.run=String(l),r.dataset.stage=d;let y=c("th","",a?P(a.t):"");y.scope="row",r.append(y,c("td","",d));let g;for(let x of e){let w=p[x.key];g??(g=w),r.append(c("td","",w?D(w[1]):""))}let E=g?[g[3]==="ok"?"":z[g[3]],g[4]?"the slo stage":""]:[];r.append(c("td","",g?String(g[2]):""),c("td",`sm-${g?.[3]??"ok"}`,E.filter(Boolean).join("; "))),b.append(r)}}return i.append(b),i}function te(t,e,n){let o=-1,i=e.xs.length,f=(l,a)=>{o=Math.max(0,Math.min(i-1,l));let d=e.xs[o];n.setAttribute("x1",String(d)),n.setAttribute("x2",String(d)),n.setAttribute("visibility","visible"),F.textContent=e.text(o),F.hidden=!1;let p=t.getBoundingClientRect(),r=p.left+d/C*p.width,y=p.top+e.ys[o]/H*p.height,g=a?a.x:r,E=a?a.y:y;F.style.left=`${Math.min(window.innerWidth-340,g+12)+window.scrollX}px`,F.style.top=`${E+14+window.scrollY}px`},s=()=>{F.hidden=!0,n.setAttribute("visibility","hidden")},b=l=>{let a=t.getBoundingClientRect(),d=(l-a.left)/a.width*C,p=0;for(let r=1;r<e.xs.length;r++)Math.abs(e.xs[r]-d)<Math.abs(e.xs[p]-d)&&(p=r);return p};t.addEventListener("pointermove",l=>f(b(l.clientX),{x:l.clientX,y:l.clientY})),t.addEventListener("pointerleave",s),t.addEventListener("blur",s),t.addEventListener("focus",()=>f(o<0?i-1:o)),t.addEventListener("click",l=>{let a=b(l.clientX);f(a,{x:l.clientX,y:l.clientY}),e.open(a)}),t.addEventListener("keydown",l=>{let a={ArrowLeft:o-1,ArrowRight:o+1,Home:0,End:i-1};l.key in a?(f(a[l.key]),l.preventDefault()):l.key==="Enter"||l.key===" "?(o>=0&&e.open(o),l.preventDefault()):l.key==="Escape"&&s()})}function me(t,e){ne(e[0],Q(t,e))}function ne(t,e){let n=S.runs[t];if(n){if(T.replaceChildren(),T.append(c("strong","",`Run of ${P(n.t)}`),document.createTextNode(` \\u2014 ${e}. `)),n.url){let o=c("a","run-link","open the CI run");o.href=n.url,o.rel="noopener",T.append(o)}else T.append(document.createTextNode("No CI run recorded (a run outside GitHub Actions)."));n.artifact&&(T.append(document.createTextNode(" \\xB7 artifact ")),T.append(c("code","artifact",n.artifact))),n.sha&&(T.append(document.createTextNode(" \\xB7 commit ")),T.append(c("code","sha",n.sha.slice(0,12)))),T.append(document.createTextNode(" \\xB7 history entry ")),T.append(c("code","entry",n.entry)),T.hidden=!1,T.dataset.run=String(t)}}function fe(t,e,n,o){let i=c("table","values"),f=c("caption","",`${t.provider} / ${t.prompt}: p50 [95% interval] and n per run, newest first`);i.append(f);let s=c("tr");s.append(c("th","","run"));for(let a of e)s.append(c("th","",`${a.label} (${a.unit})`));s.append(c("th","","state"),c("th","","verdicts")),i.append(c("thead")),i.lastChild.append(s);let b=c("tbody"),l=new Map;for(let a of e)for(let d of t.series[a.key]??[]){let p=S.runs[d[0]]?.t??NaN;p<n||p>o||((l.get(d[0])??l.set(d[0],{}).get(d[0])??{})[a.key]=d)}for(let a of[...l.keys()].sort((d,p)=>p-d)){let d=S.runs[a],p=c("tr");p.dataset.run=String(a);let r=c("th");if(r.scope="row",d?.url){let x=c("a","",d?P(d.t):"");x.href=d.url,r.append(x)}else r.textContent=d?P(d.t):"";p.append(r);let y=l.get(a)??{},g="ok",E=[];for(let x of e){let w=y[x.key];if(!w){p.append(c("td","",""));continue}x.kind||(g=w[5]);let I=w[2]!==null&&w[3]!==null?` [${D(w[2])}\\u2013${D(w[3])}]`:"";p.append(c("td","",w[1]===null?"n/a":`${D(w[1])}${I} n=${w[4]}`)),(w[6]==="slower"||w[6]==="faster")&&E.push(`${x.label}: ${w[6]}`)}p.append(c("td",`st-${g}`,Z[g]),c("td","",E.join("; "))),b.append(p)}return i.append(b),i}var he=3,be=25,X=0;function K(t){let e=++X;document.documentElement.dataset.rendered="false";let n=S.runs.length?O(S.runs.map(r=>r.t)):0,o=q[t.window],i=n,f=S.runs.filter(r=>o===null||r.t>=n-o*V),s=f.length?R(f.map(r=>r.t)):n,b=S.metrics.filter(r=>!t.metric||r.key===t.metric),l=S.groups.filter(r=>(!t.provider||r.provider===t.provider)&&(!t.prompt||r.prompt===t.prompt));F.hidden=!0,W.replaceChildren();let a=[];for(let r of l){let y=c("section","panel");y.dataset.provider=r.provider,y.dataset.prompt=r.prompt;let g=c("h2");g.append(c("span","prov",r.provider),document.createTextNode(" / "),c("span","prompt",r.prompt)),g.append(c("span","model",r.model)),y.append(g);let E=c("div","charts");y.append(E);let x=b.filter(u=>u.kind==="stage"?r.stages?.[u.key]:!u.kind||r.series[u.key]),w=x.filter(u=>u.kind!=="stage"),I=x.filter(u=>u.kind==="stage");a.push(()=>{for(let u of x)E.append(u.kind==="stage"?ue(r,u,s,i):le(r,u,s,i));y.classList.add("drawn")});let k=c("details","table-view");k.append(c("summary","",`Table of ${r.provider} / ${r.prompt}`)),k.addEventListener("toggle",()=>{k.open&&!k.querySelector("table")&&(w.length&&k.append(fe(r,w,s,i)),I.length&&k.append(pe(r,I,s,i)))}),y.append(k),W.append(y)}l.length===0&&W.append(c("p","note","No provider and prompt match these filters.")),se.textContent=`${l.length} panel(s), ${b.length} figure(s), ${f.length} of ${S.runs.length} run(s)`+(f.length?` from ${P(s)} to ${P(i)}`:""),document.getElementById("f-provider").value=t.provider,document.getElementById("f-prompt").value=t.prompt,document.getElementById("f-metric").value=t.metric;let d=document.getElementById(`w-${t.window}`);d&&(d.checked=!0);for(let r of a.splice(0,he))r();let p=()=>{if(e!==X)return;let r=performance.now();for(;a.length>0&&performance.now()-r<be;)a.shift()();a.length>0?setTimeout(p,0):document.documentElement.dataset.rendered="true"};a.length===0?document.documentElement.dataset.rendered="true":requestAnimationFrame(()=>setTimeout(p,0))}var B=J();function ge(){let t=document.querySelector(\'input[name="window"]:checked\');return{provider:document.getElementById("f-provider").value,prompt:document.getElementById("f-prompt").value,metric:document.getElementById("f-metric").value,window:t&&t.value in q?t.value:"all"}}document.getElementById("filters").addEventListener("change",()=>{B=ge();let t=_(B);t!==location.hash&&(location.hash=t),K(B)});document.getElementById("filters").addEventListener("submit",t=>t.preventDefault());window.addEventListener("hashchange",()=>{let t=J();_(t)!==_(B)&&(B=t,K(B))});K(B);requestAnimationFrame(()=>{document.documentElement.dataset.opened=String(performance.now())});})();\n';
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
