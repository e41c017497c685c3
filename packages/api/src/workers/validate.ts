/**
 * The map checker's thread: loads the game registry the parent names (a module specifier, so this
 * package never names a game) and runs a module's `map.parse` on documents the parent sends, so a
 * slow check never blocks the server's event loop (the parent stops it when it takes too long).
 */
import { parentPort, workerData } from "node:worker_threads";
import type { AnyGameModule } from "@pudding/engine";

/** A request from the parent. */
export interface ValidateRequest {
  id: number;
  game: string;
  value: unknown;
}

type Registry = { gameById(id: string): AnyGameModule | undefined };
const registry = import((workerData as { registry: string }).registry) as Promise<Registry>;

parentPort?.on("message", async (req: ValidateRequest) => {
  try {
    const games = await registry;
    // The time bound starts now (not while the thread was starting).
    parentPort?.postMessage({ id: req.id, started: true });
    const module = games.gameById(req.game);
    if (!module) throw new Error(`no game "${req.game}" in the registry`);
    parentPort?.postMessage({ id: req.id, ok: true, result: module.map.parse(req.value) });
  } catch (e) {
    parentPort?.postMessage({ id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
