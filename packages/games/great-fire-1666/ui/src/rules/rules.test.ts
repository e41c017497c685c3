/**
 * The Great Fire's Rules-workspace plug-ins: the §2.7 Intensity grid (every custom option has a
 * widget; shipped counts are balanced, 9/9/9/4 is not) and the lab charts described as data (Hero of
 * London with "nobody", objectives as shares of those dealt, the no-move fallback, district layers).
 */

import type { LabRecord, Run } from "@pudding/editor-kit/rules-plugin";
import { GREAT_FIRE_1666, LONDON_1666, PRESETS } from "@pudding/great-fire";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GREAT_FIRE_RULES_UI } from "./index.js";
import { describeIntensityCounts, IntensityGrid, resolutions } from "./intensity-grid.js";
import { districtShares, heroChart, noMoveChart, objectivesChart } from "./lab-charts.js";

const counts = {
  "3": [5, 6, 5, 6, 5, 6],
  "4": [9, 9, 9, 5],
  "5": [6, 6, 6, 6, 6],
  "6": [5, 5, 5, 5, 5, 5],
};

describe("§2.7 the Intensity grid", () => {
  it("every custom option of The Great Fire has a widget", () => {
    const custom = GREAT_FIRE_1666.rules.options.filter((o) => o.control === "custom").map((o) => o.key);
    expect(Object.keys(GREAT_FIRE_RULES_UI.widgets).sort()).toEqual(custom.sort());
  });
  it("shows who resolves what: the shipped counts are balanced, 9/9/9/4 with 4 players is not", () => {
    expect(resolutions(counts["4"], 4)).toEqual([1, 1, 1, 1]);
    expect(resolutions([9, 9, 9, 4], 4)).toEqual([1, 1, 2, 0]);
    expect(resolutions(["9", 9, "x"], 4)).toEqual([1, 0, 0, 0]);
    const html = renderToStaticMarkup(
      createElement(IntensityGrid, {
        value: { ...counts, "4": [9, 9, 9, 4] },
        onChange: () => {},
        issues: [],
      }),
    );
    expect(html).toContain('aria-label="4 players, Intensity D"');
    expect(html).not.toContain('aria-label="4 players, Intensity E"');
    expect(html).toContain("1 · 1 · 2 · 0 ✗ unequal");
    expect(html).toContain("1 · 1 · 1 ✓");
  });
  it("describes the counts for the diff", () => {
    expect(
      describeIntensityCounts(
        (PRESETS["italian-base"] as { intensityCounts?: unknown }).intensityCounts ?? counts,
      ),
    ).toBe("3p 5/6/5/6/5/6, 4p 9/9/9/5, 5p 6/6/6/6/6, 6p 5/5/5/5/5/5");
  });
});

const rec = (p: Record<string, unknown>): LabRecord => ({
  players: 4,
  hero: -1,
  noMoveTurns: 0,
  objectivesDealt: [4, 4, 4],
  objectivesSurvived: [0, 0, 0],
  demolished: [],
  ...p,
});
const run = (records: LabRecord[]): Run => ({ summary: { games: records.length, players: 4 }, records });

describe("lab charts as data", () => {
  const a = run([
    rec({ hero: 0, objectivesSurvived: [2, 1, 0], noMoveTurns: 1, demolished: [0, 3] }),
    rec({ hero: 0, objectivesSurvived: [1, 0, 0], demolished: [3] }),
    rec({ hero: 2 }),
    rec({ hero: -1 }),
  ]);
  const b = run([rec({ hero: 1 }), rec({ hero: 1 })]);
  const input = { a, b, names: { a: "A", b: "B" }, map: LONDON_1666 };
  it("§5.4 Hero of London: a share per seat and nobody", () => {
    const spec = heroChart(input);
    expect(spec.kind === "bars" && spec.data.map((d) => [d.label, d.a, d.b])).toEqual([
      ["1st", { successes: 2, trials: 4 }, { successes: 0, trials: 2 }],
      ["2nd", { successes: 0, trials: 4 }, { successes: 2, trials: 2 }],
      ["3rd", { successes: 1, trials: 4 }, { successes: 0, trials: 2 }],
      ["4th", { successes: 0, trials: 4 }, { successes: 0, trials: 2 }],
      ["nobody", { successes: 1, trials: 4 }, { successes: 0, trials: 2 }],
    ]);
  });
  it("§7.1 objectives surviving: survived over dealt, by deck", () => {
    const spec = objectivesChart({ ...input, b: undefined });
    expect(spec.kind === "bars" && spec.data.map((d) => d.a)).toEqual([
      { successes: 3, trials: 16 },
      { successes: 1, trials: 16 },
      { successes: 0, trials: 16 },
    ]);
  });
  it("§4.4 no-move fallback: share of games with one", () => {
    const spec = noMoveChart(input);
    expect(spec.kind === "bars" && spec.data[0]?.a).toEqual({ successes: 1, trials: 4 });
    expect(spec.kind === "bars" && spec.note).toContain("no-move turns per game 0.25 vs 0");
  });
  it("§5.5 demolished districts by id, as a share of games", () => {
    const ids = LONDON_1666.districts.map((d) => d.id);
    expect(districtShares(a, LONDON_1666, "demolished")).toEqual({
      [ids[0] as string]: 0.25,
      [ids[3] as string]: 0.5,
    });
  });
});
