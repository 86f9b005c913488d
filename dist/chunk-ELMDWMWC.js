import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
} from "./chunk-QVXM6JZR.js";
import "./chunk-LSFE64VT.js";
import "./chunk-2VJC4NWR.js";
import "./chunk-X3I5Y2SJ.js";
import "./chunk-RAAETRWF.js";
import "./chunk-KUZROLGN.js";
import "./chunk-5KEXTIPH.js";
import "./chunk-IMS4HJ5Z.js";
import "./chunk-DLMYZAXB.js";
export {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
};
