import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  cancelOnSignals,
  checkLocation,
  describeChange,
  regressionFailure,
  runnerLocation,
  unconfirmedSentence
} from "./chunk-AAOFXQ4O.js";
import {
  artifactUrl,
  isPullRequestEvent,
  readRunContext
} from "./chunk-EP7YGQMU.js";
import {
  ON_MISSING_KEY,
  loadConfig,
  measureRun,
  parseShard,
  parseStartAt
} from "./chunk-GDPLPXU6.js";
import "./chunk-TAQLKWRO.js";
import {
  sparklineWithGaps
} from "./chunk-QPUR2USM.js";
import {
  INPUT_DEFAULTS,
  Inputs,
  Outputs,
  State,
  getInput,
  getState,
  group,
  info,
  notice,
  saveState,
  setFailed,
  setOutput,
  setSecret,
  summary,
  warning
} from "./chunk-77NXSR6B.js";
import {
  mergeRuns
} from "./chunk-MQNMUVYV.js";
import {
  publish,
  renderDocMarkdown,
  renderSpansMarkdown,
  summaryDoc
} from "./chunk-EKAQNL4Z.js";
import "./chunk-FIIRUI2R.js";
import {
  regressionCount,
  regressions,
  streamingVerdict,
  withComparisons
} from "./chunk-TMFSUEHO.js";
import {
  artifactName,
  selectShards
} from "./chunk-S7QI73DO.js";
import {
  COMPARISON_COLUMNS,
  HEADLINE_SECTIONS,
  cell,
  code,
  compactSection,
  docOf,
  dropSections,
  foldSections,
  insertBefore,
  insertSection,
  limitRows,
  list,
  nameColumn,
  nothingSucceededFailure,
  para,
  plain,
  replaceSection,
  reportOf,
  runReport,
  sectionOf,
  strong,
  untitled
} from "./chunk-HFRD7VE5.js";
import {
  STREAMING,
  VERDICT_LABEL,
  baselineSentence,
  comparedLabel,
  comparisonReason,
  flagTally,
  formatPct,
  formatPctInterval,
  formatStreamingChange,
  levelPct,
  reasonLabel,
  verdictOf
} from "./chunk-PKD4NBUI.js";
import {
  NA,
  formatNumber
} from "./chunk-WKUXESJ5.js";
import "./chunk-3M36TB5N.js";
import "./chunk-4P42FROQ.js";
import "./chunk-TJNM7ZPL.js";
import "./chunk-2FLOUNRV.js";
import "./chunk-3D5EZPZV.js";
import "./chunk-YSFTEKOP.js";
import "./chunk-TNKYJXLO.js";
import "./chunk-GX27B57U.js";
import {
  ConfigError,
  configFailureHead,
  configFileMissing,
  formatProblems,
  missingKeyHint
} from "./chunk-BMVBP4HX.js";
import {
  StreamgaugeError
} from "./chunk-4X35AXDE.js";
import {
  maxOf
} from "./chunk-VZFYQJYA.js";
import "./chunk-I62QRV6M.js";
import "./chunk-DLMYZAXB.js";

// src/action/main.ts
import { relative, resolve } from "node:path";

// src/action/errors.ts
var thrownMessage = (err) => err instanceof Error ? err.message : String(err);

// src/action/check-history.ts
import { tmpdir } from "node:os";

// src/action/regression.ts
function overallVerdict(results) {
  const comparisons = results.comparisons;
  if (comparisons === void 0) return "none";
  const r = regressions(results);
  if (r.slower.length > 0 || r.stopped_streaming.length > 0) return "slower";
  if (comparisons.some((c) => c.verdict === "faster")) return "faster";
  if (comparisons.some((c) => c.verdict === "no_change")) return "no_change";
  return "insufficient_data";
}

// src/action/check-history.ts
var historyStores = () => import("./chunk-EJ7L4UDG.js");
async function checkHistory(inputs, ctx, produced, failures) {
  const unchecked = { results: produced.results, trend: null, opened: null, report: null };
  if (inputs.history === "none") return unchecked;
  if (produced.cancelled) {
    info("The run was cancelled: no regression check, and the history is left as it was.");
    return unchecked;
  }
  return group("History and regression check", async () => {
    process.env.GIT_TERMINAL_PROMPT ??= "0";
    const { openHistory, redact, storeOf } = await historyStores();
    let opened;
    try {
      opened = await openHistory(inputs, ctx, { cwd: process.cwd(), tempDir: ctx.tempDir ?? tmpdir() });
    } catch (err) {
      const problem = redact(thrownMessage(err), [inputs.githubToken]);
      failures.push(`Reading the history (\`${Inputs.History}: ${inputs.history}\`) failed: ${problem}`);
      info(`No regression check: ${problem}`);
      return {
        ...unchecked,
        report: { store: storeOf(inputs, ctx), baselineRuns: 0, trendRuns: 0, added: null, problem }
      };
    }
    if (opened.baselines.length === 0) {
      info("No earlier run in the history yet: nothing to compare with.");
      return { results: produced.results, trend: opened.trend, opened, report: opened.report };
    }
    let results;
    try {
      results = withComparisons(produced.results, opened.baselines, { min_effect_pct: inputs.minEffectPct });
    } catch (err) {
      await opened.branch?.close();
      throw err;
    }
    info(`compared with ${opened.baselines.length} earlier run(s): ${overallVerdict(results)}`);
    for (const c of results.comparisons ?? [])
      if (c.verdict === "slower" || c.verdict === "faster")
        info(`  ${c.verdict}${c.confirmed === false ? " (unconfirmed)" : ""}: ${describeChange(c)}`);
    const { unconfirmed } = regressions(results);
    if (unconfirmed.length > 0) warning(unconfirmedSentence(results, unconfirmed));
    for (const c of results.streaming_changes ?? [])
      if (c.alert)
        warning(
          `${c.provider} / ${c.prompt} streams less than before: ${c.baseline_streaming} -> ${c.current_streaming}`
        );
    return { results, trend: opened.trend, opened, report: opened.report };
  });
}
function dashboardTitle(ctx) {
  return ctx.repository ? `streamgauge \xB7 ${ctx.repository.owner}/${ctx.repository.repo}` : "streamgauge dashboard";
}
async function addToBranch(inputs, ctx, results, branch, failures) {
  const { addRunToBranch, defaultBranchFor, redact, writeDecision } = await historyStores();
  const mergesOtherRun = inputs.runId !== null;
  const defaultBranch = isPullRequestEvent(ctx.eventName) || mergesOtherRun ? null : await defaultBranchFor(ctx, process.cwd());
  const decision = writeDecision({ eventName: ctx.eventName, ref: ctx.ref, defaultBranch, mergesOtherRun });
  if (!decision.write) {
    info(`Not added to the history: ${decision.reason}`);
    return { added: { added: false, reason: decision.reason } };
  }
  try {
    const entries = await addRunToBranch(branch, results, {
      maxEntries: inputs.historyMaxEntries,
      runId: ctx.runId,
      dashboard: inputs.dashboard ? { title: dashboardTitle(ctx), serverUrl: ctx.serverUrl } : null
    });
    return { added: { added: true, entries }, ...inputs.dashboard ? { dashboard: true } : {} };
  } catch (err) {
    const problem = redact(thrownMessage(err), [inputs.githubToken]);
    failures.push(`Adding this run to the history branch ${branch.branch} failed: ${problem}`);
    return { added: { added: false, reason: `adding it failed: ${problem}` } };
  }
}

// src/action/comment-target.ts
function decideComment(inputs, ctx) {
  if (inputs.comment === "never")
    return { post: false, level: "info", message: `${Inputs.Comment} is never: no comment.` };
  const number = inputs.prNumber ?? ctx.pullRequest?.number ?? null;
  if (number === null) {
    const message = `No pull request to comment on: the event is ${ctx.eventName || "(unknown)"} and \`${Inputs.PrNumber}\` is not set.` + (inputs.comment === "always" ? ` To fix this, run the step on pull_request events, or pass \`${Inputs.PrNumber}\`.` : "");
    return { post: false, level: inputs.comment === "always" ? "warning" : "info", message };
  }
  if (ctx.repository === null)
    return {
      post: false,
      level: "warning",
      message: "GITHUB_REPOSITORY is not set (owner/repo), so there is no pull request to comment on."
    };
  if (inputs.githubToken === "")
    return {
      post: false,
      level: "warning",
      message: `\`${Inputs.GithubToken}\` is empty, so no comment. To fix this, leave it at its default (\${{ github.token }}) or pass a token that can write pull requests.`
    };
  return {
    post: true,
    owner: ctx.repository.owner,
    repo: ctx.repository.repo,
    issueNumber: number,
    fromFork: inputs.prNumber === null && (ctx.pullRequest?.fromFork ?? false)
  };
}

// src/report/comment.ts
var COMMENT_CHANGES_SHOWN = 10;
var COMMENT_GROUPS_SHOWN = 20;
function changesSection(doc) {
  const compared = sectionOf(doc, "comparisons");
  if (!compared) return null;
  const blocks = compared.blocks.flatMap((b) => {
    if (b.kind === "list") return [b];
    if (b.kind !== "table") return [];
    const rows = b.rows.filter((r) => r.some((c) => c.kind === "alert" || c.kind === "good"));
    return rows.length === 0 ? [] : [{ ...b, id: "changes", rows }];
  });
  if (blocks.length === 0) return null;
  return { id: "changes", heading: "Regressions and improvements", level: 2, blocks };
}
var COMMENT_TOP = [...HEADLINE_SECTIONS, "load"];
function commentTopDoc(input) {
  const { results, doc: full } = reportOf(input);
  let doc = dropSections(full, (id) => !COMMENT_TOP.includes(id));
  doc = insertSection(doc, compactSection(results));
  doc = limitRows(doc, "compact", COMMENT_GROUPS_SHOWN, (n) => `${n} more groups in the full report below.`);
  const changes = changesSection(full);
  if (changes) {
    doc = insertSection(doc, changes, "compact");
    doc = limitRows(doc, "changes", COMMENT_CHANGES_SHOWN, (n) => `${n} more changes in the full report below.`);
  }
  return doc;
}
function commentWorthy(results) {
  const changed = (results.comparisons ?? []).some((c) => c.verdict === "slower" || c.verdict === "faster") || (results.streaming_changes ?? []).length > 0;
  const failed = results.groups.some((g) => g.n > 0 && g.errors + (g.not_sent ?? 0) >= g.n);
  return changed || failed;
}

// src/action/publish.ts
async function writeJobSummary(markdown) {
  if (!process.env.GITHUB_STEP_SUMMARY) return false;
  await summary.addRaw(markdown, true).write();
  summary.emptyBuffer();
  return true;
}
function setOutputs(values) {
  for (const [name, value] of Object.entries(values)) {
    if (value === void 0) continue;
    setOutput(name, String(value));
  }
}

// src/report/job-summary.ts
var COMMENT_MAX_CHARS = 65536;
var SUMMARY_MAX_BYTES = 1024 * 1024 - 64 * 1024;
function measuredCounts(results) {
  const measured = results.requests.filter((r) => !r.warmup);
  return {
    streamed: measured.filter((r) => r.outcome === "streamed").length,
    buffered: measured.filter((r) => r.outcome === "buffered").length,
    errors: measured.filter((r) => r.outcome === "error").length,
    flagged: flagTally(results.flagged).review
  };
}
function providerVerdicts(results) {
  const byProvider = /* @__PURE__ */ new Map();
  for (const g of results.groups) {
    let v = byProvider.get(g.provider);
    if (!v) {
      v = { provider: g.provider, models: [], n: 0, streamed: 0, buffered: 0, errors: 0, streaming: "unknown" };
      byProvider.set(g.provider, v);
    }
    if (!v.models.includes(g.model)) v.models.push(g.model);
    v.n += g.n;
    v.streamed += g.streamed;
    v.buffered += g.buffered;
    v.errors += g.errors;
  }
  return [...byProvider.values()].map((v) => ({ ...v, streaming: streamingVerdict(v.streamed, v.buffered) }));
}
function verdictCell(verdict) {
  const { label, note } = STREAMING[verdict];
  return { ...cell(label, "strong"), ...note ? { after: `(${note})` } : {} };
}
function verdictSection(results) {
  const verdicts = providerVerdicts(results);
  const blocks = verdicts.length === 0 ? [para(plain("No measured requests."))] : [
    {
      kind: "table",
      id: "verdicts",
      columns: [
        nameColumn("provider"),
        nameColumn("model", 3),
        { id: "streamed", header: "streamed", align: "right", priority: 0 },
        { id: "buffered", header: "buffered", align: "right", priority: 0 },
        { id: "failed", header: "failed", align: "right", priority: 0 },
        { id: "streaming", header: "streaming", align: "left", priority: 0 }
      ],
      rows: verdicts.map((v) => [
        cell(v.provider),
        cell(v.models.join(", ")),
        cell(`${v.streamed}/${v.n}`),
        cell(`${v.buffered}/${v.n}`),
        cell(`${v.errors}/${v.n}`),
        verdictCell(v.streaming)
      ])
    }
  ];
  return { id: "verdicts", heading: "Streaming per provider", level: 2, blocks };
}
var link = (text, href) => href ? { text, href } : plain(text);
function footer(ctx) {
  const parts = [[plain("streamgauge")]];
  if (ctx.runUrl) parts.push([link("workflow run", ctx.runUrl)]);
  if (ctx.repository) parts.push([plain(ctx.repository)]);
  if (ctx.sha) parts.push([plain("commit "), code(ctx.sha.replace(/[^0-9a-fA-F]/g, "").slice(0, 12))]);
  if (ctx.mergedShards) parts.push([plain(`${ctx.mergedShards} shard${ctx.mergedShards === 1 ? "" : "s"} merged`)]);
  if (ctx.artifactName)
    parts.push(
      ctx.artifactUrl ? [plain("artifact "), link(ctx.artifactName, ctx.artifactUrl)] : [plain(`artifact ${ctx.artifactName} (not uploaded)`)]
    );
  const spans = parts.flatMap((p, i) => i === 0 ? p : [plain(" \xB7 "), ...p]);
  return untitled("footer", "About this run", [{ kind: "rule" }, para(...spans)]);
}
function storeWords(h) {
  if (h.store.kind === "branch") return [plain("history branch "), code(h.store.branch)];
  return [
    plain("artifacts of earlier successful runs"),
    ...h.store.workflow ? [plain(" of "), code(h.store.workflow)] : [],
    ...h.store.branch ? [plain(" on "), code(h.store.branch)] : []
  ];
}
var SEVERITY = { slower: 0, faster: 1, no_change: 2, insufficient_data: 3 };
function changeName(c, figures) {
  return `${c.provider} / ${c.prompt} ${comparedLabel(c.metric, figures)}`;
}
function regressionHeadline(results, h, figures) {
  const where2 = storeWords(h);
  if (h.problem !== null)
    return [
      strong("Not checked"),
      plain(": the earlier runs could not be read from the "),
      ...where2,
      plain(`: ${h.problem}`)
    ];
  const comparisons = results.comparisons;
  if (comparisons === void 0) return [plain("No earlier run in the "), ...where2, plain(" to compare with yet.")];
  const runs = [
    plain(`${h.baselineRuns} earlier run${h.baselineRuns === 1 ? "" : "s"} (`),
    ...where2,
    plain(")")
  ];
  const slower = comparisons.filter((c) => c.verdict === "slower" && c.confirmed !== false);
  const alerts = (results.streaming_changes ?? []).filter((c) => c.alert && c.confirmed !== false);
  const n = regressionCount(results);
  if (n > 0) {
    const what = [
      ...alerts.map((c) => `${c.provider} / ${c.prompt} streaming ${formatStreamingChange(c)}`),
      ...slower.map((c) => `${changeName(c, figures)} ${formatPct(c.delta_pct)}`)
    ];
    return [
      strong(`${n} regression${n === 1 ? "" : "s"}`),
      plain(" against "),
      ...runs,
      plain(`: ${what.join("; ")}.`)
    ];
  }
  const faster = comparisons.filter((c) => c.verdict === "faster").length;
  const unjudged = comparisons.filter((c) => c.verdict === "insufficient_data");
  const bases = unjudged.filter((c) => comparisonReason(c) !== null).length;
  const thin = unjudged.length - bases;
  return [
    plain("No regression against "),
    ...runs,
    plain(
      "." + (faster > 0 ? ` ${faster} figure${faster === 1 ? "" : "s"} faster.` : "") + (thin > 0 ? ` ${thin} figure${thin === 1 ? "" : "s"} with too few streamed responses on a side to judge.` : "") + (bases > 0 ? ` ${bases} figure${bases === 1 ? "" : "s"} not compared: the runs' rates divided different token counts (see the table).` : "")
    )
  ];
}
function verdictKind(c) {
  if (!verdictOf(c.verdict)?.strong) return "value";
  return c.verdict === "faster" ? "good" : "alert";
}
function regressionDocSection(results, h, ctx) {
  const blocks = [para(...regressionHeadline(results, h, ctx.figures))];
  const changes = [...results.streaming_changes ?? []].sort((a, b) => Number(b.alert) - Number(a.alert));
  if (changes.length > 0)
    blocks.push(
      para(plain("Streaming changed (a buffered response never counts as a speed regression; this is its alert):")),
      list(
        changes.map((c) => [
          {
            text: `${c.provider} / ${c.prompt}: ${formatStreamingChange(c)}`,
            ...c.alert ? { emphasis: "strong" } : {}
          },
          plain(
            ` (baseline ${c.baseline_streamed} streamed, ${c.baseline_buffered} buffered; now ${c.current_streamed} streamed, ${c.current_buffered} buffered)`
          )
        ])
      )
    );
  const comparisons = results.comparisons ?? [];
  if (h.problem === null && comparisons.length > 0) {
    const level = levelPct(results.baseline?.ci_level ?? 0.95);
    const sorted = comparisons.map((c, i) => ({ c, i })).sort((a, b) => SEVERITY[a.c.verdict] - SEVERITY[b.c.verdict] || a.i - b.i).map((x) => x.c);
    blocks.push({
      kind: "table",
      id: "regression",
      columns: [
        ...COMPARISON_COLUMNS,
        { id: "change", header: `change [${level} CI]`, align: "right", priority: 0 },
        { id: "verdict", header: "verdict", align: "left", priority: 0 }
      ],
      rows: sorted.map((c) => {
        const reason = comparisonReason(c);
        return [
          cell(c.provider),
          cell(c.prompt),
          cell(comparedLabel(c.metric, ctx.figures)),
          cell(c.baseline_p50 === null ? NA : `${formatNumber(c.baseline_p50)} \xB7 n=${c.baseline_n}`),
          cell(c.current_p50 === null ? NA : `${formatNumber(c.current_p50)} \xB7 n=${c.current_n}`),
          cell(`${formatPct(c.delta_pct)} ${formatPctInterval(c, "")}`.trimEnd()),
          cell((VERDICT_LABEL[c.verdict] ?? String(c.verdict)) + (reason ? `: ${reason}` : ""), verdictKind(c))
        ];
      })
    });
    const about = baselineSentence(results);
    if (about) blocks.push(para(plain(about)));
  }
  const report = ctx.artifactUrl && ctx.artifactName ? [code("report.html"), plain(" in the artifact "), link(ctx.artifactName, ctx.artifactUrl)] : [code("report.html"), plain(" in the run's output folder")];
  blocks.push(
    h.trendRuns > 0 ? para(
      plain(
        `Trends over the ${h.trendRuns} earlier run${h.trendRuns === 1 ? "" : "s"} and this one, with the timelines of every request: `
      ),
      ...report,
      plain(".")
    ) : para(
      plain("Distributions and the timeline of every request: "),
      ...report,
      plain("; trends appear from the next run on.")
    )
  );
  blocks.push(...trendBlocks(ctx.trends ?? [], ctx.figures));
  if (h.added?.added === true)
    blocks.push(
      para(
        plain("This run was added to the "),
        ...storeWords(h),
        plain(` (${h.added.entries} entr${h.added.entries === 1 ? "y" : "ies"} kept).`),
        ...h.dashboard ? [
          plain(" Its dashboard site ("),
          code("index.html"),
          plain(" at the branch root) was regenerated in the same commit.")
        ] : []
      )
    );
  else if (h.added?.added === false) blocks.push(para(plain(`Not added to the history: ${h.added.reason}`)));
  return { id: "regression", heading: "Regression check", level: 2, blocks };
}
function trendBlocks(trends, figures) {
  const shown = trends.filter((t) => t.values.length >= 2);
  if (shown.length === 0) return [];
  const runs = maxOf(shown.map((t) => t.values.length));
  const label = comparedLabel(shown[0].metric, figures);
  return [
    para(
      plain(
        `Trend of the p50 ${label} over the last ${runs} runs, oldest first, this run last (\xB7 a run without the figure: every response buffered or failed):`
      )
    ),
    {
      kind: "table",
      id: "trends",
      columns: [
        nameColumn("provider"),
        nameColumn("prompt"),
        { id: "trend", header: "trend", align: "left", priority: 0 },
        { id: "first", header: "first", align: "right", priority: 1 },
        { id: "latest", header: "this run", align: "right", priority: 0 }
      ],
      rows: shown.map((t) => {
        const present = t.values.filter((v) => v !== null);
        const first = present[0];
        const latest = t.values[t.values.length - 1];
        return [
          cell(t.provider),
          cell(t.prompt),
          cell(sparklineWithGaps(t.values), "code"),
          cell(first === void 0 ? NA : formatNumber(first)),
          cell(latest === null || latest === void 0 ? NA : formatNumber(latest))
        ];
      })
    }
  ];
}
function reportDoc(input, ctx) {
  const report = reportOf(input, ctx);
  const { results } = report;
  let doc = summaryDoc(report, {
    artifactUrl: ctx.artifactUrl,
    ...ctx.outDir ? { outDir: ctx.outDir } : {}
  });
  if (ctx.history) {
    const regression = regressionDocSection(results, ctx.history, ctx);
    doc = replaceSection(doc, "comparisons", null);
    doc = doc.sections.some((s) => s.id === "regression-headline") ? replaceSection(doc, "regression-headline", regression) : insertBefore(doc, regression, ["intro"]);
  }
  doc = insertBefore(doc, verdictSection(results), ["flagged"]);
  return insertSection(doc, footer(ctx));
}
function where(ctx) {
  if (ctx.artifactUrl && ctx.artifactName) return [plain("in the artifact "), link(ctx.artifactName, ctx.artifactUrl)];
  return [plain("in the run's output folder (no artifact was uploaded)")];
}
function inFiles(ctx) {
  return [code("summary.md"), plain(" and "), code("results.json"), plain(" "), ...where(ctx), plain(".")];
}
function flaggedCounts(results, ctx) {
  const per = /* @__PURE__ */ new Map();
  for (const f of results.flagged) {
    let row = per.get(f.provider);
    if (!row) per.set(f.provider, row = /* @__PURE__ */ new Map());
    row.set(f.reason, (row.get(f.reason) ?? 0) + 1);
  }
  const tally = flagTally(results.flagged);
  const reasons = [
    ...tally.byReason.map((r) => r.reason),
    ...tally.reachedMaxTokens > 0 ? ["truncated"] : []
  ];
  const maxTokens = tally.reachedMaxTokens > 0 ? ` (and ${tally.reachedMaxTokens} that reached max_tokens, not for review)` : "";
  return {
    id: "flagged",
    heading: "Flagged",
    level: 2,
    blocks: [
      para(
        plain(
          `${tally.review} measured request(s) flagged for review${maxTokens}: too many to list here. Every one is listed with its trace id and the rule or error in `
        ),
        ...inFiles(ctx)
      ),
      {
        kind: "table",
        id: "flag-counts",
        columns: [
          nameColumn("provider"),
          ...reasons.map((r) => ({ id: r, header: reasonLabel(r), align: "right", priority: 0 }))
        ],
        rows: [...per].map(([provider, row]) => [cell(provider), ...reasons.map((r) => cell(String(row.get(r) ?? 0)))])
      }
    ]
  };
}
var DROP_ORDER = [
  [["thresholds"], "the thresholds"],
  [["server-rate", "server-view", "prompt-cache", "served"], "the server-reported rate and what answered"],
  [["hidden-reasoning"], "hidden reasoning"],
  [["timing"], "stream timing"],
  [["tool-calls"], "tool calls"],
  [["images"], "TTFT by image size"],
  [["workloads"], "workloads"],
  [["load"], "load stages"],
  [["verdicts"], "streaming per provider"],
  [["flagged"], "the flagged counts"],
  [["comparisons"], "the comparison with the baseline"]
];
function droppedNote(dropped, limit, ctx) {
  return untitled("dropped", "Shortened", [
    para(
      strong("Shortened"),
      plain(
        `: the report is longer than GitHub allows (${limit.toLocaleString("en-US")}), so this leaves out ${dropped.join(", ")}. The whole of it is in `
      ),
      ...inFiles(ctx)
    )
  ]);
}
function fitDoc(doc, results, ctx, limit, size, reserve = 0) {
  const max = limit - reserve;
  const full = renderDocMarkdown(doc);
  if (size(full) <= max) return { text: full, reduced: "none" };
  const counted = doc.sections.some((s) => s.id === "flagged") ? replaceSection(doc, "flagged", {
    ...flaggedCounts(results, ctx),
    folded: doc.sections.find((s) => s.id === "flagged")?.folded
  }) : doc;
  const summarised = renderDocMarkdown(counted);
  if (size(summarised) <= max) return { text: summarised, reduced: "summarised" };
  let shortened = counted;
  const dropped = [];
  for (const [ids, words] of DROP_ORDER) {
    if (!shortened.sections.some((s) => ids.includes(s.id))) continue;
    shortened = dropSections(shortened, (id) => ids.includes(id));
    dropped.push(words);
    const text2 = renderDocMarkdown(insertBefore(shortened, droppedNote(dropped, limit, ctx), ["footer"]));
    if (size(text2) <= max) return { text: text2, reduced: "cut" };
  }
  const note = `

${renderSpansMarkdown([
    strong("Cut here"),
    plain(`: the report is longer than GitHub allows (${limit.toLocaleString("en-US")}). The whole of it is in `),
    ...inFiles(ctx)
  ])}
`;
  const lines = renderDocMarkdown(shortened).split("\n");
  const closed = (n) => {
    const kept = lines.slice(0, n);
    const open = kept.filter((l) => l === "<details>").length - kept.filter((l) => l === "</details>").length;
    return kept.join("\n") + (open > 0 ? "\n\n</details>".repeat(open) : "") + note;
  };
  let lo = 0;
  let hi = lines.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (size(closed(mid)) <= max) lo = mid;
    else hi = mid - 1;
  }
  let text = closed(lo);
  if (size(text) > max) text = note.slice(0, Math.max(0, max));
  return { text, reduced: "cut" };
}
function fitReport(input, ctx, limit, size, reserve = 0) {
  const report = reportOf(input, ctx);
  return fitDoc(reportDoc(report, ctx), report.results, ctx, limit, size, reserve);
}
var utf8Bytes = (s) => Buffer.byteLength(s, "utf8");
var chars = (s) => s.length;
function renderJobSummary(input, ctx, limit = SUMMARY_MAX_BYTES) {
  return fitReport(input, ctx, limit, utf8Bytes);
}
function commentMarker(key) {
  return `<!-- streamgauge:sticky-comment key=${key} -->`;
}
function renderClearCommentBody(ctx, key) {
  const sha = ctx.sha ? ctx.sha.replace(/[^0-9a-fA-F]/g, "").slice(0, 12) : "";
  const against = ctx.history ? `the comparison with ${ctx.history.baselineRuns} earlier run${ctx.history.baselineRuns === 1 ? "" : "s"}` : "the comparison";
  const clear = untitled("clear", "No regression", [
    para(
      strong("No regression"),
      ...sha ? [plain(" as of "), code(sha)] : [plain(" in the latest run")],
      plain(`: ${against} found no change and no failed group. What this comment reported earlier no longer holds; `),
      link("the workflow run", ctx.runUrl),
      plain(" has the full report.")
    )
  ]);
  return commentMarker(key) + "\n" + renderDocMarkdown(docOf("streamgauge", [clear, footer(ctx)]));
}
function commentDoc(input, ctx) {
  const { outDir: _omit, ...rest } = ctx;
  const report = reportOf(input, ctx);
  const top = commentTopDoc(report);
  const full = dropSections(reportDoc(report, rest), (id) => COMMENT_TOP.includes(id) || id === "regression-headline");
  const folded = foldSections(full, (id) => id !== "footer");
  return { ...top, sections: [...top.sections, ...folded.sections], headings: { ...folded.headings, ...top.headings } };
}
function renderCommentBody(input, ctx, key, limit = COMMENT_MAX_CHARS) {
  const marker = commentMarker(key) + "\n";
  const { outDir: _omit, ...rest } = ctx;
  const report = reportOf(input, ctx);
  const fitted = fitDoc(commentDoc(report, ctx), report.results, rest, limit, chars, marker.length);
  return { ...fitted, text: marker + fitted.text };
}

// src/action/deliver.ts
var artifactClient = () => import("./chunk-FUDRIFY4.js");
var commentClient = () => import("./chunk-WSB3D7VI.js");
async function upload(inputs, ctx, dir, name, failures) {
  if (!inputs.uploadTraces) {
    info(`${Inputs.UploadTraces} is false: no artifact. The files are in ${dir}.`);
    return null;
  }
  if (!ctx.artifactService) {
    notice(
      `Artifact upload skipped: not running in a GitHub Actions job (ACTIONS_RUNTIME_TOKEN and ACTIONS_RESULTS_URL are not set). The traces, results and summary are in ${dir}.`
    );
    return null;
  }
  try {
    const { uploadOutput } = await artifactClient();
    const up = await uploadOutput({ dir, name, retentionDays: inputs.retentionDays });
    saveState(State.ArtifactId, String(up.id));
    info(`uploaded artifact ${name} (id ${up.id}, ${up.size ?? "?"} bytes): ${up.files.length} file(s)`);
    return up.id;
  } catch (err) {
    failures.push(`Uploading artifact '${name}' failed: ${thrownMessage(err)}`);
    return null;
  }
}
async function summarize(run2, files, scrub, report, artifactId, countUnconfirmed = false) {
  const { results } = run2;
  const fitted = renderJobSummary(run2, report);
  if (fitted.reduced !== "none")
    notice(
      `The report is too long for a job summary: it was ${fitted.reduced === "summarised" ? "summarised" : "summarised and shortened"}; the artifact holds all of it.`
    );
  if (await writeJobSummary(scrub(fitted.text))) info("job summary written");
  else info("GITHUB_STEP_SUMMARY is not set: no job summary (the report is in summary.md).");
  const counts = measuredCounts(results);
  setOutputs({
    [Outputs.Results]: files.results,
    [Outputs.Summary]: files.summary,
    [Outputs.Traces]: files.traces,
    [Outputs.ArtifactId]: artifactId ?? "",
    [Outputs.ArtifactUrl]: report.artifactUrl ?? "",
    [Outputs.Streamed]: counts.streamed,
    [Outputs.Buffered]: counts.buffered,
    [Outputs.Errors]: counts.errors,
    [Outputs.Flagged]: counts.flagged,
    [Outputs.Regressions]: regressionCount(results, { includeUnconfirmed: countUnconfirmed }),
    [Outputs.Verdict]: overallVerdict(results),
    [Outputs.Validity]: results.run.validity?.verdict ?? ""
  });
  info(
    `streamed ${counts.streamed}, buffered ${counts.buffered}, errors ${counts.errors}, flagged ${counts.flagged}`
  );
}
async function comment(inputs, ctx, run2, scrub, report, failures) {
  const decision = decideComment(inputs, ctx);
  if (!decision.post) {
    if (decision.level === "warning") warning(decision.message);
    else info(decision.message);
    return;
  }
  const clear = inputs.commentWhen === "regressions" && !commentWorthy(run2.results);
  const body = clear ? renderClearCommentBody(report, inputs.commentKey) : renderCommentBody(run2, report, inputs.commentKey).text;
  const { CommentForbiddenError, makeOctokit, upsertComment, updateExistingComment } = await commentClient();
  try {
    const write = clear ? updateExistingComment : upsertComment;
    const res = await write(
      makeOctokit(inputs.githubToken, ctx.apiUrl),
      { owner: decision.owner, repo: decision.repo, issueNumber: decision.issueNumber },
      commentMarker(inputs.commentKey),
      scrub(body),
      { author: inputs.commentAuthor }
    );
    if (!res) {
      info(
        `No pull request comment: \`${Inputs.CommentMode}: regressions\` and the comparison found no change (nor a failed group).`
      );
      return;
    }
    info(clear ? `updated comment ${res.url}: no regression any more` : `${res.action} comment ${res.url}`);
    setOutputs({ [Outputs.CommentUrl]: res.url });
  } catch (err) {
    if (err instanceof CommentForbiddenError) {
      if (decision.fromFork)
        notice(
          "No pull request comment: this pull request comes from a fork, and GitHub gives its workflows a read-only token. The results are in the job summary and the artifact. To comment on pull requests from forks, use the workflow_run pattern in docs/action.md (never pull_request_target)."
        );
      else
        warning(
          `${err.message} To fix this, give the job \`permissions: { pull-requests: write }\`, or set \`${Inputs.Comment}: never\`.`
        );
      return;
    }
    failures.push(`Writing the pull request comment failed: ${thrownMessage(err)}`);
  }
}

// src/action/inputs.ts
var InputError = class extends StreamgaugeError {
  code = "SG_ACTION_INPUT";
  problems;
  constructor(problems) {
    super(
      problems.length === 1 ? problems[0] ?? "" : `${problems.length} problems with the inputs:
${problems.map((p) => `- ${p}`).join("\n")}`
    );
    this.problems = problems;
  }
};
var ARTIFACT_NAME_FORBIDDEN = /["':<>|*?\r\n\\/]/;
var COMMENT_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
var LOGIN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/;
function validBranch(name) {
  if (name === "" || name === "@" || /[\s~^:?*[\\]/.test(name)) return false;
  if ([...name].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return false;
  if (name.includes("..") || name.includes("@{") || name.includes("//")) return false;
  if (/^[-/]/.test(name) || /[/.]$/.test(name)) return false;
  return name.split("/").every((part) => part !== "" && !part.startsWith(".") && !part.endsWith(".lock"));
}
var TRUE = ["true", "True", "TRUE"];
var FALSE = ["false", "False", "FALSE"];
function readInputs(get, nowEpochMs = Date.now()) {
  const problems = [];
  const reader = {
    value: (name) => {
      const v = get(name).trim();
      return v === "" ? INPUT_DEFAULTS[name] : v;
    },
    bad: (name, got, expected, fix) => problems.push(`Invalid ${name} '${got}'. Expected ${expected}. To fix this, ${fix}.`),
    problems
  };
  const where2 = readWhereInputs(reader, nowEpochMs);
  const artifact = readArtifactInputs(reader);
  const comment2 = readCommentInputs(reader, where2.mode);
  const analysis = readAnalysisInputs(reader);
  const history = readHistoryInputs(reader, where2.shard, where2.shardText);
  if (problems.length > 0) throw new InputError(problems);
  const { shardText: _, ...whereInputs } = where2;
  return {
    config: reader.value(Inputs.Config),
    ...whereInputs,
    outputDir: reader.value(Inputs.OutputDir),
    ...artifact,
    ...comment2,
    githubToken: reader.value(Inputs.GithubToken),
    analysis,
    ...history
  };
}
function readWhereInputs({ value, bad, problems }, nowEpochMs) {
  const mode = value(Inputs.Mode);
  if (mode !== "run" && mode !== "merge")
    bad(
      Inputs.Mode,
      mode,
      "`run` or `merge`",
      "use `mode: run` in each benchmark job and `mode: merge` in the job after the shards"
    );
  let shard = null;
  const shardText = value(Inputs.Shard);
  if (shardText !== "") {
    try {
      shard = parseShard(shardText);
    } catch {
      bad(
        Inputs.Shard,
        shardText,
        "I/N with 1 <= I <= N, such as 2/3",
        "set `shard: ${{ matrix.shard }}/3` with `matrix: { shard: [1, 2, 3] }`"
      );
    }
    if (mode === "merge")
      problems.push(
        `\`${Inputs.Shard}\` is set ('${shardText}') but \`${Inputs.Mode}\` is merge. A merge job reads every shard's artifact. To fix this, remove \`${Inputs.Shard}\` from the merge step.`
      );
  }
  let startAtEpochMs = null;
  const startAtText = value(Inputs.StartAt);
  if (startAtText !== "") {
    try {
      startAtEpochMs = parseStartAt(startAtText, nowEpochMs, `\`${Inputs.StartAt}\``);
    } catch (err) {
      problems.push(
        `${err.message} (Pass every shard the same value from a first job's output, e.g. \`${Inputs.StartAt}: \${{ needs.plan.outputs.start-at }}\`.)`
      );
    }
    if (mode === "merge")
      problems.push(
        `\`${Inputs.StartAt}\` is set ('${startAtText}') but \`${Inputs.Mode}\` is merge: a merge sends no request. To fix this, remove \`${Inputs.StartAt}\` from the merge step.`
      );
  }
  let location = null;
  const locationText = value(Inputs.Location);
  if (locationText !== "") {
    try {
      location = checkLocation(locationText, `\`${Inputs.Location}\``);
    } catch (err) {
      problems.push(err.message);
    }
  }
  const onMissingKey = value(Inputs.OnMissingKey);
  if (!ON_MISSING_KEY.includes(onMissingKey))
    bad(
      Inputs.OnMissingKey,
      onMissingKey,
      "`skip` (run the providers whose keys are set) or `fail` (fail the step, send nothing)",
      "pick one of the two"
    );
  return {
    mode,
    shard,
    shardText,
    startAtEpochMs,
    location,
    onMissingKey
  };
}
function readArtifactInputs({
  value,
  bad
}) {
  const artifactName2 = value(Inputs.ArtifactName);
  if (ARTIFACT_NAME_FORBIDDEN.test(artifactName2))
    bad(
      Inputs.ArtifactName,
      artifactName2,
      `a name without " ' : < > | * ? \\ / or line breaks`,
      'use letters, digits, "-", "_" and "." only, such as `streamgauge-nightly`'
    );
  const uploadText = value(Inputs.UploadTraces);
  const uploadTraces = TRUE.includes(uploadText);
  if (!uploadTraces && !FALSE.includes(uploadText))
    bad(
      Inputs.UploadTraces,
      uploadText,
      "`true` or `false`",
      `write \`${Inputs.UploadTraces}: false\` to skip the upload`
    );
  const retentionDays = integer(Inputs.RetentionDays, value(Inputs.RetentionDays), 1, 90, "days from 1 to 90", bad);
  return { artifactName: artifactName2, uploadTraces, retentionDays };
}
function readCommentInputs({ value, bad, problems }, mode) {
  const comment2 = value(Inputs.Comment);
  if (comment2 !== "auto" && comment2 !== "always" && comment2 !== "never")
    bad(Inputs.Comment, comment2, "`auto` (on pull_request events), `always` or `never`", "pick one of the three");
  const commentWhen = value(Inputs.CommentMode);
  if (commentWhen !== "always" && commentWhen !== "regressions")
    bad(
      Inputs.CommentMode,
      commentWhen,
      "`always` (every run) or `regressions` (only when the comparison found a change, or a group failed)",
      "pick one of the two"
    );
  const commentKey = value(Inputs.CommentKey);
  if (!COMMENT_KEY.test(commentKey))
    bad(
      Inputs.CommentKey,
      commentKey,
      'up to 64 letters, digits, ".", "_" or "-", starting with a letter or digit',
      "name each benchmark that comments on the same pull request, such as `nightly` or `gpu-pool`"
    );
  const commentAuthor = value(Inputs.CommentAuthor);
  if (commentAuthor !== "" && !LOGIN.test(commentAuthor))
    bad(
      Inputs.CommentAuthor,
      commentAuthor,
      "a GitHub login, or an app's bot such as `my-app[bot]`",
      "name the account that writes the comment, or leave it empty to use the token's own"
    );
  const prNumber = integer(
    Inputs.PrNumber,
    value(Inputs.PrNumber),
    1,
    Number.MAX_SAFE_INTEGER,
    "a pull request number",
    bad
  );
  const runId = integer(Inputs.RunId, value(Inputs.RunId), 1, Number.MAX_SAFE_INTEGER, "a workflow run id", bad);
  if (runId !== null && mode !== "merge")
    problems.push(
      `\`${Inputs.RunId}\` is set but \`${Inputs.Mode}\` is ${mode}. Only a merge reads the artifacts of another run. To fix this, add \`${Inputs.Mode}: merge\` or remove \`${Inputs.RunId}\`.`
    );
  return {
    comment: comment2,
    commentWhen,
    commentKey,
    commentAuthor: commentAuthor === "" ? null : commentAuthor,
    prNumber,
    runId
  };
}
function readAnalysisInputs({ value, bad }) {
  const analysis = {};
  const reads = integer(
    Inputs.MinContentReads,
    value(Inputs.MinContentReads),
    1,
    Number.MAX_SAFE_INTEGER,
    "a whole number >= 1, such as 3",
    bad
  );
  if (reads !== null) analysis.min_content_reads = reads;
  const genS = decimal(
    Inputs.MinGenerationS,
    value(Inputs.MinGenerationS),
    (n) => n >= 0,
    "seconds >= 0, such as 0.2",
    bad
  );
  if (genS !== null) analysis.min_generation_s = genS;
  const maxTps = decimal(
    Inputs.MaxPlausibleTps,
    value(Inputs.MaxPlausibleTps),
    (n) => n > 0,
    "tokens per second > 0, such as 5000",
    bad
  );
  if (maxTps !== null) analysis.max_plausible_tps = maxTps;
  return analysis;
}
function readFailOnUnconfirmed({ value, bad }) {
  const text = value(Inputs.FailOnUnconfirmed);
  const on = TRUE.includes(text);
  if (!on && !FALSE.includes(text))
    bad(
      Inputs.FailOnUnconfirmed,
      text,
      "`true` or `false`",
      `write \`${Inputs.FailOnUnconfirmed}: true\` to also fail on a slower figure of a group that is not trusted`
    );
  return on;
}
function readHistoryInputs({ value, bad, problems }, shard, shardText) {
  const history = value(Inputs.History);
  if (history !== "none" && history !== "branch" && history !== "artifacts")
    bad(
      Inputs.History,
      history,
      "`none`, `branch` (a data branch of the repository) or `artifacts` (the artifacts of earlier runs)",
      "pick one of the three; `branch` needs `contents: write`, `artifacts` needs `actions: read`"
    );
  const historyBranch = value(Inputs.HistoryBranch);
  if (!validBranch(historyBranch))
    bad(
      Inputs.HistoryBranch,
      historyBranch,
      "a git branch name",
      'use letters, digits, "-", "_", "." and "/" only, such as `streamgauge-data`'
    );
  const maxEntries = integer(
    Inputs.HistoryMaxEntries,
    value(Inputs.HistoryMaxEntries),
    1,
    1e5,
    "a whole number >= 1, such as 100",
    bad
  );
  const baselineRuns = integer(
    Inputs.BaselineRuns,
    value(Inputs.BaselineRuns),
    1,
    100,
    "a whole number from 1 to 100, such as 5",
    bad
  );
  const failText = value(Inputs.FailOnRegression);
  const failOnRegression = TRUE.includes(failText);
  if (!failOnRegression && !FALSE.includes(failText))
    bad(
      Inputs.FailOnRegression,
      failText,
      "`true` or `false`",
      `write \`${Inputs.FailOnRegression}: true\` to fail the job when a figure got slower`
    );
  const minEffect = decimal(
    Inputs.MinEffectPct,
    value(Inputs.MinEffectPct),
    (n) => n >= 0,
    "a percentage >= 0, such as 10",
    bad
  );
  const dashboardText = value(Inputs.Dashboard);
  const dashboard = TRUE.includes(dashboardText);
  if (!dashboard && !FALSE.includes(dashboardText))
    bad(
      Inputs.Dashboard,
      dashboardText,
      "`true` or `false`",
      `write \`${Inputs.Dashboard}: true\` (with \`${Inputs.History}: branch\`) to keep a dashboard site on the data branch`
    );
  if (dashboard && history !== "branch")
    problems.push(
      `\`${Inputs.Dashboard}\` is true but \`${Inputs.History}\` is ${history || "none"}: the site is written to the data branch beside the history. To fix this, set \`${Inputs.History}: branch\`, or build the site yourself with \`streamgauge dashboard --history DIR\`.`
    );
  if (failOnRegression && history === "none")
    problems.push(
      `\`${Inputs.FailOnRegression}\` is true but \`${Inputs.History}\` is none, so there is no baseline to be slower than. To fix this, set \`${Inputs.History}: branch\` or \`${Inputs.History}: artifacts\`, or remove \`${Inputs.FailOnRegression}\`.`
    );
  if (history !== "none" && shard !== null)
    problems.push(
      `\`${Inputs.History}\` is ${history} on a shard job ('${shardText}'): one shard holds only part of each group's requests. To fix this, set \`${Inputs.History}\` on the \`${Inputs.Mode}: merge\` job that combines the shards, and remove it from the shard jobs.`
    );
  return {
    history,
    historyBranch,
    historyMaxEntries: maxEntries ?? Number(INPUT_DEFAULTS[Inputs.HistoryMaxEntries]),
    baselineRuns: baselineRuns ?? Number(INPUT_DEFAULTS[Inputs.BaselineRuns]),
    failOnRegression,
    failOnUnconfirmed: readFailOnUnconfirmed({ value, bad, problems }),
    dashboard,
    minEffectPct: minEffect ?? Number(INPUT_DEFAULTS[Inputs.MinEffectPct])
  };
}
function integer(name, text, min, max, expected, bad) {
  if (text === "") return null;
  const n = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(n) || n < min || n > max) {
    bad(name, text, expected, `give \`${name}\` as digits only, or leave it out`);
    return null;
  }
  return n;
}
function decimal(name, text, ok, expected, bad) {
  if (text === "") return null;
  const n = Number(text);
  if (!Number.isFinite(n) || !ok(n)) {
    bad(name, text, expected, `give \`${name}\` as a number, or leave it out to use the config's value`);
    return null;
  }
  return n;
}

// src/action/produce.ts
import { mkdtemp } from "node:fs/promises";
import { tmpdir as tmpdir2 } from "node:os";
import { join } from "node:path";
function configFailure(err, file) {
  const hint = configFileMissing(err.problems) ? `(\`${Inputs.Config}\` is relative to the workspace: check out the repository first, e.g. with actions/checkout.)` : missingKeyHint(err, `\`${Inputs.OnMissingKey}:\``);
  return `${configFailureHead(err, file)}
${formatProblems(err.problems)}${hint === null ? "" : `
${hint}`}`;
}
async function benchmark(inputs, outDir, signal, received) {
  const loaded = await group("Config", async () => {
    try {
      const l = await loadConfig(inputs.config, process.env, { onMissingKey: inputs.onMissingKey });
      info(`${l.file}: ${l.config.providers.length} provider(s), ${l.config.prompts.length} prompt(s)`);
      return l;
    } catch (err) {
      if (err instanceof ConfigError) throw new Error(configFailure(err, inputs.config), { cause: err });
      throw err;
    }
  });
  for (const secret of loaded.secrets) setSecret(secret);
  const analysis = { ...loaded.config.analysis, ...inputs.analysis };
  const outcome = await group(
    "Benchmark",
    () => measureRun({
      loaded: { ...loaded, config: { ...loaded.config, analysis } },
      outDir,
      shard: inputs.shard,
      env: process.env,
      signal,
      startAtEpochMs: inputs.startAtEpochMs,
      location: inputs.location ?? runnerLocation(process.env),
      onNotice: (message) => info(message),
      onWarning: (message) => warning(message),
      onPlan: (plan) => info(
        plan.load ? `load run: ${plan.load.pairs.length} provider x prompt pair(s), their stages one after another` : `${plan.requests.length} requests (${plan.requests.filter((r) => r.warmup).length} warmup) across ${plan.providers.length} provider(s)${plan.shard ? `, shard ${plan.shard.index}/${plan.shard.count}` : ""}`
      ),
      onStage: (s) => info(
        `${s.provider}/${s.prompt} stage ${s.stage + 1}/${s.stages}: ${s.label}, ` + (s.durationMs !== null ? `${s.durationMs / 1e3} s` : `${s.requests} requests`)
      ),
      onTrace: (trace, _r, done, total) => {
        if (trace.load && !trace.error) return;
        const status = trace.error ? `error ${trace.error.kind}` : "ok";
        const end = trace.at.end === null ? "" : ` ${Math.round(trace.at.end)} ms`;
        info(`[${done}/${total}] ${trace.id}${trace.warmup ? " (warmup)" : ""}: ${status}${end}`);
      }
    })
  );
  return {
    results: outcome.results,
    traces: outcome.traces,
    timelinesPerGroup: outcome.timelinesPerGroup,
    files: outcome.files,
    cancelled: outcome.cancelled ? received() ?? "signal" : null,
    scrub: outcome.scrub,
    mergedShards: null
  };
}
async function merge(inputs, ctx, outDir) {
  return group("Merge shard and location artifacts", async () => {
    let other = null;
    if (inputs.runId !== null) {
      if (!ctx.repository) throw new Error("GITHUB_REPOSITORY is not set, so the run of `run-id` cannot be found.");
      if (!inputs.githubToken)
        throw new Error(
          `\`${Inputs.RunId}\` reads another run's artifacts through the REST API and needs \`${Inputs.GithubToken}\` with \`actions: read\`.`
        );
      other = {
        runId: inputs.runId,
        owner: ctx.repository.owner,
        repo: ctx.repository.repo,
        token: inputs.githubToken
      };
    } else if (!ctx.artifactService) {
      throw new Error(
        "mode: merge reads the artifacts of this workflow run from the artifact service, which only a GitHub Actions job provides (ACTIONS_RUNTIME_TOKEN is not set). To merge output folders elsewhere, run `streamgauge merge OUT1 OUT2 ... -o OUT`."
      );
    }
    const { downloadArtifact, listRunArtifacts } = await import("./chunk-FUDRIFY4.js");
    const listing = await listRunArtifacts(other);
    const selection = selectShards(inputs.artifactName, listing);
    if (!selection.ok) throw new Error(selection.message);
    const tmp = await mkdtemp(join(ctx.tempDir ?? tmpdir2(), "streamgauge-merge-"));
    const dirs = [];
    for (const a of selection.artifacts) {
      info(`downloading ${a.name} (id ${a.id})`);
      dirs.push(
        await downloadArtifact(a, join(tmp, a.name), other, {
          onSkip: (s) => warning(`artifact '${a.name}': left out ${s.name}: ${s.reason}`)
        })
      );
    }
    const merged = await mergeRuns({
      inputs: dirs,
      outDir,
      analysis: inputs.analysis,
      warn: (w) => warning(w)
    });
    const places = selection.locations.length > 1 ? ` from ${selection.locations.length} places (${selection.locations.join(", ")})` : "";
    info(`merged ${dirs.length} artifact(s)${places}: ${merged.results.requests.length} requests`);
    return {
      results: merged.results,
      traces: merged.traces,
      files: merged.files,
      cancelled: null,
      scrub: (s) => s,
      mergedShards: selection.count
    };
  });
}

// src/action/main.ts
var artifactClient2 = () => import("./chunk-FUDRIFY4.js");
async function run(opts = {}) {
  const env = process.env;
  const cancel = cancelOnSignals(
    opts.signals ?? process,
    (name) => warning(`${name} received: cancelling in-flight requests; their partial traces are kept and uploaded.`)
  );
  const failures = [];
  let opened = null;
  try {
    const inputs = await group("Inputs", async () => {
      const parsed = readInputs((name2) => getInput(name2));
      info(`mode ${parsed.mode}${parsed.shard ? `, shard ${parsed.shard.index}/${parsed.shard.count}` : ""}`);
      return parsed;
    });
    if (inputs.githubToken) setSecret(inputs.githubToken);
    const ctx = readRunContext(env);
    const outDir = resolve(inputs.outputDir);
    const name = artifactName(
      inputs.artifactName,
      inputs.mode === "merge" ? { kind: "merged" } : { kind: "run", shard: inputs.shard, location: inputs.location ?? runnerLocation(env) },
      ctx.runAttempt
    );
    saveState(State.OutDir, outDir);
    saveState(State.ArtifactName, name);
    saveState(State.UploadTraces, String(inputs.uploadTraces));
    saveState(State.RetentionDays, inputs.retentionDays === null ? "" : String(inputs.retentionDays));
    const produced = inputs.mode === "run" ? await benchmark(inputs, outDir, cancel.signal, cancel.received) : await merge(inputs, ctx, outDir);
    const checked = await checkHistory(inputs, ctx, produced, failures);
    opened = checked.opened;
    const run2 = runReport(checked.results);
    await group("Reports", async () => {
      const written = await publish(
        produced.files,
        { results: checked.results, traces: produced.traces, timelinesPerGroup: produced.timelinesPerGroup },
        { ...checked.trend ? { history: checked.trend } : {}, scrub: produced.scrub, report: run2 }
      );
      info(`wrote ${written.length} reports into ${produced.files.dir}`);
    });
    const uploaded = await group("Artifact", () => upload(inputs, ctx, produced.files.dir, name, failures));
    const branch = opened?.branch;
    const historyReport = branch && checked.report ? {
      ...checked.report,
      ...await group(
        `History: add this run to ${branch.branch}`,
        () => addToBranch(inputs, ctx, checked.results, branch, failures)
      )
    } : checked.report;
    const trends = opened && historyReport?.problem === null ? (await import("./chunk-OXICBGGM.js")).trendLines(opened.trend, checked.results) : null;
    const report = {
      artifactUrl: uploaded === null ? null : artifactUrl(ctx, uploaded),
      artifactName: inputs.uploadTraces ? name : null,
      runUrl: ctx.runUrl,
      repository: ctx.repository ? `${ctx.repository.owner}/${ctx.repository.repo}` : null,
      sha: ctx.pullRequest?.headSha ?? ctx.sha,
      outDir: relative(process.cwd(), produced.files.dir) || ".",
      mergedShards: produced.mergedShards,
      history: historyReport,
      trends
    };
    await group(
      "Job summary and outputs",
      () => summarize(run2, produced.files, produced.scrub, report, uploaded, inputs.failOnUnconfirmed)
    );
    await group("Pull request comment", () => comment(inputs, ctx, run2, produced.scrub, report, failures));
    const end = endFailures(inputs, checked.results, produced, uploaded);
    failures.unshift(...end.first);
    if (end.regression) failures.push(end.regression);
  } catch (err) {
    failures.unshift(thrownMessage(err));
  } finally {
    cancel.dispose();
    await opened?.branch?.close();
  }
  if (failures.length > 0) setFailed(failures.join("\n"));
}
function endFailures(inputs, results, produced, uploaded) {
  const first = [];
  if (produced.cancelled)
    first.push(
      `The run was cancelled (${produced.cancelled}): the results cover the requests that finished; the partial traces are kept${uploaded === null ? ` in ${produced.files.dir}` : " in the artifact"}.`
    );
  const none = produced.cancelled ? null : nothingSucceededFailure(results);
  if (none) first.push(none);
  const counting = { includeUnconfirmed: inputs.failOnUnconfirmed };
  return { first, regression: inputs.failOnRegression ? regressionFailure(results, counting) : null };
}
async function runPost() {
  try {
    const outDir = getState(State.OutDir);
    const name = getState(State.ArtifactName);
    if (!outDir || !name) {
      info("The main step stopped before choosing an output folder: nothing to upload.");
      return;
    }
    const id = getState(State.ArtifactId);
    if (id) {
      info(`The main step uploaded artifact ${name} (id ${id}): nothing to do.`);
      return;
    }
    if (getState(State.UploadTraces) === "false") {
      info(`${Inputs.UploadTraces} is false: nothing to upload.`);
      return;
    }
    const { presentFiles, uploadOutput } = await artifactClient2();
    const files = await presentFiles(outDir);
    if (files.length === 0) {
      info(`${outDir} holds no traces: nothing to upload.`);
      return;
    }
    if (!readRunContext(process.env).artifactService) {
      notice(`Artifact upload skipped: not running in a GitHub Actions job. The files are in ${outDir}.`);
      return;
    }
    const retention = Number(getState(State.RetentionDays));
    const up = await uploadOutput({ dir: outDir, name, retentionDays: retention > 0 ? retention : null });
    notice(
      `The main step did not upload its artifact; uploaded what it left (${up.files.map((f) => relative(outDir, f)).join(", ")}) as ${name} (id ${up.id}).`
    );
  } catch (err) {
    setFailed(`Uploading the traces left by the main step failed: ${thrownMessage(err)}`);
  }
}
export {
  run,
  runPost
};
