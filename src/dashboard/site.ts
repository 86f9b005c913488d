import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { HistoryError, isEntryName, readHistory } from '../history/history.ts';
import { DEFAULT_HISTORY_SUBDIR, localFolderStore } from '../history/store.ts';
import { dashboardData, type BenchmarkHistory } from './data.ts';
import { renderSite, type SiteFile } from './render.ts';
import { dashboardScript } from './dashboard-script.ts';

// The dashboard's I/O edge: a history folder read, the site written. Shared
// by `streamgauge dashboard` and the Action's `dashboard: true`.
//
// A history folder is any of:
//   a data branch's checkout, holding streamgauge-history/ARTIFACT-NAME/ entries;
//   streamgauge-history/ itself, one folder of entries per benchmark;
//   one folder of entries (`streamgauge history add --dir`), one benchmark named after it.

async function isDir(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

async function hasEntries(dir: string): Promise<boolean> {
  return (await readdir(dir)).some(isEntryName);
}

/** Every benchmark of a history folder, by name, each oldest run first. */
export async function readBenchmarks(dir: string, onWarning?: (message: string) => void): Promise<BenchmarkHistory[]> {
  const abs = resolve(dir);
  if (!(await isDir(abs)))
    throw new HistoryError(
      `${dir}: no such folder. Expected a history folder: a data branch checkout (with ${DEFAULT_HISTORY_SUBDIR}/), ` +
        `${DEFAULT_HISTORY_SUBDIR}/ itself, or a folder written by \`streamgauge history add --dir\`.`,
    );
  const root = (await isDir(join(abs, DEFAULT_HISTORY_SUBDIR))) ? join(abs, DEFAULT_HISTORY_SUBDIR) : abs;
  const read = async (name: string, folder: string): Promise<BenchmarkHistory> => ({
    name,
    entries: await readHistory(localFolderStore(folder), onWarning ? { onWarning } : {}),
  });
  if (await hasEntries(root)) return [await read(basename(root), root)];
  const out: BenchmarkHistory[] = [];
  const names = (await readdir(root, { withFileTypes: true }))
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
  for (const name of names) if (await hasEntries(join(root, name))) out.push(await read(name, join(root, name)));
  return out;
}

/** The site's files for a history folder (nothing written). */
export async function buildSite(
  historyDir: string,
  opts: { title?: string; onWarning?: (message: string) => void; serverUrl?: string } = {},
): Promise<{ files: SiteFile[]; benchmarks: BenchmarkHistory[] }> {
  const benchmarks = await readBenchmarks(historyDir, opts.onWarning);
  const script = await dashboardScript();
  const data = benchmarks.map((b) =>
    dashboardData(b, {
      ...(opts.title ? { title: `${opts.title}: ${b.name}` } : {}),
      ...(opts.serverUrl ? { serverUrl: opts.serverUrl } : {}),
    }),
  );
  return { files: renderSite(data, { script, ...(opts.title ? { title: opts.title } : {}) }), benchmarks };
}

/** Writes the files under `siteDir` (write then rename, so Pages never serves half a page). Returns their paths. */
export async function writeSite(siteDir: string, files: readonly SiteFile[]): Promise<string[]> {
  const out: string[] = [];
  for (const f of files) {
    const path = join(resolve(siteDir), ...f.path.split('/'));
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    // A full disk must not leave the half-written file behind.
    await writeFile(tmp, f.text).catch(async (err: unknown) => {
      await rm(tmp, { force: true });
      throw err;
    });
    await rename(tmp, path);
    out.push(path);
  }
  return out;
}
