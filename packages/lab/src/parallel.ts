/**
 * Runs a lab across several workers and streams the records back as one async iterator. The
 * worker kind is injected (`spawn`), so the same runner drives Web Workers in a page
 * (`webLabWorker`) and worker threads in Node (`nodeLabWorker` in `@pudding/lab/node`).
 */
import type { GameSource } from "./games.js";
import type { LabRequest, LabResponse } from "./protocol.js";
import { type LabEvent, type LabOptions, LabOptionsError, resolveLab } from "./run.js";

/** The little a runner needs from a worker. */
export interface LabWorkerLike {
  postMessage(message: LabRequest): void;
  /** Registers the one message handler (and error handler). */
  listen(onMessage: (m: LabResponse) => void, onError: (e: Error) => void): void;
  terminate(): void;
}

/** The part of a browser `Worker` the adapter uses (no DOM types: the core compiles without them). */
interface WebWorkerShape {
  postMessage(m: unknown): void;
  terminate(): void;
  onmessage: ((e: { data: unknown }) => void) | null;
  onerror: ((e: { message?: string }) => void) | null;
}

/**
 * Adapts a browser `Worker` running `serveLabWorker` (the host's worker file, e.g.
 * `new Worker(new URL("./lab.worker.ts", import.meta.url), { type: "module" })`).
 * Typed `unknown` so that packages compiled without the DOM library can still import this module.
 */
export function webLabWorker(worker: unknown): LabWorkerLike {
  const w = worker as WebWorkerShape;
  return {
    postMessage: (m) => w.postMessage(m),
    listen(onMessage, onError) {
      w.onmessage = (e) => onMessage(e.data as LabResponse);
      w.onerror = (e) => onError(new Error(e.message || "the lab worker failed to start"));
    },
    terminate: () => w.terminate(),
  };
}

/** Options of `runLabParallel`. */
export interface ParallelControl {
  /** Creates one worker. */
  spawn: () => LabWorkerLike;
  /** Number of workers (at most one per game). */
  workers: number;
  /** Cancels: every worker is terminated and the iterator ends. */
  signal?: AbortSignal;
  /**
   * The games, when this thread has them: the options are then checked before any worker starts
   * (bad input throws `LabOptionsError` at once). Without them the first worker reports the issues.
   */
  games?: GameSource;
}

/**
 * Splits the games over `workers` workers (worker i plays games i, i + w, …) and yields every
 * record as it arrives.
 */
export async function* runLabParallel(
  options: LabOptions,
  control: ParallelControl,
): AsyncGenerator<LabEvent> {
  // Checked here first when the games are at hand: bad input fails before any worker exists.
  if (control.games) resolveLab(options, control.games);
  const n = Math.max(1, Math.min(control.workers, Math.floor(options.games) || 1));
  const queue: LabEvent[] = [];
  let wake: (() => void) | null = null;
  let running = n;
  let failure: Error | null = null;
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  const workers: LabWorkerLike[] = [];
  const stopAll = () => {
    for (const w of workers) w.terminate();
    running = 0;
    notify();
  };
  const onAbort = () => stopAll();
  control.signal?.addEventListener("abort", onAbort);
  try {
    for (let i = 0; i < n; i++) {
      const w = control.spawn();
      workers.push(w);
      w.listen(
        (m) => {
          if (m.type === "records") queue.push(...m.items);
          else if (m.type === "done") {
            running--;
            w.terminate();
          } else if (m.type === "error") {
            failure = m.issues ? new LabOptionsError(m.issues) : new Error(m.message);
            stopAll();
          }
          notify();
        },
        (e) => {
          failure = e;
          stopAll();
        },
      );
      w.postMessage({ type: "run", options, start: i, step: n });
    }
    while (true) {
      while (queue.length) yield queue.shift() as LabEvent;
      if (failure) throw failure;
      if (running <= 0 || control.signal?.aborted) break;
      await new Promise<void>((r) => {
        wake = r;
      });
    }
    while (queue.length && !control.signal?.aborted) yield queue.shift() as LabEvent;
  } finally {
    control.signal?.removeEventListener("abort", onAbort);
    for (const w of workers) w.terminate();
  }
}
