import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  epochNowMs
} from "./chunk-GX27B57U.js";

// src/measure/clock.ts
import { performance } from "node:perf_hooks";
var systemClock = {
  now: () => performance.now(),
  // src/epoch.ts: the base a run puts on the wall clock as it starts.
  epochMs: epochNowMs
};
function wallDate(clock) {
  return new Date(clock.epochMs());
}

export {
  systemClock,
  wallDate
};
