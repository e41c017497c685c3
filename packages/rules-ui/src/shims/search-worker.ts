/**
 * Browser stand-in for @pudding/bots' `search-worker.ts` (a Node worker thread that registers tsx).
 * `@pudding/bots` re-exports it from its main entry; bundlers would otherwise try to bundle its
 * `new Worker(new URL("./worker-entry.mjs", …))` as a Web Worker and fail on tsx. The lab never
 * uses it: its bots run inside the lab's own Web Workers.
 */
export class SearchWorker {
  constructor() {
    throw new Error(
      "SearchWorker runs in Node worker threads only; in a browser the lab runs bots in Web Workers",
    );
  }
}
