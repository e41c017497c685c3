/**
 * The generic table's look: parchment, ink, the highlight colours of the guided turn and a seat
 * palette for games whose UI package gives seats no colours of their own.
 */

/** Parchment background, ink and water colours. */
export const PAPER = {
  background: "#efe4c8",
  dark: "#d9cba8",
  card: "#f7efd9",
  ink: "#3b2a1a",
  muted: "#6e6150",
  water: "#9ebfc9",
  waterEdge: "#6f97a4",
} as const;

/** Colours of the highlight kinds (selectable, chosen path, barred, recent moves). */
export const HIGHLIGHT = {
  selectable: "#f2b705",
  chosen: "#1f6fb2",
  barred: "#4a4a4a",
  recent: "#7a0d00",
  focus: "#0b5cad",
} as const;

/** Distinct, colour-blind-friendly seat colours (Okabe–Ito), used when a game names none. */
export const SEAT_COLOURS = [
  "#d55e00",
  "#0072b2",
  "#009e73",
  "#e69f00",
  "#cc79a7",
  "#56b4e9",
  "#8c6d31",
  "#000000",
] as const;

/** The seat colour of `seat` from {@link SEAT_COLOURS} (wraps around). */
export function seatColour(seat: number): string {
  const n = SEAT_COLOURS.length;
  return SEAT_COLOURS[((Math.trunc(seat) % n) + n) % n] as string;
}

/** Fills of the generic space layer by `Space.kind` (a game's UI package usually brings its own). */
export const KIND_FILLS: Readonly<Record<string, string>> = {
  cell: "#e9dcb8",
  district: "#e3d2a8",
  park: "#b9cf98",
  water: "#a9c6cf",
};

/** Serif face of the table. */
export const SERIF = "Georgia, 'Times New Roman', serif";
