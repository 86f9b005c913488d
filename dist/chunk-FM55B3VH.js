import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
} from "./chunk-DCU7DRDZ.js";
import "./chunk-QIBXIRNL.js";
import "./chunk-BJNGONFZ.js";
import "./chunk-BWMHUM7N.js";
import "./chunk-M2ENK7VA.js";
import "./chunk-DLMYZAXB.js";
export {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
};
