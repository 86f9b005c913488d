import type { AdapterEvent, StreamContext } from './types.ts';

// `<think>...</think>` inside answer text, the way DeepSeek-R1 distills,
// QwQ and Qwen3 stream their reasoning through servers that do not split it
// out (vLLM or llama.cpp without a reasoning parser, Ollama's older models,
// many gateways). With `think_tags: true` in a provider's config, text inside
// the tags is reasoning and text outside is the answer; the tags themselves
// are markup and count as neither.
//
// A tag can be cut anywhere by the chunking ("<th" + "ink>"), so the state
// lives in ctx.state between events: whether we are inside a block, and the
// tail of the last text that might be the start of a tag. That tail (at most
// 7 characters) is held back until the next text shows what it was, or until
// the adapter says the text has ended (`end`), when it is released as text.
//
// Only a block that opens in the output is recognised. A chat template that
// opens `<think>` in the prompt (so the output starts inside the block and
// shows only `</think>`) cannot be told apart from an answer that mentions
// the tag without looking ahead, and a streaming adapter cannot look ahead:
// such output counts as answer and the stray `</think>` stays in the text.

const OPEN = '<think>';
const CLOSE = '</think>';
const STATE_KEY = 'thinkTags';

interface ThinkState {
  inside: boolean;
  /** Text held back because it may be the start of a tag. */
  pending: string;
}

/** Whether `ctx`'s provider asked for `<think>` tags to be read as reasoning. */
export function thinkTagsEnabled(ctx: StreamContext | undefined): boolean {
  return ctx?.provider?.think_tags === true;
}

function stateOf(ctx: StreamContext): ThinkState {
  let state = ctx.state[STATE_KEY] as ThinkState | undefined;
  if (state === undefined) {
    state = { inside: false, pending: '' };
    ctx.state[STATE_KEY] = state;
  }
  return state;
}

/** Length of the longest end of `s` that is a proper start of `tag`. */
function partialTagAtEnd(s: string, tag: string): number {
  for (let k = Math.min(tag.length - 1, s.length); k > 0; k--) {
    if (tag.startsWith(s.slice(s.length - k))) return k;
  }
  return 0;
}

function emit(out: AdapterEvent[], text: string, inside: boolean): void {
  if (text.length > 0) out.push({ kind: inside ? 'reasoning' : 'content', text });
}

function split(state: ThinkState, text: string, out: AdapterEvent[]): void {
  let s = state.pending + text;
  state.pending = '';
  for (;;) {
    const tag = state.inside ? CLOSE : OPEN;
    const at = s.indexOf(tag);
    if (at === -1) break;
    emit(out, s.slice(0, at), state.inside);
    state.inside = !state.inside;
    s = s.slice(at + tag.length);
  }
  const keep = partialTagAtEnd(s, state.inside ? CLOSE : OPEN);
  emit(out, s.slice(0, s.length - keep), state.inside);
  state.pending = s.slice(s.length - keep);
}

/**
 * `events` with every `content` event's text split at `<think>` tags when the
 * provider has `think_tags: true`; other events pass through in place.
 * `end` releases text held back at the end (the answer is over: a finish
 * reason, [DONE], Ollama's `done`). Without the setting, `events` unchanged.
 */
export function applyThinkTags(events: AdapterEvent[], ctx: StreamContext | undefined, end: boolean): AdapterEvent[] {
  if (ctx === undefined || !thinkTagsEnabled(ctx)) return events;
  const state = stateOf(ctx);
  const out: AdapterEvent[] = [];
  for (const e of events) {
    if (e.kind === 'content') split(state, e.text, out);
    else out.push(e);
  }
  if (end && state.pending.length > 0) {
    emit(out, state.pending, state.inside);
    state.pending = '';
  }
  return out;
}
