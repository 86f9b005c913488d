import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
} from "./chunk-KMTLL7MK.js";
import "./chunk-NNXMA6YZ.js";
import "./chunk-QYMZGB2M.js";
import "./chunk-BHF5CFEP.js";
import "./chunk-P4OYSTVE.js";
import "./chunk-7W5HAPC3.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-4F7H4PC4.js";
import "./chunk-DLMYZAXB.js";
export {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
};
