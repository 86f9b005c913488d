// Artifact names. An artifact name must be unique within a workflow run, and
// a run keeps the artifacts of its earlier attempts: re-running a job (attempt
// 2) while attempt 1's artifact exists must not fail on the name, and the
// jobs of a shard matrix must not take each other's name. So every name
// carries the shard and the run attempt:
//
//   BASE-attempt-A                 an unsharded run
//   BASE-shard-I-of-N-attempt-A    shard I of N
//   BASE-merged-attempt-A          the merge job's combined output
//
// A run with a location (`location`, or a self-hosted runner's name) puts it
// after the base, so the jobs of a matrix over places do not take each
// other's name either, and one merge job finds every place's artifacts:
//
//   BASE@LOC-attempt-A, BASE@LOC-shard-I-of-N-attempt-A
//
// LOC is the location as an artifact name may hold it: letters, digits, "_"
// and "-" only (anything else becomes "_"; no dot, so never ".."), at most
// 64 characters, never holding "-shard-", "-attempt-" or "-merged-", so a
// name reads back one way only. Nothing else is read as a location.
//
// Pure: the merge job picks its inputs from a listing with selectShards.

export interface ArtifactRef {
  name: string;
  id: number;
  /** `sha256:HEX` as the service recorded it, when it did. */
  digest?: string;
}

export type ArtifactKind =
  { kind: 'run'; shard: { index: number; count: number } | null; location?: string | null } | { kind: 'merged' };

/** The longest location part of a name: a location label's own limit (src/run/location.ts). */
const MAX_LOCATION_PART = 64;
const RESERVED = /-(shard|attempt|merged)(?=-|$)/g;
/** A location part as artifactName writes it: safe characters, no reserved word between dashes. */
const LOCATION_PART = `((?:(?!-(?:shard|attempt|merged)-)[A-Za-z0-9_-]){1,${MAX_LOCATION_PART}})`;

/**
 * A location label as an artifact name carries it: every character but
 * letters, digits, "_" and "-" becomes "_", and "-shard", "-attempt",
 * "-merged" before a dash or at the end become "_shard" and so on (the
 * name's own dash follows the part). Labels that differ only there
 * share a part (and so would clash: give such places other labels).
 */
export function locationPart(location: string): string {
  const part = location
    .slice(0, MAX_LOCATION_PART)
    .replace(/[^A-Za-z0-9_-]/g, '_')
    .replace(RESERVED, '_$1');
  return part === '' ? '_' : part;
}

export function artifactName(base: string, what: ArtifactKind, attempt: number): string {
  if (what.kind === 'merged') return `${base}-merged-attempt-${attempt}`;
  const at = what.location ? `${base}@${locationPart(what.location)}` : base;
  if (what.shard) return `${at}-shard-${what.shard.index}-of-${what.shard.count}-attempt-${attempt}`;
  return `${at}-attempt-${attempt}`;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface ParsedName {
  /** The location part of the name (see locationPart), null for a run without a location. */
  location: string | null;
  shard: { index: number; count: number } | null;
  attempt: number;
}

/** The location, shard and attempt in a run artifact's name, or null when it is not one of BASE's run artifacts. */
export function parseArtifactName(base: string, name: string): ParsedName | null {
  const b = `${escapeRegExp(base)}(?:@${LOCATION_PART})?`;
  const sharded = new RegExp(`^${b}-shard-(\\d+)-of-(\\d+)-attempt-(\\d+)$`).exec(name);
  if (sharded) {
    const [index, count, attempt] = sharded.slice(2).map(Number) as [number, number, number];
    if (index < 1 || index > count) return null;
    return { location: sharded[1] ?? null, shard: { index, count }, attempt };
  }
  const whole = new RegExp(`^${b}-attempt-(\\d+)$`).exec(name);
  if (whole) return { location: whole[1] ?? null, shard: null, attempt: Number(whole[2]) };
  return null;
}

export type ShardSelection =
  | {
      ok: true;
      artifacts: Array<ArtifactRef & ParsedName>;
      /** The shard count, when every place ran the same N; null for unsharded runs or places that differ. */
      count: number | null;
      /** The location parts of the places found, in order (empty: one run without a location). */
      locations: string[];
    }
  | { ok: false; message: string };

type Parsed = ArtifactRef & ParsedName;

const newer = (a: { attempt: number; id: number }, b: { attempt: number; id: number }) =>
  a.attempt > b.attempt || (a.attempt === b.attempt && a.id > b.id);

/**
 * The artifacts a merge reads: every place's (one group per location part,
 * and one for artifacts without a location), and for each place, for each
 * shard the one of the latest attempt (a re-run job leaves its earlier
 * attempt's artifact behind), every shard 1..N present; a place without
 * shard artifacts gives its latest unsharded one.
 */
export function selectShards(base: string, listing: ArtifactRef[]): ShardSelection {
  const parsed = listing.flatMap((a) => {
    const p = parseArtifactName(base, a.name);
    return p ? [{ ...a, ...p }] : [];
  });
  const names = listing.map((a) => a.name).sort();
  const found = names.length === 0 ? 'none' : names.map((n) => `'${n}'`).join(', ');
  if (parsed.length === 0)
    return {
      ok: false,
      message:
        `No artifact named '${base}-shard-I-of-N-attempt-A' or '${base}-attempt-A' in the run (found: ${found}; a run with a location adds '@LOCATION' after '${base}'). ` +
        `To fix this, give the merge step the same \`artifact-name\` as the benchmark jobs, make it run after them ` +
        '(`needs:`), and keep `upload-traces: true` in the benchmark jobs.',
    };

  const places = new Map<string | null, Parsed[]>();
  for (const p of parsed) {
    let list = places.get(p.location);
    if (list === undefined) places.set(p.location, (list = []));
    list.push(p);
  }
  const order = [...places.keys()].sort((a, b) => (a === null ? -1 : b === null ? 1 : a < b ? -1 : a > b ? 1 : 0));
  const artifacts: Parsed[] = [];
  const counts = new Set<number | null>();
  for (const location of order) {
    const one = selectPlace(base, location, places.get(location)!, found);
    if (!one.ok) return one;
    artifacts.push(...one.artifacts);
    counts.add(one.count);
  }
  const [count] = counts.size === 1 ? [...counts] : [null];
  return { ok: true, artifacts, count: count ?? null, locations: order.filter((l) => l !== null) };
}

/** One place's artifacts: its shards 1..N of the latest attempt each, else its latest unsharded one. */
function selectPlace(
  base: string,
  location: string | null,
  parsed: Parsed[],
  found: string,
): { ok: true; artifacts: Parsed[]; count: number | null } | { ok: false; message: string } {
  const of = location === null ? `'${base}'` : `'${base}' from ${location}`;
  const sharded = parsed.filter((p) => p.shard !== null);
  if (sharded.length === 0) {
    const latest = parsed.reduce<Parsed | null>((best, a) => (best && !newer(a, best) ? best : a), null);
    return { ok: true, artifacts: [latest!], count: null };
  }

  const counts = [...new Set(sharded.map((p) => p.shard!.count))].sort((a, b) => a - b);
  if (counts.length > 1)
    return {
      ok: false,
      message:
        `The shard artifacts of ${of} disagree on the number of shards (${counts.join(' and ')}; found: ${found}). ` +
        'To fix this, give every benchmark job the same N in `shard: I/N`, or a different `artifact-name` per matrix.',
    };
  const count = counts[0]!;
  const best = new Map<number, Parsed>();
  for (const a of sharded) {
    const cur = best.get(a.shard!.index);
    if (!cur || newer(a, cur)) best.set(a.shard!.index, a);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !best.has(i));
  if (missing.length > 0)
    return {
      ok: false,
      message:
        `Shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} of ${of} ` +
        `uploaded no artifact (found: ${found}), so the merge would leave requests out. ` +
        'To fix this, check the failed shard jobs and re-run them; the merge job picks the latest attempt of each shard.',
    };
  const artifacts = [...best.values()].sort((a, b) => a.shard!.index - b.shard!.index);
  return { ok: true, artifacts, count };
}

/**
 * The artifact that holds a whole earlier run's results, for the history:
 * the latest attempt of the merge job's `BASE-merged-attempt-A`, else of an
 * unsharded `BASE-attempt-A` (or `BASE@LOC-attempt-A`, when the run was made
 * from one place only); null when the run has neither (only shard
 * artifacts, several places and no merge, another base name, or nothing
 * uploaded).
 */
export function selectRunResults(base: string, listing: ArtifactRef[]): (ArtifactRef & { attempt: number }) | null {
  const merged = new RegExp(`^${escapeRegExp(base)}-merged-attempt-(\\d+)$`);
  const latest = (xs: Array<ArtifactRef & { attempt: number }>) =>
    xs.reduce<(ArtifactRef & { attempt: number }) | null>(
      (best, a) => (best && (best.attempt > a.attempt || (best.attempt === a.attempt && best.id > a.id)) ? best : a),
      null,
    );
  const m = listing.flatMap((a) => {
    const hit = merged.exec(a.name);
    return hit ? [{ ...a, attempt: Number(hit[1]) }] : [];
  });
  if (m.length > 0) return latest(m);
  const whole = listing.flatMap((a) => {
    const p = parseArtifactName(base, a.name);
    return p && p.shard === null ? [{ ...a, attempt: p.attempt, location: p.location }] : [];
  });
  // One place's run is the whole run; several places' are parts of one, for a merge.
  if (new Set(whole.map((w) => w.location)).size > 1) return null;
  const one = latest(whole);
  return one === null
    ? null
    : { name: one.name, id: one.id, ...(one.digest ? { digest: one.digest } : {}), attempt: one.attempt };
}

// Groups: 1 base, 2 a merged artifact's attempt, 3 the location part, 4-6
// a shard's index, count and attempt, 7 an unsharded run's attempt.
const ANY_RUN_ARTIFACT = new RegExp(
  `^(.+?)(?:-merged-attempt-(\\d+)|(?:@${LOCATION_PART})?-(?:shard-(\\d+)-of-(\\d+)-attempt-(\\d+)|attempt-(\\d+)))$`,
);

/**
 * The benchmark names (`artifact-name`s) of a run's streamgauge artifacts,
 * in first-seen order, with each artifact's attempt, for `streamgauge
 * download`. Artifacts not named as the Action names them are left out.
 */
export function runArtifactBases(listing: readonly ArtifactRef[]): Array<{ base: string; artifacts: ArtifactRef[] }> {
  const out = new Map<string, ArtifactRef[]>();
  for (const a of listing) {
    const m = ANY_RUN_ARTIFACT.exec(a.name);
    if (!m) continue;
    const base = m[1]!;
    // "x-shard-1-of-2-attempt-1" also reads as base "x-shard-1-of-2" with
    // attempt 1 under the last alternative, and "x@eu-attempt-1" as base
    // "x@eu"; the lazy base takes the shortest, which is the one the Action
    // wrote (a base holding "@" is read as BASE@LOC: name benchmarks without it).
    let list = out.get(base);
    if (list === undefined) out.set(base, (list = []));
    list.push(a);
  }
  return [...out].map(([base, artifacts]) => ({ base, artifacts }));
}

/** The attempt in one of the Action's artifact names, or null. */
export function attemptOf(name: string): number | null {
  const m = ANY_RUN_ARTIFACT.exec(name);
  if (!m) return null;
  return Number(m[2] ?? m[6] ?? m[7]);
}
