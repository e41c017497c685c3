/**
 * @pudding/bots/node — what runs only in Node: the search bot in a worker thread (`SearchWorker`).
 * Kept out of the main entry so browser bundles (the lab's Web Workers, the editor) never see
 * `node:worker_threads`.
 */
export { SearchWorker, type WorkerDecideOptions } from "./search-worker.js";
