import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);

// src/cli/reach.ts
import { connect } from "node:net";
import { connect as tlsConnect } from "node:tls";
var REACH_TIMEOUT_MS = 1e4;
function unreachable(url, timeoutMs = REACH_TIMEOUT_MS) {
  const https = url.protocol === "https:";
  const port = Number(url.port || (https ? 443 : 80));
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return new Promise((resolve) => {
    const socket = https ? tlsConnect({ host, port, servername: host }) : connect({ host, port });
    const done = (why) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(why);
    };
    const timer = setTimeout(() => done(`no answer in ${timeoutMs / 1e3} s`), timeoutMs);
    socket.once(https ? "secureConnect" : "connect", () => done(null));
    socket.once("error", (err) => done(err.code ?? err.message));
  });
}
var DROPPING = /* @__PURE__ */ Symbol("streamgauge.dropActionsDebug");
function dropActionsDebug(env, stdout) {
  const marked = stdout;
  if (env.GITHUB_ACTIONS === "true" || marked[DROPPING]) return;
  marked[DROPPING] = true;
  const write = stdout.write;
  stdout.write = function(chunk, ...rest) {
    if (typeof chunk === "string" && chunk.startsWith("::debug::")) {
      const callback = rest.find((r) => typeof r === "function");
      if (callback) process.nextTick(callback);
      return true;
    }
    return write.call(this, chunk, ...rest);
  };
}

export {
  unreachable,
  dropActionsDebug
};
