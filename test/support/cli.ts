import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { compileCacheEnv } from './compile-cache.ts';

/** The CLI's entry point in the sources, as `node src/cli/bin.ts` runs it (no build needed). */
export const CLI_BIN = fileURLToPath(new URL('../../src/cli/bin.ts', import.meta.url));

/** What a finished CLI process left: its exit code (null when a signal ended it) and everything it printed. */
export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /**
   * Variables on top of the base environment, which is only PATH and
   * NO_COLOR=1: the parent's environment (tokens, CI variables) never leaks
   * into the child. A variable given here overrides the base.
   */
  env?: Record<string, string>;
  /** The child's working folder; the test process's own when left out. */
  cwd?: string;
}

/**
 * Runs `streamgauge ARGS...` as a user would: the real CLI in a child
 * process of the current Node, stdin closed, stdout and stderr collected in
 * full. Resolves when the process has exited and its output is closed;
 * rejects only when it could not be started. A non-zero exit is a result,
 * not an error: the caller asserts on `code`.
 */
export function runCli(args: string[], options: CliOptions = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', ...compileCacheEnv(), ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
