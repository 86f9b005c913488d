import { FIGURES, type FigureKey, groupFigure } from '../analyze/figures.ts';
import type { GroupResult, Results } from '../analyze/types.ts';
import { naOf } from './doc-rank.ts';
import {
  type BadgeReason,
  type Cell,
  cell,
  type Column,
  nameColumn,
  note,
  type Paragraph,
  plain,
  type Section,
  strong,
  untitled,
} from './doc-model.ts';
import { formatMs, formatTps } from './format.ts';

// report.html's first screen: one card per group, in the order of the run,
// with its three medians and a badge for each thing to distrust in them. A
// table of typed cells like any other; its html hook has a web page lay it out
// as cards. The terminal and summary.md leave it out (their rankings lead with
// the same medians).

/** The figures a card shows, under the words it shows them by. */
const CARD_FIGURES: ReadonlyArray<{ key: FigureKey; label: string }> = [
  { key: 'ttft_ms', label: FIGURES.ttft_ms.name },
  { key: 'post_first_content_tps', label: 'streaming' },
  { key: 'end_to_end_tps', label: 'end to end' },
];

/** A group's p50 of a figure, or why it has none; a rate above max_plausible_tps kept as measured, with its badge. */
function p50Cell(g: GroupResult, key: FigureKey, max: number): Cell {
  const f = FIGURES[key];
  const s = groupFigure(g, key).summary;
  if (s === null) return cell(naOf(g, f), 'withheld');
  const text = f.unit === 'tok/s' ? formatTps(s.p50) : formatMs(s.p50);
  return f.plausibility === 'max_plausible_tps' && s.p50 > max
    ? { text, kind: 'value', badge: 'implausible' }
    : cell(text);
}

/** A count as a badge ("3 buffered"); no badge for none. */
function countCell(n: number, reason: BadgeReason, kind: Cell['kind']): Cell {
  return n > 0 ? { text: String(n), kind, badge: reason } : cell(String(n));
}

const LABEL = 'p50 per provider and prompt';

/**
 * A load run's cards say they pool its stages, and which: their medians mix
 * every load the run offered (a demanding reader wants the figure under one
 * load, which the stage table beside them gives). Null for other runs.
 */
function pooledNote(results: Results): Paragraph | null {
  const stages = results.stages ?? [];
  if (stages.length === 0) return null;
  const first = stages.filter((s) => s.provider === stages[0]!.provider && s.prompt === stages[0]!.prompt);
  const span = first.length > 1 ? ` (${first[0]!.label} to ${first[first.length - 1]!.label})` : '';
  return note(
    strong(`Pooled over all ${first.length} stage${first.length === 1 ? '' : 's'}${span}`),
    plain(': each card mixes every load of its pair; the stage table gives each load.'),
  );
}

/** The cards: null for a run without groups. */
export function cardsSection(results: Results): Section | null {
  const groups = results.groups;
  if (groups.length === 0) return null;
  const max = results.analysis.max_plausible_tps;
  // The prompt is part of a card's name only where the run has several.
  const several = new Set(groups.map((g) => g.prompt)).size > 1;
  const count = (id: string, header: string): Column => ({ id, header, align: 'right', priority: 2, card: 'badge' });
  const columns: Column[] = [
    { ...nameColumn('provider'), card: 'name' },
    ...(several ? [{ ...nameColumn('prompt'), card: 'name' as const }] : []),
    { ...nameColumn('model', 1), card: 'sub' },
    ...CARD_FIGURES.map(({ key, label }): Column => ({
      id: key,
      header: label,
      align: 'right',
      priority: 0,
      unit: FIGURES[key].unit,
      card: 'figure',
    })),
    count('buffered', 'buffered'),
    count('failed', 'failed'),
    count('implausible', 'implausible'),
  ];
  const pooled = pooledNote(results);
  return untitled('cards', pooled ? `${LABEL}, pooled over stages` : LABEL, [
    ...(pooled ? [pooled] : []),
    {
      kind: 'table',
      id: 'cards',
      html: { layout: 'cards', label: pooled ? `${LABEL}, pooled over stages` : LABEL },
      columns,
      rows: groups.map((g): Cell[] => [
        cell(g.provider),
        ...(several ? [cell(g.prompt)] : []),
        cell(g.model),
        ...CARD_FIGURES.map(({ key }) => p50Cell(g, key, max)),
        countCell(g.buffered, 'buffered', 'caution'),
        countCell(g.errors, 'error', 'alert'),
        countCell(g.implausible, 'implausible', 'flagged'),
      ]),
    },
  ]);
}
