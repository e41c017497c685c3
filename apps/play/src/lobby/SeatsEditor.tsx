"use client";
/** Step 2 of the lobby: the seats (the game's min–max), each a person or one of the game's bots, described. */
import type { CatalogEntry } from "@pudding/api";
import { resizeSeats, type SeatDraft } from "./draft";

/** Props of {@link SeatsEditor}. */
export interface SeatsEditorProps {
  entry: CatalogEntry;
  seats: SeatDraft[];
  onChange(seats: SeatDraft[]): void;
}

/** One row per seat, with + / − buttons within the game's range. */
export function SeatsEditor({ entry, seats, onChange }: SeatsEditorProps) {
  const set = (i: number, patch: Partial<SeatDraft>) =>
    onChange(seats.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <fieldset className="field" aria-label="Seats">
      <legend>
        2. Seats ({seats.length}; {entry.seats.min}–{entry.seats.max})
      </legend>
      {seats.map((s, i) => {
        const bot = entry.bots.find((b) => b.id === s.kind);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions; the index is their identity
          <div className="seat-row" key={i}>
            <span className="muted">{i + 1}.</span>
            <input
              aria-label={`Seat ${i + 1} name`}
              placeholder={s.kind === "human" ? `Player ${i + 1}` : "Bot name (optional)"}
              value={s.name}
              maxLength={40}
              onChange={(e) => set(i, { name: e.target.value })}
            />
            <select
              aria-label={`Seat ${i + 1} player`}
              value={s.kind}
              onChange={(e) => set(i, { kind: e.target.value })}
            >
              <option value="human">Person</option>
              {entry.bots.map((b) => (
                <option key={b.id} value={b.id}>
                  Bot — {b.label}
                </option>
              ))}
            </select>
            {bot?.description ? <span className="muted small seat-note">{bot.description}</span> : null}
          </div>
        );
      })}
      <div style={{ display: "flex", gap: 8 }}>
        <button
          type="button"
          disabled={seats.length >= entry.seats.max}
          onClick={() => onChange(resizeSeats(seats, seats.length + 1, entry))}
        >
          + Seat
        </button>
        <button
          type="button"
          disabled={seats.length <= entry.seats.min}
          onClick={() => onChange(resizeSeats(seats, seats.length - 1, entry))}
        >
          − Seat
        </button>
      </div>
    </fieldset>
  );
}
