import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, test } from 'node:test';
import { analyze } from '../../src/analyze/index.ts';
import type { GroupResult, Results, RunInfo } from '../../src/analyze/types.ts';
import { DEFAULT_ANALYSIS } from '../../src/config/schema.ts';
import {
  buildReportData,
  embedJson,
  escapeHtml,
  groupInterval,
  renderHtmlReport,
  renderSectionHtml,
  type ReportData,
} from '../../src/report/html.ts';
import { cell, code, nameColumn, plain, type Section } from '../../src/report/doc.ts';
import { cardsSection } from '../../src/report/doc-cards.ts';
import { formatNumber } from '../../src/report/format.ts';
import { reportRequests, type EmbeddedReportData } from '../../src/report/report-data.ts';
import { TRACE_SCHEMA, type Trace } from '../../src/trace.ts';

// report.html as a string: self-contained (nothing fetched, the CSP admits
// exactly its own script and style), every outside string inert, the
// embedded data round-trips, and each flagged entry links to its timeline.
// test/browser/report.test.ts checks the drawing itself in Chromium.

const EVIL_MODEL = '<script>alert(1)</script>';
const EVIL_ERROR = 'HTTP 400: </script><script>alert(2)</script><!-- \u202e';

const RUN: RunInfo = {
  tool_version: '0.1.0',
  node_version: 'v24.21.0',
  platform: 'linux',
  arch: 'x64',
  started_at: '2025-01-02T00:00:00.000Z',
  finished_at: '2025-01-02T00:01:00.000Z',
  config_sha256: 'ab'.repeat(32),
  config_file: 'streamgauge.yml',
  shard: null,
  ci: null,
};

interface Spec {
  provider: string;
  prompt?: string;
  rep: number;
  kind: 'stream' | 'burst' | 'http' | 'empty';
  warmup?: boolean;
  model?: string;
  tokens?: number;
}

/** A trace as the recorder writes it: reads and events line up, content in `reads` (stream) or one read (burst). */
function mkTrace(s: Spec): Trace {
  const prompt = s.prompt ?? 'q';
  const reads: Array<[number, number]> = [];
  const events: Trace['events'] = [];
  let at: Trace['at'];
  if (s.kind === 'stream') {
    for (let i = 0; i < 10; i++) {
      const ms = 200 + i * 200 + 0.123456;
      reads.push([ms, 90]);
      events.push([ms, 'content', 5]);
    }
    at = {
      headers: 100,
      first_byte: 110,
      first_event: 110,
      first_content: reads[0]![0],
      first_answer: reads[0]![0],
      last_content: reads[9]![0],
      end: 2100,
    };
  } else if (s.kind === 'burst') {
    reads.push([3000, 900]);
    for (let i = 0; i < 10; i++) events.push([3000, 'content', 5]);
    at = {
      headers: 100,
      first_byte: 3000,
      first_event: 3000,
      first_content: 3000,
      first_answer: 3000,
      last_content: 3000,
      end: 3001,
    };
  } else {
    reads.push([50, 120]);
    at = {
      headers: 40,
      first_byte: 50,
      first_event: null,
      first_content: null,
      first_answer: null,
      last_content: null,
      end: 51,
    };
  }
  return {
    schema: TRACE_SCHEMA,
    id: `${s.provider}/${prompt}/${s.warmup ? 'warmup-' : ''}${s.rep}`,
    provider: s.provider,
    api: 'openai-chat',
    model: s.model ?? 'm-1',
    prompt,
    rep: s.rep,
    warmup: s.warmup ?? false,
    attempt: 1,
    cache_bust: null,
    t0_epoch_ms: 1_700_000_000_000,
    at,
    reads,
    events,
    content_reads: s.kind === 'stream' ? 10 : s.kind === 'burst' ? 1 : 0,
    http: {
      status: s.kind === 'http' ? 400 : 200,
      content_type: 'text/event-stream',
      content_encoding: null,
      request_id: null,
      headers: {},
    },
    usage:
      s.kind === 'http' || s.kind === 'empty'
        ? null
        : { output_tokens: s.tokens ?? 50, reasoning_tokens: null, input_tokens: 5 },
    output: { chars: s.kind === 'http' || s.kind === 'empty' ? 0 : 50, reasoning_chars: 0 },
    response_meta: { model: null, system_fingerprint: null },
    server_timing: null,
    error: s.kind === 'http' ? { kind: 'http_status', message: EVIL_ERROR, http_status: 400 } : null,
  };
}

function fixture(run: RunInfo = RUN, tokens = 50): { results: Results; traces: Trace[] } {
  const traces = [
    mkTrace({ provider: 'steady', rep: 1, kind: 'stream', warmup: true, tokens }),
    mkTrace({ provider: 'steady', rep: 1, kind: 'stream', tokens }),
    mkTrace({ provider: 'steady', rep: 2, kind: 'stream', tokens }),
    mkTrace({ provider: 'proxy', rep: 1, kind: 'burst' }),
    mkTrace({ provider: 'proxy', rep: 2, kind: 'burst' }),
    mkTrace({ provider: 'evil', rep: 1, kind: 'http', model: EVIL_MODEL }),
    mkTrace({ provider: 'evil', rep: 2, kind: 'stream', model: EVIL_MODEL }),
    mkTrace({ provider: 'blank', rep: 1, kind: 'empty' }),
  ];
  return { results: analyze(traces, DEFAULT_ANALYSIS, run), traces };
}

/** The text of the one element `<tag ...attrs>...</tag>` whose opening tag matches `open`. */
function inner(html: string, open: RegExp, tag: string): string {
  const m = open.exec(html);
  assert.ok(m, `no ${open}`);
  const start = m.index + m[0].length;
  const end = html.indexOf(`</${tag}>`, start);
  assert.ok(end > start);
  return html.slice(start, end);
}

/** The page's data block as embedded (a sampled page's requests as HeldRequests). */
function embeddedOf(html: string): EmbeddedReportData {
  const json = inner(html, /<script type="application\/json" id="sg-data">/, 'script');
  assert.ok(!json.includes('<'), 'the data block holds no "<"');
  return JSON.parse(json) as EmbeddedReportData;
}

/** The page's data as its script reads it: one entry per request, null for those it does not hold. */
function dataOf(html: string): ReportData {
  const data = embeddedOf(html);
  return { ...data, requests: reportRequests(data.requests) };
}

/** The page without its data block and script: what is parsed as markup. */
function markup(html: string): string {
  return html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style>[\s\S]*?<\/style>/, '');
}

describe('self-contained', () => {
  const { results, traces } = fixture();
  const html = renderHtmlReport(results, traces, {});

  test('nothing outside the file is referenced', () => {
    assert.ok(html.startsWith('<!doctype html>'));
    const page = markup(html);
    const found = (re: RegExp, where: string) => re.exec(where)?.[0] ?? null;
    assert.equal(found(/\s(src|srcset|action|poster|data|formaction)\s*=/i, page), null);
    // Only anchors of the page itself: a request's timeline, or a section the headline or contents point at.
    for (const [, href] of page.matchAll(/href\s*=\s*"([^"]*)"/g)) {
      assert.match(href as string, /^#(req-\d+|[a-z][a-z0-9_-]*)$/);
      if (!/^#req-/.test(href as string))
        assert.ok(page.includes(`id="${(href as string).slice(1)}"`), `${href} resolves`);
    }
    assert.equal(found(/<(link|img|iframe|object|embed|base|form)\b/i, page), null);
    assert.equal(found(/@import|url\(/i, html), null);
    // The script builds SVG and sets text; it loads nothing.
    const script = inner(html, /<script>/, 'script');
    assert.equal(
      found(
        /fetch|XMLHttpRequest|WebSocket|EventSource|sendBeacon|import\(|\.src\b|innerHTML|outerHTML|insertAdjacentHTML|document\.write|eval\(|new Function/,
        script,
      ),
      null,
    );
    // The only URL in the file is the SVG namespace the script creates elements in.
    const urls = [...html.matchAll(/\b(?:https?:)?\/\/[^\s"')]+/g)].map((m) => m[0]);
    assert.deepEqual([...new Set(urls)], ['http://www.w3.org/2000/svg']);
  });

  test('its Content-Security-Policy admits no network and exactly its own script and style', () => {
    const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
    assert.ok(csp);
    assert.match(csp, /default-src 'none'/);
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
    const script = inner(html, /<script>/, 'script');
    const style = inner(html, /<style>/, 'style');
    assert.match(csp, new RegExp(`script-src ${hash(script).replace(/[+/]/g, '\\$&')}(;|$)`));
    assert.match(csp, new RegExp(`style-src ${hash(style).replace(/[+/]/g, '\\$&')}(;|$)`));
    assert.equal(html.match(/<script\b/g)?.length, 2);
  });

  test('the same input renders the same page', () => {
    assert.equal(renderHtmlReport(results, traces, {}), html);
  });
});

describe('escaping', () => {
  const { results, traces } = fixture();
  const html = renderHtmlReport(results, traces, { title: 'nightly <b>bench</b>' });

  test('config and server strings are text in the markup', () => {
    assert.ok(!html.includes('alert(1)</script>') && !html.includes('<script>alert'), 'no raw script from data');
    const page = markup(html);
    assert.ok(page.includes(escapeHtml(EVIL_MODEL)), 'the model shows as text');
    assert.ok(page.includes('&lt;/script&gt;&lt;script&gt;alert(2)'), 'the error body shows as text');
    assert.ok(page.includes('<title>nightly &lt;b&gt;bench&lt;/b&gt;</title>'));
    assert.ok(!html.includes('\u202e'), 'no bidirectional override survives');
  });

  test('the data block round-trips strings that would close it', () => {
    const data = dataOf(html);
    assert.equal(data.groups.find((g) => g.provider === 'evil')?.model, EVIL_MODEL);
    const failed = data.requests.find((r) => r?.id === 'evil/q/1');
    assert.match(failed?.error ?? '', /<\/script><script>alert\(2\)<\/script><!-- \?$/);
    assert.equal(embedJson({ s: '</script><!--&\u2028' }), '{"s":"\\u003c/script\\u003e\\u003c!--\\u0026\\u2028"}');
    assert.deepEqual(JSON.parse(embedJson({ s: '</script><!--&\u2028' })), { s: '</script><!--&\u2028' });
  });
});

describe('data for the charts', () => {
  const { results, traces } = fixture();
  const data = buildReportData(results, traces);

  test('one entry per request, in results order, with its timeline', () => {
    assert.deepEqual(
      data.requests.map((r) => r?.id),
      results.requests.map((r) => r.id),
    );
    const byId = (id: string) => data.requests.find((r) => r?.id === id)!;
    const stream = byId('steady/q/1');
    assert.equal(stream.outcome, 'streamed');
    assert.equal(stream.timeline?.content.length, 10);
    assert.equal(stream.timeline?.reads.length, 10);
    assert.deepEqual(stream.timeline?.content[0], [200.1, 5, 0], 'ms to 0.1, chars per read');
    // The buffered burst: all its content events in the one read.
    const burst = byId('proxy/q/1');
    assert.equal(burst.outcome, 'buffered');
    assert.deepEqual(burst.timeline?.content, [[3000, 50, 0]]);
    assert.equal(burst.post_first_content_tps, null);
    assert.equal(burst.ttft_ms, null);
    assert.ok(burst.end_to_end_tps !== null);
    assert.deepEqual(burst.flags, ['buffered']);
    assert.equal(byId('blank/q/1').error_kind, 'empty_output');
    assert.equal(byId('steady/q/warmup-1').warmup, true);
    const groupOf = (id: string) => data.groups[byId(id).group]!;
    assert.equal(groupOf('steady/q/warmup-1').provider, 'steady');
    assert.equal(groupOf('proxy/q/2').provider, 'proxy');
  });

  test('a request without a trace has no timeline, and nothing breaks', () => {
    const partial = buildReportData(results, traces.slice(1));
    assert.equal(partial.requests.find((r) => r?.id === 'steady/q/warmup-1')?.timeline, null);
    assert.doesNotThrow(() => renderHtmlReport(results, traces.slice(1)));
  });
});

describe('flagged list', () => {
  test('every entry links to the timeline of its own request', () => {
    const { results, traces } = fixture();
    const html = renderHtmlReport(results, traces);
    const data = dataOf(html);
    const section = inner(html, /<section id="flagged">/, 'section');
    const links = [...section.matchAll(/<a href="#req-(\d+)">([^<]*)<\/a>/g)];
    assert.equal(links.length, results.flagged.length);
    assert.ok(results.flagged.length >= 4, 'buffered, failed and empty requests are flagged');
    links.forEach((m, i) => {
      const index = Number(m[1]);
      assert.equal(data.requests[index]?.id, results.flagged[i]?.id);
      assert.equal(m[2], escapeHtml(results.flagged[i]!.id));
    });
  });
});

describe('history and regression verdicts', () => {
  const { results, traces } = fixture();

  test('without them the page says how to get trends and shows no verdicts', () => {
    const html = renderHtmlReport(results, traces);
    assert.match(html, /No history was given/);
    assert.ok(!html.includes('class="trend-body"'));
    assert.ok(!html.includes('Regression check'));
    assert.equal(dataOf(html).history.length, 1);
    assert.deepEqual(dataOf(html).comparisons, []);
  });

  test('with them: p50 per run oldest first, this run last and once, and each verdict with its interval', () => {
    const older = fixture({ ...RUN, started_at: '2025-01-01T00:00:00.000Z' }, 100).results;
    const oldest = fixture({ ...RUN, started_at: '2024-12-31T00:00:00.000Z' }, 100).results;
    const current: Results = {
      ...results,
      comparisons: [
        {
          provider: 'steady',
          prompt: 'q',
          metric: 'post_first_content_tps',
          baseline_p50: 55.6,
          current_p50: 27.8,
          delta_pct: -50,
          ci_low_pct: -52.5,
          ci_high_pct: -47.1,
          verdict: 'slower',
          baseline_n: 12,
          current_n: 2,
        },
        { provider: 'evil', prompt: 'q', metric: 'constructor', verdict: EVIL_MODEL },
        { nonsense: true },
      ],
      streaming_changes: [
        {
          provider: 'proxy',
          prompt: 'q',
          baseline_streaming: 'observed',
          current_streaming: 'not_observed',
          baseline_streamed: 12,
          baseline_buffered: 0,
          current_streamed: 0,
          current_buffered: 2,
          change: 'became_buffered',
          alert: true,
        },
      ],
      groups: results.groups.map((g) => (g.provider === 'steady' ? { ...g, too_few_samples: true } : g)),
    } as Results;
    const html = renderHtmlReport(current, traces, { history: [older, current, oldest] });
    const data = dataOf(html);
    assert.deepEqual(
      data.history.map((h) => [h.started_at, h.current]),
      [
        ['2024-12-31T00:00:00.000Z', false],
        ['2025-01-01T00:00:00.000Z', false],
        ['2025-01-02T00:00:00.000Z', true],
      ],
    );
    const steady = (i: number) => data.history[i]!.groups.find((g) => g.provider === 'steady')!.p50;
    assert.equal(
      steady(2).post_first_content_tps,
      results.groups.find((g) => g.provider === 'steady')!.post_first_content_tps!.p50,
    );
    assert.equal(steady(0).post_first_content_tps, 2 * steady(2).post_first_content_tps!);
    assert.ok(html.includes('class="trend-body"'));
    // The comparison is the report model's section (summary.md's words), at the anchor the headline links to.
    const section = inner(html, /<section id="regressions">/, 'section');
    assert.match(
      section,
      /<tr class="v-slower"><td class="name" title="steady">steady<\/td><td class="name" title="q">q<\/td><td>post-first-content tok\/s<\/td><td class="num">55\.6 · n=12<\/td><td class="num">27\.8 · n=2<\/td><td class="num">-50\.0%<\/td><td class="num">\[-52\.5%, -47\.1%\]<\/td><td class="kind-alert"><strong>slower<\/strong><\/td><\/tr>/,
    );
    assert.ok(section.includes(escapeHtml(EVIL_MODEL)), 'an unknown verdict is shown as text');
    assert.match(
      section,
      /<tr class="v-other"><td class="name" title="evil">evil<\/td><td class="name" title="q">q<\/td><td>constructor<\/td>/,
    );
    assert.equal([...section.matchAll(/<tr class=/g)].length, 2, 'malformed entries are left out');
    // A group that stopped streaming is its own alert, beside (never inside) the speed comparisons.
    assert.match(
      section,
      /<ul class="changes"><li class="alert"><strong class="c-error">proxy \/ q: observed → not observed<\/strong> \(baseline 12 streamed, 0 buffered; now 0 streamed, 2 buffered\)<\/li><\/ul>/,
    );
    const overview = inner(html, /<section id="overview">/, 'section');
    assert.equal(data.groups.find((g) => g.provider === 'steady')?.too_few_samples, true);
    assert.equal(
      overview.match(/too few samples to rank/g)?.length,
      data.groups.filter((g) => g.too_few_samples).length,
    );
    assert.equal(data.comparisons.length, 2, 'malformed entries are skipped');
  });

  test('the confidence interval of a group median is read from any of the shapes it may take', () => {
    const g = fixture().results.groups[0] as GroupResult;
    const withCi = (extra: object) => ({ ...g, ...extra }) as GroupResult;
    assert.equal(groupInterval(g, 'ttft_ms'), null);
    assert.deepEqual(groupInterval(withCi({ ttft_ms_ci: { low: 1, high: 2 } }), 'ttft_ms'), [1, 2]);
    assert.deepEqual(groupInterval(withCi({ ttft_ms_ci: [1, 2] }), 'ttft_ms'), [1, 2]);
    assert.deepEqual(groupInterval(withCi({ ci: { end_to_end_tps: { lo: 3, hi: 4 } } }), 'end_to_end_tps'), [3, 4]);
    const s = g.post_first_content_tps!;
    assert.deepEqual(
      groupInterval(withCi({ post_first_content_tps: { ...s, ci_low: 5, ci_high: 6 } }), 'post_first_content_tps'),
      [5, 6],
    );
    assert.deepEqual(
      groupInterval(withCi({ post_first_content_tps: { ...s, ci: [7, 8] } }), 'post_first_content_tps'),
      [7, 8],
    );
    const html = renderHtmlReport(
      { ...fixture().results, groups: [withCi({ ttft_ms_ci: { low: 98.5, high: 101 } })] },
      [],
    );
    assert.match(inner(html, /<section id="overview">/, 'section'), /<span class="v">[\d.]+ \[98\.5, 101\]<\/span>/);
    assert.deepEqual(dataOf(html).groups[0]?.ci.ttft_ms, [98.5, 101]);
  });
});

describe('scale', () => {
  test('a few thousand requests render into a page of bounded size: 200 timelines a group, every flagged one among them', () => {
    const traces: Trace[] = [];
    for (const provider of ['a', 'b', 'c'])
      for (let rep = 1; rep <= 1000; rep++)
        traces.push(mkTrace({ provider, rep, kind: rep % 10 === 0 ? 'burst' : 'stream' }));
    const results = analyze(traces, DEFAULT_ANALYSIS, RUN);
    const html = renderHtmlReport(results, traces);
    assert.ok(html.length < 4_000_000, `${html.length} characters`);
    const data = dataOf(html);
    assert.equal(data.requests.length, 3000, 'one entry per request: the anchors stay those of results.requests');
    const held = data.requests.filter((r) => r !== null);
    assert.equal(held.length, 600, 'report.timelines_per_group (200) per group');
    // Embedded as the 600 it holds with their indices, not a null for each of the other 2,400.
    const embedded = embeddedOf(html).requests;
    assert.ok(!Array.isArray(embedded));
    assert.equal(embedded.length, 3000);
    assert.equal(embedded.held.length, 600);
    assert.ok(held.every((r) => r.timeline !== null));
    // The flagged list: one entry per provider, prompt and reason (3 x 100 buffered), each folding its ids after 20.
    const section = inner(html, /<section id="flagged">/, 'section');
    assert.equal([...section.matchAll(/<li class="flag f-buffered">/g)].length, 3);
    assert.equal([...section.matchAll(/<details class="more-flags"><summary>80 more<\/summary>/g)].length, 3);
    assert.equal([...section.matchAll(/<a href="#req-\d+">/g)].length, 300, 'every id linked');
  });
});

describe('the report model drawn as HTML', () => {
  test('alignment and name cutting from the columns, classes from the cell kinds, hooks as classes and data- attributes', () => {
    const section: Section = {
      id: 'rank-x',
      heading: 'X <ranked>',
      level: 2,
      blocks: [
        {
          kind: 'paragraph',
          spans: [plain('see '), { text: 'Flagged', ref: 'flagged' }, code(' max_tps')],
          note: true,
        },
        {
          kind: 'table',
          id: 'x',
          html: { class: 'ranking', data: { figure: 'x"><script>' }, rowClass: ['v-slower'] },
          columns: [
            nameColumn('model'),
            { id: 'p50', header: 'tok/s p50', align: 'right', priority: 0 },
            { id: 'note', header: 'note', align: 'left', priority: 1 },
          ],
          rows: [
            [
              cell(EVIL_MODEL),
              { text: '6,000', kind: 'flagged', after: 'n=3', badge: 'implausible' },
              cell('n/a (buffered)', 'withheld'),
            ],
          ],
        },
      ],
    };
    const html = renderSectionHtml(section);
    assert.ok(html.startsWith('<section id="rank-x">\n<h2>X &lt;ranked&gt;</h2>\n'));
    assert.ok(html.includes('<p class="note">see <a href="#flagged">Flagged</a><code> max_tps</code></p>'));
    assert.ok(html.includes('<table class="ranking" data-figure="x&quot;&gt;&lt;script&gt;">'), 'a hook is escaped');
    assert.ok(html.includes('<th>model</th><th class="num">tok/s p50</th><th>note</th>'));
    assert.ok(html.includes(`<tr class="v-slower"><td class="name" title="${escapeHtml(EVIL_MODEL)}">`));
    assert.ok(
      html.includes(
        '<td class="num split kind-flagged"><span class="v">6,000</span> <span class="mark" title="some values above max_plausible_tps">⚠</span> <span class="after">n=3</span> <span class="badge b-implausible">implausible</span></td>',
      ),
    );
    assert.ok(html.includes('<td class="kind-withheld">n/a (buffered)</td>'));
    assert.ok(!html.includes('<script>'), 'no markup from the model');
  });
});

describe('the cards', () => {
  const { results, traces } = fixture();
  /** The cards' row of a page, one string a card. */
  const cardsOf = (html: string): string[] => {
    const row = inner(
      html,
      /<section id="cards">\n<div class="cards" aria-label="p50 per provider and prompt">/,
      'section',
    );
    return row.split('<div class="card">').slice(1);
  };

  test('one card a group, from the model: figures with their units, withheld words by their kind, a badge a count', () => {
    const cards = cardsOf(renderHtmlReport(results, traces));
    assert.deepEqual(
      cards.map((c) => /^<div class="card-name">([^<]*)<\/div>/.exec(c)?.[1]),
      results.groups.map((g) => g.provider),
      'in the order of the run, named by provider only (one prompt)',
    );
    const card = (provider: string) => cards[results.groups.findIndex((g) => g.provider === provider)] ?? '';
    const steady = results.groups.find((g) => g.provider === 'steady')!;
    assert.ok(
      card('steady').includes(
        `<dt>TTFT</dt><dd>${formatNumber(steady.ttft_ms!.p50)} <span class="unit">ms</span></dd>` +
          `<dt>streaming</dt><dd>${formatNumber(steady.post_first_content_tps!.p50)} <span class="unit">tok/s</span></dd>`,
      ),
      card('steady'),
    );
    assert.ok(!card('steady').includes('class="badges"'), 'nothing to distrust, no badges');
    assert.ok(card('proxy').includes('<dt>TTFT</dt><dd class="kind-withheld">n/a (buffered)</dd>'), card('proxy'));
    assert.ok(card('proxy').includes('<div class="badges"><span class="badge b-buffered">2 buffered</span></div>'));
    assert.ok(
      card('evil').includes(`<div class="card-sub" title="${escapeHtml(EVIL_MODEL)}">${escapeHtml(EVIL_MODEL)}</div>`),
    );
    assert.ok(card('evil').includes('<span class="badge b-error">1 failed</span>'), card('evil'));
  });

  test('several prompts name a card by provider and prompt; a rate above max_plausible_tps keeps its figure, badged', () => {
    const max = results.analysis.max_plausible_tps;
    const steady = results.groups.find((g) => g.provider === 'steady')!;
    const inflated: Results = {
      ...results,
      groups: [
        ...results.groups,
        {
          ...steady,
          prompt: 'long',
          implausible: 2,
          end_to_end_tps: { ...steady.end_to_end_tps!, p50: max * 10 },
        },
      ],
    };
    const section = cardsSection(inflated);
    assert.ok(section);
    const cards = cardsOf(renderSectionHtml(section));
    const last = cards[cards.length - 1] ?? '';
    assert.match(last, /^<div class="card-name">steady · long<\/div>/);
    assert.ok(cards[0]?.startsWith('<div class="card-name">steady · q</div>'), cards[0]);
    assert.ok(
      last.includes(
        `<dt>end to end</dt><dd>${formatNumber(max * 10)} <span class="unit">tok/s</span> <span class="badge b-implausible">implausible</span></dd>`,
      ),
      last,
    );
    assert.ok(last.includes('<div class="badges"><span class="badge b-implausible">2 implausible</span></div>'), last);
    assert.equal(cardsSection({ ...results, groups: [] }), null, 'no groups, no cards');
  });
});
