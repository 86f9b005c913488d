import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import type { ProviderConfig } from '../../config/schema.ts';
import type { RequestSpec, SignInput } from '../types.ts';

// SigV4 for Bedrock with AWS's own signer: request in, the same request with
// authorization, x-amz-date (and x-amz-security-token) out. A request that
// already carries an authorization header (a Bedrock API key, sent as a
// bearer token) is left as it is.

/** The region: `region:` in the config, else the one in a bedrock-runtime host name, else us-east-1. */
export function bedrockRegion(provider: Pick<ProviderConfig, 'base_url'> & { region?: string | undefined }): string {
  if (provider.region) return provider.region;
  const host = new URL(provider.base_url).hostname;
  const m = /^bedrock-runtime(?:-fips)?\.([a-z0-9-]+)\.amazonaws\.com(?:\.cn)?$/.exec(host);
  return m?.[1] ?? 'us-east-1';
}

type SignerModules = { SignatureV4: typeof import('@smithy/signature-v4').SignatureV4 };

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: SourceData): Buffer | string =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(data);

/**
 * SHA-256 and HMAC-SHA-256 for the signer, from node:crypto: AWS's own
 * (@aws-crypto/sha256-js) is JavaScript, and a request's key derivation
 * and hashes took ~5 ms of the thread on its first signing, while other
 * providers' requests were in flight.
 */
class NodeSha256 {
  readonly #secret: SourceData | undefined;
  #hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.#secret = secret;
    this.#hash = this.#start();
  }
  #start(): Hash | Hmac {
    return this.#secret === undefined ? createHash('sha256') : createHmac('sha256', bytesOf(this.#secret));
  }
  update(data: SourceData): void {
    this.#hash.update(bytesOf(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.#hash.digest()));
  }
  reset(): void {
    this.#hash = this.#start();
  }
}
let signerModules: Promise<SignerModules> | null = null;

/**
 * A CommonJS package's exports, however it was imported: Node gives named
 * exports beside `default` (module.exports), the bundle (dist/) only
 * `default`, so `{ SignatureV4 } = await import(...)` was undefined there.
 */
export function exportsOf<T extends object>(mod: T): T {
  return ((mod as { default?: T }).default ?? mod) as T;
}

/**
 * AWS's signer (with @smithy/core under it, ~350 KB) is loaded by the first
 * run with a signed provider rather than by every run's start-up: the
 * warm-up (src/measure/warmup.ts) loads it before any request, so it never
 * runs while another provider's request is in flight.
 */
export function loadBedrockSigner(): Promise<SignerModules> {
  signerModules ??= import('@smithy/signature-v4').then((sig) => ({ SignatureV4: exportsOf(sig).SignatureV4 }));
  return signerModules;
}

export async function signBedrock(request: RequestSpec, input: SignInput): Promise<RequestSpec> {
  if (request.headers.authorization !== undefined) return request;
  if (!input.aws) throw new Error('bedrock: no API key and no AWS credentials to sign the request with');
  const { SignatureV4 } = await loadBedrockSigner();
  const url = new URL(request.url);
  const signer = new SignatureV4({
    service: 'bedrock',
    region: bedrockRegion(input.provider),
    credentials: input.aws,
    sha256: NodeSha256,
  });
  const query: Record<string, string> = {};
  for (const [k, v] of url.searchParams) query[k] = v;
  const signed = await signer.sign(
    {
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: url.pathname,
      query,
      headers: { ...request.headers, host: url.host },
      body: request.body,
    },
    { signingDate: input.now },
  );
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(signed.headers)) if (k !== 'host') headers[k] = String(v);
  return { ...request, headers };
}
