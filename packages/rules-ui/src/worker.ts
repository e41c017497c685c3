/**
 * Creates one balance-lab Web Worker. The `new Worker(new URL(…, import.meta.url), { type: "module" })`
 * form is what Vite, webpack 5 (Next.js) and turbopack recognise and bundle; keep it literal.
 */
import { type LabWorkerLike, webLabWorker } from "@pudding/lab";

/** A browser Worker running the lab (module worker). */
export function createLabWorker(): LabWorkerLike {
  return webLabWorker(new Worker(new URL("./lab-worker.ts", import.meta.url), { type: "module" }));
}
