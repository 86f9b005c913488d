import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  CommentForbiddenError,
  makeOctokit,
  upsertComment
} from "./chunk-WXMIZ5ZI.js";
import "./chunk-G7Z6XY6E.js";
import "./chunk-DLMYZAXB.js";
export {
  CommentForbiddenError,
  makeOctokit,
  upsertComment
};
