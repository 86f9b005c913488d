import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/artifacts/names.ts
var MAX_LOCATION_PART = 64;
var RESERVED = /-(shard|attempt|merged)(?=-|$)/g;
var LOCATION_PART = `((?:(?!-(?:shard|attempt|merged)-)[A-Za-z0-9_-]){1,${MAX_LOCATION_PART}})`;
function locationPart(location) {
  const part = location.slice(0, MAX_LOCATION_PART).replace(/[^A-Za-z0-9_-]/g, "_").replace(RESERVED, "_$1");
  return part === "" ? "_" : part;
}
function artifactName(base, what, attempt) {
  if (what.kind === "merged") return `${base}-merged-attempt-${attempt}`;
  const at = what.location ? `${base}@${locationPart(what.location)}` : base;
  if (what.shard) return `${at}-shard-${what.shard.index}-of-${what.shard.count}-attempt-${attempt}`;
  return `${at}-attempt-${attempt}`;
}
var escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function parseArtifactName(base, name) {
  const b = `${escapeRegExp(base)}(?:@${LOCATION_PART})?`;
  const sharded = new RegExp(`^${b}-shard-(\\d+)-of-(\\d+)-attempt-(\\d+)$`).exec(name);
  if (sharded) {
    const [index, count, attempt] = sharded.slice(2).map(Number);
    if (index < 1 || index > count) return null;
    return { location: sharded[1] ?? null, shard: { index, count }, attempt };
  }
  const whole = new RegExp(`^${b}-attempt-(\\d+)$`).exec(name);
  if (whole) return { location: whole[1] ?? null, shard: null, attempt: Number(whole[2]) };
  return null;
}
var newer = (a, b) => a.attempt > b.attempt || a.attempt === b.attempt && a.id > b.id;
function selectShards(base, listing) {
  const parsed = listing.flatMap((a) => {
    const p = parseArtifactName(base, a.name);
    return p ? [{ ...a, ...p }] : [];
  });
  const names = listing.map((a) => a.name).sort();
  const found = names.length === 0 ? "none" : names.map((n) => `'${n}'`).join(", ");
  if (parsed.length === 0)
    return {
      ok: false,
      message: `No artifact named '${base}-shard-I-of-N-attempt-A' or '${base}-attempt-A' in the run (found: ${found}; a run with a location adds '@LOCATION' after '${base}'). To fix this, give the merge step the same \`artifact-name\` as the benchmark jobs, make it run after them (\`needs:\`), and keep \`upload-traces: true\` in the benchmark jobs.`
    };
  const places = /* @__PURE__ */ new Map();
  for (const p of parsed) {
    let list = places.get(p.location);
    if (list === void 0) places.set(p.location, list = []);
    list.push(p);
  }
  const order = [...places.keys()].sort((a, b) => a === null ? -1 : b === null ? 1 : a < b ? -1 : a > b ? 1 : 0);
  const artifacts = [];
  const counts = /* @__PURE__ */ new Set();
  for (const location of order) {
    const one = selectPlace(base, location, places.get(location), found);
    if (!one.ok) return one;
    artifacts.push(...one.artifacts);
    counts.add(one.count);
  }
  const [count] = counts.size === 1 ? [...counts] : [null];
  return { ok: true, artifacts, count: count ?? null, locations: order.filter((l) => l !== null) };
}
function selectPlace(base, location, parsed, found) {
  const of = location === null ? `'${base}'` : `'${base}' from ${location}`;
  const sharded = parsed.filter((p) => p.shard !== null);
  if (sharded.length === 0) {
    const latest = parsed.reduce((best2, a) => best2 && !newer(a, best2) ? best2 : a, null);
    return { ok: true, artifacts: [latest], count: null };
  }
  const counts = [...new Set(sharded.map((p) => p.shard.count))].sort((a, b) => a - b);
  if (counts.length > 1)
    return {
      ok: false,
      message: `The shard artifacts of ${of} disagree on the number of shards (${counts.join(" and ")}; found: ${found}). To fix this, give every benchmark job the same N in \`shard: I/N\`, or a different \`artifact-name\` per matrix.`
    };
  const count = counts[0];
  const best = /* @__PURE__ */ new Map();
  for (const a of sharded) {
    const cur = best.get(a.shard.index);
    if (!cur || newer(a, cur)) best.set(a.shard.index, a);
  }
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !best.has(i));
  if (missing.length > 0)
    return {
      ok: false,
      message: `Shard${missing.length > 1 ? "s" : ""} ${missing.map((i) => `${i}/${count}`).join(", ")} of ${of} uploaded no artifact (found: ${found}), so the merge would leave requests out. To fix this, check the failed shard jobs and re-run them; the merge job picks the latest attempt of each shard.`
    };
  const artifacts = [...best.values()].sort((a, b) => a.shard.index - b.shard.index);
  return { ok: true, artifacts, count };
}
function selectRunResults(base, listing) {
  const merged = new RegExp(`^${escapeRegExp(base)}-merged-attempt-(\\d+)$`);
  const latest = (xs) => xs.reduce(
    (best, a) => best && (best.attempt > a.attempt || best.attempt === a.attempt && best.id > a.id) ? best : a,
    null
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
  if (new Set(whole.map((w) => w.location)).size > 1) return null;
  const one = latest(whole);
  return one === null ? null : { name: one.name, id: one.id, ...one.digest ? { digest: one.digest } : {}, attempt: one.attempt };
}
var ANY_RUN_ARTIFACT = new RegExp(
  `^(.+?)(?:-merged-attempt-(\\d+)|(?:@${LOCATION_PART})?-(?:shard-(\\d+)-of-(\\d+)-attempt-(\\d+)|attempt-(\\d+)))$`
);
function runArtifactBases(listing) {
  const out = /* @__PURE__ */ new Map();
  for (const a of listing) {
    const m = ANY_RUN_ARTIFACT.exec(a.name);
    if (!m) continue;
    const base = m[1];
    let list = out.get(base);
    if (list === void 0) out.set(base, list = []);
    list.push(a);
  }
  return [...out].map(([base, artifacts]) => ({ base, artifacts }));
}
function attemptOf(name) {
  const m = ANY_RUN_ARTIFACT.exec(name);
  if (!m) return null;
  return Number(m[2] ?? m[6] ?? m[7]);
}

export {
  artifactName,
  selectShards,
  selectRunResults,
  runArtifactBases,
  attemptOf
};
