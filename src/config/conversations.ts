import { mulberry32, seedFrom } from '../random.ts';
import { drawLength, type AnyCount } from './distributions.ts';
import { ProblemList, readJsonText, shown, type JsonRecordReader } from './jsonl.ts';
import { sentences } from './synthetic.ts';

// Conversations (design.md "Workloads"): sessions of user turns, sent in
// order, each turn carrying the model's real previous answers. A session's
// user turns come from a file (JSONL, one session a line) or are synthetic
// (`{ sessions, turns, user_tokens, think_ms, seed }`). Pure: what each
// turn says, how long it may answer and how long the user thinks before
// it; the runner adds the answers as they arrive.

export interface SyntheticConversations {
  sessions: number;
  turns: number;
  /** Reference tokens of each user turn. */
  user_tokens: AnyCount;
  /** The user's think time before each turn after the first, ms (default 0). */
  think_ms?: number | AnyCount | undefined;
  /** Each turn's max_tokens (default: the prompt's, else the provider's). */
  output_tokens?: AnyCount | undefined;
  seed?: number | undefined;
  /** A system message every session starts with, tokens (default none). */
  system_tokens?: number | undefined;
}

export interface SessionTurn {
  /** The user's message. */
  text: string;
  /** Reference tokens of `text` when known (synthetic turns), else null. */
  userTokens: number | null;
  /** null: the prompt's or provider's max_tokens. */
  maxTokens: number | null;
  /** Wait before sending this turn (after the previous answer ended), ms; 0 for the first. */
  thinkMs: number;
}

export interface Session {
  /** 0-based index within the prompt's sessions. */
  index: number;
  system: string | null;
  turns: SessionTurn[];
  /** 1-based line in the conversations file, or null for synthetic sessions. */
  line: number | null;
}

export const DEFAULT_CONVERSATION_SEED = 1;

/** Session `index` of a synthetic spec: the same for the same seed and index. */
export function syntheticSession(spec: SyntheticConversations, index: number): Session {
  const seed = spec.seed ?? DEFAULT_CONVERSATION_SEED;
  const rand = mulberry32(seedFrom('conversation', String(seed), String(index)));
  const system =
    spec.system_tokens !== undefined && spec.system_tokens > 0
      ? sentences(spec.system_tokens, mulberry32(seedFrom('conversation-system', String(seed))), false)
      : null;
  const turns: SessionTurn[] = [];
  for (let t = 0; t < spec.turns; t++) {
    const userTokens = drawLength(spec.user_tokens, rand);
    const maxTokens = spec.output_tokens === undefined ? null : drawLength(spec.output_tokens, rand);
    const think =
      t === 0 || spec.think_ms === undefined
        ? 0
        : typeof spec.think_ms === 'number'
          ? spec.think_ms
          : drawLength(spec.think_ms, rand);
    turns.push({ text: sentences(userTokens, rand, false), userTokens, maxTokens, thinkMs: think });
  }
  return { index, system, turns, line: null };
}

const FIX =
  'write one session a line: {"turns": ["first question", "a follow-up"]}, optionally with "system": "..." and "think_ms": 2000, or {"messages": [...]} / {"conversations": [...]} whose user turns are sent';

/**
 * A conversations file's reader, fed line by line: JSONL, one session a line, as `{ turns:
 * [string, ...] }`, an OpenAI `{ messages: [...] }` or a ShareGPT
 * `{ conversations: [...] }` (the user turns are sent; the recorded answers
 * are not: the model's own answers go into the history).
 */
export function conversationsReader(file: string): JsonRecordReader<Session[]> {
  const problems = new ProblemList(file);
  const out: Session[] = [];
  const record = (v: unknown, line: number): void => {
    const problem = (path: string, message: string) =>
      void problems.push({ file, line, column: null, path, message, fix: FIX });
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return problem('', 'expected a JSON object');
    const o = v as Record<string, unknown>;
    const think = o.think_ms;
    if (think !== undefined && (typeof think !== 'number' || !(think >= 0)))
      return problem('think_ms', `expected ms >= 0, got ${shown(think)}`);
    const thinkMs = typeof think === 'number' ? think : 0;
    let system = typeof o.system === 'string' && o.system !== '' ? o.system : null;
    const texts: string[] = [];
    if (Array.isArray(o.turns)) {
      for (const [j, t] of o.turns.entries()) {
        if (typeof t !== 'string' || t === '')
          return problem(`turns[${j}]`, `expected the user's message (a non-empty string), got ${shown(t)}`);
        texts.push(t);
      }
    } else {
      const key = Array.isArray(o.messages) ? 'messages' : Array.isArray(o.conversations) ? 'conversations' : null;
      if (key === null) return problem('turns', 'missing "turns" (or "messages" / "conversations"), a list');
      for (const [j, m] of (o[key] as unknown[]).entries()) {
        const r = (typeof m === 'object' && m !== null ? m : {}) as Record<string, unknown>;
        const role = String(key === 'messages' ? r.role : r.from).toLowerCase();
        const content = key === 'messages' ? r.content : r.value;
        if (typeof content !== 'string')
          return problem(`${key}[${j}].${key === 'messages' ? 'content' : 'value'}`, 'expected a string');
        if (role === 'system' && texts.length === 0) system = content;
        else if (role === 'user' || role === 'human') texts.push(content);
      }
    }
    if (texts.length === 0) return problem('turns', 'the session has no user turn');
    out.push({
      index: out.length,
      system,
      turns: texts.map((text, t) => ({ text, userTokens: null, maxTokens: null, thinkMs: t === 0 ? 0 : thinkMs })),
      line,
    });
  };
  const end = (): Session[] => {
    if (problems.length === 0 && out.length === 0)
      problems.push({
        file,
        line: null,
        column: null,
        path: '',
        message: 'the conversations file has no session',
        fix: FIX,
      });
    if (problems.length > 0) throw problems.error();
    return out;
  };
  return { file, notJsonFix: FIX, problems, record, end };
}

/** Parses a conversations text (see conversationsReader). */
export const parseConversations = (text: string, file: string): Session[] =>
  readJsonText(text, conversationsReader(file));
