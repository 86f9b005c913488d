/**
 * Runs `fn` over `items` with at most `limit` in flight, in order of start.
 * Stops starting new items once `signal` is aborted; items already started
 * run to their (cancelled) end, so their partial traces are still written.
 *
 * The workers start one event-loop turn apart. Started in the same turn,
 * every first request was dispatched before any of them could be written:
 * each one's connect and write waited for all the others' dispatch work
 * (18 providers side by side: the first requests sent 14-27 ms after their
 * t0 on a loaded 2-core machine, the later ones in under 1 ms). A turn
 * apart, the loop reaches its I/O between two dispatches.
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++] as T;
      await fn(item);
    }
  };
  const workers = [];
  for (let i = 0; i < Math.max(1, Math.min(limit, items.length)); i++) {
    if (i > 0) await nextTurn();
    workers.push(worker());
  }
  await Promise.all(workers);
}

/** Resolves in the next turn of the event loop, after its I/O has been polled. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
