import * as core from '@actions/core';
import { thrownMessage } from './errors.ts';
import type { RunReport } from '../report/doc.ts';
import type { OutputFiles } from '../run/engine.ts';
import type { Scrubber } from '../secrets.ts';
import { decideComment } from './comment-target.ts';
import { commentWorthy } from '../report/comment.ts';
import { Inputs, Outputs, State } from './constants.ts';
import type { RunContext } from './context.ts';
import type { ActionInputs } from './inputs.ts';
import { setOutputs, writeJobSummary } from './publish.ts';
import { overallVerdict, regressionCount } from './regression.ts';
import {
  commentMarker,
  measuredCounts,
  renderClearCommentBody,
  renderCommentBody,
  renderJobSummary,
  type ReportContext,
} from '../report/job-summary.ts';

// The Action's phases after the reports are published: the artifact, the job
// summary and outputs, the sticky pull request comment. Each takes what it
// shows as arguments; a failure is pushed onto \`failures\` (the step fails at
// the end, after everything that could be written was), never thrown.

const artifactClient = () => import('./artifact.ts');
const commentClient = () => import('./comment.ts');

export async function upload(
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
    failures.push(`Uploading artifact '${name}' failed: ${thrownMessage(err)}`);
    return null;
  }
}

export async function summarize(
  run: RunReport,
  files: OutputFiles,
  scrub: Scrubber,
  report: ReportContext,
  artifactId: number | null,
  /** `fail-on-unconfirmed`: the `regressions` output counts unconfirmed slower figures too. */
  countUnconfirmed = false,
): Promise<void> {
  const { results } = run;
  const fitted = renderJobSummary(run, report);
  if (fitted.reduced !== 'none')
    core.notice(
      `The report is too long for a job summary: it was ${fitted.reduced === 'summarised' ? 'summarised' : 'summarised and shortened'}; the artifact holds all of it.`,
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
    [Outputs.Regressions]: regressionCount(results, { includeUnconfirmed: countUnconfirmed }),
    [Outputs.Verdict]: overallVerdict(results),
    [Outputs.Validity]: results.run.validity?.verdict ?? '',
  });
  core.info(
    `streamed ${counts.streamed}, buffered ${counts.buffered}, errors ${counts.errors}, flagged ${counts.flagged}`,
  );
}

export async function comment(
  inputs: ActionInputs,
  ctx: RunContext,
  run: RunReport,
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
  // comment-mode: regressions and nothing to report: no new comment, but an
  // earlier one that reported regressions is edited to say they are gone.
  const clear = inputs.commentWhen === 'regressions' && !commentWorthy(run.results);
  const body = clear
    ? renderClearCommentBody(report, inputs.commentKey)
    : renderCommentBody(run, report, inputs.commentKey).text;
  const { CommentForbiddenError, makeOctokit, upsertComment, updateExistingComment } = await commentClient();
  try {
    const write = clear ? updateExistingComment : upsertComment;
    const res = await write(
      makeOctokit(inputs.githubToken, ctx.apiUrl),
      { owner: decision.owner, repo: decision.repo, issueNumber: decision.issueNumber },
      commentMarker(inputs.commentKey),
      scrub(body),
      { author: inputs.commentAuthor },
    );
    if (!res) {
      core.info(
        `No pull request comment: \`${Inputs.CommentMode}: regressions\` and the comparison found no change (nor a failed group).`,
      );
      return;
    }
    core.info(clear ? `updated comment ${res.url}: no regression any more` : `${res.action} comment ${res.url}`);
    setOutputs({ [Outputs.CommentUrl]: res.url });
  } catch (err) {
    if (err instanceof CommentForbiddenError) {
      if (decision.fromFork)
        core.notice(
          'No pull request comment: this pull request comes from a fork, and GitHub gives its workflows a read-only token. ' +
            'The results are in the job summary and the artifact. To comment on pull requests from forks, use the ' +
            'workflow_run pattern in docs/action.md (never pull_request_target).',
        );
      else
        core.warning(
          `${err.message} To fix this, give the job \`permissions: { pull-requests: write }\`, or set \`${Inputs.Comment}: never\`.`,
        );
      return;
    }
    failures.push(`Writing the pull request comment failed: ${thrownMessage(err)}`);
  }
}
