import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  buildSite,
  readBenchmarks,
  writeSite
} from "./chunk-V2EL2TWO.js";
import "./chunk-6XXKHAHE.js";
import "./chunk-3SY7EOWE.js";
import "./chunk-2OJ7IOGB.js";
import "./chunk-RWXKPNY3.js";
import "./chunk-HU4UBAWN.js";
import "./chunk-GIPBWY37.js";
import "./chunk-7W5HAPC3.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-IZKI5MFW.js";
import "./chunk-DLMYZAXB.js";
export {
  buildSite,
  readBenchmarks,
  writeSite
};
