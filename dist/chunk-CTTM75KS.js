import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  buildSite,
  readBenchmarks,
  writeSite
} from "./chunk-C3YF6NN4.js";
import "./chunk-MCO2QQBA.js";
import "./chunk-TRQK2MF7.js";
import "./chunk-FI6BRGXJ.js";
import "./chunk-NXILU7FI.js";
import "./chunk-BWMHUM7N.js";
import "./chunk-M2ENK7VA.js";
import "./chunk-DLMYZAXB.js";
export {
  buildSite,
  readBenchmarks,
  writeSite
};
