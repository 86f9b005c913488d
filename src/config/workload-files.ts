import { dirname, resolve as resolvePath } from 'node:path';
import { conversationsReader, type Session } from './conversations.ts';
import { datasetReader, sampleDataset, type DatasetItem } from './dataset.ts';
import { parseLengthsFile } from './distributions.ts';
import { ConfigError, type ConfigProblem } from './errors.ts';
import type { JsonRecordReader } from './jsonl.ts';
import { replayReader, type ReplayEntry } from './replay.ts';
import type { Config } from './schema.ts';
import { readJsonRecords, readWorkloadText, WorkloadReadError, type WorkloadFile } from './workload-read.ts';

// The files a workload names (datasets, conversations, replay traces,
// empirical length lists), read once when the config loads, relative to the
// config file: the I/O edge of the pure readers beside it. The JSONL ones are
// streamed through their readers (workload-read.ts), never held whole. Every
// file's problems are listed at once (the first 20 of each, and a count).

export interface LoadedDataset {
  /** Sampled and filtered, in the seed's order. */
  items: DatasetItem[];
  outputFrom: 'dataset' | 'fixed';
  /** The path as the config wrote it. */
  file: string;
  /** Records in the file. */
  records: number;
  /** Records without a user turn, skipped. */
  skipped: number;
}

export interface Workloads {
  /** By prompt id. */
  datasets: Record<string, LoadedDataset>;
  /** A `conversations: FILE` prompt's sessions, by prompt id. */
  conversations: Record<string, Session[]>;
  /** A replay stage's entries, by the file as the config wrote it. */
  replays: Record<string, ReplayEntry[]>;
}

export const emptyWorkloads = (): Workloads => ({ datasets: {}, conversations: {}, replays: {} });

type CountTokens = (text: string) => number;

async function referenceCounter(): Promise<CountTokens> {
  const mod = await import('gpt-tokenizer/encoding/o200k_base');
  return (text) => mod.countTokens(text);
}

/**
 * The readers of one config's workload files: each file relative to the
 * config's folder, each problem (a file that cannot be read, a bad record)
 * pushed onto `problems` so every file's are listed at once.
 */
function fileReaders(configFile: string, problems: ConfigProblem[]) {
  const base = dirname(configFile);
  const where = (rel: string, what: string): WorkloadFile => ({ path: resolvePath(base, rel), what, base });
  /** A file that cannot be read is a problem of the config's field that names it. */
  const unreadable = (err: unknown, field: string): null => {
    if (!(err instanceof WorkloadReadError)) throw err;
    problems.push({ file: configFile, line: null, column: null, path: field, message: err.message, fix: err.fix });
    return null;
  };
  return {
    /** A small file (a lengths list), whole; null when it could not be read. */
    async read(rel: string, field: string, what: string): Promise<{ path: string; text: string } | null> {
      const f = where(rel, what);
      return readWorkloadText(f).then(
        (text) => ({ path: f.path, text }),
        (err: unknown) => unreadable(err, field),
      );
    },
    /** A JSONL (or, for `arrays`, JSON array) file through its reader; null when it could not be read or had problems. */
    async stream<T>(
      rel: string,
      field: string,
      what: string,
      reader: (path: string) => JsonRecordReader<T>,
      arrays = false,
    ): Promise<T | null> {
      const f = where(rel, what);
      try {
        return await readJsonRecords(f, reader(f.path), { arrays });
      } catch (err) {
        if (err instanceof ConfigError) problems.push(...err.problems);
        else unreadable(err, field);
        return null;
      }
    },
    /** Runs `fn`, its ConfigError's problems added to the list. */
    async collect(fn: () => Promise<void>): Promise<void> {
      try {
        await fn();
      } catch (err) {
        if (err instanceof ConfigError) problems.push(...err.problems);
        else throw err;
      }
    },
  };
}

/**
 * Reads every workload file the config names. Empirical length files are
 * read into the config itself (`{ empirical: FILE }` becomes the list, the
 * file kept in `from_file`), so drawing a length stays pure.
 */
export async function loadWorkloadFiles(config: Config, configFile: string): Promise<Workloads> {
  const out = emptyWorkloads();
  const problems: ConfigProblem[] = [];
  const base = dirname(configFile);
  const { read, stream, collect } = fileReaders(configFile, problems);
  const empirical = async (count: unknown, field: string) => {
    if (typeof count !== 'object' || count === null || !('empirical' in count)) return;
    const c = count as { empirical: string | number[]; from_file?: string };
    if (typeof c.empirical !== 'string') return;
    const f = await read(c.empirical, `${field}.empirical`, 'lengths file');
    if (f === null) return;
    await collect(async () => {
      const list = parseLengthsFile(f.text, f.path);
      c.from_file = c.empirical as string;
      c.empirical = list;
    });
  };

  let counter: CountTokens | null = null;
  for (const [i, p] of config.prompts.entries()) {
    const at = `prompts[${i}]`;
    if (p.synthetic) {
      await empirical(p.synthetic.input_tokens, `${at}.synthetic.input_tokens`);
      await empirical(p.synthetic.output_tokens, `${at}.synthetic.output_tokens`);
    }
    const conv = p.conversations;
    if (typeof conv === 'object') {
      await empirical(conv.user_tokens, `${at}.conversations.user_tokens`);
      await empirical(conv.think_ms, `${at}.conversations.think_ms`);
      await empirical(conv.output_tokens, `${at}.conversations.output_tokens`);
    } else if (typeof conv === 'string') {
      const sessions = await stream(conv, `${at}.conversations`, 'conversations file', conversationsReader);
      if (sessions) out.conversations[p.id] = sessions;
    }
    const ds = p.dataset;
    if (ds) {
      const path = resolvePath(base, ds.path);
      const parsed = await stream(ds.path, `${at}.dataset.path`, 'dataset', (p) => datasetReader(p, ds.format), true);
      if (parsed === null) continue;
      await collect(async () => {
        counter ??= await referenceCounter();
        const outputFrom = ds.output_tokens_from ?? 'fixed';
        const items = sampleDataset(parsed.records, ds, counter, outputFrom === 'dataset');
        if (items.length === 0)
          throw new ConfigError([
            {
              file: configFile,
              line: null,
              column: null,
              path: `${at}.dataset`,
              message: `no record of ${path} passes the filters (input tokens in [${ds.min_input_tokens ?? 1}, ${ds.max_input_tokens ?? '∞'}]${outputFrom === 'dataset' ? ', with an answer' : ''}); ${parsed.records.length} records read`,
              fix: 'widen min_input_tokens/max_input_tokens, or use output_tokens_from: fixed for records without answers',
            },
          ]);
        out.datasets[p.id] = {
          items,
          outputFrom,
          file: ds.path,
          records: parsed.records.length + parsed.skipped,
          skipped: parsed.skipped,
        };
      });
    }
  }
  for (const [i, s] of (config.load?.stages ?? []).entries()) {
    if (s.replay === undefined || out.replays[s.replay]) continue;
    const entries = await stream(s.replay, `load.stages[${i}].replay`, 'replay file', replayReader);
    if (entries) out.replays[s.replay] = entries;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out;
}
