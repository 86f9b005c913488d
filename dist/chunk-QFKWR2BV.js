import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  buildSite,
  readBenchmarks,
  writeSite
} from "./chunk-KWH4466Y.js";
import "./chunk-6XXKHAHE.js";
import "./chunk-HQPGB54E.js";
import "./chunk-5SJF7PEO.js";
import "./chunk-5UOELF3S.js";
import "./chunk-WOWU3DNF.js";
import "./chunk-LVAEF4P2.js";
import "./chunk-7W5HAPC3.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-4F7H4PC4.js";
import "./chunk-DLMYZAXB.js";
export {
  buildSite,
  readBenchmarks,
  writeSite
};
