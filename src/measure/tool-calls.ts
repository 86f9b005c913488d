import type { AdapterEvent } from '../formats/types.ts';
import { MAX_TOOL_CALLS, MAX_TOOL_NAME_CHARS, type TraceToolCall } from '../trace.ts';

// The tool calls of one response as the adapter reports their parts: which
// call (by its wire key), the name, and each piece of the arguments, with
// the read that carried it. Bounded: a hostile stream can open no more than
// MAX_TOOL_CALLS calls nor grow a name past MAX_TOOL_NAME_CHARS, and a
// call's argument reads grow at most one entry per read.

type ToolPart = Extract<AdapterEvent, { kind: 'tool' }>;

/**
 * A tool name as the trace keeps it: the provider's text, so control, bidi
 * and other format characters and lone surrogates become a space (a report
 * or a terminal shows what remains, as served model names), whitespace runs
 * one space, cut to MAX_TOOL_NAME_CHARS.
 */
export function cleanToolName(name: string): string {
  return name
    .slice(0, 4 * MAX_TOOL_NAME_CHARS)
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TOOL_NAME_CHARS);
}

export class ToolCallLog {
  readonly #byKey = new Map<number, TraceToolCall>();

  /** Records `part`, carried by read `read`; a call it opens is appended to `calls`. */
  add(part: ToolPart, read: number, calls: TraceToolCall[]): void {
    let call = this.#byKey.get(part.index);
    if (call === undefined) {
      if (this.#byKey.size >= MAX_TOOL_CALLS) return;
      call = { name: '', name_read: null, args_chars: 0, args_reads: [] };
      this.#byKey.set(part.index, call);
      calls.push(call);
    }
    if (part.name !== undefined && part.name.length > 0 && call.name_read === null) {
      call.name = cleanToolName(part.name);
      call.name_read = read;
    }
    const chars = part.args?.length ?? 0;
    if (chars === 0) return;
    call.args_chars += chars;
    const last = call.args_reads.at(-1);
    if (last !== undefined && last[0] === read) last[1] += chars;
    else call.args_reads.push([read, chars]);
  }
}
