/**
 * Runs `fn` over `items` with at most `limit` in flight, in order of start.
 * Stops starting new items once `signal` is aborted; items already started
 * run to their (cancelled) end, so their partial traces are still written.
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
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
}
