import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  buildSite,
  readBenchmarks,
  writeSite
} from "./chunk-6GI5RTO5.js";
import "./chunk-K4LYEVNE.js";
import "./chunk-S7QI73DO.js";
import "./chunk-HFRD7VE5.js";
import "./chunk-PKD4NBUI.js";
import "./chunk-WKUXESJ5.js";
import "./chunk-3M36TB5N.js";
import "./chunk-4P42FROQ.js";
import "./chunk-TJNM7ZPL.js";
import "./chunk-BMVBP4HX.js";
import "./chunk-4X35AXDE.js";
import "./chunk-VZFYQJYA.js";
import "./chunk-DLMYZAXB.js";
export {
  buildSite,
  readBenchmarks,
  writeSite
};
