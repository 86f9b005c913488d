import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  buildSite,
  readBenchmarks,
  writeSite
} from "./chunk-D4UQPHUN.js";
import "./chunk-K4LYEVNE.js";
import "./chunk-SU4GX23S.js";
import "./chunk-5GLZ5KOO.js";
import "./chunk-WKUXESJ5.js";
import "./chunk-PUOON5KT.js";
import "./chunk-XAVVK53B.js";
import "./chunk-4X35AXDE.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-OYLQP5BM.js";
import "./chunk-DLMYZAXB.js";
export {
  buildSite,
  readBenchmarks,
  writeSite
};
