import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  trendLines,
  trendSeries
} from "./chunk-PE5L57HF.js";
import "./chunk-QPUR2USM.js";
import "./chunk-5GLZ5KOO.js";
import "./chunk-K4BP6JUT.js";
import "./chunk-WKUXESJ5.js";
import "./chunk-XAVVK53B.js";
import "./chunk-4X35AXDE.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-OYLQP5BM.js";
import "./chunk-DLMYZAXB.js";
export {
  renderTrendTable,
  trendLines,
  trendSeries
};
