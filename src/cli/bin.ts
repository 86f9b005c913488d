#!/usr/bin/env node
import { main } from './main.ts';

main(process.argv.slice(2), { env: process.env, stdout: process.stdout, stderr: process.stderr }).then(
  (code) => {
    // Exit explicitly: a dangling keep-alive socket must not keep the process alive.
    process.exitCode = code;
    process.stdout.write('', () => process.exit(code));
  },
  (err: unknown) => {
    process.stderr.write(`streamgauge: internal error: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exit(1);
  },
);
