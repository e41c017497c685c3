/**
 * The lab's figures for one game (§17.3 tuning): which ending, rounds, tiles destroyed over time,
 * renown and loyalty by affiliation, loyal tiles and scores by turn-order position, and the burn
 * heat of every cell for the heat map.
 */
import type { LabHooks, MetricSpec } from "@pudding/engine";
import { AFFILIATIONS } from "./data/schema.js";
import type { BrigadeEvent } from "./events.js";
import { CELLS, cellName } from "./grid.js";
import { type BrigadeState, loyalTiles, score } from "./state.js";

/** Ending codes in the order of the `ending` metric. */
export const ENDING_CODES = ["faction", "citizens", "evacuation", "allFiresOut", "roundLimit"] as const;

const METRICS: MetricSpec[] = [
  {
    key: "ending",
    label: "Ending (0 faction, 1 citizens, 2 evacuation, 3 all fires out, 4 round limit)",
    kind: "number",
    chart: "histogram",
  },
  ...ENDING_CODES.map(
    (e): MetricSpec => ({
      key: `end.${e}`,
      label: `Ended by ${e}`,
      kind: "number",
      chart: "bar",
      description: "1 if the game ended this way",
    }),
  ),
  { key: "rounds", label: "Rounds", kind: "number", chart: "histogram" },
  { key: "destroyed", label: "Tiles destroyed", kind: "number", chart: "histogram" },
  {
    key: "destroyedByRound",
    label: "Tiles destroyed by the end of each round",
    kind: "series",
    chart: "line",
  },
  ...AFFILIATIONS.map(
    (a): MetricSpec => ({
      key: `renown.${a}`,
      label: `Renown placed on ${a} tiles`,
      kind: "number",
      chart: "histogram",
    }),
  ),
  ...AFFILIATIONS.map(
    (a): MetricSpec => ({
      key: `loyalty.${a}`,
      label: `Loyalty won on ${a} tiles`,
      kind: "number",
      chart: "histogram",
    }),
  ),
  { key: "steals", label: "Loyalty stolen", kind: "number", chart: "histogram" },
  { key: "loyalTiles", label: "Loyal tiles at the end (by turn order)", kind: "perSeat", chart: "bar" },
  { key: "score", label: "Score (by turn order)", kind: "perSeat", chart: "bar" },
];

/** The figures of a finished game. */
export function recordOf(
  s: BrigadeState,
  position: (seat: number) => number = (p) => p,
): Record<string, number | number[]> {
  const out: Record<string, number | number[]> = {};
  const ending = s.result?.ending;
  out.ending = ending ? ENDING_CODES.indexOf(ending) : -1;
  for (const e of ENDING_CODES) out[`end.${e}`] = ending === e ? 1 : 0;
  out.rounds = s.round;
  out.destroyed = s.destroyed;
  const series: number[] = [];
  for (let r = 1; r <= Math.max(1, s.round); r++)
    series.push(s.stats.destroyedRound.filter((x) => x >= 0 && x <= r).length);
  out.destroyedByRound = series;
  AFFILIATIONS.forEach((a, i) => {
    let ren = 0;
    let loy = 0;
    for (let p = 0; p < s.n; p++) {
      ren += s.stats.renownBy[p * 5 + i] as number;
      loy += s.stats.loyaltyBy[p * 5 + i] as number;
    }
    out[`renown.${a}`] = ren;
    out[`loyalty.${a}`] = loy;
  });
  out.steals = s.stats.steals;
  const lt = new Array<number>(s.n).fill(0);
  const sc = new Array<number>(s.n).fill(0);
  for (let p = 0; p < s.n; p++) {
    lt[position(p)] = loyalTiles(s, p);
    sc[position(p)] = score(s, p);
  }
  out.loyalTiles = lt;
  out.score = sc;
  out.heat = s.stats.heat.slice();
  return out;
}

/** The lab hooks. */
export const LAB: LabHooks<BrigadeState, BrigadeEvent> = {
  metrics: METRICS,
  firstSeat: (s) => s.first,
  collector: () => ({
    step: () => {},
    finish: (final, position) => recordOf(final, position),
  }),
  heat(record) {
    const h = record.heat;
    const out: Record<string, number> = {};
    if (Array.isArray(h)) for (let c = 0; c < CELLS; c++) out[cellName(c)] = h[c] ?? 0;
    return out;
  },
};
