import type { CliIo } from './args.ts';

// In a GitHub Actions step, the runner reads every line a process prints as
// a possible workflow command: `::error::`, `::add-mask::`, `::stop-commands::`
// at a line's start (after spaces), and the older `##[command]` anywhere in
// it. The CLI prints text that strangers wrote (a provider's error body, a
// results or history file's fields), so in Actions every `::` and `##[` the
// CLI writes gets a zero-width space inside it: it reads the same in the log
// and is no command. The CLI's own lines never carry a workflow command; the
// @actions clients that do (the artifact client's masks) write to the
// process streams directly, untouched.

const ZWSP = '\u200b';

/** `text` with every workflow-command opener broken. Pure. */
export function neutraliseWorkflowCommands(text: string): string {
  return text.replace(/::/g, `:${ZWSP}:`).replace(/##\[/g, `#${ZWSP}#[`);
}

function wrap<T extends NodeJS.WritableStream>(stream: T): T {
  return new Proxy(stream, {
    get(target, prop) {
      if (prop === 'write')
        return (chunk: unknown, ...rest: unknown[]) =>
          (target.write as (...a: unknown[]) => boolean).call(
            target,
            typeof chunk === 'string' ? neutraliseWorkflowCommands(chunk) : chunk,
            ...rest,
          );
      const v: unknown = Reflect.get(target, prop, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
}

/** The CLI's streams, made safe when it runs inside a GitHub Actions step (GITHUB_ACTIONS set). */
export function workflowSafeIo(io: CliIo): CliIo {
  if (!io.env.GITHUB_ACTIONS) return io;
  return { ...io, stdout: wrap(io.stdout), stderr: wrap(io.stderr) };
}
