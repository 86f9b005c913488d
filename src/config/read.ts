import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, resolve as resolvePath } from 'node:path';
import { loadPromptImages } from './images.ts';
import { promptFileReader, type FilePrompt } from './prompt-file.ts';
import { loadWorkloadFiles, type Workloads } from './workload-files.ts';
import { readJsonRecords, WorkloadReadError } from './workload-read.ts';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type YAMLError } from 'yaml';
import type { z } from 'zod';
import { ConfigError, formatProblems, type ConfigProblem } from './errors.ts';
import { allowedKeys, describe, enumValues, nodeKind, schemaAt, type JsonSchema } from './expected.ts';
import { AWS_ENV, isRecord, keyEnvViolations, loadWarnings, ruleParams } from './rules.ts';
import { API_NAMES, BUILTIN_DEFAULTS, Config, DEFAULT_ANALYSIS, Defaults, type ProviderConfig } from './schema.ts';

export {
  ConfigError,
  configFailureHead,
  configFileMissing,
  formatProblems,
  missingKeyHint,
  onlyMissingKeys,
} from './errors.ts';
export type { ConfigProblem } from './errors.ts';
export { AWS_ENV } from './rules.ts';

// YAML text -> validated Config. Every problem in the file is reported at
// once, each with its line and column, the field path, what was expected and
// how to fix it. Values of environment variables never appear in a message.

export interface LoadedConfig {
  /** The config file as it was named. */
  file: string;
  /** sha256 (hex) of the raw file text, for provenance. */
  sha256: string;
  /** Parsed, with the schema's defaults applied. */
  config: Config;
  /** The values of every `api_key_env`, for scrubbing from anything written out. */
  secrets: string[];
  /** Provider id -> its API key, or null when it has no `api_key_env`. */
  keys: Record<string, string | null>;
  /** Provider id -> AWS credentials from the standard variables, for a bedrock provider without an API key. */
  aws: Record<string, AwsCredentials | null>;
  /** Prompt id -> the prompts of its `file:`, read by loadConfig; absent when no prompt has a file. */
  promptFiles?: Record<string, FilePrompt[]>;
  /** Datasets, conversation files and replay traces the config names, read by loadConfig. */
  workloads?: Workloads;
  /**
   * `on-missing-key: skip`: the providers left out because their key variable
   * is unset or empty, with the reason (naming the variable); absent when none.
   */
  skipped?: SkippedProvider[];
  /**
   * Settings the config gives that this run will not use, each with
   * file:line and the fix (shown before anything is sent); absent when none.
   */
  warnings?: string[];
}

/** results.json `run.skipped_providers[]`. */
export interface SkippedProvider {
  provider: string;
  reason: string;
}

/**
 * What to do with a provider whose key variable is unset or empty: `fail`
 * (the config has a problem, nothing is sent) or `skip` (it is left out with
 * a warning and the others run; still a problem when no provider is left).
 */
export type OnMissingKey = 'skip' | 'fail';
export const ON_MISSING_KEY = ['skip', 'fail'] as const;

export interface ParseOptions {
  /** Default `fail`. */
  onMissingKey?: OnMissingKey;
}

/** AWS credentials from the standard variables, for Bedrock's request signing (formats/bedrock/sign.ts). */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

function awsCredentials(env: Record<string, string | undefined>): AwsCredentials | null {
  const accessKeyId = env[AWS_ENV.accessKeyId];
  const secretAccessKey = env[AWS_ENV.secretAccessKey];
  if (!accessKeyId || !secretAccessKey) return null;
  const sessionToken = env[AWS_ENV.sessionToken];
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

type Overridden =
  | 'repetitions'
  | 'warmup'
  | 'concurrency'
  | 'max_tokens'
  | 'cache_bust'
  | 'timeout'
  | 'max_response_mb'
  | 'max_consecutive_connect_errors';

/** A provider with every inheritable setting filled in (provider > defaults > built-in). */
export type ResolvedProvider = Omit<ProviderConfig, Overridden> & {
  repetitions: number;
  warmup: number;
  concurrency: number;
  max_tokens: number;
  cache_bust: boolean;
  /** seconds */
  timeout: { headers: number; idle: number; total: number };
  /** MiB of decoded response body before too_large */
  max_response_mb: number;
  /** connection failures in a row before the provider's remaining requests are not sent */
  max_consecutive_connect_errors: number;
};

export function resolveProvider(config: Config, provider: ProviderConfig): ResolvedProvider {
  const d = config.defaults ?? {};
  const b = BUILTIN_DEFAULTS;
  // A provider's own metrics_url wins; else the first top-level entry that names it (or names none).
  const shared =
    provider.metrics_url === undefined
      ? config.server_metrics?.find((e) => e.providers === undefined || e.providers.includes(provider.id))
      : undefined;
  return {
    ...provider,
    ...(shared !== undefined
      ? {
          metrics_url: shared.url,
          ...(shared.interval_s !== undefined ? { metrics_interval_s: shared.interval_s } : {}),
          ...(shared.map !== undefined ? { metrics_map: shared.map } : {}),
        }
      : {}),
    repetitions: provider.repetitions ?? d.repetitions ?? b.repetitions,
    warmup: provider.warmup ?? d.warmup ?? b.warmup,
    concurrency: provider.concurrency ?? d.concurrency ?? b.concurrency,
    max_tokens: provider.max_tokens ?? d.max_tokens ?? b.max_tokens,
    cache_bust: provider.cache_bust ?? d.cache_bust ?? b.cache_bust,
    timeout: {
      headers: provider.timeout?.headers ?? d.timeout?.headers ?? b.timeout.headers,
      idle: provider.timeout?.idle ?? d.timeout?.idle ?? b.timeout.idle,
      total: provider.timeout?.total ?? d.timeout?.total ?? b.timeout.total,
    },
    max_response_mb: provider.max_response_mb ?? d.max_response_mb ?? b.max_response_mb,
    max_consecutive_connect_errors:
      provider.max_consecutive_connect_errors ?? d.max_consecutive_connect_errors ?? b.max_consecutive_connect_errors,
    // Set only when someone set it: unset means the default (compressed), and
    // resolved providers written back out (run --url's config) stay as they were.
    ...((provider.compression ?? d.compression) !== undefined
      ? { compression: (provider.compression ?? d.compression) as boolean }
      : {}),
  };
}

export async function loadConfig(
  file: string,
  env: Record<string, string | undefined> = process.env,
  opts: ParseOptions = {},
): Promise<LoadedConfig> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const problem = (message: string, fix: string): ConfigError =>
      new ConfigError([
        {
          file,
          line: null,
          column: null,
          path: '',
          message,
          fix,
          ...(code === 'ENOENT' || code === 'EISDIR' ? { fileMissing: true } : {}),
        },
      ]);
    if (code === 'ENOENT')
      throw problem(
        `config file not found: ${file}`,
        `\`streamgauge init -o ${file}\` writes a commented starter config (reference: docs/configuration.md), or pass the path of your config with -c, e.g. \`streamgauge run -c path/to/streamgauge.yml\``,
      );
    if (code === 'EISDIR')
      throw problem(
        `${file} is a directory, not a config file`,
        `pass the YAML file itself with -c, e.g. \`-c ${file.replace(/\/+$/, '')}/streamgauge.yml\``,
      );
    throw problem(
      `cannot read ${file}: ${(err as Error).message}`,
      'check that the file is readable, or pass another file with -c',
    );
  }
  const loaded = parseConfig(text, file, env, opts);
  loaded.promptFiles = await loadPromptFiles(loaded.config, file);
  loaded.workloads = await loadWorkloadFiles(loaded.config, file);
  // Images are read once, here: a missing or wrong file stops the run before anything is sent.
  const { images, problems } = await loadPromptImages(loaded.config.prompts, file);
  if (problems.length > 0) throw new ConfigError(problems.map((p) => problemAt(text, file, p.path, p.message, p.fix)));
  if (Object.keys(images).length > 0) loaded.workloads.images = images;
  return loaded;
}

/** A problem found after parsing (a file the config names), placed at its line in the config text. */
export function problemAt(
  text: string,
  file: string,
  path: readonly Seg[],
  message: string,
  fix: string,
): ConfigProblem {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  return at({ file, doc, lineCounter, raw: null }, path, message, fix);
}

/**
 * Reads every `file:` prompt, relative to the config file's folder. Every
 * problem of every file is listed at once (file, line, field).
 */
export async function loadPromptFiles(config: Config, configFile: string): Promise<Record<string, FilePrompt[]>> {
  const out: Record<string, FilePrompt[]> = {};
  const problems: ConfigProblem[] = [];
  const base = dirname(configFile);
  for (const [i, p] of config.prompts.entries()) {
    if (p.file === undefined) continue;
    const path = resolvePath(base, p.file);
    const field = `prompts[${i}].file`;
    try {
      out[p.id] = await readJsonRecords({ path, what: 'prompts file', base }, promptFileReader(path, field));
    } catch (err) {
      if (err instanceof ConfigError) problems.push(...err.problems);
      else if (err instanceof WorkloadReadError)
        problems.push({ file: configFile, line: null, column: null, path: field, message: err.message, fix: err.fix });
      else throw err;
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out;
}

/** Pure: parse and validate config text. Throws ConfigError listing every problem. */
export function parseConfig(
  text: string,
  file: string,
  env: Record<string, string | undefined>,
  opts: ParseOptions = {},
): LoadedConfig {
  const sha256 = createHash('sha256').update(text, 'utf8').digest('hex');
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) throw new ConfigError(doc.errors.map((e) => yamlProblem(e, file, lineCounter)));

  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: 1000 });
  } catch (err) {
    throw new ConfigError([
      {
        file,
        line: null,
        column: null,
        path: '',
        message: `cannot read the YAML: ${(err as Error).message}`,
        fix: 'write the config without YAML aliases (*name) or with fewer of them',
      },
    ]);
  }

  const ctx: Ctx = { file, doc, lineCounter, raw };
  const problems: ConfigProblem[] = [];

  // The schema runs its cross-field rules (rules.ts) even after other
  // issues, so its issues are the whole list: nothing is re-checked here.
  const result = Config.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(...issueProblems(issue, ctx));
    if (problems.length === 0)
      problems.push(at(ctx, [], 'the config is not valid', 'see docs/configuration.md for the expected layout'));
  }
  const keyProblems = keyEnvViolations(raw, env).map((v) => ({
    index: v.path[1] as number,
    problem: { ...at(ctx, v.path, v.message, v.fix), ...(v.missingEnv ? { missingEnv: v.missingEnv } : {}) },
  }));
  const skipping = opts.onMissingKey === 'skip' && result.success;
  const skippedIndexes = new Set(skipping ? keyProblems.map((k) => k.index) : []);
  // Skipping every provider leaves nothing to run: then the missing keys are the problems.
  const noProviderLeft = skipping && skippedIndexes.size >= result.data.providers.length;
  if (!skipping || noProviderLeft) problems.push(...keyProblems.map((k) => k.problem));

  if (problems.length > 0 || !result.success) {
    // Stable sort: file order; problems without a line last.
    const rank = (p: ConfigProblem): number => (p.line ?? Number.MAX_SAFE_INTEGER) * 1e6 + (p.column ?? 0);
    problems.sort((a, b) => rank(a) - rank(b));
    const error = new ConfigError(problems);
    error.noProviderLeft = noProviderLeft;
    throw error;
  }

  const skipped = result.data.providers
    .map((p, i) => ({ p, i }))
    .filter(({ i }) => skippedIndexes.has(i))
    .map(({ p, i }) => ({ provider: p.id, reason: skipReason(keyProblems.filter((k) => k.index === i)) }));
  const config =
    skipped.length === 0
      ? result.data
      : { ...result.data, providers: result.data.providers.filter((_, i) => !skippedIndexes.has(i)) };
  const keys: Record<string, string | null> = {};
  const aws: Record<string, AwsCredentials | null> = {};
  const secrets: string[] = [];
  const secret = (value: string | null | undefined) => {
    if (value && !secrets.includes(value)) secrets.push(value);
  };
  for (const p of config.providers) {
    const value = p.api_key_env === undefined ? null : (env[p.api_key_env] ?? null);
    keys[p.id] = value;
    secret(value);
    const creds = p.api === 'bedrock' && value === null ? awsCredentials(env) : null;
    aws[p.id] = creds;
    secret(creds?.accessKeyId);
    secret(creds?.secretAccessKey);
    secret(creds?.sessionToken);
  }
  const warnings = [
    ...ignoredSettings(ctx, result.data),
    ...(config.load
      ? loadWarnings(config.load).map((v) => formatProblems([at(ctx, ['load', ...v.path], v.message, v.fix)]))
      : []),
  ];
  return {
    file,
    sha256,
    config,
    secrets,
    keys,
    aws,
    ...(skipped.length > 0 ? { skipped } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}

/**
 * `repetitions` beside `load:`: a load run's stages are sized by
 * `load.requests` or `load.duration_s`, so a repetitions count was silently
 * ignored, and a reader of the config would expect it to count.
 */
function ignoredSettings(ctx: Ctx, config: Config): string[] {
  if (config.load === undefined) return [];
  const where: Seg[][] = [];
  if (config.defaults?.repetitions !== undefined) where.push(['defaults', 'repetitions']);
  config.providers.forEach((p, i) => {
    if (p.repetitions !== undefined) where.push(['providers', i, 'repetitions']);
  });
  return where.map((path) =>
    formatProblems([
      at(
        ctx,
        path,
        'is ignored: with `load:` each stage is sized by load.requests or load.duration_s, not by repetitions',
        'remove it, and set the requests per stage with load.requests (or the stage length with load.duration_s)',
      ),
    ]),
  );
}

/** "OPENAI_API_KEY is not set" / "... is set but empty": names only, never a value. */
function skipReason(problems: ReadonlyArray<{ problem: ConfigProblem }>): string {
  return problems
    .map(({ problem }) => problem.message.replace(/^environment variable /, '').replace(/;.*$/, ''))
    .join('; ');
}

// ---------------------------------------------------------------------------
// Locating things in the YAML

type Seg = string | number;

interface Ctx {
  file: string;
  doc: Document.Parsed;
  lineCounter: LineCounter;
  raw: unknown;
}

/** `providers[1].api_key_env`; keys that are not plain identifiers are quoted: `headers["X-Id"]`. */
export function formatPath(path: readonly Seg[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(seg)) out += out === '' ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}

function nodeAt(doc: Document.Parsed, path: readonly Seg[]): unknown {
  return path.length === 0 ? doc.contents : doc.getIn(path, true);
}

/**
 * Line and column of a path: the key of a mapping entry (so the whole line
 * reads `key: value`), or the item of a list. A path that is not in the file
 * (a missing key) falls back to the closest ancestor that is.
 */
function locate(ctx: Ctx, path: readonly Seg[]): { line: number | null; column: number | null } {
  const pos = (offset: number) => {
    const { line, col } = ctx.lineCounter.linePos(offset);
    return { line, column: col };
  };
  for (let n = path.length; n >= 0; n--) {
    if (n === 0) {
      const range = (ctx.doc.contents as { range?: [number, number, number] } | null)?.range;
      return range ? pos(range[0]) : { line: null, column: null };
    }
    const parent = nodeAt(ctx.doc, path.slice(0, n - 1));
    const last = path[n - 1];
    if (isMap(parent)) {
      const pair = parent.items.find((it) => isScalar(it.key) && String(it.key.value) === String(last));
      const range = pair && isScalar(pair.key) ? pair.key.range : undefined;
      if (range) return pos(range[0]);
    } else if (isSeq(parent) && typeof last === 'number') {
      const item = parent.items[last] as { range?: [number, number, number] } | undefined;
      if (item?.range) return pos(item.range[0]);
    }
  }
  return { line: null, column: null };
}

function at(ctx: Ctx, path: readonly Seg[], message: string, fix: string): ConfigProblem {
  return { file: ctx.file, ...locate(ctx, path), path: formatPath(path), message, fix };
}

const YAML_FIXES: Record<string, string> = {
  DUPLICATE_KEY: 'keep only one entry with this key in this mapping',
  TAB_AS_INDENT: 'indent with spaces, not tabs',
  MULTIPLE_DOCS: 'keep a single YAML document in the file (remove the extra `---`)',
};

function yamlProblem(e: YAMLError, file: string, lineCounter: LineCounter): ConfigProblem {
  const { line, col } = lineCounter.linePos(e.pos[0]);
  return {
    file,
    line,
    column: col,
    path: '',
    message: `YAML syntax error: ${e.message.trim()}`,
    fix:
      YAML_FIXES[e.code] ??
      'check the indentation and any unclosed brackets or quotes on this line or the one before it; quote values that contain ": " or " #"',
  };
}

// ---------------------------------------------------------------------------
// The raw value at a path

/** The raw value at path, and whether the last key is absent from its parent mapping. */
function rawAt(raw: unknown, path: readonly Seg[]): { value: unknown; missing: boolean } {
  let v = raw;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i] as Seg;
    if (Array.isArray(v) && typeof seg === 'number') v = v[seg];
    else if (isRecord(v)) {
      if (i === path.length - 1 && !Object.hasOwn(v, String(seg))) return { value: undefined, missing: true };
      v = v[String(seg)];
    } else return { value: undefined, missing: false };
  }
  return { value: v, missing: false };
}

/** A short, safe rendering of a received value. */
function got(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'nothing (an empty value)';
  if (typeof value === 'string') {
    const s = value.length > 40 ? `${value.slice(0, 37)}...` : value;
    return value === '' ? 'an empty string' : JSON.stringify(s);
  }
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (isRecord(value)) return 'a mapping';
  return String(value);
}

/** Values under these keys might be, or echo, a credential: never print them. */
function sensitive(path: readonly Seg[]): boolean {
  return path.some((s, i) => s === 'api_key_env' || s === 'body' || (s === 'headers' && path[i - 1] !== 'timeout'));
}

function lastKey(path: readonly Seg[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string;
  return undefined;
}

function exampleFor(path: readonly Seg[]): string | undefined {
  const key = path[path.length - 1];
  if (typeof key !== 'string') return undefined;
  if (path[path.length - 2] === 'timeout' && key in BUILTIN_DEFAULTS.timeout)
    return String(BUILTIN_DEFAULTS.timeout[key as keyof typeof BUILTIN_DEFAULTS.timeout]);
  if (key !== 'timeout' && key in BUILTIN_DEFAULTS)
    return String(BUILTIN_DEFAULTS[key as keyof typeof BUILTIN_DEFAULTS]);
  if (key in DEFAULT_ANALYSIS) return String(DEFAULT_ANALYSIS[key as keyof typeof DEFAULT_ANALYSIS]);
  const examples: Record<string, string> = {
    parallel_providers: '4',
    api: API_NAMES[0],
    base_url: 'https://api.openai.com/v1',
    model: 'gpt-4o-mini',
    api_key_env: 'OPENAI_API_KEY',
    id: path[0] === 'prompts' ? 'haiku' : 'openai-mini',
    prompt: '"Write a haiku about rain."',
    role: 'user',
    input_tokens: '512',
    output_tokens: '128',
    content: '"Hello"',
  };
  return examples[key];
}

function setFix(path: readonly Seg[], schema: JsonSchema | undefined): string {
  const key = path[path.length - 1];
  const name = typeof key === 'string' ? key : formatPath(path);
  const values = schema ? enumValues(schema) : null;
  if (values) return `set ${name} to ${values.length === 1 ? values[0] : `one of: ${values.join(', ')}`}`;
  const kind = nodeKind(schema);
  if (kind === 'list') return `write ${name} as a list, one \`- \` item per line`;
  if (kind === 'mapping') return `write ${name} as a mapping of \`key: value\` lines`;
  if (kind === 'boolean') return `set ${name} to true or false`;
  if (key === 'api_key_env')
    return 'set api_key_env to the NAME of the variable that holds the key, such as OPENAI_API_KEY (never the key itself)';
  const example = exampleFor(path);
  return `set ${name} to ${describe(schema)}${example === undefined ? '' : `, such as ${example}`}`;
}

// ---------------------------------------------------------------------------
// Zod issues -> problems

type Issue = z.core.$ZodIssue;

const isZodDefaultMessage = (m: string): boolean => /^(Invalid|Too (small|big)|Unrecognized)/.test(m);

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j] as number;
      row[j] = Math.min((row[j] as number) + 1, (row[j - 1] as number) + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length] as number;
}

/** The allowed key closest to `key`, when it is an obvious typo (edit distance <= 2). */
export function closestKey(key: string, allowed: readonly string[]): string | null {
  let best: string | null = null;
  let bestD = Infinity;
  const k = key.toLowerCase().replace(/-/g, '_');
  for (const a of allowed) {
    const d = levenshtein(k, a.toLowerCase());
    if (d < bestD) [best, bestD] = [a, d];
  }
  return bestD <= 2 && bestD < Math.max(key.length, 2) / 2 + 1 ? best : null;
}

function issueProblems(issue: Issue, ctx: Ctx): ConfigProblem[] {
  const path = issue.path.filter((s): s is Seg => typeof s !== 'symbol');
  const schema = schemaAt(path);
  const where = formatPath(path);

  if (issue.code === 'unrecognized_keys') {
    const allowed = allowedKeys(schema);
    return issue.keys.map((k) => {
      const guess = closestKey(k, allowed);
      const list = allowed.join(', ');
      let message = `unknown key \`${k}\``;
      message += guess ? `; did you mean \`${guess}\`? Allowed keys here: ${list}` : `; allowed keys here: ${list}`;
      let fix = guess ? `rename \`${k}\` to \`${guess}\`` : `remove \`${k}\`, or use one of the allowed keys`;
      if (path.length === 0 && k in Defaults.shape)
        fix = guess ? fix : `move \`${k}\` under \`defaults:\` (for every provider) or under one provider`;
      return at(ctx, [...path, k], message, fix);
    });
  }

  // A rule of rules.ts: its message and its fix come with the issue.
  const rule = ruleParams(issue);
  if (rule) return [at(ctx, path, issue.message, rule.fix)];
  if (issue.code === 'custom') return [at(ctx, path, issue.message, 'see docs/configuration.md')];

  if (issue.code === 'invalid_type' && path.length === 0) {
    const empty = ctx.raw === null || ctx.raw === undefined;
    return [
      at(
        ctx,
        path,
        empty
          ? 'the config file is empty; expected a mapping with `providers:` and `prompts:`'
          : `expected a mapping with \`providers:\` and \`prompts:\`, got ${got(ctx.raw)}`,
        'start from the example in docs/configuration.md: top-level `providers:` and `prompts:` lists',
      ),
    ];
  }

  const { value, missing } = rawAt(ctx.raw, path);
  const key = lastKey(path) ?? where;
  if (issue.code === 'invalid_union' && !missing) {
    // A token count given as a mapping fails the number branch on its type
    // and the mapping branch on what is inside: that branch says what to fix.
    const branch = issue.errors.find(
      (errs) => errs.length > 0 && !errs.some((e) => e.path.length === 0 && e.code === 'invalid_type'),
    );
    if (branch) return branch.flatMap((e) => issueProblems({ ...e, path: [...path, ...e.path] }, ctx));
  }
  // A missing union (a token count) fails every branch: invalid_union, not invalid_type.
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union') && missing) {
    const example = exampleFor(path);
    const parent = formatPath(path.slice(0, -1));
    let fix = `add \`${key}: ${example ?? '...'}\`${parent ? ` to ${parent}` : ''}`;
    if (path.length === 1 && key === 'providers')
      fix = 'add a `providers:` list; each provider needs id, api, base_url and model';
    if (path.length === 1 && key === 'prompts') fix = 'add a `prompts:` list; each prompt needs an id and a prompt';
    return [at(ctx, path, `missing required key \`${key}\` (expected ${describe(schema)})`, fix)];
  }

  let message = isZodDefaultMessage(issue.message) ? `expected ${describe(schema)}` : issue.message;
  if (!sensitive(path)) message += `, got ${got(value)}`;
  let fix = setFix(path, schema);
  if (issue.code === 'too_small' && issue.origin === 'array')
    fix = `add at least ${String(issue.minimum)} item under ${key}`;
  return [at(ctx, path, message, fix)];
}
