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

export interface MetricSample {
  /** The sample's own name: `vllm:time_to_first_token_seconds_bucket`, `llamacpp:tokens_predicted_total`. */
  series: string;
  labels: Record<string, string>;
  value: number;
}

export interface ParsedMetrics {
  samples: MetricSample[];
  /** `# TYPE` per family name, lower case (counter, gauge, histogram, summary, untyped, ...). */
  types: Record<string, string>;
  /** Lines that could not be read: 1-based line number and why. */
  errors: Array<{ line: number; message: string }>;
}

const NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*/;

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
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return null;
  return Number(text);
}

/** `{a="x",b="y\"z"}` from `at` (the `{`): the labels and the index just past `}`, or an error. */
function parseLabels(line: string, at: number): { labels: Record<string, string>; end: number } | string {
  const labels: Record<string, string> = {};
  let i = at + 1;
  for (;;) {
    while (line[i] === ' ' || line[i] === '\t') i++;
    if (line[i] === '}') return { labels, end: i + 1 };
    const name = LABEL_NAME.exec(line.slice(i));
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

export function parseMetrics(text: string): ParsedMetrics {
  const out: ParsedMetrics = { samples: [], types: {}, errors: [] };
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!.replace(/\r$/, '');
    const trimmed = line.trim();
    if (trimmed === '') continue;
    if (trimmed.startsWith('#')) {
      const m = /^#\s*TYPE\s+(\S+)\s+(\S+)/.exec(trimmed);
      if (m) out.types[m[1]!] = m[2]!.toLowerCase();
      if (/^#\s*EOF\s*$/.test(trimmed)) break;
      continue;
    }
    const fail = (message: string) => out.errors.push({ line: n + 1, message });
    const name = NAME.exec(trimmed);
    if (name === null) {
      fail('a metric name was expected');
      continue;
    }
    let i = name[0].length;
    let labels: Record<string, string> = {};
    if (trimmed[i] === '{') {
      const parsed = parseLabels(trimmed, i);
      if (typeof parsed === 'string') {
        fail(parsed);
        continue;
      }
      labels = parsed.labels;
      i = parsed.end;
    }
    // OpenMetrics exemplars follow ` # `; the value is the first field after the labels.
    const rest = trimmed.slice(i).split(' # ')[0]!.trim().split(/\s+/);
    const value = parseValue(rest[0] ?? '');
    if (value === null) {
      fail(`"${rest[0] ?? ''}" is not a sample value`);
      continue;
    }
    out.samples.push({ series: name[0], labels, value });
  }
  return out;
}
