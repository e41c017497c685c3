/** Measure random complete games per second on one core: `npx tsx scripts/bench.ts [players] [seconds]`. */
import { benchRandomGames } from "../src/index.js";

const players = Number(process.argv[2] ?? 4);
const seconds = Number(process.argv[3] ?? 5);
benchRandomGames({ players, seconds: 0.5 }); // warm-up
const r = benchRandomGames({ players, seconds });
console.log(JSON.stringify({ players, ...r }));
