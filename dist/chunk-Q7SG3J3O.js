import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  buildSite,
  readBenchmarks,
  writeSite
} from "./chunk-PXD46NXK.js";
import "./chunk-MCO2QQBA.js";
import "./chunk-D7VD5AON.js";
import "./chunk-HWSSRL33.js";
import "./chunk-XZNJAIQH.js";
import "./chunk-USX5GZHA.js";
import "./chunk-KGT3R2XA.js";
import "./chunk-DLMYZAXB.js";
export {
  buildSite,
  readBenchmarks,
  writeSite
};
