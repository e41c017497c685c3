import { Rng } from "@pudding/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KIND } from "./actions.js";
import { CELLS, cellIndex, cellName } from "./grid.js";
import { type BrigadeAction, type BrigadeState, ENDING_CODES, THE_BRIGADE, TINDERBOX } from "./index.js";
import { hasProtectingPiece } from "./state.js";

const fast = THE_BRIGADE.ai?.fast;
if (!fast) throw new Error("no fast path");
const PRESETS: [string, Record<string, unknown>][] = [
  ["basic", {}],
  ["advanced", { advanced: true }],
  ["with-expansions", { advanced: true, greatBuildings: true, fireFestival: true }],
];
const start = (rules: Record<string, unknown>, seats: number, seed: number): BrigadeState => {
  const r = THE_BRIGADE.rules.parse(rules);
  if (!r.ok) throw new Error(r.issues[0]?.message);
  const g = THE_BRIGADE.setup({ map: TINDERBOX, rules: r.value, seats, seed });
  if (!g.ok) throw new Error(g.issues[0]?.message);
  return g.value;
};
const canon = (a: unknown) => JSON.stringify(a);

describe("properties over random games (2, 3 and 4 seats; basic, advanced, expansions)", () => {
  for (const seats of [2, 3, 4])
    for (const [name, rules] of PRESETS)
      it(`${seats} seats, ${name}: every game ends by one of the four endings; invariants hold after every move`, () => {
        const endings = new Set<string>();
        for (let seed = 1; seed <= 250; seed++) {
          const s = start(rules, seats, seed * 97 + seats);
          const rng = new Rng(seed);
          const buf: number[] = [];
          let prevBurnt = s.burnt.slice();
          for (let n = 0; n < 20_000 && !fast.over(s); n++) {
            fast.moves(s, buf);
            expect(buf.length).toBeGreaterThan(0);
            fast.apply(s, buf[rng.below(buf.length)] as number);
            const broken = THE_BRIGADE.invariants?.(s) ?? [];
            if (broken.length) throw new Error(`seed ${seed} step ${n}: ${broken.join("; ")}`);
            // §4.3 a destroyed tile never burns again and is never restored.
            for (let c = 0; c < CELLS; c++)
              if ((prevBurnt[c] as number) > 0 && (s.burnt[c] as number) < (prevBurnt[c] as number))
                throw new Error(`seed ${seed}: ${cellName(c)} came back from destruction`);
            prevBurnt = s.burnt.slice();
          }
          expect(fast.over(s)).toBe(true);
          const out = THE_BRIGADE.outcome(s);
          expect(ENDING_CODES).toContain(out.ending);
          expect(out.winners.length).toBeGreaterThan(0);
          endings.add(out.ending as string);
        }
        expect(endings.size).toBeGreaterThan(0);
      });

  it("§4.4 protected tiles never rise from an event (except the Burning Man, R9)", () => {
    for (let seed = 1; seed <= 40; seed++) {
      let s = start({ advanced: seed % 2 === 0, fireFestival: true }, 2 + (seed % 3), seed);
      const rng = new Rng(seed);
      for (let n = 0; n < 5000; n++) {
        const seat = THE_BRIGADE.toAct(s)[0];
        if (seat === undefined) break;
        const legal = THE_BRIGADE.legal(s, seat);
        const r = THE_BRIGADE.apply(s, seat, legal[rng.below(legal.length)]);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        // Pieces stand where they stood when the event was resolved (the next player has not acted yet);
        // only pieces on a tile the event destroyed have gone home.
        let card = "";
        for (const e of r.events) {
          if (e.type === "event") card = e.card;
          if (e.type === "turn") card = "";
          const target =
            e.type === "spread"
              ? e.to
              : e.type === "fireball" || (e.type === "intensity" && e.cause === "event")
                ? e.cell
                : null;
          if (!target || card === "" || card === "festival-of-the-burning-man") continue;
          if (!("after" in e) || e.after <= e.before) continue;
          const c = cellIndex(target);
          if (s.burnt[c] === 0 && hasProtectingPiece(s, c))
            throw new Error(`seed ${seed}: protected ${target} rose (${card})`);
        }
      }
    }
  });

  it("every listed action applies and random unlisted ones are refused without a change (fast-check)", () => {
    const states: BrigadeState[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const s = start(seed % 2 ? {} : { advanced: true }, 2 + (seed % 3), seed);
      const rng = new Rng(seed);
      const buf: number[] = [];
      for (let n = 0; n < 200 && !fast.over(s); n++) {
        if (n % 20 === 0) states.push(fast.clone(s));
        fast.moves(s, buf);
        fast.apply(s, buf[rng.below(buf.length)] as number);
      }
    }
    const types = Object.keys(KIND);
    const cells = Array.from({ length: CELLS }, (_, i) => cellName(i));
    const anyAction = fc.record(
      {
        type: fc.constantFrom(...types, "fly"),
        to: fc.constantFrom(...cells, "Z9"),
        tile: fc.constantFrom(...cells),
        water: fc.integer({ min: -1, max: 8 }),
        fromCistern: fc.integer({ min: 0, max: 6 }),
        cistern: fc.integer({ min: 0, max: 8 }),
        track: fc.constantFrom("squad", "cistern", "command", "luck"),
        card: fc.constantFrom("ash", "lumen", "sir-precious", null, "nobody"),
        replace: fc.constantFrom("ash", null),
        seat: fc.integer({ min: -1, max: 4 }),
        extra: fc.string(),
      },
      { requiredKeys: ["type"] },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), anyAction, (i, a) => {
        const s = states[i] as BrigadeState;
        const seat = THE_BRIGADE.toAct(s)[0] ?? 0;
        const listed = THE_BRIGADE.legal(s, seat).map(canon);
        const hash = THE_BRIGADE.hash(s);
        const r = THE_BRIGADE.apply(s, seat, a);
        expect(THE_BRIGADE.hash(s)).toBe(hash);
        if (r.ok) expect(listed).toContain(canon(a as BrigadeAction));
        else {
          expect(listed).not.toContain(canon(a));
          expect(r.error.code.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 3000 },
    );
    for (const s of states) {
      const seat = THE_BRIGADE.toAct(s)[0] ?? 0;
      for (const a of THE_BRIGADE.legal(s, seat)) expect(THE_BRIGADE.apply(s, seat, a).ok).toBe(true);
    }
  });

  it("heuristic games keep every invariant too (deeper positions: loyalty, abilities, steals)", () => {
    const bot = THE_BRIGADE.ai?.bots?.heuristic;
    if (!bot) throw new Error("no bot");
    const endings = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      let s = start(
        seed % 2 ? { advanced: true, greatBuildings: true, fireFestival: true } : {},
        2 + (seed % 3),
        seed,
      );
      for (let n = 0; n < 5000; n++) {
        const seat = THE_BRIGADE.toAct(s)[0];
        if (seat === undefined) break;
        const r = THE_BRIGADE.apply(s, seat, bot.decide(s, seat, { seed: n }));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        const broken = THE_BRIGADE.invariants?.(s) ?? [];
        if (broken.length) throw new Error(`seed ${seed} step ${n}: ${broken.join("; ")}`);
      }
      expect(THE_BRIGADE.status(s).over).toBe(true);
      endings.add(s.result?.ending as string);
    }
    expect(endings.size).toBeGreaterThan(0);
  });
});
