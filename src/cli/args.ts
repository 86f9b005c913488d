import { parseArgs } from 'node:util';
import { StreamgaugeError } from '../errors.ts';
import { parserOptions, suggestFlag, type FlagCommand } from './flags.ts';

// Argument parsing shared by every CLI command: one UsageError (exit 2),
// node:util's strict parser with -h/--help, and number flags that name the
// flag, the value and the expected form when they are wrong.

export class UsageError extends StreamgaugeError {
  readonly code = 'SG_USAGE';
  /** The command whose `--help` the message points to; the CLI entry fills it in when unset. */
  command: string | undefined;
  constructor(message: string, command?: string) {
    super(message);
    this.command = command;
  }
}

/**
 * What follows a usage error: where the help is, in two lines (the whole
 * usage would bury the one line that says what was wrong).
 */
export function helpPointer(command: string | undefined): string {
  return command === undefined
    ? "See `streamgauge --help` for the commands, and `streamgauge COMMAND --help` for one command's flags.\n"
    : `See \`streamgauge ${command} --help\` for its flags and an example,\nor \`streamgauge --help\` for every command.\n`;
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

/**
 * Strict parsing of `command`'s flags (FLAGS in flags.ts) with at most
 * `positionals` positionals. An unknown flag is a usage error that names
 * the nearest flag (a typo) or the command that has it.
 */
export function parse(args: string[], command: FlagCommand, positionals = 0): Parsed {
  const options = { ...parserOptions(command), help: { type: 'boolean' as const, short: 'h' } };
  const end = args.indexOf('--');
  for (const a of end === -1 ? args : args.slice(0, end)) {
    if (!a.startsWith('--') || a === '--') continue;
    const name = a.slice(2).split('=')[0]!;
    if (Object.hasOwn(options, name)) continue;
    const hint = suggestFlag(command, name);
    throw new UsageError(`${command}: unknown flag --${name}${hint === '' ? '' : `; ${hint}`}`, command);
  }
  let parsed: Parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    // Left here: an unknown short flag (-x), or a flag without its value. The message is Node's.
    throw new UsageError(
      `${command}: ${(err as Error).message.replace(/\. To specify a positional argument.*$/s, '').replace(/^Unknown option '(.*)'$/, 'unknown flag $1')}`,
      command,
    );
  }
  if (parsed.positionals.length > positionals)
    throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"`, command);
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
