/**
 * Tournaments: bots play full games with seats rotated so every bot plays every seat equally often.
 * Wins are shared fractionally on a §7.2 shared win; the 95% interval is the normal approximation.
 */

import type { BoardMap } from "@pudding/great-fire";
import { applyAction, createGame, type RuleSetInput, score } from "@pudding/great-fire";
import { BOTS, type BotName, botInput } from "./bots.js";

export interface TournamentOptions {
  bots: BotName[];
  games: number;
  seed: number;
  map: BoardMap;
  rules?: RuleSetInput | string;
}
export interface TournamentResult {
  games: number;
  winRate: Record<string, number>;
  meanScore: Record<string, number>;
  ci95: Record<string, number>;
  msPerDecision: Record<string, { mean: number; p95: number }>;
}

const clock = (globalThis as unknown as { performance: { now(): number } }).performance;

/** Plays `games` games; game g seats bot `bots[(i + g) % n]` in seat i. */
export function runTournament(o: TournamentOptions): TournamentResult {
  const n = o.bots.length;
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
  for (let g = 0; g < o.games; g++) {
    const seating = o.bots.map((_, i) => o.bots[(i + g) % n] as BotName);
    let state = createGame({ map: o.map, seats: n, seed: o.seed + g, rules: o.rules as RuleSetInput });
    let decision = 0;
    while (state.phase !== "over") {
      const kind = seating[state.active] as BotName;
      const t0 = clock.now();
      const action = BOTS[kind].decide(botInput(state), (o.seed + g) * 7919 + decision++);
      (times[kind] as number[]).push(clock.now() - t0);
      const r = applyAction(state, action);
      if (!r.ok) throw new Error(`${kind} chose an illegal action: ${r.error.message}`);
      state = r.state;
    }
    const s = score(state);
    seating.forEach((k, seat) => {
      seatsPlayed[k] = (seatsPlayed[k] as number) + 1;
      scoreSum[k] = (scoreSum[k] as number) + (s.seats[seat]?.total ?? 0);
      if (s.winners.includes(seat)) wins[k] = (wins[k] as number) + 1 / s.winners.length;
    });
  }
  const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
  const out: TournamentResult = { games: o.games, winRate: {}, meanScore: {}, ci95: {}, msPerDecision: {} };
  for (const k of kinds) {
    // Per seat-game: a bot that fills m seats plays m seat-games per game.
    const m = seatsPlayed[k] as number;
    const p = (wins[k] as number) / m;
    out.winRate[k] = round(p);
    out.ci95[k] = round(1.96 * Math.sqrt((p * (1 - p)) / m));
    out.meanScore[k] = round((scoreSum[k] as number) / m, 2);
    const t = (times[k] as number[]).sort((a, b) => a - b);
    out.msPerDecision[k] = {
      mean: round(t.reduce((a, b) => a + b, 0) / Math.max(1, t.length), 4),
      p95: round(t[Math.floor(t.length * 0.95)] ?? 0, 4),
    };
  }
  return out;
}
