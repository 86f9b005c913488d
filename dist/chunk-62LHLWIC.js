import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  trendLines,
  trendSeries
} from "./chunk-N5GK7KXM.js";
import "./chunk-QPUR2USM.js";
import "./chunk-UPWMS2ZF.js";
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
