// The run of issue 10's table: every hostile simulator scenario beside
// normal streams, one provider each, all at once (`parallel_providers`
// covers them all). Shared by the limits benchmark and its test.

/** The value of SIM_KEY, the key the key-carrying providers send: it must appear in no output. */
export const HOSTILE_KEY = 'sk-hostile-0123456789abcdef';

export interface HostileRow {
  id: string;
  api: string;
  /** Path after the simulator's origin. */
  path: string;
  model: string;
  /** Sends SIM_KEY. */
  key?: boolean;
  /** The results' error_kind this row must end with (null: a normal, successful stream). */
  kind: string | null;
  /** Ends at the fixed 8 MiB cap on one line or frame: needs a response cap above it. */
  lineCap?: boolean;
}

export const HOSTILE_ROWS: readonly HostileRow[] = [
  { id: 'endless-sse', api: 'openai-chat', path: '/v1', model: 'endless-line', kind: 'too_large', lineCap: true },
  { id: 'endless-ndjson', api: 'ollama', path: '', model: 'endless-line', kind: 'too_large', lineCap: true },
  { id: 'endless-frame', api: 'bedrock', path: '', model: 'endless-line', key: true, kind: 'too_large', lineCap: true },
  { id: 'firehose', api: 'openai-chat', path: '/v1', model: 'firehose', kind: 'too_large' },
  { id: 'gzip-bomb', api: 'openai-chat', path: '/v1', model: 'gzip-bomb', kind: 'too_large' },
  { id: 'gzip-nothing', api: 'openai-chat', path: '/v1', model: 'gzip-nothing', kind: 'too_large' },
  { id: 'redirect', api: 'openai-chat', path: '/v1', model: 'redirect', key: true, kind: 'http_status' },
  { id: 'html', api: 'openai-chat', path: '/v1', model: 'html', kind: 'not_a_stream' },
  { id: 'text', api: 'anthropic', path: '/v1', model: 'text', kind: 'not_a_stream' },
  { id: 'hostile-error', api: 'openai-chat', path: '/v1', model: 'hostile-error', key: true, kind: 'http_status' },
  { id: 'steady', api: 'openai-chat', path: '/v1', model: 'steady', key: true, kind: null },
  { id: 'steady-anthropic', api: 'anthropic', path: '/v1', model: 'steady', kind: null },
  { id: 'steady-ollama', api: 'ollama', path: '', model: 'steady', kind: null },
  { id: 'steady-bedrock', api: 'bedrock', path: '', model: 'steady', key: true, kind: null },
  { id: 'steady-gzip', api: 'openai-chat', path: '/v1', model: 'gzip', kind: null },
  { id: 'mislabelled-text', api: 'openai-chat', path: '/v1', model: 'mislabelled:as=0', kind: null },
  { id: 'mislabelled-html', api: 'openai-chat', path: '/v1', model: 'mislabelled:as=1', kind: null },
  { id: 'mislabelled-octet', api: 'ollama', path: '', model: 'mislabelled:as=2', kind: null },
  { id: 'mislabelled-none', api: 'bedrock', path: '', model: 'mislabelled:as=3', key: true, kind: null },
];

/**
 * A streamgauge.yml for the rows; `timeout.total` in seconds, everything else
 * the defaults unless `maxResponseMb` is given (a test keeps its CPU time
 * small with a lower cap, so that it does not slow the timing tests that
 * run beside it).
 */
export function hostileConfig(origin: string, totalS: number, maxResponseMb?: number): string {
  const providers = HOSTILE_ROWS.map(
    (r) =>
      `  - id: ${r.id}\n    api: ${r.api}\n    base_url: ${origin}${r.path}\n    model: "${r.model}"\n` +
      (r.key ? '    api_key_env: SIM_KEY\n' : '') +
      (r.lineCap && maxResponseMb !== undefined && maxResponseMb <= 8 ? '    max_response_mb: 16\n' : ''),
  ).join('');
  return `defaults:
  repetitions: 1
  warmup: 0
  timeout: { total: ${totalS} }
${maxResponseMb === undefined ? '' : `  max_response_mb: ${maxResponseMb}\n`}parallel_providers: ${HOSTILE_ROWS.length}
providers:
${providers}prompts:
  - id: p
    prompt: Write a haiku about rain.
`;
}
