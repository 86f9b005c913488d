// The README's dashboard screenshot, from a real run of the code: NIGHTS
// nightly runs of the engine against the built-in simulator (three
// providers; one drifts slower each night, one's gateway buffers on one
// night, one's rates halve from a night on), each compared with the five
// before it by the regression check and added to a history folder as the
// Action's data branch keeps it, dated a day apart; then
// `streamgauge dashboard` builds the site and Debian's Chromium photographs
// a page.
//
//   node scripts/dashboard-screenshot.ts [--out docs/dashboard.png] [--keep DIR]
//
// Needs /usr/bin/chromium (apt-get install chromium) and the devDependencies.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { withComparisons } from '../src/analyze/compare.ts';
import type { Results } from '../src/analyze/types.ts';
import { main } from '../src/cli/main.ts';
import { parseConfig } from '../src/config/read.ts';
import { addToHistory } from '../src/history/history.ts';
import { localFolderStore } from '../src/history/store.ts';
import { runBenchmark } from '../src/run/engine.ts';
import { startSimulator } from '../src/sim/server.ts';

const NIGHTS = 24;
const SLOWER_FROM = 16;
const BUFFERED_NIGHT = 19;

const { values } = parseArgs({
  options: { out: { type: 'string', default: 'docs/dashboard.png' }, keep: { type: 'string' } },
  strict: true,
});

const work = values.keep ? resolve(values.keep) : await mkdtemp(join(tmpdir(), 'sg-dashboard-shot-'));
const sim = await startSimulator({ port: 0 });
try {
  const store = localFolderStore(join(work, 'streamgauge-history', 'nightly'));
  const done: Results[] = [];
  for (let night = 0; night < NIGHTS; night++) {
    const drift = Math.round(250 * Math.pow(1.025, night));
    const gateway =
      night === BUFFERED_NIGHT
        ? 'burst:tokens=24,delay_ms=420'
        : `noisy:tokens=24,ttft_ms=180,interval_ms=14,jitter_ms=5,seed=${night * 7 + 3}`;
    const fast = `noisy:tokens=24,ttft_ms=120,interval_ms=${night >= SLOWER_FROM ? 16 : 8},jitter_ms=3,seed=${night * 7 + 5}`;
    const config = `defaults:
  repetitions: 6
  warmup: 1
  concurrency: 3
  max_tokens: 32
  timeout: { headers: 10, idle: 10, total: 60 }
parallel_providers: 3
providers:
  - { id: drifting, api: openai-chat, base_url: "${sim.url}", model: "noisy:tokens=24,ttft_ms=${drift},interval_ms=12,jitter_ms=4,seed=${night * 7 + 1}" }
  - { id: gateway, api: anthropic, base_url: "${sim.url}", model: "${gateway}" }
  - { id: fast, api: openai-chat, base_url: "${sim.url}", model: "${fast}" }
prompts:
  - { id: haiku, prompt: Write a haiku about rain. }
`;
    const outcome = await runBenchmark({
      loaded: parseConfig(config, 'nightly.yml', {}),
      outDir: join(work, 'runs', String(night)),
      env: {},
    });
    // Dated a day apart at 03:17 UTC, with the provenance a nightly job on GitHub Actions records.
    const at = new Date(Date.UTC(2026, 0, 1, 3, 17) + night * 86_400_000).toISOString();
    const run: Results = {
      ...outcome.results,
      run: {
        ...outcome.results.run,
        started_at: at,
        finished_at: at,
        ci: {
          provider: 'github',
          run_id: String(12_000_000 + night),
          run_attempt: 1,
          sha: (night + 1).toString(16).padStart(40, 'c'),
          ref: 'refs/heads/main',
          repository: 'acme/llm-bench',
          server_url: 'https://github.com',
        },
      },
    };
    const compared = done.length > 0 ? withComparisons(run, done.slice(-5)) : run;
    done.push(compared);
    await addToHistory(store, compared);
    process.stderr.write(`night ${night + 1}/${NIGHTS} added\n`);
  }
} finally {
  await sim.close();
}

const site = join(work, 'site');
const code = await main(['dashboard', '--history', work, '-o', site, '--title', 'acme/llm-bench'], {
  env: {},
  stdout: process.stdout,
  stderr: process.stderr,
});
if (code !== 0) process.exit(code);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 1000 }, deviceScaleFactor: 1 });
  await page.goto(`${pathToFileURL(join(site, 'benchmarks', 'nightly', 'index.html')).href}`);
  await page.waitForSelector('html[data-rendered="true"]');
  // Hover the gateway's buffered night on its end-to-end chart, so the picture shows a tooltip too.
  const mark = page.locator(
    'section.panel[data-provider="gateway"] svg.trend[data-metric="end_to_end_tps"] .pt.buffered',
  );
  const box = await mark.boundingBox();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.screenshot({ path: resolve(values.out), fullPage: true });
  process.stderr.write(`wrote ${resolve(values.out)}\n`);
} finally {
  await browser.close();
  if (!values.keep) await rm(work, { recursive: true, force: true });
}
