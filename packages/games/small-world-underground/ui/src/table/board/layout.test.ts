/**
 * Placement on the four shipped maps: every region's pieces anchor lies inside it with room, its
 * terrain art keeps clear of the border and the anchor, and only regions flagged on the edge (§1)
 * get a gold edge stretch, which lies on the frame.
 */
import type { Point } from "@pudding/engine";
import { MARKERS, RACES, SWU_MAPS, type SwuMap, TERRAINS } from "@pudding/small-world-underground";
import { describe, expect, it } from "vitest";
import { inside, outlineDistance } from "../geometry.js";
import { RACE_LOOK, TERRAIN_STYLE } from "../palette.js";
import { FIGURE_LOOK, MARKER_SYMBOLS } from "../pieces/markers.js";
import { layoutRegions } from "./layout.js";

describe("region layout", () => {
  for (const map of Object.values(SWU_MAPS) as SwuMap[]) {
    it(`${map.id}: anchors inside with room, art clear of the border, edge stretches on the frame`, () => {
      const unit = Math.sqrt((map.frame.width * map.frame.height) / map.regions.length) / 12;
      const lay = layoutRegions(map, unit);
      for (const r of map.regions) {
        const l = lay.get(r.id);
        expect(l, r.id).toBeDefined();
        if (!l) continue;
        const poly = r.polygon as Point[];
        expect(inside(poly, l.anchor), `${r.id} anchor`).toBe(true);
        expect(l.room).toBeGreaterThan(unit * 0.8);
        for (const p of l.art) {
          expect(inside(poly, p)).toBe(true);
          expect(outlineDistance(poly, p)).toBeGreaterThanOrEqual(unit * 1.1 - 1e-6);
        }
        if (!r.edge) expect(l.edgeRuns).toEqual([]);
        for (const run of l.edgeRuns)
          for (const [x, y] of run)
            expect(x <= 1.5 || y <= 1.5 || x >= map.frame.width - 1.5 || y >= map.frame.height - 1.5).toBe(
              true,
            );
      }
      expect(
        map.regions.filter((r) => r.edge && (lay.get(r.id)?.edgeRuns.length ?? 0) > 0).length,
      ).toBeGreaterThan(3);
    });
  }
});

describe("the look covers the catalogue", () => {
  it("every race has a colour and mark, every terrain a style, every marker a symbol, every figure a look", () => {
    for (const r of RACES) expect(RACE_LOOK[r.id]?.mark.length).toBeGreaterThan(0);
    for (const t of TERRAINS) expect(TERRAIN_STYLE[t.id]?.fill).toMatch(/^#/);
    for (const m of MARKERS) expect(MARKER_SYMBOLS[m.id]).toBeTruthy();
    for (const f of ["greatAncient", "balrog", "queen", "ghost", "bag"]) expect(FIGURE_LOOK[f]).toBeDefined();
  });
});
