/**
 * §21 the maps as data: the shipped maps parse and satisfy every §21.4 invariant, the 2-player map
 * is Appendix B exactly, the 3-player map matches the §21.3 inventory, the reconstructions have the
 * stated region counts, regenerating gives the committed files byte for byte, and broken maps are
 * refused with a path and a sentence.
 */

import { pointInPolygon } from "@pudding/map-schema";
import { describe, expect, it } from "vitest";
import traced2 from "../../data/traced/swu-2p.json" with { type: "json" };
import traced3 from "../../data/traced/swu-3p.json" with { type: "json" };
import committed2 from "../../maps/swu-2p.json?raw";
import committed3 from "../../maps/swu-3p.json?raw";
import committed4 from "../../maps/swu-4p.json?raw";
import committed5 from "../../maps/swu-5p.json?raw";
import { checkSwuMap, parseSwuMap } from "./check.js";
import { generateShippedMaps, serializeMap, type TracedMap } from "./generate.js";
import { SWU_MAP_PROFILE, SWU_MAPS, swuSpaces } from "./profile.js";
import type { Pt, SwuMap } from "./schema.js";

/** Appendix B of the digest: region, flags, borders. */
const APPENDIX_B = `
M1 - M2 C1 B1 X1
M2 Mo M1 D1 C2 B1 R1 X1
M3 E D3 C3 R1 R2
M4 - F3 F4 C4 B3 B4 X4
D1 - M2 C2 R1 R2
D2 E F1 F2 R3 X2
D3 E M3 D4 C3 X3
D4 E,Mo D3 C3 B3 X3 X5
F1 Mo D2 F2 C1 B1 X2
F2 - D2 F1 C2 B1 R3
F3 - M4 C4 B2 R3 X4
F4 E M4 C4 B4
C1 E M1 F1 B1 X1 X2
C2 - M2 D1 F2 B1 R2 R3
C3 - M3 D3 D4 B2 B3 R2 X4
C4 E M4 F3 F4 R3
B1 - M1 M2 F1 F2 C1 C2
B2 Mo F3 C3 R2 R3 X4
B3 - M4 D4 C3 B4 X4 X5
B4 E M4 F4 B3 X5
R1 E M2 M3 D1 R2 X1
R2 - M3 D1 C2 C3 B2 R1 R3
R3 E D2 F2 F3 C2 C4 B2 R2
X1 E M1 M2 C1 R1
X2 E,V D2 F1 C1
X3 E D3 D4
X4 V M4 F3 C3 B2 B3
X5 E D4 B3 B4`;
const LETTER_TYPE: Record<string, string> = {
  M: "mine",
  D: "mudpool",
  F: "mushroomForest",
  C: "mysticCrystal",
  B: "blackMountain",
  R: "river",
  X: "chasm",
};

const clone = (m: SwuMap): SwuMap => JSON.parse(JSON.stringify(m));
const base = () => clone(SWU_MAPS["swu-2p"] as SwuMap);
const codes = (input: unknown) => {
  const r = parseSwuMap(input);
  return r.ok ? [] : r.issues;
};

describe("§21 shipped maps", () => {
  it("§21.4 every shipped map parses with no error and no warning", () => {
    for (const m of Object.values(SWU_MAPS)) {
      expect(checkSwuMap(m)).toEqual([]);
      const r = SWU_MAP_PROFILE.parse(JSON.stringify(m));
      expect(r.ok).toBe(true);
    }
  });

  it("§21.3 Appendix B: the 2-player map has its 28 regions, terrains, flags and 67 borders exactly", () => {
    const m = SWU_MAPS["swu-2p"] as SwuMap;
    const rows = APPENDIX_B.trim().split("\n");
    expect(m.regions.map((r) => r.id).sort()).toEqual(rows.map((r) => r.split(" ")[0]).sort());
    const borders = new Set(m.borders.map(([a, b]) => [a, b].sort().join("-")));
    const want = new Set<string>();
    for (const row of rows) {
      const [id, flags, ...nb] = row.split(" ") as [string, string, ...string[]];
      const r = m.regions.find((x) => x.id === id);
      expect(r?.type).toBe(LETTER_TYPE[id[0] as string]);
      expect(r?.edge).toBe(flags.includes("E"));
      expect(r?.monster).toBe(flags.includes("Mo"));
      expect(r?.volcano).toBe(flags.includes("V"));
      expect(r?.blackMountain).toBe(id.startsWith("B"));
      for (const n of nb) want.add([id, n].sort().join("-"));
    }
    expect(want.size).toBe(67);
    expect(borders).toEqual(want);
    expect(m.river).toEqual(["R3", "R2", "R1"]);
    expect(m.track.length).toBe(10);
    expect(m.geography).toBe("traced");
  });

  it("§21.3 the 3-player map matches the photo inventory: 33 regions, 26 land (6/5/5/5/5), 3 River, 4 chasms (2 Volcano), 5 Monster regions one per terrain", () => {
    const m = SWU_MAPS["swu-3p"] as SwuMap;
    const count = (t: string) => m.regions.filter((r) => r.type === t).length;
    expect(m.regions.length).toBe(33);
    expect([
      count("blackMountain"),
      count("mine"),
      count("mudpool"),
      count("mushroomForest"),
      count("mysticCrystal"),
    ]).toEqual([6, 5, 5, 5, 5]);
    expect([count("river"), count("chasm")]).toEqual([3, 4]);
    expect(m.regions.filter((r) => r.volcano).length).toBe(2);
    const monsters = m.regions.filter((r) => r.monster);
    expect(monsters.length).toBe(5);
    expect(new Set(monsters.map((r) => r.type)).size).toBe(5);
    expect(m.track.length).toBe(10);
    expect(m.notes.join(" ")).toContain("Disagreements");
  });

  it("§21.3 §21.4 the 4- and 5-player maps are reconstructions of 43 and 54 regions satisfying every invariant", () => {
    for (const [id, n, players, track] of [
      ["swu-4p", 43, 4, 9],
      ["swu-5p", 54, 5, 8],
    ] as const) {
      const m = SWU_MAPS[id] as SwuMap;
      expect(m.regions.length).toBe(n);
      expect(m.geography).toBe("reconstructed");
      expect(m.players).toBe(players);
      expect(m.regions.filter((r) => r.monster).length).toBe(players + 2);
      expect(m.regions.filter((r) => r.blackMountain).length).toBeLessThanOrEqual(9);
      expect(m.track.length).toBe(track);
      expect(checkSwuMap(m)).toEqual([]);
    }
  });

  it("§21.4 regenerating the maps gives the committed files byte for byte", () => {
    const maps = generateShippedMaps(traced2 as unknown as TracedMap, traced3 as unknown as TracedMap);
    expect(serializeMap(maps["swu-2p"] as SwuMap)).toBe(committed2);
    expect(serializeMap(maps["swu-3p"] as SwuMap)).toBe(committed3);
    expect(serializeMap(maps["swu-4p"] as SwuMap)).toBe(committed4);
    expect(serializeMap(maps["swu-5p"] as SwuMap)).toBe(committed5);
  });

  it("the spaces lens: id, name, terrain kind, polygon, a label point inside it, symmetric neighbours", () => {
    for (const m of Object.values(SWU_MAPS)) {
      const spaces = swuSpaces(m);
      expect(spaces.length).toBe(m.regions.length);
      const byId = new Map(spaces.map((s) => [s.id, s]));
      for (const s of spaces) {
        expect(s.kind).toBe(m.regions.find((r) => r.id === s.id)?.type);
        expect(s.polygon?.length).toBeGreaterThanOrEqual(3);
        expect(pointInPolygon(s.label as Pt, s.polygon as Pt[])).toBe(true);
        for (const a of s.adjacent) expect(byId.get(a)?.adjacent).toContain(s.id);
        expect(s.adjacent).not.toContain(s.id);
      }
    }
  });

  it("defaultFor picks the map for the seat count; info says which counts it serves; tallies are all ok", () => {
    for (const n of [2, 3, 4, 5]) {
      const m = SWU_MAP_PROFILE.defaultFor(n);
      expect(m.id).toBe(`swu-${n}p`);
      expect(SWU_MAP_PROFILE.info(m).seats).toEqual({ min: n, max: n });
      expect(SWU_MAP_PROFILE.frame(m)).toEqual({ width: 1457, height: 784 });
      expect(SWU_MAP_PROFILE.tallies?.(m).every((t) => t.ok)).toBe(true);
    }
    expect(SWU_MAP_PROFILE.info(SWU_MAP_PROFILE.defaultFor(4)).geography).toBe("reconstructed");
    expect(JSON.stringify(SWU_MAP_PROFILE.jsonSchema())).toContain("geography");
  });
});

describe("§21.4 broken maps are refused with a path and a sentence", () => {
  const broken: [string, () => unknown, string, string?][] = [
    ["not JSON", () => "{ regions:", "invalid-json"],
    ["an empty file", () => "  ", "empty"],
    [
      "a missing field",
      () => {
        const m = base() as Partial<SwuMap>;
        delete m.borders;
        return m;
      },
      "invalid_type",
      "borders",
    ],
    ["another game's map", () => ({ ...base(), game: "great-fire-1666" }), "invalid_value", "game"],
    [
      "a bad region id",
      () => {
        const m = base();
        (m.regions[0] as { id: string }).id = "1 bad";
        return m;
      },
      "invalid_format",
      "regions[0].id",
    ],
    [
      "a polygon of two points",
      () => {
        const m = base();
        (m.regions[3] as { polygon: Pt[] }).polygon = [
          [0, 0],
          [1, 1],
        ];
        return m;
      },
      "too_small",
      "regions[3].polygon",
    ],
    [
      "a duplicate region id",
      () => {
        const m = base();
        (m.regions[1] as { id: string }).id = "M1";
        return m;
      },
      "duplicate-id",
      "regions[1].id",
    ],
    [
      "a border to an unknown region",
      () => {
        const m = base();
        m.borders.push(["M1", "Q9"]);
        return m;
      },
      "unknown-id",
      "borders[67][1]",
    ],
    [
      "a region bordering itself",
      () => {
        const m = base();
        m.borders.push(["M1", "M1"]);
        return m;
      },
      "self-border",
      "borders[67]",
    ],
    [
      "a border listed twice",
      () => {
        const m = base();
        m.borders.push(["M2", "M1"]);
        return m;
      },
      "duplicate-border",
      "borders[67]",
    ],
    [
      "a region with no border",
      () => {
        const m = base();
        m.borders = m.borders.filter(([a, b]) => a !== "X3" && b !== "X3");
        return m;
      },
      "no-border",
    ],
    [
      "a Volcano on land",
      () => {
        const m = base();
        (m.regions[0] as { volcano: boolean }).volcano = true;
        return m;
      },
      "volcano-not-chasm",
      "regions[0].volcano",
    ],
    [
      "no Volcano chasm",
      () => {
        const m = base();
        for (const r of m.regions) r.volcano = false;
        return m;
      },
      "no-volcano",
    ],
    [
      "a Monster on the River",
      () => {
        const m = base();
        (m.regions.find((r) => r.id === "R2") as { monster: boolean }).monster = true;
        return m;
      },
      "monster-not-land",
    ],
    [
      "eight Monster regions",
      () => {
        const m = base();
        for (const r of m.regions.filter((x) => x.type === "mine" || x.type === "mudpool")) r.monster = true;
        return m;
      },
      "too-many-monsters",
    ],
    [
      "a Black Mountain symbol on a Mine",
      () => {
        const m = base();
        (m.regions[0] as { blackMountain: boolean }).blackMountain = true;
        return m;
      },
      "mountain-symbol-terrain",
      "regions[0].blackMountain",
    ],
    [
      "a Black Mountain without its symbol",
      () => {
        const m = base();
        (m.regions.find((r) => r.id === "B1") as { blackMountain: boolean }).blackMountain = false;
        return m;
      },
      "mountain-without-symbol",
    ],
    [
      "ten Black Mountains",
      () => {
        const m = base();
        for (const r of m.regions.filter((x) => ["mine", "mudpool"].includes(x.type)).slice(0, 6)) {
          r.type = "blackMountain";
          r.blackMountain = true;
        }
        return m;
      },
      "too-many-mountains",
    ],
    [
      "a land terrain missing",
      () => {
        const m = base();
        for (const r of m.regions) if (r.type === "mine") r.type = "mudpool";
        return m;
      },
      "missing-terrain",
    ],
    [
      "an unknown River region",
      () => {
        const m = base();
        m.river = ["R3", "R2", "Q1"];
        return m;
      },
      "unknown-id",
      "river[2]",
    ],
    [
      "a River region left out",
      () => {
        const m = base();
        m.river = ["R3", "R2"];
        return m;
      },
      "river-missing",
    ],
    [
      "a River out of order",
      () => {
        const m = base();
        m.river = ["R3", "R1", "R2"];
        return m;
      },
      "river-gap",
      "river[1]",
    ],
    [
      "a River end inland",
      () => {
        const m = base();
        (m.regions.find((r) => r.id === "R1") as { edge: boolean }).edge = false;
        return m;
      },
      "river-end-inland",
      "river[2]",
    ],
    [
      "the River's middle on the edge",
      () => {
        const m = base();
        (m.regions.find((r) => r.id === "R2") as { edge: boolean }).edge = true;
        return m;
      },
      "river-middle-edge",
      "river[1]",
    ],
    [
      "a non-River region in the River",
      () => {
        const m = base();
        m.river = ["R3", "C2", "R1"];
        return m;
      },
      "river-not-river",
      "river[1]",
    ],
    [
      "a region cut off by chasms",
      () => {
        const m = base();
        m.borders = m.borders.filter(
          ([a, b]) =>
            !(["F4", "M4", "B4"].includes(a) && ["F4", "M4", "B4"].includes(b)) || a === "X5" || b === "X5",
        );
        m.borders = m.borders.filter(
          ([a, b]) => !((a === "F4" || b === "F4") && !["X5"].includes(a === "F4" ? b : a)),
        );
        m.borders.push(["F4", "X5"]);
        (m.regions.find((r) => r.id === "F4") as { edge: boolean }).edge = false;
        return m;
      },
      "unreachable",
    ],
    [
      "a self-crossing outline",
      () => {
        const m = base();
        const p = (m.regions[0] as { polygon: Pt[] }).polygon;
        const k = Math.floor(p.length / 2);
        const a = p[1] as Pt;
        p[1] = p[k] as Pt;
        p[k] = a;
        return m;
      },
      "self-intersection",
      "regions[0].polygon",
    ],
    [
      "a point outside the frame",
      () => {
        const m = base();
        ((m.regions[0] as { polygon: Pt[] }).polygon[0] as Pt)[0] = 5000;
        return m;
      },
      "outside-frame",
    ],
    [
      "a label outside its region",
      () => {
        const m = base();
        (m.regions[0] as { label: Pt }).label = [1, 1];
        return m;
      },
      "label-outside",
      "regions[0].label",
    ],
    [
      "a listed border with no shared edge",
      () => {
        const m = base();
        m.borders.push(["M1", "F4"]);
        return m;
      },
      "border-without-edge",
    ],
    [
      "a shared edge with no border",
      () => {
        const m = base();
        m.borders = m.borders.filter(([a, b]) => !(a === "M1" && b === "M2"));
        return m;
      },
      "edge-without-border",
    ],
    [
      "regions that do not tile the board",
      () => {
        const m = base();
        m.regions.pop();
        m.borders = m.borders.filter(([a, b]) => a !== "X5" && b !== "X5");
        return m;
      },
      "not-a-tiling",
    ],
    [
      "a track with the wrong number of spaces",
      () => {
        const m = base();
        m.track.spaces.pop();
        return m;
      },
      "track-spaces",
      "track.spaces",
    ],
  ];

  it(`refuses ${broken.length} kinds of broken SWU map`, () => {
    expect(broken.length).toBeGreaterThanOrEqual(20);
    for (const [what, make, code, path] of broken) {
      const issues = codes(make());
      const hit = issues.find((i) => i.code === code);
      expect(hit, `${what}: ${JSON.stringify(issues.slice(0, 3))}`).toBeDefined();
      if (path) expect(hit?.path, what).toBe(path);
      expect(hit?.message.length, what).toBeGreaterThan(10);
      expect(hit?.severity ?? "error").toBe("error");
    }
  });

  it("warns (without refusing) when a custom map breaks a §21.3 pattern: Monster count, terrain balance, track length", () => {
    const m = base();
    (m.regions.find((r) => r.id === "M1") as { monster: boolean }).monster = true;
    m.track.length = 9;
    m.track.spaces.pop();
    const r = parseSwuMap(m);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings?.map((w) => w.code)).toEqual(expect.arrayContaining(["monster-count", "track-length"]));
  });

  it("never throws on junk", () => {
    for (const junk of [null, 42, [], {}, { regions: "x" }, "null", '{"version":1}', { __proto__: { x: 1 } }])
      expect(() => parseSwuMap(junk)).not.toThrow();
  });
});
