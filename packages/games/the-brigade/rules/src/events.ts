/**
 * What happened, for the log and the UI (§19 "Events emitted"). Cells are ids (`C3`), cards are
 * ids. `drawn` carries a Recruit's two cards, which only the drawing seat may see (§16):
 * `redact` removes them for everyone else.
 */
import type { Ending } from "./state.js";

/** A log event. */
export type BrigadeEvent =
  | { type: "firstPlayer"; seat: number }
  | { type: "wardenChosen"; seat: number; warden: string; colour: string; board: string; side: 1 | 2 }
  | { type: "corner"; seat: number; cell: string }
  | { type: "turn"; seat: number; round: number; extra: boolean }
  | { type: "event"; seat: number; card: string; kind: "wind" | "firestorm" | "special"; starting: boolean }
  | { type: "spread"; from: string; to: string; before: number; after: number }
  | {
      type: "fireball";
      cell: string;
      before: number;
      after: number;
      blocked?: "protected" | "destroyed" | "offCity" | "renown";
    }
  | { type: "deflected"; seat: number; from: string; to: string }
  | { type: "intensity"; cell: string; before: number; after: number; cause: string; seat?: number }
  | { type: "destroyed"; cell: string; total: number; university: number }
  | { type: "flipped"; cell: string; home: { seat: number; piece: "brigade" | "cistern" }[] }
  | { type: "evacuation"; destroyed: number; university: number; lastSeat: number }
  | { type: "moved"; seat: number; piece: "brigade" | "cistern"; from: string; to: string; cause?: string }
  | {
      type: "extinguished";
      seat: number;
      cell: string;
      water: number;
      before: number;
      after: number;
      renown: number;
    }
  | { type: "water"; seat: number; holder: string; delta: number; cause: string }
  | { type: "refilled"; seat: number; cell: string; amount: number; cause: string }
  | { type: "transferred"; seat: number; cistern: number; brigade: number }
  | { type: "renown"; seat: number; cell: string; count: number; total: number; cause: string }
  | { type: "renownLost"; seat: number; count: number; reason: string }
  | { type: "renownReturned"; seat: number; cell: string; cause: string }
  | { type: "loyalty"; seat: number; cell: string; from: number }
  | { type: "drawn"; seat: number; count: number; cards?: string[] }
  | { type: "recruited"; seat: number; card: string | null; replaced: string | null; discarded: string[] }
  | { type: "precious"; from: number; to: number }
  | { type: "memberDiscarded"; seat: number; card: string; cause: string }
  | { type: "memberTaken"; seat: number; from: number; card: string }
  | {
      type: "upgraded";
      seat: number;
      track: "squad" | "cistern" | "command";
      value: number;
      blue: boolean;
      free: boolean;
    }
  | { type: "bonus"; seat: number; track: "squad" | "cistern" | "command"; ap?: number }
  | { type: "ability"; seat: number; key: string; text: string }
  | { type: "swap"; seat: number; a: string; b: string }
  | { type: "reshuffle"; deck: "event" | "squad"; cards: number }
  | { type: "passed"; seat: number; ap: number }
  | { type: "ended"; ending: Ending; winners: number[]; scores: number[]; decidedBy: string };
