import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { buildPlan } from '../../src/config/plan.ts';
import { sniffImage } from '../../src/config/images.ts';
import { syntheticPng } from '../../src/config/png.ts';
import { ConfigError, formatProblems, loadConfig, parseConfig, type ConfigProblem } from '../../src/config/read.ts';

// The config side of request shapes: the schema's bounds, the rules between
// tools and tool_choice, the per-API refusals (each at file:line), the
// images read at load time, and the synthetic PNG encoder.

/** Made-up AWS variables: a bedrock provider without them is a problem of its own. */
const ENV = { AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE', AWS_SECRET_ACCESS_KEY: 'example' };

function problemsOf(text: string): ConfigProblem[] {
  try {
    parseConfig(text, 'sg.yml', ENV);
  } catch (e) {
    assert.ok(e instanceof ConfigError, `expected a ConfigError, got ${String(e)}`);
    return e.problems;
  }
  return assert.fail('config should not load');
}

function only(problems: ConfigProblem[]): ConfigProblem {
  assert.equal(problems.length, 1, `expected one problem, got:\n${formatProblems(problems)}`);
  return problems[0] as ConfigProblem;
}

const config = (api: string, prompt: string, baseUrl = 'http://127.0.0.1:1/v1'): string =>
  `providers:
  - id: p
    api: ${api}
    base_url: ${baseUrl}
    model: m
prompts:
  - id: q
    prompt: Weather?
${prompt}`;

const TOOLS = `    tools:
      - name: get_weather
        description: The weather in a city
        parameters: { type: object, properties: { city: { type: string } } }
      - name: get_time
`;

describe('tools, tool_choice and response_format in the config', () => {
  it('a prompt with tools, a named tool_choice and a response_format loads and plans them', () => {
    const text = config(
      'openai-chat',
      `${TOOLS}    tool_choice: get_time\n    response_format: { json_schema: { type: object } }\n`,
    );
    const loaded = parseConfig(text, 'sg.yml', {});
    const plan = buildPlan(loaded.config, { nonce: () => 'n' });
    const shape = plan.requests[0]?.shape;
    assert.deepEqual(
      shape?.tools.map((t) => t.name),
      ['get_weather', 'get_time'],
    );
    assert.equal(shape?.toolChoice, 'get_time');
    assert.deepEqual(shape?.responseFormat, { json_schema: { type: 'object' } });
  });

  it('a prompt without any has no shape', () => {
    const plan = buildPlan(parseConfig(config('openai-chat', ''), 'sg.yml', {}).config, { nonce: () => 'n' });
    assert.equal(plan.requests[0]?.shape, undefined);
  });

  it('tool_choice naming no tool lists the tools, at its line', () => {
    const p = only(problemsOf(config('openai-chat', `${TOOLS}    tool_choice: get_wether\n`)));
    assert.deepEqual([p.line, p.path], [14, 'prompts[0].tool_choice']);
    assert.match(
      p.message,
      /"get_wether" is neither auto, required, none nor one of the prompt's tools \(get_weather, get_time\)/,
    );
  });

  it('tool_choice without tools', () => {
    const p = only(problemsOf(config('openai-chat', '    tool_choice: auto\n')));
    assert.deepEqual([p.line, p.path], [9, 'prompts[0].tool_choice']);
    assert.match(p.message, /no `tools:`/);
  });

  it('a tool name outside what every API accepts, and a duplicate name', () => {
    const bad = only(problemsOf(config('openai-chat', '    tools: [{ name: "get weather" }]\n')));
    assert.equal(bad.path, 'prompts[0].tools[0].name');
    assert.equal(bad.line, 9);
    assert.match(bad.message, /1 to 64 letters, digits/);
    const long = only(problemsOf(config('openai-chat', `    tools: [{ name: ${'a'.repeat(65)} }]\n`)));
    assert.equal(long.path, 'prompts[0].tools[0].name');
    const dup = only(problemsOf(config('openai-chat', '    tools: [{ name: f }, { name: f }]\n')));
    assert.equal(dup.path, 'prompts[0].tools[1].name');
    assert.match(dup.message, /"f" names two tools/);
  });

  it('parameters must be an object schema', () => {
    const p = only(problemsOf(config('openai-chat', '    tools: [{ name: f, parameters: { type: string } }]\n')));
    assert.equal(p.path, 'prompts[0].tools[0].parameters');
    assert.match(p.message, /type: object/);
  });
});

describe('a shape the API cannot carry is refused at file:line', () => {
  const cases: Array<{ api: string; base?: string; prompt: string; line: number; path: string; why: RegExp }> = [
    {
      api: 'anthropic',
      prompt: '    response_format: { json_schema: { type: object } }\n',
      line: 9,
      path: 'prompts[0].response_format',
      why: /Anthropic's Messages API has no response-format field/,
    },
    {
      api: 'bedrock',
      prompt: `${TOOLS}    tool_choice: none\n`,
      line: 14,
      path: 'prompts[0].tool_choice',
      why: /has no none/,
    },
    {
      api: 'bedrock',
      prompt: '    response_format: { json_schema: { type: object } }\n',
      line: 9,
      path: 'prompts[0].response_format',
      why: /Bedrock Converse has no response-format field/,
    },
    {
      api: 'cohere',
      prompt: `${TOOLS}    tool_choice: get_time\n`,
      line: 14,
      path: 'prompts[0].tool_choice',
      why: /REQUIRED or NONE only/,
    },
    {
      api: 'ollama',
      prompt: `${TOOLS}    tool_choice: required\n`,
      line: 14,
      path: 'prompts[0].tool_choice',
      why: /no tool_choice field/,
    },
    {
      api: 'ollama',
      base: 'http://127.0.0.1:1/api/generate',
      prompt: TOOLS,
      line: 9,
      path: 'prompts[0].tools',
      why: /\/api\/generate takes no tools/,
    },
  ];
  for (const c of cases)
    it(`${c.api}${c.base ? ' /api/generate' : ''}: ${c.path}`, () => {
      const p = only(problemsOf(config(c.api, c.prompt, c.base)));
      assert.deepEqual([p.file, p.line, p.path], ['sg.yml', c.line, c.path]);
      assert.match(p.message, /^provider "p" \(/);
      assert.match(p.message, c.why);
      assert.match(p.fix, /exclude: \[\{ provider: p, prompt: q \}\]/);
    });

  it('an excluded pair is not refused', () => {
    const text = `${config('anthropic', '    response_format: { json_schema: { type: object } }\n')}exclude:\n  - provider: p\n    prompt: q\n`;
    assert.doesNotThrow(() => parseConfig(text, 'sg.yml', {}));
  });

  it('every API but the refusals above takes tools with auto', () => {
    for (const api of [
      'openai-chat',
      'openai-responses',
      'azure-openai',
      'anthropic',
      'gemini',
      'bedrock',
      'cohere',
      'ollama',
    ])
      assert.doesNotThrow(() => parseConfig(config(api, `${TOOLS}    tool_choice: auto\n`), 'sg.yml', ENV), api);
  });
});

describe('images', () => {
  let dir = '';
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sg-images-'));
  });
  after(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('a synthetic PNG: signature, IHDR of the size asked for, valid CRCs, IDAT inflating to the scanlines', () => {
    const png = syntheticPng(33, 7, 42);
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const chunks: Array<{ type: string; data: Buffer }> = [];
    for (let at = 8; at < png.length;) {
      const len = png.readUInt32BE(at);
      const type = png.toString('latin1', at + 4, at + 8);
      const data = png.subarray(at + 8, at + 8 + len);
      const crc = png.readUInt32BE(at + 8 + len);
      assert.equal(crc, crc32(png.subarray(at + 4, at + 8 + len)) >>> 0, `${type} CRC`);
      chunks.push({ type, data });
      at += 12 + len;
    }
    assert.deepEqual(
      chunks.map((c) => c.type),
      ['IHDR', 'IDAT', 'IEND'],
    );
    const ihdr = chunks[0]?.data as Buffer;
    assert.deepEqual([ihdr.readUInt32BE(0), ihdr.readUInt32BE(4), ihdr[8], ihdr[9]], [33, 7, 8, 2]);
    const raw = inflateSync(chunks[1]?.data as Buffer);
    assert.equal(raw.length, 7 * (1 + 33 * 3));
    assert.equal(raw[0], 0, 'filter byte none');
    assert.equal(sniffImage(png), 'image/png');
  });

  it('the same seed gives the same bytes, another seed others', () => {
    assert.ok(syntheticPng(16, 16, 1).equals(syntheticPng(16, 16, 1)));
    assert.ok(!syntheticPng(16, 16, 1).equals(syntheticPng(16, 16, 2)));
  });

  it('path images are read at load time; image_bytes is their size; a wrong file is refused at its line', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
    await writeFile(join(dir, 'a.jpg'), jpeg);
    await writeFile(join(dir, 'notes.txt'), 'hello, not an image');
    const good = config(
      'openai-chat',
      '    images:\n      - path: a.jpg\n      - synthetic: { width: 8, height: 4, seed: 3 }\n',
    );
    await writeFile(join(dir, 'good.yml'), good);
    const loaded = await loadConfig(join(dir, 'good.yml'), {});
    const images = loaded.workloads?.images?.q ?? [];
    assert.deepEqual(
      images.map((i) => [i.mime, i.bytes]),
      [
        ['image/jpeg', jpeg.length],
        ['image/png', syntheticPng(8, 4, 3).length],
      ],
    );
    assert.equal(images[0]?.base64, jpeg.toString('base64'));

    const bad = config('openai-chat', '    images:\n      - path: notes.txt\n      - path: missing.png\n');
    await writeFile(join(dir, 'bad.yml'), bad);
    const err = await loadConfig(join(dir, 'bad.yml'), {}).then(
      () => assert.fail('should not load'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof ConfigError);
    assert.deepEqual(
      err.problems.map((p) => [p.line, p.path]),
      [
        [10, 'prompts[0].images[0].path'],
        [11, 'prompts[0].images[1].path'],
      ],
    );
    assert.match(err.problems[0]?.message ?? '', /not a PNG, JPEG, WebP or GIF/);
    assert.match(err.problems[1]?.message ?? '', /cannot read image missing.png: ENOENT/);
  });

  it("a prompt's images together over 50 MiB are refused at its images: line", async () => {
    // One 18 MiB file (PNG magic, then zeros) named three times: 54 MiB a request.
    const big = Buffer.alloc(18 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47], 0);
    await writeFile(join(dir, 'big.png'), big);
    const text = config('openai-chat', '    images: [{ path: big.png }, { path: big.png }, { path: big.png }]\n');
    await writeFile(join(dir, 'big.yml'), text);
    const err = await loadConfig(join(dir, 'big.yml'), {}).then(
      () => assert.fail('should not load'),
      (e: unknown) => e,
    );
    assert.ok(err instanceof ConfigError);
    const p = only(err.problems);
    assert.deepEqual([p.line, p.path], [9, 'prompts[0].images']);
    assert.match(p.message, /54\.0 MiB together, over 50 MiB/);
  });

  it('a synthetic side over the bound is a schema problem', () => {
    const p = only(problemsOf(config('openai-chat', '    images: [{ synthetic: { width: 4096, height: 8 } }]\n')));
    assert.equal(p.path, 'prompts[0].images[0].synthetic.width');
  });

  it('magic bytes: WebP and GIF', () => {
    assert.equal(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1')), 'image/webp');
    assert.equal(sniffImage(Buffer.from('GIF89a', 'latin1')), 'image/gif');
    assert.equal(sniffImage(Buffer.from('RIFF\0\0\0\0WAVE', 'latin1')), null);
  });
});
