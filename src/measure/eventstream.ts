import type { EventStreamCodec } from '@smithy/eventstream-codec';
import type { WireEvent } from '../providers/types.ts';

// AWS's binary event-stream framing (application/vnd.amazon.eventstream),
// as Bedrock's ConverseStream sends it. AWS's own codec decodes each frame
// (prelude and message CRC32 checks, typed headers); cutting the byte stream
// into frames is done here, because the library's splitter works on an
// async iterable, while the measurer decodes each read's bytes as its own
// step (credited to the read that stamped them, in arrival order). A frame
// starts with its total length (4 bytes, big-endian), so the cut is a
// running buffer and a length check.

const PRELUDE_BYTES = 12;
/** Larger than any frame AWS sends (its limit is 16 MiB); guards against reading garbage as a length. */
const MAX_FRAME_BYTES = 16 * 1024 * 1024 + PRELUDE_BYTES;

let loadedCodec: EventStreamCodec | null = null;

/**
 * Loads AWS's codec. Its module tree (@smithy/core's event streams and
 * serde, with web streams under them) costs ~10 ms to evaluate, so it is not
 * loaded at start-up by every run: the runner calls this before dispatching a
 * request whose adapter frames this way (Bedrock), outside any timing.
 */
export async function loadEventStreamCodec(): Promise<void> {
  if (loadedCodec) return;
  const [{ EventStreamCodec }, { fromUtf8, toUtf8 }] = await Promise.all([
    import('@smithy/eventstream-codec'),
    import('@smithy/util-utf8'),
  ]);
  loadedCodec ??= new EventStreamCodec(toUtf8, fromUtf8);
}

export class EventStreamFramer {
  /** null when no request of this process was sent through an event-stream adapter: every frame is then invalid. */
  readonly #codec = loadedCodec;
  #buffer: Uint8Array = new Uint8Array(0);
  readonly #text = new TextDecoder('utf-8');

  /**
   * Bytes of one read in, the frames it completed out, as wire events:
   * `event` is the `:event-type` of an event frame, or `exception:TYPE` /
   * `error:CODE` for the frames AWS uses to report a failure mid-stream.
   * A frame that fails its checks becomes an `invalid:` event (and the
   * buffer is dropped: after a bad length nothing later can be trusted).
   */
  push(bytes: Uint8Array): WireEvent[] {
    this.#buffer = this.#buffer.length === 0 ? bytes : concat(this.#buffer, bytes);
    const out: WireEvent[] = [];
    while (this.#buffer.length >= 4) {
      const view = new DataView(this.#buffer.buffer, this.#buffer.byteOffset, this.#buffer.byteLength);
      const total = view.getUint32(0, false);
      if (total < PRELUDE_BYTES + 4 || total > MAX_FRAME_BYTES) {
        out.push({ event: 'invalid:frame', data: `frame length ${total} out of range` });
        this.#buffer = new Uint8Array(0);
        break;
      }
      if (this.#buffer.length < total) break;
      const frame = this.#buffer.subarray(0, total);
      this.#buffer = this.#buffer.subarray(total);
      out.push(this.#decode(frame));
    }
    return out;
  }

  /** Bytes left over when the body ended: a frame cut short. */
  get pendingBytes(): number {
    return this.#buffer.length;
  }

  #decode(frame: Uint8Array): WireEvent {
    if (!this.#codec)
      return {
        event: 'invalid:frame',
        data: 'an AWS event-stream body, but no provider of this run uses api: bedrock',
      };
    let message;
    try {
      message = this.#codec.decode(frame);
    } catch (err) {
      return { event: 'invalid:frame', data: (err as Error).message };
    }
    const header = (name: string): string | undefined => {
      const h = message.headers[name];
      return h && h.type === 'string' ? h.value : undefined;
    };
    const kind = header(':message-type') ?? 'event';
    const data = this.#text.decode(message.body);
    if (kind === 'event') return { event: header(':event-type') ?? 'unknown', data };
    if (kind === 'exception') return { event: `exception:${header(':exception-type') ?? 'unknown'}`, data };
    return {
      event: `error:${header(':error-code') ?? 'unknown'}`,
      data: JSON.stringify({ message: header(':error-message') ?? data }),
    };
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
