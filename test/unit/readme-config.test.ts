import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { parseConfig } from '../../src/config/read.ts';
import { API_NAMES } from '../../src/config/schema.ts';

// The configuration reference (docs/configuration.md) is what users copy:
// it must load as it is, and its table must name every wire format the
// loader accepts.

const page = await readFile(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
const section = page.slice(page.indexOf('## Every field'));

test('the configuration reference loads without a problem', () => {
  const yaml = /```yaml\n([\s\S]*?)```/.exec(section)?.[1];
  assert.ok(yaml, 'a yaml block under "Every field"');
  const loaded = parseConfig(yaml, 'docs/configuration.md', { OPENAI_API_KEY: 'sk-readme' });
  assert.equal(loaded.config.providers[0]?.api, 'openai-chat');
  assert.equal(loaded.config.analysis.rate_tokens, 'native');
});

test("the configuration reference's api table lists every wire format", () => {
  for (const api of API_NAMES) assert.match(section, new RegExp(`\\| \`${api}\` +\\|`), api);
});
