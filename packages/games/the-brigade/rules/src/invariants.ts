/**
 * What must hold after every action (the property tests and the testkit check it): intensities on
 * their tracks (§4.2), destroyed tiles out of play (§4.3, R5), one loyalty marker per tile and no
 * renown of a tile's own loyal player (R43), water within capacities (§9), squads within their
 * slots (§11.3), pieces on spaces they may hold (R23, R24), counters in step, someone to act.
 */

import { threshold } from "./engine.js";
import { CELLS } from "./grid.js";
import {
  actorSeat,
  affOf,
  type BrigadeState,
  buildingOf,
  cisternCap,
  isBurning,
  isCity,
  rulesVersionOf,
  trackValue,
  wardenCap,
} from "./state.js";

/** The broken invariants of a state ([] when all hold). */
export function invariantsOf(s: BrigadeState): string[] {
  const out: string[] = [];
  const n = s.n;
  let burning = 0;
  const loyalCount = new Array<number>(n * 5).fill(0);
  for (let c = 0; c < CELLS; c++) {
    const f = s.fire[c] as number;
    if (!isCity(s, c)) {
      if (f !== 0 || s.burnt[c] !== 0 || s.loyal[c] !== -1)
        out.push(`cell ${c} is not a city tile but has fire or loyalty`);
      for (let p = 0; p < n; p++)
        if ((s.renown[p * CELLS + c] as number) !== 0) out.push(`renown on non-city cell ${c}`);
      continue;
    }
    const L = s.data.tileFlame[s.tile[c] as number] as number;
    if ((s.burnt[c] as number) > 0) {
      if (f !== L + 1) out.push(`destroyed tile ${c} has intensity ${f}, not the black space ${L + 1}`);
      // R6 (amended, rules version 2 on): renown and loyalty stay until the flip.
      const clean = rulesVersionOf(s) < 2 || s.burnt[c] === 2;
      if (clean && s.loyal[c] !== -1) out.push(`destroyed tile ${c} keeps a loyalty marker`);
      if (clean && buildingOf(s, c) !== "aviary")
        for (let p = 0; p < n; p++)
          if ((s.renown[p * CELLS + c] as number) !== 0) out.push(`renown on destroyed tile ${c}`);
    } else if (f < 0 || f > L) out.push(`tile ${c} intensity ${f} is off its track 0..${L}`);
    if (isBurning(s, c)) burning++;
    const l = s.loyal[c] as number;
    if (l >= 0) {
      loyalCount[l * 5 + affOf(s, c)] = (loyalCount[l * 5 + affOf(s, c)] as number) + 1;
      if ((s.renown[l * CELLS + c] as number) !== 0)
        out.push(`seat ${l} has renown on its own loyal tile ${c}`);
    }
    if (s.burnt[c] === 0 && s.rules.loyaltyMarkersPerPlayer === null)
      for (let p = 0; p < n; p++)
        if (p !== l && (s.renown[p * CELLS + c] as number) >= threshold(s, p, c) && s.phase !== "over")
          out.push(`seat ${p} has enough renown on ${c} but no loyalty`);
  }
  if (burning !== s.burning) out.push(`burning count ${s.burning} but ${burning} tiles burn`);
  for (let i = 0; i < n * 5; i++)
    if (loyalCount[i] !== s.loyalCount[i])
      out.push(`loyalty count ${i} is ${s.loyalCount[i]}, not ${loyalCount[i]}`);
  const top = s.stack[s.stack.length - 1];
  const pushing = top?.k === "pPush";
  for (let p = 0; p < n; p++) {
    if ((s.wWater[p] as number) < 0 || (s.wWater[p] as number) > wardenCap(s, p))
      out.push(`seat ${p} warden water ${s.wWater[p]} outside 0..${wardenCap(s, p)}`);
    if ((s.cWater[p] as number) < 0 || (s.cWater[p] as number) > cisternCap(s, p))
      out.push(`seat ${p} cistern water ${s.cWater[p]} outside 0..${cisternCap(s, p)}`);
    let size = 0;
    let gap = false;
    for (let k = 0; k < 3; k++) {
      const card = s.squad[p * 3 + k] as number;
      const w = s.sqWater[p * 3 + k] as number;
      if (card < 0) {
        gap = true;
        if (w !== 0) out.push(`seat ${p} has water on an empty squad slot`);
        continue;
      }
      if (gap) out.push(`seat ${p}'s squad has a gap`);
      size++;
      if (w < 0 || w > (s.data.sqWater[card] as number))
        out.push(`seat ${p} squad card ${card} water ${w} off capacity`);
    }
    if (s.phase !== "setup" && size > Math.max(trackValue(s, p, 0), 0))
      out.push(`seat ${p} has ${size} squad cards for ${trackValue(s, p, 0)} slots`);
    if (s.phase === "setup") continue;
    const b = s.brigade[p] as number;
    const cs = s.cistern[p] as number;
    const ok = (c: number) => c >= 0 && (isCity(s, c) || s.base[c] === p);
    if (!ok(b)) out.push(`seat ${p}'s brigade is off the city (${b})`);
    if (!ok(cs)) out.push(`seat ${p}'s cistern is off the city (${cs})`);
    if (s.burnt[cs] === 2) out.push(`seat ${p}'s cistern stands on a flipped tile`);
    for (let q = 0; q < n; q++) {
      if (q === p) continue;
      if (s.brigade[q] === b && !pushing) out.push(`seats ${p} and ${q} share a tile with their brigades`);
      if (s.cistern[q] === cs) out.push(`seats ${p} and ${q} share a tile with their cisterns`);
    }
  }
  const seen = new Set<number>();
  for (const c of [
    ...s.squad.filter((x) => x >= 0),
    ...s.squadDeck,
    ...s.squadDiscard,
    ...(s.preciousCard >= 0 ? [s.preciousCard] : []),
  ]) {
    if (seen.has(c)) out.push(`squad card ${c} is in two places`);
    seen.add(c);
  }
  for (const t of s.stack) if (t.k === "pRecruit") for (const c of t.list as number[]) seen.add(c);
  if (seen.size !== s.data.squad.length)
    out.push(`squad cards not conserved: ${seen.size} of ${s.data.squad.length}`);
  if (s.phase !== "over" && actorSeat(s) < 0) out.push("nobody may act but the game is not over");
  if (s.phase === "over" && !s.result) out.push("the game is over without a result");
  return out;
}
