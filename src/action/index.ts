import { enableCompileCache } from 'node:module';

// The main step's entry (dist/index.js). The compile cache is on before the
// Action's modules load, so the post step (and a second streamgauge step in
// the same job) reads them back compiled. Exit explicitly once run() settles:
// keep-alive sockets of the HTTP clients would otherwise hold the process
// open for seconds. The exit code is the one core.setFailed set.
enableCompileCache();
const { run } = await import('./main.ts');
void run().finally(() => process.exit());
