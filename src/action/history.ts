import * as core from '@actions/core';
import type { BaselineInput } from '../analyze/compare.ts';
import type { Results } from '../analyze/types.ts';
import { addToHistory, readHistory } from '../history/history.ts';
import { DEFAULT_HISTORY_SUBDIR } from '../history/store.ts';
import { makeOctokit } from './comment.ts';
import { Inputs } from './constants.ts';
import { isPullRequestEvent, type RunContext } from './context.ts';
import { artifactHistoryStore } from './history-artifacts.ts';
import { openBranchHistory, remoteDefaultBranch, type BranchHistory } from './history-branch.ts';
import type { ActionInputs } from './inputs.ts';
import type { HistoryReport } from '../report/job-summary.ts';

// The Action's history phase: read the earlier runs (the baseline, and the
// trends for report.html) from the store the `history` input names, and,
// for `history: branch` on the default branch, add this run afterwards.
// Pull requests (and merges of another run's artifacts) compare with the
// default branch's history and never write to it.

export interface OpenedHistory {
  /** The newest `baseline-runs` earlier runs, oldest first. */
  baselines: BaselineInput[];
  /** Every earlier run read, oldest first, for report.html's trends. */
  trend: Results[];
  report: HistoryReport;
  /** history: branch: the data branch's worktree (close it when done). */
  branch: BranchHistory | null;
}

/** The folder of the data branch that holds one benchmark's entries: one per `artifact-name`, so benchmarks sharing a branch keep apart. */
export function historySubdir(artifactName: string): string {
  return `${DEFAULT_HISTORY_SUBDIR}/${artifactName}`;
}

/** Where a store's report says the runs came from, before anything is read. */
export function storeOf(inputs: ActionInputs, ctx: RunContext): HistoryReport['store'] {
  return inputs.history === 'branch'
    ? { kind: 'branch', branch: inputs.historyBranch }
    : { kind: 'artifacts', workflow: ctx.workflowFile, branch: ctx.defaultBranch };
}

export async function openHistory(
  inputs: ActionInputs,
  ctx: RunContext,
  opts: { cwd: string; tempDir: string },
): Promise<OpenedHistory> {
  if (inputs.history === 'branch') {
    const branch = await openBranchHistory({
      cwd: opts.cwd,
      branch: inputs.historyBranch,
      subdir: historySubdir(inputs.artifactName),
      tempDir: opts.tempDir,
      log: (m) => core.info(m),
    });
    try {
      const entries = await readHistory(branch.store, {
        last: inputs.historyMaxEntries,
        onWarning: (m) => core.warning(`history branch ${inputs.historyBranch}: ${m}`),
      });
      core.info(`${entries.length} earlier run(s) in ${inputs.historyBranch}:${branch.store.subdir}/`);
      const baselines = entries.slice(-inputs.baselineRuns).map((e) => ({
        results: e.results,
        source: `${inputs.historyBranch}:${branch.store.subdir}/${e.name}`,
      }));
      return {
        baselines,
        trend: entries.map((e) => e.results),
        report: {
          store: storeOf(inputs, ctx),
          baselineRuns: baselines.length,
          trendRuns: entries.length,
          added: null,
          problem: null,
        },
        branch,
      };
    } catch (err) {
      await branch.close();
      throw err;
    }
  }

  if (!ctx.repository) throw new Error('GITHUB_REPOSITORY is not set, so there are no earlier runs to read.');
  if (!inputs.githubToken)
    throw new Error(
      `\`${Inputs.History}: artifacts\` reads earlier runs through the REST API with \`${Inputs.GithubToken}\`, which is empty. ` +
        `To fix this, leave \`${Inputs.GithubToken}\` at its default and give the job \`permissions: { actions: read }\`.`,
    );
  if (!ctx.workflowFile)
    throw new Error(
      'GITHUB_WORKFLOW_REF is not set, so the workflow whose earlier runs hold the history is unknown. ' +
        `\`${Inputs.History}: artifacts\` works on a GitHub Actions runner; elsewhere use \`streamgauge compare --history DIR\`.`,
    );
  const octokit = makeOctokit(inputs.githubToken, ctx.apiUrl);
  const defaultBranch =
    ctx.defaultBranch ??
    (await octokit.rest.repos.get({ owner: ctx.repository.owner, repo: ctx.repository.repo })).data.default_branch;
  const runId = Number(ctx.runId);
  const store = artifactHistoryStore({
    octokit,
    token: inputs.githubToken,
    owner: ctx.repository.owner,
    repo: ctx.repository.repo,
    workflow: ctx.workflowFile,
    branch: defaultBranch,
    artifactName: inputs.artifactName,
    currentRunId: Number.isSafeInteger(runId) && runId > 0 ? runId : null,
    limit: inputs.baselineRuns,
    tempDir: opts.tempDir,
    log: (m) => core.info(m),
  });
  const entries = await readHistory(store, {
    onWarning: (m) => core.warning(`history artifacts: ${m}`),
  });
  core.info(`${entries.length} earlier run(s) of ${ctx.workflowFile} on ${defaultBranch} with a results artifact`);
  return {
    baselines: entries.map((e) => ({ results: e.results, source: store.sourceOf(e.name) })),
    trend: entries.map((e) => e.results),
    report: {
      store: { kind: 'artifacts', workflow: ctx.workflowFile, branch: defaultBranch },
      baselineRuns: entries.length,
      trendRuns: entries.length,
      added: null,
      problem: null,
    },
    branch: null,
  };
}

/**
 * A git or REST failure made fit for the summary and comment: credentials
 * in a remote URL (`https://user:token@host/...`) and the token itself
 * removed. The runner masks them in the log, but the summary and the comment
 * are files it does not rewrite.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi, '$1***@');
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join('***');
  return out;
}

export type WriteDecision = { write: true } | { write: false; reason: string };

/**
 * Whether this run joins the history: only a run of the default branch's own
 * jobs (a schedule, a push, a manual dispatch on it), never a pull request's
 * and never a merge of another run's artifacts. Pure.
 */
export function writeDecision(args: {
  eventName: string;
  ref: string | null;
  defaultBranch: string | null;
  mergesOtherRun: boolean;
}): WriteDecision {
  if (isPullRequestEvent(args.eventName))
    return {
      write: false,
      reason: `this is a pull request run (${args.eventName}): it is compared with the default branch's history and never added to it.`,
    };
  if (args.mergesOtherRun)
    return {
      write: false,
      reason: `\`${Inputs.RunId}\` merges another workflow run's artifacts (perhaps a pull request's); only the default branch's own runs are added.`,
    };
  if (args.defaultBranch === null)
    return {
      write: false,
      reason:
        "the repository's default branch is unknown (the event payload names none and the remote did not say), so this run was not added.",
    };
  if (args.ref !== `refs/heads/${args.defaultBranch}`)
    return {
      write: false,
      reason: `the run is on ${args.ref ?? '(no ref)'}, not on the default branch ${args.defaultBranch}; only runs of the default branch are added.`,
    };
  return { write: true };
}

/** The default branch for the write decision: from the event, else from the checkout's remote. */
export async function defaultBranchFor(ctx: RunContext, cwd: string): Promise<string | null> {
  return ctx.defaultBranch ?? (await remoteDefaultBranch(cwd));
}

/** What the dashboard writes at the root of the data branch, committed with the entry. */
export const DASHBOARD_PATHS = ['index.html', '.nojekyll', 'benchmarks'] as const;

/**
 * Regenerates the dashboard site at the root of the data branch's worktree
 * from every benchmark's history there. benchmarks/ is the site's own
 * folder: it is rewritten whole, so a benchmark whose history was removed
 * loses its page.
 */
export async function writeBranchDashboard(branch: BranchHistory, title: string, serverUrl?: string): Promise<number> {
  const [{ buildSite, writeSite }, { rm }, { join }] = await Promise.all([
    import('../dashboard/site.ts'),
    import('node:fs/promises'),
    import('node:path'),
  ]);
  const root = branch.store.worktree;
  const { files, benchmarks } = await buildSite(root, {
    title,
    ...(serverUrl ? { serverUrl } : {}),
    onWarning: (m) => core.warning(`dashboard: ${m}`),
  });
  await rm(join(root, 'benchmarks'), { recursive: true, force: true });
  await writeSite(root, files);
  return benchmarks.length;
}

/**
 * Adds the run to the data branch (capped) and pushes it; returns the entries kept.
 * With `dashboard`, the site is regenerated in the same commit. Two jobs can
 * then both change index.html, which a rebase cannot merge: when the push is
 * refused, the worktree moves to what the other job pushed and the entry and
 * the site are written again from there (the results are in memory), up to
 * five times.
 */
export async function addRunToBranch(
  branch: BranchHistory,
  results: Results,
  opts: { maxEntries: number; runId: string | null; dashboard?: { title: string; serverUrl?: string } | null },
): Promise<number> {
  const attempts = 5;
  for (let attempt = 1; ; attempt++) {
    const outcome = await addToHistory(branch.store, results, { maxEntries: opts.maxEntries });
    if (outcome.dropped.length > 0)
      core.info(`dropped ${outcome.dropped.length} oldest entr(ies) beyond ${opts.maxEntries}`);
    const message = `streamgauge: add ${outcome.name}${opts.runId ? ` (run ${opts.runId})` : ''}`;
    let pushed: boolean;
    if (!opts.dashboard) pushed = await branch.save(message);
    else {
      const benchmarks = await writeBranchDashboard(branch, opts.dashboard.title, opts.dashboard.serverUrl);
      core.info(`dashboard: ${benchmarks} benchmark(s) written at the root of ${branch.branch}`);
      pushed = await branch.store.commit(message, DASHBOARD_PATHS);
      if (pushed) {
        try {
          await branch.store.push({ remote: branch.remote, branch: branch.branch, attempts: 1 });
        } catch (err) {
          if (attempt >= attempts || !(await branch.resetToRemote())) throw err;
          core.info(`${branch.branch} moved on while this run was added: writing the entry and the site again`);
          continue;
        }
      }
    }
    core.info(
      pushed
        ? `${outcome.replaced ? 'replaced' : 'added'} ${outcome.name} and pushed ${branch.branch} (${outcome.entries} entries)`
        : `${outcome.name} was already in ${branch.branch}: nothing to push`,
    );
    return outcome.entries;
  }
}
