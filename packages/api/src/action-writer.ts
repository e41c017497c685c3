/**
 * Group commit for actions: every applied action is written by a conditional statement
 * (`UPDATE games … WHERE version = v`, the action row, the bot job and, on PostgreSQL, the NOTIFY),
 * and the actions that arrive while one write is in flight are written together by the next — one
 * statement for many games, so the database keeps up with a hundred live tables. An action is
 * acknowledged only once its statement has committed; a row whose version moved on (another
 * process acted first) comes back as null and nothing of it is stored.
 */
import type { Status } from "@pudding/engine";
import { sql } from "drizzle-orm";
import { rowsOf } from "./db/migrate.js";
import type { Db } from "./db/schema.js";

/** One action to store. */
export interface ActionWrite {
  gameId: string;
  /** The version the action was applied to (the row must still be at it). */
  version: number;
  seat: number;
  status: Status;
  /** `codec.save(state)` when a snapshot is due, else null. */
  snapshot: unknown | null;
  action: unknown;
  events: unknown[];
  /** A bot is to move next (schedule its job), or not (remove it). */
  botDue: boolean;
  /** When the seats to act next run out of time (turn timer), or null. */
  deadline: Date | null;
  /** The game's own bot pause (ms), or null for the server's. */
  botDelayMs?: number | null;
}

/** What the database says after storing an action. */
export interface Written {
  revision: number;
  updatedAt: Date;
}

interface Queued {
  w: ActionWrite;
  resolve: (r: Written | null) => void;
  reject: (e: Error) => void;
}

/** Most actions in one statement. */
const MAX_BATCH = 64;

export class ActionWriter {
  private queue: Queued[] = [];
  private flushing = false;

  constructor(
    private readonly db: Db,
    private readonly o: {
      botDelayMs: number;
      /** PostgreSQL: NOTIFY other instances on this channel (with this instance's id). */
      notify: { channel: string; instanceId: string } | null;
    },
  ) {}

  /** Stores `w`; null when the game was no longer at `w.version`. */
  write(w: ActionWrite): Promise<Written | null> {
    return new Promise((resolve, reject) => {
      this.queue.push({ w, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          const rows = rowsOf(await this.db.execute(this.statement(batch.map((q) => q.w))));
          const byId = new Map(rows.map((r) => [String(r.id), r]));
          for (const q of batch) {
            const r = byId.get(q.w.gameId);
            q.resolve(
              r
                ? {
                    revision: Number(r.revision),
                    updatedAt: r.updated_at instanceof Date ? r.updated_at : new Date(String(r.updated_at)),
                  }
                : null,
            );
          }
        } catch (e) {
          for (const q of batch) q.reject(e as Error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private statement(ws: ActionWrite[]) {
    const values = sql.join(
      ws.map(
        (w) =>
          sql`(${w.gameId}::text, ${w.version}::integer, ${w.seat}::integer, ${w.status.phase}::text, ${w.status.over}::boolean, ${JSON.stringify(w.status)}::jsonb, ${w.snapshot === null ? null : JSON.stringify(w.snapshot)}::jsonb, ${JSON.stringify(w.action)}::jsonb, ${JSON.stringify(w.events)}::jsonb, ${w.botDue}::boolean, ${w.deadline ? w.deadline.toISOString() : null}::timestamptz, ${w.botDelayMs ?? this.o.botDelayMs}::integer)`,
      ),
      sql`, `,
    );
    const n = this.o.notify;
    return sql`
WITH i (id, v, seat, phase, over, status, snap, action, events, bot, deadline, pause) AS (VALUES ${values}),
u AS (
  UPDATE games g SET version = i.v + 1, revision = g.revision + 1, phase = i.phase, over = i.over,
    status = i.status, updated_at = now(), deadline = i.deadline,
    snapshot = CASE WHEN i.snap IS NULL THEN g.snapshot ELSE i.snap END,
    snapshot_version = CASE WHEN i.snap IS NULL THEN g.snapshot_version ELSE i.v + 1 END
  FROM i WHERE g.id = i.id AND g.version = i.v
  RETURNING g.id, g.version, g.revision, g.updated_at,
    (g.seats -> i.seat ->> 'kind') IS DISTINCT FROM 'human' OR (g.seats -> i.seat ->> 'standIn') IS NOT NULL AS by_bot
), a AS (
  INSERT INTO game_actions (game_id, version, seat, action, events, by_bot)
  SELECT i.id, i.v + 1, i.seat, i.action, i.events, u.by_bot FROM i JOIN u ON u.id = i.id
), j AS (
  INSERT INTO bot_jobs (game_id, due_at, claimed_by, lease_until)
  SELECT i.id, now() + make_interval(secs => i.pause / 1000.0), NULL::text, NULL::timestamptz
  FROM i JOIN u ON u.id = i.id WHERE i.bot
  ON CONFLICT (game_id) DO UPDATE SET due_at = excluded.due_at, claimed_by = NULL, lease_until = NULL
), d AS (
  DELETE FROM bot_jobs b USING i, u WHERE b.game_id = i.id AND u.id = i.id AND NOT i.bot
)
SELECT u.id, u.revision, u.updated_at${
      n
        ? sql`, pg_notify(${n.channel}, ${`${n.instanceId} `} || u.id || ' ' || u.version::text || ' ' || u.revision::text)`
        : sql``
    } FROM u`;
  }
}
