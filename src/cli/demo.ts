// The bundled demo matrix: every behaviour the report must get right, served
// by the built-in simulator, so `npm start` shows the two tables and the
// flagged list without an API key or a network. `{{BASE_URL}}` is replaced
// with the simulator's address; the text then goes through the same loader
// as a user's streamgauge.yml.
export const DEMO_CONFIG = `# streamgauge demo: the built-in simulator plays eight kinds of provider.
defaults:
  repetitions: 3
  warmup: 1
  concurrency: 1
  max_tokens: 64
  timeout: { headers: 10, idle: 5, total: 30 }
parallel_providers: 8
analysis: { min_content_reads: 3, min_generation_s: 0.1, max_plausible_tps: 5000 }
providers:
  - id: steady
    api: openai-chat
    base_url: {{BASE_URL}}
    model: "steady:tokens=40,interval_ms=15"
  - id: slow-start
    api: openai-chat
    base_url: {{BASE_URL}}
    model: "role-keepalive:delay_ms=400"
  - id: buffering-proxy
    api: openai-chat
    base_url: {{BASE_URL}}
    model: "burst:delay_ms=600"
  - id: short-answer
    api: openai-chat
    base_url: {{BASE_URL}}
    model: short-fast
  - id: inflated-usage
    api: openai-chat
    base_url: {{BASE_URL}}
    model: implausible
  - id: empty-answer
    api: openai-chat
    base_url: {{BASE_URL}}
    model: empty
  - id: rate-limited
    api: openai-chat
    base_url: {{BASE_URL}}
    model: http-429
  - id: hidden-reasoning
    api: openai-chat
    base_url: {{BASE_URL}}
    model: "hidden-reasoning:hidden_tokens=40,think_ms=500,tokens=20,interval_ms=20"
prompts:
  - id: haiku
    prompt: Write a haiku about rain.
  - id: explain
    prompt: Explain time to first token in one paragraph.
`;
