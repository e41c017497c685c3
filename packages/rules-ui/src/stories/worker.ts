/** Creates one of the stories' lab Web Workers (the literal form Vite bundles). */
import { type LabWorkerLike, webLabWorker } from "@pudding/lab";

/** A lab Web Worker serving the stories' games. */
export function createStoryWorker(): LabWorkerLike {
  return webLabWorker(new Worker(new URL("./lab-worker.ts", import.meta.url), { type: "module" }));
}
