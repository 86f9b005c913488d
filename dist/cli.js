#!/usr/bin/env node
import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/cli/bin.ts
import { enableCompileCache } from "node:module";
enableCompileCache();
var { main } = await import("./chunk-DW63ZLKJ.js");
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
