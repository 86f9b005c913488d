import { getOctokit } from '@actions/github';
import { StreamgaugeError } from '../errors.ts';

// The sticky pull request comment: one per comment key, found again by the
// hidden marker in its body *and* its author, and edited in place, otherwise
// created. The marker alone is not enough: anyone can post a comment holding
// it, and the results would then be written under their name (and they could
// edit them afterwards). Four REST endpoints: who the token is, list issue
// comments (paginated: a busy pull request has more than one page), create,
// update.

export type Octokit = ReturnType<typeof getOctokit>;

export function makeOctokit(token: string, apiUrl: string): Octokit {
  return getOctokit(token, { baseUrl: apiUrl });
}

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
}

export interface CommentResult {
  action: 'created' | 'updated';
  id: number;
  url: string;
}

/** The token may not write to the pull request (a fork's read-only token, or missing `pull-requests: write`). */
export class CommentForbiddenError extends StreamgaugeError {
  readonly code = 'SG_ACTION_COMMENT_FORBIDDEN';
}

function status(err: unknown): number | null {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : null;
}

/** The login the workflow's own token (an app installation token) writes comments as. */
export const WORKFLOW_TOKEN_AUTHOR = 'github-actions[bot]';

/**
 * The login the token writes comments as: a personal token's user, from
 * GET /user. The workflow token cannot read /user (GitHub answers 403
 * "Resource not accessible by integration"); its comments are by
 * github-actions[bot]. Another app's token: name its bot with the
 * `comment-author` input.
 */
export async function tokenLogin(octokit: Octokit): Promise<string> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch (err) {
    if (status(err) === 403 || status(err) === 401) return WORKFLOW_TOKEN_AUTHOR;
    throw err;
  }
}

type Where = { owner: string; repo: string };

/** Our earlier comment on the pull request: the marker, by the token's own author; null when there is none. */
async function findOurComment(
  octokit: Octokit,
  target: CommentTarget,
  marker: string,
  author: string | null | undefined,
): Promise<{ id: number } | null> {
  const login = (author ?? (await tokenLogin(octokit))).toLowerCase();
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100,
  });
  return (
    comments.find(
      (c) => typeof c.body === 'string' && c.body.includes(marker) && c.user?.login.toLowerCase() === login,
    ) ?? null
  );
}

/** A 403 becomes CommentForbiddenError (a fork's token, or no `pull-requests: write`). */
function forbidden(err: unknown, target: CommentTarget): unknown {
  if (status(err) !== 403) return err;
  return new CommentForbiddenError(
    `GitHub refused to write the comment on #${target.issueNumber} of ${target.owner}/${target.repo} (403: ${(err as Error).message}).`,
  );
}

async function update(octokit: Octokit, where: Where, id: number, body: string): Promise<CommentResult> {
  const { data } = await octokit.rest.issues.updateComment({ ...where, comment_id: id, body });
  return { action: 'updated', id: data.id, url: data.html_url };
}

export async function upsertComment(
  octokit: Octokit,
  target: CommentTarget,
  marker: string,
  body: string,
  opts: { author?: string | null } = {},
): Promise<CommentResult> {
  const where = { owner: target.owner, repo: target.repo };
  try {
    const existing = await findOurComment(octokit, target, marker, opts.author);
    if (existing) return await update(octokit, where, existing.id, body);
    const { data } = await octokit.rest.issues.createComment({ ...where, issue_number: target.issueNumber, body });
    return { action: 'created', id: data.id, url: data.html_url };
  } catch (err) {
    throw forbidden(err, target);
  }
}

/**
 * Edits our earlier comment, if there is one; never posts a new one (null
 * then). For `comment-mode: regressions` once the regressions are gone: the
 * comment that reported them must not go on saying so, but a pull request
 * that never had one gets none.
 */
export async function updateExistingComment(
  octokit: Octokit,
  target: CommentTarget,
  marker: string,
  body: string,
  opts: { author?: string | null } = {},
): Promise<CommentResult | null> {
  try {
    const existing = await findOurComment(octokit, target, marker, opts.author);
    return existing ? await update(octokit, { owner: target.owner, repo: target.repo }, existing.id, body) : null;
  } catch (err) {
    throw forbidden(err, target);
  }
}
