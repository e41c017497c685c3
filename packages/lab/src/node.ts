/**
 * Node side of the lab (`@pudding/lab/node`): worker threads for `runLabParallel`, and a helper that
 * runs a whole lab over threads and returns the aggregates. Not for browsers.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { LabAggregate } from "./aggregate.js";
import { type LabWorkerLike, runLabParallel } from "./parallel.js";
import type { LabResponse } from "./protocol.js";
import { type LabEvent, type LabOptions, resolveLab } from "./run.js";

/** One lab worker thread. */
export function nodeLabWorker(): LabWorkerLike {
  const w = new Worker(new URL("./node-worker-entry.mjs", import.meta.url));
  return {
    postMessage: (m) => w.postMessage(m),
    listen(onMessage, onError) {
      w.on("message", (m: LabResponse) => onMessage(m));
      w.on("error", onError);
    },
    terminate: () => void w.terminate(),
  };
}

/** Result of `runLabThreads`. */
export interface LabRun {
  a: LabAggregate;
  b?: LabAggregate;
  seconds: number;
  threads: number;
}

/** Runs a lab on `threads` worker threads (default: one per core) and aggregates it. */
export async function runLabThreads(
  options: LabOptions,
  o: {
    threads?: number;
    onEvent?: (e: LabEvent, done: number, total: number) => void;
    signal?: AbortSignal;
  } = {},
): Promise<LabRun> {
  const lab = resolveLab(options);
  const threads = o.threads ?? availableParallelism();
  const a = new LabAggregate(lab.players, lab.board.n);
  const b = lab.vs ? new LabAggregate(lab.players, lab.board.n) : undefined;
  const total = lab.games * lab.runs.length;
  let done = 0;
  const t0 = performance.now();
  for await (const e of runLabParallel(options, {
    spawn: nodeLabWorker,
    workers: threads,
    signal: o.signal,
  })) {
    (e.run === "b" ? (b as LabAggregate) : a).add(e.record);
    o.onEvent?.(e, ++done, total);
  }
  return { a, ...(b ? { b } : {}), seconds: (performance.now() - t0) / 1000, threads };
}
