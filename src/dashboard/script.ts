// The dashboard page's script as a string, for the page generator. The
// script is TypeScript in browser/app.ts. In the bundle (dist/) it arrives
// compiled, by scripts/build.mjs defining SG_DASHBOARD_SCRIPT; run from the
// sources (the tests, `node src/cli/bin.ts`), it is compiled here on first
// use with esbuild, the devDependency that builds dist/, so the sources and
// the bundle draw the page with the same code.

declare const SG_DASHBOARD_SCRIPT: string | undefined;

/** The compile options, shared with scripts/build.mjs so both produce the same script. */
export const DASHBOARD_SCRIPT_BUILD = {
  bundle: true,
  format: 'iife',
  target: 'es2020',
  minify: true,
  legalComments: 'none',
  write: false,
} as const;

export const DASHBOARD_SCRIPT_ENTRY = new URL('./browser/app.ts', import.meta.url);

let compiled: Promise<string> | null = null;

export function dashboardScript(): Promise<string> {
  if (typeof SG_DASHBOARD_SCRIPT === 'string') return Promise.resolve(SG_DASHBOARD_SCRIPT);
  compiled ??= (async () => {
    const { fileURLToPath } = await import('node:url');
    const { build } = await import('esbuild');
    const out = await build({ ...DASHBOARD_SCRIPT_BUILD, entryPoints: [fileURLToPath(DASHBOARD_SCRIPT_ENTRY)] });
    return (out.outputFiles[0] as { text: string }).text;
  })();
  return compiled;
}
