import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BranchHistoryError } from '../../src/action/history-branch.ts';
import { InputError } from '../../src/action/inputs.ts';
import { ExtractLimitError } from '../../src/artifacts/unzip.ts';
import { UsageError } from '../../src/cli/args.ts';
import { DownloadError } from '../../src/cli/download.ts';
import { EndpointError } from '../../src/cli/url-probe.ts';
import { userFailure } from '../../src/cli/main.ts';
import { ConfigError } from '../../src/config/errors.ts';
import { EXIT_STATUS, StreamgaugeError, type UserErrorCode } from '../../src/errors.ts';
import { HistoryError } from '../../src/history/history.ts';
import { HistoryStoreError } from '../../src/history/store.ts';
import { StartAtError } from '../../src/run/align.ts';
import { ReanalyzeError } from '../../src/run/engine.ts';
import { LocationError } from '../../src/run/location.ts';
import { OutputInUseError } from '../../src/run/lock.ts';
import { MergeError } from '../../src/run/merge.ts';
import { OutputWriteError } from '../../src/run/output-error.ts';
import { TraceFileError } from '../../src/run/traces.ts';

// Every user error has a code, and every code its exit status: the statuses
// users and their scripts see (docs/cli.md "Exit status") must not move when
// an error class is added or reworded.

const problem = { file: 'sg.yml', line: 3, column: 5, path: 'providers[0].model', message: 'required', fix: 'add it' };

/** One error of each class, the code it must carry and the CLI's exit status for it. */
const TABLE: Array<[StreamgaugeError, UserErrorCode, number]> = [
  [new UsageError('unknown command "x"'), 'SG_USAGE', 2],
  [new ConfigError([problem]), 'SG_CONFIG', 2],
  [new OutputInUseError('out is in use'), 'SG_OUTPUT_IN_USE', 2],
  [new OutputWriteError('ENOSPC', '/o/traces.ndjson', null), 'SG_OUTPUT_WRITE', 3],
  [new TraceFileError('out/traces.ndjson:2: not valid JSON'), 'SG_TRACE_FILE', 2],
  [new ReanalyzeError('no results.json'), 'SG_REANALYZE', 2],
  [new MergeError('shards differ'), 'SG_MERGE', 2],
  [new HistoryError('not a results file'), 'SG_HISTORY', 2],
  [new HistoryStoreError('git push failed'), 'SG_HISTORY_STORE', 2],
  [new EndpointError('cannot reach 127.0.0.1:9 (ECONNREFUSED)'), 'SG_ENDPOINT', 2],
  [new DownloadError('the token was refused'), 'SG_DOWNLOAD', 2],
  [new ExtractLimitError('past 1 GiB', []), 'SG_EXTRACT_LIMIT', 2],
  [new LocationError('--location ..: not a label'), 'SG_LOCATION', 2],
  [new StartAtError('--start-at x: not a time'), 'SG_START_AT', 2],
  [new InputError(['config: required']), 'SG_ACTION_INPUT', 1],
  [new BranchHistoryError('not a git checkout'), 'SG_ACTION_HISTORY_BRANCH', 1],
];

describe('user errors', () => {
  test('each class carries its code and the exit status of that code', () => {
    for (const [err, code, status] of TABLE) {
      assert.ok(err instanceof StreamgaugeError, `${code}: a StreamgaugeError`);
      assert.equal(err.code, code);
      assert.equal(err.exitStatus, status, code);
      assert.equal(EXIT_STATUS[code], status, code);
    }
  });

  test('every code has a row above (a new code needs its status decided here)', async () => {
    // The comment error lives in a module that loads Octokit; it is checked by code alone.
    const { CommentForbiddenError } = await import('../../src/action/comment.ts');
    const forbidden = new CommentForbiddenError('403');
    assert.equal(forbidden.code, 'SG_ACTION_COMMENT_FORBIDDEN');
    assert.equal(forbidden.exitStatus, 1);
    const covered = new Set<string>([...TABLE.map(([, code]) => code), forbidden.code]);
    assert.deepEqual(
      Object.keys(EXIT_STATUS).filter((c) => !covered.has(c)),
      [],
    );
  });

  test('the CLI prints each as it always did, with the status of its code', () => {
    for (const [err, code, status] of TABLE) {
      const failure = userFailure(err);
      assert.ok(failure !== null, code);
      assert.equal(failure.status, status, code);
      if (err instanceof UsageError) {
        // The message, then a two-line pointer to --help: not the whole usage.
        assert.equal(
          failure.text,
          `streamgauge: ${err.message}\nSee \`streamgauge --help\` for the commands, and \`streamgauge COMMAND --help\` for one command's flags.\n`,
        );
      } else if (err instanceof ConfigError)
        assert.equal(
          failure.text,
          'streamgauge: the config has 1 problem(s); nothing was sent.\n' +
            'sg.yml:3:5 providers[0].model: required. Fix: add it.\n',
        );
      else assert.equal(failure.text, `streamgauge: ${err.message}\n`);
    }
  });

  test('a system error the writers did not name is an output error (3); anything else is a bug, not mapped', () => {
    const erofs = Object.assign(new Error('EROFS: read-only file system'), { code: 'EROFS', path: '/ro/out' });
    const failure = userFailure(erofs);
    assert.equal(failure?.status, 3);
    assert.equal(
      failure?.text,
      'streamgauge: /ro/out is on a read-only file system (EROFS): pass -o a folder on a writable disk\n',
    );
    assert.equal(userFailure(new Error('a bug')), null);
    assert.equal(userFailure(Object.assign(new Error('gone'), { code: 'ENOENT' })), null);
    assert.equal(userFailure('a string'), null);
  });
});
