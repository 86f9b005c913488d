import type { Results } from '../analyze/types.ts';
import {
  type Block,
  reportOf,
  type ReportInput,
  compactSection,
  HEADLINE_SECTIONS,
  dropSections,
  insertSection,
  limitRows,
  type ReportDoc,
  type Section,
  sectionOf,
} from './doc.ts';

// The PR comment's first screen, as operations on the report model: the
// headline, one compact table (provider, prompt, TTFT, streaming rate,
// end-to-end, streaming) and the regressions and improvements; the whole
// report goes below it, folded. Never an edit of drawn text: a reworded
// sentence cannot change the comment's shape.

/** Rows of the regressions table shown before the rest are counted (the folded report has all). */
export const COMMENT_CHANGES_SHOWN = 10;
/** Groups in the compact table before the rest are counted. */
export const COMMENT_GROUPS_SHOWN = 20;

/** The comparisons that changed (slower or faster), as a section of their own; null when nothing changed. */
function changesSection(doc: ReportDoc): Section | null {
  const compared = sectionOf(doc, 'comparisons');
  if (!compared) return null;
  const blocks = compared.blocks.flatMap((b): Block[] => {
    if (b.kind === 'list') return [b]; // streaming changes
    if (b.kind !== 'table') return [];
    const rows = b.rows.filter((r) => r.some((c) => c.kind === 'alert' || c.kind === 'good'));
    return rows.length === 0 ? [] : [{ ...b, id: 'changes', rows }];
  });
  if (blocks.length === 0) return null;
  return { id: 'changes', heading: 'Regressions and improvements', level: 2, blocks };
}

/** The report's sections the comment's first screen keeps: the headline's, and a load run's stage tables (its answer). */
export const COMMENT_TOP: readonly string[] = [...HEADLINE_SECTIONS, 'load'];

/** The comment's top, from the run's model: headline, compact table, changes. */
export function commentTopDoc(input: ReportInput): ReportDoc {
  const { results, doc: full } = reportOf(input);
  let doc = dropSections(full, (id) => !COMMENT_TOP.includes(id));
  doc = insertSection(doc, compactSection(results));
  doc = limitRows(doc, 'compact', COMMENT_GROUPS_SHOWN, (n) => `${n} more groups in the full report below.`);
  const changes = changesSection(full);
  if (changes) {
    doc = insertSection(doc, changes, 'compact');
    doc = limitRows(doc, 'changes', COMMENT_CHANGES_SHOWN, (n) => `${n} more changes in the full report below.`);
  }
  return doc;
}

/**
 * `comment-mode: regressions`: whether the comparison found anything to say
 * (a figure slower or faster, a group that streams less or more than
 * before) or a group failed outright. Without a comparison, nothing changed.
 */
export function commentWorthy(results: Results): boolean {
  const changed =
    (results.comparisons ?? []).some((c) => c.verdict === 'slower' || c.verdict === 'faster') ||
    (results.streaming_changes ?? []).length > 0;
  const failed = results.groups.some((g) => g.n > 0 && g.errors + (g.not_sent ?? 0) >= g.n);
  return changed || failed;
}
