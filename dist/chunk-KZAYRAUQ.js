import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
} from "./chunk-B5U7WYU2.js";
import "./chunk-GPKE3ZRA.js";
import "./chunk-IWRVNBNQ.js";
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
