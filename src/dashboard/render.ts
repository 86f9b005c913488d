import { createHash } from 'node:crypto';
import { embedJson, escapeHtml } from '../report/html.ts';
import { sanitizeText } from '../report/format.ts';
import type { DashboardData } from './page-data.ts';

// The dashboard site as strings: an index of the benchmarks and one page per
// benchmark. Pure: the page data and the compiled page script in, files out;
// src/dashboard/site.ts writes them. Each page is self-contained (inline
// style, script and data, no network) and says so in its
// Content-Security-Policy, so it works from file:// as from GitHub Pages.

export interface SiteFile {
  /** Relative to the site folder, "/" separated. */
  path: string;
  text: string;
}

export interface SiteOptions {
  /** The compiled page script (src/dashboard/dashboard-script.ts). */
  script: string;
  /** The index page's title. */
  title?: string;
}

export const DEFAULT_SITE_TITLE = 'streamgauge dashboard';

function text(s: string): string {
  return escapeHtml(sanitizeText(s));
}

function sha256(s: string): string {
  return `sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}`;
}

/**
 * A benchmark's folder in the site: its name where that is a plain file name
 * (artifact names usually are), else a cleaned one with a hash, so two names
 * never share a folder and no name escapes the site.
 */
export function benchmarkSlug(name: string): string {
  if (/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(name) && !name.includes('..')) return name;
  const clean = name
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+/, '')
    .replace(/\.\.+/g, '.')
    .slice(0, 60);
  return `${clean || 'benchmark'}-${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

export function benchmarkPath(name: string): string {
  return `benchmarks/${benchmarkSlug(name)}/index.html`;
}

function csp(script: string | null): string {
  return [
    "default-src 'none'",
    script === null ? "script-src 'none'" : `script-src '${sha256(script)}'`,
    `style-src '${sha256(STYLE)}'`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

function head(title: string, script: string | null): string {
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

const day = (iso: string) => iso.slice(0, 10);

/** The index: one row per benchmark, newest run first in its span. */
export function renderIndex(benchmarks: readonly DashboardData[], title = DEFAULT_SITE_TITLE): string {
  const rows = benchmarks.map((b) => {
    const first = b.runs[0];
    const last = b.runs[b.runs.length - 1];
    const lastStates = b.groups
      .map((g) => {
        const s = g.series[b.metrics[0]?.key ?? ''] ?? [];
        const p = s[s.length - 1];
        return p && p[0] === b.runs.length - 1 ? p[5] : null;
      })
      .filter((s) => s !== null);
    const worry = lastStates.filter((s) => s !== 'ok').length;
    return (
      `<tr><th scope="row"><a href="${escapeHtml(benchmarkPath(b.benchmark))}">${text(b.benchmark)}</a></th>` +
      `<td class="num">${b.runs.length}</td><td>${first ? day(first.started_at) : ''}</td><td>${last ? day(last.started_at) : ''}</td>` +
      `<td class="num">${b.groups.length}</td>` +
      `<td>${worry === 0 ? 'every group streamed' : `${worry} group(s) buffered, mixed or failing`}</td></tr>`
    );
  });
  return `${head(title, null)}
<body>
<header><h1>${text(title)}</h1>
<p class="note">Every benchmark in the history, each the runs of one <code>artifact-name</code>. A page per benchmark
trends each provider and prompt over its runs.</p></header>
<main>
${
  benchmarks.length === 0
    ? '<p class="note">The history holds no runs yet.</p>'
    : `<table class="index"><caption>Benchmarks</caption><thead><tr><th scope="col">benchmark</th><th scope="col">runs</th>
<th scope="col">first run</th><th scope="col">latest run</th><th scope="col">provider × prompt</th><th scope="col">in the latest run</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody></table>`
}
</main>
</body>
</html>
`;
}

function options(values: readonly string[], all: string): string {
  return [
    `<option value="">${all}</option>`,
    ...values.map((v) => `<option value="${text(v)}">${text(v)}</option>`),
  ].join('');
}

/** One benchmark's page. */
export function renderBenchmarkPage(data: DashboardData, script: string): string {
  const providers = [...new Set(data.groups.map((g) => g.provider))];
  const prompts = [...new Set(data.groups.map((g) => g.prompt))];
  const metricOptions = [
    '<option value="">every figure</option>',
    ...data.metrics.map((m) => `<option value="${text(m.key)}">${text(m.label)}</option>`),
  ].join('');
  const first = data.runs[0];
  const last = data.runs[data.runs.length - 1];
  return `${head(data.title, script)}
<body>
<header>
<p class="crumb"><a href="../../index.html">All benchmarks</a></p>
<h1>${text(data.title)}</h1>
<p class="note">${data.runs.length} run(s)${first && last ? ` from ${text(first.started_at)} to ${text(last.started_at)}` : ''}, ${data.groups.length} provider × prompt.
One panel per provider and prompt, one chart per figure; the x axis is the run’s start time.</p>
<noscript><p class="note">The charts and their tables need JavaScript (the page loads nothing from the network).</p></noscript>
<form id="filters" class="filters" aria-label="Filters">
<label>Provider <select id="f-provider">${options(providers, 'every provider')}</select></label>
<label>Prompt <select id="f-prompt">${options(prompts, 'every prompt')}</select></label>
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
${data.groups.some((g) => g.served_changes) ? SERVED_LEGEND : ''}${data.metrics.some((m) => m.kind === 'stage') ? LOAD_LEGEND : ''}</div>
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

/** The per-stage charts' marks; only on pages of histories with load runs. */
const SERVED_LEGEND = `<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><path d="M7 1V13" class="served-change"/></svg> the provider served another model or fingerprint</span>\n`;
const LOAD_LEGEND = `<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><path d="M7 1L13 7L7 13L1 7Z" class="smark-key buffered"/></svg> stage buffering: some of its responses buffered</span>
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><rect x="2.5" y="2.5" width="9" height="9" class="smark-key limited"/></svg> stage generator-limited: the client could not keep its schedule</span>
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><path d="M7 2L12 11L2 11Z" class="smark-key short"/></svg> stage short of its offered load: its figures are of a lighter load</span>
<span class="key"><svg viewBox="0 0 14 14" aria-hidden="true"><circle cx="7" cy="7" r="5" class="slo"/></svg> the slo stage (the most requests per second with the good share met)</span>
`;

/** The whole site: the index, a page per benchmark, and .nojekyll (Pages serves the files as they are). */
export function renderSite(benchmarks: readonly DashboardData[], opts: SiteOptions): SiteFile[] {
  return [
    { path: 'index.html', text: renderIndex(benchmarks, opts.title) },
    ...benchmarks.map((b) => ({ path: benchmarkPath(b.benchmark), text: renderBenchmarkPage(b, opts.script) })),
    { path: '.nojekyll', text: '' },
  ];
}

const STYLE = `
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
