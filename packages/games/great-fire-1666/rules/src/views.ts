/**
 * Hidden information (rules "Hidden information"): what one seat or a spectator may see. Views are
 * the only thing that should leave a server; the RNG state, draw pile order and face-down tokens
 * never appear in them. At the end everything is revealed.
 */
import type { Card, HouseColour, TokenKind, Viewer } from "./contract.js";
import { HOUSE_COLOURS, TOKEN_KINDS } from "./contract.js";
import { CARDS, type GameEvent } from "./core.js";
import { type GameState, INTENSITY, type Phase } from "./state.js";

/** A district as anyone sees it. */
export interface DistrictView {
  id: string;
  cones: number;
  teams: number;
  committed: number;
  /** Houses standing, by colour (public). */
  houses: HouseColour[];
  burnt: boolean;
  demolished: boolean;
  /** A face-down token lies here (kind secret). */
  token: boolean;
  /** Revealed kind, only at the end of the game. */
  tokenKind?: TokenKind;
}
/** A seat as the viewer sees it. */
export interface SeatView {
  seat: number;
  name: string;
  pawnColour: HouseColour;
  pawn: string | null;
  handSize: number;
  tokenCount: number;
  tamed: number;
  /** Known only to the seat itself, with publicColours, or at the end. */
  colour?: HouseColour;
  objectives?: string[];
  hand?: Card[];
  tokens?: Record<TokenKind, number>;
}
/** Everything the viewer may see. */
export interface PlayerView {
  viewer: Viewer;
  map: string;
  phase: Phase;
  active: number;
  turn: number;
  districts: DistrictView[];
  seats: SeatView[];
  hero: number;
  burntByColour: Record<HouseColour, number>;
  pileSize: number;
  intensitiesLeft: number;
  /** Fire cards before the next Intensity card shows (the stacks are visible on the table). */
  cardsToNextIntensity: number;
  discards: Record<Card, number>;
  actionPoints: number;
  conesToPlace: number;
  finalTurnsLeft: number;
}

const colourRecord = (xs: number[]) =>
  Object.fromEntries(HOUSE_COLOURS.map((c, i) => [c, xs[i] ?? 0])) as Record<HouseColour, number>;

/** What `viewer` may see of the game. */
export function viewFor(s: GameState, viewer: Viewer): PlayerView {
  const over = s.phase === "over";
  const b = s.board;
  const districts: DistrictView[] = b.ids.map((id, d) => {
    const houses: HouseColour[] = [];
    if (s.intact[d] === 1)
      for (let i = s.houseOff[d] as number; i < (s.houseOff[d + 1] as number); i++)
        houses.push(HOUSE_COLOURS[s.houseColour[i] as number] as HouseColour);
    const v: DistrictView = {
      id,
      cones: s.cones[d] as number,
      teams: s.teams[d] as number,
      committed: s.committed[d] as number,
      houses,
      burnt: (b.houses[d] as number) > 0 && s.intact[d] === 0 && s.demolished[d] === 0,
      demolished: s.demolished[d] === 1,
      token: (s.token[d] as number) >= 0,
    };
    if (over && (s.token[d] as number) >= 0) v.tokenKind = TOKEN_KINDS[s.token[d] as number] as TokenKind;
    return v;
  });
  const seats: SeatView[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    let handSize = 0;
    const hand: Card[] = [];
    for (let dir = 0; dir < 4; dir++)
      for (let k = 0; k < (s.hand[seat * 4 + dir] as number); k++) {
        handSize++;
        hand.push(CARDS[dir] as Card);
      }
    const tk = [0, 1, 2].map((k) => s.tokens[seat * 3 + k] as number);
    const v: SeatView = {
      seat,
      name: s.seatNames[seat] as string,
      pawnColour: HOUSE_COLOURS[s.pawnColour[seat] as number] as HouseColour,
      pawn: (s.pawn[seat] as number) >= 0 ? (b.ids[s.pawn[seat] as number] as string) : null,
      handSize,
      tokenCount: tk.reduce((a, x) => a + x, 0),
      tamed: s.tamed[seat] as number,
    };
    const mine = viewer === seat || over;
    if (mine || s.rules.publicColours) v.colour = HOUSE_COLOURS[s.colour[seat] as number] as HouseColour;
    if (mine) {
      v.objectives = [0, 1, 2]
        .map((k) => s.objectives[seat * 3 + k] as number)
        .filter((d) => d >= 0)
        .map((d) => b.ids[d] as string);
      v.hand = hand;
      v.tokens = { explosive: tk[0] as number, doubleMove: tk[1] as number, oneVp: tk[2] as number };
    }
    seats.push(v);
  }
  let cardsToNextIntensity = 0;
  for (let i = s.pile.length - 1; i >= 0 && (s.pile[i] as number) < INTENSITY; i--) cardsToNextIntensity++;
  const fireCards = s.pile.filter((x) => x < INTENSITY).length;
  return {
    viewer,
    map: b.id,
    phase: s.phase,
    active: s.active,
    turn: s.turn,
    districts,
    seats,
    hero: s.hero,
    burntByColour: colourRecord(s.burntByColour),
    pileSize: fireCards,
    intensitiesLeft: s.intensitiesLeft,
    cardsToNextIntensity,
    discards: { N: s.discards[0] ?? 0, E: s.discards[1] ?? 0, S: s.discards[2] ?? 0, W: s.discards[3] ?? 0 },
    actionPoints: s.ap,
    conesToPlace: s.conesLeft,
    finalTurnsLeft: s.finalTurnsLeft,
  };
}

/**
 * Filter events for a viewer: the kind of a token taken and the card drawn are secret to others
 * (the card played, discards shown by a no-move turn and everything on the board are public).
 */
export function eventsFor(events: readonly GameEvent[], viewer: Viewer, gameOver = false): GameEvent[] {
  return events.map((e) => {
    if (gameOver) return e;
    if (e.type === "tokenTaken" && e.seat !== viewer) return { ...e, kind: null };
    if (e.type === "cardDrawn" && e.seat !== viewer) return { ...e, card: null };
    return e;
  });
}
