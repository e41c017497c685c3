/**
 * One simulated game of the balance lab, for any game module: bots from `botsFor(module)` choose
 * among `legal` and `apply` plays their choice, the module's lab collector sees every action's
 * events, and the game becomes a compact record. Nothing here touches Node, the DOM or a clock, so it
 * runs unchanged in Node, in a worker thread and in a Web Worker.
 */
import { type Bot, botsFor } from "@pudding/bots";
import type { AnyGameModule } from "@pudding/engine";

/**
 * What one game produced: the generic fields below plus the module's collector fields (flat, by the
 * collector's own keys). Seat arrays are indexed by **turn-order position** (0 = the first player,
 * `lab.firstSeat`), not by seat number, so "win rate by seat" measures the first-player advantage.
 */
export interface GameRecord {
  /** Index of the game in the run (its seed is `seed + game`). */
  game: number;
  /** Seed of this game; the same seed under two rule sets gives the same deal where the rules allow. */
  seed: number;
  players: number;
  /** Bot playing each turn-order position. */
  bots: string[];
  /** Winning positions (several on a shared win), ascending. */
  winners: number[];
  /** The module's final points (`outcome.points`) by position. */
  scores: number[];
  /** Turns played (`status.turn` at the end). */
  turns: number;
  /** Actions applied, setup included. */
  actions: number;
  /** The module's collector fields (`lab.collector(…).finish`). */
  [field: string]: number | number[] | string[];
}

/** The generic fields of a record, which a collector's fields never overwrite. */
export const GENERIC_FIELDS = ["game", "seed", "players", "bots", "winners", "scores", "turns", "actions"];

/** One finished game: its record and how its winner was decided (`outcome.decidedBy`). */
export interface PlayedGame {
  record: GameRecord;
  /** The module's stable code (`points`, `tie:…`, `shared`, …). */
  decidedBy: string;
}

/** Options of the `search` bot in the lab (a wall-clock budget makes games irreproducible). */
export interface LabSearchOptions {
  budgetMs?: number;
  maxIterations?: number;
}

/** Everything needed to play one game of a run. */
export interface GameSetup {
  module: AnyGameModule;
  /** A map document the module's profile accepts. */
  map: unknown;
  /** A complete, parsed rule set of the module. */
  rules: unknown;
  players: number;
  /** Bot names by turn-order position (length = players), from `botsFor(module)`. */
  bots: string[];
  /** Rotate the bots one position per game so each bot plays every position equally often. */
  rotate: boolean;
  seed: number;
  search?: LabSearchOptions;
}

/** Hard stop against a runaway game (never reached by the shipped modules and bots). */
const MAX_ACTIONS = 100_000;

const botTables = new WeakMap<AnyGameModule, Record<string, Bot>>();
/** The bots of a module (cached: `botsFor` builds closures). */
export function labBots(module: AnyGameModule): Record<string, Bot> {
  let t = botTables.get(module);
  if (!t) {
    t = botsFor(module);
    botTables.set(module, t);
  }
  return t;
}

/**
 * Plays game number `game` of a run to the end and records it. Deterministic in (setup, game). When
 * several seats may act, the first listed by `toAct` moves first. `onEnd` receives the final state
 * (tests cross-check the record against it).
 */
export function playLabGame(setup: GameSetup, game: number, onEnd?: (final: unknown) => void): PlayedGame {
  const { module, players } = setup;
  const seed = setup.seed + game;
  const created = module.setup({ map: setup.map, rules: setup.rules, seats: players, seed });
  if (!created.ok)
    throw new Error(
      `${module.id} refused game ${game}: ${created.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`,
    );
  let state: unknown = created.value;
  const first = module.lab?.firstSeat?.(state) ?? 0;
  const pos = (seat: number) => (((seat - first) % players) + players) % players;
  const k = players;
  const botByPos = setup.bots.map((_, i) => setup.bots[setup.rotate ? (i + game) % k : i] as string);
  const table = labBots(module);
  const collector = module.lab?.collector(state);
  let actions = 0;
  for (;;) {
    const seat = module.toAct(state)[0];
    if (seat === undefined) break;
    if (actions >= MAX_ACTIONS) throw new Error(`game ${game} did not end within ${MAX_ACTIONS} actions`);
    const name = botByPos[pos(seat)] as string;
    const bot = table[name];
    if (!bot) throw new Error(`${module.id} offers no bot "${name}"`);
    const action = bot.decide(state, seat, { seed: seed * 7919 + actions, ...setup.search });
    const r = module.apply(state, seat, action);
    if (!r.ok) throw new Error(`the ${name} bot chose an illegal action in game ${game}: ${r.error.message}`);
    state = r.state;
    actions++;
    collector?.step(r.events, state);
  }
  if (!module.status(state).over) throw new Error(`game ${game}: nobody may act but the game is not over`);
  onEnd?.(state);
  const outcome = module.outcome(state);
  const scores = new Array<number>(players).fill(0);
  outcome.points.forEach((p, seat) => {
    scores[pos(seat)] = p;
  });
  const record: GameRecord = {
    game,
    seed,
    players,
    bots: botByPos,
    winners: outcome.winners.map(pos).sort((a, b) => a - b),
    scores,
    turns: module.status(state).turn,
    actions,
  };
  const fields = collector?.finish(state, pos) ?? {};
  for (const [key, value] of Object.entries(fields)) if (!GENERIC_FIELDS.includes(key)) record[key] = value;
  return { record, decidedBy: outcome.decidedBy };
}
