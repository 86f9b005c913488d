import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  renderTrendTable,
  trendLines,
  trendSeries
} from "./chunk-MBK2FNQX.js";
import "./chunk-QPUR2USM.js";
import "./chunk-VA4OFNJO.js";
import "./chunk-WKUXESJ5.js";
import "./chunk-3B26ACWP.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-DLMYZAXB.js";
export {
  renderTrendTable,
  trendLines,
  trendSeries
};
