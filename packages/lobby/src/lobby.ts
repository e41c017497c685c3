/**
 * The lobby: tables with open seats (a pre-game object, not yet an api game), joined exactly once
 * across instances, started into an api game (`server.createGame`) by its creator or by itself when
 * full, expired when nobody joins; and OpenSkill ratings applied once per finished game.
 *
 * State machine of a table (docs/STYLE.md): `open → starting → playing`, `starting → open` when the
 * api refuses the game (the reason kept in `note`), `open → expired` after its expiry. Each change of
 * a table happens under the table's row lock (PostgreSQL: `SELECT … FOR UPDATE` in a transaction;
 * PGlite: one process and one connection, so a queue in this object), and a joined seat is a row
 * whose primary key is (table, seat): two people racing for the last seat through two instances
 * cannot both get it.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { type CatalogEntry, type Db, PlayError, type PlayServer } from "@pudding/api";
import type { Locale } from "@pudding/engine";
import { checkName, describeNameProblem, findLookalike } from "@pudding/names";
import { sql } from "drizzle-orm";
import { LOBBY_MIGRATIONS } from "./migrations.js";
import {
  DEFAULT_MAX_BOT_SHARE,
  fresh,
  placesOf,
  rateGame,
  type ShownRating,
  type Skill,
  shown,
} from "./ratings.js";
import { type LobbyWord, say } from "./words.js";

/** Who a request is (the accounts package's `identify`), or null for a guest. */
export interface Account {
  id: string;
  name: string;
  colour?: string;
  locale?: string;
}
export type Identify = (headers: IncomingHttpHeaders) => Promise<Account | null>;

export interface LobbyOptions {
  server: PlayServer;
  /** The signed-in account of a request (accounts package); without it everyone is a guest. */
  identify?: Identify;
  /** How long a table waits for players before it expires (ms). Default 24 h. */
  expiryMs?: number;
  /** A seat a bot played for more than this share of its turns is not rated. Default 0.25. */
  maxBotShare?: number;
  /** How often finished games are looked for and rated (ms; 0 = only when asked). Default 5000. */
  ratePollMs?: number;
  /** The clock (tests move it to expire tables). */
  now?: () => Date;
  log?: (message: string) => void;
}

/** A seat when a table is opened: the creator's (a person), a bot, or open for others. */
export type SeatPlan = { kind: "person"; name: string } | { kind: "bot"; bot: string } | { kind: "open" };

export interface OpenTableInput {
  game: string;
  mapId?: string;
  mapVersion?: number;
  rules?: string;
  turnSeconds?: number;
  botDelayMs?: number;
  seats: SeatPlan[];
  /** Guests (not signed in) may join with a name. */
  allowGuests?: boolean;
  /** Start by itself when the last open seat is taken. Default true. */
  autoStart?: boolean;
  /** The bot that takes open seats left empty when the creator starts early (default the game's first). */
  fillBot?: string;
  /** Hours before it expires (default the lobby's setting). */
  expiresInHours?: number;
}

export type TableState = "open" | "starting" | "playing" | "expired";

/** A seat as the lobby shows it. */
export interface TableSeat {
  seat: number;
  kind: "person" | "bot" | "open" | "joined";
  name: string | null;
  bot?: string;
  /** Joined by a signed-in player (their rating follows); guests have none. */
  account?: string | null;
  rating?: ShownRating | null;
}

/** A table as listed and shown (no keys, no tokens). */
export interface TableView {
  id: string;
  game: string;
  mapId: string | null;
  mapVersion: number | null;
  rules: string | null;
  turnSeconds: number | null;
  seats: TableSeat[];
  creator: { name: string; account: string | null; rating: ShownRating | null };
  createdAt: string;
  expiresAt: string;
  /** How long it has waited (ms) at the time of the answer. */
  waitedMs: number;
  allowGuests: boolean;
  autoStart: boolean;
  fillBot: string;
  state: TableState;
  /** The api game once started. */
  gameId: string | null;
  /** Why the last start failed, or why it ended. */
  note: string | null;
  /** Open seats left. */
  open: number;
}

/** What a key (creator's or joiner's) sees besides the view: its seat(s) and, once started, the token(s). */
export interface YourPlace {
  table: TableView;
  /** "host" for the creator's key, else the joined seat. */
  role: "host" | "player" | null;
  seats: number[];
  /** Seat tokens once the game started (only to the key that owns them). */
  tokens: { seat: number; token: string }[];
}

interface TableRow {
  id: string;
  game: string;
  settings: {
    mapId?: string;
    mapVersion?: number;
    rules?: string;
    turnSeconds?: number;
    botDelayMs?: number;
  };
  seats: SeatPlan[];
  creator_name: string;
  creator_account: string | null;
  host_hash: string;
  allow_guests: boolean;
  auto_start: boolean;
  fill_bot: string;
  state: TableState;
  game_id: string | null;
  host_tokens: { seat: number; token: string }[] | null;
  note: string | null;
  created_at: Date;
  expires_at: Date;
}

interface JoinedRow {
  table_id: string;
  seat: number;
  name: string;
  account: string | null;
  key_hash: string;
  token: string | null;
}

/** A start still `starting` after this long was cut off (its process died): the table opens again. */
const STALE_START_MS = 3 * 60_000;
const TABLE_ID = /^t_[A-Za-z0-9_-]{8,40}$/;
const KEY = /^[A-Za-z0-9_-]{20,100}$/;
const OWNER = /^[A-Za-z0-9_:-]{1,100}$/;

const hash = (key: string) => createHash("sha256").update(key).digest("hex");
const newKey = () => randomBytes(24).toString("base64url");

function rowsOf(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  return ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];
}
const asDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));
const asJson = <T>(v: unknown): T => (typeof v === "string" ? (JSON.parse(v) as T) : (v as T));

export class Lobby {
  readonly server: PlayServer;
  readonly expiryMs: number;
  readonly maxBotShare: number;
  private readonly identifyFn: Identify | null;
  private readonly now: () => Date;
  private readonly log: (m: string) => void;
  private queue: Promise<unknown> = Promise.resolve();
  private poll: ReturnType<typeof setInterval> | null = null;
  private rating = false;

  private constructor(o: LobbyOptions) {
    this.server = o.server;
    this.identifyFn = o.identify ?? null;
    this.expiryMs = o.expiryMs ?? 24 * 3600_000;
    this.maxBotShare = o.maxBotShare ?? DEFAULT_MAX_BOT_SHARE;
    this.now = o.now ?? (() => new Date());
    this.log = o.log ?? ((m) => console.error(`[lobby] ${m}`));
  }

  /** Migrates the lobby's tables and starts looking for finished games to rate. */
  static async open(o: LobbyOptions): Promise<Lobby> {
    await o.server.database.migrate(LOBBY_MIGRATIONS);
    const lobby = new Lobby(o);
    const every = o.ratePollMs ?? 5000;
    if (every > 0) {
      lobby.poll = setInterval(() => {
        if (lobby.rating) return;
        lobby.rating = true;
        lobby
          .rateFinished()
          .catch((e) => lobby.log(`rating: ${(e as Error).message}`))
          .finally(() => {
            lobby.rating = false;
          });
      }, every);
      lobby.poll.unref?.();
    }
    return lobby;
  }

  close(): void {
    if (this.poll) clearInterval(this.poll);
  }

  private get db(): Db {
    return this.server.database.db;
  }

  /** The account of a request, or null (a guest, or no accounts on this server). */
  async identify(headers: IncomingHttpHeaders | undefined): Promise<Account | null> {
    if (!this.identifyFn || !headers) return null;
    const a = await this.identifyFn(headers);
    if (a && !OWNER.test(a.id)) throw new Error("identify gave an account id that is not plain");
    return a;
  }

  /**
   * Runs `fn` as one transaction (PostgreSQL) or in this process's queue (PGlite: one process, one
   * connection, no transactions through its thread). `fn` locks the rows it changes.
   */
  private atomically<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    if (this.server.database.kind === "postgres")
      return this.db.transaction((tx) => fn(tx as unknown as Db)) as Promise<T>;
    const run = this.queue.then(() => fn(this.db));
    this.queue = run.catch(() => {});
    return run;
  }

  // ------------------------------------------------------------------ open

  /** Opens a table; returns its id and the creator's key (to start, remove, and get their seat). */
  async openTable(
    input: OpenTableInput,
    who: { account: Account | null; locale?: Locale },
  ): Promise<{ tableId: string; hostKey: string; table: TableView }> {
    const locale = who.locale;
    const entry = this.server.catalogEntries().find((g) => g.id === input.game);
    if (!entry) throw bad(locale, "badGame", { game: input.game });
    const n = input.seats.length;
    if (n < entry.seats.min || n > entry.seats.max)
      throw bad(locale, "seatCount", { game: entry.title, min: entry.seats.min, max: entry.seats.max, n });
    if (!input.seats.some((s) => s.kind === "open")) throw bad(locale, "noOpenSeat");
    if (!input.seats.some((s) => s.kind === "person")) throw bad(locale, "noPerson");
    const bots = entry.bots.map((b) => b.id);
    for (const s of input.seats)
      if (s.kind === "bot" && !bots.includes(s.bot))
        throw bad(locale, "badBot", { bot: s.bot, game: entry.title, bots: bots.join(", ") });
    const fillBot = input.fillBot ?? bots[0] ?? "random";
    if (!bots.includes(fillBot))
      throw bad(locale, "badBot", { bot: fillBot, game: entry.title, bots: bots.join(", ") });
    const names: string[] = [];
    // A signed-in creator sits in the first person's seat under the account's name (the seat is
    // claimed for the account at the start; profiles and ratings show that name, not "Player 1").
    const creatorSeat = input.seats.findIndex((s) => s.kind === "person");
    const seats: SeatPlan[] = input.seats.map((s, i) => {
      if (s.kind !== "person") return s;
      const raw = i === creatorSeat && who.account ? who.account.name : s.name;
      const name = this.checkedName(raw, names, locale, `seats.${i}.name`);
      names.push(name);
      return { kind: "person", name };
    });
    await this.checkBoardAndRules(entry, input, n, locale);
    const id = `t_${randomBytes(12).toString("base64url")}`;
    const hostKey = newKey();
    const created = this.now();
    const hours = input.expiresInHours;
    const expires = new Date(created.getTime() + (hours ? hours * 3600_000 : this.expiryMs));
    const settings = {
      mapId: input.mapId,
      mapVersion: input.mapVersion,
      rules: input.rules,
      turnSeconds: input.turnSeconds,
      botDelayMs: input.botDelayMs,
    };
    const creatorName = (seats.find((s) => s.kind === "person") as { name: string }).name;
    await this.db.execute(sql`
      INSERT INTO lobby_tables (id, game, settings, seats, creator_name, creator_account, host_hash,
        allow_guests, auto_start, fill_bot, created_at, expires_at)
      VALUES (${id}, ${input.game}, ${JSON.stringify(settings)}::jsonb, ${JSON.stringify(seats)}::jsonb,
        ${creatorName}, ${who.account?.id ?? null}, ${hash(hostKey)}, ${input.allowGuests ?? false},
        ${input.autoStart ?? true}, ${fillBot}, ${created.toISOString()}::timestamptz,
        ${expires.toISOString()}::timestamptz)`);
    return { tableId: id, hostKey, table: await this.view(id, locale) };
  }

  private checkedName(raw: string, taken: string[], locale: Locale | undefined, path: string): string {
    const r = checkName(raw, { max: 40 });
    if (!r.ok)
      throw new PlayError("BAD_REQUEST", `${path}: ${describeNameProblem(r.problem, locale)}`, {
        issues: [{ path, message: describeNameProblem(r.problem, locale), name: r.problem }],
      });
    const other = findLookalike(r.name, taken);
    if (other) throw bad(locale, "nameTaken", { name: r.name, other });
    return r.name;
  }

  private async checkBoardAndRules(
    entry: CatalogEntry,
    input: OpenTableInput,
    n: number,
    locale: Locale | undefined,
  ): Promise<void> {
    if (input.mapId) {
      const maps = await this.server.listMaps(entry.id);
      const m = maps.find(
        (x) => x.id === input.mapId && (input.mapVersion === undefined || x.version >= input.mapVersion),
      );
      if (!m || n < m.seats.min || n > m.seats.max)
        throw bad(locale, "badMap", { map: input.mapId, game: entry.title, n });
    }
    if (input.rules && !entry.presets.some((p) => p.id === input.rules)) {
      const published = await this.server.listRules(entry.id);
      if (!published.some((r) => r.id === input.rules))
        throw bad(locale, "badRules", { rules: input.rules, game: entry.title });
    }
  }

  // ------------------------------------------------------------- reading

  /** Tables open for others, newest first (expired ones are marked so first). */
  async list(game?: string, locale?: Locale): Promise<TableView[]> {
    await this.expire();
    const rows = rowsOf(
      await this.db.execute(
        game
          ? sql`SELECT * FROM lobby_tables WHERE state = 'open' AND game = ${game} ORDER BY created_at DESC LIMIT 100`
          : sql`SELECT * FROM lobby_tables WHERE state = 'open' ORDER BY created_at DESC LIMIT 100`,
      ),
    ) as unknown as TableRow[];
    return this.views(rows, locale);
  }

  /** One table by id (any state), or NOT_FOUND. */
  async view(tableId: string, locale?: Locale): Promise<TableView> {
    const row = await this.row(tableId, locale);
    const [v] = await this.views([row], locale);
    return v as TableView;
  }

  /** A table with what `key` may see of it: the creator's or a joiner's seats and, once started, tokens. */
  async place(tableId: string, key: string | undefined, locale?: Locale): Promise<YourPlace> {
    const table = await this.view(tableId, locale);
    if (!key) return { table, role: null, seats: [], tokens: [] };
    if (!KEY.test(key)) throw bad(locale, "notKey");
    const row = await this.row(tableId, locale);
    if (hash(key) === row.host_hash) {
      const seats = row.seats.flatMap((s, i) => (s.kind === "person" ? [i] : []));
      return { table, role: "host", seats, tokens: row.host_tokens ?? [] };
    }
    const mine = (await this.joined(tableId)).find((j) => j.key_hash === hash(key));
    if (!mine) throw bad(locale, "notKey");
    return {
      table,
      role: "player",
      seats: [mine.seat],
      tokens: mine.token ? [{ seat: mine.seat, token: mine.token }] : [],
    };
  }

  private async row(tableId: string, locale?: Locale, db: Db = this.db, lock = false): Promise<TableRow> {
    if (!TABLE_ID.test(tableId)) throw new PlayError("NOT_FOUND", say(locale, "noTable", { id: "" }));
    await this.expire(tableId, db);
    const [row] = rowsOf(
      await db.execute(
        lock
          ? sql`SELECT * FROM lobby_tables WHERE id = ${tableId} FOR UPDATE`
          : sql`SELECT * FROM lobby_tables WHERE id = ${tableId}`,
      ),
    ) as unknown as TableRow[];
    if (!row) throw new PlayError("NOT_FOUND", say(locale, "noTable", { id: tableId }));
    row.seats = asJson(row.seats);
    row.settings = asJson(row.settings);
    row.host_tokens = row.host_tokens ? asJson(row.host_tokens) : null;
    return row;
  }

  private async joined(tableId: string, db: Db = this.db): Promise<JoinedRow[]> {
    return rowsOf(
      await db.execute(sql`SELECT * FROM lobby_seats WHERE table_id = ${tableId} ORDER BY seat`),
    ) as unknown as JoinedRow[];
  }

  /**
   * Open tables whose time ran out become `expired` (and say so); a start that never finished (its
   * process died between `starting` and `playing`) opens the table again after STALE_START_MS.
   */
  private async expire(tableId?: string, db: Db = this.db): Promise<void> {
    const now = this.now().toISOString();
    const stale = new Date(this.now().getTime() - STALE_START_MS).toISOString();
    await db.execute(
      sql`UPDATE lobby_tables SET state = 'open' WHERE state = 'starting' AND started_at < ${stale}::timestamptz`,
    );
    await db.execute(
      tableId
        ? sql`UPDATE lobby_tables SET state = 'expired' WHERE id = ${tableId} AND state = 'open' AND expires_at <= ${now}::timestamptz`
        : sql`UPDATE lobby_tables SET state = 'expired' WHERE state = 'open' AND expires_at <= ${now}::timestamptz`,
    );
  }

  private async views(rows: TableRow[], locale?: Locale): Promise<TableView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const joined = rowsOf(
      await this.db.execute(
        sql`SELECT * FROM lobby_seats WHERE table_id IN (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) ORDER BY seat`,
      ),
    ) as unknown as JoinedRow[];
    const accounts = new Set<string>();
    for (const r of rows) if (r.creator_account) accounts.add(r.creator_account);
    for (const j of joined) if (j.account) accounts.add(j.account);
    const ratings = await this.ratingsOf([...accounts], [...new Set(rows.map((r) => r.game))]);
    const now = this.now().getTime();
    return rows.map((r) => {
      const seats = asJson<SeatPlan[]>(r.seats);
      const mine = joined.filter((j) => j.table_id === r.id);
      let firstPerson = true;
      const shownSeats: TableSeat[] = seats.map((s, seat) => {
        if (s.kind === "person") {
          const creator = firstPerson;
          firstPerson = false;
          const acct = creator ? r.creator_account : null;
          return {
            seat,
            kind: "person",
            name: s.name,
            account: acct,
            rating: acct ? (ratings.get(`${acct} ${r.game}`) ?? null) : null,
          };
        }
        if (s.kind === "bot") return { seat, kind: "bot", name: null, bot: s.bot };
        const j = mine.find((x) => x.seat === seat);
        if (!j) return { seat, kind: "open", name: null };
        return {
          seat,
          kind: "joined",
          name: j.name,
          account: j.account,
          rating: j.account ? (ratings.get(`${j.account} ${r.game}`) ?? null) : null,
        };
      });
      const created = asDate(r.created_at);
      const settings = asJson<TableRow["settings"]>(r.settings);
      const state = r.state;
      return {
        id: r.id,
        game: r.game,
        mapId: settings.mapId ?? null,
        mapVersion: settings.mapVersion ?? null,
        rules: settings.rules ?? null,
        turnSeconds: settings.turnSeconds ?? null,
        seats: shownSeats,
        creator: {
          name: r.creator_name,
          account: r.creator_account,
          rating: r.creator_account ? (ratings.get(`${r.creator_account} ${r.game}`) ?? null) : null,
        },
        createdAt: created.toISOString(),
        expiresAt: asDate(r.expires_at).toISOString(),
        waitedMs: Math.max(0, now - created.getTime()),
        allowGuests: r.allow_guests,
        autoStart: r.auto_start,
        fillBot: r.fill_bot,
        state,
        gameId: r.game_id,
        note:
          state === "expired"
            ? say(locale, "expired", {
                hours: Math.round((asDate(r.expires_at).getTime() - created.getTime()) / 360_000) / 10,
              })
            : r.note,
        open: shownSeats.filter((s) => s.kind === "open").length,
      };
    });
  }

  // ---------------------------------------------------------------- join

  /**
   * Takes an open seat (`seat`, or the first open one) for the signed-in account, or for a guest with
   * `name` when the creator allows guests. Returns the seat and the joiner's key (it opens the seat
   * link once the game starts); the table starts by itself when this filled it and it auto-starts.
   */
  async join(
    tableId: string,
    o: { account: Account | null; name?: string; seat?: number; locale?: Locale; client?: string },
  ): Promise<{ seat: number; key: string; started: boolean; place: YourPlace }> {
    const locale = o.locale;
    const key = newKey();
    const seat = await this.atomically(async (db) => {
      const row = await this.row(tableId, locale, db, true);
      this.mustBeOpen(row, locale);
      const joined = await this.joined(tableId, db);
      if (o.account) {
        const already = joined.find((j) => j.account === o.account?.id);
        if (already)
          throw new PlayError("CONFLICT", say(locale, "alreadySeated", { seat: already.seat + 1 }));
      } else if (!row.allow_guests) throw new PlayError("FORBIDDEN", say(locale, "guestsRefused"));
      const openSeats = row.seats.flatMap((s, i) =>
        s.kind === "open" && !joined.some((j) => j.seat === i) ? [i] : [],
      );
      if (o.seat !== undefined) {
        if (row.seats[o.seat]?.kind !== "open") throw bad(locale, "noSeatOpen", { seat: o.seat + 1 });
        if (!openSeats.includes(o.seat))
          throw new PlayError("CONFLICT", say(locale, "seatTaken", { seat: o.seat + 1 }));
      }
      const seat = o.seat ?? openSeats[0];
      if (seat === undefined) throw new PlayError("CONFLICT", say(locale, "full"));
      const rawName = o.account ? o.account.name : o.name?.trim();
      if (!rawName) throw bad(locale, "guestNeedsName");
      const taken = [
        ...row.seats.flatMap((s) => (s.kind === "person" ? [s.name] : [])),
        ...joined.map((j) => j.name),
      ];
      const name = this.checkedName(rawName, taken, locale, "name");
      const inserted = rowsOf(
        await db.execute(sql`
          INSERT INTO lobby_seats (table_id, seat, name, account, key_hash)
          VALUES (${tableId}, ${seat}, ${name}, ${o.account?.id ?? null}, ${hash(key)})
          ON CONFLICT DO NOTHING RETURNING seat`),
      );
      // The row lock makes this unreachable on PostgreSQL; the primary key is the last word anyway.
      if (inserted.length === 0) throw new PlayError("CONFLICT", say(locale, "full"));
      return seat;
    });
    const started = await this.startIfFull(tableId, locale, o.client);
    return { seat, key, started, place: await this.place(tableId, key, locale) };
  }

  private mustBeOpen(row: TableRow, locale?: Locale): void {
    if (row.state === "open") return;
    if (row.state === "expired")
      throw new PlayError(
        "CONFLICT",
        say(locale, "expired", {
          hours:
            Math.round((asDate(row.expires_at).getTime() - asDate(row.created_at).getTime()) / 360_000) / 10,
        }),
      );
    throw new PlayError("CONFLICT", say(locale, "started"));
  }

  // -------------------------------------------------------- creator's controls

  /** The creator removes a joined player before the start: the seat is open again. */
  async remove(tableId: string, hostKey: string, seat: number, locale?: Locale): Promise<TableView> {
    await this.atomically(async (db) => {
      const row = await this.row(tableId, locale, db, true);
      this.mustBeHost(row, hostKey, locale);
      this.mustBeOpen(row, locale);
      const gone = rowsOf(
        await db.execute(
          sql`DELETE FROM lobby_seats WHERE table_id = ${tableId} AND seat = ${seat} RETURNING seat`,
        ),
      );
      if (gone.length === 0) throw bad(locale, "noPlayerThere", { seat: seat + 1 });
    });
    return this.view(tableId, locale);
  }

  /** The creator turns starting-by-itself-when-full on or off (on: starts now if already full). */
  async configure(
    tableId: string,
    hostKey: string,
    autoStart: boolean,
    locale?: Locale,
    client?: string,
  ): Promise<TableView> {
    await this.atomically(async (db) => {
      const row = await this.row(tableId, locale, db, true);
      this.mustBeHost(row, hostKey, locale);
      this.mustBeOpen(row, locale);
      await db.execute(sql`UPDATE lobby_tables SET auto_start = ${autoStart} WHERE id = ${tableId}`);
    });
    if (autoStart) await this.startIfFull(tableId, locale, client);
    return this.view(tableId, locale);
  }

  /** The creator starts now: bots (the table's fill bot) take the seats still open. */
  async startNow(tableId: string, hostKey: string, locale?: Locale, client?: string): Promise<YourPlace> {
    const row = await this.row(tableId, locale);
    this.mustBeHost(row, hostKey, locale);
    await this.start(tableId, locale, client, false);
    return this.place(tableId, hostKey, locale);
  }

  private mustBeHost(row: TableRow, hostKey: string, locale?: Locale): void {
    if (!KEY.test(hostKey) || hash(hostKey) !== row.host_hash)
      throw new PlayError("FORBIDDEN", say(locale, "notHost"));
  }

  private async startIfFull(tableId: string, locale?: Locale, client?: string): Promise<boolean> {
    return this.start(tableId, locale, client, true);
  }

  /**
   * `open → starting` under the row lock (exactly one caller wins it, on any instance), then the api
   * game, then `playing` with each person's token kept for the key that owns the seat.
   */
  private async start(
    tableId: string,
    locale: Locale | undefined,
    client: string | undefined,
    onlyWhenFull: boolean,
  ): Promise<boolean> {
    const claimed = await this.atomically(async (db) => {
      const row = await this.row(tableId, locale, db, true);
      if (onlyWhenFull && row.state !== "open") return null;
      this.mustBeOpen(row, locale);
      const joined = await this.joined(tableId, db);
      const open = row.seats.filter((s, i) => s.kind === "open" && !joined.some((j) => j.seat === i));
      if (onlyWhenFull && (!row.auto_start || open.length > 0)) return null;
      await db.execute(
        sql`UPDATE lobby_tables SET state = 'starting', note = NULL, started_at = ${this.now().toISOString()}::timestamptz WHERE id = ${tableId}`,
      );
      return { row, joined };
    });
    if (!claimed) return false;
    const { row, joined } = claimed;
    const seats = row.seats.map((s, i) => {
      if (s.kind === "person") return { kind: "human", name: s.name };
      if (s.kind === "bot") return { kind: s.bot };
      const j = joined.find((x) => x.seat === i);
      return j ? { kind: "human", name: j.name } : { kind: row.fill_bot };
    });
    let created: Awaited<ReturnType<PlayServer["createGame"]>>;
    try {
      created = await this.server.createGame(
        {
          game: row.game,
          ...Object.fromEntries(
            Object.entries(row.settings).filter(([, v]) => v !== undefined && v !== null),
          ),
          seats,
        },
        client,
      );
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      await this.db.execute(
        sql`UPDATE lobby_tables SET state = 'open', note = ${say(locale, "startFailed", { reason })} WHERE id = ${tableId}`,
      );
      if (e instanceof PlayError) throw new PlayError(e.code, say(locale, "startFailed", { reason }));
      throw e;
    }
    const tokenOf = (seat: number) => created.seats.find((s) => s.seat === seat)?.token;
    const hostTokens = row.seats.flatMap((s, i) =>
      s.kind === "person" && tokenOf(i) ? [{ seat: i, token: tokenOf(i) as string }] : [],
    );
    for (const j of joined) {
      const token = tokenOf(j.seat);
      await this.db.execute(
        sql`UPDATE lobby_seats SET token = ${token ?? null} WHERE table_id = ${tableId} AND seat = ${j.seat}`,
      );
      // Signed-in joiners own their seats (profiles and ratings follow the account).
      if (token && j.account) await this.server.owners.claim(token, j.account);
    }
    const creatorSeat = hostTokens[0];
    if (creatorSeat && row.creator_account)
      await this.server.owners.claim(creatorSeat.token, row.creator_account);
    await this.db.execute(sql`
      UPDATE lobby_tables SET state = 'playing', game_id = ${created.gameId},
        host_tokens = ${JSON.stringify(hostTokens)}::jsonb, started_at = ${this.now().toISOString()}::timestamptz
      WHERE id = ${tableId}`);
    return true;
  }

  // ------------------------------------------------------------- ratings

  /** Ratings of `owners` in `games`, keyed `owner game` (players never rated are absent). */
  async ratingsOf(owners: string[], games: string[]): Promise<Map<string, ShownRating>> {
    const out = new Map<string, ShownRating>();
    if (owners.length === 0 || games.length === 0) return out;
    const rows = rowsOf(
      await this.db.execute(
        sql`SELECT * FROM lobby_ratings WHERE owner IN (${sql.join(
          owners.map((o) => sql`${o}`),
          sql`, `,
        )}) AND game IN (${sql.join(
          games.map((g) => sql`${g}`),
          sql`, `,
        )})`,
      ),
    );
    for (const r of rows) {
      const owner = String(r.owner);
      const game = String(r.game);
      out.set(
        `${owner} ${game}`,
        shown(owner, game, { mu: Number(r.mu), sigma: Number(r.sigma), games: Number(r.games) }),
      );
    }
    return out;
  }

  /** An account's rating in a game (a fresh, provisional rating if it never played one rated). */
  async ratingOf(owner: string, game: string): Promise<ShownRating> {
    if (!OWNER.test(owner)) throw new PlayError("BAD_REQUEST", say("en", "owner"));
    return (await this.ratingsOf([owner], [game])).get(`${owner} ${game}`) ?? shown(owner, game, fresh());
  }

  /** Ratings of the owned seats of an api game, by seat (seats without an owner are absent). */
  async seatRatings(gameId: string): Promise<{ seat: number; rating: ShownRating }[]> {
    const snap = await this.server.snapshot(gameId);
    const owners = await this.server.owners.ofGame(gameId);
    const ratings = await this.ratingsOf([...new Set(owners.values())], [snap.game]);
    return [...owners.entries()]
      .sort(([a], [b]) => a - b)
      .map(([seat, owner]) => ({
        seat,
        rating: ratings.get(`${owner} ${snap.game}`) ?? shown(owner, snap.game, fresh()),
      }));
  }

  /** An account's rating after each rated game of `game`, oldest first. */
  async ratingHistory(
    owner: string,
    game: string,
  ): Promise<{ gameId: string; at: string; value: number; mu: number; sigma: number; games: number }[]> {
    if (!OWNER.test(owner)) throw new PlayError("BAD_REQUEST", say("en", "owner"));
    const rows = rowsOf(
      await this.db.execute(
        sql`SELECT * FROM lobby_rating_history WHERE owner = ${owner} AND game = ${game} ORDER BY rated_at, game_id`,
      ),
    );
    return rows.map((r) => {
      const s = shown(owner, game, { mu: Number(r.mu), sigma: Number(r.sigma), games: Number(r.games) });
      return {
        gameId: String(r.game_id),
        at: asDate(r.rated_at).toISOString(),
        value: s.value,
        mu: s.mu,
        sigma: s.sigma,
        games: s.games,
      };
    });
  }

  /**
   * Rates every finished game with at least two owned seats not rated yet (any instance may call
   * it; each game is rated once). Returns the ids it rated.
   */
  async rateFinished(): Promise<string[]> {
    const candidates = rowsOf(
      await this.db.execute(sql`
        SELECT o.game_id FROM seat_owners o
        JOIN games g ON g.id = o.game_id AND g.over
        WHERE NOT EXISTS (SELECT 1 FROM lobby_rated_games r WHERE r.game_id = o.game_id)
        GROUP BY o.game_id HAVING count(*) >= 2 LIMIT 50`),
    ).map((r) => String(r.game_id));
    const rated: string[] = [];
    for (const id of candidates) if (await this.rateGame(id)) rated.push(id);
    return rated;
  }

  /** Rates one finished game once (false: not finished, already rated, or fewer than two rated seats). */
  async rateGame(gameId: string): Promise<boolean> {
    const snap = await this.server.snapshot(gameId);
    if (!snap.status.over || !snap.outcome) return false;
    const owners = await this.server.owners.ofGame(gameId);
    const turns = await this.server.seatTurns(gameId);
    const places = placesOf(snap.outcome, snap.seats.length);
    // Seats an account owns and its person played (a bot at most `maxBotShare` of the turns).
    const counted = [...owners.entries()]
      .filter(([seat]) => {
        const t = turns.find((x) => x.seat === seat);
        return !t || t.turns === 0 || t.botTurns / t.turns <= this.maxBotShare;
      })
      .sort(([a], [b]) => a - b);
    // One account in two seats (hot-seat) is not a contest with itself: rated once, by its first seat.
    const players = counted.filter(([, o], i) => counted.findIndex(([, p]) => p === o) === i);
    return this.atomically(async (db) => {
      const claim = rowsOf(
        await db.execute(sql`
          INSERT INTO lobby_rated_games (game_id, game, players, rated_by)
          VALUES (${gameId}, ${snap.game}, ${players.length >= 2 ? players.length : 0}, ${this.server.instanceId})
          ON CONFLICT DO NOTHING RETURNING game_id`),
      );
      if (claim.length === 0 || players.length < 2) return false;
      const ids = players.map(([, o]) => o).sort();
      const rows = rowsOf(
        await db.execute(sql`
          SELECT * FROM lobby_ratings WHERE game = ${snap.game} AND owner IN (${sql.join(
            ids.map((o) => sql`${o}`),
            sql`, `,
          )}) ORDER BY owner FOR UPDATE`),
      );
      const before = new Map<string, Skill>(
        rows.map((r) => [
          String(r.owner),
          { mu: Number(r.mu), sigma: Number(r.sigma), games: Number(r.games) },
        ]),
      );
      const after = rateGame(
        players.map(([seat, owner]) => ({ skill: before.get(owner) ?? fresh(), place: places[seat] ?? 1 })),
      );
      for (const [i, [, owner]] of players.entries()) {
        const s = after[i] as Skill;
        await db.execute(sql`
          INSERT INTO lobby_ratings (owner, game, mu, sigma, games) VALUES (${owner}, ${snap.game}, ${s.mu}, ${s.sigma}, ${s.games})
          ON CONFLICT (owner, game) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games, updated_at = now()`);
        await db.execute(sql`
          INSERT INTO lobby_rating_history (owner, game, game_id, mu, sigma, games)
          VALUES (${owner}, ${snap.game}, ${gameId}, ${s.mu}, ${s.sigma}, ${s.games})`);
      }
      return true;
    });
  }
}

function bad(locale: Locale | undefined, key: LobbyWord, params: Record<string, string | number> = {}) {
  return new PlayError("BAD_REQUEST", say(locale, key, params));
}
