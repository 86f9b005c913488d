import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  DefaultArtifactClient
} from "./chunk-X3PLIEVZ.js";
import "./chunk-G7Z6XY6E.js";
import {
  ARTIFACT_FILES
} from "./chunk-77NXSR6B.js";
import {
  extractOutputZip
} from "./chunk-VUWBFNK4.js";
import "./chunk-TMFSUEHO.js";
import "./chunk-3M36TB5N.js";
import "./chunk-4P42FROQ.js";
import "./chunk-TJNM7ZPL.js";
import "./chunk-BMVBP4HX.js";
import "./chunk-4X35AXDE.js";
import "./chunk-VZFYQJYA.js";
import "./chunk-DLMYZAXB.js";

// src/action/artifact.ts
import { access, mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
async function exists(path) {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
async function presentFiles(dir) {
  const present = [];
  for (const name of ARTIFACT_FILES) if (await exists(join(dir, name))) present.push(join(dir, name));
  return present;
}
async function uploadOutput(opts) {
  const files = await presentFiles(opts.dir);
  if (files.length === 0) throw new Error(`${opts.dir} holds none of ${ARTIFACT_FILES.join(", ")}: nothing to upload.`);
  const client = new DefaultArtifactClient();
  const res = await client.uploadArtifact(opts.name, files, opts.dir, {
    ...opts.retentionDays ? { retentionDays: opts.retentionDays } : {}
  });
  if (res.id === void 0) throw new Error(`the artifact service returned no id for artifact '${opts.name}'.`);
  return { id: res.id, size: res.size ?? null, files };
}
async function listRunArtifacts(other) {
  const client = new DefaultArtifactClient();
  const res = other ? await client.listArtifacts({
    findBy: {
      token: other.token,
      workflowRunId: other.runId,
      repositoryOwner: other.owner,
      repositoryName: other.repo
    }
  }) : await client.listArtifacts();
  return res.artifacts.map((a) => ({ name: a.name, id: a.id, ...a.digest ? { digest: a.digest } : {} }));
}
var DEFAULT_MAX_DOWNLOAD_BYTES = 1024 ** 3;
var newBudget = (limitBytes = DEFAULT_MAX_DOWNLOAD_BYTES) => ({
  limitBytes,
  usedBytes: 0
});
async function downloadArtifact(artifact, dir, other, opts = {}) {
  const budget = opts.budget ?? newBudget();
  await mkdir(dir, { recursive: true });
  const zipDir = await mkdtemp(join(tmpdir(), "streamgauge-zip-"));
  try {
    const client = new DefaultArtifactClient();
    const res = await client.downloadArtifact(artifact.id, {
      path: zipDir,
      skipDecompress: true,
      ...artifact.digest ? { expectedHash: artifact.digest } : {},
      ...other ? {
        findBy: {
          token: other.token,
          workflowRunId: other.runId,
          repositoryOwner: other.owner,
          repositoryName: other.repo
        }
      } : {}
    });
    if (res.digestMismatch)
      throw new Error(
        `artifact '${artifact.name}' (id ${artifact.id}) does not match its recorded digest ${artifact.digest}: the download is corrupt or was changed. Re-run the merge job.`
      );
    const [zipName] = await readdir(zipDir);
    if (zipName === void 0)
      throw new Error(`artifact '${artifact.name}' (id ${artifact.id}) downloaded as nothing.`);
    const got = await extractOutputZip(join(zipDir, zipName), dir, {
      allowed: EXTRACTED_FILES,
      budgetBytes: budget.limitBytes - budget.usedBytes,
      limitBytes: budget.limitBytes,
      label: `artifact '${artifact.name}'`
    });
    budget.usedBytes += got.bytes;
    for (const s of got.skipped) opts.onSkip?.(s);
    return dir;
  } finally {
    await rm(zipDir, { recursive: true, force: true });
  }
}
var EXTRACTED_FILES = [...ARTIFACT_FILES, "server_metrics.ndjson", "streamgauge.yml"];
export {
  DEFAULT_MAX_DOWNLOAD_BYTES,
  EXTRACTED_FILES,
  downloadArtifact,
  listRunArtifacts,
  newBudget,
  presentFiles,
  uploadOutput
};
