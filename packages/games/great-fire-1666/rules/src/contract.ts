/**
 * The engine's public contract: the shapes every caller (play server, bots, CLI, rules lab) relies on.
 * Rule §s refer to ../../../../../docs/rules/great-fire-1666.md. Implementations live in the rule modules;
 * this file only names shapes. (Owned by the engine; additions are fine, renames need a note.)
 */
import { z } from "zod";

/** A seat index, 0-based, in clockwise turn order. */
export type Seat = number;
/** Who is looking: a seat or a spectator. */
export type Viewer = Seat | "spectator";

/** A Fire Movement card direction, as zod. */
export const CardSchema = z.enum(["N", "E", "S", "W"]);
/** A Fire Movement card is just its direction. */
export type Card = z.infer<typeof CardSchema>;

/** The six house (and pawn) colours; index = colour number in the state. */
export const HOUSE_COLOURS = ["red", "blue", "green", "yellow", "purple", "wood"] as const;
/** A house colour, as zod. */
export const HouseColourSchema = z.enum(HOUSE_COLOURS);
/** A house colour. */
export type HouseColour = z.infer<typeof HouseColourSchema>;

/** Extra-action token kinds (§1); index = kind number in the state. */
export const TOKEN_KINDS = ["explosive", "doubleMove", "oneVp"] as const;
/** An extra-action token kind. */
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** A district id at the door: the map schema's kebab-case pattern (no prototype keys, no odd characters). */
const id = z
  .string()
  .min(1)
  .max(64)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "a district id is kebab-case (lowercase letters, digits and single hyphens)",
  );

/**
 * Every action a seat can take. Granularity suits both people and bots (issue 3): one fire move per
 * action, one pawn or team step per action, intensity cones one at a time, an explicit end of the
 * action phase.
 */
export const ActionSchema = z.discriminatedUnion("type", [
  /** §2.9 setup: place one emergency team. */
  z.strictObject({ type: z.literal("placeTeam"), district: id }),
  /** §2.10 setup: place the seat's owner pawn. */
  z.strictObject({ type: z.literal("placePawn"), district: id }),
  /** §4 phase A: play `card`, take a free cone from `from`, end its trail in `to`. */
  z.strictObject({ type: z.literal("fire"), card: CardSchema, from: id, to: id }),
  /** §4.4 no playable card: show the hand and discard this card. */
  z.strictObject({ type: z.literal("discard"), card: CardSchema }),
  /** §4.6 spend a Double Move token for a second move with the same direction. */
  z.strictObject({ type: z.literal("doubleMove"), from: id, to: id }),
  /** §4.6 decline the Double Move (only offered while one could be spent). */
  z.strictObject({ type: z.literal("skipDoubleMove") }),
  /** §5.1 one step of the seat's own pawn (1 AP). */
  z.strictObject({ type: z.literal("movePawn"), to: id }),
  /** §5.2 one step of an uncommitted team standing in `from` (1 AP). */
  z.strictObject({ type: z.literal("moveTeam"), from: id, to: id }),
  /** §5.5 demolish `district` with an Explosive token (0 AP). */
  z.strictObject({ type: z.literal("demolish"), district: id }),
  /** §5.3 tame one cone in the pawn's (contained) district (1 AP). */
  z.strictObject({ type: z.literal("tame") }),
  /** End phase B (unspent AP are lost). */
  z.strictObject({ type: z.literal("endActions") }),
  /** §6 Intensity: place one of the cones into `district`. */
  z.strictObject({ type: z.literal("placeCone"), district: id }),
  /**
   * §6 Intensity: give up the remaining cones. Legal only when none can be placed (Example 7: all
   * placeable cones must be placed); the engine normally drops unplaceable cones by itself.
   */
  z.strictObject({ type: z.literal("passCones") }),
]);
/** One action. `applyAction` validates untrusted input against this schema first (unknown fields are refused). */
export type Action = z.infer<typeof ActionSchema>;
/** The `type` of an action. */
export type ActionType = Action["type"];

/**
 * An illegal action is a value, never an exception. `code` is stable for programs, `message` is a
 * plain sentence for people (names districts by name), `rule` cites the § when a rule forbids it.
 */
export interface RuleError {
  code: string;
  message: string;
  rule?: string;
  /** The values `message` names (district names, card, counts…), for the sentence in other languages. */
  params?: Record<string, string | number>;
}
