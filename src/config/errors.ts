import { StreamgaugeError } from '../errors.ts';

// Config and usage errors: every problem found, each with where it is and how
// to fix it. The CLI prints `formatProblems(err.problems)` and exits with 2.

export interface ConfigProblem {
  /** The config file as it was named, or '' for a problem on the command line. */
  file: string;
  /** 1-based; null when the problem has no place in the file (a missing env var has one: api_key_env). */
  line: number | null;
  /** 1-based; null when line is null. */
  column: number | null;
  /** The field, e.g. `providers[1].api_key_env`; '' for the whole file. */
  path: string;
  /** What was wrong and what was expected. */
  message: string;
  /** How to fix it. */
  fix: string;
}

export class ConfigError extends StreamgaugeError {
  readonly code = 'SG_CONFIG';
  problems: ConfigProblem[];

  constructor(problems: ConfigProblem[], message?: string) {
    super(message ?? formatProblems(problems));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

const sentence = (s: string): string => (/[.?!]$/.test(s) ? s : `${s}.`);

/**
 * One line per problem:
 * `streamgauge.yml:12:5 providers[1].max_tokens: expected a whole number >= 1, got "many". Fix: set max_tokens to a number such as 256.`
 */
export function formatProblems(problems: readonly ConfigProblem[]): string {
  return problems
    .map((p) => {
      let where = p.file;
      if (where !== '' && p.line !== null) where += `:${p.line}:${p.column ?? 1}`;
      const head = [where, p.path].filter((s) => s !== '').join(' ');
      const body = `${sentence(p.message)} Fix: ${sentence(p.fix)}`;
      return head === '' ? body : `${head}: ${body}`;
    })
    .join('\n');
}
