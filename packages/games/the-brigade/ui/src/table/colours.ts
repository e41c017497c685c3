/**
 * The Brigade's palette: one colour and emblem per affiliation (§4.1: Commons, Council, Merchants,
 * Nobles, University), the four player colours of §1 (white, black, pink, orange) as inks that
 * read on parchment, and the fire and water tones. Emblems differ by shape as well as colour, so
 * the affiliations stay apart for colour-blind players.
 */
import type { Affiliation, BrigadeView } from "@pudding/the-brigade";

/** How an affiliation looks. */
export interface AffiliationLook {
  name: string;
  /** Banner colour. */
  colour: string;
  /** Darker edge and text on light. */
  dark: string;
  /** Tile body wash. */
  light: string;
  /** Emblem drawn on tiles and cards. */
  emblem: "house" | "column" | "coin" | "crown" | "star";
  /** The emblem as one character (log chips, menus). */
  glyph: string;
}

/** Affiliations, and "none" for Sir Precious (always active). */
export const AFFILIATION_LOOK: Record<Affiliation | "none", AffiliationLook> = {
  commons: {
    name: "Commons",
    colour: "#5f8a3a",
    dark: "#35521c",
    light: "#e4ecc9",
    emblem: "house",
    glyph: "⌂",
  },
  council: {
    name: "Council",
    colour: "#2f6496",
    dark: "#173a5e",
    light: "#d6e3ef",
    emblem: "column",
    glyph: "⚖",
  },
  merchants: {
    name: "Merchants",
    colour: "#c58a17",
    dark: "#7a520a",
    light: "#f5e6c1",
    emblem: "coin",
    glyph: "◎",
  },
  nobles: {
    name: "Nobles",
    colour: "#9b2f52",
    dark: "#5c1630",
    light: "#f0d8df",
    emblem: "crown",
    glyph: "♛",
  },
  university: {
    name: "University",
    colour: "#5d3f98",
    dark: "#34205f",
    light: "#e3dcf2",
    emblem: "star",
    glyph: "✦",
  },
  none: {
    name: "No affiliation",
    colour: "#7a6a55",
    dark: "#3b2a1a",
    light: "#ece3cf",
    emblem: "star",
    glyph: "·",
  },
};

/** The look of an affiliation name (unknown names read as "none"). */
export const affiliationLook = (a: string): AffiliationLook =>
  AFFILIATION_LOOK[a as Affiliation] ?? AFFILIATION_LOOK.none;

/** A player colour (§1): the piece fill, its outline and the text colour on it. */
export interface SeatInk {
  fill: string;
  stroke: string;
  text: string;
  name: string;
}

/** The four colours of §1 as they are drawn. */
export const SEAT_INKS: Record<string, SeatInk> = {
  white: { fill: "#fbf8ef", stroke: "#3b2a1a", text: "#3b2a1a", name: "White" },
  black: { fill: "#26221e", stroke: "#000000", text: "#fbf8ef", name: "Black" },
  pink: { fill: "#e0659b", stroke: "#7d1f4a", text: "#ffffff", name: "Pink" },
  orange: { fill: "#e8841a", stroke: "#7a3f00", text: "#ffffff", name: "Orange" },
};

/** Stand-ins while a seat has not chosen a colour yet (setup). */
const UNCHOSEN: SeatInk[] = [
  { fill: "#9c8f7a", stroke: "#3b2a1a", text: "#ffffff", name: "Seat 1" },
  { fill: "#7f8c8d", stroke: "#2c3e50", text: "#ffffff", name: "Seat 2" },
  { fill: "#a08b6f", stroke: "#4a3520", text: "#ffffff", name: "Seat 3" },
  { fill: "#8d8d6f", stroke: "#3b3b20", text: "#ffffff", name: "Seat 4" },
];

/** A seat's ink from the view (its §1 colour, or a neutral stand-in before it picks one). */
export function seatInk(view: Pick<BrigadeView, "seats"> | null | undefined, seat: number): SeatInk {
  const c = view?.seats[seat]?.colour;
  return (c ? SEAT_INKS[c] : undefined) ?? (UNCHOSEN[seat % UNCHOSEN.length] as SeatInk);
}

/** A colour for text and log lines of a seat (white is drawn as dark ink on parchment). */
export function seatTextColour(view: Pick<BrigadeView, "seats"> | null | undefined, seat: number): string {
  const ink = seatInk(view, seat);
  return ink.fill === SEAT_INKS.white?.fill ? "#6b5b45" : ink.fill;
}

/** Fire, water and paper. */
export const TONES = {
  paper: "#f3e8cc",
  paperDark: "#dccba3",
  ink: "#3b2a1a",
  muted: "#6e6150",
  fire: "#e8561c",
  fireLight: "#ffb02e",
  fireCore: "#fff1a8",
  ember: "#7a1d08",
  ash: "#3d3733",
  ashLight: "#6a625b",
  water: "#3d8fc4",
  waterLight: "#a9d6f0",
  shield: "#2f7fb8",
  blue: "#2a6fdb",
  street: "#b9a57e",
  stone: "#8b8172",
} as const;
