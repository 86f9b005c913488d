// report.html's script as a string, for the page generator. The script is
// TypeScript in browser/report.ts. Run from the sources (the tests,
// `node src/cli/bin.ts`), it is compiled here on first use with esbuild, the
// devDependency that builds dist/, synchronously, so renderHtmlReport stays a
// plain function for its callers; in the bundle, scripts/build.mjs replaces
// this module with the text compiled by the same options, so the sources and
// dist/ draw the page with the same code.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/**
 * The compile options, shared with scripts/build.mjs (and, but for the
 * target, with the dashboard's page script): one minified file, down to
 * ES2017 syntax, the reach the page had when its script was hand-written
 * JavaScript.
 */
export const REPORT_SCRIPT_BUILD = {
  bundle: true,
  format: 'iife',
  target: 'es2017',
  minify: true,
  legalComments: 'none',
  write: false,
} as const;

export const REPORT_SCRIPT_ENTRY = new URL('./browser/report.ts', import.meta.url);

let compiled: string | null = null;

export function reportScript(): string {
  if (compiled === null) {
    // esbuild is loaded only here, so a caller that never renders a page never loads it.
    const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
    const out = buildSync({ ...REPORT_SCRIPT_BUILD, entryPoints: [fileURLToPath(REPORT_SCRIPT_ENTRY)] });
    compiled = checkedScript((out.outputFiles[0] as { text: string }).text);
  }
  return compiled;
}

/**
 * The compiled text, refused if it could end the inline <script> element or
 * open a comment in it: the page inlines it as is. (esbuild writes `</script`
 * inside strings as `<\/script`; this holds the guard for any other change.)
 */
export function checkedScript(text: string): string {
  const bad = /<\/script|<!--/i.exec(text);
  if (bad) throw new Error(`report.html's compiled script holds ${JSON.stringify(bad[0])}, which would end it early`);
  return text;
}
