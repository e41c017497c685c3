/**
 * Runs the search bot in a worker thread so a decision never blocks a server's event loop. The
 * worker loads the game registry named by the parent (a package specifier such as `@pudding/games`,
 * so this generic package never names a game) and searches on the saved state the parent sends.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { AnyGameModule } from "@pudding/engine";
import { type SearchOptions, searchDecide } from "./search.js";

export interface WorkerRequest {
  id: number;
  game: string;
  /** The map document (cached by `mapKey`). */
  map?: unknown;
  mapKey: string;
  /** `module.codec.save(state)`. */
  state: unknown;
  seat: number;
  seed: number;
  options: SearchOptions;
}

type Registry = { gameById(id: string): AnyGameModule | undefined };
const registry: Promise<Registry> = import(
  (workerData as { registry: string }).registry
) as Promise<Registry>;
const maps = new Map<string, unknown>();

parentPort?.on("message", async (req: WorkerRequest) => {
  try {
    const module = (await registry).gameById(req.game);
    if (!module) throw new Error(`no game "${req.game}" in the registry`);
    if (req.map !== undefined) maps.set(req.mapKey, req.map);
    const map = maps.get(req.mapKey);
    if (map === undefined) throw new Error(`map ${req.mapKey} was never sent`);
    const loaded = module.codec.load(req.state, map);
    if (!loaded.ok) throw new Error(`the state does not load: ${loaded.issues[0]?.message}`);
    const r = searchDecide(module, loaded.value, req.seat, req.seed, req.options);
    parentPort?.postMessage({ id: req.id, ok: true, ...r });
  } catch (e) {
    parentPort?.postMessage({ id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
