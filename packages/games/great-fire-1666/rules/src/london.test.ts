/**
 * The rulebook's examples (000, §4.1–§6) on the shipped London board. Skipped until
 * `LONDON_1666` is exported by @pudding/map-schema (Example 4 position: see map-schema london.test.ts).
 */

import { describe, expect, it } from "vitest";
import * as mapSchema from "./map/index.js";
import { type Board, compileBoard } from "./map/index.js";
import { applyAction, fireOptions, legalActions } from "./play.js";
import type { GameState } from "./state.js";
import { Scenario } from "./test/scenario.js";

const london = (mapSchema as unknown as Record<string, unknown>).LONDON_1666 as
  | mapSchema.BoardMap
  | undefined;
const board: Board | undefined = london ? compileBoard(london) : undefined;
const norm = (x: string) => x.toLowerCase().replace(/[^a-z0-9]/g, "");
/** District id by printed name ("St Bennet" finds "st-bennet" or "st-bennets"). */
function id(name: string): string {
  if (!board) return name;
  const want = norm(name);
  const i = board.names.findIndex((n) => norm(n) === want || norm(n).startsWith(want));
  if (i < 0) throw new Error(`London has no district named like "${name}"`);
  return board.ids[i] as string;
}
const dests = (s: GameState, card: string, from?: string) =>
  [
    ...new Set(
      legalActions(s).flatMap((a) =>
        a.type === "fire" && a.card === card && (!from || a.from === from) ? [a.to] : [],
      ),
    ),
  ].sort();
const names = (xs: string[]) => xs.map(id).sort();
const start = () => new Scenario({ board: board as Board });

describe.skipIf(!board)("rulebook examples on the London board", () => {
  it("§1.1 Example 1: every crossing lets fire step NW→SE with S or E, SE→NW with N or W", () => {
    const b = board as Board;
    for (const c of london?.crossings ?? []) {
      const [nw, se] = [b.index[c.nw] as number, b.index[c.se] as number];
      const steps = (d: number, k: number) =>
        b.fireStep.slice(b.fireStepOff[d * 4 + k], b.fireStepOff[d * 4 + k + 1]);
      expect(steps(nw, 2)).toContain(se);
      expect(steps(nw, 1)).toContain(se);
      expect(steps(se, 0)).toContain(nw);
      expect(steps(se, 3)).toContain(nw);
    }
  });
  it("§4.1 Example 3: from Pudding Lane via St Bennet, per card", () => {
    const s = start().fire(id("St Bennet"), 1).hand(0, "NESW").state();
    const PL = "pudding-lane";
    expect(dests(s, "N", PL)).toEqual(
      names(["Guild Hall", "Coleman Street", "St Mary", "Bridgeward", "Candlewick Ward", "Pepys House"]),
    );
    expect(dests(s, "E", PL)).toEqual(names(["St Mary", "Pepys House", "Philpott Lane", "Billingsgate"]));
    expect(dests(s, "S", PL)).toEqual(names(["Tallow Hall"]));
    expect(dests(s, "W", PL)).toEqual(names(["Cheapside", "Tallow Hall", "Voyners Hall"]));
  });
  it("§4.2 Example 4: a South card from Pudding Lane — Cheapside, Tallow Hall, Billingsgate; Coleman Street and Bread Street barred by teams, Watling Street as burnt", () => {
    // The example's fire on this board (packages/games/great-fire-1666/rules/src/map/london.test.ts): Pudding Lane,
    // St Bennet, Guild Hall, Cordwainer and Philpott Lane burn.
    const s = start()
      .fire(id("St Bennet"), 1)
      .fire(id("Guild Hall"), 2) // two cones: Guild Hall could have been the source too
      .fire(id("Cordwainer"), 1)
      .fire(id("Philpott Lane"), 1)
      .team(id("Coleman Street"))
      .team(id("Bread Street"))
      .burnt(id("Watling Street"))
      .hand(0, "S")
      .state();
    const south = fireOptions(s).find((o) => o.card === "S");
    const fromPL = south?.sources.find((x) => x.from === "pudding-lane")?.destinations ?? [];
    const byClass = (c: number) =>
      fromPL
        .filter((d) => d.priorityClass === c)
        .map((d) => d.to)
        .sort();
    expect(byClass(1)).toEqual(names(["Cheapside", "Tallow Hall", "Billingsgate"]));
    expect(byClass(2)).toEqual(names(["Coleman Street", "Bread Street"]));
    expect(byClass(3)).toEqual(names(["Watling Street"]));
    expect(
      fromPL
        .filter((d) => d.allowed)
        .map((d) => d.to)
        .sort(),
    ).toEqual(byClass(1));
    expect(dests(s, "S", "pudding-lane")).toEqual(byClass(1));
    // "Cheapside: the cone goes north, then comes down" — and Guild Hall was a possible source too.
    expect(dests(s, "S", id("Guild Hall"))).toContain(id("Cheapside"));
    const barred = applyAction(s, {
      type: "fire",
      card: "S",
      from: "pudding-lane",
      to: id("Coleman Street"),
    });
    expect(barred.ok).toBe(false);
    if (!barred.ok) expect(barred.error.rule).toBe("§4.2");
  });
  it("§4.4 turn 1: a South card from Pudding Lane alone is not playable", () => {
    const s = start().hand(0, "S").state();
    expect(legalActions(s)).toEqual([{ type: "discard", card: "S" }]);
  });
  it("§5.3 Example 6: taming at St Pauls after a team completes the containment", () => {
    const b = board as Board;
    const sp = id("St Pauls");
    const spi = b.index[sp] as number;
    const next = b.ids[b.moveAdj[b.moveAdjOff[spi] as number] as number] as string;
    let s = start().phase("actions").ap(4).fire(sp, 5, 4).team(next).pawn(0, sp).state();
    const step = (a: unknown) => {
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    };
    step({ type: "moveTeam", from: next, to: sp });
    for (let i = 0; i < 3; i++) step({ type: "tame" });
    expect([s.cones[spi], s.committed[spi], s.tamed[0], s.hero, s.ap]).toEqual([2, 2, 3, 0, 0]);
  });
  it("§6 Example 7: Guild Hall prints 4 houses, so with 4 cones it takes at most 2 more", () => {
    const gh = id("Guild Hall");
    const s = start()
      .phase("intensity")
      .fire(gh, 4)
      .with((s) => {
        s.conesLeft = 3;
      })
      .state();
    const b = board as Board;
    expect(b.houses[b.index[gh] as number]).toBe(4);
    const one = applyAction(s, { type: "placeCone", district: gh });
    if (!one.ok) throw new Error(one.error.message);
    const two = applyAction(one.state, { type: "placeCone", district: gh });
    if (!two.ok) throw new Error(two.error.message);
    expect(two.state.cones[b.index[gh] as number]).toBe(6);
    expect(two.state.phase).not.toBe("intensity"); // the third cone has nowhere to go: lost
  });
  it("§4.2 Example 4: South from Pudding Lane — class 1 only; teams (class 2) and burnt Watling Street (class 3) barred", () => {
    const s = start()
      .fire(id("St Bennet"), 1)
      .fire(id("Guild Hall"), 1)
      .fire(id("Cordwainer"), 1)
      .fire(id("Philpott Lane"), 1)
      .team(id("Coleman Street"))
      .team(id("Bread Street"))
      .burnt(id("Watling Street"))
      .hand(0, "S")
      .state();
    expect(dests(s, "S", "pudding-lane")).toEqual(names(["Cheapside", "Tallow Hall", "Billingsgate"]));
    const r = applyAction(s, { type: "fire", card: "S", from: "pudding-lane", to: id("Coleman Street") });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.rule).toBe("§4.2");
    const w = applyAction(s, { type: "fire", card: "S", from: "pudding-lane", to: id("Watling Street") });
    expect(w.ok).toBe(false);
  });
});
