import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/random.ts
var Mulberry32 = class {
  state;
  constructor(seed) {
    this.state = seed >>> 0;
  }
  /** The next draw, uniform in [0, 1). */
  next() {
    const a = this.state = this.state + 1831565813 >>> 0;
    let t = Math.imul(a ^ a >>> 15, a | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  }
};
function mulberry32(seed) {
  const g = new Mulberry32(seed);
  return () => g.next();
}
function seedFrom(...parts) {
  let h = 2166136261;
  const s = parts.join("\0");
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export {
  Mulberry32,
  mulberry32,
  seedFrom
};
