/**
 * The shipped London board holds every fact the rulebooks give (issue 2 §3).
 *
 * Rulebook example positions on this board (the engine's rule tests build them):
 * - Example 3 (North card): fire in Pudding Lane and St Bennet. North destinations: Guild Hall and
 *   Coleman Street (from St Bennet), St Mary, Bridgeward, Candlewick Ward, Pepys House (from Pudding Lane).
 * - Example 4 (South card, cone taken from Pudding Lane): fire in Pudding Lane, St Bennet, Guild Hall,
 *   Cordwainer and Philpott Lane. South destinations: Cheapside (via Guild Hall: "north, then down"),
 *   Tallow Hall (via St Bennet), Billingsgate (via Philpott Lane) — class 1; Coleman Street (via Guild
 *   Hall) and Bread Street (via Cordwainer) hold teams — class 2; Watling Street (via Cordwainer) has
 *   burnt out — class 3.
 * - Example 7: Guild Hall prints 4 house icons, so it holds at most 6 cones.
 */

import {
  distanceToOutline,
  type Point,
  pointInPolygon,
  polygonArea,
  polygonCentre,
} from "@pudding/map-schema";
import { describe, expect, it } from "vitest";
import { compileBoard, DIRECTION_INDEX, fireNeighbours, fireStepsFrom } from "./compile.js";
import { LONDON_1666 as map } from "./maps.js";
import type { Direction } from "./schema.js";

const board = compileBoard(map);
const byId = new Map(map.districts.map((d) => [d.id, d]));
const get = (id: string) => {
  const d = byId.get(id);
  if (!d) throw new Error(`no district ${id}`);
  return d;
};
const arrowsFrom = (id: string, dir: Direction) =>
  map.arrows
    .filter((a) => a.from === id && a.direction === dir)
    .map((a) => a.to)
    .sort();
/** Districts fire may end in with card `dir` from a trail of burning districts (no fire elsewhere). */
const destinations = (trail: string[], dir: Direction) => {
  const inTrail = new Set(trail.map((id) => board.index[id]));
  const out = new Set<string>();
  for (const t of inTrail)
    for (const to of fireStepsFrom(board, t as number, DIRECTION_INDEX[dir]))
      if (!inTrail.has(to) && board.kind[to] === 0) out.add(board.ids[to] as string);
  return [...out].sort();
};

const area = (poly: Point[]) => Math.abs(polygonArea(poly));
const inside = pointInPolygon;
const centroid = polygonCentre;

describe("london-1666: components and bands (§1, §2)", () => {
  it("has four regions of exactly 30 printed houses each", () => {
    const totals: Record<string, number> = {};
    for (const d of map.districts) totals[d.region] = (totals[d.region] ?? 0) + d.houses;
    expect(totals).toEqual({ purple: 30, blue: 30, green: 30, orange: 30 });
  });
  it("ordinary districts print 1–5 houses, parks none, and Pudding Lane is the one origin, in green", () => {
    for (const d of map.districts) {
      if (d.kind === "district") expect(d.houses, d.id).toBeGreaterThanOrEqual(1);
      if (d.kind === "district") expect(d.houses, d.id).toBeLessThanOrEqual(5);
      else expect(d.houses, d.id).toBe(0);
    }
    const origins = map.districts.filter((d) => d.kind === "origin");
    expect(origins.map((d) => d.id)).toEqual(["pudding-lane"]);
    expect(get("pudding-lane").region).toBe("green");
    expect(map.districts.filter((d) => d.kind === "park").length).toBeGreaterThanOrEqual(5);
  });
  it("puts the Tower of London in the orange region", () => {
    expect(get("tower-of-london").region).toBe("orange");
  });
  it("has 20 yellow-band districts and 24 objectives, 8 per deck worth 2/4/6 VP", () => {
    expect(map.districts.filter((d) => d.extraAction).length).toBe(20);
    const objectives = map.districts.filter((d) => d.objective);
    expect(objectives.length).toBe(24);
    for (const deck of [1, 2, 3] as const) {
      const inDeck = objectives.filter((d) => d.objective?.deck === deck);
      expect(inDeck.length).toBe(8);
      for (const d of inDeck) expect(d.objective?.vp).toBe(deck * 2);
    }
    for (const id of ["tower-of-london", "st-pauls", "guild-hall", "royal-exchange"])
      expect(get(id).objective, id).toBeDefined();
  });
  it("§2.9 prints the 4 icon on St Botolphs and Hounds Ditch and the 5 icon on Cripplegate, none in green", () => {
    const icons = map.districts.filter((d) => d.setupIcon).map((d) => [d.id, d.setupIcon]);
    expect(icons.sort()).toEqual([
      ["cripplegate", 5],
      ["hounds-ditch", 4],
      ["st-botolphs", 4],
    ]);
  });
  it("§2 Example 2 and §6 Example 7: Guild Hall 4 houses, Aldgate 4, Bethnal 1, St Pauls at least 3", () => {
    expect(get("guild-hall").houses).toBe(4);
    expect(get("aldgate").houses).toBe(4);
    expect(get("bethnal").houses).toBe(1);
    expect(get("st-pauls").houses).toBeGreaterThanOrEqual(3);
  });
  it("has every district the rulebooks name", () => {
    for (const id of [
      "bread-street",
      "watling-street",
      "hounds-ditch",
      "st-botolphs",
      "aldgate",
      "bethnal",
      "finsbury",
      "cripplegate",
      "cheapside",
      "coleman-street",
      "billingsgate",
      "philpott-lane",
      "pepys-house",
      "candlewick-ward",
      "bridgeward",
      "voyners-hall",
      "brewers-hall",
      "moorgate",
      "sion-college",
    ])
      expect(byId.has(id), id).toBe(true);
  });
});

describe("london-1666: fire arrows and crossings (§1.1, §4.1)", () => {
  it("§1.1 Example 1: Sion College →E Moorgate and →S Brewer's Hall, and the Cripplegate crossing", () => {
    expect(arrowsFrom("sion-college", "E")).toContain("moorgate");
    expect(arrowsFrom("sion-college", "S")).toContain("brewers-hall");
    expect(map.crossings).toContainEqual(
      expect.objectContaining({ nw: "cripplegate", ne: "finsbury", sw: "sion-college", se: "moorgate" }),
    );
  });
  it("Pudding Lane sends fire N, W and E exactly as printed, and never South (§4.4 turn 1)", () => {
    expect(arrowsFrom("pudding-lane", "N")).toEqual([
      "bridgeward",
      "candlewick-ward",
      "pepys-house",
      "st-mary",
    ]);
    expect(arrowsFrom("pudding-lane", "W")).toEqual(["tallow-hall", "voyners-hall"]);
    expect(arrowsFrom("pudding-lane", "E")).toEqual(["billingsgate", "pepys-house", "philpott-lane"]);
    expect(arrowsFrom("pudding-lane", "S")).toEqual([]);
    expect(fireStepsFrom(board, board.origin, DIRECTION_INDEX.S)).toEqual([]);
    expect(map.crossings).toContainEqual(
      expect.objectContaining({ nw: "st-bennet", ne: "st-mary", sw: "tallow-hall", se: "pudding-lane" }),
    );
  });
  it("St Bennet →N Guild Hall and Coleman Street, →E St Mary, →S Tallow Hall, →W Cheapside", () => {
    expect(arrowsFrom("st-bennet", "N")).toEqual(["coleman-street", "guild-hall"]);
    expect(arrowsFrom("st-bennet", "E")).toEqual(["st-mary"]);
    expect(arrowsFrom("st-bennet", "S")).toEqual(["tallow-hall"]);
    expect(arrowsFrom("st-bennet", "W")).toEqual(["cheapside"]);
  });
  it("§4.1 Example 3: a North card from the trail Pudding Lane + St Bennet reaches exactly six districts", () => {
    expect(destinations(["pudding-lane", "st-bennet"], "N")).toEqual(
      ["bridgeward", "candlewick-ward", "coleman-street", "guild-hall", "pepys-house", "st-mary"].sort(),
    );
  });
  it("§4.2 Example 4: a South card from the example's fire reaches exactly the six districts it names", () => {
    const trail = ["pudding-lane", "st-bennet", "guild-hall", "cordwainer", "philpott-lane"];
    expect(destinations(trail, "S")).toEqual(
      ["billingsgate", "bread-street", "cheapside", "coleman-street", "tallow-hall", "watling-street"].sort(),
    );
  });
  it("every arrow has a reverse, and parks have no arrows or crossings", () => {
    const pairs = new Set(map.arrows.map((a) => `${a.from}>${a.to}`));
    for (const a of map.arrows) expect(pairs.has(`${a.to}>${a.from}`), `${a.from}>${a.to}`).toBe(true);
    const parks = new Set(map.districts.filter((d) => d.kind === "park").map((d) => d.id));
    for (const a of map.arrows) expect(parks.has(a.from) || parks.has(a.to)).toBe(false);
    for (const c of map.crossings)
      for (const id of [c.nw, c.ne, c.sw, c.se]) expect(parks.has(id)).toBe(false);
  });
  it("every referenced id exists and ids are unique", () => {
    expect(byId.size).toBe(map.districts.length);
    for (const a of map.arrows) expect(byId.has(a.from) && byId.has(a.to)).toBe(true);
    for (const b of map.borders) expect(byId.has(b.a) && byId.has(b.b)).toBe(true);
  });
  it("fire can reach every ordinary district from Pudding Lane", () => {
    const seen = new Set([board.origin]);
    const queue = [board.origin];
    while (queue.length)
      for (const n of fireNeighbours(board, queue.shift() as number))
        if (!seen.has(n)) {
          seen.add(n);
          queue.push(n);
        }
    for (const d of map.districts)
      if (d.kind === "district") expect(seen.has(board.index[d.id] as number), d.id).toBe(true);
  });
  it("arrow directions agree with the geometry (within 100° of the bearing between centroids)", () => {
    const angle: Record<Direction, number> = { N: -90, E: 0, S: 90, W: 180 };
    for (const a of map.arrows) {
      const [fx, fy] = centroid(get(a.from).polygon);
      const [tx, ty] = centroid(get(a.to).polygon);
      const bearing = (Math.atan2(ty - fy, tx - fx) * 180) / Math.PI;
      const diff = Math.abs(((((bearing - angle[a.direction]) % 360) + 540) % 360) - 180);
      expect(diff, `${a.from} →${a.direction} ${a.to}`).toBeLessThanOrEqual(100);
    }
  });
});

describe("london-1666: geometry", () => {
  it("tiles the city: district areas add up to the painted rectangle and no point lies in two districts", () => {
    const xs = map.districts.flatMap((d) => d.polygon.map((p) => p[0]));
    const ys = map.districts.flatMap((d) => d.polygon.map((p) => p[1]));
    const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    const total = map.districts.reduce((s, d) => s + area(d.polygon), 0);
    expect(Math.abs(total - (x1 - x0) * (y1 - y0)) / total).toBeLessThan(0.001);
    // A lattice of probe points (off the grid lines): each lies in exactly one district.
    for (let x = x0 + 7.3; x < x1; x += 23.1)
      for (let y = y0 + 5.9; y < y1; y += 21.7) {
        const hits = map.districts.filter((d) => inside([x, y], d.polygon)).length;
        expect(hits, `(${x.toFixed(1)}, ${y.toFixed(1)})`).toBe(1);
      }
  });
  it("draws each label inside its district and each crossing at a corner of its four districts", () => {
    for (const d of map.districts) expect(inside(d.label, d.polygon), d.id).toBe(true);
    for (const c of map.crossings)
      for (const id of [c.nw, c.ne, c.sw, c.se])
        expect(
          get(id).polygon.some((p) => p[0] === c.at[0] && p[1] === c.at[1]),
          id,
        ).toBe(true);
  });
  it("puts every arrow on the street between its two districts", () => {
    const nearEdge = (p: Point, poly: Point[]) => distanceToOutline(p, poly) < 2;
    for (const a of map.arrows) {
      expect(nearEdge(a.at, get(a.from).polygon), `${a.from}>${a.to}`).toBe(true);
      expect(nearEdge(a.at, get(a.to).polygon), `${a.from}>${a.to}`).toBe(true);
    }
  });
  it("draws the Thames, the Fleet, the city wall and a compass", () => {
    expect(map.decorations.rivers.map((r) => r.name)).toEqual(["River Thames", "River Fleet"]);
    expect(map.decorations.walls[0]?.path.length).toBeGreaterThan(10);
    expect(map.decorations.compass).toBeDefined();
  });
});
