/**
 * Node side of the lab (`@pudding/lab/node`): worker threads for `runLabParallel`, and a helper that
 * runs a whole lab over threads and returns the aggregates. Not for browsers. The threads import the
 * games registry the host names — best as an absolute file URL, e.g.
 * `import.meta.resolve("@pudding/games")`, so it resolves from the host's dependencies.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { LabAggregate } from "./aggregate.js";
import { gamesOfModule } from "./games.js";
import { type LabWorkerLike, runLabParallel } from "./parallel.js";
import type { LabResponse } from "./protocol.js";
import { type LabEvent, type LabOptions, type ResolvedLab, resolveLab } from "./run.js";

/** One lab worker thread loading its games from `registry` (a module specifier or file URL). */
export function nodeLabWorker(registry: string): LabWorkerLike {
  // The package ships TypeScript source: the entry registers tsx in the thread, then loads node-worker.ts.
  const w = new Worker(new URL("./node-worker-entry.mjs", import.meta.url), { workerData: { registry } });
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
  lab: ResolvedLab;
  a: LabAggregate;
  b?: LabAggregate;
  seconds: number;
  threads: number;
}

/**
 * Runs a lab on `threads` worker threads (default: one per core) and aggregates it. The registry is
 * imported here too, to check the options before any thread starts and to read the module's metrics.
 */
export async function runLabThreads(
  options: LabOptions,
  o: {
    registry: string;
    threads?: number;
    onEvent?: (e: LabEvent, done: number, total: number) => void;
    signal?: AbortSignal;
  },
): Promise<LabRun> {
  const games = gamesOfModule(await import(o.registry));
  const lab = resolveLab(options, games);
  const threads = o.threads ?? availableParallelism();
  const a = LabAggregate.for(lab);
  const b = lab.vs !== undefined ? LabAggregate.for(lab, "b") : undefined;
  const total = lab.games * lab.runs.length;
  let done = 0;
  const t0 = performance.now();
  for await (const e of runLabParallel(options, {
    spawn: () => nodeLabWorker(o.registry),
    workers: threads,
    games,
    ...(o.signal ? { signal: o.signal } : {}),
  })) {
    (e.run === "b" ? (b as LabAggregate) : a).addEvent(e);
    o.onEvent?.(e, ++done, total);
  }
  return { lab, a, ...(b ? { b } : {}), seconds: (performance.now() - t0) / 1000, threads };
}
