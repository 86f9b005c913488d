import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/measure/clock.ts
import { performance } from "node:perf_hooks";
var systemClock = {
  now: () => performance.now(),
  epochMs: () => performance.timeOrigin + performance.now()
};
function wallDate(clock) {
  return new Date(clock.epochMs());
}

export {
  systemClock,
  wallDate
};
