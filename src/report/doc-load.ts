import type { FigureDef } from '../analyze/figures.ts';
import type { Results } from '../analyze/types.ts';
import { formatNumber } from './format.ts';
import { CROSS_LOCATION_TITLE, crossLocationTable } from './locations.ts';
import { STAGE_NOTE, sloText, stageTables } from './stages.ts';
import { replayLines, sentLengthTable, turnTables, type WorkloadTable } from './workloads.ts';
import { agentSessionTables, stepTables } from './agents.ts';
import { type Block, type Cell, type Column, cell, list, note, para, plain, type Section } from './doc-model.ts';

// The report model's sections for load runs, workloads and runs from several
// places: stage tables (report/stages.ts), conversations by turn and the
// lengths sent (report/workloads.ts), and the cross-location table
// (report/locations.ts), each as typed cells under columns with priorities.
// Nothing for a run without them, so other reports are unchanged.

/** What every figure past the stage table is, in a load run. */
const POOLED_NOTE = 'Every figure past this section pools all the stages of a pair.';

/** A load run's stage table per provider x prompt, its saturation line and findings; null for other runs. */
export function loadSection(results: Results, figures?: Readonly<Record<string, FigureDef>>): Section | null {
  const tables = stageTables(results, figures);
  if (tables.length === 0) return null;
  // The tables and their saturation lines lead (a load run's answer); what the columns mean follows them.
  const blocks: Block[] = [];
  if (results.slo)
    blocks.push(
      para(
        plain(`SLO: ${sloText(results.slo)}, for ${formatNumber((results.slo.fraction ?? 0.95) * 100)}% of requests.`),
      ),
    );
  tables.forEach((t, n) => {
    const last = t.headers.length - 1;
    blocks.push(
      {
        kind: 'heading',
        text: `${t.provider} / ${t.prompt}`,
        // A web page draws each pair's curves beside its table, found by these.
        html: { class: 'load-pair', data: { provider: t.provider, prompt: t.prompt } },
      },
      {
        kind: 'table',
        id: `stages-${n}`,
        html: { class: 'stages' },
        columns: t.headers.map((header, i): Column => ({
          id: header,
          header,
          align: t.numeric[i] ? 'right' : 'left',
          // The stage and its load stay; past them the rightmost figures go first when the width is short.
          priority: i < 2 || i === last ? 0 : i,
          ...(i === last ? { shrink: true } : {}),
        })),
        rows: t.rows.map((r, ri) => r.map((text, ci): Cell => cell(text, t.kinds[ri]?.[ci] ?? 'value'))),
      },
      ...t.lines.map((l) => ({ ...para(plain(l)), html: { class: 'finding' } })),
    );
  });
  blocks.push(
    note(plain(STAGE_NOTE)),
    note(plain(`${POOLED_NOTE} Read the stage table for figures under a given load.`)),
  );
  return { id: 'load', heading: 'Load stages', level: 2, blocks };
}

function workloadBlocks(t: WorkloadTable, id: string): Block[] {
  return [
    { kind: 'heading', text: t.title },
    {
      kind: 'table',
      id,
      html: { class: 'workload' },
      columns: t.headers.map((header, i): Column => ({
        id: header,
        header,
        align: t.numeric[i] ? 'right' : 'left',
        priority: 0,
        ...(t.numeric[i] ? {} : { shrink: true }),
      })),
      rows: t.rows.map((r) => r.map((text) => cell(text))),
    },
    ...t.notes.map((n) => para(plain(n))),
  ];
}

/** Conversations by turn, agent sessions, the lengths sent and replay lateness; null for a run without workloads. */
export function workloadSection(results: Results): Section | null {
  const turns = turnTables(results);
  const agents = agentSessionTables(results);
  const steps = stepTables(results);
  const lengths = sentLengthTable(results);
  const replay = replayLines(results);
  if (turns.length === 0 && agents.length === 0 && lengths === null && replay.length === 0) return null;
  return {
    id: 'workloads',
    heading: 'Workloads',
    level: 2,
    blocks: [
      ...replay.map((l) => para(plain(l))),
      ...turns.flatMap((t, i) => workloadBlocks(t, `turns-${i}`)),
      ...agents.flatMap((t, i) => [
        ...workloadBlocks(t, `agent-sessions-${i}`),
        ...(steps[i] ? workloadBlocks(steps[i], `steps-${i}`) : []),
      ]),
      ...(lengths ? workloadBlocks(lengths, 'lengths') : []),
    ],
  };
}

/** The cross-location table, only for results from more than one place. */
export function crossLocationSection(results: Results): Section | null {
  const t = crossLocationTable(results);
  if (t === null) return null;
  return {
    id: 'cross-location',
    heading: CROSS_LOCATION_TITLE,
    level: 2,
    blocks: [
      {
        kind: 'table',
        id: 'cross-location',
        columns: t.headers.map((header, i): Column => ({
          id: header,
          header,
          align: i >= 3 ? 'right' : 'left',
          priority: i > 3 ? i : 0,
          ...(i < 3 ? { shrink: true } : {}),
        })),
        rows: t.rows.map((r) => r.map((text) => cell(text))),
      },
      ...(t.sentences.length > 0 ? [list(t.sentences.map((x) => [plain(x)]))] : []),
      para(plain(t.note)),
    ],
  };
}
