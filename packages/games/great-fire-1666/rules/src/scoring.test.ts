import { describe, expect, it } from "vitest";
import { score } from "./scoring.js";
import { scenario } from "./test/scenario.js";

/** Seat colours red, blue, green, yellow; objectives cleared. */
const base = () =>
  scenario()
    .colour(0, "red")
    .colour(1, "blue")
    .colour(2, "green")
    .colour(3, "yellow")
    .with((s) => {
      s.objectives.fill(-1);
    });

describe("§7 scoring", () => {
  it("§7.1 40 − 2 per own house burnt + tamed + surviving objectives + One VP tokens + 2 for the Hero", () => {
    const s = base()
      .give(0, "oneVp", 2)
      .with((s) => {
        s.burntByColour[0] = 3;
        s.tamed[0] = 4;
        s.hero = 0;
        s.objectives[0] = s.board.index["d-1-0"] as number; // deck I, 2 VP, intact, cold
      })
      .state();
    const r = score(s).seats[0];
    expect(r).toMatchObject({
      burntPenalty: -6,
      tamed: 4,
      objectives: 2,
      oneVp: 2,
      hero: 2,
      total: 40 - 6 + 4 + 2 + 2 + 2,
    });
  });
  it("§7.1 an objective counts only if it still has houses and no free cone", () => {
    const burning = base()
      .fire("d-1-0", 1)
      .with((s) => {
        s.objectives[0] = s.board.index["d-1-0"] as number;
      })
      .state();
    expect(score(burning).seats[0]?.objectives).toBe(0);
    const contained = base()
      .fire("d-1-0", 1, 1)
      .with((s) => {
        s.objectives[0] = s.board.index["d-1-0"] as number;
      })
      .state();
    expect(score(contained).seats[0]?.objectives).toBe(2);
    const burnt = base()
      .burnt("d-1-0")
      .with((s) => {
        s.objectives[0] = s.board.index["d-1-0"] as number;
      })
      .state();
    expect(score(burnt).seats[0]?.objectives).toBe(0);
  });
  it("§8.3 complex: tamed cones score for the owner of the taming pawn's colour", () => {
    const s = scenario({ rules: "complex" })
      .colour(0, "red")
      .colour(1, "blue")
      .with((s) => {
        s.tamed[1] = 2;
        s.tamedByColour[0] = 2; // seat 1's pawn was red
      })
      .state();
    const r = score(s);
    expect(r.seats[0]?.tamed).toBe(2);
    expect(r.seats[1]?.tamed).toBe(0);
  });
  it("§7.2 the highest score wins", () => {
    const s = base()
      .with((s) => {
        s.burntByColour = [0, 1, 1, 1, 0, 0];
      })
      .state();
    expect(score(s)).toMatchObject({ winners: [0], decidedBy: "score" });
  });
  it("§7.2 ties: most tamed cones first", () => {
    const s = base()
      .with((s) => {
        s.burntByColour = [1, 0, 5, 5, 0, 0];
        s.tamed[0] = 2; // 40 − 2 + 2 = 40 = seat 1
      })
      .state();
    expect(score(s)).toMatchObject({ winners: [0], decidedBy: "tamedCones" });
  });
  it("§7.2 ties: then most intact own houses, then objectives, then a shared win", () => {
    const s = base()
      .with((s) => {
        s.burntByColour = [0, 0, 5, 5, 0, 0];
        s.houseColour.fill(0); // every standing house is red
      })
      .state();
    expect(score(s)).toMatchObject({ winners: [0], decidedBy: "intactHouses" });
    const shared = base()
      .with((s) => {
        s.burntByColour = [0, 0, 5, 5, 0, 0];
        s.houseColour.fill(4); // purple: nobody's
      })
      .state();
    expect(score(shared)).toMatchObject({ winners: [0, 1], decidedBy: "sharedWin" });
    const obj = base()
      .with((s) => {
        s.burntByColour = [0, 0, 5, 5, 0, 0];
        s.houseColour.fill(4);
        s.objectives[3] = s.board.index["d-1-0"] as number; // seat 1: +2 from an objective
        s.tokens[0 * 3 + 2] = 2; // seat 0: +2 from One VP tokens
      })
      .state();
    expect(score(obj)).toMatchObject({ winners: [1], decidedBy: "objectives" });
  });
});
