import type { CiInfo, RunInfo } from '../analyze/types.ts';
import pkg from '../../package.json' with { type: 'json' };

export const TOOL_VERSION: string = pkg.version;

/**
 * GITHUB_RUN_ATTEMPT as a whole number >= 1 (1 when unset or malformed): one
 * rule for the provenance in results.json and the Action's artifact names.
 */
export function runAttemptOf(env: Record<string, string | undefined>): number {
  const attempt = Number(env.GITHUB_RUN_ATTEMPT);
  return Number.isSafeInteger(attempt) && attempt >= 1 ? attempt : 1;
}

/** The CI run this process belongs to, from the variables GitHub's runner sets. */
export function ciInfo(env: Record<string, string | undefined>): CiInfo | null {
  if (env.GITHUB_ACTIONS !== 'true' || !env.GITHUB_RUN_ID) return null;
  return {
    provider: 'github',
    run_id: env.GITHUB_RUN_ID,
    run_attempt: runAttemptOf(env),
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
    repository: env.GITHUB_REPOSITORY ?? '',
    ...(env.GITHUB_SERVER_URL ? { server_url: env.GITHUB_SERVER_URL } : {}),
  };
}

export function runInfo(args: {
  env: Record<string, string | undefined>;
  startedAt: Date;
  finishedAt: Date;
  configSha256: string;
  configFile: string | null;
  shard: { index: number; count: number } | null;
}): RunInfo {
  return {
    tool_version: TOOL_VERSION,
    node_version: process.version,
    platform: process.platform,
    arch: process.arch,
    started_at: args.startedAt.toISOString(),
    finished_at: args.finishedAt.toISOString(),
    config_sha256: args.configSha256,
    config_file: args.configFile,
    shard: args.shard,
    ci: ciInfo(args.env),
  };
}
