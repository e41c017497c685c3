/**
 * The play server's domain layer: maps, rule sets and games over the database, the per-game
 * optimistic version check, seat tokens, bots off the request path and change notification.
 * Routers are thin wrappers over this class. Nothing here ever returns a full state: every game
 * answer is built by `snapshotFor` from `viewFor` and `eventsFor`.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import { EventEmitter } from "node:events";
import { botsFor } from "@pudding/bots";
import { SearchWorker } from "@pudding/bots/node";
import {
  type Action,
  applyActionAs,
  type Board,
  type BoardMap,
  compileBoard,
  createGame,
  describeEvent,
  eventsFor,
  fireOptions,
  type GameEvent,
  GameOptionsError,
  type GameState,
  GREAT_FIRE_1666,
  hashState,
  legalActions,
  PRESET_NAMES,
  PRESETS,
  parseMap,
  parseRules,
  parseState,
  RULES_VERSION,
  type RuleSet,
  replay,
  SHIPPED_MAPS,
  score,
  viewFor,
} from "@pudding/great-fire";
import type { MapIssue } from "@pudding/map-schema";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { type Db, type OpenDbOptions, openDb } from "./db/open.js";
import { gameActions, games, maps, ruleSets, type StoredSeat } from "./db/schema.js";
import type {
  CreatedGame,
  CreateGameInput,
  GameSnapshot,
  GameSummary,
  LogLine,
  MapSummary,
  PublishMapResult,
  PublishRulesResult,
  RulesSummary,
  SeatInfo,
  SeatKind,
  StoredMap,
  StoredRules,
} from "./legacy-contract.js";
import { CreateGameInput as CreateGameSchema } from "./legacy-contract.js";

/** A refusal with a tRPC-compatible code; `message` is meant for the person who asked. */
export class PlayError extends Error {
  constructor(
    public readonly code: "NOT_FOUND" | "FORBIDDEN" | "CONFLICT" | "BAD_REQUEST",
    message: string,
    public readonly details: {
      rule?: string;
      ruleCode?: string;
      issues?: { path: string; message: string }[];
    } = {},
  ) {
    super(message);
    this.name = "PlayError";
  }
}

export interface PlayServerOptions extends OpenDbOptions {
  /** Pause before a bot moves, so people can follow (ms). Default 700. */
  botDelayMs?: number;
  /** Thinking time of the search bot per decision (ms). Default 1000. */
  searchBudgetMs?: number;
  /** Run bots at all (tests of the store may turn them off). Default true. */
  runBots?: boolean;
  /** Where operational messages go (never states or secrets). Default console.error. */
  log?: (message: string) => void;
}

interface LoadedGame {
  id: string;
  mapId: string;
  mapVersion: number;
  map: BoardMap;
  rulesName: string;
  seed: number;
  seats: StoredSeat[];
  version: number;
  state: GameState;
  /** Events of action k at index k - 1, with the acting seat. */
  events: { seat: number; events: GameEvent[] }[];
  rematchId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const BOT_NAMES: Record<Exclude<SeatKind, "human">, string> = {
  random: "Random bot",
  heuristic: "Heuristic bot",
  search: "Search bot",
};

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
const newToken = (): string => randomBytes(24).toString("base64url");
const newId = (): string => randomBytes(9).toString("base64url").replace(/[-_]/g, "x");
/** The rematch seat token is derived from the old one, so only its holder can claim it. */
const rematchToken = (token: string): string =>
  createHash("sha256").update(`rematch:${token}`).digest("base64url").slice(0, 32);

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

export class PlayServer {
  private readonly cache = new Map<string, LoadedGame>();
  private readonly loading = new Map<string, Promise<LoadedGame>>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly boards = new Map<string, { map: BoardMap; board: Board }>();
  private readonly emitter = new EventEmitter();
  private readonly botTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly botRunning = new Set<string>();
  private readonly presence = new Map<string, number>();
  private search: SearchWorker | null = null;
  private closed = false;
  readonly botDelayMs: number;
  readonly searchBudgetMs: number;
  private readonly runBots: boolean;
  private readonly log: (message: string) => void;

  private constructor(
    readonly db: Db,
    readonly dbKind: "pglite" | "postgres",
    private readonly closeDb: () => Promise<void>,
    options: PlayServerOptions,
  ) {
    this.botDelayMs = options.botDelayMs ?? 700;
    this.searchBudgetMs = options.searchBudgetMs ?? 1000;
    this.runBots = options.runBots ?? true;
    this.log = options.log ?? ((m) => console.error(`[pudding] ${m}`));
    this.emitter.setMaxListeners(0);
  }

  /** Open the database, migrate, install the shipped maps and resume every unfinished bot turn. */
  static async open(options: PlayServerOptions = {}): Promise<PlayServer> {
    const { db, kind, close } = await openDb(options);
    const server = new PlayServer(db, kind, close, options);
    await server.installShippedMaps();
    await server.resumeBots();
    return server;
  }

  /** Stop bots and subscriptions and close the database. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const t of this.botTimers.values()) clearTimeout(t);
    this.botTimers.clear();
    this.emitter.emit("closed");
    await this.search?.close();
    // Let running transactions finish before the database goes away.
    await Promise.allSettled([...this.locks.values()]);
    await this.closeDb();
  }

  // ------------------------------------------------------------------ maps

  private async installShippedMaps(): Promise<void> {
    for (const map of Object.values(SHIPPED_MAPS)) {
      const existing = await this.db
        .select({ v: maps.version })
        .from(maps)
        .where(eq(maps.id, map.id))
        .limit(1);
      if (existing.length) continue;
      await this.db
        .insert(maps)
        .values({
          id: map.id,
          version: 1,
          name: map.name,
          description: map.description,
          districts: map.districts.length,
          builtin: true,
          document: map,
        })
        .onConflictDoNothing();
    }
  }

  async listMaps(): Promise<MapSummary[]> {
    const rows = await this.db
      .select({
        id: maps.id,
        version: maps.version,
        name: maps.name,
        description: maps.description,
        districts: maps.districts,
        builtin: maps.builtin,
        publishedAt: maps.publishedAt,
      })
      .from(maps)
      .orderBy(asc(maps.id), desc(maps.version));
    // The latest version of each map.
    const seen = new Set<string>();
    const out: MapSummary[] = [];
    for (const r of rows) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      out.push({ ...r, publishedAt: iso(r.publishedAt) });
    }
    return out;
  }

  async getMap(id: string, version?: number): Promise<StoredMap> {
    const rows = await this.db
      .select({ id: maps.id, version: maps.version, document: maps.document, publishedAt: maps.publishedAt })
      .from(maps)
      .where(version === undefined ? eq(maps.id, id) : and(eq(maps.id, id), eq(maps.version, version)))
      .orderBy(desc(maps.version))
      .limit(1);
    const r = rows[0];
    if (!r)
      throw new PlayError(
        "NOT_FOUND",
        version === undefined
          ? `There is no map "${id}". maps.list shows the maps this server has.`
          : `Map "${id}" has no version ${version}.`,
      );
    return { id: r.id, version: r.version, map: r.document as BoardMap, publishedAt: iso(r.publishedAt) };
  }

  /** Validate and store a map as the next version of its id. Invalid → every issue, nothing stored. */
  async publishMap(input: unknown): Promise<PublishMapResult> {
    const parsed = parseMap(input);
    if (!parsed.ok) return { ok: false, issues: parsed.issues };
    const map = parsed.map;
    try {
      compileBoard(map);
    } catch (e) {
      return {
        ok: false,
        issues: [
          {
            path: "(root)",
            message: `the board cannot be played: ${(e as Error).message}`,
            severity: "error",
            code: "compile",
          } as MapIssue,
        ],
      };
    }
    for (let attempt = 0; ; attempt++) {
      try {
        const version = await this.db.transaction(async (tx) => {
          const last = await tx
            .select({ v: sql<number>`coalesce(max(${maps.version}), 0)` })
            .from(maps)
            .where(eq(maps.id, map.id));
          const v = Number(last[0]?.v ?? 0) + 1;
          await tx.insert(maps).values({
            id: map.id,
            version: v,
            name: map.name,
            description: map.description,
            districts: map.districts.length,
            document: map,
          });
          return v;
        });
        return { ok: true, id: map.id, version, warnings: parsed.warnings };
      } catch (e) {
        // Two publishes of one id raced for the same version: try the next one.
        if (attempt < 3 && /duplicate key|unique/i.test(String((e as Error).message))) continue;
        throw e;
      }
    }
  }

  private async boardFor(mapId: string, version: number): Promise<{ map: BoardMap; board: Board }> {
    const key = `${mapId}@${version}`;
    const hit = this.boards.get(key);
    if (hit) return hit;
    const { map } = await this.getMap(mapId, version);
    const entry = { map, board: compileBoard(map) };
    this.boards.set(key, entry);
    return entry;
  }

  // ----------------------------------------------------------------- rules

  async listRules(): Promise<RulesSummary[]> {
    const rows = await this.db
      .select({ id: ruleSets.id, name: ruleSets.name, publishedAt: ruleSets.publishedAt })
      .from(ruleSets)
      .orderBy(desc(ruleSets.publishedAt));
    return [
      ...PRESET_NAMES.map((id) => ({ id, name: id, preset: true, publishedAt: null })),
      ...rows.map((r) => ({ id: r.id, name: r.name, preset: false, publishedAt: iso(r.publishedAt) })),
    ];
  }

  async getRules(id: string): Promise<StoredRules> {
    if ((PRESET_NAMES as string[]).includes(id)) {
      const r = parseRules(id);
      if (!r.ok) throw new PlayError("BAD_REQUEST", `Preset ${id} does not parse`);
      return { id, name: id, preset: true, publishedAt: null, rules: r.rules };
    }
    const rows = await this.db.select().from(ruleSets).where(eq(ruleSets.id, id)).limit(1);
    const r = rows[0];
    if (!r)
      throw new PlayError(
        "NOT_FOUND",
        `There is no rule set "${id}". Use a preset (${PRESET_NAMES.join(", ")}) or an id from rules.list.`,
      );
    return {
      id: r.id,
      name: r.name,
      preset: false,
      publishedAt: iso(r.publishedAt),
      rules: r.rules as RuleSet,
    };
  }

  async publishRules(name: string, input: unknown): Promise<PublishRulesResult> {
    let value = input;
    if (typeof input === "string") {
      if (input.length > 200_000)
        return { ok: false, issues: [{ path: "", message: "the rule set is larger than 200 kB" }] };
      try {
        value = JSON.parse(input);
      } catch (e) {
        return { ok: false, issues: [{ path: "", message: `not JSON: ${(e as Error).message}` }] };
      }
    }
    const parsed = parseRules(value);
    if (!parsed.ok) return { ok: false, issues: parsed.issues };
    const id = `r-${newId()}`;
    await this.db.insert(ruleSets).values({ id, name, rules: parsed.rules });
    return { ok: true, id };
  }

  // ----------------------------------------------------------------- games

  /** Create a game; the human seats' tokens are in the answer and nowhere else. */
  async createGame(raw: CreateGameInput): Promise<CreatedGame> {
    const input = CreateGameSchema.parse(raw);
    const { map, board } = await this.boardForLatest(input.mapId, input.mapVersion);
    const rules = await this.getRules(input.rules);
    const seed = input.seed ?? randomInt(0, 0xffffffff);
    const seats = input.seats.map((s, i) => ({
      kind: s.kind,
      name: s.name ?? (s.kind === "human" ? `Player ${i + 1}` : BOT_NAMES[s.kind]),
      token: s.kind === "human" ? newToken() : undefined,
    }));
    // Two bots of one kind get told apart.
    const counts = new Map<string, number>();
    for (const s of seats) counts.set(s.name, (counts.get(s.name) ?? 0) + 1);
    const seen = new Map<string, number>();
    for (const s of seats)
      if ((counts.get(s.name) ?? 0) > 1) {
        const k = (seen.get(s.name) ?? 0) + 1;
        seen.set(s.name, k);
        s.name = `${s.name} ${k}`;
      }
    let state: GameState;
    try {
      state = createGame({
        board,
        rules: rules.rules,
        seats: seats.length,
        seed,
        seatNames: seats.map((s) => s.name),
        rulesVersion: RULES_VERSION,
      });
    } catch (e) {
      if (e instanceof GameOptionsError)
        throw new PlayError("BAD_REQUEST", e.message, {
          issues: e.issues.map((i) => ({ path: i.path, message: i.message })),
        });
      throw e;
    }
    const id = newId();
    const stored: StoredSeat[] = seats.map((s) => ({
      name: s.name,
      kind: s.kind,
      tokenHash: s.token ? hashToken(s.token) : null,
    }));
    await this.db.insert(games).values({
      id,
      rulesVersion: RULES_VERSION,
      mapId: input.mapId,
      mapVersion: await this.versionOf(input.mapId, input.mapVersion),
      rulesName: rules.id,
      rules: rules.rules,
      seed: String(seed),
      seats: stored,
      version: 0,
      phase: state.phase,
      snapshot: serialize(state),
    });
    void map;
    this.scheduleBot(id);
    return {
      gameId: id,
      seats: seats.map((s, seat) => ({
        seat,
        name: s.name,
        kind: s.kind,
        ...(s.token ? { token: s.token } : {}),
      })),
    };
  }

  private async versionOf(mapId: string, version?: number): Promise<number> {
    return version ?? (await this.getMap(mapId)).version;
  }

  private async boardForLatest(mapId: string, version?: number) {
    return this.boardFor(mapId, await this.versionOf(mapId, version));
  }

  /**
   * The engine's hash of a game's full state, for the server's own tests and operators. Never
   * routed: a hash of the full state would let a player test guesses about hidden facts.
   */
  async internalStateHash(gameId: string): Promise<string> {
    return hashState((await this.load(gameId)).state);
  }

  /** The game as `token`'s seat sees it (a spectator without a token). */
  async snapshot(gameId: string, token?: string): Promise<GameSnapshot> {
    const g = await this.load(gameId);
    return this.snapshotFor(g, token === undefined ? null : this.seatOf(g, token));
  }

  /**
   * Apply `action` for `token`'s seat if the game is still at `version`. Runs in a transaction with
   * the version compared in the database, so of two racing clicks exactly one applies.
   */
  async act(gameId: string, token: string, version: number, action: Action): Promise<GameSnapshot> {
    const g = await this.load(gameId);
    const seat = this.seatOf(g, token);
    const next = await this.actAs(gameId, seat, version, action);
    return this.snapshotFor(next, seat);
  }

  private async actAs(gameId: string, seat: number, version: number, action: Action): Promise<LoadedGame> {
    return this.withLock(gameId, async () => {
      try {
        return await this.actOnce(gameId, seat, version, action);
      } catch (e) {
        if (!(e instanceof StaleCache)) throw e;
        // Another server process moved the game on: reload it (outside the transaction) and retry.
        await this.reload(e.game);
        return this.actOnce(gameId, seat, version, action);
      }
    });
  }

  private async actOnce(gameId: string, seat: number, version: number, action: Action): Promise<LoadedGame> {
    {
      if (this.closed) throw new PlayError("CONFLICT", "The server is shutting down; try again in a moment.");
      const g = await this.load(gameId);
      const result = await this.db.transaction(async (tx) => {
        const rows = await tx
          .select({ version: games.version, snapshot: games.snapshot })
          .from(games)
          .where(eq(games.id, gameId))
          .for("update");
        const row = rows[0];
        if (!row) throw new PlayError("NOT_FOUND", `There is no game "${gameId}".`);
        if (row.version !== version)
          throw new PlayError(
            "CONFLICT",
            `Out of date: the game is at move ${row.version} and your action was for move ${version}. The table has been refreshed; try again.`,
          );
        if (row.version !== g.version) throw new StaleCache(g);
        const r = applyActionAs(g.state, seat, action);
        if (!r.ok)
          throw new PlayError(
            r.error.code === "notYourTurn" ? "FORBIDDEN" : "BAD_REQUEST",
            r.error.rule ? `${r.error.message} (${r.error.rule})` : r.error.message,
            {
              rule: r.error.rule,
              ruleCode: r.error.code,
            },
          );
        const now = new Date();
        const updated = await tx
          .update(games)
          .set({ version: version + 1, phase: r.state.phase, snapshot: serialize(r.state), updatedAt: now })
          .where(and(eq(games.id, gameId), eq(games.version, version)))
          .returning({ version: games.version });
        if (updated.length !== 1)
          throw new PlayError("CONFLICT", "Out of date: someone else moved first. Try again.");
        await tx.insert(gameActions).values({ gameId, version: version + 1, seat, action, events: r.events });
        return { state: r.state, events: r.events, now };
      });
      g.state = result.state;
      g.version = version + 1;
      g.events[version] = { seat, events: result.events };
      g.events.length = version + 1;
      g.updatedAt = result.now;
      this.emitter.emit(`change:${gameId}`, g.version);
      this.scheduleBot(gameId);
      return g;
    }
  }

  /** Games the tokens sit in (any phase) and the most recent unfinished games. */
  async listGames(tokens: string[] = []): Promise<GameSummary[]> {
    const hashes = new Set(tokens.map(hashToken));
    const mine =
      hashes.size === 0
        ? []
        : await this.db
            .select({ id: games.id })
            .from(games)
            .where(
              sql`exists (select 1 from jsonb_array_elements(${games.seats}) s where s->>'tokenHash' in (${sql.join(
                [...hashes].map((h) => sql`${h}`),
                sql`, `,
              )}))`,
            );
    const open = await this.db
      .select({ id: games.id })
      .from(games)
      .where(ne(games.phase, "over"))
      .orderBy(desc(games.updatedAt))
      .limit(30);
    const ids = [...new Set([...mine.map((r) => r.id), ...open.map((r) => r.id)])];
    const out: GameSummary[] = [];
    for (const id of ids) {
      const g = await this.load(id);
      const { map } = await this.boardFor(g.mapId, g.mapVersion);
      out.push({
        gameId: g.id,
        map: { id: g.mapId, version: g.mapVersion, name: map.name },
        rules: g.rulesName,
        seats: this.seatInfo(g),
        phase: g.state.phase,
        turn: g.state.turn,
        active: g.state.active,
        version: g.version,
        yourSeats: g.seats.flatMap((s, i) => (s.tokenHash && hashes.has(s.tokenHash) ? [i] : [])),
        createdAt: iso(g.createdAt),
        updatedAt: iso(g.updatedAt),
      });
    }
    out.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return out;
  }

  /** A new game with the same map, rules and seats; the caller gets its new seat's token. */
  async rematch(gameId: string, token: string): Promise<{ gameId: string; token: string }> {
    const g = await this.load(gameId);
    const seat = this.seatOf(g, token);
    if (g.state.phase !== "over")
      throw new PlayError("BAD_REQUEST", "A rematch can start once this game is over.");
    const newGameId = await this.withLock(`rematch:${gameId}`, async () => {
      const rows = await this.db
        .select({ rematchId: games.rematchId })
        .from(games)
        .where(eq(games.id, gameId));
      const existing = rows[0]?.rematchId;
      if (existing) return existing;
      const rules = await this.getRules(g.rulesName).catch(() => null);
      const { board } = await this.boardFor(g.mapId, g.mapVersion);
      const seed = randomInt(0, 0xffffffff);
      const stored = g.seats.map((s) => ({ ...s }));
      const state = createGame({
        board,
        rules: rules?.rules ?? g.state.rules,
        seats: stored.length,
        seed,
        seatNames: stored.map((s) => s.name),
      });
      const id = newId();
      // Human seats get hashes of tokens derived from their old tokens (see rematchToken); the
      // old hashes cannot be turned into new ones, so each player claims theirs with their token.
      for (const s of stored) s.tokenHash = s.kind === "human" ? "unclaimed" : null;
      await this.db.transaction(async (tx) => {
        await tx.insert(games).values({
          id,
          rulesVersion: RULES_VERSION,
          mapId: g.mapId,
          mapVersion: g.mapVersion,
          rulesName: g.rulesName,
          rules: rules?.rules ?? g.state.rules,
          seed: String(seed),
          seats: stored,
          version: 0,
          phase: state.phase,
          snapshot: serialize(state),
        });
        await tx.update(games).set({ rematchId: id }).where(eq(games.id, gameId));
      });
      g.rematchId = id;
      this.emitter.emit(`change:${gameId}`, g.version);
      return id;
    });
    const fresh = rematchToken(token);
    await this.withLock(newGameId, async () => {
      const ng = await this.load(newGameId);
      const s = ng.seats[seat];
      if (s && s.kind === "human" && s.tokenHash !== hashToken(fresh)) {
        s.tokenHash = hashToken(fresh);
        await this.db.update(games).set({ seats: ng.seats }).where(eq(games.id, newGameId));
      }
    });
    this.scheduleBot(newGameId);
    return { gameId: newGameId, token: fresh };
  }

  /** Give a human seat to a bot (its person left). Only seated humans may ask. */
  async handOver(
    gameId: string,
    token: string,
    seat: number,
    bot: Exclude<SeatKind, "human">,
  ): Promise<GameSnapshot> {
    const g = await this.load(gameId);
    const me = this.seatOf(g, token);
    const target = g.seats[seat];
    if (!target) throw new PlayError("BAD_REQUEST", `This game has no seat ${seat + 1}.`);
    if (target.kind !== "human") throw new PlayError("BAD_REQUEST", `${target.name} is already a bot.`);
    if (g.state.phase === "over") throw new PlayError("BAD_REQUEST", "The game is over.");
    if (seat !== me && (this.presence.get(`${gameId}:${seat}`) ?? 0) > 0)
      throw new PlayError(
        "CONFLICT",
        `${target.name} is still at the table; a seat can be handed to a bot once its player has left.`,
      );
    await this.withLock(gameId, async () => {
      const seats = g.seats.map((s, i) =>
        i === seat ? { name: `${s.name} (${BOT_NAMES[bot]})`, kind: bot, tokenHash: null } : s,
      );
      await this.db.update(games).set({ seats, updatedAt: new Date() }).where(eq(games.id, gameId));
      g.seats = seats;
    });
    this.emitter.emit(`change:${gameId}`, g.version);
    this.scheduleBot(gameId);
    return this.snapshotFor(g, seat === me ? null : me);
  }

  /**
   * Follow a game: yields the version each time it changes, starting with the current one when it
   * is newer than `after`. Marks the viewer's seat present while iterating.
   */
  async *changes(
    gameId: string,
    viewer: number | null,
    after: number,
    signal?: AbortSignal,
  ): AsyncGenerator<number> {
    const key = viewer === null ? null : `${gameId}:${viewer}`;
    // Presence changes are news for the other seats (who is away, who may be handed to a bot).
    const setPresence = (delta: number) => {
      if (!key) return;
      const before = this.presence.get(key) ?? 0;
      const after = Math.max(0, before + delta);
      this.presence.set(key, after);
      if ((before === 0) !== (after === 0) && !this.closed) this.emitter.emit(`change:${gameId}`, -1);
    };
    setPresence(1);
    const queue: number[] = [];
    let wake: (() => void) | null = null;
    const onChange = (v: number) => {
      queue.push(v);
      wake?.();
    };
    const onClose = () => wake?.();
    this.emitter.on(`change:${gameId}`, onChange);
    this.emitter.on("closed", onClose);
    const onAbort = () => wake?.();
    signal?.addEventListener("abort", onAbort);
    try {
      const g = await this.load(gameId);
      let last = after;
      if (g.version > last || after < 0) {
        last = g.version;
        yield g.version;
      }
      while (!this.closed && !signal?.aborted) {
        if (queue.length === 0) {
          await new Promise<void>((r) => {
            wake = r;
          });
          wake = null;
          continue;
        }
        queue.length = 0;
        // Handovers and rematches notify without a new version: always send them.
        const current = this.cache.get(gameId)?.version ?? last;
        last = current;
        yield current;
      }
    } finally {
      this.emitter.off(`change:${gameId}`, onChange);
      this.emitter.off("closed", onClose);
      signal?.removeEventListener("abort", onAbort);
      setPresence(-1);
    }
  }

  /** The seat of a token in a game, or a FORBIDDEN error that says what to do. */
  seatOf(g: { id: string; seats: StoredSeat[] }, token: string): number {
    const h = hashToken(token);
    const seat = g.seats.findIndex((s) => s.tokenHash === h);
    if (seat < 0)
      throw new PlayError(
        "FORBIDDEN",
        `This seat link does not belong to game ${g.id}. Open the link you were given for this game, or watch as a spectator.`,
      );
    return seat;
  }

  /** Resolve a viewer for a subscription. */
  async viewerOf(gameId: string, token?: string): Promise<number | null> {
    const g = await this.load(gameId);
    return token === undefined ? null : this.seatOf(g, token);
  }

  async snapshotAt(gameId: string, viewer: number | null): Promise<GameSnapshot> {
    return this.snapshotFor(await this.load(gameId), viewer);
  }

  private seatInfo(g: LoadedGame): SeatInfo[] {
    return g.seats.map((s, seat) => ({
      seat,
      name: s.name,
      kind: s.kind,
      connected: s.kind !== "human" || (this.presence.get(`${g.id}:${seat}`) ?? 0) > 0,
    }));
  }

  /** Everything `viewer` may know — built only from `viewFor` and `eventsFor`. */
  private snapshotFor(g: LoadedGame, viewer: number | null): GameSnapshot {
    const s = g.state;
    const over = s.phase === "over";
    const who = viewer ?? "spectator";
    const mine = viewer !== null && viewer === s.active && !over;
    const legal = mine ? legalActions(s) : [];
    const log: LogLine[] = [];
    g.events.forEach((entry, i) => {
      if (!entry) return;
      for (const e of eventsFor(entry.events, who, over)) {
        const text = describeEvent(s, e);
        if (text) log.push({ version: i + 1, seat: "seat" in e ? (e.seat as number) : null, text });
      }
    });
    return {
      gameId: g.id,
      version: g.version,
      seat: viewer,
      map: { id: g.mapId, version: g.mapVersion },
      rules: g.rulesName,
      seats: this.seatInfo(g),
      view: viewFor(s, who),
      legal,
      fire: mine && s.phase === "spread" ? fireOptions(s) : null,
      log,
      score: over ? score(s) : null,
      rematchId: g.rematchId,
      createdAt: iso(g.createdAt),
      updatedAt: iso(g.updatedAt),
    };
  }

  // ------------------------------------------------------------- loading

  private async load(gameId: string): Promise<LoadedGame> {
    const hit = this.cache.get(gameId);
    if (hit) return hit;
    let p = this.loading.get(gameId);
    if (!p) {
      p = this.fetch(gameId).finally(() => this.loading.delete(gameId));
      this.loading.set(gameId, p);
    }
    const g = await p;
    this.cache.set(gameId, g);
    return g;
  }

  private async fetch(gameId: string): Promise<LoadedGame> {
    const rows = await this.db.select().from(games).where(eq(games.id, gameId)).limit(1);
    const row = rows[0];
    if (!row)
      throw new PlayError("NOT_FOUND", `There is no game "${gameId}". Check the link, or start a new game.`);
    const { map, board } = await this.boardFor(row.mapId, row.mapVersion);
    const acts = await this.db
      .select({
        version: gameActions.version,
        seat: gameActions.seat,
        action: gameActions.action,
        events: gameActions.events,
      })
      .from(gameActions)
      .where(eq(gameActions.gameId, gameId))
      .orderBy(asc(gameActions.version));
    const g: LoadedGame = {
      id: row.id,
      mapId: row.mapId,
      mapVersion: row.mapVersion,
      map,
      rulesName: row.rulesName,
      seed: Number(row.seed),
      seats: row.seats,
      version: row.version,
      state: undefined as unknown as GameState,
      events: acts.map((a) => ({ seat: a.seat, events: a.events as GameEvent[] })),
      rematchId: row.rematchId,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
    const restored = parseState({ ...(row.snapshot as object), board });
    if (restored.ok) g.state = { ...restored.state, board };
    else {
      // A damaged snapshot: the action log is the truth, replay it.
      this.log(
        `game ${gameId}: snapshot unreadable (${restored.issues[0]?.message}); replaying ${acts.length} actions`,
      );
      const r = replay({
        board,
        rules: row.rules as RuleSet,
        seats: row.seats.length,
        seed: g.seed,
        seatNames: row.seats.map((s) => s.name),
        rulesVersion: row.rulesVersion,
        actions: acts.map((a) => a.action),
      });
      if (!r.ok) throw new Error(`game ${gameId}: the action log does not replay at action ${r.index + 1}`);
      g.state = r.state;
    }
    return g;
  }

  /** Reload a cached game whose database row moved on (another server process acted). */
  private async reload(g: LoadedGame): Promise<GameState> {
    this.cache.delete(g.id);
    const fresh = await this.fetch(g.id);
    Object.assign(g, fresh);
    this.cache.set(g.id, g);
    return g.state;
  }

  private async withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.locks.get(key) ?? Promise.resolve();
    const run = prev.then(fn, fn);
    const tail = run.catch(() => {});
    this.locks.set(key, tail);
    try {
      return await run;
    } finally {
      if (this.locks.get(key) === tail) this.locks.delete(key);
    }
  }

  // ------------------------------------------------------------------ bots

  private async resumeBots(): Promise<void> {
    if (!this.runBots) return;
    const rows = await this.db.select({ id: games.id }).from(games).where(ne(games.phase, "over"));
    for (const r of rows) this.scheduleBot(r.id);
  }

  /** If a bot is to move in `gameId`, let it move after the visible delay (off the request path). */
  private scheduleBot(gameId: string): void {
    if (!this.runBots || this.closed || this.botTimers.has(gameId) || this.botRunning.has(gameId)) return;
    const timer = setTimeout(() => {
      this.botTimers.delete(gameId);
      void this.botTurn(gameId);
    }, this.botDelayMs);
    timer.unref?.();
    this.botTimers.set(gameId, timer);
  }

  private async botTurn(gameId: string): Promise<void> {
    if (this.closed) return;
    this.botRunning.add(gameId);
    let again = false;
    try {
      const g = await this.load(gameId);
      const s = g.state;
      if (s.phase === "over") return;
      const seat = s.active;
      const kind = g.seats[seat]?.kind;
      if (!kind || kind === "human") return;
      const version = g.version;
      const seed = (g.seed ^ Math.imul(version + 1, 0x9e3779b1)) >>> 0;
      let action: Action;
      if (kind === "search") {
        this.search ??= new SearchWorker({ registry: "@pudding/games" });
        action = (
          await this.search.decide(GREAT_FIRE_1666, g.map, s, seat, { seed, budgetMs: this.searchBudgetMs })
        ).action as Action;
      } else action = botsFor(GREAT_FIRE_1666)[kind]?.decide(s, seat, { seed }) as Action;
      if (this.closed) return;
      await this.actAs(gameId, seat, version, action);
    } catch (e) {
      if (e instanceof PlayError && e.code === "CONFLICT") again = true;
      else if (!this.closed) this.log(`game ${gameId}: bot move failed: ${(e as Error).message}`);
    } finally {
      this.botRunning.delete(gameId);
    }
    if (again || !this.closed) this.scheduleBot(gameId);
  }

  /** Resolves once no bot is to move in `gameId` (for tests and scripts). */
  async botsSettled(gameId: string, timeoutMs = 30_000): Promise<void> {
    const start = Date.now();
    for (;;) {
      const g = await this.load(gameId);
      const kind = g.seats[g.state.active]?.kind;
      if (
        (g.state.phase === "over" || kind === "human") &&
        !this.botRunning.has(gameId) &&
        !this.botTimers.has(gameId)
      )
        return;
      if (Date.now() - start > timeoutMs)
        throw new Error(`bots still moving in ${gameId} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** Thrown inside an `act` transaction when the cached game is behind the database. */
class StaleCache extends Error {
  constructor(readonly game: LoadedGame) {
    super("stale cache");
  }
}

/** The state as stored: everything but the compiled board (rebuilt from the map on load). */
function serialize(state: GameState): Omit<GameState, "board"> {
  const { board: _board, ...rest } = state;
  return rest;
}

export { PRESETS };
