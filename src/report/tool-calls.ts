import { FIGURES, groupFigure } from '../analyze/figures.ts';
import type { GroupResult, Results } from '../analyze/types.ts';
import { NAME_COLUMNS, names } from './doc-rank.ts';
import { cell, code, list, para, plain, strong, type Cell, type Section } from './doc-model.ts';
import { NA_BUFFERED } from './format.ts';
import { formatFigure } from './sentences.ts';

// The tool-call table (design.md "Tool calls and request shapes"): shown
// only when some group made tool calls. TTFTC is kept for every successful
// request with a call; the arguments rate only for arguments that streamed,
// so a group whose calls all came whole reads "n/a (buffered)" there, never
// a rate over the microseconds between two events of one read.

const TTFTC = FIGURES.ttftc_ms;
const ARGS = FIGURES.tool_args_tps;

function rateCell(g: GroupResult): Cell {
  const f = groupFigure(g, 'tool_args_tps');
  if (f.summary === null) {
    const buffered = g.tool_args_buffered ?? 0;
    return cell(buffered > 0 ? NA_BUFFERED : 'n/a', 'withheld');
  }
  return cell(formatFigure(f.summary, f.n ?? 0, f.ci, 'n/a', { p90: false }));
}

function row(g: GroupResult): Cell[] {
  const ttftc = groupFigure(g, 'ttftc_ms');
  const requests = g.tool_call_requests ?? 0;
  const buffered = g.tool_args_buffered ?? 0;
  return [
    ...names(g),
    cell(String(requests)),
    ttftc.summary === null
      ? cell('n/a', 'withheld')
      : cell(formatFigure(ttftc.summary, ttftc.n ?? 0, ttftc.ci, 'n/a', { p90: true })),
    rateCell(g),
    cell(`${buffered}/${requests}`, buffered > 0 ? 'caution' : 'value'),
  ];
}

/** The tool-call section, or null when no group made a tool call. */
export function toolCallsSection(results: Results): Section | null {
  const groups = results.groups.filter((g) => (g.tool_call_requests ?? 0) > 0);
  if (groups.length === 0) return null;
  return {
    id: 'tool-calls',
    heading: 'Tool calls',
    level: 2,
    blocks: [
      {
        kind: 'table',
        id: 'tool-calls',
        columns: [
          ...NAME_COLUMNS,
          { id: 'tool_call_requests', header: 'with calls', align: 'right', priority: 2 },
          { id: 'ttftc_ms', header: `${TTFTC.label} p50 / p90`, align: 'right', priority: 0 },
          { id: 'tool_args_tps', header: `${ARGS.label} p50`, align: 'right', priority: 0 },
          { id: 'tool_args_buffered', header: 'args buffered', align: 'right', priority: 1 },
        ],
        rows: groups.map(row),
      },
      list([
        [strong(TTFTC.label), plain(`: ${TTFTC.meaning}`)],
        [strong(ARGS.label), plain(`: ${ARGS.meaning}`)],
      ]),
      para(
        plain('Arguments are '),
        strong('buffered'),
        plain(' when they arrived in fewer than '),
        code('min_content_reads'),
        plain(' reads or within '),
        code('min_generation_s'),
        plain(
          ' (a call sent whole, as Gemini and Ollama send every call): they get no rate, as a buffered answer gets none; their TTFTC is kept.',
        ),
      ),
    ],
  };
}
