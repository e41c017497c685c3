/**
 * Complete random 4-player games per second on one core, on the module's integer fast path:
 * `npx tsx scripts/bench.ts [seats] [seconds] [preset]`.
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
const r = benchModule(THE_BRIGADE, { seats, seconds, rules: rules.value });
console.log(
  JSON.stringify({
    seats,
    preset: presetId,
    ...r,
    gamesPerSecond: Math.round(r.gamesPerSecond),
    actionsPerSecond: Math.round(r.actionsPerSecond),
  }),
);
