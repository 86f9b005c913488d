import { relative, resolve } from 'node:path';
import * as core from '@actions/core';
import { thrownMessage } from './errors.ts';
import { cancelOnSignals } from '../run/cancel.ts';
import { publish } from '../run/publish.ts';
import { addToBranch, checkHistory } from './check-history.ts';
import { Inputs, State } from './constants.ts';
import { artifactUrl, readRunContext } from './context.ts';
import { comment, summarize, upload } from './deliver.ts';
import type { OpenedHistory } from './history.ts';
import { readInputs, type ActionInputs } from './inputs.ts';
import { artifactName } from '../artifacts/names.ts';
import { runnerLocation } from '../run/location.ts';
import { benchmark, merge, type Produced } from './produce.ts';
import type { Results } from '../analyze/types.ts';
import { nothingSucceededFailure, regressionFailure } from '../report/regression-message.ts';
import type { ReportContext } from '../report/job-summary.ts';
import { runReport } from '../report/doc.ts';

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

// The artifact client, the Octokit client and the history stores (the
// @actions/artifact and @actions/github trees, most of the bundle) load when a
// phase after the run first needs them (dynamic imports in the phases'
// modules), not before the first request is sent.
const artifactClient = () => import('./artifact.ts');

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
    // The location (the input, or a self-hosted runner's name) is in the
    // name, so a matrix over places uploads one artifact per place under
    // one `artifact-name`, and the merge job reads them all.
    const name = artifactName(
      inputs.artifactName,
      inputs.mode === 'merge'
        ? { kind: 'merged' }
        : { kind: 'run', shard: inputs.shard, location: inputs.location ?? runnerLocation(env) },
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
    // The report model, built once: the files, the job summary and the comment draw it.
    const run = runReport(checked.results);
    await core.group('Reports', async () => {
      const written = await publish(
        produced.files,
        { results: checked.results, traces: produced.traces, timelinesPerGroup: produced.timelinesPerGroup },
        { ...(checked.trend ? { history: checked.trend } : {}), scrub: produced.scrub, report: run },
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
      summarize(run, produced.files, produced.scrub, report, uploaded, inputs.failOnUnconfirmed),
    );
    await core.group('Pull request comment', () => comment(inputs, ctx, run, produced.scrub, report, failures));
    // Last, once the summary, artifact, history and comment are written.
    const end = endFailures(inputs, checked.results, produced, uploaded);
    failures.unshift(...end.first);
    if (end.regression) failures.push(end.regression);
  } catch (err) {
    failures.unshift(thrownMessage(err));
  } finally {
    cancel.dispose();
    await opened?.branch?.close();
  }
  if (failures.length > 0) core.setFailed(failures.join('\n'));
}

/**
 * What fails the step once everything is written: first (ahead of any
 * earlier failure) a cancel, else a run in which nothing succeeded (as the
 * CLI exits 4, with the causes); last, a regression, only when asked.
 */
function endFailures(
  inputs: ActionInputs,
  results: Results,
  produced: Pick<Produced, 'cancelled' | 'files'>,
  uploaded: unknown,
): { first: string[]; regression: string | null } {
  const first: string[] = [];
  if (produced.cancelled)
    first.push(
      `The run was cancelled (${produced.cancelled}): the results cover the requests that finished; ` +
        `the partial traces are kept${uploaded === null ? ` in ${produced.files.dir}` : ' in the artifact'}.`,
    );
  const none = produced.cancelled ? null : nothingSucceededFailure(results);
  if (none) first.push(none);
  const counting = { includeUnconfirmed: inputs.failOnUnconfirmed };
  return { first, regression: inputs.failOnRegression ? regressionFailure(results, counting) : null };
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
    core.setFailed(`Uploading the traces left by the main step failed: ${thrownMessage(err)}`);
  }
}
