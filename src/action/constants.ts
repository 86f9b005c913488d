// Every name the Action shares with action.yml, the runner and its users,
// written once. action.yml repeats them (the runner reads that file), and
// test/action/action-yml.test.ts fails when the two disagree.

import { DEFAULT_MIN_EFFECT_PCT } from '../analyze/compare.ts';
import { DEFAULT_MAX_ENTRIES } from '../history/history.ts';

/** Earlier runs that form the baseline, as `streamgauge compare --history` takes by default. */
export const DEFAULT_BASELINE_RUNS = 5;

/** Input names, as in action.yml `inputs:` (kebab-case). */
export const Inputs = {
  Config: 'config',
  Mode: 'mode',
  Shard: 'shard',
  StartAt: 'start-at',
  Location: 'location',
  OnMissingKey: 'on-missing-key',
  OutputDir: 'output-dir',
  ArtifactName: 'artifact-name',
  UploadTraces: 'upload-traces',
  RetentionDays: 'retention-days',
  Comment: 'comment',
  CommentKey: 'comment-key',
  CommentMode: 'comment-mode',
  CommentAuthor: 'comment-author',
  GithubToken: 'github-token',
  PrNumber: 'pr-number',
  RunId: 'run-id',
  MinContentReads: 'min-content-reads',
  MinGenerationS: 'min-generation-s',
  MaxPlausibleTps: 'max-plausible-tps',
  History: 'history',
  HistoryBranch: 'history-branch',
  HistoryMaxEntries: 'history-max-entries',
  BaselineRuns: 'baseline-runs',
  FailOnRegression: 'fail-on-regression',
  FailOnUnconfirmed: 'fail-on-unconfirmed',
  MinEffectPct: 'min-effect-pct',
  Dashboard: 'dashboard',
} as const;
export type InputName = (typeof Inputs)[keyof typeof Inputs];

/**
 * What an input means when it is empty. The runner fills in action.yml's
 * defaults, but a step run any other way (a test, `node dist/index.js` by
 * hand) gets empty strings, so the Action applies the same defaults itself.
 * `github-token` defaults to `${{ github.token }}` in action.yml, which only
 * the runner can expand; here it stays empty.
 */
export const INPUT_DEFAULTS: Record<InputName, string> = {
  [Inputs.Config]: 'streamgauge.yml',
  [Inputs.Mode]: 'run',
  [Inputs.Shard]: '',
  [Inputs.StartAt]: '',
  [Inputs.Location]: '',
  [Inputs.OnMissingKey]: 'skip',
  [Inputs.OutputDir]: 'streamgauge-results',
  [Inputs.ArtifactName]: 'streamgauge',
  [Inputs.UploadTraces]: 'true',
  [Inputs.RetentionDays]: '',
  [Inputs.Comment]: 'auto',
  [Inputs.CommentKey]: 'default',
  [Inputs.CommentMode]: 'always',
  [Inputs.CommentAuthor]: '',
  [Inputs.GithubToken]: '',
  [Inputs.PrNumber]: '',
  [Inputs.RunId]: '',
  [Inputs.MinContentReads]: '',
  [Inputs.MinGenerationS]: '',
  [Inputs.MaxPlausibleTps]: '',
  [Inputs.History]: 'none',
  [Inputs.HistoryBranch]: 'streamgauge-data',
  [Inputs.HistoryMaxEntries]: String(DEFAULT_MAX_ENTRIES),
  [Inputs.BaselineRuns]: String(DEFAULT_BASELINE_RUNS),
  [Inputs.FailOnRegression]: 'false',
  [Inputs.FailOnUnconfirmed]: 'false',
  [Inputs.MinEffectPct]: String(DEFAULT_MIN_EFFECT_PCT),
  [Inputs.Dashboard]: 'false',
};

/** Output names, as in action.yml `outputs:`. */
export const Outputs = {
  Results: 'results',
  Summary: 'summary',
  Traces: 'traces',
  ArtifactId: 'artifact-id',
  ArtifactUrl: 'artifact-url',
  Streamed: 'streamed',
  Buffered: 'buffered',
  Errors: 'errors',
  Flagged: 'flagged',
  CommentUrl: 'comment-url',
  Regressions: 'regressions',
  Verdict: 'verdict',
  Validity: 'validity',
} as const;
export type OutputName = (typeof Outputs)[keyof typeof Outputs];

/** Names saved by the main step for the post step (`core.saveState` / `core.getState`). */
export const State = {
  OutDir: 'out-dir',
  ArtifactName: 'artifact-name',
  UploadTraces: 'upload-traces',
  RetentionDays: 'retention-days',
  /** Set once the main step's upload finished: the post step then has nothing to do. */
  ArtifactId: 'artifact-id',
} as const;

/** The files of an output folder that go into the artifact. */
export const ARTIFACT_FILES = [
  'traces.ndjson',
  'results.json',
  'summary.md',
  'report.html',
  'results.csv',
  'customSmallerIsBetter.json',
  'customBiggerIsBetter.json',
  // Only when a provider names a metrics_url (docs/server-metrics.md).
  'server_metrics.ndjson',
] as const;
