import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/secrets.ts
var MASK = "***";
var escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function charPattern(ch) {
  const alts = [escapeRegExp(ch)];
  for (const byte of Buffer.from(ch, "utf8")) alts.push(`%${byte.toString(16).padStart(2, "0")}`);
  const code = ch.codePointAt(0);
  if (code <= 65535) alts.push(`\\\\u${code.toString(16).padStart(4, "0")}`);
  if (!/[A-Za-z0-9]/.test(ch)) alts.push(`\\\\${escapeRegExp(ch)}`);
  return alts.length === 1 ? alts[0] : `(?:${alts.join("|")})`;
}
function base64Forms(secret) {
  const key = Buffer.from(secret, "utf8");
  const forms = [];
  for (let pad = 0; pad < 3; pad++) {
    const text = Buffer.concat([Buffer.alloc(pad), key]).toString("base64");
    const first = Math.ceil(8 * pad / 6);
    const end = Math.floor(8 * (pad + key.length) / 6);
    const middle = text.slice(first, end);
    if (middle.length >= 8) forms.push(middle, middle.replace(/\+/g, "-").replace(/\//g, "_"));
  }
  return forms;
}
var PARTIAL_SECRET_CHARS = 12;
var GRAM = PARTIAL_SECRET_CHARS / 2;
function gramHash(s, at) {
  let h = 0;
  for (let i = at; i < at + GRAM; i++) h = Math.imul(h, 31) + s.charCodeAt(i) | 0;
  return h;
}
function partialMasker(secrets) {
  const windows = /* @__PURE__ */ new Set();
  const grams = /* @__PURE__ */ new Set();
  for (const s of secrets) {
    for (let i = 0; i + PARTIAL_SECRET_CHARS <= s.length; i++) windows.add(s.slice(i, i + PARTIAL_SECRET_CHARS));
    for (let i = 0; i + GRAM <= s.length; i++) grams.add(gramHash(s, i));
  }
  if (windows.size === 0) return null;
  const isRun = (text, at) => windows.has(text.slice(at, at + PARTIAL_SECRET_CHARS));
  return (text) => {
    let out = "";
    let from = 0;
    for (let p = 0; p + GRAM <= text.length; p += GRAM) {
      if (p < from || !grams.has(gramHash(text, p))) continue;
      let start = -1;
      for (let q = Math.max(from, p - GRAM); q <= p && start < 0; q++) if (isRun(text, q)) start = q;
      if (start < 0) continue;
      while (start > from && isRun(text, start - 1)) start--;
      let end = start + PARTIAL_SECRET_CHARS;
      while (end < text.length && isRun(text, end + 1 - PARTIAL_SECRET_CHARS)) end++;
      out += text.slice(from, start) + MASK;
      from = end;
    }
    return from === 0 ? text : out + text.slice(from);
  };
}
function makeScrubber(secrets) {
  const kept = [...new Set(secrets.filter((s) => s.length >= 4))].sort((a, b) => b.length - a.length);
  if (kept.length === 0) return (text) => text;
  const plain = [...new Set(kept.flatMap((s) => [s, ...base64Forms(s)]))].sort((a, b) => b.length - a.length);
  const partial = partialMasker(kept);
  const encoded = new RegExp(kept.map((s) => Array.from(s, charPattern).join("")).join("|"), "gi");
  return (text) => {
    let out = text;
    for (const form of plain) if (out.includes(form)) out = out.split(form).join(MASK);
    if (out.includes("%") || out.includes("\\")) out = out.replace(encoded, MASK);
    return partial === null ? out : partial(out);
  };
}

export {
  makeScrubber
};
