import { createRequire as __sgCreateRequire } from 'node:module';
const require = __sgCreateRequire(import.meta.url);
import {
  DueQueue,
  StallMonitor,
  createMeasuringAgent,
  prepareJob,
  runPrepared,
  sessionDispatcher,
  warmDispatchPath
} from "./chunk-2FLOUNRV.js";
import "./chunk-3D5EZPZV.js";
import "./chunk-YSFTEKOP.js";
import {
  makeScrubber
} from "./chunk-TNKYJXLO.js";
import "./chunk-GX27B57U.js";
import "./chunk-BMVBP4HX.js";
import "./chunk-4X35AXDE.js";
import "./chunk-VZFYQJYA.js";
import "./chunk-I62QRV6M.js";
import "./chunk-DLMYZAXB.js";

// src/measure/measure-worker.ts
import { performance } from "node:perf_hooks";
import { parentPort, workerData } from "node:worker_threads";
var setup = workerData;
var port = parentPort;
if (port === null)
  throw new Error("measure-worker.ts runs as a worker thread (src/measure/measurer-pool.ts starts it)");
var offsetMs = performance.timeOrigin - setup.timeOriginMs;
var epochBaseMs = setup.timeOriginMs;
var clock = {
  now: () => performance.now() + offsetMs,
  epochMs: () => performance.now() + offsetMs + epochBaseMs
};
var cancel = new AbortController();
var agent = createMeasuringAgent({ connectTimeoutMs: setup.connectTimeoutMs, clock });
var ctx = {
  keys: setup.keys,
  aws: setup.aws,
  dispatcher: agent,
  clock,
  scrub: makeScrubber(setup.secrets),
  signal: cancel.signal
};
var stalls = new StallMonitor(clock);
var sessions = /* @__PURE__ */ new Map();
var due = new DueQueue(clock);
var send = (msg, transfer = []) => port.postMessage(msg, transfer);
async function runJob(seq, msg) {
  const { job } = msg;
  try {
    const provider = job.provider;
    let dispatcher = agent;
    if (job.session !== null) {
      let own = sessions.get(job.session);
      if (own === void 0) {
        own = sessionDispatcher(agent) ?? agent;
        sessions.set(job.session, own);
      }
      dispatcher = own;
    }
    const prepared = await prepareJob(ctx, job, provider);
    if (job.dueAt !== null && !cancel.signal.aborted) await due.wait(job.dueAt);
    const result = await runPrepared(ctx, prepared, dispatcher);
    const t = result.trace;
    const dispatch = t.t0_epoch_ms - (clock.epochMs() - clock.now());
    const during = stalls.stallsDuring(dispatch, dispatch + (t.at.end ?? clock.now() - dispatch));
    send({ type: "result", seq, result, stalls: during });
  } catch (err) {
    send({ type: "failed", seq, message: err.stack ?? String(err) });
  }
}
async function stop() {
  const snapshot = stalls.halt();
  await Promise.all([...sessions.values()].map((d) => d.destroy().catch(() => void 0)));
  await agent.close().catch(() => void 0);
  send({ type: "stopped", stalls: snapshot }, [snapshot.bins.buffer]);
}
port.on("message", (msg) => {
  switch (msg.type) {
    case "job":
      epochBaseMs = msg.epochOffsetMs;
      void runJob(msg.seq, msg);
      break;
    case "close-session": {
      const own = sessions.get(msg.session);
      sessions.delete(msg.session);
      void (own === void 0 || own === agent ? Promise.resolve() : own.destroy().catch(() => void 0)).then(
        () => send({ type: "session-closed", session: msg.session })
      );
      break;
    }
    case "cancel":
      cancel.abort();
      due.releaseAll();
      break;
    case "stop":
      void stop();
      break;
  }
});
await warmDispatchPath(setup.providers, clock);
stalls.start();
send({ type: "ready" });
