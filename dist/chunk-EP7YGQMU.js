import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  readGitHubEnv
} from "./chunk-EKAQNL4Z.js";

// src/action/context.ts
import { readFileSync } from "node:fs";
var PR_EVENTS = /* @__PURE__ */ new Set([
  "pull_request",
  "pull_request_target",
  "pull_request_review",
  "pull_request_review_comment"
]);
function readPayload(path) {
  if (!path) return null;
  try {
    const value = JSON.parse(readFileSync(path, "utf8"));
    return typeof value === "object" && value !== null ? value : null;
  } catch {
    return null;
  }
}
function get(o, ...path) {
  let cur = o;
  for (const key of path) {
    if (typeof cur !== "object" || cur === null) return void 0;
    cur = cur[key];
  }
  return cur;
}
var str = (v) => typeof v === "string" && v !== "" ? v : null;
function isPullRequestEvent(eventName) {
  return PR_EVENTS.has(eventName);
}
function branchOf(ref) {
  return ref !== null && ref.startsWith("refs/heads/") && ref.length > "refs/heads/".length ? ref.slice("refs/heads/".length) : null;
}
function workflowFileOf(workflowRef) {
  const m = /\/\.github\/workflows\/([^/@]+)@/.exec(workflowRef ?? "");
  return m ? m[1] ?? null : null;
}
function pullRequestOf(eventName, payload) {
  if (payload === null) return null;
  if (PR_EVENTS.has(eventName)) {
    const number = get(payload, "pull_request", "number") ?? get(payload, "number");
    if (typeof number !== "number") return null;
    const head = str(get(payload, "pull_request", "head", "repo", "full_name"));
    const base = str(get(payload, "pull_request", "base", "repo", "full_name")) ?? str(get(payload, "repository", "full_name"));
    return {
      number,
      headSha: str(get(payload, "pull_request", "head", "sha")),
      fromFork: head !== null && base !== null && head !== base
    };
  }
  if (eventName === "issue_comment" && get(payload, "issue", "pull_request") !== void 0) {
    const number = get(payload, "issue", "number");
    return typeof number === "number" ? { number, headSha: null, fromFork: false } : null;
  }
  return null;
}
function readRunContext(env) {
  const gh = readGitHubEnv(env);
  const eventName = gh.eventName ?? "";
  const payload = readPayload(gh.eventPath ?? void 0);
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(gh.repository ?? "");
  const repository = m ? { owner: m[1] ?? "", repo: m[2] ?? "" } : null;
  const serverUrl = (gh.serverUrl ?? "https://github.com").replace(/\/+$/, "");
  const apiUrl = (gh.apiUrl ?? "https://api.github.com").replace(/\/+$/, "");
  const { runId, ref } = gh;
  const defaultBranch = str(get(payload, "repository", "default_branch")) ?? (eventName === "schedule" ? branchOf(ref) : null);
  return {
    eventName,
    repository,
    runId,
    runAttempt: gh.runAttempt,
    sha: gh.sha,
    serverUrl,
    apiUrl,
    runUrl: repository && runId ? `${serverUrl}/${repository.owner}/${repository.repo}/actions/runs/${runId}` : null,
    pullRequest: pullRequestOf(eventName, payload),
    artifactService: gh.artifactService,
    tempDir: gh.runnerTemp,
    ref,
    workflowFile: workflowFileOf(gh.workflowRef ?? void 0),
    defaultBranch
  };
}
function artifactUrl(ctx, artifactId) {
  return ctx.runUrl ? `${ctx.runUrl}/artifacts/${artifactId}` : null;
}

export {
  isPullRequestEvent,
  readRunContext,
  artifactUrl
};
