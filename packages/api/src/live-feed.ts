/**
 * The live feed: every change of a game reaches its subscribers on every server instance, in order,
 * once. Changes made here wake local subscribers at once; on PostgreSQL each change also NOTIFYs
 * (game id, version, revision) and the other instances re-read the game and wake theirs. A stream
 * sends its viewer's whole snapshot first, then patches; every event has its own id
 * (`version:revision`), so `Last-Event-ID` resumes exactly. A stream ends the moment its seat
 * token stops opening the seat (hand-over), and streams are capped per game and per client.
 */
import { EventEmitter } from "node:events";
import type { Locale } from "@pudding/engine";
import { sql } from "drizzle-orm";
import type { LiveEvent } from "./contract.js";
import type { OpenDb } from "./db/open.js";
import { rowsOf } from "./db/open.js";
import { PlayError } from "./errors.js";
import type { GameService } from "./games.js";
import { hashToken } from "./ids.js";
import type { ServerLimits } from "./limits.js";
import { patchOf, snapshotOf } from "./snapshot.js";

/** Above this many operations a patch is no smaller than the snapshot: send the snapshot. */
const MAX_PATCH_OPS = 150;

export interface FollowOptions {
  gameId: string;
  token?: string;
  lastEventId?: string | null;
  /** Who is asking (an address): streams are capped per client. */
  client: string;
  signal?: AbortSignal;
  /** The language of the log lines (English when absent). */
  locale?: Locale;
}

/** An event of a stream with its id. */
export interface FeedEvent {
  id: string;
  event: LiveEvent;
}

/** `version:revision`; old clients sent the version alone. */
function parseEventId(id: string | null | undefined): { version: number; revision: number | null } | null {
  if (id == null) return null;
  const m = /^(\d{1,10})(?::(\d{1,10}))?$/.exec(id);
  if (!m) return null;
  return { version: Number(m[1]), revision: m[2] === undefined ? null : Number(m[2]) };
}

export class LiveFeed {
  private readonly emitter = new EventEmitter();
  private readonly localPresence = new Map<string, number>();
  private readonly perGame = new Map<string, number>();
  private readonly perClient = new Map<string, number>();
  private stopListening: (() => Promise<void>) | null = null;
  private heartbeat: ReturnType<typeof setInterval> | null = null;
  private closed = false;

  constructor(
    private readonly db: OpenDb,
    private readonly games: GameService,
    private readonly instanceId: string,
    private readonly limits: ServerLimits,
    private readonly log: (message: string) => void,
  ) {
    this.emitter.setMaxListeners(0);
  }

  /** Registers this instance (heartbeat) and, on PostgreSQL, listens for other instances' changes. */
  async start(): Promise<void> {
    await this.beat();
    this.heartbeat = setInterval(() => void this.beat().catch(() => {}), 10_000);
    this.heartbeat.unref?.();
    if (this.db.listen)
      this.stopListening = await this.db.listen(
        (payload) => this.onNotify(payload),
        () => void this.resync(),
      );
  }

  private async beat(): Promise<void> {
    await this.db.db.execute(
      sql`INSERT INTO instances (id) VALUES (${this.instanceId}) ON CONFLICT (id) DO UPDATE SET seen_at = now()`,
    );
  }

  /** A change made in this process: wake the local subscribers of `gameId`. */
  changed(gameId: string): void {
    this.emitter.emit(gameId);
  }

  /** Games with a live stream here (kept in memory). */
  following(gameId: string): boolean {
    return (this.perGame.get(gameId) ?? 0) > 0;
  }

  /** Whether a seat has the table open in this process. */
  presentHere(gameId: string, seat: number): boolean {
    return (this.localPresence.get(`${gameId}:${seat}`) ?? 0) > 0;
  }

  private onNotify(payload: string): void {
    const [instance, gameId, , revision] = payload.split(" ");
    if (!gameId || instance === this.instanceId) return;
    void this.games
      .catchUp(gameId, Number(revision))
      .then((moved) => {
        if (moved) this.emitter.emit(gameId);
      })
      .catch((e) => this.log(`live feed: game ${gameId} could not be re-read: ${(e as Error).message}`));
  }

  /** After the listening connection came back: notifications may be lost, so re-read every game in memory. */
  private async resync(): Promise<void> {
    const ids = this.games.cachedIds();
    if (ids.length === 0) return;
    const rows = rowsOf(
      await this.db.db.execute(
        sql`SELECT id, revision FROM games WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
    for (const r of rows)
      if (await this.games.catchUp(String(r.id), Number(r.revision))) this.emitter.emit(String(r.id));
  }

  /**
   * A viewer's stream of a game: the snapshot now (unless `lastEventId` is the current revision),
   * then a patch per change.
   */
  async *follow(o: FollowOptions): AsyncGenerator<FeedEvent> {
    if (this.closed)
      throw new PlayError("SERVICE_UNAVAILABLE", "The server is shutting down; reconnect in a moment.");
    const { gameId, client } = o;
    const locale = o.locale ?? "en";
    const g0 = await this.games.fresh(gameId);
    const seat = o.token === undefined ? null : this.games.seatOf(g0, o.token);
    const hash = o.token === undefined ? null : hashToken(o.token);
    if ((this.perGame.get(gameId) ?? 0) >= this.limits.maxStreamsPerGame)
      throw new PlayError(
        "TOO_MANY_REQUESTS",
        `Game ${gameId} already has ${this.limits.maxStreamsPerGame} live streams on this server; try again later (games.get still answers).`,
      );
    if ((this.perClient.get(client) ?? 0) >= this.limits.maxStreamsPerClient)
      throw new PlayError(
        "TOO_MANY_REQUESTS",
        `Your address already has ${this.limits.maxStreamsPerClient} live streams open on this server; close some tables first.`,
      );
    this.perGame.set(gameId, (this.perGame.get(gameId) ?? 0) + 1);
    this.perClient.set(client, (this.perClient.get(client) ?? 0) + 1);
    let dirty = true;
    let wake: (() => void) | null = null;
    const onChange = () => {
      dirty = true;
      wake?.();
    };
    const onStop = () => wake?.();
    this.emitter.on(gameId, onChange);
    this.emitter.on("closed", onStop);
    o.signal?.addEventListener("abort", onStop);
    const presenceKey = seat === null ? null : `${gameId}:${seat}`;
    try {
      if (presenceKey !== null && seat !== null) await this.enter(gameId, seat, presenceKey);
      const resume = parseEventId(o.lastEventId);
      let last: { snap: ReturnType<typeof snapshotOf>; revision: number } | null = null;
      let waitForChange = false;
      if (resume) {
        const g = await this.games.load(gameId);
        if (resume.revision !== null && resume.revision === g.revision && resume.version === g.version)
          last = { snap: snapshotOf(g, seat, locale), revision: g.revision };
        else if (resume.revision === null && resume.version >= g.version) waitForChange = true;
        dirty = !last && !waitForChange;
      }
      const startRevision = (await this.games.load(gameId)).revision;
      while (!this.closed && !o.signal?.aborted) {
        if (!dirty) {
          await new Promise<void>((r) => {
            wake = r;
          });
          wake = null;
          continue;
        }
        dirty = false;
        const g = await this.games.load(gameId);
        if (hash !== null && seat !== null && g.seats[seat]?.tokenHash !== hash)
          throw new PlayError(
            "FORBIDDEN",
            `This seat link no longer opens a seat of game ${gameId} (the seat was handed to a bot), so its live feed has stopped. Watch as a spectator.`,
          );
        const revision = g.revision;
        if (waitForChange && revision === startRevision) continue;
        if (last && revision === last.revision) continue;
        const snap = snapshotOf(g, seat, locale);
        const id = `${snap.version}:${revision}`;
        const from = last;
        // The snapshot is what the client holds once this event is out (patches build on it).
        last = { snap, revision };
        if (!from) yield { id, event: { kind: "snapshot", snapshot: snap } };
        else {
          const ops = patchOf(g, seat, from.snap, from.revision, snap, locale);
          if (ops.length > MAX_PATCH_OPS) yield { id, event: { kind: "snapshot", snapshot: snap } };
          else if (ops.length > 0) yield { id, event: { kind: "patch", version: snap.version, ops } };
        }
      }
    } finally {
      this.emitter.off(gameId, onChange);
      this.emitter.off("closed", onStop);
      o.signal?.removeEventListener("abort", onStop);
      dec(this.perGame, gameId);
      dec(this.perClient, client);
      if (presenceKey !== null && seat !== null) await this.leave(gameId, seat, presenceKey);
    }
  }

  private async enter(gameId: string, seat: number, key: string): Promise<void> {
    const n = (this.localPresence.get(key) ?? 0) + 1;
    this.localPresence.set(key, n);
    if (n === 1)
      await this.games
        .setPresence(gameId, seat, true)
        .catch((e) => this.log(`presence of ${gameId}: ${(e as Error).message}`));
  }

  private async leave(gameId: string, seat: number, key: string): Promise<void> {
    const n = (this.localPresence.get(key) ?? 1) - 1;
    if (n > 0) {
      this.localPresence.set(key, n);
      return;
    }
    this.localPresence.delete(key);
    if (this.closed) return;
    await this.games
      .setPresence(gameId, seat, false)
      .catch((e) => this.log(`presence of ${gameId}: ${(e as Error).message}`));
  }

  /** Ends every stream, stops listening and removes this instance (and its presence rows). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.emitter.emit("closed");
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.stopListening?.();
    const affected = [...new Set([...this.localPresence.keys()].map((k) => k.slice(0, k.lastIndexOf(":"))))];
    await this.db.db.execute(sql`DELETE FROM instances WHERE id = ${this.instanceId}`).catch(() => {});
    // Tell the other instances those players left.
    if (this.db.kind === "postgres")
      for (const id of affected)
        await this.db.db
          .execute(
            sql`WITH u AS (UPDATE games SET revision = revision + 1 WHERE id = ${id} RETURNING version, revision)
SELECT pg_notify(${this.db.channel}, ${`${this.instanceId}-closing ${id} `} || version::text || ' ' || revision::text) FROM u`,
          )
          .catch(() => {});
  }
}

function dec(m: Map<string, number>, key: string): void {
  const n = (m.get(key) ?? 1) - 1;
  if (n > 0) m.set(key, n);
  else m.delete(key);
}
