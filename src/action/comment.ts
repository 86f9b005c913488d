import { getOctokit } from '@actions/github';

// The sticky pull request comment: one per comment key, found again by the
// hidden marker in its body and edited in place, otherwise created. Three
// REST endpoints: list issue comments (paginated: a busy pull request has
// more than one page), create, update.

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
export class CommentForbiddenError extends Error {}

function status(err: unknown): number | null {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : null;
}

export async function upsertComment(
  octokit: Octokit,
  target: CommentTarget,
  marker: string,
  body: string,
): Promise<CommentResult> {
  const where = { owner: target.owner, repo: target.repo };
  try {
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      ...where,
      issue_number: target.issueNumber,
      per_page: 100,
    });
    const existing = comments.find((c) => typeof c.body === 'string' && c.body.includes(marker));
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
