import { readFile } from 'node:fs/promises';
import { dirname, resolve as resolvePath } from 'node:path';
import { parseConversations, type Session } from './conversations.ts';
import { parseDataset, sampleDataset, type DatasetItem } from './dataset.ts';
import { parseLengthsFile } from './distributions.ts';
import { ConfigError, type ConfigProblem } from './errors.ts';
import { parseReplay, type ReplayEntry } from './replay.ts';
import type { Config } from './schema.ts';

// The files a workload names (datasets, conversations, replay traces,
// empirical length lists), read once when the config loads, relative to the
// config file: the I/O edge of the pure readers beside it. Every problem of
// every file is listed at once.

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
 * Reads every workload file the config names. Empirical length files are
 * read into the config itself (`{ empirical: FILE }` becomes the list, the
 * file kept in `from_file`), so drawing a length stays pure.
 */
export async function loadWorkloadFiles(config: Config, configFile: string): Promise<Workloads> {
  const out = emptyWorkloads();
  const problems: ConfigProblem[] = [];
  const base = dirname(configFile);
  const read = async (rel: string, field: string, what: string): Promise<{ path: string; text: string } | null> => {
    const path = resolvePath(base, rel);
    try {
      return { path, text: await readFile(path, 'utf8') };
    } catch (err) {
      problems.push({
        file: configFile,
        line: null,
        column: null,
        path: field,
        message: `cannot read the ${what} ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
        fix: `give the ${what}'s path relative to the config file (${configFile})`,
      });
      return null;
    }
  };
  const collect = async (fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (err) {
      if (err instanceof ConfigError) problems.push(...err.problems);
      else throw err;
    }
  };
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
      const f = await read(conv, `${at}.conversations`, 'conversations file');
      if (f) await collect(async () => void (out.conversations[p.id] = parseConversations(f.text, f.path)));
    }
    const ds = p.dataset;
    if (ds) {
      const f = await read(ds.path, `${at}.dataset.path`, 'dataset');
      if (f === null) continue;
      await collect(async () => {
        const parsed = parseDataset(f.text, f.path, ds.format);
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
              message: `no record of ${f.path} passes the filters (input tokens in [${ds.min_input_tokens ?? 1}, ${ds.max_input_tokens ?? '∞'}]${outputFrom === 'dataset' ? ', with an answer' : ''}); ${parsed.records.length} records read`,
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
    const f = await read(s.replay, `load.stages[${i}].replay`, 'replay file');
    if (f) await collect(async () => void (out.replays[s.replay as string] = parseReplay(f.text, f.path)));
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out;
}
