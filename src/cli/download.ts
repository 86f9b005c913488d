import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ArtifactRef } from '../action/naming.ts';
import { attemptOf, runArtifactBases, selectRunResults, selectShards } from '../action/naming.ts';
import { mergeOutputs } from '../run/merge.ts';
import { makeScrubber } from '../secrets.ts';
import { parse, UsageError, type CliIo } from './args.ts';
import { COMMAND_HELP } from './help.ts';
import { dropActionsDebug, unreachable } from './reach.ts';

// `streamgauge download RUN [-o OUT]`: the way back from a nightly run to a
// laptop. Lists the run's artifacts through the REST API (the same
// @actions/artifact `findBy` path the Action's merge and history use, so one
// client and one set of names), downloads each benchmark's whole-run
// artifact, or its shards and merges them with the merge code, into a folder
// ready for `reanalyze`, `compare` and report.html.

export class DownloadError extends Error {}

export interface RunRef {
  owner: string;
  repo: string;
  runId: number;
  /** From a `/attempts/N` URL: only artifacts of attempts up to N. */
  attempt: number | null;
}

const RUN_URL = /^https?:\/\/[^/]+\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)(?:\/attempts\/(\d+))?\/?(?:[?#].*)?$/;

/** `https://github.com/OWNER/REPO/actions/runs/ID[/attempts/N]`, or `OWNER/REPO` and `ID`. */
export function parseRunRef(args: readonly string[]): RunRef {
  const fix =
    'Give a run URL (https://github.com/OWNER/REPO/actions/runs/ID, as the Actions tab shows it) or OWNER/REPO ID.';
  if (args.length === 1) {
    const m = RUN_URL.exec(args[0]!);
    if (!m) throw new UsageError(`download: "${args[0]}" is not a workflow run URL. ${fix}`);
    return { owner: m[1]!, repo: m[2]!, runId: Number(m[3]), attempt: m[4] ? Number(m[4]) : null };
  }
  if (args.length === 2) {
    const repo = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(args[0]!);
    if (!repo) throw new UsageError(`download: "${args[0]}" is not OWNER/REPO. ${fix}`);
    if (!/^\d+$/.test(args[1]!)) throw new UsageError(`download: run id "${args[1]}" is not a number. ${fix}`);
    return { owner: repo[1]!, repo: repo[2]!, runId: Number(args[1]), attempt: null };
  }
  throw new UsageError(`download needs the run to fetch. ${fix}`);
}

const statusOf = (err: unknown): number | null => {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : null;
};

export async function downloadCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, { out: { type: 'string', short: 'o' }, name: { type: 'string' } }, 2);
  if (values.help) {
    io.stdout.write(COMMAND_HELP.download);
    return 0;
  }
  const run = parseRunRef(positionals);
  const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN;
  if (!token)
    throw new DownloadError(
      'download needs a token that can read the repository\'s Actions: set GITHUB_TOKEN or GH_TOKEN (for example `export GH_TOKEN="$(gh auth token)"`, or a fine-grained token with "Actions: read").',
    );
  const scrub = makeScrubber([token]);
  const where = `run ${run.runId} of ${run.owner}/${run.repo}`;
  const other = { runId: run.runId, owner: run.owner, repo: run.repo, token };
  const out = resolve((values.out as string | undefined) ?? `streamgauge-run-${run.runId}`);
  // The artifact client reaches the API at GITHUB_API_URL, else api.github.com:
  // checked first, as its client retries a failed request for about a minute.
  const api = new URL(io.env.GITHUB_API_URL || 'https://api.github.com');
  const why = await unreachable(api);
  if (why !== null)
    throw new DownloadError(
      `could not reach ${api.host} (${why}): check the network connection${io.env.GITHUB_API_URL ? ' and GITHUB_API_URL' : ''}, then run the command again.`,
    );
  dropActionsDebug(io.env, process.stdout);
  // Loaded here: the artifact client is only needed by this command.
  const { downloadArtifact, listRunArtifacts } = await import('../action/artifact.ts');

  let listing: ArtifactRef[];
  try {
    listing = await listRunArtifacts(other);
  } catch (err) {
    const status = statusOf(err);
    if (status === 404)
      throw new DownloadError(
        `${where} was not found (HTTP 404), or the token cannot see it. Check the URL, and that the token can read the repository's Actions.`,
      );
    if (status === 401)
      throw new DownloadError(`the token was refused (HTTP 401) listing ${where}: it is invalid or expired.`);
    if (status === 403)
      throw new DownloadError(
        `the token may not read ${where} (HTTP 403): it needs "Actions: read" on ${run.owner}/${run.repo}.`,
      );
    throw new DownloadError(`listing the artifacts of ${where} failed: ${scrub((err as Error).message)}`);
  }
  if (run.attempt !== null) listing = listing.filter((a) => (attemptOf(a.name) ?? 0) <= run.attempt!);
  let bases = runArtifactBases(listing);
  if (values.name !== undefined) bases = bases.filter((b) => b.base === values.name);
  if (bases.length === 0) {
    const found = listing.length === 0 ? 'none' : listing.map((a) => `'${a.name}'`).join(', ');
    throw new DownloadError(
      `${where} has no streamgauge artifact${values.name !== undefined ? ` named '${values.name}-…'` : ''} (found: ${found}). ` +
        'The Action uploads ARTIFACT-NAME-attempt-A (or -shard-I-of-N-attempt-A, -merged-attempt-A) when upload-traces is true.',
    );
  }

  const fetch = async (a: ArtifactRef, dir: string): Promise<void> => {
    try {
      await downloadArtifact(a, dir, other);
    } catch (err) {
      const status = statusOf(err);
      if (status === 410)
        throw new DownloadError(
          `artifact '${a.name}' of ${where} has expired (HTTP 410): GitHub keeps artifacts for the repository's retention period (90 days unless \`retention-days\` or the repository says less).`,
        );
      if (status === 404) throw new DownloadError(`artifact '${a.name}' of ${where} is gone (HTTP 404).`);
      throw new DownloadError(`downloading artifact '${a.name}' of ${where} failed: ${scrub((err as Error).message)}`);
    }
  };

  await mkdir(out, { recursive: true });
  for (const { base, artifacts } of bases) {
    const target = bases.length === 1 ? out : join(out, base);
    const whole = selectRunResults(base, artifacts);
    if (whole !== null) {
      await fetch(whole, target);
      io.stdout.write(`${base}: artifact '${whole.name}' -> ${target}\n`);
      continue;
    }
    const shards = selectShards(base, artifacts);
    if (!shards.ok) throw new DownloadError(`${where}: ${shards.message}`);
    const tmp = await mkdtemp(join(out, `.${base}-shards-`));
    try {
      const dirs: string[] = [];
      for (const a of shards.artifacts) {
        const dir = join(tmp, `shard-${a.shard!.index}`);
        await fetch(a, dir);
        dirs.push(dir);
      }
      await mergeOutputs({
        inputs: dirs,
        outDir: target,
        warn: (m) => io.stderr.write(`streamgauge download: warning: ${m}\n`),
      });
    } finally {
      await rm(tmp, { recursive: true, force: true });
    }
    io.stdout.write(`${base}: ${shards.artifacts.length} shard artifacts merged -> ${target}\n`);
  }
  const folders = bases.length === 1 ? [out] : bases.map((b) => join(out, b.base));
  io.stdout.write(
    `\nReady: ${(await Promise.all(folders.map(async (f) => `${f} (${(await readdir(f)).length} files)`))).join(', ')}.\n` +
      `Next: streamgauge reanalyze ${folders[0]} -o ${folders[0]}-relabelled --min-generation-s 0.5, or streamgauge compare.\n`,
  );
  return 0;
}
