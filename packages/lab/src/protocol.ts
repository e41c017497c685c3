/**
 * The message protocol between a lab runner and its workers (Web Workers in a page, worker threads
 * in Node). The worker side is one function, `serveLabRequest`, wired to the platform's messaging by
 * `lab.worker.ts` (browser) or `node-worker.ts` (Node).
 */
import type { GameRecord } from "./game.js";
import { type LabOptions, LabOptionsError, playOne, type RunId, resolveLab } from "./run.js";

/** Parent → worker: play games start, start + step, … < games under every rule set. */
export interface LabRequest {
  type: "run";
  options: LabOptions;
  start: number;
  step: number;
}

/** Worker → parent. Records come in batches to keep message overhead low. */
export type LabResponse =
  | { type: "records"; items: { run: RunId; record: GameRecord }[] }
  | { type: "done" }
  | { type: "error"; message: string; issues?: { path: string; message: string }[] };

/** Handles one request synchronously, posting records as games finish (batched by `batch` games). */
export function serveLabRequest(req: LabRequest, post: (m: LabResponse) => void, batch = 4): void {
  try {
    if (req?.type !== "run") throw new Error(`unknown lab request ${JSON.stringify(req?.type)}`);
    const lab = resolveLab(req.options);
    let items: { run: RunId; record: GameRecord }[] = [];
    for (let g = req.start; g < lab.games; g += req.step) {
      for (const run of lab.runs) items.push({ run, record: playOne(lab, run, g) });
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
