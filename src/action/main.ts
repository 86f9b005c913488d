import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import * as core from '@actions/core';
import { withComparisons } from '../analyze/compare.ts';
import type { Results } from '../analyze/types.ts';
import { ConfigError, formatProblems, loadConfig } from '../config/load.ts';
import { cancelOnSignals } from '../run/cancel.ts';
import { measureRun, type OutputFiles } from '../run/engine.ts';
import { mergeRuns } from '../run/merge.ts';
import { publish, type RunData } from '../run/publish.ts';
import type { Scrubber } from '../secrets.ts';
import type { OtherRun } from './artifact.ts';
import { decideComment } from './comment-target.ts';
import { Inputs, Outputs, State } from './constants.ts';
import { artifactUrl, isPullRequestEvent, readRunContext, type RunContext } from './context.ts';
import type { OpenedHistory } from './history.ts';
import { readInputs, type ActionInputs } from './inputs.ts';
import { artifactName, selectShards } from './naming.ts';
import { setOutputs, writeJobSummary } from './publish.ts';
import { describeChange, overallVerdict, regressionCount, regressionFailure } from './regression.ts';
import {
  commentMarker,
  measuredCounts,
  renderCommentBody,
  renderJobSummary,
  type HistoryReport,
  type ReportContext,
} from './summary.ts';

// The Action: inputs -> benchmark (or merge of the shards' artifacts) ->
// regression check against the history -> the reports, published once ->
// artifact -> the run added to the history -> job summary and outputs ->
// sticky PR comment -> and only then `fail-on-regression`. Each phase is a
// function, data in and data out; each is a log group. Every failure ends in
// core.setFailed, after everything that could be written was. The post step
// (runPost) uploads whatever traces exist when this step never got to.

export interface RunOptions {
  /** Where SIGINT/SIGTERM come from (the runner cancels a job with SIGINT); the process by default. */
  signals?: NodeJS.EventEmitter;
}

/** The run (or the merge of the shards' runs) as data, before anything but its traces is written. */
interface Produced extends RunData {
  files: OutputFiles;
  cancelled: string | null;
  scrub: Scrubber;
  mergedShards: number | null;
}

/** What the history adds before the reports are written: the comparison and the trends. */
interface Checked {
  /** The run's results, with the comparison when the history had earlier runs. */
  results: Results;
  /** Earlier runs for report.html's trends; null when no history was read (the page then says nothing of one). */
  trend: Results[] | null;
  opened: OpenedHistory | null;
  report: HistoryReport | null;
}

// The artifact client, the Octokit client and the history stores (the
// @actions/artifact and @actions/github trees, most of the bundle) load when a
// phase after the run first needs them, not before the first request is sent.
const artifactClient = () => import('./artifact.ts');
const commentClient = () => import('./comment.ts');
const historyStores = () => import('./history.ts');

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err));

export async function run(opts: RunOptions = {}): Promise<void> {
  const env = process.env;
  // Installed for the whole step: after a cancel the upload below must still
  // finish, so a repeated signal does not kill the process half way.
  const cancel = cancelOnSignals(opts.signals ?? process, (name) =>
    core.warning(`${name} received: cancelling in-flight requests; their partial traces are kept and uploaded.`),
  );
  const failures: string[] = [];
  let opened: OpenedHistory | null = null;
  try {
    const inputs = await core.group('Inputs', async () => {
      const parsed = readInputs((name) => core.getInput(name));
      core.info(`mode ${parsed.mode}${parsed.shard ? `, shard ${parsed.shard.index}/${parsed.shard.count}` : ''}`);
      return parsed;
    });
    if (inputs.githubToken) core.setSecret(inputs.githubToken);
    const ctx = readRunContext(env);
    const outDir = resolve(inputs.outputDir);
    const name = artifactName(
      inputs.artifactName,
      inputs.mode === 'merge' ? { kind: 'merged' } : { kind: 'run', shard: inputs.shard },
      ctx.runAttempt,
    );
    // Saved before any work, so the post step can upload what a killed step left.
    core.saveState(State.OutDir, outDir);
    core.saveState(State.ArtifactName, name);
    core.saveState(State.UploadTraces, String(inputs.uploadTraces));
    core.saveState(State.RetentionDays, inputs.retentionDays === null ? '' : String(inputs.retentionDays));

    const produced =
      inputs.mode === 'run'
        ? await benchmark(inputs, outDir, cancel.signal, cancel.received)
        : await merge(inputs, ctx, outDir);
    const checked = await checkHistory(inputs, ctx, produced, failures);
    opened = checked.opened;
    await core.group('Reports', async () => {
      const written = await publish(
        produced.files,
        { results: checked.results, traces: produced.traces },
        { ...(checked.trend ? { history: checked.trend } : {}), scrub: produced.scrub },
      );
      core.info(`wrote ${written.length} reports into ${produced.files.dir}`);
    });
    const uploaded = await core.group('Artifact', () => upload(inputs, ctx, produced.files.dir, name, failures));
    const branch = opened?.branch;
    const historyReport =
      branch && checked.report
        ? {
            ...checked.report,
            ...(await core.group(`History: add this run to ${branch.branch}`, () =>
              addToBranch(inputs, ctx, checked.results, branch, failures),
            )),
          }
        : checked.report;
    // Loaded after the run, like the other history code: nothing of it is needed before the first request.
    const trends =
      opened && historyReport?.problem === null
        ? (await import('../history/trend.ts')).trendLines(opened.trend, checked.results)
        : null;
    const report: ReportContext = {
      artifactUrl: uploaded === null ? null : artifactUrl(ctx, uploaded),
      artifactName: inputs.uploadTraces ? name : null,
      runUrl: ctx.runUrl,
      repository: ctx.repository ? `${ctx.repository.owner}/${ctx.repository.repo}` : null,
      sha: ctx.pullRequest?.headSha ?? ctx.sha,
      outDir: relative(process.cwd(), produced.files.dir) || '.',
      mergedShards: produced.mergedShards,
      history: historyReport,
      trends,
    };
    await core.group('Job summary and outputs', () =>
      summarize(checked.results, produced.files, produced.scrub, report, uploaded),
    );
    await core.group('Pull request comment', () =>
      comment(inputs, ctx, checked.results, produced.scrub, report, failures),
    );
    // Last, once the summary, artifact, history and comment are written: a regression fails the job only when asked.
    if (inputs.failOnRegression) {
      const regressed = regressionFailure(checked.results);
      if (regressed) failures.push(regressed);
    }
    if (produced.cancelled)
      failures.unshift(
        `The run was cancelled (${produced.cancelled}): the results cover the requests that finished; ` +
          `the partial traces are kept${uploaded === null ? ` in ${produced.files.dir}` : ' in the artifact'}.`,
      );
  } catch (err) {
    failures.unshift(message(err));
  } finally {
    cancel.dispose();
    await opened?.branch?.close();
  }
  if (failures.length > 0) core.setFailed(failures.join('\n'));
}

/**
 * Reads the earlier runs and compares this run with the newest
 * `baseline-runs` of them. Writes nothing: the comparison and the trends go
 * into the one publish after it. A history that cannot be read is a failure
 * of the step, but the run is still published without a comparison.
 */
async function checkHistory(
  inputs: ActionInputs,
  ctx: RunContext,
  produced: Produced,
  failures: string[],
): Promise<Checked> {
  const unchecked: Checked = { results: produced.results, trend: null, opened: null, report: null };
  if (inputs.history === 'none') return unchecked;
  if (produced.cancelled) {
    core.info('The run was cancelled: no regression check, and the history is left as it was.');
    return unchecked;
  }
  return core.group('History and regression check', async () => {
    // git (in the history branch's worktree) must never wait for a password: a job has no terminal.
    process.env.GIT_TERMINAL_PROMPT ??= '0';
    const { openHistory, redact, storeOf } = await historyStores();
    let opened: OpenedHistory;
    try {
      opened = await openHistory(inputs, ctx, { cwd: process.cwd(), tempDir: ctx.tempDir ?? tmpdir() });
    } catch (err) {
      const problem = redact(message(err), [inputs.githubToken]);
      failures.push(`Reading the history (\`${Inputs.History}: ${inputs.history}\`) failed: ${problem}`);
      core.info(`No regression check: ${problem}`);
      return {
        ...unchecked,
        report: { store: storeOf(inputs, ctx), baselineRuns: 0, trendRuns: 0, added: null, problem },
      };
    }
    if (opened.baselines.length === 0) {
      core.info('No earlier run in the history yet: nothing to compare with.');
      return { results: produced.results, trend: opened.trend, opened, report: opened.report };
    }
    const results = withComparisons(produced.results, opened.baselines, { min_effect_pct: inputs.minEffectPct });
    core.info(`compared with ${opened.baselines.length} earlier run(s): ${overallVerdict(results)}`);
    for (const c of results.comparisons ?? [])
      if (c.verdict === 'slower' || c.verdict === 'faster') core.info(`  ${c.verdict}: ${describeChange(c)}`);
    for (const c of results.streaming_changes ?? [])
      if (c.alert)
        core.warning(
          `${c.provider} / ${c.prompt} streams less than before: ${c.baseline_streaming} -> ${c.current_streaming}`,
        );
    return { results, trend: opened.trend, opened, report: opened.report };
  });
}

/** The dashboard's index title: the repository's name where known. */
function dashboardTitle(ctx: RunContext): string {
  return ctx.repository ? `streamgauge · ${ctx.repository.owner}/${ctx.repository.repo}` : 'streamgauge dashboard';
}

/** history: branch, after the upload: adds this run to the data branch when it is a run of the default branch. */
async function addToBranch(
  inputs: ActionInputs,
  ctx: RunContext,
  results: Results,
  branch: NonNullable<OpenedHistory['branch']>,
  failures: string[],
): Promise<Pick<HistoryReport, 'added' | 'dashboard'>> {
  const { addRunToBranch, defaultBranchFor, redact, writeDecision } = await historyStores();
  const mergesOtherRun = inputs.runId !== null;
  const defaultBranch =
    isPullRequestEvent(ctx.eventName) || mergesOtherRun ? null : await defaultBranchFor(ctx, process.cwd());
  const decision = writeDecision({ eventName: ctx.eventName, ref: ctx.ref, defaultBranch, mergesOtherRun });
  if (!decision.write) {
    core.info(`Not added to the history: ${decision.reason}`);
    return { added: { added: false, reason: decision.reason } };
  }
  try {
    const entries = await addRunToBranch(branch, results, {
      maxEntries: inputs.historyMaxEntries,
      runId: ctx.runId,
      dashboard: inputs.dashboard ? { title: dashboardTitle(ctx) } : null,
    });
    return { added: { added: true, entries }, ...(inputs.dashboard ? { dashboard: true } : {}) };
  } catch (err) {
    const problem = redact(message(err), [inputs.githubToken]);
    failures.push(`Adding this run to the history branch ${branch.branch} failed: ${problem}`);
    return { added: { added: false, reason: `adding it failed: ${problem}` } };
  }
}

async function benchmark(
  inputs: ActionInputs,
  outDir: string,
  signal: AbortSignal,
  received: () => string | null,
): Promise<Produced> {
  const loaded = await core.group('Config', async () => {
    try {
      const l = await loadConfig(inputs.config, process.env);
      core.info(`${l.file}: ${l.config.providers.length} provider(s), ${l.config.prompts.length} prompt(s)`);
      return l;
    } catch (err) {
      if (err instanceof ConfigError)
        throw new Error(
          `The config '${inputs.config}' has ${err.problems.length} problem(s); nothing was sent.\n${formatProblems(err.problems)}\n` +
            `(\`${Inputs.Config}\` is relative to the workspace: check out the repository first, e.g. with actions/checkout.)`,
          { cause: err },
        );
      throw err;
    }
  });
  // Masked before the first request: an error body that echoes a key is
  // scrubbed from the traces, and anything that still reaches the log is
  // hidden by the runner.
  for (const secret of loaded.secrets) core.setSecret(secret);
  const analysis = { ...loaded.config.analysis, ...inputs.analysis };
  const outcome = await core.group('Benchmark', () =>
    measureRun({
      loaded: { ...loaded, config: { ...loaded.config, analysis } },
      outDir,
      shard: inputs.shard,
      env: process.env,
      signal,
      onPlan: (plan) =>
        core.info(
          plan.load
            ? `load run: ${plan.load.pairs.length} provider x prompt pair(s), their stages one after another`
            : `${plan.requests.length} requests (${plan.requests.filter((r) => r.warmup).length} warmup) across ` +
                `${plan.providers.length} provider(s)${plan.shard ? `, shard ${plan.shard.index}/${plan.shard.count}` : ''}`,
        ),
      onStage: (s) =>
        core.info(
          `${s.provider}/${s.prompt} stage ${s.stage + 1}/${s.stages}: ${s.label}, ` +
            (s.durationMs !== null ? `${s.durationMs / 1000} s` : `${s.requests} requests`),
        ),
      onTrace: (trace, _r, done, total) => {
        // A load stage may send thousands: only its failures get a line.
        if (trace.load && !trace.error) return;
        const status = trace.error ? `error ${trace.error.kind}` : 'ok';
        const end = trace.at.end === null ? '' : ` ${Math.round(trace.at.end)} ms`;
        core.info(`[${done}/${total}] ${trace.id}${trace.warmup ? ' (warmup)' : ''}: ${status}${end}`);
      },
    }),
  );
  return {
    results: outcome.results,
    traces: outcome.traces,
    files: outcome.files,
    cancelled: outcome.cancelled ? (received() ?? 'signal') : null,
    scrub: outcome.scrub,
    mergedShards: null,
  };
}

async function merge(inputs: ActionInputs, ctx: RunContext, outDir: string): Promise<Produced> {
  return core.group('Merge shard artifacts', async () => {
    let other: OtherRun | null = null;
    if (inputs.runId !== null) {
      if (!ctx.repository) throw new Error('GITHUB_REPOSITORY is not set, so the run of `run-id` cannot be found.');
      if (!inputs.githubToken)
        throw new Error(
          `\`${Inputs.RunId}\` reads another run's artifacts through the REST API and needs \`${Inputs.GithubToken}\` with \`actions: read\`.`,
        );
      other = {
        runId: inputs.runId,
        owner: ctx.repository.owner,
        repo: ctx.repository.repo,
        token: inputs.githubToken,
      };
    } else if (!ctx.artifactService) {
      throw new Error(
        'mode: merge reads the artifacts of this workflow run from the artifact service, which only a GitHub Actions job ' +
          'provides (ACTIONS_RUNTIME_TOKEN is not set). To merge output folders elsewhere, run `streamgauge merge OUT1 OUT2 ... -o OUT`.',
      );
    }
    const { downloadArtifact, listRunArtifacts } = await artifactClient();
    const listing = await listRunArtifacts(other);
    const selection = selectShards(inputs.artifactName, listing);
    if (!selection.ok) throw new Error(selection.message);
    const tmp = await mkdtemp(join(ctx.tempDir ?? tmpdir(), 'streamgauge-merge-'));
    const dirs: string[] = [];
    for (const a of selection.artifacts) {
      core.info(`downloading ${a.name} (id ${a.id})`);
      dirs.push(await downloadArtifact(a, join(tmp, a.name), other));
    }
    const merged = await mergeRuns({
      inputs: dirs,
      outDir,
      analysis: inputs.analysis,
      warn: (w) => core.warning(w),
    });
    core.info(`merged ${dirs.length} artifact(s): ${merged.results.requests.length} requests`);
    return {
      results: merged.results,
      traces: merged.traces,
      files: merged.files,
      cancelled: null,
      scrub: (s: string) => s,
      mergedShards: selection.count,
    };
  });
}

async function upload(
  inputs: ActionInputs,
  ctx: RunContext,
  dir: string,
  name: string,
  failures: string[],
): Promise<number | null> {
  if (!inputs.uploadTraces) {
    core.info(`${Inputs.UploadTraces} is false: no artifact. The files are in ${dir}.`);
    return null;
  }
  if (!ctx.artifactService) {
    core.notice(
      `Artifact upload skipped: not running in a GitHub Actions job (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are not set). The traces, results and summary are in ${dir}.`,
    );
    return null;
  }
  try {
    const { uploadOutput } = await artifactClient();
    const up = await uploadOutput({ dir, name, retentionDays: inputs.retentionDays });
    core.saveState(State.ArtifactId, String(up.id));
    core.info(`uploaded artifact ${name} (id ${up.id}, ${up.size ?? '?'} bytes): ${up.files.length} file(s)`);
    return up.id;
  } catch (err) {
    failures.push(`Uploading artifact '${name}' failed: ${message(err)}`);
    return null;
  }
}

async function summarize(
  results: Results,
  files: OutputFiles,
  scrub: Scrubber,
  report: ReportContext,
  artifactId: number | null,
): Promise<void> {
  const fitted = renderJobSummary(results, report);
  if (fitted.reduced !== 'none')
    core.notice(
      `The report is too long for a job summary: it was ${fitted.reduced === 'summarised' ? 'summarised' : 'summarised and cut'}; the artifact holds all of it.`,
    );
  if (await writeJobSummary(scrub(fitted.text))) core.info('job summary written');
  else core.info('GITHUB_STEP_SUMMARY is not set: no job summary (the report is in summary.md).');
  const counts = measuredCounts(results);
  setOutputs({
    [Outputs.Results]: files.results,
    [Outputs.Summary]: files.summary,
    [Outputs.Traces]: files.traces,
    [Outputs.ArtifactId]: artifactId ?? '',
    [Outputs.ArtifactUrl]: report.artifactUrl ?? '',
    [Outputs.Streamed]: counts.streamed,
    [Outputs.Buffered]: counts.buffered,
    [Outputs.Errors]: counts.errors,
    [Outputs.Flagged]: counts.flagged,
    [Outputs.Regressions]: regressionCount(results),
    [Outputs.Verdict]: overallVerdict(results),
  });
  core.info(
    `streamed ${counts.streamed}, buffered ${counts.buffered}, errors ${counts.errors}, flagged ${counts.flagged}`,
  );
}

async function comment(
  inputs: ActionInputs,
  ctx: RunContext,
  results: Results,
  scrub: Scrubber,
  report: ReportContext,
  failures: string[],
): Promise<void> {
  const decision = decideComment(inputs, ctx);
  if (!decision.post) {
    if (decision.level === 'warning') core.warning(decision.message);
    else core.info(decision.message);
    return;
  }
  const body = renderCommentBody(results, report, inputs.commentKey);
  const { CommentForbiddenError, makeOctokit, upsertComment } = await commentClient();
  try {
    const res = await upsertComment(
      makeOctokit(inputs.githubToken, ctx.apiUrl),
      { owner: decision.owner, repo: decision.repo, issueNumber: decision.issueNumber },
      commentMarker(inputs.commentKey),
      scrub(body.text),
    );
    core.info(`${res.action} comment ${res.url}`);
    setOutputs({ [Outputs.CommentUrl]: res.url });
  } catch (err) {
    if (err instanceof CommentForbiddenError) {
      if (decision.fromFork)
        core.notice(
          'No pull request comment: this pull request comes from a fork, and GitHub gives its workflows a read-only token. ' +
            'The results are in the job summary and the artifact. To comment on pull requests from forks, use the ' +
            'workflow_run pattern in the README (never pull_request_target).',
        );
      else
        core.warning(
          `${err.message} To fix this, give the job \`permissions: { pull-requests: write }\`, or set \`${Inputs.Comment}: never\`.`,
        );
      return;
    }
    failures.push(`Writing the pull request comment failed: ${message(err)}`);
  }
}

/**
 * The post step (`post-if: always()`): when the main step did not upload its
 * artifact (it failed, was cancelled or was killed), upload whatever files its
 * output folder holds, under the name the main step chose.
 */
export async function runPost(): Promise<void> {
  try {
    const outDir = core.getState(State.OutDir);
    const name = core.getState(State.ArtifactName);
    if (!outDir || !name) {
      core.info('The main step stopped before choosing an output folder: nothing to upload.');
      return;
    }
    const id = core.getState(State.ArtifactId);
    if (id) {
      core.info(`The main step uploaded artifact ${name} (id ${id}): nothing to do.`);
      return;
    }
    if (core.getState(State.UploadTraces) === 'false') {
      core.info(`${Inputs.UploadTraces} is false: nothing to upload.`);
      return;
    }
    const { presentFiles, uploadOutput } = await artifactClient();
    const files = await presentFiles(outDir);
    if (files.length === 0) {
      core.info(`${outDir} holds no traces: nothing to upload.`);
      return;
    }
    if (!readRunContext(process.env).artifactService) {
      core.notice(`Artifact upload skipped: not running in a GitHub Actions job. The files are in ${outDir}.`);
      return;
    }
    const retention = Number(core.getState(State.RetentionDays));
    const up = await uploadOutput({ dir: outDir, name, retentionDays: retention > 0 ? retention : null });
    core.notice(
      `The main step did not upload its artifact; uploaded what it left (${up.files.map((f) => relative(outDir, f)).join(', ')}) as ${name} (id ${up.id}).`,
    );
  } catch (err) {
    core.setFailed(`Uploading the traces left by the main step failed: ${message(err)}`);
  }
}
