import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/report/format.ts
var NA_BUFFERED = "n/a (buffered)";
var NA_NO_SUCCESS = "n/a (all failed)";
var NA = "n/a";
function tokenSourcesSentence(results) {
  const counts = /* @__PURE__ */ new Map();
  for (const r of results.requests) {
    if (r.warmup || r.outcome === "error") continue;
    counts.set(r.token_source, (counts.get(r.token_source) ?? 0) + 1);
  }
  const label = (source) => source === "usage" ? "the provider's usage" : source === "server" ? "the server's own counter" : source === "estimate" ? "a chars/4 estimate" : `the ${source.slice("tokenizer:".length)} tokenizer`;
  const parts = [...counts.entries()].map(([source, n]) => `${label(source)} (${n})`);
  const mode = results.analysis.rate_tokens === "reference" ? "rate_tokens: reference, so every provider is counted with the one reference tokenizer where the text was counted" : "rate_tokens: native, so each provider's own count is used where it gave one";
  return parts.length === 0 ? `Token counts: no successful request (${mode}).` : `Token counts from ${parts.join(", ")}; ${mode}.`;
}
function formatNumber(x) {
  if (!Number.isFinite(x)) return String(x);
  const a = Math.abs(x);
  const digits = a >= 100 ? 0 : a >= 10 ? 1 : 2;
  let s = x.toFixed(digits);
  if (/^-0(\.0*)?$/.test(s)) s = s.slice(1);
  return groupThousands(s);
}
function groupThousands(s) {
  const m = /^(-?)(\d+)(\.\d+)?$/.exec(s);
  if (!m) return s;
  const [, sign = "", int = "", frac = ""] = m;
  return sign + int.replace(/\B(?=(\d{3})+(?!\d))/g, ",") + frac;
}
function formatMs(x, na = NA) {
  return x === null || x === void 0 ? na : formatNumber(x);
}
function formatTps(x, na = NA) {
  return x === null || x === void 0 ? na : formatNumber(x);
}
function formatMinMax(s, na = NA, sep = "\u2013") {
  return s === null ? na : `${formatNumber(s.min)}${sep}${formatNumber(s.max)}`;
}
function formatCount(k, n) {
  return `${k}/${n}`;
}
function naPostFirstContent(g) {
  if (g.streaming === "unknown") return NA_NO_SUCCESS;
  if (g.streamed === 0) return NA_BUFFERED;
  return NA;
}
function naEndToEnd(g) {
  return g.streamed + g.buffered === 0 ? NA_NO_SUCCESS : NA;
}
function truncate(s, max) {
  if (max <= 0) return "";
  const chars = Array.from(s);
  return chars.length <= max ? s : chars.slice(0, Math.max(0, max - 1)).join("") + "\u2026";
}
function oneLine(s) {
  return s.replace(/\s+/g, " ").trim();
}
function sanitizeText(s) {
  return oneLine(s).replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "?");
}

export {
  NA_BUFFERED,
  NA,
  tokenSourcesSentence,
  formatNumber,
  formatMs,
  formatTps,
  formatMinMax,
  formatCount,
  naPostFirstContent,
  naEndToEnd,
  truncate,
  oneLine,
  sanitizeText
};
