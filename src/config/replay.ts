import { mulberry32, seedFrom } from '../random.ts';
import { ProblemList, readJsonText, shown, type JsonRecordReader } from './jsonl.ts';
import { sentences } from './synthetic.ts';

// Recorded traffic to replay (design.md "Workloads"): JSONL, one request a
// line, `{ timestamp_ms, input_tokens | prompt, output_tokens, session_id? }`.
// Mooncake's traces are read as they are: `timestamp` (ms), `input_length`,
// `output_length`, `hash_ids` (one id per 512-token block of the prompt;
// equal ids are equal blocks, which is how the trace encodes shared
// prefixes). Pure: records in (a line at a time, or a text), entries or the
// problems (file:line, field, fix) out.

/** Mooncake's block size: each hash id stands for this many prompt tokens. */
export const MOONCAKE_BLOCK_TOKENS = 512;

export interface ReplayEntry {
  /** 1-based line in the file. */
  line: number;
  /** Offset from the trace's first request, ms (the file's own time base, shifted to start at 0). */
  offsetMs: number;
  /** The prompt text when the line gives one. */
  prompt: string | null;
  /** Input length when the line gives it (else the prompt's). */
  inputTokens: number | null;
  outputTokens: number | null;
  sessionId: string | null;
  hashIds: number[] | null;
}

const FIX =
  'write one JSON object a line: {"timestamp_ms": 0, "input_tokens": 512, "output_tokens": 128} (or "prompt": "..." instead of input_tokens), or a Mooncake line {"timestamp": 0, "input_length": 512, "output_length": 128, "hash_ids": [1]}';

const wholeOrNull = (v: unknown): number | null | undefined =>
  v === undefined ? null : typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : undefined;

/** A replay file's reader: fed line by line; entries come back sorted by offset (ties in file order), the first at 0. */
export function replayReader(file: string): JsonRecordReader<ReplayEntry[]> {
  const problems = new ProblemList(file);
  const raw: ReplayEntry[] = [];
  const record = (v: unknown, line: number): void => {
    const problem = (path: string, message: string) =>
      problems.push({ file, line, column: null, path, message, fix: FIX });
    if (typeof v !== 'object' || v === null || Array.isArray(v)) {
      problem('', 'expected a JSON object');
      return;
    }
    const o = v as Record<string, unknown>;
    const tsKey = 'timestamp_ms' in o ? 'timestamp_ms' : 'timestamp';
    const ts = o[tsKey];
    if (typeof ts !== 'number' || !Number.isFinite(ts) || ts < 0) {
      problem(tsKey, `expected a time in ms (a number >= 0), got ${shown(ts)}`);
      return;
    }
    const inKey = 'input_tokens' in o ? 'input_tokens' : 'input_length';
    const outKey = 'output_tokens' in o ? 'output_tokens' : 'output_length';
    const input = wholeOrNull(o[inKey]);
    const output = wholeOrNull(o[outKey]);
    if (input === undefined) problem(inKey, `expected a whole number of tokens, got ${shown(o[inKey])}`);
    if (output === undefined) problem(outKey, `expected a whole number of tokens, got ${shown(o[outKey])}`);
    const prompt = o.prompt;
    if (prompt !== undefined && (typeof prompt !== 'string' || prompt === ''))
      problem('prompt', `expected a non-empty string, got ${shown(prompt)}`);
    if (prompt === undefined && (input === null || input === 0))
      problem(inKey, `give "input_tokens" (1 or more) or "prompt": this line says neither what to send nor how long`);
    const hash = o.hash_ids;
    const hashOk = hash === undefined || (Array.isArray(hash) && hash.every((h) => Number.isInteger(h)));
    if (!hashOk) problem('hash_ids', 'expected a list of whole numbers (Mooncake block ids)');
    const sid = o.session_id;
    if (input === undefined || output === undefined || !hashOk) return;
    if (prompt !== undefined && typeof prompt !== 'string') return;
    raw.push({
      line,
      offsetMs: ts,
      prompt: typeof prompt === 'string' && prompt !== '' ? prompt : null,
      inputTokens: input,
      outputTokens: output === 0 ? null : output,
      sessionId: sid === undefined || sid === null ? null : String(sid),
      hashIds: Array.isArray(hash) ? (hash as number[]) : null,
    });
  };
  const end = (): ReplayEntry[] => {
    if (problems.length === 0 && raw.length === 0)
      problems.push({ file, line: null, column: null, path: '', message: 'the replay file has no request', fix: FIX });
    if (problems.length > 0) throw problems.error();
    const sorted = raw.map((e, k) => ({ e, k })).sort((a, b) => a.e.offsetMs - b.e.offsetMs || a.k - b.k);
    const first = sorted[0]?.e.offsetMs ?? 0;
    return sorted.map(({ e }) => ({ ...e, offsetMs: e.offsetMs - first }));
  };
  return { file, notJsonFix: FIX, problems, record, end };
}

/** Parses a replay text (see replayReader). */
export const parseReplay = (text: string, file: string): ReplayEntry[] => readJsonText(text, replayReader(file));

/**
 * The text a replayed line sends: its prompt, or `inputTokens` reference
 * tokens of synthetic text. With Mooncake hash ids, block j is the same
 * text wherever its id recurs (seeded by the id), so requests the trace
 * recorded as sharing a prefix share it here too, and a prefix cache sees
 * what it saw in production.
 */
export function replayText(e: ReplayEntry, seed: number): { text: string; inputTokens: number | null } {
  if (e.prompt !== null) return { text: e.prompt, inputTokens: e.inputTokens };
  const total = e.inputTokens ?? 1;
  if (e.hashIds && e.hashIds.length > 0) {
    const parts: string[] = [];
    let left = total;
    for (const [j, id] of e.hashIds.entries()) {
      if (left <= 0) break;
      const n = j === e.hashIds.length - 1 ? left : Math.min(left, MOONCAKE_BLOCK_TOKENS);
      parts.push(sentences(n, mulberry32(seedFrom('replay-block', String(seed), String(id))), j > 0));
      left -= n;
    }
    if (left > 0) parts.push(sentences(left, mulberry32(seedFrom('replay-tail', String(seed), String(e.line))), true));
    return { text: parts.join(''), inputTokens: total };
  }
  return {
    text: sentences(total, mulberry32(seedFrom('replay', String(seed), String(e.line))), false),
    inputTokens: total,
  };
}
