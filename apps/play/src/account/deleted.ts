/**
 * A deleted account's seats keep their games under a stored marker (issue 28 §1: "their finished
 * games keep the seat as 'deleted player'"); the table, the replay and the profile show it in the
 * reader's language.
 */

import { DELETED_PLAYER } from "@pudding/accounts/words";

export { DELETED_PLAYER };

/** The snapshot with a deleted player's seat named in the reader's language (the same object when none is). */
export function withDeletedNames<S extends { seats: readonly { name: string }[] }>(
  snap: S,
  shown: string,
): S {
  if (!snap.seats.some((s) => s.name === DELETED_PLAYER)) return snap;
  return { ...snap, seats: snap.seats.map((s) => (s.name === DELETED_PLAYER ? { ...s, name: shown } : s)) };
}
