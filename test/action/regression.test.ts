import assert from 'node:assert/strict';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { withComparisons } from '../../src/analyze/compare.ts';
import type { Results } from '../../src/analyze/types.ts';
import { branchOf, readRunContext, workflowFileOf } from '../../src/action/context.ts';
import { historySubdir, redact, writeDecision } from '../../src/action/history.ts';
import { overallVerdict, regressionCount } from '../../src/action/regression.ts';
import { regressionFailure } from '../../src/report/regression-message.ts';
import {
  renderCommentBody,
  renderJobSummary,
  renderReport,
  type HistoryReport,
  type ReportContext,
} from '../../src/report/job-summary.ts';
import { slowed, syntheticRun } from '../unit/synthetic-runs.ts';

// The regression check as the Action reports it, over seeded synthetic runs
// analysed by the real analyze() and compared by the real withComparisons():
// the verdict and count outputs, the fail-on-regression message, the
// "Regression check" section of the job summary and comment, and when a run
// joins the history.

const day = (d: number) => `2025-03-${String(d).padStart(2, '0')}T03:17:00.000Z`;
const baseline = [syntheticRun(1, day(1), { reps: 12 }), syntheticRun(2, day(2), { reps: 12 })];

/** alpha at half speed; gamma now arrives buffered (a proxy started buffering). */
function regressed(): Results {
  const providers = slowed('alpha', 2).map((p) => (p.id === 'gamma' ? { ...p, buffered: true } : p));
  return withComparisons(syntheticRun(3, day(3), { providers, reps: 12 }), baseline);
}
const unchanged = (): Results => withComparisons(syntheticRun(4, day(4), { reps: 12 }), baseline);
/** alpha twice as fast. */
const faster = (): Results =>
  withComparisons(syntheticRun(5, day(5), { providers: slowed('alpha', 0.5), reps: 12 }), baseline);

const history = (over: Partial<HistoryReport> = {}): HistoryReport => ({
  store: { kind: 'branch', branch: 'streamgauge-data' },
  baselineRuns: 2,
  trendRuns: 2,
  added: { added: true, entries: 3 },
  problem: null,
  ...over,
});

const ctx: ReportContext = {
  artifactUrl: 'https://github.com/octo/bench/actions/runs/9/artifacts/12',
  artifactName: 'streamgauge-attempt-1',
  runUrl: 'https://github.com/octo/bench/actions/runs/9',
  repository: 'octo/bench',
  sha: 'feedfacefeedfacefeedfacefeedfacefeedface',
};

describe('verdict and regressions outputs', () => {
  it('slower counts slower figures plus groups that stopped streaming', () => {
    const r = regressed();
    const slower = (r.comparisons ?? []).filter((c) => c.verdict === 'slower');
    assert.ok(slower.length >= 2 && slower.every((c) => c.provider === 'alpha'), JSON.stringify(slower));
    assert.equal((r.streaming_changes ?? []).filter((c) => c.alert).length, 2, 'gamma, both prompts');
    assert.equal(regressionCount(r), slower.length + 2);
    assert.equal(overallVerdict(r), 'slower');
  });

  it('faster, no_change, insufficient_data and none', () => {
    assert.equal(overallVerdict(faster()), 'faster');
    assert.equal(regressionCount(faster()), 0);
    assert.equal(overallVerdict(unchanged()), 'no_change');
    const thin = withComparisons(syntheticRun(6, day(6), { reps: 2 }), baseline);
    assert.equal(overallVerdict(thin), 'insufficient_data');
    const none = syntheticRun(7, day(7));
    assert.equal(overallVerdict(none), 'none');
    assert.equal(regressionCount(none), 0);
  });

  it('the fail-on-regression message names every slower figure and streaming alert, and nothing else', () => {
    const r = regressed();
    const msg = regressionFailure(r) ?? '';
    assert.match(
      msg,
      /^Regression \(fail-on-regression is true\): \d+ figure\(s\) slower than the baseline of 2 earlier run\(s\): /,
    );
    for (const c of (r.comparisons ?? []).filter((x) => x.verdict === 'slower'))
      assert.ok(msg.includes(`alpha / ${c.prompt} `), c.prompt);
    assert.match(msg, /alpha \/ short post-first-content tok\/s -\d+(\.\d+)?% \[-\d/);
    assert.match(msg, /2 group\(s\) streaming less than before: gamma \/ short observed → not observed; gamma \/ long/);
    assert.doesNotMatch(msg, /beta/);
    assert.equal(regressionFailure(unchanged()), null);
    assert.equal(regressionFailure(faster()), null);
  });
});

describe('the Regression check section', () => {
  it('comes before the two tables, streaming alerts first, slower rows first, each with its interval', () => {
    const r = regressed();
    const md = renderReport(r, { ...ctx, history: history() });
    const at = md.indexOf('## Regression check');
    assert.ok(at > 0 && at < md.indexOf('## Post-first-content throughput'));
    assert.doesNotMatch(md, /## Compared with the baseline/, "summary.md's own section is replaced");
    assert.doesNotMatch(md, /^\**Regression check: /m, "and so is summary.md's headline");
    const section = md.slice(at, md.indexOf('## Post-first-content throughput'));
    assert.match(
      section,
      /^## Regression check\n\n\*\*\d+ regressions\*\* against 2 earlier runs \(history branch `streamgauge-data`\): gamma \/ short streaming observed → not observed; gamma \/ long/,
    );
    // The alerts come before the table.
    assert.ok(section.indexOf('- **gamma / short: observed → not observed**') < section.indexOf('| provider |'));
    const rows = section.split('\n').filter((l) => /^\| (alpha|beta|gamma) \|/.test(l));
    assert.equal(rows.length, 18, 'every provider x prompt x metric');
    const verdicts = rows.map((l) => l.split(' | ').pop()!.replace(/ \|$/, ''));
    const firstOther = verdicts.findIndex((v) => v !== '**slower**');
    assert.ok(firstOther > 0 && verdicts.slice(firstOther).every((v) => v !== '**slower**'), verdicts.join(','));
    for (const row of rows.slice(0, firstOther)) {
      assert.match(row, /^\| alpha \|/);
      assert.match(row, /\| -\d+(\.\d+)?% \[-\d+(\.\d+)?%, -\d+(\.\d+)?%\] \| \*\*slower\*\* \|$/);
    }
    assert.match(section, /Compared with 2 baseline runs/);
    assert.match(
      section,
      /Trends over the 2 earlier runs and this one, with the timelines of every request: `report\.html` in the artifact \[streamgauge-attempt-1\]\(https:\/\/github\.com\/octo\/bench\/actions\/runs\/9\/artifacts\/12\)\./,
    );
    assert.match(section, /This run was added to the history branch `streamgauge-data` \(3 entries kept\)\./);
  });

  it('says when there is nothing to compare with yet, when the history could not be read, and why a run was not added', () => {
    const first = renderReport(syntheticRun(8, day(8)), {
      ...ctx,
      history: history({ baselineRuns: 0, trendRuns: 0, added: { added: true, entries: 1 } }),
    });
    assert.match(
      first,
      /## Regression check\n\nNo earlier run in the history branch `streamgauge-data` to compare with yet\./,
    );
    assert.match(first, /trends appear from the next run on/);
    assert.ok(first.indexOf('## Regression check') < first.indexOf('The two throughput tables'));

    const broken = renderReport(syntheticRun(8, day(8)), {
      ...ctx,
      history: history({ problem: 'git ls-remote exit 128: <no access>', added: null }),
    });
    assert.match(
      broken,
      /\*\*Not checked\*\*: the earlier runs could not be read from the history branch `streamgauge-data`: git ls-remote exit 128: &lt;no access&gt;/,
    );

    const pr = renderReport(unchanged(), {
      ...ctx,
      history: history({
        store: { kind: 'artifacts', workflow: 'nightly.yml', branch: 'main' },
        added: { added: false, reason: 'this is a pull request run (pull_request).' },
      }),
    });
    assert.match(
      pr,
      /No regression against 2 earlier runs \(artifacts of earlier successful runs of `nightly\.yml` on `main`\)\./,
    );
    assert.match(pr, /Not added to the history: this is a pull request run \(pull\\_request\)\./);
  });

  it('without a history the report is as before', () => {
    const r = syntheticRun(9, day(9));
    assert.equal(renderReport(r, { ...ctx, history: null }), renderReport(r, ctx));
    assert.doesNotMatch(renderReport(r, ctx), /Regression check/);
  });

  it('survives the size limits: the check stays at the top of a cut summary and comment', () => {
    const r = regressed();
    const full = renderReport(r, { ...ctx, history: history() });
    const limit = Math.floor(full.length * 0.6);
    const summary = renderJobSummary(r, { ...ctx, history: history() }, limit);
    assert.equal(summary.reduced, 'cut');
    assert.match(summary.text, /## Regression check[\s\S]*\*\*slower\*\*/);
    const comment = renderCommentBody(r, { ...ctx, history: history() }, 'nightly', limit);
    assert.ok(comment.text.length <= limit);
    // In the comment, folded on its own below the first screen (whose headline names the regressions).
    assert.match(comment.text, /<details>\n<summary>Regression check<\/summary>[\s\S]*\*\*slower\*\*/);
  });
});

describe('who writes the history', () => {
  const base = { eventName: 'schedule', ref: 'refs/heads/main', defaultBranch: 'main', mergesOtherRun: false };

  it('a schedule, push or dispatch on the default branch', () => {
    assert.deepEqual(writeDecision(base), { write: true });
    assert.deepEqual(writeDecision({ ...base, eventName: 'push' }), { write: true });
    assert.deepEqual(writeDecision({ ...base, eventName: 'workflow_dispatch' }), { write: true });
  });

  it('never a pull request, a merge of another run, another branch, or an unknown default branch', () => {
    const reason = (d: ReturnType<typeof writeDecision>) => (d.write ? '' : d.reason);
    assert.match(
      reason(writeDecision({ ...base, eventName: 'pull_request', ref: 'refs/pull/3/merge' })),
      /pull request run/,
    );
    assert.match(reason(writeDecision({ ...base, eventName: 'pull_request_target' })), /pull request run/);
    assert.match(
      reason(writeDecision({ ...base, eventName: 'workflow_run', mergesOtherRun: true })),
      /`run-id` merges/,
    );
    assert.match(
      reason(writeDecision({ ...base, eventName: 'push', ref: 'refs/heads/feature' })),
      /refs\/heads\/feature, not on the default branch main/,
    );
    assert.match(reason(writeDecision({ ...base, defaultBranch: null })), /default branch is unknown/);
  });

  it('failures shown in the summary carry no credentials', () => {
    assert.equal(
      redact("fatal: unable to access 'https://x-access-token:ghs_abc123@github.com/o/r/': 403; token ghs_abc123", [
        'ghs_abc123',
      ]),
      "fatal: unable to access 'https://***@github.com/o/r/': 403; token ***",
    );
  });

  it('one folder per artifact-name on the data branch', () => {
    assert.equal(historySubdir('streamgauge'), 'streamgauge-history/streamgauge');
  });
});

describe('run context for the history', () => {
  it('reads the workflow file, the ref, and the default branch from the event or a schedule', async () => {
    assert.equal(workflowFileOf('octo/bench/.github/workflows/nightly.yml@refs/heads/main'), 'nightly.yml');
    assert.equal(workflowFileOf(undefined), null);
    assert.equal(branchOf('refs/heads/release/1.x'), 'release/1.x');
    assert.equal(branchOf('refs/pull/3/merge'), null);

    const dir = await mkdtemp(join(tmpdir(), 'sg-ctx-'));
    const payload = async (p: unknown) => {
      const f = join(dir, `${Math.random()}.json`);
      await writeFile(f, JSON.stringify(p));
      return f;
    };
    const push = readRunContext({
      GITHUB_EVENT_NAME: 'push',
      GITHUB_REF: 'refs/heads/trunk',
      GITHUB_EVENT_PATH: await payload({ repository: { full_name: 'o/r', default_branch: 'trunk' } }),
      GITHUB_WORKFLOW_REF: 'o/r/.github/workflows/bench.yaml@refs/heads/trunk',
    });
    assert.deepEqual([push.ref, push.defaultBranch, push.workflowFile], ['refs/heads/trunk', 'trunk', 'bench.yaml']);
    // A scheduled run's payload names no repository; it always runs on the default branch.
    const cron = readRunContext({
      GITHUB_EVENT_NAME: 'schedule',
      GITHUB_REF: 'refs/heads/main',
      GITHUB_EVENT_PATH: await payload({ schedule: '17 3 * * *' }),
    });
    assert.equal(cron.defaultBranch, 'main');
    const dispatch = readRunContext({ GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_REF: 'refs/heads/main' });
    assert.equal(dispatch.defaultBranch, null, 'unknown from the event alone');
  });
});
