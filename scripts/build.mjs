// Bundles the entries into dist/ with esbuild: one dependency, one small
// plugin (below), TypeScript handled natively, deterministic output (CI
// compares a fresh build with the committed dist/ byte for byte).
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

const entries = [
  { in: 'src/cli/bin.ts', out: 'cli' },
  { in: 'src/action/index.ts', out: 'index' },
  { in: 'src/action/post.ts', out: 'post' },
  // The reference tokenizer runs in a worker thread: its own bundle, loaded on first use.
  { in: 'src/run/tokenize-worker.ts', out: 'tokenize-worker' },
];

// @actions/core does not declare `sideEffects: false`, so esbuild keeps every
// module it imports, and with them @actions/http-client and a second undici
// (~800 KB, ~30 ms evaluated before the Action's first request) for
// getIDToken(), which streamgauge never calls. Its modules only define
// functions and classes: marked side-effect free, the bundle keeps what is
// used (getInput, info, group, setSecret, ...), about 5 KB.
const pureActionsCore = {
  name: 'pure-actions-core',
  setup(b) {
    b.onResolve({ filter: /^@actions\/core$|^\.\.?\// }, async (args) => {
      if (args.pluginData === 'resolved') return undefined;
      if (args.path !== '@actions/core' && !args.importer.includes('/node_modules/@actions/core/')) return undefined;
      const r = await b.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolved',
      });
      return r.errors.length > 0 ? r : { path: r.path, sideEffects: false };
    });
  },
};

// The dashboard page's script (src/dashboard/browser/app.ts) is compiled for
// the browser first and handed to the bundle as a string constant, so
// dist/ never needs esbuild at run time (see src/dashboard/script.ts).
const { DASHBOARD_SCRIPT_BUILD } = await import('../src/dashboard/script.ts');
const dashboardPage = await build({ ...DASHBOARD_SCRIPT_BUILD, entryPoints: ['src/dashboard/browser/app.ts'] });

// Chunk names carry content hashes: start from an empty dist/ so no stale chunk is left behind.
await rm('dist', { recursive: true, force: true });

await build({
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Code shared by the entries lives in chunks beside them, and every
  // `await import()` becomes a chunk loaded only when reached: what runs
  // before the first request (config, plan, measurer, undici) is all that
  // is evaluated before it. Chunks sit in dist/ itself, beside the entries,
  // so `new URL('./tokenize-worker.js', import.meta.url)` holds from any of them.
  splitting: true,
  chunkNames: 'chunk-[hash]',
  // undici and other CommonJS dependencies call require() for Node built-ins.
  banner: {
    js: "import { createRequire as __sgCreateRequire } from 'node:module';\nconst require = __sgCreateRequire(import.meta.url);",
  },
  legalComments: 'linked',
  define: { SG_DASHBOARD_SCRIPT: JSON.stringify(dashboardPage.outputFiles[0].text) },
  // Only reached from the sources, where SG_DASHBOARD_SCRIPT is undefined.
  external: ['esbuild'],
  plugins: [pureActionsCore],
  logLevel: 'warning',
});
