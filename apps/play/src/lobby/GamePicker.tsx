"use client";
/** Step 1 of the lobby: the game, each with its description and seat range (test games last, marked). */
import type { CatalogEntry } from "@pudding/api";
import { useLocale, useT } from "@pudding/i18n";
import "../messages";
import { gameText } from "./draft";

/** Props of {@link GamePicker}. */
export interface GamePickerProps {
  games: readonly CatalogEntry[];
  value: string;
  onChange(id: string): void;
}

/** Radio cards, one per game. */
export function GamePicker({ games, value, onChange }: GamePickerProps) {
  const t = useT("play");
  const locale = useLocale();
  return (
    <fieldset className="field game-picker" aria-label={t("lobby.game")}>
      <legend>{t("lobby.gameLegend")}</legend>
      {games.map((g) => {
        const text = gameText(g, locale);
        const range = g.seats.min === g.seats.max ? `${g.seats.min}` : `${g.seats.min}–${g.seats.max}`;
        return (
          <label
            key={g.id}
            className={`game-card${g.id === value ? " chosen" : ""}`}
            data-testid={`game-${g.id}`}
          >
            <input
              type="radio"
              name="game"
              value={g.id}
              checked={g.id === value}
              onChange={() => onChange(g.id)}
            />
            <span>
              <strong>{text.title}</strong>{" "}
              <span className="muted">
                · {t("lobby.players", { range })}
                {g.test ? ` · ${t("lobby.testGame")}` : ""}
              </span>
              <br />
              <span className="muted small">{text.description}</span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
