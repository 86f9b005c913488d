import { setTimeout as delay } from 'node:timers/promises';
import type { ResolvedProvider } from '../config/read.ts';
import { withCacheBust, type PlannedRequest } from '../config/plan.ts';
import type { Message } from '../config/schema.ts';
import type { TraceLoad } from '../trace.ts';
import { executorOf, runOne, type RunOneOptions } from './run-one.ts';

// One conversation session (design.md "Workloads"): its user turns in order,
// each sent with the whole history so far, the model's real answers
// included, so the context grows turn by turn as a chat user's does and a
// server's prefix cache sees the same repeated head. The cache-bust prefix
// is one per session (on its first user message): it keeps sessions apart
// from each other and from earlier runs without breaking the prefix a
// session's own turns share. A session has its own dispatcher (built as the
// run's agent is, one connection per origin) for its whole life: its first
// turn opens a connection, every later turn goes out on that same one while
// the server keeps it, and no other session's turn ever takes it. When the
// server closes it, the next turn opens a new one (`conn.reused: false`); a
// kept connection found dead before any byte is resent once on a new one,
// as for any request (measure/stream.ts). Closed when the session ends.

/** What the caller learns when a session ends. */
export interface SessionEnd {
  /** Turns sent (a failed turn ends the session: the next would have no answer to follow). */
  sent: number;
}

/**
 * Sends every turn of `base.conversation`, one after another, waiting each
 * turn's think time first (on the timer: a wait between requests, never
 * inside one). Never rejects; stops early when `signal` aborts.
 * `idOf(turn)` names each turn's request; `placeOf(turn)` its load place.
 */
export async function runSession(
  opts: RunOneOptions,
  provider: ResolvedProvider,
  base: PlannedRequest,
  placeOf: ((turn: number, scheduledMs: number) => TraceLoad) | null,
  idOf: (turn: number) => string = (turn) => `${base.id}/t${turn}`,
): Promise<SessionEnd> {
  const session = base.conversation;
  if (!session) return { sent: 0 };
  // The session's own connection lives where its requests are measured (this thread or one measurer worker).
  const executor = executorOf(opts);
  const own = executor.openSession();
  try {
    return await sendTurns(opts, provider, base, session, placeOf, idOf, own);
  } finally {
    if (own !== null) await executor.closeSession(own);
  }
}

async function sendTurns(
  opts: RunOneOptions,
  provider: ResolvedProvider,
  base: PlannedRequest,
  session: NonNullable<PlannedRequest['conversation']>,
  placeOf: ((turn: number, scheduledMs: number) => TraceLoad) | null,
  idOf: (turn: number) => string,
  own: number | null,
): Promise<SessionEnd> {
  const history: Message[] = session.system === null ? [] : [{ role: 'system', content: session.system }];
  let sent = 0;
  for (const [turn, t] of session.turns.entries()) {
    if (opts.signal?.aborted) break;
    if (t.thinkMs > 0)
      await delay(t.thinkMs, undefined, opts.signal ? { signal: opts.signal } : {}).catch(() => undefined);
    if (opts.signal?.aborted) break;
    history.push({ role: 'user', content: t.text });
    const messages = base.cacheBust === null ? history.slice() : withCacheBust(history, base.cacheBust);
    const maxTokens = t.maxTokens ?? base.maxTokens;
    const request: PlannedRequest = {
      ...base,
      id: idOf(turn),
      messages,
      maxTokens,
      session: session.index,
      turn,
      workload: {
        source: 'conversation',
        line: session.line,
        input_tokens: null,
        max_tokens: maxTokens,
        think_ms: t.thinkMs,
      },
    };
    delete request.conversation;
    const { answer, trace } = await runOne(opts, provider, request, placeOf?.(turn, 0) ?? null, true, { session: own });
    sent++;
    if (trace.error !== null || answer === null) break;
    history.push({ role: 'assistant', content: answer });
  }
  return { sent };
}
