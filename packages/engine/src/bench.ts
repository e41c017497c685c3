/**
 * Random complete games on any module, for `pudding bench --game …` and the lab's random seats:
 * on the module's integer fast path when it has one (no validation, no events, no allocation per
 * move), else through `legal` + `apply`.
 */
import type { AnyGameModule, SetupOptions } from "./contract.js";
import { Rng } from "./fast-rng.js";
import { playRandom } from "./replay.js";

/** Hard stop against runaway playouts. */
const MAX_ACTIONS = 200_000;

/** Plays uniformly random moves in place on the fast path until the game ends; returns the number of moves. */
export function fastRandomPlayout<S>(module: AnyGameModule, s: S, rng: Rng, buf: number[] = []): number {
  const fast = module.ai?.fast;
  if (!fast) throw new Error(`${module.id} has no fast path`);
  let n = 0;
  while (!fast.over(s) && n < MAX_ACTIONS) {
    const m = fast.randomMove ? fast.randomMove(s, rng, buf) : pick(fast.moves(s, buf), rng);
    fast.apply(s, m);
    n++;
  }
  return n;
}
const pick = (moves: number[], rng: Rng): number => {
  if (moves.length === 0) throw new Error("the fast path listed no move for a game that is not over");
  return moves[rng.below(moves.length)] as number;
};

export interface ModuleBenchOptions {
  seats: number;
  seconds: number;
  seed?: number;
  /** Rules (parsed); default the module's default preset. */
  rules?: unknown;
  map?: unknown;
  /** Use `legal` + `apply` even when a fast path exists. */
  readable?: boolean;
}
export interface ModuleBenchResult {
  games: number;
  actions: number;
  seconds: number;
  gamesPerSecond: number;
  actionsPerSecond: number;
  fastPath: boolean;
}

const clock = (globalThis as unknown as { performance: { now(): number } }).performance;

/** Complete random games (setup included) for `seconds` on one core. */
export function benchModule(module: AnyGameModule, o: ModuleBenchOptions): ModuleBenchResult {
  const preset = module.rules.presets.find((p) => p.id === module.rules.defaultPreset);
  const parsed = module.rules.parse(o.rules ?? preset?.rules ?? {});
  if (!parsed.ok) throw new Error(`rules: ${parsed.issues[0]?.message}`);
  const setup: SetupOptions<unknown, unknown> = {
    map: o.map ?? module.map.defaultFor(o.seats),
    rules: parsed.value,
    seats: o.seats,
    seed: 0,
  };
  const useFast = Boolean(module.ai?.fast) && !o.readable;
  const rng = new Rng(o.seed ?? 1);
  const buf: number[] = [];
  const start = clock.now();
  let games = 0;
  let actions = 0;
  let seed = o.seed ?? 1;
  while (clock.now() - start < o.seconds * 1000) {
    const created = module.setup({ ...setup, seed: seed++ });
    if (!created.ok) throw new Error(`setup: ${created.issues[0]?.message}`);
    if (useFast) actions += fastRandomPlayout(module, created.value, rng, buf);
    else actions += playRandom(module, created.value, seed).log.length;
    games++;
  }
  const seconds = (clock.now() - start) / 1000;
  return {
    games,
    actions,
    seconds,
    gamesPerSecond: games / seconds,
    actionsPerSecond: actions / seconds,
    fastPath: useFast,
  };
}
