import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  OPENAI_CHAT,
  SIM,
  chatCompletion,
  chatRenderer,
  readChat
} from "./chunk-RYGRAUZH.js";
import "./chunk-BSRQH42S.js";
import "./chunk-DLMYZAXB.js";
export {
  OPENAI_CHAT,
  SIM,
  chatCompletion,
  chatRenderer,
  readChat
};
