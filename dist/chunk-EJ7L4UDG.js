import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  makeOctokit
} from "./chunk-4E6ELKUN.js";
import {
  isPullRequestEvent
} from "./chunk-EP7YGQMU.js";
import "./chunk-GDPLPXU6.js";
import "./chunk-TAQLKWRO.js";
import {
  DefaultArtifactClient
} from "./chunk-X3PLIEVZ.js";
import "./chunk-G7Z6XY6E.js";
import {
  Inputs,
  info,
  warning
} from "./chunk-77NXSR6B.js";
import {
  RESULTS_FILE
} from "./chunk-EKAQNL4Z.js";
import "./chunk-FIIRUI2R.js";
import "./chunk-TMFSUEHO.js";
import {
  DEFAULT_HISTORY_SUBDIR,
  HistoryStoreError,
  gitBranchStore
} from "./chunk-K4LYEVNE.js";
import {
  selectRunResults
} from "./chunk-S7QI73DO.js";
import "./chunk-HFRD7VE5.js";
import "./chunk-PKD4NBUI.js";
import "./chunk-WKUXESJ5.js";
import {
  addToHistory,
  readHistory
} from "./chunk-3M36TB5N.js";
import "./chunk-4P42FROQ.js";
import "./chunk-TJNM7ZPL.js";
import "./chunk-2FLOUNRV.js";
import "./chunk-3D5EZPZV.js";
import "./chunk-YSFTEKOP.js";
import "./chunk-TNKYJXLO.js";
import "./chunk-GX27B57U.js";
import "./chunk-BMVBP4HX.js";
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";
import "./chunk-VZFYQJYA.js";
import "./chunk-I62QRV6M.js";
import "./chunk-DLMYZAXB.js";

// src/action/history-artifacts.ts
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
var httpStatus = (err) => {
  const s = err?.status;
  return typeof s === "number" ? s : null;
};
function entryNameFor(startedAt, runId, artifactId) {
  const at = new Date(startedAt);
  const iso = (Number.isNaN(at.getTime()) ? /* @__PURE__ */ new Date(0) : at).toISOString().replace(/:/g, "-");
  const hash = createHash("sha256").update(`${runId}:${artifactId}`).digest("hex").slice(0, 10);
  return `${iso}_${hash}.results.json`;
}
function artifactHistoryStore(opts) {
  const log = opts.log ?? (() => {
  });
  let found = null;
  const readOnly = async () => {
    throw new HistoryStoreError(
      "the artifacts history is read-only: each run adds itself by uploading its artifact (keep `upload-traces: true`)."
    );
  };
  return {
    description: `artifacts of successful ${opts.workflow} runs on ${opts.branch}`,
    async list() {
      found ??= await listHistoryRuns(opts, log);
      return [...found.keys()];
    },
    async read(name) {
      found ??= await listHistoryRuns(opts, log);
      const entry = found.get(name);
      if (!entry) throw new HistoryStoreError(`no run of the history is named ${name}`);
      return readEntry(opts, entry);
    },
    write: readOnly,
    remove: readOnly,
    sourceOf(name) {
      const entry = found?.get(name);
      return entry ? `run ${entry.runId}, artifact ${entry.artifact.name}` : null;
    }
  };
}
async function listHistoryRuns(opts, log) {
  const maxRuns = opts.maxRuns ?? 100;
  const repository = `${opts.owner}/${opts.repo}`;
  const out = /* @__PURE__ */ new Map();
  const client = new DefaultArtifactClient();
  let seen = 0;
  try {
    const pages = opts.octokit.paginate.iterator(opts.octokit.rest.actions.listWorkflowRuns, {
      owner: opts.owner,
      repo: opts.repo,
      workflow_id: opts.workflow,
      branch: opts.branch,
      status: "success",
      exclude_pull_requests: true,
      per_page: Math.min(100, Math.max(10, opts.limit * 2))
    });
    pages: for await (const page of pages) {
      for (const run of page.data) {
        if (out.size >= opts.limit || seen >= maxRuns) break pages;
        seen++;
        if (run.id === opts.currentRunId) continue;
        const head = run.head_repository?.full_name;
        if (isPullRequestEvent(run.event) || head !== void 0 && head !== repository) {
          log(
            `run ${run.id} (${run.event}${head && head !== repository ? ` from ${head}` : ""}) is not a run of ${opts.branch}: skipped`
          );
          continue;
        }
        const pick = await resultsArtifactOf(opts, client, run.id, log);
        if (pick === null) continue;
        const name = entryNameFor(run.run_started_at ?? run.created_at, run.id, pick.id);
        out.set(name, { runId: run.id, artifact: pick });
        log(`run ${run.id}: artifact ${pick.name} (id ${pick.id})`);
      }
    }
  } catch (err) {
    const status = httpStatus(err);
    if (status === 403 || status === 401)
      throw new HistoryStoreError(
        `GitHub refused to list the runs of ${opts.workflow} in ${repository} (${status}: ${err.message}). \`history: artifacts\` reads earlier runs and their artifacts with \`github-token\`. To fix this, give the job \`permissions: { actions: read }\` (and keep \`github-token\` at its default).`
      );
    if (status === 404)
      throw new HistoryStoreError(
        `GitHub has no workflow ${opts.workflow} in ${repository} (404). The workflow file is taken from GITHUB_WORKFLOW_REF; to fix this, run the step from a workflow of the repository itself.`
      );
    throw err;
  }
  return out;
}
async function resultsArtifactOf(opts, client, runId, log) {
  const listing = await client.listArtifacts({
    findBy: { token: opts.token, workflowRunId: runId, repositoryOwner: opts.owner, repositoryName: opts.repo }
  });
  const pick = selectRunResults(
    opts.artifactName,
    listing.artifacts.map((a) => ({ name: a.name, id: a.id, ...a.digest ? { digest: a.digest } : {} }))
  );
  if (pick === null)
    log(
      `run ${runId} has no artifact '${opts.artifactName}-attempt-A' or '${opts.artifactName}-merged-attempt-A' (expired, uploaded with upload-traces: false, or shards or several places without a merge job): skipped`
    );
  return pick;
}
async function readEntry(opts, entry) {
  const dir = await mkdtemp(join(opts.tempDir, "streamgauge-baseline-"));
  try {
    const { downloadArtifact } = await import("./chunk-FUDRIFY4.js");
    const other = { runId: entry.runId, owner: opts.owner, repo: opts.repo, token: opts.token };
    const got = await downloadArtifact(entry.artifact, dir, other);
    try {
      return await readFile(join(got, RESULTS_FILE), "utf8");
    } catch (err) {
      if (err.code === "ENOENT")
        throw new HistoryStoreError(
          `artifact ${entry.artifact.name} of run ${entry.runId} holds no ${RESULTS_FILE} (the run was cut short?)`,
          { cause: err }
        );
      throw err;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// src/action/history-branch.ts
import { execFile } from "node:child_process";
import { mkdtemp as mkdtemp2, rm as rm2 } from "node:fs/promises";
import { join as join2 } from "node:path";
var BranchHistoryError = class extends StreamgaugeError {
  code = "SG_ACTION_HISTORY_BRANCH";
};
function git(cwd, args) {
  return new Promise((done, fail) => {
    execFile(
      "git",
      args,
      // Never wait for a password prompt: a job has no terminal, and a missing credential must fail at once.
      { cwd, maxBuffer: 16 << 20, env: { ...process.env, GIT_TERMINAL_PROMPT: "0" } },
      (err, stdout, stderr) => {
        if (err && typeof err.code !== "number") {
          fail(new BranchHistoryError(`could not run git ${args[0] ?? ""} in ${cwd}: ${err.message}`));
          return;
        }
        done({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr });
      }
    );
  });
}
var said = (r) => r.stderr.replace(/\s+/g, " ").trim().replace(/\.$/, "");
async function must(cwd, args, fix = "") {
  const r = await git(cwd, args);
  if (r.code !== 0)
    throw new BranchHistoryError(
      `git ${args.join(" ")} failed in ${cwd} (exit ${r.code}): ${said(r)}.${fix ? ` ${fix}` : ""}`
    );
  return r.stdout;
}
var CHECKOUT_FIX = "To fix this, check the repository out first with actions/checkout (in the workspace, without `path:`, keeping `persist-credentials: true`), or use `history: artifacts`.";
async function checkoutRoot(cwd) {
  const r = await git(cwd, ["rev-parse", "--show-toplevel"]);
  if (r.code !== 0)
    throw new BranchHistoryError(
      `history: branch keeps the history in a branch of the repository, but ${cwd} is not a git checkout (${said(r) || `git rev-parse exit ${r.code}`}). ${CHECKOUT_FIX}`
    );
  return r.stdout.trim();
}
async function openBranchHistory(opts) {
  const remote = opts.remote ?? "origin";
  const log = opts.log ?? (() => {
  });
  const root = await checkoutRoot(opts.cwd);
  const ref = `refs/heads/${opts.branch}`;
  const probe = await git(root, ["ls-remote", "--exit-code", "--heads", remote, ref]);
  if (probe.code !== 0 && probe.code !== 2)
    throw new BranchHistoryError(
      `could not read the branches of '${remote}' from ${root} (git ls-remote exit ${probe.code}): ${said(probe)}. ${CHECKOUT_FIX}`
    );
  const exists = probe.code === 0;
  const dir = await mkdtemp2(join2(opts.tempDir, "streamgauge-history-"));
  let orphan = null;
  try {
    if (exists) {
      await must(
        root,
        ["fetch", "--quiet", "--no-tags", "--depth=1", remote, ref],
        `The job needs \`contents: read\` to fetch '${opts.branch}'.`
      );
      const sha = (await must(root, ["rev-parse", "FETCH_HEAD"])).trim();
      await must(root, ["worktree", "add", "--quiet", "--detach", dir, sha]);
      log(`fetched ${opts.branch} at ${sha.slice(0, 12)} into ${dir}`);
    } else {
      orphan = `streamgauge-history-${process.pid}-${Date.now().toString(36)}`;
      await must(root, ["worktree", "add", "--quiet", "--no-checkout", "--detach", dir]);
      await must(dir, ["symbolic-ref", "HEAD", `refs/heads/${orphan}`]);
      log(`${remote} has no branch ${opts.branch}: starting it as an orphan in ${dir}`);
    }
  } catch (err) {
    await git(root, ["worktree", "remove", "--force", dir]);
    await rm2(dir, { recursive: true, force: true });
    throw err;
  }
  const store = gitBranchStore({ worktree: dir, subdir: opts.subdir });
  let closed = false;
  return {
    store,
    branch: opts.branch,
    remote,
    created: !exists,
    async save(message) {
      if (!await store.commit(message)) return false;
      await store.push({ remote, branch: opts.branch, attempts: 5 });
      return true;
    },
    async resetToRemote() {
      const fetched = await git(dir, ["fetch", "--quiet", "--no-tags", "--depth=1", remote, ref]);
      if (fetched.code !== 0) {
        const probe2 = await git(dir, ["ls-remote", "--exit-code", "--heads", remote, ref]);
        if (probe2.code === 2) return false;
        throw new BranchHistoryError(
          `git fetch ${remote} ${ref} failed in ${dir} (exit ${fetched.code}): ${said(fetched)}.`
        );
      }
      await must(dir, ["reset", "--quiet", "--hard", "FETCH_HEAD"]);
      await must(dir, ["clean", "--quiet", "-fd"]);
      return true;
    },
    async close() {
      if (closed) return;
      closed = true;
      await git(root, ["worktree", "remove", "--force", dir]);
      if (orphan !== null) await git(root, ["branch", "--quiet", "-D", orphan]);
      await rm2(dir, { recursive: true, force: true });
      await git(root, ["worktree", "prune"]);
    }
  };
}
async function remoteDefaultBranch(cwd, remote = "origin") {
  const r = await git(cwd, ["ls-remote", "--symref", remote, "HEAD"]);
  if (r.code !== 0) return null;
  const m = /^ref: refs\/heads\/(\S+)\tHEAD$/m.exec(r.stdout);
  return m ? m[1] ?? null : null;
}

// src/action/history.ts
function historySubdir(artifactName) {
  return `${DEFAULT_HISTORY_SUBDIR}/${artifactName}`;
}
function storeOf(inputs, ctx) {
  return inputs.history === "branch" ? { kind: "branch", branch: inputs.historyBranch } : { kind: "artifacts", workflow: ctx.workflowFile, branch: ctx.defaultBranch };
}
async function openHistory(inputs, ctx, opts) {
  if (inputs.history === "branch") {
    const branch = await openBranchHistory({
      cwd: opts.cwd,
      branch: inputs.historyBranch,
      subdir: historySubdir(inputs.artifactName),
      tempDir: opts.tempDir,
      log: (m) => info(m)
    });
    try {
      const entries2 = await readHistory(branch.store, {
        last: inputs.historyMaxEntries,
        onWarning: (m) => warning(`history branch ${inputs.historyBranch}: ${m}`)
      });
      info(`${entries2.length} earlier run(s) in ${inputs.historyBranch}:${branch.store.subdir}/`);
      const baselines = entries2.slice(-inputs.baselineRuns).map((e) => ({
        results: e.results,
        source: `${inputs.historyBranch}:${branch.store.subdir}/${e.name}`
      }));
      return {
        baselines,
        trend: entries2.map((e) => e.results),
        report: {
          store: storeOf(inputs, ctx),
          baselineRuns: baselines.length,
          trendRuns: entries2.length,
          added: null,
          problem: null
        },
        branch
      };
    } catch (err) {
      await branch.close();
      throw err;
    }
  }
  if (!ctx.repository) throw new Error("GITHUB_REPOSITORY is not set, so there are no earlier runs to read.");
  if (!inputs.githubToken)
    throw new Error(
      `\`${Inputs.History}: artifacts\` reads earlier runs through the REST API with \`${Inputs.GithubToken}\`, which is empty. To fix this, leave \`${Inputs.GithubToken}\` at its default and give the job \`permissions: { actions: read }\`.`
    );
  if (!ctx.workflowFile)
    throw new Error(
      `GITHUB_WORKFLOW_REF is not set, so the workflow whose earlier runs hold the history is unknown. \`${Inputs.History}: artifacts\` works on a GitHub Actions runner; elsewhere use \`streamgauge compare --history DIR\`.`
    );
  const octokit = makeOctokit(inputs.githubToken, ctx.apiUrl);
  const defaultBranch = ctx.defaultBranch ?? (await octokit.rest.repos.get({ owner: ctx.repository.owner, repo: ctx.repository.repo })).data.default_branch;
  const runId = Number(ctx.runId);
  const store = artifactHistoryStore({
    octokit,
    token: inputs.githubToken,
    owner: ctx.repository.owner,
    repo: ctx.repository.repo,
    workflow: ctx.workflowFile,
    branch: defaultBranch,
    artifactName: inputs.artifactName,
    currentRunId: Number.isSafeInteger(runId) && runId > 0 ? runId : null,
    limit: inputs.baselineRuns,
    tempDir: opts.tempDir,
    log: (m) => info(m)
  });
  const entries = await readHistory(store, {
    onWarning: (m) => warning(`history artifacts: ${m}`)
  });
  info(`${entries.length} earlier run(s) of ${ctx.workflowFile} on ${defaultBranch} with a results artifact`);
  return {
    baselines: entries.map((e) => ({ results: e.results, source: store.sourceOf(e.name) })),
    trend: entries.map((e) => e.results),
    report: {
      store: { kind: "artifacts", workflow: ctx.workflowFile, branch: defaultBranch },
      baselineRuns: entries.length,
      trendRuns: entries.length,
      added: null,
      problem: null
    },
    branch: null
  };
}
function redact(text, secrets) {
  let out = text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi, "$1***@");
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join("***");
  return out;
}
function writeDecision(args) {
  if (isPullRequestEvent(args.eventName))
    return {
      write: false,
      reason: `this is a pull request run (${args.eventName}): it is compared with the default branch's history and never added to it.`
    };
  if (args.mergesOtherRun)
    return {
      write: false,
      reason: `\`${Inputs.RunId}\` merges another workflow run's artifacts (perhaps a pull request's); only the default branch's own runs are added.`
    };
  if (args.defaultBranch === null)
    return {
      write: false,
      reason: "the repository's default branch is unknown (the event payload names none and the remote did not say), so this run was not added."
    };
  if (args.ref !== `refs/heads/${args.defaultBranch}`)
    return {
      write: false,
      reason: `the run is on ${args.ref ?? "(no ref)"}, not on the default branch ${args.defaultBranch}; only runs of the default branch are added.`
    };
  return { write: true };
}
async function defaultBranchFor(ctx, cwd) {
  return ctx.defaultBranch ?? await remoteDefaultBranch(cwd);
}
var DASHBOARD_PATHS = ["index.html", ".nojekyll", "benchmarks"];
async function writeBranchDashboard(branch, title, serverUrl) {
  const [{ buildSite, writeSite }, { rm: rm3 }, { join: join3 }] = await Promise.all([
    import("./chunk-7C67X6OI.js"),
    import("node:fs/promises"),
    import("node:path")
  ]);
  const root = branch.store.worktree;
  const { files, benchmarks } = await buildSite(root, {
    title,
    ...serverUrl ? { serverUrl } : {},
    onWarning: (m) => warning(`dashboard: ${m}`)
  });
  await rm3(join3(root, "benchmarks"), { recursive: true, force: true });
  await writeSite(root, files);
  return benchmarks.length;
}
async function addRunToBranch(branch, results, opts) {
  const attempts = 5;
  for (let attempt = 1; ; attempt++) {
    const outcome = await addToHistory(branch.store, results, { maxEntries: opts.maxEntries });
    if (outcome.dropped.length > 0)
      info(`dropped ${outcome.dropped.length} oldest entr(ies) beyond ${opts.maxEntries}`);
    const message = `streamgauge: add ${outcome.name}${opts.runId ? ` (run ${opts.runId})` : ""}`;
    let pushed;
    if (!opts.dashboard) pushed = await branch.save(message);
    else {
      const benchmarks = await writeBranchDashboard(branch, opts.dashboard.title, opts.dashboard.serverUrl);
      info(`dashboard: ${benchmarks} benchmark(s) written at the root of ${branch.branch}`);
      pushed = await branch.store.commit(message, DASHBOARD_PATHS);
      if (pushed) {
        try {
          await branch.store.push({ remote: branch.remote, branch: branch.branch, attempts: 1 });
        } catch (err) {
          if (attempt >= attempts || !await branch.resetToRemote()) throw err;
          info(`${branch.branch} moved on while this run was added: writing the entry and the site again`);
          continue;
        }
      }
    }
    info(
      pushed ? `${outcome.replaced ? "replaced" : "added"} ${outcome.name} and pushed ${branch.branch} (${outcome.entries} entries)` : `${outcome.name} was already in ${branch.branch}: nothing to push`
    );
    return outcome.entries;
  }
}
export {
  DASHBOARD_PATHS,
  addRunToBranch,
  defaultBranchFor,
  historySubdir,
  openHistory,
  redact,
  storeOf,
  writeBranchDashboard,
  writeDecision
};
