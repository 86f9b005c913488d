import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { parseConfig } from '../../src/config/read.ts';
import { runBenchmark, type RunOutcome } from '../../src/run/engine.ts';
import { startSimulator, type Simulator } from '../../src/sim/server.ts';
import { browserOrSkip, CHROMIUM } from '../support/browser.ts';

// report.html's load section in Chromium: a concurrency sweep over the
// capacity-limited simulator, its curves drawn with one point per stage and
// the SLO line, under the page's CSP (no console error, no violation).

const { playwright, skip } = await browserOrSkip('test/browser/load-report.test.ts');

if (skip) test('load report in Chromium', { skip }, () => {});
else
  describe('load report in Chromium', { timeout: 120_000 }, () => {
    let sim: Simulator;
    let work: string;
    let outcome: RunOutcome;
    let browser: Awaited<ReturnType<NonNullable<typeof playwright>['chromium']['launch']>>;

    before(async () => {
      sim = await startSimulator({ port: 0 });
      work = await mkdtemp(join(tmpdir(), 'sg-load-browser-'));
      // The page is under test, not the machine: a busy machine's client stalls would withhold a
      // stage's TPOT and so a point (seen under two busy loops).
      const yaml = `analysis: { max_client_stall_ms: 10000 }
providers:
  - { id: gpu, api: openai-chat, base_url: "${sim.url}", model: "capacity:tokens=12,slots=2,step_ms=20,step_per_stream_ms=10" }
prompts:
  - { id: chat, synthetic: { input_tokens: 64, output_tokens: 12 } }
load:
  duration_s: 1.2
  sweep: { over: concurrency, values: [1, 2, 4] }
  slo: { ttft_ms: 200 }
`;
      outcome = await runBenchmark({ loaded: parseConfig(yaml, 'load.yml', {}), outDir: join(work, 'out'), env: {} });
      // One browser for both tests, started after the run so its start-up
      // takes no CPU from the stages being measured.
      browser = await playwright!.chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu'],
      });
    });
    after(async () => {
      await browser?.close();
      await sim.close();
      await rm(work, { recursive: true, force: true });
    });

    it('draws TTFT and TPOT against throughput, one point per stage and series, and the SLO', async () => {
      const page = await browser.newPage();
      try {
        const errors: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto(pathToFileURL(join(outcome.files.dir, 'report.html')).href);
        const pair = page.locator('#load .load-pair[data-provider="gpu"][data-prompt="chat"]');
        assert.equal(await pair.count(), 1);
        assert.equal(await pair.locator('table.stages tbody tr').count(), 3);
        const ttft = pair.locator('svg.curve[data-metric="ttft_ms"]');
        const tpot = pair.locator('svg.curve[data-metric="tpot_ms"]');
        assert.equal(await ttft.locator('circle.point.p50').count(), 3);
        assert.equal(await ttft.locator('circle.point.p99').count(), 3);
        assert.equal(await tpot.locator('circle.point.p50').count(), 3);
        assert.equal(await ttft.locator('line.slo').count(), 1);
        assert.equal(await tpot.locator('line.slo').count(), 0, 'no tpot_ms in the slo');
        // Past the two slots TTFT climbs: the c=4 point sits above (smaller y) the c=1 point.
        const cy = async (stage: number) =>
          Number(await ttft.locator(`circle.point.p50[data-stage="${stage}"]`).getAttribute('cy'));
        assert.ok((await cy(2)) < (await cy(0)), `c=4 at y ${await cy(2)}, c=1 at y ${await cy(0)}`);
        // The SLO line at 200 ms lies between them.
        const sloY = Number(await ttft.locator('line.slo').getAttribute('y1'));
        assert.ok(sloY > (await cy(2)) && sloY < (await cy(0)), `slo at y ${sloY}`);
        const box = await ttft.boundingBox();
        assert.ok(box && box.width > 200 && box.height > 100, `curve drawn at ${JSON.stringify(box)}`);
        assert.match(await pair.locator('p.finding').first().innerText(), /^Saturation: /);
        assert.deepEqual(errors, []);
      } finally {
        await page.close();
      }
    });

    it('at 1280x800 the first screen holds the stage table and saturation line; each p50 point names its stage', async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      try {
        // Everything is in the static page: a missing element fails at once, naming itself.
        page.setDefaultTimeout(5000);
        await page.goto(pathToFileURL(join(outcome.files.dir, 'report.html')).href);
        const table = await page.locator('header #load table.stages').boundingBox();
        const saturation = await page.locator('header #load p.finding').first().boundingBox();
        assert.ok(table && table.y + table.height <= 800, `stage table at ${JSON.stringify(table)}`);
        assert.ok(saturation && saturation.y + saturation.height <= 800, `saturation at ${JSON.stringify(saturation)}`);
        // The counts come first, the cards (labelled pooled) after.
        const counts = await page.locator('#counts').boundingBox();
        const cards = await page.locator('header .cards').boundingBox();
        assert.ok(counts && table && cards && counts.y < table.y && table.y < cards.y);
        assert.match(await page.locator('#cards').innerText(), /^Pooled over all 3 stages \(c=1 to c=4\)/);
        const labels = page.locator('svg.curve[data-metric="ttft_ms"] text.point-label');
        // A stage a busy machine kept short of its load says so after its label.
        assert.deepEqual(
          (await labels.allTextContents()).map((t) => t.replace(/ \(not reached\)$/, '')),
          ['c=1', 'c=2', 'c=4'],
        );
        for (const box of await Promise.all((await labels.all()).map((l) => l.boundingBox())))
          assert.ok(box && box.width > 5, 'each label drawn');
      } finally {
        await page.close();
      }
    });
  });
