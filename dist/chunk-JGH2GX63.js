import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  require_dist_cjs
} from "./chunk-GT4OAKF2.js";
import "./chunk-3SXR276X.js";
import "./chunk-DLMYZAXB.js";
export default require_dist_cjs();
