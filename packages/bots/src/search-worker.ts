/**
 * A search bot living in a worker thread: `decide` returns a promise and never blocks the caller.
 *
 * ```ts
 * const w = new SearchWorker({ registry: "@pudding/games" });
 * const { action } = await w.decide(module, map, state, seat, { seed: 7, budgetMs: 1000 });
 * await w.close();
 * ```
 */
import { Worker } from "node:worker_threads";
import type { AnyGameModule } from "@pudding/engine";
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
  private sentMaps = new WeakMap<object, string>();
  private mapCount = 0;

  /** `registry`: the module specifier the worker imports to find games by id. */
  constructor(o: { registry: string }) {
    // The package ships TypeScript source: the worker's entry registers tsx, then loads worker.ts.
    this.worker = new Worker(new URL("./worker-entry.mjs", import.meta.url), {
      workerData: { registry: o.registry },
    });
    this.worker.on("message", (m: { id: number; ok: boolean; error?: string } & Partial<SearchResult>) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.ok) p.resolve({ action: m.action, iterations: m.iterations ?? 0, ms: m.ms ?? 0 });
      else p.reject(new Error(m.error ?? "search failed"));
    });
    this.worker.on("error", (e) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    });
  }

  /** Searches for `seat` in `state` of `module` on `map` (the map is sent once per map object). */
  decide(
    module: AnyGameModule,
    map: object,
    state: unknown,
    seat: number,
    options: WorkerDecideOptions = {},
  ): Promise<SearchResult> {
    const id = this.nextId++;
    const { seed = 0, ...search } = options;
    let mapKey = this.sentMaps.get(map);
    const fresh = mapKey === undefined;
    if (mapKey === undefined) {
      mapKey = `m${++this.mapCount}`;
      this.sentMaps.set(map, mapKey);
    }
    const req: WorkerRequest = {
      id,
      game: module.id,
      mapKey,
      ...(fresh ? { map } : {}),
      state: module.codec.save(state),
      seat,
      seed,
      options: { budgetMs: 1000, ...search },
    };
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
