import {
  fixedPaths,
  intField,
  openaiError,
  promptTokensOf,
  sseComment,
  sseEvent,
  type Beat,
  type Framing,
  type Render,
  type RenderRequest,
  type WireFormat,
  type SimFormat,
} from '../sim-script.ts';

// OpenAI Responses (POST /v1/responses): named SSE events whose JSON repeats
// the name in `type` and carries a `sequence_number`. As the real API sends
// them: `response.created` and `response.in_progress` open with the response
// object (usage null); a reasoning item (output_item.added, a summary part,
// `response.reasoning_summary_text.delta` per word, then the matching .done
// events); a message item (output_item.added, content_part.added,
// `response.output_text.delta` per word, output_text.done, content_part.done,
// output_item.done); `response.completed` with the whole output and the
// usage (output_tokens include reasoning, output_tokens_details.reasoning_tokens);
// no [DONE]. An in-stream error is an `error` event.

type Item = { kind: 'reasoning' | 'message'; id: string; index: number; text: string };

function responseObject(req: RenderRequest, status: string, output: unknown[], usage: unknown): unknown {
  return {
    id: `resp_${req.requestId}`,
    object: 'response',
    created_at: req.created,
    status,
    error: null,
    incomplete_details: null,
    max_output_tokens: req.maxTokens,
    model: req.model,
    output,
    reasoning: { effort: null, summary: null },
    usage,
  };
}

function itemObject(item: Item, done: boolean): Record<string, unknown> {
  if (item.kind === 'reasoning') {
    return {
      id: item.id,
      type: 'reasoning',
      summary: done ? [{ type: 'summary_text', text: item.text }] : [],
    };
  }
  return {
    id: item.id,
    type: 'message',
    status: done ? 'completed' : 'in_progress',
    role: 'assistant',
    content: done ? [{ type: 'output_text', annotations: [], logprobs: [], text: item.text }] : [],
  };
}

type Event = [type: string, fields: Record<string, unknown>];

/** The event that opens an item's part: a summary part for reasoning, an output_text part for the answer. */
function partAdded(item: Item): Event {
  const ids = { item_id: item.id, output_index: item.index };
  return item.kind === 'reasoning'
    ? ['response.reasoning_summary_part.added', { ...ids, summary_index: 0, part: { type: 'summary_text', text: '' } }]
    : [
        'response.content_part.added',
        { ...ids, content_index: 0, part: { type: 'output_text', annotations: [], logprobs: [], text: '' } },
      ];
}

/** The events that close an item's part: its whole text, then the part. */
function partDone(item: Item): Event[] {
  const ids = { item_id: item.id, output_index: item.index };
  return item.kind === 'reasoning'
    ? [
        ['response.reasoning_summary_text.done', { ...ids, summary_index: 0, text: item.text }],
        [
          'response.reasoning_summary_part.done',
          { ...ids, summary_index: 0, part: { type: 'summary_text', text: item.text } },
        ],
      ]
    : [
        ['response.output_text.done', { ...ids, content_index: 0, text: item.text, logprobs: [] }],
        [
          'response.content_part.done',
          { ...ids, content_index: 0, part: { type: 'output_text', annotations: [], logprobs: [], text: item.text } },
        ],
      ];
}

interface Call {
  index: number;
  id: string;
  call_id: string;
  name: string;
  args: string;
}

const callObject = (c: Call, done: boolean) => ({
  type: 'function_call',
  id: c.id,
  call_id: c.call_id,
  name: c.name,
  arguments: done ? c.args : '',
  status: done ? 'completed' : 'in_progress',
});

/**
 * A response's function calls: output items of their own (the output index
 * shared with messages and reasoning, `nextOutput`), opened by
 * `response.output_item.added`, their arguments in
 * `response.function_call_arguments.delta` events, closed by `.done` and
 * `response.output_item.done`.
 */
function functionCalls(
  req: RenderRequest,
  event: (type: string, fields: Record<string, unknown>) => string,
  nextOutput: () => number,
  closeItem: () => string,
) {
  const calls = new Map<number, Call>();
  const beat = (b: Extract<Beat, { kind: 'tool_start' | 'tool_args' | 'tool_end' }>): string => {
    if (b.kind === 'tool_start') {
      const call = { index: nextOutput(), id: `fc_${req.requestId}_${b.index}`, call_id: b.id, name: b.name, args: '' };
      calls.set(b.index, call);
      const added =
        closeItem() + event('response.output_item.added', { output_index: call.index, item: callObject(call, false) });
      return added + (b.args ? beat({ kind: 'tool_args', index: b.index, text: b.args }) : '');
    }
    const call = calls.get(b.index);
    if (call === undefined) return '';
    const ids = { item_id: call.id, output_index: call.index };
    if (b.kind === 'tool_args') {
      call.args += b.text;
      return event('response.function_call_arguments.delta', { ...ids, delta: b.text });
    }
    return (
      event('response.function_call_arguments.done', { ...ids, arguments: call.args }) +
      event('response.output_item.done', { output_index: call.index, item: callObject(call, true) })
    );
  };
  /** The completed calls for response.completed's `output`, each with its output index. */
  const outputs = () => [...calls.values()].map((c) => ({ at: c.index, item: callObject(c, true) as unknown }));
  return { beat, outputs };
}

function renderer(req: RenderRequest, framing: Framing): Render {
  const eol = framing.eol ?? '\n';
  const space = framing.space ?? ' ';
  let seq = 0;
  const event = (type: string, fields: Record<string, unknown>) =>
    sseEvent(JSON.stringify({ type, ...fields, sequence_number: seq++ }), eol, space, type);
  const items: Item[] = [];
  let open: Item | null = null;
  /** Output indexes are shared by messages, reasoning and function calls, in the order they open. */
  let outputs = 0;
  const nextOutput = () => outputs++;
  const tools = functionCalls(req, event, nextOutput, () => closeItem());

  const openItem = (kind: Item['kind']): string => {
    const item: Item = {
      kind,
      id: `${kind === 'reasoning' ? 'rs' : 'msg'}_${req.requestId}_${items.length}`,
      index: outputs++,
      text: '',
    };
    items.push(item);
    open = item;
    const added = event('response.output_item.added', { output_index: item.index, item: itemObject(item, false) });
    const [type, fields] = partAdded(item);
    return added + event(type, fields);
  };
  const closeItem = (): string => {
    const item = open;
    if (item === null) return '';
    open = null;
    const parts = partDone(item)
      .map(([type, fields]) => event(type, fields))
      .join('');
    return parts + event('response.output_item.done', { output_index: item.index, item: itemObject(item, true) });
  };
  const delta = (kind: Item['kind'], text: string): string => {
    let out = '';
    if (open?.kind !== kind) out += closeItem() + openItem(kind);
    const item = open!;
    item.text += text;
    const ids = { item_id: item.id, output_index: item.index };
    return (
      out +
      (kind === 'reasoning'
        ? event('response.reasoning_summary_text.delta', { ...ids, summary_index: 0, delta: text })
        : event('response.output_text.delta', { ...ids, content_index: 0, delta: text, logprobs: [] }))
    );
  };

  return (beat: Beat): string => {
    switch (beat.kind) {
      case 'start': {
        const response = responseObject(req, 'in_progress', [], null);
        return event('response.created', { response }) + event('response.in_progress', { response });
      }
      case 'ping':
        return sseComment('keep-alive', eol);
      case 'content':
        return delta('message', beat.text);
      case 'reasoning':
        return delta('reasoning', beat.text);
      case 'finish':
        return closeItem();
      case 'tool_start':
      case 'tool_args':
      case 'tool_end':
        return tools.beat(beat);
      case 'usage': {
        const closing = closeItem();
        const usage = {
          input_tokens: req.promptTokens,
          input_tokens_details: { cached_tokens: 0 },
          output_tokens: beat.output,
          output_tokens_details: { reasoning_tokens: beat.reasoning },
          total_tokens: req.promptTokens + beat.output,
        };
        const output = [
          ...items.map((i) => ({ at: i.index, item: itemObject(i, true) as unknown })),
          ...tools.outputs(),
        ]
          .sort((a, b) => a.at - b.at)
          .map((o) => o.item);
        return closing + event('response.completed', { response: responseObject(req, 'completed', output, usage) });
      }
      case 'error':
        return event('error', { code: 'server_error', message: beat.message, param: null });
      case 'done':
        return '';
      case 'malformed':
        return sseEvent('{not json', eol, space);
    }
  };
}

export const OPENAI_RESPONSES: WireFormat = {
  id: 'openai-responses',
  api: 'openai-responses',
  framing: 'sse',
  contentType: 'text/event-stream; charset=utf-8',
  authHeaders: ['authorization'],
  processingHeader: 'openai-processing-ms',
  reasoning: true,
  read: (body) => ({
    model: body.model,
    maxTokens: intField(body.max_output_tokens),
    promptTokens: promptTokensOf(body.input),
  }),
  renderer,
  errorBody: openaiError,
  completeBody: (req, text, tokens) =>
    responseObject(
      req,
      'completed',
      [itemObject({ kind: 'message', id: `msg_${req.requestId}_0`, index: 0, text }, true)],
      {
        input_tokens: req.promptTokens,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: tokens,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: req.promptTokens + tokens,
      },
    ),
};

export const SIM: SimFormat = {
  encoders: [OPENAI_RESPONSES],
  endpoints: [{ api: 'openai-responses', method: 'POST', path: '/v1/responses', base_url: 'ORIGIN/v1' }],
  baseUrls: (origin) => ({ 'openai-responses': `${origin}/v1` }),
  route: fixedPaths({ '/v1/responses': OPENAI_RESPONSES, '/responses': OPENAI_RESPONSES }),
};
