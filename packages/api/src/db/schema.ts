/**
 * The play server's tables (Drizzle, PostgreSQL dialect — PGlite embedded or a real server).
 * A game is an append-only action log (`game_actions`) plus a snapshot of the state after the last
 * action (`games.snapshot`), so a restarted server resumes exactly where it was.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const maps = pgTable(
  "maps",
  {
    id: text("id").notNull(),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    districts: integer("districts").notNull(),
    builtin: boolean("builtin").notNull().default(false),
    /** The game module the map belongs to (migration 2: rows before it are The Great Fire). */
    game: text("game").notNull().default("great-fire-1666"),
    /** The validated map document. */
    document: jsonb("document").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id, t.version] })],
);

export const ruleSets = pgTable("rule_sets", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** The parsed RuleSet. */
  rules: jsonb("rules").notNull(),
  game: text("game").notNull().default("great-fire-1666"),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A seat as stored: the token only as its SHA-256. */
export interface StoredSeat {
  name: string;
  kind: "human" | "random" | "heuristic" | "search";
  tokenHash: string | null;
}

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
    /** Preset name or published rule-set id, for display. */
    rulesName: text("rules_name").notNull(),
    /** The resolved RuleSet the game was created with. */
    rules: jsonb("rules").notNull(),
    seed: text("seed").notNull(),
    seats: jsonb("seats").$type<StoredSeat[]>().notNull(),
    /** Number of actions applied; the optimistic-concurrency check compares it. */
    version: integer("version").notNull().default(0),
    phase: text("phase").notNull(),
    /** The serialized GameState after `version` actions, without its compiled board. */
    snapshot: jsonb("snapshot").notNull(),
    rematchId: text("rematch_id"),
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
    /** The engine's events (full; filtered per viewer before they leave the server). */
    events: jsonb("events").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.version] })],
);

export const schema = { maps, ruleSets, games, gameActions };
