import * as core from '@actions/core';
import type { OutputName } from './constants.ts';

// The step's job summary and outputs, through @actions/core (which writes the
// files the runner names in GITHUB_STEP_SUMMARY and GITHUB_OUTPUT).

/** Appends the report to the job summary; false when the runner gave no summary file. */
export async function writeJobSummary(markdown: string): Promise<boolean> {
  if (!process.env.GITHUB_STEP_SUMMARY) return false;
  await core.summary.addRaw(markdown, true).write();
  core.summary.emptyBuffer();
  return true;
}

export function setOutputs(values: Partial<Record<OutputName, string | number>>): void {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    core.setOutput(name, String(value));
  }
}
