// `streamgauge COMMAND --help`: each command's own usage, its options with
// their defaults, and one example to copy. compare, history and dashboard
// keep theirs beside their code (COMPARE_USAGE, HISTORY_USAGE,
// DASHBOARD_USAGE); the commands whose code is in main.ts, and init and
// download, have theirs here.

export const COMMAND_HELP = {
  run: `Usage:
  streamgauge run [-c streamgauge.yml] [-o OUT] [--shard I/N]
                  [--start-at TIME] [--location LABEL]
                  [--baseline DIR... [--fail-on-regression] [--min-effect-pct P]]
  streamgauge run --url URL [--model M] [--api API] [--concurrency 1,4,16]
                  [--requests N] [--prompt-tokens P] [--max-tokens T] [-o OUT]

Measures every provider x prompt of the config, streaming each request, and
writes OUT/traces.ndjson, results.json, summary.md, report.html, results.csv.

  -c, --config FILE        the config (default streamgauge.yml; \`streamgauge init\` writes one)
  -o, --out OUT            the output folder (default out)
  --shard I/N              run the I-th of N slices of the matrix (merge them with \`merge\`)
  --start-at TIME          wait until TIME (ISO 8601 with a zone, or epoch ms), then run the
                           stages on that shared clock, so shards start together (default: now)
  --location LABEL         where this client runs, e.g. eu-west; merge keeps places apart
                           (default: a self-hosted runner's name, else none)
  --baseline DIR...        compare with earlier runs' output folders before reporting
  --fail-on-regression     with --baseline: exit 1 when a figure got slower
  --min-effect-pct P       with --baseline: the smallest change that counts (default 10)
  --wide                   every table column; by default the tables fit the terminal's
                           width (100 when unknown), dropping the least needed columns

Without a config (--url):
  --url URL                the server's API base, e.g. http://localhost:8000/v1
  --model M                default: the first model GET URL/models lists
  --api API                default: inferred from the URL (/v1 -> openai-chat,
                           port 11434 or /api -> ollama, anthropic, gemini, ...)
  --concurrency LIST       requests in flight, one stage each (default 1)
  --requests N             measured requests per concurrency (default 10)
  --prompt-tokens P        a synthetic prompt of P tokens (default 128)
  --max-tokens T           answer length asked for (default 256)
  --api-key-env VAR        the variable holding the key, if the server needs one (default: none)
The equivalent config is written to OUT/streamgauge.yml, to keep and edit.

Example:
  streamgauge run --url http://localhost:8000/v1 --concurrency 1,4,16
`,
  reanalyze: `Usage:
  streamgauge reanalyze OUT [-o NEWOUT] [--min-content-reads N] [--min-generation-s S]
                            [--max-plausible-tps X] [--max-tokens-per-read N]
                            [--slo ttft_ms=500,tpot_ms=40]

Re-labels a finished run from its traces with other thresholds; sends nothing.
A flag not given keeps the threshold recorded in OUT, so with no flags the
labels are the same. Without -o, OUT's results are rewritten in place.

  -o, --out NEWOUT          write a self-contained copy there (traces copied)
  --min-content-reads N     buffered below N reads carrying content (recorded; default 3)
  --min-generation-s S      buffered when first to last content is under S s (default 0.1)
  --max-plausible-tps X     rates above X tok/s are flagged (default 5000)
  --max-tokens-per-read N   chunking "coarse" above N tokens a read (default 8)
  --slo KEY=N,...           recompute goodput: ttft_ms, tpot_ms, e2e_ms, fraction
  --wide                    every table column, whatever the terminal's width

Example:
  streamgauge reanalyze out -o out-strict --min-generation-s 0.5
`,
  merge: `Usage:
  streamgauge merge OUT1 OUT2 ... -o OUT

Merges the output folders of the shards of one run (\`run --shard I/N\`) into
one folder, as if it had run whole.

  -o, --out OUT   the merged folder (required)
  --wide          every table column, whatever the terminal's width

Example:
  streamgauge merge out-1 out-2 out-3 -o out
`,
  serve: `Usage:
  streamgauge serve [--port P] [--host H] [--tls-cert PEM --tls-key PEM]

Serves the built-in simulated provider: every supported wire format, with
the behaviour picked by the model name (GET /v1/models lists them). Ctrl-C stops.

  -p, --port P          the port (default 8787; 0 picks a free one)
  --host H              the address to listen on (default 127.0.0.1)
  --tls-cert, --tls-key serve HTTPS with this PEM certificate and key

Example:
  streamgauge serve --port 8787 &
  streamgauge run --url http://127.0.0.1:8787/v1 --model steady
`,
  demo: `Usage:
  streamgauge demo [-o OUT] [--wide]

Starts the built-in simulator and runs the bundled matrix against it: eight
kinds of provider (steady, slow start, buffering proxy, short answer,
inflated usage, empty answer, rate limited, hidden reasoning). No key, no
network.

  -o, --out OUT   the output folder (default out/demo)
  --wide          every table column, whatever the terminal's width

Example:
  streamgauge demo -o /tmp/demo && open /tmp/demo/report.html
`,
  init: `Usage:
  streamgauge init [-o streamgauge.yml]

Writes a commented config that runs at once: the providers whose key
variables are set in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY,
GEMINI_API_KEY, ...), the built-in simulator when none is, the others
commented out with their key variable named. Asks nothing; never overwrites.

  -o, --out FILE   where to write (default streamgauge.yml)

Example:
  export OPENAI_API_KEY=...
  streamgauge init && streamgauge run
`,
  download: `Usage:
  streamgauge download RUN [-o OUT] [--name ARTIFACT-NAME] [--max-bytes SIZE]

Fetches a workflow run's streamgauge artifacts into an output folder (shards
merged), ready for reanalyze, compare or history add.

  RUN                  https://github.com/OWNER/REPO/actions/runs/ID[/attempts/N], or OWNER/REPO ID
  -o, --out OUT        the folder (default streamgauge-run-ID)
  --name NAME          only the artifacts of this artifact-name (default: all)
  --max-bytes SIZE     decoded bytes the whole download may write (default 1GiB)
Only artifacts named as the Action names them are taken, and only the files an
output folder holds. The token comes from GITHUB_TOKEN or GH_TOKEN (it needs
"Actions: read") and is sent only to the API of the run URL's server
(GITHUB_API_URL when it is that server's, as in Actions and GitHub Enterprise).

Example:
  GH_TOKEN="$(gh auth token)" streamgauge download https://github.com/OWNER/REPO/actions/runs/123
`,
} as const;

export type HelpCommand = keyof typeof COMMAND_HELP;

export function isHelpCommand(command: string | undefined): command is HelpCommand {
  return command !== undefined && Object.hasOwn(COMMAND_HELP, command);
}
