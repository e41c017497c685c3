import { runTestkit } from "@pudding/engine";
import { THE_BRIGADE } from "../src/index.js";

const t0 = performance.now();
const r = runTestkit(THE_BRIGADE, { seats: [2, 3, 4], games: 1, every: 7, samples: 2, variants: 6 });
console.log(r.failures.slice(0, 10).join("\n"));
console.log({ ...r, failures: r.failures.length }, (performance.now() - t0) / 1000);
