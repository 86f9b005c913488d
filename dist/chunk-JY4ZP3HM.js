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
function makeScrubber(secrets) {
  const kept = [...new Set(secrets.filter((s) => s.length >= 4))].sort((a, b) => b.length - a.length);
  if (kept.length === 0) return (text) => text;
  const plain = [...new Set(kept.flatMap((s) => [s, ...base64Forms(s)]))].sort((a, b) => b.length - a.length);
  const encoded = new RegExp(kept.map((s) => Array.from(s, charPattern).join("")).join("|"), "gi");
  return (text) => {
    let out = text;
    for (const form of plain) if (out.includes(form)) out = out.split(form).join(MASK);
    if (out.includes("%") || out.includes("\\")) out = out.replace(encoded, MASK);
    return out;
  };
}

export {
  makeScrubber
};
