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

export async function upsertComment(
  octokit: Octokit,
  target: CommentTarget,
  marker: string,
  body: string,
  opts: { author?: string | null } = {},
): Promise<CommentResult> {
  const where = { owner: target.owner, repo: target.repo };
  try {
    const author = (opts.author ?? (await tokenLogin(octokit))).toLowerCase();
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      ...where,
      issue_number: target.issueNumber,
      per_page: 100,
    });
    const existing = comments.find(
      (c) => typeof c.body === 'string' && c.body.includes(marker) && c.user?.login.toLowerCase() === author,
    );
    if (existing) {
      const { data } = await octokit.rest.issues.updateComment({ ...where, comment_id: existing.id, body });
      return { action: 'updated', id: data.id, url: data.html_url };
    }
    const { data } = await octokit.rest.issues.createComment({ ...where, issue_number: target.issueNumber, body });
    return { action: 'created', id: data.id, url: data.html_url };
  } catch (err) {
    if (status(err) === 403)
      throw new CommentForbiddenError(
        `GitHub refused to write the comment on #${target.issueNumber} of ${target.owner}/${target.repo} (403: ${(err as Error).message}).`,
      );
    throw err;
  }
}
