import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as core from '@actions/core';
import {
  ConfigError,
  configFailureHead,
  configFileMissing,
  formatProblems,
  loadConfig,
  missingKeyHint,
} from '../config/read.ts';
import { measureRun, type OutputFiles } from '../run/engine.ts';
import { mergeRuns } from '../run/merge.ts';
import type { RunData } from '../run/publish.ts';
import type { Scrubber } from '../secrets.ts';
import type { OtherRun } from './artifact.ts';
import { Inputs } from './constants.ts';
import type { RunContext } from './context.ts';
import type { ActionInputs } from './inputs.ts';
import { selectShards } from '../artifacts/names.ts';
import { runnerLocation } from '../run/location.ts';

// The Action's first phase: the run as data, from a benchmark (mode: run) or
// from the shards' artifacts (mode: merge). Writes traces.ndjson and nothing
// else: the reports are published once the history has been read.

/** The run (or the merge of the shards' runs) as data, before anything but its traces is written. */
export interface Produced extends RunData {
  files: OutputFiles;
  cancelled: string | null;
  scrub: Scrubber;
  mergedShards: number | null;
}

/**
 * The step's message for a config that cannot run: its problems, then the
 * likely cause: a missing secret, or (only when the file is not there) a
 * step without actions/checkout.
 */
function configFailure(err: ConfigError, file: string): string {
  const hint = configFileMissing(err.problems)
    ? `(\`${Inputs.Config}\` is relative to the workspace: check out the repository first, e.g. with actions/checkout.)`
    : missingKeyHint(err, `\`${Inputs.OnMissingKey}:\``);
  return `${configFailureHead(err, file)}\n${formatProblems(err.problems)}${hint === null ? '' : `\n${hint}`}`;
}

export async function benchmark(
  inputs: ActionInputs,
  outDir: string,
  signal: AbortSignal,
  received: () => string | null,
): Promise<Produced> {
  const loaded = await core.group('Config', async () => {
    try {
      const l = await loadConfig(inputs.config, process.env, { onMissingKey: inputs.onMissingKey });
      core.info(`${l.file}: ${l.config.providers.length} provider(s), ${l.config.prompts.length} prompt(s)`);
      return l;
    } catch (err) {
      if (err instanceof ConfigError) throw new Error(configFailure(err, inputs.config), { cause: err });
      throw err;
    }
  });
  // Masked before the first request: an error body that echoes a key is
  // scrubbed from the traces, and anything that still reaches the log is
  // hidden by the runner.
  for (const secret of loaded.secrets) core.setSecret(secret);
  const analysis = { ...loaded.config.analysis, ...inputs.analysis };
  const outcome = await core.group('Benchmark', () =>
    measureRun({
      loaded: { ...loaded, config: { ...loaded.config, analysis } },
      outDir,
      shard: inputs.shard,
      env: process.env,
      signal,
      startAtEpochMs: inputs.startAtEpochMs,
      location: inputs.location ?? runnerLocation(process.env),
      onNotice: (message) => core.info(message),
      onWarning: (message) => core.warning(message),
      onPlan: (plan) =>
        core.info(
          plan.load
            ? `load run: ${plan.load.pairs.length} provider x prompt pair(s), their stages one after another`
            : `${plan.requests.length} requests (${plan.requests.filter((r) => r.warmup).length} warmup) across ` +
                `${plan.providers.length} provider(s)${plan.shard ? `, shard ${plan.shard.index}/${plan.shard.count}` : ''}`,
        ),
      onStage: (s) =>
        core.info(
          `${s.provider}/${s.prompt} stage ${s.stage + 1}/${s.stages}: ${s.label}, ` +
            (s.durationMs !== null ? `${s.durationMs / 1000} s` : `${s.requests} requests`),
        ),
      onTrace: (trace, _r, done, total) => {
        // A load stage may send thousands: only its failures get a line.
        if (trace.load && !trace.error) return;
        const status = trace.error ? `error ${trace.error.kind}` : 'ok';
        const end = trace.at.end === null ? '' : ` ${Math.round(trace.at.end)} ms`;
        core.info(`[${done}/${total}] ${trace.id}${trace.warmup ? ' (warmup)' : ''}: ${status}${end}`);
      },
    }),
  );
  return {
    results: outcome.results,
    traces: outcome.traces,
    timelinesPerGroup: outcome.timelinesPerGroup,
    files: outcome.files,
    cancelled: outcome.cancelled ? (received() ?? 'signal') : null,
    scrub: outcome.scrub,
    mergedShards: null,
  };
}

export async function merge(inputs: ActionInputs, ctx: RunContext, outDir: string): Promise<Produced> {
  return core.group('Merge shard and location artifacts', async () => {
    let other: OtherRun | null = null;
    if (inputs.runId !== null) {
      if (!ctx.repository) throw new Error('GITHUB_REPOSITORY is not set, so the run of `run-id` cannot be found.');
      if (!inputs.githubToken)
        throw new Error(
          `\`${Inputs.RunId}\` reads another run's artifacts through the REST API and needs \`${Inputs.GithubToken}\` with \`actions: read\`.`,
        );
      other = {
        runId: inputs.runId,
        owner: ctx.repository.owner,
        repo: ctx.repository.repo,
        token: inputs.githubToken,
      };
    } else if (!ctx.artifactService) {
      throw new Error(
        'mode: merge reads the artifacts of this workflow run from the artifact service, which only a GitHub Actions job ' +
          'provides (ACTIONS_RUNTIME_TOKEN is not set). To merge output folders elsewhere, run `streamgauge merge OUT1 OUT2 ... -o OUT`.',
      );
    }
    const { downloadArtifact, listRunArtifacts } = await import('./artifact.ts');
    const listing = await listRunArtifacts(other);
    const selection = selectShards(inputs.artifactName, listing);
    if (!selection.ok) throw new Error(selection.message);
    const tmp = await mkdtemp(join(ctx.tempDir ?? tmpdir(), 'streamgauge-merge-'));
    const dirs: string[] = [];
    for (const a of selection.artifacts) {
      core.info(`downloading ${a.name} (id ${a.id})`);
      dirs.push(
        await downloadArtifact(a, join(tmp, a.name), other, {
          onSkip: (s) => core.warning(`artifact '${a.name}': left out ${s.name}: ${s.reason}`),
        }),
      );
    }
    const merged = await mergeRuns({
      inputs: dirs,
      outDir,
      analysis: inputs.analysis,
      warn: (w) => core.warning(w),
    });
    const places =
      selection.locations.length > 1
        ? ` from ${selection.locations.length} places (${selection.locations.join(', ')})`
        : '';
    core.info(`merged ${dirs.length} artifact(s)${places}: ${merged.results.requests.length} requests`);
    return {
      results: merged.results,
      traces: merged.traces,
      files: merged.files,
      cancelled: null,
      scrub: (s: string) => s,
      mergedShards: selection.count,
    };
  });
}
