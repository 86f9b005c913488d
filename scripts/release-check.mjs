#!/usr/bin/env node
// The release workflow's gate: may this tag be released, and may its major
// tag (v1 for v1.4.2) move to it? Moving `vN` is what every `@vN` user runs
// next, so it moves only to the highest X.Y.Z of its major, on a commit that
// is on main: pushing v1.0.1 after v1.2.0 publishes v1.0.1 but leaves v1
// where it is.
//
//   node scripts/release-check.mjs TAG [--main origin/main]
//
// Reads the tags and main from git, the version from package.json; exits 1
// with the reason when the tag may not be released; otherwise prints
// `major=vN` and `move-major=true|false` (appended to $GITHUB_OUTPUT when
// set). No dependencies and no install: it runs in the job that holds the
// write token, before `npm ci` could run anything.
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const VERSION_TAG = /^v(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;

/** [X, Y, Z] of a `vX.Y.Z` tag; null for anything else (v1, v1.2.0-rc.1, latest). */
export function parseVersionTag(tag) {
  const m = VERSION_TAG.exec(tag);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
}

const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The highest `vX.Y.Z` among `tags` whose X is `major`; null when none. */
export function highestInMajor(major, tags) {
  let best = null;
  for (const tag of tags) {
    const v = parseVersionTag(tag);
    if (v && v[0] === major && (best === null || compare(v, best.v) > 0)) best = { tag, v };
  }
  return best?.tag ?? null;
}

/**
 * The decision, from facts gathered elsewhere (pure, for tests):
 * `tag` the pushed tag, `tags` every tag of the repository (with or without
 * `tag`), `onMain` whether the tagged commit is an ancestor of main,
 * `packageVersion` package.json's version at the tagged commit.
 */
export function checkRelease({ tag, tags, onMain, packageVersion }) {
  const v = parseVersionTag(tag);
  if (!v) return { ok: false, message: `tag '${tag}' is not vX.Y.Z (e.g. v1.4.2): push a version tag to release.` };
  if (`v${packageVersion}` !== tag)
    return {
      ok: false,
      message: `tag ${tag} but package.json says ${packageVersion}: set "version": "${tag.slice(1)}", commit, and tag that commit.`,
    };
  if (!onMain)
    return {
      ok: false,
      message: `tag ${tag} is on a commit that is not on main: merge it to main first, then tag a commit of main.`,
    };
  const major = `v${v[0]}`;
  const highest = highestInMajor(v[0], [...tags, tag]);
  if (highest !== tag)
    return {
      ok: true,
      major,
      moveMajor: false,
      message: `${tag} is released, but ${major} stays where it is: ${highest} is a higher version of ${major}.`,
    };
  return {
    ok: true,
    major,
    moveMajor: true,
    message: `${tag} is the highest version of ${major}: ${major} moves to it.`,
  };
}

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

function isAncestor(commit, main) {
  try {
    execFileSync('git', ['merge-base', '--is-ancestor', commit, main], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // Exit status 1 is "not an ancestor"; anything else (an unknown ref) is a real failure.
    if (err.status === 1) return false;
    throw new Error(`git merge-base --is-ancestor ${commit} ${main} failed: is ${main} fetched?`, { cause: err });
  }
}

function main(argv) {
  const tag = argv[0];
  const mainRef = argv[1] === '--main' ? argv[2] : 'origin/main';
  if (!tag) {
    console.error('usage: node scripts/release-check.mjs TAG [--main origin/main]');
    return 2;
  }
  const decision = checkRelease({
    tag,
    tags: git('tag', '--list').split('\n').filter(Boolean),
    onMain: isAncestor(`refs/tags/${tag}^{commit}`, mainRef),
    packageVersion: JSON.parse(readFileSync('package.json', 'utf8')).version,
  });
  if (!decision.ok) {
    console.error(decision.message);
    return 1;
  }
  console.log(decision.message);
  const out = `major=${decision.major}\nmove-major=${decision.moveMajor}\n`;
  process.stdout.write(out);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, out);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv.slice(2));
