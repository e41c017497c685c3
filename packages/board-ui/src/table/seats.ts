/**
 * Who sits where on this device, pure: which local seat the hot-seat curtain should hand the device
 * to (whoever must act now — the turn owner or a seat acting out of turn, several in order), and the
 * words for why.
 */
import { type Locale, tFor } from "@pudding/i18n";
import { BOARD_NS } from "../messages.js";

/** What the curtain decision needs. */
export interface CurtainInput {
  /** Seats held on this device. */
  mine: readonly number[];
  /** `status.toAct`. */
  toAct: readonly number[];
  /** The seat whose table is shown now, or null before the first reveal. */
  revealed: number | null;
  over: boolean;
  /** Seats a bot plays for now (their person is away): the device is not handed to them. */
  standIns?: readonly number[];
}

/**
 * The seat the curtain asks for, or null for no curtain. Only with two or more local seats
 * (hot-seat): the first local seat in `toAct` unless it is already shown; before anything is shown,
 * the first local seat; while bots play, the last shown seat stays.
 */
export function curtainSeat({ mine, toAct, revealed, over, standIns = [] }: CurtainInput): number | null {
  if (mine.length < 2 || over) return null;
  // A seat a bot plays for is not asked for: the bot acts (issue 30 §3.1).
  const acting = toAct.filter((s) => mine.includes(s) && !standIns.includes(s));
  if (revealed !== null && acting.includes(revealed)) return null;
  if (acting.length) return acting[0] as number;
  return revealed === null ? (mine[0] as number) : null;
}

/** "Ben must act now, during Anna's turn." when a seat acts out of turn (in `locale`); undefined otherwise. */
export function curtainReason(
  seat: number,
  turnOwner: number,
  names: readonly string[],
  locale: Locale = "en",
): string | undefined {
  if (turnOwner < 0 || turnOwner === seat) return undefined;
  const t = tFor(locale, BOARD_NS);
  return t("curtain.reason", {
    seat: names[seat] ?? t("seat", { n: seat + 1 }),
    owner: names[turnOwner] ?? t("seat", { n: turnOwner + 1 }),
  });
}

/** The seat whose view to show: the one revealed on this device, else the only local seat, else none. */
export function viewerSeat(mine: readonly number[], revealed: number | null): number | null {
  if (revealed !== null && mine.includes(revealed)) return revealed;
  return mine.length === 1 ? (mine[0] as number) : null;
}
