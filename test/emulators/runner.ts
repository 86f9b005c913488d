import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backendRunId, type ArtifactService } from './artifact-service.ts';
import { compileCacheEnv } from '../support/compile-cache.ts';

// What a GitHub Actions runner does around one step of a JavaScript action,
// enough to run the Action's entries as child processes the way a runner
// does: the workspace as the working directory, INPUT_* variables, the event
// payload file, fresh GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / GITHUB_STATE
// files per step, ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL for the
// artifact service, and the main step's saved state handed to the post step
// as STATE_* variables.

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SRC_MAIN = join(ROOT, 'src/action/index.ts');
export const SRC_POST = join(ROOT, 'src/action/post.ts');
export const DIST_MAIN = join(ROOT, 'dist/index.js');
export const DIST_POST = join(ROOT, 'dist/post.js');

export interface JobOptions {
  repository?: string;
  runId?: number;
  attempt?: number;
  /** Job backend id for the runtime token. */
  job?: string;
  sha?: string;
  /** GITHUB_REF; default refs/pull/N/merge on pull_request events, else refs/heads/main. */
  ref?: string;
  /** The workflow file, for GITHUB_WORKFLOW_REF (default `.github/workflows/streamgauge.yml`). */
  workflow?: string;
  event?: { name: string; payload: Record<string, unknown> };
  /** Without it the step runs as outside GitHub Actions: no runtime token. */
  artifacts?: ArtifactService;
  apiUrl?: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  /** Files to write into the workspace. */
  files?: Record<string, string>;
}

export interface StepResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  state: Record<string, string>;
  summary: string;
  /** Raw text of the files the runner reads after the step. */
  raw: { output: string; state: string };
}

export interface StepControl {
  kill(signal: NodeJS.Signals): void;
  /** Resolves once the step's stdout matches (checked on every chunk, no polling). */
  waitFor(pattern: RegExp): Promise<void>;
}

/** Parses a file written with @actions/core's file commands: `name<<DELIM\nvalue\nDELIM`. */
export function parseFileCommands(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

export class RunnerJob {
  readonly workspace: string;
  readonly temp: string;
  readonly env: Record<string, string>;
  #steps = 0;

  private constructor(workspace: string, temp: string, env: Record<string, string>) {
    this.workspace = workspace;
    this.temp = temp;
    this.env = env;
  }

  static async create(opts: JobOptions): Promise<RunnerJob> {
    const root = await mkdtemp(join(tmpdir(), 'sg-runner-'));
    const workspace = join(root, 'workspace');
    const temp = join(root, 'temp');
    await mkdir(workspace, { recursive: true });
    await mkdir(temp, { recursive: true });
    for (const [name, text] of Object.entries(opts.files ?? {})) await writeFile(join(workspace, name), text);
    const event = opts.event ?? { name: 'push', payload: {} };
    const eventPath = join(temp, 'event.json');
    await writeFile(eventPath, JSON.stringify(event.payload));
    const runId = opts.runId ?? 4242;
    const repository = opts.repository ?? 'octo/bench';
    const number = (event.payload as { number?: unknown }).number;
    const ref =
      opts.ref ?? (event.name.startsWith('pull_request') ? `refs/pull/${String(number)}/merge` : 'refs/heads/main');
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      ...compileCacheEnv(),
      HOME: root,
      CI: 'true',
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: temp,
      GITHUB_EVENT_NAME: event.name,
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: repository,
      GITHUB_RUN_ID: String(runId),
      GITHUB_RUN_ATTEMPT: String(opts.attempt ?? 1),
      GITHUB_SHA: opts.sha ?? 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678',
      GITHUB_REF: ref,
      GITHUB_REF_NAME: ref.replace(/^refs\/(?:heads|tags)\//, '').replace(/^refs\/pull\/(\d+)\/merge$/, '$1/merge'),
      GITHUB_WORKFLOW_REF: `${repository}/${opts.workflow ?? '.github/workflows/streamgauge.yml'}@${ref}`,
      GITHUB_SERVER_URL: 'https://github.com',
      GITHUB_API_URL: opts.apiUrl ?? 'http://127.0.0.1:9/unreachable',
      ...opts.env,
    };
    if (opts.artifacts) {
      env.ACTIONS_RUNTIME_TOKEN = opts.artifacts.token(
        backendRunId(runId),
        opts.job ?? `job-${randomBytes(3).toString('hex')}`,
      );
      env.ACTIONS_RESULTS_URL = `${opts.artifacts.url}/`;
    }
    for (const [name, value] of Object.entries(opts.inputs ?? {}))
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
    return new RunnerJob(workspace, temp, env);
  }

  /** Runs one step's entry (`node ENTRY`) to its end. */
  async step(
    entry: string,
    opts: { env?: Record<string, string>; state?: Record<string, string>; control?: (c: StepControl) => void } = {},
  ): Promise<StepResult> {
    const n = ++this.#steps;
    const files = {
      GITHUB_OUTPUT: join(this.temp, `output-${n}`),
      GITHUB_STEP_SUMMARY: join(this.temp, `summary-${n}.md`),
      GITHUB_STATE: join(this.temp, `state-${n}`),
      GITHUB_ENV: join(this.temp, `env-${n}`),
      GITHUB_PATH: join(this.temp, `path-${n}`),
    };
    for (const f of Object.values(files)) await writeFile(f, '');
    const stateEnv = Object.fromEntries(Object.entries(opts.state ?? {}).map(([k, v]) => [`STATE_${k}`, v]));
    const child = spawn(process.execPath, [entry], {
      cwd: this.workspace,
      env: { ...this.env, ...files, ...stateEnv, ...opts.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
      waiters = waiters.filter((w) => (w.pattern.test(stdout) ? (w.resolve(), false) : true));
    });
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    opts.control?.({
      kill: (s) => child.kill(s),
      waitFor: (pattern) =>
        new Promise<void>((resolve, reject) => {
          if (pattern.test(stdout)) return resolve();
          waiters.push({ pattern, resolve });
          child.once('close', () =>
            reject(new Error(`the step ended before its output matched ${pattern}:\n${stdout}\n${stderr}`)),
          );
        }),
    });
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (c, s) => resolve([c, s]));
    });
    const output = await readFile(files.GITHUB_OUTPUT, 'utf8');
    const state = await readFile(files.GITHUB_STATE, 'utf8');
    return {
      code,
      signal,
      stdout,
      stderr,
      outputs: parseFileCommands(output),
      state: parseFileCommands(state),
      summary: await readFile(files.GITHUB_STEP_SUMMARY, 'utf8'),
      raw: { output, state },
    };
  }
}

/** A pull_request event payload as the runner writes it (the parts the Action reads). */
export function pullRequestEvent(opts: {
  number: number;
  repository?: string;
  headRepository?: string;
  headSha?: string;
}): { name: string; payload: Record<string, unknown> } {
  const repo = opts.repository ?? 'octo/bench';
  const head = opts.headRepository ?? repo;
  return {
    name: 'pull_request',
    payload: {
      action: 'synchronize',
      number: opts.number,
      pull_request: {
        number: opts.number,
        head: { sha: opts.headSha ?? 'feedfacefeedfacefeedfacefeedfacefeedface', repo: { full_name: head } },
        base: { repo: { full_name: repo } },
      },
      repository: { full_name: repo },
    },
  };
}
