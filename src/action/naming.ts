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
// Pure: the merge job picks its inputs from a listing with selectShards.

export interface ArtifactRef {
  name: string;
  id: number;
  /** `sha256:HEX` as the service recorded it, when it did. */
  digest?: string;
}

export type ArtifactKind = { kind: 'run'; shard: { index: number; count: number } | null } | { kind: 'merged' };

export function artifactName(base: string, what: ArtifactKind, attempt: number): string {
  if (what.kind === 'merged') return `${base}-merged-attempt-${attempt}`;
  if (what.shard) return `${base}-shard-${what.shard.index}-of-${what.shard.count}-attempt-${attempt}`;
  return `${base}-attempt-${attempt}`;
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface ParsedName {
  shard: { index: number; count: number } | null;
  attempt: number;
}

/** The shard and attempt in a run artifact's name, or null when it is not one of BASE's run artifacts. */
export function parseArtifactName(base: string, name: string): ParsedName | null {
  const b = escapeRegExp(base);
  const sharded = new RegExp(`^${b}-shard-(\\d+)-of-(\\d+)-attempt-(\\d+)$`).exec(name);
  if (sharded) {
    const [index, count, attempt] = sharded.slice(1).map(Number) as [number, number, number];
    if (index < 1 || index > count) return null;
    return { shard: { index, count }, attempt };
  }
  const whole = new RegExp(`^${b}-attempt-(\\d+)$`).exec(name);
  if (whole) return { shard: null, attempt: Number(whole[1]) };
  return null;
}

export type ShardSelection =
  { ok: true; artifacts: Array<ArtifactRef & ParsedName>; count: number | null } | { ok: false; message: string };

/**
 * The artifacts a merge reads: for each shard the one of the latest attempt
 * (a re-run job leaves its earlier attempt's artifact behind), every shard
 * 1..N present. Without shard artifacts, the latest unsharded one.
 */
export function selectShards(base: string, listing: ArtifactRef[]): ShardSelection {
  const parsed = listing.flatMap((a) => {
    const p = parseArtifactName(base, a.name);
    return p ? [{ ...a, ...p }] : [];
  });
  const names = listing.map((a) => a.name).sort();
  const found = names.length === 0 ? 'none' : names.map((n) => `'${n}'`).join(', ');
  const newer = (a: { attempt: number; id: number }, b: { attempt: number; id: number }) =>
    a.attempt > b.attempt || (a.attempt === b.attempt && a.id > b.id);

  const sharded = parsed.filter((p) => p.shard !== null);
  if (sharded.length === 0) {
    const whole = parsed.filter((p) => p.shard === null);
    const latest = whole.reduce<(typeof whole)[number] | null>((best, a) => (best && !newer(a, best) ? best : a), null);
    if (latest === null)
      return {
        ok: false,
        message:
          `No artifact named '${base}-shard-I-of-N-attempt-A' or '${base}-attempt-A' in the run (found: ${found}). ` +
          `To fix this, give the merge step the same \`artifact-name\` as the benchmark jobs, make it run after them ` +
          '(`needs:`), and keep `upload-traces: true` in the benchmark jobs.',
      };
    return { ok: true, artifacts: [latest], count: null };
  }

  const counts = [...new Set(sharded.map((p) => p.shard!.count))].sort((a, b) => a - b);
  if (counts.length > 1)
    return {
      ok: false,
      message:
        `The shard artifacts of '${base}' disagree on the number of shards (${counts.join(' and ')}; found: ${found}). ` +
        'To fix this, give every benchmark job the same N in `shard: I/N`, or a different `artifact-name` per matrix.',
    };
  const count = counts[0]!;
  const best = new Map<number, (typeof sharded)[number]>();
  for (const a of sharded) {
    const cur = best.get(a.shard!.index);
    if (!cur || newer(a, cur)) best.set(a.shard!.index, a);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !best.has(i));
  if (missing.length > 0)
    return {
      ok: false,
      message:
        `Shard${missing.length > 1 ? 's' : ''} ${missing.map((i) => `${i}/${count}`).join(', ')} of '${base}' ` +
        `uploaded no artifact (found: ${found}), so the merge would leave requests out. ` +
        'To fix this, check the failed shard jobs and re-run them; the merge job picks the latest attempt of each shard.',
    };
  const artifacts = [...best.values()].sort((a, b) => a.shard!.index - b.shard!.index);
  return { ok: true, artifacts, count };
}

/**
 * The artifact that holds a whole earlier run's results, for the history:
 * the latest attempt of the merge job's `BASE-merged-attempt-A`, else of an
 * unsharded `BASE-attempt-A`; null when the run has neither (only shard
 * artifacts, another base name, or nothing uploaded).
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
    return p && p.shard === null ? [{ ...a, attempt: p.attempt }] : [];
  });
  return latest(whole);
}

const ANY_RUN_ARTIFACT = /^(.+?)-(?:merged-attempt-(\d+)|shard-(\d+)-of-(\d+)-attempt-(\d+)|attempt-(\d+))$/;

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
    // attempt 1 under the last alternative; the lazy base and the order of the
    // alternatives take the shortest base, which is the one the Action wrote.
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
  return Number(m[2] ?? m[5] ?? m[6]);
}
