import { existsSync } from 'node:fs';

// What every browser test needs first: Debian's Chromium and playwright-core,
// or the reason to skip, said once on stderr so a skipped run says why.
// .ci/run installs both; a user's machine may have neither.

export const CHROMIUM = '/usr/bin/chromium';

async function loadPlaywright() {
  try {
    return await import('playwright-core');
  } catch {
    return null;
  }
}

/** playwright-core (null when it cannot run) and why the test named `file` skips, or false. */
export async function browserOrSkip(file: string) {
  const playwright = existsSync(CHROMIUM) ? await loadPlaywright() : null;
  const skip: string | false = !existsSync(CHROMIUM)
    ? `${CHROMIUM} not found: install Debian's chromium (apt-get install chromium) to run the browser test`
    : playwright === null
      ? 'playwright-core is not installed: npm ci installs it (a devDependency)'
      : false;
  if (skip) process.stderr.write(`${file}: SKIPPED: ${skip}\n`);
  return { playwright, skip };
}
