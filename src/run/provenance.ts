import type { CiInfo, RunInfo } from '../analyze/types.ts';
import pkg from '../../package.json' with { type: 'json' };
import { readGitHubEnv, type Env } from './github-env.ts';

export const TOOL_VERSION: string = pkg.version;

export { runAttemptOf } from './github-env.ts';

/** The CI run this process belongs to, from the variables GitHub's runner sets. */
export function ciInfo(env: Env): CiInfo | null {
  const gh = readGitHubEnv(env);
  if (!gh.actions || gh.runId === null) return null;
  return {
    provider: 'github',
    run_id: gh.runId,
    run_attempt: gh.runAttempt,
    sha: gh.sha ?? '',
    ref: gh.ref ?? '',
    repository: gh.repository ?? '',
    ...(gh.serverUrl ? { server_url: gh.serverUrl } : {}),
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
