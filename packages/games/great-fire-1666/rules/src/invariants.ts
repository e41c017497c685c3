/**
 * Invariants that hold in every reachable state (issue 3 property tests; `pudding sim` checks them on
 * every finished game). Each returns a plain sentence naming the broken rule, so a failing random
 * game says what went wrong.
 */
import { KIND_PARK } from "./map/index.js";
import { score } from "./scoring.js";
import type { GameState } from "./state.js";

const TEAMS = 6;

/** Every invariant broken by `s` (empty when all hold). */
export function checkInvariants(s: GameState): string[] {
  const out: string[] = [];
  const b = s.board;
  // §2.2 / §4.3 / §5.5: every printed house is on the board or on a VP track (burnt or demolished).
  let printed = 0;
  let standing = 0;
  for (let d = 0; d < b.n; d++) {
    const n = (s.houseOff[d + 1] as number) - (s.houseOff[d] as number);
    printed += n;
    if (s.intact[d] === 1) standing += n;
  }
  const onTracks = s.burntByColour.reduce((a, x) => a + x, 0);
  if (standing + onTracks !== printed)
    out.push(`houses: ${standing} standing + ${onTracks} on VP tracks ≠ ${printed} printed`);
  let teams = 0;
  for (let d = 0; d < b.n; d++) {
    const cones = s.cones[d] as number;
    const t = s.teams[d] as number;
    const c = s.committed[d] as number;
    teams += t;
    if (cones < 0 || t < 0 || c < 0) out.push(`${b.ids[d]}: negative count`);
    // Committed teams are exactly the controlled cones: never more than the teams or the cones there.
    if (c > t || c > cones) out.push(`${b.ids[d]}: ${c} committed teams with ${t} teams and ${cones} cones`);
    if (cones > 0 && b.kind[d] === KIND_PARK) out.push(`${b.ids[d]}: fire cone in a park`);
    if (cones > 0 && s.demolished[d] === 1) out.push(`${b.ids[d]}: fire cone in a demolished district`);
  }
  const placing = s.phase === "setupTeams";
  if (!placing && teams !== TEAMS) out.push(`there are ${teams} emergency teams on the board, not ${TEAMS}`);
  for (let seat = 0; seat < s.seats; seat++) {
    let hand = 0;
    for (let k = 0; k < 4; k++) hand += s.hand[seat * 4 + k] as number;
    if (hand > s.rules.handSize)
      out.push(`seat ${seat} holds ${hand} cards, above the hand size ${s.rules.handSize}`);
  }
  // §7.1 arithmetic.
  for (const x of score(s).seats) {
    const sum = x.base + x.burntPenalty + x.tamed + x.objectives + x.oneVp + x.hero;
    if (sum !== x.total) out.push(`seat ${x.seat}: score parts add to ${sum}, total says ${x.total}`);
    const track = s.burntByColour[s.colour[x.seat] as number] as number;
    if (x.housesLost !== track)
      out.push(`seat ${x.seat}: ${x.housesLost} houses lost, the VP track shows ${track}`);
    if (x.burntPenalty !== -2 * x.housesLost)
      out.push(`seat ${x.seat}: penalty ${x.burntPenalty} ≠ −2 × ${x.housesLost}`);
  }
  return out;
}
