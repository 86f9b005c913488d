import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  trendLines,
  trendSeries
} from "./chunk-6GSPWR47.js";
import "./chunk-QPUR2USM.js";
import "./chunk-PKD4NBUI.js";
import "./chunk-WKUXESJ5.js";
import "./chunk-4P42FROQ.js";
import "./chunk-TJNM7ZPL.js";
import "./chunk-VZFYQJYA.js";
import "./chunk-DLMYZAXB.js";
export {
  renderTrendTable,
  trendLines,
  trendSeries
};
