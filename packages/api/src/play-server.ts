/**
 * The play server: one object that opens the database and wires the parts together — the games
 * it was given (`catalog.ts`), maps (`maps.ts`), rule sets (`rules.ts`), games (`games.ts`), the
 * live feed (`live-feed.ts`) and the bot runner (`bot-runner.ts`). Routers call it; it knows no
 * game: every game-specific answer comes from a module's functions.
 */
import { randomBytes } from "node:crypto";
import type { AnyGameModule, Locale } from "@pudding/engine";
import { sql } from "drizzle-orm";
import { BotRunner } from "./bot-runner.js";
import { GameCatalog } from "./catalog.js";
import type {
  CatalogEntry,
  CreatedGame,
  CreateGameInput,
  Explanation,
  GameExport,
  GameSnapshot,
  GameSummary,
  MapSummary,
  PublishMapResult,
  PublishRulesResult,
  RulesSummary,
  StoredMap,
  StoredRules,
} from "./contract.js";
import { type Db, type OpenDb, type OpenDbOptions, openDb, rowsOf } from "./db/open.js";
import { actingBot } from "./db/schema.js";
import { PlayError } from "./errors.js";
import { GameService } from "./games.js";
import { DEFAULT_LIMITS, RateLimiter, type ServerLimits } from "./limits.js";
import { type FeedEvent, type FollowOptions, LiveFeed } from "./live-feed.js";
import { MapStore } from "./maps.js";
import { SeatOwnerStore } from "./owners.js";
import { RuleStore } from "./rules.js";
import { MapValidator } from "./validator.js";

export { PlayError } from "./errors.js";
export { hashToken } from "./ids.js";

export interface PlayServerOptions extends OpenDbOptions {
  /** The games this server plays, the default first (the play app passes `GAMES` of `@pudding/games`). */
  games: readonly AnyGameModule[];
  /** Ids of games that exist to test the platform (the registry's `TEST_GAMES`): flagged in the catalogue. */
  testGames?: readonly string[];
  /**
   * Module specifier of the game registry (`"@pudding/games"`), imported by worker threads: search
   * bots and map checks then run off the event loop. Without it there are no search bots and maps
   * are checked in the request's thread.
   */
  registry?: string;
  /** Pause before a bot moves, so people can follow (ms). Default 700. */
  botDelayMs?: number;
  /** How long a seat must be empty before another player may hand it to a bot (ms). Default 60 s. */
  handOverGraceMs?: number;
  /** Tests only: accept a chosen `seed` for a game with a person seated (never on a real server; issue 26 §1). */
  clientSeeds?: boolean;
  /** How often turn timers are checked (ms; only while bots run). Default 1000. */
  timerPollMs?: number;
  /** Thinking time of the search bot per decision (ms). Default 1000. */
  searchBudgetMs?: number;
  /** Search bot threads. Default 1. */
  searchThreads?: number;
  /** Run bots at all (tests of the store may turn them off). Default true. */
  runBots?: boolean;
  /** How often the bot runner looks for due jobs of other (or dead) instances (ms). Default 1000. */
  botPollMs?: number;
  /** How long a bot job claim lasts before another instance may take it (ms). Default: search budget + 15 s. */
  botLeaseMs?: number;
  /** Rate limits and caps (defaults in `limits.ts`). */
  limits?: Partial<ServerLimits>;
  /** Longest map check (ms) before it is stopped. Default 10,000. */
  mapCheckMs?: number;
  /** Most games kept in memory (default 2000; idle ones beyond it are dropped, least recently used first). */
  maxCachedGames?: number;
  /** This instance's id (default random); claims and presence are recorded under it. */
  instanceId?: string;
  /** Where operational messages go (never states or secrets). Default console.error. */
  log?: (message: string) => void;
}

export class PlayServer {
  readonly catalog: GameCatalog;
  readonly maps: MapStore;
  readonly rules: RuleStore;
  /** Seats' optional owners (accounts of the packages beside the api; opaque ids here). */
  readonly owners: SeatOwnerStore;
  readonly games: GameService;
  readonly feed: LiveFeed;
  readonly bots: BotRunner | null;
  readonly limits: ServerLimits;
  readonly instanceId: string;
  readonly botDelayMs: number;
  readonly searchBudgetMs: number;
  private readonly validator: MapValidator;
  private createLimiter: RateLimiter;
  private publishLimiter: RateLimiter;
  private closed = false;
  private readonly log: (message: string) => void;

  private constructor(
    private readonly opened: OpenDb,
    options: PlayServerOptions,
  ) {
    this.instanceId = options.instanceId ?? `i-${randomBytes(6).toString("hex")}`;
    this.botDelayMs = options.botDelayMs ?? 700;
    this.searchBudgetMs = options.searchBudgetMs ?? 1000;
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    const log = options.log ?? ((m: string) => console.error(`[pudding] ${m}`));
    this.log = log;
    this.catalog = new GameCatalog(options.games, Boolean(options.registry), options.testGames);
    this.validator = new MapValidator(options.registry, options.mapCheckMs ?? 10_000);
    this.maps = new MapStore(opened.db, this.catalog, this.validator);
    this.rules = new RuleStore(opened.db, this.catalog);
    this.owners = new SeatOwnerStore(opened.db);
    this.createLimiter = new RateLimiter("new games", this.limits.createBurst, this.limits.createPerMinute);
    this.publishLimiter = new RateLimiter(
      "publications",
      this.limits.publishBurst,
      this.limits.publishPerMinute,
    );
    let feed: LiveFeed | null = null;
    let bots: BotRunner | null = null;
    this.games = new GameService({
      db: opened.db,
      kind: opened.kind,
      channel: opened.channel,
      instanceId: this.instanceId,
      catalog: this.catalog,
      maps: this.maps,
      rules: this.rules,
      botDelayMs: this.botDelayMs,
      changed: (gameId, _revision, botDue, botDelayMs) => {
        feed?.changed(gameId);
        if (botDue) bots?.kick(gameId, botDelayMs ?? undefined);
      },
      inUse: (gameId) => Boolean(feed?.following(gameId) || bots?.isRunning(gameId)),
      maxCachedGames: options.maxCachedGames,
      handOverGraceMs: options.handOverGraceMs,
      clientSeeds: options.clientSeeds,
      log,
    });
    feed = new LiveFeed(opened, this.games, this.instanceId, this.limits, log);
    this.feed = feed;
    if (options.runBots ?? true)
      bots = new BotRunner({
        db: opened.db,
        exclusive: opened.kind === "pglite",
        games: this.games,
        catalog: this.catalog,
        instanceId: this.instanceId,
        delayMs: this.botDelayMs,
        searchBudgetMs: this.searchBudgetMs,
        registry: options.registry,
        searchThreads: options.searchThreads ?? 1,
        limits: this.limits,
        leaseMs: options.botLeaseMs ?? this.searchBudgetMs + 15_000,
        pollMs: options.botPollMs ?? 1000,
        log,
      });
    this.bots = bots;
  }

  /** Opens the database, migrates, installs the shipped maps, joins the live feed and resumes bots. */
  static async open(options: PlayServerOptions): Promise<PlayServer> {
    const opened = await openDb(options);
    const server = new PlayServer(opened, options);
    try {
      await server.maps.installShipped();
      await server.feed.start();
      await server.bots?.start();
      if (server.bots) server.startTimers(options.timerPollMs ?? 1000);
    } catch (e) {
      await server.close().catch(() => {});
      throw e;
    }
    return server;
  }

  /** The database (tests and operators). */
  get db(): Db {
    return this.opened.db;
  }

  get dbKind(): "pglite" | "postgres" {
    return this.opened.kind;
  }

  /**
   * Forget a seat owner (an account deleted, issue 28 §1): its seats keep their games and are shown
   * under `name` from now on ("deleted player"), and the owner id is dropped. Returns the seats.
   */
  async forgetOwner(owner: string, name: string): Promise<number> {
    const seats = await this.owners.ofOwner(owner);
    for (const s of seats) await this.games.renameSeat(s.gameId, s.seat, name);
    return this.owners.release(owner);
  }

  /**
   * The opened database, for the packages that live beside the api (accounts, lobby, community):
   * they keep their own tables and apply their own migrations with `database.migrate(module)`.
   */
  get database(): OpenDb {
    return this.opened;
  }

  private timers: ReturnType<typeof setInterval> | null = null;

  /** Turn timers: every `everyMs`, a bot starts playing for the people whose time ran out. */
  private startTimers(everyMs: number): void {
    let sweeping = false;
    this.timers = setInterval(() => {
      if (sweeping || this.closed) return;
      sweeping = true;
      this.games
        .sweepTimers()
        .catch((e) => this.log(`turn timers: ${(e as Error).message}`))
        .finally(() => {
          sweeping = false;
        });
    }, everyMs);
    this.timers.unref?.();
  }

  /** Stops bots and streams and closes the database. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timers) clearInterval(this.timers);
    this.games.closed = true;
    await this.bots?.close();
    await this.feed.close();
    await this.validator.close();
    await this.games.settle();
    await this.opened.close();
  }

  /**
   * Changes limits while running (operators, tests): caps apply to the next stream or bot claim,
   * rate limits start with full buckets.
   */
  setLimits(changes: Partial<ServerLimits>): void {
    Object.assign(this.limits, changes);
    this.createLimiter = new RateLimiter("new games", this.limits.createBurst, this.limits.createPerMinute);
    this.publishLimiter = new RateLimiter(
      "publications",
      this.limits.publishBurst,
      this.limits.publishPerMinute,
    );
  }

  /** Longest map check before it is stopped (ms). */
  set mapCheckMs(ms: number) {
    this.validator.timeoutMs = ms;
  }

  /** Whether the database answers (readiness). */
  async ready(): Promise<boolean> {
    if (this.closed) return false;
    try {
      await this.opened.db.execute("SELECT 1" as never);
      return true;
    } catch {
      return false;
    }
  }

  // ------------------------------------------------------------- catalogue

  catalogEntries(): CatalogEntry[] {
    return this.catalog.catalog();
  }

  // ------------------------------------------------------------------ maps

  listMaps(game?: string): Promise<MapSummary[]> {
    return this.maps.list(game);
  }

  getMap(id: string, version?: number): Promise<StoredMap> {
    return this.maps.get(id, version);
  }

  /** Publishes a map (rate-limited per client). */
  publishMap(
    input: unknown,
    o: { game?: string; id?: string; ownerToken?: string; client?: string; locale?: Locale } = {},
  ): Promise<PublishMapResult> {
    this.publishLimiter.take(o.client ?? "local");
    return this.maps.publish(this.catalog.module(o.game), input, o.id, o.ownerToken, o.locale);
  }

  // ----------------------------------------------------------------- rules

  listRules(game?: string): Promise<RulesSummary[]> {
    return this.rules.list(game);
  }

  getRules(id: string, game?: string): Promise<StoredRules> {
    return this.rules.get(id, this.catalog.module(game));
  }

  /** Publishes a rule set (rate-limited per client). */
  publishRules(
    name: string,
    rules: unknown,
    o: { game?: string; id?: string; ownerToken?: string; client?: string; locale?: Locale } = {},
  ): Promise<PublishRulesResult> {
    this.publishLimiter.take(o.client ?? "local");
    return this.rules.publish(this.catalog.module(o.game), name, rules, o.id, o.ownerToken, o.locale);
  }

  // ----------------------------------------------------------------- games

  /** Creates a game (rate-limited per client). */
  createGame(input: CreateGameInput, client = "local"): Promise<CreatedGame> {
    this.createLimiter.take(client);
    return this.games.create(input);
  }

  /** `locale`: the language of the log and of refusals (the request's, English by default). */
  snapshot(gameId: string, token?: string, locale: Locale = "en"): Promise<GameSnapshot> {
    return this.games.snapshot(gameId, token, locale);
  }

  act(
    gameId: string,
    token: string,
    version: number,
    action: unknown,
    locale: Locale = "en",
  ): Promise<GameSnapshot> {
    return this.games.act(gameId, token, version, action, locale);
  }

  /** The rule on `action` from `token`'s seat now, without acting (see `GameService.explain`). */
  explain(gameId: string, token: string, action: unknown, locale: Locale = "en"): Promise<Explanation> {
    return this.games.explain(gameId, token, action, locale);
  }

  listGames(tokens: string[] = [], game?: string): Promise<GameSummary[]> {
    return this.games.list(tokens, game);
  }

  rematch(gameId: string, token: string): Promise<{ gameId: string; token: string }> {
    return this.games.rematch(gameId, token);
  }

  handOver(
    gameId: string,
    token: string,
    seat: number,
    bot: string,
    locale: Locale = "en",
  ): Promise<GameSnapshot> {
    return this.games.handOver(gameId, token, seat, bot, locale);
  }

  undo(gameId: string, token: string, version: number, locale: Locale = "en"): Promise<GameSnapshot> {
    return this.games.undo(gameId, token, version, locale);
  }

  replay(
    gameId: string,
    token: string | undefined,
    version: number,
    locale: Locale = "en",
    as?: number,
  ): Promise<GameSnapshot> {
    return this.games.replay(gameId, token, version, locale, as);
  }

  /** A finished game as a file `pudding verify` checks (issue 26 §1). */
  exportGame(gameId: string, token: string | undefined): Promise<GameExport> {
    return this.games.exportGame(gameId, token);
  }

  reclaim(gameId: string, token: string, locale: Locale = "en"): Promise<GameSnapshot> {
    return this.games.reclaim(gameId, token, locale);
  }

  /** Holds (`hold`) or restarts the turn clock of the token's seat, behind the hot-seat curtain. */
  holdClock(gameId: string, token: string, hold: boolean, locale: Locale = "en"): Promise<GameSnapshot> {
    return this.games.holdClock(gameId, token, hold, locale);
  }

  /** A viewer's live stream of a game (see `LiveFeed.follow`). */
  follow(o: FollowOptions): AsyncGenerator<FeedEvent> {
    return this.feed.follow(o);
  }

  /** The engine's hash of a game's full state (tests and operators; never routed). */
  internalStateHash(gameId: string): Promise<string> {
    return this.games.internalStateHash(gameId);
  }

  /**
   * Per seat, how many actions it made and how many of them a bot made (a bot seat, or a bot playing
   * for its person): the lobby's ratings leave out seats bots mostly played. Seats that never acted
   * are absent.
   */
  async seatTurns(gameId: string): Promise<{ seat: number; turns: number; botTurns: number }[]> {
    const rows = rowsOf(
      await this.opened.db.execute(
        sql`SELECT seat, count(*)::int AS turns, count(*) FILTER (WHERE by_bot)::int AS bot_turns
            FROM game_actions WHERE game_id = ${gameId} GROUP BY seat ORDER BY seat`,
      ),
    );
    return rows.map((r) => ({ seat: Number(r.seat), turns: Number(r.turns), botTurns: Number(r.bot_turns) }));
  }

  /** Resolves once no bot is to move in `gameId` (tests and scripts). */
  async botsSettled(gameId: string, timeoutMs = 30_000): Promise<void> {
    const start = Date.now();
    for (;;) {
      const g = await this.games.fresh(gameId);
      const botTurn = !g.status.over && g.status.toAct.some((s) => actingBot(g.seats[s]) !== null);
      if (!botTurn && !this.bots?.isRunning(gameId)) return;
      if (!this.bots) throw new PlayError("CONFLICT", "bots are off on this server");
      if (Date.now() - start > timeoutMs)
        throw new Error(`bots still moving in ${gameId} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}
