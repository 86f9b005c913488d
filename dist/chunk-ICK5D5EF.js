import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  require_dist_cjs
} from "./chunk-2CVWRD3J.js";
import "./chunk-N2I435F5.js";
import "./chunk-RM7P34ND.js";
import "./chunk-3SXR276X.js";
import "./chunk-DLMYZAXB.js";
export default require_dist_cjs();
