#!/usr/bin/env node
import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/cli/bin.ts
var [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 22 || major === 22 && minor < 19) {
  process.stderr.write(
    `streamgauge needs Node 22.19 or later (found ${process.versions.node}); see docs/install.md
  Either install Node 22.19 or later (e.g. nvm install 24),
  or, in a clone after \`npm ci\`, run \`npx streamgauge ...\`: it uses the Node 24 npm ci installed.
`
  );
  process.exit(2);
}
var { enableCompileCache } = await import("node:module");
enableCompileCache();
var { main } = await import("./chunk-I572SDZJ.js");
var { quietOnBrokenPipe } = await import("./chunk-USSEKQ4N.js");
var stdout = quietOnBrokenPipe(process.stdout);
var stderr = quietOnBrokenPipe(process.stderr);
main(process.argv.slice(2), { env: process.env, stdout: stdout.stream, stderr: stderr.stream }).then(
  (code) => {
    process.exitCode = code;
    if (stdout.gone()) process.exit(code);
    stdout.stream.write("", () => process.exit(code));
  },
  (err) => {
    stderr.stream.write(`streamgauge: internal error: ${err?.stack ?? String(err)}
`);
    process.exit(1);
  }
);
