/**
 * The end (§13): the immediate wins (§13.1, §13.2) and the scored endings.
 */
import { type BrigadeState, type Ending, loyalTiles, renownOnBoard, score, UNI } from "../state.js";
import type { Ev } from "./common.js";

/** §13.1, §13.2: immediate wins. */
export function checkWin(s: BrigadeState, seat: number, ev: Ev): boolean {
  const r = s.rules;
  const base = seat * 5;
  for (let a = 0; a < 4; a++)
    if ((s.loyalCount[base + a] as number) >= r.factionWinTiles) {
      endGame(s, "faction", seat, a, ev);
      return true;
    }
  if ((s.loyalCount[base + UNI] as number) >= r.universityWinTiles) {
    endGame(s, "faction", seat, UNI, ev);
    return true;
  }
  if (r.citizensWin) {
    let all = true;
    for (let a = 0; a < 5; a++) if ((s.loyalCount[base + a] as number) === 0) all = false;
    if (all) {
      endGame(s, "citizens", seat, -1, ev);
      return true;
    }
  }
  return false;
}

/**
 * Ends the game. Immediate wins name their winner; the other endings are scored (§13.5): the
 * values of one's loyal tiles; ties by most loyalty markers, then most renown on the board, then
 * shared (R46).
 */
export function endGame(s: BrigadeState, ending: Ending, by: number, aff: number, ev: Ev): void {
  if (s.phase === "over") return;
  const scores: number[] = [];
  for (let p = 0; p < s.n; p++) scores.push(score(s, p));
  let winners: number[];
  let decidedBy: string;
  if (by >= 0) {
    winners = [by];
    decidedBy = ending;
  } else {
    const top = Math.max(...scores);
    winners = scores.flatMap((v, p) => (v === top ? [p] : []));
    decidedBy = "points";
    if (winners.length > 1 && s.rules.tieBreak === "loyalThenRenown") {
      const loyal = winners.map((p) => loyalTiles(s, p));
      const ml = Math.max(...loyal);
      const w2 = winners.filter((_, i) => loyal[i] === ml);
      if (w2.length < winners.length) decidedBy = "tie:loyalty";
      winners = w2;
      if (winners.length > 1) {
        const ren = winners.map((p) => renownOnBoard(s, p));
        const mr = Math.max(...ren);
        const w3 = winners.filter((_, i) => ren[i] === mr);
        if (w3.length < winners.length) decidedBy = "tie:renown";
        winners = w3;
      }
    }
    if (winners.length > 1) decidedBy = "shared";
  }
  s.result = { ending, winners, scores, decidedBy, by, affiliation: aff };
  s.phase = "over";
  s.stack = [];
  ev?.push({ type: "ended", ending, winners: winners.slice(), scores: scores.slice(), decidedBy });
}
