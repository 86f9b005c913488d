import { mulberry32, seedFrom } from '../random.ts';
import { ConfigError } from './errors.ts';
import { ProblemList, readJsonText, shown, type JsonRecordReader } from './jsonl.ts';
import type { Message } from './schema.ts';

// Real prompt sets (design.md "Workloads"): a ShareGPT-style file (a JSON
// array, or JSONL, of `{ conversations: [{ from, value }, ...] }`) or an
// OpenAI-format chat JSONL (`{ messages: [{ role, content }, ...] }`), from
// a path the user gives: nothing is downloaded. Pure: text in, records or
// every problem (file:line, field, fix) out; token counts come from the
// caller's counter, sampling from the seeded PRNG.

export const DATASET_FORMATS = ['sharegpt', 'chat_jsonl'] as const;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];

/** One usable record: what is sent and the answer the dataset had. */
export interface DatasetRecord {
  /** 1-based line (JSONL) or 1-based item of a JSON array: where it came from, for messages and traces. */
  line: number;
  /** The conversation up to and including the user turn that is sent. */
  messages: Message[];
  /** The dataset's answer to that turn, or null when it has none. */
  answer: string | null;
}

export interface ParsedDataset {
  records: DatasetRecord[];
  /** Records with no user turn to send (ShareGPT dumps hold some): skipped, counted. */
  skipped: number;
}

const SHAREGPT_ROLE: Record<string, Message['role']> = {
  human: 'user',
  user: 'user',
  gpt: 'assistant',
  chatgpt: 'assistant',
  assistant: 'assistant',
  bard: 'assistant',
  bing: 'assistant',
  model: 'assistant',
  system: 'system',
};

const FIX = {
  sharegpt:
    'each record is {"conversations": [{"from": "human", "value": "..."}, {"from": "gpt", "value": "..."}]} (a JSON array of them, or one a line)',
  chat_jsonl:
    'each line is {"messages": [{"role": "user", "content": "..."}, {"role": "assistant", "content": "..."}]}',
} as const;

/**
 * The first user turn (with any system turn before it) and the answer after
 * it, as vLLM's and guidellm's ShareGPT loaders take them: the prompt set
 * measures single requests whose lengths follow the dataset's.
 */
function firstExchange(turns: Message[]): { messages: Message[]; answer: string | null } | null {
  const u = turns.findIndex((m) => m.role === 'user');
  if (u < 0) return null;
  const next = turns[u + 1];
  return {
    messages: turns.slice(0, u + 1).map((m) => ({ ...m })),
    answer: next?.role === 'assistant' ? next.content : null,
  };
}

/** Parses one record into turns, or pushes its problems. */
function turnsOf(
  value: unknown,
  format: DatasetFormat,
  problem: (path: string, message: string) => void,
): Message[] | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    problem('', `expected a JSON object, got ${Array.isArray(value) ? 'an array' : shown(value)}`);
    return null;
  }
  const rec = value as Record<string, unknown>;
  const key = format === 'sharegpt' ? 'conversations' : 'messages';
  const list = rec[key];
  if (!Array.isArray(list)) {
    const other = format === 'sharegpt' ? 'messages' : 'conversations';
    problem(
      key,
      `missing "${key}" (a list)${Array.isArray(rec[other]) ? `; this record has "${other}": is the format ${format === 'sharegpt' ? 'chat_jsonl' : 'sharegpt'}?` : ''}`,
    );
    return null;
  }
  const out: Message[] = [];
  let ok = true;
  list.forEach((t, i) => {
    const item = (typeof t === 'object' && t !== null ? t : {}) as Record<string, unknown>;
    const roleKey = format === 'sharegpt' ? 'from' : 'role';
    const textKey = format === 'sharegpt' ? 'value' : 'content';
    const rawRole = item[roleKey];
    const text = item[textKey];
    const role = typeof rawRole === 'string' ? SHAREGPT_ROLE[rawRole.toLowerCase()] : undefined;
    if (
      role === undefined ||
      (format === 'chat_jsonl' && !['system', 'user', 'assistant', 'developer'].includes(String(rawRole)))
    ) {
      problem(`${key}[${i}].${roleKey}`, `unknown ${roleKey} ${shown(rawRole)}`);
      ok = false;
      return;
    }
    if (typeof text !== 'string') {
      problem(`${key}[${i}].${textKey}`, `expected a string, got ${shown(text)}`);
      ok = false;
      return;
    }
    out.push({ role: format === 'chat_jsonl' ? (rawRole as Message['role']) : role, content: text });
  });
  return ok ? out : null;
}

/**
 * A dataset file's reader, fed one record at a time (a JSONL line, or an
 * item of a ShareGPT JSON array). Records without a user turn are skipped
 * and counted; a record that is not what the format says is a problem
 * naming file:line and the field.
 */
export function datasetReader(file: string, format: DatasetFormat): JsonRecordReader<ParsedDataset> {
  const problems = new ProblemList(file);
  const records: DatasetRecord[] = [];
  let skipped = 0;
  const record = (value: unknown, line: number): void => {
    const problem = (path: string, message: string) =>
      problems.push({ file, line, column: null, path, message, fix: FIX[format] });
    const turns = turnsOf(value, format, problem);
    if (turns === null) return;
    const ex = firstExchange(turns);
    if (ex === null || ex.messages.at(-1)?.content.trim() === '') {
      skipped++;
      return;
    }
    records.push({ line, ...ex });
  };
  const end = (): ParsedDataset => {
    if (problems.length === 0 && records.length === 0)
      problems.push({
        file,
        line: null,
        column: null,
        path: '',
        message: `the dataset has no record with a user turn${skipped > 0 ? ` (${skipped} skipped)` : ''}`,
        fix: FIX[format],
      });
    if (problems.length > 0) throw problems.error();
    return { records, skipped };
  };
  return { file, notJsonFix: `${FIX[format]}; a JSONL file holds one JSON object a line`, problems, record, end };
}

/** Whether a ShareGPT file is one JSON array (its first non-blank character is `[`) rather than JSONL. */
export const isJsonArray = (format: DatasetFormat, firstChar: string): boolean =>
  format === 'sharegpt' && firstChar === '[';

/** Parses a dataset text (see datasetReader). ShareGPT may be a JSON array or JSONL; chat_jsonl is JSONL. */
export function parseDataset(text: string, file: string, format: DatasetFormat): ParsedDataset {
  const reader = datasetReader(file, format);
  if (!isJsonArray(format, text.trimStart().charAt(0))) return readJsonText(text, reader);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new ConfigError([
      { file, line: null, column: null, path: '', message: `not JSON: ${(err as Error).message}`, fix: FIX[format] },
    ]);
  }
  (value as unknown[]).forEach((v, i) => reader.record(v, i + 1));
  return reader.end();
}

/** A sampled record with its measured lengths. */
export interface DatasetItem {
  line: number;
  messages: Message[];
  /** Reference tokens of the messages' text. */
  inputTokens: number;
  /** Reference tokens of the dataset's answer, or null when it had none. */
  answerTokens: number | null;
}

export interface SampleSpec {
  seed?: number | undefined;
  min_input_tokens?: number | undefined;
  max_input_tokens?: number | undefined;
}

export const DEFAULT_DATASET_SEED = 1;

/**
 * The records that pass the length filters, in a seeded shuffled order
 * (Fisher-Yates on mulberry32): request k sends item k mod n, so a seed
 * names one sample of the user's file and the same seed draws it again.
 * Records without an answer are kept unless `needAnswer`.
 */
export function sampleDataset(
  records: readonly DatasetRecord[],
  spec: SampleSpec,
  countTokens: (text: string) => number,
  needAnswer: boolean,
): DatasetItem[] {
  const min = spec.min_input_tokens ?? 1;
  const max = spec.max_input_tokens ?? Number.POSITIVE_INFINITY;
  const kept: DatasetItem[] = [];
  for (const r of records) {
    if (needAnswer && (r.answer === null || r.answer === '')) continue;
    const inputTokens = r.messages.reduce((s, m) => s + countTokens(m.content), 0);
    if (inputTokens < min || inputTokens > max) continue;
    const answerTokens = r.answer === null ? null : countTokens(r.answer);
    if (needAnswer && (answerTokens ?? 0) < 1) continue;
    kept.push({ line: r.line, messages: r.messages, inputTokens, answerTokens });
  }
  const rand = mulberry32(seedFrom('dataset', String(spec.seed ?? DEFAULT_DATASET_SEED)));
  for (let i = kept.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [kept[i], kept[j]] = [kept[j] as DatasetItem, kept[i] as DatasetItem];
  }
  return kept;
}
