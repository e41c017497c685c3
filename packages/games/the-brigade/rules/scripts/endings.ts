/**
 * The ending distribution the reconstruction was tuned on (§17.3): heuristic bots in every seat,
 * seeded games for 2, 3 and 4 players, basic and advanced. `npx tsx scripts/endings.ts [games]`
 * prints, per setting, the share of each ending, the median and quartiles of rounds, and the
 * rounds histogram.
 */
import { ENDING_CODES } from "../src/index.js";
import { type Player, playGame } from "./play.js";

const games = Number(process.argv[2] ?? 200);
const settings = (process.argv[3] ?? "2,3,4").split(",").map(Number);
const presets: [string, Record<string, unknown>][] = [
  ["basic", {}],
  ["advanced", { advanced: true }],
];
const quantile = (xs: number[], q: number) => {
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(q * a.length))] ?? 0;
};
const all: { ending: string; rounds: number }[] = [];
for (const [name, rules] of presets)
  for (const seats of settings) {
    const counts: Record<string, number> = Object.fromEntries(ENDING_CODES.map((e) => [e, 0]));
    const rounds: number[] = [];
    for (let g = 0; g < games; g++) {
      const s = playGame(
        Array.from({ length: seats }, (): Player => "heuristic"),
        5000 + g,
        rules,
      );
      const e = s.result?.ending ?? "none";
      counts[e] = (counts[e] ?? 0) + 1;
      rounds.push(s.round);
      all.push({ ending: e, rounds: s.round });
    }
    const share = Object.fromEntries(
      Object.entries(counts).map(([k, v]) => [k, `${((100 * v) / games).toFixed(1)}%`]),
    );
    const hist: Record<number, number> = {};
    for (const r of rounds) hist[r] = (hist[r] ?? 0) + 1;
    console.log(
      `${name.padEnd(8)} ${seats}p  games ${games}  median rounds ${quantile(rounds, 0.5)} (q1 ${quantile(rounds, 0.25)}, q3 ${quantile(rounds, 0.75)})  ${JSON.stringify(share)}`,
    );
    console.log(`           rounds histogram ${JSON.stringify(hist)}`);
  }
const total: Record<string, number> = {};
for (const x of all) total[x.ending] = (total[x.ending] ?? 0) + 1;
console.log(
  `all      ${all.length} games  median rounds ${quantile(
    all.map((x) => x.rounds),
    0.5,
  )}  ${JSON.stringify(Object.fromEntries(Object.entries(total).map(([k, v]) => [k, `${((100 * v) / all.length).toFixed(1)}%`])))}`,
);
