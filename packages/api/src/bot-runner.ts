/**
 * Bots off the request path, exactly once across server instances. A game with a bot to move has
 * a row in `bot_jobs` (written by the same statement as the action that made it so) with the time
 * it is due.
 *
 * - Shared database (PostgreSQL, several instances): instances claim due rows with
 *   `FOR UPDATE SKIP LOCKED` and a lease. One instance thinks for the bot and applies the move (the
 *   version check makes a second application impossible anyway); the move's statement reschedules
 *   or removes the job. A claim whose instance died expires with its lease and another instance
 *   takes it. Each instance polls for due jobs (queued ones, those of dead instances).
 * - Exclusive database (PGlite: one process): the same rows, read once at start (resume after a
 *   restart), then timers in memory — no claim queries.
 *
 * Each instance runs at most `maxBotGames` games at once; the others wait, oldest first. Search
 * bots think in worker threads.
 */
import { createHash } from "node:crypto";
import { SearchWorker } from "@pudding/bots/node";
import type { AnyGameModule } from "@pudding/engine";
import { sql } from "drizzle-orm";
import type { GameCatalog } from "./catalog.js";
import type { Db } from "./db/open.js";
import { rowsOf } from "./db/open.js";
import { actingBot } from "./db/schema.js";
import { PlayError } from "./errors.js";
import type { GameService } from "./games.js";
import type { ServerLimits } from "./limits.js";

export interface BotRunnerOptions {
  db: Db;
  /** One process owns the database (PGlite): no claims, timers in memory. */
  exclusive: boolean;
  games: GameService;
  catalog: GameCatalog;
  instanceId: string;
  /** Pause before each bot move (ms), so people can follow. */
  delayMs: number;
  /** Thinking time of a search bot per decision (ms). */
  searchBudgetMs: number;
  /** Module specifier of the game registry for search threads (none: no search bots). */
  registry?: string;
  /** Search threads (default 1). */
  searchThreads: number;
  /** `maxBotGames`: games whose bots run at once on this instance (read live). */
  limits: ServerLimits;
  /** How long a claim holds before another instance may take the job (ms). */
  leaseMs: number;
  /** How often to look for due jobs (ms): queued games and jobs of dead instances. */
  pollMs: number;
  log(message: string): void;
}

export class BotRunner {
  private readonly running = new Set<string>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Exclusive mode: due games waiting for a free slot, oldest first. */
  private readonly queue: string[] = [];
  /**
   * Games whose bot is due again once its current move ends, with the pause before it (exclusive
   * mode), or whose job this instance claimed again while it was still finishing the last move
   * (shared mode: run it at once after, under that claim).
   */
  private readonly rerun = new Map<string, number>();
  private poll: ReturnType<typeof setInterval> | null = null;
  private searchers: SearchWorker[] = [];
  private busy: number[] = [];
  private claiming: Promise<void> | null = null;
  private again = false;
  private closed = false;
  /** The most games whose bots ran at once here (operators and tests). */
  peak = 0;

  constructor(private readonly o: BotRunnerOptions) {}

  /** Starts: resumes every job left by a stopped server, then follows new ones. */
  async start(): Promise<void> {
    if (this.o.exclusive) {
      const rows = rowsOf(await this.o.db.execute(sql`SELECT game_id FROM bot_jobs ORDER BY due_at`));
      for (const r of rows) this.schedule(String(r.game_id), 0);
      return;
    }
    this.poll = setInterval(() => this.claimSoon(), this.o.pollMs);
    this.poll.unref?.();
    this.claimSoon();
  }

  /** A change here scheduled a bot move in `gameId`: run it once it is due. */
  kick(gameId: string, delayMs = this.o.delayMs): void {
    if (this.closed) return;
    if (this.o.exclusive) this.schedule(gameId, delayMs);
    else {
      const t = setTimeout(() => {
        this.timers.delete(`kick:${gameId}`);
        this.claimSoon();
      }, delayMs + 5);
      t.unref?.();
      this.timers.set(`kick:${gameId}`, t);
    }
  }

  /** Whether a bot of `gameId` is thinking here now, or due to. */
  isRunning(gameId: string): boolean {
    return this.running.has(gameId) || this.timers.has(gameId) || this.queue.includes(gameId);
  }

  // ------------------------------------------------------------ exclusive

  private schedule(gameId: string, delayMs: number): void {
    if (this.closed || this.timers.has(gameId)) return;
    if (this.running.has(gameId)) {
      this.rerun.set(gameId, delayMs);
      return;
    }
    const t = setTimeout(() => {
      this.timers.delete(gameId);
      this.queue.push(gameId);
      this.drain();
    }, delayMs);
    t.unref?.();
    this.timers.set(gameId, t);
  }

  private drain(): void {
    while (!this.closed && this.running.size < this.o.limits.maxBotGames && this.queue.length > 0) {
      const id = this.queue.shift() as string;
      if (this.running.has(id)) continue;
      this.start1(id);
    }
  }

  private start1(id: string): void {
    this.running.add(id);
    this.peak = Math.max(this.peak, this.running.size);
    void this.run(id).finally(() => {
      this.running.delete(id);
      if (this.o.exclusive) {
        const again = this.rerun.get(id);
        if (again !== undefined) {
          this.rerun.delete(id);
          this.schedule(id, again);
        }
        this.drain();
      } else if (this.rerun.delete(id) && !this.closed) {
        // Claimed again while this move was finishing (issue 26 §3): the claim is ours, run it now.
        this.start1(id);
      } else this.claimSoon();
    });
  }

  // --------------------------------------------------------------- shared

  /** Claims due jobs now (one claim at a time; a request during one runs after it). */
  private claimSoon(): void {
    if (this.closed) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = this.claim()
      .catch((e) => {
        if (!this.closed) this.o.log(`bot runner: claiming jobs failed: ${(e as Error).message}`);
      })
      .finally(() => {
        this.claiming = null;
        if (this.again) {
          this.again = false;
          this.claimSoon();
        }
      });
  }

  private async claim(): Promise<void> {
    const free = this.o.limits.maxBotGames - this.running.size;
    if (free <= 0 || this.closed) return;
    const rows = rowsOf(
      await this.o.db.execute(sql`
UPDATE bot_jobs SET claimed_by = ${this.o.instanceId}, lease_until = now() + make_interval(secs => ${this.o.leaseMs / 1000})
WHERE game_id IN (
  SELECT game_id FROM bot_jobs
  WHERE due_at <= now() + interval '20 milliseconds' AND (lease_until IS NULL OR lease_until < now())
  ORDER BY due_at LIMIT ${free} FOR UPDATE SKIP LOCKED
) RETURNING game_id`),
    );
    for (const r of rows) {
      const id = String(r.game_id);
      // Issue 26 §3: the move's own statement made the job due again before its run ended here.
      // Skipping it left our fresh claim idle until its lease expired (~16 s freezes at delay 0).
      if (this.running.has(id)) this.rerun.set(id, 0);
      else this.start1(id);
    }
  }

  // ------------------------------------------------------------------ both

  /** One bot move in a due game, or the end of its job when no bot is to move. */
  private async run(gameId: string): Promise<void> {
    try {
      const g = await this.o.games.fresh(gameId);
      const seat = g.status.over ? undefined : g.status.toAct.find((s) => actingBot(g.seats[s]) !== null);
      if (seat === undefined) {
        await this.release(gameId, "done");
        return;
      }
      const kind = actingBot(g.seats[seat]) as string;
      const version = g.version;
      const seed = botSeed(g.seed, version, seat);
      const action = await this.decide(g.module, g.map.map, g.state, seat, kind, seed);
      if (this.closed) return;
      await this.o.games.actAsBot(gameId, seat, version, action);
    } catch (e) {
      if (this.closed) return;
      if (e instanceof PlayError && (e.code === "CONFLICT" || e.code === "NOT_FOUND")) {
        await this.release(gameId, e.code === "NOT_FOUND" ? "done" : "now").catch(() => {});
        return;
      }
      this.o.log(`game ${gameId}: bot move failed: ${(e as Error).message}`);
      await this.release(gameId, "later").catch(() => {});
    }
  }

  private async decide(
    module: AnyGameModule,
    map: unknown,
    state: unknown,
    seat: number,
    kind: string,
    seed: number,
  ): Promise<unknown> {
    if (kind === "search" && this.o.registry) {
      const i = this.leastBusy();
      this.busy[i] = (this.busy[i] ?? 0) + 1;
      try {
        return (
          await (this.searchers[i] as SearchWorker).decide(module, map as object, state, seat, {
            seed,
            budgetMs: this.o.searchBudgetMs,
          })
        ).action;
      } finally {
        this.busy[i] = (this.busy[i] ?? 1) - 1;
      }
    }
    const bot = this.o.catalog.botsOf(module).get(kind);
    if (!bot) throw new Error(`no bot "${kind}" for ${module.id}`);
    return bot.decide(state, seat, { seed });
  }

  private leastBusy(): number {
    const registry = this.o.registry as string;
    while (this.searchers.length < Math.max(1, this.o.searchThreads)) {
      this.searchers.push(new SearchWorker({ registry }));
      this.busy.push(0);
    }
    let best = 0;
    for (let i = 1; i < this.busy.length; i++) if ((this.busy[i] ?? 0) < (this.busy[best] ?? 0)) best = i;
    return best;
  }

  /** A job back: `done` removes it, `now`/`later` make it due again. */
  private async release(gameId: string, how: "done" | "now" | "later"): Promise<void> {
    if (this.o.exclusive) {
      if (how === "done") await this.o.db.execute(sql`DELETE FROM bot_jobs WHERE game_id = ${gameId}`);
      else this.schedule(gameId, how === "now" ? 0 : 5000);
      return;
    }
    if (how === "done")
      await this.o.db.execute(
        sql`DELETE FROM bot_jobs WHERE game_id = ${gameId} AND claimed_by = ${this.o.instanceId}`,
      );
    else
      await this.o.db.execute(sql`
UPDATE bot_jobs SET claimed_by = NULL, lease_until = NULL,
  due_at = now() + make_interval(secs => ${how === "now" ? 0 : 5})
WHERE game_id = ${gameId} AND claimed_by = ${this.o.instanceId}`);
    if (how === "now") this.claimSoon();
  }

  /** Stops claiming, gives unfinished claims back and stops search threads. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.poll) clearInterval(this.poll);
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.queue.length = 0;
    await this.claiming;
    await Promise.all(this.searchers.map((w) => w.close()));
    this.searchers = [];
    if (!this.o.exclusive)
      await this.o.db
        .execute(
          sql`UPDATE bot_jobs SET claimed_by = NULL, lease_until = NULL WHERE claimed_by = ${this.o.instanceId}`,
        )
        .catch(() => {});
  }
}

/**
 * The seed of a bot's own randomness for one decision. A game dealt from a secret 256-bit seed
 * (issue 26 §1) derives it one way (SHA-256 of the seed, the version and the seat), so neither the
 * bot's choices nor anything else a player sees gives back the game's seed, and it differs per game;
 * a 32-bit seed (bot-only games, tests, games stored before) keeps its old mixing, so their bots play
 * as before.
 */
export function botSeed(gameSeed: string | number, version: number, seat: number): number {
  const n = Number(gameSeed);
  if (Number.isInteger(n) && String(gameSeed).trim() !== "")
    return (n ^ Math.imul(version + 1, 0x9e3779b1) ^ seat) >>> 0;
  return createHash("sha256").update(`${gameSeed}|${version}|${seat}`).digest().readUInt32LE(0);
}
