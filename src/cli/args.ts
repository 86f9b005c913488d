import { parseArgs, type ParseArgsConfig } from 'node:util';
import { StreamgaugeError } from '../errors.ts';

// Argument parsing shared by every CLI command: one UsageError (exit 2),
// node:util's strict parser with -h/--help, and number flags that name the
// flag, the value and the expected form when they are wrong.

export class UsageError extends StreamgaugeError {
  readonly code = 'SG_USAGE';
}

/** stdout and stderr, and the environment, as the CLI entry passes them in. */
export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream;
  /** Where SIGINT/SIGTERM come from; the real process by default. */
  signals?: NodeJS.EventEmitter;
}

export interface Parsed {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** Strict parsing (unknown flags are usage errors) with at most `positionals` positionals. */
export function parse(args: string[], options: ParseArgsConfig['options'], positionals = 0): Parsed {
  let parsed: Parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (parsed.positionals.length > positionals)
    throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"`);
  return parsed;
}

/** A number flag, checked; undefined when not given. */
export function numberFlag(
  value: unknown,
  flag: string,
  check: (n: number) => boolean,
  expected: string,
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (typeof value !== 'string' || value.trim() === '' || !Number.isFinite(n) || !check(n))
    throw new UsageError(`${flag} ${String(value)}: expected ${expected}`);
  return n;
}

export function wholeNumber(value: unknown, flag: string): number | undefined {
  return numberFlag(value, flag, (n) => Number.isInteger(n) && n >= 1, 'a whole number >= 1');
}

/** ANSI colours only on a terminal, and never when NO_COLOR is set or in CI logs. */
export function useColor(io: CliIo): boolean {
  return Boolean(io.stdout.isTTY) && io.env.NO_COLOR === undefined && io.env.CI !== 'true';
}
