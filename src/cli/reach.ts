import { connect } from 'node:net';
import { connect as tlsConnect } from 'node:tls';

// A quick check that a host answers before a client that retries is let
// loose on it: the artifact client's Octokit retries a failed request for
// about a minute, which without a network is a minute of silence. One
// connection (DNS, TCP, and TLS for https) with a deadline says at once
// which host could not be reached.

export const REACH_TIMEOUT_MS = 10_000;

/** null when `url`'s host accepted a connection within `timeoutMs`, else why not (an error code or "no answer in N s"). */
export function unreachable(url: URL, timeoutMs = REACH_TIMEOUT_MS): Promise<string | null> {
  const https = url.protocol === 'https:';
  const port = Number(url.port || (https ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve) => {
    const socket = https ? tlsConnect({ host, port, servername: host }) : connect({ host, port });
    const done = (why: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(why);
    };
    const timer = setTimeout(() => done(`no answer in ${timeoutMs / 1000} s`), timeoutMs);
    socket.once(https ? 'secureConnect' : 'connect', () => done(null));
    socket.once('error', (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
  });
}

const DROPPING = Symbol('streamgauge.dropActionsDebug');

/**
 * Drops `::debug::` lines (what @actions/core's debug() prints, meant for an
 * Actions log) from `stdout` from now on, unless this is an Actions job: in a
 * person's terminal they are noise. For the rest of the process, as a CLI
 * command is; installing it twice changes nothing.
 */
export function dropActionsDebug(env: Record<string, string | undefined>, stdout: NodeJS.WritableStream): void {
  const marked = stdout as NodeJS.WritableStream & { [DROPPING]?: true };
  if (env.GITHUB_ACTIONS === 'true' || marked[DROPPING]) return;
  marked[DROPPING] = true;
  const write = stdout.write;
  stdout.write = function (this: NodeJS.WritableStream, chunk: unknown, ...rest: unknown[]) {
    if (typeof chunk === 'string' && chunk.startsWith('::debug::')) {
      const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    }
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof stdout.write;
}
