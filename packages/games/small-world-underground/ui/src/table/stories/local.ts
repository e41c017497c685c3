/**
 * A game of Small World Underground played in the browser through the module itself (no server),
 * for the stories and tests: set up the map for the seat count, let the heuristic bot play to a
 * point, then act for whoever must act. It builds the same `TableGame` the play server's snapshot
 * gives the table.
 */
import type { TableGame, TableLogLine } from "@pudding/board-ui";
import {
  SMALL_WORLD_UNDERGROUND,
  SWU_MAPS,
  type SwuAction,
  type SwuMap,
  type SwuState,
  type SwuView,
} from "@pudding/small-world-underground";
import { useCallback, useMemo, useState } from "react";
import type { SwuHints } from "../turn.js";

const M = SMALL_WORLD_UNDERGROUND;
const NAMES = ["Anna", "Ben", "Cleo", "Dan", "Edith"];

/** A local game: its state, map and log. */
export interface Local {
  state: SwuState;
  map: SwuMap;
  log: TableLogLine[];
}

function step(g: Local, seat: number, action: unknown): Local | { error: string } {
  const r = M.apply(g.state, seat, action);
  if (!r.ok) return { error: `${r.error.message}${r.error.rule ? ` (${r.error.rule})` : ""}` };
  const lines = M.redact(r.state, r.events, "spectator")
    .map((e) => M.describe(r.state, e, { viewer: "spectator" }))
    .filter((t): t is string => Boolean(t))
    .map((text) => ({ version: g.log.length + 1, seat, text }));
  return { state: r.state, map: g.map, log: [...g.log, ...lines] };
}

/** A new game, then the heuristic bot plays until `until` holds (or the game ends). */
export function localGame(
  o: { seats?: number; seed?: number; map?: SwuMap; until?: (s: SwuState) => boolean } = {},
): Local {
  const seats = o.seats ?? 3;
  const map = o.map ?? (SWU_MAPS[`swu-${seats}p`] as SwuMap);
  const rules = M.rules.parse({});
  if (!rules.ok) throw new Error("rules");
  const r = M.setup({ map, rules: rules.value, seats, seed: o.seed ?? 7, names: NAMES.slice(0, seats) });
  if (!r.ok) throw new Error(r.issues[0]?.message);
  let g: Local = { state: r.value, map, log: [] };
  const bot = M.ai?.bots?.heuristic;
  for (let i = 0; i < 20000 && !M.status(g.state).over && !(o.until?.(g.state) ?? false); i++) {
    const seat = M.toAct(g.state)[0] as number;
    const a = bot ? bot.decide(g.state, seat, { seed: i }) : M.legal(g.state, seat)[0];
    const next = step(g, seat, a);
    if ("error" in next) throw new Error(next.error);
    g = next;
  }
  return g;
}

/** One move of the heuristic bot for whoever must act (the same game when it is over). */
export function botStep(g: Local, seed = 0): Local {
  if (M.status(g.state).over) return g;
  const seat = M.toAct(g.state)[0] as number;
  const bot = M.ai?.bots?.heuristic;
  const a = bot ? bot.decide(g.state, seat, { seed }) : M.legal(g.state, seat)[0];
  const next = step(g, seat, a);
  if ("error" in next) throw new Error(next.error);
  return next;
}

/** The table's view of a local game for `seat` (default: the first seat to act; null = spectator). */
export function tableGame(g: Local, seat?: number | null): TableGame<SwuView, SwuAction, SwuHints> {
  const status = M.status(g.state);
  const viewer = seat === undefined ? (status.toAct[0] ?? 0) : seat;
  const who = viewer === null ? "spectator" : viewer;
  return {
    game: M.id,
    version: g.log.length,
    seat: viewer,
    seats: g.state.names.map((name, i) => ({
      seat: i,
      name,
      kind: i === 0 ? "human" : "heuristic",
      connected: true,
    })),
    status,
    view: M.view(g.state, who),
    legal: viewer === null ? [] : M.legal(g.state, viewer),
    hints: viewer === null ? null : ((M.hints?.(g.state, viewer) as SwuHints) ?? null),
    log: g.log,
    outcome: status.over ? M.outcome(g.state) : null,
  };
}

/** A map's spaces and frame for a table. */
export const boardOf = (map: SwuMap) => ({ map, spaces: M.map.spaces(map), frame: M.map.frame(map) });

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
  return { game, act, error, ...boardOf(g.map) };
}
