/**
 * Small World Underground's own charts in the balance lab, described as data (the lab draws them),
 * in place of the generic charts of its per-race and per-power metrics: how often each race and
 * each power is picked per game, and what a pick of it scores (its coins per pick) — the module's
 * `picked.<id>` and `coins.<id>` metrics (`SWU_METRICS`), run A against run B.
 */

import type { ChartInput, ChartPlugin, ChartSpec, Run } from "@pudding/editor-kit/rules-plugin";
import { POWERS, RACES } from "@pudding/small-world-underground";

const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);

/** Mean of a record field per game, with a normal 95% interval. */
function meanOf(run: Run, key: string): { value: number; lo: number; hi: number } {
  const xs = run.records.map((r) => num(r[key]));
  const n = xs.length || 1;
  const m = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, n - 1));
  const h = (1.96 * sd) / Math.sqrt(n);
  return { value: m, lo: Math.max(0, m - h), hi: m + h };
}

/** Coins scored per pick of an id over a run (0 when never picked). */
function perPick(run: Run, id: string): { value: number } {
  let coins = 0;
  let picks = 0;
  for (const r of run.records) {
    coins += num(r[`coins.${id}`]);
    picks += num(r[`picked.${id}`]);
  }
  return { value: picks ? coins / picks : 0 };
}

const ids = (kind: "race" | "power") =>
  (kind === "race" ? RACES : POWERS).map((x) => ({ id: x.id, name: x.name }));

/** How often each race (or power) is picked per game, most picked first in run A. */
export function pickedChart(kind: "race" | "power", { a, b }: ChartInput): ChartSpec {
  const rows = ids(kind)
    .map((x) => ({
      label: x.name,
      a: meanOf(a, `picked.${x.id}`),
      ...(b ? { b: meanOf(b, `picked.${x.id}`) } : {}),
    }))
    .sort((p, q) => q.a.value - p.a.value);
  return {
    kind: "bars",
    title: kind === "race" ? "Races picked" : "Powers picked",
    note: `Picks per game of each ${kind} (§6), with 95% intervals; bots pick what they value, so this shows which ${kind}s the rules make attractive.`,
    unit: "picks",
    data: rows,
  };
}

/** What a pick of each race (or power) scores over its life, best first in run A. */
export function scoreChart(kind: "race" | "power", { a, b }: ChartInput): ChartSpec {
  const rows = ids(kind)
    .map((x) => ({ label: x.name, a: perPick(a, x.id), ...(b ? { b: perPick(b, x.id) } : {}) }))
    .filter((r) => r.a.value > 0 || (r.b?.value ?? 0) > 0)
    .sort((p, q) => q.a.value - p.a.value);
  return {
    kind: "bars",
    title: kind === "race" ? "Coins per pick, by race" : "Coins per pick, by power",
    note: `Coins a combo with this ${kind} scored from its pick to the end of the game (§9), per pick.`,
    unit: "coins",
    data: rows,
  };
}

/** The lab charts of Small World Underground. */
export const SWU_LAB_CHARTS: readonly ChartPlugin[] = [
  { id: "racesPicked", replaces: RACES.map((r) => `picked.${r.id}`), chart: (i) => pickedChart("race", i) },
  { id: "raceCoins", replaces: RACES.map((r) => `coins.${r.id}`), chart: (i) => scoreChart("race", i) },
  {
    id: "powersPicked",
    replaces: POWERS.map((p) => `picked.${p.id}`),
    chart: (i) => pickedChart("power", i),
  },
  { id: "powerCoins", replaces: POWERS.map((p) => `coins.${p.id}`), chart: (i) => scoreChart("power", i) },
];
