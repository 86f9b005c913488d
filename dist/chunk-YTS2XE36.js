import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  CommentForbiddenError,
  WORKFLOW_TOKEN_AUTHOR,
  makeOctokit,
  tokenLogin,
  upsertComment
} from "./chunk-6P2ZIYQL.js";
import "./chunk-G7Z6XY6E.js";
import "./chunk-7W5HAPC3.js";
import "./chunk-DLMYZAXB.js";
export {
  CommentForbiddenError,
  WORKFLOW_TOKEN_AUTHOR,
  makeOctokit,
  tokenLogin,
  upsertComment
};
