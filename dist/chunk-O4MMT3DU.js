import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  trendLines,
  trendSeries
} from "./chunk-6WVP4Z6Z.js";
import "./chunk-QPUR2USM.js";
import "./chunk-EHIARZC2.js";
import "./chunk-WKUXESJ5.js";
import "./chunk-6HVO7L3W.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-DLMYZAXB.js";
export {
  renderTrendTable,
  trendLines,
  trendSeries
};
