import type { ConfigProblem } from './errors.ts';

// The JSONL files a config names (prompts, conversations, datasets, replay
// traces) are read alike: blank lines skipped, every other line one JSON
// value, a line that is not JSON a problem at file:line. Pure.

/**
 * Calls `each` with every non-blank line's parsed value and its 1-based line
 * number, in file order; a line that is not JSON goes to `problems` (with
 * `notJsonFix` as its fix) and is skipped, so problems stay in line order.
 */
export function forEachJsonLine(
  text: string,
  file: string,
  notJsonFix: string,
  problems: ConfigProblem[],
  each: (value: unknown, line: number) => void,
): void {
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (err) {
      problems.push({
        file,
        line: i + 1,
        column: null,
        path: '',
        message: `not JSON: ${(err as Error).message}`,
        fix: notJsonFix,
      });
      return;
    }
    each(value, i + 1);
  });
}
