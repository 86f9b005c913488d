import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

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
  const eventName = env.GITHUB_EVENT_NAME ?? "";
  const payload = readPayload(env.GITHUB_EVENT_PATH);
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(env.GITHUB_REPOSITORY ?? "");
  const repository = m ? { owner: m[1] ?? "", repo: m[2] ?? "" } : null;
  const serverUrl = (env.GITHUB_SERVER_URL || "https://github.com").replace(/\/+$/, "");
  const apiUrl = (env.GITHUB_API_URL || "https://api.github.com").replace(/\/+$/, "");
  const runId = str(env.GITHUB_RUN_ID);
  const attempt = Number(env.GITHUB_RUN_ATTEMPT);
  const ref = str(env.GITHUB_REF);
  const defaultBranch = str(get(payload, "repository", "default_branch")) ?? (eventName === "schedule" ? branchOf(ref) : null);
  return {
    eventName,
    repository,
    runId,
    runAttempt: Number.isSafeInteger(attempt) && attempt >= 1 ? attempt : 1,
    sha: str(env.GITHUB_SHA),
    serverUrl,
    apiUrl,
    runUrl: repository && runId ? `${serverUrl}/${repository.owner}/${repository.repo}/actions/runs/${runId}` : null,
    pullRequest: pullRequestOf(eventName, payload),
    artifactService: Boolean(env.ACTIONS_RUNTIME_TOKEN) && Boolean(env.ACTIONS_RESULTS_URL),
    tempDir: str(env.RUNNER_TEMP),
    ref,
    workflowFile: workflowFileOf(env.GITHUB_WORKFLOW_REF),
    defaultBranch
  };
}
function artifactUrl(ctx, artifactId) {
  return ctx.runUrl ? `${ctx.runUrl}/artifacts/${artifactId}` : null;
}

// src/action/naming.ts
function artifactName(base, what, attempt) {
  if (what.kind === "merged") return `${base}-merged-attempt-${attempt}`;
  if (what.shard) return `${base}-shard-${what.shard.index}-of-${what.shard.count}-attempt-${attempt}`;
  return `${base}-attempt-${attempt}`;
}
var escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function parseArtifactName(base, name) {
  const b = escapeRegExp(base);
  const sharded = new RegExp(`^${b}-shard-(\\d+)-of-(\\d+)-attempt-(\\d+)$`).exec(name);
  if (sharded) {
    const [index, count, attempt] = sharded.slice(1).map(Number);
    if (index < 1 || index > count) return null;
    return { shard: { index, count }, attempt };
  }
  const whole = new RegExp(`^${b}-attempt-(\\d+)$`).exec(name);
  if (whole) return { shard: null, attempt: Number(whole[1]) };
  return null;
}
function selectShards(base, listing) {
  const parsed = listing.flatMap((a) => {
    const p = parseArtifactName(base, a.name);
    return p ? [{ ...a, ...p }] : [];
  });
  const names = listing.map((a) => a.name).sort();
  const found = names.length === 0 ? "none" : names.map((n) => `'${n}'`).join(", ");
  const newer = (a, b) => a.attempt > b.attempt || a.attempt === b.attempt && a.id > b.id;
  const sharded = parsed.filter((p) => p.shard !== null);
  if (sharded.length === 0) {
    const whole = parsed.filter((p) => p.shard === null);
    const latest = whole.reduce((best2, a) => best2 && !newer(a, best2) ? best2 : a, null);
    if (latest === null)
      return {
        ok: false,
        message: `No artifact named '${base}-shard-I-of-N-attempt-A' or '${base}-attempt-A' in the run (found: ${found}). To fix this, give the merge step the same \`artifact-name\` as the benchmark jobs, make it run after them (\`needs:\`), and keep \`upload-traces: true\` in the benchmark jobs.`
      };
    return { ok: true, artifacts: [latest], count: null };
  }
  const counts = [...new Set(sharded.map((p) => p.shard.count))].sort((a, b) => a - b);
  if (counts.length > 1)
    return {
      ok: false,
      message: `The shard artifacts of '${base}' disagree on the number of shards (${counts.join(" and ")}; found: ${found}). To fix this, give every benchmark job the same N in \`shard: I/N\`, or a different \`artifact-name\` per matrix.`
    };
  const count = counts[0];
  const best = /* @__PURE__ */ new Map();
  for (const a of sharded) {
    const cur = best.get(a.shard.index);
    if (!cur || newer(a, cur)) best.set(a.shard.index, a);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !best.has(i));
  if (missing.length > 0)
    return {
      ok: false,
      message: `Shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${count}`).join(", ")} of '${base}' uploaded no artifact (found: ${found}), so the merge would leave requests out. To fix this, check the failed shard jobs and re-run them; the merge job picks the latest attempt of each shard.`
    };
  const artifacts = [...best.values()].sort((a, b) => a.shard.index - b.shard.index);
  return { ok: true, artifacts, count };
}
function selectRunResults(base, listing) {
  const merged = new RegExp(`^${escapeRegExp(base)}-merged-attempt-(\\d+)$`);
  const latest = (xs) => xs.reduce(
    (best, a) => best && (best.attempt > a.attempt || best.attempt === a.attempt && best.id > a.id) ? best : a,
    null
  );
  const m = listing.flatMap((a) => {
    const hit = merged.exec(a.name);
    return hit ? [{ ...a, attempt: Number(hit[1]) }] : [];
  });
  if (m.length > 0) return latest(m);
  const whole = listing.flatMap((a) => {
    const p = parseArtifactName(base, a.name);
    return p && p.shard === null ? [{ ...a, attempt: p.attempt }] : [];
  });
  return latest(whole);
}

export {
  isPullRequestEvent,
  readRunContext,
  artifactUrl,
  artifactName,
  selectShards,
  selectRunResults
};
