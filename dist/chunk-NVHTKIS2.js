import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  DEFAULT_MIN_EFFECT_PCT
} from "./chunk-TMFSUEHO.js";
import {
  DEFAULT_MAX_ENTRIES
} from "./chunk-3M36TB5N.js";
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";

// src/cli/flags.ts
var DEFAULT_HISTORY_BASELINE_RUNS = 5;
var DEFAULT_SHOW_POINTS = 20;
var WIDE = {
  name: "wide",
  type: "boolean",
  help: "every table column; by default the tables fit the terminal's width (100 when unknown)"
};
var FLAGS = {
  run: [
    { name: "config", short: "c", type: "string", value: "FILE", help: "the config (default streamgauge.yml)" },
    { name: "out", short: "o", type: "string", value: "OUT", default: "out", help: "the output folder (default out)" },
    {
      name: "shard",
      type: "string",
      value: "I/N",
      help: "run the I-th of N slices of the matrix (merge them with `merge`)"
    },
    {
      name: "start-at",
      type: "string",
      value: "TIME",
      help: "wait until TIME (ISO 8601 with a zone, or epoch ms), then run the stages on that shared clock, so shards start together (default: now; at most 6 h ahead or behind)"
    },
    {
      name: "location",
      type: "string",
      value: "LABEL",
      help: "where this client runs, e.g. eu-west; merge keeps places apart (default: a self-hosted runner's name, else none)"
    },
    {
      name: "on-missing-key",
      type: "string",
      value: "skip|fail",
      help: "a provider whose key variable is unset or empty: skip it with a warning and run the others, or fail and send nothing (default fail)"
    },
    {
      name: "baseline",
      type: "string",
      value: "DIR...",
      preparsed: true,
      help: "compare with earlier runs' output folders before reporting"
    },
    {
      name: "fail-on-regression",
      type: "boolean",
      preparsed: true,
      help: "with --baseline: exit 1 when a figure got slower"
    },
    {
      name: "fail-on-unconfirmed",
      type: "boolean",
      preparsed: true,
      help: "with --fail-on-regression: also fail on a slower figure of a group that is not trusted (by default it is reported as unconfirmed)"
    },
    {
      name: "min-effect-pct",
      type: "string",
      value: "P",
      preparsed: true,
      help: `with --baseline: the smallest change that counts (default ${DEFAULT_MIN_EFFECT_PCT})`
    },
    WIDE,
    {
      name: "url",
      type: "string",
      value: "URL",
      group: "Without a config (--url)",
      help: "the server's API base, e.g. http://localhost:8000/v1"
    },
    { name: "model", type: "string", value: "M", help: "default: the first model GET URL/models lists" },
    {
      name: "api",
      type: "string",
      value: "API",
      help: "default: inferred from the URL (/v1 -> openai-chat, port 11434 or /api -> ollama, ...)"
    },
    {
      name: "concurrency",
      type: "string",
      value: "LIST",
      help: "requests in flight, one stage each, e.g. 1,4,16 (default 1)"
    },
    {
      name: "requests",
      type: "string",
      value: "N",
      help: "measured requests per concurrency (default 10; at least 4 x the highest concurrency, so each stage reaches it)"
    },
    { name: "prompt-tokens", type: "string", value: "P", help: "a synthetic prompt of P tokens (default 128)" },
    { name: "max-tokens", type: "string", value: "T", help: "answer length asked for (default 256)" },
    {
      name: "api-key-env",
      type: "string",
      value: "VAR",
      help: "the variable holding the key, if the server needs one (default: none)"
    }
  ],
  reanalyze: [
    {
      name: "out",
      short: "o",
      type: "string",
      value: "NEWOUT",
      help: "write a self-contained copy there (traces copied); without it OUT is rewritten in place"
    },
    {
      name: "min-content-reads",
      type: "string",
      value: "N",
      help: "buffered below N reads carrying content (default: as recorded, 3)"
    },
    {
      name: "min-generation-s",
      type: "string",
      value: "S",
      help: "buffered when first to last content is under S s (default 0.1)"
    },
    { name: "max-plausible-tps", type: "string", value: "X", help: "rates above X tok/s are flagged (default 5000)" },
    {
      name: "max-tokens-per-read",
      type: "string",
      value: "N",
      help: 'chunking "coarse" above N tokens a read (default 8)'
    },
    {
      name: "max-client-stall-ms",
      type: "string",
      value: "MS",
      help: "a request during a client stall longer than MS is flagged (default 20)"
    },
    {
      name: "config",
      short: "c",
      type: "string",
      value: "FILE",
      help: "re-check the answers with this config's prompts' expect: blocks (by prompt id); nothing is sent"
    },
    {
      name: "slo",
      type: "string",
      value: "KEY=N,...",
      help: "recompute goodput: ttft_ms, tpot_ms, e2e_ms, fraction (e.g. ttft_ms=500,tpot_ms=40)"
    },
    {
      name: "fluidity",
      type: "string",
      value: "KEY=N,...",
      help: "rescore fluidity: ttft_ms, tpot_ms, target_index (e.g. ttft_ms=200,tpot_ms=20); others as recorded"
    },
    {
      name: "force",
      type: "boolean",
      help: "rewrite in place even when the traces hold fewer requests than the results"
    },
    WIDE
  ],
  merge: [{ name: "out", short: "o", type: "string", value: "OUT", help: "the merged folder (required)" }, WIDE],
  compare: [
    {
      name: "fail-on-regression",
      type: "boolean",
      help: "exit 1 when a figure is slower or a group stopped streaming"
    },
    {
      name: "fail-on-unconfirmed",
      type: "boolean",
      help: "with --fail-on-regression: also fail on a slower figure of a group that is not trusted (by default it is reported as unconfirmed)"
    },
    {
      name: "min-effect-pct",
      type: "string",
      value: "P",
      help: `the smallest change that counts, in % (default ${DEFAULT_MIN_EFFECT_PCT})`
    },
    {
      name: "history",
      type: "string",
      value: "DIR",
      help: "also take baselines from a history folder (`history add --dir`, or a data branch checkout)"
    },
    {
      name: "last",
      type: "string",
      value: "N",
      help: `with --history: the newest N runs (default ${DEFAULT_HISTORY_BASELINE_RUNS})`
    },
    {
      name: "between",
      type: "boolean",
      help: "compare two providers of one run: --between PROVIDER_A PROVIDER_B OUT"
    },
    { name: "prompt", type: "string", value: "P", help: "with --between: only this prompt" },
    WIDE
  ],
  "history add": [
    { name: "dir", type: "string", value: "HISTORY", help: "the history folder (required)" },
    {
      name: "max-entries",
      type: "string",
      value: "N",
      help: `entries kept, the oldest dropped (default ${DEFAULT_MAX_ENTRIES})`
    }
  ],
  "history show": [
    { name: "dir", type: "string", value: "HISTORY", help: "the history folder (required)" },
    {
      name: "last",
      type: "string",
      value: "N",
      help: `the newest N runs in each trend line (default ${DEFAULT_SHOW_POINTS})`
    }
  ],
  download: [
    { name: "out", short: "o", type: "string", value: "OUT", help: "the folder (default streamgauge-run-ID)" },
    { name: "name", type: "string", value: "NAME", help: "only the artifacts of this artifact-name (default: all)" },
    {
      name: "max-bytes",
      type: "string",
      value: "SIZE",
      help: "decoded bytes the whole download may write, e.g. 500MiB (default 1GiB)"
    }
  ],
  init: [
    {
      name: "out",
      short: "o",
      type: "string",
      value: "FILE",
      default: "streamgauge.yml",
      help: "where to write (default streamgauge.yml)"
    }
  ],
  dashboard: [
    { name: "history", type: "string", value: "DIR", help: "the history folder (required)" },
    {
      name: "out",
      short: "o",
      type: "string",
      value: "SITE",
      default: "site",
      help: `the site's folder (default "site")`
    },
    { name: "title", type: "string", value: "T", help: "the site's title" },
    {
      name: "server-url",
      type: "string",
      value: "URL",
      help: "run links point at this server (default GITHUB_SERVER_URL, else https://github.com)"
    }
  ],
  serve: [
    {
      name: "port",
      short: "p",
      type: "string",
      value: "P",
      default: "8787",
      help: "the port (default 8787; 0 picks a free one)"
    },
    {
      name: "host",
      type: "string",
      value: "H",
      default: "127.0.0.1",
      help: "the address to listen on (default 127.0.0.1)"
    },
    { name: "tls-cert", type: "string", value: "PEM", help: "serve HTTPS with this PEM certificate (with --tls-key)" },
    { name: "tls-key", type: "string", value: "PEM", help: "the certificate's PEM private key (with --tls-cert)" },
    {
      name: "prompt-cache",
      type: "boolean",
      help: "report cached tokens for a repeated prompt prefix, as providers with prompt caching do"
    }
  ],
  demo: [
    {
      name: "out",
      short: "o",
      type: "string",
      value: "OUT",
      default: "out/demo",
      help: "the output folder (default out/demo)"
    },
    WIDE
  ]
};
function parserOptions(command) {
  const out = {};
  for (const f of FLAGS[command]) {
    if (f.preparsed) continue;
    out[f.name] = {
      type: f.type,
      ...f.short !== void 0 ? { short: f.short } : {},
      ...f.default !== void 0 ? { default: f.default } : {}
    };
  }
  return out;
}
function flagSpelling(f) {
  return `${f.short !== void 0 ? `-${f.short}, ` : ""}--${f.name}${f.value !== void 0 ? ` ${f.value}` : ""}`;
}
var HELP_COLUMN = 27;
var HELP_WIDTH = 100;
function optionLines(command) {
  const lines = [];
  for (const f of FLAGS[command]) {
    if (f.group !== void 0) lines.push("", `${f.group}:`);
    const left = `  ${flagSpelling(f)}`;
    const words = f.help.split(" ");
    let line = left.length >= HELP_COLUMN - 1 ? left : left.padEnd(HELP_COLUMN);
    if (left.length >= HELP_COLUMN - 1) {
      lines.push(line);
      line = " ".repeat(HELP_COLUMN);
    }
    let first = true;
    for (const w of words) {
      if (!first && line.length + 1 + w.length > HELP_WIDTH) {
        lines.push(line);
        line = " ".repeat(HELP_COLUMN) + w;
      } else line += (first || line.endsWith(" ") ? "" : " ") + w;
      first = false;
    }
    lines.push(line);
  }
  return lines.join("\n") + "\n";
}
function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}
function suggestFlag(command, name) {
  const own = FLAGS[command].map((f) => f.name);
  const near = own.map((n) => ({ n, d: distance(name, n) })).filter(({ n, d }) => d <= Math.max(2, Math.floor(n.length / 4)) || name.length >= 3 && n.startsWith(name)).sort((a, b) => a.d - b.d);
  if (near.length > 0) return `did you mean \`--${near[0].n}\`?`;
  const elsewhere = Object.entries(FLAGS).filter(([, flags]) => flags.some((f) => f.name === name)).map(([c]) => `\`${c}\``);
  return elsewhere.length > 0 ? `--${name} is a flag of ${elsewhere.join(", ")}` : "";
}

// src/cli/args.ts
import { parseArgs } from "node:util";
var UsageError = class extends StreamgaugeError {
  code = "SG_USAGE";
  /** The command whose `--help` the message points to; the CLI entry fills it in when unset. */
  command;
  constructor(message, command) {
    super(message);
    this.command = command;
  }
};
function helpPointer(command) {
  return command === void 0 ? "See `streamgauge --help` for the commands, and `streamgauge COMMAND --help` for one command's flags.\n" : `See \`streamgauge ${command} --help\` for its flags and an example,
or \`streamgauge --help\` for every command.
`;
}
function parse(args, command, positionals = 0) {
  const options = { ...parserOptions(command), help: { type: "boolean", short: "h" } };
  const end = args.indexOf("--");
  for (const a of end === -1 ? args : args.slice(0, end)) {
    if (!a.startsWith("--") || a === "--") continue;
    const name = a.slice(2).split("=")[0];
    if (Object.hasOwn(options, name)) continue;
    const hint = suggestFlag(command, name);
    throw new UsageError(`${command}: unknown flag --${name}${hint === "" ? "" : `; ${hint}`}`, command);
  }
  let parsed;
  try {
    parsed = parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (err) {
    throw new UsageError(
      `${command}: ${err.message.replace(/\. To specify a positional argument.*$/s, "").replace(/^Unknown option '(.*)'$/, "unknown flag $1")}`,
      command
    );
  }
  if (parsed.positionals.length > positionals)
    throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"`, command);
  return parsed;
}
function numberFlag(value, flag, check, expected) {
  if (value === void 0) return void 0;
  const n = Number(value);
  if (typeof value !== "string" || value.trim() === "" || !Number.isFinite(n) || !check(n))
    throw new UsageError(`${flag} ${String(value)}: expected ${expected}`);
  return n;
}
function wholeNumber(value, flag) {
  return numberFlag(value, flag, (n) => Number.isInteger(n) && n >= 1, "a whole number >= 1");
}
function useColor(io) {
  return Boolean(io.stdout.isTTY) && io.env.NO_COLOR === void 0 && io.env.CI !== "true";
}

export {
  DEFAULT_HISTORY_BASELINE_RUNS,
  DEFAULT_SHOW_POINTS,
  FLAGS,
  optionLines,
  UsageError,
  helpPointer,
  parse,
  numberFlag,
  wholeNumber,
  useColor
};
