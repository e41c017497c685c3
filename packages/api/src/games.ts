/**
 * Games: creating them, loading them (snapshot + the actions after it), keeping each loaded game in
 * step with the database, and applying actions exactly once — even with several server processes
 * on one PostgreSQL: an action is written by one conditional statement (`UPDATE … WHERE version =
 * v`, the action row, the bot job and the NOTIFY together), so of racing submits exactly one
 * applies, and the snapshot returned is built from the very state that was stored.
 */
import { randomBytes, randomInt } from "node:crypto";
import { type AnyGameModule, type Locale, type Status, secretSeedOf } from "@pudding/engine";
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { ActionWriter } from "./action-writer.js";
import type { GameCatalog } from "./catalog.js";
import type {
  CreatedGame,
  CreateGameInput,
  Explanation,
  GameExport,
  GameSnapshot,
  GameSummary,
} from "./contract.js";
import { CreateGameInput as CreateGameSchema } from "./contract.js";
import type { Db } from "./db/open.js";
import { rowsOf } from "./db/open.js";
import {
  actingBot,
  gameActions,
  games,
  maps,
  type StandInSpan,
  type StoredSeat,
  seatTokens,
} from "./db/schema.js";
import { ACTION_LIMITS, checkDocument } from "./documents.js";
import { PlayError } from "./errors.js";
import { hashToken, iso, newGameId, newToken, rematchToken } from "./ids.js";
import type { MapStore } from "./maps.js";
import type { RuleStore } from "./rules.js";
import {
  commitmentOf,
  type LoadedGame,
  newViewerCache,
  noPresence,
  type Presence,
  replaySnapshot,
  seatInfo,
  snapshotOf,
} from "./snapshot.js";
import { foldActions, isUndo, UNDO_ACTION, UNDO_DEPTH, type UndoEntry, undoRefusal } from "./undo.js";
import {
  clockNotYoursText,
  gameOverText,
  notJoinedText,
  notYourTurnText,
  outOfDateText,
  replaySeatText,
  ruleErrorText,
} from "./words.js";

/** A snapshot of the state is stored every this many actions (and at the end); the log covers the rest. */
export const SNAPSHOT_EVERY = 20;

/** What the game service needs from its host. */
export interface GameServiceOptions {
  db: Db;
  kind: "pglite" | "postgres";
  /** NOTIFY channel (PostgreSQL) and this instance's id (its own notifications are skipped). */
  channel: string;
  instanceId: string;
  catalog: GameCatalog;
  maps: MapStore;
  rules: RuleStore;
  /** Pause before a bot moves (ms): written into the bot job's due time. */
  botDelayMs: number;
  /** Called after every change made here (the live feed wakes subscribers, the bot runner looks). */
  /** `botDelayMs`: the game's own bot pause, when it has one. */
  changed(gameId: string, revision: number, botDue: boolean, botDelayMs?: number | null): void;
  /** Games that must stay in memory (live streams, running bots). */
  inUse?(gameId: string): boolean;
  /** Most games kept in memory (default 2000). */
  maxCachedGames?: number;
  /** How long a seat must be empty before another player may hand it to a bot (default 60 s). */
  handOverGraceMs?: number;
  /**
   * Tests only: accept a client's `seed` for a game with a person seated (the api's own tests replay
   * known games). Off on every real server: issue 26 §1.
   */
  clientSeeds?: boolean;
  log(message: string): void;
}

/**
 * The seed of a new game (issue 26 §1). A game with a person seated draws 256 bits from the
 * operating system's CSPRNG, played through ChaCha20: no one can predict its cards, and the seed
 * stays on the server until the game ends. A bot-only game keeps the fast 32-bit xoroshiro128+ seed
 * (its own or a chosen one).
 */
export function seedFor(
  kinds: readonly string[],
  chosen: number | undefined,
  clientSeeds = false,
): number | string {
  const person = kinds.includes("human");
  if (person && chosen !== undefined && !clientSeeds)
    throw new PlayError(
      "BAD_REQUEST",
      "Invalid input: seed: a game with a person seated draws its own secret seed, so that nobody can work out the cards, colours or rolls in advance; leave seed out (a seed may be chosen only when every seat is a bot). The seed is revealed when the game ends, to check against the commitment shown at the start.",
      { issues: [{ path: "seed", message: "not allowed with a person seated" }] },
    );
  if (chosen !== undefined) return chosen;
  return person ? secretSeedOf(randomBytes(32)) : randomInt(0, 0xffffffff);
}

/** A row of `games` as selected. */
type GameRow = typeof games.$inferSelect;

export class GameService {
  private readonly cache = new Map<string, LoadedGame>();
  private readonly loading = new Map<string, Promise<LoadedGame>>();
  private readonly locks = new Map<string, Promise<unknown>>();
  /** States of recently replayed finished games (step-through replay). */
  private readonly replays = new Map<string, unknown[]>();
  closed = false;
  private readonly writer: ActionWriter;

  constructor(private readonly o: GameServiceOptions) {
    this.writer = new ActionWriter(o.db, {
      botDelayMs: o.botDelayMs,
      notify: o.kind === "postgres" ? { channel: o.channel, instanceId: o.instanceId } : null,
    });
  }

  // ---------------------------------------------------------------- create

  /** Creates a game; the human seats' tokens are in the answer and nowhere else. */
  async create(raw: CreateGameInput): Promise<CreatedGame> {
    const input = CreateGameSchema.parse(raw);
    const module = this.o.catalog.module(input.game);
    const n = input.seats.length;
    if (n < module.seats.min || n > module.seats.max)
      throw new PlayError(
        "BAD_REQUEST",
        `Invalid input: seats: ${module.title} is played by ${module.seats.min} to ${module.seats.max} seats; ${n} ${n === 1 ? "was" : "were"} given.`,
        { issues: [{ path: "seats", message: `${module.seats.min} to ${module.seats.max} seats` }] },
      );
    const bots = this.o.catalog.botsOf(module);
    input.seats.forEach((s, i) => {
      if (s.kind !== "human" && !bots.has(s.kind))
        throw new PlayError(
          "BAD_REQUEST",
          `Invalid input: seats.${i}.kind: "${s.kind}" is not a bot of ${module.title}; choose "human" or one of ${[...bots.keys()].join(", ")}.`,
          { issues: [{ path: `seats.${i}.kind`, message: "unknown bot" }] },
        );
    });
    const mapId = input.mapId ?? module.map.info(module.map.defaultFor(n)).id;
    const mapVersion = input.mapVersion ?? (await this.o.maps.currentVersion(mapId));
    const map = await this.o.maps.playableMap(mapId, mapVersion);
    if (map.game !== module.id)
      throw new PlayError(
        "BAD_REQUEST",
        `Invalid input: mapId: map "${mapId}" is for "${map.game}", not for ${module.title}; maps.list({ game: "${module.id}" }) shows its maps.`,
      );
    const fits = module.map.info(map.map).seats;
    if (n < fits.min || n > fits.max)
      throw new PlayError(
        "BAD_REQUEST",
        `Invalid input: mapId: map "${mapId}" is for ${fits.min} to ${fits.max} seats; this game has ${n}. Choose another map or leave mapId out.`,
      );
    const seed = seedFor(
      input.seats.map((s) => s.kind),
      input.seed,
      this.o.clientSeeds,
    );
    const rules = await this.o.rules.get(input.rules ?? module.rules.defaultPreset, module);
    const seats = input.seats.map((s, i) => ({
      kind: s.kind,
      name: s.name ?? (s.kind === "human" ? `Player ${i + 1}` : (bots.get(s.kind)?.label ?? s.kind)),
      token: s.kind === "human" ? newToken() : undefined,
    }));
    numberDuplicates(seats);
    const created = module.setup({
      map: map.map,
      rules: rules.rules,
      seats: n,
      seed,
      names: seats.map((s) => s.name),
      rulesVersion: module.rulesVersion,
    });
    if (!created.ok)
      throw new PlayError(
        "BAD_REQUEST",
        `The game cannot start: ${created.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`,
        { issues: created.issues.map((i) => ({ path: i.path, message: i.message })) },
      );
    const state = created.value;
    const status = module.status(state);
    const id = newGameId();
    const stored: StoredSeat[] = seats.map((s) => ({
      name: s.name,
      kind: s.kind,
      tokenHash: s.token ? hashToken(s.token) : null,
    }));
    const botDue = botToAct(stored, status);
    const turnSeconds = input.turnSeconds ?? null;
    const botDelayMs = input.botDelayMs ?? null;
    await this.o.db.execute(
      this.insertGameSql({
        id,
        turnSeconds,
        botDelayMs,
        deadline: deadlineFor(turnSeconds, stored, null, status, null),
        game: module.id,
        rulesVersion: module.rulesVersion,
        mapId,
        mapVersion,
        rulesName: rules.id,
        rules: rules.rules,
        seed: String(seed),
        seats: stored,
        status,
        listed: input.public ?? false,
        snapshot: module.codec.save(state),
        botDue,
      }),
    );
    this.o.changed(id, 0, botDue, botDelayMs);
    return {
      gameId: id,
      game: module.id,
      seats: seats.map((s, seat) => ({
        seat,
        name: s.name,
        kind: s.kind,
        ...(s.token ? { token: s.token } : {}),
      })),
    };
  }

  // ------------------------------------------------------------------ reads

  /** The game as `token`'s seat sees it (a spectator without a token). */
  async snapshot(gameId: string, token?: string, locale: Locale = "en"): Promise<GameSnapshot> {
    const g = await this.fresh(gameId);
    return snapshotOf(g, token === undefined ? null : this.seatOf(g, token), locale);
  }

  /**
   * A finished game as `token`'s seat (a spectator without one) saw it after `version` actions: the
   * step-through replay, replayed from the setup and the action log (the last few kept per game).
   */
  async replay(
    gameId: string,
    token: string | undefined,
    version: number,
    locale: Locale = "en",
    as?: number,
  ): Promise<GameSnapshot> {
    const g = await this.fresh(gameId);
    const own = token === undefined ? null : this.seatOf(g, token);
    if (as !== undefined && as >= g.seats.length)
      throw new PlayError("BAD_REQUEST", replaySeatText(as, g.seats.length, locale));
    // Over, every secret is open (issue 30 §3.7): any seat's view may be replayed.
    const viewer = as ?? own;
    if (!g.status.over)
      throw new PlayError(
        "BAD_REQUEST",
        "A replay opens once the game is over; until then the log shows what has happened.",
      );
    if (version > g.version)
      throw new PlayError(
        "BAD_REQUEST",
        `Invalid input: version: this game ended after ${g.version} actions; choose 0 to ${g.version}.`,
      );
    const states = await this.replayStates(g);
    return replaySnapshot(g, viewer, states[version], version, locale);
  }

  /**
   * A finished game as a file `pudding verify` checks (issue 26 §1): its seed (revealed now that it
   * is over), the commitment shown from its start, and every action not taken back with its events
   * and the hash after it. Before the end it is refused: the seed stays on the server.
   */
  async exportGame(gameId: string, token: string | undefined): Promise<GameExport> {
    const g = await this.fresh(gameId);
    if (token !== undefined) this.seatOf(g, token);
    if (!g.status.over)
      throw new PlayError(
        "BAD_REQUEST",
        "A game can be exported once it is over: its seed stays secret until then. The commitment on the table already pins it.",
      );
    const start = setupAgain(g);
    // Moves taken back revealed nothing (undo.ts), so the moves that stood replay to the same end.
    const kept: { seat: number; action: unknown; events: unknown[]; hash: string; before: unknown }[] = [];
    let s = start;
    for (const a of await this.actionsOf(g.id, 0, g.version)) {
      if (isUndo(a.action)) {
        const back = kept.pop();
        if (!back) throw new Error(`game ${g.id}: an undo reaches before the setup`);
        s = back.before;
        continue;
      }
      const r = g.module.apply(s, a.seat, a.action);
      if (!r.ok) throw new Error(`game ${g.id}: the action log does not replay at ${a.version}`);
      kept.push({
        seat: a.seat,
        action: a.action,
        events: r.events,
        hash: g.module.hash(r.state),
        before: s,
      });
      s = r.state;
    }
    return {
      format: 2,
      game: g.game,
      rulesVersion: g.rulesVersion,
      map: g.map.map,
      rules: g.rules,
      seats: g.seats.length,
      seatNames: g.seats.map((x) => x.name),
      seed: g.seed,
      actions: kept.map((k) => ({ seat: k.seat, action: k.action })),
      gameId: g.id,
      commitment: commitmentOf(g),
      events: kept.map((k) => k.events),
      hashes: kept.map((k) => k.hash),
      hash: g.module.hash(s),
    };
  }

  /** Every state of a finished game, from the setup on (kept for the most recently replayed games). */
  private async replayStates(g: LoadedGame): Promise<unknown[]> {
    const hit = this.replays.get(g.id);
    if (hit && hit.length === g.version + 1) {
      this.replays.delete(g.id);
      this.replays.set(g.id, hit);
      return hit;
    }
    const start = setupAgain(g);
    const states: unknown[] = [start];
    const end = foldActions(g.module, start, await this.actionsOf(g.id, 0, g.version), (_v, st) => {
      states.push(st);
    });
    if (end === null) throw new Error(`game ${g.id}: the action log does not replay`);
    this.replays.set(g.id, states);
    while (this.replays.size > 8) this.replays.delete(this.replays.keys().next().value as string);
    return states;
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

  /** The engine's hash of a game's full state (tests and operators; never routed). */
  async internalStateHash(gameId: string): Promise<string> {
    const g = await this.fresh(gameId);
    return g.module.hash(g.state);
  }

  /** Games the tokens sit in (any phase), then the public unfinished games. Never others' private games. */
  async list(tokens: string[], game?: string): Promise<GameSummary[]> {
    if (game !== undefined) this.o.catalog.module(game);
    const hashes = [...new Set(tokens.map(hashToken))];
    const mine = hashes.length
      ? await this.o.db
          .select({ gameId: seatTokens.gameId, seat: seatTokens.seat })
          .from(seatTokens)
          .where(inArray(seatTokens.tokenHash, hashes))
      : [];
    const yours = new Map<string, number[]>();
    for (const r of mine) yours.set(r.gameId, [...(yours.get(r.gameId) ?? []), r.seat]);
    const open = await this.o.db
      .select({ id: games.id })
      .from(games)
      .where(
        and(
          eq(games.listed, true),
          eq(games.over, false),
          game === undefined ? undefined : eq(games.game, game),
        ),
      )
      .orderBy(desc(games.updatedAt))
      .limit(30);
    const ids = [...new Set([...yours.keys(), ...open.map((r) => r.id)])];
    if (ids.length === 0) return [];
    const rows = await this.o.db
      .select({
        id: games.id,
        game: games.game,
        mapId: games.mapId,
        mapVersion: games.mapVersion,
        mapName: maps.name,
        rulesName: games.rulesName,
        seats: games.seats,
        status: games.status,
        version: games.version,
        listed: games.listed,
        createdAt: games.createdAt,
        updatedAt: games.updatedAt,
      })
      .from(games)
      .leftJoin(maps, and(eq(maps.id, games.mapId), eq(maps.version, games.mapVersion)))
      .where(inArray(games.id, ids));
    const present = await this.presence(ids);
    const out: GameSummary[] = [];
    for (const r of rows) {
      if (game !== undefined && r.game !== game) continue;
      if (!this.o.catalog.find(r.game)) continue;
      const status = r.status ?? (await this.fresh(r.id)).status;
      const yourSeats = (yours.get(r.id) ?? []).sort((a, b) => a - b);
      out.push({
        gameId: r.id,
        game: r.game,
        map: { id: r.mapId, version: r.mapVersion, name: r.mapName ?? r.mapId },
        rules: r.rulesName,
        seats: seatInfo(r.seats, present.get(r.id) ?? noPresence(), r.createdAt, this.graceMs),
        status,
        version: r.version,
        yourSeats,
        yourTurn: !status.over && yourSeats.some((s) => status.toAct.includes(s)),
        public: r.listed,
        createdAt: iso(r.createdAt),
        updatedAt: iso(r.updatedAt),
      });
    }
    out.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return out;
  }

  // -------------------------------------------------------------------- act

  /**
   * Applies `action` for `token`'s seat if the game is still at `version`. Of two racing submits —
   * in one process or in several — exactly one applies; the other gets CONFLICT and a refreshed
   * table.
   */
  async act(
    gameId: string,
    token: string,
    version: number,
    action: unknown,
    locale: Locale = "en",
  ): Promise<GameSnapshot> {
    const g0 = await this.load(gameId);
    const parsed = this.parseAction(g0.module, action);
    return this.withLock(gameId, async () => {
      const g = await this.load(gameId);
      if (g.version < version) await this.refresh(g);
      const seat = this.seatOf(g, token);
      const standIn = g.seats[seat]?.standIn;
      if (standIn)
        throw new PlayError(
          "CONFLICT",
          `${this.o.catalog.botsOf(g.module).get(standIn)?.label ?? "A bot"} is playing for you; take your seat back to play yourself.`,
        );
      await this.apply(g, seat, version, parsed, locale);
      return snapshotOf(g, seat, locale);
    });
  }

  /**
   * Takes back `token`'s latest move if the game is still at `version`, it is still that player's
   * turn and the move revealed nothing hidden or random (see undo.ts); stored as an undo row.
   */
  async undo(gameId: string, token: string, version: number, locale: Locale = "en"): Promise<GameSnapshot> {
    return this.withLock(gameId, async () => {
      const g = await this.load(gameId);
      if (g.version < version) await this.refresh(g);
      const seat = this.seatOf(g, token);
      if (this.closed)
        throw new PlayError("SERVICE_UNAVAILABLE", "The server is shutting down; try again in a moment.");
      if (version !== g.version) throw this.outOfDate(g.version, version, locale);
      const why = undoRefusal(g, seat, locale);
      if (why) throw new PlayError("BAD_REQUEST", why);
      const top = g.undo.at(-1) as (typeof g.undo)[number];
      const status = g.module.status(top.state);
      const botDue = botToAct(g.seats, status);
      const deadline = deadlineFor(g.turnSeconds, g.seats, g.status, status, g.deadline);
      const written = await this.writer.write({
        gameId,
        version,
        seat,
        status,
        deadline,
        botDelayMs: g.botDelayMs,
        // The state returned to is stored: a restore never has to reach back past an undo.
        snapshot: g.module.codec.save(top.state),
        action: UNDO_ACTION,
        events: [],
        botDue,
      });
      if (!written) {
        await this.refresh(g);
        throw this.outOfDate(g.version, version);
      }
      g.undo.pop();
      g.deadline = deadline;
      g.state = top.state;
      g.status = status;
      g.version = version + 1;
      g.revision = written.revision;
      g.events[version] = { seat, events: [], undo: true };
      g.events.length = version + 1;
      g.updatedAt = written.updatedAt;
      g.snapshotVersion = version + 1;
      this.o.changed(g.id, g.revision, botDue, g.botDelayMs);
      return snapshotOf(g, seat, locale);
    });
  }

  /** A bot's move for `seat` at `version` (the bot runner). */
  async actAsBot(gameId: string, seat: number, version: number, action: unknown): Promise<void> {
    await this.withLock(gameId, async () => {
      const g = await this.load(gameId);
      if (g.version < version) await this.refresh(g);
      if (actingBot(g.seats[seat]) === null)
        throw new PlayError("CONFLICT", "No bot plays that seat any more.");
      await this.apply(g, seat, version, action);
    });
  }

  /** The action checked at the door (a small JSON object), then by the module's schema. */
  private parseAction(module: AnyGameModule, action: unknown): unknown {
    if (action === null || typeof action !== "object" || Array.isArray(action))
      throw new PlayError(
        "BAD_REQUEST",
        `Invalid input: action: an action is a JSON object such as one of the snapshot's legal actions, not ${action === null ? "null" : Array.isArray(action) ? "an array" : `a ${typeof action}`}.`,
        { issues: [{ path: "action", message: "not an object" }] },
      );
    const doc = checkDocument(action, "action", ACTION_LIMITS);
    if (!doc.ok) {
      const i = doc.issues[0] as { path: string; message: string };
      throw new PlayError(
        doc.issues[0]?.message.includes("bytes") ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST",
        `Invalid input: ${i.path}: ${i.message}`,
        { issues: doc.issues.map((x) => ({ path: x.path, message: x.message })) },
      );
    }
    const r = module.action.safeParse(action);
    if (!r.success) {
      const issues = r.error.issues.map((i) => ({
        path: ["action", ...i.path.map(String)].join("."),
        message: i.message,
      }));
      throw new PlayError(
        "BAD_REQUEST",
        `Invalid input: ${issues.map((i) => `${i.path}: ${i.message}`).join("; ")} (the snapshot's legal list shows the actions ${module.title} accepts now).`,
        { issues },
      );
    }
    return r.data;
  }

  /**
   * The game's rules on `action` by `seat` now: the new state, or the refusal as a PlayError (the
   * game is over, not the seat's turn, or the module's rule error in `locale`). Changes nothing.
   */
  private ruled(g: LoadedGame, seat: number, action: unknown, locale: Locale) {
    const before = g.status;
    if (before.over) throw new PlayError("BAD_REQUEST", gameOverText(locale));
    if (!before.toAct.includes(seat)) {
      const names = before.toAct.map((s) => g.seats[s]?.name ?? `seat ${s + 1}`);
      throw new PlayError("FORBIDDEN", notYourTurnText(names, locale), { ruleCode: "notYourTurn" });
    }
    const r = g.module.apply(g.state, seat, action);
    if (!r.ok)
      throw new PlayError(
        r.error.code === "notYourTurn" ? "FORBIDDEN" : "BAD_REQUEST",
        ruleErrorText(g.module, r.error, locale),
        {
          rule: r.error.rule,
          ruleCode: r.error.code,
          ...(r.error.params ? { ruleParams: r.error.params } : {}),
        },
      );
    return r;
  }

  /**
   * Why the game would refuse `action` from `token`'s seat now, as data — the table asks this when a
   * player clicks what is not a legal move, so the rule is shown without a failed request (defect
   * 13: each illegal click logged a 400). Acts on nothing; says no more than `act`'s refusal would.
   */
  async explain(gameId: string, token: string, action: unknown, locale: Locale = "en"): Promise<Explanation> {
    const g = await this.load(gameId);
    const parsed = this.parseAction(g.module, action);
    const seat = this.seatOf(g, token);
    try {
      this.ruled(g, seat, parsed, locale);
      return { legal: true, version: g.version };
    } catch (e) {
      if (!(e instanceof PlayError)) throw e;
      return {
        legal: false,
        version: g.version,
        message: e.message,
        ...(e.details.rule ? { rule: e.details.rule } : {}),
        ...(e.details.ruleCode ? { code: e.details.ruleCode } : {}),
      };
    }
  }

  /** Inside the game's lock: check, apply with the module, store in one statement, update the cache. */
  private async apply(
    g: LoadedGame,
    seat: number,
    version: number,
    action: unknown,
    locale: Locale = "en",
  ): Promise<void> {
    if (this.closed)
      throw new PlayError("SERVICE_UNAVAILABLE", "The server is shutting down; try again in a moment.");
    if (version !== g.version) throw this.outOfDate(g.version, version, locale);
    const before = g.status;
    const r = this.ruled(g, seat, action, locale);
    const status = g.module.status(r.state);
    const next = version + 1;
    const snapshotNow = status.over || next - g.snapshotVersion >= SNAPSHOT_EVERY;
    const botDue = botToAct(g.seats, status);
    const deadline = deadlineFor(g.turnSeconds, g.seats, before, status, g.deadline);
    const entry: UndoEntry = { state: g.state, seat, action };
    const writing = this.writer.write({
      gameId: g.id,
      version,
      seat,
      status,
      snapshot: snapshotNow ? g.module.codec.save(r.state) : null,
      action,
      events: r.events as unknown[],
      botDue,
      deadline,
      botDelayMs: g.botDelayMs,
    });
    // A person's move: whether they may take it back (the reveal check, the costliest part of their
    // snapshot) is worked out while the database stores the move — after the statement has left
    // (setImmediate runs once the write's microtasks have posted it) — so the subscribers are not
    // kept waiting for it afterwards (issue 26 §7). undo.ts remembers the answer for the version.
    const checked =
      actingBot(g.seats[seat]) === null
        ? new Promise<void>((resolve) =>
            setImmediate(() => {
              try {
                undoRefusal(
                  { module: g.module, state: r.state, version: next, seats: g.seats, undo: [entry] },
                  seat,
                );
              } catch {
                // asked again (and thrown there) when the snapshot is built
              }
              resolve();
            }),
          )
        : null;
    const written = await writing;
    if (checked) await checked;
    if (!written) {
      // Another process moved first: take its moves, then say so.
      await this.refresh(g);
      throw this.outOfDate(g.version, version, locale);
    }
    g.undo.push(entry);
    if (g.undo.length > UNDO_DEPTH) g.undo.shift();
    g.deadline = deadline;
    g.state = r.state;
    g.status = status;
    g.version = next;
    g.revision = written.revision;
    g.events[version] = { seat, events: r.events as unknown[] };
    g.events.length = next;
    g.updatedAt = written.updatedAt;
    if (snapshotNow) g.snapshotVersion = next;
    this.o.changed(g.id, g.revision, botDue, g.botDelayMs);
  }

  private outOfDate(at: number, sent: number, locale: Locale = "en"): PlayError {
    return new PlayError("CONFLICT", outOfDateText(at, sent, locale));
  }

  /** SQL that (re)schedules the bot job of a game `delay` from now, releasing any claim. */
  private upsertJob(gameId: string, from = sql``, delayMs: number | null = null) {
    return sql`INSERT INTO bot_jobs (game_id, due_at, claimed_by, lease_until)
  SELECT ${gameId}, now() + make_interval(secs => ${(delayMs ?? this.o.botDelayMs) / 1000}), NULL, NULL ${from}
  ON CONFLICT (game_id) DO UPDATE SET due_at = excluded.due_at, claimed_by = NULL, lease_until = NULL`;
  }

  /**
   * One statement inserting a game, its seat tokens and its bot job. With `rematchOf`, only if that
   * game has no rematch yet, which it then points to (returns the old game's new revision).
   */
  private insertGameSql(
    r: {
      id: string;
      turnSeconds: number | null;
      botDelayMs: number | null;
      deadline: Date | null;
      game: string;
      rulesVersion: number;
      mapId: string;
      mapVersion: number;
      rulesName: string;
      rules: unknown;
      seed: string;
      seats: StoredSeat[];
      status: Status;
      listed: boolean;
      snapshot: unknown;
      botDue: boolean;
    },
    rematchOf?: string,
  ) {
    const tokens = r.seats.flatMap((s, seat) =>
      s.tokenHash && s.tokenHash !== "unclaimed" ? [sql`(${s.tokenHash}::text, ${seat}::integer)`] : [],
    );
    return sql`
WITH g AS (
  INSERT INTO games (id, game, rules_version, map_id, map_version, rules_name, rules, seed, seats, version, phase, over, status, listed, snapshot, snapshot_version, turn_seconds, deadline, bot_delay_ms)
  SELECT ${r.id}, ${r.game}, ${r.rulesVersion}, ${r.mapId}, ${r.mapVersion}, ${r.rulesName}, ${JSON.stringify(r.rules)}::jsonb,
    ${r.seed}, ${JSON.stringify(r.seats)}::jsonb, 0, ${r.status.phase}, ${r.status.over}, ${JSON.stringify(r.status)}::jsonb,
    ${r.listed}, ${JSON.stringify(r.snapshot)}::jsonb, 0, ${r.turnSeconds}::integer, ${r.deadline ? r.deadline.toISOString() : null}::timestamptz, ${r.botDelayMs}::integer
  ${rematchOf ? sql`WHERE NOT EXISTS (SELECT 1 FROM games WHERE id = ${rematchOf} AND rematch_id IS NOT NULL)` : sql``}
  RETURNING id
)${
      tokens.length
        ? sql`, t AS (INSERT INTO seat_tokens (token_hash, game_id, seat) SELECT x.h, g.id, x.s FROM g, (VALUES ${sql.join(tokens, sql`, `)}) AS x (h, s))`
        : sql``
    }${r.botDue ? sql`, j AS (${this.upsertJob(r.id, sql`FROM g`, r.botDelayMs)})` : sql``}${
      rematchOf
        ? sql`, o AS (UPDATE games SET rematch_id = g.id, revision = revision + 1 FROM g WHERE games.id = ${rematchOf} RETURNING games.revision)
SELECT o.revision${this.notifySql(rematchOf, null, "o")} FROM o`
        : sql`
SELECT id FROM g`
    }`;
  }

  /** `, pg_notify(…)` for PostgreSQL (other instances re-read the game); nothing on PGlite. */
  private notifySql(gameId: string, version: number | null, from = "") {
    if (this.o.kind !== "postgres") return sql``;
    const prefix = `${this.o.instanceId} ${gameId} ${version ?? -1} `;
    return sql`, pg_notify(${this.o.channel}, ${prefix} || ${sql.raw(from ? `${from}.` : "")}revision::text)`;
  }

  /**
   * Bumps a game's revision with other changes (seats, rematch): one statement that notifies other
   * instances; returns the new revision.
   */
  private async bump(
    gameId: string,
    set: ReturnType<typeof sql> | null,
    botDue: boolean | null,
    before: ReturnType<typeof sql> = sql``,
    botDelayMs: number | null = null,
  ): Promise<number> {
    const rows = rowsOf(
      await this.o.db.execute(sql`
WITH ${before}u AS (
  UPDATE games SET revision = revision + 1 ${set ? sql`, updated_at = now(), ${set}` : sql``}
  WHERE id = ${gameId} RETURNING revision, version
)${
        botDue === null
          ? sql``
          : botDue
            ? sql`, j AS (${this.upsertJob(gameId, sql`FROM u`, botDelayMs)})`
            : sql`, j AS (DELETE FROM bot_jobs WHERE game_id = ${gameId} AND EXISTS (SELECT 1 FROM u))`
      }
SELECT revision, version${this.notifySql(gameId, null)} FROM u`),
    );
    return Number(rows[0]?.revision ?? 0);
  }

  // ------------------------------------------------------- hand-over, rematch

  private get graceMs(): number {
    return this.o.handOverGraceMs ?? 60_000;
  }

  /**
   * Lets a bot play *for* a human seat whose player left: the seat keeps its name and its link,
   * and its player takes it back with `reclaim` at any time. Only seated humans may ask; for
   * another player's seat, only once that seat has been empty for the grace period.
   */
  async handOver(
    gameId: string,
    token: string,
    seat: number,
    bot: string,
    locale: Locale = "en",
  ): Promise<GameSnapshot> {
    return this.withLock(gameId, async () => {
      const g = await this.load(gameId);
      const me = this.seatOf(g, token);
      const target = g.seats[seat];
      if (!target)
        throw new PlayError("BAD_REQUEST", `Invalid input: seat: this game has no seat ${seat + 1}.`);
      if (target.kind !== "human") throw new PlayError("BAD_REQUEST", `${target.name} is already a bot.`);
      if (target.standIn) throw new PlayError("BAD_REQUEST", `A bot already plays for ${target.name}.`);
      // A rematch seat its player has not taken yet is waiting for them (issue 30 §3.5).
      if (target.tokenHash === "unclaimed")
        throw new PlayError("CONFLICT", notJoinedText(target.name, locale));
      if (g.status.over) throw new PlayError("BAD_REQUEST", "The game is over.");
      const offered = this.o.catalog.botsOf(g.module);
      const spec = offered.get(bot);
      if (!spec)
        throw new PlayError(
          "BAD_REQUEST",
          `Invalid input: bot: "${bot}" is not a bot of ${g.module.title}; choose one of ${[...offered.keys()].join(", ")}.`,
        );
      if (seat !== me) {
        const p = (await this.presence([gameId])).get(gameId) ?? noPresence();
        if (p.here.has(seat))
          throw new PlayError(
            "CONFLICT",
            `${target.name} is still at the table; a seat can be handed to a bot once its player has left.`,
          );
        const since = p.left.get(seat) ?? g.createdAt;
        const wait = since.getTime() + this.graceMs - Date.now();
        if (wait > 0)
          throw new PlayError(
            "CONFLICT",
            `${target.name} left less than ${Math.round(this.graceMs / 1000)} s ago; give them ${Math.ceil(wait / 1000)} s more to come back before a bot plays for them.`,
          );
      }
      const why = seat === me ? ("self" as const) : ("asked" as const);
      const seats = g.seats.map((s, i) =>
        i === seat ? withStandIn(s, bot, g.version, why, why === "asked" ? me : undefined) : s,
      );
      await this.setSeats(g, seats);
      return snapshotOf(g, me, locale);
    });
  }

  /** The seat's player takes their seat back from the bot that played for them. */
  async reclaim(gameId: string, token: string, locale: Locale = "en"): Promise<GameSnapshot> {
    return this.withLock(gameId, async () => {
      const g = await this.load(gameId);
      const me = this.seatOf(g, token);
      const mine = g.seats[me];
      if (!mine?.standIn)
        throw new PlayError("BAD_REQUEST", "No bot is playing for you; your seat is already yours.");
      const seats = g.seats.map((s, i) => {
        if (i !== me) return s;
        const { standIn: _, clockHeld: __, ...kept } = s;
        // The log says when the player took the seat back (issue 30 §3.1).
        const spans = (kept.standIns ?? []).map((x) => (x.to === undefined ? { ...x, to: g.version } : x));
        return spans.length ? { ...kept, standIns: spans } : kept;
      });
      await this.setSeats(g, seats);
      return snapshotOf(g, me, locale);
    });
  }

  /**
   * Inside the game's lock: new seats (a stand-in comes or goes), the bot job and the turn timer's
   * deadline to match, stored in one statement.
   */
  private async setSeats(g: LoadedGame, seats: StoredSeat[]): Promise<void> {
    // A seat to act whose clock is held behind the hot-seat curtain keeps it held (issue 30 §3.1).
    const held = g.status.toAct.some((i) => isHeld(seats[i], g.version));
    const deadline = held ? null : deadlineFor(g.turnSeconds, seats, g.status, g.status, g.deadline);
    await this.storeSeats(g, seats, deadline);
  }

  /** Inside the game's lock: seats and deadline as given, the bot job to match, in one statement. */
  private async storeSeats(g: LoadedGame, seats: StoredSeat[], deadline: Date | null): Promise<void> {
    const botDue = botToAct(seats, g.status);
    g.revision = await this.bump(
      g.id,
      sql`seats = ${JSON.stringify(seats)}::jsonb, deadline = ${deadline ? deadline.toISOString() : null}::timestamptz`,
      botDue,
      sql``,
      g.botDelayMs,
    );
    g.seats = seats;
    g.deadline = deadline;
    this.o.changed(g.id, g.revision, botDue, g.botDelayMs);
  }

  /**
   * A seat's shown name changed from outside the game (an owner's account was deleted: issue 28
   * §1): stored, cached and announced like any seat change, so every instance shows it at once.
   */
  async renameSeat(gameId: string, seat: number, name: string): Promise<void> {
    await this.withLock(gameId, async () => {
      const g = await this.load(gameId);
      await this.refresh(g);
      if (!g.seats[seat] || g.seats[seat].name === name) return;
      const seats = g.seats.map((s, i) => (i === seat ? { ...s, name } : s));
      await this.storeSeats(g, seats, g.deadline);
    });
  }

  /**
   * The turn timer ran out in `gameId`: a bot the game offers (its heuristic one when it has one)
   * plays for each person who was to act, until they take their seat back. Nothing if the deadline
   * moved meanwhile (they acted, or another instance did this first).
   */
  async timeOut(gameId: string): Promise<boolean> {
    return this.withLock(gameId, async () => {
      const g = await this.load(gameId);
      await this.refresh(g);
      if (!g.deadline || g.deadline.getTime() > Date.now() || g.status.over) return false;
      const offered = this.o.catalog.botsOf(g.module);
      const bot = offered.has("heuristic") ? "heuristic" : ([...offered.keys()][0] as string);
      const seats = g.seats.map((s, i) =>
        g.status.toAct.includes(i) && s.kind === "human" && !s.standIn
          ? withStandIn(s, bot, g.version, "time")
          : s,
      );
      await this.setSeats(g, seats);
      return true;
    });
  }

  /**
   * Holds (`hold`) or restarts the turn clock of the token's seat (issue 30 §3.1): a hot-seat device
   * holds it while its curtain hides the board from the seat to act, and restarts it when that
   * player shows their table — with the time that was left (at least 5 s). Only a seat to act may
   * hold its own clock; nothing to do without a timer, once the game moved on, or when no clock runs.
   */
  async holdClock(
    gameId: string,
    token: string,
    hold: boolean,
    locale: Locale = "en",
  ): Promise<GameSnapshot> {
    return this.withLock(gameId, async () => {
      const g = await this.load(gameId);
      await this.refresh(g);
      const me = this.seatOf(g, token);
      const mine = g.seats[me] as StoredSeat;
      if (hold) {
        if (!g.turnSeconds || g.status.over || !g.deadline || mine.standIn) return snapshotOf(g, me, locale);
        if (!g.status.toAct.includes(me)) throw new PlayError("BAD_REQUEST", clockNotYoursText(locale));
        const ms = Math.max(0, g.deadline.getTime() - Date.now());
        const seats = g.seats.map((s, i) => (i === me ? { ...s, clockHeld: { version: g.version, ms } } : s));
        await this.storeSeats(g, seats, null);
        return snapshotOf(g, me, locale);
      }
      if (!mine.clockHeld) return snapshotOf(g, me, locale);
      const { clockHeld, ...kept } = mine;
      const seats = g.seats.map((s, i) => (i === me ? kept : s));
      const resumes =
        clockHeld.version === g.version &&
        g.deadline === null &&
        g.status.toAct.includes(me) &&
        !mine.standIn;
      const deadline = resumes
        ? g.status.toAct.some((i) => i !== me && isHeld(seats[i], g.version))
          ? null
          : new Date(Date.now() + Math.max(clockHeld.ms, 5000))
        : g.deadline;
      await this.storeSeats(g, seats, deadline);
      return snapshotOf(g, me, locale);
    });
  }

  /** Games whose turn timer has run out (checked every second by each server). */
  async sweepTimers(): Promise<void> {
    if (this.closed) return;
    const due = await this.o.db
      .select({ id: games.id })
      .from(games)
      .where(and(isNotNull(games.deadline), lte(games.deadline, sql`now()`), eq(games.over, false)))
      .limit(50);
    for (const r of due)
      await this.timeOut(r.id).catch((e) => this.o.log(`timer of ${r.id}: ${(e as Error).message}`));
  }

  /** A new game with the same map, rules and seats; the caller gets its new seat's token. */
  async rematch(gameId: string, token: string): Promise<{ gameId: string; token: string }> {
    const g = await this.fresh(gameId);
    const seat = this.seatOf(g, token);
    if (!g.status.over) throw new PlayError("BAD_REQUEST", "A rematch can start once this game is over.");
    const newId = await this.withLock(gameId, async () => {
      const current = await this.o.db
        .select({ rematchId: games.rematchId })
        .from(games)
        .where(eq(games.id, gameId));
      const existing = current[0]?.rematchId;
      if (existing) return existing;
      const seed = seedFor(
        g.seats.map((s) => s.kind),
        undefined,
      );
      const created = g.module.setup({
        map: g.map.map,
        rules: g.rules,
        seats: g.seats.length,
        seed,
        names: g.seats.map((s) => s.name),
        rulesVersion: g.module.rulesVersion,
      });
      if (!created.ok)
        throw new PlayError("BAD_REQUEST", `The rematch cannot start: ${created.issues[0]?.message}`);
      const status = g.module.status(created.value);
      const id = newGameId();
      // Human seats wait for their players: each claims theirs with a token derived from the old one.
      const stored = g.seats.map(({ standIn: _, standIns: __, clockHeld: ___, ...s }) => ({
        ...s,
        tokenHash: s.kind === "human" ? "unclaimed" : null,
      }));
      const botDue = botToAct(stored, status);
      const rows = rowsOf(
        await this.o.db.execute(
          this.insertGameSql(
            {
              id,
              turnSeconds: g.turnSeconds,
              botDelayMs: g.botDelayMs,
              deadline: deadlineFor(g.turnSeconds, stored, null, status, null),
              game: g.game,
              rulesVersion: g.module.rulesVersion,
              mapId: g.map.id,
              mapVersion: g.map.version,
              rulesName: g.rulesName,
              rules: g.rules,
              seed: String(seed),
              seats: stored,
              status,
              listed: g.listed,
              snapshot: g.module.codec.save(created.value),
              botDue,
            },
            gameId,
          ),
        ),
      );
      if (rows.length === 0) {
        // Another instance started the rematch first.
        await this.refresh(g);
        return g.rematchId as string;
      }
      g.revision = Number(rows[0]?.revision ?? g.revision);
      g.rematchId = id;
      this.o.changed(gameId, g.revision, false);
      this.o.changed(id, 0, botDue, g.botDelayMs);
      return id;
    });
    const fresh = rematchToken(token);
    await this.withLock(newId, async () => {
      const ng = await this.load(newId);
      const s = ng.seats[seat];
      const h = hashToken(fresh);
      if (s && s.kind === "human" && s.tokenHash !== h) {
        const seats = ng.seats.map((x, i) => (i === seat ? { ...x, tokenHash: h } : x));
        ng.revision = await this.bump(
          newId,
          sql`seats = ${JSON.stringify(seats)}::jsonb`,
          null,
          sql`t AS (INSERT INTO seat_tokens (token_hash, game_id, seat) VALUES (${h}, ${newId}, ${seat}) ON CONFLICT DO NOTHING), `,
        );
        ng.seats = seats;
        this.o.changed(newId, ng.revision, false);
      }
    });
    return { gameId: newId, token: fresh };
  }

  // ---------------------------------------------------------------- presence

  /**
   * Per game: the seats present (a presence row on a live instance) and when the others were last
   * seen — the later of their last open/close of the table and the last heartbeat of a dead
   * instance that still lists them. Times are taken on the database's clock, kept as offsets.
   */
  async presence(ids: string[]): Promise<Map<string, Presence>> {
    const out = new Map<string, Presence>();
    if (ids.length === 0) return out;
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = rowsOf(
      await this.o.db.execute(sql`
SELECT p.game_id, p.seat, i.seen_at > now() - interval '30 seconds' AS live,
  extract(epoch FROM now() - i.seen_at) * 1000 AS ago
FROM presence p JOIN instances i ON i.id = p.instance WHERE p.game_id IN (${list})
UNION ALL
SELECT game_id, seat, false AS live, extract(epoch FROM now() - seen_at) * 1000 AS ago
FROM seat_seen WHERE game_id IN (${list})`),
    );
    const now = Date.now();
    for (const r of rows) {
      const id = String(r.game_id);
      const p = out.get(id) ?? noPresence();
      out.set(id, p);
      const seat = Number(r.seat);
      if (r.live === true || r.live === "t") p.here.add(seat);
      else {
        const at = new Date(now - Math.max(0, Number(r.ago)));
        const before = p.left.get(seat);
        if (!before || before < at) p.left.set(seat, at);
      }
    }
    for (const p of out.values()) for (const seat of p.here) p.left.delete(seat);
    return out;
  }

  /** Records that `seat`'s player opened (or closed, the last tab) the table here, for every instance. */
  async setPresence(gameId: string, seat: number, present: boolean): Promise<void> {
    if (this.closed) return;
    await this.withLock(gameId, async () => {
      const g = await this.load(gameId);
      g.revision = await this.bump(
        gameId,
        null,
        null,
        sql`${
          present
            ? sql`p AS (INSERT INTO presence (instance, game_id, seat) VALUES (${this.o.instanceId}, ${gameId}, ${seat}) ON CONFLICT DO NOTHING), `
            : sql`p AS (DELETE FROM presence WHERE instance = ${this.o.instanceId} AND game_id = ${gameId} AND seat = ${seat}), `
        }s AS (INSERT INTO seat_seen (game_id, seat) VALUES (${gameId}, ${seat}) ON CONFLICT (game_id, seat) DO UPDATE SET seen_at = now()), `,
      );
      g.presence = (await this.presence([gameId])).get(gameId) ?? noPresence();
      this.o.changed(gameId, g.revision, false);
    });
  }

  // --------------------------------------------------------------- loading

  /** The game in memory (loaded once; kept in step by `refresh`). */
  async load(gameId: string): Promise<LoadedGame> {
    const hit = this.cache.get(gameId);
    if (hit) {
      // Most recently used last (the eviction takes from the front).
      this.cache.delete(gameId);
      this.cache.set(gameId, hit);
      return hit;
    }
    let p = this.loading.get(gameId);
    if (!p) {
      p = this.fetch(gameId).finally(() => this.loading.delete(gameId));
      this.loading.set(gameId, p);
    }
    const g = await p;
    if (!this.cache.has(gameId)) {
      this.cache.set(gameId, g);
      this.evict();
    }
    return this.cache.get(gameId) as LoadedGame;
  }

  /** Keeps at most `maxCachedGames` games in memory: drops the least recently used idle ones. */
  private evict(): void {
    const max = this.o.maxCachedGames ?? 2000;
    if (this.cache.size <= max) return;
    for (const id of this.cache.keys()) {
      if (this.cache.size <= max) break;
      if (this.locks.has(id) || this.o.inUse?.(id)) continue;
      this.cache.delete(id);
    }
  }

  /** The game, checked against the database first on PostgreSQL (another instance may have moved it). */
  async fresh(gameId: string): Promise<LoadedGame> {
    const cached = this.cache.has(gameId);
    const g = await this.load(gameId);
    if (cached && this.o.kind === "postgres") {
      const rows = await this.o.db
        .select({ revision: games.revision })
        .from(games)
        .where(eq(games.id, gameId));
      if (Number(rows[0]?.revision ?? -1) > g.revision) await this.withLock(gameId, () => this.refresh(g));
    }
    return g;
  }

  /** The loaded game if this process holds it. */
  cached(gameId: string): LoadedGame | undefined {
    return this.cache.get(gameId);
  }

  /** Ids of the games in memory. */
  cachedIds(): string[] {
    return [...this.cache.keys()];
  }

  /** Another instance changed `gameId` (a notification): catch up if it is in memory. */
  async catchUp(gameId: string, revision: number): Promise<boolean> {
    const g = this.cache.get(gameId);
    if (!g || g.revision >= revision) return false;
    await this.withLock(gameId, async () => {
      if (g.revision < revision) await this.refresh(g);
    });
    return true;
  }

  private async fetch(gameId: string): Promise<LoadedGame> {
    const rows = await this.o.db.select().from(games).where(eq(games.id, gameId)).limit(1);
    const row = rows[0];
    if (!row)
      throw new PlayError("NOT_FOUND", `There is no game "${gameId}". Check the link, or start a new game.`);
    const module = this.o.catalog.find(row.game);
    if (!module)
      throw new PlayError(
        "NOT_FOUND",
        `Game "${gameId}" is of "${row.game}", which this server does not play.`,
      );
    const map = await this.o.maps.playableMap(row.mapId, row.mapVersion);
    // Only the actions up to the row read: one written in between (by another process) would put
    // the state ahead of `version`, and a racing submit would then be told "not your turn"
    // (FORBIDDEN) instead of "out of date" (CONFLICT). The next refresh takes the rest.
    const acts = await this.actionsOf(gameId, 0, row.version);
    // The moves since the stored snapshot can be taken back after a restart too (undo.ts).
    const moves: UndoEntry[] = [];
    const state = this.restore(module, map.map, row, acts, moves);
    const presence = (await this.presence([gameId])).get(gameId) ?? noPresence();
    return {
      id: row.id,
      game: row.game,
      module,
      map,
      rulesName: row.rulesName,
      rules: row.rules,
      rulesVersion: row.rulesVersion,
      seed: seedOf(row.seed),
      seats: row.seats,
      version: row.version,
      revision: row.revision,
      state,
      status: module.status(state),
      events: acts.map((a) =>
        isUndo(a.action)
          ? { seat: a.seat, events: [], undo: true }
          : { seat: a.seat, events: a.events as unknown[] },
      ),
      undo: moves.slice(-UNDO_DEPTH),
      turnSeconds: row.turnSeconds ?? null,
      botDelayMs: row.botDelayMs ?? null,
      deadline: row.deadline ?? null,
      snapshotVersion: row.snapshotVersion,
      rematchId: row.rematchId,
      listed: row.listed,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      presence,
      handOverGraceMs: this.graceMs,
      cache: newViewerCache(),
    };
  }

  /** The state after `row.version` actions: the stored snapshot and the actions after it, or the whole log. */
  private restore(
    module: AnyGameModule,
    map: unknown,
    row: GameRow,
    acts: { version: number; seat: number; action: unknown }[],
    moves: UndoEntry[] = [],
  ): unknown {
    const loaded = module.codec.load(row.snapshot, map);
    if (loaded.ok) {
      const s = foldActions(
        module,
        loaded.value,
        acts.filter((a) => a.version > row.snapshotVersion),
        undefined,
        moves,
      );
      if (s !== null) return s;
      moves.length = 0;
    }
    // The action log is the truth: replay it from the start.
    this.o.log(
      `game ${row.id}: ${loaded.ok ? "the actions after the snapshot do not apply" : `snapshot unreadable (${loaded.issues[0]?.message})`}; replaying ${acts.length} actions`,
    );
    const created = module.setup({
      map,
      rules: row.rules,
      seats: row.seats.length,
      seed: seedOf(row.seed),
      names: row.seats.map((s) => s.name),
      rulesVersion: row.rulesVersion,
    });
    if (!created.ok) throw new Error(`game ${row.id}: setup does not replay: ${created.issues[0]?.message}`);
    const s = foldActions(module, created.value, acts, undefined, moves);
    if (s === null) throw new Error(`game ${row.id}: the action log does not replay`);
    return s;
  }

  /** The stored actions of a game after version `after` (and up to `upTo` when given), in order. */
  private actionsOf(gameId: string, after: number, upTo?: number) {
    return this.o.db
      .select({
        version: gameActions.version,
        seat: gameActions.seat,
        action: gameActions.action,
        events: gameActions.events,
      })
      .from(gameActions)
      .where(
        and(
          eq(gameActions.gameId, gameId),
          gt(gameActions.version, after),
          ...(upTo === undefined ? [] : [lte(gameActions.version, upTo)]),
        ),
      )
      .orderBy(asc(gameActions.version));
  }

  /** Brings a loaded game up to the database (call inside the game's lock). */
  private async refresh(g: LoadedGame): Promise<void> {
    const rows = await this.o.db.select().from(games).where(eq(games.id, g.id)).limit(1);
    const row = rows[0];
    if (!row) return;
    if (row.version > g.version) {
      const from = g.version;
      const acts = await this.actionsOf(g.id, from);
      // Another refresh or a write moved this copy meanwhile: start again from where it is now.
      if (g.version !== from) return this.refresh(g);
      if (acts.some((a) => isUndo(a.action))) {
        // A move was taken back elsewhere: load the game again (rare; keeps this copy simple).
        Object.assign(g, await this.fetch(g.id), { cache: newViewerCache() });
        return;
      }
      let s = g.state;
      let last = from;
      for (const a of acts) {
        // Only the actions up to the row read above (as `fetch`): an action written since would put
        // the state ahead of the row's other fields (seats, deadline, revision), and the next
        // notification would then re-send this version to live streams with only those fields
        // changed — a move seen twice. The next refresh takes the rest.
        if (a.version !== last + 1 || a.version > row.version) break;
        last = a.version;
        g.undo.push({ state: s, seat: a.seat, action: a.action });
        if (g.undo.length > UNDO_DEPTH) g.undo.shift();
        const r = g.module.apply(s, a.seat, a.action);
        if (!r.ok) {
          // Should never happen (the module is deterministic): reload from the row.
          const full = await this.fetch(g.id);
          Object.assign(g, full);
          return;
        }
        s = r.state;
        g.events[a.version - 1] = { seat: a.seat, events: a.events as unknown[] };
      }
      g.state = s;
      g.status = g.module.status(s);
      g.version = last;
    }
    g.revision = Math.max(g.revision, row.revision);
    g.seats = row.seats;
    g.rematchId = row.rematchId;
    g.listed = row.listed;
    g.updatedAt = row.updatedAt;
    g.snapshotVersion = row.snapshotVersion;
    g.deadline = row.deadline ?? null;
    g.presence = (await this.presence([g.id])).get(g.id) ?? noPresence();
  }

  /** Runs `fn` alone for `key` in this process (database statements keep processes apart). */
  async withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
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

  /** Waits for every running lock (shutdown). */
  async settle(): Promise<void> {
    await Promise.allSettled([...this.locks.values()]);
  }
}

/** Whether a bot seat may act in `status`. */
export function botToAct(seats: StoredSeat[], status: Status): boolean {
  return !status.over && status.toAct.some((s) => actingBot(seats[s]) !== null);
}

/**
 * When the seats to act now run out of time under a turn timer of `seconds`: null without a timer,
 * at the end, or when no person is to act (bots, stand-ins); the running deadline while the same
 * seats are to act in the same turn; else a fresh one.
 */
export function deadlineFor(
  seconds: number | null,
  seats: StoredSeat[],
  before: Status | null,
  after: Status,
  running: Date | null,
): Date | null {
  if (!seconds || after.over) return null;
  if (!after.toAct.some((s) => seats[s]?.kind === "human" && !seats[s]?.standIn)) return null;
  const same =
    before !== null &&
    before.turn === after.turn &&
    before.toAct.length === after.toAct.length &&
    before.toAct.every((s) => after.toAct.includes(s));
  return same && running ? running : new Date(Date.now() + seconds * 1000);
}

/** The seat with `bot` playing for it from `version` on, the stretch recorded for the log (issue 30 §3.1). */
export function withStandIn(
  s: StoredSeat,
  bot: string,
  version: number,
  why: StandInSpan["why"],
  by?: number,
): StoredSeat {
  const { clockHeld: _, ...kept } = s;
  const span: StandInSpan = by === undefined ? { bot, from: version, why } : { bot, from: version, why, by };
  return { ...kept, standIn: bot, standIns: [...(s.standIns ?? []), span] };
}

/** Whether a seat's clock is held at the game's `version` (behind a hot-seat curtain). */
const isHeld = (s: StoredSeat | undefined, version: number): boolean =>
  s?.clockHeld !== undefined && s.clockHeld.version === version && !s.standIn;

/** Two seats of one name get told apart ("Random bot 1", "Random bot 2"). */
function numberDuplicates(seats: { name: string }[]): void {
  const counts = new Map<string, number>();
  for (const s of seats) counts.set(s.name, (counts.get(s.name) ?? 0) + 1);
  const seen = new Map<string, number>();
  for (const s of seats)
    if ((counts.get(s.name) ?? 0) > 1) {
      const k = (seen.get(s.name) ?? 0) + 1;
      seen.set(s.name, k);
      s.name = `${s.name} ${k}`;
    }
}

const seedOf = (seed: string): number | string => (/^\d+$/.test(seed) ? Number(seed) : seed);

/** A stored game's starting state, set up again from its seed, map, rules and rules version. */
function setupAgain(g: LoadedGame): unknown {
  const created = g.module.setup({
    map: g.map.map,
    rules: g.rules,
    seats: g.seats.length,
    seed: g.seed,
    names: g.seats.map((s) => s.name),
    rulesVersion: g.rulesVersion,
  });
  if (!created.ok) throw new Error(`game ${g.id}: setup does not replay: ${created.issues[0]?.message}`);
  return created.value;
}
