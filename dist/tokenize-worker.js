import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  countTokens
} from "./chunk-36RNLKE6.js";
import "./chunk-DLMYZAXB.js";

// src/run/tokenize-worker.ts
import { parentPort } from "node:worker_threads";
parentPort?.on("message", (msg) => {
  const reply = { id: msg.id, counts: msg.texts.map((t) => t === "" ? 0 : countTokens(t)) };
  parentPort?.postMessage(reply);
});
