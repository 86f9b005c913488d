import { readFile } from 'node:fs/promises';

// reanalyze needs of the results.json it replaces its provenance, its
// thresholds and how many measured requests it held; at 20,000 requests the
// file is tens of MB, nearly all of it the requests. This reads it as bytes
// and parses the rest whole but the requests one at a time, each dropped
// once its warmup flag is read: no string of the whole file, no object per
// request.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The document without its requests, and of the requests how many there were and how many were not warmups. */
export interface ResultsHead {
  doc: unknown;
  /** Null when the document has no top-level `requests` array. */
  requests: { count: number; measured: number } | null;
}

/** Throws as JSON.parse does (a SyntaxError) when the file is not JSON. */
export async function readResultsHead(file: string): Promise<ResultsHead> {
  const buf = await readFile(file);
  const span = requestsSpan(buf);
  if (span === null) return { doc: JSON.parse(buf.toString('utf8')), requests: null };
  try {
    const doc: unknown = JSON.parse(
      buf.toString('utf8', 0, span.open) + '[]' + buf.toString('utf8', span.close + 1, buf.length),
    );
    let measured = 0;
    for (const [a, b] of span.items) {
      const item: unknown = JSON.parse(buf.toString('utf8', a, b));
      if ((item as { warmup?: unknown } | null)?.warmup !== true) measured++;
    }
    return { doc, requests: { count: span.items.length, measured } };
  } catch {
    // A broken file: its error as JSON.parse gives it for the whole text (the line and column a person can find).
    return { doc: JSON.parse(buf.toString('utf8')), requests: null };
  }
}

/**
 * Where the top-level `"requests": [...]` is (its brackets) and each item's
 * byte range, found by one scan that tracks strings and nesting; null when
 * there is none, or the text is not a well-nested object (JSON.parse then
 * reports the problem).
 */
function requestsSpan(buf: Buffer): { open: number; close: number; items: Array<[number, number]> } | null {
  let depth = 0;
  let inString = false;
  /** Start of the last string at depth 1 (a key candidate). */
  let keyStart = -1;
  let lastKey = '';
  let open = -1;
  let itemStart = -1;
  const items: Array<[number, number]> = [];
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i]!;
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) {
        inString = false;
        if (depth === 1 && keyStart >= 0) lastKey = buf.toString('utf8', keyStart, i + 1);
      }
      continue;
    }
    if (c === QUOTE) {
      inString = true;
      keyStart = depth === 1 ? i : -1;
      continue;
    }
    if (c === 0x7b || c === 0x5b) {
      // { or [
      if (depth === 1 && c === 0x5b && lastKey === '"requests"' && open < 0) {
        open = i;
        itemStart = i + 1;
      }
      depth++;
    } else if (c === 0x7d || c === 0x5d) {
      // } or ]
      depth--;
      if (depth === 1 && open >= 0 && c === 0x5d) {
        const tail = buf.toString('utf8', itemStart, i).trim();
        if (tail !== '') items.push([itemStart, i]);
        return { open, close: i, items };
      }
      if (depth < 0) return null;
    } else if (c === 0x2c && depth === 2 && open >= 0 && itemStart >= 0) {
      // , between two requests
      items.push([itemStart, i]);
      itemStart = i + 1;
    } else if (c === 0x2c && depth === 1) {
      // , at depth 1 ends a member: its key is no longer the one before a [
      lastKey = '';
    }
  }
  return null;
}
