/** Profiling harness: search decisions at positions along a random game; prints iterations/s. */
import { applyAction, createGame, LONDON_1666, legalActions } from "@pudding/great-fire";
import { botInput, searchDecide } from "../src/index.js";

const opts = JSON.parse(process.argv[2] ?? "{}");
let iterations = 0;
let ms = 0;
for (let g = 0; g < 3; g++) {
  let s = createGame({ map: LONDON_1666, seats: 4, seed: g });
  for (let step = 0; s.phase !== "over"; step++) {
    const list = legalActions(s);
    if (step % 40 === 39 && list.length > 1) {
      const r = searchDecide(botInput(s), step, { budgetMs: 300, ...opts });
      iterations += r.iterations;
      ms += r.ms;
    }
    const next = applyAction(s, list[(step * 7 + g) % list.length]);
    if (next.ok) s = next.state;
  }
}
console.log(
  JSON.stringify({ opts, iterations, ms: Math.round(ms), perSecond: Math.round((iterations / ms) * 1000) }),
);
