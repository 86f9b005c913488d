// Prometheus text exposition (0.0.4) and OpenMetrics text, to flat samples.
//
// Written here rather than taken from npm: the one maintained-looking
// candidate, parse-prometheus-text-format 1.1.1 (its last release in 2019),
// was tried on a vLLM-style histogram and lost every label, the _sum and the
// _count, and folded two label sets into one; a histogram's labels and sum
// are exactly what the server figures need. The format is small: one sample
// a line, `name{label="value",...} value [timestamp]`, `#` lines for HELP,
// TYPE, UNIT and EOF, and three escapes in label values (\\, \" and \n).
//
// Pure, and it never throws: a line it cannot read is reported with its
// number and skipped, so one odd series never loses the rest of a scrape.
//
// A page is whatever the server (or anything at its address) sends, so every
// step is linear and bounded: the value is matched by one anchored pattern
// without nested quantifiers and at most MAX_VALUE_CHARS long (the pattern
// it replaced backtracked: 2.4 s on one 16,000-digit token); lines, line
// length and kept samples are capped per scrape (SCRAPE_LIMITS); a sample of
// a series nobody reads is dropped on its name alone, before its labels or
// value are looked at. It reads a page in pieces (feed), so the poller can
// parse each network read as it comes and never holds a whole page.

export interface MetricSample {
  /** The sample's own name: `vllm:time_to_first_token_seconds_bucket`, `llamacpp:tokens_predicted_total`. */
  series: string;
  labels: Record<string, string>;
  value: number;
}

export interface ParsedMetrics {
  samples: MetricSample[];
  /** `# TYPE` per family name, lower case (counter, gauge, histogram, summary, untyped, ...); kept families only. */
  types: Record<string, string>;
  /** Lines that could not be read (the first MAX_ERRORS): 1-based line number and why. */
  errors: Array<{ line: number; message: string }>;
  /** Unreadable lines in all, MAX_ERRORS or more. */
  error_count: number;
  /** Sample lines dropped because no figure reads their series. */
  dropped: number;
  /** Why the page was not read to its end (a cap), or null when it was. */
  truncated: string | null;
}

export interface ScrapeLimits {
  /** Lines read per scrape, comments included. */
  maxLines: number;
  /** Characters of one line; a longer line is skipped (and the scrape marked truncated). */
  maxLineChars: number;
  /** Samples kept per scrape. */
  maxSamples: number;
}

/**
 * vLLM's page is ~2,000 lines of which ~60 samples are kept per engine and
 * model (the known series and two histograms); these leave room for many
 * engines, models and adapters, and bound the worst page to a few
 * milliseconds of parsing a slice and a few hundred KB a read on disk.
 */
export const SCRAPE_LIMITS: ScrapeLimits = { maxLines: 100_000, maxLineChars: 4096, maxSamples: 5_000 };

/** A float as text is at most ~25 characters; 64 leaves room for zero padding and no more. */
export const MAX_VALUE_CHARS = 64;
const MAX_ERRORS = 20;

const NAME = /[a-zA-Z_:][a-zA-Z0-9_:]*/y;
const LABEL_NAME = /[a-zA-Z_][a-zA-Z0-9_]*/y;
// One anchored pattern, each part unambiguous (digits, then an optional dot and digits, then
// an optional exponent), so a failed match is linear: the old `\d+\.?\d*` split a run of
// digits every way before giving up.
const VALUE = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;

/** A sample value: a float, or +Inf / -Inf / NaN as both formats spell them. */
export function parseValue(text: string): number | null {
  switch (text) {
    case '+Inf':
    case 'Inf':
    case '+inf':
    case 'inf':
      return Number.POSITIVE_INFINITY;
    case '-Inf':
    case '-inf':
      return Number.NEGATIVE_INFINITY;
    case 'NaN':
    case 'nan':
      return Number.NaN;
  }
  if (text.length > MAX_VALUE_CHARS || !VALUE.test(text)) return null;
  return Number(text);
}

/** `{a="x",b="y\"z"}` from `at` (the `{`): the labels and the index just past `}`, or an error. */
function parseLabels(line: string, at: number): { labels: Record<string, string>; end: number } | string {
  const labels: Record<string, string> = {};
  let i = at + 1;
  for (;;) {
    while (line[i] === ' ' || line[i] === '\t') i++;
    if (line[i] === '}') return { labels, end: i + 1 };
    LABEL_NAME.lastIndex = i;
    const name = LABEL_NAME.exec(line);
    if (name === null) return `a label name was expected at column ${i + 1}`;
    i += name[0].length;
    while (line[i] === ' ') i++;
    if (line[i] !== '=') return `"=" was expected after label ${name[0]}`;
    i++;
    while (line[i] === ' ') i++;
    if (line[i] !== '"') return `a quoted value was expected for label ${name[0]}`;
    i++;
    let value = '';
    for (;;) {
      const c = line[i];
      if (c === undefined) return `the value of label ${name[0]} is not closed`;
      if (c === '"') break;
      if (c === '\\') {
        const n = line[i + 1];
        value += n === 'n' ? '\n' : n === '\\' ? '\\' : n === '"' ? '"' : `\\${n ?? ''}`;
        i += 2;
        continue;
      }
      value += c;
      i++;
    }
    i++;
    labels[name[0]] = value;
    while (line[i] === ' ') i++;
    if (line[i] === ',') i++;
    else if (line[i] !== '}') return `"," or "}" was expected after label ${name[0]}`;
  }
}

const isBlank = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0d;

/** Where a line's metric name ends: at `{`, a blank, or the line's end (`to`). */
function nameEnd(text: string, from: number, to: number): number {
  let i = from;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b || isBlank(c)) break;
  }
  return i;
}

/**
 * A page read in pieces: feed() each piece as it arrives (it returns false
 * once a cap is reached, and the rest of the page can go unread), then end().
 * `keep` says which series are kept; the others are counted and dropped.
 */
export class MetricsParser {
  readonly #keep: (series: string) => boolean;
  readonly #limits: ScrapeLimits;
  readonly #out: ParsedMetrics = { samples: [], types: {}, errors: [], error_count: 0, dropped: 0, truncated: null };
  /** The start of a line whose end has not come yet. */
  #partial = '';
  /** Skipping the rest of a line over maxLineChars. */
  #skipping = false;
  #lineNo = 0;
  #done = false;

  constructor(keep: (series: string) => boolean = () => true, limits: ScrapeLimits = SCRAPE_LIMITS) {
    this.#keep = keep;
    this.#limits = limits;
  }

  /** Reads a piece of the page; false when reading should stop (a cap, or `# EOF`). */
  feed(piece: string): boolean {
    let from = 0;
    while (!this.#done) {
      const nl = piece.indexOf('\n', from);
      const end = nl === -1 ? piece.length : nl;
      if (this.#skipping) {
        if (nl !== -1) this.#skipping = false;
      } else if (this.#partial.length + (end - from) > this.#limits.maxLineChars) {
        this.cut(`a line over ${this.#limits.maxLineChars} characters`);
        this.#partial = '';
        if (nl === -1) this.#skipping = true;
        else this.#lineNo++;
      } else if (nl === -1) this.#partial += piece.slice(from);
      else if (this.#partial === '') this.#line(piece, from, end);
      else {
        const line = this.#partial + piece.slice(from, end);
        this.#partial = '';
        this.#line(line, 0, line.length);
      }
      if (nl === -1) break;
      from = nl + 1;
    }
    return !this.#done;
  }

  end(): ParsedMetrics {
    if (!this.#done && this.#partial !== '') this.#line(this.#partial, 0, this.#partial.length);
    this.#partial = '';
    this.#done = true;
    return this.#out;
  }

  /** Marks the page cut short (the first reason is kept); `stop` ends the reading. */
  cut(why: string, stop = false): void {
    this.#out.truncated ??= why;
    if (stop) this.#done = true;
  }

  /**
   * The line at text[from, to). A sample of a series nobody reads costs a
   * scan of its name and a set lookup: no string of the line is made.
   */
  #line(text: string, from: number, to: number): void {
    const n = ++this.#lineNo;
    if (n > this.#limits.maxLines) return this.cut(`over ${this.#limits.maxLines} lines`, true);
    let at = from;
    while (at < to && isBlank(text.charCodeAt(at))) at++;
    if (at === to) return;
    if (text.charCodeAt(at) === 0x23 /* # */) return this.#comment(text.slice(at, to).trim());
    const nameTo = nameEnd(text, at, to);
    const series = text.slice(at, nameTo);
    if (!this.#keep(series)) {
      this.#out.dropped++;
      return;
    }
    if (this.#out.samples.length >= this.#limits.maxSamples)
      return this.cut(`over ${this.#limits.maxSamples} samples kept`, true);
    const line = text.slice(at, to).trimEnd();
    const sample = readSample(line, series, nameTo - at);
    if (typeof sample === 'string') {
      if (this.#out.errors.length < MAX_ERRORS) this.#out.errors.push({ line: n, message: sample });
      this.#out.error_count++;
      return;
    }
    this.#out.samples.push(sample);
  }

  #comment(line: string): void {
    const m = /^#\s*TYPE\s+(\S+)\s+(\S+)/.exec(line);
    if (m && this.#keep(m[1]!)) this.#out.types[m[1]!] = m[2]!.toLowerCase();
    if (/^#\s*EOF\s*$/.test(line)) this.#done = true;
  }
}

/** One sample line whose name (`series`, ending at `nameTo`) was kept: the sample, or why it cannot be read. */
function readSample(line: string, series: string, nameTo: number): MetricSample | string {
  NAME.lastIndex = 0;
  const name = NAME.exec(line);
  if (name === null || name[0].length !== nameTo) return 'a metric name was expected';
  let i = nameTo;
  let labels: Record<string, string> = {};
  if (line[i] === '{') {
    const parsed = parseLabels(line, i);
    if (typeof parsed === 'string') return parsed;
    labels = parsed.labels;
    i = parsed.end;
  }
  // OpenMetrics exemplars follow ` # `; the value is the first field after the labels.
  while (line[i] === ' ' || line[i] === '\t') i++;
  let to = i;
  while (to < line.length && line[to] !== ' ' && line[to] !== '\t') to++;
  const text = line.slice(i, to);
  const value = parseValue(text);
  if (value === null) return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}" is not a sample value`;
  return { series, labels, value };
}

/** A whole page at once (tests, the simulator): every series kept, the same caps. */
export function parseMetrics(text: string, keep?: (series: string) => boolean): ParsedMetrics {
  const parser = new MetricsParser(keep);
  parser.feed(text);
  return parser.end();
}
