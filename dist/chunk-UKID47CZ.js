import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  UsageError,
  optionLines,
  parse
} from "./chunk-NVHTKIS2.js";
import "./chunk-TMFSUEHO.js";
import {
  buildSite,
  writeSite
} from "./chunk-6GI5RTO5.js";
import "./chunk-K4LYEVNE.js";
import "./chunk-S7QI73DO.js";
import "./chunk-HFRD7VE5.js";
import "./chunk-PKD4NBUI.js";
import "./chunk-WKUXESJ5.js";
import "./chunk-3M36TB5N.js";
import "./chunk-4P42FROQ.js";
import "./chunk-TJNM7ZPL.js";
import "./chunk-BMVBP4HX.js";
import "./chunk-4X35AXDE.js";
import "./chunk-VZFYQJYA.js";
import "./chunk-DLMYZAXB.js";

// src/cli/dashboard.ts
import { relative } from "node:path";
var DASHBOARD_USAGE = `Usage:
  streamgauge dashboard --history DIR [-o SITE] [--title T] [--server-url URL]

Writes a static site (SITE, default "site"): SITE/index.html lists each
benchmark of the history, and each has a page of trend charts. DIR is a data
branch checkout (with streamgauge-history/), streamgauge-history/ itself, or
a folder written by \`streamgauge history add --dir\`. Run links point only
at https: pages of --server-url (default GITHUB_SERVER_URL, else
https://github.com), whatever server an entry names.

${optionLines("dashboard")}
Example:
  streamgauge dashboard --history history -o site
`;
async function dashboardCommand(args, io) {
  const { values } = parse(args, "dashboard");
  if (values.help) {
    io.stdout.write(DASHBOARD_USAGE);
    return 0;
  }
  if (typeof values.history !== "string")
    throw new UsageError("dashboard needs --history DIR, the history folder (e.g. a checkout of the data branch)");
  const { files, benchmarks } = await buildSite(values.history, {
    ...typeof values.title === "string" ? { title: values.title } : {},
    serverUrl: values["server-url"] ?? (io.env.GITHUB_SERVER_URL || "https://github.com"),
    onWarning: (m) => io.stderr.write(`streamgauge dashboard: warning: ${m}
`)
  });
  const written = await writeSite(values.out, files);
  const runs = benchmarks.reduce((k, b) => k + b.entries.length, 0);
  io.stdout.write(
    `${benchmarks.length} benchmark(s), ${runs} run(s): ${written.length} file(s) in ${values.out}
open ${relative(process.cwd(), written[0]) || written[0]}
`
  );
  return 0;
}
export {
  DASHBOARD_USAGE,
  dashboardCommand
};
