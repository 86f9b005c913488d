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
  /** Set when the problem is a provider's key variable(s) unset or empty: their names (never values). */
  missingEnv?: string[];
  /** Set when the config file is not there (or is a folder). */
  fileMissing?: boolean;
}

/** The config file itself is not there (or is a folder): in a workflow, usually no checkout. */
export function configFileMissing(problems: readonly ConfigProblem[]): boolean {
  return problems.some((p) => p.fileMissing === true);
}

/** The first line of a config failure: how many problems, and that nothing was sent. */
export function configFailureHead(err: ConfigError, file?: string): string {
  const n = err.problems.length;
  if (onlyMissingKeys(err.problems))
    return `${n} API key variable${n === 1 ? ' is' : 's are'} unset or empty; nothing was sent.`;
  return `The config${file === undefined ? '' : ` '${file}'`} has ${n} problem(s); nothing was sent.`;
}

/**
 * What to do about missing keys, after the problems: `flag` is how the entry
 * spells the choice (\`--on-missing-key\`, \`on-missing-key:\`). Null when the
 * problems are not only missing keys.
 */
export function missingKeyHint(err: ConfigError, flag: string): string | null {
  if (!onlyMissingKeys(err.problems)) return null;
  const fromSecret =
    'In a workflow each key comes from a secret set on the step (`env: { NAME: ${{ secrets.NAME }} }`); ' +
    'a secret that is not set, expired, or withheld (a pull request from a fork gets none) is empty.';
  if (err.noProviderLeft) return `No provider has its API key, so nothing could run. ${fromSecret}`;
  return `To run the providers whose keys are set and skip the others: ${flag} skip. ${fromSecret}`;
}

/** Every problem is a missing key variable: the cause is the environment (a secret), not the file. */
export function onlyMissingKeys(problems: readonly ConfigProblem[]): boolean {
  return problems.length > 0 && problems.every((p) => p.missingEnv !== undefined);
}

export class ConfigError extends StreamgaugeError {
  readonly code = 'SG_CONFIG';
  problems: ConfigProblem[];
  /** `on-missing-key: skip` was asked for, and no provider has its key: nothing could run. */
  noProviderLeft = false;

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
