/**
 * The Great Fire's own charts in the balance lab, described as data (the lab draws them), in place
 * of the generic charts of some of its metrics: the board burning over time (the running total of
 * houses burnt, §4.3), the Hero of London by seat with "nobody" (§5.4), objectives surviving as a
 * share of those dealt, by deck (§7.1), the no-move fallback as a share of games (§4.4), and heat
 * maps of demolished (§5.5) and contained districts beside the generic one of burnt districts.
 */

import type { ChartInput, ChartPlugin, ChartSpec, LabRecord, Run } from "@pudding/editor-kit/rules-plugin";
import type { BoardMap } from "@pudding/great-fire";
import { formatNumber } from "@pudding/i18n";
import { greatFireRulesT } from "./translations.js";

const ordinal = (p: number) => `${p + 1}${["st", "nd", "rd"][p] ?? "th"}`;
const num = (x: unknown, i?: number): number => {
  const v = i === undefined ? x : Array.isArray(x) ? x[i] : undefined;
  return typeof v === "number" ? v : 0;
};
const count = (run: Run, f: (r: LabRecord) => boolean) => run.records.filter(f).length;

/** §4.3 mean houses lost to fire by the end of each turn. */
export function burntOverTime(): ChartSpec {
  return {
    kind: "series",
    title: "Houses burnt over time",
    note: "Houses lost to fire (§4.3) by the end of each turn, of the 120 on the board.",
    metric: "burntPerTurn",
    view: "runningTotal",
  };
}

/** §5.4 who holds the Hero of London at the end, by turn-order position, and nobody. */
export function heroChart({ a, b }: ChartInput): ChartSpec {
  const P = a.summary.players;
  const at = (run: Run, v: number) => ({
    successes: count(run, (r) => r.hero === v),
    trials: run.records.length,
  });
  return {
    kind: "bars",
    title: "Hero of London",
    note: "Share of games in which each seat ends with the card (§5.4); whiskers are 95% intervals.",
    data: [...Array.from({ length: P }, (_, p) => p), -1].map((v) => ({
      label: v < 0 ? "nobody" : ordinal(v),
      a: at(a, v),
      ...(b ? { b: at(b, v) } : {}),
    })),
  };
}

/** §7.1 objectives whose district survived, as a share of those dealt, by deck. */
export function objectivesChart({ a, b }: ChartInput): ChartSpec {
  const at = (run: Run, k: number) => {
    let dealt = 0;
    let survived = 0;
    for (const r of run.records) {
      dealt += num(r.objectivesDealt, k);
      survived += num(r.objectivesSurvived, k);
    }
    return { successes: survived, trials: dealt };
  };
  return {
    kind: "bars",
    title: "Objectives surviving",
    note: "Share of dealt objective districts still standing at the end, by deck (§7.1).",
    data: ["I (2 VP)", "II (4 VP)", "III (6 VP)"].map((label, k) => ({
      label,
      a: at(a, k),
      ...(b ? { b: at(b, k) } : {}),
    })),
  };
}

/** §4.4 how often the no-move fallback happens. */
export function noMoveChart({ a, b, locale = "en" }: ChartInput): ChartSpec {
  const games = (run: Run) => ({
    successes: count(run, (r) => num(r.noMoveTurns) > 0),
    trials: run.records.length,
  });
  const perGame = (run: Run) =>
    run.records.length ? run.records.reduce((s, r) => s + num(r.noMoveTurns), 0) / run.records.length : 0;
  const f = (x: number) =>
    locale === "en"
      ? (Math.round(x * 100) / 100).toString()
      : formatNumber(Math.round(x * 100) / 100, locale);
  // The note carries figures, so it is worded here in the reader's language.
  const g = greatFireRulesT(locale);
  return {
    kind: "bars",
    title: "No-move fallback",
    note: b
      ? g(
          "Games with a turn that had no playable card (§4.4); no-move turns per game {{perGame}} vs {{perGameB}}.",
          { perGame: f(perGame(a)), perGameB: f(perGame(b)) },
        )
      : g("Games with a turn that had no playable card (§4.4); no-move turns per game {{perGame}}.", {
          perGame: f(perGame(a)),
        }),
    data: [{ label: "games with a no-move turn", a: games(a), ...(b ? { b: games(b) } : {}) }],
  };
}

/** Share of games in which each district is in a record's list of district indices (`demolished`, `contained`). */
export function districtShares(run: Run, map: BoardMap, field: string): Record<string, number> {
  const out: Record<string, number> = {};
  const n = run.records.length || 1;
  for (const r of run.records) {
    const list = r[field];
    if (!Array.isArray(list)) continue;
    for (const d of list) {
      const id = typeof d === "number" ? map.districts[d]?.id : undefined;
      if (id) out[id] = (out[id] ?? 0) + 1 / n;
    }
  }
  return out;
}

/** Heat maps of demolished (§5.5) and contained districts. */
export function districtLayers({ a, b, map }: ChartInput): ChartSpec {
  const board = map as BoardMap;
  const layer = (id: string, label: string, note: string, rgb: [number, number, number]) => ({
    id,
    label,
    note,
    rgb,
    a: districtShares(a, board, id),
    ...(b ? { b: districtShares(b, board, id) } : {}),
  });
  return {
    kind: "heat",
    title: "More heat maps",
    layers: [
      layer(
        "demolished",
        "Demolished (§5.5)",
        "Share of games in which the district was demolished.",
        [70, 70, 70],
      ),
      layer(
        "contained",
        "Contained",
        "Share of games in which the district was contained (a cone, every cone controlled) at some moment.",
        [20, 80, 170],
      ),
    ],
  };
}

/** The Great Fire's lab charts, as the balance lab takes them. */
export const GREAT_FIRE_LAB_CHARTS: ChartPlugin[] = [
  { id: "burnt-over-time", replaces: ["burntPerTurn"], chart: burntOverTime },
  { id: "hero", replaces: ["hero"], chart: heroChart },
  {
    id: "objectives",
    replaces: ["objectivesSurvived.0", "objectivesSurvived.1", "objectivesSurvived.2"],
    chart: objectivesChart,
  },
  { id: "no-move", replaces: ["noMoveTurns"], chart: noMoveChart },
  { id: "district-layers", chart: districtLayers },
];
