import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/run/tokenize-worker.ts
import { constants, setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
if (process.platform === "linux") {
  try {
    setPriority(0, constants.priority.PRIORITY_LOW);
  } catch {
  }
}
var tokenizer = import("./chunk-ENWHQO5O.js");
parentPort?.on("message", (msg) => {
  void tokenizer.then(({ countTokens }) => {
    const reply = { id: msg.id, counts: msg.texts.map((t) => t === "" ? 0 : countTokens(t)) };
    parentPort?.postMessage(reply);
  });
});
