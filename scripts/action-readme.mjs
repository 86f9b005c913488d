// Rewrites the inputs and outputs tables of the Action reference,
// docs/action.md, from action.yml, so the documentation cannot drift from
// what the runner reads. The tables sit between markers in that page:
//
//   <!-- action:inputs:start --> ... <!-- action:inputs:end -->
//   <!-- action:outputs:start --> ... <!-- action:outputs:end -->
//
//   node scripts/action-readme.mjs            rewrite docs/action.md
//   node scripts/action-readme.mjs --check    exit 1 when docs/action.md is out of date
//   [--readme PATH] [--action PATH]           other files (tests use copies)
//
// The tables are formatted with the project's Prettier settings, so
// `prettier --check` and this script agree on the bytes.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { parse } from 'yaml';

/** The page that holds the tables, relative to the repository root. */
export const ACTION_PAGE = 'docs/action.md';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A table cell: one line, pipes escaped. */
function cell(text) {
  return String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\|/g, '\\|');
}

function code(text) {
  const t = String(text);
  return t === '' ? '' : t.includes('`') ? `\`\` ${t} \`\`` : `\`${t}\``;
}

/** The two tables' markdown, from action.yml's text. */
export function renderTables(actionYml) {
  const action = parse(actionYml);
  const inputs = Object.entries(action.inputs ?? {});
  const outputs = Object.entries(action.outputs ?? {});
  const inputRows = [
    '| Input | Default | Description |',
    '| --- | --- | --- |',
    ...inputs.map(
      ([name, spec]) =>
        `| ${code(name)} | ${cell(code(spec.default ?? ''))}${spec.required ? ' (required)' : ''} | ${cell(spec.description)} |`,
    ),
  ];
  const outputRows = [
    '| Output | Description |',
    '| --- | --- |',
    ...outputs.map(([name, spec]) => `| ${code(name)} | ${cell(spec.description)} |`),
  ];
  return { inputs: inputRows.join('\n') + '\n', outputs: outputRows.join('\n') + '\n' };
}

async function format(markdown) {
  const options = (await prettier.resolveConfig(join(ROOT, ACTION_PAGE))) ?? {};
  return prettier.format(markdown, { ...options, parser: 'markdown' });
}

function replaceBetween(text, name, body, file) {
  const start = `<!-- action:${name}:start -->`;
  const end = `<!-- action:${name}:end -->`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i)
    throw new Error(`${file}: the markers ${start} and ${end} are missing; put them inside the GitHub Action section.`);
  return text.slice(0, i + start.length) + '\n\n' + body + '\n' + text.slice(j);
}

/** The page's text with both tables regenerated. */
export async function updateReadme(readme, actionYml, file = ACTION_PAGE) {
  const tables = renderTables(actionYml);
  let out = replaceBetween(readme, 'inputs', await format(tables.inputs), file);
  out = replaceBetween(out, 'outputs', await format(tables.outputs), file);
  return out;
}

async function main() {
  const { values } = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      readme: { type: 'string', default: join(ROOT, ACTION_PAGE) },
      action: { type: 'string', default: join(ROOT, 'action.yml') },
    },
  });
  const readme = await readFile(values.readme, 'utf8');
  const next = await updateReadme(readme, await readFile(values.action, 'utf8'), values.readme);
  if (values.check) {
    if (next !== readme) {
      process.stderr.write(
        `${values.readme}: the GitHub Action inputs/outputs tables differ from ${values.action}. ` +
          `Fix: run \`node scripts/action-readme.mjs\` and commit ${ACTION_PAGE}.\n`,
      );
      process.exitCode = 1;
    }
    return;
  }
  if (next !== readme) await writeFile(values.readme, next);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
