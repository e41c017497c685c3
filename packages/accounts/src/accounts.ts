/**
 * Accounts beside the play server (issue 28 §1, §4, §5): better-auth over the database the play
 * server opened — on PGlite through the api's pg-proxy Drizzle (which has no interactive
 * transactions, so the Drizzle adapter runs with `transaction: false`), on PostgreSQL through its
 * pool. Sessions are rows (they survive restarts and hold across instances), the rate limiter keeps
 * its counts in the database too, passwords are argon2id (`@node-rs/argon2`), passkeys are
 * `@better-auth/passkey` (SimpleWebAuthn underneath).
 *
 * The api only ever learns an account as the opaque owner id of a seat (`server.owners`).
 */
import { randomBytes } from "node:crypto";
import type http from "node:http";
import { passkey } from "@better-auth/passkey";
import { type Algorithm, hash as argonHash, verify as argonVerify } from "@node-rs/argon2";
import type { PlayServer } from "@pudding/api";
import { checkName, describeNameProblem, nameKey } from "@pudding/names";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthEndpoint, createAuthMiddleware, sessionMiddleware } from "better-auth/api";
import { fromNodeHeaders, toNodeHandler } from "better-auth/node";
import { eq, sql } from "drizzle-orm";
import * as z from "zod";
import { ACCOUNTS_MIGRATIONS } from "./migrations.js";
import { accountSettings, accountUser, authSchema } from "./schema.js";
import { type AccountLocale, DELETED_PLAYER, pickLocale, words } from "./words.js";

/** The signed-in account of a request, as other packages (the lobby) see it. */
export interface Identity {
  id: string;
  name: string;
  colour: string;
  locale: AccountLocale;
}

export interface AccountsOptions {
  /**
   * The site's origin as browsers see it (`PUDDING_ORIGIN`, e.g. `https://play.example.org`):
   * cookies' Secure flag, the origin check of mutations and the passkeys' relying party id (its
   * host name) follow it. Default `http://localhost:<PORT or 3000>`.
   */
  origin?: string;
  /** Signing secret (`BETTER_AUTH_SECRET`); default: made at first start and kept in the database. */
  secret?: string;
  /** Sign-in and sign-up attempts per client address and minute (default 5). */
  signInPerMinute?: number;
}

/** Argon2id parameters: OWASP's first recommended set (19 MiB, 2 passes, 1 lane). */
/** `Algorithm.Argon2id` (2): a const enum, not importable under verbatimModuleSyntax. */
const ARGON = {
  algorithm: 2 as Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const COLOUR = /^#[0-9a-f]{6}$/;
/** The header the front door writes with the client's address (its trust-proxy rule); never the client's. */
export const CLIENT_HEADER = "x-pudding-client";

export type Accounts = Awaited<ReturnType<typeof openAccounts>>;

/** The origin from the environment, defaulting to localhost on the server's port. */
export function originFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const raw = env.PUDDING_ORIGIN?.trim();
  if (raw) {
    const u = new URL(raw);
    return u.origin;
  }
  return `http://localhost:${env.PORT ?? "3000"}`;
}

/** Open the accounts of a play server: migrate, make or read the secret, build better-auth. */
export async function openAccounts(server: PlayServer, options: AccountsOptions = {}) {
  const database = server.database;
  await database.migrate(ACCOUNTS_MIGRATIONS);
  const db = database.db;
  const secret = options.secret ?? process.env.BETTER_AUTH_SECRET ?? (await storedSecret());
  const origin = new URL(options.origin ?? originFromEnv()).origin;
  const https = origin.startsWith("https:");
  const rpID = new URL(origin).hostname;
  const trusted = [origin];
  // The same machine under its other local name (links copied from a terminal).
  if (rpID === "localhost") trusted.push(origin.replace("localhost", "127.0.0.1"));
  const perMinute = options.signInPerMinute ?? 5;

  async function storedSecret(): Promise<string> {
    await db
      .insert(accountSettings)
      .values({ key: "auth-secret", value: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db.select().from(accountSettings).where(eq(accountSettings.key, "auth-secret"));
    if (!row) throw new Error("accounts: the signing secret could not be stored");
    return row.value;
  }

  /** The request's language (the picker's cookie, else Accept-Language). */
  const localeOf = (headers: Headers | undefined): AccountLocale =>
    pickLocale(headers?.get("cookie") ?? "", headers?.get("accept-language") ?? "");

  /**
   * A display name under the seat-name rules, and no look-alike of another account's name:
   * the normalised name and its key, or a 400 in the reader's language.
   */
  async function acceptName(raw: unknown, locale: AccountLocale, self?: string) {
    const checked = checkName(typeof raw === "string" ? raw : "", { max: 30 });
    if (!checked.ok)
      throw new APIError("BAD_REQUEST", {
        code: "NAME_REFUSED",
        message: describeNameProblem(checked.problem, locale),
      });
    const key = nameKey(checked.name);
    const [other] = await db
      .select({ id: accountUser.id, name: accountUser.name })
      .from(accountUser)
      .where(eq(accountUser.nameKey, key));
    if (other && other.id !== self)
      throw new APIError("BAD_REQUEST", {
        code: "NAME_REFUSED",
        message: describeNameProblem({ code: "lookalike", params: { other: other.name } }, locale),
      });
    return { name: checked.name, nameKey: key };
  }

  const acceptColour = (c: unknown, locale: AccountLocale): string => {
    if (typeof c === "string" && COLOUR.test(c)) return c;
    throw new APIError("BAD_REQUEST", { code: "COLOUR_REFUSED", message: words(locale).colour });
  };
  const acceptLocale = (l: unknown, locale: AccountLocale): AccountLocale => {
    if (l === "en" || l === "it" || l === "pt") return l;
    throw new APIError("BAD_REQUEST", { code: "LOCALE_REFUSED", message: words(locale).locale });
  };

  /**
   * Give a deleted account's seats the name "deleted player" and forget the owner id — through the
   * play server, so its cached games and every instance's tables show the new name at once.
   */
  async function forget(userId: string): Promise<void> {
    await server.forgetOwner(userId, DELETED_PLAYER);
  }

  /** The passkey-first sign-up's details, carried in the registration's `context`. */
  const PasskeySignUp = z.object({
    name: z.string().max(400),
    colour: z.string().optional(),
    locale: z.string().optional(),
  });

  const auth = betterAuth({
    appName: "Pudding Lane",
    baseURL: origin,
    basePath: "/api/auth",
    secret,
    trustedOrigins: trusted,
    database: drizzleAdapter(db as never, { provider: "pg", schema: authSchema, transaction: false }),
    // Never an e-mail or a token in the log (ASVS 7.1.1): errors only.
    logger: { level: "error" },
    telemetry: { enabled: false },
    user: {
      modelName: "account_user",
      additionalFields: {
        nameKey: { type: "string", required: false, input: false, returned: false },
        colour: { type: "string", required: false, defaultValue: "#8a4b2a" },
        locale: { type: "string", required: false, defaultValue: "en" },
        showGames: { type: "boolean", required: false, defaultValue: true },
      },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          await forget(user.id);
        },
      },
      changeEmail: { enabled: false },
    },
    session: {
      modelName: "account_session",
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      cookieCache: { enabled: false },
    },
    account: { modelName: "account_credential" },
    verification: { modelName: "account_verification" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 10,
      maxPasswordLength: 256,
      autoSignIn: true,
      password: {
        hash: (password) => argonHash(password, ARGON),
        verify: ({ hash, password }) => argonVerify(hash, password),
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: "account_rate_limit",
      window: 60,
      max: 120,
      customRules: {
        "/sign-in/email": { window: 60, max: perMinute },
        "/sign-up/email": { window: 60, max: perMinute },
        "/passkey/verify-authentication": { window: 60, max: perMinute * 2 },
        "/passkey/verify-registration": { window: 60, max: perMinute * 2 },
        "/change-password": { window: 60, max: perMinute },
        "/delete-user": { window: 60, max: perMinute },
      },
    },
    advanced: {
      useSecureCookies: https,
      cookiePrefix: "pudding",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: https, path: "/" },
      ipAddress: { ipAddressHeaders: [CLIENT_HEADER] },
    },
    hooks: {
      // The session token lives in the HttpOnly cookie only (ASVS 3.2.3): never in a body scripts read.
      // Sign-in and sign-up answers, get-session's `session` and list-sessions' rows carry it: all stripped.
      after: createAuthMiddleware(async (ctx) => {
        const out = ctx.context.returned;
        if (!out || typeof out !== "object" || out instanceof Response) return;
        const stripped = withoutTokens(out);
        if (stripped !== out) return ctx.json(stripped as Record<string, unknown>);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => {
            const locale = localeOf(ctx?.headers ?? ctx?.request?.headers);
            const named = await acceptName(user.name, locale);
            const u = user as typeof user & { colour?: unknown; locale?: unknown };
            return {
              data: {
                ...user,
                ...named,
                colour: u.colour === undefined ? "#8a4b2a" : acceptColour(u.colour, locale),
                locale: u.locale === undefined ? locale : acceptLocale(u.locale, locale),
              },
            };
          },
        },
        update: {
          before: async (changes, ctx) => {
            const locale = localeOf(ctx?.headers ?? ctx?.request?.headers);
            const c = changes as Record<string, unknown>;
            const out: Record<string, unknown> = { ...c };
            if (c.name !== undefined) {
              const self = ctx?.context?.session?.user?.id as string | undefined;
              Object.assign(out, await acceptName(c.name, locale, self));
            }
            if (c.colour !== undefined) out.colour = acceptColour(c.colour, locale);
            if (c.locale !== undefined) out.locale = acceptLocale(c.locale, locale);
            return { data: out as typeof changes };
          },
        },
      },
    },
    plugins: [
      passkey({
        rpID,
        rpName: "Pudding Lane",
        origin: trusted,
        schema: { passkey: { modelName: "account_passkey" } },
        authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
        registration: {
          requireSession: false,
          // Passkey-first sign-up: the name (and colour, language) travel in `context`; the account
          // is made once the authenticator's answer is verified (afterVerification below).
          resolveUser: async ({ ctx, context }) => {
            const locale = localeOf(ctx.headers ?? ctx.request?.headers);
            let parsed: z.infer<typeof PasskeySignUp>;
            try {
              parsed = PasskeySignUp.parse(JSON.parse(context ?? ""));
            } catch {
              throw new APIError("BAD_REQUEST", { code: "NAME_REFUSED", message: words(locale).nameNeeded });
            }
            const { name } = await acceptName(parsed.name, locale);
            return { id: `pending-${randomBytes(9).toString("base64url")}`, name, displayName: name };
          },
          afterVerification: async ({ ctx, user, context }) => {
            if (!user.id.startsWith("pending-")) return;
            const parsed = PasskeySignUp.parse(JSON.parse(context ?? "{}"));
            const created = await ctx.context.internalAdapter.createUser(
              {
                name: parsed.name,
                email: `${randomBytes(12).toString("hex")}@passkey.invalid`,
                emailVerified: false,
                ...(parsed.colour ? { colour: parsed.colour } : {}),
                ...(parsed.locale ? { locale: parsed.locale } : {}),
              },
              ctx,
            );
            return { userId: created.id, name: "passkey" };
          },
        },
      }),
      {
        id: "pudding",
        endpoints: {
          /** Claim the seats of seat links the browser holds into the signed-in account (§1 claim). */
          puddingClaim: createAuthEndpoint(
            "/pudding/claim",
            {
              method: "POST",
              use: [sessionMiddleware],
              body: z.object({ tokens: z.array(z.string().min(1).max(200)).min(1).max(200) }),
            },
            async (ctx) => {
              const owner = ctx.context.session.user.id;
              const claimed: { gameId: string; seat: number }[] = [];
              const refused: { token: number; reason: string }[] = [];
              for (const [i, token] of ctx.body.tokens.entries())
                try {
                  claimed.push(await server.owners.claim(token, owner));
                } catch (e) {
                  refused.push({ token: i, reason: (e as { code?: string }).code ?? "FORBIDDEN" });
                }
              return ctx.json({ claimed, refused });
            },
          ),
          /** A player's public profile (§4). */
          puddingProfile: createAuthEndpoint(
            "/pudding/profile",
            { method: "GET", query: z.object({ id: z.string().min(1).max(100) }) },
            async (ctx) => {
              const profile = await profileOf(ctx.query.id);
              if (!profile) {
                const locale = localeOf(ctx.headers ?? ctx.request?.headers);
                throw new APIError("NOT_FOUND", { code: "NO_PLAYER", message: words(locale).noPlayer });
              }
              return ctx.json(profile);
            },
          ),
        },
      },
    ],
  });

  /** A player's profile: name, colour, date joined, games per game, recent games (§4). */
  async function profileOf(id: string): Promise<Profile | null> {
    const [u] = await db
      .select({
        id: accountUser.id,
        name: accountUser.name,
        colour: accountUser.colour,
        createdAt: accountUser.createdAt,
        showGames: accountUser.showGames,
      })
      .from(accountUser)
      .where(eq(accountUser.id, id));
    if (!u) return null;
    const base = { id: u.id, name: u.name, colour: u.colour, joined: u.createdAt.toISOString() };
    if (!u.showGames) return { ...base, hidden: true, perGame: [], recent: [] };
    const seats = await server.owners.ofOwner(id);
    const seatOf = new Map<string, number[]>();
    for (const s of seats) seatOf.set(s.gameId, [...(seatOf.get(s.gameId) ?? []), s.seat]);
    const recent: ProfileGame[] = [];
    const perGame = new Map<string, { game: string; played: number; won: number }>();
    for (const gameId of seatOf.keys()) {
      let snap: Awaited<ReturnType<PlayServer["snapshot"]>>;
      try {
        snap = await server.snapshot(gameId);
      } catch {
        continue;
      }
      const mine = seatOf.get(gameId) ?? [];
      const won = snap.outcome ? mine.some((s) => snap.outcome?.winners.includes(s)) : false;
      const over = snap.status.over;
      const g = perGame.get(snap.game) ?? { game: snap.game, played: 0, won: 0 };
      if (over) {
        g.played++;
        if (won) g.won++;
      }
      perGame.set(snap.game, g);
      recent.push({
        gameId,
        game: snap.game,
        seats: mine,
        names: snap.seats.map((s) => s.name),
        over,
        won,
        updatedAt: await updatedAtOf(gameId),
      });
    }
    recent.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return { ...base, hidden: false, perGame: [...perGame.values()], recent: recent.slice(0, 20) };
  }

  /** When a game last changed (ISO), read from the api's games table (one row, read only). */
  async function updatedAtOf(gameId: string): Promise<string> {
    const result = await db.execute(sql`SELECT updated_at FROM games WHERE id = ${gameId}`);
    const rows = (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as {
      updated_at?: unknown;
    }[];
    const at = rows[0]?.updated_at;
    return at ? new Date(at as string).toISOString() : "";
  }

  /** The signed-in account of a request (node or fetch headers), or null. */
  async function identify(headers: Headers | http.IncomingHttpHeaders): Promise<Identity | null> {
    const h = headers instanceof Headers ? headers : fromNodeHeaders(headers);
    const session = await auth.api.getSession({ headers: h });
    if (!session) return null;
    const u = session.user as typeof session.user & { colour?: string; locale?: string };
    const locale = u.locale === "it" || u.locale === "pt" ? u.locale : "en";
    return { id: u.id, name: u.name, colour: u.colour ?? "#8a4b2a", locale };
  }

  const node = toNodeHandler(auth);
  /**
   * The HTTP handler for `/api/auth/*` (mount it in the front door): `client` is the address the
   * front door counted (its trust-proxy rule), handed to the rate limiter in a header of our own.
   */
  function handle(req: http.IncomingMessage, res: http.ServerResponse, client: string): Promise<void> {
    req.headers[CLIENT_HEADER] = client;
    res.setHeader("cache-control", "no-store");
    if (crossSite(req)) {
      const locale = pickLocale(req.headers.cookie ?? "", String(req.headers["accept-language"] ?? ""));
      res.writeHead(403, { "content-type": "application/json; charset=utf-8" });
      res.end(JSON.stringify({ code: "CROSS_SITE", message: words(locale).crossSite }));
      return Promise.resolve();
    }
    return node(req, res);
  }

  /**
   * A mutation a browser sent from another site (ASVS 3.5.3, 50.3.1): its Origin is not this
   * site's, or the browser says so (Sec-Fetch-Site). better-auth checks origins only when cookies
   * came along; sign-up and sign-in (login CSRF) are refused here too.
   */
  function crossSite(req: http.IncomingMessage): boolean {
    const method = (req.method ?? "GET").toUpperCase();
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return false;
    const from = req.headers.origin;
    if (typeof from === "string" && !trusted.includes(from)) return true;
    return req.headers["sec-fetch-site"] === "cross-site";
  }

  return { auth, identify, handle, profileOf, forget, origin, rpID };
}

/** `value` without `token` keys (two levels deep), or `value` itself when it has none. */
function withoutTokens(value: unknown, depth = 0): unknown {
  if (depth > 2 || !value || typeof value !== "object" || value instanceof Date) return value;
  if (Array.isArray(value)) {
    const mapped = value.map((v) => withoutTokens(v, depth + 1));
    return mapped.some((v, i) => v !== value[i]) ? mapped : value;
  }
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === "token" && typeof v === "string") {
      changed = true;
      continue;
    }
    const w = withoutTokens(v, depth + 1);
    if (w !== v) changed = true;
    out[k] = w;
  }
  return changed ? out : value;
}

export interface ProfileGame {
  gameId: string;
  game: string;
  /** The player's seats in it. */
  seats: number[];
  /** Every seat's name. */
  names: string[];
  over: boolean;
  won: boolean;
  updatedAt: string;
}

export interface Profile {
  id: string;
  name: string;
  colour: string;
  /** ISO date the account was made. */
  joined: string;
  /** The player hides their games: only the name, colour and date joined are shown. */
  hidden: boolean;
  perGame: { game: string; played: number; won: number }[];
  recent: ProfileGame[];
}
