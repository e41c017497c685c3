/**
 * A seat's optional owner. The packages beside the api (accounts, lobby) give a seat an owner id —
 * when a signed-in player joins an open table, or a guest claims the seat of a link they hold — and
 * read it back for profiles and ratings. The api stores only the opaque id: it never learns a name,
 * an e-mail or a credential, and the engine never sees owners at all.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { rowsOf } from "./db/migrate.js";
import { type Db, seatOwners, seatTokens } from "./db/schema.js";
import { PlayError } from "./errors.js";
import { hashToken } from "./ids.js";

/** An owner id: what the accounts package hands out (letters, digits, `-`, `_`, `:`; at most 100). */
const OWNER = /^[A-Za-z0-9_:-]{1,100}$/;

export interface OwnedSeat {
  gameId: string;
  seat: number;
  claimedAt: string;
}

export class SeatOwnerStore {
  constructor(private readonly db: Db) {}

  /**
   * Give the seat a token opens to `owner`. The token proves the seat; a seat already owned by
   * someone else is refused (CONFLICT), by the same owner is a no-op. Returns the game and seat.
   */
  async claim(token: string, owner: string): Promise<{ gameId: string; seat: number }> {
    checkOwner(owner);
    const [row] = await this.db
      .select({ gameId: seatTokens.gameId, seat: seatTokens.seat })
      .from(seatTokens)
      .where(eq(seatTokens.tokenHash, hashToken(token)));
    if (!row)
      throw new PlayError(
        "FORBIDDEN",
        "This seat link opens no seat. Open the link you were given for the game, then claim its seat.",
      );
    const inserted = rowsOf(
      await this.db.execute(
        sql`INSERT INTO seat_owners (game_id, seat, owner) VALUES (${row.gameId}, ${row.seat}, ${owner})
            ON CONFLICT (game_id, seat) DO NOTHING RETURNING owner`,
      ),
    );
    if (inserted.length === 0) {
      const [held] = await this.db
        .select({ owner: seatOwners.owner })
        .from(seatOwners)
        .where(and(eq(seatOwners.gameId, row.gameId), eq(seatOwners.seat, row.seat)));
      if (held && held.owner !== owner)
        throw new PlayError(
          "CONFLICT",
          "This seat already belongs to another account; it cannot be claimed again.",
        );
    }
    return row;
  }

  /** Each seat's owner in a game, by seat number (seats nobody owns are absent). */
  async ofGame(gameId: string): Promise<Map<number, string>> {
    const rows = await this.db
      .select({ seat: seatOwners.seat, owner: seatOwners.owner })
      .from(seatOwners)
      .where(eq(seatOwners.gameId, gameId));
    return new Map(rows.map((r) => [r.seat, r.owner]));
  }

  /** Every seat an owner holds, oldest first. */
  async ofOwner(owner: string): Promise<OwnedSeat[]> {
    checkOwner(owner);
    const rows = await this.db
      .select()
      .from(seatOwners)
      .where(eq(seatOwners.owner, owner))
      .orderBy(asc(seatOwners.claimedAt), asc(seatOwners.gameId), asc(seatOwners.seat));
    return rows.map((r) => ({ gameId: r.gameId, seat: r.seat, claimedAt: r.claimedAt.toISOString() }));
  }

  /** Forget an owner (an account deleted): its seats keep their games and names, and lose the id. */
  async release(owner: string): Promise<number> {
    checkOwner(owner);
    const gone = await this.db.delete(seatOwners).where(eq(seatOwners.owner, owner)).returning();
    return gone.length;
  }
}

function checkOwner(owner: string): void {
  if (!OWNER.test(owner))
    throw new PlayError("BAD_REQUEST", "An owner id is 1 to 100 letters, digits, '-', '_' or ':'.");
}
