import { distanceToOutline, mapUnit, pointInPolygon } from "@pudding/board-ui";
import { BoardMapSchema } from "@pudding/great-fire";
import { describe, expect, it } from "vitest";
import { layoutDistricts } from "./layout.js";
import { placeIcons } from "./place.js";
import { midGameHighlights, midGameScene, sampleMap, storyMap } from "./stories/fixtures.js";

const map = storyMap();

describe("district layout on the story board", () => {
  it("the sample map is a valid BoardMap with a park and Pudding Lane (§Words)", () => {
    const m = sampleMap();
    expect(() => BoardMapSchema.parse(m)).not.toThrow();
    expect(m.districts.some((d) => d.kind === "park")).toBe(true);
    expect(m.districts.filter((d) => d.kind === "origin")).toHaveLength(1);
    // Nobody, not even the fire, enters Pudding Lane.
    const origin = m.districts.find((d) => d.kind === "origin")?.id;
    expect(m.arrows.some((a) => a.to === origin)).toBe(false);
  });

  it("puts every district's piece row inside its outline", () => {
    const layouts = layoutDistricts(map);
    for (const l of layouts.values()) {
      expect(pointInPolygon(l.pieceAnchor, l.district.polygon), l.district.id).toBe(true);
      expect(pointInPolygon(l.centre, l.district.polygon), l.district.id).toBe(true);
    }
  });

  it("§1: places the printed houses (1–5) of every district inside the district", () => {
    const unit = mapUnit(map.size, map.districts.length);
    for (const l of layoutDistricts(map).values()) {
      const { points, scale } = placeIcons(l.district.polygon, l.district.houses, unit * 1.5, l.houseAnchor);
      for (const p of points) {
        expect(pointInPolygon(p, l.district.polygon), l.district.id).toBe(true);
        expect(distanceToOutline(p, l.district.polygon)).toBeGreaterThanOrEqual(
          (unit * 1.5 * scale) / 2 - 1e-9,
        );
      }
    }
  });

  it("the mid-game scene and highlights only name districts of the map", () => {
    const ids = new Set(map.districts.map((d) => d.id));
    for (const id of Object.keys(midGameScene(map))) expect(ids.has(id)).toBe(true);
    const h = midGameHighlights(map);
    for (const id of [
      ...(h.fireSources ?? []),
      ...(h.objectives ?? []),
      ...(h.destinations ?? []).map((d) => d.id),
    ])
      expect(ids.has(id)).toBe(true);
  });
});
