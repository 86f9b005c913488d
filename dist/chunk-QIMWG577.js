import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  buildSite,
  readBenchmarks,
  writeSite
} from "./chunk-BEIF264X.js";
import "./chunk-K4LYEVNE.js";
import "./chunk-S7QI73DO.js";
import "./chunk-ZNXBRSSC.js";
import "./chunk-UPWMS2ZF.js";
import "./chunk-WKUXESJ5.js";
import "./chunk-UIVGR4JY.js";
import "./chunk-LYGRUO4V.js";
import "./chunk-TJNM7ZPL.js";
import "./chunk-C35VG2IY.js";
import "./chunk-4X35AXDE.js";
import "./chunk-ANOGG462.js";
import "./chunk-DLMYZAXB.js";
export {
  buildSite,
  readBenchmarks,
  writeSite
};
