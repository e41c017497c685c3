/**
 * The lab's Web Worker entry. Mount it from a page (Vite, Next.js/webpack or turbopack all resolve
 * this pattern and bundle the worker with its imports):
 *
 * ```ts
 * const worker = new Worker(new URL("@pudding/lab/lab.worker", import.meta.url), { type: "module" });
 * ```
 *
 * or pass `createLabWorker` from `@pudding/rules-ui`. Cancel by terminating the worker.
 */
import { type LabRequest, serveLabRequest } from "./protocol.js";

const scope = globalThis as unknown as {
  onmessage: ((e: { data: LabRequest }) => void) | null;
  postMessage(m: unknown): void;
};
scope.onmessage = (e) => serveLabRequest(e.data, (m) => scope.postMessage(m));
