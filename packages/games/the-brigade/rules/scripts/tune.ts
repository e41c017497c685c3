/**
 * §17.3 tuning: builds event decks of other compositions from the reconstruction's cards and
 * simulates heuristic games on each: `npx tsx scripts/tune.ts <games> <winds/dir,storms,specialCopies>...`
 * e.g. `npx tsx scripts/tune.ts 40 3,16,1 2,12,2`. Storms are taken in whole rotation groups.
 */

import {
  CARDS_V1,
  ENDING_CODES,
  type EventCardRecord,
  THE_BRIGADE,
  TINDERBOX,
  WEIGHTS,
} from "../src/index.js";
import { FIXTURE_CARDS } from "../src/test/fixture.js";

for (const k of Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]) {
  const v = process.env[`W_${k}`];
  if (v !== undefined) WEIGHTS[k] = Number(v);
}

import { below, newRng } from "@pudding/engine";
import type { BrigadeCards, BrigadeMap } from "../src/index.js";

const games = Number(process.argv[2] ?? 40);
const configs = process.argv.slice(3).map((c) => c.split(",").map(Number));
const shipped = process.env.SHIPPED === "1";

function deckFor(w: number, f: number, sp: number, balls: number): BrigadeCards {
  const ev = FIXTURE_CARDS.events;
  const startBalls = Number(process.env.START_BALLS ?? 2);
  const out: EventCardRecord[] = ev
    .filter((e) => e.starting || e.module)
    .map((e) => (e.kind === "firestorm" ? { ...e, fireballs: e.fireballs.slice(0, startBalls) } : e));
  const winds = ev.filter((e) => e.kind === "wind");
  for (const d of ["N", "E", "S", "W"])
    out.push(...winds.filter((e) => e.kind === "wind" && e.direction === d).slice(0, w));
  const storms = ev.filter((e) => e.kind === "firestorm" && !e.starting);
  // rotation groups: FS01-04 are one base pattern's rotations? The digest lists 4 patterns x 4 rotations as FS01..FS16 in groups of 4.
  out.push(
    ...storms
      .slice(0, f)
      .map((e) => (e.kind === "firestorm" ? { ...e, fireballs: e.fireballs.slice(0, balls) } : e)),
  );
  const specials = ev.filter((e) => e.kind === "special" && !e.module);
  for (let k = 0; k < sp; k++) for (const e of specials) out.push({ ...e, id: `${e.id}-${k}` });
  // SP_EXTRA: more copies of the first specials of this list.
  const extra = [
    "refill-brigades",
    "upgrade-cistern",
    "upgrade-crew",
    "upgrade-leadership",
    "free-recruit",
    "place-renown",
  ];
  for (const id of extra.slice(0, Number(process.env.SP_EXTRA ?? 0))) {
    const e = specials.find((x) => x.id === id);
    if (e) out.push({ ...e, id: `${e.id}-extra` });
  }
  return { ...CARDS_V1, id: `tune-${w}-${f}-${sp}-${balls}`, events: out };
}

const quantile = (xs: number[], q: number) => {
  const a = xs.slice().sort((x, y) => x - y);
  return a[Math.min(a.length - 1, Math.floor(q * a.length))] ?? 0;
};
const bot = THE_BRIGADE.ai?.bots?.heuristic;
if (!bot) throw new Error("no bot");
for (const [w = 3, f = 16, sp = 1, balls = 4] of configs) {
  const cards = shipped ? CARDS_V1 : deckFor(w, f, sp, balls);
  const map: BrigadeMap = { ...TINDERBOX, id: "tune", cards };
  for (const adv of (process.env.PRESETS ?? "basic,advanced").split(",").map((x) => x === "advanced")) {
    const rules = THE_BRIGADE.rules.parse({ advanced: adv });
    if (!rules.ok) throw new Error("rules");
    const counts: Record<string, number> = Object.fromEntries(ENDING_CODES.map((e) => [e, 0]));
    const rounds: number[] = [];
    const per: string[] = [];
    const seatList = (process.env.SEATS ?? "2,3,4").split(",").map(Number);
    for (const seats of seatList) {
      const r2: number[] = [];
      for (let g = 0; g < games; g++) {
        const c = THE_BRIGADE.setup({ map, rules: rules.value, seats, seed: 9000 + g });
        if (!c.ok) throw new Error(c.issues[0]?.message);
        let s = c.value;
        const rng = newRng(g);
        for (let n = 0; n < 20000; n++) {
          const seat = THE_BRIGADE.toAct(s)[0];
          if (seat === undefined) break;
          const a = bot.decide(s, seat, { seed: n + below(rng, 1000) });
          const r = THE_BRIGADE.apply(s, seat, a);
          if (!r.ok) throw new Error(r.error.message);
          s = r.state;
        }
        const e = s.result?.ending ?? "none";
        counts[e] = (counts[e] ?? 0) + 1;
        rounds.push(s.round);
        r2.push(s.round);
      }
      per.push(`${seats}p ${quantile(r2, 0.5)}`);
    }
    const total = games * seatList.length;
    console.log(
      `w${w} f${f} s${sp} b${balls} ${adv ? "adv  " : "basic"} median ${quantile(rounds, 0.5)} [${per.join(", ")}] ${ENDING_CODES.map((e) => `${e} ${((100 * (counts[e] ?? 0)) / total).toFixed(0)}%`).join("  ")}`,
    );
  }
}
