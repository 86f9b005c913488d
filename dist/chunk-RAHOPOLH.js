import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
} from "./chunk-KL6PFNJT.js";
import "./chunk-5UWM5B67.js";
import "./chunk-2OJ7IOGB.js";
import "./chunk-HU4UBAWN.js";
import "./chunk-BZ64IVBB.js";
import "./chunk-GIPBWY37.js";
import "./chunk-7W5HAPC3.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-KK6FYPDJ.js";
import "./chunk-DLMYZAXB.js";
export {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
};
