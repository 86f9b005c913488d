import { parseShard } from '../config/plan.ts';
import { parseStartAt } from '../run/align.ts';
import { checkLocation } from '../run/location.ts';
import type { Analysis } from '../config/schema.ts';
import { ON_MISSING_KEY, type OnMissingKey } from '../config/read.ts';
import { INPUT_DEFAULTS, Inputs, type InputName } from './constants.ts';
import { StreamgaugeError } from '../errors.ts';

// The Action's inputs, read through a getter (core.getInput in the Action, a
// plain object in tests) and checked all at once: every problem is listed,
// each naming the input, the value, the expected form and the fix.

export type Mode = 'run' | 'merge';
export type CommentMode = 'auto' | 'always' | 'never';
/** `comment-mode`: post or update on every run, or only when the comparison found a change (or a group failed). */
export type CommentWhen = 'always' | 'regressions';
/** Where earlier runs are kept: nowhere, a data branch of the repository, or the earlier runs' artifacts. */
export type HistoryMode = 'none' | 'branch' | 'artifacts';

export interface ActionInputs {
  config: string;
  mode: Mode;
  shard: { index: number; count: number } | null;
  /** `start-at`: the shards' common start, epoch ms; null to start at once. */
  startAtEpochMs: number | null;
  /** `location`: where the runner measures from; null: the runner's default (src/run/location.ts). */
  location: string | null;
  /** `on-missing-key`: leave out a provider whose key variable is unset or empty (skip), or fail. */
  onMissingKey: OnMissingKey;
  outputDir: string;
  artifactName: string;
  uploadTraces: boolean;
  retentionDays: number | null;
  comment: CommentMode;
  commentWhen: CommentWhen;
  commentKey: string;
  /** The login whose comment is ours (`comment-author`); null: the token's own. */
  commentAuthor: string | null;
  githubToken: string;
  prNumber: number | null;
  /** merge mode: the workflow run whose artifacts to merge; null for the current run. */
  runId: number | null;
  /** Threshold overrides; only the ones given are set. */
  analysis: Partial<Analysis>;
  history: HistoryMode;
  /** The data branch (history: branch). */
  historyBranch: string;
  /** Entries the data branch keeps, oldest dropped (history: branch). */
  historyMaxEntries: number;
  /** Earlier runs that form the baseline. */
  baselineRuns: number;
  failOnRegression: boolean;
  /** With failOnRegression: also fail on slower figures of groups that are not trusted (unconfirmed). */
  failOnUnconfirmed: boolean;
  /** Regenerate the dashboard site on the data branch with each new entry (history: branch). */
  dashboard: boolean;
  /** Smallest change, in percent, that counts as slower or faster. */
  minEffectPct: number;
}

export class InputError extends StreamgaugeError {
  readonly code = 'SG_ACTION_INPUT';
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      problems.length === 1
        ? (problems[0] ?? '')
        : `${problems.length} problems with the inputs:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

/** Characters the artifact service refuses in a name (see @actions/artifact's name validation). */
const ARTIFACT_NAME_FORBIDDEN = /["':<>|*?\r\n\\/]/;
const COMMENT_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** A GitHub login, or an app's bot (`name[bot]`). */
const LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;

/**
 * A branch name git accepts (the rules of `git check-ref-format --branch`):
 * no spaces, control characters or any of `~^:?*[\`, no "..", "@{" or
 * "//", no part starting with "." or ending with ".lock", not starting with
 * "-" or "/", not ending with "/" or ".".
 */
function validBranch(name: string): boolean {
  if (name === '' || name === '@' || /[\s~^:?*[\\]/.test(name)) return false;
  if ([...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  if (name.includes('..') || name.includes('@{') || name.includes('//')) return false;
  if (/^[-/]/.test(name) || /[/.]$/.test(name)) return false;
  return name.split('/').every((part) => part !== '' && !part.startsWith('.') && !part.endsWith('.lock'));
}

const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

/** What each phase of `readInputs` reads with: an input's value (its default when empty) and where a problem goes. */
interface InputReader {
  value: (name: InputName) => string;
  bad: Bad;
  problems: string[];
}

export function readInputs(get: (name: InputName) => string, nowEpochMs: number = Date.now()): ActionInputs {
  const problems: string[] = [];
  const reader: InputReader = {
    value: (name) => {
      const v = get(name).trim();
      return v === '' ? INPUT_DEFAULTS[name] : v;
    },
    bad: (name, got, expected, fix) =>
      problems.push(`Invalid ${name} '${got}'. Expected ${expected}. To fix this, ${fix}.`),
    problems,
  };
  const where = readWhereInputs(reader, nowEpochMs);
  const artifact = readArtifactInputs(reader);
  const comment = readCommentInputs(reader, where.mode);
  const analysis = readAnalysisInputs(reader);
  const history = readHistoryInputs(reader, where.shard, where.shardText);
  if (problems.length > 0) throw new InputError(problems);
  const { shardText: _, ...whereInputs } = where;
  return {
    config: reader.value(Inputs.Config),
    ...whereInputs,
    outputDir: reader.value(Inputs.OutputDir),
    ...artifact,
    ...comment,
    githubToken: reader.value(Inputs.GithubToken),
    analysis,
    ...history,
  };
}

/** What to run and from where: `mode`, `shard`, `start-at`, `location`, `on-missing-key`. */
function readWhereInputs(
  { value, bad, problems }: InputReader,
  nowEpochMs: number,
): Pick<ActionInputs, 'mode' | 'shard' | 'startAtEpochMs' | 'location' | 'onMissingKey'> & { shardText: string } {
  const mode = value(Inputs.Mode);
  if (mode !== 'run' && mode !== 'merge')
    bad(
      Inputs.Mode,
      mode,
      '`run` or `merge`',
      'use `mode: run` in each benchmark job and `mode: merge` in the job after the shards',
    );

  let shard: ActionInputs['shard'] = null;
  const shardText = value(Inputs.Shard);
  if (shardText !== '') {
    try {
      shard = parseShard(shardText);
    } catch {
      bad(
        Inputs.Shard,
        shardText,
        'I/N with 1 <= I <= N, such as 2/3',
        'set `shard: ${{ matrix.shard }}/3` with `matrix: { shard: [1, 2, 3] }`',
      );
    }
    if (mode === 'merge')
      problems.push(
        `\`${Inputs.Shard}\` is set ('${shardText}') but \`${Inputs.Mode}\` is merge. A merge job reads every shard's artifact. To fix this, remove \`${Inputs.Shard}\` from the merge step.`,
      );
  }

  let startAtEpochMs: number | null = null;
  const startAtText = value(Inputs.StartAt);
  if (startAtText !== '') {
    try {
      startAtEpochMs = parseStartAt(startAtText, nowEpochMs, `\`${Inputs.StartAt}\``);
    } catch (err) {
      problems.push(
        `${(err as Error).message} (Pass every shard the same value from a first job's output, e.g. \`${Inputs.StartAt}: \${{ needs.plan.outputs.start-at }}\`.)`,
      );
    }
    if (mode === 'merge')
      problems.push(
        `\`${Inputs.StartAt}\` is set ('${startAtText}') but \`${Inputs.Mode}\` is merge: a merge sends no request. To fix this, remove \`${Inputs.StartAt}\` from the merge step.`,
      );
  }
  let location: string | null = null;
  const locationText = value(Inputs.Location);
  if (locationText !== '') {
    try {
      location = checkLocation(locationText, `\`${Inputs.Location}\``);
    } catch (err) {
      problems.push((err as Error).message);
    }
  }

  const onMissingKey = value(Inputs.OnMissingKey);
  if (!(ON_MISSING_KEY as readonly string[]).includes(onMissingKey))
    bad(
      Inputs.OnMissingKey,
      onMissingKey,
      '`skip` (run the providers whose keys are set) or `fail` (fail the step, send nothing)',
      'pick one of the two',
    );
  return {
    mode: mode as Mode,
    shard,
    shardText,
    startAtEpochMs,
    location,
    onMissingKey: onMissingKey as OnMissingKey,
  };
}

/** The artifact a run uploads: `artifact-name`, `upload-traces`, `retention-days`. */
function readArtifactInputs({
  value,
  bad,
}: InputReader): Pick<ActionInputs, 'artifactName' | 'uploadTraces' | 'retentionDays'> {
  const artifactName = value(Inputs.ArtifactName);
  if (ARTIFACT_NAME_FORBIDDEN.test(artifactName))
    bad(
      Inputs.ArtifactName,
      artifactName,
      'a name without " \' : < > | * ? \\ / or line breaks',
      'use letters, digits, "-", "_" and "." only, such as `streamgauge-nightly`',
    );

  const uploadText = value(Inputs.UploadTraces);
  const uploadTraces = TRUE.includes(uploadText);
  if (!uploadTraces && !FALSE.includes(uploadText))
    bad(
      Inputs.UploadTraces,
      uploadText,
      '`true` or `false`',
      `write \`${Inputs.UploadTraces}: false\` to skip the upload`,
    );

  const retentionDays = integer(Inputs.RetentionDays, value(Inputs.RetentionDays), 1, 90, 'days from 1 to 90', bad);
  return { artifactName, uploadTraces, retentionDays };
}

/** The pull request comment and the run it reads: `comment`, `comment-mode`, `comment-key`, `comment-author`, `pr-number`, `run-id`. */
function readCommentInputs(
  { value, bad, problems }: InputReader,
  mode: Mode,
): Pick<ActionInputs, 'comment' | 'commentWhen' | 'commentKey' | 'commentAuthor' | 'prNumber' | 'runId'> {
  const comment = value(Inputs.Comment);
  if (comment !== 'auto' && comment !== 'always' && comment !== 'never')
    bad(Inputs.Comment, comment, '`auto` (on pull_request events), `always` or `never`', 'pick one of the three');

  const commentWhen = value(Inputs.CommentMode);
  if (commentWhen !== 'always' && commentWhen !== 'regressions')
    bad(
      Inputs.CommentMode,
      commentWhen,
      '`always` (every run) or `regressions` (only when the comparison found a change, or a group failed)',
      'pick one of the two',
    );

  const commentKey = value(Inputs.CommentKey);
  if (!COMMENT_KEY.test(commentKey))
    bad(
      Inputs.CommentKey,
      commentKey,
      'up to 64 letters, digits, ".", "_" or "-", starting with a letter or digit',
      'name each benchmark that comments on the same pull request, such as `nightly` or `gpu-pool`',
    );

  const commentAuthor = value(Inputs.CommentAuthor);
  if (commentAuthor !== '' && !LOGIN.test(commentAuthor))
    bad(
      Inputs.CommentAuthor,
      commentAuthor,
      "a GitHub login, or an app's bot such as `my-app[bot]`",
      "name the account that writes the comment, or leave it empty to use the token's own",
    );

  const prNumber = integer(
    Inputs.PrNumber,
    value(Inputs.PrNumber),
    1,
    Number.MAX_SAFE_INTEGER,
    'a pull request number',
    bad,
  );
  const runId = integer(Inputs.RunId, value(Inputs.RunId), 1, Number.MAX_SAFE_INTEGER, 'a workflow run id', bad);
  if (runId !== null && mode !== 'merge')
    problems.push(
      `\`${Inputs.RunId}\` is set but \`${Inputs.Mode}\` is ${mode}. Only a merge reads the artifacts of another run. To fix this, add \`${Inputs.Mode}: merge\` or remove \`${Inputs.RunId}\`.`,
    );
  return {
    comment: comment as CommentMode,
    commentWhen: commentWhen as CommentWhen,
    commentKey,
    commentAuthor: commentAuthor === '' ? null : commentAuthor,
    prNumber,
    runId,
  };
}

/** Threshold overrides: `min-content-reads`, `min-generation-s`, `max-plausible-tps`; only the ones given are set. */
function readAnalysisInputs({ value, bad }: InputReader): Partial<Analysis> {
  const analysis: Partial<Analysis> = {};
  const reads = integer(
    Inputs.MinContentReads,
    value(Inputs.MinContentReads),
    1,
    Number.MAX_SAFE_INTEGER,
    'a whole number >= 1, such as 3',
    bad,
  );
  if (reads !== null) analysis.min_content_reads = reads;
  const genS = decimal(
    Inputs.MinGenerationS,
    value(Inputs.MinGenerationS),
    (n) => n >= 0,
    'seconds >= 0, such as 0.2',
    bad,
  );
  if (genS !== null) analysis.min_generation_s = genS;
  const maxTps = decimal(
    Inputs.MaxPlausibleTps,
    value(Inputs.MaxPlausibleTps),
    (n) => n > 0,
    'tokens per second > 0, such as 5000',
    bad,
  );
  if (maxTps !== null) analysis.max_plausible_tps = maxTps;
  return analysis;
}

type HistoryInputs = Pick<
  ActionInputs,
  | 'history'
  | 'historyBranch'
  | 'historyMaxEntries'
  | 'baselineRuns'
  | 'failOnRegression'
  | 'failOnUnconfirmed'
  | 'dashboard'
  | 'minEffectPct'
>;

/** `fail-on-unconfirmed`: `true` or `false`. */
function readFailOnUnconfirmed({ value, bad }: InputReader): boolean {
  const text = value(Inputs.FailOnUnconfirmed);
  const on = TRUE.includes(text);
  if (!on && !FALSE.includes(text))
    bad(
      Inputs.FailOnUnconfirmed,
      text,
      '`true` or `false`',
      `write \`${Inputs.FailOnUnconfirmed}: true\` to also fail on a slower figure of a group that is not trusted`,
    );
  return on;
}

/** Earlier runs and what is done with them: `history`, `history-branch`, ..., `dashboard`, and how they fit the mode. */
function readHistoryInputs(
  { value, bad, problems }: InputReader,
  shard: ActionInputs['shard'],
  shardText: string,
): HistoryInputs {
  const history = value(Inputs.History);
  if (history !== 'none' && history !== 'branch' && history !== 'artifacts')
    bad(
      Inputs.History,
      history,
      '`none`, `branch` (a data branch of the repository) or `artifacts` (the artifacts of earlier runs)',
      'pick one of the three; `branch` needs `contents: write`, `artifacts` needs `actions: read`',
    );
  const historyBranch = value(Inputs.HistoryBranch);
  if (!validBranch(historyBranch))
    bad(
      Inputs.HistoryBranch,
      historyBranch,
      'a git branch name',
      'use letters, digits, "-", "_", "." and "/" only, such as `streamgauge-data`',
    );
  const maxEntries = integer(
    Inputs.HistoryMaxEntries,
    value(Inputs.HistoryMaxEntries),
    1,
    100_000,
    'a whole number >= 1, such as 100',
    bad,
  );
  const baselineRuns = integer(
    Inputs.BaselineRuns,
    value(Inputs.BaselineRuns),
    1,
    100,
    'a whole number from 1 to 100, such as 5',
    bad,
  );
  const failText = value(Inputs.FailOnRegression);
  const failOnRegression = TRUE.includes(failText);
  if (!failOnRegression && !FALSE.includes(failText))
    bad(
      Inputs.FailOnRegression,
      failText,
      '`true` or `false`',
      `write \`${Inputs.FailOnRegression}: true\` to fail the job when a figure got slower`,
    );
  const minEffect = decimal(
    Inputs.MinEffectPct,
    value(Inputs.MinEffectPct),
    (n) => n >= 0,
    'a percentage >= 0, such as 10',
    bad,
  );
  const dashboardText = value(Inputs.Dashboard);
  const dashboard = TRUE.includes(dashboardText);
  if (!dashboard && !FALSE.includes(dashboardText))
    bad(
      Inputs.Dashboard,
      dashboardText,
      '`true` or `false`',
      `write \`${Inputs.Dashboard}: true\` (with \`${Inputs.History}: branch\`) to keep a dashboard site on the data branch`,
    );
  if (dashboard && history !== 'branch')
    problems.push(
      `\`${Inputs.Dashboard}\` is true but \`${Inputs.History}\` is ${history || 'none'}: the site is written to the data branch beside the history. ` +
        `To fix this, set \`${Inputs.History}: branch\`, or build the site yourself with \`streamgauge dashboard --history DIR\`.`,
    );
  if (failOnRegression && history === 'none')
    problems.push(
      `\`${Inputs.FailOnRegression}\` is true but \`${Inputs.History}\` is none, so there is no baseline to be slower than. ` +
        `To fix this, set \`${Inputs.History}: branch\` or \`${Inputs.History}: artifacts\`, or remove \`${Inputs.FailOnRegression}\`.`,
    );
  if (history !== 'none' && shard !== null)
    problems.push(
      `\`${Inputs.History}\` is ${history} on a shard job ('${shardText}'): one shard holds only part of each group's requests. ` +
        `To fix this, set \`${Inputs.History}\` on the \`${Inputs.Mode}: merge\` job that combines the shards, and remove it from the shard jobs.`,
    );
  return {
    history: history as HistoryMode,
    historyBranch,
    historyMaxEntries: maxEntries ?? Number(INPUT_DEFAULTS[Inputs.HistoryMaxEntries]),
    baselineRuns: baselineRuns ?? Number(INPUT_DEFAULTS[Inputs.BaselineRuns]),
    failOnRegression,
    failOnUnconfirmed: readFailOnUnconfirmed({ value, bad, problems }),
    dashboard,
    minEffectPct: minEffect ?? Number(INPUT_DEFAULTS[Inputs.MinEffectPct]),
  };
}

type Bad = (name: InputName, got: string, expected: string, fix: string) => void;

function integer(name: InputName, text: string, min: number, max: number, expected: string, bad: Bad): number | null {
  if (text === '') return null;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) {
    bad(name, text, expected, `give \`${name}\` as digits only, or leave it out`);
    return null;
  }
  return n;
}

function decimal(name: InputName, text: string, ok: (n: number) => boolean, expected: string, bad: Bad): number | null {
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n) || !ok(n)) {
    bad(name, text, expected, `give \`${name}\` as a number, or leave it out to use the config's value`);
    return null;
  }
  return n;
}
