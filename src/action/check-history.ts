import { tmpdir } from 'node:os';
import * as core from '@actions/core';
import { thrownMessage } from './errors.ts';
import { regressions, withComparisons } from '../analyze/compare.ts';
import type { Results } from '../analyze/types.ts';
import { Inputs } from './constants.ts';
import { isPullRequestEvent, type RunContext } from './context.ts';
import type { OpenedHistory } from './history.ts';
import type { ActionInputs } from './inputs.ts';
import type { Produced } from './produce.ts';
import { describeChange, unconfirmedSentence } from '../report/regression-message.ts';
import { overallVerdict } from './regression.ts';
import type { HistoryReport } from '../report/job-summary.ts';

// The Action's history phases: the regression check before the reports are
// published (data out, nothing written), and adding the run to the data
// branch after the upload. The history stores (git, the REST client) load
// only when a history is asked for.

const historyStores = () => import('./history.ts');

/** What the history adds before the reports are written: the comparison and the trends. */
export interface Checked {
  /** The run's results, with the comparison when the history had earlier runs. */
  results: Results;
  /** Earlier runs for report.html's trends; null when no history was read (the page then says nothing of one). */
  trend: Results[] | null;
  opened: OpenedHistory | null;
  report: HistoryReport | null;
}

/**
 * Reads the earlier runs and compares this run with the newest
 * `baseline-runs` of them. Writes nothing: the comparison and the trends go
 * into the one publish after it. A history that cannot be read is a failure
 * of the step, but the run is still published without a comparison.
 */
export async function checkHistory(
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
      const problem = redact(thrownMessage(err), [inputs.githubToken]);
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
    let results: Results;
    try {
      results = withComparisons(produced.results, opened.baselines, { min_effect_pct: inputs.minEffectPct });
    } catch (err) {
      // The caller closes only what it is handed: a failure here hands nothing back.
      await opened.branch?.close();
      throw err;
    }
    core.info(`compared with ${opened.baselines.length} earlier run(s): ${overallVerdict(results)}`);
    for (const c of results.comparisons ?? [])
      if (c.verdict === 'slower' || c.verdict === 'faster')
        core.info(`  ${c.verdict}${c.confirmed === false ? ' (unconfirmed)' : ''}: ${describeChange(c)}`);
    const { unconfirmed } = regressions(results);
    if (unconfirmed.length > 0) core.warning(unconfirmedSentence(results, unconfirmed));
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
export async function addToBranch(
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
      dashboard: inputs.dashboard ? { title: dashboardTitle(ctx), serverUrl: ctx.serverUrl } : null,
    });
    return { added: { added: true, entries }, ...(inputs.dashboard ? { dashboard: true } : {}) };
  } catch (err) {
    const problem = redact(thrownMessage(err), [inputs.githubToken]);
    failures.push(`Adding this run to the history branch ${branch.branch} failed: ${problem}`);
    return { added: { added: false, reason: `adding it failed: ${problem}` } };
  }
}
