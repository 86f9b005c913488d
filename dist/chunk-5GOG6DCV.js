import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  StreamgaugeError
} from "./chunk-7W5HAPC3.js";

// src/cli/args.ts
import { parseArgs } from "node:util";
var UsageError = class extends StreamgaugeError {
  code = "SG_USAGE";
};
function parse(args, options, positionals = 0) {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true
    });
  } catch (err) {
    throw new UsageError(err.message);
  }
  if (parsed.positionals.length > positionals)
    throw new UsageError(`unexpected argument "${parsed.positionals[positionals]}"`);
  return parsed;
}
function numberFlag(value, flag, check, expected) {
  if (value === void 0) return void 0;
  const n = Number(value);
  if (typeof value !== "string" || value.trim() === "" || !Number.isFinite(n) || !check(n))
    throw new UsageError(`${flag} ${String(value)}: expected ${expected}`);
  return n;
}
function wholeNumber(value, flag) {
  return numberFlag(value, flag, (n) => Number.isInteger(n) && n >= 1, "a whole number >= 1");
}
function useColor(io) {
  return Boolean(io.stdout.isTTY) && io.env.NO_COLOR === void 0 && io.env.CI !== "true";
}

export {
  UsageError,
  parse,
  numberFlag,
  wholeNumber,
  useColor
};
