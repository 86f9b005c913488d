// The dashboard page's script as a string, for the page generator. The
// script is TypeScript in browser/app.ts. Run from the sources (the tests,
// `node src/cli/bin.ts`), it is compiled here on first use with esbuild, the
// devDependency that builds dist/; in the bundle, scripts/build.mjs replaces
// this module with the text compiled by the same options, so the sources and
// dist/ draw the page with the same code.
import { REPORT_SCRIPT_BUILD } from '../report/report-script.ts';

/** The compile options, shared with scripts/build.mjs so both produce the same script: report.html's, to ES2020. */
export const DASHBOARD_SCRIPT_BUILD = { ...REPORT_SCRIPT_BUILD, target: 'es2020' } as const;

export const DASHBOARD_SCRIPT_ENTRY = new URL('./browser/app.ts', import.meta.url);

let compiled: Promise<string> | null = null;

export function dashboardScript(): Promise<string> {
  compiled ??= (async () => {
    const { fileURLToPath } = await import('node:url');
    const { build } = await import('esbuild');
    const out = await build({ ...DASHBOARD_SCRIPT_BUILD, entryPoints: [fileURLToPath(DASHBOARD_SCRIPT_ENTRY)] });
    return (out.outputFiles[0] as { text: string }).text;
  })();
  return compiled;
}
