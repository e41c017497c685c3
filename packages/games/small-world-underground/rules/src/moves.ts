/**
 * Integer moves: `kind << 16 | a << 8 | b`. One enumeration (`listMoves`) serves `legal` (mapped
 * to action objects), the fast path and the bots, so "listed" and "accepted" can never differ.
 */

/** Move kinds. */
export const MK = {
  PICK: 1,
  SWAP: 2,
  KEEP_BADGE: 3,
  VOLCANO: 4,
  EXPAND: 5,
  DECLINE: 6,
  ABANDON: 7,
  MOVE_ANCIENT: 8,
  REBORN: 9,
  BAG_COPY: 10,
  CONQUER: 11,
  FINAL: 12,
  WISP: 13,
  VAMPIRE: 14,
  ORB: 15,
  BALROG: 16,
  END_CONQUEST: 17,
  ARMOR: 18,
  ARMOR_DONE: 19,
  PLACE: 20,
  QUEEN: 21,
  GHOST: 22,
  RING: 23,
  RING_SKIP: 24,
  BAG_PLACE: 25,
  BAG_SKIP: 26,
  SCEPTER: 27,
  SCEPTER_SKIP: 28,
  ALTAR: 29,
  ALTAR_SKIP: 30,
  /** §18.3 (rules version 2): leave the Ghost where it is (or off the map). */
  GHOST_SKIP: 31,
} as const;

/** Relic-use flags of a conquest (`b` of CONQUER, FINAL, WISP, ORB). */
export const USE = { SWORD: 1, SOCKS: 2, DOORMAT: 4, BAG: 8 } as const;

/** Builds a move. */
export const mv = (kind: number, a = 0, b = 0): number => (kind << 16) | (a << 8) | b;
/** The kind of a move. */
export const kindOf = (m: number): number => m >>> 16;
/** The first argument (a region, a position, a marker). */
export const argA = (m: number): number => (m >>> 8) & 255;
/** The second argument (a count, relic flags). */
export const argB = (m: number): number => m & 255;
