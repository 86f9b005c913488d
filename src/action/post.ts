import { enableCompileCache } from 'node:module';

// The post step's entry (dist/post.js, `post-if: always()` in action.yml).
enableCompileCache();
const { runPost } = await import('./main.ts');
void runPost().finally(() => process.exit());
