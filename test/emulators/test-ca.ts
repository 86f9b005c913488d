import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A certificate authority made for one test run with Debian's openssl (Node's
// crypto makes keys but not X.509 certificates), and a server certificate it
// signed for localhost and 127.0.0.1. Short-lived, in a temporary folder.
// .ci/run installs openssl where it is missing.

const run = promisify(execFile);

export interface TestCa {
  dir: string;
  /** The CA certificate file: what NODE_EXTRA_CA_CERTS points at. */
  caFile: string;
  caPem: string;
  certFile: string;
  keyFile: string;
  cert: string;
  key: string;
  remove(): Promise<void>;
}

export async function makeTestCa(): Promise<TestCa> {
  const dir = await mkdtemp(join(tmpdir(), 'streamgauge-ca-'));
  const f = (name: string) => join(dir, name);
  const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
  await run('openssl', [
    'req',
    '-x509',
    ...ec,
    '-keyout',
    f('ca.key'),
    '-out',
    f('ca.pem'),
    '-days',
    '2',
    '-subj',
    '/CN=streamgauge test CA',
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
  await run('openssl', ['req', ...ec, '-keyout', f('server.key'), '-out', f('server.csr'), '-subj', '/CN=localhost']);
  await writeFile(
    f('server.ext'),
    'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n',
  );
  await run('openssl', [
    'x509',
    '-req',
    '-in',
    f('server.csr'),
    '-CA',
    f('ca.pem'),
    '-CAkey',
    f('ca.key'),
    '-set_serial',
    String(Date.now()),
    '-days',
    '2',
    '-extfile',
    f('server.ext'),
    '-out',
    f('server.pem'),
  ]);
  return {
    dir,
    caFile: f('ca.pem'),
    caPem: await readFile(f('ca.pem'), 'utf8'),
    certFile: f('server.pem'),
    keyFile: f('server.key'),
    cert: await readFile(f('server.pem'), 'utf8'),
    key: await readFile(f('server.key'), 'utf8'),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
