import { relative } from 'node:path';
import { buildSite, writeSite } from '../dashboard/site.ts';
import { parse, UsageError, type CliIo } from './args.ts';
import { optionLines } from './flags.ts';

// `streamgauge dashboard --history DIR [-o SITE] [--title T]`: the static
// trend site of a history folder. Exit status: 0 written, 2 for a usage
// error or an unreadable history (main.ts maps HistoryError to 2).

export const DASHBOARD_USAGE = `Usage:
  streamgauge dashboard --history DIR [-o SITE] [--title T] [--server-url URL]

Writes a static site (SITE, default "site"): SITE/index.html lists each
benchmark of the history, and each has a page of trend charts. DIR is a data
branch checkout (with streamgauge-history/), streamgauge-history/ itself, or
a folder written by \`streamgauge history add --dir\`. Run links point only
at https: pages of --server-url (default GITHUB_SERVER_URL, else
https://github.com), whatever server an entry names.

${optionLines('dashboard')}
Example:
  streamgauge dashboard --history history -o site
`;

export async function dashboardCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parse(args, 'dashboard');
  if (values.help) {
    io.stdout.write(DASHBOARD_USAGE);
    return 0;
  }
  if (typeof values.history !== 'string')
    throw new UsageError('dashboard needs --history DIR, the history folder (e.g. a checkout of the data branch)');
  const { files, benchmarks } = await buildSite(values.history, {
    ...(typeof values.title === 'string' ? { title: values.title } : {}),
    serverUrl: (values['server-url'] as string | undefined) ?? (io.env.GITHUB_SERVER_URL || 'https://github.com'),
    onWarning: (m) => io.stderr.write(`streamgauge dashboard: warning: ${m}\n`),
  });
  const written = await writeSite(values.out as string, files);
  const runs = benchmarks.reduce((k, b) => k + b.entries.length, 0);
  io.stdout.write(
    `${benchmarks.length} benchmark(s), ${runs} run(s): ${written.length} file(s) in ${values.out as string}\n` +
      `open ${relative(process.cwd(), written[0] as string) || written[0]}\n`,
  );
  return 0;
}
