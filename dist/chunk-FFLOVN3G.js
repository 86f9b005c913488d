import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  require_dist_cjs
} from "./chunk-NLAZFQDU.js";
import "./chunk-U5DPKS53.js";
import "./chunk-DLMYZAXB.js";
export default require_dist_cjs();
