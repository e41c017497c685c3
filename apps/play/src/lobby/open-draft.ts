/**
 * An open table from the lobby's form (issue 28 §2): a draft with at least one "open" seat is not a
 * private game but a table others join; this makes the `lobby.open` input from it.
 */
import type { LobbyDraft } from "./draft";

/** The seat kind of an open seat in the seats editor. */
export const OPEN = "open";

/** The creator's choices for an open table. */
export interface OpenChoices {
  allowGuests: boolean;
  autoStart: boolean;
  expiresInHours: number;
}

export const DEFAULT_OPEN_CHOICES: OpenChoices = { allowGuests: true, autoStart: true, expiresInHours: 24 };

/** The expiry times the lobby offers (hours). */
export const EXPIRY_HOURS: readonly number[] = [1, 6, 24, 72];

/** Whether the draft is an open table (some seat open for others). */
export const isOpenTable = (d: Pick<LobbyDraft, "seats">): boolean => d.seats.some((s) => s.kind === OPEN);

/**
 * The `lobby.open` input: people (the creator names the first; unnamed ones are "Player N"), bots,
 * open seats; board, rules, timer and bot speed as for a private game; the creator's choices.
 */
export function openInput(d: LobbyDraft, c: OpenChoices, fillBot?: string) {
  return {
    game: d.game,
    seats: d.seats.map((s, i) =>
      s.kind === OPEN
        ? { kind: "open" as const }
        : s.kind === "human"
          ? { kind: "person" as const, name: s.name.trim() || `Player ${i + 1}` }
          : { kind: "bot" as const, bot: s.kind },
    ),
    ...(d.mapId ? { mapId: d.mapId } : {}),
    ...(d.rules ? { rules: d.rules } : {}),
    ...(d.turnSeconds ? { turnSeconds: d.turnSeconds } : {}),
    ...(d.botDelayMs !== undefined && d.botDelayMs !== null ? { botDelayMs: d.botDelayMs } : {}),
    ...(fillBot ? { fillBot } : {}),
    allowGuests: c.allowGuests,
    autoStart: c.autoStart,
    expiresInHours: c.expiresInHours,
  };
}
