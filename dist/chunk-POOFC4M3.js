import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  optionLines
} from "./chunk-NVHTKIS2.js";

// src/cli/help.ts
var COMMAND_HELP = {
  run: `Usage:
  streamgauge run [-c streamgauge.yml] [-o OUT] [--shard I/N] [--start-at TIME]
                  [--location LABEL] [--on-missing-key skip|fail] [--wide]
                  [--baseline DIR... [--fail-on-regression [--fail-on-unconfirmed]]
                  [--min-effect-pct P]]
  streamgauge run --url URL [--model M] [--api API] [--concurrency 1,4,16]
                  [--requests N] [--prompt-tokens P] [--max-tokens T]
                  [--api-key-env VAR] [-o OUT]

Measures every provider x prompt of the config, streaming each request, and
writes OUT/traces.ndjson, results.json, summary.md, report.html, results.csv
and the two benchmark-action files (customSmallerIsBetter.json,
customBiggerIsBetter.json).

${optionLines("run")}
The equivalent config is written to OUT/streamgauge.yml, to keep and edit.

Example:
  streamgauge run --url http://localhost:8000/v1 --concurrency 1,4,16
`,
  reanalyze: `Usage:
  streamgauge reanalyze OUT [-o NEWOUT] [--min-content-reads N] [--min-generation-s S]
                            [--max-plausible-tps X] [--max-tokens-per-read N]
                            [--max-client-stall-ms MS] [--slo ttft_ms=500,tpot_ms=40]
                            [--force] [--wide]

Re-labels a finished run from its traces with other thresholds; sends nothing.
A flag not given keeps the threshold recorded in OUT, so with no flags the
labels are the same. Without -o, OUT's results are rewritten in place.

${optionLines("reanalyze")}
Example:
  streamgauge reanalyze out -o out-strict --min-generation-s 0.5
`,
  merge: `Usage:
  streamgauge merge OUT1 OUT2 ... -o OUT

Merges the output folders of the shards of one run (\`run --shard I/N\`) into
one folder, as if it had run whole.

${optionLines("merge")}
Example:
  streamgauge merge out-1 out-2 out-3 -o out
`,
  serve: `Usage:
  streamgauge serve [--port P] [--host H] [--tls-cert PEM --tls-key PEM] [--prompt-cache]

Serves the built-in simulated provider: every supported wire format, with
the behaviour picked by the model name (GET /v1/models lists them). Ctrl-C stops.

${optionLines("serve")}
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

${optionLines("demo")}
Example:
  streamgauge demo -o /tmp/demo && open /tmp/demo/report.html
`,
  init: `Usage:
  streamgauge init [-o streamgauge.yml]

Writes a commented config that runs at once: the providers whose key
variables are set in the environment (OPENAI_API_KEY, ANTHROPIC_API_KEY,
GEMINI_API_KEY, ...), the built-in simulator when none is, the others
commented out with their key variable named. Asks nothing; never overwrites.

${optionLines("init")}
Example:
  export OPENAI_API_KEY=...
  streamgauge init && streamgauge run
`,
  download: `Usage:
  streamgauge download RUN [-o OUT] [--name ARTIFACT-NAME] [--max-bytes SIZE]

Fetches a workflow run's streamgauge artifacts into an output folder (shards
merged), ready for reanalyze, compare or history add.

RUN is https://github.com/OWNER/REPO/actions/runs/ID[/attempts/N], or OWNER/REPO ID.

${optionLines("download")}
Only artifacts named as the Action names them are taken, and only the files an
output folder holds. The token comes from GITHUB_TOKEN or GH_TOKEN (it needs
"Actions: read") and is sent only to the API of the run URL's server
(GITHUB_API_URL when it is that server's, as in Actions and GitHub Enterprise).

Example:
  GH_TOKEN="$(gh auth token)" streamgauge download https://github.com/OWNER/REPO/actions/runs/123
`
};

export {
  COMMAND_HELP
};
