/** Prints one seeded game's log (heuristic bots): `npx tsx scripts/log.ts [seed] [seats] [advanced]`. */
import { THE_BRIGADE, TINDERBOX } from "../src/index.js";

const seed = Number(process.argv[2] ?? 1);
const seats = Number(process.argv[3] ?? 4);
const parsed = THE_BRIGADE.rules.parse(process.argv[4] === "advanced" ? { advanced: true } : {});
if (!parsed.ok) throw new Error("rules");
const created = THE_BRIGADE.setup({ map: TINDERBOX, rules: parsed.value, seats, seed });
if (!created.ok) throw new Error("setup");
let s = created.value;
const bot = THE_BRIGADE.ai?.bots?.heuristic;
if (!bot) throw new Error("bot");
for (let n = 0; n < 5000; n++) {
  const seat = THE_BRIGADE.toAct(s)[0];
  if (seat === undefined) break;
  const a = bot.decide(s, seat, { seed: n });
  const r = THE_BRIGADE.apply(s, seat, a);
  if (!r.ok) throw new Error(r.error.message);
  console.log(`  [${seat}] ${THE_BRIGADE.describeAction(s, a)}`);
  for (const e of THE_BRIGADE.redact(r.state, r.events, "spectator")) {
    const line = THE_BRIGADE.describe(r.state, e, { viewer: "spectator" });
    if (line) console.log(`      ${line}`);
  }
  s = r.state;
}
console.log(JSON.stringify(THE_BRIGADE.outcome(s).decidedByText));
