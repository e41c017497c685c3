/** `pudding sim` and `pudding bench`: random games on the engine's fast path, measured. */
import { searchDecide } from "@pudding/bots";
import {
  applyAction,
  benchRandomGames,
  checkInvariants,
  compileBoard,
  createGame,
  GREAT_FIRE_1666,
  legalActions,
  playRandomGame,
  score,
} from "@pudding/great-fire";
import { intOption, parse, printJson, UsageError } from "../args.js";
import { loadMap, loadRules } from "../game-file.js";
import type { Command } from "./types.js";

const now = () => performance.now();
const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

export const sim: Command = {
  summary: "simulate random games: --players N --games G --seed S [--rules …] [--map …] [--json]",
  run(args) {
    const { values } = parse(args, {
      players: { type: "string" },
      games: { type: "string" },
      seed: { type: "string" },
      rules: { type: "string" },
      map: { type: "string" },
      json: { type: "boolean" },
    });
    const players = intOption(values.players, "players", 3, 6, 4);
    const games = intOption(values.games, "games", 1, 10_000_000, 100);
    const seed = intOption(values.seed, "seed", 0, 2 ** 31 - 1, 1);
    const board = compileBoard(loadMap(values.map));
    const rules = loadRules(values.rules);
    const turns: number[] = [];
    const wins = new Array(players).fill(0);
    const scoreSum = new Array(players).fill(0);
    let burnt = 0;
    let completed = 0;
    let violations = 0;
    const firstViolations: string[] = [];
    const t0 = now();
    for (let g = 0; g < games; g++) {
      const start = createGame({ board, rules: rules as never, seats: players, seed: seed + g });
      const { state } = playRandomGame(start, seed + g);
      if (state.phase === "over") completed++;
      const broken = checkInvariants(state);
      if (broken.length) {
        violations++;
        if (firstViolations.length < 5) firstViolations.push(`game ${g}: ${broken[0]}`);
      }
      turns.push(state.turn);
      const s = score(state);
      for (const w of s.winners) wins[w] += 1 / s.winners.length;
      for (const x of s.seats) scoreSum[x.seat] += x.total;
      burnt += state.burntByColour.reduce((a, b) => a + b, 0);
    }
    const seconds = (now() - t0) / 1000;
    const out = {
      players,
      games,
      completed,
      turns: {
        mean: round(turns.reduce((a, b) => a + b, 0) / games),
        min: Math.min(...turns),
        max: Math.max(...turns),
      },
      seconds: round(seconds, 3),
      gamesPerSecond: Math.round(games / seconds),
      invariantViolations: violations,
      winsBySeat: wins.map((w) => round(w)),
      meanScore: scoreSum.map((x) => round(x / games)),
      meanHousesBurnt: round(burnt / games),
      ...(firstViolations.length ? { firstViolations } : {}),
    };
    if (values.json) printJson(out);
    else {
      console.log(
        `${completed}/${games} games completed in ${out.seconds} s (${out.gamesPerSecond} games/s)`,
      );
      console.log(
        `turns mean ${out.turns.mean} (min ${out.turns.min}, max ${out.turns.max}); houses burnt ${out.meanHousesBurnt}`,
      );
      console.log(`wins by seat ${out.winsBySeat.join(" / ")}; mean score ${out.meanScore.join(" / ")}`);
      console.log(`invariant violations: ${violations}`);
      for (const v of firstViolations) console.log(`  ${v}`);
    }
    return violations === 0 && completed === games ? 0 : 1;
  },
};

export const bench: Command = {
  summary:
    "measure random playouts: --players 4 --seconds 5 [--map …] [--json] → { gamesPerSecond, actionsPerSecond }",
  run(args) {
    const { values } = parse(args, {
      players: { type: "string" },
      seconds: { type: "string" },
      map: { type: "string" },
      bot: { type: "string" },
      json: { type: "boolean" },
    });
    const players = intOption(values.players, "players", 3, 6, 4);
    const seconds = intOption(values.seconds, "seconds", 1, 600, 5);
    const board = compileBoard(loadMap(values.map));
    if (values.bot === "search") return benchSearch(board, players, seconds, values.json ?? false);
    if (values.bot !== undefined) throw new UsageError(`--bot takes "search" (got "${values.bot}")`);
    const r = benchRandomGames({ players, seconds, board });
    const out = {
      players,
      board: board.id,
      seconds,
      games: r.games,
      gamesPerSecond: Math.round(r.gamesPerSecond),
      actionsPerSecond: Math.round(r.actionsPerSecond),
    };
    if (values.json) printJson(out);
    else
      console.log(
        `${out.gamesPerSecond} complete random ${players}-player games/s on ${board.id} (${out.actionsPerSecond} actions/s, one core)`,
      );
    return 0;
  },
};

/**
 * Search iterations per second: one-second searches at positions spread over random games. One
 * iteration = one determinization + selection of a first move + a heuristic playout truncated at the
 * horizon + the evaluation + backup (`packages/bots/src/search.ts`).
 */
function benchSearch(
  board: ReturnType<typeof compileBoard>,
  players: number,
  seconds: number,
  json: boolean,
): number {
  let iterations = 0;
  let ms = 0;
  let decisions = 0;
  for (let g = 0; ms < seconds * 1000; g++) {
    let s = createGame({ board, seats: players, seed: g });
    for (let step = 0; s.phase !== "over" && ms < seconds * 1000; step++) {
      const list = legalActions(s);
      if (step % 40 === 39 && list.length > 1) {
        const r = searchDecide(GREAT_FIRE_1666, s, s.active, step, { budgetMs: 1000 });
        iterations += r.iterations;
        ms += r.ms;
        decisions++;
      }
      const next = applyAction(s, list[(step * 7 + g) % list.length]);
      if (next.ok) s = next.state;
    }
  }
  const out = {
    bot: "search",
    players,
    decisions,
    iterations,
    iterationsPerSecond: Math.round((iterations / ms) * 1000),
  };
  if (json) printJson(out);
  else console.log(`search: ${out.iterationsPerSecond} iterations/s over ${decisions} one-second decisions`);
  return 0;
}
