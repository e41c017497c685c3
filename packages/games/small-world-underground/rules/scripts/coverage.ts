/** Which move kinds and events random games reach (a sanity check of the property tests' reach). */
import { Rng } from "@pudding/engine";
import { decodeMove } from "../src/actions.js";
import { heuristicMove } from "../src/ai.js";
import { listMoves } from "../src/core.js";
import { SWU_MAPS } from "../src/map/profile.js";
import { SMALL_WORLD_UNDERGROUND as G } from "../src/module.js";

const counts = new Map<string, number>();
const evs = new Map<string, number>();
const rng = new Rng(5);
const games = Number(process.argv[2] ?? 200);
const heur = process.argv[3] === "heuristic";
for (let g = 0; g < games; g++) {
  const seats = 2 + (g % 4);
  const r = G.rules.parse({});
  if (!r.ok) throw new Error();
  const c = G.setup({ map: SWU_MAPS[`swu-${seats}p`] as never, rules: r.value, seats, seed: g });
  if (!c.ok) throw new Error();
  let s = c.value;
  const buf: number[] = [];
  while (!G.status(s).over) {
    listMoves(s, buf);
    const m = heur && rng.below(2) === 0 ? heuristicMove(s) : (buf[rng.below(buf.length)] as number);
    const a = decodeMove(s, m);
    const key = a.type + ("use" in a && a.use.length ? `+${a.use.join("+")}` : "");
    counts.set(key, (counts.get(key) ?? 0) + 1);
    const res = G.apply(s, G.toAct(s)[0] as number, a);
    if (!res.ok) throw new Error(res.error.message);
    for (const e of res.events) {
      const k =
        e.type === "revealed"
          ? `revealed:${e.marker}`
          : e.type === "conquered"
            ? `conquered:${e.mode}`
            : e.type;
      evs.set(k, (evs.get(k) ?? 0) + 1);
    }
    s = res.state;
  }
}
console.log(
  [...counts.entries()]
    .sort((a, b) => a[1] - b[1])
    .map(([k, v]) => `${k} ${v}`)
    .join("\n"),
);
console.log("--- events");
console.log(
  [...evs.entries()]
    .sort((a, b) => a[1] - b[1])
    .map(([k, v]) => `${k} ${v}`)
    .join("\n"),
);
