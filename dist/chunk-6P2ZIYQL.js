import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  getOctokit
} from "./chunk-G7Z6XY6E.js";
import {
  StreamgaugeError
} from "./chunk-7W5HAPC3.js";

// src/action/comment.ts
function makeOctokit(token, apiUrl) {
  return getOctokit(token, { baseUrl: apiUrl });
}
var CommentForbiddenError = class extends StreamgaugeError {
  code = "SG_ACTION_COMMENT_FORBIDDEN";
};
function status(err) {
  const s = err?.status;
  return typeof s === "number" ? s : null;
}
var WORKFLOW_TOKEN_AUTHOR = "github-actions[bot]";
async function tokenLogin(octokit) {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return data.login;
  } catch (err) {
    if (status(err) === 403 || status(err) === 401) return WORKFLOW_TOKEN_AUTHOR;
    throw err;
  }
}
async function upsertComment(octokit, target, marker, body, opts = {}) {
  const where = { owner: target.owner, repo: target.repo };
  try {
    const author = (opts.author ?? await tokenLogin(octokit)).toLowerCase();
    const comments = await octokit.paginate(octokit.rest.issues.listComments, {
      ...where,
      issue_number: target.issueNumber,
      per_page: 100
    });
    const existing = comments.find(
      (c) => typeof c.body === "string" && c.body.includes(marker) && c.user?.login.toLowerCase() === author
    );
    if (existing) {
      const { data: data2 } = await octokit.rest.issues.updateComment({ ...where, comment_id: existing.id, body });
      return { action: "updated", id: data2.id, url: data2.html_url };
    }
    const { data } = await octokit.rest.issues.createComment({ ...where, issue_number: target.issueNumber, body });
    return { action: "created", id: data.id, url: data.html_url };
  } catch (err) {
    if (status(err) === 403)
      throw new CommentForbiddenError(
        `GitHub refused to write the comment on #${target.issueNumber} of ${target.owner}/${target.repo} (403: ${err.message}).`
      );
    throw err;
  }
}

export {
  makeOctokit,
  CommentForbiddenError,
  WORKFLOW_TOKEN_AUTHOR,
  tokenLogin,
  upsertComment
};
