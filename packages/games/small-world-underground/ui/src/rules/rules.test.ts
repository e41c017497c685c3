/**
 * The Rules workspace plug-ins: every widget names a `custom` option of the module (§22), and the
 * lab charts read the module's own lab records (`SWU_LAB.collector`) of a few bot games, replacing
 * exactly the per-race and per-power metrics.
 */

import type { LabRecord, Run, Widget } from "@pudding/editor-kit/rules-plugin";
import {
  DEFAULT_RULES,
  SMALL_WORLD_UNDERGROUND as M,
  POWERS,
  RACES,
  SWU_MAPS,
  SWU_METRICS,
  type SwuMap,
} from "@pudding/small-world-underground";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { botStep, localGame } from "../table/stories/local.js";
import { SWU_RULES_UI } from "./index.js";
import { DIE_LIMITS } from "./widgets.js";

const render = (w: Widget, value: unknown) =>
  renderToStaticMarkup(
    createElement(w.Component, { value, onChange: () => {}, issues: [{ path: "x", message: "a problem" }] }),
  );
const count = (html: string, s: string) => html.split(s).length - 1;

describe("SWU_RULES_UI", () => {
  it("widgets edit custom options of the module", () => {
    const custom = new Set(M.rules.options.filter((o) => o.control === "custom").map((o) => o.key));
    for (const k of Object.keys(SWU_RULES_UI.widgets)) expect(custom.has(k), k).toBe(true);
  });

  it("§22 racePool and powerPool: a banner or badge to tick per race or power, the chosen ones ticked", () => {
    const { racePool, powerPool } = SWU_RULES_UI.widgets;
    const d = DEFAULT_RULES;
    const races = render(racePool as Widget, d.racePool.slice(0, 4));
    expect(count(races, 'type="checkbox"')).toBe(RACES.length);
    expect(count(races, "checked")).toBe(4);
    expect(count(races, 'data-testid="race-banner"')).toBe(RACES.length);
    expect(races).toContain(`4 of ${RACES.length}`);
    expect(races).toContain("a problem");
    const powers = render(powerPool as Widget, d.powerPool);
    expect(count(powers, 'data-testid="power-badge"')).toBe(POWERS.length);
    expect(count(powers, "checked")).toBe(d.powerPool.length);
    expect(racePool?.describe?.(d.racePool)).toBe(`${d.racePool.length} races`);
  });

  it("§22 dieFaces (R1): a face per die face with the schema's range, faces added up to its limit", () => {
    const die = SWU_RULES_UI.widgets.dieFaces as Widget;
    const html = render(die, [0, 0, 0, 1, 2, 3]);
    expect(count(html, 'data-testid="die"')).toBe(6);
    expect(count(html, "<select")).toBe(6);
    expect(count(html, "<option")).toBe(6 * (DIE_LIMITS.maxFace + 1));
    expect(html).toContain("mean 1.00");
    // The module's schema accepts exactly the widget's limits.
    const ok = (faces: number[]) => M.rules.parse({ dieFaces: faces }).ok;
    expect(ok(Array(DIE_LIMITS.maxFaces).fill(DIE_LIMITS.maxFace))).toBe(true);
    expect(ok(Array(DIE_LIMITS.maxFaces + 1).fill(0))).toBe(false);
    expect(ok([DIE_LIMITS.maxFace + 1])).toBe(false);
    expect(ok([])).toBe(false);
    const full = render(die, Array(DIE_LIMITS.maxFaces).fill(1));
    expect(full).toMatch(/disabled="">\+ face/);
    expect(die.describe?.([0, 1])).toBe("faces 0, 1");
  });

  it("charts read lab records and replace only the module's metrics", { timeout: 60_000 }, () => {
    const keys = new Set(SWU_METRICS.map((m) => m.key));
    for (const c of SWU_RULES_UI.labCharts)
      for (const r of c.replaces ?? []) expect(keys.has(r), r).toBe(true);
    const records: LabRecord[] = [];
    for (const seed of [1, 2]) {
      let g = localGame({ seats: 3, seed, map: SWU_MAPS["swu-3p"] as SwuMap, until: () => true });
      const col = M.lab?.collector(g.state);
      for (let i = 0; i < 5000 && !M.status(g.state).over; i++) g = botStep(g, i);
      records.push({ ...(col?.finish(g.state, (p) => p) ?? {}), players: 3 } as LabRecord);
    }
    const run: Run = { summary: { games: 2, players: 3 }, records };
    for (const c of SWU_RULES_UI.labCharts) {
      const spec = c.chart({ a: run, b: run, names: { a: "A", b: "B" }, map: SWU_MAPS["swu-3p"] });
      expect(spec?.kind).toBe("bars");
      if (spec?.kind === "bars") {
        expect(spec.data.length).toBeGreaterThan(0);
        expect(spec.data.some((d) => "value" in d.a && d.a.value > 0)).toBe(true);
      }
    }
  });
});
