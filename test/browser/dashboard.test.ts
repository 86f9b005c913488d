import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import type { Results } from '../../src/analyze/types.ts';
import { main } from '../../src/cli/main.ts';
import {
  BUFFERED_NIGHT,
  nightStartedAt,
  REPOSITORY,
  RUN_ID_BASE,
  seededNights,
  STEP_AT,
  writeSeededHistory,
} from '../fixtures/dashboard-history.ts';
import {
  BUFFERING_NIGHT,
  LIMITED_NIGHT,
  LOAD_FROM,
  loadNights,
  SLO_FROM,
  STAGE_LABELS,
} from '../fixtures/dashboard-load-history.ts';
import { browserOrSkip, CHROMIUM } from '../support/browser.ts';

// The dashboard in a real browser: a seeded history (a drift, a step
// regression, one buffering night) written as the Action's data branch
// keeps it, the site built by the real CLI, every page opened from file://
// in Debian's Chromium driven by playwright-core. Skipped, saying why, where
// either is missing; .ci/run installs both.

const EVIL = '<img src=x onerror=alert(1)>';
const DAY_MS = 86_400_000;
const FP_BEFORE = 'fp_44709d6fcb';
const FP_AFTER = 'fp_0ba0d124f1';

const { playwright, skip } = await browserOrSkip('test/browser/dashboard.test.ts');

function io() {
  const out = new PassThrough();
  const err = new PassThrough();
  let stdout = '';
  let stderr = '';
  out.on('data', (c) => (stdout += c));
  err.on('data', (c) => (stderr += c));
  return { io: { env: {}, stdout: out, stderr: err }, text: () => ({ stdout, stderr }) };
}

if (skip) test('the dashboard in Chromium', { skip }, () => {});
else
  describe('the dashboard in Chromium', { timeout: 180_000 }, () => {
    type Pw = NonNullable<typeof playwright>;
    let work: string;
    let site: string;
    let nights: Results[];
    let load: Results[];
    let context: Awaited<ReturnType<Pw['chromium']['launchPersistentContext']>>;
    let page: Awaited<ReturnType<typeof context.newPage>>;
    let pageUrl: string;
    const consoleErrors: string[] = [];
    const requests: string[] = [];
    const dialogs: string[] = [];

    const servedNight = () => nights.length - 3;
    const panels = () => page.locator('#panels section.panel');
    const chartOf = (provider: string, prompt: string, metric: string) =>
      page.locator(
        `#panels section.panel[data-provider="${provider}"][data-prompt="${prompt}"] svg.trend[data-metric="${metric}"]`,
      );
    const hash = () => page.evaluate('location.hash') as Promise<string>;
    /** The runs a chart marks, in drawing order: normal points are one path listing its runs in data-runs. */
    const runsMarked = (chart: ReturnType<typeof chartOf>) =>
      chart
        .locator('.marks .pt')
        .evaluateAll((els) =>
          els.flatMap((e) => (e.getAttribute('data-runs') ?? e.getAttribute('data-run') ?? '').split(' ').map(Number)),
        );
    /**
     * Resolves when `expr` holds, checked on each of the page's frames. Not waitForFunction: it compiles
     * its predicate inside the page, which the page's CSP (no unsafe-eval) refuses.
     */
    const until = (expr: string) =>
      page.evaluate(
        `new Promise((done) => { const f = () => ((${expr}) ? done(true) : requestAnimationFrame(f)); f(); })`,
      );

    before(async () => {
      work = await mkdtemp(join(tmpdir(), 'sg-dashboard-'));
      nights = seededNights();
      // alpha / short: the provider moved to another fingerprint three nights before the last.
      for (const [i, r] of nights.entries())
        for (const g of r.groups)
          if (g.provider === 'alpha' && g.prompt === 'short')
            g.served_models = [{ model: 'gpt-4o', fingerprint: i < servedNight() ? FP_BEFORE : FP_AFTER, n: g.n }];
      await writeSeededHistory(work, 'nightly', nights);
      // A second benchmark whose names are hostile: they must stay text.
      const evil = structuredClone(nights[0] as Results);
      for (const g of evil.groups) g.provider = `${EVIL}${g.provider}`;
      await writeSeededHistory(work, 'hostile', [evil]);
      // A third with load runs: saturation and per-stage figures from night LOAD_FROM on.
      load = loadNights(9, 3);
      await writeSeededHistory(work, 'load', load);
      site = join(work, 'site');
      const cli = io();
      const code = await main(['dashboard', '--history', work, '-o', site, '--title', 'Acme nightly'], cli.io);
      assert.equal(code, 0, cli.text().stderr);
      assert.match(cli.text().stdout, /3 benchmark\(s\), 50 run\(s\)/);

      const pw = playwright as Pw;
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
      // In through the index, as a reader would.
      await page.goto(pathToFileURL(join(site, 'index.html')).href);
      await page.locator('table.index a', { hasText: 'nightly' }).click();
      await page.waitForSelector('html[data-rendered="true"]');
      pageUrl = page.url().replace(/#.*$/, '');
      assert.equal(pageUrl, pathToFileURL(join(site, 'benchmarks', 'nightly', 'index.html')).href);
    });

    after(async () => {
      await context?.close();
      if (work) await rm(work, { recursive: true, force: true });
    });

    test('a panel per provider x prompt, a chart per figure, every run a mark', async () => {
      const groups = (nights.at(-1) as Results).groups;
      assert.equal(await panels().count(), groups.length);
      // TTFT, TTFA, post-first-content, end-to-end, decode rate and TPOT.
      assert.equal(await page.locator('#panels svg.trend').count(), groups.length * 6);
      const alpha = chartOf('alpha', 'short', 'end_to_end_tps');
      assert.deepEqual(
        (await runsMarked(alpha)).sort((a, b) => a - b),
        nights.map((_, i) => i),
        'every run marked once',
      );
      const box = await alpha.boundingBox();
      assert.ok(box && box.width > 300 && box.height > 80, JSON.stringify(box));
      assert.equal(await alpha.locator('path.band').count(), 1, 'an interval band');
      // Marks run left to right in time: the dots' path moves to each point in run order.
      const d = (await alpha.locator('.marks path.pt.ok').getAttribute('d')) ?? '';
      const xs = [...d.matchAll(/M([\d.]+) /g)].map((m) => Number(m[1]));
      assert.equal(xs.length, nights.length);
      assert.ok(
        xs.every((x, i) => i === 0 || x > (xs[i - 1] as number)),
        'x is the run time',
      );
    });

    test('the buffering night is marked, never drawn as a normal point', async () => {
      for (const prompt of ['short', 'long']) {
        for (const metric of ['ttft_ms', 'post_first_content_tps']) {
          const c = chartOf('gamma', prompt, metric);
          const marks = c.locator('.pt.buffered');
          assert.equal(await marks.count(), 1, `${prompt} ${metric}`);
          assert.equal(await marks.getAttribute('data-run'), String(BUFFERED_NIGHT));
          assert.match(
            (await marks.getAttribute('class')) ?? '',
            /\bnofig\b/,
            'figure withheld: marked below the axis',
          );
          const ok = c.locator('.pt.ok');
          assert.ok(!((await ok.getAttribute('data-runs')) ?? '').split(' ').includes(String(BUFFERED_NIGHT)));
          // Below every plotted point.
          const below = (await marks.boundingBox()) as { y: number };
          const dots = (await ok.boundingBox()) as { y: number; height: number };
          assert.ok(dots.y + dots.height < below.y, `${prompt} ${metric}`);
        }
        // End to end has a figure for a buffered response: drawn at its value, as a buffered mark.
        const e2e = chartOf('gamma', prompt, 'end_to_end_tps').locator('.pt.buffered');
        assert.equal(await e2e.count(), 1);
        assert.doesNotMatch((await e2e.getAttribute('class')) ?? '', /\bnofig\b/);
      }
      // No other provider had a buffered night.
      assert.equal(await page.locator('#panels section.panel:not([data-provider="gamma"]) .pt.buffered').count(), 0);
    });

    test('regression verdicts are ringed where the check gave them', async () => {
      const c = chartOf('beta', 'short', 'post_first_content_tps');
      const slower = nights
        .map((r, i) => ({
          i,
          c: r.comparisons?.find(
            (x) => x.provider === 'beta' && x.prompt === 'short' && x.metric === 'post_first_content_tps',
          ),
        }))
        .filter((x) => x.c?.verdict === 'slower')
        .map((x) => String(x.i));
      assert.ok(slower.includes(String(STEP_AT)), `the step night is a slower verdict: ${slower}`);
      const ringed = await c
        .locator('circle.verdict.slower')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-run')));
      assert.deepEqual(ringed, slower);
    });

    test('hover shows the point with its interval and n; a click names the run and its artifact', async () => {
      const c = chartOf('beta', 'long', 'post_first_content_tps');
      const mark = c.locator(`circle.verdict[data-run="${STEP_AT}"]`);
      await c.scrollIntoViewIfNeeded();
      const box = (await mark.boundingBox()) as { x: number; y: number; width: number; height: number };
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      const tip = page.locator('#tip');
      await tip.waitFor({ state: 'visible' });
      const text = (await tip.textContent()) ?? '';
      assert.match(text, new RegExp(nightStartedAt(STEP_AT).slice(0, 10)));
      assert.match(text, /n=6\b/);
      assert.match(text, /\[[\d.,]+–[\d.,]+\]/, 'the interval');
      assert.match(text, /regression check: slower/);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const detail = page.locator('#detail');
      await detail.waitFor({ state: 'visible' });
      assert.equal(
        await detail.locator('a.run-link').getAttribute('href'),
        `https://github.com/${REPOSITORY}/actions/runs/${RUN_ID_BASE + STEP_AT}/attempts/1`,
      );
      assert.equal(await detail.locator('code.artifact').textContent(), 'nightly-attempt-1');
      await page.mouse.move(0, 0);
    });

    test('filters narrow the page and live in the hash', async () => {
      await page.selectOption('#f-provider', 'gamma');
      assert.equal(await panels().count(), 2);
      assert.equal(await hash(), '#provider=gamma');
      await page.selectOption('#f-metric', 'end_to_end_tps');
      assert.equal(await page.locator('#panels svg.trend').count(), 2);
      await page.locator('#w-30d').check();
      assert.equal(await hash(), '#provider=gamma&metric=end_to_end_tps&window=30d');
      const newest = Date.parse(nightStartedAt(nights.length - 1));
      const inWindow = nights.filter((r) => Date.parse(r.run.started_at) >= newest - 30 * DAY_MS).length;
      assert.ok(inWindow < nights.length);
      assert.equal((await runsMarked(chartOf('gamma', 'short', 'end_to_end_tps'))).length, inWindow);
      await page.selectOption('#f-prompt', 'long');
      assert.equal(await panels().count(), 1);
      // Back undoes the last filter.
      await page.goBack();
      await until(`document.querySelectorAll('#panels section.panel').length === 2`);
      assert.equal(await page.locator('#f-prompt').inputValue(), '');
    });

    test('the hash round-trips: a link shows what its sender saw', async () => {
      const link = `${pageUrl}#provider=beta&prompt=short&metric=post_first_content_tps&window=90d`;
      await page.goto('about:blank');
      await page.goto(link);
      await page.waitForSelector('html[data-rendered="true"]');
      assert.equal(await panels().count(), 1);
      assert.equal(await page.locator('#panels svg.trend').count(), 1);
      assert.equal(await page.locator('#f-provider').inputValue(), 'beta');
      assert.equal(await page.locator('#f-prompt').inputValue(), 'short');
      assert.equal(await page.locator('#f-metric').inputValue(), 'post_first_content_tps');
      assert.equal(await page.locator('#w-90d').isChecked(), true);
      // Typed into the address bar: the page follows.
      await page.evaluate(`location.hash = '#provider=alpha'`);
      await until(`document.querySelectorAll('#panels section.panel').length === 2`);
      assert.equal(await page.locator('#f-metric').inputValue(), '');
      // Nonsense in the hash falls back to the defaults instead of an empty page.
      await page.evaluate(`location.hash = '#provider=nobody&window=7y'`);
      await until(`document.querySelectorAll('#panels section.panel').length === 6`);
      assert.equal(await page.locator('#w-all').isChecked(), true);
    });

    test('keyboard only: a chart takes focus, arrows step, Enter opens; the table is the text view', async () => {
      await page.goto(`${pageUrl}#provider=gamma&prompt=short&metric=ttft_ms`);
      await page.waitForSelector('html[data-rendered="true"]');
      // Tab from the top reaches the chart after the links and controls.
      await page.locator('body').focus();
      let reached = false;
      for (let i = 0; i < 20 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = (await page.evaluate(`document.activeElement?.getAttribute('data-metric')`)) === 'ttft_ms';
      }
      assert.ok(reached, 'the chart is in the tab order');
      assert.ok(await page.locator('#tip').isVisible());
      assert.match(
        (await page.locator('#tip').textContent()) ?? '',
        new RegExp(nightStartedAt(nights.length - 1).slice(0, 10)),
      );
      for (let k = 0; k < nights.length - 1 - BUFFERED_NIGHT; k++) await page.keyboard.press('ArrowLeft');
      assert.match((await page.locator('#tip').textContent()) ?? '', /withheld: buffered/);
      await page.keyboard.press('Enter');
      assert.equal(await page.locator('#detail').getAttribute('data-run'), String(BUFFERED_NIGHT));
      // The table view: every run of the window, newest first, the buffered night said in words.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(`document.activeElement?.tagName`), 'SUMMARY');
      await page.keyboard.press('Enter');
      const rows = page.locator('#panels table.values tbody tr');
      await rows.first().waitFor();
      assert.equal(await rows.count(), nights.length);
      const night = page.locator(`#panels table.values tr[data-run="${BUFFERED_NIGHT}"]`);
      assert.match((await night.textContent()) ?? '', /n\/a.*buffered/);
      assert.equal(
        await night.locator('a').getAttribute('href'),
        `https://github.com/${REPOSITORY}/actions/runs/${RUN_ID_BASE + BUFFERED_NIGHT}/attempts/1`,
      );
    });

    test('a night the provider served another fingerprint: a dashed rule naming both, and its row says it', async () => {
      await page.goto('about:blank');
      await page.goto(`${pageUrl}#provider=alpha&prompt=short`);
      await page.waitForSelector('html[data-rendered="true"]');
      const changed = `served model changed: gpt-4o ${FP_BEFORE} → gpt-4o ${FP_AFTER}`;
      const charts = page.locator('#panels svg.trend');
      const n = await charts.count();
      assert.ok(n >= 5, `${n} charts`);
      for (let i = 0; i < n; i++) {
        const chart = charts.nth(i);
        const rule = chart.locator('line.served-change');
        assert.equal(await rule.count(), 1, `one rule on chart ${i}`);
        assert.equal(await rule.getAttribute('data-run'), String(servedNight()));
        assert.equal(await rule.locator('title').textContent(), changed);
        // At the night's x: where the dots' path draws that run (each dot's path starts a radius, 2.6, left of it).
        const dots = chart.locator('.marks path.pt.ok');
        const runs = ((await dots.getAttribute('data-runs')) ?? '').split(' ').map(Number);
        const xs = [...((await dots.getAttribute('d')) ?? '').matchAll(/M([\d.]+) /g)].map((m) => Number(m[1]));
        const x = xs[runs.indexOf(servedNight())];
        assert.ok(x !== undefined && Math.abs(Number(await rule.getAttribute('x1')) - (x + 2.6)) < 0.2, `x ${x}`);
        assert.match(
          await rule.evaluate(
            (e) =>
              (globalThis as unknown as { getComputedStyle(e: unknown): { strokeDasharray: string } }).getComputedStyle(
                e,
              ).strokeDasharray,
          ),
          /3/,
        );
      }
      assert.match((await page.locator('.legend').textContent()) ?? '', /served another model or fingerprint/);
      // No other group changed: no rule elsewhere.
      await page.goto(`${pageUrl}#provider=beta`);
      await until(`document.querySelectorAll('#panels section.panel[data-provider="alpha"]').length === 0`);
      assert.equal(await page.locator('#panels line.served-change').count(), 0);
      // The table: the night's row lists the change; no other row does.
      await page.goto(`${pageUrl}#provider=alpha&prompt=short&metric=ttft_ms`);
      await until(`document.querySelectorAll('#panels section.panel[data-provider="beta"]').length === 0`);
      await page.locator('#panels section.panel summary').first().click();
      const rows = page.locator('#panels table.values tbody tr');
      await rows.first().waitFor();
      assert.equal(await rows.count(), nights.length);
      for (let i = 0; i < (await rows.count()); i++) {
        const row = rows.nth(i);
        const text = (await row.textContent()) ?? '';
        if ((await row.getAttribute('data-run')) === String(servedNight())) assert.ok(text.includes(changed), text);
        else assert.ok(!text.includes('served model changed'), text);
      }
    });

    test('hostile names stay text, on the index and on their page', async () => {
      await page.goto(pathToFileURL(join(site, 'index.html')).href);
      assert.equal(await page.locator('table.index tbody tr').count(), 3);
      await page.locator('table.index a', { hasText: 'hostile' }).click();
      await page.waitForSelector('html[data-rendered="true"]');
      const h = page.locator('#panels h2 .prov').first();
      assert.ok(((await h.textContent()) ?? '').startsWith(EVIL));
      assert.equal(await page.locator('img').count(), 0);
      const html = await readFile(join(site, 'benchmarks', 'hostile', 'index.html'), 'utf8');
      assert.ok(!html.includes(EVIL), 'escaped in the file as well');
    });

    test('a history without load runs has no load chart and no load legend', async () => {
      await page.goto(pageUrl);
      await page.waitForSelector('html[data-rendered="true"]');
      assert.equal(await page.locator('#panels .stage-chart').count(), 0);
      assert.equal(await page.locator('#panels svg.trend[data-metric^="saturation."]').count(), 0);
      assert.doesNotMatch((await page.locator('.legend').textContent()) ?? '', /generator-limited/);
      assert.equal(await page.locator('#f-metric option').count(), 7);
    });

    test('load runs: saturation and per-stage charts, one line per stage, limited and buffering stages marked', async () => {
      const loadUrl = pathToFileURL(join(site, 'benchmarks', 'load', 'index.html')).href;
      await page.goto(loadUrl);
      await page.waitForSelector('html[data-rendered="true"]');
      const groups = (load.at(-1) as Results).groups;
      // Six group figures (TTFA among them), two saturation figures, five per-stage figures, per panel.
      assert.equal(await page.locator('#panels svg.trend').count(), groups.length * 13);
      assert.equal(await page.locator('#panels .stage-chart').count(), groups.length * 5);
      assert.match((await page.locator('.legend').textContent()) ?? '', /generator-limited/);
      const loadRuns = load.map((_, i) => i).filter((i) => i >= LOAD_FROM);
      for (const metric of ['saturation.max_output_token_throughput', 'saturation.max_request_throughput']) {
        const sat = chartOf('alpha', 'short', metric);
        assert.deepEqual(
          [...(await runsMarked(sat))].sort((a, b) => a - b),
          loadRuns,
          `${metric}: a point per load run, none before`,
        );
      }
      // The best stage buffered on the buffering night: the saturation point is a mixed mark, not a dot.
      const sat = chartOf('beta', 'long', 'saturation.max_output_token_throughput');
      assert.equal(await sat.locator('.pt.mixed').getAttribute('data-run'), String(BUFFERING_NIGHT));
      for (const [provider, prompt] of groups.map((g) => [g.provider, g.prompt] as const)) {
        const c = chartOf(provider, prompt, 'stages.output_token_throughput');
        assert.deepEqual(
          await c.locator('path.sline').evaluateAll((els) => els.map((e) => e.getAttribute('data-stage'))),
          STAGE_LABELS,
        );
        const limited = c.locator('.smark.limited');
        assert.equal(await limited.count(), 1);
        assert.equal(await limited.getAttribute('data-run'), String(LIMITED_NIGHT));
        assert.equal(await limited.getAttribute('data-stage'), 'c=16');
        const buffered = c.locator('.smark.buffered');
        assert.equal(await buffered.count(), 1);
        assert.equal(await buffered.getAttribute('data-run'), String(BUFFERING_NIGHT));
        // Neither is also drawn as a normal dot.
        const c16 = (await c.locator('path.sdot[data-stage="c=16"]').getAttribute('data-runs')) ?? '';
        assert.ok(!c16.split(' ').includes(String(LIMITED_NIGHT)) && !c16.split(' ').includes(String(BUFFERING_NIGHT)));
        // The slo stage is ringed on the nights an slo was set: c=4 each time.
        const slo = await c
          .locator('circle.slo')
          .evaluateAll((els) => els.map((e) => [e.getAttribute('data-stage'), Number(e.getAttribute('data-run'))]));
        assert.deepEqual(
          slo,
          loadRuns.filter((i) => i >= SLO_FROM).map((i) => ['c=4', i]),
        );
        // Higher stages, more throughput: the c=16 line is above (smaller y) the c=1 line.
        const y = async (label: string) =>
          ((await c.locator(`path.sline[data-stage="${label}"]`).boundingBox()) as { y: number }).y;
        assert.ok((await y('c=16')) < (await y('c=1')), `${provider} ${prompt}`);
        // The good share has points only where an slo was set.
        const good = chartOf(provider, prompt, 'stages.goodput_fraction');
        const goodRuns = await good
          .locator('path.sdot[data-stage="c=1"]')
          .evaluate((e) => (e.getAttribute('data-runs') ?? '').split(' ').map(Number));
        assert.deepEqual(
          goodRuns,
          loadRuns.filter((i) => i >= SLO_FROM),
        );
      }
    });

    test('load charts: the figure filter and the hash, the keyboard, the stage table', async () => {
      const loadUrl = pathToFileURL(join(site, 'benchmarks', 'load', 'index.html')).href;
      await page.goto(`${loadUrl}#provider=alpha&prompt=short&metric=stages.ttft_ms`);
      await page.waitForSelector('html[data-rendered="true"]');
      assert.equal(await panels().count(), 1);
      assert.equal(await page.locator('#panels svg.trend').count(), 1);
      assert.equal(await page.locator('#f-metric').inputValue(), 'stages.ttft_ms');
      const c = chartOf('alpha', 'short', 'stages.ttft_ms');
      await c.focus();
      assert.match((await page.locator('#tip').textContent()) ?? '', /c=1: .* ms .*c=4: .*c=16: /);
      await page.keyboard.press('Home');
      await page.keyboard.press('Enter');
      assert.equal(await page.locator('#detail').getAttribute('data-run'), String(LOAD_FROM));
      for (let k = LOAD_FROM; k < LIMITED_NIGHT; k++) await page.keyboard.press('ArrowRight');
      assert.match((await page.locator('#tip').textContent()) ?? '', /c=16: .*generator-limited/);
      // The table: a row per load run and stage, the marks in words.
      await page.locator('#panels details.table-view summary').click();
      const rows = page.locator('#panels table.stage-values tbody tr');
      await rows.first().waitFor();
      assert.equal(await rows.count(), (load.length - LOAD_FROM) * STAGE_LABELS.length);
      assert.match(
        (await page.locator(`table.stage-values tr[data-run="${LIMITED_NIGHT}"][data-stage="c=16"]`).textContent()) ??
          '',
        /generator-limited/,
      );
      assert.match(
        (await page.locator(`table.stage-values tr[data-run="${BUFFERING_NIGHT}"][data-stage="c=16"]`).textContent()) ??
          '',
        /buffering/,
      );
      assert.match(
        (await page.locator(`table.stage-values tr[data-run="${SLO_FROM}"][data-stage="c=4"]`).textContent()) ?? '',
        /the slo stage/,
      );
      // No per-run table: the only figure shown is per stage.
      assert.equal(await page.locator('#panels table.values:not(.stage-values)').count(), 0);
      // The control writes the hash.
      await page.locator('#f-metric').selectOption('saturation.max_output_token_throughput');
      await page.waitForSelector('html[data-rendered="true"]');
      assert.equal(await hash(), '#provider=alpha&prompt=short&metric=saturation.max_output_token_throughput');
      assert.equal(
        await page.locator('#panels svg.trend[data-metric="saturation.max_output_token_throughput"]').count(),
        1,
      );
      assert.equal(await page.locator('#panels .stage-chart').count(), 0);
    });

    test('nothing is fetched, nothing logged, nothing run that the page did not bring', () => {
      const allowed = new Set([
        pathToFileURL(join(site, 'index.html')).href,
        pathToFileURL(join(site, 'benchmarks', 'nightly', 'index.html')).href,
        pathToFileURL(join(site, 'benchmarks', 'hostile', 'index.html')).href,
        pathToFileURL(join(site, 'benchmarks', 'load', 'index.html')).href,
      ]);
      const other = requests.filter((u) => !allowed.has(u.replace(/#.*$/, '')) && u !== 'about:blank');
      assert.deepEqual(other, []);
      assert.deepEqual(consoleErrors, []);
      assert.deepEqual(dialogs, []);
    });
  });
