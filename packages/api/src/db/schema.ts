/**
 * The play server's tables (Drizzle, PostgreSQL dialect — PGlite embedded or a real server).
 * A game is an append-only action log (`game_actions`) plus a snapshot of its state after
 * `snapshot_version` actions (`games.snapshot`, refreshed every few actions), so a restarted server
 * loads the snapshot, replays the few actions after it and resumes exactly where it was.
 */

import type { Status } from "@pudding/engine";
import {
  boolean,
  index,
  integer,
  jsonb,
  type PgDatabase,
  type PgQueryResultHKT,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

export const maps = pgTable(
  "maps",
  {
    id: text("id").notNull(),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Spaces on the board (the column predates other games: it counts districts, cells…). */
    districts: integer("districts").notNull(),
    /** Shipped with the game: immutable; its latest builtin version is what new games get. */
    builtin: boolean("builtin").notNull().default(false),
    /** The game module the map belongs to (migration 2: rows before it are The Great Fire). */
    game: text("game").notNull().default("great-fire-1666"),
    /** SHA-256 of the owner token of a published map (null: shipped, or published before owners). */
    ownerHash: text("owner_hash"),
    /** The validated map document. */
    document: jsonb("document").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id, t.version] })],
);

export const ruleSets = pgTable("rule_sets", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** The parsed rule set. */
  rules: jsonb("rules").notNull(),
  game: text("game").notNull().default("great-fire-1666"),
  ownerHash: text("owner_hash"),
  version: integer("version").notNull().default(1),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A seat as stored: the token only as its SHA-256. `kind` is `human` or a bot id. */
export interface StoredSeat {
  name: string;
  kind: string;
  tokenHash: string | null;
  /**
   * A bot playing *for* this human seat while its player is away (handed over by another player
   * after the grace period, or by the player); the player keeps the seat and takes it back with
   * their link at any time.
   */
  standIn?: string;
  /**
   * Every time a bot played for this seat (issue 30 §3.1): from the game's version when it began, to
   * the version when its player took the seat back (open while it plays), and why — the turn timer
   * ran out, another player handed the seat over, or the player asked. The log says so and credits
   * the bot's moves.
   */
  standIns?: StandInSpan[];
  /**
   * The seat's turn clock held while the hot-seat curtain hides the board (issue 30 §3.1): the time
   * left, at the game's `version` it was held at (stale once the game moved on).
   */
  clockHeld?: { version: number; ms: number };
}

/** One stretch of a bot playing for a human seat. */
export interface StandInSpan {
  bot: string;
  /** The game's version when the bot took over (its moves are the seat's later actions). */
  from: number;
  /** The version when the player took the seat back; absent while the bot still plays. */
  to?: number;
  why: "time" | "asked" | "self";
  /** Who handed the seat over (`asked`). */
  by?: number;
}

/** The bot that moves for a seat: a bot seat's own kind, a human seat's stand-in, or null. */
export const actingBot = (s: StoredSeat | undefined): string | null =>
  !s ? null : s.kind !== "human" ? s.kind : (s.standIn ?? null);

export const games = pgTable(
  "games",
  {
    id: text("id").primaryKey(),
    /** The game module (migration 2: rows before it are The Great Fire). */
    game: text("game").notNull().default("great-fire-1666"),
    /** The module's rules version the game was created under (rows before migration 2: 1). */
    rulesVersion: integer("rules_version").notNull().default(1),
    mapId: text("map_id").notNull(),
    mapVersion: integer("map_version").notNull(),
    /** Preset id or published rule-set id, for display. */
    rulesName: text("rules_name").notNull(),
    /** The resolved rule set the game was created with. */
    rules: jsonb("rules").notNull(),
    seed: text("seed").notNull(),
    seats: jsonb("seats").$type<StoredSeat[]>().notNull(),
    /** Number of actions applied; the optimistic-concurrency check compares it. */
    version: integer("version").notNull().default(0),
    /** Grows with every change anyone may see (actions, seats, presence, rematch): live-feed ids. */
    revision: integer("revision").notNull().default(0),
    phase: text("phase").notNull(),
    over: boolean("over").notNull().default(false),
    /** The module's public status after the last action (lobby lists without loading states). */
    status: jsonb("status").$type<Status>(),
    /** Listed in everyone's lobby. */
    listed: boolean("listed").notNull().default(false),
    /** `module.codec.save(state)` after `snapshotVersion` actions. */
    snapshot: jsonb("snapshot").notNull(),
    snapshotVersion: integer("snapshot_version").notNull().default(0),
    rematchId: text("rematch_id"),
    /** The table's turn timer (seconds a seat has to act before a bot plays for it), or null. */
    turnSeconds: integer("turn_seconds"),
    /** The bots' pause before each move in this game (null: the server's). */
    botDelayMs: integer("bot_delay_ms"),
    /** When the seats to act now run out of time (turn timer), or null. */
    deadline: timestamp("deadline", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("games_updated_idx").on(t.updatedAt)],
);

export const gameActions = pgTable(
  "game_actions",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    /** 1-based: the game's version after this action. */
    version: integer("version").notNull(),
    seat: integer("seat").notNull(),
    action: jsonb("action").notNull(),
    /** The module's events (full; redacted per viewer before they leave the server). */
    events: jsonb("events").notNull(),
    /** A bot made it (a bot seat, or a bot playing for the person); null before migration 7. */
    byBot: boolean("by_bot"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.version] })],
);

/** Which game and seat a token hash opens (lists a player's games without scanning every row). */
export const seatTokens = pgTable("seat_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  gameId: text("game_id").notNull(),
  seat: integer("seat").notNull(),
});

/**
 * A seat's optional owner: an opaque id given by a package beside the api (an account). The api
 * stays identity-agnostic: it stores the id, never a name or a credential.
 */
export const seatOwners = pgTable(
  "seat_owners",
  {
    gameId: text("game_id").notNull(),
    seat: integer("seat").notNull(),
    owner: text("owner").notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seat] })],
);

/** A game with a bot to move: claimed by one instance at a time (lease), across instances. */
export const botJobs = pgTable("bot_jobs", {
  gameId: text("game_id").primaryKey(),
  dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
  claimedBy: text("claimed_by"),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
});

/** Live server instances (heartbeat), so presence and claims of a dead one are ignored. */
export const instances = pgTable("instances", {
  id: text("id").primaryKey(),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A seat's player has the table open on an instance. */
export const presence = pgTable(
  "presence",
  {
    instance: text("instance").notNull(),
    gameId: text("game_id").notNull(),
    seat: integer("seat").notNull(),
  },
  (t) => [primaryKey({ columns: [t.instance, t.gameId, t.seat] })],
);

/** When a seat's player last opened or closed the table (how long a seat has been left). */
export const seatSeen = pgTable(
  "seat_seen",
  {
    gameId: text("game_id").notNull(),
    seat: integer("seat").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seat] })],
);

export const schema = {
  maps,
  ruleSets,
  games,
  gameActions,
  seatTokens,
  botJobs,
  instances,
  presence,
  seatSeen,
  seatOwners,
};

/** The database as the server sees it (node-postgres, or PGlite through its thread). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
