import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import { INPUT_DEFAULTS, type InputName } from '../../src/action/constants.ts';
import type { RunContext } from '../../src/action/context.ts';
import { comment } from '../../src/action/deliver.ts';
import { readInputs } from '../../src/action/inputs.ts';
import { commentMarker, renderCommentBody, type ReportContext } from '../../src/report/job-summary.ts';
import type { Results } from '../../src/analyze/types.ts';
import { commentWorthy } from '../../src/report/comment.ts';
import { runReport } from '../../src/report/doc.ts';
import { startGitHubRest, type GitHubRest } from '../emulators/github-rest.ts';

// The PR comment's shape (a first screen, the rest folded) and `comment-mode`,
// through the real Octokit against the local emulation of the comment endpoints.

const fixture = async (name: string): Promise<Results> =>
  JSON.parse(await readFile(new URL(`../fixtures/publish/golden/${name}/results.json`, import.meta.url), 'utf8'));

const report: ReportContext = {
  artifactUrl: null,
  artifactName: 'streamgauge',
  runUrl: null,
  repository: 'octo/bench',
  sha: null,
};

/** The comment's lines outside <details> blocks. */
function unfolded(body: string): string[] {
  const out: string[] = [];
  let depth = 0;
  for (const line of body.split('\n')) {
    if (line.startsWith('<details>')) depth++;
    if (depth === 0) out.push(line);
    if (line.startsWith('</details>')) depth--;
  }
  return out;
}

let rest: GitHubRest;
before(async () => {
  rest = await startGitHubRest({ repository: 'octo/bench', tokens: { 'tok-write': 'write' } });
});
after(() => rest.close());

const ctx = (number: number): RunContext => ({
  eventName: 'pull_request',
  repository: { owner: 'octo', repo: 'bench' },
  runId: '1',
  runAttempt: 1,
  sha: null,
  serverUrl: 'https://github.com',
  apiUrl: rest.url,
  runUrl: null,
  pullRequest: { number, headSha: null, fromFork: false },
  artifactService: false,
  tempDir: null,
  ref: null,
  workflowFile: null,
  defaultBranch: null,
});

const inputs = (values: Partial<Record<InputName, string>>) =>
  readInputs((name) => values[name] ?? (name === 'github-token' ? 'tok-write' : INPUT_DEFAULTS[name]));

describe('PR comment', () => {
  it('leads with the headline, one compact table and the changes; the whole report folded below', async () => {
    const results = await fixture('compared');
    const body = renderCommentBody(results, report, 'k').text;
    const top = unfolded(body);
    assert.ok(top.length <= 60, `${top.length} lines outside <details>`);
    assert.ok(body.length > top.join('\n').length * 2, 'most of the report is folded');
    assert.equal(top[0], commentMarker('k'));
    assert.match(top.join('\n'), /\d+ measured requests: /);
    const head = top.find((l) => l.startsWith('| provider |'));
    assert.equal(
      head,
      '| provider | prompt | TTFT ms p50 | post-first-content tok/s p50 | end-to-end tok/s p50 | streaming |',
    );
    // Every group has its row in the compact table.
    for (const g of results.groups)
      assert.ok(
        top.some((l) => l.startsWith(`| ${g.provider} | ${g.prompt} |`)),
        g.provider,
      );
    // The rest of the report below, each section folded on its own under its heading: its flagged list and thresholds are there.
    assert.match(
      body,
      /<details>\n<summary>Flagged<\/summary>\n\n12 requests flagged for review \(9 buffered, 0 implausible, 3 failed/,
    );
    assert.match(body, /<details>\n<summary>Thresholds<\/summary>\n\n- `min_content_reads`: 3\./);
    const folds = body.split('\n').filter((l) => l === '<details>').length;
    assert.ok(folds >= 5, `${folds} folds, one per section`);
    assert.equal(body.split('\n').filter((l) => l === '</details>').length, folds, 'every fold is closed');
  });

  it('comment-mode: regressions leaves the pull request alone when nothing changed, and posts when something did', async () => {
    const quiet = await fixture('compared');
    // A run in which a figure got slower: the first comparison, made a regression.
    const slower: Results = {
      ...quiet,
      comparisons: quiet.comparisons!.map((c, i) =>
        i === 0 ? { ...c, verdict: 'slower', delta_pct: 48.2, ci_low_pct: 40, ci_high_pct: 55 } : c,
      ),
    };
    // The recorded run has a group whose every request failed: make it a quiet run by dropping it.
    const calm: Results = { ...quiet, groups: quiet.groups.filter((g) => g.errors < g.n) };
    assert.equal(commentWorthy(calm), false);
    assert.equal(commentWorthy(slower), true);
    assert.equal(commentWorthy(quiet), true, 'a group that failed outright is worth a comment');

    const scrub = (s: string) => s;
    const failures: string[] = [];
    await comment(inputs({ 'comment-mode': 'regressions' }), ctx(11), runReport(calm), scrub, report, failures);
    assert.equal(rest.comments(11).length, 0, 'no change: no comment');
    await comment(inputs({ 'comment-mode': 'regressions' }), ctx(11), runReport(slower), scrub, report, failures);
    const posted = rest.comments(11);
    assert.equal(posted.length, 1);
    assert.match(posted[0]!.body, /## Regressions and improvements/);
    assert.match(posted[0]!.body, /\*\*slower\*\*/);
    // The default, always: a quiet run still updates the comment.
    await comment(inputs({}), ctx(11), runReport(calm), scrub, report, failures);
    assert.equal(rest.comments(11).length, 1);
    assert.doesNotMatch(rest.comments(11)[0]!.body, /## Regressions and improvements/);
    assert.deepEqual(failures, []);
  });

  it('comment-mode: regressions edits its earlier comment once the regressions are gone, and posts nothing new', async () => {
    const quiet = await fixture('compared');
    const slower: Results = {
      ...quiet,
      comparisons: quiet.comparisons!.map((c, i) => (i === 0 ? { ...c, verdict: 'slower', delta_pct: 48.2 } : c)),
    };
    const calm: Results = { ...quiet, groups: quiet.groups.filter((g) => g.errors < g.n) };
    const scrub = (s: string) => s;
    const failures: string[] = [];
    const mode = inputs({ 'comment-mode': 'regressions' });
    const at = (sha: string): ReportContext => ({
      ...report,
      sha,
      runUrl: 'https://github.com/octo/bench/actions/runs/7',
    });
    // Someone else's comment holding our marker is never ours to edit.
    rest.seed(12, [`${commentMarker(mode.commentKey)}\nnot ours`]);

    await comment(mode, ctx(12), runReport(slower), scrub, at('1111111111111111111111111111111111111111'), failures);
    const ours = () => rest.comments(12).filter((c) => c.user.login === 'github-actions[bot]');
    assert.equal(ours().length, 1);
    assert.match(ours()[0]!.body, /\*\*slower\*\*/);

    // The next push fixes it: the same comment now says so, short, naming the commit.
    await comment(mode, ctx(12), runReport(calm), scrub, at('abcdef0123456789abcdef0123456789abcdef01'), failures);
    assert.equal(ours().length, 1, 'edited in place, no second comment');
    const body = ours()[0]!.body;
    assert.equal(body.split('\n')[0], commentMarker(mode.commentKey), 'still ours: the next run finds it');
    assert.match(body, /\*\*No regression\*\* as of `abcdef012345`/);
    assert.match(body, /\[the workflow run\]\(https:\/\/github\.com\/octo\/bench\/actions\/runs\/7\)/);
    assert.doesNotMatch(body, /slower|## Regressions and improvements/);
    assert.ok(body.length < 600, `${body.length} characters`);
    assert.equal(
      rest
        .comments(12)
        .find((c) => c.user.login !== 'github-actions[bot]')!
        .body.endsWith('not ours'),
      true,
    );

    // A regression again: the full comment comes back in the same place.
    await comment(mode, ctx(12), runReport(slower), scrub, at('2222222222222222222222222222222222222222'), failures);
    assert.equal(ours().length, 1);
    assert.match(ours()[0]!.body, /\*\*slower\*\*/);

    // A pull request that never had a comment of ours still gets none.
    await comment(mode, ctx(13), runReport(calm), scrub, at('abcdef0123456789abcdef0123456789abcdef01'), failures);
    assert.equal(rest.comments(13).length, 0);
    assert.deepEqual(failures, []);
  });
});
