import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  buildSite,
  readBenchmarks,
  writeSite
} from "./chunk-OFTUJONK.js";
import "./chunk-6XXKHAHE.js";
import "./chunk-GDRIH2OK.js";
import "./chunk-SQ6THSXM.js";
import "./chunk-K3I5D7OB.js";
import "./chunk-242TDWWG.js";
import "./chunk-T2XJ4MFS.js";
import "./chunk-7W5HAPC3.js";
import "./chunk-WOMTUNJ4.js";
import "./chunk-4F7H4PC4.js";
import "./chunk-DLMYZAXB.js";
export {
  buildSite,
  readBenchmarks,
  writeSite
};
