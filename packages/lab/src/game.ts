/**
 * One simulated game of the balance lab, played by bots through the engine's public path
 * (`botInput` → `decide` → `applyAction`), turned into a compact per-game record. Everything is
 * read from the events `applyAction` returns and from the final state; nothing here touches Node,
 * the DOM or a clock, so it runs unchanged in Node, in a worker thread and in a Web Worker.
 */
import { botsFor } from "@pudding/bots";
import type { Board } from "@pudding/great-fire";
import {
  type Action,
  applyAction,
  createGame,
  type GameState,
  GREAT_FIRE_1666,
  type RuleSet,
  score,
} from "@pudding/great-fire";

/**
 * What one game produced. Seat arrays are indexed by **turn-order position** (0 = the first player,
 * §2.8), not by seat number, so "win rate by seat" measures the first-player advantage directly.
 */
export interface GameRecord {
  /** Index of the game in the run (its seed is `seed + game`). */
  game: number;
  /** Engine seed of this game; the same seed under two rule sets gives the same deal where the rules allow. */
  seed: number;
  players: number;
  /** Bot playing each turn-order position. */
  bots: BotName[];
  /** §7.2 winning positions (several on a shared win). */
  winners: number[];
  /** §7.1 total per position. */
  scores: number[];
  /** Houses lost to fire (§4.3, not demolitions) in each turn, index = turn − 1. */
  burntPerTurn: number[];
  /** Houses lost to demolitions (§5.5) over the game. */
  housesDemolished: number;
  /** Turns played (setup excluded; final turns included). */
  turns: number;
  /** Actions applied (setup included). */
  actions: number;
  /** §5.4 position holding the Hero of London at the end, −1 if nobody. */
  hero: number;
  /** §2.5 objective cards dealt per deck I, II, III. */
  objectivesDealt: [number, number, number];
  /** §7.1 of those, the ones whose district survived (houses standing, no free cone, not demolished). */
  objectivesSurvived: [number, number, number];
  /** §4.4 turns that found no playable card (the no-move fallback). */
  noMoveTurns: number;
  /** §4.5 wild-fire cones added. */
  wildFires: number;
  /** District indices (board order) whose houses burnt (§4.3) during the game. */
  burnt: number[];
  /** District indices demolished (§5.5). */
  demolished: number[];
  /** District indices that were contained (≥ 1 cone, none free) at some moment of the game. */
  contained: number[];
}

/** Everything needed to play one game of a run. */
export interface GameSetup {
  board: Board;
  rules: RuleSet;
  players: number;
  /** Bots by turn-order position (length = players); rotated per game when `rotate` is set. */
  bots: BotName[];
  /** Rotate the bots one position per game so each bot plays every position equally often. */
  rotate: boolean;
  seed: number;
}

/** The bots of a seat: random, heuristic or search. */
export type BotName = "random" | "heuristic" | "search";
const BOTS = botsFor(GREAT_FIRE_1666);

/** Hard stop against a runaway game (never reached by the shipped bots). */
const MAX_ACTIONS = 20_000;

/**
 * Play game number `game` of a run to the end and record it. Deterministic in (setup, game).
 * `onEnd` receives the final state (tests cross-check the record against it).
 */
export function playLabGame(setup: GameSetup, game: number, onEnd?: (final: GameState) => void): GameRecord {
  const { board, rules, players } = setup;
  const seed = setup.seed + game;
  let state: GameState = createGame({ board, rules, seats: players, seed });
  const n = board.n;
  const first = state.first;
  const pos = (seat: number) => (seat - first + players) % players;
  // bots by position, rotated per game; seat s plays botByPos[pos(s)].
  const k = players;
  const botByPos = setup.bots.map((_, i) => setup.bots[setup.rotate ? (i + game) % k : i] as BotName);

  const burntPerTurn: number[] = [];
  const burnt = new Uint8Array(n);
  const contained = new Uint8Array(n);
  let housesDemolished = 0;
  let noMoveTurns = 0;
  let wildFires = 0;
  let actions = 0;
  while (state.phase !== "over") {
    if (actions >= MAX_ACTIONS) throw new Error(`game ${game} did not end within ${MAX_ACTIONS} actions`);
    const name = botByPos[pos(state.active)] as BotName;
    const bot = BOTS[name] as NonNullable<(typeof BOTS)[string]>;
    const action = bot.decide(state, state.active, { seed: seed * 7919 + actions }) as Action;
    const r = applyAction(state, action);
    if (!r.ok) throw new Error(`${name} bot chose an illegal action in game ${game}: ${r.error.message}`);
    state = r.state;
    actions++;
    for (const e of r.events) {
      if (e.type === "housesBurnt") {
        const d = board.index[e.district] as number;
        if (e.cause === "fire") {
          burnt[d] = 1;
          const t = Math.max(0, state.turn - 1);
          while (burntPerTurn.length <= t) burntPerTurn.push(0);
          burntPerTurn[t] = (burntPerTurn[t] as number) + e.colours.length;
        } else housesDemolished += e.colours.length;
      } else if (e.type === "noPlayableCard") noMoveTurns++;
      else if (e.type === "wildFire") wildFires++;
    }
    // Contained (rules "Words"): at least one cone, every cone controlled by a team.
    for (let d = 0; d < n; d++) {
      const c = state.cones[d] as number;
      if (c > 0 && c === state.committed[d]) contained[d] = 1;
    }
  }
  while (burntPerTurn.length < state.turn) burntPerTurn.push(0);

  onEnd?.(state);
  const s = score(state);
  const scores = new Array<number>(players).fill(0);
  for (const x of s.seats) scores[pos(x.seat)] = x.total;
  const objectivesDealt: [number, number, number] = [0, 0, 0];
  const objectivesSurvived: [number, number, number] = [0, 0, 0];
  for (let i = 0; i < state.objectives.length; i++) {
    const d = state.objectives[i] as number;
    if (d < 0) continue;
    const deck = (board.objectiveDeck[d] as number) - 1;
    if (deck < 0 || deck > 2) continue;
    objectivesDealt[deck] = (objectivesDealt[deck] as number) + 1;
    // §7.1 survived: houses standing, no free cone, not demolished.
    if (state.intact[d] === 1 && state.cones[d] === state.committed[d] && state.demolished[d] === 0)
      objectivesSurvived[deck] = (objectivesSurvived[deck] as number) + 1;
  }
  const list = (flags: ArrayLike<number>) => {
    const out: number[] = [];
    for (let d = 0; d < flags.length; d++) if (flags[d]) out.push(d);
    return out;
  };
  return {
    game,
    seed,
    players,
    bots: botByPos,
    winners: s.winners.map(pos).sort((a, b) => a - b),
    scores,
    burntPerTurn,
    housesDemolished,
    turns: state.turn,
    actions,
    hero: state.hero < 0 ? -1 : pos(state.hero),
    objectivesDealt,
    objectivesSurvived,
    noMoveTurns,
    wildFires,
    burnt: list(burnt),
    demolished: list(state.demolished),
    contained: list(contained),
  };
}
