/**
 * The editor's balance-lab Web Worker: the lab (from `@pudding/rules-ui/lab`, no React) served for
 * every game of the registry. `RulesClient` creates it with the literal
 * `new Worker(new URL("./lab.worker.ts", import.meta.url), { type: "module" })` webpack bundles.
 */
import { GAMES } from "@pudding/games";
import { serveLabWorker } from "@pudding/rules-ui/lab";

serveLabWorker(GAMES);
