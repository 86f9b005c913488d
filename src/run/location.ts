import { readGitHubEnv, type Env } from './github-env.ts';
import { StreamgaugeError } from '../errors.ts';

// Where the client runs (design.md "Past one runner"): a label such as
// "eu-west" that keeps runs from different places apart in a merge, in
// history and on the dashboard. TTFT to a hosted provider depends on it.

export const MAX_LOCATION_CHARS = 64;

export class LocationError extends StreamgaugeError {
  readonly code = 'SG_LOCATION';
}

/** A location label as given, trimmed; refused when empty, too long or holding line breaks or control characters. */
export function checkLocation(text: string, flag = '--location'): string {
  const s = text.trim();
  // eslint-disable-next-line no-control-regex
  if (s === '' || s.length > MAX_LOCATION_CHARS || /[\u0000-\u001f\u007f]/.test(s))
    throw new LocationError(
      `${flag} ${JSON.stringify(text)}: expected a short label of 1-${MAX_LOCATION_CHARS} characters on one line, such as eu-west. ` +
        'Fix: name the place the runner measures from; runs with the same label are compared with each other.',
    );
  return s;
}

/**
 * The default location: a self-hosted runner's name (RUNNER_NAME), which
 * stays the same machine from run to run. GitHub-hosted runners get none:
 * their names ("GitHub Actions 12") change with every job and GitHub says
 * nothing of their region, so a label from them would split one place's
 * history into many. Null outside Actions.
 */
export function runnerLocation(env: Env): string | null {
  const gh = readGitHubEnv(env);
  if (!gh.actions || env.RUNNER_ENVIRONMENT !== 'self-hosted') return null;
  const name = (env.RUNNER_NAME ?? '').trim();
  if (name === '') return null;
  try {
    return checkLocation(name);
  } catch {
    return null;
  }
}
