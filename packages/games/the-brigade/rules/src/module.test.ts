import { Rng } from "@pudding/engine";
import { testkit } from "@pudding/engine/testkit";
import { describe, expect, it } from "vitest";
import { type BrigadeState, THE_BRIGADE, TINDERBOX } from "./index.js";
import { LAB } from "./lab.js";
import { BrigadeRulesSchema } from "./rules.js";
import { scenario } from "./test/scenario.js";

testkit(THE_BRIGADE, { games: 2, every: 3, samples: 2, variants: 8 });

const start = (rules: Record<string, unknown> = {}, seats = 3, seed = 1): BrigadeState => {
  const r = THE_BRIGADE.rules.parse(rules);
  if (!r.ok) throw new Error(r.issues[0]?.message);
  const g = THE_BRIGADE.setup({ map: TINDERBOX, rules: r.value, seats, seed });
  if (!g.ok) throw new Error(g.issues[0]?.message);
  return g.value;
};

describe("the module", () => {
  it("id, title, seats 2–4; every option of the schema has metadata; presets parse; {} is the basic game", () => {
    expect(THE_BRIGADE).toMatchObject({ id: "the-brigade", title: "The Brigade", seats: { min: 2, max: 4 } });
    const keys = Object.keys(BrigadeRulesSchema.shape);
    const meta = new Set(THE_BRIGADE.rules.options.map((o) => o.key.split(".")[0]));
    for (const k of keys) expect(meta.has(k), k).toBe(true);
    for (const o of THE_BRIGADE.rules.options) {
      expect(o.label.length).toBeGreaterThan(2);
      expect(o.rule).toMatch(/§|R\d|Ruling/);
      expect(o.sentence.endsWith(".")).toBe(true);
    }
    expect(THE_BRIGADE.rules.presets.map((p) => p.id)).toEqual([
      "basic",
      "advanced",
      "with-expansions",
      "component-limits",
    ]);
    for (const p of THE_BRIGADE.rules.presets) expect(THE_BRIGADE.rules.parse(p.rules).ok).toBe(true);
    const base = THE_BRIGADE.rules.parse({});
    expect(base.ok && base.value.advanced === false && base.value.moveRange === 3).toBe(true);
    expect(THE_BRIGADE.rules.parse({ moveRange: "far" }).ok).toBe(false);
    expect(
      THE_BRIGADE.rules.check?.(BrigadeRulesSchema.parse({ tracks: { command: [5, 4, 6] } }), 2)[0]?.code,
    ).toBe("track-decreasing");
    expect(THE_BRIGADE.rules.consequences?.(BrigadeRulesSchema.parse({}), 3).length).toBeGreaterThan(2);
  });

  it("the fast path equals the readable path: same choices, same moves, same final hash", () => {
    const fast = THE_BRIGADE.ai?.fast;
    if (!fast) throw new Error("no fast path");
    for (const [seats, rules] of [
      [2, {}],
      [3, { advanced: true }],
      [4, { advanced: true, greatBuildings: true, fireFestival: true }],
    ] as const)
      for (let seed = 1; seed <= 6; seed++) {
        let slow = start(rules, seats, seed);
        const quick = fast.clone(start(rules, seats, seed));
        const rng = new Rng(seed);
        const buf: number[] = [];
        for (let n = 0; n < 5000 && !fast.over(quick); n++) {
          const seat = THE_BRIGADE.toAct(slow)[0] as number;
          expect(fast.actor(quick)).toBe(seat);
          const legal = THE_BRIGADE.legal(slow, seat);
          fast.moves(quick, buf);
          expect(buf.map((m) => fast.toAction(quick, m))).toEqual(legal);
          const k = rng.below(legal.length);
          const r = THE_BRIGADE.apply(slow, seat, legal[k]);
          if (!r.ok) throw new Error(r.error.message);
          slow = r.state;
          fast.apply(quick, buf[k] as number);
        }
        expect(THE_BRIGADE.status(slow).over).toBe(true);
        expect(THE_BRIGADE.hash(quick)).toBe(THE_BRIGADE.hash(slow));
      }
  });

  it("save/load round-trips and refuses a corrupt save with a located sentence", () => {
    const s = start({ advanced: true }, 4, 7);
    const saved = JSON.parse(JSON.stringify(THE_BRIGADE.codec.save(s)));
    const back = THE_BRIGADE.codec.load(saved, TINDERBOX);
    expect(back.ok && THE_BRIGADE.hash(back.value)).toBe(THE_BRIGADE.hash(s));
    const bad = { ...saved, fire: saved.fire.slice(0, 10) };
    const r = THE_BRIGADE.codec.load(bad, TINDERBOX);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]?.path).toBe("fire");
    const wrongSeats = { ...saved, n: 2 };
    expect(THE_BRIGADE.codec.load(wrongSeats, TINDERBOX).ok).toBe(false);
    expect(THE_BRIGADE.codec.load("junk", TINDERBOX).ok).toBe(false);
  });

  it("apply never throws and refuses with a stable code, a rule § and a sentence", () => {
    const sc = scenario().fire("B2", 2).turn(0);
    const cases: [unknown, string][] = [
      [{ type: "fly" }, "badAction"],
      [{ type: "moveBrigade", to: "Z9" }, "unknownId"],
      [{ type: "moveBrigade", to: "F5" }, "unreachable"],
      [{ type: "extinguish", water: 1, fromCistern: 0 }, "notBurning"],
      [{ type: "placeRenown", tile: "B2" }, "nothingToAnswer"],
      [{ type: "pickCorner", corner: "A1" }, "nothingToAnswer"],
    ];
    for (const [a, code] of cases) {
      const e = sc.refuse(a);
      expect(e.code, JSON.stringify(a)).toBe(code);
      expect(e.message.length).toBeGreaterThan(10);
    }
    expect(sc.refuse({ type: "endTurn" }, 1)).toMatchObject({ code: "notYourTurn" });
    expect(THE_BRIGADE.apply(sc.s, 9, { type: "endTurn" })).toMatchObject({
      ok: false,
      error: { code: "noSuchSeat" },
    });
  });

  it("describe and describeAction speak plain English; choices give paths with spaces for tiles", () => {
    const sc = scenario().fire("B2", 2).brigade(0, "B2").turn(0);
    const ext = sc.legalOf("extinguish")[1];
    if (!ext) throw new Error("no extinguish");
    expect(THE_BRIGADE.describeAction(sc.s, ext)).toBe("Extinguish with 2 water");
    expect(THE_BRIGADE.choices?.(sc.s, ext)).toEqual([
      { key: "extinguish", label: "Extinguish" },
      expect.objectContaining({ key: "tile:B2", space: "B2", label: "B2 Thing on a Stick!" }),
      { key: "water:2", label: "2 water" },
      { key: "cistern:0", label: "brigade water only" },
    ]);
    const move = THE_BRIGADE.choices?.(sc.s, { type: "moveBrigade", to: "C3" });
    expect(move?.map((c) => c.space)).toEqual([undefined, "B2", "C3"]);
    sc.act(ext);
    const lines = sc.events.map((e) => THE_BRIGADE.describe(sc.s, e, { viewer: 1 }));
    expect(lines[0]).toBe("Player 1 puts out B2 (Thing on a Stick!) with 2 water and earns 2 renown.");
    for (const a of THE_BRIGADE.legal(sc.s, 0)) {
      expect(THE_BRIGADE.describeAction(sc.s, a).length).toBeGreaterThan(3);
      expect(THE_BRIGADE.choices?.(sc.s, a).length).toBeGreaterThan(0);
    }
  });

  it("§16 a recruit's two cards are seen by that seat only: view, events and log", () => {
    const sc = scenario({ seats: 3 }).track(0, "squad", 1).squadDeck("ash", "lumen").turn(0);
    sc.act({ type: "recruit" });
    expect(sc.view(0).prompt?.cards?.map((c) => c.id)).toEqual(["ash", "lumen"]);
    expect(sc.view(1).prompt).toEqual({ seat: 0, kind: "recruit", count: 2 });
    expect(sc.view("spectator").prompt?.cards).toBeUndefined();
    const mine = THE_BRIGADE.redact(sc.s, sc.events, 0);
    const theirs = THE_BRIGADE.redact(sc.s, sc.events, 1);
    expect(mine.find((e) => e.type === "drawn")).toMatchObject({ cards: ["ash", "lumen"] });
    expect(theirs.find((e) => e.type === "drawn")).toEqual({ type: "drawn", seat: 0, count: 2 });
    const line = THE_BRIGADE.describe(sc.s, theirs.find((e) => e.type === "drawn") as never, { viewer: 1 });
    expect(line).toBe("Player 1 draws 2 squad cards to recruit from.");
    expect(line).not.toMatch(/Ash|Lumen/);
    expect(JSON.stringify(sc.view(1))).not.toMatch(/"id":"(ash|lumen)"/);
    expect(JSON.stringify(sc.view(0))).toMatch(/"id":"ash"/);
    // The drawer reads "You draw"; anyone else shown the cards (the log once the game is over) reads
    // the drawer's name, never "You".
    const drawn = mine.find((e) => e.type === "drawn") as never;
    expect(THE_BRIGADE.describe(sc.s, drawn, { viewer: 0 })).toMatch(
      /^You draw .+ and .+ to recruit from\.$/,
    );
    const shown = THE_BRIGADE.describe(sc.s, drawn, { viewer: 1 });
    expect(shown).toMatch(/^Player 1 draws .+ and .+ to recruit from\.$/);
    expect(THE_BRIGADE.describe(sc.s, drawn, { viewer: "spectator" })).toBe(shown);
  });

  it("§16 the determinizer re-draws the decks, the others' recruit draws and the RNG; the seat's own draw stays", () => {
    const sc = scenario({ seats: 3 }).track(0, "squad", 1).deck("wind-01", "wind-02", "firestorm-01").turn(0);
    sc.act({ type: "recruit" });
    const det = THE_BRIGADE.ai?.determinizer;
    if (!det) throw new Error("no determinizer");
    const rng = new Rng(5);
    const own = det(sc.s, 0);
    const other = det(sc.s, 1);
    const seenOwn = new Set<string>();
    const seenOther = new Set<string>();
    for (let k = 0; k < 20; k++) {
      const a = own.newState();
      own.fill(a, rng);
      seenOwn.add(JSON.stringify(a.stack.at(-1)?.list));
      expect(a.eventDeck.slice().sort()).toEqual(sc.s.eventDeck.slice().sort());
      const b = other.newState();
      other.fill(b, rng);
      seenOther.add(JSON.stringify(b.stack.at(-1)?.list));
      expect(THE_BRIGADE.view(b, 1)).toEqual(THE_BRIGADE.view(sc.s, 1));
      expect(THE_BRIGADE.status(b)).toEqual(THE_BRIGADE.status(sc.s));
    }
    expect(seenOwn.size).toBe(1);
    expect(seenOther.size).toBeGreaterThan(1);
  });

  it("the heuristic bot picks a listed action from what its seat can see", () => {
    const bot = THE_BRIGADE.ai?.bots?.heuristic;
    if (!bot) throw new Error("no bot");
    const sc = scenario().fire({ B2: 2 }).brigade(0, "B2").deck("wind-01").turn(0);
    const seen: string[] = [];
    while (sc.s.owner === 0 && sc.s.phase !== "over") {
      const a = bot.decide(sc.s, sc.actor, { seed: 1 });
      expect(THE_BRIGADE.legal(sc.s, sc.actor)).toContainEqual(a);
      seen.push(a.type);
      sc.act(a);
    }
    expect(seen).toContain("extinguish"); // it puts the fire under its brigade out this turn
    expect(seen).toContain("placeRenown");
    expect(seen.filter((t) => t === "upgrade").length).toBeLessThanOrEqual(1);
  });

  it("hints guide the seat that may act from what it can see (reach, refill, fires, loyalty, R25)", () => {
    const sc = scenario().destroyed("B2").brigade(0, "B2").fire("C3", 2).renown(0, "D1", 1).turn(0);
    const h = THE_BRIGADE.hints?.(sc.s, 0) as import("./hints.js").BrigadeHints;
    expect(h.moveTo).toContain("C3");
    expect(h.fires).toContainEqual({ cell: "C3", intensity: 2, canPutOut: true });
    expect(h.loyaltyIn).toEqual([{ cell: "D1", need: 2 }]);
    expect(h.notes[0]).toContain("R25");
    expect(THE_BRIGADE.hints?.(sc.s, 1)).toBeNull();
  });

  it("the policy scores moves, plays out and rewards in [0, 1]", () => {
    const pol = THE_BRIGADE.ai?.policy;
    const fast = THE_BRIGADE.ai?.fast;
    if (!pol || !fast) throw new Error("no policy");
    const s = fast.clone(start({}, 3, 2));
    const moves = fast.moves(s, []).slice();
    expect(pol.priors(s, moves)).toHaveLength(moves.length);
    const t0 = fast.turn(s);
    pol.run(s, 3, new Rng(1));
    expect(fast.over(s) || fast.turn(s) - t0 >= 3).toBe(true);
    for (let p = 0; p < 3; p++) {
      const r = pol.reward(s, p);
      expect(r).toBeGreaterThanOrEqual(0);
      expect(r).toBeLessThanOrEqual(1);
    }
  });

  it("the lab records the ending, rounds, destruction over time, renown and loyalty by affiliation and the heat", () => {
    const fast = THE_BRIGADE.ai?.fast;
    if (!fast) throw new Error("no fast path");
    const s = fast.clone(start({}, 4, 3));
    const rng = new Rng(3);
    while (!fast.over(s)) fast.apply(s, fast.randomMove?.(s, rng, []) as number);
    const c = LAB.collector(s);
    c.step([], s);
    const rec = c.finish(s, (p) => (p - s.first + 4) % 4);
    for (const m of LAB.metrics) expect(rec[m.key], m.key).toBeDefined();
    expect(rec.ending).toBeGreaterThanOrEqual(0);
    expect(rec.rounds).toBe(s.round);
    expect((rec.destroyedByRound as number[]).at(-1)).toBe(s.destroyed);
    const heat = LAB.heat?.(rec, TINDERBOX) ?? {};
    expect(Object.keys(heat)).toHaveLength(36);
    expect(Object.values(heat).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
});
