import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  getOctokit
} from "./chunk-G7Z6XY6E.js";
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";

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
async function findOurComment(octokit, target, marker, author) {
  const login = (author ?? await tokenLogin(octokit)).toLowerCase();
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100
  });
  return comments.find(
    (c) => typeof c.body === "string" && c.body.includes(marker) && c.user?.login.toLowerCase() === login
  ) ?? null;
}
function forbidden(err, target) {
  if (status(err) !== 403) return err;
  return new CommentForbiddenError(
    `GitHub refused to write the comment on #${target.issueNumber} of ${target.owner}/${target.repo} (403: ${err.message}).`
  );
}
async function update(octokit, where, id, body) {
  const { data } = await octokit.rest.issues.updateComment({ ...where, comment_id: id, body });
  return { action: "updated", id: data.id, url: data.html_url };
}
async function upsertComment(octokit, target, marker, body, opts = {}) {
  const where = { owner: target.owner, repo: target.repo };
  try {
    const existing = await findOurComment(octokit, target, marker, opts.author);
    if (existing) return await update(octokit, where, existing.id, body);
    const { data } = await octokit.rest.issues.createComment({ ...where, issue_number: target.issueNumber, body });
    return { action: "created", id: data.id, url: data.html_url };
  } catch (err) {
    throw forbidden(err, target);
  }
}
async function updateExistingComment(octokit, target, marker, body, opts = {}) {
  try {
    const existing = await findOurComment(octokit, target, marker, opts.author);
    return existing ? await update(octokit, { owner: target.owner, repo: target.repo }, existing.id, body) : null;
  } catch (err) {
    throw forbidden(err, target);
  }
}

export {
  makeOctokit,
  CommentForbiddenError,
  WORKFLOW_TOKEN_AUTHOR,
  tokenLogin,
  upsertComment,
  updateExistingComment
};
