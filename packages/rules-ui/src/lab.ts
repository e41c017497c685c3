/**
 * `@pudding/rules-ui/lab`: what a host needs for the lab's Web Worker without loading React — the
 * worker body (`serveLabWorker`, called with the host's games in the host's worker file) and the
 * adapter the page wraps each worker in (`webLabWorker`). Re-exported from `@pudding/lab` so a host
 * depends on this package alone.
 */
export { type GameSource, type LabWorkerLike, serveLabWorker, webLabWorker } from "@pudding/lab";
