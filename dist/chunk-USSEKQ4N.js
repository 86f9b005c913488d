import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import "./chunk-DLMYZAXB.js";

// src/cli/pipe.ts
var GONE = /* @__PURE__ */ new Set(["EPIPE", "ECONNRESET", "ERR_STREAM_DESTROYED", "ERR_STREAM_WRITE_AFTER_END"]);
function quietOnBrokenPipe(stream) {
  let gone = false;
  stream.on("error", (err) => {
    if (err.code !== void 0 && GONE.has(err.code)) {
      gone = true;
      return;
    }
    throw err;
  });
  const write = (chunk, ...rest) => {
    const callback = rest.find((r) => typeof r === "function");
    if (gone) {
      if (callback) queueMicrotask(() => callback(null));
      return true;
    }
    return stream.write.call(stream, chunk, ...rest);
  };
  const proxy = new Proxy(stream, {
    get(target, prop) {
      if (prop === "write") return write;
      const v = Reflect.get(target, prop, target);
      return typeof v === "function" ? v.bind(target) : v;
    }
  });
  return { stream: proxy, gone: () => gone };
}
export {
  quietOnBrokenPipe
};
