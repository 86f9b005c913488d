import assert from 'node:assert/strict';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Comparison, Results } from '../../src/analyze/types.ts';
import { main } from '../../src/cli/main.ts';
import { renderHtmlReport } from '../../src/report/html.ts';
import { readTraces } from '../../src/run/traces.ts';
import { writeSeededHistory } from '../fixtures/dashboard-history.ts';
import { syntheticRun } from '../unit/synthetic-runs.ts';
import { browserOrSkip, CHROMIUM } from '../support/browser.ts';

// report.html's first screen (issue 22): `streamgauge demo`'s page opened in
// Chromium at 1280x800. The headline and one card per group end within the
// first 800 px, a streamed and a buffered timeline come before the long
// tables, the table of contents leads somewhere, and the model column is
// never broken mid-word. The same page with four regressions against a
// baseline says so at the top and still fits. Skipped, saying why, where
// Chromium or playwright-core is missing.

const { playwright, skip } = await browserOrSkip('test/browser/first-screen.test.ts');

const SCREEN = { width: 1280, height: 800 };

/**
 * Six nights in which alpha's TTFT only wiggles (-1.3% at most) and beta's
 * post-first-content rate halves on the last night; no intervals, so the
 * axis has only the values and the noise floor to go by.
 */
function quietNights(): Results[] {
  const wiggle = [1, 1.004, 0.995, 1.002, 0.987, 0.998];
  return wiggle.map((w, night) => {
    const r = syntheticRun(500 + night, new Date(Date.UTC(2026, 0, 1 + night, 3)).toISOString(), { reps: 4 });
    for (const g of r.groups) {
      g.ttft_ms_ci = null;
      g.post_first_content_tps_ci = null;
      if (g.provider === 'alpha' && g.ttft_ms) g.ttft_ms = { ...g.ttft_ms, p50: 400 * w };
      if (g.provider === 'beta' && g.post_first_content_tps)
        g.post_first_content_tps = { ...g.post_first_content_tps, p50: night === 5 ? 60 : 120 * w };
    }
    return r;
  });
}

/** Four "slower" verdicts of the kind `compare` writes, for the groups that have the figure. */
function withRegressions(results: Results): Results {
  const slower = results.groups
    .filter((g) => g.ttft_ms !== null)
    .slice(0, 4)
    .map(
      (g): Comparison =>
        ({
          provider: g.provider,
          prompt: g.prompt,
          metric: 'ttft_ms',
          baseline_p50: (g.ttft_ms?.p50 ?? 100) / 2,
          current_p50: g.ttft_ms?.p50 ?? 100,
          delta_pct: 100,
          ci_low_pct: 90,
          ci_high_pct: 110,
          verdict: 'slower',
          baseline_n: 3,
          current_n: 3,
          baseline_runs: 1,
        }) as unknown as Comparison,
    );
  assert.equal(slower.length, 4);
  return { ...results, comparisons: slower } as Results;
}

if (skip) test('report.html first screen in Chromium', { skip }, () => {});
else
  describe('report.html first screen in Chromium', { timeout: 180_000 }, () => {
    type Pw = NonNullable<typeof playwright>;
    let work: string;
    let browser: Awaited<ReturnType<Pw['chromium']['launch']>>;
    /** The demo's report (read-only: tests 1-4 share one page of it), the same run compared, and its results. */
    let demo: Promise<{ comparedFile: string; results: Results }>;
    let demoPage: Promise<Awaited<ReturnType<typeof open>>> | undefined;

    /**
     * `streamgauge demo` into work/demo: ~10 s of simulated streaming with
     * little CPU, so it runs while the browser starts and the dashboard test
     * (which needs no demo) runs.
     */
    async function runDemo() {
      const out = join(work, 'demo');
      const err = new PassThrough();
      let stderr = '';
      err.on('data', (c) => (stderr += c));
      const code = await main(['demo', '-o', out], { env: {}, stdout: new PassThrough(), stderr: err });
      assert.equal(code, 0, stderr);
      const results = JSON.parse(await readFile(join(out, 'results.json'), 'utf8')) as Results;
      const traces = await readTraces(join(out, 'traces.ndjson'));
      const comparedFile = join(work, 'compared.html');
      await writeFile(comparedFile, renderHtmlReport(withRegressions(results), traces));
      return { comparedFile, results };
    }

    before(async () => {
      work = await mkdtemp(join(tmpdir(), 'sg-first-screen-'));
      demo = runDemo();
      // Awaited by the tests that need it; a failure shows there, not as an unhandled rejection.
      demo.catch(() => {});
      browser = await (playwright as Pw).chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      });
    });

    after(async () => {
      await demo?.catch(() => {});
      await browser?.close();
      if (work) await rm(work, { recursive: true, force: true });
    });

    async function open(file: string) {
      const page = await browser.newPage({ viewport: SCREEN });
      await page.goto(pathToFileURL(file).href);
      await page.waitForSelector('html[data-rendered="true"]');
      return page;
    }

    /** The demo's report.html, opened once: the tests on it only read the page. */
    async function openDemo() {
      await demo;
      demoPage ??= open(join(work, 'demo', 'report.html'));
      return demoPage;
    }

    /** Where an element's box starts and ends, in px from the top of the page. */
    async function span(page: Awaited<ReturnType<typeof open>>, selector: string) {
      const box = await page.locator(selector).first().boundingBox();
      assert.ok(box, `${selector} is on the page`);
      return { top: Math.round(box.y), bottom: Math.round(box.y + box.height) };
    }

    test('the dashboard draws a -1.3% wiggle small and a halving across the chart', async () => {
      // Its own folder: the demo is writing work/demo meanwhile.
      const history = join(work, 'history');
      await writeSeededHistory(history, 'quiet', quietNights());
      const site = join(work, 'site');
      const err = new PassThrough();
      let stderr = '';
      err.on('data', (c) => (stderr += c));
      const code = await main(['dashboard', '--history', history, '-o', site], {
        env: {},
        stdout: new PassThrough(),
        stderr: err,
      });
      assert.equal(code, 0, stderr);
      const page = await open(join(site, 'benchmarks', 'quiet', 'index.html'));
      try {
        /** The points' vertical extent over the chart's height. */
        const extent = async (provider: string, metric: string) => {
          const chart = page.locator(
            `#panels section.panel[data-provider="${provider}"][data-prompt="short"] svg.trend[data-metric="${metric}"]`,
          );
          const d = (await chart.locator('.marks path.pt.ok').getAttribute('d')) ?? '';
          const ys = [...d.matchAll(/M[\d.]+ ([\d.]+)/g)].map((m) => Number(m[1]));
          const height = Number(((await chart.getAttribute('viewBox')) ?? '').split(' ')[3]);
          assert.ok(ys.length >= 6 && height > 0, d);
          return (Math.max(...ys) - Math.min(...ys)) / height;
        };
        const wiggle = await extent('alpha', 'ttft_ms');
        const halving = await extent('beta', 'post_first_content_tps');
        assert.ok(wiggle < 0.15, `alpha's -1.3% wiggle spans ${wiggle.toFixed(2)} of the chart`);
        assert.ok(halving > 0.4, `beta's halving spans ${halving.toFixed(2)} of the chart`);
      } finally {
        await page.close();
      }
    });

    test('the headline and every card end within the first 800 px', async (t) => {
      const page = await openDemo();
      const { results } = await demo;
      const headline = await span(page, '#headline');
      assert.ok(headline.bottom <= SCREEN.height, `headline ends at ${headline.bottom} px`);
      assert.match(
        (await page.locator('#lead').textContent()) ?? '',
        // Under load the client may stall through most of the demo, its rates withheld: then the lead says nothing is ranked.
        /fastest|cannot order|tied|No group can be ranked|nothing is ranked/,
      );
      const cards = page.locator('#cards .card');
      assert.equal(await cards.count(), results.groups.length, 'one card per group');
      for (let i = 0; i < results.groups.length; i++) {
        const box = await cards.nth(i).boundingBox();
        assert.ok(box && box.y + box.height <= SCREEN.height, `card ${i} ends at ${box && box.y + box.height} px`);
      }
      // A multi-million tok/s median (inflated-usage) carries its badge beside the figure, on the card.
      const max = results.analysis.max_plausible_tps;
      let over = 0;
      for (let i = 0; i < results.groups.length; i++) {
        const g = results.groups[i] as Results['groups'][number];
        const expected = [g.post_first_content_tps, g.end_to_end_tps].filter((s) => s !== null && s.p50 > max).length;
        over += expected;
        assert.equal(await cards.nth(i).locator('dd .badge.b-implausible').count(), expected, g.provider);
      }
      // The premise: the demo's inflated-usage provider gives a median past the bar. A client the
      // machine stalled has those requests' rates withheld (client_stalled), and then no median
      // is past it; only then may the demo have none.
      const stalled = results.requests.filter((r) => r.client_stalled).length;
      if (over === 0 && stalled > 0)
        t.diagnostic(`no implausible median to badge: ${stalled} request(s) measured through a client stall`);
      else assert.ok(over > 0, 'the demo has an implausible rate to badge');
      // Counts link to their detail, and the links land on something.
      for (const href of await page.locator('#counts a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        assert.ok(href && (await page.locator(href).count()) === 1, `${href} resolves`);
      }
    });

    test('a streamed and a buffered timeline come before the long tables', async () => {
      const page = await openDemo();
      const streamed = page.locator('#examples .tl-example.example-streamed');
      const buffered = page.locator('#examples .tl-example.example-buffered');
      assert.equal(await streamed.count(), 1);
      assert.equal(await buffered.count(), 1);
      assert.equal(await streamed.getAttribute('data-outcome'), 'streamed');
      assert.equal(await buffered.getAttribute('data-outcome'), 'buffered');
      // Drawn: many content reads on the streamed row, one burst on the buffered one.
      assert.ok((await streamed.locator('.tl-plot svg').count()) === 1);
      assert.ok((await buffered.locator('.tl-plot svg').count()) === 1);
      const examples = await span(page, '#examples');
      const overview = await span(page, '#overview');
      const rankings = await span(page, '#rank-post_first_content_tps');
      assert.ok(
        examples.bottom <= overview.top && examples.bottom <= rankings.top,
        JSON.stringify({ examples, overview }),
      );
      assert.match((await page.locator('#examples .note').first().textContent()) ?? '', /two rates|end-to-end/);
    });

    test('every table-of-contents link leads to a section of the page', async () => {
      const page = await openDemo();
      const hrefs = await page.locator('#toc a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert.ok(hrefs.length >= 6, hrefs.join(' '));
      for (const href of hrefs) {
        assert.ok(href?.startsWith('#'));
        assert.equal(await page.locator(`section${href}`).count(), 1, `${href} resolves to a section`);
      }
      const toc = await span(page, '#toc');
      assert.ok(toc.top < (await span(page, '#overview')).top);
    });

    test('model names are cut, never broken mid-word', async () => {
      const page = await openDemo();
      const { results } = await demo;
      const lines = await page.locator('#overview td.name').evaluateAll((tds) =>
        tds.map((td) => {
          const range = td.ownerDocument.createRange();
          range.selectNodeContents(td);
          // One line box per cell: a name wrapped mid-word would take two or more.
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
      );
      // provider, model and prompt per group.
      assert.equal(lines.length, 3 * results.groups.length);
      assert.ok(
        lines.every((n) => n === 1),
        `lines per model cell: ${lines.join(',')}`,
      );
    });

    test('with most rates withheld (a client that stalled) and four regressions, the headline and cards still fit', async () => {
      // What a busy machine once did to the demo, made certain: every trace gets a 50 ms client
      // stall at its first content (as the stall monitor records one), so reanalyzed every rate is
      // withheld, and the lead must still be a sentence, not a list of 15. A bar no stall passes
      // is not enough: stalls under STALL_FLOOR_MS are not kept, and a quiet machine has few.
      const { results } = await demo;
      const stalledIn = join(work, 'stalled-in');
      const stalledDir = join(work, 'stalled');
      await cp(join(work, 'demo'), stalledIn, { recursive: true });
      const traces = await readTraces(join(work, 'demo', 'traces.ndjson'));
      await writeFile(
        join(stalledIn, 'traces.ndjson'),
        traces
          .map((tr) =>
            JSON.stringify({
              ...tr,
              client_stalls: tr.at.first_content === null ? [] : [[tr.at.first_content, 50]],
            }),
          )
          .join('\n') + '\n',
      );
      const err = new PassThrough();
      let stderr = '';
      err.on('data', (c) => (stderr += c));
      const code = await main(['reanalyze', stalledIn, '-o', stalledDir], {
        env: {},
        stdout: new PassThrough(),
        stderr: err,
      });
      assert.equal(code, 0, stderr);
      const stalled = JSON.parse(await readFile(join(stalledDir, 'results.json'), 'utf8')) as Results;
      const streamed = stalled.requests.filter((r) => !r.warmup && r.outcome === 'streamed');
      assert.ok(streamed.length > results.groups.length, 'the demo streams');
      assert.ok(
        streamed.every((r) => r.client_stalled === true),
        'the premise: every streamed request measured through a stall',
      );
      const file = join(work, 'stalled.html');
      await writeFile(
        file,
        renderHtmlReport(withRegressions(stalled), await readTraces(join(stalledDir, 'traces.ndjson'))),
      );
      const page = await open(file);
      try {
        const lead = (await page.locator('#lead').textContent()) ?? '';
        assert.match(lead, /nothing is ranked|No group can be ranked/);
        assert.ok(lead.length < 400, `the lead is ${lead.length} characters: ${lead}`);
        const headline = await span(page, '#headline');
        const cards = await span(page, '#cards');
        assert.ok(
          headline.bottom <= SCREEN.height && cards.bottom <= SCREEN.height,
          JSON.stringify({ headline, cards }),
        );
      } finally {
        await page.close();
      }
    });

    test('four regressions against the baseline are said at the top, and the headline still fits', async () => {
      const page = await open((await demo).comparedFile);
      try {
        const said = (await page.locator('#headline').textContent()) ?? '';
        assert.match(said, /4 regressions: [^.]*TTFT ms \+100/);
        assert.equal(await page.locator('#headline a[href="#regressions"]').count(), 1);
        assert.equal(await page.locator('#regressions').count(), 1);
        const headline = await span(page, '#headline');
        const cards = await span(page, '#cards');
        assert.ok(
          headline.bottom <= SCREEN.height && cards.bottom <= SCREEN.height,
          JSON.stringify({ headline, cards }),
        );
      } finally {
        await page.close();
      }
    });
  });
