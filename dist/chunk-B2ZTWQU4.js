import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  event_streams_exports,
  init_event_streams
} from "./chunk-WA632CCP.js";
import {
  __commonJS,
  __toCommonJS
} from "./chunk-DLMYZAXB.js";

// node_modules/@smithy/eventstream-codec/dist-cjs/index.js
var require_dist_cjs = __commonJS({
  "node_modules/@smithy/eventstream-codec/dist-cjs/index.js"(exports) {
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.SmithyMessageEncoderStream = exports.SmithyMessageDecoderStream = exports.MessageEncoderStream = exports.MessageDecoderStream = exports.Int64 = exports.HeaderMarshaller = exports.EventStreamCodec = void 0;
    var event_streams_1 = (init_event_streams(), __toCommonJS(event_streams_exports));
    Object.defineProperty(exports, "EventStreamCodec", { enumerable: true, get: function() {
      return event_streams_1.EventStreamCodec;
    } });
    Object.defineProperty(exports, "HeaderMarshaller", { enumerable: true, get: function() {
      return event_streams_1.HeaderMarshaller;
    } });
    Object.defineProperty(exports, "Int64", { enumerable: true, get: function() {
      return event_streams_1.Int64;
    } });
    Object.defineProperty(exports, "MessageDecoderStream", { enumerable: true, get: function() {
      return event_streams_1.MessageDecoderStream;
    } });
    Object.defineProperty(exports, "MessageEncoderStream", { enumerable: true, get: function() {
      return event_streams_1.MessageEncoderStream;
    } });
    Object.defineProperty(exports, "SmithyMessageDecoderStream", { enumerable: true, get: function() {
      return event_streams_1.SmithyMessageDecoderStream;
    } });
    Object.defineProperty(exports, "SmithyMessageEncoderStream", { enumerable: true, get: function() {
      return event_streams_1.SmithyMessageEncoderStream;
    } });
  }
});

export {
  require_dist_cjs
};
