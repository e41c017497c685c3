/**
 * Play-test in place: put fire in some districts, pick a card direction, and ask the engine (the
 * same `fireOptions` the table and the bots use, §4.1–§4.4) where the fire may go and with which
 * §4.2 priority class. The position is built like the engine's rule-test scenarios: a fresh game on
 * the edited map, its board emptied, the chosen cones and teams placed, one card in hand.
 */

import type { BoardMap, Direction } from "@pudding/great-fire";
import { createGame, type FireCardOption, fireOptions, GameOptionsError } from "@pudding/great-fire";
import type { Locale } from "@pudding/i18n";
import { gfT } from "./messages.js";

export interface PlaytestSetup {
  /** Cones per district id (2 or more make a fire source, §4.1); Pudding Lane holds 25 unless set. */
  fire: Record<string, number>;
  /** Districts holding an emergency team (class 2 / 4 destinations, §4.2). */
  teams: readonly string[];
  /** Districts whose houses are burnt (class 3 / 4, §4.2). */
  burnt?: readonly string[];
  card: Direction;
}

export type PlaytestResult =
  | { ok: true; option: FireCardOption | null; sources: string[] }
  | { ok: false; message: string };

const CARD_INDEX: Record<Direction, number> = { N: 0, E: 1, S: 2, W: 3 };

/**
 * The fire destinations of one card from the chosen fires, as the engine computes them; why not,
 * worded in `locale` (the engine's own issues stay as it words them).
 */
export function playtest(map: BoardMap, setup: PlaytestSetup, locale: Locale = "en"): PlaytestResult {
  const t = gfT(locale);
  let s: ReturnType<typeof createGame>;
  try {
    s = createGame({ map, seats: 3, seed: 1 });
  } catch (e) {
    const msg =
      e instanceof GameOptionsError
        ? e.issues.map((i) => `${i.path}: ${i.message}`).join("; ")
        : (e as Error).message;
    return { ok: false, message: t("the engine cannot load this map yet: {{message}}", { message: msg }) };
  }
  const index = s.board.index;
  const unknown = [...Object.keys(setup.fire), ...setup.teams, ...(setup.burnt ?? [])].filter(
    (id) => index[id] === undefined,
  );
  if (unknown.length)
    return {
      ok: false,
      message: t("no district has the id {{ids}}", { ids: unknown.map((u) => `"${u}"`).join(", ") }),
    };
  s.cones.fill(0);
  s.committed.fill(0);
  s.teams.fill(0);
  s.hand.fill(0);
  s.setupQueue = [];
  s.active = 0;
  s.turn = 1;
  // As in the engine's scenarios, Pudding Lane holds its pile of cones unless told otherwise.
  if (s.board.origin >= 0) s.cones[s.board.origin] = 25;
  for (const [id, n] of Object.entries(setup.fire)) s.cones[index[id] as number] = n;
  for (const id of setup.teams) s.teams[index[id] as number] = 1;
  for (const id of setup.burnt ?? []) s.intact[index[id] as number] = 0;
  s.hand[CARD_INDEX[setup.card]] = 1;
  s.phase = "spread";
  const options = fireOptions(s);
  return {
    ok: true,
    option: options[0] ?? null,
    sources: s.board.ids.filter((_, d) => (s.cones[d] as number) >= 2),
  };
}
