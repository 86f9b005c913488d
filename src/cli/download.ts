import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ArtifactRef } from '../artifacts/names.ts';
import { attemptOf, runArtifactBases, selectRunResults, selectShards } from '../artifacts/names.ts';
import { ExtractLimitError, printable, strictlyInside } from '../artifacts/unzip.ts';
import { mergeOutputs } from '../run/merge.ts';
import { makeScrubber } from '../secrets.ts';
import { parse, UsageError, type CliIo } from './args.ts';
import { COMMAND_HELP } from './help.ts';
import { dropActionsDebug, unreachable } from './reach.ts';
import { StreamgaugeError } from '../errors.ts';

// `streamgauge download RUN [-o OUT]`: the way back from a nightly run to a
// laptop. Lists the run's artifacts through the REST API (the same
// @actions/artifact `findBy` path the Action's merge and history use, so one
// client and one set of names), downloads each benchmark's whole-run
// artifact, or its shards and merges them with the merge code, into a folder
// ready for `reanalyze`, `compare` and report.html.

export class DownloadError extends StreamgaugeError {
  readonly code = 'SG_DOWNLOAD';
}

export interface RunRef {
  owner: string;
  repo: string;
  runId: number;
  /** From a `/attempts/N` URL: only artifacts of attempts up to N. */
  attempt: number | null;
  /** The server host of a run URL (`github.com`, a GitHub Enterprise host); null for the OWNER/REPO ID form. */
  host: string | null;
}

// The host is letters, digits, dots and dashes with an optional port: no
// `user@` part, so `https://github.com@elsewhere/...` is not a run URL.
const RUN_URL =
  /^https?:\/\/([A-Za-z0-9.-]+(?::\d+)?)\/([^/]+)\/([^/]+)\/actions\/runs\/(\d+)(?:\/attempts\/(\d+))?\/?(?:[?#].*)?$/;

/** `https://github.com/OWNER/REPO/actions/runs/ID[/attempts/N]`, or `OWNER/REPO` and `ID`. */
export function parseRunRef(args: readonly string[]): RunRef {
  const fix =
    'Give a run URL (https://github.com/OWNER/REPO/actions/runs/ID, as the Actions tab shows it) or OWNER/REPO ID.';
  if (args.length === 1) {
    const m = RUN_URL.exec(args[0]!);
    if (!m) throw new UsageError(`download: "${args[0]}" is not a workflow run URL. ${fix}`);
    return {
      owner: m[2]!,
      repo: m[3]!,
      runId: Number(m[4]),
      attempt: m[5] ? Number(m[5]) : null,
      host: m[1]!.toLowerCase(),
    };
  }
  if (args.length === 2) {
    const repo = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(args[0]!);
    if (!repo) throw new UsageError(`download: "${args[0]}" is not OWNER/REPO. ${fix}`);
    if (!/^\d+$/.test(args[1]!)) throw new UsageError(`download: run id "${args[1]}" is not a number. ${fix}`);
    return { owner: repo[1]!, repo: repo[2]!, runId: Number(args[1]), attempt: null, host: null };
  }
  throw new UsageError(`download needs the run to fetch. ${fix}`);
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
};

/** The REST API base of a GitHub server: `github.com` -> api.github.com, `HOST` -> HOST/api/v3. */
export const apiForServer = (host: string): string =>
  host === 'github.com' ? 'https://api.github.com' : `https://${host}/api/v3`;

/** The server host an API base belongs to (the inverse of apiForServer; any other URL: its own host). */
function serverOfApi(api: string): string | null {
  const host = hostOf(api);
  if (host === 'api.github.com') return 'github.com';
  return host;
}

/**
 * Where the token is sent. GITHUB_API_URL is taken when the run is given
 * as OWNER/REPO ID, or when it belongs to the run URL's server (by
 * GITHUB_SERVER_URL when set, as Actions sets both, else by its own host);
 * otherwise the run URL's own server's API, so a pasted GitHub Enterprise
 * URL never sends a github.com token elsewhere, nor the reverse.
 */
export function apiBaseFor(run: Pick<RunRef, 'host'>, env: NodeJS.ProcessEnv): { url: string; note: string | null } {
  const given = env.GITHUB_API_URL || null;
  if (run.host === null) return { url: given ?? 'https://api.github.com', note: null };
  if (given !== null) {
    const server = env.GITHUB_SERVER_URL ? hostOf(env.GITHUB_SERVER_URL) : serverOfApi(given);
    if (server === run.host) return { url: given, note: null };
  }
  const url = apiForServer(run.host);
  return {
    url,
    note:
      given === null
        ? null
        : `GITHUB_API_URL (${given}) is not the API of ${run.host}, the run URL's server: the token goes to ${url} instead.`,
  };
}

const SIZE = /^(\d+(?:\.\d+)?)\s*(b|k|kb|kib|m|mb|mib|g|gb|gib|t|tb|tib)?$/i;

/** `--max-bytes`: a number of bytes, or with a unit (KiB/MiB/GiB/TiB; K, M, G, T and KB.. read as binary too). */
export function parseByteSize(text: string): number {
  const m = SIZE.exec(text.trim());
  const unit = (m?.[2] ?? 'b').toLowerCase()[0]!;
  const n = m ? Number(m[1]) * 1024 ** 'bkmgt'.indexOf(unit) : NaN;
  if (!Number.isFinite(n) || n < 1)
    throw new UsageError(`--max-bytes ${text}: expected a size such as 1073741824, 2GiB or 500MiB`);
  return Math.floor(n);
}

/** An artifact base name usable as a folder inside the output folder. */
function baseProblem(base: string): string | null {
  if (base.startsWith('.')) return 'its benchmark name starts with "." (a dot-file, or the parent folder)';
  // A location after "@" holds letters, digits, "_" and "-" only (artifacts/names.ts); one that
  // does not was left in the base by runArtifactBases.
  if (base.includes('@')) return 'its location (after "@") holds a character the Action never writes there';
  // eslint-disable-next-line no-control-regex
  if (/["':<>|*?\\/\u0000-\u001f\u007f]/.test(base))
    return 'its benchmark name holds a character the Action never writes';
  return null;
}

const statusOf = (err: unknown): number | null => {
  const s = (err as { status?: unknown } | null)?.status;
  return typeof s === 'number' ? s : null;
};

/** The artifact client, loaded when the command runs (only this command needs it). */
type ArtifactClient = typeof import('../action/artifact.ts');

/** What each step of a download needs: the run, its token's scrubber, the byte budget and where to write. */
interface Download {
  io: CliIo;
  run: RunRef;
  /** "run N of owner/repo", for messages. */
  where: string;
  other: { runId: number; owner: string; repo: string; token: string };
  scrub: (text: string) => string;
  out: string;
  client: ArtifactClient;
  budget: ReturnType<ArtifactClient['newBudget']>;
}

export async function downloadCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parse(args, 'download', 2);
  if (values.help) {
    io.stdout.write(COMMAND_HELP.download);
    return 0;
  }
  const run = parseRunRef(positionals);
  const maxBytes = values['max-bytes'] === undefined ? undefined : parseByteSize(values['max-bytes'] as string);
  const token = io.env.GITHUB_TOKEN || io.env.GH_TOKEN;
  if (!token)
    throw new DownloadError(
      'download needs a token that can read the repository\'s Actions: set GITHUB_TOKEN or GH_TOKEN (for example `export GH_TOKEN="$(gh auth token)"`, or a fine-grained token with "Actions: read").',
    );
  const scrub = makeScrubber([token]);
  const where = `run ${run.runId} of ${run.owner}/${run.repo}`;
  const other = { runId: run.runId, owner: run.owner, repo: run.repo, token };
  const out = resolve((values.out as string | undefined) ?? `streamgauge-run-${run.runId}`);
  const api = apiBaseFor(run, io.env);
  if (api.note !== null) io.stderr.write(`streamgauge download: ${api.note}\n`);
  // The artifact client retries a failed request for about a minute: the
  // API host is checked first, so no network fails fast, naming the host.
  const apiUrl = new URL(api.url);
  const why = await unreachable(apiUrl);
  if (why !== null)
    throw new DownloadError(
      `could not reach ${apiUrl.host} (${why}): check the network connection${io.env.GITHUB_API_URL ? ' and GITHUB_API_URL' : ''}, then run the command again.`,
    );
  dropActionsDebug(io.env, process.stdout);
  // @actions/github reads GITHUB_API_URL once, when it is first loaded: set
  // before the import below, which is the first to load it in this process.
  process.env.GITHUB_API_URL = api.url;
  // Loaded here: the artifact client is only needed by this command.
  const client = await import('../action/artifact.ts');
  const d: Download = { io, run, where, other, scrub, out, client, budget: client.newBudget(maxBytes) };

  const listing = await listArtifacts(d);
  const bases = benchmarkBases(d, listing, values.name as string | undefined);
  await mkdir(out, { recursive: true });
  for (const { base, artifacts } of bases)
    await downloadBase(d, base, artifacts, bases.length === 1 ? out : join(out, base));
  const folders = bases.length === 1 ? [out] : bases.map((b) => join(out, b.base));
  io.stdout.write(
    `\nReady: ${(await Promise.all(folders.map(async (f) => `${f} (${(await readdir(f)).length} files)`))).join(', ')}.\n` +
      `Next: streamgauge reanalyze ${folders[0]} -o ${folders[0]}-relabelled --min-generation-s 0.5, or streamgauge compare.\n`,
  );
  return 0;
}

/** The run's artifacts (up to its attempt, when the URL names one); a refusal says what the token lacks. */
async function listArtifacts(d: Download): Promise<ArtifactRef[]> {
  const { where, run } = d;
  let listing: ArtifactRef[];
  try {
    listing = await d.client.listRunArtifacts(d.other);
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
    throw new DownloadError(`listing the artifacts of ${where} failed: ${d.scrub((err as Error).message)}`);
  }
  if (run.attempt !== null) listing = listing.filter((a) => (attemptOf(a.name) ?? 0) <= run.attempt!);
  return listing;
}

/**
 * The benchmarks of the listing, by name: only names the Action writes, with
 * a benchmark name usable as a folder; every other artifact is listed with
 * the reason it was left alone. None at all is an error.
 */
function benchmarkBases(
  d: Download,
  listing: ArtifactRef[],
  name: string | undefined,
): Array<{ base: string; artifacts: ArtifactRef[] }> {
  const { io, out } = d;
  for (const a of listing)
    if (attemptOf(a.name) === null)
      io.stderr.write(`streamgauge download: skipped artifact '${printable(a.name)}': not a name streamgauge writes\n`);
  let bases = runArtifactBases(listing).filter(({ base, artifacts }) => {
    const problem = baseProblem(base) ?? (strictlyInside(out, join(out, base)) ? null : 'it names a folder outside -o');
    if (problem === null) return true;
    for (const a of artifacts)
      io.stderr.write(`streamgauge download: skipped artifact '${printable(a.name)}': ${problem}\n`);
    return false;
  });
  if (name !== undefined) bases = bases.filter((b) => b.base === name);
  if (bases.length === 0) {
    const found = listing.length === 0 ? 'none' : listing.map((a) => `'${a.name}'`).join(', ');
    throw new DownloadError(
      `${d.where} has no streamgauge artifact${name !== undefined ? ` named '${name}-…'` : ''} (found: ${found}). ` +
        'The Action uploads ARTIFACT-NAME-attempt-A (or -shard-I-of-N-attempt-A, -merged-attempt-A, ARTIFACT-NAME@LOCATION-…) when upload-traces is true.',
    );
  }
  return bases;
}

/** Downloads and unpacks one artifact into `dir`, within the budget; an expired or missing one says so. */
async function fetchArtifact(d: Download, a: ArtifactRef, dir: string): Promise<void> {
  const { io, where } = d;
  try {
    await d.client.downloadArtifact(a, dir, d.other, {
      budget: d.budget,
      onSkip: (s) =>
        io.stderr.write(`streamgauge download: artifact '${printable(a.name)}': left out ${s.name}: ${s.reason}\n`),
    });
  } catch (err) {
    if (err instanceof ExtractLimitError)
      throw new DownloadError(
        `${d.scrub(err.message)}${err.completed.length > 0 ? ` Kept: ${err.completed.join(', ')}.` : ''}`,
      );
    const status = statusOf(err);
    if (status === 410)
      throw new DownloadError(
        `artifact '${a.name}' of ${where} has expired (HTTP 410): GitHub keeps artifacts for the repository's retention period (90 days unless \`retention-days\` or the repository says less).`,
      );
    if (status === 404) throw new DownloadError(`artifact '${a.name}' of ${where} is gone (HTTP 404).`);
    throw new DownloadError(`downloading artifact '${a.name}' of ${where} failed: ${d.scrub((err as Error).message)}`);
  }
}

/** One benchmark into `target`: its whole-run artifact, or its shards (and places) downloaded and merged. */
async function downloadBase(d: Download, base: string, artifacts: ArtifactRef[], target: string): Promise<void> {
  const { io } = d;
  const whole = selectRunResults(base, artifacts);
  if (whole !== null) {
    await fetchArtifact(d, whole, target);
    io.stdout.write(`${base}: artifact '${whole.name}' -> ${target}\n`);
    return;
  }
  const shards = selectShards(base, artifacts);
  if (!shards.ok) throw new DownloadError(`${d.where}: ${shards.message}`);
  const tmp = await mkdtemp(join(d.out, `.${base}-shards-`));
  try {
    const dirs: string[] = [];
    for (const a of shards.artifacts) {
      // The location part holds letters, digits, "_" and "-" only (artifacts/names.ts): a plain folder name.
      const part = a.shard ? `shard-${a.shard.index}` : 'run';
      const dir = join(tmp, a.location === null ? part : `${a.location}-${part}`);
      await fetchArtifact(d, a, dir);
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
  const what =
    shards.locations.length > 1
      ? `${shards.artifacts.length} artifacts from ${shards.locations.length} places (${shards.locations.join(', ')})`
      : `${shards.artifacts.length} shard artifacts`;
  io.stdout.write(`${base}: ${what} merged -> ${target}\n`);
}
