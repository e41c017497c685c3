import { describe, expect, it } from "vitest";
import { gridMap } from "./grid-map.js";
import { applyAction, legalActions } from "./play.js";
import { playRandomGame } from "./random.js";
import { createGame } from "./setup.js";
import { scenario } from "./test/scenario.js";
import { eventsFor, viewFor } from "./views.js";

describe("hidden information", () => {
  const s = createGame({ map: gridMap(), seats: 4, seed: "views" });
  it("a seat sees its own colour, objectives, hand and token kinds, and only counts for others", () => {
    const v = viewFor(s, 1);
    expect(v.seats[1]?.colour).toBeDefined();
    expect(v.seats[1]?.hand?.length).toBe(5);
    expect(v.seats[1]?.objectives?.length).toBe(3);
    expect(v.seats[0]?.colour).toBeUndefined();
    expect(v.seats[0]?.hand).toBeUndefined();
    expect(v.seats[0]?.handSize).toBe(5);
    expect(v.seats[0]?.objectives).toBeUndefined();
  });
  it("nobody sees the draw pile order, the RNG or face-down token kinds", () => {
    for (const viewer of [0, "spectator"] as const) {
      const text = JSON.stringify(viewFor(s, viewer));
      expect(text).not.toContain("rng");
      expect(text).not.toContain('"pile"');
      expect(text).not.toContain("tokenKind");
      expect(viewFor(s, viewer).districts.some((d) => d.token)).toBe(true);
    }
  });
  it("§8.1 easy: colour cards are public", () => {
    const e = createGame({ map: gridMap(), seats: 4, seed: 1, rules: "easy" });
    expect(viewFor(e, "spectator").seats.every((x) => x.colour !== undefined)).toBe(true);
  });
  it("at the end everything is revealed", () => {
    const end = playRandomGame(s, 2).state;
    const v = viewFor(end, "spectator");
    expect(v.seats.every((x) => x.colour && x.hand && x.objectives)).toBe(true);
  });
  it("the kind of a token taken and the card drawn are secret to others", () => {
    const t = scenario().hand(0, "S").token("d-0-3", "explosive").state();
    const r = applyAction(t, { type: "fire", card: "S", from: "pudding-lane", to: "d-0-3" });
    if (!r.ok) throw new Error(r.error.message);
    const mine = eventsFor(r.events, 0).find((e) => e.type === "tokenTaken");
    const theirs = eventsFor(r.events, 2).find((e) => e.type === "tokenTaken");
    expect(mine).toMatchObject({ kind: "explosive" });
    expect(theirs).toMatchObject({ kind: null, district: "d-0-3" });
    expect(eventsFor(r.events, 2).find((e) => e.type === "firePlayed")).toMatchObject({ card: "S" });
    const end = applyAction(r.state, { type: "endActions" });
    if (!end.ok) throw new Error(end.error.message);
    expect(eventsFor(end.events, 3).find((e) => e.type === "cardDrawn")).toMatchObject({ card: null });
    expect(legalActions(r.state).length).toBeGreaterThan(0);
  });
});
