import { access, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import { ARTIFACT_FILES } from './constants.ts';
import type { ArtifactRef } from './naming.ts';

// The artifact service, through the real @actions/artifact client: it finds
// its backend from ACTIONS_RUNTIME_TOKEN (a JWT naming the run and job) and
// ACTIONS_RESULTS_URL, which only a GitHub Actions runner provides.

export interface Uploaded {
  id: number;
  size: number | null;
  files: string[];
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

/** The artifact files present in an output folder (a run cut short may lack its reports). */
export async function presentFiles(dir: string): Promise<string[]> {
  const present: string[] = [];
  for (const name of ARTIFACT_FILES) if (await exists(join(dir, name))) present.push(join(dir, name));
  return present;
}

/** Uploads an output folder's traces, results and summary as one artifact. */
export async function uploadOutput(opts: {
  dir: string;
  name: string;
  retentionDays: number | null;
}): Promise<Uploaded> {
  const files = await presentFiles(opts.dir);
  if (files.length === 0) throw new Error(`${opts.dir} holds none of ${ARTIFACT_FILES.join(', ')}: nothing to upload.`);
  const client = new DefaultArtifactClient();
  const res = await client.uploadArtifact(opts.name, files, opts.dir, {
    ...(opts.retentionDays ? { retentionDays: opts.retentionDays } : {}),
  });
  if (res.id === undefined) throw new Error(`the artifact service returned no id for artifact '${opts.name}'.`);
  return { id: res.id, size: res.size ?? null, files };
}

/** Where another run's artifacts are read from (the REST API, with a token that can read actions). */
export interface OtherRun {
  runId: number;
  owner: string;
  repo: string;
  token: string;
}

/** Every artifact of the current run (all attempts), or of another run of the repository. */
export async function listRunArtifacts(other: OtherRun | null): Promise<ArtifactRef[]> {
  const client = new DefaultArtifactClient();
  const res = other
    ? await client.listArtifacts({
        findBy: {
          token: other.token,
          workflowRunId: other.runId,
          repositoryOwner: other.owner,
          repositoryName: other.repo,
        },
      })
    : await client.listArtifacts();
  return res.artifacts.map((a) => ({ name: a.name, id: a.id, ...(a.digest ? { digest: a.digest } : {}) }));
}

/** Downloads and unzips one artifact into `dir`. */
export async function downloadArtifact(artifact: ArtifactRef, dir: string, other: OtherRun | null): Promise<string> {
  await mkdir(dir, { recursive: true });
  const client = new DefaultArtifactClient();
  const res = await client.downloadArtifact(artifact.id, {
    path: dir,
    ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
    ...(other
      ? {
          findBy: {
            token: other.token,
            workflowRunId: other.runId,
            repositoryOwner: other.owner,
            repositoryName: other.repo,
          },
        }
      : {}),
  });
  if (res.digestMismatch)
    throw new Error(
      `artifact '${artifact.name}' (id ${artifact.id}) does not match its recorded digest ${artifact.digest}: the download is corrupt or was changed. Re-run the merge job.`,
    );
  return res.downloadPath ?? dir;
}
