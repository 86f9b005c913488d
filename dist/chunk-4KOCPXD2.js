import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  COMMAND_HELP
} from "./chunk-POOFC4M3.js";
import {
  UsageError,
  parse
} from "./chunk-NVHTKIS2.js";
import "./chunk-TMFSUEHO.js";
import "./chunk-3M36TB5N.js";
import "./chunk-4P42FROQ.js";
import "./chunk-TJNM7ZPL.js";
import "./chunk-BMVBP4HX.js";
import "./chunk-4X35AXDE.js";
import "./chunk-VZFYQJYA.js";
import "./chunk-DLMYZAXB.js";

// src/cli/init.ts
import { open } from "node:fs/promises";
import { resolve } from "node:path";
var STARTER_PROVIDERS = [
  {
    keys: ["OPENAI_API_KEY"],
    note: "OpenAI Chat Completions; also Groq, DeepSeek, OpenRouter, Mistral, vLLM,\nllama.cpp and Ollama's /v1 with their own base_url.",
    block: `- id: openai-mini
  api: openai-chat
  base_url: https://api.openai.com/v1
  model: gpt-4o-mini
  api_key_env: OPENAI_API_KEY`
  },
  {
    keys: ["OPENAI_API_KEY"],
    note: "OpenAI Responses API (reasoning summaries stream as reasoning).",
    block: `- id: openai-responses
  api: openai-responses
  base_url: https://api.openai.com/v1
  model: gpt-4o-mini
  api_key_env: OPENAI_API_KEY`
  },
  {
    keys: ["ANTHROPIC_API_KEY"],
    note: "Anthropic Messages.",
    block: `- id: claude-haiku
  api: anthropic
  base_url: https://api.anthropic.com/v1
  model: claude-3-5-haiku-latest
  api_key_env: ANTHROPIC_API_KEY`
  },
  {
    keys: ["GEMINI_API_KEY"],
    note: "Google Gemini.",
    block: `- id: gemini-flash
  api: gemini
  base_url: https://generativelanguage.googleapis.com/v1beta
  model: gemini-2.0-flash
  api_key_env: GEMINI_API_KEY`
  },
  {
    keys: ["COHERE_API_KEY"],
    note: "Cohere Chat v2.",
    block: `- id: cohere-command
  api: cohere
  base_url: https://api.cohere.com/v2
  model: command-r
  api_key_env: COHERE_API_KEY`
  },
  {
    keys: ["AZURE_OPENAI_API_KEY"],
    note: "Azure OpenAI: model is the deployment name; base_url your resource.",
    block: `- id: azure-gpt
  api: azure-openai
  base_url: https://YOUR-RESOURCE.openai.azure.com
  model: YOUR-DEPLOYMENT
  api_key_env: AZURE_OPENAI_API_KEY`,
    needsEdit: true
  },
  {
    keys: ["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"],
    note: "Amazon Bedrock ConverseStream, signed with AWS_ACCESS_KEY_ID and\nAWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN) from the environment.",
    block: `- id: bedrock-nova
  api: bedrock
  base_url: https://bedrock-runtime.us-east-1.amazonaws.com
  model: amazon.nova-micro-v1:0`
  },
  {
    keys: [],
    note: "A local server needs no key: Ollama's native API (a running Ollama).",
    block: `- id: ollama-local
  api: ollama
  base_url: http://127.0.0.1:11434
  model: llama3.2`,
    needsEdit: true
  }
];
var SIMULATOR_BLOCK = `- id: simulator
  api: openai-chat
  base_url: http://127.0.0.1:8787/v1
  model: "steady:tokens=64,interval_ms=20"`;
var indent = (text, prefix) => text.split("\n").map((l) => `${prefix}${l}`).join("\n");
var keysSet = (p, env) => p.keys.length > 0 && p.keys.every((k) => Boolean(env[k]));
function starterConfig(env) {
  const active = STARTER_PROVIDERS.filter((p) => !p.needsEdit && keysSet(p, env));
  const simulator = active.length === 0;
  const blocks = [];
  if (simulator)
    blocks.push(
      indent(
        "# No provider key is set in the environment: this measures the built-in\n# simulator. Start it first in another terminal: streamgauge serve\n" + SIMULATOR_BLOCK,
        "  "
      )
    );
  for (const p of STARTER_PROVIDERS) {
    const on = active.includes(p);
    const why = on ? "" : p.needsEdit ? `
Edit, then uncomment${p.keys.length > 0 ? ` (key from ${p.keys.join(", ")})` : ""}:` : `
Set ${p.keys.join(" and ")} and uncomment to measure it:`;
    const note = indent(`${p.note}${why}`, "  # ");
    blocks.push(`${note}
${indent(p.block, on ? "  " : "  # ")}`);
  }
  const id = (p) => /- id: (\S+)/.exec(p.block)[1];
  const text = `# streamgauge.yml: what to measure. Reference: docs/configuration.md
#
# Written by \`streamgauge init\` for the keys set in this environment; keys
# are read from the environment only, never written here. \`streamgauge run\`
# checks that every active provider's key variable is set before it sends
# anything. Without any key, \`streamgauge demo\` runs a bundled matrix
# against the built-in simulator.

defaults:
  # Measured requests per provider x prompt, after the warmups (left out of
  # every figure).
  repetitions: 5
  warmup: 1
  # Requests in flight at once for one provider.
  concurrency: 1
  max_tokens: 256
  # Seconds: dispatch to headers; longest silence between reads; dispatch to end.
  timeout: { headers: 30, idle: 30, total: 300 }

# Providers measured at once (1 = one after another).
parallel_providers: 4

analysis:
  # A response is buffered (end-to-end rate only, TTFT withheld) when its
  # content came in fewer reads than this, or over less than min_generation_s.
  min_content_reads: 3
  min_generation_s: 0.1
  # A rate above this is flagged for review, never clamped.
  max_plausible_tps: 5000

providers:
${blocks.join("\n\n")}

prompts:
  - id: haiku
    prompt: Write a haiku about rain.
    max_tokens: 64
  - id: explain
    # Or messages: [{ role: system, content: ... }, { role: user, content: ... }]
    prompt: Explain time to first token in one paragraph.
`;
  return { text, active: simulator ? ["simulator"] : active.map(id), simulator };
}
async function initCommand(args, io) {
  const { values } = parse(args, "init");
  if (values.help) {
    io.stdout.write(COMMAND_HELP.init);
    return 0;
  }
  const file = resolve(values.out);
  const starter = starterConfig(io.env);
  let handle;
  try {
    handle = await open(file, "wx");
  } catch (err) {
    if (err.code === "EEXIST")
      throw new UsageError(`${file} already exists; init never overwrites a config. Give another name with -o FILE.`);
    throw err;
  }
  try {
    await handle.writeFile(starter.text);
  } finally {
    await handle.close();
  }
  const run = `streamgauge run -c ${values.out}`;
  io.stdout.write(
    starter.simulator ? `Wrote ${file}: no provider key is set, so it measures the built-in simulator; the other providers are commented out with their key variable named. Then:
  streamgauge serve &    # the simulator, on 127.0.0.1:8787
  ${run}
` : `Wrote ${file}: ${starter.active.join(", ")} (their keys are set); the others are commented out with their key variable named. Then:
  ${run}
`
  );
  return 0;
}
export {
  STARTER_PROVIDERS,
  initCommand,
  starterConfig
};
