/**
 * Events and actions in words, for game logs (play app, `pudding demo`): "Anna played West: fire
 * from Pudding Lane to Tallow Hall, 3 houses burnt". Takes the events a viewer may see (`eventsFor`),
 * so nothing secret is ever put into words for the wrong seat.
 */

import type { Action, Card } from "./contract.js";
import type { GameEvent } from "./core.js";
import { districtIndex } from "./map/index.js";
import type { GameState } from "./state.js";

const CARD_WORDS: Record<Card, string> = { N: "North", E: "East", S: "South", W: "West" };
const TOKEN_WORDS = {
  explosive: "an Explosive",
  doubleMove: "a Double Move",
  oneVp: "a One VP token",
} as const;

/** Printed name of a district id on the game's board (the id itself if unknown). */
export function districtName(s: GameState, id: string): string {
  const i = districtIndex(s.board, id);
  return i === undefined ? id : (s.board.names[i] ?? id);
}

/** One event as a sentence; `null` for bookkeeping events a log leaves out. */
export function describeEvent(s: GameState, e: GameEvent): string | null {
  const who = (seat: number) => s.seatNames[seat] ?? `Seat ${seat + 1}`;
  const at = (id: string) => districtName(s, id);
  switch (e.type) {
    case "teamPlaced":
      return `${who(e.seat)} placed an emergency team in ${at(e.district)}`;
    case "pawnPlaced":
      return `${who(e.seat)} placed their pawn in ${at(e.district)}`;
    case "turnStarted":
      return `${e.final ? "Final turn" : `Turn ${e.turn}`}: ${who(e.seat)}`;
    case "puddingLaneRefilled":
      return `Pudding Lane is refilled to ${e.cones} cones`;
    case "firePlayed":
      return `${who(e.seat)} played ${CARD_WORDS[e.card]}${e.double ? " again (Double Move)" : ""}: fire from ${at(e.from)} to ${at(e.to)}`;
    case "fireControlled":
      return `the team in ${at(e.district)} controls the new cone`;
    case "housesBurnt":
      return `${e.colours.length} house${e.colours.length === 1 ? "" : "s"} ${e.cause === "fire" ? "burnt" : "demolished"} in ${at(e.district)} (${e.colours.join(", ")})`;
    case "wildFire":
      return `wild fire: an extra cone in ${at(e.district)}`;
    case "tokenTaken":
      return `${who(e.seat)} took ${e.kind ? TOKEN_WORDS[e.kind] : "a face-down token"} from ${at(e.district)}`;
    case "noPlayableCard":
      return `${who(e.seat)} has no playable card (hand ${e.hand.join(" ")}) and discards ${CARD_WORDS[e.discarded]}`;
    case "doubleMoveSkipped":
      return null;
    case "pawnMoved":
      return `${who(e.seat)} moved their pawn to ${at(e.to)}`;
    case "teamMoved":
      return `${who(e.seat)} moved a team from ${at(e.from)} to ${at(e.to)}${e.committed ? ", where it controls a cone" : ""}`;
    case "demolished":
      return `${who(e.seat)} demolished ${at(e.district)} with an Explosive`;
    case "tamed":
      return `${who(e.seat)} tamed a cone in ${at(e.district)}`;
    case "heroOfLondon":
      return `${who(e.seat)} is now the Hero of London`;
    case "actionsEnded":
      return null;
    case "cardDrawn":
      return e.card ? `${who(e.seat)} drew ${CARD_WORDS[e.card]}` : `${who(e.seat)} drew a card`;
    case "intensity":
      return e.card
        ? `Intensity card ${e.card}: ${who(e.seat)} places 3 cones`
        : `extra Intensity: ${who(e.seat)} places 3 cones`;
    case "conePlaced":
      return `${who(e.seat)} added ${e.count === 1 ? "a cone" : `${e.count} cones`} to ${at(e.district)}`;
    case "conesLost":
      return `${e.count} cone${e.count === 1 ? "" : "s"} could not be placed and ${e.count === 1 ? "is" : "are"} lost`;
    case "finalRoundsBegin":
      return `the last Intensity card is resolved: ${e.turns} final turns, no more draws`;
    case "gameOver":
      return "the last turn is over: the game ends (§7)";
  }
}

/** One action in words, for move lists. */
export function describeAction(s: GameState, a: Action): string {
  const at = (id: string) => districtName(s, id);
  switch (a.type) {
    case "placeTeam":
      return `place a team in ${at(a.district)}`;
    case "placePawn":
      return `place your pawn in ${at(a.district)}`;
    case "fire":
      return `play ${CARD_WORDS[a.card]}: fire from ${at(a.from)} to ${at(a.to)}`;
    case "discard":
      return `no playable card: discard ${CARD_WORDS[a.card]}`;
    case "doubleMove":
      return `Double Move: fire from ${at(a.from)} to ${at(a.to)}`;
    case "skipDoubleMove":
      return "keep your Double Move token";
    case "movePawn":
      return `move your pawn to ${at(a.to)}`;
    case "moveTeam":
      return `move a team from ${at(a.from)} to ${at(a.to)}`;
    case "demolish":
      return `demolish ${at(a.district)}`;
    case "tame":
      return "tame a cone where your pawn stands";
    case "endActions":
      return "end your actions";
    case "placeCone":
      return `place a cone in ${at(a.district)}`;
    case "passCones":
      return "give up the remaining cones";
  }
}
