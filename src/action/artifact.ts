import { access, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import { ARTIFACT_FILES } from './constants.ts';
import type { ArtifactRef } from '../artifacts/names.ts';
import { extractOutputZip, type Skipped } from '../artifacts/unzip.ts';

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

/** Decoded bytes one download may write across all its artifacts, unless raised (`--max-bytes`). */
export const DEFAULT_MAX_DOWNLOAD_BYTES = 1024 ** 3;

/** What one download (one or many artifacts) may still write; shared so the cap covers the whole download. */
export interface ByteBudget {
  limitBytes: number;
  usedBytes: number;
}

export const newBudget = (limitBytes: number = DEFAULT_MAX_DOWNLOAD_BYTES): ByteBudget => ({
  limitBytes,
  usedBytes: 0,
});

/**
 * Downloads one artifact and extracts into `dir` only the files an output
 * folder holds (see unzip.ts for why the client's own extractor is not
 * used). Entries left out are passed to `onSkip`.
 */
export async function downloadArtifact(
  artifact: ArtifactRef,
  dir: string,
  other: OtherRun | null,
  opts: { budget?: ByteBudget; onSkip?: (s: Skipped) => void } = {},
): Promise<string> {
  const budget = opts.budget ?? newBudget();
  await mkdir(dir, { recursive: true });
  // The zip lands in a private folder of its own, never in the output folder.
  const zipDir = await mkdtemp(join(tmpdir(), 'streamgauge-zip-'));
  try {
    const client = new DefaultArtifactClient();
    const res = await client.downloadArtifact(artifact.id, {
      path: zipDir,
      skipDecompress: true,
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
    const [zipName] = await readdir(zipDir);
    if (zipName === undefined)
      throw new Error(`artifact '${artifact.name}' (id ${artifact.id}) downloaded as nothing.`);
    const got = await extractOutputZip(join(zipDir, zipName), dir, {
      allowed: EXTRACTED_FILES,
      budgetBytes: budget.limitBytes - budget.usedBytes,
      limitBytes: budget.limitBytes,
      label: `artifact '${artifact.name}'`,
    });
    budget.usedBytes += got.bytes;
    for (const s of got.skipped) opts.onSkip?.(s);
    return dir;
  } finally {
    await rm(zipDir, { recursive: true, force: true });
  }
}

/** The files taken out of an artifact: what an output folder holds, nothing else. */
export const EXTRACTED_FILES: readonly string[] = [...ARTIFACT_FILES, 'server_metrics.ndjson', 'streamgauge.yml'];
