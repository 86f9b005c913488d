import type { Trace } from '../trace.ts';
import type { Served, ServedModel } from './types.ts';

// What answered a request: the model and fingerprint the provider named, the
// region it said it served from and the time it says it spent before
// answering, each from the body field or header that provider documents
// (docs/served.md has the table). A provider that says nothing leaves null.
// Bodies and headers are the provider's text: each value is cut to
// MAX_SERVED_CHARS and stripped to printable characters before it reaches a
// report, and a number is one only when it is a plain, finite, bounded one.

/** Longest served model, fingerprint or region kept: the longest real snapshot names are under 80. */
export const MAX_SERVED_CHARS = 120;
/** Distinct model x fingerprint pairs a group lists; the rest are counted in one `(other)` entry. */
export const MAX_SERVED_MODELS = 12;
/** A processing time past an hour is no processing time. */
const MAX_PROCESSING_MS = 3_600_000;

/** Response headers naming the region that served, in the order read (Azure OpenAI, Groq). */
export const REGION_HEADERS = ['x-ms-region', 'x-groq-region'] as const;

/** Printable text, whitespace runs as one space, cut to MAX_SERVED_CHARS; null when nothing is left. */
export function cleanServed(v: unknown): string | null {
  if (typeof v !== 'string') return null;
  // Control characters, bidi overrides and other format characters are dropped: a report shows what remains.
  const s = v
    .slice(0, 4 * MAX_SERVED_CHARS)
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (s === '') return null;
  return s.length > MAX_SERVED_CHARS ? `${s.slice(0, MAX_SERVED_CHARS - 1)}…` : s;
}

/** A header's plain decimal number of ms (e.g. openai-processing-ms: 312), or null. */
function headerMs(v: string | undefined): number | null {
  if (v === undefined || !/^\s*\d{1,9}(\.\d{1,6})?\s*$/.test(v)) return null;
  const n = Number(v);
  return n <= MAX_PROCESSING_MS ? n : null;
}

const finiteMs = (v: number | undefined): number | null =>
  v !== undefined && Number.isFinite(v) && v >= 0 && v <= MAX_PROCESSING_MS ? v : null;

/**
 * The provider's own time before it answered: the `openai-processing-ms`
 * header (OpenAI, Azure OpenAI and servers that copy it); Groq's
 * queue_time + prompt_time and llama.cpp's prompt_ms (the body's timings);
 * Envoy's `x-envoy-upstream-service-time` (Mistral, Cohere).
 */
function processingMs(trace: Trace): number | null {
  const h = trace.http.headers;
  const header = headerMs(h['openai-processing-ms']);
  if (header !== null) return header;
  const st = trace.server_timing ?? {};
  const prompt = finiteMs(st.prompt_ms);
  if (prompt !== null) {
    const total = prompt + (finiteMs(st.queue_ms) ?? 0);
    return Math.round(total * 1000) / 1000;
  }
  return headerMs(h['x-envoy-upstream-service-time']);
}

/** What answered the request, as the provider told it (nulls where it did not). */
export function servedOf(trace: Trace): Served {
  const h = trace.http.headers;
  return {
    model: cleanServed(trace.response_meta.model) ?? cleanServed(h['openai-model']),
    fingerprint: cleanServed(trace.response_meta.system_fingerprint),
    region: cleanServed(REGION_HEADERS.map((n) => h[n]).find((v) => v !== undefined)),
    processing_ms: processingMs(trace),
  };
}

/**
 * A group's served models: each distinct model x fingerprint its requests
 * named, with how many named it, most first (ties by name). Requests that
 * named neither are not counted. Past MAX_SERVED_MODELS pairs (a provider
 * that sends a new fingerprint each time) the rest are one `(other)` entry.
 */
export function servedModels(requests: ReadonlyArray<{ served?: Served | undefined }>): ServedModel[] {
  const counts = new Map<string, ServedModel>();
  for (const r of requests) {
    const s = r.served;
    if (!s || (s.model === null && s.fingerprint === null)) continue;
    const key = JSON.stringify([s.model, s.fingerprint]);
    const c = counts.get(key);
    if (c) c.n++;
    else counts.set(key, { model: s.model, fingerprint: s.fingerprint, n: 1 });
  }
  const sorted = [...counts.values()].sort(
    (a, b) =>
      b.n - a.n ||
      (a.model ?? '').localeCompare(b.model ?? '') ||
      (a.fingerprint ?? '').localeCompare(b.fingerprint ?? ''),
  );
  if (sorted.length <= MAX_SERVED_MODELS) return sorted;
  const kept = sorted.slice(0, MAX_SERVED_MODELS - 1);
  const rest = sorted.slice(MAX_SERVED_MODELS - 1).reduce((a, m) => a + m.n, 0);
  return [...kept, { model: '(other)', fingerprint: null, n: rest }];
}

/** A served model as one short name: "gpt-4o-2024-08-06 fp_44709d6fcb", or either alone. */
export function servedLabel(m: Pick<ServedModel, 'model' | 'fingerprint'>): string {
  return [m.model, m.fingerprint].filter((x) => x !== null).join(' ') || '(unnamed)';
}

/** The set of served model labels of a group, sorted: two nights differ when these differ. */
export function servedSet(models: readonly ServedModel[] | undefined): string[] {
  return [...new Set((models ?? []).map(servedLabel))].sort();
}
