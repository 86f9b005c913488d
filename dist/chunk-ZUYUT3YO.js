import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  buildSite,
  readBenchmarks,
  writeSite
} from "./chunk-OYHZ6OFC.js";
import "./chunk-K4LYEVNE.js";
import "./chunk-CBOMWZJW.js";
import "./chunk-EHIARZC2.js";
import "./chunk-WKUXESJ5.js";
import "./chunk-A5ZJFFDM.js";
import "./chunk-4X35AXDE.js";
import "./chunk-6HVO7L3W.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-TADCXPQ5.js";
import "./chunk-DLMYZAXB.js";
export {
  buildSite,
  readBenchmarks,
  writeSite
};
