import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Results } from '../../src/analyze/types.ts';
import { buildReportDoc, HEADLINE_SECTIONS } from '../../src/report/doc.ts';
import { renderHtmlReport } from '../../src/report/html.ts';
import { renderSummaryMarkdown } from '../../src/report/markdown.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { LIMITED_NIGHT, loadNights } from '../fixtures/dashboard-load-history.ts';

// A load run's answer is its stage tables and saturation lines: the model puts
// them right after the headline (faults, counts), before the cards and every
// table pooled over the stages, so each view draws them first; the cards say
// they pool the stages, and report.html's curve points name their stage.

const night = (): Results => loadNights()[LIMITED_NIGHT]!;
/** The same run as a plain one: no stages, no saturation. */
const plainRun = (): Results => {
  const { stages: _s, saturation: _t, slo: _u, ...rest } = night();
  return rest as Results;
};

describe('a load run leads with its stage tables', () => {
  it('the model: load right after the headline sections, before the cards; no pooled lead sentence', () => {
    const ids = buildReportDoc(night()).sections.map((s) => s.id);
    const load = ids.indexOf('load');
    assert.ok(load > 0, ids.join(', '));
    assert.ok(
      ids.slice(0, load).every((id) => HEADLINE_SECTIONS.includes(id)),
      `only the headline's sections before load: ${ids.join(', ')}`,
    );
    assert.equal(ids[load + 1], 'cards');
    const headline = buildReportDoc(night()).sections[0]!;
    assert.deepEqual(headline.blocks, [], 'no lead over the pooled stages');
    // A run without stages keeps its lead and has no load section.
    const other = buildReportDoc(plainRun());
    assert.equal(
      other.sections.some((s) => s.id === 'load'),
      false,
    );
    assert.ok(other.sections[0]!.blocks.length > 0, 'a plain run keeps its lead');
  });

  it("the cards of a load run say they pool the stages; a plain run's cards do not", () => {
    const cards = buildReportDoc(night()).sections.find((s) => s.id === 'cards')!;
    const first = cards.blocks[0]!;
    assert.equal(first.kind, 'paragraph');
    const words = first.kind === 'paragraph' ? first.spans.map((s) => s.text).join('') : '';
    const stages = night().stages!.filter(
      (s) => s.provider === night().groups[0]!.provider && s.prompt === night().groups[0]!.prompt,
    );
    assert.match(
      words,
      new RegExp(`^Pooled over all ${stages.length} stages \\(${stages[0]!.label} to ${stages.at(-1)!.label}\\)`),
    );
    assert.match(cards.heading, /pooled over stages/);
    const plainCards = buildReportDoc(plainRun()).sections.find((s) => s.id === 'cards')!;
    assert.equal(plainCards.blocks.length, 1);
    assert.equal(plainCards.blocks[0]!.kind, 'table');
  });

  it('the terminal and summary.md draw the stage table and saturation before any pooled table', () => {
    for (const text of [renderTerminal(night(), { color: false, width: 100 }), renderSummaryMarkdown(night())]) {
      const stages = text.indexOf('Load stages');
      const saturation = text.indexOf('Saturation: ');
      assert.ok(stages >= 0 && saturation > stages, 'the stage table, then its saturation line');
      for (const pooled of ['Post-first-content throughput', 'Time to first token', 'End-to-end throughput'])
        assert.ok(text.indexOf(pooled) > saturation, `${pooled} after the saturation line`);
    }
    // The terminal's answer is within its first screen: the saturation line in the first 30 lines.
    const lines = renderTerminal(night(), { color: false, width: 100 }).split('\n');
    const at = lines.findIndex((l) => l.startsWith('Saturation: '));
    assert.ok(at >= 0 && at < 30, `saturation on line ${at + 1}`);
  });

  it('report.html draws the load section in its header, before the cards, and names each curve point', () => {
    const html = renderHtmlReport(night(), []);
    const header = html.slice(html.indexOf('<header>'), html.indexOf('</header>'));
    const load = header.indexOf('<section id="load">');
    assert.ok(load >= 0, 'the load section on the first screen');
    assert.ok(load < header.indexOf('<section id="cards">'), 'before the cards');
    assert.ok(header.indexOf('id="counts"') < load, 'the counts before it');
    const main = html.slice(html.indexOf('<main>'));
    assert.equal(main.includes('<section id="load">'), false, 'drawn once');
    // Every p50 point of every curve has a label in words: the stage's load.
    const stages = night().stages!;
    const labels = [...html.matchAll(/<text class="point-label" data-stage="(\d+)"[^>]*>([^<]*)<\/text>/g)];
    assert.ok(labels.length > 0);
    for (const [, stage, words] of labels) {
      const s = stages.find((x) => String(x.stage) === stage)!;
      assert.ok(words!.startsWith(s.label), `stage ${stage}: "${words}"`);
    }
    assert.equal(labels.length, (html.match(/<circle class="point p50/g) ?? []).length, 'one label a p50 point');
    // A plain run's page is drawn as before: no load section at all.
    assert.equal(renderHtmlReport(plainRun(), []).includes('<section id="load">'), false);
  });
});
