import { readFileSync } from 'node:fs';
import { readGitHubEnv } from '../run/github-env.ts';

// The workflow run this step belongs to, read once from the variables and the
// event payload the runner provides, then passed around as data: renderers
// and the comment code never look at the environment themselves.

export interface PullRequestInfo {
  number: number;
  /** The head commit of the pull request (GITHUB_SHA is the merge commit on pull_request events). */
  headSha: string | null;
  /** The head branch lives in another repository: the token is read-only there. */
  fromFork: boolean;
}

export interface RunContext {
  eventName: string;
  /** owner/repo */
  repository: { owner: string; repo: string } | null;
  runId: string | null;
  runAttempt: number;
  sha: string | null;
  serverUrl: string;
  apiUrl: string;
  /** https://github.com/OWNER/REPO/actions/runs/ID, when known. */
  runUrl: string | null;
  pullRequest: PullRequestInfo | null;
  /** Both variables the artifact client needs are present (false outside GitHub Actions). */
  artifactService: boolean;
  /** Where temporary files go (RUNNER_TEMP on a runner). */
  tempDir: string | null;
  /** GITHUB_REF: `refs/heads/main`, `refs/pull/7/merge`, ... */
  ref: string | null;
  /** The file name of the running workflow (from GITHUB_WORKFLOW_REF), e.g. `nightly.yml`. */
  workflowFile: string | null;
  /**
   * The repository's default branch when the event says so: the payload's
   * `repository.default_branch`, or GITHUB_REF on a schedule (scheduled runs
   * always run on the default branch, and their payload has no repository).
   */
  defaultBranch: string | null;
}

const PR_EVENTS = new Set([
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
]);

function readPayload(path: string | undefined): Record<string, unknown> | null {
  if (!path) return null;
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function get(o: unknown, ...path: string[]): unknown {
  let cur = o;
  for (const key of path) {
    if (typeof cur !== 'object' || cur === null) return undefined;
    cur = (cur as Record<string, unknown>)[key];
  }
  return cur;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** True for the events of a pull request, on which the history is read but never written. */
export function isPullRequestEvent(eventName: string): boolean {
  return PR_EVENTS.has(eventName);
}

/** The branch of a `refs/heads/NAME` ref, or null. */
export function branchOf(ref: string | null): string | null {
  return ref !== null && ref.startsWith('refs/heads/') && ref.length > 'refs/heads/'.length
    ? ref.slice('refs/heads/'.length)
    : null;
}

/** `nightly.yml` from GITHUB_WORKFLOW_REF `octo/bench/.github/workflows/nightly.yml@refs/heads/main`. */
export function workflowFileOf(workflowRef: string | undefined): string | null {
  const m = /\/\.github\/workflows\/([^/@]+)@/.exec(workflowRef ?? '');
  return m ? (m[1] ?? null) : null;
}

/** The pull request of a pull_request* event, or of an issue_comment on one. */
export function pullRequestOf(eventName: string, payload: Record<string, unknown> | null): PullRequestInfo | null {
  if (payload === null) return null;
  if (PR_EVENTS.has(eventName)) {
    const number = get(payload, 'pull_request', 'number') ?? get(payload, 'number');
    if (typeof number !== 'number') return null;
    const head = str(get(payload, 'pull_request', 'head', 'repo', 'full_name'));
    const base =
      str(get(payload, 'pull_request', 'base', 'repo', 'full_name')) ?? str(get(payload, 'repository', 'full_name'));
    return {
      number,
      headSha: str(get(payload, 'pull_request', 'head', 'sha')),
      fromFork: head !== null && base !== null && head !== base,
    };
  }
  if (eventName === 'issue_comment' && get(payload, 'issue', 'pull_request') !== undefined) {
    const number = get(payload, 'issue', 'number');
    return typeof number === 'number' ? { number, headSha: null, fromFork: false } : null;
  }
  return null;
}

export function readRunContext(env: Record<string, string | undefined>): RunContext {
  const gh = readGitHubEnv(env);
  const eventName = gh.eventName ?? '';
  const payload = readPayload(gh.eventPath ?? undefined);
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(gh.repository ?? '');
  const repository = m ? { owner: m[1] ?? '', repo: m[2] ?? '' } : null;
  const serverUrl = (gh.serverUrl ?? 'https://github.com').replace(/\/+$/, '');
  const apiUrl = (gh.apiUrl ?? 'https://api.github.com').replace(/\/+$/, '');
  const { runId, ref } = gh;
  const defaultBranch =
    str(get(payload, 'repository', 'default_branch')) ?? (eventName === 'schedule' ? branchOf(ref) : null);
  return {
    eventName,
    repository,
    runId,
    runAttempt: gh.runAttempt,
    sha: gh.sha,
    serverUrl,
    apiUrl,
    runUrl: repository && runId ? `${serverUrl}/${repository.owner}/${repository.repo}/actions/runs/${runId}` : null,
    pullRequest: pullRequestOf(eventName, payload),
    artifactService: gh.artifactService,
    tempDir: gh.runnerTemp,
    ref,
    workflowFile: workflowFileOf(gh.workflowRef ?? undefined),
    defaultBranch,
  };
}

/** The page of one artifact of a run, as GitHub links it. */
export function artifactUrl(ctx: RunContext, artifactId: number): string | null {
  return ctx.runUrl ? `${ctx.runUrl}/artifacts/${artifactId}` : null;
}
