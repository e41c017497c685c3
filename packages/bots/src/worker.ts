/**
 * Runs the search bot in a worker thread so a decision never blocks a server's event loop or a page
 * (issue 5). The parent sends the board (or the map) and the state (the worker is part of the same
 * trusted server process; the bot itself still reads the state only through `botInput`).
 */
import { parentPort } from "node:worker_threads";
import type { GameState } from "@pudding/great-fire";
import { type Board, type BoardMap, compileBoard } from "@pudding/great-fire";
import { botInput } from "./bots.js";
import { type SearchOptions, searchDecide } from "./search.js";

export interface WorkerRequest {
  id: number;
  /** The map to compile (cached by map id), or … */
  map?: BoardMap;
  /** … the compiled board itself. */
  board?: Board;
  state: Omit<GameState, "board">;
  seed: number;
  options: SearchOptions;
}

const boards = new Map<string, Board>();
parentPort?.on("message", (req: WorkerRequest) => {
  try {
    let board = req.board;
    if (!board) {
      const map = req.map as BoardMap;
      board = boards.get(map.id);
      if (!board) {
        board = compileBoard(map);
        boards.set(map.id, board);
      }
    }
    const input = botInput({ ...req.state, board } as GameState);
    const r = searchDecide(input, req.seed, req.options);
    parentPort?.postMessage({ id: req.id, ok: true, ...r });
  } catch (e) {
    parentPort?.postMessage({ id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
