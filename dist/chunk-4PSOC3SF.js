import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  require_dist_cjs
} from "./chunk-B2ZTWQU4.js";
import "./chunk-WA632CCP.js";
import "./chunk-WDPVNNKS.js";
import "./chunk-U5DPKS53.js";
import "./chunk-DLMYZAXB.js";
export default require_dist_cjs();
