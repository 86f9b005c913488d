import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { COMPARE_USAGE } from '../../src/cli/compare.ts';
import { DASHBOARD_USAGE } from '../../src/cli/dashboard.ts';
import { FLAGS, flagsMarkdown, parserOptions, suggestFlag, type Flag, type FlagCommand } from '../../src/cli/flags.ts';
import { COMMAND_HELP } from '../../src/cli/help.ts';
import { HISTORY_USAGE } from '../../src/cli/history.ts';
import { parse, UsageError } from '../../src/cli/args.ts';

// One table of flags (src/cli/flags.ts) behind the parser, every command's
// --help and docs/cli.md: a flag one of them names and another lacks fails here.

const DOC = fileURLToPath(new URL('../../docs/cli.md', import.meta.url));
const BEGIN = /<!-- flags:[^\n]*-->\n/;
const END = '<!-- /flags -->';

const HELP: Record<FlagCommand, string> = {
  run: COMMAND_HELP.run,
  reanalyze: COMMAND_HELP.reanalyze,
  merge: COMMAND_HELP.merge,
  compare: COMPARE_USAGE,
  'history add': HISTORY_USAGE,
  'history show': HISTORY_USAGE,
  download: COMMAND_HELP.download,
  init: COMMAND_HELP.init,
  dashboard: DASHBOARD_USAGE,
  serve: COMMAND_HELP.serve,
  demo: COMMAND_HELP.demo,
};

const commands = Object.keys(FLAGS) as FlagCommand[];
const flagsOf = (c: FlagCommand) => FLAGS[c] as readonly Flag[];

describe('the flag table', () => {
  test("docs/cli.md's Flags section is the table's (SG_UPDATE_DOCS=1 rewrites it)", async () => {
    const text = await readFile(DOC, 'utf8');
    const begin = BEGIN.exec(text);
    const end = text.indexOf(END);
    assert.ok(begin && end > begin.index, 'docs/cli.md has the flags markers');
    const start = begin.index + begin[0].length;
    const want = flagsMarkdown();
    if (process.env.SG_UPDATE_DOCS === '1' && text.slice(start, end) !== want)
      await writeFile(DOC, text.slice(0, start) + want + text.slice(end));
    else assert.equal(text.slice(start, end), want, 'run with SG_UPDATE_DOCS=1 to regenerate');
  });

  test("every command's --help names each of its flags, and only flags it has", () => {
    for (const c of commands) {
      const help = HELP[c];
      for (const f of flagsOf(c)) assert.match(help, new RegExp(`--${f.name}\\b`), `${c} --help lacks --${f.name}`);
      const known = new Set([
        'help',
        ...commands.filter((o) => HELP[o] === help).flatMap((o) => flagsOf(o).map((f) => f.name)),
      ]);
      // A quoted command line (`run --shard I/N`) or the example may name another command's flags.
      const own = help.split('\nExample:')[0]!.replace(/`[^`\n]*`/g, '');
      for (const [, name] of own.matchAll(/(?<![\w-])--([a-z][a-z-]*[a-z])/g))
        assert.ok(known.has(name!), `${c} --help names --${name}, which it does not have`);
    }
  });

  test('every flag docs/cli.md names in a command line is in the table', async () => {
    const text = await readFile(DOC, 'utf8');
    const block = /## Commands\n\n```\n([\s\S]*?)```/.exec(text)![1]!;
    const all = commands.flatMap((c) => flagsOf(c));
    const names = new Set(all.map((f) => f.name));
    for (const [, name] of block.matchAll(/--([a-z][a-z-]*[a-z])/g)) assert.ok(names.has(name!), `--${name}`);
    for (const f of all)
      assert.match(
        block,
        new RegExp(`--${f.name}\\b${f.short !== undefined ? `|-${f.short}\\b` : ''}`),
        `the Commands block lacks --${f.name}`,
      );
  });

  test('the parser takes exactly the table, less what run lifts out first', () => {
    for (const c of commands)
      assert.deepEqual(
        Object.keys(parserOptions(c)),
        flagsOf(c)
          .filter((f) => !f.preparsed)
          .map((f) => f.name),
      );
  });
});

describe('a mistyped flag', () => {
  test('names the nearest flag, or the command that has it', () => {
    assert.equal(suggestFlag('run', 'concurency'), 'did you mean `--concurrency`?');
    assert.equal(suggestFlag('run', 'max-token'), 'did you mean `--max-tokens`?');
    assert.equal(suggestFlag('compare', 'concurrency'), '--concurrency is a flag of `run`');
    assert.equal(suggestFlag('demo', 'zzzzzzzz'), '');
  });

  test('is a usage error naming it, before anything else is read', () => {
    assert.throws(
      () => parse(['--concurency', '4'], 'run'),
      (e: unknown) =>
        e instanceof UsageError &&
        e.message === 'run: unknown flag --concurency; did you mean `--concurrency`?' &&
        e.command === 'run',
    );
    assert.throws(() => parse(['--concurency=4'], 'run'), /unknown flag --concurency;/);
    // After `--` a word is a positional, whatever it looks like.
    assert.deepEqual(parse(['--', '--concurency'], 'merge', Infinity).positionals, ['--concurency']);
  });
});
