import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parse, UsageError, type CliIo } from './args.ts';
import { COMMAND_HELP } from './help.ts';

// `streamgauge init [-o streamgauge.yml]`: a commented config that runs at
// once. It asks nothing: the providers whose key variables are set in the
// environment are in it, the others are there commented out with their
// variable named, and with no key at all it measures the built-in simulator
// (\`streamgauge serve\`), so the first \`run\` never stops on a missing key.
// Never overwrites: the file is opened with O_EXCL, so an existing config
// (or one created meanwhile) is refused rather than replaced.

interface StarterProvider {
  /** Every variable the provider needs; it is written active only when all are set. */
  keys: readonly string[];
  /** Why it is there, above its block. */
  note: string;
  /** Its lines under `providers:`, unindented. */
  block: string;
  /** Written commented out even with its keys set: it needs an edit first (a resource name). */
  needsEdit?: boolean;
}

export const STARTER_PROVIDERS: readonly StarterProvider[] = [
  {
    keys: ['OPENAI_API_KEY'],
    note: "OpenAI Chat Completions; also Groq, DeepSeek, OpenRouter, Mistral, vLLM,\nllama.cpp and Ollama's /v1 with their own base_url.",
    block: `- id: openai-mini
  api: openai-chat
  base_url: https://api.openai.com/v1
  model: gpt-4o-mini
  api_key_env: OPENAI_API_KEY`,
  },
  {
    keys: ['OPENAI_API_KEY'],
    note: 'OpenAI Responses API (reasoning summaries stream as reasoning).',
    block: `- id: openai-responses
  api: openai-responses
  base_url: https://api.openai.com/v1
  model: gpt-4o-mini
  api_key_env: OPENAI_API_KEY`,
  },
  {
    keys: ['ANTHROPIC_API_KEY'],
    note: 'Anthropic Messages.',
    block: `- id: claude-haiku
  api: anthropic
  base_url: https://api.anthropic.com/v1
  model: claude-3-5-haiku-latest
  api_key_env: ANTHROPIC_API_KEY`,
  },
  {
    keys: ['GEMINI_API_KEY'],
    note: 'Google Gemini.',
    block: `- id: gemini-flash
  api: gemini
  base_url: https://generativelanguage.googleapis.com/v1beta
  model: gemini-2.0-flash
  api_key_env: GEMINI_API_KEY`,
  },
  {
    keys: ['COHERE_API_KEY'],
    note: 'Cohere Chat v2.',
    block: `- id: cohere-command
  api: cohere
  base_url: https://api.cohere.com/v2
  model: command-r
  api_key_env: COHERE_API_KEY`,
  },
  {
    keys: ['AZURE_OPENAI_API_KEY'],
    note: 'Azure OpenAI: model is the deployment name; base_url your resource.',
    block: `- id: azure-gpt
  api: azure-openai
  base_url: https://YOUR-RESOURCE.openai.azure.com
  model: YOUR-DEPLOYMENT
  api_key_env: AZURE_OPENAI_API_KEY`,
    needsEdit: true,
  },
  {
    keys: ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY'],
    note: 'Amazon Bedrock ConverseStream, signed with AWS_ACCESS_KEY_ID and\nAWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN) from the environment.',
    block: `- id: bedrock-nova
  api: bedrock
  base_url: https://bedrock-runtime.us-east-1.amazonaws.com
  model: amazon.nova-micro-v1:0`,
  },
  {
    keys: [],
    note: "A local server needs no key: Ollama's native API (a running Ollama).",
    block: `- id: ollama-local
  api: ollama
  base_url: http://127.0.0.1:11434
  model: llama3.2`,
    needsEdit: true,
  },
];

/** Measured when no key is set: \`streamgauge serve\` answers on its default port. */
const SIMULATOR_BLOCK = `- id: simulator
  api: openai-chat
  base_url: http://127.0.0.1:8787/v1
  model: "steady:tokens=64,interval_ms=20"`;

const indent = (text: string, prefix: string) =>
  text
    .split('\n')
    .map((l) => `${prefix}${l}`)
    .join('\n');

/** Whether a provider's every key variable is set (non-empty). */
const keysSet = (p: StarterProvider, env: Record<string, string | undefined>) =>
  p.keys.length > 0 && p.keys.every((k) => Boolean(env[k]));

export interface StarterConfig {
  text: string;
  /** Ids of the providers written active. */
  active: string[];
  simulator: boolean;
}

/** The config \`init\` writes for this environment; it reads variable names only, never writes a value. */
export function starterConfig(env: Record<string, string | undefined>): StarterConfig {
  const active = STARTER_PROVIDERS.filter((p) => !p.needsEdit && keysSet(p, env));
  const simulator = active.length === 0;
  const blocks: string[] = [];
  if (simulator)
    blocks.push(
      indent(
        '# No provider key is set in the environment: this measures the built-in\n' +
          '# simulator. Start it first in another terminal: streamgauge serve\n' +
          SIMULATOR_BLOCK,
        '  ',
      ),
    );
  for (const p of STARTER_PROVIDERS) {
    const on = active.includes(p);
    const why = on
      ? ''
      : p.needsEdit
        ? `\nEdit, then uncomment${p.keys.length > 0 ? ` (key from ${p.keys.join(', ')})` : ''}:`
        : `\nSet ${p.keys.join(' and ')} and uncomment to measure it:`;
    const note = indent(`${p.note}${why}`, '  # ');
    blocks.push(`${note}\n${indent(p.block, on ? '  ' : '  # ')}`);
  }
  const id = (p: StarterProvider) => /- id: (\S+)/.exec(p.block)![1]!;
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
${blocks.join('\n\n')}

prompts:
  - id: haiku
    prompt: Write a haiku about rain.
    max_tokens: 64
  - id: explain
    # Or messages: [{ role: system, content: ... }, { role: user, content: ... }]
    prompt: Explain time to first token in one paragraph.
`;
  return { text, active: simulator ? ['simulator'] : active.map(id), simulator };
}

export async function initCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parse(args, 'init');
  if (values.help) {
    io.stdout.write(COMMAND_HELP.init);
    return 0;
  }
  const file = resolve(values.out as string);
  const starter = starterConfig(io.env);
  let handle;
  try {
    handle = await open(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      throw new UsageError(`${file} already exists; init never overwrites a config. Give another name with -o FILE.`);
    throw err;
  }
  try {
    await handle.writeFile(starter.text);
  } finally {
    await handle.close();
  }
  const run = `streamgauge run -c ${values.out as string}`;
  io.stdout.write(
    starter.simulator
      ? `Wrote ${file}: no provider key is set, so it measures the built-in simulator; the other providers are commented out with their key variable named. Then:\n` +
          `  streamgauge serve &    # the simulator, on 127.0.0.1:8787\n  ${run}\n`
      : `Wrote ${file}: ${starter.active.join(', ')} (their keys are set); the others are commented out with their key variable named. Then:\n  ${run}\n`,
  );
  return 0;
}
