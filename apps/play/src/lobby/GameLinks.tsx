"use client";
/** After creating: one private link per person, the spectator link, and the way in (seat, hot-seat or watch). */
import type { CreatedGame } from "@pudding/api";

/** The links of a created game. */
export function GameLinks({ created }: { created: CreatedGame }) {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const humans = created.seats.filter((s) => s.token);
  const hotSeatHref = `/g/${created.gameId}?t=${humans.map((s) => s.token).join(",")}`;
  return (
    <div className="links">
      <h2>Game ready</h2>
      <p className="muted">
        Each person gets their own private link (it is their seat — do not share it). Bots play by themselves.
      </p>
      {humans.map((s) => (
        <div className="field" key={s.seat}>
          <label htmlFor={`link-${s.seat}`}>
            {s.name}&apos;s seat link —{" "}
            <a href={`/g/${created.gameId}?t=${s.token}`} data-testid={`seat-link-${s.seat}`}>
              open here
            </a>
          </label>
          <input
            id={`link-${s.seat}`}
            readOnly
            value={`${origin}/g/${created.gameId}?t=${s.token}`}
            onFocus={(e) => e.target.select()}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor="spectate">Spectator link</label>
        <input
          id="spectate"
          readOnly
          value={`${origin}/g/${created.gameId}`}
          onFocus={(e) => e.target.select()}
        />
      </div>
      {humans.length > 1 ? (
        <a href={hotSeatHref} data-testid="hot-seat">
          <button type="button" className="primary">
            Play all {humans.length} people on this device (hot-seat)
          </button>
        </a>
      ) : humans.length === 1 ? (
        <a href={`/g/${created.gameId}?t=${humans[0]?.token}`} data-testid="take-seat">
          <button type="button" className="primary">
            Take your seat
          </button>
        </a>
      ) : (
        <a href={`/g/${created.gameId}`} data-testid="watch">
          <button type="button" className="primary">
            Watch the bots
          </button>
        </a>
      )}
    </div>
  );
}
