import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  CommentForbiddenError,
  WORKFLOW_TOKEN_AUTHOR,
  makeOctokit,
  tokenLogin,
  updateExistingComment,
  upsertComment
} from "./chunk-4E6ELKUN.js";
import "./chunk-G7Z6XY6E.js";
import "./chunk-4X35AXDE.js";
import "./chunk-DLMYZAXB.js";
export {
  CommentForbiddenError,
  WORKFLOW_TOKEN_AUTHOR,
  makeOctokit,
  tokenLogin,
  updateExistingComment,
  upsertComment
};
