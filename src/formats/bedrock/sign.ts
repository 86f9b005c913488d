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

export async function signBedrock(request: RequestSpec, input: SignInput): Promise<RequestSpec> {
  if (request.headers.authorization !== undefined) return request;
  if (!input.aws) throw new Error('bedrock: no API key and no AWS credentials to sign the request with');
  // AWS's signer (with @smithy/core under it, ~350 KB) is loaded by the first
  // signed request rather than by every run's start-up; signing happens
  // before t0, so the load is never inside a timing.
  const [{ Sha256 }, { SignatureV4 }] = await Promise.all([
    import('@aws-crypto/sha256-js'),
    import('@smithy/signature-v4'),
  ]);
  const url = new URL(request.url);
  const signer = new SignatureV4({
    service: 'bedrock',
    region: bedrockRegion(input.provider),
    credentials: input.aws,
    sha256: Sha256,
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
