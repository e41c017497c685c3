/**
 * The lab's hooks: coins over rounds, races and powers picked and what they scored, when players
 * decline, how conquests went, and a heat map of conquests per region. Per-seat figures are given
 * by turn-order position (0 = the first player).
 */
import type { LabHooks, MetricSpec } from "@pudding/engine";
import { POWER_IDS, POWERS, RACE_IDS, RACES } from "./catalog.js";
import type { SwuEvent } from "./events.js";
import { swuSpaces } from "./map/profile.js";
import type { SwuMap } from "./map/schema.js";
import type { SwuState } from "./state.js";

/** The metrics the lab charts. */
export const SWU_METRICS: MetricSpec[] = [
  {
    key: "leaderCoinsByRound",
    label: "Leader's coins by round",
    kind: "series",
    chart: "line",
    description: "The highest coin total at the end of each round.",
  },
  {
    key: "meanCoinsByRound",
    label: "Mean coins by round",
    kind: "series",
    chart: "line",
    description: "The average coin total at the end of each round.",
  },
  { key: "finalCoinsByPosition", label: "Final coins by turn-order position", kind: "perSeat", chart: "bar" },
  {
    key: "spread",
    label: "Winner's margin",
    kind: "number",
    chart: "histogram",
    description: "First minus second coin total.",
  },
  { key: "combosPicked", label: "Combos picked", kind: "number", chart: "histogram" },
  { key: "declines", label: "Declines", kind: "number", chart: "histogram" },
  {
    key: "firstDeclineRound",
    label: "Round of the first decline",
    kind: "number",
    chart: "histogram",
    description: "0 when nobody declined.",
  },
  { key: "meanDeclineRound", label: "Mean decline round", kind: "number", chart: "histogram" },
  { key: "racesByPosition", label: "Races played by turn-order position", kind: "perSeat", chart: "bar" },
  { key: "conquests", label: "Conquests", kind: "number", chart: "histogram" },
  { key: "conquestsByRound", label: "Conquests by round", kind: "series", chart: "line" },
  { key: "finalAttempts", label: "Final attempts", kind: "number", chart: "histogram" },
  { key: "finalSuccessRate", label: "Final attempt success rate", kind: "number", chart: "histogram" },
  { key: "monstersRemoved", label: "Monsters removed", kind: "number", chart: "histogram" },
  ...RACES.flatMap((r): MetricSpec[] => [
    { key: `picked.${r.id}`, label: `${r.name} picked`, kind: "number", chart: "bar" },
    { key: `coins.${r.id}`, label: `Coins scored by ${r.name}`, kind: "number", chart: "histogram" },
  ]),
  ...POWERS.flatMap((p): MetricSpec[] => [
    { key: `picked.${p.id}`, label: `${p.name} picked`, kind: "number", chart: "bar" },
    { key: `coins.${p.id}`, label: `Coins scored with ${p.name}`, kind: "number", chart: "histogram" },
  ]),
];

/** Per-game figures from the final state (`position` maps a seat to its turn-order place). */
export function labRecord(
  s: SwuState,
  position: (seat: number) => number = (p) => p,
  conquestsByRound: number[] = [],
): Record<string, number | number[]> {
  const byRound = s.stats.coinsByRound;
  const sorted = s.coins.slice().sort((a, b) => b - a);
  const declines = s.stats.declines;
  const byPos = (f: (seat: number) => number) => {
    const out = new Array<number>(s.seats).fill(0);
    for (let p = 0; p < s.seats; p++) out[position(p)] = f(p);
    return out;
  };
  const out: Record<string, number | number[]> = {
    leaderCoinsByRound: byRound.map((r) => Math.max(...r)),
    meanCoinsByRound: byRound.map((r) => r.reduce((a, b) => a + b, 0) / r.length),
    finalCoinsByPosition: byPos((p) => s.coins[p] as number),
    spread: (sorted[0] ?? 0) - (sorted[1] ?? 0),
    combosPicked: s.stats.picks.length,
    declines: declines.length,
    firstDeclineRound: declines.length ? Math.min(...declines.map((d) => d.round)) : 0,
    meanDeclineRound: declines.length ? declines.reduce((a, d) => a + d.round, 0) / declines.length : 0,
    racesByPosition: byPos((p) => s.stats.picks.filter((x) => x.seat === p).length),
    conquests: s.stats.conquests,
    conquestsByRound,
    finalAttempts: s.stats.finalAttempts,
    finalSuccessRate: s.stats.finalAttempts ? s.stats.finalSuccesses / s.stats.finalAttempts : 0,
    monstersRemoved: s.monstersRemoved,
    regionConquests: s.stats.regionConquests.slice(),
  };
  for (const id of RACE_IDS) {
    out[`picked.${id}`] = 0;
    out[`coins.${id}`] = 0;
  }
  for (const id of POWER_IDS) {
    out[`picked.${id}`] = 0;
    out[`coins.${id}`] = 0;
  }
  for (const p of s.stats.picks) {
    const race = RACE_IDS[p.race] as string;
    out[`picked.${race}`] = (out[`picked.${race}`] as number) + 1;
    out[`coins.${race}`] = (out[`coins.${race}`] as number) + p.scored;
    if (p.power >= 0) {
      const power = POWER_IDS[p.power] as string;
      out[`picked.${power}`] = (out[`picked.${power}`] as number) + 1;
      out[`coins.${power}`] = (out[`coins.${power}`] as number) + p.scored;
    }
  }
  return out;
}

/** The lab hooks. */
export const SWU_LAB: LabHooks<SwuState, SwuEvent> = {
  metrics: SWU_METRICS,
  firstSeat: (s) => s.first,
  collector() {
    const perRound: number[] = [];
    return {
      step(events, after) {
        for (const e of events)
          if (e.type === "conquered") perRound[after.round - 1] = (perRound[after.round - 1] ?? 0) + 1;
      },
      finish(final, position) {
        const series = Array.from({ length: final.rounds }, (_, i) => perRound[i] ?? 0);
        return labRecord(final, position, series);
      },
    };
  },
  heat(record, map) {
    const out: Record<string, number> = {};
    const values = record.regionConquests;
    const spaces = swuSpaces(map as SwuMap);
    if (Array.isArray(values))
      values.forEach((v, i) => {
        const sp = spaces[i];
        if (sp) out[sp.id] = v;
      });
    return out;
  },
};
