import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runNode } from './lib/child.ts';
import { SimProcess } from './lib/sim-process.ts';
import { CHROMIUM } from '../test/support/browser.ts';

// Memory and time after the run at growing request counts (docs/scale.md):
// each size runs in a fresh process against the simulator process, then is
// re-analyzed in another; report.html is opened in Chromium when it is
// installed. Figures are given as ratios to the smallest size, which is what
// holds across machines: the post-run path should cost the same per trace,
// and the peak RSS and report.html should not grow with the count.

const CHILD = fileURLToPath(new URL('./scale-child.ts', import.meta.url));

export interface ScaleCase {
  sizes: number[];
  concurrency: number;
  model: string;
  /** Skip opening report.html in Chromium (openMs null): --quick, where the pages section already opens one. */
  noOpen?: boolean;
}

export interface ScaleRow {
  requests: number;
  errors: number;
  clientStalled: number;
  runPeakMib: number;
  totalPeakMib: number;
  reanalyzePeakMib: number;
  postRunMs: number;
  postRunCpuMsPerTrace: number;
  reanalyzeMs: number;
  /** V8 heap (used + external) high-water mark after the last trace, and during reanalyze: what of the peak RSS is the JS heap. */
  postRunHeapPeakMib: number | null;
  reanalyzeHeapPeakMib: number | null;
  htmlBytes: number;
  traceBytes: number;
  /** Navigation to the page's drawn state, ms; null without Chromium. */
  openMs: number | null;
}

export interface ScaleResult {
  concurrency: number;
  model: string;
  rows: ScaleRow[];
}

const json = (stdout: string) => JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, number>;

async function openMs(file: string): Promise<number | null> {
  if (!existsSync(CHROMIUM)) return null;
  let pw: typeof import('playwright-core');
  try {
    pw = await import('playwright-core');
  } catch {
    return null;
  }
  const browser = await pw.chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const t0 = performance.now();
    await page.goto(pathToFileURL(file).href);
    // The page's script sets data-rendered once its charts, timelines and trends are drawn.
    await page.waitForSelector('html[data-rendered="true"]', { timeout: 120_000 });
    return performance.now() - t0;
  } finally {
    await browser.close();
  }
}

/** Runs every size against a simulator process of its own, without a write log (see sim-child.ts). */
export async function scale(c: ScaleCase, progress: (s: string) => void): Promise<ScaleResult> {
  const sim = await SimProcess.start(15_000, { recordWrites: false });
  try {
    return await scaleAgainst(sim, c, progress);
  } finally {
    await sim.close();
  }
}

async function scaleAgainst(sim: SimProcess, c: ScaleCase, progress: (s: string) => void): Promise<ScaleResult> {
  const rows: ScaleRow[] = [];
  for (const n of c.sizes) {
    const dir = await mkdtemp(join(tmpdir(), 'sg-bench-scale-'));
    try {
      const run = await runNode([CHILD, 'run', sim.url, c.model, String(n), String(c.concurrency), dir], {
        timeoutMs: 3 * 3600_000,
      });
      if (run.code !== 0)
        throw new Error(`scale run of ${n} failed (${run.code ?? run.signal}): ${run.stderr.slice(-2000)}`);
      const r = json(run.stdout);
      const re = await runNode([CHILD, 'reanalyze', dir], { timeoutMs: 3600_000 });
      if (re.code !== 0)
        throw new Error(`reanalyze of ${n} failed (${re.code ?? re.signal}): ${re.stderr.slice(-2000)}`);
      const a = json(re.stdout);
      const row: ScaleRow = {
        requests: r.requests!,
        errors: r.errors!,
        clientStalled: r.clientStalled!,
        runPeakMib: r.runPeakKb! / 1024,
        totalPeakMib: r.totalPeakKb! / 1024,
        reanalyzePeakMib: a.peakKb! / 1024,
        postRunMs: r.postRunMs!,
        postRunCpuMsPerTrace: r.postRunCpuMs! / r.requests!,
        reanalyzeMs: a.ms!,
        postRunHeapPeakMib: r.postRunHeapPeakMib ?? null,
        reanalyzeHeapPeakMib: a.heapPeakMib ?? null,
        htmlBytes: r.htmlBytes!,
        traceBytes: r.traceBytes!,
        openMs: c.noOpen === true ? null : await openMs(join(dir, 'report.html')),
      };
      rows.push(row);
      progress(
        `  scale: ${n} requests: run peak ${row.totalPeakMib.toFixed(0)} MiB (${row.runPeakMib.toFixed(0)} at the last trace), ` +
          `reanalyze ${row.reanalyzePeakMib.toFixed(0)} MiB (JS heap peaks: ${row.postRunHeapPeakMib?.toFixed(0)} after the run, ${row.reanalyzeHeapPeakMib?.toFixed(0)} in reanalyze), post-run ${(row.postRunMs / 1000).toFixed(1)} s, ` +
          `report.html ${(row.htmlBytes / 1e6).toFixed(1)} MB${row.openMs === null ? '' : `, opens in ${(row.openMs / 1000).toFixed(2)} s`}`,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return { concurrency: c.concurrency, model: c.model, rows };
}

/** The table of docs/scale.md: absolute figures, then each as a ratio to the smallest size. */
export function scaleMarkdown(s: ScaleResult): string {
  const base = s.rows[0];
  if (base === undefined) return '';
  const ratio = (x: number, b: number) => (b > 0 ? `${(x / b).toFixed(2)}x` : 'n/a');
  const lines = [
    `Scale: ${s.model}, ${s.concurrency} streams (each size in a fresh process; reanalyze in another)`,
    '',
    '| requests | run peak RSS | reanalyze peak RSS | post-run CPU / trace | report.html | opens in Chromium | client-stalled |',
    '|---|---|---|---|---|---|---|',
    ...s.rows.map(
      (r) =>
        `| ${r.requests.toLocaleString('en-US')} | ${r.totalPeakMib.toFixed(0)} MiB (${ratio(r.totalPeakMib, base.totalPeakMib)}) ` +
        `| ${r.reanalyzePeakMib.toFixed(0)} MiB (${ratio(r.reanalyzePeakMib, base.reanalyzePeakMib)}) ` +
        `| ${r.postRunCpuMsPerTrace.toFixed(2)} ms (${ratio(r.postRunCpuMsPerTrace, base.postRunCpuMsPerTrace)}) ` +
        `| ${(r.htmlBytes / 1e6).toFixed(1)} MB (${ratio(r.htmlBytes, base.htmlBytes)}) ` +
        `| ${r.openMs === null ? 'n/a' : `${(r.openMs / 1000).toFixed(2)} s`} | ${r.clientStalled} |`,
    ),
  ];
  // Post-run CPU per trace at the largest size against 10,000 requests: the same per trace at any count (issue 25: within 1.2x).
  const ten = s.rows.find((r) => r.requests === 10_000);
  const last = s.rows.at(-1)!;
  if (ten !== undefined && last.requests > ten.requests)
    lines.push(
      '',
      `Post-run CPU per trace at ${last.requests.toLocaleString('en-US')} requests: ${ratio(last.postRunCpuMsPerTrace, ten.postRunCpuMsPerTrace)} of 10,000's.`,
    );
  return lines.join('\n') + '\n';
}
