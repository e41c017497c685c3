/**
 * The message protocol between a lab runner and its workers (Web Workers in a page, worker threads
 * in Node). The worker side is one function, `serveLabRequest`, given the games the host provides:
 * `serveLabWorker` wires it to a Web Worker's scope, `node-worker.ts` to a worker thread.
 */
import type { GameSource } from "./games.js";
import { type LabEvent, type LabOptions, LabOptionsError, playOne, resolveLab } from "./run.js";

/** Parent → worker: play games start, start + step, … < games under every rule set. */
export interface LabRequest {
  type: "run";
  options: LabOptions;
  start: number;
  step: number;
}

/** Worker → parent. Records come in batches to keep message overhead low. */
export type LabResponse =
  | { type: "records"; items: LabEvent[] }
  | { type: "done" }
  | { type: "error"; message: string; issues?: { path: string; message: string }[] };

/**
 * Handles one request synchronously against `games`, posting records as games finish (batched by
 * `batch` games). Never throws: problems are posted as an `error` message.
 */
export function serveLabRequest(
  req: LabRequest,
  post: (m: LabResponse) => void,
  games: GameSource,
  batch = 4,
): void {
  try {
    if (req?.type !== "run") throw new Error(`unknown lab request ${JSON.stringify(req?.type)}`);
    const lab = resolveLab(req.options, games);
    let items: LabEvent[] = [];
    for (let g = req.start; g < lab.games; g += req.step) {
      for (const run of lab.runs) items.push(playOne(lab, run, g));
      if (items.length >= batch * lab.runs.length) {
        post({ type: "records", items });
        items = [];
      }
    }
    if (items.length) post({ type: "records", items });
    post({ type: "done" });
  } catch (e) {
    post({
      type: "error",
      message: e instanceof Error ? e.message : String(e),
      ...(e instanceof LabOptionsError ? { issues: e.issues } : {}),
    });
  }
}

/**
 * Makes the current Web Worker a lab worker serving `games`. The host's worker file is two lines:
 *
 * ```ts
 * // lab.worker.ts
 * import { GAMES } from "@pudding/games";
 * import { serveLabWorker } from "@pudding/lab";
 * serveLabWorker(GAMES);
 * ```
 *
 * and the page creates it with the literal `new Worker(new URL("./lab.worker.ts", import.meta.url),
 * { type: "module" })` (Vite, webpack 5 and turbopack bundle that form), wrapped by `webLabWorker`.
 */
export function serveLabWorker(games: GameSource, scope: unknown = globalThis): void {
  const s = scope as { onmessage: ((e: { data: LabRequest }) => void) | null; postMessage(m: unknown): void };
  s.onmessage = (e) => serveLabRequest(e.data, (m) => s.postMessage(m), games);
}
