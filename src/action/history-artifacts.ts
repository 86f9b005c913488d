import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { DefaultArtifactClient } from '@actions/artifact';
import { HistoryStoreError, type HistoryStore } from '../history/store.ts';
import { RESULTS_FILE } from '../run/engine.ts';
import type { Octokit } from './comment.ts';
import { isPullRequestEvent } from './context.ts';
import { selectRunResults, type ArtifactRef } from '../artifacts/names.ts';

// `history: artifacts`: the history is the artifacts earlier runs uploaded
// anyway. A read-only HistoryStore over them: list() pages through the
// successful runs of this workflow on the default branch (REST
// `GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs`), newest
// first, and names one entry per run that kept a whole-run artifact; read()
// downloads that artifact with @actions/artifact (`findBy` the run, with a
// token that has `actions: read`) and returns its results.json. readHistory
// then works on it as on any other store. Nothing is written: each run adds
// itself by uploading its artifact, and the repository's artifact retention
// is the cap.

export interface ArtifactHistoryOptions {
  octokit: Octokit;
  /** For @actions/artifact's findBy: a token that can read the repository's actions. */
  token: string;
  owner: string;
  repo: string;
  /** The workflow whose runs make the history: its file name (`nightly.yml`) or id. */
  workflow: string;
  /** Runs on this branch (the default branch). */
  branch: string;
  /** The artifact base name (`artifact-name`). */
  artifactName: string;
  /** This run, never its own baseline. */
  currentRunId: number | null;
  /** list() stops once it has found this many runs with a results artifact. */
  limit: number;
  /** Runs looked at, at most (a run without the artifact costs one request). Default 100. */
  maxRuns?: number;
  /** Where downloads go for a moment (RUNNER_TEMP). */
  tempDir: string;
  log?: (message: string) => void;
}

interface Found {
  runId: number;
  artifact: ArtifactRef;
}

export interface ArtifactHistoryStore extends HistoryStore {
  /** "run 123, artifact streamgauge-attempt-1": where an entry came from, once list() named it. */
  sourceOf(name: string): string | null;
}

const httpStatus = (err: unknown): number | null => {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : null;
};

/** An entry name in history.ts's form: the run's start time, then a hash of the run and artifact ids. */
function entryNameFor(startedAt: string, runId: number, artifactId: number): string {
  const at = new Date(startedAt);
  const iso = (Number.isNaN(at.getTime()) ? new Date(0) : at).toISOString().replace(/:/g, '-');
  const hash = createHash('sha256').update(`${runId}:${artifactId}`).digest('hex').slice(0, 10);
  return `${iso}_${hash}.results.json`;
}

export function artifactHistoryStore(opts: ArtifactHistoryOptions): ArtifactHistoryStore {
  const log = opts.log ?? (() => {});
  let found: Map<string, Found> | null = null;
  const readOnly = async (): Promise<never> => {
    throw new HistoryStoreError(
      'the artifacts history is read-only: each run adds itself by uploading its artifact (keep `upload-traces: true`).',
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
    },
  };
}

/** The earlier successful runs of the branch with a results artifact, newest first, by entry name. */
async function listHistoryRuns(
  opts: ArtifactHistoryOptions,
  log: (message: string) => void,
): Promise<Map<string, Found>> {
  const maxRuns = opts.maxRuns ?? 100;
  const repository = `${opts.owner}/${opts.repo}`;
  const out = new Map<string, Found>();
  const client = new DefaultArtifactClient();
  let seen = 0;
  try {
    const pages = opts.octokit.paginate.iterator(opts.octokit.rest.actions.listWorkflowRuns, {
      owner: opts.owner,
      repo: opts.repo,
      workflow_id: opts.workflow,
      branch: opts.branch,
      status: 'success',
      exclude_pull_requests: true,
      per_page: Math.min(100, Math.max(10, opts.limit * 2)),
    });
    pages: for await (const page of pages) {
      for (const run of page.data) {
        if (out.size >= opts.limit || seen >= maxRuns) break pages;
        seen++;
        if (run.id === opts.currentRunId) continue;
        // `branch` filters on the head branch, which a pull request from a fork can share ("main"):
        // only runs of this repository's own branch count.
        const head = run.head_repository?.full_name;
        if (isPullRequestEvent(run.event) || (head !== undefined && head !== repository)) {
          log(
            `run ${run.id} (${run.event}${head && head !== repository ? ` from ${head}` : ''}) is not a run of ${opts.branch}: skipped`,
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
        `GitHub refused to list the runs of ${opts.workflow} in ${repository} (${status}: ${(err as Error).message}). ` +
          '`history: artifacts` reads earlier runs and their artifacts with `github-token`. To fix this, give the job ' +
          '`permissions: { actions: read }` (and keep `github-token` at its default).',
      );
    if (status === 404)
      throw new HistoryStoreError(
        `GitHub has no workflow ${opts.workflow} in ${repository} (404). The workflow file is taken from GITHUB_WORKFLOW_REF; ` +
          'to fix this, run the step from a workflow of the repository itself.',
      );
    throw err;
  }
  return out;
}

/** A run's whole-run results artifact (its own or its merge job's), or null, said in the log. */
async function resultsArtifactOf(
  opts: ArtifactHistoryOptions,
  client: DefaultArtifactClient,
  runId: number,
  log: (message: string) => void,
): Promise<ArtifactRef | null> {
  const listing = await client.listArtifacts({
    findBy: { token: opts.token, workflowRunId: runId, repositoryOwner: opts.owner, repositoryName: opts.repo },
  });
  const pick = selectRunResults(
    opts.artifactName,
    listing.artifacts.map((a) => ({ name: a.name, id: a.id, ...(a.digest ? { digest: a.digest } : {}) })),
  );
  if (pick === null)
    log(
      `run ${runId} has no artifact '${opts.artifactName}-attempt-A' or '${opts.artifactName}-merged-attempt-A' ` +
        '(expired, uploaded with upload-traces: false, or shards or several places without a merge job): skipped',
    );
  return pick;
}

/** An entry's results.json, from its run's artifact downloaded for a moment. */
async function readEntry(opts: ArtifactHistoryOptions, entry: Found): Promise<string> {
  const dir = await mkdtemp(join(opts.tempDir, 'streamgauge-baseline-'));
  try {
    // The safe extraction (only an output folder's files, capped): an
    // earlier run's artifact is read, not trusted.
    const { downloadArtifact } = await import('./artifact.ts');
    const other = { runId: entry.runId, owner: opts.owner, repo: opts.repo, token: opts.token };
    const got = await downloadArtifact(entry.artifact, dir, other);
    try {
      return await readFile(join(got, RESULTS_FILE), 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT')
        throw new HistoryStoreError(
          `artifact ${entry.artifact.name} of run ${entry.runId} holds no ${RESULTS_FILE} (the run was cut short?)`,
          { cause: err },
        );
      throw err;
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
