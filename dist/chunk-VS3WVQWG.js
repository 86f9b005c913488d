import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  OPENAI_CHAT,
  SIM,
  chatCompletion,
  chatRenderer,
  readChat
} from "./chunk-X6ZSVADN.js";
import "./chunk-TBVKOB4Q.js";
import "./chunk-DLMYZAXB.js";
export {
  OPENAI_CHAT,
  SIM,
  chatCompletion,
  chatRenderer,
  readChat
};
