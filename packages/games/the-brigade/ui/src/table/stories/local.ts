/**
 * A game of The Brigade played in the browser through the module itself (no server), for the
 * stories and tests: set up Tinderbox, let the heuristic bot play to a point, then act for whoever
 * must act. It builds the same `TableGame` the play server's snapshot gives the table.
 */
import type { TableGame, TableLogLine } from "@pudding/board-ui";
import {
  type BrigadeAction,
  type BrigadeHints,
  type BrigadeMap,
  type BrigadeState,
  type BrigadeView,
  THE_BRIGADE,
  TINDERBOX,
} from "@pudding/the-brigade";
import { useCallback, useMemo, useState } from "react";

const M = THE_BRIGADE;
const NAMES = ["Anna", "Ben", "Cleo", "Dan"];

/** A local game: its state and log. */
export interface Local {
  state: BrigadeState;
  log: TableLogLine[];
}

/** Applies one action, with the log lines a spectator would read. */
export function step(g: Local, seat: number, action: unknown): Local | { error: string } {
  const r = M.apply(g.state, seat, action);
  if (!r.ok)
    return {
      error: `${r.error.message}${r.error.rule && !r.error.message.includes(r.error.rule) ? ` (${r.error.rule})` : ""}`,
    };
  const lines = M.redact(r.state, r.events, "spectator")
    .map((e) => M.describe(r.state, e, { viewer: "spectator" }))
    .filter((t): t is string => Boolean(t))
    .map((text) => ({ version: g.log.length + 1, seat, text }));
  return { state: r.state, log: [...g.log, ...lines] };
}

/** A new game, then the heuristic bot plays until `until` holds (or the game ends). */
export function localGame(
  o: {
    seats?: number;
    seed?: number;
    rules?: Record<string, unknown>;
    map?: BrigadeMap;
    until?: (s: BrigadeState, i: number) => boolean;
  } = {},
): Local {
  const seats = o.seats ?? 3;
  const rules = M.rules.parse(o.rules ?? {});
  if (!rules.ok) throw new Error(rules.issues[0]?.message);
  const r = M.setup({
    map: o.map ?? TINDERBOX,
    rules: rules.value,
    seats,
    seed: o.seed ?? 7,
    names: NAMES.slice(0, seats),
  });
  if (!r.ok) throw new Error(r.issues[0]?.message);
  let g: Local = { state: r.value, log: [] };
  const bot = M.ai?.bots?.heuristic;
  for (let i = 0; i < 20000 && !M.status(g.state).over && !(o.until?.(g.state, i) ?? false); i++) {
    const seat = M.toAct(g.state)[0] as number;
    const a = bot ? bot.decide(g.state, seat, { seed: i }) : M.legal(g.state, seat)[0];
    const next = step(g, seat, a);
    if ("error" in next) throw new Error(next.error);
    g = next;
  }
  return g;
}

/** The table's view of a local game for `seat` (default: the first seat to act; null: a spectator). */
export function tableGame(
  g: Local,
  seat?: number | null,
): TableGame<BrigadeView, BrigadeAction, BrigadeHints> {
  const status = M.status(g.state);
  const viewer = seat === undefined ? (status.toAct[0] ?? 0) : seat;
  const who = viewer === null ? "spectator" : viewer;
  const mayAct = viewer !== null && status.toAct.includes(viewer);
  return {
    game: M.id,
    version: g.log.length,
    seat: viewer,
    seats: g.state.names.map((name, i) => ({ seat: i, name, kind: "human", connected: true })),
    status,
    view: M.view(g.state, who),
    legal: mayAct ? M.legal(g.state, viewer as number) : [],
    hints: mayAct ? ((M.hints?.(g.state, viewer as number) as BrigadeHints | null) ?? null) : null,
    log: g.log,
    outcome: status.over ? M.outcome(g.state) : null,
  };
}

/** Tinderbox, its spaces and frame, for the stories' tables. */
export const CITY = { map: TINDERBOX, spaces: M.map.spaces(TINDERBOX), frame: M.map.frame(TINDERBOX) };

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
  return { game, act, error, ...CITY };
}
