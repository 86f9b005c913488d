import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  buildSite,
  readBenchmarks,
  writeSite
} from "./chunk-FKBNLC2V.js";
import "./chunk-6XXKHAHE.js";
import "./chunk-RFO2J7OP.js";
import "./chunk-QYMZGB2M.js";
import "./chunk-RHYDE32F.js";
import "./chunk-BHF5CFEP.js";
import "./chunk-P4OYSTVE.js";
import "./chunk-7W5HAPC3.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-4F7H4PC4.js";
import "./chunk-DLMYZAXB.js";
export {
  buildSite,
  readBenchmarks,
  writeSite
};
