#!/usr/bin/env node
// The first lines run on any Node: no static import (an ES module's imports
// are all linked before its first line runs, so a named export missing on an
// old Node, such as node:module's enableCompileCache on Node 20, would fail
// with a SyntaxError before any check). Older Nodes get the two ways
// forward and exit 2. In a clone, `npm ci` has put Node 24 in node_modules
// (the `node` devDependency) and `npx streamgauge` runs the bin with it,
// while `node dist/cli.js` and `npm link` use the system's Node.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  process.stderr.write(
    `streamgauge needs Node 22.19 or later (found ${process.versions.node}); see docs/install.md\n` +
      '  Either install Node 22.19 or later (e.g. nvm install 24),\n' +
      '  or, in a clone after `npm ci`, run `npx streamgauge ...`: it uses the Node 24 npm ci installed.\n',
  );
  process.exit(2);
}

// A launcher, so that Node's compile cache is on before the rest of the CLI
// is loaded: the modules imported below are compiled once and read back on
// later runs (about 15 ms less start-up; see docs/fidelity.md).
// NODE_DISABLE_COMPILE_CACHE=1 turns it off.
const { enableCompileCache } = await import('node:module');
enableCompileCache();
const { main } = await import('./main.ts');
const { quietOnBrokenPipe } = await import('./pipe.ts');
// A reader that goes away (`| head -3`) stops the printing, not the run.
const stdout = quietOnBrokenPipe(process.stdout);
const stderr = quietOnBrokenPipe(process.stderr);

main(process.argv.slice(2), { env: process.env, stdout: stdout.stream, stderr: stderr.stream }).then(
  (code) => {
    // Exit explicitly: a dangling keep-alive socket must not keep the process alive.
    process.exitCode = code;
    if (stdout.gone()) process.exit(code);
    stdout.stream.write('', () => process.exit(code));
  },
  (err: unknown) => {
    stderr.stream.write(`streamgauge: internal error: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exit(1);
  },
);
