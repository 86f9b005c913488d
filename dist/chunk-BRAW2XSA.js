import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  CommentForbiddenError,
  WORKFLOW_TOKEN_AUTHOR,
  makeOctokit,
  tokenLogin,
  upsertComment
} from "./chunk-I7KWKQIW.js";
import "./chunk-G7Z6XY6E.js";
import "./chunk-DLMYZAXB.js";
export {
  CommentForbiddenError,
  WORKFLOW_TOKEN_AUTHOR,
  makeOctokit,
  tokenLogin,
  upsertComment
};
