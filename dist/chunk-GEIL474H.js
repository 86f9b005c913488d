import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
} from "./chunk-J7UNT3VP.js";
import "./chunk-GHWNVFS2.js";
import "./chunk-5SJF7PEO.js";
import "./chunk-WOWU3DNF.js";
import "./chunk-LVAEF4P2.js";
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
