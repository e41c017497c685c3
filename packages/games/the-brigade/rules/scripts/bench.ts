/**
 * Complete random 4-player games per second on one core, on the module's integer fast path:
 * `npx tsx scripts/bench.ts [seats] [seconds] [preset]`. Prints the wall-clock rate and, for a
 * shared (loaded) machine, the rate per CPU-second of this process.
 */
import { benchModule } from "@pudding/engine";
import { THE_BRIGADE } from "../src/index.js";

const seats = Number(process.argv[2] ?? 4);
const seconds = Number(process.argv[3] ?? 5);
const presetId = process.argv[4] ?? "basic";
const preset = THE_BRIGADE.rules.presets.find((p) => p.id === presetId);
const rules = THE_BRIGADE.rules.parse(preset?.rules ?? {});
if (!rules.ok) throw new Error("rules");
benchModule(THE_BRIGADE, { seats, seconds: 0.5, rules: rules.value }); // warm-up
const cpu0 = process.cpuUsage();
const r = benchModule(THE_BRIGADE, { seats, seconds, rules: rules.value });
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  JSON.stringify({
    seats,
    preset: presetId,
    ...r,
    gamesPerSecond: Math.round(r.gamesPerSecond),
    actionsPerSecond: Math.round(r.actionsPerSecond),
    cpuSeconds: Number(cpuSeconds.toFixed(2)),
    gamesPerCpuSecond: Math.round(r.games / cpuSeconds),
  }),
);
