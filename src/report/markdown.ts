import {
  type Block,
  reportOf,
  type ReportInput,
  withFileLinks,
  type Cell,
  type DocContext,
  dropSections,
  type ReportDoc,
  SUMMARY_LEAVES_OUT,
  type Span,
} from './doc.ts';
import { sanitizeText } from './format.ts';

// summary.md, and every markdown body (the job summary, the PR comment): the
// report model (doc.ts) drawn as markdown. Headings, sentences (strong and
// alerts bold, keys as code), tables aligned by their columns, folds and
// folded sections as <details>; no section of its own. Pure: the same Results
// render the same text. Every string is escaped here, once, so a model named
// `a|b` cannot break a table and `<script>` stays text.

export type MarkdownContext = DocContext;

/**
 * Escape a string for markdown text and table cells: one line, no markup, no
 * HTML, no live @mention. A provider's error body can say `@someone`; in a PR
 * comment that would notify the account, so a zero-width space goes after
 * every `@` that could start a mention (one not preceded by a letter or digit,
 * so `model@2024-06` stays as it is). It renders the same and mentions nobody.
 */
export function escapeMarkdown(s: string): string {
  return sanitizeText(s)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_{}[\]()|~!$#+]/g, '\\$&')
    .replace(/(?<![A-Za-z0-9])@(?=[A-Za-z0-9])/g, '@&#8203;');
}

/** `text` as inline code, or escaped plain text when it holds a backtick. */
function code(s: string): string {
  const t = sanitizeText(s);
  return t.includes('`') || t === '' ? escapeMarkdown(t) : '`' + t.replace(/\|/g, '\\|') + '`';
}

const MARK_IMPLAUSIBLE = '⚠';

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

/** summary.md: the run's report model without the sentences its regression line restates, drawn once. */
export function renderSummaryMarkdown(input: ReportInput, ctx: MarkdownContext = {}): string {
  return renderDocMarkdown(summaryDoc(input, ctx));
}

/** summary.md's model: the run's, naming its files, without the two headline sentences its regression line restates. */
export function summaryDoc(input: ReportInput, ctx: MarkdownContext = {}): ReportDoc {
  const doc = withFileLinks(reportOf(input, ctx).doc, ctx);
  return dropSections(doc, (id) => SUMMARY_LEAVES_OUT.includes(id));
}

// ---------------------------------------------------------------------------
// The report model (doc.ts) drawn as markdown: headings, sentences (strong and
// alerts bold, keys as code), tables aligned by their columns, folds and
// folded sections as <details>. Every string is escaped here, once.

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as dashes. */
export function headingAnchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/**
 * escapeMarkdown for the report's text: parentheses and "!" make no markup
 * once "[" is escaped, so they stay plain, as summary.md writes them; an
 * interval "[83.0–83.6]" holds only figures, so its brackets stay too, except
 * before "(" (where a link could form).
 */
function escapeProse(s: string, inline = false): string {
  // A cell (`inline`) never starts a line; a sentence may.
  const start = inline ? '' : '(?<=.)';
  return (
    escapeMarkdown(s)
      .replace(/\\([()!])/g, '$1')
      // "+" starts a list and "#" a heading only at the start of a line, "#" only before a space.
      .replace(new RegExp(`${start}\\\\\\+`, 'g'), '+')
      .replace(/\\#(?![ #]|$)/g, '#')
      // Not at a line's start (where "[1]: url" would define a link), nor before "(" or "[" (where one could form).
      .replace(new RegExp(`${start}\\\\\\[([\\d.,–+% -]+(?: CI)?)\\\\\\](?![([])`, 'g'), '[$1]')
  );
}

/** A URL safe inside a markdown link target; null for anything but http(s). */
function safeUrl(url: string): string | null {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) return null;
  return url.replace(/[()<>"'`|\\]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0'));
}

function drawSpans(spans: readonly Span[], anchors: ReadonlyMap<string, string>): string {
  return spans
    .map((s) => {
      // A space between two spans (escapeMarkdown would trim it to nothing, then keep both edges).
      if (/^\s+$/.test(s.text) && s.emphasis === undefined) return ' ';
      let t = s.emphasis === 'code' ? code(s.text) : escapeProse(s.text);
      // escapeMarkdown trims; a span's edge spaces belong to the sentence around it.
      const lead = /^\s/.test(s.text) ? ' ' : '';
      const tail = /\s$/.test(s.text) ? ' ' : '';
      const anchor = s.ref === undefined ? undefined : anchors.get(s.ref);
      const url = s.href === undefined ? null : safeUrl(s.href);
      if (anchor !== undefined) t = `[${t}](#${anchor})`;
      else if (url !== null) t = `[${t}](${url})`;
      else if (s.href !== undefined) t = `${t}: ${escapeMarkdown(s.href)}`;
      if (s.emphasis === 'strong' || s.emphasis === 'alert') t = `**${t}**`;
      return lead + t + tail;
    })
    .join('');
}

/** A sentence of the model as markdown, outside any section (a note added after drawing). */
export function renderSpansMarkdown(spans: readonly Span[]): string {
  return drawSpans(spans, new Map());
}

function drawCell(c: Cell): string {
  const t = c.kind === 'code' ? code(c.text) : escapeProse(c.text, true);
  const after = c.after === undefined ? '' : ` ${escapeProse(c.after, true)}`;
  if (c.kind === 'alert' || c.kind === 'good' || c.kind === 'strong') return `**${t}**${after}`;
  if (c.kind === 'flagged') return `${t} ${MARK_IMPLAUSIBLE}${after}`;
  return t + after;
}

function drawBlock(b: Block, anchors: ReadonlyMap<string, string>, level: number): string[] {
  switch (b.kind) {
    case 'paragraph':
      return [b.callout ? `> ${drawSpans(b.spans, anchors)}` : drawSpans(b.spans, anchors), ''];
    case 'list':
      return [...b.items.map((item) => `- ${drawSpans(item, anchors)}`), ''];
    case 'heading':
      return [`${'#'.repeat(Math.min(6, level + 1))} ${escapeProse(b.text)}`, ''];
    case 'rule':
      return ['---', ''];
    case 'table':
      return [
        // Headers are the report's own words (no names): only a pipe could break the table.
        row(b.columns.map((c) => c.header.replace(/\|/g, '\\|'))),
        row(b.columns.map((c) => (c.align === 'right' ? '--:' : ':--'))),
        ...b.rows.map((r) => row(b.columns.map((_, i) => (r[i] ? drawCell(r[i]) : '')))),
        '',
      ];
    case 'fold':
      return [
        '<details>',
        `<summary>${escapeProse(b.summary)}</summary>`,
        '',
        ...b.blocks.flatMap((x) => drawBlock(x, anchors, level)),
        '</details>',
        '',
      ];
  }
}

/** A ReportDoc as markdown: each section at its heading (untitled ones without), a folded one in a <details>. */
export function renderDocMarkdown(doc: ReportDoc): string {
  const anchors = new Map(
    [...Object.entries(doc.headings), ...doc.sections.map((s) => [s.id, s.heading] as const)].map(([id, h]) => [
      id,
      headingAnchor(h),
    ]),
  );
  const out: string[] = [];
  for (const s of doc.sections) {
    const body = s.blocks.flatMap((b) => drawBlock(b, anchors, s.level));
    if (s.folded) out.push('<details>', `<summary>${escapeProse(s.heading)}</summary>`, '', ...body, '</details>', '');
    else if (s.untitled) out.push(...body);
    else out.push(`${'#'.repeat(s.level)} ${escapeProse(s.heading)}`, '', ...body);
  }
  return out.join('\n').replace(/\n+$/, '\n');
}
