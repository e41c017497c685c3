import { describe, expect, it } from "vitest";
import type { Action } from "./contract.js";
import { gridMap } from "./grid-map.js";
import { applyAction, fireOptions, legalActions } from "./play.js";
import { below, newRng } from "./rng.js";
import { createGame } from "./setup.js";
import { scenario } from "./test/scenario.js";

const CARDS = ["N", "E", "S", "W"] as const;

describe("validation agrees with the legal-action list", () => {
  it("every listed action applies; random unlisted actions are refused (random games, all presets)", () => {
    const map = gridMap();
    const ids = createGame({ map, seats: 3, seed: 0 }).board.ids;
    const rng = newRng(99);
    const pickId = () => ids[below(rng, ids.length)] as string;
    const randomAction = (): Action => {
      const card = CARDS[below(rng, 4)] as (typeof CARDS)[number];
      const all: Action[] = [
        { type: "placeTeam", district: pickId() },
        { type: "placePawn", district: pickId() },
        { type: "fire", card, from: pickId(), to: pickId() },
        { type: "discard", card },
        { type: "doubleMove", from: pickId(), to: pickId() },
        { type: "skipDoubleMove" },
        { type: "movePawn", to: pickId() },
        { type: "moveTeam", from: pickId(), to: pickId() },
        { type: "demolish", district: pickId() },
        { type: "tame" },
        { type: "endActions" },
        { type: "placeCone", district: pickId() },
        { type: "passCones" },
      ];
      return all[below(rng, all.length)] as Action;
    };
    const presets = ["italian-base", "easy", "long", "complex", "portuguese-edition"] as const;
    presets.forEach((rules, g) => {
      let s = createGame({ map, seats: 3 + (g % 4), seed: g, rules });
      while (s.phase !== "over") {
        const list = legalActions(s);
        const keys = new Set(list.map((a) => JSON.stringify(a)));
        for (const a of list.slice(0, 8)) expect(applyAction(s, a).ok).toBe(true);
        for (let k = 0; k < 6; k++) {
          const a = s.phase === "spread" && k < 3 ? fireLike(s) : randomAction();
          expect(applyAction(s, a).ok, JSON.stringify(a)).toBe(keys.has(JSON.stringify(a)));
        }
        const before = JSON.stringify(s);
        const r = applyAction(s, list[below(rng, list.length)]);
        if (!r.ok) throw new Error(r.error.message);
        expect(JSON.stringify(s)).toBe(before); // applyAction never mutates its argument
        s = r.state;
      }
    });
    function fireLike(s: ReturnType<typeof createGame>): Action {
      const opts = fireOptions(s);
      const o = opts[below(rng, Math.max(1, opts.length))];
      const src = o?.sources[below(rng, Math.max(1, o.sources.length))];
      const dest = src?.destinations[below(rng, Math.max(1, src.destinations.length))];
      return { type: "fire", card: o?.card ?? "N", from: src?.from ?? pickId(), to: dest?.to ?? pickId() };
    }
  });
  it("§4.4 fireOptions: a card is playable exactly when some fire action with it is legal", () => {
    const s = createGame({ map: gridMap(), seats: 4, seed: 3 });
    s.phase = "spread";
    s.hand.fill(0);
    for (let k = 0; k < 4; k++) s.hand[s.active * 4 + k] = 1;
    const listed = new Set(legalActions(s).flatMap((a) => (a.type === "fire" ? [a.card] : [])));
    const o = fireOptions(s);
    expect(o.map((x) => x.card)).toEqual(["N", "E", "S", "W"]);
    for (const x of o) expect(x.playable).toBe(listed.has(x.card));
    const t = scenario()
      .hand(0, "NS")
      .fire("d-3-0", 2)
      .with((s) => {
        s.cones[s.board.origin] = 1;
      })
      .state();
    expect(fireOptions(t).map((x) => [x.card, x.playable])).toEqual([
      ["N", false],
      ["S", true],
    ]);
  });
});
