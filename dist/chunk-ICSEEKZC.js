import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  trendLines,
  trendSeries
} from "./chunk-GI4SLPR6.js";
import "./chunk-QPUR2USM.js";
import "./chunk-4YF6AAJX.js";
import "./chunk-WKUXESJ5.js";
import "./chunk-LYGRUO4V.js";
import "./chunk-TJNM7ZPL.js";
import "./chunk-ANOGG462.js";
import "./chunk-DLMYZAXB.js";
export {
  renderTrendTable,
  trendLines,
  trendSeries
};
