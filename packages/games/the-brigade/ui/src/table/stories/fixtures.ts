/**
 * Fixtures of the stories: cells in every state (each affiliation, burning, destroyed, flipped,
 * protected, loyal with renown, barracks, missing corner), cards of the shipped data set, and views
 * of local games caught at chosen moments (a wind gust with spreads, a firestorm that hit, a Recruit).
 */
import type { BrigadeState, BrigadeView, CellView } from "@pudding/the-brigade";
import { CARDS_V1, THE_BRIGADE, TINDERBOX } from "@pudding/the-brigade";
import { SEAT_INKS } from "../colours.js";
import { type Local, localGame } from "./local.js";

/** A cell of a made-up view. */
export function makeCell(p: Partial<CellView> & { col: number; row: number }): CellView {
  const id = `${String.fromCharCode(65 + p.col)}${p.row + 1}`;
  return {
    id,
    kind: "block",
    tile: TINDERBOX.blocks[(p.row * 6 + p.col) % 28] ?? null,
    barracksOf: -1,
    intensity: 0,
    burning: false,
    destroyed: false,
    flipped: false,
    protected: false,
    brigades: [],
    cisterns: [],
    renown: [0, 0, 0, 0],
    loyal: -1,
    thresholds: [0, 0, 0, 0],
    ...p,
  } as CellView;
}

const tile = (id: string) =>
  [...TINDERBOX.blocks, ...TINDERBOX.university].find((t) => t.id === id) ?? TINDERBOX.blocks[0];

/** Tiles in each state, one row per theme. */
export const TILE_STATES: { label: string; cell: CellView }[] = [
  { label: "Commons, quiet", cell: makeCell({ col: 0, row: 0, tile: tile("thing-on-a-stick") }) },
  {
    label: "Council, burning 1",
    cell: makeCell({ col: 1, row: 0, tile: tile("council-3"), intensity: 1, burning: true }),
  },
  {
    label: "Merchants, burning 3",
    cell: makeCell({ col: 2, row: 0, tile: tile("merchants-2"), intensity: 3, burning: true }),
  },
  {
    label: "Nobles, at the last space",
    cell: makeCell({ col: 3, row: 0, tile: tile("nobles-5"), intensity: 3, burning: true }),
  },
  {
    label: "University, starting fire",
    cell: makeCell({
      col: 4,
      row: 0,
      kind: "university",
      tile: tile("university-nw"),
      intensity: 2,
      burning: true,
    }),
  },
  {
    label: "Destroyed (flip pending)",
    cell: makeCell({ col: 0, row: 1, tile: tile("commons-4"), intensity: 5, destroyed: true }),
  },
  {
    label: "Destroyed and flipped",
    cell: makeCell({ col: 1, row: 1, tile: tile("council-6"), intensity: 5, destroyed: true, flipped: true }),
  },
  {
    label: "Protected by a cistern, burning",
    cell: makeCell({
      col: 2,
      row: 1,
      tile: tile("merchants-6"),
      intensity: 2,
      burning: true,
      protected: true,
      cisterns: [1],
    }),
  },
  {
    label: "Loyal to orange, renown of two seats",
    cell: makeCell({
      col: 3,
      row: 1,
      tile: tile("nobles-7"),
      loyal: 3,
      renown: [2, 1, 0, 0],
      thresholds: [5, 5, 0, 0],
    }),
  },
  {
    label: "Two pieces and renown",
    cell: makeCell({
      col: 4,
      row: 1,
      tile: tile("vernas-pumpkin-patch"),
      brigades: [0],
      cisterns: [0],
      protected: true,
      renown: [0, 0, 2, 0],
      intensity: 1,
      burning: true,
    }),
  },
  {
    label: "Barracks (pink)",
    cell: makeCell({
      col: 0,
      row: 2,
      kind: "barracks",
      tile: null,
      barracksOf: 2,
      brigades: [2],
      cisterns: [2],
    }),
  },
  { label: "Missing corner", cell: makeCell({ col: 1, row: 2, kind: "missing", tile: null }) },
];

/** Inks of four seats: white, black, pink, orange. */
export const FOUR_INKS = [SEAT_INKS.white, SEAT_INKS.black, SEAT_INKS.pink, SEAT_INKS.orange].map(
  (x) => x as NonNullable<typeof x>,
);

/** Cards of the shipped data set. */
export const CARDS = CARDS_V1;

/** A game stopped where `until` first holds (searching a few seeds). */
export function gameWhere(
  until: (s: BrigadeState) => boolean,
  seeds = [7, 3, 11, 5, 9, 13, 17, 21],
  seats = 3,
): Local {
  for (const seed of seeds) {
    let hit = false;
    const g = localGame({
      seed,
      seats,
      until: (s) => {
        hit = until(s);
        return hit;
      },
    });
    if (hit) return g;
  }
  throw new Error("no game reached the wanted moment");
}

/** The view of a game for the seat that acts. */
export const viewOf = (g: Local, seat?: number): BrigadeView =>
  THE_BRIGADE.view(g.state, seat ?? THE_BRIGADE.toAct(g.state)[0] ?? "spectator");

/** A wind gust that spread fire, just resolved. */
export const windGame = () =>
  gameWhere(
    (s) =>
      s.phase === "action" &&
      s.round >= 2 &&
      (s.last?.spreads.length ?? 0) >= 4 &&
      s.data.events[s.last?.card ?? -1]?.kind === "wind",
  );
/** A firestorm that raised tiles, just resolved. */
export const stormGame = () =>
  gameWhere(
    (s) =>
      s.phase === "action" &&
      s.round >= 2 &&
      (s.last?.raised.length ?? 0) >= 2 &&
      s.data.events[s.last?.card ?? -1]?.kind === "firestorm",
  );
/** A Recruit waiting for its choice. */
export const recruitGame = () =>
  gameWhere((s) => s.stack.length > 0 && s.stack[s.stack.length - 1]?.k === "pRecruit" && s.round >= 2);
/** Mid-game in an action phase. */
export const midGame = () => localGame({ seed: 7, until: (s) => s.round >= 4 && s.phase === "action" });
