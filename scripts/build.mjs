// Bundles the entries into dist/ with esbuild: one dependency, no plugins,
// TypeScript handled natively, deterministic output (CI compares a fresh
// build with the committed dist/ byte for byte).
import { build } from 'esbuild';

const entries = [
  { in: 'src/cli/bin.ts', out: 'cli' },
  { in: 'src/action/index.ts', out: 'index' },
  { in: 'src/action/post.ts', out: 'post' },
  // The reference tokenizer runs in a worker thread: its own bundle, loaded on first use.
  { in: 'src/run/tokenize-worker.ts', out: 'tokenize-worker' },
];

await build({
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // undici and other CommonJS dependencies call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __sgCreateRequire } from 'node:module';\nconst require = __sgCreateRequire(import.meta.url);",
  },
  legalComments: 'linked',
  logLevel: 'warning',
});
