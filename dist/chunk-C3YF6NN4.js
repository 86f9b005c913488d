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
} from "./chunk-TRQK2MF7.js";
import {
  sanitizeText
} from "./chunk-FI6BRGXJ.js";
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
    for (const g of r.groups) {
      const key = JSON.stringify([g.provider, g.prompt]);
      let dg = groups.get(key);
      if (!dg) {
        dg = { provider: g.provider, prompt: g.prompt, model: g.model, series: {} };
        groups.set(key, dg);
      }
      dg.model = g.model;
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
  });
  const metrics = DASHBOARD_METRICS.filter((m) => ALWAYS.has(m.key) || seen.has(m.key)).map(
    ({ key, label, unit, better }) => ({ key, label, unit, better })
  );
  for (const g of groups.values())
    for (const k of Object.keys(g.series)) if (!metrics.some((m) => m.key === k)) delete g.series[k];
  return {
    schema: DASHBOARD_DATA_SCHEMA,
    benchmark: history.name,
    title: opts.title ?? `streamgauge: ${history.name}`,
    runs,
    metrics,
    groups: [...groups.values()]
  };
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
</div>
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
`;

// src/dashboard/script.ts
var SCRIPT = '"use strict";(()=>{var ne="http://www.w3.org/2000/svg";var Y={"30d":30,"90d":90,all:null},z={provider:"",prompt:"",metric:"",window:"all"},Q={ok:"streamed",buffered:"buffered (no response streamed)",mixed:"mixed (some responses buffered)",failing:"some requests failed",failed:"every request failed"},D=560,k=170,E={left:58,right:10,top:10,bottom:34},oe=k-E.bottom+10,v=JSON.parse(document.getElementById("sg-data").textContent??"{}"),W=document.getElementById("panels"),A=document.getElementById("tip"),M=document.getElementById("detail"),re=document.getElementById("shown");function p(e,t,n){let s=document.createElement(e);return t&&(s.className=t),n!==void 0&&(s.textContent=n),s}function w(e,t){let n=document.createElementNS(ne,e);for(let s of Object.keys(t))n.setAttribute(s,String(t[s]));return n}function ee(){let e=new URLSearchParams(location.hash.replace(/^#/,"")),t=new Set(v.groups.map(f=>f.provider)),n=new Set(v.groups.map(f=>f.prompt)),s=e.get("provider")??"",i=e.get("prompt")??"",h=e.get("metric")??"",c=e.get("window")??"";return{provider:t.has(s)?s:"",prompt:n.has(i)?i:"",metric:v.metrics.some(f=>f.key===h)?h:"",window:c in Y?c:z.window}}function q(e){let t=new URLSearchParams;e.provider&&t.set("provider",e.provider),e.prompt&&t.set("prompt",e.prompt),e.metric&&t.set("metric",e.metric),e.window!==z.window&&t.set("window",e.window);let n=t.toString();return n?`#${n}`:""}function x(e){if(e===null)return"n/a";let t=Math.abs(e),n=t>=100?0:t>=10?1:2;return e.toLocaleString("en-US",{minimumFractionDigits:n,maximumFractionDigits:n})}function H(e){return new Date(e).toISOString().slice(0,16).replace("T"," ")+" UTC"}function se(e){return new Date(e).toISOString().slice(5,10)}function te(e,t){let n=v.runs[t[0]],s=[n?H(n.t):`run ${t[0]}`];if(t[1]===null)s.push(`${e.label}: n/a (${t[5]==="failed"?"every request failed":"withheld: buffered"})`);else{let i=t[2]!==null&&t[3]!==null?` [${x(t[2])}\\u2013${x(t[3])}]`:"";s.push(`${e.label} ${x(t[1])} ${e.unit}${i}`)}return s.push(`n=${t[4]}`,Q[t[5]]),(t[6]==="slower"||t[6]==="faster")&&s.push(`regression check: ${t[6]}`),s.join(" \\xB7 ")}function X(e,t,n){let s=t-e;if(!(s>0))return[e];let i=s/n,h=Math.pow(10,Math.floor(Math.log10(i))),c=[1,2,5,10].map(a=>a*h).find(a=>a>=i)??10*h,f=[];for(let a=Math.ceil(e/c)*c;a<=t+c*1e-9;a+=c)f.push(Number(a.toPrecision(12)));return f}function ae(e,t,n,s,i){let h=`pt ${e}${s?"":" nofig"}`,c;return e==="buffered"?c=w("path",{d:`M${t} ${n-5}L${t+5} ${n}L${t} ${n+5}L${t-5} ${n}Z`}):e==="mixed"?c=w("path",{d:`M${t} ${n-5}L${t+5} ${n+4}L${t-5} ${n+4}Z`}):c=w("path",{d:`M${t-4} ${n-4}L${t+4} ${n+4}M${t+4} ${n-4}L${t-4} ${n+4}`}),c.setAttribute("class",h),c.setAttribute("data-run",String(i)),c}function ie(e,t,n,s){let i=p("figure","chart");i.dataset.metric=t.key;let c=(e.series[t.key]??[]).filter(r=>{let m=v.runs[r[0]]?.t??NaN;return m>=n&&m<=s}),f=c[c.length-1],a=p("figcaption");a.append(p("span","label",`${t.label} (${t.unit}, ${t.better} is better)`)),f&&a.append(p("span","latest",`latest ${x(f[1])}`)),i.append(a);let d=[];for(let r of c)for(let m of[r[1],r[2],r[3]])m!==null&&d.push(m);let l=w("svg",{viewBox:`0 0 ${D} ${k}`,class:"trend",tabindex:0,role:"img"});if(l.setAttribute("data-metric",t.key),l.setAttribute("aria-label",`${t.label} of ${e.provider} / ${e.prompt}: ${c.length} run(s)`+(f?`, latest ${x(f[1])} ${t.unit}`:"")+". Arrow keys step through the runs, Enter shows the run; the table below lists every value."),i.append(l),c.length===0)return l.append(w("text",{x:D/2,y:k/2,"text-anchor":"middle",class:"empty"})),l.lastChild.textContent="no run in this window",i;let u=d.length?Math.min(...d):0,o=d.length?Math.max(...d):1;o===u&&(u-=Math.abs(u)*.1||1,o+=Math.abs(o)*.1||1);let y=(o-u)*.08;u=Math.max(0,u-y),o+=y;let S=r=>s===n?(E.left+D-E.right)/2:E.left+(r-n)/(s-n)*(D-E.left-E.right),g=r=>E.top+(1-(r-u)/(o-u))*(k-E.top-E.bottom-8),b=w("g",{class:"axis"});for(let r of X(u,o,4)){let m=g(r);b.append(w("line",{x1:E.left,x2:D-E.right,y1:m,y2:m,class:"grid"}));let L=w("text",{x:E.left-6,y:m+3,"text-anchor":"end"});L.textContent=x(r),b.append(L)}let P=s-n>0?X(n/864e5,s/864e5,5).map(r=>r*864e5):[n];for(let r of P){if(r<n||r>s)continue;let m=w("text",{x:S(r),y:k-4,"text-anchor":"middle"});m.textContent=se(r),b.append(m)}l.append(b);let N="",T=[],j=()=>{if(T.length===1){let[r,m,L]=T[0];N+=`M${r-2} ${g(L)}H${r+2}V${g(m)}H${r-2}Z`}else T.length>1&&(N+="M"+T.map(([r,,m])=>`${r.toFixed(1)} ${g(m).toFixed(1)}`).join("L"),N+="L"+[...T].reverse().map(([r,m])=>`${r.toFixed(1)} ${g(m).toFixed(1)}`).join("L")+"Z");T=[]},F="",G=!1,R=[],C=[];for(let r of c){let m=S(v.runs[r[0]].t);R.push(m),r[2]!==null&&r[3]!==null?T.push([m,r[2],r[3]]):j(),r[1]!==null?(F+=`${G?"L":"M"}${m.toFixed(1)} ${g(r[1]).toFixed(1)}`,G=!0,C.push(g(r[1]))):(G=!1,C.push(oe))}j(),N&&l.append(w("path",{d:N,class:"band"})),F&&l.append(w("path",{d:F,class:"line"}));let B=w("g",{class:"marks"}),V="",O=[];c.forEach((r,m)=>{let L=R[m],_=C[m];(r[6]==="slower"||r[6]==="faster")&&B.append(w("circle",{cx:L,cy:_,r:7,class:`verdict ${r[6]}`,"data-run":r[0]})),r[5]==="ok"&&r[1]!==null?(V+=`M${(L-2.6).toFixed(1)} ${_.toFixed(1)}a2.6 2.6 0 1 0 5.2 0a2.6 2.6 0 1 0 -5.2 0`,O.push(r[0])):B.append(ae(r[5],L,_,r[1]!==null,r[0]))}),V&&B.prepend(w("path",{d:V,class:"pt ok","data-runs":O.join(" ")})),l.append(B);let U=w("line",{x1:0,x2:0,y1:E.top,y2:k-E.bottom,class:"cursor",visibility:"hidden"});return l.append(U),ce(l,t,{points:c,xs:R,ys:C},U),i}function ce(e,t,n,s){let i=-1,h=(a,d)=>{i=Math.max(0,Math.min(n.points.length-1,a));let l=n.points[i],u=n.xs[i];s.setAttribute("x1",String(u)),s.setAttribute("x2",String(u)),s.setAttribute("visibility","visible"),A.textContent=te(t,l),A.hidden=!1;let o=e.getBoundingClientRect(),y=o.left+u/D*o.width,S=o.top+n.ys[i]/k*o.height,g=d?d.x:y,b=d?d.y:S;A.style.left=`${Math.min(window.innerWidth-340,g+12)+window.scrollX}px`,A.style.top=`${b+14+window.scrollY}px`},c=()=>{A.hidden=!0,s.setAttribute("visibility","hidden")},f=a=>{let d=e.getBoundingClientRect(),l=(a-d.left)/d.width*D,u=0;for(let o=1;o<n.xs.length;o++)Math.abs(n.xs[o]-l)<Math.abs(n.xs[u]-l)&&(u=o);return u};e.addEventListener("pointermove",a=>h(f(a.clientX),{x:a.clientX,y:a.clientY})),e.addEventListener("pointerleave",c),e.addEventListener("blur",c),e.addEventListener("focus",()=>h(i<0?n.points.length-1:i)),e.addEventListener("click",a=>{let d=f(a.clientX);h(d,{x:a.clientX,y:a.clientY}),Z(t,n.points[d])}),e.addEventListener("keydown",a=>{let d={ArrowLeft:i-1,ArrowRight:i+1,Home:0,End:n.points.length-1};a.key in d?(h(d[a.key]),a.preventDefault()):a.key==="Enter"||a.key===" "?(i>=0&&Z(t,n.points[i]),a.preventDefault()):a.key==="Escape"&&c()})}function Z(e,t){let n=v.runs[t[0]];if(n){if(M.replaceChildren(),M.append(p("strong","",`Run of ${H(n.t)}`),document.createTextNode(` \\u2014 ${te(e,t)}. `)),n.url){let s=p("a","run-link","open the CI run");s.href=n.url,s.rel="noopener",M.append(s)}else M.append(document.createTextNode("No CI run recorded (a run outside GitHub Actions)."));n.artifact&&(M.append(document.createTextNode(" \\xB7 artifact ")),M.append(p("code","artifact",n.artifact))),n.sha&&(M.append(document.createTextNode(" \\xB7 commit ")),M.append(p("code","sha",n.sha.slice(0,12)))),M.append(document.createTextNode(" \\xB7 history entry ")),M.append(p("code","entry",n.entry)),M.hidden=!1,M.dataset.run=String(t[0])}}function de(e,t,n,s){let i=p("table","values"),h=p("caption","",`${e.provider} / ${e.prompt}: p50 [95% interval] and n per run, newest first`);i.append(h);let c=p("tr");c.append(p("th","","run"));for(let d of t)c.append(p("th","",`${d.label} (${d.unit})`));c.append(p("th","","state"),p("th","","verdicts")),i.append(p("thead")),i.lastChild.append(c);let f=p("tbody"),a=new Map;for(let d of t)for(let l of e.series[d.key]??[]){let u=v.runs[l[0]]?.t??NaN;u<n||u>s||((a.get(l[0])??a.set(l[0],{}).get(l[0])??{})[d.key]=l)}for(let d of[...a.keys()].sort((l,u)=>u-l)){let l=v.runs[d],u=p("tr");u.dataset.run=String(d);let o=p("th");if(o.scope="row",l?.url){let b=p("a","",l?H(l.t):"");b.href=l.url,o.append(b)}else o.textContent=l?H(l.t):"";u.append(o);let y=a.get(d)??{},S="ok",g=[];for(let b of t){let $=y[b.key];if(!$){u.append(p("td","",""));continue}S=$[5];let P=$[2]!==null&&$[3]!==null?` [${x($[2])}\\u2013${x($[3])}]`:"";u.append(p("td","",$[1]===null?"n/a":`${x($[1])}${P} n=${$[4]}`)),($[6]==="slower"||$[6]==="faster")&&g.push(`${b.label}: ${$[6]}`)}u.append(p("td",`st-${S}`,Q[S]),p("td","",g.join("; "))),f.append(u)}return i.append(f),i}var le=3,pe=25,J=0;function K(e){let t=++J;document.documentElement.dataset.rendered="false";let n=v.runs.length?Math.max(...v.runs.map(o=>o.t)):0,s=Y[e.window],i=n,h=v.runs.filter(o=>s===null||o.t>=n-s*864e5),c=h.length?Math.min(...h.map(o=>o.t)):n,f=v.metrics.filter(o=>!e.metric||o.key===e.metric),a=v.groups.filter(o=>(!e.provider||o.provider===e.provider)&&(!e.prompt||o.prompt===e.prompt));A.hidden=!0,W.replaceChildren();let d=[];for(let o of a){let y=p("section","panel");y.dataset.provider=o.provider,y.dataset.prompt=o.prompt;let S=p("h2");S.append(p("span","prov",o.provider),document.createTextNode(" / "),p("span","prompt",o.prompt)),S.append(p("span","model",o.model)),y.append(S);let g=p("div","charts");y.append(g),d.push(()=>{for(let $ of f)g.append(ie(o,$,c,i));y.classList.add("drawn")});let b=p("details","table-view");b.append(p("summary","",`Table of ${o.provider} / ${o.prompt}`)),b.addEventListener("toggle",()=>{b.open&&!b.querySelector("table")&&b.append(de(o,f,c,i))}),y.append(b),W.append(y)}a.length===0&&W.append(p("p","note","No provider and prompt match these filters.")),re.textContent=`${a.length} panel(s), ${f.length} figure(s), ${h.length} of ${v.runs.length} run(s)`+(h.length?` from ${H(c)} to ${H(i)}`:""),document.getElementById("f-provider").value=e.provider,document.getElementById("f-prompt").value=e.prompt,document.getElementById("f-metric").value=e.metric;let l=document.getElementById(`w-${e.window}`);l&&(l.checked=!0);for(let o of d.splice(0,le))o();let u=()=>{if(t!==J)return;let o=performance.now();for(;d.length>0&&performance.now()-o<pe;)d.shift()();d.length>0?setTimeout(u,0):document.documentElement.dataset.rendered="true"};d.length===0?document.documentElement.dataset.rendered="true":requestAnimationFrame(()=>setTimeout(u,0))}var I=ee();function ue(){let e=document.querySelector(\'input[name="window"]:checked\');return{provider:document.getElementById("f-provider").value,prompt:document.getElementById("f-prompt").value,metric:document.getElementById("f-metric").value,window:e&&e.value in Y?e.value:"all"}}document.getElementById("filters").addEventListener("change",()=>{I=ue();let e=q(I);e!==location.hash&&(location.hash=e),K(I)});document.getElementById("filters").addEventListener("submit",e=>e.preventDefault());window.addEventListener("hashchange",()=>{let e=ee();q(e)!==q(I)&&(I=e,K(I))});K(I);requestAnimationFrame(()=>{document.documentElement.dataset.opened=String(performance.now())});})();\n';
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
