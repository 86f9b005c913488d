import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Locator } from 'playwright-core';
import { withComparisons } from '../../src/analyze/compare.ts';
import type { ComparisonVerdict, Results } from '../../src/analyze/types.ts';
import { formatNumber } from '../../src/report/format.ts';
import { renderHtmlReport } from '../../src/report/html.ts';
import { FLAG_REASON, METRIC, COMPARED_KEYS, PAGE_COLOUR, VERDICT, VERDICT_OTHER } from '../../src/report/labels.ts';
import { PROVIDERS, syntheticRun } from '../unit/synthetic-runs.ts';
import { browserOrSkip, CHROMIUM } from '../support/browser.ts';

// report.html's script draws with labels.ts's words and colours: the page
// compiled from src/report/browser/report.ts, opened in Chromium, shows each
// verdict, flag badge and metric as the tables say, in the tables' colours
// (the style sheet's and the SVG's), and a verdict the code does not know in
// its own words. Two seeded synthetic runs, analysed by the real analyze():
// the baseline, and a run in which one provider stopped streaming.

const { playwright, skip } = await browserOrSkip('test/browser/report-labels.test.ts');

/** `#2563eb` as the browser's computed `rgb(37, 99, 235)`. */
function rgb(hex: string): string {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const n = Number.parseInt(full.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

/** The browser's computed style of the element (this file is checked with Node's types, so the page's globals by name). */
type Css = { getComputedStyle(e: unknown): Record<string, string> };
const computed = (loc: Locator, prop: string): Promise<string> =>
  loc.evaluate((e, p) => (globalThis as unknown as Css).getComputedStyle(e)[p] as string, prop);

const VERDICTS = [...Object.keys(VERDICT), 'some_newer_verdict'] as ComparisonVerdict[];

/** The current run: beta buffered, every comparison given a verdict in turn (one this code does not know among them), two requests flagged. */
function runs(): { base: Results; current: Results } {
  const base = syntheticRun(21, '2026-02-01T00:00:00Z');
  const buffered = PROVIDERS.map((p) => (p.id === 'beta' ? { ...p, buffered: true } : p));
  const compared = withComparisons(syntheticRun(22, '2026-02-02T00:00:00Z', { providers: buffered }), [base]);
  const comparisons = (compared.comparisons ?? []).map((c, i) => ({
    ...c,
    verdict: VERDICTS[i % VERDICTS.length] as ComparisonVerdict,
  }));
  const alpha = compared.requests.filter((r) => r.provider === 'alpha' && r.prompt === 'short' && !r.warmup);
  const requests = compared.requests.map((r) =>
    r === alpha[0]
      ? { ...r, implausible: true }
      : r === alpha[1]
        ? { ...r, chunking: 'coarse' as const, tokens_per_content_read: 12 }
        : r,
  );
  return { base, current: { ...compared, comparisons, requests } };
}

if (skip) test('report.html labels in Chromium', { skip }, () => {});
else
  describe('report.html labels and colours in Chromium', { timeout: 120_000 }, () => {
    let work: string;
    let current: Results;
    let browser: Awaited<ReturnType<NonNullable<typeof playwright>['chromium']['launch']>>;
    let page: Awaited<ReturnType<typeof browser.newPage>>;
    const errors: string[] = [];

    before(async () => {
      const made = runs();
      current = made.current;
      work = await mkdtemp(join(tmpdir(), 'sg-report-labels-'));
      const file = join(work, 'report.html');
      await writeFile(file, renderHtmlReport(current, [], { history: [made.base] }));
      browser = await playwright!.chromium.launch({
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu'],
      });
      page = await browser.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(pathToFileURL(file).href);
      await page.waitForSelector('html[data-rendered="true"]');
    });
    after(async () => {
      await browser?.close();
      if (work) await rm(work, { recursive: true, force: true });
    });

    test('the script runs under the page policy without an error', () => {
      assert.deepEqual(errors, []);
    });

    test('each trend verdict in its table words, class and colours; an unknown one in its own words', async () => {
      const comparisons = current.comparisons ?? [];
      assert.ok(comparisons.length >= VERDICTS.length, `${comparisons.length} comparisons`);
      for (const c of comparisons) {
        const gi = current.groups.findIndex((g) => g.provider === c.provider && g.prompt === c.prompt);
        const m = COMPARED_KEYS.indexOf(c.metric);
        const badge = page.locator(`#trends .trend-row[data-group="${gi}"] .trend-cell`).nth(m).locator('span.verdict');
        const known = Object.hasOwn(VERDICT, c.verdict) ? VERDICT[c.verdict] : null;
        const want = known ?? { ...VERDICT_OTHER, label: c.verdict.replace(/_/g, ' ') };
        const where = `${c.provider}/${c.prompt}/${c.metric} ${c.verdict}`;
        assert.equal(await badge.textContent(), want.label, where);
        assert.equal(await badge.getAttribute('class'), `verdict ${want.className}`, where);
        const style = { background: await computed(badge, 'backgroundColor'), color: await computed(badge, 'color') };
        assert.deepEqual(style, { background: rgb(want.page.background), color: rgb(want.page.color) }, where);
      }
      const heads = await page.locator('#trends .trend-head > div').allTextContents();
      // No run of this history checked answers: no column for the pass rate (a share).
      const drawn = COMPARED_KEYS.filter((k) => !METRIC[k].share);
      assert.deepEqual(heads, ['group', ...drawn.map((k) => `${METRIC[k].label}, p50 per run`)]);
    });

    test('flag badges on the timelines say and colour what FLAG_REASON says', async () => {
      const alpha = current.requests.filter((r) => r.provider === 'alpha' && r.prompt === 'short' && !r.warmup);
      const implausible = page.locator(`.tl-row[data-id="${alpha[0]!.id}"] .badge.${FLAG_REASON.implausible.badge}`);
      assert.equal(await implausible.textContent(), FLAG_REASON.implausible.label);
      assert.equal(await computed(implausible, 'backgroundColor'), rgb(PAGE_COLOUR.implausible));
      const coarse = page.locator(`.tl-row[data-id="${alpha[1]!.id}"] .badge.${FLAG_REASON.coarse.badge}`);
      assert.equal(await coarse.textContent(), `${FLAG_REASON.coarse.label} · ${formatNumber(12)} tok/read`);
      assert.equal(await computed(coarse, 'backgroundColor'), rgb(PAGE_COLOUR.coarse));
      // The other rows carry neither.
      assert.equal(await page.locator(`.badge.${FLAG_REASON.implausible.badge}`).count(), 1);
      assert.equal(await page.locator('.tl-row .badge.b-coarse').count(), 1);
    });

    test('marks in the colours the keys and the style sheet show', async () => {
      const fig = page.locator('#dist-end_to_end_tps');
      const streamed = fig.locator('circle.mark.streamed').first();
      const buffered = fig.locator('path.mark.buffered').first();
      assert.equal(await streamed.getAttribute('fill'), PAGE_COLOUR.streamed);
      // beta arrived buffered: its end-to-end rates are drawn as diamonds, in the buffered colour.
      assert.ok((await fig.locator('path.mark.buffered').count()) > 0, 'buffered marks drawn');
      assert.equal(await buffered.getAttribute('stroke'), PAGE_COLOUR.buffered);
      const keys = {
        streamed: await computed(page.locator('.key.k-streamed').first(), 'color'),
        buffered: await computed(page.locator('.key.k-buffered').first(), 'color'),
        first: await computed(page.locator('.key.k-first').first(), 'color'),
      };
      assert.deepEqual(keys, {
        streamed: rgb(PAGE_COLOUR.streamed),
        buffered: rgb(PAGE_COLOUR.buffered),
        first: rgb(PAGE_COLOUR.ok),
      });
      const trend = page.locator('#trends svg.trend path').first();
      assert.equal(await trend.getAttribute('stroke'), PAGE_COLOUR.streamed);
      for (const k of COMPARED_KEYS.filter((x) => !METRIC[x].share))
        assert.equal(await page.locator(`#dist-${k} figcaption`).textContent(), METRIC[k].title, k);
    });
  });
