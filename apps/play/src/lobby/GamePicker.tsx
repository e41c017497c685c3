"use client";
/** Step 1 of the lobby: the game, each with its description and seat range (test games last, marked). */
import type { CatalogEntry } from "@pudding/api";

/** Props of {@link GamePicker}. */
export interface GamePickerProps {
  games: readonly CatalogEntry[];
  value: string;
  onChange(id: string): void;
}

/** Radio cards, one per game. */
export function GamePicker({ games, value, onChange }: GamePickerProps) {
  return (
    <fieldset className="field game-picker" aria-label="Game">
      <legend>1. Game</legend>
      {games.map((g) => (
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
            <strong>{g.title}</strong>{" "}
            <span className="muted">
              · {g.seats.min === g.seats.max ? g.seats.min : `${g.seats.min}–${g.seats.max}`} players
              {g.test ? " · a test game of the platform" : ""}
            </span>
            <br />
            <span className="muted small">{g.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
