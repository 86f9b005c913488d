import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CommentForbiddenError, makeOctokit, tokenLogin, upsertComment } from '../../src/action/comment.ts';
import { commentMarker } from '../../src/report/job-summary.ts';
import { startGitHubRest, type GitHubRest } from '../emulators/github-rest.ts';

// The real Octokit (@actions/github getOctokit) against the local emulation
// of the three issue-comment endpoints.

let rest: GitHubRest;
const target = { owner: 'octo', repo: 'bench', issueNumber: 7 };

before(async () => {
  rest = await startGitHubRest({
    repository: 'octo/bench',
    tokens: {
      'tok-write': 'write',
      'tok-read': 'read',
      // A personal access token: GET /user names its login, which authors its comments.
      'tok-pat': { issues: 'write', actions: true, login: 'nightly-bot' },
    },
  });
});
after(() => rest.close());

describe('sticky comment', () => {
  it('creates the comment, then updates it in place, found by its marker past the first page', async () => {
    const octokit = makeOctokit('tok-write', rest.url);
    // 150 comments by others first: the marker is only found by paginating (100 per page).
    rest.seed(
      7,
      Array.from({ length: 150 }, (_, i) => `chatter ${i}`),
    );
    const marker = commentMarker('nightly');
    const created = await upsertComment(octokit, target, marker, `${marker}\nfirst`);
    assert.equal(created.action, 'created');
    assert.match(created.url, /^https:\/\/github\.com\/octo\/bench\/pull\/7#issuecomment-\d+$/);
    rest.seed(
      7,
      Array.from({ length: 120 }, (_, i) => `more chatter ${i}`),
    );

    const updated = await upsertComment(octokit, target, marker, `${marker}\nsecond`);
    assert.equal(updated.action, 'updated');
    assert.equal(updated.id, created.id);
    const mine = rest.comments(7).filter((c) => c.body.includes(marker));
    assert.equal(mine.length, 1);
    assert.equal(mine[0]!.body, `${marker}\nsecond`);
    const lists = rest.requests.filter((r) => r.method === 'GET' && r.path.includes('/issues/7/comments'));
    assert.ok(
      lists.some((r) => /[?&]page=3/.test(r.path)),
      'the listing followed the Link header to page 3',
    );
  });

  it('keeps one comment per key', async () => {
    const octokit = makeOctokit('tok-write', rest.url);
    const a = await upsertComment(octokit, target, commentMarker('gpu'), `${commentMarker('gpu')}\nA`);
    const b = await upsertComment(octokit, target, commentMarker('cpu'), `${commentMarker('cpu')}\nB`);
    assert.equal(a.action, 'created');
    assert.equal(b.action, 'created');
    assert.notEqual(a.id, b.id);
    // A key that is a prefix of another must not match it.
    assert.ok(!commentMarker('gpu-2').includes(commentMarker('gpu')));
  });

  it('reports a read-only token as CommentForbiddenError', async () => {
    const octokit = makeOctokit('tok-read', rest.url);
    const before = rest.comments(9).length;
    await assert.rejects(
      upsertComment(octokit, { ...target, issueNumber: 9 }, commentMarker('x'), 'body'),
      (err: unknown) => err instanceof CommentForbiddenError && /403/.test(err.message),
    );
    assert.equal(rest.comments(9).length, before);
  });

  it('passes other failures through (the emulation refuses a body over 65,536 characters, as GitHub does)', async () => {
    const octokit = makeOctokit('tok-write', rest.url);
    await assert.rejects(
      upsertComment(octokit, { ...target, issueNumber: 11 }, commentMarker('big'), 'x'.repeat(65_537)),
      (err: unknown) => !(err instanceof CommentForbiddenError) && (err as { status?: number }).status === 422,
    );
  });

  it('ignores a planted marker: a comment is ours only when our token wrote it (issue row 5)', async () => {
    const marker = commentMarker('planted');
    // Anyone can post a comment holding the marker; before, it was overwritten with the results.
    rest.seed(21, [`${marker}\nnot yours`], 'mallory');
    const octokit = makeOctokit('tok-write', rest.url);
    const first = await upsertComment(octokit, { ...target, issueNumber: 21 }, marker, `${marker}\nresults`);
    assert.equal(first.action, 'created', 'a new comment is posted beside the planted one');
    const planted = rest.comments(21).find((c) => c.user.login === 'mallory')!;
    assert.equal(planted.body, `${marker}\nnot yours`, 'the planted comment is left as it was');
    const second = await upsertComment(octokit, { ...target, issueNumber: 21 }, marker, `${marker}\nagain`);
    assert.equal(second.action, 'updated');
    assert.equal(second.id, first.id);
    assert.equal(rest.comments(21).length, 2);
  });

  it("knows a personal token's login through GET /user, and takes a named author", async () => {
    const pat = makeOctokit('tok-pat', rest.url);
    assert.equal(await tokenLogin(pat), 'nightly-bot');
    assert.equal(await tokenLogin(makeOctokit('tok-write', rest.url)), 'github-actions[bot]');
    const marker = commentMarker('pat');
    const first = await upsertComment(pat, { ...target, issueNumber: 22 }, marker, `${marker}\none`);
    const again = await upsertComment(pat, { ...target, issueNumber: 22 }, marker, `${marker}\ntwo`);
    assert.equal(again.action, 'updated');
    assert.equal(again.id, first.id);
    // `comment-author` names the author to match (case aside), whatever token writes.
    const named = await upsertComment(
      makeOctokit('tok-write', rest.url),
      { ...target, issueNumber: 22 },
      marker,
      `${marker}\nthree`,
      {
        author: 'Nightly-Bot',
      },
    );
    assert.equal(named.id, first.id);
    const users = rest.requests.filter((r) => r.path === '/user');
    assert.ok(users.length >= 3, 'the login is asked of the API');
  });
});
