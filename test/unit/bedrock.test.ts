import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import type { ProviderConfig } from '../../src/config/schema.ts';
import { bedrock } from '../../src/formats/bedrock/adapter.ts';
import { bedrockRegion, signBedrock } from '../../src/formats/bedrock/sign.ts';
import { newStreamContext, type AdapterEvent, type WireEvent } from '../../src/formats/types.ts';

const provider: ProviderConfig = {
  id: 'nova',
  api: 'bedrock',
  base_url: 'https://bedrock-runtime.eu-west-3.amazonaws.com',
  model: 'us.amazon.nova-micro-v1:0',
};

const parse = (event: WireEvent): AdapterEvent[] => bedrock.parseEvent(event, newStreamContext(provider));

describe('bedrock buildRequest', () => {
  it('posts ConverseStream with system apart, maxTokens, and no auth without a key', () => {
    const req = bedrock.buildRequest({
      provider,
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Capital of France?' },
      ],
      maxTokens: 64,
      apiKey: null,
    });
    assert.equal(
      req.url,
      'https://bedrock-runtime.eu-west-3.amazonaws.com/model/us.amazon.nova-micro-v1%3A0/converse-stream',
    );
    assert.equal(req.headers.accept, 'application/vnd.amazon.eventstream');
    assert.equal(req.headers.authorization, undefined);
    assert.deepEqual(JSON.parse(req.body), {
      messages: [{ role: 'user', content: [{ text: 'Capital of France?' }] }],
      system: [{ text: 'Be brief.' }],
      inferenceConfig: { maxTokens: 64 },
    });
  });

  it('sends a Bedrock API key as a bearer token, and signing then leaves the request alone', async () => {
    const req = bedrock.buildRequest({
      provider,
      messages: [{ role: 'user', content: 'hi' }],
      maxTokens: 8,
      apiKey: 'bk-123',
    });
    assert.equal(req.headers.authorization, 'Bearer bk-123');
    const signed = await signBedrock(req, { provider, aws: null, now: new Date() });
    assert.deepEqual(signed, req);
  });
});

describe('bedrock parseEvent', () => {
  const cases: Array<[string, WireEvent, AdapterEvent[]]> = [
    [
      'answer text',
      { event: 'contentBlockDelta', data: '{"contentBlockIndex":0,"delta":{"text":"Paris"},"p":"abc"}' },
      [{ kind: 'content', text: 'Paris' }],
    ],
    [
      'reasoning text',
      { event: 'contentBlockDelta', data: '{"delta":{"reasoningContent":{"text":"Let me think"}}}' },
      [{ kind: 'reasoning', text: 'Let me think' }],
    ],
    [
      'a reasoning signature is meta',
      { event: 'contentBlockDelta', data: '{"delta":{"reasoningContent":{"signature":"x"}}}' },
      [{ kind: 'meta' }],
    ],
    ['empty text is meta', { event: 'contentBlockDelta', data: '{"delta":{"text":""}}' }, [{ kind: 'meta' }]],
    ['messageStart is meta', { event: 'messageStart', data: '{"role":"assistant","p":"ab"}' }, [{ kind: 'meta' }]],
    ['an ordinary stop is done', { event: 'messageStop', data: '{"stopReason":"end_turn"}' }, [{ kind: 'done' }]],
    [
      'max_tokens stop is noted',
      { event: 'messageStop', data: '{"stopReason":"max_tokens"}' },
      [{ kind: 'meta', note: 'stopReason max_tokens' }, { kind: 'done' }],
    ],
    [
      'metadata: usage and the server latency',
      {
        event: 'metadata',
        data: '{"metrics":{"latencyMs":522},"usage":{"inputTokens":13,"outputTokens":82,"totalTokens":95}}',
      },
      [
        { kind: 'usage', usage: { output_tokens: 82, input_tokens: 13 } },
        { kind: 'server_timing', timing: { latency_ms: 522 } },
      ],
    ],
    [
      'an exception frame is an error',
      { event: 'exception:throttlingException', data: '{"message":"Too many requests"}' },
      [{ kind: 'error', message: 'throttlingException: Too many requests' }],
    ],
    [
      'a bad frame is invalid',
      { event: 'invalid:frame', data: 'checksum mismatch' },
      [{ kind: 'invalid', message: 'checksum mismatch' }],
    ],
  ];
  for (const [name, event, want] of cases) it(name, () => assert.deepEqual(parse(event), want));

  it('bad JSON in a frame is invalid, not a crash', () => {
    assert.equal(parse({ event: 'contentBlockDelta', data: '{nope' })[0]?.kind, 'invalid');
  });
});

describe('bedrock region', () => {
  it('comes from config, else the host name, else us-east-1', () => {
    assert.equal(
      bedrockRegion({ base_url: 'https://bedrock-runtime.eu-west-3.amazonaws.com', region: 'ap-south-1' }),
      'ap-south-1',
    );
    assert.equal(bedrockRegion({ base_url: 'https://bedrock-runtime.eu-west-3.amazonaws.com' }), 'eu-west-3');
    assert.equal(
      bedrockRegion({ base_url: 'https://bedrock-runtime-fips.us-gov-west-1.amazonaws.com' }),
      'us-gov-west-1',
    );
    assert.equal(bedrockRegion({ base_url: 'http://127.0.0.1:8787' }), 'us-east-1');
  });
});

// An independent SigV4 (the algorithm as AWS documents it, with node:crypto)
// to check the signature AWS's signer produced, so a wrong region, service,
// date or header set fails here rather than against AWS.
function expectedSignature(args: {
  method: string;
  host: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  amzDate: string;
  region: string;
  secret: string;
  signedHeaders: string[];
}): string {
  const sha = (s: string) => createHash('sha256').update(s).digest('hex');
  const hmac = (k: Buffer | string, s: string) => createHmac('sha256', k).update(s).digest();
  const all: Record<string, string> = { ...args.headers, host: args.host };
  const canonicalHeaders = args.signedHeaders.map((h) => `${h}:${String(all[h]).trim()}\n`).join('');
  // The request's (already encoded) path is URI-encoded once more for every service but S3.
  const path = args.path
    .split('/')
    .map((seg) => encodeURIComponent(seg))
    .join('/');
  const canonical = [args.method, path, '', canonicalHeaders, args.signedHeaders.join(';'), sha(args.body)].join('\n');
  const day = args.amzDate.slice(0, 8);
  const scope = `${day}/${args.region}/bedrock/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', args.amzDate, scope, sha(canonical)].join('\n');
  let key = hmac(`AWS4${args.secret}`, day);
  key = hmac(key, args.region);
  key = hmac(key, 'bedrock');
  key = hmac(key, 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

describe('bedrock SigV4 signing', () => {
  it("matches an independent computation of AWS's algorithm", async () => {
    const req = bedrock.buildRequest({
      provider,
      messages: [{ role: 'user', content: 'hi' }],
      maxTokens: 8,
      apiKey: null,
    });
    const aws = {
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      sessionToken: 'tok',
    };
    const now = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));
    const signed = await signBedrock(req, { provider, aws, now });
    assert.equal(signed.headers['x-amz-date'], '20260102T030405Z');
    assert.equal(signed.headers['x-amz-security-token'], 'tok');
    const m =
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20260102\/eu-west-3\/bedrock\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        signed.headers.authorization ?? '',
      );
    assert.ok(m, signed.headers.authorization);
    const signedHeaders = m[1]!.split(';');
    assert.ok(signedHeaders.includes('host') && signedHeaders.includes('x-amz-date'));
    const url = new URL(req.url);
    assert.equal(
      m[2],
      expectedSignature({
        method: 'POST',
        host: url.host,
        path: url.pathname,
        headers: signed.headers,
        body: req.body,
        amzDate: '20260102T030405Z',
        region: 'eu-west-3',
        secret: aws.secretAccessKey,
        signedHeaders,
      }),
    );
    assert.ok(!JSON.stringify(signed).includes(aws.secretAccessKey), 'the secret key is never in the request');
  });
});
