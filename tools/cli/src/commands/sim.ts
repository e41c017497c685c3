/** `pudding sim` and `pudding bench`: random games of any module on its fast path, measured. */
import { searchDecide } from "@pudding/bots";
import { type AnyGameModule, benchModule, fastRandomPlayout, playRandom, Rng } from "@pudding/engine";
import { intOption, parse, printJson, UsageError } from "../args.js";
import { gameArg, mapArg, rulesArg } from "../game-file.js";
import type { Command } from "./types.js";

const now = () => performance.now();
const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

/** A whole random game: on the fast path when the module has one, else through `legal` + `apply`. */
function randomGame(module: AnyGameModule, start: unknown, seed: number): unknown {
  if (module.ai?.fast) {
    const s = module.ai.fast.clone(start);
    fastRandomPlayout(module, s, new Rng(seed));
    return s;
  }
  return playRandom(module, start, seed).state;
}

export const sim: Command = {
  summary: "simulate random games: [--game id] --players N --games G --seed S [--rules …] [--map …] [--json]",
  run(args) {
    const { values } = parse(args, {
      game: { type: "string" },
      players: { type: "string" },
      games: { type: "string" },
      seed: { type: "string" },
      rules: { type: "string" },
      map: { type: "string" },
      json: { type: "boolean" },
    });
    const module = gameArg(values.game);
    const players = intOption(
      values.players,
      "players",
      module.seats.min,
      module.seats.max,
      Math.max(module.seats.min, Math.min(4, module.seats.max)),
    );
    const games = intOption(values.games, "games", 1, 10_000_000, 100);
    const seed = intOption(values.seed, "seed", 0, 2 ** 31 - 1, 1);
    const map = mapArg(module, values.map, players);
    const { rules } = rulesArg(module, values.rules);
    const turns: number[] = [];
    const wins = new Array(players).fill(0);
    const pointSum = new Array(players).fill(0);
    let completed = 0;
    let violations = 0;
    const firstViolations: string[] = [];
    const t0 = now();
    for (let g = 0; g < games; g++) {
      const created = module.setup({ map, rules, seats: players, seed: seed + g });
      if (!created.ok) throw new UsageError(created.issues.map((i) => `${i.path}: ${i.message}`).join("; "));
      const state = randomGame(module, created.value, seed + g);
      const status = module.status(state);
      if (status.over) completed++;
      const broken = module.invariants?.(state) ?? [];
      if (broken.length) {
        violations++;
        if (firstViolations.length < 5) firstViolations.push(`game ${g}: ${broken[0]}`);
      }
      turns.push(status.turn);
      const o = module.outcome(state);
      for (const w of o.winners) wins[w] += 1 / o.winners.length;
      o.points.forEach((p, seat) => {
        pointSum[seat] += p;
      });
    }
    const seconds = (now() - t0) / 1000;
    const out = {
      game: module.id,
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
      meanScore: pointSum.map((x) => round(x / games)),
      ...(firstViolations.length ? { firstViolations } : {}),
    };
    if (values.json) printJson(out);
    else {
      console.log(
        `${module.title}: ${completed}/${games} games completed in ${out.seconds} s (${out.gamesPerSecond} games/s)`,
      );
      console.log(`turns mean ${out.turns.mean} (min ${out.turns.min}, max ${out.turns.max})`);
      console.log(`wins by seat ${out.winsBySeat.join(" / ")}; mean score ${out.meanScore.join(" / ")}`);
      console.log(`invariant violations: ${violations}`);
      for (const v of firstViolations) console.log(`  ${v}`);
    }
    return violations === 0 && completed === games ? 0 : 1;
  },
};

export const bench: Command = {
  summary:
    "measure random playouts: [--game id] --players 4 --seconds 5 [--map …] [--bot search] [--json] → { gamesPerSecond, actionsPerSecond }",
  run(args) {
    const { values } = parse(args, {
      game: { type: "string" },
      players: { type: "string" },
      seconds: { type: "string" },
      map: { type: "string" },
      bot: { type: "string" },
      json: { type: "boolean" },
    });
    const module = gameArg(values.game);
    const players = intOption(
      values.players,
      "players",
      module.seats.min,
      module.seats.max,
      Math.max(module.seats.min, Math.min(4, module.seats.max)),
    );
    const seconds = intOption(values.seconds, "seconds", 1, 600, 5);
    const map = mapArg(module, values.map, players);
    const mapId = module.map.info(map).id;
    if (values.bot === "search") return benchSearch(module, map, players, seconds, values.json ?? false);
    if (values.bot !== undefined) throw new UsageError(`--bot takes "search" (got "${values.bot}")`);
    benchModule(module, { seats: players, seconds: 0.5, map }); // warm-up
    const r = benchModule(module, { seats: players, seconds, map });
    const out = {
      game: module.id,
      players,
      board: mapId,
      seconds,
      games: r.games,
      gamesPerSecond: Math.round(r.gamesPerSecond),
      actionsPerSecond: Math.round(r.actionsPerSecond),
      fastPath: r.fastPath,
    };
    if (values.json) printJson(out);
    else
      console.log(
        `${out.gamesPerSecond} complete random ${players}-player games/s of ${module.title} on ${mapId} (${out.actionsPerSecond} actions/s, one core)`,
      );
    return 0;
  },
};

/**
 * Search iterations per second: one-second searches at positions spread over random games. One
 * iteration = one determinization + selection of a first move + a policy playout truncated at the
 * horizon + the evaluation + backup (`packages/bots/src/search.ts`).
 */
function benchSearch(
  module: AnyGameModule,
  map: unknown,
  players: number,
  seconds: number,
  json: boolean,
): number {
  let iterations = 0;
  let ms = 0;
  let decisions = 0;
  const { rules } = rulesArg(module, undefined);
  for (let g = 0; ms < seconds * 1000; g++) {
    const created = module.setup({ map, rules, seats: players, seed: g });
    if (!created.ok) throw new UsageError(created.issues[0]?.message ?? "setup");
    let s = created.value;
    for (let step = 0; !module.status(s).over && ms < seconds * 1000; step++) {
      const seat = module.toAct(s)[0] as number;
      const list = module.legal(s, seat);
      if (step % 40 === 39 && list.length > 1) {
        const r = searchDecide(module, s, seat, step, { budgetMs: 1000 });
        iterations += r.iterations;
        ms += r.ms;
        decisions++;
      }
      const next = module.apply(s, seat, list[(step * 7 + g) % list.length]);
      if (next.ok) s = next.state;
    }
  }
  const out = {
    game: module.id,
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
