/**
 * §20, Ruling R63: no public coin ledger. From everything another seat or a spectator receives before
 * the end — views (with their coin trails), redacted events, log lines in three languages, hints — no
 * rival's total or scored amount can be read; coins paid for and taken with combos, and between
 * players, stay public; the end reveals everything; `coinsScored: "public"` announces scores again.
 */
import type { Viewer } from "@pudding/engine";
import { describe, expect, it } from "vitest";
import type { SwuEvent } from "../events.js";
import { SWU_MAPS } from "../map/profile.js";
import { SMALL_WORLD_UNDERGROUND as G } from "../module.js";
import type { SwuState } from "../state.js";

const NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"];

function start(seats: number, seed: number, rules: Record<string, unknown> = {}): SwuState {
  const r = G.rules.parse(rules);
  if (!r.ok) throw new Error("rules");
  const s = G.setup({
    map: SWU_MAPS[`swu-${seats}p`] as never,
    rules: r.value,
    seats,
    seed,
    names: NAMES.slice(0, seats),
  });
  if (!s.ok) throw new Error("setup");
  return s.value;
}

/** Plays a whole game (heuristic with random moves mixed in), calling `see` after every action. */
function play(s0: SwuState, seed: number, see: (s: SwuState, events: SwuEvent[]) => void): SwuState {
  let s = s0;
  let x = seed * 7919 + 1;
  const bot = G.ai?.bots?.heuristic;
  for (let i = 0; i < 6000 && !G.status(s).over; i++) {
    const seat = G.toAct(s)[0] as number;
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const legal = G.legal(s, seat);
    const a =
      (x >>> 8) % 3 === 0 || !bot ? legal[(x >>> 4) % legal.length] : bot.decide(s, seat, { seed: i });
    const r = G.apply(s, seat, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    see(s, r.events);
  }
  expect(G.status(s).over).toBe(true);
  return s;
}

describe("§20 Ruling R63: no public coin ledger", () => {
  it("R63 before the end no view, event, log line or hint gives a rival's total or scored amount; a ledger of everything public never equals a total; the end reveals all", {
    timeout: 120_000,
  }, () => {
    let checkedScores = 0;
    for (const seats of [2, 3, 4, 5]) {
      const s0 = start(seats, seats * 31);
      const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), "spectator"];
      // What each viewer could add up for each seat: start + every amount it was shown.
      const ledger = viewers.map(() => s0.coins.slice());
      // What each seat really took from the bank.
      const fromBank = s0.coins.map(() => 0);
      let lastOver = false;
      const final = play(s0, seats, (s, events) => {
        const over = G.status(s).over;
        lastOver = over;
        for (const e of events)
          if (e.type === "coins" && e.other === -1)
            fromBank[e.seat] = (fromBank[e.seat] as number) + (e.delta ?? 0);
        viewers.forEach((viewer, vi) => {
          const view = G.view(s, viewer);
          const seen = G.redact(s, events, viewer);
          const hints = viewer === "spectator" ? null : G.hints?.(s, viewer);
          for (const e of seen)
            if (e.type === "coins" && e.delta !== undefined)
              (ledger[vi] as number[])[e.seat] = ((ledger[vi] as number[])[e.seat] as number) + e.delta;
          if (over) return;
          for (let p = 0; p < seats; p++) {
            if (p === viewer) continue;
            expect(view.seats[p]?.coins).toBeNull();
            for (const m of view.seats[p]?.coinMoves ?? [])
              if (m.other === -1) expect(m.delta, `${viewer} sees a bank amount of ${p}`).toBeNull();
            expect(JSON.stringify(hints ?? null)).not.toMatch(/"coins"|"total"|"amount"/);
          }
          for (const e of seen) {
            if (!("seat" in e) || e.seat === viewer) continue;
            if (e.type === "coins") {
              expect(e.total).toBeUndefined();
              if (e.other === -1) expect(e.delta).toBeUndefined();
              else expect(e.delta).toBeTypeOf("number"); // combos and players' transfers stay public
            }
            if (e.type === "scored") {
              expect(e.amount).toBeUndefined();
              expect(e.parts).toBeUndefined();
              checkedScores++;
              for (const locale of ["en", "it", "pt"] as const) {
                const line = G.describe(s, e, { viewer, locale }) ?? "";
                expect(line, line).toMatch(new RegExp(NAMES[e.seat] as string));
                expect(line.replace(/§20/, ""), line).not.toMatch(/\d/);
              }
            }
            if (e.type === "coins" && e.other === -1)
              for (const locale of ["en", "it", "pt"] as const) {
                const line = G.describe(s, e, { viewer, locale }) ?? "";
                expect(line, line).not.toMatch(/\d/);
              }
          }
          // The ledger attack: a rival who took anything from the bank is never where the sum says.
          for (let p = 0; p < seats; p++)
            if (p !== viewer && (fromBank[p] as number) > 0)
              expect((ledger[vi] as number[])[p], `seat ${p} read by ${viewer}`).not.toBe(s.coins[p]);
        });
      });
      expect(lastOver).toBe(true);
      // The end reveals every total, to every seat and the spectator.
      for (const viewer of viewers) {
        const view = G.view(final, viewer);
        expect(view.seats.map((x) => x.coins)).toEqual(final.coins);
        expect(view.result?.coins).toEqual(final.coins);
        for (const p of view.seats) for (const m of p.coinMoves) expect(m.delta).toBeTypeOf("number");
      }
      // The seat itself always sees its own amounts: its ledger is exact.
      for (let p = 0; p < seats; p++) expect((ledger[p] as number[])[p]).toBe(final.coins[p]);
    }
    expect(checkedScores).toBeGreaterThan(50);
  });

  it("R63 coinsScored: public announces every score (totals stay hidden); off in every preset", () => {
    for (const p of G.rules.presets) {
      const r = G.rules.parse(p.rules);
      expect(r.ok && r.value.coinsScored !== "public", p.id).toBe(true);
    }
    let announced = 0;
    play(start(3, 5, { coinsScored: "public" }), 5, (s, events) => {
      if (G.status(s).over) return;
      for (const e of G.redact(s, events, "spectator")) {
        if (e.type === "scored") {
          expect(e.amount).toBeTypeOf("number");
          expect(G.describe(s, e, { viewer: "spectator" })).toMatch(/scores \d+ coin/);
          announced++;
        }
        if (e.type === "coins") expect(e.total).toBeUndefined();
      }
      expect(G.view(s, "spectator").seats.every((x) => x.coins === null)).toBe(true);
    });
    expect(announced).toBeGreaterThan(10);
  });
});
