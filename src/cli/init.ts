import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parse, UsageError, type CliIo } from './args.ts';
import { COMMAND_HELP } from './help.ts';

// `streamgauge init [-o streamgauge.yml]`: a commented starter config, one
// provider per major wire format with its key variable named, two prompts.
// Never overwrites: the file is opened with O_EXCL, so an existing config
// (or one created meanwhile) is refused rather than replaced.

export const STARTER_CONFIG = `# streamgauge.yml: what to measure. Reference: the README's "Config reference".
#
# Keep the providers you use and delete the rest: \`streamgauge run\` checks
# that every provider's key variable (api_key_env) is set before it sends
# anything. Keys are read from the environment only, never written here.
# Try it without a key first: \`streamgauge demo\` runs a bundled matrix
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
  min_generation_s: 0.2
  # A rate above this is flagged for review, never clamped.
  max_plausible_tps: 5000

providers:
  # OpenAI Chat Completions; also Groq, DeepSeek, OpenRouter, Mistral, vLLM,
  # llama.cpp and Ollama's /v1 with their own base_url.
  - id: openai-mini
    api: openai-chat
    base_url: https://api.openai.com/v1
    model: gpt-4o-mini
    api_key_env: OPENAI_API_KEY
  # OpenAI Responses API (reasoning summaries stream as reasoning).
  - id: openai-responses
    api: openai-responses
    base_url: https://api.openai.com/v1
    model: gpt-4o-mini
    api_key_env: OPENAI_API_KEY
  - id: claude-haiku
    api: anthropic
    base_url: https://api.anthropic.com/v1
    model: claude-3-5-haiku-latest
    api_key_env: ANTHROPIC_API_KEY
  - id: gemini-flash
    api: gemini
    base_url: https://generativelanguage.googleapis.com/v1beta
    model: gemini-2.0-flash
    api_key_env: GEMINI_API_KEY
  - id: cohere-command
    api: cohere
    base_url: https://api.cohere.com/v2
    model: command-r
    api_key_env: COHERE_API_KEY
  # Azure OpenAI: model is the deployment name; base_url your resource.
  - id: azure-gpt
    api: azure-openai
    base_url: https://YOUR-RESOURCE.openai.azure.com
    model: YOUR-DEPLOYMENT
    api_key_env: AZURE_OPENAI_API_KEY
  # Amazon Bedrock ConverseStream, signed with AWS_ACCESS_KEY_ID and
  # AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN) from the environment.
  - id: bedrock-nova
    api: bedrock
    base_url: https://bedrock-runtime.us-east-1.amazonaws.com
    model: amazon.nova-micro-v1:0
  # A local server needs no key: Ollama's native API.
  - id: ollama-local
    api: ollama
    base_url: http://127.0.0.1:11434
    model: llama3.2

prompts:
  - id: haiku
    prompt: Write a haiku about rain.
    max_tokens: 64
  - id: explain
    # Or messages: [{ role: system, content: ... }, { role: user, content: ... }]
    prompt: Explain time to first token in one paragraph.
`;

export async function initCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parse(args, { out: { type: 'string', short: 'o', default: 'streamgauge.yml' } });
  if (values.help) {
    io.stdout.write(COMMAND_HELP.init);
    return 0;
  }
  const file = resolve(values.out as string);
  let handle;
  try {
    handle = await open(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST')
      throw new UsageError(`${file} already exists; init never overwrites a config. Give another name with -o FILE.`);
    throw err;
  }
  try {
    await handle.writeFile(STARTER_CONFIG);
  } finally {
    await handle.close();
  }
  io.stdout.write(
    `Wrote ${file}: eight providers, two prompts. Keep the providers you use, set their key variables, then:\n` +
      `  streamgauge run -c ${values.out as string}\n`,
  );
  return 0;
}
