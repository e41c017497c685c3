import { THE_BRIGADE, TINDERBOX } from "../src/index.js";

const bot = THE_BRIGADE.ai!.bots!.heuristic!;
const rules = THE_BRIGADE.rules.parse({});
if (!rules.ok) throw 0;
for (let g = 0; g < 6; g++) {
  const c = THE_BRIGADE.setup({ map: TINDERBOX, rules: rules.value, seats: 3, seed: 200 + g });
  if (!c.ok) throw 0;
  let s = c.value;
  for (let n = 0; n < 20000; n++) {
    const seat = THE_BRIGADE.toAct(s)[0];
    if (seat === undefined) break;
    const r = THE_BRIGADE.apply(s, seat, bot.decide(s, seat, { seed: n }));
    if (!r.ok) throw 0;
    s = r.state;
  }
}
