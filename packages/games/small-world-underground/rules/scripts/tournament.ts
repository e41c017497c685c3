/**
 * The heuristic against random players: `npx tsx scripts/tournament.ts [games] [players]`
 * (default 1,000 games, 4 players: the heuristic and three random bots). Seeded games; the
 * heuristic's seat rotates (game g: seat g mod players); a random bot picks uniformly among the
 * legal actions (the module's own move list, which is `legal` one to one). A shared win counts
 * 1/k. Prints the win rate with a 95% interval (normal approximation) and the par (1/players).
 */
import { Rng } from "@pudding/engine";
import { fast, heuristicMove } from "../src/ai.js";
import { SMALL_WORLD_UNDERGROUND as G, SWU_MAPS } from "../src/index.js";

const games = Number(process.argv[2] ?? 1000);
const players = Number(process.argv[3] ?? 4);
const rules = G.rules.parse({});
if (!rules.ok) throw new Error("rules");
const map = SWU_MAPS[`swu-${players}p`];
let score = 0;
let coinsMine = 0;
let coinsBestOther = 0;
const buf: number[] = [];
const t0 = performance.now();
for (let g = 0; g < games; g++) {
  const created = G.setup({ map: map as never, rules: rules.value, seats: players, seed: 1_000_000 + g });
  if (!created.ok) throw new Error(created.issues[0]?.message);
  const s = created.value;
  const me = g % players;
  const rng = new Rng(g + 1);
  while (!fast.over(s)) {
    const seat = fast.actor(s);
    if (seat === me) fast.apply(s, heuristicMove(s));
    else {
      fast.moves(s, buf);
      fast.apply(s, buf[rng.below(buf.length)] as number);
    }
  }
  const winners = G.outcome(s).winners;
  if (winners.includes(me)) score += 1 / winners.length;
  coinsMine += s.coins[me] as number;
  coinsBestOther += Math.max(...s.coins.filter((_, p) => p !== me));
}
const p = score / games;
const half = 1.96 * Math.sqrt((p * (1 - p)) / games);
console.log(
  JSON.stringify({
    games,
    players,
    heuristicWins: Number(score.toFixed(2)),
    winRate: Number((100 * p).toFixed(1)),
    interval95: [Number((100 * (p - half)).toFixed(1)), Number((100 * (p + half)).toFixed(1))],
    par: Number((100 / players).toFixed(1)),
    meanCoins: {
      heuristic: Number((coinsMine / games).toFixed(1)),
      bestRandom: Number((coinsBestOther / games).toFixed(1)),
    },
    seconds: Number(((performance.now() - t0) / 1000).toFixed(1)),
  }),
);
