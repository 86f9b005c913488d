import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyze } from '../src/analyze/index.ts';
import { withComparisons } from '../src/analyze/compare.ts';
import type { GroupResult, Results } from '../src/analyze/types.ts';
import { parseConfig } from '../src/config/read.ts';
import { buildSite, writeSite } from '../src/dashboard/site.ts';
import { addToHistory } from '../src/history/history.ts';
import { localFolderStore } from '../src/history/store.ts';
import { renderHtmlReport } from '../src/report/html.ts';
import { runBenchmark } from '../src/run/engine.ts';
import { readTraces } from '../src/run/traces.ts';
import { startSimulator } from '../src/sim/server.ts';
import type { Trace } from '../src/trace.ts';
import { syntheticRun, type SyntheticProvider } from '../test/unit/synthetic-runs.ts';
import { median } from './lib/stats.ts';

// How fast the pages open in Debian's Chromium (playwright-core): the
// dashboard of a year of nightly runs (365 runs x 20 provider x prompt
// groups) beside report.html of a 3,000-request run, each opened from
// file:// in a fresh tab, `samples` times. "Open" is navigation start to the
// first animation frame after the page's script drew everything
// (`data-rendered`), as performance.now() in the page counts it.

export interface PagesCase {
  runs: number;
  /** Groups are providers x 2 prompts. */
  providers: number;
  requests: number;
  samples: number;
  /** Skip the untimed first open of each page: --quick shows the section works, its figures come from the full run. */
  noWarmup?: boolean;
}

export interface PageTiming {
  label: string;
  bytes: number;
  /** Milliseconds per sample, in order. */
  samplesMs: number[];
  medianMs: number;
  /** Node time to build the page from its input (the dashboard: history folder to site). */
  buildMs: number;
  /** The dashboard: median time until every panel was drawn (it opens with the first ones). */
  drawnMs?: number;
}

export interface PagesResult {
  runs: number;
  groups: number;
  requests: number;
  dashboard: PageTiming;
  report: PageTiming;
  /** Set instead of the figures where Chromium is missing. */
  skipped?: string;
}

const CHROMIUM = '/usr/bin/chromium';

/** A year of nightly entries: BASE distinct analysed runs, repeated a day apart with their figures scaled by a drift. */
export async function writeYear(dir: string, c: PagesCase, progress: (s: string) => void): Promise<void> {
  const providers: SyntheticProvider[] = Array.from({ length: c.providers }, (_, i) => ({
    id: `provider-${String(i + 1).padStart(2, '0')}`,
    ttftMs: 150 + 60 * i,
    intervalMs: 8 + 2 * i,
    tokens: 60,
  }));
  const base: Results[] = [];
  const BASE = Math.min(10, c.runs);
  for (let k = 0; k < BASE; k++) {
    const ps = k === 3 ? providers.map((p, i) => (i === 1 ? { ...p, buffered: true } : p)) : providers;
    const r = syntheticRun(500 + k, new Date(Date.UTC(2025, 0, 1) + k * 86_400_000).toISOString(), {
      providers: ps,
      reps: 5,
    });
    base.push(base.length > 0 ? withComparisons(r, base.slice(-3)) : r);
  }
  progress(`  pages: ${BASE} distinct runs analysed; writing ${c.runs} entries`);
  const store = localFolderStore(join(dir, 'streamgauge-history', 'nightly'));
  const scale = (g: GroupResult, f: number): GroupResult => {
    const out = structuredClone(g) as unknown as Record<string, unknown>;
    for (const k of ['ttft_ms', 'post_first_content_tps', 'end_to_end_tps']) {
      const s = out[k] as Record<string, number> | null;
      if (s) for (const q of Object.keys(s)) s[q] = (s[q] as number) * f;
      const ci = out[`${k}_ci`] as { low: number; high: number } | null;
      if (ci) {
        ci.low *= f;
        ci.high *= f;
      }
    }
    return out as unknown as GroupResult;
  };
  for (let night = 0; night < c.runs; night++) {
    const src = base[night % BASE] as Results;
    const at = new Date(Date.UTC(2025, 0, 1, 3) + night * 86_400_000).toISOString();
    const f = 1 + 0.2 * Math.sin(night / 30);
    const r: Results = {
      ...src,
      run: {
        ...src.run,
        started_at: at,
        finished_at: at,
        ci: {
          provider: 'github',
          run_id: String(1_000_000 + night),
          run_attempt: 1,
          sha: 'f'.repeat(40),
          ref: 'refs/heads/main',
          repository: 'acme/bench',
        },
      },
      // The requests are not read by the dashboard: leave them out, as a smaller history file would.
      requests: [],
      groups: src.groups.map((g) => scale(g, f)),
    };
    await addToHistory(store, r, { maxEntries: 100_000 });
  }
}

async function reportPage(dir: string, requests: number): Promise<{ file: string; buildMs: number }> {
  const sim = await startSimulator({ port: 0 });
  try {
    const url = sim.url;
    const config = `defaults: { repetitions: 5, warmup: 1, concurrency: 5, max_tokens: 64, timeout: { headers: 10, idle: 5, total: 30 } }
parallel_providers: 6
providers:
  - { id: steady, api: openai-chat, base_url: "${url}", model: "steady:tokens=30,interval_ms=5" }
  - { id: buffering-proxy, api: openai-chat, base_url: "${url}", model: "burst:tokens=30,delay_ms=50" }
  - { id: slow-start, api: openai-chat, base_url: "${url}", model: "role-keepalive:delay_ms=50,keepalive_ms=10,tokens=20,interval_ms=5" }
  - { id: rate-limited, api: openai-chat, base_url: "${url}", model: http-429 }
prompts:
  - { id: haiku, prompt: Write a haiku about rain. }
`;
    const outcome = await runBenchmark({
      loaded: parseConfig(config, 'pages.yml', {}),
      outDir: join(dir, 'run'),
      env: {},
    });
    const base = await readTraces(outcome.files.traces);
    const traces: Trace[] = [];
    for (let k = 0; traces.length < requests; k++)
      for (const t of base)
        if (traces.length < requests) traces.push({ ...t, id: `${t.id}#${k}`, rep: k * 100 + t.rep });
    const t0 = performance.now();
    const results = analyze(traces, outcome.results.analysis, outcome.results.run);
    const html = renderHtmlReport(results, traces);
    const buildMs = performance.now() - t0;
    const file = join(dir, 'report.html');
    await writeFile(file, html);
    return { file, buildMs };
  } finally {
    await sim.close();
  }
}

export async function pages(c: PagesCase, progress: (s: string) => void): Promise<PagesResult> {
  const groups = c.providers * 2;
  const empty = (label: string): PageTiming => ({ label, bytes: 0, samplesMs: [], medianMs: NaN, buildMs: NaN });
  const playwright = existsSync(CHROMIUM) ? await import('playwright-core').catch(() => null) : null;
  if (!playwright)
    return {
      runs: c.runs,
      groups,
      requests: c.requests,
      dashboard: empty('dashboard'),
      report: empty('report.html'),
      skipped: `${CHROMIUM} or playwright-core missing (apt-get install chromium; npm ci)`,
    };
  const dir = await mkdtemp(join(tmpdir(), 'sg-bench-pages-'));
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    await writeYear(dir, c, progress);
    const t0 = performance.now();
    const { files } = await buildSite(dir, { title: 'bench' });
    await writeSite(join(dir, 'site'), files);
    const dashBuildMs = performance.now() - t0;
    const dashFile = join(dir, 'site', 'benchmarks', 'nightly', 'index.html');
    // The dashboard draws its first panels, shows them (data-opened), then fills in the rest (src/dashboard/browser/app.ts).
    progress(
      `  pages: dashboard built in ${dashBuildMs.toFixed(0)} ms; rendering report.html of ${c.requests} requests`,
    );
    const report = await reportPage(dir, c.requests);

    /**
     * Navigation start to the second animation frame after `ready` holds (the frame that shows it has been
     * painted), and the same for every panel drawn, as performance.now() in the page counts them: an init
     * script (run by the browser, outside the page's CSP) watches the page's own flags, so no round trip
     * to the driver is counted.
     */
    const open = async (file: string, ready: 'opened' | 'rendered'): Promise<{ openMs: number; drawnMs: number }> => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.addInitScript(`(() => {
        const at = {};
        window.__sgTimes = at;
        const frames = (k) => requestAnimationFrame(() => requestAnimationFrame(() => { at[k] = performance.now(); }));
        new MutationObserver(() => {
          const d = document.documentElement ? document.documentElement.dataset : {};
          if (d.${ready} && d.${ready} !== 'false' && !('open' in at)) { at.open = null; frames('open'); }
          if (d.rendered === 'true' && !('drawn' in at)) { at.drawn = null; frames('drawn'); }
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-opened', 'data-rendered'] });
      })()`);
      try {
        await page.goto(pathToFileURL(file).href);
        await page.waitForSelector('html[data-rendered="true"]', { timeout: 60_000 });
        // Polled on the page's own frames through the driver's evaluate: waitForFunction compiles its
        // predicate inside the page, which the page's CSP (no unsafe-eval) refuses.
        const t = (await page.evaluate(`new Promise((done) => {
          const check = () => (window.__sgTimes.open > 0 && window.__sgTimes.drawn > 0 ? done(window.__sgTimes) : requestAnimationFrame(check));
          check();
        })`)) as { open: number; drawn: number };
        if (errors.length > 0) throw new Error(`${file}: ${errors.join('; ')}`);
        return { openMs: t.open, drawnMs: t.drawn };
      } finally {
        await page.close();
      }
    };
    const timing = async (label: string, file: string, buildMs: number): Promise<PageTiming> => {
      const samplesMs: number[] = [];
      return { label, bytes: (await stat(file)).size, samplesMs, medianMs: NaN, buildMs };
    };
    const dash = await timing(`dashboard, ${c.runs} runs x ${groups} groups`, dashFile, dashBuildMs);
    const rep = await timing(
      `report.html, ${c.requests.toLocaleString('en-US')} requests`,
      report.file,
      report.buildMs,
    );
    // One warm-up open each (the browser's first tab pays for its own start), then interleaved samples.
    if (c.noWarmup !== true) {
      await open(dashFile, 'opened');
      await open(report.file, 'rendered');
    }
    const drawn: number[] = [];
    for (let i = 0; i < c.samples; i++) {
      const d = await open(dashFile, 'opened');
      dash.samplesMs.push(d.openMs);
      drawn.push(d.drawnMs);
      rep.samplesMs.push((await open(report.file, 'rendered')).openMs);
    }
    dash.drawnMs = median([...drawn].sort((a, b) => a - b));
    dash.medianMs = median([...dash.samplesMs].sort((a, b) => a - b));
    rep.medianMs = median([...rep.samplesMs].sort((a, b) => a - b));
    progress(`  pages: dashboard ${dash.medianMs.toFixed(0)} ms, report.html ${rep.medianMs.toFixed(0)} ms (medians)`);
    return { runs: c.runs, groups, requests: c.requests, dashboard: dash, report: rep };
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
}
