// Temporary: the Great-Fire-only contract the play server still implements while it moves to contract.ts.
/**
 * The wire contract of the play server: input schemas and the shapes procedures return. The apps
 * (play, editor) import these types; the routers implement them. Only seat views ever appear here.
 */
import type {
  Action,
  BoardMap,
  FireCardOption,
  PlayerView,
  RuleSet,
  Issue as RulesIssue,
  ScoreResult,
} from "@pudding/great-fire";
import { ActionSchema } from "@pudding/great-fire";
import type { MapIssue } from "@pudding/map-schema";
import { z } from "zod";

/** Who sits in a seat: a person or one of the bots of `@pudding/bots`. */
export const SEAT_KINDS = ["human", "random", "heuristic", "search"] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

/** A seat token: 32 url-safe characters, kept in the seat's private link and a cookie. */
export const TokenSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{16,64}$/,
    "A seat token is 16–64 letters, digits, '-' or '_' (copy it from your seat link).",
  );
export const GameIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{4,32}$/, "A game id is 4–32 letters, digits, '-' or '_'.");
export const MapIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "A map id is lower-case letters, digits and '-' (at most 64).");

export const SeatSpecSchema = z.object({
  kind: z.enum(SEAT_KINDS),
  name: z.string().trim().min(1).max(40).optional(),
});

export const CreateGameInput = z.object({
  /** Map id (default the shipped London board) and version (default the latest). */
  mapId: MapIdSchema.default("london-1666"),
  mapVersion: z.number().int().positive().optional(),
  /** A preset name (`italian-base`, …) or the id of a published rule set. */
  rules: z.string().min(1).max(80).default("italian-base"),
  seats: z.array(SeatSpecSchema).min(3, "A game needs 3 to 6 seats.").max(6, "A game needs 3 to 6 seats."),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
});
export type CreateGameInput = z.input<typeof CreateGameInput>;

export const GetGameInput = z.object({ gameId: GameIdSchema, token: TokenSchema.optional() });

export const ActInput = z.object({
  gameId: GameIdSchema,
  token: TokenSchema,
  /** The version the client saw (`GameSnapshot.version`); a stale one is refused. */
  version: z.number().int().min(0),
  action: ActionSchema,
});

export const OnChangeInput = z.object({
  gameId: GameIdSchema,
  token: TokenSchema.optional(),
  /** Set by `httpSubscriptionLink` on reconnect: the last version received. */
  lastEventId: z.string().nullish(),
});

export const ListGamesInput = z
  .object({ tokens: z.array(TokenSchema).max(200).default([]) })
  .default({ tokens: [] });

export const RematchInput = z.object({ gameId: GameIdSchema, token: TokenSchema });

export const HandOverInput = z.object({
  gameId: GameIdSchema,
  /** The token of a seated human asking for the hand-over. */
  token: TokenSchema,
  seat: z.number().int().min(0).max(5),
  bot: z.enum(["random", "heuristic", "search"]),
});

export const GetMapInput = z.object({ id: MapIdSchema, version: z.number().int().positive().optional() });
export const PublishMapInput = z.object({
  /** The map document, as a value or as JSON text (max 5 MB). */
  map: z.unknown(),
});
export const PublishRulesInput = z.object({
  name: z.string().trim().min(1).max(60),
  rules: z.unknown(),
});
export const GetRulesInput = z.object({ id: z.string().min(1).max(80) });

/** A seat in a created game; `token` only for human seats, returned once at creation. */
export interface CreatedSeat {
  seat: number;
  name: string;
  kind: SeatKind;
  token?: string;
}
export interface CreatedGame {
  gameId: string;
  seats: CreatedSeat[];
}

/** One line of the game log, already filtered for the viewer and put into words. */
export interface LogLine {
  /** The action number that produced it (1-based; 0 = setup). */
  version: number;
  /** The seat that acted, or null for setup / the fire itself. */
  seat: number | null;
  text: string;
}

export interface SeatInfo {
  seat: number;
  name: string;
  kind: SeatKind;
  /** A bot, or a human with the table open right now (a live subscription). */
  connected: boolean;
}

/** Everything one viewer may know about a game, in one object (sent by get and onChange). */
export interface GameSnapshot {
  gameId: string;
  /** Number of actions applied; `act` must send it back. */
  version: number;
  /** The seat of the token, or null for a spectator. */
  seat: number | null;
  map: { id: string; version: number };
  rules: string;
  seats: SeatInfo[];
  view: PlayerView;
  /** The viewer's legal actions when it is the viewer's turn, else []. */
  legal: Action[];
  /** Fire options per card in the viewer's hand when the viewer must play fire, else null. */
  fire: FireCardOption[] | null;
  log: LogLine[];
  /** The §7.1 breakdown once the game is over. */
  score: ScoreResult | null;
  /** The rematch game once someone asked for one. */
  rematchId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface GameSummary {
  gameId: string;
  map: { id: string; version: number; name: string };
  rules: string;
  seats: SeatInfo[];
  phase: PlayerView["phase"];
  turn: number;
  active: number;
  version: number;
  /** Seats of the tokens passed to `games.list`. */
  yourSeats: number[];
  createdAt: string;
  updatedAt: string;
}

export interface MapSummary {
  id: string;
  version: number;
  name: string;
  description: string;
  districts: number;
  builtin: boolean;
  publishedAt: string;
}
export interface StoredMap {
  id: string;
  version: number;
  map: BoardMap;
  publishedAt: string;
}
export type PublishMapResult =
  | { ok: true; id: string; version: number; warnings: MapIssue[] }
  | { ok: false; issues: MapIssue[] };

export interface RulesSummary {
  /** A preset name or a published id (`r-…`). */
  id: string;
  name: string;
  preset: boolean;
  publishedAt: string | null;
}
export interface StoredRules extends RulesSummary {
  rules: RuleSet;
}
export type PublishRulesResult = { ok: true; id: string } | { ok: false; issues: RulesIssue[] };
