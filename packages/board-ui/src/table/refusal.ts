/**
 * A refusal ("South cannot move any fire right now (§4.1)") answers the choice that drew it, and
 * clears on the next choice (issue 30 §3.2): when the game moves on (its version changes — a move by
 * anyone, an undo), when the viewer makes their next selection, and never on the end screen or in
 * the replay.
 */
import type { GuidedTurn } from "../turn/useGuidedTurn.js";

/** A refusal or failure, in words, with the version of the game it was about. */
export interface Refusal {
  text: string;
  version: number;
}

/** Where the table is now. */
export interface RefusalNow {
  version: number;
  /** The game is over (the end screen shows). */
  over: boolean;
  /** A replay is shown instead of the live table. */
  replaying?: boolean;
}

/** The refusal to show now, or null. */
export function shownRefusal(refusal: Refusal | null, now: RefusalNow): string | null {
  if (!refusal || now.over || now.replaying) return null;
  return refusal.version === now.version ? refusal.text : null;
}

/**
 * The guided turn with `onChoice` called before each selection of the viewer's (a chip, a space, a
 * card of the turn bar, confirm, cancel, back, start over), so the host can clear the last refusal.
 */
export function noticeChoices<A>(turn: GuidedTurn<A>, onChoice?: () => void): GuidedTurn<A> {
  if (!onChoice) return turn;
  const on =
    <T extends unknown[]>(f: (...args: T) => void) =>
    (...args: T) => {
      onChoice();
      f(...args);
    };
  return {
    ...turn,
    choose: on(turn.choose),
    restart: on(turn.restart),
    clickSpace: on(turn.clickSpace),
    confirm: on(turn.confirm),
    cancel: on(turn.cancel),
    back: on(turn.back),
    reset: on(turn.reset),
  };
}
