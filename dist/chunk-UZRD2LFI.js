import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
} from "./chunk-MEKH3JAT.js";
import "./chunk-DLUTOWS6.js";
import "./chunk-2OJ7IOGB.js";
import "./chunk-HU4UBAWN.js";
import "./chunk-IT3JMVRJ.js";
import "./chunk-GIPBWY37.js";
import "./chunk-7W5HAPC3.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-IZKI5MFW.js";
import "./chunk-DLMYZAXB.js";
export {
  renderTrendTable,
  sparkline,
  sparklineWithGaps,
  trendLines,
  trendSeries
};
