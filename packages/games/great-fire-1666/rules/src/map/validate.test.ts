import { describe, expect, it } from "vitest";
import { gridId, gridMap } from "./fixtures.js";
import { parseMap } from "./parse.js";

describe("great-fire-1666 profile on the programmatic grid fixture", () => {
  it("accepts the grid fixture with no warnings (§1.1, §2.9)", () => {
    const r = parseMap(gridMap());
    expect(r.ok ? r.warnings : r.issues).toEqual([]);
    expect(r.ok).toBe(true);
  });

  it("rejects a region that does not total 30 houses (§1.1)", () => {
    const m = gridMap();
    const d = m.districts.find((x) => x.id === gridId(0, 0));
    if (d) d.houses = 3;
    const r = parseMap(m);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.issues.map((i) => `${i.path}: ${i.message}`).join("\n")).toContain("purple region holds 31");
  });

  it("rejects an arrow without a reverse arrow (§1.1)", () => {
    const m = gridMap();
    m.arrows = (m.arrows ?? []).filter((a) => !(a.from === gridId(1, 0) && a.to === gridId(0, 0)));
    const r = parseMap(m);
    expect(r.ok).toBe(false);
  });
});
