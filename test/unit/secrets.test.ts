import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TraceRecorder } from '../../src/measure/recorder.ts';
import { openaiChat } from '../../src/formats/openai-chat/adapter.ts';
import { makeScrubber, PARTIAL_SECRET_CHARS } from '../../src/secrets.ts';

// The forms an echoed key comes back in, each as it was measured to reach
// the outputs before (issue rows 3 and 4); test/property/secrets.test.ts
// draws random keys, forms and places.

const KEY = 'sk-proj-Abc123/def+456=ghi_789.jkl';
const scrub = makeScrubber([KEY]);

describe('makeScrubber', () => {
  it('masks the key raw, percent-encoded in either case, JSON-escaped, and in base64 alone or as user:KEY', () => {
    const forms = {
      raw: KEY,
      upper: encodeURIComponent(KEY),
      lower: encodeURIComponent(KEY).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase()),
      partly: KEY.replace('/', '%2f'),
      json: JSON.stringify(KEY).slice(1, -1).replace(/\//g, '\\/'),
      unicode: KEY.replace(/[^A-Za-z0-9]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
      base64: Buffer.from(KEY).toString('base64'),
      base64url: Buffer.from(KEY).toString('base64url'),
      basic: Buffer.from(`api:${KEY}`).toString('base64'),
      basicLonger: Buffer.from(`someone:${KEY}`).toString('base64'),
    };
    for (const [name, form] of Object.entries(forms)) {
      const out = scrub(`before ${form} after`);
      assert.ok(out.includes('***'), `${name}: masked (${out})`);
      assert.ok(out.startsWith('before ') && out.endsWith(' after'), `${name}: the rest is kept (${out})`);
      assert.ok(!out.includes(form.slice(4, 12)), `${name}: no 8 characters of the form remain (${out})`);
    }
  });

  it('leaves text without the key alone, and ignores values too short to mask', () => {
    assert.equal(scrub('100% done \\ nothing here'), '100% done \\ nothing here');
    assert.equal(makeScrubber(['abc'])('abcabc'), 'abcabc');
  });
});

describe('makeScrubber: part of a key', () => {
  it('masks any run of 12+ of its characters, the run whole, at every offset; leaves 11 alone', () => {
    for (let len = PARTIAL_SECRET_CHARS; len <= KEY.length; len++)
      for (let at = 0; at + len <= KEY.length; at++) {
        const part = KEY.slice(at, at + len);
        for (const pad of ['', 'a', 'ab', 'abc', 'abcde']) {
          const text = `${pad}<${part}>${pad}`;
          assert.equal(scrub(text), `${pad}<***>${pad}`, `${len} chars from ${at}, after ${pad.length}`);
        }
      }
    const short = KEY.slice(3, 3 + PARTIAL_SECRET_CHARS - 1);
    assert.equal(scrub(`x${short}y`), `x${short}y`);
    // Two parts, apart, each masked; text between kept.
    assert.equal(scrub(`${KEY.slice(0, 14)} and ${KEY.slice(15, 30)}!`), '*** and ***!');
  });
});

describe('the recorder masks before it cuts (issue row 3)', () => {
  it('an error body with the key across the 4,096-character cut keeps no part of it', () => {
    const rec = new TraceRecorder(
      {
        id: 'p/q/1',
        provider: 'p',
        api: 'openai-chat',
        model: 'm',
        prompt: 'q',
        rep: 1,
        warmup: false,
        attempt: 1,
        cache_bust: null,
      },
      openaiChat,
      scrub,
      0,
    );
    rec.onHeaders(5, 401, { 'content-type': 'application/json' });
    // The body is cut at 4,096 characters and the message ("HTTP 401: " + body) again at 4,096:
    // the key starts 16 characters before the second cut.
    const body = `${'x'.repeat(4096 - 10 - 16)}${KEY} trailing`;
    const bytes = new TextEncoder().encode(body);
    rec.onBody(rec.onRead(10, bytes.length), bytes);
    rec.onEnd(11);
    const message = rec.trace().error!.message;
    assert.ok(!message.includes(KEY.slice(0, 8)), `the key's start survived the cut: ${message.slice(-40)}`);
    assert.match(message, /\*\*\* trailing$/, 'the key is masked whole');
  });
});
