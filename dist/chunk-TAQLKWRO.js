import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/metrics/parse.ts
var SCRAPE_LIMITS = { maxLines: 1e5, maxLineChars: 4096, maxSamples: 5e3 };
var MAX_VALUE_CHARS = 64;
var MAX_ERRORS = 20;
var NAME = /[a-zA-Z_:][a-zA-Z0-9_:]*/y;
var LABEL_NAME = /[a-zA-Z_][a-zA-Z0-9_]*/y;
var VALUE = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/;
function parseValue(text) {
  switch (text) {
    case "+Inf":
    case "Inf":
    case "+inf":
    case "inf":
      return Number.POSITIVE_INFINITY;
    case "-Inf":
    case "-inf":
      return Number.NEGATIVE_INFINITY;
    case "NaN":
    case "nan":
      return Number.NaN;
  }
  if (text.length > MAX_VALUE_CHARS || !VALUE.test(text)) return null;
  return Number(text);
}
function parseLabels(line, at) {
  const labels = {};
  let i = at + 1;
  for (; ; ) {
    while (line[i] === " " || line[i] === "	") i++;
    if (line[i] === "}") return { labels, end: i + 1 };
    LABEL_NAME.lastIndex = i;
    const name = LABEL_NAME.exec(line);
    if (name === null) return `a label name was expected at column ${i + 1}`;
    i += name[0].length;
    while (line[i] === " ") i++;
    if (line[i] !== "=") return `"=" was expected after label ${name[0]}`;
    i++;
    while (line[i] === " ") i++;
    if (line[i] !== '"') return `a quoted value was expected for label ${name[0]}`;
    i++;
    let value = "";
    for (; ; ) {
      const c = line[i];
      if (c === void 0) return `the value of label ${name[0]} is not closed`;
      if (c === '"') break;
      if (c === "\\") {
        const n = line[i + 1];
        value += n === "n" ? "\n" : n === "\\" ? "\\" : n === '"' ? '"' : `\\${n ?? ""}`;
        i += 2;
        continue;
      }
      value += c;
      i++;
    }
    i++;
    labels[name[0]] = value;
    while (line[i] === " ") i++;
    if (line[i] === ",") i++;
    else if (line[i] !== "}") return `"," or "}" was expected after label ${name[0]}`;
  }
}
var isBlank = (c) => c === 32 || c === 9 || c === 13;
function nameEnd(text, from, to) {
  let i = from;
  for (; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c === 123 || isBlank(c)) break;
  }
  return i;
}
var MetricsParser = class {
  #keep;
  #limits;
  #out = { samples: [], types: {}, errors: [], error_count: 0, dropped: 0, truncated: null };
  /** The start of a line whose end has not come yet. */
  #partial = "";
  /** Skipping the rest of a line over maxLineChars. */
  #skipping = false;
  #lineNo = 0;
  #done = false;
  constructor(keep = () => true, limits = SCRAPE_LIMITS) {
    this.#keep = keep;
    this.#limits = limits;
  }
  /** Reads a piece of the page; false when reading should stop (a cap, or `# EOF`). */
  feed(piece) {
    let from = 0;
    while (!this.#done) {
      const nl = piece.indexOf("\n", from);
      const end = nl === -1 ? piece.length : nl;
      if (this.#skipping) {
        if (nl !== -1) this.#skipping = false;
      } else if (this.#partial.length + (end - from) > this.#limits.maxLineChars) {
        this.cut(`a line over ${this.#limits.maxLineChars} characters`);
        this.#partial = "";
        if (nl === -1) this.#skipping = true;
        else this.#lineNo++;
      } else if (nl === -1) this.#partial += piece.slice(from);
      else if (this.#partial === "") this.#line(piece, from, end);
      else {
        const line = this.#partial + piece.slice(from, end);
        this.#partial = "";
        this.#line(line, 0, line.length);
      }
      if (nl === -1) break;
      from = nl + 1;
    }
    return !this.#done;
  }
  end() {
    if (!this.#done && this.#partial !== "") this.#line(this.#partial, 0, this.#partial.length);
    this.#partial = "";
    this.#done = true;
    return this.#out;
  }
  /** Marks the page cut short (the first reason is kept); `stop` ends the reading. */
  cut(why, stop = false) {
    this.#out.truncated ??= why;
    if (stop) this.#done = true;
  }
  /**
   * The line at text[from, to). A sample of a series nobody reads costs a
   * scan of its name and a set lookup: no string of the line is made.
   */
  #line(text, from, to) {
    const n = ++this.#lineNo;
    if (n > this.#limits.maxLines) return this.cut(`over ${this.#limits.maxLines} lines`, true);
    let at = from;
    while (at < to && isBlank(text.charCodeAt(at))) at++;
    if (at === to) return;
    if (text.charCodeAt(at) === 35) return this.#comment(text.slice(at, to).trim());
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
    if (typeof sample === "string") {
      if (this.#out.errors.length < MAX_ERRORS) this.#out.errors.push({ line: n, message: sample });
      this.#out.error_count++;
      return;
    }
    this.#out.samples.push(sample);
  }
  #comment(line) {
    const m = /^#\s*TYPE\s+(\S+)\s+(\S+)/.exec(line);
    if (m && this.#keep(m[1])) this.#out.types[m[1]] = m[2].toLowerCase();
    if (/^#\s*EOF\s*$/.test(line)) this.#done = true;
  }
};
function readSample(line, series, nameTo) {
  NAME.lastIndex = 0;
  const name = NAME.exec(line);
  if (name === null || name[0].length !== nameTo) return "a metric name was expected";
  let i = nameTo;
  let labels = {};
  if (line[i] === "{") {
    const parsed = parseLabels(line, i);
    if (typeof parsed === "string") return parsed;
    labels = parsed.labels;
    i = parsed.end;
  }
  while (line[i] === " " || line[i] === "	") i++;
  let to = i;
  while (to < line.length && line[to] !== " " && line[to] !== "	") to++;
  const text = line.slice(i, to);
  const value = parseValue(text);
  if (value === null) return `"${text.length > 40 ? `${text.slice(0, 40)}\u2026` : text}" is not a sample value`;
  return { series, labels, value };
}
function parseMetrics(text, keep) {
  const parser = new MetricsParser(keep);
  parser.feed(text);
  return parser.end();
}

export {
  MetricsParser,
  parseMetrics
};
