import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  buildSite,
  readBenchmarks,
  writeSite
} from "./chunk-QPTEQJKF.js";
import "./chunk-I4CB75WR.js";
import "./chunk-SPP46WEB.js";
import "./chunk-2VJC4NWR.js";
import "./chunk-V5XE2VJD.js";
import "./chunk-X3I5Y2SJ.js";
import "./chunk-KUZROLGN.js";
import "./chunk-5KEXTIPH.js";
import "./chunk-IMS4HJ5Z.js";
import "./chunk-DLMYZAXB.js";
export {
  buildSite,
  readBenchmarks,
  writeSite
};
