/** A search bot living in a worker thread: `decide` returns a promise and never blocks the caller. */
import { Worker } from "node:worker_threads";
import type { Action, GameState } from "@pudding/engine";
import type { BoardMap } from "@pudding/map-schema";
import type { SearchResult } from "./search.js";
import type { WorkerRequest } from "./worker.js";

export class SearchWorker {
  private worker: Worker;
  private nextId = 1;
  private pending = new Map<number, { resolve: (r: SearchResult) => void; reject: (e: Error) => void }>();

  constructor() {
    // The package ships TypeScript source: the worker's entry registers tsx, then loads worker.ts.
    this.worker = new Worker(new URL("./worker-entry.mjs", import.meta.url));
    this.worker.on("message", (m: { id: number; ok: boolean; error?: string } & Partial<SearchResult>) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.ok) p.resolve({ action: m.action as Action, iterations: m.iterations ?? 0, ms: m.ms ?? 0 });
      else p.reject(new Error(m.error ?? "search failed"));
    });
    this.worker.on("error", (e) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    });
  }

  /** Searches for the active seat of `state` within `budgetMs`. */
  decide(
    map: BoardMap,
    state: GameState,
    seed: number,
    budgetMs = 1000,
    maxIterations?: number,
  ): Promise<SearchResult> {
    const id = this.nextId++;
    const { board: _board, ...rest } = state;
    const req: WorkerRequest = { id, map, state: rest, seed, budgetMs, maxIterations };
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage(req);
    });
  }

  /** Stops the worker thread. */
  close(): Promise<number> {
    return this.worker.terminate();
  }
}
