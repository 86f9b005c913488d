import { runPost } from './main.ts';

// The post step's entry (dist/post.js, `post-if: always()` in action.yml).
void runPost().finally(() => process.exit());
