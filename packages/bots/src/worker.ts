/**
 * Runs the search bot in a worker thread so a decision never blocks a server's event loop or a page
 * (issue 5). The parent sends the map and the state (the worker is part of the same trusted server
 * process; the bot itself still reads the state only through `botInput`).
 */
import { parentPort } from "node:worker_threads";
import type { GameState } from "@pudding/engine";
import { type Board, type BoardMap, compileBoard } from "@pudding/map-schema";
import { botInput } from "./bots.js";
import { searchDecide } from "./search.js";

export interface WorkerRequest {
  id: number;
  map: BoardMap;
  state: Omit<GameState, "board">;
  seed: number;
  budgetMs: number;
  maxIterations?: number;
}

const boards = new Map<string, Board>();
parentPort?.on("message", (req: WorkerRequest) => {
  try {
    let board = boards.get(req.map.id);
    if (!board) {
      board = compileBoard(req.map);
      boards.set(req.map.id, board);
    }
    const input = botInput({ ...req.state, board } as GameState);
    const r = searchDecide(input, req.seed, {
      budgetMs: req.budgetMs,
      maxIterations: req.maxIterations,
    });
    parentPort?.postMessage({ id: req.id, ok: true, ...r });
  } catch (e) {
    parentPort?.postMessage({ id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
