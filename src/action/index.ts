import { run } from './main.ts';

// The main step's entry (dist/index.js). Exit explicitly once run() settles:
// keep-alive sockets of the HTTP clients would otherwise hold the process
// open for seconds. The exit code is the one core.setFailed set.
void run().finally(() => process.exit());
