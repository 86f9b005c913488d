import { Inputs } from './constants.ts';
import type { RunContext } from './context.ts';
import type { ActionInputs } from './inputs.ts';

// Whether and where to comment: pure over the inputs and the run context.
//   comment: never   no comment
//   comment: auto    on a pull request event, or when `pr-number` names one
//   comment: always  whenever a pull request is known; saying so when none is

export type CommentDecision =
  | { post: true; owner: string; repo: string; issueNumber: number; fromFork: boolean }
  | { post: false; level: 'info' | 'warning'; message: string };

export function decideComment(
  inputs: Pick<ActionInputs, 'comment' | 'prNumber' | 'githubToken'>,
  ctx: RunContext,
): CommentDecision {
  if (inputs.comment === 'never')
    return { post: false, level: 'info', message: `${Inputs.Comment} is never: no comment.` };
  const number = inputs.prNumber ?? ctx.pullRequest?.number ?? null;
  if (number === null) {
    const message =
      `No pull request to comment on: the event is ${ctx.eventName || '(unknown)'} and \`${Inputs.PrNumber}\` is not set.` +
      (inputs.comment === 'always'
        ? ` To fix this, run the step on pull_request events, or pass \`${Inputs.PrNumber}\`.`
        : '');
    return { post: false, level: inputs.comment === 'always' ? 'warning' : 'info', message };
  }
  if (ctx.repository === null)
    return {
      post: false,
      level: 'warning',
      message: 'GITHUB_REPOSITORY is not set (owner/repo), so there is no pull request to comment on.',
    };
  if (inputs.githubToken === '')
    return {
      post: false,
      level: 'warning',
      message: `\`${Inputs.GithubToken}\` is empty, so no comment. To fix this, leave it at its default (\${{ github.token }}) or pass a token that can write pull requests.`,
    };
  return {
    post: true,
    owner: ctx.repository.owner,
    repo: ctx.repository.repo,
    issueNumber: number,
    fromFork: inputs.prNumber === null && (ctx.pullRequest?.fromFork ?? false),
  };
}
