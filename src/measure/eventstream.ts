import type { EventStreamCodec } from '@smithy/eventstream-codec';
import { exportsOf } from '../formats/bedrock/sign.ts';
import type { WireEvent } from '../formats/types.ts';

// AWS's binary event-stream framing (application/vnd.amazon.eventstream),
// as Bedrock's ConverseStream sends it. AWS's own codec decodes each frame
// (prelude and message CRC32 checks, typed headers); cutting the byte stream
// into frames is done here, because the library's splitter works on an
// async iterable, while the measurer decodes each read's bytes as its own
// step (credited to the read that stamped them, in arrival order). A frame
// starts with its total length (4 bytes, big-endian), so the cut is a
// running buffer and a length check.

const PRELUDE_BYTES = 12;
/**
 * The fixed cap on one frame (README, "Limits"): a frame is held whole
 * until it is complete, so its announced length is what one request may
 * buffer. Bedrock's stream frames are a few hundred bytes; AWS's own limit
 * (16 MiB) is no guard against a server that announces a frame and never
 * finishes it. Shared with the SSE and NDJSON caps.
 */
export const MAX_FRAME_BYTES = 8 * 1024 * 1024;

let loadedCodec: EventStreamCodec | null = null;

/**
 * Loads AWS's codec. Its module tree (@smithy/core's event streams and
 * serde, with web streams under them) costs ~10 ms to evaluate, so it is not
 * loaded at start-up by every run: the warm-up (warmup.ts) calls this before
 * any request when a provider's adapter frames this way (Bedrock), and the
 * executor before dispatching such a request, outside any timing.
 */
export async function loadEventStreamCodec(): Promise<void> {
  if (loadedCodec) return;
  const [codec, utf8] = await Promise.all([import('@smithy/eventstream-codec'), import('@smithy/util-utf8')]);
  // CommonJS packages: the bundle's import() gives only `default` (exportsOf).
  const { EventStreamCodec } = exportsOf(codec);
  const { fromUtf8, toUtf8 } = exportsOf(utf8);
  loadedCodec ??= new EventStreamCodec(toUtf8, fromUtf8);
  // One frame through the framer and the codec, so their decoding is
  // compiled here and not inside the first response.
  const frame = loadedCodec.encode({
    headers: {
      ':message-type': { type: 'string', value: 'event' },
      ':event-type': { type: 'string', value: 'messageStart' },
    },
    body: fromUtf8('{"role":"assistant"}'),
  });
  new EventStreamFramer().push(frame);
}

export class EventStreamFramer {
  /** null when no request of this process was sent through an event-stream adapter: every frame is then invalid. */
  readonly #codec = loadedCodec;
  /**
   * Bytes not yet cut into frames, as the reads delivered them: joined only
   * once a whole frame is in, so a large frame arriving in many reads is
   * copied once, not once per read.
   */
  #parts: Uint8Array[] = [];
  #length = 0;
  readonly #text = new TextDecoder('utf-8');
  /** The length a frame announced past MAX_FRAME_BYTES, once one did; nothing is cut after it. */
  overflow: number | null = null;

  /**
   * Bytes of one read in, the frames it completed out, as wire events:
   * `event` is the `:event-type` of an event frame, or `exception:TYPE` /
   * `error:CODE` for the frames AWS uses to report a failure mid-stream.
   * A frame that fails its checks becomes an `invalid:` event (and the
   * buffer is dropped: after a bad length nothing later can be trusted).
   * A frame announcing more than MAX_FRAME_BYTES sets `overflow` instead.
   */
  push(bytes: Uint8Array): WireEvent[] {
    const out: WireEvent[] = [];
    if (this.overflow !== null) return out;
    this.#parts.push(bytes);
    this.#length += bytes.length;
    while (this.#length >= 4) {
      const head = this.#parts[0]!.length >= 4 ? this.#parts[0]! : this.#join();
      const total = new DataView(head.buffer, head.byteOffset, 4).getUint32(0, false);
      if (total < PRELUDE_BYTES + 4) {
        out.push({ event: 'invalid:frame', data: `frame length ${total} out of range` });
        this.#clear();
        break;
      }
      if (total > MAX_FRAME_BYTES) {
        this.overflow = total;
        this.#clear();
        break;
      }
      if (this.#length < total) break;
      const all = this.#join();
      out.push(this.#decode(all.subarray(0, total)));
      const rest = all.subarray(total);
      this.#parts = rest.length > 0 ? [rest] : [];
      this.#length = rest.length;
    }
    return out;
  }

  /** Bytes left over when the body ended: a frame cut short. */
  get pendingBytes(): number {
    return this.#length;
  }

  #join(): Uint8Array {
    if (this.#parts.length === 1) return this.#parts[0]!;
    const out = new Uint8Array(this.#length);
    let at = 0;
    for (const p of this.#parts) {
      out.set(p, at);
      at += p.length;
    }
    this.#parts = [out];
    return out;
  }

  #clear(): void {
    this.#parts = [];
    this.#length = 0;
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
