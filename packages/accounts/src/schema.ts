/**
 * The accounts package's own tables (migrations in `migrations.ts`, ledger `accounts_migrations`),
 * in the play server's database. Keys are better-auth's field names; columns are snake_case.
 * The api never reads these: it knows an account only as the opaque owner id of a seat.
 */
import { bigint, boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true });

export const accountUser = pgTable("account_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** The name's TR39 key (`@pudding/names` nameKey): two accounts never share one. */
  nameKey: text("name_key").notNull().unique(),
  /** The player's colour, `#rrggbb`. */
  colour: text("colour").notNull().default("#8a4b2a"),
  /** Preferred language (en, it, pt): the language picker's choice follows it. */
  locale: text("locale").notNull().default("en"),
  /** Shown on the profile: the games list (otherwise only the date joined and the name). */
  showGames: boolean("show_games").notNull().default(true),
  /** A passkey-only account has no real e-mail (the address is `<id>@passkey.invalid`). */
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const accountSession = pgTable(
  "account_session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => accountUser.id, { onDelete: "cascade" }),
    expiresAt: at("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("account_session_user_idx").on(t.userId)],
);

/** better-auth's "account" model: a way to sign in (the e-mail + password credential). */
export const accountCredential = pgTable(
  "account_credential",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => accountUser.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: at("access_token_expires_at"),
    refreshTokenExpiresAt: at("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("account_credential_user_idx").on(t.userId)],
);

export const accountVerification = pgTable("account_verification", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: at("expires_at").notNull(),
  createdAt: at("created_at").notNull().defaultNow(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const accountPasskey = pgTable(
  "account_passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => accountUser.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    createdAt: at("created_at"),
    aaguid: text("aaguid"),
  },
  (t) => [index("account_passkey_user_idx").on(t.userId)],
);

/** better-auth's rate limiter, in the database so it holds across server instances. */
export const accountRateLimit = pgTable("account_rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Settings made at first start (the signing secret when BETTER_AUTH_SECRET is unset). */
export const accountSettings = pgTable("account_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const authSchema = {
  account_user: accountUser,
  account_session: accountSession,
  account_credential: accountCredential,
  account_verification: accountVerification,
  account_passkey: accountPasskey,
  account_rate_limit: accountRateLimit,
};
