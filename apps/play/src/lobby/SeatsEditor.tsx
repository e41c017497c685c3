"use client";
/**
 * Step 2 of the lobby: the seats (the game's min–max), each a person, one of the game's bots
 * (described), or open for anyone to join (issue 28 §2: the table is then listed in Open tables).
 */
import type { CatalogEntry } from "@pudding/api";
import { useLocale, useT } from "@pudding/i18n";
import { botText } from "../messages";
import { resizeSeats, type SeatDraft } from "./draft";
import { OPEN } from "./open-draft";
import "./open-messages";

/** Props of {@link SeatsEditor}. */
export interface SeatsEditorProps {
  entry: CatalogEntry;
  seats: SeatDraft[];
  onChange(seats: SeatDraft[]): void;
}

/** One row per seat, with + / − buttons within the game's range. */
export function SeatsEditor({ entry, seats, onChange }: SeatsEditorProps) {
  const t = useT("play");
  const to = useT("lobby-open");
  const locale = useLocale();
  const set = (i: number, patch: Partial<SeatDraft>) =>
    onChange(seats.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  return (
    <fieldset className="field" aria-label={t("lobby.seats")}>
      <legend>
        {t("lobby.seatsLegend", { n: seats.length, min: entry.seats.min, max: entry.seats.max })}
      </legend>
      {seats.map((s, i) => {
        const found = entry.bots.find((b) => b.id === s.kind);
        const bot = found ? botText(entry.id, found, locale) : undefined;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions; the index is their identity
          <div className="seat-row" key={i}>
            <span className="muted">{i + 1}.</span>
            <input
              aria-label={t("lobby.seatName", { n: i + 1 })}
              placeholder={
                s.kind === "human"
                  ? t("lobby.playerN", { n: i + 1 })
                  : s.kind === OPEN
                    ? to("seat.openPlaceholder")
                    : t("lobby.botName")
              }
              disabled={s.kind === OPEN}
              value={s.kind === OPEN ? "" : s.name}
              maxLength={40}
              onChange={(e) => set(i, { name: e.target.value })}
            />
            <select
              aria-label={t("lobby.seatPlayer", { n: i + 1 })}
              value={s.kind}
              onChange={(e) => set(i, { kind: e.target.value })}
            >
              <option value="human">{t("lobby.person")}</option>
              <option value={OPEN}>{to("seat.open")}</option>
              {entry.bots.map((b) => (
                <option key={b.id} value={b.id}>
                  {t("lobby.botOption", { label: botText(entry.id, b, locale).label })}
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
          {t("lobby.addSeat")}
        </button>
        <button
          type="button"
          disabled={seats.length <= entry.seats.min}
          onClick={() => onChange(resizeSeats(seats, seats.length - 1, entry))}
        >
          {t("lobby.removeSeat")}
        </button>
      </div>
    </fieldset>
  );
}
