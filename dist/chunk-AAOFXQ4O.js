import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  readGitHubEnv
} from "./chunk-EKAQNL4Z.js";
import {
  regressions
} from "./chunk-TMFSUEHO.js";
import {
  comparedLabel,
  formatPct,
  formatPctInterval,
  formatStreamingChange
} from "./chunk-PKD4NBUI.js";
import {
  sanitizeText
} from "./chunk-WKUXESJ5.js";
import {
  reasonText,
  validityOf
} from "./chunk-3M36TB5N.js";
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";

// src/run/cancel.ts
function cancelOnSignals(source, onFirst) {
  const controller = new AbortController();
  let received = null;
  const listener = (name) => () => {
    if (received) return;
    received = name;
    onFirst(name);
    controller.abort();
  };
  const onInt = listener("SIGINT");
  const onTerm = listener("SIGTERM");
  source.on("SIGINT", onInt);
  source.on("SIGTERM", onTerm);
  return {
    signal: controller.signal,
    received: () => received,
    dispose: () => {
      source.off("SIGINT", onInt);
      source.off("SIGTERM", onTerm);
    }
  };
}

// src/report/regression-message.ts
function describeChange(c, figures) {
  const counts = c.share ? ` (${c.share.current.passed}/${c.share.current.n} passed, was ${c.share.baseline.passed}/${c.share.baseline.n})` : "";
  return `${sanitizeText(c.provider)} / ${sanitizeText(c.prompt)} ${sanitizeText(comparedLabel(c.metric, figures))} ${formatPct(c.delta_pct)} ${formatPctInterval(c)}${counts}`;
}
function regressionFailure(results, opts = {}, figures) {
  const r = regressions(results, opts);
  if (r.slower.length === 0 && r.stopped_streaming.length === 0 && r.slower_saturation.length === 0 && r.slower_stages.length === 0)
    return null;
  const runs = results.baseline?.runs.length ?? 0;
  const parts = [];
  if (r.slower.length > 0)
    parts.push(
      `${r.slower.length} figure(s) slower than the baseline of ${runs} earlier run(s): ${r.slower.map((c) => describeChange(c, figures)).join("; ")}.`
    );
  if (r.stopped_streaming.length > 0)
    parts.push(
      `${r.stopped_streaming.length} group(s) streaming less than before: ${r.stopped_streaming.map((c) => `${sanitizeText(c.provider)} / ${sanitizeText(c.prompt)} ${formatStreamingChange(c)}`).join("; ")}.`
    );
  if (r.slower_saturation.length > 0)
    parts.push(
      `${r.slower_saturation.length} saturation point(s) lower than the baseline's: ${r.slower_saturation.map((c) => `${sanitizeText(c.provider)} / ${sanitizeText(c.prompt)} max output tok/s ${c.baseline} -> ${c.current} (${c.delta_pct}%)`).join("; ")}.`
    );
  if (r.slower_stages.length > 0)
    parts.push(
      `${r.slower_stages.length} stage figure(s) slower than the baseline's stage of the same load: ${r.slower_stages.map((c) => `stage ${c.stage} (${sanitizeText(c.label)}) ${describeChange(c, figures)}`).join("; ")}.`
    );
  if (r.unconfirmed.length > 0) parts.push(unconfirmedSentence(results, r.unconfirmed, figures));
  return `Regression (fail-on-regression is true): ${parts.join(" ")} The job summary lists every change with its interval; report.html in the artifact shows the trends.`;
}
function unconfirmedSentence(results, unconfirmed, figures) {
  const each = unconfirmed.map((c) => {
    const g = results.groups.find(
      (x) => x.provider === c.provider && x.prompt === c.prompt && (x.location ?? null) === (c.location ?? null)
    );
    const why = g === void 0 ? [] : validityOf(results, g).reasons.map(reasonText);
    return `${describeChange(c, figures)} (${sanitizeText(why.join("; ") || "not trusted")})`;
  });
  return `${unconfirmed.length} figure(s) slower on groups not trusted, unconfirmed (not counted as regressions): ${each.join("; ")}.`;
}

// src/run/location.ts
var MAX_LOCATION_CHARS = 64;
var LocationError = class extends StreamgaugeError {
  code = "SG_LOCATION";
};
function checkLocation(text, flag = "--location") {
  const s = text.trim();
  if (s === "" || s.length > MAX_LOCATION_CHARS || /[\u0000-\u001f\u007f]/.test(s))
    throw new LocationError(
      `${flag} ${JSON.stringify(text)}: expected a short label of 1-${MAX_LOCATION_CHARS} characters on one line, such as eu-west. Fix: name the place the runner measures from; runs with the same label are compared with each other.`
    );
  return s;
}
function runnerLocation(env) {
  const gh = readGitHubEnv(env);
  if (!gh.actions || env.RUNNER_ENVIRONMENT !== "self-hosted") return null;
  const name = (env.RUNNER_NAME ?? "").trim();
  if (name === "") return null;
  try {
    return checkLocation(name);
  } catch {
    return null;
  }
}

export {
  cancelOnSignals,
  describeChange,
  regressionFailure,
  unconfirmedSentence,
  checkLocation,
  runnerLocation
};
