/**
 * What happened, as `apply` reports it. Ids are the catalogue's and the map's (strings), so a log
 * reads without the state. Only `coins.total` is secret (§20); `redact` strips it.
 */
import type { MarkerId, PowerId, RaceId } from "./catalog.js";

/** A defender's losses in a conquest (§7.8). */
export interface DefenderLoss {
  seat: number;
  race: RaceId;
  declined: boolean;
  /** Tokens the region held. */
  tokens: number;
  /** Tokens lost to the tray. */
  lost: number;
  /** Tokens taken back to redeploy at the end of the turn. */
  withdrawn: number;
}

/** An event. */
export type SwuEvent =
  | { type: "round"; round: number }
  | { type: "turn"; seat: number; round: number }
  | {
      type: "picked";
      seat: number;
      position: number;
      race: RaceId;
      power: PowerId | null;
      paid: number;
      took: number;
      tokens: number;
    }
  | { type: "swapped"; seat: number; position: number; took: PowerId | null; gave: PowerId | null }
  | { type: "volcano"; seat: number; region: string }
  | { type: "expand"; seat: number; race: RaceId; inHand: number }
  | { type: "fountain"; seat: number; race: RaceId }
  | { type: "abandoned"; seat: number; race: RaceId; region: string; tokens: number }
  | { type: "ancientMoved"; seat: number; region: string }
  | { type: "reborn"; seat: number; region: string; from: RaceId; to: RaceId }
  | { type: "bagCopies"; seat: number; relic: MarkerId }
  | {
      type: "conquered";
      seat: number;
      race: RaceId;
      region: string;
      mode: "normal" | "final" | "wisp" | "vampire" | "orb" | "balrog";
      cost: number;
      tokens: number;
      hammers: number;
      use: string[];
      defender: DefenderLoss | null;
      monsters: number;
    }
  | {
      type: "roll";
      seat: number;
      region: string;
      kind: "final" | "wisp";
      roll: number;
      cost: number;
      had: number;
      success: boolean;
    }
  | { type: "revealed"; seat: number; region: string; marker: MarkerId }
  | { type: "stonehedge"; power: PowerId | null }
  | { type: "vengeance"; seat: number; from: number }
  | { type: "conquestsEnd"; seat: number; race: RaceId | null }
  | { type: "riverEmptied"; seat: number; region: string; tokens: number }
  | { type: "gained"; seat: number; race: RaceId; what: "mudmen" | "hammers" | "armors"; count: number }
  | { type: "armor"; seat: number; region: string }
  | { type: "placed"; seat: number; race: RaceId; region: string; count: number; withdrawal: boolean }
  | { type: "toHand"; seat: number; race: RaceId; count: number }
  | { type: "withdrawLost"; seat: number; race: RaceId; count: number }
  | {
      type: "figure";
      seat: number;
      figure: "queen" | "ghost" | "ring" | "scepter" | "bag";
      region: string | null;
    }
  | {
      type: "coins";
      seat: number;
      /**
       * Signed amount. Absent for another seat's coins from the bank (scoring, Martyr, Altar) while
       * coins are hidden (§20, Ruling R63): the others see that the seat gained, not how much.
       */
      delta?: number;
      reason: string;
      /** The other party: a seat, -1 the bank, -2 the row. */
      other: number;
      /** The seat's new total: seen only by the seat (and by all once the game is over). */
      total?: number;
    }
  | { type: "couldNotPay"; seat: number; to: number; reason: string }
  | {
      type: "scored";
      seat: number;
      /** Absent (with `parts`) for the other seats while coins are hidden (§20, Ruling R63). */
      amount?: number;
      parts?: { label: string; value: number }[];
    }
  | {
      type: "declined";
      seat: number;
      race: RaceId;
      keptPower: PowerId | null;
      tokens: number;
      vanished: number;
    }
  | { type: "raceLeft"; seat: number; race: RaceId }
  | { type: "altar"; seat: number; region: string }
  | { type: "noCombo"; seat: number }
  /** The visible combos after a change that showed a banner or badge from a stack (§6.3, R7, R58). */
  | { type: "combos"; combos: { race: RaceId; power: PowerId | null }[] }
  | { type: "gameOver"; coins: number[]; winners: number[] };
