import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  DefaultArtifactClient
} from "./chunk-QRT3AH7I.js";
import {
  ARTIFACT_FILES
} from "./chunk-FS2ZXFKZ.js";
import "./chunk-QIBXIRNL.js";
import "./chunk-NXILU7FI.js";
import "./chunk-BWMHUM7N.js";
import "./chunk-M2ENK7VA.js";
import "./chunk-G7Z6XY6E.js";
import "./chunk-DLMYZAXB.js";

// src/action/artifact.ts
import { access, mkdir } from "node:fs/promises";
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
async function downloadArtifact(artifact, dir, other) {
  await mkdir(dir, { recursive: true });
  const client = new DefaultArtifactClient();
  const res = await client.downloadArtifact(artifact.id, {
    path: dir,
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
  return res.downloadPath ?? dir;
}
export {
  downloadArtifact,
  listRunArtifacts,
  presentFiles,
  uploadOutput
};
