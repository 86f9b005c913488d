import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';

// The fidelity baseline: a bare `net` socket that stamps each `data` event
// and keeps the bytes, doing nothing else until the connection closes. HTTP
// is taken apart afterwards, off the clock. This is the floor for Node on
// this machine: anything a client library does can only come later.

export interface RawResponse {
  /** performance.now() of each `data` event. */
  times: number[];
  chunks: Buffer[];
}

/** Sends one POST (Connection: close) and records every read until the server closes. */
export function rawPost(port: number, path: string, body: string, timeoutMs: number): Promise<RawResponse> {
  const head =
    `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\n` +
    `accept: text/event-stream\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n`;
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port, noDelay: true });
    socket.on('data', (chunk: Buffer) => {
      times.push(performance.now());
      chunks.push(chunk);
    });
    const timer = setTimeout(() => socket.destroy(new Error(`no end within ${timeoutMs} ms`)), timeoutMs);
    socket.once('connect', () => socket.write(head + body));
    socket.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.once('close', (hadError) => {
      clearTimeout(timer);
      if (!hadError) resolve({ times, chunks });
    });
  });
}

export interface BodyReads {
  requestId: string | null;
  /** Per read: [performance.now() of the read, body bytes received by the end of it]. */
  reads: Array<[number, number]>;
}

/**
 * The body bytes each read completed, through the chunked transfer coding:
 * the simulator's write log counts body bytes, the socket sees framing too.
 */
export function bodyReads(raw: RawResponse): BodyReads {
  const all = Buffer.concat(raw.chunks);
  const headEnd = all.indexOf('\r\n\r\n');
  if (headEnd === -1) throw new Error('no HTTP head in the response');
  const head = all.subarray(0, headEnd).toString('latin1');
  const requestId = /^x-request-id:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? null;
  if (!/^transfer-encoding:\s*chunked/im.test(head)) throw new Error('expected a chunked response');
  // Body segments as [start, end) in the raw bytes.
  const segments: Array<[number, number]> = [];
  let pos = headEnd + 4;
  for (;;) {
    const eol = all.indexOf('\r\n', pos);
    if (eol === -1) break;
    const size = Number.parseInt(all.subarray(pos, eol).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    segments.push([eol + 2, eol + 2 + size]);
    pos = eol + 2 + size + 2;
  }
  const reads: Array<[number, number]> = [];
  let rawEnd = 0;
  let seg = 0;
  let bodyBefore = 0; // body bytes of the segments wholly before `seg`
  raw.chunks.forEach((chunk, i) => {
    rawEnd += chunk.length;
    while (seg < segments.length && segments[seg]![1] <= rawEnd) {
      bodyBefore += segments[seg]![1] - segments[seg]![0];
      seg++;
    }
    const partial = seg < segments.length ? Math.max(0, rawEnd - segments[seg]![0]) : 0;
    reads.push([raw.times[i]!, bodyBefore + partial]);
  });
  return { requestId, reads };
}
