import assert from 'node:assert/strict';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { describe, it } from 'node:test';
import { unreachable } from '../../src/cli/reach.ts';
import { runCli } from '../support/cli.ts';

// `streamgauge download` without a network: it must fail within 15 s naming
// the host it could not reach, not retry for a minute in silence. A closed
// port on loopback stands in for a host that refuses; a socket that accepts
// and never says a word stands in for a network that swallows packets.

const cli = (args: string[], env: Record<string, string>) => runCli(args, { env });

async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  return port;
}

describe('download without a network', () => {
  it('fails within 15 s, naming the host, with no ::debug:: lines', async () => {
    const port = await closedPort();
    const started = performance.now();
    const r = await cli(['download', 'octo/bench', '42'], {
      GH_TOKEN: 'ghs-offline-secret-0123456789',
      GITHUB_API_URL: `http://127.0.0.1:${port}`,
    });
    const elapsedMs = performance.now() - started;
    assert.equal(r.code, 2);
    assert.match(r.stderr, new RegExp(`could not reach 127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\)`));
    assert.ok(elapsedMs < 15_000, `${elapsedMs} ms`);
    assert.doesNotMatch(r.stdout + r.stderr, /::debug::|ghs-offline-secret/);
  });

  it('gives up on a host that never answers at the deadline', async () => {
    // Accepts the TCP connection, never answers the TLS hello.
    const silent = createServer(() => {}).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const port = (silent.address() as { port: number }).port;
    try {
      const why = await unreachable(new URL(`https://127.0.0.1:${port}`), 300);
      assert.equal(why, 'no answer in 0.3 s');
      assert.equal(await unreachable(new URL(`http://127.0.0.1:${port}`), 300), null, 'plain TCP: connected');
    } finally {
      silent.close();
    }
  });
});
