/**
 * Tournaments for any game: bots play full games with seats rotated so every bot plays every seat
 * equally often. Wins are shared fractionally on a shared win; the 95% interval is the normal
 * approximation. When several seats may act at once, the lowest seat moves first.
 */
import type { AnyGameModule } from "@pudding/engine";
import { botsFor } from "./bots.js";

export interface TournamentOptions {
  module: AnyGameModule;
  /** One bot id per seat (`random`, `heuristic`, `search`, …); rotated per game. */
  bots: string[];
  games: number;
  seed: number;
  /** A map of the game (default the module's map for the seat count). */
  map?: unknown;
  /** A preset id or a partial rule set (default the module's default preset). */
  rules?: unknown;
}
export interface TournamentResult {
  game: string;
  games: number;
  winRate: Record<string, number>;
  meanScore: Record<string, number>;
  ci95: Record<string, number>;
  msPerDecision: Record<string, { mean: number; p95: number }>;
}

const clock = (globalThis as unknown as { performance: { now(): number } }).performance;

/** Resolves a preset id or partial rule set into the module's rule set, or throws with the issues. */
export function rulesOf(module: AnyGameModule, input: unknown): unknown {
  const preset = typeof input === "string" ? module.rules.presets.find((p) => p.id === input) : undefined;
  if (typeof input === "string" && !preset)
    throw new Error(
      `unknown preset "${input}"; use one of ${module.rules.presets.map((p) => p.id).join(", ")}`,
    );
  const base = module.rules.presets.find((p) => p.id === module.rules.defaultPreset)?.rules ?? {};
  const r = module.rules.parse(preset ? preset.rules : (input ?? base));
  if (!r.ok) throw new Error(r.issues.map((i) => `${i.path}: ${i.message}`).join("; "));
  return r.value;
}

/** Plays `games` games; game g seats bot `bots[(i + g) % n]` in seat i. */
export function runTournament(o: TournamentOptions): TournamentResult {
  const { module } = o;
  const n = o.bots.length;
  const table = botsFor(module);
  for (const b of o.bots)
    if (!table[b])
      throw new Error(`${module.title} has no bot "${b}"; available: ${Object.keys(table).join(", ")}`);
  const kinds = [...new Set(o.bots)];
  const wins: Record<string, number> = {};
  const seatsPlayed: Record<string, number> = {};
  const scoreSum: Record<string, number> = {};
  const times: Record<string, number[]> = {};
  for (const k of kinds) {
    wins[k] = 0;
    seatsPlayed[k] = 0;
    scoreSum[k] = 0;
    times[k] = [];
  }
  const rules = rulesOf(module, o.rules);
  const map = o.map ?? module.map.defaultFor(n);
  for (let g = 0; g < o.games; g++) {
    const seating = o.bots.map((_, i) => o.bots[(i + g) % n] as string);
    const created = module.setup({ map, rules, seats: n, seed: o.seed + g });
    if (!created.ok) throw new Error(created.issues.map((i) => `${i.path}: ${i.message}`).join("; "));
    let state = created.value;
    let decision = 0;
    for (;;) {
      const toAct = module.toAct(state);
      if (toAct.length === 0) break;
      const seat = Math.min(...toAct);
      const kind = seating[seat] as string;
      const t0 = clock.now();
      const action = (table[kind] as (typeof table)[string]).decide(state, seat, {
        seed: (o.seed + g) * 7919 + decision++,
      });
      (times[kind] as number[]).push(clock.now() - t0);
      const r = module.apply(state, seat, action);
      if (!r.ok) throw new Error(`${kind} chose an illegal action: ${r.error.message}`);
      state = r.state;
    }
    const out = module.outcome(state);
    seating.forEach((k, seat) => {
      seatsPlayed[k] = (seatsPlayed[k] as number) + 1;
      scoreSum[k] = (scoreSum[k] as number) + (out.points[seat] ?? 0);
      if (out.winners.includes(seat)) wins[k] = (wins[k] as number) + 1 / out.winners.length;
    });
  }
  const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
  const res: TournamentResult = {
    game: module.id,
    games: o.games,
    winRate: {},
    meanScore: {},
    ci95: {},
    msPerDecision: {},
  };
  for (const k of kinds) {
    // Per seat-game: a bot that fills m seats plays m seat-games per game.
    const m = seatsPlayed[k] as number;
    const p = (wins[k] as number) / m;
    res.winRate[k] = round(p);
    res.ci95[k] = round(1.96 * Math.sqrt((p * (1 - p)) / m));
    res.meanScore[k] = round((scoreSum[k] as number) / m, 2);
    const t = (times[k] as number[]).sort((a, b) => a - b);
    res.msPerDecision[k] = {
      mean: round(t.reduce((a, b) => a + b, 0) / Math.max(1, t.length), 4),
      p95: round(t[Math.floor(t.length * 0.95)] ?? 0, 4),
    };
  }
  return res;
}
