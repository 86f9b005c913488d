import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  O200K_TOKEN_SPLIT_REGEX,
  countTokens
} from "./chunk-NYZLUCPI.js";
import "./chunk-DLMYZAXB.js";

// src/run/tokenize-worker.ts
import { parentPort } from "node:worker_threads";

// src/run/count-slices.ts
var SLICE_CHARS = 256;
function countInSlices(text, count2, sliceChars = SLICE_CHARS) {
  if (text.length <= sliceChars) return count2(text);
  const pieces = piecesOf(text);
  if (pieces.every((p) => p.length <= sliceChars)) return count2(text);
  return countByPieces(pieces, count2, sliceChars);
}
function countByPieces(pieces, count2, sliceChars) {
  let tokens = 0;
  for (const piece of pieces) {
    if (piece.length <= sliceChars) tokens += count2(piece);
    else for (const slice of slicesOf(piece, sliceChars)) tokens += count2(slice);
  }
  return tokens;
}
function piecesOf(text) {
  return [...text.matchAll(O200K_TOKEN_SPLIT_REGEX)].map((m) => m[0]);
}
function* slicesOf(piece, sliceChars) {
  for (let start = 0; start < piece.length; ) {
    let end = Math.min(start + sliceChars, piece.length);
    const last = piece.charCodeAt(end - 1);
    if (end < piece.length && last >= 55296 && last <= 56319) end--;
    yield piece.slice(start, end);
    start = end;
  }
}

// src/run/tokenize-worker.ts
var NO_SPECIAL = { disallowedSpecial: /* @__PURE__ */ new Set() };
var count = (text) => countTokens(text, NO_SPECIAL);
parentPort?.on("message", (msg) => {
  const reply = { id: msg.id, counts: msg.texts.map((t) => t === "" ? 0 : countInSlices(t, count)) };
  parentPort?.postMessage(reply);
});
count("warm up");
parentPort?.postMessage({ ready: true });
