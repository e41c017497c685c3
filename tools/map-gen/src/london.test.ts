import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseMap } from "@pudding/great-fire";
import { describe, expect, it } from "vitest";
import { buildFromGrid } from "./grid.js";
import { buildLondon } from "./london.js";

const committed = join(
  dirname(fileURLToPath(import.meta.url)),
  "../../../packages/games/great-fire-1666/rules/maps/london-1666.json",
);

describe("map-gen", () => {
  it("regenerates the committed london-1666.json byte for byte (run `generate` after changing the painting)", () => {
    expect(`${JSON.stringify(buildLondon(), null, 1)}\n`).toBe(readFileSync(committed, "utf8"));
  });
  it("produces a map that parseMap accepts without warnings", () => {
    expect(parseMap(buildLondon())).toMatchObject({ ok: true, warnings: [] });
  });
  it("refuses a painting with a district split in two, or an unknown code", () => {
    const base = {
      districts: {
        A: { id: "a", name: "A", kind: "district" as const, region: "blue" as const, houses: 1 },
        B: { id: "b", name: "B", kind: "district" as const, region: "blue" as const, houses: 1 },
      },
      cell: 10,
      origin: [0, 0] as [number, number],
      wobble: 0,
      extraArrows: [],
      crossings: [],
    };
    expect(() => buildFromGrid({ ...base, rows: ["A B A"] })).toThrow(/not one simple region/);
    expect(() => buildFromGrid({ ...base, rows: ["A C"] })).toThrow(/unknown code C/);
    const ok = buildFromGrid({ ...base, rows: ["A B", "A B"] });
    expect(ok.arrows.map((a) => `${a.from}>${a.to} ${a.direction}`)).toEqual(["a>b E", "b>a W"]);
  });
});
