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

/** The relative luminance of a `#rrggbb` colour (WCAG 2.x). */
export function luminance(hex: string): number {
  const lin = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(1) + 0.7152 * lin(3) + 0.0722 * lin(5);
}

/** The contrast ratio of two `#rrggbb` colours, 1–21 (WCAG 2.x; text needs 4.5, large text 3). */
export function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** Whether an ink is light (meant for dark grounds). */
export const isLightInk = (ink: string): boolean => luminance(ink) > 0.5;
