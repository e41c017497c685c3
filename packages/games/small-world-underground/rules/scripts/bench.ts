/**
 * Complete random games per second on one core: `npx tsx scripts/bench.ts [seats] [seconds]`
 * (default 3 players, 5 seconds, after a 1-second warm-up), on the integer fast path.
 */
import { benchModule } from "@pudding/engine";
import { SMALL_WORLD_UNDERGROUND } from "../src/index.js";

const seats = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 5);
benchModule(SMALL_WORLD_UNDERGROUND, { seats, seconds: 1 });
const r = benchModule(SMALL_WORLD_UNDERGROUND, { seats, seconds });
console.log(
  JSON.stringify({
    seats,
    games: r.games,
    seconds: Number(r.seconds.toFixed(2)),
    gamesPerSecond: Math.round(r.gamesPerSecond),
    actionsPerGame: Math.round(r.actions / r.games),
    actionsPerSecond: Math.round(r.actionsPerSecond),
    fastPath: r.fastPath,
  }),
);
