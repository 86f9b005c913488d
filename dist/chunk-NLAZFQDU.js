import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  init_serde,
  serde_exports
} from "./chunk-U5DPKS53.js";
import {
  __commonJS,
  __toCommonJS
} from "./chunk-DLMYZAXB.js";

// node_modules/@smithy/util-utf8/dist-cjs/index.js
var require_dist_cjs = __commonJS({
  "node_modules/@smithy/util-utf8/dist-cjs/index.js"(exports) {
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.toUtf8 = exports.toUint8Array = exports.fromUtf8 = void 0;
    var serde_1 = (init_serde(), __toCommonJS(serde_exports));
    Object.defineProperty(exports, "fromUtf8", { enumerable: true, get: function() {
      return serde_1.fromUtf8;
    } });
    Object.defineProperty(exports, "toUint8Array", { enumerable: true, get: function() {
      return serde_1.toUint8Array;
    } });
    Object.defineProperty(exports, "toUtf8", { enumerable: true, get: function() {
      return serde_1.toUtf8;
    } });
  }
});

export {
  require_dist_cjs
};
