import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  OPENAI_CHAT,
  SIM,
  chatCompletion,
  chatRenderer,
  readChat
} from "./chunk-2FPGZR4F.js";
import "./chunk-4KZ4ZFNE.js";
import "./chunk-I62QRV6M.js";
import "./chunk-DLMYZAXB.js";
export {
  OPENAI_CHAT,
  SIM,
  chatCompletion,
  chatRenderer,
  readChat
};
