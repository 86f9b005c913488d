import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  CommentForbiddenError,
  WORKFLOW_TOKEN_AUTHOR,
  makeOctokit,
  tokenLogin,
  upsertComment
} from "./chunk-BHRUL7JR.js";
import "./chunk-R4BPOMRV.js";
import "./chunk-7W5HAPC3.js";
import "./chunk-DLMYZAXB.js";
export {
  CommentForbiddenError,
  WORKFLOW_TOKEN_AUTHOR,
  makeOctokit,
  tokenLogin,
  upsertComment
};
