import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  MetricsParser
} from "./chunk-TAQLKWRO.js";
import {
  MetricsWriter,
  RUN_DEADLINE_MS,
  SERVER_METRICS_FILE,
  TEXT_DEADLINE_MS,
  TraceWriter,
  estimateClockOffset,
  figureTraces,
  isReferenceTokens,
  outputFiles,
  passTraces,
  publish,
  reportTracesOf,
  runInfo,
  serverMetricsOrNone,
  stageEnd,
  stageRequestThroughput,
  startReferenceCounter,
  withLoadFigures,
  withServerFigures
} from "./chunk-EKAQNL4Z.js";
import {
  keptSeries
} from "./chunk-FIIRUI2R.js";
import {
  analyzed,
  planOrderOf
} from "./chunk-TMFSUEHO.js";
import {
  runReport
} from "./chunk-HFRD7VE5.js";
import {
  API_NAMES,
  Analysis,
  BUILTIN_DEFAULTS,
  CHECK_TEXT_MAX_CHARS,
  Config,
  DEFAULT_ANALYSIS,
  Defaults,
  MAX_IMAGE_BYTES,
  MAX_PROMPT_IMAGE_BYTES,
  Message,
  RESULTS_SCHEMA,
  Slo,
  withValidity
} from "./chunk-3M36TB5N.js";
import {
  withFluidityDefaults
} from "./chunk-4P42FROQ.js";
import {
  mulberry32,
  seedFrom
} from "./chunk-TJNM7ZPL.js";
import {
  InThreadExecutor,
  StallMonitor,
  TraceRecorder,
  createMeasuringAgent,
  sleepUntil,
  summarizeStalls,
  warmDispatchPath
} from "./chunk-2FLOUNRV.js";
import {
  USER_AGENT,
  getAdapter
} from "./chunk-3D5EZPZV.js";
import {
  systemClock,
  wallDate
} from "./chunk-YSFTEKOP.js";
import {
  makeScrubber
} from "./chunk-TNKYJXLO.js";
import {
  claimEpoch,
  epochNowMs,
  epochOffsetMs,
  resyncEpochIfAlone
} from "./chunk-GX27B57U.js";
import {
  AWS_ENV,
  ConfigError,
  MAX_AGENT_ARGS_CHARS,
  MAX_AGENT_CALLS_PER_STEP,
  MAX_AGENT_NAME_CHARS,
  MAX_AGENT_SESSION_ARGS_CHARS,
  MAX_AGENT_STEP_ARGS_CHARS,
  ProblemList,
  agentPlan,
  array,
  describeLength,
  drawLength,
  feedJsonLine,
  formatProblems,
  isRecord,
  keyEnvViolations,
  loadWarnings,
  number,
  parseLengthsFile,
  ruleParams,
  shown,
  strictObject,
  string,
  toJSONSchema
} from "./chunk-BMVBP4HX.js";
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-DLMYZAXB.js";

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar2(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar2;
    exports.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path) {
      const ctrl = callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visit_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = visit_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path) {
      const ctrl = await callVisitor(key, node, visitor, path);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path, ctrl);
        return visitAsync_(key, ctrl, visitor, path);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path = Object.freeze(path.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path = Object.freeze(path.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path) {
      if (typeof visitor === "function")
        return visitor(key, node, path);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path);
      return void 0;
    }
    function replaceNode(key, path, node) {
      const parent = path[path.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines.push(`%TAG ${handle} ${prefix}`);
        }
        return lines.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root2) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root2, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found = node;
        }
        if (found && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found);
          if (!data) {
            toJS.toJS(found, null, ctx);
            data = anchors2.get(found);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path, value) {
      let v = value;
      for (let i = path.length - 1; i >= 0; --i) {
        const k = path[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path) => path == null || typeof path === "object" && !!path[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path, value) {
        if (isEmptyPath(path))
          this.add(value);
        else {
          const [key, ...rest] = path;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        const [key, ...rest] = path;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path) {
        const [key, ...rest] = path;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        const [key, ...rest] = path;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text.length <= endStep)
        return text;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text;
      if (onFold)
        onFold();
      let res = text.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text.length;
        if (fold === 0)
          res = `
${indent}${text.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text[fold]}\\`;
          res += `
${indent}${text.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text[++i];
        } else {
          do {
            ch = text[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines.push(blockItemPrefix + str2);
      }
      let str;
      if (lines.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines[0];
        for (let i = 1; i < lines.length; ++i) {
          const line = lines[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines.push("");
          addCommentBefore(ctx, lines, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines.push("");
            addCommentBefore(ctx, lines, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines.push(str);
        linesAtValue = lines.length;
      }
      const { start, end } = flowChars;
      if (lines.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string2 = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string2;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num2 = typeof value === "number" ? value : Number(value);
      if (!isFinite(num2))
        return isNaN(num2) ? ".nan" : num2 < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num2 = Number(node.value);
        return isFinite(num2) ? num2.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string2 = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string2.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines[i] = str.substr(o, lineWidth);
          }
          str = lines.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num2 = Number(node.value);
        return isFinite(num2) ? num2.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num2 = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num2(60) + num2(p), num2(0));
      return sign === "-" ? num2(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num2 = (n) => n;
      if (typeof value === "bigint")
        num2 = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num2(-1);
      }
      const _60 = num2(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date -= 6e4 * d;
        }
        return new Date(date);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string2 = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string2.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string2 = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string2.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string2 = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string2.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines.length !== 1)
          lines.unshift("");
        const cs = commentString(doc.commentBefore);
        lines.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines[lines.length - 1] === "---") {
          lines[lines.length - 1] = `--- ${body}`;
        } else
          lines.push(body);
      } else {
        lines.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines.push("...");
            lines.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines.push(`... ${cs}`);
          }
        } else {
          lines.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines[lines.length - 1] !== "")
            lines.push("");
          lines.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path) {
        if (Collection.isEmptyPath(path)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path, keepScalar) {
        if (Collection.isEmptyPath(path))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path) {
        if (Collection.isEmptyPath(path))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path, value) {
        if (Collection.isEmptyPath(path)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message) {
        super();
        this.name = name;
        this.code = code;
        this.message = message;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLParseError", pos, code, message);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message) {
        super("YAMLWarning", pos, code, message);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep + cb;
              sep = "";
              break;
            }
            case "newline":
              if (comment)
                sep += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep)
                for (const st of sep) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines.length;
      for (let i = lines.length - 1; i >= 0; --i) {
        const content = lines[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines.length > 0 ? "\n".repeat(Math.max(1, lines.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines.length - 1; i >= chompStart; --i) {
        if (lines[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep === " ")
            sep = "\n";
          else if (!prevMoreIndented && sep === "\n")
            sep = "\n\n";
          value += sep + indent.slice(trimIndent) + content;
          sep = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep === "\n")
            value += "\n";
          else
            sep = "\n";
        } else {
          value += sep + content;
          sep = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines.length; ++i)
            value += "\n" + lines[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines.push([split[i], split[i + 1]]);
      return lines;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep === "\n")
            res += sep;
          else
            sep = "\n";
        } else {
          res += sep + lm;
          sep = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message);
          }
          break;
        default: {
          const message = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep)
        for (const st of sep)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path) => {
      let item = cst;
      for (const [field, index] of path) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path) => {
      const parent = visit.itemAtPath(cst, path.slice(0, -1));
      const field = path[path.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path, item, visitor) {
      let ctrl = visitor(item, path);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar2;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep;
          if (scalar.end) {
            sep = scalar.end;
            sep.push(this.sourceToken);
            delete scalar.end;
          } else
            sep = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep = it.sep;
                  sep.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep = fc.end.splice(1, fc.end.length);
            sep.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// src/config/read.ts
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { dirname as dirname3, resolve as resolvePath3 } from "node:path";

// src/config/images.ts
import { open } from "node:fs/promises";
import { dirname, resolve as resolvePath } from "node:path";

// src/config/png.ts
import { crc32, deflateSync } from "node:zlib";
var SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
function noiseRows(width, height, seed) {
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  const next = mulberry32(seed);
  for (let y = 0; y < height; y++) {
    const row = y * rowBytes;
    for (let x = 1; x < rowBytes; x++) raw[row + x] = Math.floor(next() * 256);
  }
  return raw;
}
function syntheticPng(width, height, seed = 0) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  const idat = deflateSync(noiseRows(width, height, seed));
  return Buffer.concat([SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

// src/config/images.ts
function sniffImage(head) {
  const b = (i) => head[i] ?? -1;
  if (b(0) === 137 && b(1) === 80 && b(2) === 78 && b(3) === 71) return "image/png";
  if (b(0) === 255 && b(1) === 216 && b(2) === 255) return "image/jpeg";
  if (b(0) === 71 && b(1) === 73 && b(2) === 70 && b(3) === 56) return "image/gif";
  const ascii = (from, to) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return null;
}
function sent(bytes, mime) {
  return { mime, base64: bytes.toString("base64"), bytes: bytes.length };
}
async function readImage(file) {
  const handle = await open(file, "r");
  try {
    const buf = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    let total = 0;
    for (; ; ) {
      const { bytesRead } = await handle.read(buf, total, buf.length - total, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total === buf.length) break;
    }
    return buf.subarray(0, total);
  } finally {
    await handle.close();
  }
}
async function loadOne(spec, base, where) {
  if ("synthetic" in spec) {
    const { width, height, seed } = spec.synthetic;
    return { image: sent(syntheticPng(width, height, seed ?? 0), "image/png") };
  }
  const file = resolvePath(base, spec.path);
  const at2 = [...where, "path"];
  let bytes;
  try {
    bytes = await readImage(file);
  } catch (err) {
    return {
      problem: {
        path: at2,
        message: `cannot read image ${spec.path}: ${err.code ?? err.message}`,
        fix: "give the path of a PNG, JPEG, WebP or GIF file, relative to the config file"
      }
    };
  }
  if (bytes.length > MAX_IMAGE_BYTES)
    return {
      problem: {
        path: at2,
        message: `image ${spec.path} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MiB`,
        fix: "use a smaller image (APIs refuse larger ones: Anthropic above 5 MB, Bedrock above 3.75 MB)"
      }
    };
  const mime = sniffImage(bytes.subarray(0, 16));
  if (mime === null)
    return {
      problem: {
        path: at2,
        message: `${spec.path} is not a PNG, JPEG, WebP or GIF image (by its first bytes)`,
        fix: "convert it to PNG or JPEG, the types every API that takes images accepts"
      }
    };
  return { image: sent(bytes, mime) };
}
async function loadPromptImages(prompts, configFile) {
  const images = {};
  const problems = [];
  const base = dirname(configFile);
  for (const [i, p] of prompts.entries()) {
    if (p.images === void 0) continue;
    const list = [];
    for (const [j, spec] of p.images.entries()) {
      const r = await loadOne(spec, base, ["prompts", i, "images", j]);
      if ("image" in r) list.push(r.image);
      else problems.push(r.problem);
    }
    const total = list.reduce((n, img) => n + img.bytes, 0);
    if (total > MAX_PROMPT_IMAGE_BYTES)
      problems.push({
        path: ["prompts", i, "images"],
        message: `the prompt's images are ${(total / 1024 / 1024).toFixed(1)} MiB together, over ${MAX_PROMPT_IMAGE_BYTES / 1024 / 1024} MiB`,
        fix: "send fewer or smaller images (every request of the prompt carries all of them)"
      });
    images[p.id] = list;
  }
  return { images, problems };
}
var generated = /* @__PURE__ */ new WeakMap();
function generate(prompt) {
  return (prompt.images ?? []).map((s) => {
    if (!("synthetic" in s))
      throw new Error(`prompt ${prompt.id}: its image files were not loaded (loadConfig reads them)`);
    return sent(syntheticPng(s.synthetic.width, s.synthetic.height, s.synthetic.seed ?? 0), "image/png");
  });
}
function requestShapeOf(prompt, images) {
  const tools = prompt.tools ?? [];
  const specs = prompt.images ?? [];
  if (tools.length === 0 && prompt.response_format === void 0 && specs.length === 0) return void 0;
  let sentImages = images ?? [];
  if (images === void 0 && specs.length > 0) {
    sentImages = generated.get(prompt) ?? generate(prompt);
    generated.set(prompt, sentImages);
  }
  return {
    tools,
    toolChoice: prompt.tool_choice ?? null,
    responseFormat: prompt.response_format ?? null,
    images: sentImages
  };
}

// src/config/prompt-file.ts
var FilePromptLine = strictObject({
  prompt: string().min(1).optional(),
  messages: array(Message).min(1).optional(),
  max_tokens: number().int().min(1).optional()
}).refine((p) => p.prompt === void 0 !== (p.messages === void 0), {
  message: 'give exactly one of "prompt" (a string) or "messages" (a list of {role, content})'
});
function promptFileReader(file, configPath) {
  const problems = new ProblemList(file);
  const out = [];
  const record = (value, line) => {
    const problem = (path, message, fix) => problems.push({ file, line, column: null, path, message, fix });
    const parsed = FilePromptLine.safeParse(value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.map((s) => typeof s === "number" ? `[${s}]` : String(s)).join(".");
        problem(
          path,
          issue.message,
          'each line is {"prompt": "..."} or {"messages": [{"role": "user", "content": "..."}]}, with an optional "max_tokens": 256'
        );
      }
      return;
    }
    const p = parsed.data;
    out.push({
      messages: p.messages ? p.messages.map((m) => ({ ...m })) : [{ role: "user", content: p.prompt ?? "" }],
      maxTokens: p.max_tokens ?? null,
      line
    });
  };
  const end = () => {
    if (problems.length === 0 && out.length === 0)
      problems.push({
        file,
        line: null,
        column: null,
        path: "",
        message: "the prompts file has no prompt",
        fix: `add one JSON object a line, or point ${configPath} at another file`
      });
    if (problems.length > 0) throw problems.error();
    return out;
  };
  const notJsonFix = 'write one JSON object a line, e.g. {"prompt": "Write a haiku."}';
  return { file, notJsonFix, problems, record, end };
}

// src/config/workload-files.ts
import { dirname as dirname2, resolve as resolvePath2 } from "node:path";

// src/config/synthetic.ts
var VOCABULARY = "time year people way day man thing woman life child world school state family student group country problem hand part place case week company system program question work government number night point home water room mother area money story fact month lot right study book eye job word business issue side kind head house service friend father power hour game line end member law car city community name president team minute idea kid body information back parent face others level office door health person art war history party result change morning reason research girl guy moment air teacher force education foot boy age policy music market sense nation plan college interest death experience effect use class control care field development role rate heart drug show leader light voice police mind price report decision son view relationship town road arm difference value building action model season tax director position player record paper space ground form event official matter center site project activity star table need court oil situation cost industry figure street image phone data picture practice piece land product doctor wall patient worker news test movie north love support technology step baby computer type attention film tree source organization hair window evidence population truth song garden river bridge letter weather island forest summer winter spring village mountain kitchen lamp chair bread coffee train station library museum ocean cloud storm path stone silver golden quiet bright early late slow quick simple small large old new young long short warm cold open clear green blue red white dark soft strong happy busy free full whole certain common local public private special major human social political economic national natural real true important different possible recent best better able good great little own other various main available final single general beautiful wonderful walk talk look find give tell become leave feel bring begin keep hold write stand hear mean meet run pay sit speak lie lead read grow lose fall send build stay reach suggest raise pass sell require pull carry break thank receive join explain hope develop drive return believe describe travel cross watch follow stop create understand learn move play turn start try call ask help put think know take see come want make say get go often always never sometimes usually again still already soon later today together perhaps maybe almost nearly rather quite very really also just even only well here there then now where when while because although since until after before through across along around between behind above below under over near during without within about against among into upon the a an and or but so yet for of to in on at by with from as that this these those which who what every each some many much more most few several any all both either neither such no not he she it we they you I his her its our their your my one two three four five six seven eight nine ten first second third next last ".split(" ").filter((w) => w !== "");
var cap = (w) => w.charAt(0).toUpperCase() + w.slice(1);
function drawCount(count, rand) {
  return drawLength(count, rand);
}
function sentences(tokens, rand, lead) {
  const parts = [];
  let left = 5 + Math.floor(rand() * 10);
  let start = true;
  let comma = false;
  for (let i = 0; i < tokens; i++) {
    const last = i === tokens - 1;
    if (!start && (left <= 0 || last && tokens > 1)) {
      parts.push(".");
      start = true;
      left = 5 + Math.floor(rand() * 10);
      continue;
    }
    if (!start && !comma && left > 2 && i < tokens - 2 && rand() < 0.06) {
      comma = true;
      parts.push(",");
      left--;
      continue;
    }
    const w = VOCABULARY[Math.floor(rand() * VOCABULARY.length)] ?? "the";
    const text = start ? cap(w) : w;
    parts.push(i === 0 && !lead ? text : ` ${text}`);
    comma = false;
    start = false;
    left--;
  }
  return parts.join("");
}
var DEFAULT_SYNTHETIC_SEED = 1;
function syntheticText(spec, k) {
  const seed = spec.seed ?? DEFAULT_SYNTHETIC_SEED;
  const rand = mulberry32(seedFrom("synthetic", String(seed), String(k)));
  const inputTokens = drawCount(spec.input_tokens, rand);
  const outputTokens = drawCount(spec.output_tokens, rand);
  const prefixTokens = Math.min(spec.prefix_tokens ?? 0, inputTokens - 1);
  const prefix = prefixTokens > 0 ? sentences(prefixTokens, mulberry32(seedFrom("synthetic-prefix", String(seed))), false) : "";
  const body = sentences(inputTokens - prefixTokens, rand, prefixTokens > 0);
  const asked = { input_tokens: describeLength(spec.input_tokens), output_tokens: describeLength(spec.output_tokens) };
  return { text: prefix + body, inputTokens, outputTokens, prefixTokens, seed, asked };
}

// src/config/conversations.ts
var DEFAULT_CONVERSATION_SEED = 1;
function syntheticSession(spec, index) {
  const seed = spec.seed ?? DEFAULT_CONVERSATION_SEED;
  const rand = mulberry32(seedFrom("conversation", String(seed), String(index)));
  const system = spec.system_tokens !== void 0 && spec.system_tokens > 0 ? sentences(spec.system_tokens, mulberry32(seedFrom("conversation-system", String(seed))), false) : null;
  const turns = [];
  for (let t = 0; t < spec.turns; t++) {
    const userTokens = drawLength(spec.user_tokens, rand);
    const maxTokens = spec.output_tokens === void 0 ? null : drawLength(spec.output_tokens, rand);
    const think = t === 0 || spec.think_ms === void 0 ? 0 : typeof spec.think_ms === "number" ? spec.think_ms : drawLength(spec.think_ms, rand);
    turns.push({ text: sentences(userTokens, rand, false), userTokens, maxTokens, thinkMs: think });
  }
  return { index, system, turns, line: null };
}
var FIX = 'write one session a line: {"turns": ["first question", "a follow-up"]}, optionally with "system": "..." and "think_ms": 2000, or {"messages": [...]} / {"conversations": [...]} whose user turns are sent';
function conversationsReader(file) {
  const problems = new ProblemList(file);
  const out = [];
  const record = (v, line) => {
    const problem = (path, message) => void problems.push({ file, line, column: null, path, message, fix: FIX });
    if (typeof v !== "object" || v === null || Array.isArray(v)) return problem("", "expected a JSON object");
    const o = v;
    const think = o.think_ms;
    if (think !== void 0 && (typeof think !== "number" || !(think >= 0)))
      return problem("think_ms", `expected ms >= 0, got ${shown(think)}`);
    const thinkMs = typeof think === "number" ? think : 0;
    let system = typeof o.system === "string" && o.system !== "" ? o.system : null;
    const texts = [];
    if (Array.isArray(o.turns)) {
      for (const [j, t] of o.turns.entries()) {
        if (typeof t !== "string" || t === "")
          return problem(`turns[${j}]`, `expected the user's message (a non-empty string), got ${shown(t)}`);
        texts.push(t);
      }
    } else {
      const key = Array.isArray(o.messages) ? "messages" : Array.isArray(o.conversations) ? "conversations" : null;
      if (key === null) return problem("turns", 'missing "turns" (or "messages" / "conversations"), a list');
      for (const [j, m] of o[key].entries()) {
        const r = typeof m === "object" && m !== null ? m : {};
        const role = String(key === "messages" ? r.role : r.from).toLowerCase();
        const content = key === "messages" ? r.content : r.value;
        if (typeof content !== "string")
          return problem(`${key}[${j}].${key === "messages" ? "content" : "value"}`, "expected a string");
        if (role === "system" && texts.length === 0) system = content;
        else if (role === "user" || role === "human") texts.push(content);
      }
    }
    if (texts.length === 0) return problem("turns", "the session has no user turn");
    out.push({
      index: out.length,
      system,
      turns: texts.map((text, t) => ({ text, userTokens: null, maxTokens: null, thinkMs: t === 0 ? 0 : thinkMs })),
      line
    });
  };
  const end = () => {
    if (problems.length === 0 && out.length === 0)
      problems.push({
        file,
        line: null,
        column: null,
        path: "",
        message: "the conversations file has no session",
        fix: FIX
      });
    if (problems.length > 0) throw problems.error();
    return out;
  };
  return { file, notJsonFix: FIX, problems, record, end };
}

// src/config/dataset.ts
var SHAREGPT_ROLE = {
  human: "user",
  user: "user",
  gpt: "assistant",
  chatgpt: "assistant",
  assistant: "assistant",
  bard: "assistant",
  bing: "assistant",
  model: "assistant",
  system: "system"
};
var FIX2 = {
  sharegpt: 'each record is {"conversations": [{"from": "human", "value": "..."}, {"from": "gpt", "value": "..."}]} (a JSON array of them, or one a line)',
  chat_jsonl: 'each line is {"messages": [{"role": "user", "content": "..."}, {"role": "assistant", "content": "..."}]}'
};
function firstExchange(turns) {
  const u = turns.findIndex((m) => m.role === "user");
  if (u < 0) return null;
  const next = turns[u + 1];
  return {
    messages: turns.slice(0, u + 1).map((m) => ({ ...m })),
    answer: next?.role === "assistant" ? next.content : null
  };
}
function turnsOf(value, format, problem) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    problem("", `expected a JSON object, got ${Array.isArray(value) ? "an array" : shown(value)}`);
    return null;
  }
  const rec = value;
  const key = format === "sharegpt" ? "conversations" : "messages";
  const list = rec[key];
  if (!Array.isArray(list)) {
    const other = format === "sharegpt" ? "messages" : "conversations";
    problem(
      key,
      `missing "${key}" (a list)${Array.isArray(rec[other]) ? `; this record has "${other}": is the format ${format === "sharegpt" ? "chat_jsonl" : "sharegpt"}?` : ""}`
    );
    return null;
  }
  const out = [];
  let ok = true;
  list.forEach((t, i) => {
    const item = typeof t === "object" && t !== null ? t : {};
    const roleKey = format === "sharegpt" ? "from" : "role";
    const textKey = format === "sharegpt" ? "value" : "content";
    const rawRole = item[roleKey];
    const text = item[textKey];
    const role = typeof rawRole === "string" ? SHAREGPT_ROLE[rawRole.toLowerCase()] : void 0;
    if (role === void 0 || format === "chat_jsonl" && !["system", "user", "assistant", "developer"].includes(String(rawRole))) {
      problem(`${key}[${i}].${roleKey}`, `unknown ${roleKey} ${shown(rawRole)}`);
      ok = false;
      return;
    }
    if (typeof text !== "string") {
      problem(`${key}[${i}].${textKey}`, `expected a string, got ${shown(text)}`);
      ok = false;
      return;
    }
    out.push({ role: format === "chat_jsonl" ? rawRole : role, content: text });
  });
  return ok ? out : null;
}
function datasetReader(file, format) {
  const problems = new ProblemList(file);
  const records = [];
  let skipped = 0;
  const record = (value, line) => {
    const problem = (path, message) => problems.push({ file, line, column: null, path, message, fix: FIX2[format] });
    const turns = turnsOf(value, format, problem);
    if (turns === null) return;
    const ex = firstExchange(turns);
    if (ex === null || ex.messages.at(-1)?.content.trim() === "") {
      skipped++;
      return;
    }
    records.push({ line, ...ex });
  };
  const end = () => {
    if (problems.length === 0 && records.length === 0)
      problems.push({
        file,
        line: null,
        column: null,
        path: "",
        message: `the dataset has no record with a user turn${skipped > 0 ? ` (${skipped} skipped)` : ""}`,
        fix: FIX2[format]
      });
    if (problems.length > 0) throw problems.error();
    return { records, skipped };
  };
  return { file, notJsonFix: `${FIX2[format]}; a JSONL file holds one JSON object a line`, problems, record, end };
}
var DEFAULT_DATASET_SEED = 1;
function sampleDataset(records, spec, countTokens, needAnswer) {
  const min = spec.min_input_tokens ?? 1;
  const max = spec.max_input_tokens ?? Number.POSITIVE_INFINITY;
  const kept = [];
  for (const r of records) {
    if (needAnswer && (r.answer === null || r.answer === "")) continue;
    const inputTokens = r.messages.reduce((s, m) => s + countTokens(m.content), 0);
    if (inputTokens < min || inputTokens > max) continue;
    const answerTokens = r.answer === null ? null : countTokens(r.answer);
    if (needAnswer && (answerTokens ?? 0) < 1) continue;
    kept.push({ line: r.line, messages: r.messages, inputTokens, answerTokens });
  }
  const rand = mulberry32(seedFrom("dataset", String(spec.seed ?? DEFAULT_DATASET_SEED)));
  for (let i = kept.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [kept[i], kept[j]] = [kept[j], kept[i]];
  }
  return kept;
}

// src/config/replay.ts
var MOONCAKE_BLOCK_TOKENS = 512;
var FIX3 = 'write one JSON object a line: {"timestamp_ms": 0, "input_tokens": 512, "output_tokens": 128} (or "prompt": "..." instead of input_tokens), or a Mooncake line {"timestamp": 0, "input_length": 512, "output_length": 128, "hash_ids": [1]}';
var wholeOrNull = (v) => v === void 0 ? null : typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : void 0;
function replayReader(file) {
  const problems = new ProblemList(file);
  const raw = [];
  const record = (v, line) => {
    const problem = (path, message) => problems.push({ file, line, column: null, path, message, fix: FIX3 });
    if (typeof v !== "object" || v === null || Array.isArray(v)) {
      problem("", "expected a JSON object");
      return;
    }
    const o = v;
    const tsKey = "timestamp_ms" in o ? "timestamp_ms" : "timestamp";
    const ts = o[tsKey];
    if (typeof ts !== "number" || !Number.isFinite(ts) || ts < 0) {
      problem(tsKey, `expected a time in ms (a number >= 0), got ${shown(ts)}`);
      return;
    }
    const inKey = "input_tokens" in o ? "input_tokens" : "input_length";
    const outKey = "output_tokens" in o ? "output_tokens" : "output_length";
    const input = wholeOrNull(o[inKey]);
    const output = wholeOrNull(o[outKey]);
    if (input === void 0) problem(inKey, `expected a whole number of tokens, got ${shown(o[inKey])}`);
    if (output === void 0) problem(outKey, `expected a whole number of tokens, got ${shown(o[outKey])}`);
    const prompt = o.prompt;
    if (prompt !== void 0 && (typeof prompt !== "string" || prompt === ""))
      problem("prompt", `expected a non-empty string, got ${shown(prompt)}`);
    if (prompt === void 0 && (input === null || input === 0))
      problem(inKey, `give "input_tokens" (1 or more) or "prompt": this line says neither what to send nor how long`);
    const hash = o.hash_ids;
    const hashOk = hash === void 0 || Array.isArray(hash) && hash.every((h) => Number.isInteger(h));
    if (!hashOk) problem("hash_ids", "expected a list of whole numbers (Mooncake block ids)");
    const sid = o.session_id;
    if (input === void 0 || output === void 0 || !hashOk) return;
    if (prompt !== void 0 && typeof prompt !== "string") return;
    raw.push({
      line,
      offsetMs: ts,
      prompt: typeof prompt === "string" && prompt !== "" ? prompt : null,
      inputTokens: input,
      outputTokens: output === 0 ? null : output,
      sessionId: sid === void 0 || sid === null ? null : String(sid),
      hashIds: Array.isArray(hash) ? hash : null
    });
  };
  const end = () => {
    if (problems.length === 0 && raw.length === 0)
      problems.push({ file, line: null, column: null, path: "", message: "the replay file has no request", fix: FIX3 });
    if (problems.length > 0) throw problems.error();
    const sorted = raw.map((e, k) => ({ e, k })).sort((a, b) => a.e.offsetMs - b.e.offsetMs || a.k - b.k);
    const first = sorted[0]?.e.offsetMs ?? 0;
    return sorted.map(({ e }) => ({ ...e, offsetMs: e.offsetMs - first }));
  };
  return { file, notJsonFix: FIX3, problems, record, end };
}
function replayText(e, seed) {
  if (e.prompt !== null) return { text: e.prompt, inputTokens: e.inputTokens };
  const total = e.inputTokens ?? 1;
  if (e.hashIds && e.hashIds.length > 0) {
    const parts = [];
    let left = total;
    for (const [j, id] of e.hashIds.entries()) {
      if (left <= 0) break;
      const n = j === e.hashIds.length - 1 ? left : Math.min(left, MOONCAKE_BLOCK_TOKENS);
      parts.push(sentences(n, mulberry32(seedFrom("replay-block", String(seed), String(id))), j > 0));
      left -= n;
    }
    if (left > 0) parts.push(sentences(left, mulberry32(seedFrom("replay-tail", String(seed), String(e.line))), true));
    return { text: parts.join(""), inputTokens: total };
  }
  return {
    text: sentences(total, mulberry32(seedFrom("replay", String(seed), String(e.line))), false),
    inputTokens: total
  };
}

// src/config/workload-read.ts
import { open as open2 } from "node:fs/promises";

// src/config/record-split.ts
var Piece = class {
  #parts = [];
  chars = 0;
  #max;
  constructor(max) {
    this.#max = max;
  }
  add(s) {
    this.chars += s.length;
    if (this.chars > this.#max) this.#parts = [];
    else if (s !== "") this.#parts.push(s);
  }
  get over() {
    return this.chars > this.#max;
  }
  take() {
    const text = this.#parts.join("");
    this.#parts = [];
    this.chars = 0;
    return text;
  }
};
var LineSplitter = class {
  #piece;
  #out;
  #n = 0;
  constructor(maxChars, out) {
    this.#piece = new Piece(maxChars);
    this.#out = out;
  }
  push(chunk2) {
    let start = 0;
    for (let nl = chunk2.indexOf("\n"); nl >= 0; nl = chunk2.indexOf("\n", start)) {
      this.#piece.add(chunk2.slice(start, nl));
      this.#emit();
      start = nl + 1;
    }
    this.#piece.add(chunk2.slice(start));
  }
  /** The last line, when the file does not end with a newline; null: lines have no shape to get wrong. */
  end() {
    if (this.#piece.chars > 0) this.#emit();
    return null;
  }
  #emit() {
    this.#n++;
    const chars = this.#piece.chars;
    if (this.#piece.over) {
      this.#piece.take();
      this.#out.tooLong(this.#n, chars);
      return;
    }
    const text = this.#piece.take();
    this.#out.record(text.endsWith("\r") ? text.slice(0, -1) : text, this.#n);
  }
};
var QUOTE = 34;
var BACKSLASH = 92;
var COMMA = 44;
var OPEN_BRACE = 123;
var CLOSE_BRACE = 125;
var OPEN_BRACKET = 91;
var CLOSE_BRACKET = 93;
var isSpace = (c) => c === 32 || c === 10 || c === 13 || c === 9;
var JsonArraySplitter = class {
  #piece;
  #out;
  #state = "before";
  #inString = false;
  #escape = false;
  #depth = 0;
  #n = 0;
  #problem = null;
  constructor(maxChars, out) {
    this.#piece = new Piece(maxChars);
    this.#out = out;
  }
  push(chunk2) {
    let from = this.#state === "item" ? 0 : -1;
    for (let i = 0; i < chunk2.length; i++) {
      const c = chunk2.charCodeAt(i);
      if (this.#inString) {
        if (this.#escape) this.#escape = false;
        else if (c === BACKSLASH) this.#escape = true;
        else if (c === QUOTE) this.#inString = false;
        continue;
      }
      if (this.#state === "before" || this.#state === "after") {
        if (!isSpace(c)) this.#outside(c);
        continue;
      }
      if (this.#state === "between") {
        if (isSpace(c) || c === COMMA) continue;
        if (c === CLOSE_BRACKET) {
          this.#state = "after";
          continue;
        }
        this.#state = "item";
        this.#depth = 0;
        from = i;
      }
      if (this.#state !== "item") continue;
      if (c === QUOTE) this.#inString = true;
      else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.#depth++;
      else if ((c === CLOSE_BRACE || c === CLOSE_BRACKET) && this.#depth > 0) this.#depth--;
      else if (this.#depth === 0 && (c === COMMA || c === CLOSE_BRACKET)) {
        this.#piece.add(chunk2.slice(from, i));
        this.#emit();
        this.#state = c === COMMA ? "between" : "after";
      }
    }
    if (this.#state === "item") this.#piece.add(chunk2.slice(from));
  }
  /** Null, or what is wrong with the file's shape (an array not closed, text after it). */
  end() {
    if (this.#problem === null && this.#state !== "after")
      this.#problem = this.#state === "before" ? "expected a JSON array, found nothing" : `the JSON array is not closed: the file ends inside it (after item ${this.#n})`;
    return this.#problem;
  }
  #outside(c) {
    if (this.#state === "before" && c === OPEN_BRACKET) {
      this.#state = "between";
      return;
    }
    this.#problem = this.#state === "before" ? 'expected a JSON array ("[")' : `text after the JSON array's closing "]" (after item ${this.#n})`;
    this.#state = "broken";
  }
  #emit() {
    this.#n++;
    const chars = this.#piece.chars;
    if (this.#piece.over) {
      this.#piece.take();
      this.#out.tooLong(this.#n, chars);
    } else this.#out.record(this.#piece.take().trim(), this.#n);
  }
};

// src/config/workload-read.ts
var MAX_WORKLOAD_FILE_BYTES = 1024 ** 3;
var MAX_RECORD_CHARS = 32 * 1024 ** 2;
var MAX_LENGTHS_FILE_BYTES = 64 * 1024 ** 2;
var CHUNK_BYTES = 1024 ** 2;
var WorkloadReadError = class extends Error {
  fix;
  constructor(message, fix) {
    super(message);
    this.name = "WorkloadReadError";
    this.fix = fix;
  }
};
var formatBytes = (n) => n >= 1024 ** 3 ? `${(n / 1024 ** 3).toFixed(1)} GiB` : n >= 1024 ** 2 ? `${(n / 1024 ** 2).toFixed(1)} MiB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${n} bytes`;
function openError(err, f) {
  const code = err.code;
  if (code === "ENOENT")
    return new WorkloadReadError(
      `the ${f.what} ${f.path} does not exist`,
      `give the ${f.what}'s path relative to the config file's folder (${f.base})`
    );
  if (code === "EACCES" || code === "EPERM")
    return new WorkloadReadError(
      `cannot read the ${f.what} ${f.path}: permission denied (${code})`,
      "make the file readable by the user running streamgauge (e.g. chmod a+r FILE)"
    );
  if (code === "EISDIR")
    return new WorkloadReadError(`the ${f.what} ${f.path} is a directory`, `name the ${f.what} file inside it`);
  return new WorkloadReadError(
    `cannot read the ${f.what} ${f.path}: ${code ? `${code}: ` : ""}${err.message}`,
    "check that the file is readable and the disk healthy"
  );
}
async function openChecked(f, maxBytes, sample) {
  let handle;
  try {
    handle = await open2(f.path, "r");
  } catch (err) {
    throw openError(err, f);
  }
  try {
    const st = await handle.stat();
    if (st.isDirectory()) throw openError(Object.assign(new Error("a directory"), { code: "EISDIR" }), f);
    if (!st.isFile())
      throw new WorkloadReadError(`the ${f.what} ${f.path} is not a regular file`, `name a regular file`);
    if (st.size > maxBytes)
      throw new WorkloadReadError(
        `the ${f.what} ${f.path} is ${formatBytes(st.size)}, more than the ${formatBytes(maxBytes)} streamgauge reads`,
        `use a sample of it, e.g. ${sample}`
      );
    return handle;
  } catch (err) {
    await handle.close();
    throw err;
  }
}
var JSONL_SAMPLE = "`head -n 100000 FILE > sample.jsonl`";
var ARRAY_SAMPLE = '`jq -c ".[:100000][]" FILE > sample.jsonl` for a JSON array, or ' + JSONL_SAMPLE;
async function readJsonRecords(f, reader, opts = {}) {
  const handle = await openChecked(
    f,
    opts.maxBytes ?? MAX_WORKLOAD_FILE_BYTES,
    opts.arrays ? ARRAY_SAMPLE : JSONL_SAMPLE
  );
  const maxChars = opts.maxRecordChars ?? MAX_RECORD_CHARS;
  let inArray = false;
  const callbacks = {
    record: (text, n) => feedJsonLine(reader, text, n),
    tooLong: (n, chars) => reader.problems.push({
      file: reader.file,
      line: n,
      column: null,
      path: "",
      message: `${inArray ? `item ${n} of the JSON array` : `line ${n}`} is ${formatBytes(chars)} long, more than the ${formatBytes(maxChars)} a record may be (not read)`,
      fix: "split or shorten that record"
    })
  };
  let splitter = null;
  let lead = "";
  try {
    for await (const raw of handle.createReadStream({ encoding: "utf8", highWaterMark: CHUNK_BYTES })) {
      let chunk2 = raw;
      if (splitter === null) {
        chunk2 = (lead + chunk2).replace(/^\uFEFF/, "");
        const first = /\S/.exec(chunk2);
        if (first === null && chunk2.length < CHUNK_BYTES) {
          lead = chunk2;
          continue;
        }
        inArray = opts.arrays === true && first?.[0] === "[";
        splitter = inArray ? new JsonArraySplitter(maxChars, callbacks) : new LineSplitter(maxChars, callbacks);
      }
      splitter.push(chunk2);
    }
  } catch (err) {
    throw new WorkloadReadError(
      `reading the ${f.what} ${f.path} failed: ${err.message}`,
      "check that the file is readable and the disk healthy"
    );
  } finally {
    await handle.close();
  }
  splitter ??= new LineSplitter(maxChars, callbacks);
  const shape = splitter.end();
  if (shape)
    reader.problems.push({
      file: reader.file,
      line: null,
      column: null,
      path: "",
      message: shape,
      fix: "write one JSON array of records, or one JSON object a line (JSONL)"
    });
  return reader.end();
}
async function readWorkloadText(f, maxBytes = MAX_LENGTHS_FILE_BYTES) {
  const handle = await openChecked(f, maxBytes, JSONL_SAMPLE);
  try {
    return await handle.readFile("utf8");
  } catch (err) {
    throw openError(err, f);
  } finally {
    await handle.close();
  }
}

// src/config/workload-files.ts
var emptyWorkloads = () => ({ datasets: {}, conversations: {}, replays: {} });
async function referenceCounter() {
  const mod = await import("./chunk-F3QJZGQN.js");
  return (text) => mod.countTokens(text);
}
function fileReaders(configFile, problems) {
  const base = dirname2(configFile);
  const where = (rel, what) => ({ path: resolvePath2(base, rel), what, base });
  const unreadable = (err, field) => {
    if (!(err instanceof WorkloadReadError)) throw err;
    problems.push({ file: configFile, line: null, column: null, path: field, message: err.message, fix: err.fix });
    return null;
  };
  return {
    /** A small file (a lengths list), whole; null when it could not be read. */
    async read(rel, field, what) {
      const f = where(rel, what);
      return readWorkloadText(f).then(
        (text) => ({ path: f.path, text }),
        (err) => unreadable(err, field)
      );
    },
    /** A JSONL (or, for `arrays`, JSON array) file through its reader; null when it could not be read or had problems. */
    async stream(rel, field, what, reader, arrays = false) {
      const f = where(rel, what);
      try {
        return await readJsonRecords(f, reader(f.path), { arrays });
      } catch (err) {
        if (err instanceof ConfigError) problems.push(...err.problems);
        else unreadable(err, field);
        return null;
      }
    },
    /** Runs `fn`, its ConfigError's problems added to the list. */
    async collect(fn) {
      try {
        await fn();
      } catch (err) {
        if (err instanceof ConfigError) problems.push(...err.problems);
        else throw err;
      }
    }
  };
}
async function loadWorkloadFiles(config, configFile) {
  const out = emptyWorkloads();
  const problems = [];
  const base = dirname2(configFile);
  const { read, stream, collect } = fileReaders(configFile, problems);
  const empirical = async (count, field) => {
    if (typeof count !== "object" || count === null || !("empirical" in count)) return;
    const c = count;
    if (typeof c.empirical !== "string") return;
    const f = await read(c.empirical, `${field}.empirical`, "lengths file");
    if (f === null) return;
    await collect(async () => {
      const list = parseLengthsFile(f.text, f.path);
      c.from_file = c.empirical;
      c.empirical = list;
    });
  };
  let counter = null;
  for (const [i, p] of config.prompts.entries()) {
    const at2 = `prompts[${i}]`;
    if (p.synthetic) {
      await empirical(p.synthetic.input_tokens, `${at2}.synthetic.input_tokens`);
      await empirical(p.synthetic.output_tokens, `${at2}.synthetic.output_tokens`);
    }
    const conv = p.conversations;
    if (typeof conv === "object") {
      await empirical(conv.user_tokens, `${at2}.conversations.user_tokens`);
      await empirical(conv.think_ms, `${at2}.conversations.think_ms`);
      await empirical(conv.output_tokens, `${at2}.conversations.output_tokens`);
    } else if (typeof conv === "string") {
      const sessions = await stream(conv, `${at2}.conversations`, "conversations file", conversationsReader);
      if (sessions) out.conversations[p.id] = sessions;
    }
    const ds = p.dataset;
    if (ds) {
      const path = resolvePath2(base, ds.path);
      const parsed = await stream(ds.path, `${at2}.dataset.path`, "dataset", (p2) => datasetReader(p2, ds.format), true);
      if (parsed === null) continue;
      await collect(async () => {
        counter ??= await referenceCounter();
        const outputFrom = ds.output_tokens_from ?? "fixed";
        const items = sampleDataset(parsed.records, ds, counter, outputFrom === "dataset");
        if (items.length === 0)
          throw new ConfigError([
            {
              file: configFile,
              line: null,
              column: null,
              path: `${at2}.dataset`,
              message: `no record of ${path} passes the filters (input tokens in [${ds.min_input_tokens ?? 1}, ${ds.max_input_tokens ?? "\u221E"}]${outputFrom === "dataset" ? ", with an answer" : ""}); ${parsed.records.length} records read`,
              fix: "widen min_input_tokens/max_input_tokens, or use output_tokens_from: fixed for records without answers"
            }
          ]);
        out.datasets[p.id] = {
          items,
          outputFrom,
          file: ds.path,
          records: parsed.records.length + parsed.skipped,
          skipped: parsed.skipped
        };
      });
    }
  }
  for (const [i, s] of (config.load?.stages ?? []).entries()) {
    if (s.replay === void 0 || out.replays[s.replay]) continue;
    const entries = await stream(s.replay, `load.stages[${i}].replay`, "replay file", replayReader);
    if (entries) out.replays[s.replay] = entries;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out;
}

// src/config/read.ts
var import_yaml = __toESM(require_dist(), 1);

// src/config/expected.ts
var root;
function configSchema() {
  root ??= toJSONSchema(Config, { io: "input", unrepresentable: "any" });
  return root;
}
function isRecordSchema(s) {
  return s.type === "object" && s.properties === void 0 && s.additionalProperties !== false;
}
function schemaAt(path, from = configSchema()) {
  let s = from;
  for (const seg of path) {
    if (!s) return void 0;
    if (s.anyOf) {
      s = s.anyOf.find((b) => schemaAt([seg], b) !== void 0);
      if (!s) return void 0;
    }
    if (s.type === "array") s = s.items;
    else if (s.type === "object" && s.properties !== void 0)
      s = typeof seg === "string" ? s.properties[seg] : void 0;
    else if (s.type === "object" && typeof s.additionalProperties === "object") s = s.additionalProperties;
    else if (s.type === "object" && s.additionalProperties === void 0) s = {};
    else return void 0;
  }
  return s;
}
function allowedKeys(s) {
  if (s?.anyOf) return [...new Set(s.anyOf.flatMap(allowedKeys))];
  return Object.keys(s?.properties ?? {});
}
function enumValues(s) {
  if (s.enum) return s.enum.map(String);
  if (s.const !== void 0) return [String(s.const)];
  return null;
}
function nodeKind(s) {
  if (s?.type === "array") return "list";
  if (s?.type === "object") return "mapping";
  if (s?.type === "boolean") return "boolean";
  return "other";
}
function describeNumber(s) {
  let out = s.type === "integer" ? "a whole number" : "a number";
  const low = s.exclusiveMinimum !== void 0 ? `> ${s.exclusiveMinimum}` : s.minimum !== void 0 ? `>= ${s.minimum}` : "";
  const max = s.type === "integer" && s.maximum === Number.MAX_SAFE_INTEGER ? void 0 : s.maximum;
  const high = s.exclusiveMaximum !== void 0 ? `< ${s.exclusiveMaximum}` : max !== void 0 ? `<= ${max}` : "";
  if (low) out += ` ${low}`;
  if (high) out += `${low ? " and" : ""} ${high}`;
  return out;
}
function describe(s) {
  if (!s) return "a valid value";
  const values = enumValues(s);
  if (values)
    return values.length === 1 ? JSON.stringify(values[0]) : `one of ${values.map((v) => JSON.stringify(v)).join(", ")}`;
  if (s.anyOf)
    return s.anyOf.map((b) => b.properties ? `a mapping of ${allowedKeys(b).join(", ")}` : describe(b)).join(" or ");
  switch (s.type) {
    case "integer":
    case "number":
      return describeNumber(s);
    case "string":
      if (s.format === "uri") return "an http(s) URL";
      return (s.minLength ?? 0) > 0 ? "a non-empty string" : "a string";
    case "boolean":
      return "true or false";
    case "array": {
      const n = s.minItems ?? 0;
      return n > 0 ? `a list with at least ${n} item${n === 1 ? "" : "s"}` : "a list";
    }
    case "object": {
      if (!isRecordSchema(s)) return "a mapping (`key: value` lines)";
      const v = typeof s.additionalProperties === "object" ? s.additionalProperties : {};
      return Object.keys(v).length > 0 ? `a mapping whose values are each ${describe(v)}` : "a mapping";
    }
    case void 0:
      return Object.keys(s).length === 0 ? "any value" : "a valid value";
    default:
      return "a valid value";
  }
}

// src/config/read.ts
var ON_MISSING_KEY = ["skip", "fail"];
function awsCredentials(env) {
  const accessKeyId = env[AWS_ENV.accessKeyId];
  const secretAccessKey = env[AWS_ENV.secretAccessKey];
  if (!accessKeyId || !secretAccessKey) return null;
  const sessionToken = env[AWS_ENV.sessionToken];
  return { accessKeyId, secretAccessKey, ...sessionToken ? { sessionToken } : {} };
}
function resolveProvider(config, provider) {
  const d = config.defaults ?? {};
  const b = BUILTIN_DEFAULTS;
  const shared = provider.metrics_url === void 0 ? config.server_metrics?.find((e) => e.providers === void 0 || e.providers.includes(provider.id)) : void 0;
  return {
    ...provider,
    ...shared !== void 0 ? {
      metrics_url: shared.url,
      ...shared.interval_s !== void 0 ? { metrics_interval_s: shared.interval_s } : {},
      ...shared.map !== void 0 ? { metrics_map: shared.map } : {}
    } : {},
    repetitions: provider.repetitions ?? d.repetitions ?? b.repetitions,
    warmup: provider.warmup ?? d.warmup ?? b.warmup,
    concurrency: provider.concurrency ?? d.concurrency ?? b.concurrency,
    max_tokens: provider.max_tokens ?? d.max_tokens ?? b.max_tokens,
    cache_bust: provider.cache_bust ?? d.cache_bust ?? b.cache_bust,
    timeout: {
      headers: provider.timeout?.headers ?? d.timeout?.headers ?? b.timeout.headers,
      idle: provider.timeout?.idle ?? d.timeout?.idle ?? b.timeout.idle,
      total: provider.timeout?.total ?? d.timeout?.total ?? b.timeout.total
    },
    max_response_mb: provider.max_response_mb ?? d.max_response_mb ?? b.max_response_mb,
    max_consecutive_connect_errors: provider.max_consecutive_connect_errors ?? d.max_consecutive_connect_errors ?? b.max_consecutive_connect_errors,
    // Set only when someone set it: unset means the default (compressed), and
    // resolved providers written back out (run --url's config) stay as they were.
    ...(provider.compression ?? d.compression) !== void 0 ? { compression: provider.compression ?? d.compression } : {}
  };
}
async function loadConfig(file, env = process.env, opts = {}) {
  let text;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    const code = err.code;
    const problem = (message, fix) => new ConfigError([
      {
        file,
        line: null,
        column: null,
        path: "",
        message,
        fix,
        ...code === "ENOENT" || code === "EISDIR" ? { fileMissing: true } : {}
      }
    ]);
    if (code === "ENOENT")
      throw problem(
        `config file not found: ${file}`,
        `\`streamgauge init -o ${file}\` writes a commented starter config (reference: docs/configuration.md), or pass the path of your config with -c, e.g. \`streamgauge run -c path/to/streamgauge.yml\``
      );
    if (code === "EISDIR")
      throw problem(
        `${file} is a directory, not a config file`,
        `pass the YAML file itself with -c, e.g. \`-c ${file.replace(/\/+$/, "")}/streamgauge.yml\``
      );
    throw problem(
      `cannot read ${file}: ${err.message}`,
      "check that the file is readable, or pass another file with -c"
    );
  }
  const loaded = parseConfig(text, file, env, opts);
  loaded.promptFiles = await loadPromptFiles(loaded.config, file);
  loaded.workloads = await loadWorkloadFiles(loaded.config, file);
  const { images, problems } = await loadPromptImages(loaded.config.prompts, file);
  if (problems.length > 0) throw new ConfigError(problems.map((p) => problemAt(text, file, p.path, p.message, p.fix)));
  if (Object.keys(images).length > 0) loaded.workloads.images = images;
  return loaded;
}
function problemAt(text, file, path, message, fix) {
  const lineCounter = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter, prettyErrors: false });
  return at({ file, doc, lineCounter, raw: null }, path, message, fix);
}
async function loadPromptFiles(config, configFile) {
  const out = {};
  const problems = [];
  const base = dirname3(configFile);
  for (const [i, p] of config.prompts.entries()) {
    if (p.file === void 0) continue;
    const path = resolvePath3(base, p.file);
    const field = `prompts[${i}].file`;
    try {
      out[p.id] = await readJsonRecords({ path, what: "prompts file", base }, promptFileReader(path, field));
    } catch (err) {
      if (err instanceof ConfigError) problems.push(...err.problems);
      else if (err instanceof WorkloadReadError)
        problems.push({ file: configFile, line: null, column: null, path: field, message: err.message, fix: err.fix });
      else throw err;
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return out;
}
function parseConfig(text, file, env, opts = {}) {
  const sha256 = createHash("sha256").update(text, "utf8").digest("hex");
  const lineCounter = new import_yaml.LineCounter();
  const doc = (0, import_yaml.parseDocument)(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length > 0) throw new ConfigError(doc.errors.map((e) => yamlProblem(e, file, lineCounter)));
  let raw;
  try {
    raw = doc.toJS({ maxAliasCount: 1e3 });
  } catch (err) {
    throw new ConfigError([
      {
        file,
        line: null,
        column: null,
        path: "",
        message: `cannot read the YAML: ${err.message}`,
        fix: "write the config without YAML aliases (*name) or with fewer of them"
      }
    ]);
  }
  const ctx = { file, doc, lineCounter, raw };
  const problems = [];
  const result = Config.safeParse(raw);
  if (!result.success) {
    for (const issue of result.error.issues) problems.push(...issueProblems(issue, ctx));
    if (problems.length === 0)
      problems.push(at(ctx, [], "the config is not valid", "see docs/configuration.md for the expected layout"));
  }
  const keyProblems = keyEnvViolations(raw, env).map((v) => ({
    index: v.path[1],
    problem: { ...at(ctx, v.path, v.message, v.fix), ...v.missingEnv ? { missingEnv: v.missingEnv } : {} }
  }));
  const skipping = opts.onMissingKey === "skip" && result.success;
  const skippedIndexes = new Set(skipping ? keyProblems.map((k) => k.index) : []);
  const noProviderLeft = skipping && skippedIndexes.size >= result.data.providers.length;
  if (!skipping || noProviderLeft) problems.push(...keyProblems.map((k) => k.problem));
  if (problems.length > 0 || !result.success) {
    const rank = (p) => (p.line ?? Number.MAX_SAFE_INTEGER) * 1e6 + (p.column ?? 0);
    problems.sort((a, b) => rank(a) - rank(b));
    const error = new ConfigError(problems);
    error.noProviderLeft = noProviderLeft;
    throw error;
  }
  const skipped = result.data.providers.map((p, i) => ({ p, i })).filter(({ i }) => skippedIndexes.has(i)).map(({ p, i }) => ({ provider: p.id, reason: skipReason(keyProblems.filter((k) => k.index === i)) }));
  const config = skipped.length === 0 ? result.data : { ...result.data, providers: result.data.providers.filter((_, i) => !skippedIndexes.has(i)) };
  const keys = {};
  const aws = {};
  const secrets = [];
  const secret = (value) => {
    if (value && !secrets.includes(value)) secrets.push(value);
  };
  for (const p of config.providers) {
    const value = p.api_key_env === void 0 ? null : env[p.api_key_env] ?? null;
    keys[p.id] = value;
    secret(value);
    const creds = p.api === "bedrock" && value === null ? awsCredentials(env) : null;
    aws[p.id] = creds;
    secret(creds?.accessKeyId);
    secret(creds?.secretAccessKey);
    secret(creds?.sessionToken);
  }
  const warnings = [
    ...ignoredSettings(ctx, result.data),
    ...config.load ? loadWarnings(config.load).map((v) => formatProblems([at(ctx, ["load", ...v.path], v.message, v.fix)])) : []
  ];
  return {
    file,
    sha256,
    config,
    secrets,
    keys,
    aws,
    ...skipped.length > 0 ? { skipped } : {},
    ...warnings.length > 0 ? { warnings } : {}
  };
}
function ignoredSettings(ctx, config) {
  if (config.load === void 0) return [];
  const where = [];
  if (config.defaults?.repetitions !== void 0) where.push(["defaults", "repetitions"]);
  config.providers.forEach((p, i) => {
    if (p.repetitions !== void 0) where.push(["providers", i, "repetitions"]);
  });
  return where.map(
    (path) => formatProblems([
      at(
        ctx,
        path,
        "is ignored: with `load:` each stage is sized by load.requests or load.duration_s, not by repetitions",
        "remove it, and set the requests per stage with load.requests (or the stage length with load.duration_s)"
      )
    ])
  );
}
function skipReason(problems) {
  return problems.map(({ problem }) => problem.message.replace(/^environment variable /, "").replace(/;.*$/, "")).join("; ");
}
function formatPath(path) {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else if (/^[A-Za-z_][A-Za-z0-9_]*$/.test(seg)) out += out === "" ? seg : `.${seg}`;
    else out += `[${JSON.stringify(seg)}]`;
  }
  return out;
}
function nodeAt(doc, path) {
  return path.length === 0 ? doc.contents : doc.getIn(path, true);
}
function locate(ctx, path) {
  const pos = (offset) => {
    const { line, col } = ctx.lineCounter.linePos(offset);
    return { line, column: col };
  };
  for (let n = path.length; n >= 0; n--) {
    if (n === 0) {
      const range = ctx.doc.contents?.range;
      return range ? pos(range[0]) : { line: null, column: null };
    }
    const parent = nodeAt(ctx.doc, path.slice(0, n - 1));
    const last = path[n - 1];
    if ((0, import_yaml.isMap)(parent)) {
      const pair = parent.items.find((it) => (0, import_yaml.isScalar)(it.key) && String(it.key.value) === String(last));
      const range = pair && (0, import_yaml.isScalar)(pair.key) ? pair.key.range : void 0;
      if (range) return pos(range[0]);
    } else if ((0, import_yaml.isSeq)(parent) && typeof last === "number") {
      const item = parent.items[last];
      if (item?.range) return pos(item.range[0]);
    }
  }
  return { line: null, column: null };
}
function at(ctx, path, message, fix) {
  return { file: ctx.file, ...locate(ctx, path), path: formatPath(path), message, fix };
}
var YAML_FIXES = {
  DUPLICATE_KEY: "keep only one entry with this key in this mapping",
  TAB_AS_INDENT: "indent with spaces, not tabs",
  MULTIPLE_DOCS: "keep a single YAML document in the file (remove the extra `---`)"
};
function yamlProblem(e, file, lineCounter) {
  const { line, col } = lineCounter.linePos(e.pos[0]);
  return {
    file,
    line,
    column: col,
    path: "",
    message: `YAML syntax error: ${e.message.trim()}`,
    fix: YAML_FIXES[e.code] ?? 'check the indentation and any unclosed brackets or quotes on this line or the one before it; quote values that contain ": " or " #"'
  };
}
function rawAt(raw, path) {
  let v = raw;
  for (let i = 0; i < path.length; i++) {
    const seg = path[i];
    if (Array.isArray(v) && typeof seg === "number") v = v[seg];
    else if (isRecord(v)) {
      if (i === path.length - 1 && !Object.hasOwn(v, String(seg))) return { value: void 0, missing: true };
      v = v[String(seg)];
    } else return { value: void 0, missing: false };
  }
  return { value: v, missing: false };
}
function got(value) {
  if (value === void 0) return "nothing";
  if (value === null) return "nothing (an empty value)";
  if (typeof value === "string") {
    const s = value.length > 40 ? `${value.slice(0, 37)}...` : value;
    return value === "" ? "an empty string" : JSON.stringify(s);
  }
  if (Array.isArray(value)) return value.length === 0 ? "an empty list" : `a list of ${value.length}`;
  if (isRecord(value)) return "a mapping";
  return String(value);
}
function sensitive(path) {
  return path.some((s, i) => s === "api_key_env" || s === "body" || s === "headers" && path[i - 1] !== "timeout");
}
function lastKey(path) {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === "string") return path[i];
  return void 0;
}
function exampleFor(path) {
  const key = path[path.length - 1];
  if (typeof key !== "string") return void 0;
  if (path[path.length - 2] === "timeout" && key in BUILTIN_DEFAULTS.timeout)
    return String(BUILTIN_DEFAULTS.timeout[key]);
  if (key !== "timeout" && key in BUILTIN_DEFAULTS)
    return String(BUILTIN_DEFAULTS[key]);
  if (key in DEFAULT_ANALYSIS) return String(DEFAULT_ANALYSIS[key]);
  const examples = {
    parallel_providers: "4",
    api: API_NAMES[0],
    base_url: "https://api.openai.com/v1",
    model: "gpt-4o-mini",
    api_key_env: "OPENAI_API_KEY",
    id: path[0] === "prompts" ? "haiku" : "openai-mini",
    prompt: '"Write a haiku about rain."',
    role: "user",
    input_tokens: "512",
    output_tokens: "128",
    content: '"Hello"'
  };
  return examples[key];
}
function setFix(path, schema) {
  const key = path[path.length - 1];
  const name = typeof key === "string" ? key : formatPath(path);
  const values = schema ? enumValues(schema) : null;
  if (values) return `set ${name} to ${values.length === 1 ? values[0] : `one of: ${values.join(", ")}`}`;
  const kind = nodeKind(schema);
  if (kind === "list") return `write ${name} as a list, one \`- \` item per line`;
  if (kind === "mapping") return `write ${name} as a mapping of \`key: value\` lines`;
  if (kind === "boolean") return `set ${name} to true or false`;
  if (key === "api_key_env")
    return "set api_key_env to the NAME of the variable that holds the key, such as OPENAI_API_KEY (never the key itself)";
  const example = exampleFor(path);
  return `set ${name} to ${describe(schema)}${example === void 0 ? "" : `, such as ${example}`}`;
}
var isZodDefaultMessage = (m) => /^(Invalid|Too (small|big)|Unrecognized)/.test(m);
function levenshtein(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length];
}
function closestKey(key, allowed) {
  let best = null;
  let bestD = Infinity;
  const k = key.toLowerCase().replace(/-/g, "_");
  for (const a of allowed) {
    const d = levenshtein(k, a.toLowerCase());
    if (d < bestD) [best, bestD] = [a, d];
  }
  return bestD <= 2 && bestD < Math.max(key.length, 2) / 2 + 1 ? best : null;
}
function issueProblems(issue, ctx) {
  const path = issue.path.filter((s) => typeof s !== "symbol");
  const schema = schemaAt(path);
  const where = formatPath(path);
  if (issue.code === "unrecognized_keys") {
    const allowed = allowedKeys(schema);
    return issue.keys.map((k) => {
      const guess = closestKey(k, allowed);
      const list = allowed.join(", ");
      let message2 = `unknown key \`${k}\``;
      message2 += guess ? `; did you mean \`${guess}\`? Allowed keys here: ${list}` : `; allowed keys here: ${list}`;
      let fix2 = guess ? `rename \`${k}\` to \`${guess}\`` : `remove \`${k}\`, or use one of the allowed keys`;
      if (path.length === 0 && k in Defaults.shape)
        fix2 = guess ? fix2 : `move \`${k}\` under \`defaults:\` (for every provider) or under one provider`;
      return at(ctx, [...path, k], message2, fix2);
    });
  }
  const rule = ruleParams(issue);
  if (rule) return [at(ctx, path, issue.message, rule.fix)];
  if (issue.code === "custom") return [at(ctx, path, issue.message, "see docs/configuration.md")];
  if (issue.code === "invalid_type" && path.length === 0) {
    const empty = ctx.raw === null || ctx.raw === void 0;
    return [
      at(
        ctx,
        path,
        empty ? "the config file is empty; expected a mapping with `providers:` and `prompts:`" : `expected a mapping with \`providers:\` and \`prompts:\`, got ${got(ctx.raw)}`,
        "start from the example in docs/configuration.md: top-level `providers:` and `prompts:` lists"
      )
    ];
  }
  const { value, missing } = rawAt(ctx.raw, path);
  const key = lastKey(path) ?? where;
  if (issue.code === "invalid_union" && !missing) {
    const branch = issue.errors.find(
      (errs) => errs.length > 0 && !errs.some((e) => e.path.length === 0 && e.code === "invalid_type")
    );
    if (branch) return branch.flatMap((e) => issueProblems({ ...e, path: [...path, ...e.path] }, ctx));
  }
  if ((issue.code === "invalid_type" || issue.code === "invalid_value" || issue.code === "invalid_union") && missing) {
    const example = exampleFor(path);
    const parent = formatPath(path.slice(0, -1));
    let fix2 = `add \`${key}: ${example ?? "..."}\`${parent ? ` to ${parent}` : ""}`;
    if (path.length === 1 && key === "providers")
      fix2 = "add a `providers:` list; each provider needs id, api, base_url and model";
    if (path.length === 1 && key === "prompts") fix2 = "add a `prompts:` list; each prompt needs an id and a prompt";
    return [at(ctx, path, `missing required key \`${key}\` (expected ${describe(schema)})`, fix2)];
  }
  let message = isZodDefaultMessage(issue.message) ? `expected ${describe(schema)}` : issue.message;
  if (!sensitive(path)) message += `, got ${got(value)}`;
  let fix = setFix(path, schema);
  if (issue.code === "too_small" && issue.origin === "array")
    fix = `add at least ${String(issue.minimum)} item under ${key}`;
  return [at(ctx, path, message, fix)];
}

// src/config/plan.ts
function agentField(prompt, session) {
  return prompt.agent === void 0 ? {} : { agent: agentPlan(prompt.agent, session) };
}
function shapeField(prompt, workloads) {
  const shape = requestShapeOf(prompt, workloads?.images?.[prompt.id]);
  return shape === void 0 ? {} : { shape };
}
function promptContent(prompt, k, files, workloads) {
  if (prompt.synthetic) {
    const t = syntheticText(prompt.synthetic, k);
    return {
      messages: [{ role: "user", content: t.text }],
      maxTokens: t.outputTokens,
      synthetic: {
        seed: t.seed,
        k,
        input_tokens: t.inputTokens,
        output_tokens: t.outputTokens,
        prefix_tokens: t.prefixTokens,
        asked: t.asked
      }
    };
  }
  if (prompt.dataset) {
    const ds = workloads?.datasets[prompt.id];
    const item = ds?.items[k % ds.items.length];
    if (ds === void 0 || item === void 0)
      throw new Error(`prompt "${prompt.id}": its dataset was not read (load the config with loadConfig)`);
    const fromDataset = ds.outputFrom === "dataset" && item.answerTokens !== null;
    const maxTokens = fromDataset ? item.answerTokens : prompt.max_tokens ?? null;
    return {
      messages: item.messages.map((m) => ({ ...m })),
      maxTokens,
      synthetic: null,
      workload: {
        source: "dataset",
        line: item.line,
        input_tokens: item.inputTokens,
        // The provider's max_tokens is filled in by the caller when this is null.
        max_tokens: maxTokens ?? 0,
        answer_tokens: item.answerTokens
      }
    };
  }
  if (prompt.file !== void 0) {
    const list = files?.[prompt.id];
    const item = list?.[k % list.length];
    if (item === void 0)
      throw new Error(`prompt "${prompt.id}": its file was not read (load the config with loadConfig)`);
    return {
      messages: item.messages.map((m) => ({ ...m })),
      maxTokens: item.maxTokens ?? prompt.max_tokens ?? null,
      synthetic: null
    };
  }
  return {
    messages: prompt.messages ? prompt.messages.map((m) => ({ ...m })) : [{ role: "user", content: prompt.prompt ?? "" }],
    maxTokens: prompt.max_tokens ?? null,
    synthetic: null
  };
}
function sessionCount(prompt, workloads) {
  const c = prompt.conversations;
  if (c === void 0) return null;
  if (typeof c === "object") return c.sessions;
  const list = workloads?.conversations[prompt.id];
  if (list === void 0)
    throw new Error(`prompt "${prompt.id}": its conversations file was not read (load the config with loadConfig)`);
  return list.length;
}
function sessionOf(prompt, index, workloads) {
  const c = prompt.conversations;
  if (typeof c === "object") return syntheticSession(c, index);
  const list = workloads?.conversations[prompt.id] ?? [];
  const s = list[index % Math.max(1, list.length)];
  if (s === void 0)
    throw new Error(`prompt "${prompt.id}": its conversations file was not read (load the config with loadConfig)`);
  return { ...s, index };
}
function withCacheBust(messages, cacheBust) {
  const out = messages.slice();
  const i = Math.max(
    0,
    out.findIndex((m) => m.role === "user")
  );
  const target = out[i];
  if (target) out[i] = { ...target, content: cacheBust + target.content };
  return out;
}
var SHARD_EXPECTED = "expected I/N with 1 <= I <= N, such as 1/3";
function shardError(text) {
  return new ConfigError(
    [
      {
        file: "",
        line: null,
        column: null,
        path: "--shard",
        message: `${SHARD_EXPECTED}, got ${JSON.stringify(text)}`,
        fix: "split a run into N jobs with --shard 1/N, --shard 2/N, ..., --shard N/N"
      }
    ],
    `--shard ${text}: ${SHARD_EXPECTED}`
  );
}
function parseShard(text) {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  if (!m) throw shardError(text);
  const index = Number(m[1]);
  const count = Number(m[2]);
  if (!Number.isSafeInteger(index) || !Number.isSafeInteger(count) || index < 1 || index > count)
    throw shardError(text);
  return { index, count };
}
function isExcluded(config, provider, prompt) {
  return config.exclude.some(
    (e) => (e.provider === void 0 || e.provider === provider) && (e.prompt === void 0 || e.prompt === prompt)
  );
}
var byId = (a, b) => a < b ? -1 : a > b ? 1 : 0;
function buildPlan(config, opts) {
  const shard = opts.shard ?? null;
  if (shard && !(Number.isSafeInteger(shard.index) && Number.isSafeInteger(shard.count) && shard.index >= 1 && shard.index <= shard.count))
    throw shardError(`${shard.index}/${shard.count}`);
  const providers = config.providers.map((p) => resolveProvider(config, p));
  if (config.load) return loadPlan(config, config.load, providers, shard);
  const groups = providers.map((provider) => providerSlots(config, provider, opts.workloads));
  const allMeasured = groups.flatMap((g) => g.measured);
  let keep = () => true;
  let warmupSuffix = "";
  if (shard) {
    const sorted = allMeasured.map((s) => s.id).sort(byId);
    const mine = new Set(sorted.filter((_, k) => k % shard.count === shard.index - 1));
    keep = (s) => mine.has(s.id);
    warmupSuffix = `@shard${shard.index}`;
  }
  const requests = [];
  for (const g of groups) {
    const measured = g.measured.filter(keep);
    const pairs = new Set(measured.map((s) => s.prompt.id));
    for (const s of g.warmups)
      if (pairs.has(s.prompt.id)) requests.push(slotRequest(s, s.id + warmupSuffix, requests.length, opts));
    for (const s of measured) requests.push(slotRequest(s, s.id, requests.length, opts));
  }
  const turnsOf2 = (sl) => {
    const n = sessionCount(sl.prompt, opts.workloads);
    return n === null ? 1 : sessionOf(sl.prompt, sl.rep - 1, opts.workloads).turns.length;
  };
  const totalRequests = allMeasured.reduce((sum, sl) => sum + turnsOf2(sl), 0);
  return { providers, requests, shard: shard ? { ...shard } : null, totalRequests, load: null };
}
function loadPlan(config, load, providers, shard) {
  if (shard && load.sweep?.over === "rate")
    throw new ConfigError(
      [
        {
          file: "",
          line: null,
          column: null,
          path: "--shard",
          message: "a rate sweep cannot be sharded: its later rates come from the first two stages it measures",
          fix: "shard a config with explicit `stages:` (each shard runs rate/N and concurrency/N), or run the sweep without --shard"
        }
      ],
      "--shard: a rate sweep cannot be sharded"
    );
  const pairs = [];
  for (const provider of providers)
    for (const prompt of config.prompts)
      if (!isExcluded(config, provider.id, prompt.id)) pairs.push({ provider, prompt });
  return {
    providers,
    requests: [],
    shard: shard ? { ...shard } : null,
    totalRequests: 0,
    load: { pairs, spec: load, shard: shard ? { ...shard } : null }
  };
}
function providerSlots(config, provider, workloads) {
  const prompts = config.prompts.filter((pr) => !isExcluded(config, provider.id, pr.id));
  const warmups = [];
  const measured = [];
  for (let k = 1; k <= provider.warmup; k++)
    for (const prompt of prompts)
      warmups.push({ id: `${provider.id}/${prompt.id}/warmup-${k}`, provider, prompt, rep: k, warmup: true });
  const reps = (prompt) => sessionCount(prompt, workloads) ?? provider.repetitions;
  const most = Math.max(0, ...prompts.map(reps));
  for (let rep = 1; rep <= most; rep++)
    for (const prompt of prompts)
      if (rep <= reps(prompt))
        measured.push({ id: `${provider.id}/${prompt.id}/${rep}`, provider, prompt, rep, warmup: false });
  return { warmups, measured };
}
function slotRequest(s, id, index, opts) {
  const sessions = sessionCount(s.prompt, opts.workloads);
  const k = s.warmup ? (sessions ?? s.provider.repetitions) + s.rep - 1 : s.rep - 1;
  if (sessions !== null) {
    const session = sessionOf(s.prompt, k, opts.workloads);
    const cacheBust2 = s.provider.cache_bust ? `[sg-${opts.nonce()}] ` : null;
    return {
      id,
      index,
      provider: s.provider,
      promptId: s.prompt.id,
      messages: [],
      maxTokens: s.prompt.max_tokens ?? s.provider.max_tokens,
      rep: s.rep,
      warmup: s.warmup,
      cacheBust: cacheBust2,
      synthetic: null,
      conversation: session,
      ...shapeField(s.prompt, opts.workloads)
    };
  }
  const content = promptContent(s.prompt, k, opts.promptFiles, opts.workloads);
  let messages = content.messages;
  let cacheBust = null;
  if (s.provider.cache_bust) {
    cacheBust = `[sg-${opts.nonce()}] `;
    messages = withCacheBust(messages, cacheBust);
  }
  return {
    id,
    index,
    provider: s.provider,
    promptId: s.prompt.id,
    messages,
    maxTokens: content.maxTokens ?? s.provider.max_tokens,
    rep: s.rep,
    warmup: s.warmup,
    cacheBust,
    synthetic: content.synthetic,
    ...content.workload ? { workload: { ...content.workload, max_tokens: content.maxTokens ?? s.provider.max_tokens } } : {},
    ...shapeField(s.prompt, opts.workloads),
    ...agentField(s.prompt, k)
  };
}

// src/run/align.ts
var MAX_START_AHEAD_MS = 6 * 36e5;
var MAX_START_BEHIND_MS = 6 * 36e5;
var MIN_DRAIN_ALLOWANCE_MS = 1e3;
var DRAIN_ALLOWANCE_SHARE = 0.25;
var ON_TIME_TOLERANCE_MS = 50;
var StartAtError = class extends StreamgaugeError {
  code = "SG_START_AT";
};
var EXAMPLE = "2026-12-01T16:30:00Z or 1796142600000";
function parseStartAt(text, nowEpochMs, flag = "--start-at") {
  const s = text.trim();
  let at2;
  if (/^\d+$/.test(s)) {
    at2 = Number(s);
    if (s.length <= 11)
      throw new StartAtError(
        `${flag} ${text}: looks like epoch seconds; expected epoch milliseconds or ISO 8601 (${EXAMPLE}). Fix: multiply by 1000, e.g. $(( $(date +%s) * 1000 + 90000 )).`
      );
  } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(s)) {
    at2 = Date.parse(s);
  } else {
    throw new StartAtError(
      `${flag} ${text}: expected an ISO 8601 time with a zone or epoch milliseconds (${EXAMPLE}). Fix: compute it once and pass the same value to every shard, e.g. $(date -u -d "+90 seconds" +%Y-%m-%dT%H:%M:%SZ).`
    );
  }
  if (!Number.isFinite(at2))
    throw new StartAtError(`${flag} ${text}: not a real date and time. Fix: give a time such as ${EXAMPLE}.`);
  if (at2 - nowEpochMs > MAX_START_AHEAD_MS)
    throw new StartAtError(
      `${flag} ${text}: is ${((at2 - nowEpochMs) / 36e5).toFixed(1)} h from now; at most ${MAX_START_AHEAD_MS / 36e5} h ahead is accepted. Fix: compute the start a minute or two ahead in the job that launches the shards.`
    );
  if (nowEpochMs - at2 > MAX_START_BEHIND_MS)
    throw new StartAtError(
      `${flag} ${text}: is ${formatHoursAgo(nowEpochMs - at2)} ago; at most ${MAX_START_BEHIND_MS / 36e5} h in the past is accepted (a shard that starts late joins the stage under way). Fix: compute the start a minute or two ahead in the job that launches the shards, and pass that same value to each.`
    );
  return at2;
}
function formatHoursAgo(ms) {
  const h = ms / 36e5;
  return h < 48 ? `${h.toFixed(1)} h` : `${Math.round(h / 24).toLocaleString("en-US")} days`;
}
function stageSlotMs(durationMs) {
  return durationMs + Math.max(MIN_DRAIN_ALLOWANCE_MS, durationMs * DRAIN_ALLOWANCE_SHARE);
}
function plannedStage(startAtEpochMs, index, durationMs) {
  if (durationMs === null) return index === 0 ? { startEpochMs: startAtEpochMs, endEpochMs: Infinity } : null;
  const start = startAtEpochMs + index * stageSlotMs(durationMs);
  return { startEpochMs: start, endEpochMs: start + durationMs };
}
function joinStage(planned, nowEpochMs) {
  const late = nowEpochMs - planned.startEpochMs;
  if (late < 0) return { kind: "wait", waitMs: -late };
  if (late <= ON_TIME_TOLERANCE_MS) return { kind: "on_time" };
  if (nowEpochMs >= planned.endEpochMs) return { kind: "missed", lateMs: late };
  return { kind: "late", lateMs: late, leftMs: planned.endEpochMs - nowEpochMs };
}
function formatWait(ms) {
  if (ms < 1e3) return `${Math.round(ms)} ms`;
  if (ms < 6e4) return `${(ms / 1e3).toFixed(1)} s`;
  const s = Math.round(ms / 1e3);
  const h = Math.floor(s / 3600);
  const m = Math.floor(s % 3600 / 60);
  return `${h > 0 ? `${h} h ` : ""}${m} min ${s % 60} s`;
}

// src/run/output-error.ts
import { mkdir, stat } from "node:fs/promises";
import { dirname as dirname4 } from "node:path";
var CAUSES = {
  ENOSPC: { cause: (p) => `the disk holding ${p} is full`, fix: "free space or pass -o elsewhere" },
  EDQUOT: { cause: (p) => `the disk quota for ${p} is used up`, fix: "free space or pass -o elsewhere" },
  EROFS: { cause: (p) => `${p} is on a read-only file system`, fix: "pass -o a folder on a writable disk" },
  EACCES: {
    cause: (p) => `no permission to write ${p}`,
    fix: "make the folder writable for this user or pass -o elsewhere"
  },
  EPERM: {
    cause: (p) => `the system did not permit writing ${p}`,
    fix: "make the folder writable for this user or pass -o elsewhere"
  },
  EMFILE: {
    cause: () => "this process has too many files open",
    fix: "raise the open-file limit (ulimit -n) or lower concurrency"
  },
  ENFILE: {
    cause: () => "the system has too many files open",
    fix: "close other programs or raise the system-wide open-file limit"
  }
};
function isEnvironmentError(err) {
  const code = err?.code;
  return typeof code === "string" && code in CAUSES;
}
var OutputWriteError = class extends StreamgaugeError {
  code = "SG_OUTPUT_WRITE";
  /** The system's error code (ENOSPC, EROFS, ...). */
  systemCode;
  path;
  constructor(code, path, safe) {
    const c = CAUSES[code] ?? { cause: (p) => `${p} could not be written (${code})`, fix: "pass -o elsewhere" };
    const kept = safe === null ? "" : safe.count === 0 ? "; no trace was measured yet" : `; the ${safe.count} trace${safe.count === 1 ? "" : "s"} measured so far ${safe.count === 1 ? "is" : "are"} in ${safe.file}`;
    super(`${c.cause(path)} (${code}): ${c.fix}${kept}`);
    this.systemCode = code;
    this.path = path;
  }
};
function asOutputError(err, fallbackPath, safe) {
  if (err instanceof OutputWriteError || !isEnvironmentError(err)) return err;
  return new OutputWriteError(err.code, err.path ?? fallbackPath, safe);
}
async function makeOutputDir(dir) {
  const missing = [];
  for (let d = dir; ; d = dirname4(d)) {
    try {
      await stat(d);
      break;
    } catch (err) {
      if (err.code !== "ENOENT" || dirname4(d) === d) throw err;
      missing.unshift(d);
    }
  }
  for (const d of missing)
    await mkdir(d).catch((err) => {
      if (err.code !== "EEXIST") throw err;
    });
}

// src/run/engine.ts
import { randomBytes } from "node:crypto";
import { copyFile, mkdir as mkdir2 } from "node:fs/promises";
import { join as join2 } from "node:path";

// src/measure/measurer-pool.ts
import { availableParallelism } from "node:os";
import { performance } from "node:perf_hooks";
import { Worker } from "node:worker_threads";
function measurerThreads(setting) {
  if (setting === void 0 || setting === "main" || setting === 0) return null;
  if (setting === "auto") return Math.max(1, availableParallelism() - 1);
  return setting;
}
var MeasurerPool = class _MeasurerPool {
  #slots;
  #pending = /* @__PURE__ */ new Map();
  #scrub;
  #sessions = /* @__PURE__ */ new Map();
  #sessionClosed = /* @__PURE__ */ new Map();
  /** Each finished trace's stalls (its measurer's loop), taken by the engine as it writes the trace. */
  #stalls = /* @__PURE__ */ new Map();
  #seq = 0;
  #nextSession = 0;
  #turn = 0;
  #onAbort = null;
  #signal;
  constructor(slots, secrets) {
    this.#slots = slots;
    this.#scrub = makeScrubber(secrets);
  }
  /** Starts `threads` measurers and waits until each has warmed its dispatch path. */
  static async start(threads, setup, signal) {
    const ext = import.meta.url.endsWith(".ts") ? ".ts" : ".js";
    const url = new URL(`./measure-worker${ext}`, import.meta.url);
    const data = { ...setup, timeOriginMs: performance.timeOrigin };
    const slots = [];
    const ready = [];
    let pool = null;
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(url, { workerData: data, name: `streamgauge-measurer-${i + 1}` });
      let stoppedResolve = () => void 0;
      const slot = {
        worker,
        inFlight: 0,
        stopped: new Promise((resolve) => stoppedResolve = resolve),
        dead: null
      };
      slots.push(slot);
      ready.push(
        new Promise((resolve, reject) => {
          worker.once("error", reject);
          worker.on("message", (msg) => {
            if (msg.type === "ready") resolve();
            else if (msg.type === "stopped") stoppedResolve(msg.stalls);
            else if (pool !== null) pool.#onMessage(slot, msg);
          });
          worker.once("exit", (code) => {
            stoppedResolve(null);
            reject(new Error(`measurer thread exited with code ${code} before it was ready`));
            if (pool !== null) pool.#onExit(slot, code);
          });
        })
      );
    }
    pool = new _MeasurerPool(slots, setup.secrets);
    try {
      await Promise.all(ready);
    } catch (err) {
      await Promise.all(slots.map((s) => s.worker.terminate()));
      throw new Error(`cannot start the measurer threads: ${err.message}`, { cause: err });
    }
    for (const s of slots) s.worker.on("error", (err) => pool.#onExit(s, null, err));
    if (signal) {
      pool.#signal = signal;
      pool.#onAbort = () => {
        for (const s of slots) s.worker.postMessage({ type: "cancel" });
      };
      if (signal.aborted) pool.#onAbort();
      else signal.addEventListener("abort", pool.#onAbort, { once: true });
    }
    return pool;
  }
  get threads() {
    return this.#slots.length;
  }
  #onMessage(slot, msg) {
    if (msg.type === "result" || msg.type === "failed") {
      const p = this.#pending.get(msg.seq);
      if (!p) return;
      this.#pending.delete(msg.seq);
      slot.inFlight--;
      if (msg.type === "failed") p.reject(new Error(`measurer thread: ${msg.message}`));
      else {
        this.#stalls.set(msg.result.trace.id, msg.stalls);
        p.resolve(msg.result);
      }
    } else if (msg.type === "session-closed") {
      this.#sessionClosed.get(msg.session)?.closed();
      this.#sessionClosed.delete(msg.session);
    }
  }
  /**
   * A thread that exits or fails mid-run (out of memory, a native fault)
   * takes its requests' reads with it. Each of them becomes a trace of its
   * own, failed as cancelled with the reason (a failed request is data, and
   * the run goes on); later jobs go to the threads still running.
   */
  #onExit(slot, code, err) {
    if (slot.dead !== null) return;
    slot.dead = err ? `failed (${err.message})` : `exited with code ${code}`;
    for (const [seq, p] of this.#pending)
      if (p.slot === slot) {
        this.#pending.delete(seq);
        slot.inFlight--;
        p.resolve(this.#lost(p.job, `the measurer thread running this request ${slot.dead}: what it had read is lost`));
      }
    for (const [session, s] of this.#sessions) if (s === slot) this.#sessions.delete(session);
    for (const [session, c] of this.#sessionClosed)
      if (c.slot === slot) {
        this.#sessionClosed.delete(session);
        c.closed();
      }
  }
  /** The trace of a job no thread measured: sent: false, so it is written as it is and never rated. */
  #lost(job, message) {
    const provider = job.provider;
    const rec = new TraceRecorder(job.identity, getAdapter(provider.api), this.#scrub, epochNowMs(), provider);
    rec.onError(0, "cancelled", this.#scrub(message));
    return { trace: rec.trace(), sent: false, answer: "", reasoning: "" };
  }
  #pick() {
    let best = null;
    for (let k = 0; k < this.#slots.length; k++) {
      const s = this.#slots[(this.#turn + k) % this.#slots.length];
      if (s.dead === null && (best === null || s.inFlight < best.inFlight)) best = s;
    }
    this.#turn = (this.#turn + 1) % this.#slots.length;
    return best;
  }
  execute(job) {
    let slot = job.session !== null ? this.#sessions.get(job.session) : void 0;
    if (slot === void 0) {
      slot = this.#pick() ?? void 0;
      if (slot !== void 0 && job.session !== null) this.#sessions.set(job.session, slot);
    }
    if (slot === void 0) {
      const why = [...new Set(this.#slots.map((s) => s.dead))].join("; ");
      return Promise.resolve(this.#lost(job, `not measured: every measurer thread has stopped (${why})`));
    }
    const seq = this.#seq++;
    const chosen = slot;
    chosen.inFlight++;
    return new Promise((resolve, reject) => {
      this.#pending.set(seq, { job, resolve, reject, slot: chosen });
      chosen.worker.postMessage({ type: "job", seq, job, epochOffsetMs: epochOffsetMs() });
    });
  }
  openSession() {
    const id = this.#nextSession++;
    const slot = this.#pick();
    if (slot !== null) this.#sessions.set(id, slot);
    return id;
  }
  async closeSession(session) {
    const slot = this.#sessions.get(session);
    this.#sessions.delete(session);
    if (!slot || slot.dead !== null) return;
    await new Promise((resolve) => {
      this.#sessionClosed.set(session, { slot, closed: resolve });
      slot.worker.postMessage({ type: "close-session", session });
    });
  }
  /** The stalls of the measurer loop during a finished trace (relative to its dispatch); taken once. */
  takeStalls(traceId) {
    const s = this.#stalls.get(traceId);
    this.#stalls.delete(traceId);
    return s;
  }
  /** Stops one thread as a crash would (tests: a thread lost mid-run). */
  async terminateThread(index) {
    await this.#slots[index]?.worker.terminate();
  }
  /** Stops every measurer (their connections closed) and returns their stall sampling. */
  async close() {
    if (this.#onAbort) this.#signal?.removeEventListener("abort", this.#onAbort);
    for (const s of this.#slots) s.worker.postMessage({ type: "stop" });
    const snapshots = await Promise.all(this.#slots.map((s) => s.stopped));
    await Promise.all(this.#slots.map((s) => s.worker.terminate()));
    return snapshots.filter((s) => s !== null);
  }
};

// src/run/breaker.ts
var ConnectBreaker = class {
  #limitOf;
  #state = /* @__PURE__ */ new Map();
  constructor(limitOf) {
    this.#limitOf = limitOf;
  }
  #get(provider) {
    let s = this.#state.get(provider);
    if (!s) this.#state.set(provider, s = { consecutive: 0, openedBy: null, sentBeforeOpen: 0, sent: 0 });
    return s;
  }
  /** The reason a request to this provider is not sent, or null when it may be sent. */
  notSentReason(provider) {
    const s = this.#state.get(provider);
    if (!s || s.openedBy === null) return null;
    return `not sent: the endpoint was unreachable for ${s.consecutive} requests in a row (max_consecutive_connect_errors ${this.#limitOf(provider)}; last: ${s.openedBy})`;
  }
  /** Counts one finished request that was sent (not a not_sent one). */
  observe(trace) {
    if (trace.error?.kind === "not_sent") return;
    const s = this.#get(trace.provider);
    s.sent++;
    if (trace.error?.kind === "connect" && trace.at.headers === null) {
      s.consecutive++;
      if (s.openedBy === null && s.consecutive >= this.#limitOf(trace.provider)) {
        s.openedBy = trace.error.message;
        s.sentBeforeOpen = s.sent;
      }
    } else if (trace.at.headers !== null && s.openedBy === null) {
      s.consecutive = 0;
    }
  }
};

// src/metrics/poller.ts
import { request as httpsRequest } from "node:https";
import { createRequire } from "node:module";
import { StringDecoder } from "node:string_decoder";
var { request: httpRequest } = createRequire(import.meta.url)("node:http");
var MAX_BODY_BYTES = 4 * 1024 * 1024;
function scrubUrl(url) {
  try {
    const u = new URL(url);
    if (u.username !== "" || u.password !== "") {
      u.username = "***";
      u.password = "";
    }
    for (const key of [...u.searchParams.keys()]) u.searchParams.set(key, "***");
    return u.toString();
  } catch {
    return "(unreadable URL)";
  }
}
function scrapePage(url, timeoutMs, parser) {
  return new Promise((resolve) => {
    let settled = false;
    const done = (v) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(v);
    };
    let u;
    try {
      u = new URL(url);
    } catch {
      return done({ error: "the metrics URL cannot be read" });
    }
    const get = u.protocol === "https:" ? httpsRequest : httpRequest;
    const req = get(u, {
      method: "GET",
      agent: false,
      headers: {
        accept: "text/plain;version=0.0.4;q=1, application/openmetrics-text;q=0.5, */*;q=0.1",
        "user-agent": USER_AGENT
      }
    });
    const timer = setTimeout(() => {
      req.destroy();
      done({ error: `no answer within ${timeoutMs} ms` });
    }, timeoutMs);
    req.on("error", (err) => done({ error: err.code ?? "request failed" }));
    req.on("response", (res) => {
      if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) {
        res.resume();
        req.destroy();
        return done({ error: `HTTP ${res.statusCode}` });
      }
      const decoder = new StringDecoder("utf8");
      let size = 0;
      let stopped = false;
      let work = Promise.resolve();
      const finish = () => {
        if (!stopped) parser.feed(decoder.end());
        done({ parsed: parser.end() });
      };
      res.on("data", (chunk2) => {
        if (settled || stopped) return;
        const room = MAX_BODY_BYTES - size;
        size += chunk2.length;
        const text = decoder.write(room < chunk2.length ? chunk2.subarray(0, room) : chunk2);
        res.pause();
        work = work.then(async () => {
          const more = await feedInSlices(parser, text, () => settled);
          if (more && size <= MAX_BODY_BYTES) return void res.resume();
          if (more) parser.cut(`a page over ${MAX_BODY_BYTES} bytes`);
          stopped = true;
          req.destroy();
          finish();
        });
      });
      res.on("end", () => void work.then(finish));
      res.on("error", (err) => done({ error: err.code ?? "response failed" }));
    });
    req.end();
  });
}
var PARSE_SLICE_CHARS = 16 * 1024;
async function feedInSlices(parser, text, gone) {
  for (let i = 0; i < text.length; i += PARSE_SLICE_CHARS) {
    if (i > 0) await new Promise((resolve) => setImmediate(resolve));
    if (gone() || !parser.feed(text.slice(i, i + PARSE_SLICE_CHARS))) return false;
  }
  return true;
}
function scrapeLines(t, provider, got2, answered) {
  const at2 = answered === void 0 ? { t_ms: t } : { t_ms: t, answered_ms: answered };
  if ("error" in got2) return [{ ...at2, provider, error: got2.error }];
  const { parsed } = got2;
  const lines = [];
  const cut = parsed.truncated === null ? {} : { truncated: true };
  for (const s of parsed.samples)
    if (Number.isFinite(s.value))
      lines.push({ ...at2, provider, series: s.series, labels: s.labels, value: s.value, ...cut });
  if (parsed.error_count > 0)
    lines.push({
      ...at2,
      provider,
      error: `${parsed.error_count} unreadable line(s), first at line ${parsed.errors[0].line}: ${parsed.errors[0].message}`
    });
  if (lines.length === 0)
    lines.push({
      ...at2,
      provider,
      error: parsed.truncated === null ? "no samples of a known or mapped series in the answer" : `no samples of a known or mapped series before the page was cut (${parsed.truncated})`
    });
  return lines;
}
var MetricsPoller = class {
  #o;
  #timeoutMs;
  #timer = null;
  #inFlight = /* @__PURE__ */ new Set();
  #periodicBusy = false;
  #skipped = 0;
  #keep;
  constructor(o) {
    this.#o = o;
    this.#keep = keptSeries(o.metricsMap);
    this.#timeoutMs = o.timeoutMs ?? Math.max(250, Math.min(1e3, o.intervalS * 1e3));
  }
  #now() {
    return Math.round((this.#o.clock.epochMs() - this.#o.runStartEpochMs) * 1e3) / 1e3;
  }
  /**
   * Writes where the samples come from, takes a scrape now, then one every
   * interval. Resolves when the first is in (at most the scrape timeout).
   */
  start() {
    void this.#o.writer.write([
      {
        t_ms: this.#now(),
        provider: this.#o.provider,
        source: { url: scrubUrl(this.#o.url), interval_s: this.#o.intervalS, metrics_map: this.#o.metricsMap }
      }
    ]);
    const first = this.sample();
    this.#timer = setInterval(() => {
      if (this.#periodicBusy) {
        this.#skipped++;
        void this.#o.writer.write([
          {
            t_ms: this.#now(),
            provider: this.#o.provider,
            error: `skipped: the scrape before was still running after the ${this.#o.intervalS} s interval (${this.#skipped} skipped so far)`
          }
        ]);
        return;
      }
      this.#periodicBusy = true;
      void this.sample().finally(() => this.#periodicBusy = false);
    }, this.#o.intervalS * 1e3);
    this.#timer.unref();
    return first;
  }
  /** Periodic scrapes skipped because the one before was still out. */
  get skipped() {
    return this.#skipped;
  }
  /** One scrape now (a stage boundary). Fire and forget: the caller never waits on the server. */
  sample() {
    const t = this.#now();
    const parser = new MetricsParser(this.#keep);
    const p = scrapePage(this.#o.url, this.#timeoutMs, parser).then(
      (got2) => this.#o.writer.write(scrapeLines(t, this.#o.provider, got2, this.#now()))
    );
    this.#inFlight.add(p);
    void p.finally(() => this.#inFlight.delete(p));
    return p;
  }
  /** Stops polling after one last scrape, and waits for every scrape still out. */
  async stop() {
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
    this.sample();
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight]);
  }
};
var ServerMetrics = class {
  #pollers = /* @__PURE__ */ new Map();
  #factory;
  #writer;
  constructor(writer, factory) {
    this.#writer = writer;
    this.#factory = factory;
  }
  /**
   * Starts polling a provider. Awaited before its first dispatch: the first
   * read, answered, opens the first window (a read still out when the first
   * tokens come may count some of them).
   */
  async begin(provider) {
    if (this.#pollers.has(provider)) return;
    const p = this.#factory(provider);
    if (p === null) return;
    this.#pollers.set(provider, p);
    await p.start().catch(() => void 0);
  }
  /** A scrape now; never awaited by the request path. */
  mark(provider) {
    void this.#pollers.get(provider)?.sample();
  }
  /**
   * A scrape now, awaited (at most the scrape timeout): between two stages,
   * when no request is in flight, so the end-of-stage sample is the server's
   * state before the next stage's requests arrive rather than after.
   */
  async markAndWait(provider) {
    await this.#pollers.get(provider)?.sample();
  }
  async end(provider) {
    const p = this.#pollers.get(provider);
    if (p === void 0) return;
    this.#pollers.delete(provider);
    await p.stop();
  }
  async close() {
    await Promise.all([...this.#pollers.keys()].map((id) => this.end(id)));
    await this.#writer.close();
  }
};

// src/run/run-one.ts
var inThread = /* @__PURE__ */ new WeakMap();
function executorOf(opts) {
  if (opts.executor) return opts.executor;
  let e = inThread.get(opts);
  if (!e) {
    e = new InThreadExecutor({
      keys: opts.keys,
      aws: opts.aws,
      dispatcher: opts.dispatcher,
      clock: opts.clock,
      scrub: opts.scrub,
      signal: opts.signal
    });
    inThread.set(opts, e);
  }
  return e;
}
async function runOne(opts, provider, r, load = null, keepAnswer = false, choices = {}) {
  const stamp = (trace2, toolCalls = []) => {
    if (r.synthetic) trace2.synthetic = r.synthetic;
    if (load) trace2.load = load;
    if (r.workload) trace2.workload = r.workload;
    if (r.session !== void 0) trace2.session = r.session;
    if (r.turn !== void 0) trace2.turn = r.turn;
    if (r.step !== void 0) trace2.step = r.step;
    if (r.shape && r.shape.images.length > 0) trace2.image_bytes = r.shape.images.reduce((n, i) => n + i.bytes, 0);
    const end = choices.endOf?.(trace2, toolCalls) ?? null;
    if (end !== null) trace2.agent_end = end;
    return trace2;
  };
  const identity = {
    id: r.id,
    provider: provider.id,
    api: provider.api,
    model: provider.model,
    prompt: r.promptId,
    rep: r.rep,
    warmup: r.warmup,
    attempt: 1,
    cache_bust: r.cacheBust
  };
  const notSent2 = opts.breaker?.notSentReason(provider.id) ?? null;
  if (notSent2 !== null) {
    const rec = new TraceRecorder(identity, getAdapter(provider.api), opts.scrub, opts.clock.epochMs(), provider);
    rec.onError(0, "not_sent", opts.scrub(notSent2));
    const trace2 = stamp(rec.trace());
    await opts.onTrace(trace2, r);
    return { answer: null, toolCalls: [], trace: trace2 };
  }
  const checked = opts.checked?.has(r.promptId) === true;
  const job = {
    provider,
    identity,
    messages: r.messages,
    maxTokens: r.maxTokens,
    ...r.shape ? { shape: r.shape } : {},
    keepText: Boolean(opts.spool) || keepAnswer || checked,
    dueAt: choices.dueAt ?? null,
    session: choices.session ?? null
  };
  const result = await executorOf(opts).execute(job, provider);
  const { trace } = result;
  if (!result.sent) {
    const failed = stamp(trace);
    await opts.onTrace(failed, r);
    return { answer: null, toolCalls: [], trace: failed };
  }
  if (trace.error?.kind !== "too_large") opts.spool?.add(trace.id, result.answer, result.reasoning);
  opts.breaker?.observe(trace);
  if (checked && trace.error === null) trace.answer_text = opts.scrub(result.answer).slice(0, CHECK_TEXT_MAX_CHARS);
  await opts.onTrace(stamp(trace, result.toolCalls ?? []), r);
  return {
    answer: keepAnswer ? result.answer : null,
    toolCalls: keepAnswer ? result.toolCalls ?? [] : [],
    trace
  };
}

// src/run/session.ts
import { setTimeout as delay } from "node:timers/promises";
async function runSession(opts, provider, base, placeOf2, idOf = (turn) => `${base.id}/t${turn}`) {
  const session = base.conversation;
  if (!session) return { sent: 0 };
  const executor = executorOf(opts);
  const own = executor.openSession();
  try {
    return await sendTurns(opts, provider, base, session, placeOf2, idOf, own);
  } finally {
    if (own !== null) await executor.closeSession(own);
  }
}
async function sendTurns(opts, provider, base, session, placeOf2, idOf, own) {
  const history = session.system === null ? [] : [{ role: "system", content: session.system }];
  let sent2 = 0;
  for (const [turn, t] of session.turns.entries()) {
    if (opts.signal?.aborted) break;
    if (t.thinkMs > 0)
      await delay(t.thinkMs, void 0, opts.signal ? { signal: opts.signal } : {}).catch(() => void 0);
    if (opts.signal?.aborted) break;
    history.push({ role: "user", content: t.text });
    const messages = base.cacheBust === null ? history.slice() : withCacheBust(history, base.cacheBust);
    const maxTokens = t.maxTokens ?? base.maxTokens;
    const request = {
      ...base,
      id: idOf(turn),
      messages,
      maxTokens,
      session: session.index,
      turn,
      workload: {
        source: "conversation",
        line: session.line,
        input_tokens: null,
        max_tokens: maxTokens,
        think_ms: t.thinkMs
      }
    };
    delete request.conversation;
    const { answer, trace } = await runOne(opts, provider, request, placeOf2?.(turn, 0) ?? null, true, { session: own });
    sent2++;
    if (trace.error !== null || answer === null) break;
    history.push({ role: "assistant", content: answer });
  }
  return { sent: sent2 };
}

// src/run/agent-session.ts
import { setTimeout as delay2 } from "node:timers/promises";

// src/config/agent-draws.ts
var AgentDraws = class {
  #rand;
  #plan;
  constructor(plan) {
    this.#plan = plan;
    this.#rand = mulberry32(seedFrom("agent", String(plan.seed), String(plan.session)));
  }
  /** The wait after a step's tool calls, ms. */
  latencyMs() {
    const l = this.#plan.toolLatencyMs;
    return typeof l === "number" ? l : drawLength(l, this.#rand);
  }
  /** A tool result's text, toolResultTokens reference tokens long. */
  result() {
    return sentences(this.#plan.toolResultTokens, this.#rand, false);
  }
};

// src/run/agent-session.ts
async function runAgentSession(opts, provider, base, placeOf2 = null, idOf = (step) => `${base.id}/step${step}`) {
  const plan = base.agent;
  if (!plan) return { sent: 0 };
  const executor = executorOf(opts);
  const own = executor.openSession();
  try {
    return await sendSteps(opts, provider, base, plan, { placeOf: placeOf2, idOf, own });
  } finally {
    if (own !== null) await executor.closeSession(own);
  }
}
async function sendSteps(opts, provider, base, plan, { placeOf: placeOf2, idOf, own }) {
  const draws = new AgentDraws(plan);
  const messages = base.messages.slice();
  const carried = { argsChars: 0 };
  let sent2 = 0;
  for (let step = 0; step < plan.steps; step++) {
    if (opts.signal?.aborted) break;
    const request = {
      ...base,
      id: idOf(step),
      messages: messages.slice(),
      session: plan.session,
      step
    };
    delete request.agent;
    const endOf = (trace2, calls2) => stepEnd(trace2, calls2, step === plan.steps - 1, carried.argsChars);
    const { trace, toolCalls } = await runOne(opts, provider, request, placeOf2?.(step) ?? null, true, {
      session: own,
      endOf
    });
    sent2++;
    if (trace.agent_end !== void 0) break;
    carried.argsChars += toolCalls.reduce((n, c) => n + c.argsChars, 0);
    const waitMs = draws.latencyMs();
    if (waitMs > 0) await delay2(waitMs, void 0, opts.signal ? { signal: opts.signal } : {}).catch(() => void 0);
    const calls = toolCalls.map((c, i) => ({ id: `call_sg_${step}_${i}`, name: c.name, args: c.args }));
    messages.push({ role: "assistant", content: "", tool_calls: calls });
    for (const c of calls)
      messages.push({ role: "user", content: draws.result(), tool_result: { id: c.id, name: c.name } });
  }
  return { sent: sent2 };
}
var CAPS_DOC = "docs/agents.md#caps";
function stepEnd(trace, calls, last, carriedArgsChars) {
  if (trace.error !== null) return { reason: "error", message: "" };
  if (calls.length === 0) return { reason: "answered", message: "" };
  if (last) return { reason: "steps", message: "" };
  const capped = (reason, what) => ({
    reason,
    message: `the answer's ${what}: the session ends at this step, its tool calls not sent back (${CAPS_DOC})`
  });
  if (calls.length > MAX_AGENT_CALLS_PER_STEP)
    return capped("tool_calls_cap", `${calls.length} tool calls are over the cap of ${MAX_AGENT_CALLS_PER_STEP}`);
  const longName = calls.find((c) => c.nameChars > MAX_AGENT_NAME_CHARS);
  if (longName)
    return capped(
      "tool_name_cap",
      `tool name of ${longName.nameChars} characters is over the cap of ${MAX_AGENT_NAME_CHARS}`
    );
  const longArgs = calls.find((c) => c.argsChars > MAX_AGENT_ARGS_CHARS);
  if (longArgs)
    return capped(
      "tool_args_cap",
      `arguments of ${longArgs.argsChars} characters in one call are over the cap of ${MAX_AGENT_ARGS_CHARS}`
    );
  const stepChars = calls.reduce((n, c) => n + c.argsChars, 0);
  if (stepChars > MAX_AGENT_STEP_ARGS_CHARS)
    return capped(
      "step_args_cap",
      `arguments of ${stepChars} characters in all are over the cap of ${MAX_AGENT_STEP_ARGS_CHARS} a step`
    );
  if (carriedArgsChars + stepChars > MAX_AGENT_SESSION_ARGS_CHARS)
    return capped(
      "session_args_cap",
      `arguments bring the session's to ${carriedArgsChars + stepChars} characters, over the cap of ${MAX_AGENT_SESSION_ARGS_CHARS}`
    );
  return null;
}

// src/run/schedule.ts
function normal(rand) {
  const u = Math.max(rand(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}
function gammaDraw(shape, rand) {
  if (shape < 1) return gammaDraw(shape + 1, rand) * Math.pow(Math.max(rand(), 1e-12), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (; ; ) {
    let x;
    let v;
    do {
      x = normal(rand);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = rand();
    if (u < 1 - 0.0331 * x * x * x * x) return d * v;
    if (Math.log(Math.max(u, 1e-300)) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v;
  }
}
function nextGapMs(spec, rand) {
  const mean = 1e3 / spec.rate;
  if (spec.arrival === "constant") return mean;
  if (spec.arrival === "poisson") return -Math.log(1 - rand()) * mean;
  return gammaDraw(spec.burstiness, rand) * mean / spec.burstiness;
}
function arrivalTimes(spec, seed, untilMs, maxCount) {
  const rand = mulberry32(seed);
  const out = [];
  let t = 0;
  while (out.length < maxCount && t < untilMs) {
    out.push(t);
    t += nextGapMs(spec, rand);
  }
  return out;
}

// src/run/load-stages.ts
var MAX_STAGE_REQUESTS = 1e5;
var SWEEP_THROUGHPUT_CONCURRENCY = 64;
function offeredOf(stage) {
  const open5 = stage.rate !== void 0;
  const arrival = open5 ? stage.arrival ?? "poisson" : null;
  return {
    concurrency: stage.concurrency ?? null,
    rate: stage.rate ?? null,
    arrival,
    burstiness: arrival === "gamma" ? stage.burstiness ?? 1 : null,
    max_concurrency: stage.max_concurrency ?? null,
    ...stage.replay !== void 0 ? { replay: { file: stage.replay, speedup: stage.speedup ?? 1, lines: 0 } } : {}
  };
}
var num = (x) => String(Number(x.toPrecision(4)));
function shardShare(o, shard) {
  const split = (n) => Math.floor(n / shard.count) + (shard.index - 1 < n % shard.count ? 1 : 0);
  return {
    ...o,
    concurrency: o.concurrency === null ? null : split(o.concurrency),
    rate: o.rate === null ? null : o.rate / shard.count,
    max_concurrency: o.max_concurrency === null ? null : Math.max(1, split(o.max_concurrency))
  };
}
function stageLabel(o) {
  if (o.replay) return `replay ${o.replay.file}${o.replay.speedup === 1 ? "" : ` x${num(o.replay.speedup)}`}`;
  if (o.concurrency !== null) return `c=${o.concurrency}`;
  let s = `${num(o.rate ?? 0)} req/s ${o.arrival ?? "poisson"}`;
  if (o.arrival === "gamma") s += `(${num(o.burstiness ?? 1)})`;
  if (o.max_concurrency !== null) s += `, max c=${o.max_concurrency}`;
  return s;
}
function configuredStages(load) {
  if (load.stages) return load.stages;
  const sweep = load.sweep;
  if (sweep.over === "concurrency") return (sweep.values ?? []).map((concurrency) => ({ concurrency }));
  return [{ concurrency: 1 }, { concurrency: sweep.max_concurrency ?? SWEEP_THROUGHPUT_CONCURRENCY }];
}
function stageCount(load) {
  return load.sweep?.over === "rate" ? load.sweep.stages ?? 2 : configuredStages(load).length;
}
function sweepRates(syncRate, maxRate, count) {
  return Array.from({ length: count }, (_, j) => syncRate + (maxRate - syncRate) * (j + 1) / (count + 1));
}
async function alignStage(opts, index, name, first) {
  const { clock } = opts;
  const startAt = opts.startAtEpochMs;
  if (startAt == null) return null;
  const durationMs = opts.load.spec.duration_s !== void 0 ? opts.load.spec.duration_s * 1e3 : null;
  const planned = plannedStage(startAt, index, durationMs);
  if (planned === null) {
    if (index === 1)
      opts.onWarning?.(
        "stages of `requests: N` (and replays without duration_s) have no known length: only the first one starts at --start-at, the others follow as they finish. Use `duration_s` for stages the shards run at the same moments."
      );
    return null;
  }
  const toNow = (epochMs) => clock.now() + (epochMs - clock.epochMs());
  const join3 = joinStage(planned, clock.epochMs());
  const endAtNow = Number.isFinite(planned.endEpochMs) ? toNow(planned.endEpochMs) : null;
  switch (join3.kind) {
    case "wait":
      await sleepUntil(clock, toNow(planned.startEpochMs), opts.signal);
      return { plannedT0EpochMs: planned.startEpochMs, endAtNow, joinedLateMs: 0 };
    case "on_time":
      return { plannedT0EpochMs: planned.startEpochMs, endAtNow, joinedLateMs: 0 };
    case "late":
      opts.onWarning?.(
        first ? `${name}: joined ${formatWait(join3.lateMs)} after its planned start at ${new Date(planned.startEpochMs).toISOString()}: running the last ${formatWait(join3.leftMs)} of it with the other shards` : `${name}: started ${formatWait(join3.lateMs)} after its planned start (the stage before was still draining): its last ${formatWait(join3.leftMs)} overlap the other shards`
      );
      return { plannedT0EpochMs: planned.startEpochMs, endAtNow, joinedLateMs: join3.lateMs };
    case "missed":
      opts.onWarning?.(
        `${name}: skipped: it was planned for ${new Date(planned.startEpochMs).toISOString()} and is already over (this shard is ${formatWait(join3.lateMs)} late); joining at the next stage`
      );
      return "missed";
  }
}
async function runLoad(opts) {
  const { load } = opts;
  const spec = load.spec;
  let first = true;
  for (const [pairIndex, pair] of load.pairs.entries()) {
    if (opts.signal?.aborted) return;
    const stages = configuredStages(spec).slice();
    const total = stageCount(spec);
    let k = 0;
    const nextContent = () => k++;
    const measuredRates = [];
    await opts.serverMetrics?.begin(pair.provider.id);
    try {
      for (let i = 0; i < total; i++) {
        if (opts.signal?.aborted) return;
        if (i === stages.length) {
          const [sync, max] = measuredRates;
          if (sync == null || max == null || !(max > sync)) {
            opts.onWarning?.(
              `${pair.provider.id}/${pair.prompt.id}: the rate sweep stops after 2 stages: one stream gave ${sync ?? "no"} req/s and as fast as it goes ${max ?? "no"} req/s, no range to sweep`
            );
            break;
          }
          const sweep = spec.sweep;
          for (const rate2 of sweepRates(sync, max, total - 2))
            stages.push({
              rate: rate2,
              ...sweep.arrival !== void 0 ? { arrival: sweep.arrival } : {},
              ...sweep.burstiness !== void 0 ? { burstiness: sweep.burstiness } : {},
              ...sweep.max_concurrency !== void 0 ? { max_concurrency: sweep.max_concurrency } : {}
            });
        }
        const aligned = await alignStage(
          opts,
          pairIndex * total + i,
          `${pair.provider.id}/${pair.prompt.id} stage ${i + 1}/${total}`,
          first
        );
        if (opts.signal?.aborted) return;
        if (aligned === "missed") {
          measuredRates.push(null);
          continue;
        }
        first = false;
        const traces = await runStage(opts, pair, pairIndex, i, total, stages[i], nextContent, aligned);
        await opts.serverMetrics?.markAndWait(pair.provider.id);
        const rate = stageRequestThroughput(traces);
        const turns = turnsPerSession(pair, opts.workloads);
        measuredRates.push(rate === null ? null : rate / turns);
      }
    } finally {
      await opts.serverMetrics?.end(pair.provider.id);
    }
  }
}
async function runStage(opts, pair, pairIndex, stageIndex, stageTotal, stage, nextContent, aligned) {
  const run = startStage(opts, pair, stageIndex, stage, nextContent, aligned);
  const spec = opts.load.spec;
  opts.onStage?.({
    provider: pair.provider.id,
    prompt: pair.prompt.id,
    pair: pairIndex,
    pairs: opts.load.pairs.length,
    stage: stageIndex,
    stages: stageTotal,
    label: run.label,
    durationMs: run.durationMs,
    // A replay stage given neither length: bounded by its file, whose lines are its requests.
    requests: spec.requests ?? (run.durationMs === null && run.replayAll ? Math.min(run.mineReplay.length, run.maxRequests) : null),
    startMs: run.t0
  });
  if (run.mine.concurrency === 0) return run.traces;
  if (run.mine.concurrency !== null) await runClosedLoop(run, run.mine.concurrency);
  else await runOpenLoop(run);
  while (run.pending.size > 0) await Promise.all([...run.pending]);
  return run.traces;
}
function startStage(opts, pair, stageIndex, stage, nextContent, aligned) {
  const { clock } = opts;
  const spec = opts.load.spec;
  const offered = offeredOf(stage);
  const replayAll = stage.replay === void 0 ? null : opts.workloads?.replays[stage.replay] ?? null;
  if (stage.replay !== void 0 && replayAll === null)
    throw new Error(`replay file ${stage.replay} was not read (load the config with loadConfig)`);
  if (offered.replay && replayAll) offered.replay.lines = replayAll.length;
  const shard = opts.load.shard;
  const durationMs = spec.duration_s !== void 0 ? spec.duration_s * 1e3 : null;
  const t0 = clock.now();
  const t0Epoch = clock.epochMs();
  return {
    opts,
    pair,
    stage,
    stageIndex,
    aligned,
    nextContent,
    offered,
    replayAll,
    // A sharded replay: each shard sends every count-th line, at its recorded offset.
    mineReplay: (replayAll ?? []).filter((_, k) => !shard || k % shard.count === shard.index - 1),
    conversational: pair.prompt.conversations !== void 0,
    agent: pair.prompt.agent !== void 0,
    label: stageLabel(offered),
    mine: shard ? shardShare(offered, shard) : offered,
    suffix: shard ? `@shard${shard.index}` : "",
    durationMs,
    maxRequests: Math.min(spec.requests ?? MAX_STAGE_REQUESTS, MAX_STAGE_REQUESTS),
    warmupMs: (spec.warmup_s ?? 0) * 1e3,
    seed: offered.rate !== null ? seedFrom("arrivals", pair.provider.id, pair.prompt.id, String(stageIndex)) : null,
    t0,
    t0Epoch,
    // Aligned (--start-at): dispatches stop at the shared planned end, so a late shard ends with the others.
    endAt: aligned?.endAtNow != null ? aligned.endAtNow : durationMs === null ? Number.POSITIVE_INFINITY : t0 + durationMs,
    traces: [],
    pending: /* @__PURE__ */ new Set(),
    inFlight: 0
  };
}
function placeOf(run, scheduledMs, slotWaitMs) {
  const spec = run.opts.load.spec;
  const shard = run.opts.load.shard;
  const { aligned } = run;
  return {
    stage: run.stageIndex,
    stage_t0_epoch_ms: run.t0Epoch,
    scheduled_ms: scheduledMs,
    label: run.label,
    offered: run.offered,
    duration_s: spec.duration_s ?? null,
    requests: spec.requests ?? null,
    warmup_s: spec.warmup_s ?? 0,
    slot_wait_ms: slotWaitMs,
    seed: run.seed,
    ...shard ? { shard: { ...shard }, shard_offered: run.mine } : {},
    ...aligned ? { planned_t0_epoch_ms: aligned.plannedT0EpochMs, joined_late_ms: Math.round(aligned.joinedLateMs) } : {}
  };
}
function stageRequest(run, n, scheduledMs) {
  const { opts, pair, conversational, agent } = run;
  const entry = run.replayAll ? run.mineReplay[n] : null;
  const content = entry ? replayContent(entry, pair.provider.max_tokens) : conversational ? { messages: [], maxTokens: pair.prompt.max_tokens ?? null, synthetic: null } : promptContent(pair.prompt, run.nextContent(), opts.promptFiles, opts.workloads);
  let messages = content.messages;
  let cacheBust = null;
  if (pair.provider.cache_bust) {
    cacheBust = `[sg-${opts.nonce()}] `;
    messages = withCacheBust(messages, cacheBust);
  }
  const maxTokens = content.maxTokens ?? pair.provider.max_tokens;
  return {
    id: `${pair.provider.id}/${pair.prompt.id}/s${run.stageIndex}/${n + 1}${conversational || agent ? "" : run.suffix}`,
    index: n,
    provider: pair.provider,
    promptId: pair.prompt.id,
    messages,
    maxTokens,
    rep: n + 1,
    warmup: scheduledMs < run.warmupMs,
    cacheBust,
    synthetic: content.synthetic,
    ..."workload" in content && content.workload ? { workload: { ...content.workload, max_tokens: maxTokens } } : {},
    ...shapeField(pair.prompt, opts.workloads)
  };
}
function send(run, n, scheduledMs, slotWaitMs, dueAt = null) {
  const { opts, pair, conversational, agent } = run;
  const request = stageRequest(run, n, scheduledMs);
  const placeAt = (at2) => placeOf(run, at2, slotWaitMs);
  if (n === 0) opts.serverMetrics?.mark(pair.provider.id);
  let ended = () => void 0;
  const endedP = new Promise((resolve) => ended = resolve);
  const counted = {
    ...opts,
    onTrace: async (trace, r) => {
      run.inFlight--;
      run.traces.push(stageEnd(trace));
      if (!conversational && !agent) ended();
      opts.onInFlight?.(run.inFlight);
      await opts.onTrace(trace, r);
    }
  };
  let done;
  if (conversational) {
    request.conversation = sessionOf(pair.prompt, run.nextContent(), opts.workloads);
    done = runSession(
      counted,
      pair.provider,
      request,
      (turn) => {
        run.inFlight++;
        opts.onInFlight?.(run.inFlight);
        return placeAt(turn === 0 ? scheduledMs : opts.clock.now() - run.t0);
      },
      (turn) => `${request.id}/t${turn}${run.suffix}`
    ).then(() => void 0);
  } else if (agent) {
    Object.assign(request, agentField(pair.prompt, n));
    done = runAgentSession(
      counted,
      pair.provider,
      request,
      (step) => {
        run.inFlight++;
        opts.onInFlight?.(run.inFlight);
        return placeAt(step === 0 ? scheduledMs : opts.clock.now() - run.t0);
      },
      (step) => `${request.id}/step${step}${run.suffix}`
    ).then(() => void 0);
  } else {
    run.inFlight++;
    opts.onInFlight?.(run.inFlight);
    done = runOne(counted, pair.provider, request, placeAt(scheduledMs), false, { dueAt }).then(() => void 0);
  }
  done = done.finally(() => {
    ended();
    run.pending.delete(done);
  });
  run.pending.add(done);
  return endedP;
}
function unreachable(run) {
  return (run.opts.breaker?.notSentReason(run.pair.provider.id) ?? null) !== null;
}
async function notSent(run, n, scheduledMs) {
  const { opts, pair } = run;
  if (opts.signal?.aborted) return;
  const request = {
    id: `${pair.provider.id}/${pair.prompt.id}/s${run.stageIndex}/${n + 1}${run.suffix}`,
    index: n,
    provider: pair.provider,
    promptId: pair.prompt.id,
    messages: [],
    maxTokens: pair.provider.max_tokens,
    rep: n + 1,
    warmup: scheduledMs < run.warmupMs,
    cacheBust: null,
    synthetic: null
  };
  await runOne(opts, pair.provider, request, placeOf(run, scheduledMs, 0));
}
async function runClosedLoop(run, streams) {
  const { clock, signal } = run.opts;
  const { t0, endAt, maxRequests, durationMs } = run;
  let dispatched = 0;
  const worker = async () => {
    let freeAt = t0;
    while (!signal?.aborted && !unreachable(run) && dispatched < maxRequests && freeAt < endAt) {
      await send(run, dispatched++, freeAt - t0, 0);
      freeAt = clock.now();
    }
    if (durationMs !== null && !signal?.aborted && unreachable(run) && dispatched < maxRequests && freeAt < endAt)
      await notSent(run, dispatched++, freeAt - t0);
  };
  await Promise.all(Array.from({ length: streams }, worker));
  if (durationMs === null && unreachable(run))
    while (dispatched < maxRequests && !signal?.aborted) await notSent(run, dispatched++, clock.now() - t0);
}
function arrivalSchedule(run) {
  const { mine, aligned, t0, endAt, durationMs, maxRequests } = run;
  const arrival = {
    rate: mine.rate ?? 1,
    arrival: mine.arrival ?? "poisson",
    burstiness: mine.burstiness ?? 1
  };
  const speedup = run.stage.speedup ?? 1;
  const untilMs = aligned?.endAtNow != null ? endAt - t0 : durationMs ?? Number.POSITIVE_INFINITY;
  return run.replayAll ? run.mineReplay.map((e) => e.offsetMs / speedup).filter((at2) => at2 < untilMs).slice(0, maxRequests) : arrivalTimes(arrival, run.seed ?? 0, untilMs, maxRequests);
}
async function runOpenLoop(run) {
  const { clock, signal } = run.opts;
  const { t0 } = run;
  const times = arrivalSchedule(run);
  const cap2 = run.mine.max_concurrency ?? Number.POSITIVE_INFINITY;
  const lead = cap2 === Number.POSITIVE_INFINITY && !run.conversational && !run.agent ? run.opts.dispatchLeadMs ?? 0 : 0;
  const running = /* @__PURE__ */ new Set();
  let slotFreed = null;
  let lastSlotAt = Number.NEGATIVE_INFINITY;
  let stoppedAt = times.length;
  for (const [n, at2] of times.entries()) {
    if (signal?.aborted) break;
    if (unreachable(run)) {
      stoppedAt = n;
      break;
    }
    await sleepUntil(clock, t0 + at2 - lead, signal);
    if (signal?.aborted) break;
    if (unreachable(run)) {
      stoppedAt = n;
      break;
    }
    if (running.size >= cap2) {
      while (running.size >= cap2) await new Promise((resolve) => slotFreed = resolve);
      lastSlotAt = clock.now();
    }
    const slotWait = Math.max(0, lastSlotAt - (t0 + at2));
    const p = send(run, n, at2, slotWait, lead > 0 ? t0 + at2 : null).finally(() => {
      running.delete(p);
      const wake = slotFreed;
      slotFreed = null;
      wake?.();
    });
    running.add(p);
  }
  for (let n = stoppedAt; n < times.length && !signal?.aborted; n++) await notSent(run, n, times[n]);
  await Promise.all(running);
}
function turnsPerSession(pair, workloads) {
  const c = pair.prompt.conversations;
  if (c === void 0) return 1;
  if (typeof c === "object") return c.turns;
  const list = workloads?.conversations[pair.prompt.id] ?? [];
  return list.length === 0 ? 1 : list.reduce((sum, s) => sum + s.turns.length, 0) / list.length;
}
function replayContent(e, providerMaxTokens) {
  const { text, inputTokens } = replayText(e, 1);
  const maxTokens = e.outputTokens ?? providerMaxTokens;
  return {
    messages: [{ role: "user", content: text }],
    maxTokens,
    synthetic: null,
    workload: {
      source: "replay",
      line: e.line,
      input_tokens: inputTokens,
      max_tokens: maxTokens,
      answer_tokens: e.outputTokens,
      session_id: e.sessionId
    }
  };
}

// src/run/for-each-limited.ts
async function forEachLimited(items, limit, fn, signal) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++];
      await fn(item);
    }
  };
  const workers = [];
  for (let i = 0; i < Math.max(1, Math.min(limit, items.length)); i++) {
    if (i > 0) await nextTurn();
    workers.push(worker());
  }
  await Promise.all(workers);
}
function nextTurn() {
  return new Promise((resolve) => setImmediate(resolve));
}

// src/run/runner.ts
async function runPlan(opts) {
  const byProvider = /* @__PURE__ */ new Map();
  for (const r of opts.plan.requests) {
    const list = byProvider.get(r.provider.id);
    if (list) list.push(r);
    else byProvider.set(r.provider.id, [r]);
  }
  const groups = [...byProvider.values()];
  await forEachLimited(
    groups,
    opts.parallelProviders,
    async (requests) => {
      const provider = requests[0].provider;
      const one = async (r) => {
        if (r.conversation) await runSession(opts, provider, r, null);
        else if (r.agent) await runAgentSession(opts, provider, r);
        else await runOne(opts, provider, r);
      };
      await forEachLimited(
        requests.filter((r) => r.warmup),
        provider.concurrency,
        one,
        opts.signal
      );
      await forEachLimited(
        requests.filter((r) => !r.warmup),
        provider.concurrency,
        one,
        opts.signal
      );
    },
    opts.signal
  );
}

// src/run/text-spool.ts
import { open as open3, rm, mkdtemp } from "node:fs/promises";
import { createReadStream } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
var SPOOL_FILE = "texts.ndjson";
var TextSpool = class _TextSpool {
  #dir;
  #file;
  #fh;
  #scrub;
  #queue = Promise.resolve();
  /** The first write that failed (a full disk): kept, not thrown, so the run goes on; countAll reports it. */
  #error = null;
  #closed = false;
  count = 0;
  constructor(dir, fh, scrub) {
    this.#dir = dir;
    this.#file = join(dir, SPOOL_FILE);
    this.#fh = fh;
    this.#scrub = scrub;
  }
  static async create(scrub) {
    const dir = await mkdtemp(join(tmpdir(), "streamgauge-texts-"));
    try {
      return new _TextSpool(dir, await open3(join(dir, SPOOL_FILE), "w"), scrub);
    } catch (err) {
      await rm(dir, { recursive: true, force: true });
      throw err;
    }
  }
  /** The spool file (in a temporary folder of its own). */
  get file() {
    return this.#file;
  }
  /** Keeps one response's text (in completion order) for counting after the run. */
  add(traceId, answer, reasoning) {
    const line = JSON.stringify([traceId, this.#scrub(answer), this.#scrub(reasoning)]) + "\n";
    this.count++;
    this.#queue = this.#queue.then(() => this.#error ? void 0 : this.#fh.appendFile(line, "utf8")).catch((err) => {
      this.#error ??= err;
    });
  }
  /**
   * Counts every kept text: trace id -> counts (null when the counter could
   * not count it, a miss when it gave up at a deadline). Several texts are in flight at once, so the worker is never
   * idle waiting for the next one.
   */
  async countAll(counter, inFlight = 32) {
    await this.#close();
    if (this.#error) throw new Error(`the texts could not be kept for counting: ${this.#error.message}`);
    const out = /* @__PURE__ */ new Map();
    const pending = /* @__PURE__ */ new Set();
    const lines = createInterface({ input: createReadStream(this.#file, "utf8"), crlfDelay: Infinity });
    for await (const line of lines) {
      if (line === "") continue;
      const [id, answer, reasoning] = JSON.parse(line);
      const p = counter.count(answer, reasoning).then((c) => {
        out.set(id, c);
        pending.delete(p);
      });
      pending.add(p);
      if (pending.size >= inFlight) await Promise.race(pending);
    }
    await Promise.all(pending);
    return out;
  }
  /** Removes the file; safe to call more than once. */
  async remove() {
    await this.#close();
    await rm(this.#dir, { recursive: true, force: true });
  }
  async #close() {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await this.#queue;
    } finally {
      await this.#fh.close();
    }
  }
};

// src/run/results-head.ts
import { open as open4, readFile as readFile2 } from "node:fs/promises";
var QUOTE2 = 34;
var BACKSLASH2 = 92;
async function readResultsHead(file, chunkBytes = 1 << 20) {
  const scan = new HeadScanner();
  const fh = await open4(file, "r");
  try {
    const buf = Buffer.allocUnsafe(chunkBytes);
    for (; ; ) {
      const { bytesRead } = await fh.read(buf, 0, buf.length, null);
      if (bytesRead === 0) break;
      scan.feed(buf.subarray(0, bytesRead));
    }
  } finally {
    await fh.close();
  }
  const head = scan.finish();
  return head ?? { doc: JSON.parse(await readFile2(file, "utf8")), requests: null };
}
var HeadScanner = class {
  #depth = 0;
  #inString = false;
  /** The byte after a backslash in a string, maybe in the next chunk. */
  #skip = false;
  /** A string at depth 1 (a key candidate) is being read: its bytes so far. */
  #key = null;
  #keyStart = 0;
  #lastKey = "";
  #phase = "before";
  /** Bytes before the list's `[` and after its `]`. */
  #before = [];
  #after = [];
  /** The current item's bytes from earlier chunks, and where it starts in this one. */
  #item = [];
  #segStart = 0;
  #count = 0;
  #measured = 0;
  #itemFailed = false;
  feed(chunk2) {
    if (this.#phase === "after") {
      this.#after.push(Buffer.from(chunk2));
      return;
    }
    if (this.#phase === "bad") return;
    this.#segStart = 0;
    this.#keyStart = 0;
    for (let i = 0; i < chunk2.length; i++) {
      const c = chunk2[i];
      if (this.#skip) {
        this.#skip = false;
        continue;
      }
      if (this.#inString) {
        if (c === BACKSLASH2) this.#skip = true;
        else if (c === QUOTE2) {
          this.#inString = false;
          if (this.#key !== null) {
            this.#lastKey = Buffer.concat([...this.#key, chunk2.subarray(this.#keyStart, i + 1)]).toString("utf8");
            this.#key = null;
          }
        }
        continue;
      }
      if (c === QUOTE2) {
        this.#inString = true;
        if (this.#depth === 1) {
          this.#key = [];
          this.#keyStart = i;
        }
        continue;
      }
      if (c === 123 || c === 91) {
        if (this.#depth === 1 && c === 91 && this.#lastKey === '"requests"' && this.#phase === "before") {
          this.#before.push(Buffer.from(chunk2.subarray(this.#segStart, i)));
          this.#phase = "in";
          this.#item = [];
          this.#segStart = i + 1;
        }
        this.#depth++;
      } else if (c === 125 || c === 93) {
        this.#depth--;
        if (this.#depth === 1 && this.#phase === "in" && c === 93) {
          const tail = this.#takeItem(chunk2, i);
          if (tail.trim() !== "") this.#countItem(tail);
          this.#phase = "after";
          this.#after.push(Buffer.from(chunk2.subarray(i + 1)));
          return;
        }
        if (this.#depth < 0) {
          this.#phase = "bad";
          return;
        }
      } else if (c === 44 && this.#depth === 2 && this.#phase === "in") {
        this.#countItem(this.#takeItem(chunk2, i));
        this.#segStart = i + 1;
      } else if (c === 44 && this.#depth === 1) {
        this.#lastKey = "";
      }
    }
    const rest = Buffer.from(chunk2.subarray(this.#segStart));
    if (this.#phase === "before") this.#before.push(rest);
    else this.#item.push(rest);
    if (this.#key !== null) this.#key.push(Buffer.from(chunk2.subarray(this.#keyStart)));
  }
  #takeItem(chunk2, end) {
    const text = Buffer.concat([...this.#item, chunk2.subarray(this.#segStart, end)]).toString("utf8");
    this.#item = [];
    return text;
  }
  #countItem(text) {
    this.#count++;
    try {
      const item = JSON.parse(text);
      if (item?.warmup !== true) this.#measured++;
    } catch {
      this.#itemFailed = true;
    }
  }
  /** The head, or null when the scan found no whole requests list or an item is not JSON. */
  finish() {
    if (this.#phase !== "after" || this.#itemFailed) return null;
    try {
      const doc = JSON.parse(
        Buffer.concat(this.#before).toString("utf8") + "[]" + Buffer.concat(this.#after).toString("utf8")
      );
      return { doc, requests: { count: this.#count, measured: this.#measured } };
    } catch {
      return null;
    }
  }
};

// src/run/engine.ts
var DISPATCH_LEAD_MS = 50;
function planOrder(config) {
  return { providers: config.providers.map((p) => p.id), prompts: config.prompts.map((p) => p.id) };
}
async function measureRun(opts) {
  const clock = opts.clock ?? systemClock;
  const releaseEpoch = clock === systemClock ? claimEpoch() : null;
  try {
    return await measureOnClock(opts, clock);
  } finally {
    releaseEpoch?.();
  }
}
async function measureOnClock(opts, clock) {
  const { loaded } = opts;
  const startedAt = wallDate(clock);
  const plan = planRun(opts);
  const { files, scrub, writer } = await openRunOutput(opts.outDir, loaded);
  const stop = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, stop.signal]) : stop.signal;
  const dispatcher = opts.dispatcher ?? createMeasuringAgent({ connectTimeoutMs: 3e4, clock });
  let spool = null;
  const metricsFile = join2(files.dir, SERVER_METRICS_FILE);
  const metricsWriter = new MetricsWriter(metricsFile, scrub);
  let serverMetrics = null;
  let pool = null;
  const stalls = new StallMonitor(clock);
  const keep = traceKeeper({ clock, stalls, writer, stop, location: opts.location ?? null, pool: () => pool });
  let clientStalls;
  let met;
  const poolStarting = startMeasurerPool(opts, plan, signal);
  try {
    spool = await TextSpool.create(scrub).catch((err) => {
      opts.onWarning?.(`reference token counts are off for this run: ${err.message}`);
      return null;
    });
    try {
      pool = await takeMeasurers(opts, poolStarting, plan, clock, stalls);
      serverMetrics = serverMetricsOf(plan, metricsWriter, clock, startedAt);
      met = await waitForStartAt(opts, plan, clock, signal);
      const common = {
        keys: loaded.keys,
        aws: loaded.aws,
        dispatcher,
        clock,
        scrub,
        signal,
        spool,
        executor: pool ?? void 0,
        checked: new Set(Object.keys(expectOfPrompts(loaded.config.prompts))),
        breaker: new ConnectBreaker(
          (id) => plan.providers.find((p) => p.id === id)?.max_consecutive_connect_errors ?? Number.POSITIVE_INFINITY
        )
      };
      await sendPlan(opts, plan, common, serverMetrics, pool !== null, keep);
    } finally {
      const threshold = loaded.config.analysis.max_client_stall_ms;
      clientStalls = pool === null ? stalls.stop(threshold) : summarizeStalls(opts.measurerPool ? [] : await pool.close(), threshold);
      await writer.close().catch(() => void 0);
      await serverMetrics?.close();
      if (!opts.dispatcher) await dispatcher.close();
    }
    if (writer.error) throw asOutputError(writer.error, files.traces, { count: writer.written, file: files.traces });
    return await analyzeRun(opts, {
      plan,
      files,
      scrub,
      spool,
      startedAt,
      clock,
      met,
      clientStalls,
      metricsFile: serverMetrics === null ? null : metricsFile
    });
  } finally {
    if (pool === null) await poolStarting?.then((p) => p.close()).catch(() => void 0);
    await spool?.remove();
  }
}
function planRun(opts) {
  const { loaded } = opts;
  const plan = buildPlan(loaded.config, {
    shard: opts.shard ?? null,
    nonce: () => randomBytes(4).toString("hex"),
    promptFiles: loaded.promptFiles,
    workloads: loaded.workloads
  });
  for (const w of loaded.warnings ?? []) opts.onWarning?.(w);
  for (const s of loaded.skipped ?? [])
    opts.onWarning?.(`provider "${s.provider}" skipped: ${s.reason} (its API key); the other providers run`);
  opts.onPlan?.(plan);
  return plan;
}
async function openRunOutput(outDir, loaded) {
  const files = outputFiles(outDir);
  await makeOutputDir(files.dir).catch((err) => {
    throw asOutputError(err, files.dir, null);
  });
  const scrub = makeScrubber(loaded.secrets);
  const writer = await TraceWriter.create(files.traces, scrub).catch((err) => {
    throw asOutputError(err, files.traces, null);
  });
  return { files, scrub, writer };
}
function traceKeeper(k) {
  const { clock } = k;
  const attachStalls = (trace) => {
    const pool = k.pool();
    if (pool !== null) {
      trace.client_stalls = pool.takeStalls(trace.id) ?? [];
      return;
    }
    const dispatch = trace.t0_epoch_ms - (clock.epochMs() - clock.now());
    trace.client_stalls = k.stalls.stallsDuring(dispatch, dispatch + (trace.at.end ?? clock.now() - dispatch));
  };
  return async (trace) => {
    attachStalls(trace);
    if (k.location !== null) trace.location = k.location;
    await k.writer.append(trace);
    if (k.writer.error) k.stop.abort();
  };
}
function startMeasurerPool(opts, plan, signal) {
  const { loaded } = opts;
  const threads = opts.clock !== void 0 || opts.dispatcher !== void 0 ? null : measurerThreads(opts.measurerThreads ?? loaded.config.run?.measurer_threads);
  const poolStarting = threads !== null && !opts.measurerPool ? MeasurerPool.start(
    threads,
    {
      providers: plan.providers,
      keys: loaded.keys,
      aws: loaded.aws,
      secrets: loaded.secrets,
      connectTimeoutMs: 3e4
    },
    signal
  ) : null;
  poolStarting?.catch(() => void 0);
  return poolStarting;
}
async function takeMeasurers(opts, poolStarting, plan, clock, stalls) {
  if (opts.measurerPool) return opts.measurerPool;
  if (poolStarting !== null) return await poolStarting;
  await warmDispatchPath(plan.providers, clock);
  stalls.start();
  return null;
}
function serverMetricsOf(plan, metricsWriter, clock, startedAt) {
  if (!plan.providers.some((p) => p.metrics_url !== void 0)) return null;
  return new ServerMetrics(metricsWriter, (id) => {
    const p = plan.providers.find((x) => x.id === id);
    if (p?.metrics_url === void 0) return null;
    return new MetricsPoller({
      provider: id,
      url: p.metrics_url,
      intervalS: p.metrics_interval_s ?? 1,
      metricsMap: p.metrics_map ?? {},
      clock,
      runStartEpochMs: startedAt.getTime(),
      writer: metricsWriter
    });
  });
}
async function waitForStartAt(opts, plan, clock, signal) {
  const startAt = opts.startAtEpochMs ?? null;
  if (startAt === null) return null;
  const wallMs = clock === systemClock ? () => Date.now() : () => clock.epochMs();
  const left = startAt - wallMs();
  const iso = new Date(startAt).toISOString();
  if (left > 0) {
    opts.onNotice?.(`waiting ${formatWait(left)} for --start-at ${iso}, the shards' common start`);
    for (let rest = left; rest > 0 && !signal.aborted; rest = startAt - wallMs())
      await sleepUntil(clock, clock.now() + Math.min(rest > 20 ? rest / 2 : rest, 1e3), signal);
    if (clock === systemClock) resyncEpochIfAlone();
  } else
    opts.onNotice?.(
      `--start-at ${iso} was ${formatWait(-left)} ago: starting now` + (plan.load ? ", at the stage the other shards are running" : "")
    );
  return { at: iso, waited_ms: Math.round(Math.max(0, left)), late_ms: Math.round(Math.max(0, -left)) };
}
async function sendPlan(opts, plan, common, serverMetrics, threaded, keep) {
  const { loaded } = opts;
  let done = 0;
  if (plan.load) {
    await runLoad({
      ...common,
      load: plan.load,
      nonce: () => randomBytes(4).toString("hex"),
      promptFiles: loaded.promptFiles,
      workloads: loaded.workloads,
      onWarning: (m) => opts.onWarning?.(m),
      onStage: (info) => opts.onStage?.(info),
      onInFlight: (n) => opts.onInFlight?.(n),
      serverMetrics,
      startAtEpochMs: opts.startAtEpochMs ?? null,
      dispatchLeadMs: threaded ? DISPATCH_LEAD_MS : 0,
      onTrace: async (trace, request) => {
        await keep(trace);
        opts.onTrace?.(trace, request, ++done, 0);
      }
    });
    return;
  }
  await Promise.all(plan.providers.map((p) => serverMetrics?.begin(p.id)));
  await runPlan({
    ...common,
    plan,
    parallelProviders: loaded.config.parallel_providers,
    onTrace: async (trace, request) => {
      await keep(trace);
      if (trace.step === void 0 || trace.agent_end !== void 0) done++;
      opts.onTrace?.(trace, request, done, plan.requests.length);
    }
  });
}
function expectOfPrompts(prompts) {
  return Object.fromEntries(prompts.flatMap((p) => p.expect === void 0 ? [] : [[p.id, p.expect]]));
}
function withExpect(analysis, prompts) {
  const expect = expectOfPrompts(prompts);
  return Object.keys(expect).length === 0 ? analysis : { ...analysis, expect };
}
async function analyzeRun(opts, m) {
  const { loaded } = opts;
  const { files, scrub, met } = m;
  const counts = m.spool ? await referenceCounts(m.spool, opts.onWarning) : null;
  const cap2 = loaded.config.report.timelines_per_group;
  const analysis = withFluidityDefaults(
    withExpect(loaded.config.analysis, loaded.config.prompts),
    loaded.config.load?.slo
  );
  const pass = await passTraces(files.traces, analysis, {
    cap: cap2,
    allTraces: met !== null || m.metricsFile !== null,
    ...counts === null ? {} : {
      rewrite: {
        counts,
        scrub,
        onRewriteError: (err) => opts.onWarning?.(`reference token counts not added: ${err.message}`)
      }
    }
  });
  const traces = figureTraces(pass);
  const run = runInfo({
    env: opts.env,
    startedAt: m.startedAt,
    finishedAt: wallDate(m.clock),
    configSha256: loaded.sha256,
    configFile: loaded.file,
    shard: m.plan.shard
  });
  if (met !== null) run.start_at = { ...met, clock_offset: estimateClockOffset(traces) };
  const location = opts.location ?? null;
  if (location !== null) run.location = location;
  if (loaded.skipped) run.skipped_providers = loaded.skipped.map((s) => ({ ...s }));
  run.client_stalls = m.clientStalls;
  const results = withValidity(
    withServerFigures(
      withLoadFigures(
        analyzed(pass.samples, run, planOrder(loaded.config)),
        traces,
        loaded.config.load?.slo ?? null,
        pass.samples.samplesById
      ),
      traces,
      m.metricsFile === null ? [] : await serverMetricsOrNone(m.metricsFile, opts.onWarning)
    )
  );
  return {
    results,
    // Only what report.html draws, read back from traces.ndjson: the rest need not outlive the analysis.
    traces: await reportTracesOf(pass, results, cap2),
    files,
    cancelled: opts.signal?.aborted ?? false,
    scrub,
    timelinesPerGroup: cap2
  };
}
async function referenceCounts(spool, onWarning) {
  if (spool.count === 0) {
    await spool.remove();
    return null;
  }
  const counter = startReferenceCounter((message) => onWarning?.(message));
  try {
    const counts = await spool.countAll(counter);
    const missed = [...counts.values()].filter((c) => c !== null && !isReferenceTokens(c)).length;
    if (missed > 0)
      onWarning?.(
        `${missed} response text${missed === 1 ? "" : "s"} not counted with the reference tokenizer within its deadline (${TEXT_DEADLINE_MS / 1e3} s a text, ${RUN_DEADLINE_MS / 1e3} s a run): their rates use the provider's count or chars/4, labelled as such, and each trace says why (reference_tokens_missed)`
      );
    return counts;
  } catch (err) {
    onWarning?.(`reference token counts not added: ${err.message}`);
    return null;
  } finally {
    await counter.close();
    await spool.remove();
  }
}
var ReanalyzeError = class extends StreamgaugeError {
  code = "SG_REANALYZE";
};
async function reanalyze(opts) {
  const src = outputFiles(opts.outDir);
  let previous = null;
  let previousMeasured = 0;
  try {
    const head = await readResultsHead(src.results);
    const parsed = head.doc;
    if (head.requests !== null) previousMeasured = head.requests.measured;
    if (parsed.schema !== RESULTS_SCHEMA || !parsed.run)
      throw new ReanalyzeError(
        `${src.results}: schema is ${JSON.stringify(parsed.schema)}, expected "${RESULTS_SCHEMA}"`
      );
    const analysis = Analysis.safeParse(parsed.analysis);
    if (!analysis.success)
      throw new ReanalyzeError(
        `${src.results}: field "analysis" is not a set of thresholds: ${analysis.error.message}`
      );
    const slo2 = Slo.safeParse(parsed.slo);
    previous = {
      run: parsed.run,
      analysis: analysis.data,
      slo: slo2.success ? slo2.data : null,
      order: planOrderOf(parsed)
    };
  } catch (err) {
    if (err instanceof ReanalyzeError) throw err;
    const code = err.code;
    if (code !== "ENOENT")
      throw new ReanalyzeError(
        `${src.results}: ${err.message}. Fix: restore the file or delete it to use default thresholds.`
      );
  }
  const thresholds = withFluidityDefaults(
    Analysis.parse({
      ...previous?.analysis,
      ...definedOnly(opts.overrides),
      ...fluidityOverride(previous?.analysis, opts),
      ...opts.expect === void 0 ? {} : { expect: opts.expect }
    }),
    opts.slo ?? previous?.slo
  );
  const srcMetrics = join2(src.dir, SERVER_METRICS_FILE);
  const serverLines = await serverMetricsOrNone(srcMetrics, opts.onWarning);
  const pass = await passTraces(src.traces, thresholds, {
    allTraces: serverLines.length > 0,
    ...opts.onWarning ? { onWarning: opts.onWarning } : {}
  });
  const at2 = wallDate(opts.clock ?? systemClock);
  const now = at2.toISOString();
  const run = previous?.run ?? {
    ...runInfo({
      env: {},
      startedAt: at2,
      finishedAt: at2,
      configSha256: "",
      configFile: null,
      shard: null
    }),
    started_at: now,
    finished_at: now
  };
  const slo = opts.slo ?? previous?.slo ?? null;
  const traces = figureTraces(pass);
  const results = withValidity(
    withServerFigures(
      withLoadFigures(
        analyzed(pass.samples, { ...run, reanalyzed_at: now }, previous?.order),
        traces,
        slo,
        pass.samples.samplesById
      ),
      traces,
      serverLines
    )
  );
  const dest = opts.newOutDir ? outputFiles(opts.newOutDir) : src;
  const { measured } = pass;
  if (dest.results === src.results && measured < previousMeasured && !opts.force)
    throw new ReanalyzeError(
      `${src.traces} holds ${measured} measured request${measured === 1 ? "" : "s"}, but ${src.results} has ${previousMeasured}: re-analyzing in place would replace the results with less, so nothing was changed. Fix: restore traces.ndjson, write elsewhere with -o NEWOUT, or pass --force to replace them anyway.`
    );
  await mkdir2(dest.dir, { recursive: true });
  if (dest.traces !== src.traces) await copyFile(src.traces, dest.traces);
  if (dest.dir !== src.dir && serverLines.length > 0) await copyFile(srcMetrics, join2(dest.dir, SERVER_METRICS_FILE));
  const kept = await reportTracesOf(pass, results);
  const report = runReport(results);
  await publish(dest, { results, traces: kept }, { report });
  return { results, traces: kept, files: dest, report };
}
function fluidityOverride(recorded, opts) {
  const given = opts.overrides.fluidity;
  return given === void 0 ? {} : { fluidity: { ...recorded?.fluidity, ...definedOnly(given) } };
}
function definedOnly(o) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== void 0));
}

export {
  ON_MISSING_KEY,
  loadConfig,
  parseConfig,
  parseShard,
  parseStartAt,
  isEnvironmentError,
  OutputWriteError,
  asOutputError,
  makeOutputDir,
  measureRun,
  expectOfPrompts,
  reanalyze
};
