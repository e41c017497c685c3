/**
 * Browser stand-in for `node:worker_threads`. `@pudding/bots` re-exports its Node-only SearchWorker
 * from its main entry, so a browser bundle of the lab reaches this import; nothing in the lab calls
 * it. Alias `node:worker_threads` to this file in the bundler (see README: Vite, Next.js).
 */
export const parentPort = null;
export const isMainThread = true;
export class Worker {
  constructor() {
    throw new Error("node:worker_threads is not available in a browser; the lab uses Web Workers there");
  }
}
export default { parentPort, isMainThread, Worker };
