/**
 * A game of The Great Fire played in the browser through the module itself (no server), for the
 * stories: set up London, let the heuristic bot play to a point, then act for whoever must act.
 * It builds the same `TableGame` the play server's snapshot gives the table.
 */
import type { TableGame, TableLogLine } from "@pudding/board-ui";
import {
  type Action,
  type FireCardOption,
  type GameState,
  GREAT_FIRE_1666,
  LONDON_1666,
  type PlayerView,
} from "@pudding/great-fire";
import { useCallback, useMemo, useState } from "react";

const M = GREAT_FIRE_1666;
const NAMES = ["Anna", "Ben", "Cleo", "Dan", "Edith", "Frank"];

/** A local game: its state and log. */
export interface Local {
  state: GameState;
  log: TableLogLine[];
}

function step(g: Local, seat: number, action: unknown): Local | { error: string } {
  const r = M.apply(g.state, seat, action);
  if (!r.ok) return { error: r.error.message };
  const lines = M.redact(r.state, r.events, "spectator")
    .map((e) => M.describe(r.state, e, { viewer: "spectator" }))
    .filter((t): t is string => Boolean(t))
    .map((text) => ({ version: g.log.length + 1, seat, text }));
  return { state: r.state, log: [...g.log, ...lines] };
}

/** A new game, then the heuristic bot plays until `until` holds (or the game ends). */
export function localGame(
  o: { seats?: number; seed?: number; until?: (s: GameState) => boolean } = {},
): Local {
  const seats = o.seats ?? 4;
  const rules = M.rules.parse({});
  if (!rules.ok) throw new Error("rules");
  const r = M.setup({
    map: LONDON_1666,
    rules: rules.value,
    seats,
    seed: o.seed ?? 7,
    names: NAMES.slice(0, seats),
  });
  if (!r.ok) throw new Error(r.issues[0]?.message);
  let g: Local = { state: r.value, log: [] };
  const bot = M.ai?.bots?.heuristic;
  for (let i = 0; i < 5000 && !M.status(g.state).over && !(o.until?.(g.state) ?? false); i++) {
    const seat = M.toAct(g.state)[0] as number;
    const a = bot ? bot.decide(g.state, seat, { seed: i }) : M.legal(g.state, seat)[0];
    const next = step(g, seat, a);
    if ("error" in next) throw new Error(next.error);
    g = next;
  }
  return g;
}

/** The table's view of a local game for `seat` (default: the first seat to act). */
export function tableGame(g: Local, seat?: number | null): TableGame<PlayerView, Action, FireCardOption[]> {
  const status = M.status(g.state);
  const viewer = seat === undefined ? (status.toAct[0] ?? 0) : seat;
  const who = viewer === null ? "spectator" : viewer;
  return {
    game: M.id,
    version: g.log.length,
    seat: viewer,
    seats: g.state.seatNames.map((name: string, i: number) => ({
      seat: i,
      name,
      kind: "human",
      connected: true,
    })),
    status,
    view: M.view(g.state, who),
    legal: viewer === null ? [] : M.legal(g.state, viewer),
    hints: viewer === null ? null : ((M.hints?.(g.state, viewer) as FireCardOption[] | null) ?? null),
    log: g.log,
    outcome: status.over ? M.outcome(g.state) : null,
  };
}

/** London, its spaces and frame, for the stories' tables. */
export const LONDON = {
  map: LONDON_1666,
  spaces: M.map.spaces(LONDON_1666),
  frame: M.map.frame(LONDON_1666),
};

/** A local hot-seat game as React state: the table follows whoever must act. */
export function useLocalGame(start: () => Local) {
  const [g, setG] = useState(start);
  const [error, setError] = useState<string | null>(null);
  const game = useMemo(() => tableGame(g), [g]);
  const act = useCallback(
    (action: unknown) => {
      const seat = M.toAct(g.state)[0];
      if (seat === undefined) return;
      const next = step(g, seat, action);
      if ("error" in next) setError(next.error);
      else {
        setError(null);
        setG(next);
      }
    },
    [g],
  );
  return {
    game,
    act,
    error,
    map: LONDON_1666,
    spaces: M.map.spaces(LONDON_1666),
    frame: M.map.frame(LONDON_1666),
  };
}
