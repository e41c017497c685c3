/** §7.1 scoring and §7.2 winners with tie-breaks. */
import type { HouseColour } from "./contract.js";
import { HOUSE_COLOURS } from "./contract.js";
import { free, type GameState, ONE_VP } from "./state.js";

/** One seat's §7.1 breakdown. */
export interface SeatScore {
  seat: number;
  colour: HouseColour;
  base: 40;
  /** −2 per house of the seat's colour burnt or demolished. */
  housesLost: number;
  burntPenalty: number;
  tamed: number;
  objectives: number;
  oneVp: number;
  hero: number;
  total: number;
  /** Tie-break values (§7.2). */
  tamedCones: number;
  intactHouses: number;
}
/** §7.2 result: winners and the tie-break that decided. */
export interface ScoreResult {
  seats: SeatScore[];
  winners: number[];
  decidedBy: "score" | "tamedCones" | "intactHouses" | "objectives" | "sharedWin";
}

/** §7.1 an objective district survived: still has houses and no free cone. */
export function objectiveSurvived(s: GameState, d: number): boolean {
  return d >= 0 && s.intact[d] === 1 && free(s, d) === 0 && s.demolished[d] === 0;
}

/** Score every seat (§7.1) and find the winners (§7.2). Meaningful at any time; final at the end. */
export function score(s: GameState): ScoreResult {
  const seats: SeatScore[] = [];
  for (let seat = 0; seat < s.seats; seat++) {
    const c = s.colour[seat] as number;
    const lost = s.burntByColour[c] as number;
    const tamedVp = s.rules.tamedConesScoreForPawnColour
      ? (s.tamedByColour[c] as number)
      : (s.tamed[seat] as number);
    let objectives = 0;
    for (let k = 0; k < 3; k++) {
      const d = s.objectives[seat * 3 + k] as number;
      if (objectiveSurvived(s, d)) objectives += s.board.objectiveVp[d] as number;
    }
    let intactHouses = 0;
    for (let d = 0; d < s.board.n; d++)
      if (s.intact[d] === 1)
        for (let i = s.houseOff[d] as number; i < (s.houseOff[d + 1] as number); i++)
          if (s.houseColour[i] === c) intactHouses++;
    const oneVp = s.tokens[seat * 3 + ONE_VP] as number;
    const hero = s.hero === seat ? 2 : 0;
    seats.push({
      seat,
      colour: HOUSE_COLOURS[c] as HouseColour,
      base: 40,
      housesLost: lost,
      burntPenalty: -2 * lost,
      tamed: tamedVp,
      objectives,
      oneVp,
      hero,
      total: 40 - 2 * lost + tamedVp + objectives + oneVp + hero,
      tamedCones: s.tamed[seat] as number,
      intactHouses,
    });
  }
  // §7.2 ties: most tamed cones; then most intact own houses; then most objective VP; then shared.
  let pool = seats;
  const keys: [ScoreResult["decidedBy"], (x: SeatScore) => number][] = [
    ["score", (x) => x.total],
    ["tamedCones", (x) => x.tamedCones],
    ["intactHouses", (x) => x.intactHouses],
    ["objectives", (x) => x.objectives],
  ];
  for (const [name, key] of keys) {
    const top = Math.max(...pool.map(key));
    pool = pool.filter((x) => key(x) === top);
    if (pool.length === 1) return { seats, winners: [pool[0]?.seat as number], decidedBy: name };
  }
  return { seats, winners: pool.map((x) => x.seat), decidedBy: "sharedWin" };
}
