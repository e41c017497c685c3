/**
 * A search bot living in a worker thread: `decide` returns a promise and never blocks the caller
 * (issue 5). Two ways to call it:
 *
 * ```ts
 * const w = new SearchWorker();
 * const { action } = await w.decide(state, { budgetMs: 1000, seed: 7 });      // the state's own board
 * const { action: a2 } = await w.decide(map, state, 7, 1000);                 // map sent, compiled once per map id
 * await w.close();
 * ```
 */
import { Worker } from "node:worker_threads";
import type { Action, BoardMap, GameState } from "@pudding/great-fire";
import type { SearchOptions, SearchResult } from "./search.js";
import type { WorkerRequest } from "./worker.js";

/** Options of one worker decision: the search options plus the seed. */
export interface WorkerDecideOptions extends SearchOptions {
  /** Seed of the decision (default 0): with `maxIterations` the decision is reproducible. */
  seed?: number;
}

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

  /** Searches for the active seat of `state` (its compiled board is sent along). */
  decide(state: GameState, options?: WorkerDecideOptions): Promise<SearchResult>;
  /** Searches for the active seat of `state` within `budgetMs`; the board is compiled from `map`. */
  decide(
    map: BoardMap,
    state: GameState,
    seed: number,
    budgetMs?: number,
    maxIterations?: number,
  ): Promise<SearchResult>;
  decide(
    a: BoardMap | GameState,
    b?: GameState | WorkerDecideOptions,
    seed?: number,
    budgetMs = 1000,
    maxIterations?: number,
  ): Promise<SearchResult> {
    const id = this.nextId++;
    let req: WorkerRequest;
    if ("phase" in a) {
      const { seed: s = 0, ...options } = (b ?? {}) as WorkerDecideOptions;
      const { board, ...rest } = a;
      req = { id, board, state: rest, seed: s, options: { budgetMs: 1000, ...options } };
    } else {
      const { board: _board, ...rest } = b as GameState;
      req = { id, map: a, state: rest, seed: seed ?? 0, options: { budgetMs, maxIterations } };
    }
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
