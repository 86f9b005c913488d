import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INPUT_DEFAULTS, Inputs, type InputName } from '../../src/action/constants.ts';
import { InputError, readInputs } from '../../src/action/inputs.ts';

// Inputs through a plain getter, as core.getInput hands them over (trimmed
// strings, empty when not given).

const get =
  (values: Partial<Record<InputName, string>>) =>
  (name: InputName): string =>
    values[name] ?? '';

const problems = (values: Partial<Record<InputName, string>>): string[] => {
  try {
    readInputs(get(values));
  } catch (err) {
    if (err instanceof InputError) return err.problems;
    throw err;
  }
  return [];
};

describe('readInputs', () => {
  it('applies the same defaults as action.yml when inputs are empty', () => {
    const i = readInputs(get({}));
    assert.deepEqual(i, {
      config: INPUT_DEFAULTS[Inputs.Config],
      mode: 'run',
      shard: null,
      startAtEpochMs: null,
      location: null,
      onMissingKey: 'skip',
      outputDir: 'streamgauge-results',
      artifactName: 'streamgauge',
      uploadTraces: true,
      retentionDays: null,
      comment: 'auto',
      commentWhen: 'always',
      commentKey: 'default',
      commentAuthor: null,
      githubToken: '',
      prNumber: null,
      runId: null,
      analysis: {},
      history: 'none',
      historyBranch: 'streamgauge-data',
      historyMaxEntries: 100,
      baselineRuns: 5,
      failOnRegression: false,
      failOnUnconfirmed: false,
      dashboard: false,
      minEffectPct: 10,
    });
  });

  it('parses every input', () => {
    const i = readInputs(
      get({
        config: 'bench/sg.yml',
        shard: ' 2/3 ',
        'artifact-name': 'nightly',
        'upload-traces': 'False',
        'retention-days': '7',
        comment: 'always',
        'comment-key': 'gpu.pool-1',
        'github-token': 'ghs_x',
        'pr-number': '12',
        'min-content-reads': '4',
        'min-generation-s': '0.5',
        'max-plausible-tps': '900',
      }),
    );
    assert.deepEqual(i.shard, { index: 2, count: 3 });
    assert.equal(i.uploadTraces, false);
    assert.equal(i.retentionDays, 7);
    assert.equal(i.comment, 'always');
    assert.equal(i.commentKey, 'gpu.pool-1');
    assert.equal(i.prNumber, 12);
    assert.deepEqual(i.analysis, { min_content_reads: 4, min_generation_s: 0.5, max_plausible_tps: 900 });
    assert.equal(readInputs(get({ mode: 'merge', 'run-id': '99' })).runId, 99);
  });

  it('parses start-at and location, and names the input and the fix when they are wrong', () => {
    const now = Date.parse('2026-12-01T16:00:00Z');
    const i = readInputs(get({ 'start-at': '2026-12-01T16:01:30Z', location: ' eu-west ' }), now);
    assert.equal(i.startAtEpochMs, now + 90_000);
    assert.equal(i.location, 'eu-west');
    assert.equal(readInputs(get({ 'start-at': String(now + 5000) }), now).startAtEpochMs, now + 5000);
    const bad = (() => {
      try {
        readInputs(get({ 'start-at': 'soon', location: 'a\nb' }), now);
      } catch (err) {
        return (err as InputError).problems;
      }
      return [];
    })();
    assert.equal(bad.length, 2);
    assert.match(bad[0]!, /`start-at` soon: expected an ISO 8601 time with a zone or epoch milliseconds.*Fix:/);
    assert.match(bad[1]!, /`location` .*expected a short label/);
    assert.match(
      problems({ mode: 'merge', 'start-at': '2026-12-01T16:01:30Z' }).join('\n'),
      /remove `start-at` from the merge step/,
    );
  });

  it('parses the history inputs', () => {
    const i = readInputs(
      get({
        history: 'branch',
        'history-branch': 'bench/data-2',
        'history-max-entries': '30',
        'baseline-runs': '3',
        'fail-on-regression': 'True',
        'min-effect-pct': '12.5',
      }),
    );
    assert.deepEqual(
      [i.history, i.historyBranch, i.historyMaxEntries, i.baselineRuns, i.failOnRegression, i.minEffectPct],
      ['branch', 'bench/data-2', 30, 3, true, 12.5],
    );
    assert.equal(readInputs(get({ history: 'artifacts', mode: 'merge' })).history, 'artifacts');
    assert.equal(readInputs(get({ history: 'branch', 'fail-on-unconfirmed': 'true' })).failOnUnconfirmed, true);
    assert.match(
      problems({ history: 'branch', 'fail-on-unconfirmed': 'maybe' }).join('\n'),
      /Invalid fail-on-unconfirmed 'maybe'. Expected `true` or `false`..*`fail-on-unconfirmed: true`/,
    );
  });

  it('lists every history problem with its fix', () => {
    const p = problems({
      history: 'git',
      'history-branch': 'bad..name',
      'history-max-entries': '0',
      'baseline-runs': '101',
      'fail-on-regression': 'maybe',
      'min-effect-pct': '-5',
    });
    const expect = [
      /^Invalid history 'git'\. Expected `none`, `branch` .* or `artifacts`/,
      /^Invalid history-branch 'bad\.\.name'\. Expected a git branch name/,
      /^Invalid history-max-entries '0'/,
      /^Invalid baseline-runs '101'\. Expected a whole number from 1 to 100/,
      /^Invalid fail-on-regression 'maybe'\. Expected `true` or `false`/,
      /^Invalid min-effect-pct '-5'\. Expected a percentage >= 0/,
    ];
    assert.equal(p.length, expect.length, p.join('\n'));
    expect.forEach((re, k) => assert.match(p[k]!, re));
    for (const line of p) assert.match(line, /To fix this, /);
    for (const name of ['-x', 'a b', 'a/', '/a', 'a.lock', 'a/.b', 'a:b', 'a~1', 'a@{1}', 'a//b', 'x\u0001'])
      assert.equal(problems({ history: 'branch', 'history-branch': name }).length, 1, name);
    for (const name of ['streamgauge-data', 'gh-pages', 'bench/nightly_2', 'v1.2'])
      assert.deepEqual(problems({ history: 'branch', 'history-branch': name }), [], name);
  });

  it('refuses fail-on-regression without a history, and a history on a shard job', () => {
    assert.match(
      problems({ 'fail-on-regression': 'true' }).join('\n'),
      /`fail-on-regression` is true but `history` is none.*To fix this, set `history: branch` or `history: artifacts`/,
    );
    assert.match(
      problems({ history: 'branch', shard: '1/2' }).join('\n'),
      /`history` is branch on a shard job \('1\/2'\).*To fix this, set `history` on the `mode: merge` job/,
    );
    assert.deepEqual(problems({ history: 'branch', mode: 'merge', 'fail-on-regression': 'true' }), []);
  });

  it('takes dashboard only with history: branch, and only true or false', () => {
    assert.match(
      problems({ dashboard: 'true', history: 'artifacts' }).join('\n'),
      /`dashboard` is true but `history` is artifacts.*To fix this, set `history: branch`/,
    );
    assert.match(
      problems({ dashboard: 'yes', history: 'branch' }).join('\n'),
      /^Invalid dashboard 'yes'\. Expected `true` or `false`/,
    );
    assert.deepEqual(problems({ dashboard: 'true', history: 'branch' }), []);
  });

  it('lists every problem, each with the input, the value, the expected form and a fix', () => {
    const p = problems({
      mode: 'both',
      shard: '0/3',
      'artifact-name': 'a/b',
      'upload-traces': 'yes',
      'retention-days': '400',
      comment: 'sometimes',
      'comment-key': 'has space',
      'pr-number': '#12',
      'min-content-reads': '2.5',
      'min-generation-s': 'fast',
      'max-plausible-tps': '0',
      'on-missing-key': 'ignore',
    });
    const expect = [
      /^Invalid mode 'both'\. Expected `run` or `merge`\. To fix this, /,
      /^Invalid shard '0\/3'\. Expected I\/N with 1 <= I <= N/,
      /^Invalid on-missing-key 'ignore'\. Expected `skip` .* or `fail`/,
      /^Invalid artifact-name 'a\/b'/,
      /^Invalid upload-traces 'yes'\. Expected `true` or `false`/,
      /^Invalid retention-days '400'\. Expected days from 1 to 90/,
      /^Invalid comment 'sometimes'/,
      /^Invalid comment-key 'has space'/,
      /^Invalid pr-number '#12'/,
      /^Invalid min-content-reads '2\.5'/,
      /^Invalid min-generation-s 'fast'/,
      /^Invalid max-plausible-tps '0'/,
    ];
    assert.equal(p.length, expect.length, p.join('\n'));
    expect.forEach((re, k) => assert.match(p[k]!, re));
    for (const line of p) assert.match(line, /To fix this, /);
  });

  it('refuses inputs that do not fit the mode', () => {
    assert.match(problems({ mode: 'merge', shard: '1/2' }).join('\n'), /`shard` is set \('1\/2'\) but `mode` is merge/);
    assert.match(problems({ 'run-id': '5' }).join('\n'), /`run-id` is set but `mode` is run/);
  });

  it('the error message of a single problem is the problem itself', () => {
    assert.throws(
      () => readInputs(get({ comment: 'x' })),
      (err: unknown) => err instanceof InputError && err.message.startsWith("Invalid comment 'x'. Expected"),
    );
  });
});
