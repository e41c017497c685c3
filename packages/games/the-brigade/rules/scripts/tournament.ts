/**
 * Heuristic against three random players (uniform over `legal`), seats rotated, seeded:
 * `npx tsx scripts/tournament.ts [games] [preset]`. Prints the heuristic's win rate (a shared win
 * counts 1/k) with a 95% interval; par is 25%.
 */
import { THE_BRIGADE } from "../src/index.js";
import { type Player, playGame } from "./play.js";

const games = Number(process.argv[2] ?? 1000);
const presetId = process.argv[3] ?? "basic";
const preset = THE_BRIGADE.rules.presets.find((p) => p.id === presetId);
if (!preset) throw new Error(`no preset ${presetId}`);
const seats = 4;
let wins = 0;
const endings: Record<string, number> = {};
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const hero = g % seats;
  const players: Player[] = Array.from({ length: seats }, (_, i) => (i === hero ? "heuristic" : "random"));
  const s = playGame(players, 1000 + g, preset.rules as Record<string, unknown>);
  const w = s.result?.winners ?? [];
  if (w.includes(hero)) wins += 1 / w.length;
  const e = s.result?.ending ?? "none";
  endings[e] = (endings[e] ?? 0) + 1;
}
const p = wins / games;
const half = 1.96 * Math.sqrt((p * (1 - p)) / games);
console.log(
  JSON.stringify({
    games,
    preset: presetId,
    heuristicWinRate: Number(p.toFixed(4)),
    ci95: [Number((p - half).toFixed(4)), Number((p + half).toFixed(4))],
    par: 0.25,
    endings,
    seconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
  }),
);
