/** The Great Fire's bot hooks: the determinizer, and the heuristic seen through `botInput`. */
import { Rng } from "@pudding/engine";
import { describe, expect, it } from "vitest";
import { LONDON_1666 } from "../map/index.js";
import { applyAction, legalActions } from "../play.js";
import { createGame } from "../setup.js";
import type { GameState } from "../state.js";
import { viewFor } from "../views.js";
import { Determinizer, determinize } from "./determinize.js";
import { botInput, heuristicBot, lazyBotInput, pick } from "./heuristic.js";

const step = (s: GameState, seed: number) => {
  const r = applyAction(s, pick(botInput(s).legal, seed));
  return r.ok ? r.state : s;
};

describe("determinizer", () => {
  it("keeps the seat's view and its own secrets, and re-draws the others'", () => {
    let s = createGame({ map: LONDON_1666, seats: 4, seed: 11 });
    while (s.phase !== "spread") s = step(s, 1);
    const seat = s.active;
    const d = determinize(s, seat, 5);
    expect(JSON.stringify(viewFor(d, seat))).toBe(JSON.stringify(viewFor(s, seat)));
    expect(JSON.stringify([d.colour, d.objectives, d.hand, d.pile])).not.toBe(
      JSON.stringify([s.colour, s.objectives, s.hand, s.pile]),
    );
    // A determinization is itself a playable game.
    expect(botInput(d).legal.length).toBeGreaterThan(0);
  });
  it("its draws are views of the same position, and weighing colours by losses shifts the draw", () => {
    let s = createGame({ map: LONDON_1666, seats: 4, seed: 21 });
    for (let i = 0; s.turn < 12; i++) {
      const r = applyAction(s, heuristicBot.decide(botInput(s), i));
      if (r.ok) s = r.state;
    }
    const seat = s.active;
    const det = new Determinizer(s, seat);
    const t = det.newState();
    const rng = new Rng(1);
    const view = JSON.stringify(viewFor(s, seat));
    const held = (weighted: boolean) => {
      const d = new Determinizer(s, seat);
      if (weighted) d.weighColoursByLosses(1);
      const u = d.newState();
      const r = new Rng(3);
      const counts = new Array(6).fill(0);
      for (let k = 0; k < 2000; k++) {
        d.fill(u, r);
        for (let o = 0; o < 4; o++) if (o !== seat) counts[u.colour[o] as number]++;
      }
      return counts as number[];
    };
    for (let k = 0; k < 20; k++) {
      det.fill(t, rng);
      expect(JSON.stringify(viewFor(t, seat))).toBe(view);
      expect(new Set(t.colour.slice(0, 4)).size).toBe(4);
    }
    // The colour that lost the fewest houses (other than ours) is drawn more often once weighed.
    const lost = s.burntByColour;
    const candidates = [0, 1, 2, 3, 4, 5].filter((c) => c !== s.colour[seat]);
    const least = candidates.reduce((a, c) => ((lost[c] as number) < (lost[a] as number) ? c : a));
    const most = candidates.reduce((a, c) => ((lost[c] as number) > (lost[a] as number) ? c : a));
    expect(lost[most]).toBeGreaterThan(lost[least] as number);
    const u = held(false);
    const w = held(true);
    expect((w[least] as number) - (w[most] as number)).toBeGreaterThan(
      (u[least] as number) - (u[most] as number),
    );
  });
});

describe("lazyBotInput", () => {
  it("shows a bot exactly what botInput shows it, at every step of a game", () => {
    let s = createGame({ map: LONDON_1666, seats: 4, seed: 12 });
    for (let step = 0; s.phase !== "over"; step++) {
      const lazy = lazyBotInput(s);
      const full = botInput(s);
      expect(lazy.seat).toBe(full.seat);
      expect(lazy.legal).toEqual(full.legal);
      expect(lazy.view).toEqual(full.view);
      if (step % 25 === 0) {
        expect(lazy.fire).toEqual(full.fire);
        expect(lazy.sample(step)).toEqual(full.sample(step));
      }
      const list = legalActions(s);
      const r = applyAction(s, list[(step * 31) % list.length]);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
    }
  });
});

describe("the heuristic bot's teams (issue 20, defect 13: bots walked the same team back and forth)", () => {
  it("§5 a team is rarely walked straight back where it came from: under 2 such moves a game over 40 four-bot games (8.2 before the drift threshold)", () => {
    let moves = 0;
    let back = 0;
    const games = 40;
    for (let g = 0; g < games; g++) {
      let s = createGame({ map: LONDON_1666, seats: 4, seed: 1000 + g });
      // The district each team last arrived in → where it came from (any seat's move).
      const cameFrom = new Map<string, string>();
      for (let i = 0; i < 5000 && s.phase !== "over"; i++) {
        const a = heuristicBot.decide(botInput(s), i + g * 7919);
        if (a.type === "moveTeam") {
          moves++;
          if (cameFrom.get(a.from) === a.to) back++;
          cameFrom.set(a.to, a.from);
        }
        const r = applyAction(s, a);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    console.log(`heuristic teams: ${moves} moves in ${games} games, ${back} straight back`);
    expect(moves / games, "teams still move").toBeGreaterThan(4);
    expect(back / games).toBeLessThan(2);
  }, 120_000);
});
