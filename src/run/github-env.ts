// The variables GitHub's runner sets, read in one place: the run provenance
// in results.json (ciInfo) and the Action's run context (readRunContext)
// both start from readGitHubEnv, so the two can never read them by
// different rules.

export type Env = Record<string, string | undefined>;

export interface GitHubEnv {
  /** GITHUB_ACTIONS is "true": this process runs in a GitHub Actions job. */
  actions: boolean;
  runId: string | null;
  /** GITHUB_RUN_ATTEMPT as a whole number >= 1 (1 when unset or malformed). */
  runAttempt: number;
  sha: string | null;
  ref: string | null;
  /** OWNER/REPO as set, unchecked. */
  repository: string | null;
  serverUrl: string | null;
  apiUrl: string | null;
  eventName: string | null;
  eventPath: string | null;
  workflowRef: string | null;
  runnerTemp: string | null;
  /** ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are both set: the artifact service can be reached. */
  artifactService: boolean;
}

/** A set variable; unset and empty are both null. */
const value = (v: string | undefined): string | null => (v === undefined || v === '' ? null : v);

export function runAttemptOf(env: Env): number {
  const attempt = Number(env.GITHUB_RUN_ATTEMPT);
  return Number.isSafeInteger(attempt) && attempt >= 1 ? attempt : 1;
}

export function readGitHubEnv(env: Env): GitHubEnv {
  return {
    actions: env.GITHUB_ACTIONS === 'true',
    runId: value(env.GITHUB_RUN_ID),
    runAttempt: runAttemptOf(env),
    sha: value(env.GITHUB_SHA),
    ref: value(env.GITHUB_REF),
    repository: value(env.GITHUB_REPOSITORY),
    serverUrl: value(env.GITHUB_SERVER_URL),
    apiUrl: value(env.GITHUB_API_URL),
    eventName: value(env.GITHUB_EVENT_NAME),
    eventPath: value(env.GITHUB_EVENT_PATH),
    workflowRef: value(env.GITHUB_WORKFLOW_REF),
    runnerTemp: value(env.RUNNER_TEMP),
    artifactService: value(env.ACTIONS_RUNTIME_TOKEN) !== null && value(env.ACTIONS_RESULTS_URL) !== null,
  };
}
