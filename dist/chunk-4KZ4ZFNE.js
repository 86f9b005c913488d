import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/formats/sim-script.ts
function renderScript(format, req, steps, framing = {}) {
  const render = format.renderer(req, framing);
  const out = [];
  for (const step of steps) {
    if (!("beats" in step)) {
      out.push(step);
      continue;
    }
    const text = step.beats.map((b) => render(b, step.at)).join("");
    if (text !== "") out.push({ at: step.at, write: text });
  }
  return out;
}
function sseEvent(data, eol, space, name) {
  return `${name === void 0 ? "" : `event: ${name}${eol}`}data:${space}${data}${eol}${eol}`;
}
var sseComment = (text, eol) => `: ${text}${eol}${eol}`;
function intField(v) {
  return typeof v === "number" && Number.isFinite(v) && v >= 0 ? Math.floor(v) : null;
}
function promptTokensOf(turns) {
  if (turns === void 0 || turns === null) return 0;
  if (typeof turns === "string") return Math.ceil(turns.length / 4);
  if (!Array.isArray(turns)) return Math.ceil(JSON.stringify(turns).length / 4);
  let chars = 0;
  for (const m of turns) {
    const item = m;
    const content = item?.content ?? item?.output;
    chars += typeof content === "string" ? content.length : JSON.stringify(content ?? "").length;
  }
  return Math.ceil(chars / 4);
}
var MAX_TOOL_RESULT_NODES = 1e5;
function countToolResults(body) {
  let n = 0;
  let seen = 0;
  const stack = [body];
  while (stack.length > 0 && seen < MAX_TOOL_RESULT_NODES) {
    const v = stack.pop();
    seen++;
    if (Array.isArray(v)) {
      for (const x of v) stack.push(x);
      continue;
    }
    if (typeof v !== "object" || v === null) continue;
    const o = v;
    if (o.role === "tool" || o.type === "function_call_output" || o.type === "tool_result") n++;
    if (o.functionResponse !== void 0 || o.toolResult !== void 0) n++;
    for (const x of Object.values(o)) if (typeof x === "object" && x !== null) stack.push(x);
  }
  return n;
}
function openaiError(e) {
  return { error: { message: e.message, type: e.type, param: null, code: e.code, ...e.extra } };
}
function fixedPaths(paths) {
  return (path) => {
    const format = Object.hasOwn(paths, path) ? paths[path] : void 0;
    return format === void 0 ? null : { ok: true, format, model: void 0 };
  };
}
function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export {
  renderScript,
  sseEvent,
  sseComment,
  intField,
  promptTokensOf,
  countToolResults,
  openaiError,
  fixedPaths,
  decodeSegment
};
