import { classify } from '../analyze/classify.ts';
import type { Plan } from '../config/plan.ts';
import { DEFAULT_ANALYSIS } from '../config/schema.ts';
import type { StageInfo } from '../run/load-stages.ts';
import type { Trace } from '../trace.ts';
import { formatNumber, sanitizeText } from './format.ts';

// The progress display of a long run: requests done / total, errors so far,
// per provider. On a terminal it is one status block redrawn in place (ANSI,
// on stderr); in a CI log or a pipe it is plain lines, never an escape code.
// Fed by the engine's onPlan/onTrace callbacks; it owns no timer and reads
// no clock but the one injected, so a test drives it call by call.

export interface ProgressOptions {
  /** Where the display goes: stderr in the CLI. */
  write: (s: string) => void;
  /** Whether that stream is a terminal. */
  isTTY: boolean;
  /** CI set (as on every CI service) or TERM=dumb forces plain lines; NO_COLOR drops colour from the block. */
  env?: Record<string, string | undefined>;
  /** Monotonic milliseconds, for the elapsed time; no elapsed time is shown without it. */
  now?: () => number;
  /** Terminal width (stderr.columns): block lines are cut to fit, so a redraw never wraps. Default 80, also for 0. */
  columns?: number;
  /**
   * Plain mode prints one line per finished request for plans up to this
   * size; a larger plan gets a summary line at every 5 % instead (and the
   * first failures one by one). Default 200.
   */
  maxRequestLines?: number;
}

export type ProgressMode = 'tty' | 'plain';

interface ProviderState {
  id: string;
  total: number;
  done: number;
  errors: number;
  /** error kind -> count */
  kinds: Map<string, number>;
}

/** Providers shown one per line in the block; the rest are summed up on one line. */
const MAX_BLOCK_PROVIDERS = 10;
/** Failures printed one by one in summary mode before they are only counted. */
const MAX_ERROR_LINES = 10;
const STEPS = 20;

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

function pad(s: string, width: number): string {
  return s + ' '.repeat(Math.max(0, width - Array.from(s).length));
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
  readonly #maxRequestLines: number;
  readonly #providers = new Map<string, ProviderState>();
  #total = 0;
  #done = 0;
  #errors = 0;
  #startMs: number | null = null;
  /** Lines of the block currently on screen (tty mode). */
  #drawn = 0;
  #lastStep = 0;
  #errorLines = 0;
  #finished = false;
  /** A load run's current stage, or null: then there is no request total, only stages. */
  #stage: StageInfo | null = null;
  #inFlight = 0;

  constructor(opts: ProgressOptions) {
    const env = opts.env ?? {};
    this.mode = progressMode(opts.isTTY, env);
    this.#write = opts.write;
    this.#now = opts.now;
    // A pseudo-terminal without a size reports 0 columns: take the usual 80.
    this.#columns = opts.columns !== undefined && opts.columns > 0 ? Math.max(20, opts.columns) : 80;
    this.#color = env.NO_COLOR === undefined;
    this.#maxRequestLines = opts.maxRequestLines ?? 200;
  }

  /** The plan is known: every provider's request count (warmups included). */
  onPlan(plan: Plan): void {
    this.#startMs = this.#now?.() ?? null;
    this.#total = plan.requests.length;
    for (const p of plan.providers) this.#provider(p.id);
    for (const r of plan.requests) this.#provider(r.provider.id).total++;
    if (this.mode === 'tty') this.#redraw();
    else if (plan.load)
      this.#write(
        `streamgauge: load run: ${plan.load.pairs.length} provider x prompt pair(s), their stages one after another\n`,
      );
    else
      this.#write(
        `streamgauge: ${this.#total} requests (${plan.requests.filter((r) => r.warmup).length} warmup) across ` +
          `${plan.providers.length} provider(s)${plan.shard ? `, shard ${plan.shard.index}/${plan.shard.count}` : ''}\n`,
      );
  }

  /** A load stage started. */
  onStage(info: StageInfo): void {
    if (this.#finished) return;
    this.#stage = info;
    if (this.mode === 'tty') this.#redraw();
    else this.#write(`streamgauge: ${this.#stageLine(info, false)}\n`);
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

  /** A request ended; `done` of `total` have (the engine's count). */
  onTrace(trace: Trace, done: number, total: number): void {
    if (this.#finished) return;
    if (this.#stage !== null) {
      // A load run: no per-request lines (a stage may send thousands), only failures, up to a cap.
      this.#done = done;
      const p = this.#provider(trace.provider);
      p.done++;
      const kind = errorKindOf(trace);
      if (kind !== null) {
        this.#errors++;
        p.errors++;
        p.kinds.set(kind, (p.kinds.get(kind) ?? 0) + 1);
      }
      if (this.mode === 'tty') this.#redraw();
      else if (kind !== null && this.#errorLines < MAX_ERROR_LINES) {
        this.#errorLines++;
        this.#write(this.#requestLine(trace, kind) + '\n');
      }
      return;
    }
    this.#done = done;
    this.#total = total;
    const p = this.#provider(trace.provider);
    p.done++;
    const kind = errorKindOf(trace);
    if (kind !== null) {
      this.#errors++;
      p.errors++;
      p.kinds.set(kind, (p.kinds.get(kind) ?? 0) + 1);
    }
    if (this.mode === 'tty') {
      this.#redraw();
      return;
    }
    if (this.#total <= this.#maxRequestLines) {
      this.#write(this.#requestLine(trace, kind) + '\n');
    } else {
      if (kind !== null && this.#errorLines < MAX_ERROR_LINES) {
        this.#errorLines++;
        this.#write(this.#requestLine(trace, kind) + '\n');
        if (this.#errorLines === MAX_ERROR_LINES)
          this.#write(`  (further failures are counted in the progress lines and listed in the report)\n`);
      }
      const step = Math.floor((done * STEPS) / Math.max(1, total));
      if (step > this.#lastStep) {
        this.#lastStep = step;
        this.#write(this.#summaryLine() + '\n');
      }
    }
    if (p.done === p.total) this.#write(`  ${this.#providerDone(p)}\n`);
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
      const stopped = this.#done < this.#total ? ` (stopped at ${this.#done} of ${this.#total})` : '';
      this.#write(`${this.#summaryLine()}${stopped}\n`);
      // A provider that finished said so as it did; the ones cut short say it here.
      for (const p of this.#providers.values())
        if (p.done < p.total) this.#write(`  ${this.#providerDone(p)} (stopped)\n`);
    }
    this.#finished = true;
  }

  #provider(id: string): ProviderState {
    let p = this.#providers.get(id);
    if (!p) {
      p = { id: sanitizeText(id), total: 0, done: 0, errors: 0, kinds: new Map() };
      this.#providers.set(id, p);
    }
    return p;
  }

  #elapsed(): string {
    if (this.#now === undefined || this.#startMs === null) return '';
    return ` · ${seconds(Math.max(0, this.#now() - this.#startMs))}`;
  }

  #kinds(p: ProviderState): string {
    return [...p.kinds.entries()].map(([k, n]) => (p.kinds.size === 1 ? k : `${k} ${n}`)).join(', ');
  }

  #requestLine(trace: Trace, kind: string | null): string {
    const id = sanitizeText(trace.id) + (trace.warmup ? ' (warmup)' : '');
    const end = trace.at.end === null ? '' : ` ${Math.round(trace.at.end)} ms`;
    const count = this.#stage !== null ? `${this.#done}` : `${this.#done}/${this.#total}`;
    if (kind === null) return `  [${count}] ${id}: ok${end}`;
    const status = trace.error?.http_status ?? trace.http.status;
    const http = status !== null && status !== undefined ? ` (HTTP ${status})` : '';
    return `  [${count}] ${id}: error ${kind}${http}${end} · ${this.#errors} error(s) so far`;
  }

  #summaryLine(): string {
    if (this.#stage !== null)
      return `streamgauge: ${this.#done} requests · ${this.#errors} error(s) · ${this.#stageLine(this.#stage, false)}${this.#elapsed()}`;
    const pct = this.#total === 0 ? 100 : Math.floor((this.#done * 100) / this.#total);
    const finished = [...this.#providers.values()].filter((p) => p.done >= p.total).length;
    return (
      `streamgauge: ${this.#done}/${this.#total} requests (${pct}%) · ${this.#errors} error(s) · ` +
      `${finished}/${this.#providers.size} provider(s) done${this.#elapsed()}`
    );
  }

  #providerDone(p: ProviderState): string {
    return `${p.id}: ${p.done}/${p.total} requests, ${p.errors} error(s)${p.errors > 0 ? ` (${this.#kinds(p)})` : ''}`;
  }

  #paint(s: string, code: string): string {
    return this.#color ? `${ESC}${code}m${s}${ESC}0m` : s;
  }

  /** The block as lines of plain text and the colour to paint each part. */
  #block(): string[] {
    const width = this.#columns - 1;
    const all = [...this.#providers.values()];
    let shown = all;
    let hidden: ProviderState[] = [];
    if (all.length > MAX_BLOCK_PROVIDERS) {
      // The ones still running first: a finished provider has nothing left to watch.
      const running = all.filter((p) => p.done < p.total);
      const keep = new Set((running.length > 0 ? running : all).slice(0, MAX_BLOCK_PROVIDERS - 1));
      shown = all.filter((p) => keep.has(p));
      hidden = all.filter((p) => !keep.has(p));
    }
    const nameWidth = Math.min(24, Math.max(8, ...shown.map((p) => Array.from(p.id).length)));
    const countWidth = String(Math.max(0, ...shown.map((p) => p.total))).length;
    const barWidth = Math.max(5, Math.min(24, width - nameWidth - 2 * countWidth - 40));
    const head =
      `streamgauge ${this.#stage !== null ? this.#done : `${this.#done}/${this.#total}`} requests · ` +
      (this.#errors > 0 ? this.#paint(`${this.#errors} error(s)`, '31') : '0 errors') +
      this.#elapsed();
    const lines = [this.#fitPainted(head, width)];
    if (this.#stage !== null) {
      lines.push(cut(`  ${this.#stageLine(this.#stage, true)}`, width));
      return lines;
    }
    for (const p of shown) {
      const filled = p.total === 0 ? barWidth : Math.round((p.done / p.total) * barWidth);
      const bar = '#'.repeat(filled) + '-'.repeat(barWidth - filled);
      const count = `${String(p.done).padStart(countWidth)}/${String(p.total).padStart(countWidth)}`;
      const plain = `  ${pad(cut(p.id, nameWidth), nameWidth)} [${bar}] ${count}`;
      const errs = p.errors > 0 ? `  ${p.errors} error(s): ${this.#kinds(p)}` : '';
      const room = width - Array.from(plain).length;
      const tail = errs === '' || room <= 1 ? '' : this.#paint(cut(errs, room), '31');
      const done = p.done >= p.total ? this.#paint(plain, '2') : plain;
      lines.push(done + tail);
    }
    if (hidden.length > 0) {
      const finished = hidden.filter((p) => p.done >= p.total).length;
      const errors = hidden.reduce((a, p) => a + p.errors, 0);
      lines.push(cut(`  … ${hidden.length} more provider(s): ${finished} finished, ${errors} error(s)`, width));
    }
    return lines;
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
    const lines = this.#block();
    this.#write(this.#erase() + lines.map((l) => l + '\n').join(''));
    this.#drawn = lines.length;
  }
}
