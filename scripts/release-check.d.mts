// Types of release-check.mjs (a plain script, run without install in the
// release workflow), for its test.
export type ReleaseDecision =
  { ok: false; message: string } | { ok: true; major: string; moveMajor: boolean; message: string };
export function parseVersionTag(tag: string): [number, number, number] | null;
export function highestInMajor(major: number, tags: readonly string[]): string | null;
export function checkRelease(facts: {
  tag: string;
  tags: readonly string[];
  onMain: boolean;
  packageVersion: string;
}): ReleaseDecision;
