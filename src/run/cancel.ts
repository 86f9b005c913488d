// SIGINT/SIGTERM to a cancelled run, for both entries: the first signal
// aborts the in-flight requests (their partial traces are kept); later ones
// are ignored, so the reports and the upload after a cancel still finish
// (the runner cancels a job with SIGINT, then SIGTERM).

export type CancelSignal = 'SIGINT' | 'SIGTERM';

export interface Cancellation {
  signal: AbortSignal;
  /** The first signal received, or null. */
  received(): CancelSignal | null;
  /** Removes the listeners. */
  dispose(): void;
}

export function cancelOnSignals(source: NodeJS.EventEmitter, onFirst: (name: CancelSignal) => void): Cancellation {
  const controller = new AbortController();
  let received: CancelSignal | null = null;
  const listener = (name: CancelSignal) => () => {
    if (received) return;
    received = name;
    onFirst(name);
    controller.abort();
  };
  const onInt = listener('SIGINT');
  const onTerm = listener('SIGTERM');
  source.on('SIGINT', onInt);
  source.on('SIGTERM', onTerm);
  return {
    signal: controller.signal,
    received: () => received,
    dispose: () => {
      source.off('SIGINT', onInt);
      source.off('SIGTERM', onTerm);
    },
  };
}
