import { resolve } from 'node:path';

/**
 * The variable that lets a child process reuse the compiled modules of the
 * ones before it (Node's module compile cache, set by `npm test`): children
 * start from a bare environment, so the helpers that spawn the CLI or the
 * Action pass it on. Each CLI process otherwise compiles the same few hundred
 * modules again; with the cache a start costs about a quarter less CPU.
 */
export function compileCacheEnv(): Record<string, string> {
  const dir = process.env.NODE_COMPILE_CACHE;
  // Absolute: a child started in a temporary folder would otherwise make a node_modules/ there.
  return dir ? { NODE_COMPILE_CACHE: resolve(dir) } : {};
}
