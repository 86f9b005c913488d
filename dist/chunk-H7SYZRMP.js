import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
} from "./chunk-7FJ5A62A.js";
import "./chunk-VKBESFAO.js";
import "./chunk-HWSSRL33.js";
import "./chunk-USX5GZHA.js";
import "./chunk-KGT3R2XA.js";
import "./chunk-DLMYZAXB.js";
export {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
};
