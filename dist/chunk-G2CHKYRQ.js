import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  dropActionsDebug,
  unreachable
} from "./chunk-FE5BSDLW.js";
import {
  mergeOutputs
} from "./chunk-MQNMUVYV.js";
import "./chunk-EKAQNL4Z.js";
import "./chunk-FIIRUI2R.js";
import {
  ExtractLimitError,
  printable,
  strictlyInside
} from "./chunk-VUWBFNK4.js";
import {
  COMMAND_HELP
} from "./chunk-POOFC4M3.js";
import {
  UsageError,
  parse
} from "./chunk-NVHTKIS2.js";
import "./chunk-TMFSUEHO.js";
import {
  attemptOf,
  runArtifactBases,
  selectRunResults,
  selectShards
} from "./chunk-S7QI73DO.js";
import "./chunk-HFRD7VE5.js";
import "./chunk-PKD4NBUI.js";
import "./chunk-WKUXESJ5.js";
import "./chunk-3M36TB5N.js";
import "./chunk-4P42FROQ.js";
import "./chunk-TJNM7ZPL.js";
import "./chunk-YSFTEKOP.js";
import {
  makeScrubber
} from "./chunk-TNKYJXLO.js";
import "./chunk-GX27B57U.js";
import "./chunk-BMVBP4HX.js";
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";
import "./chunk-VZFYQJYA.js";
import "./chunk-DLMYZAXB.js";

// src/cli/download.ts
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
var DownloadError = class extends StreamgaugeError {
  code = "SG_DOWNLOAD";
};
var RUN_URL = /^https?:\/\/([A-Za-z0-9.-]+(?::\d+)?)\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)(?:\/attempts\/(\d+))?\/?(?:[?#].*)?$/;
function parseRunRef(args) {
  const fix = "Give a run URL (https://github.com/OWNER/REPO/actions/runs/ID, as the Actions tab shows it) or OWNER/REPO ID.";
  if (args.length === 1) {
    const m = RUN_URL.exec(args[0]);
    if (!m) throw new UsageError(`download: "${args[0]}" is not a workflow run URL. ${fix}`);
    return {
      owner: m[2],
      repo: m[3],
      runId: Number(m[4]),
      attempt: m[5] ? Number(m[5]) : null,
      host: m[1].toLowerCase()
    };
  }
  if (args.length === 2) {
    const repo = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(args[0]);
    if (!repo) throw new UsageError(`download: "${args[0]}" is not OWNER/REPO. ${fix}`);
    if (!/^\d+$/.test(args[1])) throw new UsageError(`download: run id "${args[1]}" is not a number. ${fix}`);
    return { owner: repo[1], repo: repo[2], runId: Number(args[1]), attempt: null, host: null };
  }
  throw new UsageError(`download needs the run to fetch. ${fix}`);
}
var hostOf = (url) => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};
var apiForServer = (host) => host === "github.com" ? "https://api.github.com" : `https://${host}/api/v3`;
function serverOfApi(api) {
  const host = hostOf(api);
  if (host === "api.github.com") return "github.com";
  return host;
}
function apiBaseFor(run, env) {
  const given = env.GITHUB_API_URL || null;
  if (run.host === null) return { url: given ?? "https://api.github.com", note: null };
  if (given !== null) {
    const server = env.GITHUB_SERVER_URL ? hostOf(env.GITHUB_SERVER_URL) : serverOfApi(given);
    if (server === run.host) return { url: given, note: null };
  }
  const url = apiForServer(run.host);
  return {
    url,
    note: given === null ? null : `GITHUB_API_URL (${given}) is not the API of ${run.host}, the run URL's server: the token goes to ${url} instead.`
  };
}
var SIZE = /^(\d+(?:\.\d+)?)\s*(b|k|kb|kib|m|mb|mib|g|gb|gib|t|tb|tib)?$/i;
function parseByteSize(text) {
  const m = SIZE.exec(text.trim());
  const unit = (m?.[2] ?? "b").toLowerCase()[0];
  const n = m ? Number(m[1]) * 1024 ** "bkmgt".indexOf(unit) : NaN;
  if (!Number.isFinite(n) || n < 1)
    throw new UsageError(`--max-bytes ${text}: expected a size such as 1073741824, 2GiB or 500MiB`);
  return Math.floor(n);
}
function baseProblem(base) {
  if (base.startsWith(".")) return 'its benchmark name starts with "." (a dot-file, or the parent folder)';
  if (base.includes("@")) return 'its location (after "@") holds a character the Action never writes there';
  if (/["':<>|*?\\/\u0000-\u001f\u007f]/.test(base))
    return "its benchmark name holds a character the Action never writes";
  return null;
}
var statusOf = (err) => {
  const s = err?.status;
  return typeof s === "number" ? s : null;
};
async function downloadCommand(args, io) {
  const { values, positionals } = parse(args, "download", 2);
  if (values.help) {
    io.stdout.write(COMMAND_HELP.download);
    return 0;
  }
  const run = parseRunRef(positionals);
  const maxBytes = values["max-bytes"] === void 0 ? void 0 : parseByteSize(values["max-bytes"]);
  const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN;
  if (!token)
    throw new DownloadError(
      'download needs a token that can read the repository\'s Actions: set GITHUB_TOKEN or GH_TOKEN (for example `export GH_TOKEN="$(gh auth token)"`, or a fine-grained token with "Actions: read").'
    );
  const scrub = makeScrubber([token]);
  const where = `run ${run.runId} of ${run.owner}/${run.repo}`;
  const other = { runId: run.runId, owner: run.owner, repo: run.repo, token };
  const out = resolve(values.out ?? `streamgauge-run-${run.runId}`);
  const api = apiBaseFor(run, io.env);
  if (api.note !== null) io.stderr.write(`streamgauge download: ${api.note}
`);
  const apiUrl = new URL(api.url);
  const why = await unreachable(apiUrl);
  if (why !== null)
    throw new DownloadError(
      `could not reach ${apiUrl.host} (${why}): check the network connection${io.env.GITHUB_API_URL ? " and GITHUB_API_URL" : ""}, then run the command again.`
    );
  dropActionsDebug(io.env, process.stdout);
  process.env.GITHUB_API_URL = api.url;
  const client = await import("./chunk-FUDRIFY4.js");
  const d = { io, run, where, other, scrub, out, client, budget: client.newBudget(maxBytes) };
  const listing = await listArtifacts(d);
  const bases = benchmarkBases(d, listing, values.name);
  await mkdir(out, { recursive: true });
  for (const { base, artifacts } of bases)
    await downloadBase(d, base, artifacts, bases.length === 1 ? out : join(out, base));
  const folders = bases.length === 1 ? [out] : bases.map((b) => join(out, b.base));
  io.stdout.write(
    `
Ready: ${(await Promise.all(folders.map(async (f) => `${f} (${(await readdir(f)).length} files)`))).join(", ")}.
Next: streamgauge reanalyze ${folders[0]} -o ${folders[0]}-relabelled --min-generation-s 0.5, or streamgauge compare.
`
  );
  return 0;
}
async function listArtifacts(d) {
  const { where, run } = d;
  let listing;
  try {
    listing = await d.client.listRunArtifacts(d.other);
  } catch (err) {
    const status = statusOf(err);
    if (status === 404)
      throw new DownloadError(
        `${where} was not found (HTTP 404), or the token cannot see it. Check the URL, and that the token can read the repository's Actions.`
      );
    if (status === 401)
      throw new DownloadError(`the token was refused (HTTP 401) listing ${where}: it is invalid or expired.`);
    if (status === 403)
      throw new DownloadError(
        `the token may not read ${where} (HTTP 403): it needs "Actions: read" on ${run.owner}/${run.repo}.`
      );
    throw new DownloadError(`listing the artifacts of ${where} failed: ${d.scrub(err.message)}`);
  }
  if (run.attempt !== null) listing = listing.filter((a) => (attemptOf(a.name) ?? 0) <= run.attempt);
  return listing;
}
function benchmarkBases(d, listing, name) {
  const { io, out } = d;
  for (const a of listing)
    if (attemptOf(a.name) === null)
      io.stderr.write(`streamgauge download: skipped artifact '${printable(a.name)}': not a name streamgauge writes
`);
  let bases = runArtifactBases(listing).filter(({ base, artifacts }) => {
    const problem = baseProblem(base) ?? (strictlyInside(out, join(out, base)) ? null : "it names a folder outside -o");
    if (problem === null) return true;
    for (const a of artifacts)
      io.stderr.write(`streamgauge download: skipped artifact '${printable(a.name)}': ${problem}
`);
    return false;
  });
  if (name !== void 0) bases = bases.filter((b) => b.base === name);
  if (bases.length === 0) {
    const found = listing.length === 0 ? "none" : listing.map((a) => `'${a.name}'`).join(", ");
    throw new DownloadError(
      `${d.where} has no streamgauge artifact${name !== void 0 ? ` named '${name}-\u2026'` : ""} (found: ${found}). The Action uploads ARTIFACT-NAME-attempt-A (or -shard-I-of-N-attempt-A, -merged-attempt-A, ARTIFACT-NAME@LOCATION-\u2026) when upload-traces is true.`
    );
  }
  return bases;
}
async function fetchArtifact(d, a, dir) {
  const { io, where } = d;
  try {
    await d.client.downloadArtifact(a, dir, d.other, {
      budget: d.budget,
      onSkip: (s) => io.stderr.write(`streamgauge download: artifact '${printable(a.name)}': left out ${s.name}: ${s.reason}
`)
    });
  } catch (err) {
    if (err instanceof ExtractLimitError)
      throw new DownloadError(
        `${d.scrub(err.message)}${err.completed.length > 0 ? ` Kept: ${err.completed.join(", ")}.` : ""}`
      );
    const status = statusOf(err);
    if (status === 410)
      throw new DownloadError(
        `artifact '${a.name}' of ${where} has expired (HTTP 410): GitHub keeps artifacts for the repository's retention period (90 days unless \`retention-days\` or the repository says less).`
      );
    if (status === 404) throw new DownloadError(`artifact '${a.name}' of ${where} is gone (HTTP 404).`);
    throw new DownloadError(`downloading artifact '${a.name}' of ${where} failed: ${d.scrub(err.message)}`);
  }
}
async function downloadBase(d, base, artifacts, target) {
  const { io } = d;
  const whole = selectRunResults(base, artifacts);
  if (whole !== null) {
    await fetchArtifact(d, whole, target);
    io.stdout.write(`${base}: artifact '${whole.name}' -> ${target}
`);
    return;
  }
  const shards = selectShards(base, artifacts);
  if (!shards.ok) throw new DownloadError(`${d.where}: ${shards.message}`);
  const tmp = await mkdtemp(join(d.out, `.${base}-shards-`));
  try {
    const dirs = [];
    for (const a of shards.artifacts) {
      const part = a.shard ? `shard-${a.shard.index}` : "run";
      const dir = join(tmp, a.location === null ? part : `${a.location}-${part}`);
      await fetchArtifact(d, a, dir);
      dirs.push(dir);
    }
    await mergeOutputs({
      inputs: dirs,
      outDir: target,
      warn: (m) => io.stderr.write(`streamgauge download: warning: ${m}
`)
    });
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  const what = shards.locations.length > 1 ? `${shards.artifacts.length} artifacts from ${shards.locations.length} places (${shards.locations.join(", ")})` : `${shards.artifacts.length} shard artifacts`;
  io.stdout.write(`${base}: ${what} merged -> ${target}
`);
}
export {
  DownloadError,
  apiBaseFor,
  apiForServer,
  downloadCommand,
  parseByteSize,
  parseRunRef
};
