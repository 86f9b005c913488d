import { StreamgaugeError } from '../errors.ts';
// A common start for the shards of one run (design.md "Past one runner"):
// `run --start-at TIME` waits until TIME, then runs its stages on the shared
// wall clock. Pure: the schedule is a function of the start time, the
// stage lengths and the wall clock's reading, so every shard of a config
// computes the same boundaries without talking to the others.

/** A start time this far ahead is a mistake (a job runs for 6 h at most on GitHub's runners). */
export const MAX_START_AHEAD_MS = 6 * 3600_000;
/**
 * A start time further back than this is a mistake too (a zero, a stale
 * value): no shard of a live run started that long ago, so there is no stage
 * under way to join. A shard that started late (a queued job) is within it.
 */
export const MAX_START_BEHIND_MS = 6 * 3600_000;
/**
 * Between two aligned stages, room for the first one's requests still in
 * flight at its end to finish (they run to their end and count): a quarter
 * of the stage, at least a second. A shard whose drain runs longer starts
 * its next stage late, and says so.
 */
export const MIN_DRAIN_ALLOWANCE_MS = 1000;
export const DRAIN_ALLOWANCE_SHARE = 0.25;
/** A stage begun within this of its planned start is on time (timers and the event loop add a few ms). */
export const ON_TIME_TOLERANCE_MS = 50;

export class StartAtError extends StreamgaugeError {
  readonly code = 'SG_START_AT';
}

const EXAMPLE = '2026-12-01T16:30:00Z or 1796142600000';

/**
 * `--start-at` to epoch ms: ISO 8601 with a zone (Z or +hh:mm), or epoch
 * milliseconds. A time without a zone is refused: read on runners in
 * different time zones it would name different moments, which defeats the
 * point of a common start.
 */
export function parseStartAt(text: string, nowEpochMs: number, flag = '--start-at'): number {
  const s = text.trim();
  let at: number;
  if (/^\d+$/.test(s)) {
    at = Number(s);
    // 10 digits is epoch seconds: 1,000 times too early, which would start at once.
    if (s.length <= 11)
      throw new StartAtError(
        `${flag} ${text}: looks like epoch seconds; expected epoch milliseconds or ISO 8601 (${EXAMPLE}). Fix: multiply by 1000, e.g. $(( $(date +%s) * 1000 + 90000 )).`,
      );
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(s)) {
    at = Date.parse(s);
  } else {
    throw new StartAtError(
      `${flag} ${text}: expected an ISO 8601 time with a zone or epoch milliseconds (${EXAMPLE}). ` +
        'Fix: compute it once and pass the same value to every shard, e.g. $(date -u -d "+90 seconds" +%Y-%m-%dT%H:%M:%SZ).',
    );
  }
  if (!Number.isFinite(at))
    throw new StartAtError(`${flag} ${text}: not a real date and time. Fix: give a time such as ${EXAMPLE}.`);
  if (at - nowEpochMs > MAX_START_AHEAD_MS)
    throw new StartAtError(
      `${flag} ${text}: is ${((at - nowEpochMs) / 3600_000).toFixed(1)} h from now; at most ${MAX_START_AHEAD_MS / 3600_000} h ahead is accepted. ` +
        'Fix: compute the start a minute or two ahead in the job that launches the shards.',
    );
  if (nowEpochMs - at > MAX_START_BEHIND_MS)
    throw new StartAtError(
      `${flag} ${text}: is ${formatHoursAgo(nowEpochMs - at)} ago; at most ${MAX_START_BEHIND_MS / 3600_000} h in the past is accepted (a shard that starts late joins the stage under way). ` +
        'Fix: compute the start a minute or two ahead in the job that launches the shards, and pass that same value to each.',
    );
  return at;
}

function formatHoursAgo(ms: number): string {
  const h = ms / 3600_000;
  return h < 48 ? `${h.toFixed(1)} h` : `${Math.round(h / 24).toLocaleString('en-US')} days`;
}

/** How long one aligned stage of `durationMs` occupies on the shared clock: the stage, then its drain allowance. */
export function stageSlotMs(durationMs: number): number {
  return durationMs + Math.max(MIN_DRAIN_ALLOWANCE_MS, durationMs * DRAIN_ALLOWANCE_SHARE);
}

export interface PlannedStage {
  /** Wall clock (epoch ms) the stage is planned to start at. */
  startEpochMs: number;
  /** Wall clock the stage's dispatches stop at. */
  endEpochMs: number;
}

/**
 * Where stage `index` (counted over the whole run: pairs one after another,
 * each pair's stages in order) sits on the shared clock. Null for stages of
 * `requests: N`, whose length is not known ahead: only the run's first such
 * stage can be aligned.
 */
export function plannedStage(startAtEpochMs: number, index: number, durationMs: number | null): PlannedStage | null {
  if (durationMs === null) return index === 0 ? { startEpochMs: startAtEpochMs, endEpochMs: Infinity } : null;
  const start = startAtEpochMs + index * stageSlotMs(durationMs);
  return { startEpochMs: start, endEpochMs: start + durationMs };
}

/** What a shard does at a planned stage, given the wall clock when it is ready for it. */
export type StageJoin =
  | { kind: 'wait'; waitMs: number }
  | { kind: 'on_time' }
  /** It is past the planned start: run what is left of the stage, ending with the others. */
  | { kind: 'late'; lateMs: number; leftMs: number }
  /** The stage is over: skip it. */
  | { kind: 'missed'; lateMs: number };

export function joinStage(planned: PlannedStage, nowEpochMs: number): StageJoin {
  const late = nowEpochMs - planned.startEpochMs;
  if (late < 0) return { kind: 'wait', waitMs: -late };
  if (late <= ON_TIME_TOLERANCE_MS) return { kind: 'on_time' };
  if (nowEpochMs >= planned.endEpochMs) return { kind: 'missed', lateMs: late };
  return { kind: 'late', lateMs: late, leftMs: planned.endEpochMs - nowEpochMs };
}

/** "1 min 30 s", "4.2 s", "850 ms": how long a wait is, for a person. */
export function formatWait(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h > 0 ? `${h} h ` : ''}${m} min ${s % 60} s`;
}
