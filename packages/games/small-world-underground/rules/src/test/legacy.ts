/**
 * Games recorded under rules version 1 (before R62, §18.3's optional Ghost, R40's two Doormats and
 * the Wisps' die limit following `dieFaces`): seeded games of heuristic bots with random moves mixed
 * in (so rare choices — the Ghost, the Doormat, the Bag, the die — are taken), kept as their actions
 * and final hashes in `fixtures/legacy-v1.json.gz`. `legacy.test.ts` replays them; `record-legacy.ts`
 * wrote them (run it only to add games, never to "fix" a failing replay).
 */
import { decodeMove } from "../actions.js";
import { heuristicMove } from "../ai.js";
import { listMoves } from "../core.js";
import { SWU_MAPS } from "../map/profile.js";
import { SMALL_WORLD_UNDERGROUND as G } from "../module.js";
import { SWU_PRESETS } from "../rules.js";
import type { SwuState } from "../state.js";

/** One recorded game. */
export interface LegacyGame {
  seats: number;
  seed: number;
  /** A preset id, with overrides. */
  preset: string;
  overrides: Record<string, unknown>;
  actions: unknown[];
  hash: string;
}

/** The rule sets the recorded games cycle through (presets, and a die whose top face is not 3). */
export const LEGACY_VARIANTS: { preset: string; overrides: Record<string, unknown> }[] = [
  { preset: "canonical", overrides: {} },
  { preset: "italian-literal", overrides: {} },
  { preset: "english-v2", overrides: {} },
  { preset: "house", overrides: {} },
  { preset: "canonical", overrides: { dieFaces: [0, 1, 2, 3, 4, 5] } },
  { preset: "canonical", overrides: { dieFaces: [0, 0, 1, 1, 2, 2] } },
];

/** A new game of a recorded kind under a rules version. */
export function legacyStart(g: Omit<LegacyGame, "actions" | "hash">, rulesVersion: number): SwuState {
  const preset = SWU_PRESETS.find((p) => p.id === g.preset);
  if (!preset) throw new Error(g.preset);
  const rules = G.rules.parse({ ...preset.rules, ...g.overrides });
  if (!rules.ok) throw new Error(JSON.stringify(rules.issues));
  const s = G.setup({
    map: SWU_MAPS[`swu-${g.seats}p`] as never,
    rules: rules.value,
    seats: g.seats,
    seed: g.seed,
    rulesVersion,
  });
  if (!s.ok) throw new Error(JSON.stringify(s.issues));
  return s.value;
}

/** Plays a game with the mixed bot (a third of the moves random), returning its actions. */
export function legacyPlay(g: Omit<LegacyGame, "actions" | "hash">, rulesVersion: number): LegacyGame {
  let s = legacyStart(g, rulesVersion);
  // mulberry32: the recorder's own dice, independent of the engine's generator.
  let x = g.seed * 7919 + 17;
  const next = (n: number) => {
    x = (x + 0x6d2b79f5) | 0;
    let t = Math.imul(x ^ (x >>> 15), 1 | x);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % n) | 0;
  };
  const actions: unknown[] = [];
  const buf: number[] = [];
  for (let i = 0; i < 20000 && !G.status(s).over; i++) {
    const seat = G.toAct(s)[0] as number;
    const moves = listMoves(s, buf);
    const m = next(3) === 0 ? (moves[next(moves.length)] as number) : heuristicMove(s);
    const a = decodeMove(s, m);
    const r = G.apply(s, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    s = r.state;
  }
  return { ...g, actions, hash: G.hash(s) };
}
