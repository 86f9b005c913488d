// `streamgauge run ... | head -3`: once the reader of stdout (or stderr)
// has gone, Node reports EPIPE as an 'error' event on the stream, which
// nobody handled, so the process died mid-run with status 1: no reports,
// a temporary file and the lock left behind. A closed output stops the
// printing, never the work: the run goes on, writes its files, releases
// its lock and exits with its own status.

export interface QuietStream<T extends NodeJS.WritableStream> {
  stream: T;
  /** Whether the reader has gone (EPIPE seen, or the stream was closed). */
  gone(): boolean;
}

/** Codes meaning the other end of the stream has gone. */
const GONE = new Set(['EPIPE', 'ECONNRESET', 'ERR_STREAM_DESTROYED', 'ERR_STREAM_WRITE_AFTER_END']);

/** `stream`, whose writes become no-ops once its reader has gone; other errors still throw. */
export function quietOnBrokenPipe<T extends NodeJS.WritableStream>(stream: T): QuietStream<T> {
  let gone = false;
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== undefined && GONE.has(err.code)) {
      gone = true;
      return;
    }
    throw err;
  });
  const write = (chunk: unknown, ...rest: unknown[]): boolean => {
    const callback = rest.find((r): r is (e?: Error | null) => void => typeof r === 'function');
    if (gone) {
      // Nothing will be written: say so to a caller that waits, at once.
      if (callback) queueMicrotask(() => callback(null));
      return true;
    }
    return (stream.write as (...a: unknown[]) => boolean).call(stream, chunk, ...rest);
  };
  const proxy = new Proxy(stream, {
    get(target, prop) {
      if (prop === 'write') return write;
      const v: unknown = Reflect.get(target, prop, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  return { stream: proxy, gone: () => gone };
}
