import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  buildSite,
  readBenchmarks,
  writeSite
} from "./chunk-AMHBKR2D.js";
import "./chunk-K4LYEVNE.js";
import "./chunk-JBKVW2BE.js";
import "./chunk-VA4OFNJO.js";
import "./chunk-WKUXESJ5.js";
import "./chunk-BSODME4D.js";
import "./chunk-4X35AXDE.js";
import "./chunk-3B26ACWP.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-B7CWT7CK.js";
import "./chunk-DLMYZAXB.js";
export {
  buildSite,
  readBenchmarks,
  writeSite
};
