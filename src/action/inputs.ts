import { parseShard } from '../config/plan.ts';
import type { Analysis } from '../config/schema.ts';
import { INPUT_DEFAULTS, Inputs, type InputName } from './constants.ts';

// The Action's inputs, read through a getter (core.getInput in the Action, a
// plain object in tests) and checked all at once: every problem is listed,
// each naming the input, the value, the expected form and the fix.

export type Mode = 'run' | 'merge';
export type CommentMode = 'auto' | 'always' | 'never';

export interface ActionInputs {
  config: string;
  mode: Mode;
  shard: { index: number; count: number } | null;
  outputDir: string;
  artifactName: string;
  uploadTraces: boolean;
  retentionDays: number | null;
  comment: CommentMode;
  commentKey: string;
  githubToken: string;
  prNumber: number | null;
  /** merge mode: the workflow run whose artifacts to merge; null for the current run. */
  runId: number | null;
  /** Threshold overrides; only the ones given are set. */
  analysis: Partial<Analysis>;
}

export class InputError extends Error {
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

const TRUE = ['true', 'True', 'TRUE'];
const FALSE = ['false', 'False', 'FALSE'];

export function readInputs(get: (name: InputName) => string): ActionInputs {
  const problems: string[] = [];
  const value = (name: InputName): string => {
    const v = get(name).trim();
    return v === '' ? INPUT_DEFAULTS[name] : v;
  };
  const bad = (name: InputName, got: string, expected: string, fix: string) =>
    problems.push(`Invalid ${name} '${got}'. Expected ${expected}. To fix this, ${fix}.`);

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

  const comment = value(Inputs.Comment);
  if (comment !== 'auto' && comment !== 'always' && comment !== 'never')
    bad(Inputs.Comment, comment, '`auto` (on pull_request events), `always` or `never`', 'pick one of the three');

  const commentKey = value(Inputs.CommentKey);
  if (!COMMENT_KEY.test(commentKey))
    bad(
      Inputs.CommentKey,
      commentKey,
      'up to 64 letters, digits, ".", "_" or "-", starting with a letter or digit',
      'name each benchmark that comments on the same pull request, such as `nightly` or `gpu-pool`',
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

  if (problems.length > 0) throw new InputError(problems);
  return {
    config: value(Inputs.Config),
    mode: mode as Mode,
    shard,
    outputDir: value(Inputs.OutputDir),
    artifactName,
    uploadTraces,
    retentionDays,
    comment: comment as CommentMode,
    commentKey,
    githubToken: value(Inputs.GithubToken),
    prNumber,
    runId,
    analysis,
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
