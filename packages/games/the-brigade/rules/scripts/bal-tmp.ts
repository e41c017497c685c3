import { THE_BRIGADE, TINDERBOX } from "../src/index.js";

const bot = THE_BRIGADE.ai!.bots!.heuristic!;
const rules = THE_BRIGADE.rules.parse({});
if (!rules.ok) throw 0;
let added = 0,
  removed = 0,
  turns = 0,
  byKind: Record<string, [number, number]> = {};
const t0 = performance.now();
let decisions = 0;
for (let g = 0; g < 10; g++) {
  const c = THE_BRIGADE.setup({ map: TINDERBOX, rules: rules.value, seats: 3, seed: 200 + g });
  if (!c.ok) throw 0;
  let s = c.value;
  let kind = "";
  for (let n = 0; n < 20000; n++) {
    const seat = THE_BRIGADE.toAct(s)[0];
    if (seat === undefined) break;
    const r = THE_BRIGADE.apply(s, seat, bot.decide(s, seat, { seed: n }));
    decisions++;
    if (!r.ok) throw 0;
    for (const e of r.events) {
      if (e.type === "event") {
        kind = e.kind;
        turns++;
        byKind[kind] ??= [0, 0];
        byKind[kind]![1]++;
      }
      if (
        (e.type === "spread" || e.type === "fireball" || (e.type === "intensity" && e.cause === "event")) &&
        e.after > e.before
      ) {
        added += e.after - e.before;
        byKind[kind]![0] += e.after - e.before;
      }
      if (e.type === "extinguished") removed += e.before - e.after;
    }
    s = r.state;
  }
}
console.log({
  turns,
  addedPerTurn: added / turns,
  removedPerTurn: removed / turns,
  byKind: Object.fromEntries(Object.entries(byKind).map(([k, [a, n]]) => [k, (a / n).toFixed(2)])),
  msPerDecision: (performance.now() - t0) / decisions,
});
