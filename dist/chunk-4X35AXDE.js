import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/errors.ts
var EXIT = {
  ok: 0,
  /** `--fail-on-regression` found a regression. */
  regression: 1,
  /** The Action's step failed (core.setFailed). */
  actionFailed: 1,
  /** A usage or config error, or an input the command cannot use. */
  usage: 2,
  /** The outputs could not be written (disk full, read-only, no permission, too many open files). */
  output: 3,
  /** A run in which no measured request succeeded (every one failed or was not sent); its reports are written. */
  nothingSucceeded: 4,
  sigint: 130,
  sigterm: 143
};
var EXIT_STATUS = {
  /** A flag, an argument or a command line that does not fit. */
  SG_USAGE: EXIT.usage,
  /** streamgauge.yml (or a file it names) has problems; each is listed with file, line and field. */
  SG_CONFIG: EXIT.usage,
  /** Another streamgauge process is writing the output folder. */
  SG_OUTPUT_IN_USE: EXIT.usage,
  /** The environment would not take the outputs' writes. */
  SG_OUTPUT_WRITE: EXIT.output,
  /** A traces.ndjson that cannot be read, or has lines that are not traces. */
  SG_TRACE_FILE: EXIT.usage,
  /** `reanalyze` was given a folder it cannot re-label. */
  SG_REANALYZE: EXIT.usage,
  /** `merge` was given shards that do not belong together. */
  SG_MERGE: EXIT.usage,
  /** A results file or history folder that cannot serve as a baseline. */
  SG_HISTORY: EXIT.usage,
  /** A history store (folder or git branch) that cannot be read or written. */
  SG_HISTORY_STORE: EXIT.usage,
  /** `run --url`: the server is not there, or its model listing cannot be used (give --model). */
  SG_ENDPOINT: EXIT.usage,
  /** `download` could not fetch or unpack a run's artifacts. */
  SG_DOWNLOAD: EXIT.usage,
  /** An artifact past its byte budget when unpacked. */
  SG_EXTRACT_LIMIT: EXIT.usage,
  /** `--location` that cannot be a location label. */
  SG_LOCATION: EXIT.usage,
  /** `--start-at` that is not a time, or too far off. */
  SG_START_AT: EXIT.usage,
  /** The Action's inputs (the step fails). */
  SG_ACTION_INPUT: EXIT.actionFailed,
  /** The Action's history branch could not be read or written (the step fails). */
  SG_ACTION_HISTORY_BRANCH: EXIT.actionFailed,
  /**
   * The Action's token may not comment on the pull request. Caught where it
   * is thrown and logged as a warning (the step goes on); 1 if it ever ends one.
   */
  SG_ACTION_COMMENT_FORBIDDEN: EXIT.actionFailed
};
var StreamgaugeError = class extends Error {
  /** The CLI's exit status for this error. */
  get exitStatus() {
    return EXIT_STATUS[this.code];
  }
};

export {
  EXIT,
  EXIT_STATUS,
  StreamgaugeError
};
