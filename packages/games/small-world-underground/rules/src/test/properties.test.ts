/**
 * Properties over many seeded random games, 2–5 players and several rule sets: the right number of
 * rounds and turns, per-race supplies (§6.4), one race per region, Monsters only falling, coins
 * never negative and conserved (all in `invariants`), and legality: every listed action applies,
 * random unlisted ones are refused without a change.
 */

import { Rng } from "@pudding/engine";
import { canonical } from "@pudding/engine/testkit";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fast } from "../ai.js";
import { MARKER_IDS } from "../catalog.js";
import { listMoves } from "../core.js";
import { SWU_MAPS } from "../map/profile.js";
import { SMALL_WORLD_UNDERGROUND as G } from "../module.js";
import type { SwuState } from "../state.js";

const RULE_SETS: Record<string, Record<string, unknown>> = {
  canonical: {},
  "english-v2": { gnomeShield: "conquestOnly", balrogMoves: false },
  house: {
    occupiedRiverBase: 2,
    lizardmenRiverSpan: "one",
    pipeAdjacency: "star",
    stonehedgeDraw: "top",
    gnomesShieldInDecline: true,
  },
  "two declined, short row, open coins": {
    maxDeclinedRaces: 2,
    rowSize: 3,
    hiddenCoins: false,
    comboCoinsBeforePayment: false,
  },
  "few races and powers, small supplies": {
    racePool: ["gnomes", "ogres", "kraken", "mudmen", "spiderines", "flames", "cultists"],
    powerPool: ["tomb", "vampire", "magic", "royal", "reborn"],
    markerPool: [
      "stonehedge",
      "wickedestPentacle",
      "flyingDoormat",
      "shinyOrb",
      "stinkyTrollsSocks",
      "cryptOfTheTombRaider",
    ],
    hammerSupply: 2,
    armorSupply: 2,
    vengeanceMarkers: 1,
    flamesEntry: "either",
  },
};

const start = (seats: number, seed: number, rules: Record<string, unknown>): SwuState => {
  const r = G.rules.parse(rules);
  if (!r.ok) throw new Error(r.issues[0]?.message);
  const s = G.setup({ map: SWU_MAPS[`swu-${seats}p`] as never, rules: r.value, seats, seed });
  if (!s.ok) throw new Error(s.issues[0]?.message);
  return s.value;
};

describe("properties of random games", () => {
  for (const seats of [2, 3, 4, 5])
    it(`${seats} players: rounds, turns, supplies, one race per region, Monsters only fall, coins conserved — over many games and rule sets`, () => {
      const rng = new Rng(seats * 1009);
      const buf: number[] = [];
      let games = 0;
      for (const [name, rules] of Object.entries(RULE_SETS)) {
        const n = name === "canonical" ? 250 : 75; // 550 games per seat count, 2,200 in all
        for (let g = 0; g < n; g++) {
          const s = start(seats, seats * 100_000 + g, rules);
          let monsters = s.rMonsters.reduce((a, b) => a + b, 0);
          let steps = 0;
          while (!fast.over(s)) {
            listMoves(s, buf);
            expect(buf.length, `${name} seed ${g}: a seat may act but has no move`).toBeGreaterThan(0);
            fast.apply(s, buf[rng.below(buf.length)] as number);
            const m = s.rMonsters.reduce((a, b) => a + b, 0);
            expect(m).toBeLessThanOrEqual(monsters);
            monsters = m;
            if (++steps % 4 === 0 || fast.over(s)) {
              const bad = G.invariants?.(s) ?? [];
              if (bad.length) throw new Error(`${name} ${seats}p seed ${g} step ${steps}: ${bad.join("; ")}`);
            }
            if (steps > 20_000) throw new Error("a game that does not end");
          }
          expect(s.round).toBe(s.rounds);
          expect(s.turn).toBe(s.rounds * seats);
          expect(s.stats.coinsByRound.length).toBe(s.rounds);
          expect(G.outcome(s).winners.length).toBeGreaterThan(0);
          games++;
        }
      }
      expect(games).toBe(550);
    });
});

/** Random actions, shaped like real ones, with ids from the map and the catalogue, and junk. */
const anyAction = (regions: string[]) => {
  const region = fc.oneof(fc.constantFrom(...regions), fc.constantFrom("__proto__", "", "X9", "constructor"));
  const use = fc.subarray(["sword", "socks", "doormat", "bag"] as const);
  const small = fc.integer({ min: -1, max: 8 });
  return fc.oneof(
    fc.record({ type: fc.constantFrom("pick", "swapBadge"), position: small }),
    fc.record({ type: fc.constantFrom("conquer", "finalAttempt", "wispRoll", "orb"), region, use }),
    fc.record({ type: fc.constantFrom("deploy"), region, count: small }),
    fc.record({
      type: fc.constantFrom(
        "placeVolcano",
        "abandon",
        "moveAncient",
        "reborn",
        "vampire",
        "balrog",
        "placeArmor",
        "placeQueen",
        "placeGhost",
        "placeRing",
        "placeBag",
        "placeScepter",
        "altar",
      ),
      region,
    }),
    fc.record({ type: fc.constantFrom("copyRelic"), relic: fc.constantFrom(...MARKER_IDS) }),
    fc.constantFrom(
      ...[
        "expand",
        "decline",
        "declineWithoutStonehedge",
        "keepBadge",
        "endConquests",
        "stopArmor",
        "keepRing",
        "keepBag",
        "keepScepter",
        "skipAltar",
      ].map((type) => ({ type })),
    ),
    fc.anything(),
  );
};

describe("legality", () => {
  it("every listed action applies; random actions are accepted exactly when listed, and a refusal changes nothing", () => {
    const states: SwuState[] = [];
    for (const seats of [2, 3, 4, 5]) {
      const rng = new Rng(seats);
      const s = start(seats, 77 + seats, {});
      const buf: number[] = [];
      while (!fast.over(s)) {
        if (rng.below(6) === 0) states.push(fast.clone(s));
        listMoves(s, buf);
        fast.apply(s, buf[rng.below(buf.length)] as number);
      }
    }
    for (const s of states) {
      const seat = G.toAct(s)[0] as number;
      for (const a of G.legal(s, seat)) expect(G.apply(s, seat, a).ok).toBe(true);
    }
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: states.length - 1 }),
        anyAction(SWU_MAPS["swu-5p"]?.regions.map((r) => r.id) ?? []),
        (k, a) => {
          const s = states[k] as SwuState;
          const seat = G.toAct(s)[0] as number;
          const listed = G.legal(s, seat).some((x) => canonical(x) === canonical(a));
          const hash = G.hash(s);
          const r = G.apply(s, seat, a);
          expect(G.hash(s)).toBe(hash);
          expect(r.ok).toBe(listed);
          if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
        },
      ),
      { numRuns: 3000, seed: 7 },
    );
  });
});
