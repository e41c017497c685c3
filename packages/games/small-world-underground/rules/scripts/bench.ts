/**
 * Complete random games per second on one core: `npx tsx scripts/bench.ts [seats] [seconds]`
 * (default 3 players, 5 seconds, after a 1-second warm-up), on the integer fast path. Prints games
 * per wall-clock second (what `benchModule` measures) and per CPU-second of this process.
 */
import { benchModule } from "@pudding/engine";
import { SMALL_WORLD_UNDERGROUND } from "../src/index.js";

const seats = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 5);
benchModule(SMALL_WORLD_UNDERGROUND, { seats, seconds: 1 });
const cpu0 = process.cpuUsage();
const r = benchModule(SMALL_WORLD_UNDERGROUND, { seats, seconds });
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  JSON.stringify({
    seats,
    games: r.games,
    seconds: Number(r.seconds.toFixed(2)),
    gamesPerSecond: Math.round(r.gamesPerSecond),
    // Wall-clock figures fall when other processes share the core; per CPU-second they do not.
    cpuSeconds: Number(cpuSeconds.toFixed(2)),
    gamesPerCpuSecond: Math.round(r.games / cpuSeconds),
    actionsPerGame: Math.round(r.actions / r.games),
    actionsPerSecond: Math.round(r.actionsPerSecond),
    fastPath: r.fastPath,
  }),
);
