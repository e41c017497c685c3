/**
 * Random playouts (bots, balance simulator) on the fast path: one clone at the start, then moves are
 * generated into a reused integer array and applied in place without validation or events. The
 * readable twin (`playRandomGameReadable`) goes through `legalActions`/`applyAction` and, for the
 * same seed, ends in a byte-identical state (tested).
 */

import { applyMove, genMoves, spreadMoveAt, spreadMoveCount } from "./core.js";
import { gridMap } from "./grid-map.js";
import { type Board, compileBoard } from "./map/index.js";
import { applyAction, legalActions } from "./play.js";
import { below, newRng } from "./rng.js";
import { createGame } from "./setup.js";
import { cloneState, type GameState } from "./state.js";

/** Hard stop against runaway playouts (never reached in practice). */
const MAX_ACTIONS = 100000;

/** Play uniformly random legal actions to the end (fast path). Does not mutate `state`. */
export function playRandomGame(
  state: GameState,
  rngSeed: number | string,
): { state: GameState; actions: number } {
  const s = cloneState(state);
  const rng = newRng(rngSeed);
  const moves: number[] = [];
  let actions = 0;
  while (s.phase !== "over" && actions < MAX_ACTIONS) {
    // Phase A lists can be long (sources × destinations): count and pick without building them.
    const count = s.phase === "spread" ? spreadMoveCount(s) : 0;
    if (count > 0) applyMove(s, spreadMoveAt(s, below(rng, count)), null);
    else {
      genMoves(s, moves);
      applyMove(s, moves[below(rng, moves.length)] as number, null);
    }
    actions++;
  }
  return { state: s, actions };
}

/** The same playout through the public, validating path (slow; for equivalence tests). */
export function playRandomGameReadable(
  state: GameState,
  rngSeed: number | string,
): { state: GameState; actions: number } {
  let s = state;
  const rng = newRng(rngSeed);
  let actions = 0;
  while (s.phase !== "over" && actions < MAX_ACTIONS) {
    const list = legalActions(s);
    const r = applyAction(s, list[below(rng, list.length)]);
    if (!r.ok) throw new Error(`readable playout rejected a legal action: ${r.error.message}`);
    s = r.state;
    actions++;
  }
  return { state: s, actions };
}

let defaultBoard: Board | undefined;

/** Benchmark options. Without a board, the synthetic 8×8 grid board is used. */
export interface BenchOptions {
  players: number;
  seconds: number;
  board?: Board;
  seed?: number;
}
/** Benchmark result. */
export interface BenchResult {
  games: number;
  actions: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
}

/** Play complete random games (setup included) for about `seconds` on this core. */
export function benchRandomGames(o: BenchOptions): BenchResult {
  if (!o.board && !defaultBoard) defaultBoard = compileBoard(gridMap());
  const board = (o.board ?? defaultBoard) as Board;
  const clock = (globalThis as unknown as { performance: { now(): number } }).performance;
  const start = clock.now();
  const end = start + o.seconds * 1000;
  let games = 0;
  let actions = 0;
  const seed = o.seed ?? 1;
  while (clock.now() < end || games === 0) {
    const s = createGame({ board, seats: o.players, seed: seed + games });
    actions += playRandomGame(s, seed * 7919 + games).actions;
    games++;
  }
  const secs = (clock.now() - start) / 1000;
  return { games, actions, gamesPerSecond: games / secs, actionsPerSecond: actions / secs };
}
