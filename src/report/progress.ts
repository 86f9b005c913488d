import { classify } from '../analyze/classify.ts';
import type { Plan } from '../config/plan.ts';
import { DEFAULT_ANALYSIS } from '../config/schema.ts';
import type { Trace } from '../trace.ts';
import { formatNumber, sanitizeText } from './format.ts';

// The progress display of a long run: requests done / total, errors so far.
// On a terminal it is one status line redrawn in place (ANSI, on stderr); in
// a CI log or a pipe it is a few plain lines (the plan, the first failures,
// a line at each quarter, the end), each at most 100 columns, never an
// escape code: the answer, printed after it, is what a reader came for.
// Fed by the engine's onPlan/onTrace callbacks; it owns no timer and reads
// no clock but the one injected, so a test drives it call by call.

/** A load stage as it starts: the progress line's input (src/run/load-stages.ts sends it). */
export interface StageInfo {
  provider: string;
  prompt: string;
  pair: number;
  pairs: number;
  stage: number;
  stages: number;
  label: string;
  /** The stage's length in ms, or null for a stage of `requests` requests. */
  durationMs: number | null;
  requests: number | null;
  /** clock.now() at the stage's start. */
  startMs: number;
}

export interface ProgressOptions {
  /** Where the display goes: stderr in the CLI. */
  write: (s: string) => void;
  /** Whether that stream is a terminal. */
  isTTY: boolean;
  /** CI set (as on every CI service) or TERM=dumb forces plain lines; NO_COLOR drops colour from the line. */
  env?: Record<string, string | undefined>;
  /** Monotonic milliseconds, for the elapsed time; no elapsed time is shown without it. */
  now?: () => number;
  /** Terminal width (stderr.columns): the line is cut to fit, so a redraw never wraps. Default 80, also for 0. */
  columns?: number;
}

/** The widest plain line (a CI log, a pipe): CI logs and reviews read 100 columns well. */
export const PLAIN_WIDTH = 100;

export type ProgressMode = 'tty' | 'plain';

interface ProviderState {
  id: string;
  total: number;
  done: number;
  errors: number;
}

/** Failures printed one by one in plain mode before they are only counted. */
const MAX_ERROR_LINES = 3;
/** Plain mode's progress lines: one at each quarter of the plan. */
const STEPS = 4;

const ESC = '\x1b[';

/** Whether a CI variable says "this is a CI job" (GitHub, GitLab, CircleCI, ... set CI=true; some CI=1). */
function inCi(env: Record<string, string | undefined>): boolean {
  const ci = env.CI;
  return ci !== undefined && ci !== '' && ci !== '0' && ci.toLowerCase() !== 'false';
}

/** How the display will draw, given the stream and the environment. */
export function progressMode(isTTY: boolean, env: Record<string, string | undefined> = {}): ProgressMode {
  return isTTY && !inCi(env) && env.TERM !== 'dumb' ? 'tty' : 'plain';
}

/** The failure kind of a finished request as the analysis will label it (empty output included), or null. */
function errorKindOf(trace: Trace): string | null {
  return classify(trace, DEFAULT_ANALYSIS).error_kind;
}

function cut(s: string, width: number): string {
  const chars = Array.from(s);
  return chars.length <= width ? s : chars.slice(0, Math.max(0, width - 1)).join('') + '…';
}

/** Word-wraps `s` to `width` columns, continuation lines indented by two spaces; a word longer than a line is cut. */
export function wrapLine(s: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`;
    if (Array.from(next).length <= width || line.trim() === '') line = next;
    else {
      lines.push(line);
      line = `  ${word}`;
    }
  }
  lines.push(line);
  return lines.map((l) => cut(l, width));
}

function seconds(ms: number): string {
  return ms < 60_000
    ? `${formatNumber(ms / 1000)} s`
    : `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
}

export class ProgressDisplay {
  readonly mode: ProgressMode;
  readonly #write: (s: string) => void;
  readonly #now: (() => number) | undefined;
  readonly #columns: number;
  readonly #color: boolean;
  readonly #providers = new Map<string, ProviderState>();
  #total = 0;
  #done = 0;
  #errors = 0;
  /** Planned agent sessions (each one planned request, sending up to `steps` requests), and their steps sent so far. */
  #sessions = 0;
  #maxSteps = 0;
  #steps = 0;
  #startMs: number | null = null;
  /** Lines of the block currently on screen (tty mode). */
  #drawn = 0;
  #lastStep = 0;
  #errorLines = 0;
  #finished = false;
  /** A load run's current stage, or null: then there is no request total, only stages. */
  #stage: StageInfo | null = null;
  #inFlight = 0;
  /** error kind -> count, over the run */
  readonly #kinds = new Map<string, number>();

  constructor(opts: ProgressOptions) {
    const env = opts.env ?? {};
    this.mode = progressMode(opts.isTTY, env);
    this.#write = opts.write;
    this.#now = opts.now;
    // A pseudo-terminal without a size reports 0 columns: take the usual 80.
    this.#columns = opts.columns !== undefined && opts.columns > 0 ? Math.max(20, opts.columns) : 80;
    this.#color = env.NO_COLOR === undefined;
  }

  /** The plan is known: every provider's request count (warmups included). */
  onPlan(plan: Plan): void {
    this.#startMs = this.#now?.() ?? null;
    this.#total = plan.requests.length;
    for (const p of plan.providers) this.#provider(p.id);
    for (const r of plan.requests) this.#provider(r.provider.id).total++;
    const agents = plan.requests.filter((r) => r.agent !== undefined);
    this.#sessions = agents.length;
    this.#maxSteps = agents.reduce((n, r) => n + (r.agent?.steps ?? 0), 0);
    if (this.mode === 'tty') this.#redraw();
    else if (plan.load)
      this.#plain(
        `streamgauge: load run: ${plan.load.pairs.length} provider x prompt pair(s), their stages one after another`,
      );
    else
      this.#plain(
        `streamgauge: ${this.#planned()} (${plan.requests.filter((r) => r.warmup).length} warmup) across ` +
          `${plan.providers.length} provider(s)${plan.shard ? `, shard ${plan.shard.index}/${plan.shard.count}` : ''}`,
      );
  }

  /** A load stage started. */
  onStage(info: StageInfo): void {
    if (this.#finished) return;
    this.#stage = info;
    if (this.mode === 'tty') this.#redraw();
    else this.#plain(`streamgauge: ${this.#stageLine(info, false)}`);
  }

  /** Requests in flight changed (load runs). */
  onInFlight(n: number): void {
    this.#inFlight = n;
    if (this.mode === 'tty' && !this.#finished && this.#stage !== null) this.#redraw();
  }

  #stageLine(info: StageInfo, live: boolean): string {
    const where = `${sanitizeText(info.provider)}/${sanitizeText(info.prompt)}`;
    const length = info.durationMs !== null ? `${seconds(info.durationMs)}` : `${info.requests} requests`;
    const head = `pair ${info.pair + 1}/${info.pairs} ${where}, stage ${info.stage + 1}/${info.stages}: ${sanitizeText(info.label)}`;
    if (!live) return `${head}, ${length}`;
    const elapsed = this.#now === undefined ? null : Math.max(0, this.#now() - info.startMs);
    const left =
      elapsed === null || info.durationMs === null
        ? ''
        : elapsed < info.durationMs
          ? ` · ${seconds(elapsed)} of ${length}, ${seconds(info.durationMs - elapsed)} left`
          : ` · ${length} done, draining`;
    return `${head}${left} · ${this.#inFlight} in flight`;
  }

  /** A request ended; `done` of `total` have (the engine's count; 0 in a load run, which has no total). */
  onTrace(trace: Trace, done: number, total: number): void {
    if (this.#finished) return;
    this.#done = done;
    if (this.#stage === null) this.#total = total;
    const p = this.#provider(trace.provider);
    if (trace.step !== undefined) this.#steps++;
    // An agent session is one planned request: its provider's count moves at its last step (in a load run, every request).
    if (trace.step === undefined || trace.agent_end !== undefined || this.#stage !== null) p.done++;
    const kind = errorKindOf(trace);
    if (kind !== null) {
      this.#errors++;
      p.errors++;
      this.#kinds.set(kind, (this.#kinds.get(kind) ?? 0) + 1);
    }
    if (this.mode === 'tty') {
      this.#redraw();
      return;
    }
    if (kind !== null && this.#errorLines < MAX_ERROR_LINES) {
      this.#errorLines++;
      this.#plain(this.#requestLine(trace, kind));
      if (this.#errorLines === MAX_ERROR_LINES)
        this.#plain('  (further failures are counted below and listed in the report)');
    }
    // A load run has stage lines instead; a run's last quarter is the final line.
    if (this.#stage !== null || total === 0) return;
    const step = Math.floor((done * STEPS) / total);
    if (step > this.#lastStep && done < total) {
      this.#lastStep = step;
      this.#plain(this.#summaryLine());
    }
  }

  /**
   * A message for the user while the run goes on (a warning, a signal): in
   * tty mode the block is lifted, the message printed above it, and the
   * block drawn again below.
   */
  log(message: string): void {
    const line = message.endsWith('\n') ? message : message + '\n';
    if (this.mode === 'tty' && !this.#finished && this.#drawn > 0) {
      this.#write(this.#erase() + line);
      this.#drawn = 0;
      this.#redraw();
    } else if (this.mode === 'plain') {
      for (const l of wrapLine(line.replace(/\n$/, ''), PLAIN_WIDTH)) this.#write(l + '\n');
    } else {
      this.#write(line);
    }
  }

  /** The run is over (or cancelled): the final state, left on screen. Later calls do nothing. */
  finish(): void {
    if (this.#finished) return;
    if (this.mode === 'tty') {
      this.#redraw();
    } else {
      const stopped =
        this.#stage === null && this.#done < this.#total ? ` (stopped at ${this.#done} of ${this.#total})` : '';
      this.#plain(`${this.#summaryLine()}${stopped}`);
      if (this.#errors > 0) this.#plain(`  errors: ${this.#kindList(this.#kinds)}`);
      // The providers a cancelled run cut short, on one line.
      const cutShort = [...this.#providers.values()].filter((p) => p.done < p.total);
      if (this.#stage === null && cutShort.length > 0)
        this.#plain(`  stopped before their end: ${cutShort.map((p) => `${p.id} ${p.done}/${p.total}`).join(', ')}`);
    }
    this.#finished = true;
  }

  #provider(id: string): ProviderState {
    let p = this.#providers.get(id);
    if (!p) {
      p = { id: sanitizeText(id), total: 0, done: 0, errors: 0 };
      this.#providers.set(id, p);
    }
    return p;
  }

  #elapsed(): string {
    if (this.#now === undefined || this.#startMs === null) return '';
    return ` · ${seconds(Math.max(0, this.#now() - this.#startMs))}`;
  }

  /** "http_status 8, empty_output 3", most frequent first. */
  #kindList(kinds: Map<string, number>): string {
    return [...kinds.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
  }

  /** One plain line, cut to PLAIN_WIDTH. */
  #plain(line: string): void {
    this.#write(cut(line, PLAIN_WIDTH) + '\n');
  }

  #requestLine(trace: Trace, kind: string | null): string {
    const id = sanitizeText(trace.id) + (trace.warmup ? ' (warmup)' : '');
    const end = trace.at.end === null ? '' : ` ${Math.round(trace.at.end)} ms`;
    const count = this.#stage !== null ? `${this.#done}` : `${this.#done}/${this.#total}`;
    if (kind === null) return `  [${count}] ${id}: ok${end}`;
    const status = trace.error?.http_status ?? trace.http.status;
    const http = status !== null && status !== undefined ? ` (HTTP ${status})` : '';
    return `  [${count}] ${id}: error ${kind}${http}${end}`;
  }

  /** What the plan counts: requests, agent sessions (a session sends a request per step), or both. */
  #unit(): string {
    if (this.#sessions === 0) return 'requests';
    return this.#sessions === this.#total ? 'sessions' : 'requests and sessions';
  }

  /** The plan in words: "20 requests", or "20 agent sessions, up to 120 requests", or both. */
  #planned(): string {
    if (this.#sessions === 0) return `${this.#total} requests`;
    const sessions = `${this.#sessions} agent sessions, up to ${this.#maxSteps} requests`;
    return this.#sessions === this.#total ? sessions : `${this.#total - this.#sessions} requests and ${sessions}`;
  }

  /** " · 120 steps sent" (agent steps: requests) when the plan has agent sessions; "" otherwise. */
  #stepsSent(): string {
    return this.#sessions === 0 || this.#stage !== null ? '' : ` · ${this.#steps} steps sent`;
  }

  #summaryLine(): string {
    if (this.#stage !== null)
      return `streamgauge: ${this.#done} requests · ${this.#errors} error(s) · ${this.#stageLine(this.#stage, false)}${this.#elapsed()}`;
    const pct = this.#total === 0 ? 100 : Math.floor((this.#done * 100) / this.#total);
    const finished = [...this.#providers.values()].filter((p) => p.done >= p.total).length;
    return (
      `streamgauge: ${this.#done}/${this.#total} ${this.#unit()} (${pct}%)${this.#stepsSent()} · ${this.#errors} error(s) · ` +
      `${finished}/${this.#providers.size} provider(s) done${this.#elapsed()}`
    );
  }

  #paint(s: string, code: string): string {
    return this.#color ? `${ESC}${code}m${s}${ESC}0m` : s;
  }

  /**
   * The terminal's one line: the counts, a bar of the plan (or the load
   * stage under way), the errors, the providers done, the time.
   */
  #line(): string {
    const width = this.#columns - 1;
    const errors = this.#errors > 0 ? this.#paint(`${this.#errors} error(s)`, '31') : '0 errors';
    if (this.#stage !== null)
      return this.#fitPainted(
        `streamgauge ${this.#done} requests · ${errors} · ${this.#stageLine(this.#stage, true)}${this.#elapsed()}`,
        width,
      );
    const barWidth = Math.max(5, Math.min(20, width - 70));
    const filled = this.#total === 0 ? barWidth : Math.round((this.#done / this.#total) * barWidth);
    const bar = '#'.repeat(filled) + '-'.repeat(barWidth - filled);
    const all = [...this.#providers.values()];
    const finished = all.filter((p) => p.done >= p.total).length;
    return this.#fitPainted(
      `streamgauge [${bar}] ${this.#done}/${this.#total} ${this.#unit()}${this.#stepsSent()} · ${errors} · ` +
        `${finished}/${all.length} provider(s) done${this.#elapsed()}`,
      width,
    );
  }

  /** Cuts a line that may hold colour codes: only the header's error count is painted, so cut the plain text. */
  #fitPainted(s: string, width: number): string {
    // eslint-disable-next-line no-control-regex
    const visible = s.replace(/\x1b\[[0-9;]*m/g, '');
    return Array.from(visible).length <= width ? s : cut(visible, width);
  }

  /** Moves to the top of the block on screen and clears from there down. */
  #erase(): string {
    return this.#drawn > 0 ? `${ESC}${this.#drawn}A\r${ESC}J` : '';
  }

  #redraw(): void {
    this.#write(this.#erase() + this.#line() + '\n');
    this.#drawn = 1;
  }
}
