import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { analyze } from '../../src/analyze/index.ts';
import type { Flag, Results } from '../../src/analyze/types.ts';
import { parseConfig } from '../../src/config/read.ts';
import { runBenchmark, type RunOutcome } from '../../src/run/engine.ts';
import { HTML_FILE } from '../../src/run/files.ts';
import { publish } from '../../src/run/publish.ts';
import { readTraces } from '../../src/run/traces.ts';
import { groupFlags, leadSentence, ranking } from '../../src/report/sentences.ts';
import { sanitizeText } from '../../src/report/format.ts';
import { renderHtmlReport } from '../../src/report/html.ts';
import type { Trace } from '../../src/trace.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { browserOrSkip, CHROMIUM } from '../support/browser.ts';

// report.html in a real browser: two runs against the built-in simulator
// (the first is the second's history), the report opened from a file:// URL
// in Debian's Chromium driven by playwright-core. Skipped, saying why, where
// either is missing (a user's machine); .ci/run installs both.

const EVIL_MODEL = '<script>alert(1)</script>';
const { playwright, skip } = await browserOrSkip('test/browser/report.test.ts');

/** Every kind of response the report must draw distinctly: streamed, buffered, late start, empty, refused, hostile, coarse. */
function config(baseUrl: string, steadyIntervalMs: number): string {
  return `defaults:
  repetitions: 3
  warmup: 1
  concurrency: 3
  max_tokens: 64
  timeout: { headers: 10, idle: 5, total: 30 }
# The page is under test here, not the machine: on a loaded runner the client's own stalls
# (test/integration/client-stall.test.ts) would take rates out of the groups this test draws.
analysis: { max_client_stall_ms: 10000 }
parallel_providers: 8
providers:
  - { id: steady, api: openai-chat, base_url: "${baseUrl}", model: "steady:tokens=30,interval_ms=${steadyIntervalMs}" }
  - { id: buffering-proxy, api: openai-chat, base_url: "${baseUrl}", model: "burst:tokens=30,delay_ms=300" }
  - { id: slow-start, api: openai-chat, base_url: "${baseUrl}", model: "role-keepalive:delay_ms=300,keepalive_ms=50,tokens=20,interval_ms=15" }
  - { id: empty-answer, api: openai-chat, base_url: "${baseUrl}", model: empty }
  - { id: rate-limited, api: openai-chat, base_url: "${baseUrl}", model: http-429 }
  - { id: hostile, api: openai-chat, base_url: "${baseUrl}", model: ${JSON.stringify(EVIL_MODEL)} }
  - { id: proxy-coarse, api: openai-chat, base_url: "${baseUrl}", model: "coarse:tokens=60,ttft_ms=50,interval_ms=5,per_write=10" }
prompts:
  - { id: haiku, prompt: Write a haiku about rain. }
`;
}

// A skipped test (not just an empty suite), so the runner's summary counts it as skipped.
if (skip) test('report.html in Chromium', { skip }, () => {});
else
  describe('report.html in Chromium', { timeout: 180_000 }, () => {
    let sim: Simulator;
    let work: string;
    let shots: string;
    let current: RunOutcome;
    let reportFile: string;
    type Pw = NonNullable<typeof playwright>;
    let context: Awaited<ReturnType<Pw['chromium']['launchPersistentContext']>>;
    let page: Awaited<ReturnType<typeof context.newPage>>;
    const consoleErrors: string[] = [];
    const requests: string[] = [];
    const dialogs: string[] = [];

    before(async () => {
      const pw = playwright as Pw;
      work = await mkdtemp(join(tmpdir(), 'sg-browser-'));
      // Kept after the test: the screenshot is for a person to look at.
      shots = await mkdtemp(join(tmpdir(), 'sg-report-shots-'));
      sim = await startSimulator({ port: 0 });
      const run = (dir: string, interval: number) =>
        runBenchmark({
          loaded: parseConfig(config(sim.url, interval), 'browser.yml', {}),
          outDir: join(work, dir),
          env: {},
        });
      const previous = await run('previous', 10);
      const steadyP50 = (r: RunOutcome) =>
        r.results.groups.find((g) => g.provider === 'steady')?.post_first_content_tps?.p50 ?? null;
      // The same matrix with the steady provider at half its speed.
      current = await run('current', 20);
      const results: Results = (current.results as { comparisons?: unknown }).comparisons
        ? current.results
        : ({
            ...current.results,
            // Until the engine compares runs itself: one entry shaped as results.json carries it.
            comparisons: [
              {
                provider: 'steady',
                prompt: 'haiku',
                metric: 'post_first_content_tps',
                baseline_p50: steadyP50(previous),
                current_p50: steadyP50(current),
                delta_pct: -50,
                ci_low_pct: -53,
                ci_high_pct: -47,
                verdict: 'slower',
                baseline_n: 3,
                current_n: 3,
                baseline_runs: 1,
              },
            ],
          } as Results);
      await publish(current.files, { results, traces: current.traces }, { history: [previous.results] });
      reportFile = join(current.files.dir, HTML_FILE);
      await copyFile(reportFile, join(shots, 'report.html'));

      context = await pw.chromium.launchPersistentContext(join(work, 'profile'), {
        executablePath: CHROMIUM,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
        viewport: { width: 1280, height: 900 },
      });
      page = context.pages()[0] ?? (await context.newPage());
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') consoleErrors.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      context.on('request', (r) => requests.push(r.url()));
      await page.goto(pathToFileURL(reportFile).href);
      await page.waitForSelector('html[data-rendered="true"]');
    });

    after(async () => {
      await context?.close();
      await sim?.close();
      if (work) await rm(work, { recursive: true, force: true });
    });

    test('the page loads nothing, logs no error and runs no injected script', () => {
      assert.deepEqual(requests, [pathToFileURL(reportFile).href]);
      assert.deepEqual(consoleErrors, []);
      assert.deepEqual(dialogs, []);
    });

    test('a hostile model name and error body show as text', async () => {
      const cell = page.locator('#overview td', { hasText: EVIL_MODEL });
      assert.equal(await cell.count(), 1);
      assert.equal(await cell.textContent(), EVIL_MODEL);
      assert.equal(await page.locator('body script').count(), 2, 'only the page’s own two script blocks');
    });

    test('one distribution per metric, a row per group, marks only where the figure exists', async () => {
      const groups = current.results.groups;
      const measured = current.results.requests.filter((r) => !r.warmup);
      const count = (o: string) => measured.filter((r) => r.outcome === o).length;
      for (const metric of ['ttft_ms', 'post_first_content_tps', 'end_to_end_tps']) {
        const fig = page.locator(`#dist-${metric}`);
        const plots = fig.locator('svg.dist-plot');
        assert.equal(await plots.count(), groups.length, metric);
        for (let i = 0; i < groups.length; i++) {
          const box = await plots.nth(i).boundingBox();
          assert.ok(box && box.width > 300 && box.height > 10, `${metric} row ${i}: ${JSON.stringify(box)}`);
        }
        const streamedMarks = await fig.locator('.mark.streamed').count();
        const bufferedMarks = await fig.locator('.mark.buffered').count();
        // Buffered responses never enter the TTFT or post-first-content distribution; failed ones enter none.
        assert.equal(streamedMarks, count('streamed'), metric);
        assert.equal(bufferedMarks, metric === 'end_to_end_tps' ? count('buffered') : 0, metric);
        const ticks = (await fig.locator('.dist-axis text').allTextContents()).map((t) => Number(t.replace(/,/g, '')));
        assert.ok(ticks.length >= 3 && ticks.every((t, i) => i === 0 || t > (ticks[i - 1] as number)), `${ticks}`);
      }
      const box = await page.locator('#dist-end_to_end_tps .mark.buffered').first().boundingBox();
      assert.ok(box && box.width > 3 && box.height > 3);
    });

    test('the buffered burst is one content read at the end, beside a real stream', async () => {
      const burst = page.locator('.tl-row[data-id="buffering-proxy/haiku/1"] svg.timeline');
      const stream = page.locator('.tl-row[data-id="steady/haiku/1"] svg.timeline');
      assert.equal(await burst.getAttribute('data-content-reads'), '1');
      assert.equal(await burst.locator('rect.cr').count(), 1);
      assert.ok(Number(await stream.getAttribute('data-content-reads')) >= 20);
      assert.equal(await stream.locator('rect.cr').count(), Number(await stream.getAttribute('data-content-reads')));
      const burstBox = await burst.boundingBox();
      assert.ok(burstBox && burstBox.width > 300 && burstBox.height > 15, JSON.stringify(burstBox));
      const bar = await burst.locator('rect.cr').boundingBox();
      const end = await burst.locator('line.end').boundingBox();
      const dispatch = await burst.locator('line.dispatch').boundingBox();
      const firstStreamBar = await stream.locator('rect.cr').first().boundingBox();
      assert.ok(bar && end && dispatch && firstStreamBar);
      // All of it arrived at the end: the one bar sits on the end marker, far from dispatch, and stands taller than a streamed read.
      assert.ok(Math.abs(bar.x + bar.width / 2 - (end.x + end.width / 2)) < 6, `${bar.x} vs ${end.x}`);
      assert.ok(bar.x - dispatch.x > 100);
      assert.ok(bar.height > firstStreamBar.height * 1.5, `${bar.height} vs ${firstStreamBar.height}`);
      // A failed request ends in a cross, not a bar.
      const failed = page.locator('.tl-row[data-id="rate-limited/haiku/1"] svg.timeline');
      assert.equal(await failed.locator('path.error').count(), 1);
      assert.equal(await failed.locator('rect.cr').count(), 0);
    });

    test('stream timing: a row per streamed group, an ITL distribution per group, coarse requests marked', async () => {
      const groups = current.results.groups;
      const streamedGroups = groups.filter((g) => g.streamed > 0);
      assert.equal(await page.locator('#stream-timing table.timing tbody tr').count(), streamedGroups.length);
      assert.equal(await page.locator('#stream-timing ul.meanings li').count(), 6); // TTST, TPOT, decode, ITL, max gap, chunking (fluidity only with targets)
      const withItl = groups.filter((g) => g.itl_ms !== null);
      assert.ok(withItl.length >= 2);
      const plots = page.locator('#dist-itl svg.itl-plot');
      assert.equal(await plots.count(), withItl.length);
      for (let i = 0; i < withItl.length; i++) {
        const box = await plots.nth(i).locator('rect.box').boundingBox();
        const p99 = await plots.nth(i).locator('line.p99').boundingBox();
        assert.ok(box && box.width >= 1 && box.height > 10, `itl row ${i}: ${JSON.stringify(box)}`);
        assert.ok(p99 && p99.height > 10);
      }
      // The coarse group: 10 tokens a read, so its ITL row says so and each of its timelines is marked.
      const gi = groups.findIndex((g) => g.provider === 'proxy-coarse');
      assert.equal(groups[gi]!.coarse, groups[gi]!.streamed);
      assert.match((await page.locator(`#dist-itl .itl-row[data-group="${gi}"]`).textContent()) ?? '', /3 coarse/);
      const coarse = page.locator('.tl-row[data-id="proxy-coarse/haiku/1"]');
      assert.equal(await coarse.locator('.badge.b-coarse').count(), 1);
      const svg = coarse.locator('svg.timeline');
      assert.equal(await svg.getAttribute('data-chunking'), 'coarse');
      const slack = await svg.locator('rect.coarse-slack').boundingBox();
      const first = await svg.locator('path.first-content').boundingBox();
      assert.ok(slack && first && slack.width > 2, JSON.stringify(slack));
      // The band ends at first content: the read interval before it, where the first read's tokens were generated.
      assert.ok(
        Math.abs(slack.x + slack.width - (first.x + first.width / 2)) < 3,
        `${slack.x}+${slack.width} vs ${first.x}`,
      );
      const steady = page.locator('.tl-row[data-id="steady/haiku/1"]');
      assert.equal(await steady.locator('.badge.b-coarse').count(), 0);
      assert.equal(await steady.locator('rect.coarse-slack').count(), 0);
    });

    test('a request on a new connection is marked as such, with its phases; a reused one is not', async () => {
      const rows = page.locator('.tl-row');
      const byId = new Map(current.results.requests.map((r) => [r.id, r]));
      let fresh = 0;
      let reused = 0;
      for (let i = 0; i < (await rows.count()); i++) {
        const row = rows.nth(i);
        const r = byId.get((await row.getAttribute('data-id')) ?? '');
        if (!r || r.new_connection === null) continue;
        const badge = row.locator('.badge.b-newconn');
        assert.equal(await badge.count(), r.new_connection ? 1 : 0, r.id);
        if (r.new_connection) {
          fresh++;
          assert.match((await badge.getAttribute('title')) ?? '', /includes TCP [\d.]+ ms/);
        } else reused++;
      }
      assert.ok(fresh >= 1 && reused >= 1, `rows on new connections ${fresh}, on reused ${reused}`);
    });

    test('each row on its own time scale, on request', async () => {
      const burst = page.locator('.tl-row[data-id="buffering-proxy/haiku/1"] svg.timeline');
      const shared = (await burst.locator('rect.cr').boundingBox()) as { x: number };
      await page.locator('#tl-shared').uncheck();
      const svg = (await burst.boundingBox()) as { x: number; width: number };
      const own = (await burst.locator('rect.cr').boundingBox()) as { x: number };
      // On its own scale the burst's one read sits at the right end of its row.
      assert.ok(own.x > svg.x + svg.width * 0.95, `${own.x} in ${svg.x}+${svg.width}`);
      assert.ok(own.x > shared.x);
      await page.locator('#tl-shared').check();
      const back = (await burst.locator('rect.cr').boundingBox()) as { x: number };
      assert.ok(Math.abs(back.x - shared.x) < 1);
    });

    test('trends over the history with the regression verdict', async () => {
      // Three charts per group with a figure in some run; a group that always failed gets one line instead.
      const withFigures = current.results.groups.filter((g) => g.streamed + g.buffered > 0).length;
      assert.equal(await page.locator('#trends svg.trend').count(), withFigures * 3);
      const gi = current.results.groups.findIndex((g) => g.provider === 'steady');
      const steady = page.locator(
        `#trends .trend-row[data-group="${gi}"] svg.trend[data-metric="post_first_content_tps"]`,
      );
      assert.equal(await steady.locator('circle.pt').count(), 2, 'the previous run and this one');
      const box = await steady.boundingBox();
      assert.ok(box && box.width > 100 && box.height > 30);
      const verdict = page.locator('#trends .trend-cell .verdict.v-slower');
      assert.equal(await verdict.count(), 1);
      assert.ok(await verdict.isVisible());
    });

    test('the lead sentence, the ranking places and the grouped flagged list, as the results hold them', async () => {
      const results = current.results;
      const lead = page.locator('#lead');
      assert.ok(await lead.isVisible());
      assert.equal(await lead.textContent(), leadSentence(results, sanitizeText));
      for (const key of ['post_first_content_tps', 'end_to_end_tps', 'ttft_ms'] as const) {
        const table = page.locator(`#rank-${key} table.ranking[data-figure="${key}"]`);
        assert.ok(await table.isVisible(), key);
        const expected = ranking(results.groups, key)
          .rows.filter((r) => r.place !== null)
          .map((r) => [r.place, r.g.provider]);
        const places = await table.locator('tbody tr td:nth-child(1)').allTextContents();
        const providers = await table.locator('tbody tr td:nth-child(2)').allTextContents();
        const shown = places.map((p, i) => [p, providers[i]]);
        assert.deepEqual(shown.slice(0, expected.length), expected, key);
        assert.ok(expected.length >= 2, `${key}: at least two groups ranked`);
      }
      const groups = groupFlags(results.flagged);
      const items = page.locator('#flagged li.flag');
      assert.equal(await items.count(), groups.length, 'one entry per provider, prompt and reason');
      assert.ok(groups.length < results.flagged.length, 'fewer entries than flags');
      for (const [i, g] of groups.entries()) {
        const item = items.nth(i);
        const many = `${g.ids.length} request${g.ids.length === 1 ? '' : 's'}`;
        assert.match((await item.textContent()) ?? '', new RegExp(` ${g.provider} / ${g.prompt}, ${many} \\(`));
        assert.deepEqual(await item.locator('a').allTextContents(), g.ids);
      }
      await page.locator('#rank-post_first_content_tps').screenshot({ path: join(shots, 'rankings.png') });
    });

    test('a flagged entry navigates to its timeline', async () => {
      const link = page.locator('#flagged a', { hasText: 'buffering-proxy/haiku/2' });
      const href = await link.getAttribute('href');
      assert.match(href ?? '', /^#req-\d+$/);
      await link.click();
      // The page's own globals, as expressions: the project's TypeScript has no DOM types.
      await page.waitForFunction(`location.hash === ${JSON.stringify(href)}`);
      const row = page.locator(href as string);
      assert.equal(await row.getAttribute('data-id'), 'buffering-proxy/haiku/2');
      const inView = `(() => { const r = document.querySelector(${JSON.stringify(href)}).getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight; })()`;
      await page.waitForFunction(inView);
      // The browser scrolls to the anchor before the page's hashchange handler runs: wait for the highlight it adds.
      await page.waitForFunction(`document.querySelector(${JSON.stringify(href)}).classList.contains('hl')`);
      assert.match((await row.getAttribute('class')) ?? '', /\bhl\b/);
      assert.equal(await row.locator('svg.timeline').getAttribute('data-content-reads'), '1');
      await page.screenshot({ path: join(shots, 'flagged-click.png') });
    });

    test('a link to a request outside the sample shows its row', async () => {
      const index = current.results.requests.findIndex((r) => r.id === 'buffering-proxy/haiku/warmup-1');
      assert.ok(index >= 0);
      const row = page.locator(`#req-${index}`);
      assert.equal(await row.count(), 0, 'warmups are not in the sample');
      await page.evaluate(`location.hash = '#req-${index}'`);
      await row.waitFor();
      assert.equal(await row.getAttribute('data-id'), 'buffering-proxy/haiku/warmup-1');
      assert.equal(await row.locator('svg.timeline').getAttribute('data-content-reads'), '1');
      assert.ok(await row.isVisible());
    });

    test('“show all” adds the rest of a group, warmups included', async () => {
      const group = page.locator('.tl-group', { has: page.locator('.tl-row[data-id="steady/haiku/1"]') });
      const before = await group.locator('.tl-row').count();
      await group.locator('button.more').click();
      assert.equal(await group.locator('.tl-row').count(), before + 1);
      assert.equal(await group.locator('button.more').isVisible(), false, 'nothing left to show');
      assert.equal(await group.locator('.tl-row[data-id="steady/haiku/warmup-1"] svg.timeline').count(), 1);
    });

    let big3000: Promise<{ traces: Trace[]; results: Results; full: string }> | undefined;
    /**
     * 3,000 requests (the run's traces repeated) analysed, and their report
     * with every timeline: built once, read by the two tests below.
     */
    function threeThousand() {
      big3000 ??= (async () => {
        const base = await readTraces(current.files.traces);
        const traces: Trace[] = [];
        for (let k = 0; k < Math.ceil(3000 / base.length); k++)
          for (const t of base) traces.push({ ...t, id: `${t.id}#${k}`, rep: k * 100 + t.rep });
        const results = analyze(traces, current.results.analysis, current.results.run);
        return { traces, results, full: renderHtmlReport(results, traces, { timelinesPerGroup: 10_000 }) };
      })();
      return big3000;
    }

    test('3,000 requests: the page opens with a sample of rows and reaches any flagged one', async () => {
      const { traces, results, full } = await threeThousand();
      const file = join(work, 'big.html');
      // Every request on the page (past the default sample cap): rows are built on demand.
      await writeFile(file, full);
      const big = await context.newPage();
      const errors: string[] = [];
      big.on('pageerror', (e) => errors.push(e.message));
      try {
        await big.goto(pathToFileURL(file).href);
        await big.waitForSelector('html[data-rendered="true"]');
        const rows = await big.locator('.tl-row').count();
        assert.ok(rows < 600, `${rows} rows built at first for ${traces.length} requests`);
        const last = results.flagged.at(-1) as Flag;
        const link = big.locator(`#flagged a[href="#req-${results.requests.findIndex((r) => r.id === last.id)}"]`);
        const row = big.locator(`.tl-row[data-id="${last.id}"]`);
        assert.equal(await row.count(), 0, 'past the sample: built on demand');
        // Its group (provider, prompt, reason) folds the ids past the first 20.
        const href = `a[href="#req-${results.requests.findIndex((r) => r.id === last.id)}"]`;
        await big
          .locator('#flagged li.flag', { has: big.locator(href) })
          .locator('details.more-flags > summary')
          .click();
        await link.click();
        await row.locator('svg.timeline').waitFor();
        assert.ok(await row.isVisible());
        assert.deepEqual(errors, []);
      } finally {
        await big.close();
      }
    });

    test('past report.timelines_per_group: a sample of timelines, distributions over every request', async () => {
      const { traces, results, full } = await threeThousand();
      const cap = 40;
      const html = renderHtmlReport(results, traces, { timelinesPerGroup: cap });
      assert.ok(html.length * 5 < full.length, `sampled ${html.length} bytes, every timeline ${full.length}`);
      const file = join(work, 'sampled.html');
      await writeFile(file, html);
      const big = await context.newPage();
      const errors: string[] = [];
      big.on('pageerror', (e) => errors.push(e.message));
      try {
        await big.goto(pathToFileURL(file).href);
        await big.waitForSelector('html[data-rendered="true"]');
        const note = await big.locator('#timelines-sampled').textContent();
        assert.match(
          note ?? '',
          new RegExp(`holds the timelines of [\\d,]+ of ${traces.length.toLocaleString('en-US')} requests`),
        );
        const steady = results.groups.findIndex((g) => g.provider === 'steady');
        const row = big.locator(`#dist-end_to_end_tps .dist-row[data-group="${steady}"]`);
        assert.ok((await row.locator('rect.bin').count()) > 0, 'bars of the binned distribution');
        const n = results.groups[steady]!.n_end_to_end;
        assert.equal(((await row.locator('.dist-stats .n').textContent()) ?? '').trim(), `n=${n}`);
        const block = big.locator(`.tl-group[data-group="${steady}"]`);
        assert.match((await block.locator('.note').first().textContent()) ?? '', /this page holds 40 of them/);
        // "show all" lists the embedded rows only.
        await block.locator('button.more').click();
        assert.equal(await block.locator('.tl-row').count(), cap);
        assert.deepEqual(errors, []);
      } finally {
        await big.close();
      }
    });

    test('a full-page screenshot for a person to look at', async (t) => {
      await page.evaluate('window.scrollTo(0, 0)');
      const file = join(shots, 'report.png');
      await page.screenshot({ path: file, fullPage: true });
      assert.ok(existsSync(file));
      t.diagnostic(`report.html and its screenshots in ${shots}`);
      process.stderr.write(`test/browser/report.test.ts: report.html and its screenshots in ${shots}\n`);
    });
  });
