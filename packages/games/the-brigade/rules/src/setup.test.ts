import { describe, expect, it } from "vitest";
import { type BrigadeState, THE_BRIGADE, TINDERBOX } from "./index.js";

const start = (rules: Record<string, unknown> = {}, seats = 3, seed = 1): BrigadeState => {
  const r = THE_BRIGADE.rules.parse(rules);
  if (!r.ok) throw new Error(r.issues[0]?.message);
  const g = THE_BRIGADE.setup({ map: TINDERBOX, rules: r.value, seats, seed });
  if (!g.ok) throw new Error(g.issues[0]?.message);
  return g.value;
};
const act = (s: BrigadeState, a: unknown) => {
  const seat = THE_BRIGADE.toAct(s)[0] as number;
  const r = THE_BRIGADE.apply(s, seat, a);
  if (!r.ok) throw new Error(r.error.message);
  return r;
};

describe("§2 player setup, §3 board setup, §6 start of play", () => {
  it("§2.1 R1 R4 in turn order from the first player, each picks a warden and a free colour, then a corner", () => {
    let s = start({}, 3, 5);
    const first = s.first;
    expect(THE_BRIGADE.status(s)).toMatchObject({ phase: "setup", toAct: [first], turn: 0 });
    const order = [first, (first + 1) % 3, (first + 2) % 3];
    const picks = [
      { type: "pickWarden", warden: "ester", colour: "pink" },
      { type: "pickWarden", warden: "galeela", colour: "white" },
      { type: "pickWarden", warden: "cindy-bustion", colour: "black" },
    ];
    for (let i = 0; i < 3; i++) {
      expect(THE_BRIGADE.toAct(s)).toEqual([order[i]]);
      if (i > 0) {
        const legal = THE_BRIGADE.legal(s, order[i] as number);
        expect(legal.some((a) => a.type === "pickWarden" && a.warden === "ester")).toBe(false);
        expect(legal.some((a) => a.type === "pickWarden" && a.colour === "pink")).toBe(false);
      }
      s = act(s, picks[i]).state;
    }
    for (let i = 0; i < 3; i++) {
      expect(THE_BRIGADE.toAct(s)).toEqual([order[i]]);
      const corners = THE_BRIGADE.legal(s, order[i] as number).map((a) =>
        a.type === "pickCorner" ? a.corner : "",
      );
      expect(corners).toHaveLength(4 - i);
      s = act(s, { type: "pickCorner", corner: corners[0] }).state;
    }
    const v = THE_BRIGADE.view(s, "spectator");
    expect(v.seats[first]?.colour).toBe("pink");
    expect(v.seats[first]?.warden).toMatchObject({ id: "ester", side: 1, water: 2, capacity: 2 });
    expect(v.seats[first]?.tracks).toMatchObject({
      squad: { position: 0, value: 0 },
      cistern: { position: 0, value: 2 },
      command: { position: 0, value: 4 },
    });
    expect(v.seats[first]?.cistern).toMatchObject({ water: 2, capacity: 2 });
    expect(v.seats[first]?.barracksCell).toBe("A1");
  });

  it("§3.1 the University in the centre, 28 blocks around it, barracks in the corners; a missing corner is no space (R3)", () => {
    const s = start({ barracksCorners: "auto", wardenChoice: "deal" }, 2);
    const v = THE_BRIGADE.view(s, "spectator");
    expect(v.cells.filter((c) => c.kind === "university").map((c) => c.id)).toEqual(["C3", "D3", "C4", "D4"]);
    expect(v.cells.filter((c) => c.kind === "block")).toHaveLength(28);
    expect(
      v.cells
        .filter((c) => c.kind === "barracks")
        .map((c) => c.id)
        .sort(),
    ).toEqual(["A1", "F6"]);
    expect(
      v.cells
        .filter((c) => c.kind === "missing")
        .map((c) => c.id)
        .sort(),
    ).toEqual(["A6", "F1"]);
    const names = new Set(v.cells.flatMap((c) => (c.tile ? [c.tile.name] : [])));
    expect(names.size).toBe(32);
  });

  it("§3.1 the blocks are laid at random around the University", () => {
    const a = THE_BRIGADE.view(start({ barracksCorners: "auto", wardenChoice: "deal" }, 2, 1), "spectator");
    const b = THE_BRIGADE.view(start({ barracksCorners: "auto", wardenChoice: "deal" }, 2, 2), "spectator");
    expect(a.cells.map((c) => c.tile?.id)).not.toEqual(b.cells.map((c) => c.tile?.id));
  });

  it("R4 option barracksCorners: auto gives NW, SE, NE, SW in turn order (two players diagonally opposite)", () => {
    const s = start({ barracksCorners: "auto", wardenChoice: "deal" }, 4, 9);
    const v = THE_BRIGADE.view(s, "spectator");
    const f = s.first;
    expect([0, 1, 2, 3].map((k) => v.seats[(f + k) % 4]?.barracksCell)).toEqual(["A1", "F6", "F1", "A6"]);
  });

  it("§3.4 brigades and cisterns start on their barracks tiles", () => {
    const s = start({ barracksCorners: "auto", wardenChoice: "deal" }, 3);
    const v = THE_BRIGADE.view(s, "spectator");
    for (const p of v.seats) {
      expect(p.brigade.cell).toBe(p.barracksCell);
      expect(p.cistern.cell).toBe(p.barracksCell);
    }
  });

  it("§6 R19 R20 the University burns at 2; the first player resolves 3 starting events, then plays an action phase", () => {
    const s = start({ barracksCorners: "auto", wardenChoice: "deal", startingEvents: 3 }, 3, 21);
    expect(THE_BRIGADE.status(s)).toMatchObject({ phase: "action", turnOwner: s.first, round: 1, turn: 1 });
    const v = THE_BRIGADE.view(s, "spectator");
    for (const c of ["C3", "D3", "C4", "D4"])
      expect(v.cells.find((x) => x.id === c)?.intensity).toBeGreaterThanOrEqual(2);
    expect(v.lastEvent?.starting).toBe(true);
    expect(v.decks.eventDiscard).toHaveLength(3);
    expect(v.decks.eventDiscard.every((id) => id.startsWith("start-"))).toBe(true);
    const starting = s.data.events.filter((e) => e.starting).length;
    const base = s.data.events.filter((e) => !e.starting && !e.module).length;
    expect(v.decks.events).toBe(base + starting - 3); // the others are shuffled into the deck
    expect(s.ap[s.first]).toBe(4);
  });

  it("R19 the first player is drawn at random", () => {
    const firsts = new Set(
      Array.from(
        { length: 12 },
        (_, i) => start({ barracksCorners: "auto", wardenChoice: "deal" }, 4, i).first,
      ),
    );
    expect(firsts.size).toBeGreaterThan(2);
  });

  it("§6 the starting events are drawn when the last corner is taken, in the log of that action", () => {
    let s = start({ wardenChoice: "deal" }, 2, 3);
    s = act(s, THE_BRIGADE.legal(s, s.first)[0]).state;
    const r = act(s, THE_BRIGADE.legal(s, THE_BRIGADE.toAct(s)[0] as number)[0]);
    expect(r.events.filter((e) => e.type === "event" && e.starting)).toHaveLength(3);
    expect(THE_BRIGADE.status(r.state).phase).toBe("action");
  });

  it("setup refuses bad options with located sentences", () => {
    const bad = THE_BRIGADE.setup({ map: TINDERBOX, rules: { moveRange: 0 } as never, seats: 5, seed: 1 });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.issues.map((i) => i.path)).toEqual(expect.arrayContaining(["seats", "rules.moveRange"]));
    const badMap = THE_BRIGADE.setup({
      map: { ...TINDERBOX, blocks: [] } as never,
      rules: THE_BRIGADE.rules.schema.parse({}),
      seats: 2,
      seed: 1,
    });
    expect(badMap.ok).toBe(false);
    const unknown = THE_BRIGADE.setup({
      map: TINDERBOX,
      rules: THE_BRIGADE.rules.schema.parse({ eventDeck: "nope" }),
      seats: 2,
      seed: 1,
    });
    expect(unknown.ok).toBe(false);
  });
});
