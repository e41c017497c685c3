/**
 * Complete random 4-player London games per CPU-second of the playout loop (setup included), for
 * before/after comparisons on a shared machine: CPU time, not wall time, so other processes' load
 * matters less. `npx tsx tools/cli/scripts/cpu-bench.ts [seconds]`.
 */
import { benchModule } from "@pudding/engine";
import { gameById } from "@pudding/games";

const m = gameById("great-fire-1666");
if (!m) throw new Error("great-fire-1666 is not in the registry");
benchModule(m, { seats: 4, seconds: 0.5 }); // warm-up
const c0 = process.cpuUsage();
const r = benchModule(m, { seats: 4, seconds: Number(process.argv[2] ?? 5) });
const c = process.cpuUsage(c0);
const cpu = (c.user + c.system) / 1e6;
console.log(JSON.stringify({ games: r.games, cpu, perCpuSecond: Math.round(r.games / cpu) }));
