#!/usr/bin/env node
import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/cli/bin.ts
var [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 22 || major === 22 && minor < 19) {
  process.stderr.write(`streamgauge needs Node 22.19 or later (found ${process.versions.node}); see docs/install.md
`);
  process.exit(2);
}
var { enableCompileCache } = await import("node:module");
enableCompileCache();
var { main } = await import("./chunk-7HM3RYXT.js");
main(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr }).then(
  (code) => {
    process.exitCode = code;
    process.stdout.write("", () => process.exit(code));
  },
  (err) => {
    process.stderr.write(`streamgauge: internal error: ${err?.stack ?? String(err)}
`);
    process.exit(1);
  }
);
