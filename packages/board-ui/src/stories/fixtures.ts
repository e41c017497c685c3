/**
 * Story fixtures that name no game: the toy game's grid (from `@pudding/engine`, the platform's own
 * test game) and a generic "town" of 24 irregular polygon spaces, plus highlights on both.
 */
import { CLAIMS, CLAIMS_MAPS, type ClaimsMap } from "@pudding/engine";
import type { Point, Space, SpaceHighlights } from "../types.js";

/** Deterministic pseudo-noise in [-1, 1] (no Math.random in fixtures). */
function noise(a: number, b: number, c: number): number {
  let h = (a * 374761393 + b * 668265263 + c * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return ((h >>> 0) % 2001) / 1000 - 1;
}

const NAMES = [
  ["Mill", "Chapel", "Market", "Forge", "Wharf", "Tannery"],
  ["Orchard", "Square", "Guild", "Bakery", "Gate", "Stables"],
  ["Quarry", "Abbey", "Bridge", "Inn", "Tower", "Granary"],
  ["Meadow", "Well", "Dock", "Yard", "Lane", "Common"],
] as const;
const COLS = 6;
const ROWS = 4;
const CW = 190;

function vertex(i: number, j: number): Point {
  const edgeX = i === 0 || i === COLS;
  const edgeY = j === 0 || j === ROWS;
  return [i * CW + (edgeX ? 0 : noise(i, j, 1) * 30), j * CW + (edgeY ? 0 : noise(i, j, 2) * 30)];
}

/** A generic 6 × 4 town of irregular quadrilaterals with grid adjacency. */
export function townSpaces(): Space[] {
  const out: Space[] = [];
  for (let j = 0; j < ROWS; j++)
    for (let i = 0; i < COLS; i++) {
      const id = (NAMES[j]?.[i] ?? `s${i}${j}`).toLowerCase();
      const adjacent: string[] = [];
      for (const [di, dj] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ] as const) {
        const n = NAMES[j + dj]?.[i + di];
        if (n) adjacent.push(n.toLowerCase());
      }
      out.push({
        id,
        name: NAMES[j]?.[i] ?? id,
        kind: (i + j) % 7 === 3 ? "park" : "district",
        polygon: [vertex(i, j), vertex(i + 1, j), vertex(i + 1, j + 1), vertex(i, j + 1)],
        adjacent,
      });
    }
  return out;
}

/** The frame of {@link townSpaces}. */
export const TOWN_FRAME = { width: COLS * CW, height: ROWS * CW };

/** Mid-turn highlights on the town: a chosen origin, open destinations with hints, a barred one, marks and a last move. */
export const townHighlights: SpaceHighlights = {
  chosen: ["guild"],
  selectable: [
    { id: "market", hint: "first choice", badge: "1" },
    { id: "bakery", hint: "first choice", badge: "1" },
    { id: "bridge", hint: "second choice", badge: "2" },
  ],
  barred: [{ id: "square", reason: "a first-choice space is open (§4.2)" }],
  marked: [
    { id: "tower", colour: "#0072b2", label: "your piece" },
    { id: "mill", colour: "#b3001b", label: "your objective" },
  ],
  recent: [{ from: "dock", to: "inn", colour: "#d55e00", label: "Ben's last move" }],
};

/** The toy game's 4×4 board (two holes) as spaces. */
export function claimsSpaces(): Space[] {
  return CLAIMS.map.spaces(CLAIMS_MAPS["claims-4x4"] as ClaimsMap);
}

/** A toy-game position on the 3×3 board: its spaces, a 2-seat view and the seat's legal actions. */
export function claimsPosition() {
  const map = CLAIMS_MAPS["claims-3x3"] as ClaimsMap;
  const rules = CLAIMS.rules.parse({});
  if (!rules.ok) throw new Error("Claims rules");
  const setup = CLAIMS.setup({ map, rules: rules.value, seats: 2, seed: 4, names: ["Anna", "Ben"] });
  if (!setup.ok) throw new Error("Claims setup");
  let s = setup.value;
  // Both seats bid; then the starting seat is to play.
  for (const seat of [0, 1]) {
    const a = CLAIMS.legal(s, seat)[0];
    const r = CLAIMS.apply(s, seat, a);
    if (r.ok) s = r.state;
  }
  const seat = CLAIMS.toAct(s)[0] ?? 0;
  return {
    spaces: CLAIMS.map.spaces(map),
    frame: CLAIMS.map.frame(map),
    seat,
    view: CLAIMS.view(s, seat),
    legal: CLAIMS.legal(s, seat),
    status: CLAIMS.status(s),
  };
}
