/**
 * Renown and loyalty (§12): placing renown, the thresholds, winning and stealing loyalty.
 */
import { CELLS } from "../grid.js";
import {
  activeSeat,
  affOf,
  type BrigadeState,
  boardAbility,
  has,
  loyalTiles,
  renownOnBoard,
  rulesVersionOf,
  task,
  tileValue,
} from "../state.js";
import { AFF_COMMONS, AFF_COUNCIL, AFF_MERCHANTS, AFF_NOBLES, cn, type Ev } from "./common.js";
import { checkWin } from "./end.js";
import { triggerTask } from "./squads.js";

/**
 * §12.1–§12.3: places `n` renown of `seat` on `c` (the caller checked R43), then Selina Blackflow's
 * extra token on a rival's tile (once per placement), then loyalty if the threshold is met.
 * R44: with a token limit, gains beyond the supply are lost.
 */
export function addRenown(
  s: BrigadeState,
  seat: number,
  c: number,
  n: number,
  ev: Ev,
  cause: string,
  selina: boolean,
): void {
  if (s.phase === "over") return;
  const limit = s.rules.renownTokensPerPlayer;
  let placed = 0;
  let lost = 0;
  let want = n;
  if (selina && (s.loyal[c] as number) >= 0 && s.loyal[c] !== seat && has(s, seat, "rivalRenown")) want++;
  let onBoard = limit === null ? 0 : renownOnBoard(s, seat);
  for (let k = 0; k < want; k++) {
    if (limit !== null && onBoard >= limit) {
      lost++;
      continue;
    }
    s.renown[seat * CELLS + c] = (s.renown[seat * CELLS + c] as number) + 1;
    onBoard++;
    placed++;
  }
  const aff = affOf(s, c);
  s.stats.renownBy[seat * 5 + aff] = (s.stats.renownBy[seat * 5 + aff] as number) + placed;
  if (placed > 0)
    ev?.push({
      type: "renown",
      seat,
      cell: cn(c),
      count: placed,
      total: s.renown[seat * CELLS + c] as number,
      cause,
    });
  if (lost > 0)
    ev?.push({ type: "renownLost", seat, count: lost, reason: "no tokens left in the supply (R44)" });
  checkLoyalty(s, seat, c, ev);
}

/** §12.3: the renown `seat` needs on `c` to win its loyalty. */
export function threshold(s: BrigadeState, seat: number, c: number): number {
  const v = tileValue(s, c);
  const prev = s.loyal[c] as number;
  if (prev < 0 || prev === seat) return v;
  return v + s.rules.stealSurcharge + (has(s, prev, "guardedLoyalty") ? 1 : 0);
}

function checkLoyalty(s: BrigadeState, seat: number, c: number, ev: Ev): void {
  if (s.phase === "over" || s.loyal[c] === seat || (s.burnt[c] as number) > 0) return;
  if ((s.renown[seat * CELLS + c] as number) < threshold(s, seat, c)) return;
  const lim = s.rules.loyaltyMarkersPerPlayer;
  if (lim !== null && loyalTiles(s, seat) >= lim) return; // R44: no marker, the renown stays
  gainLoyalty(s, seat, c, ev);
}

/**
 * §12.3: every renown token on the tile goes back; the previous marker goes back; the seat's marker
 * is placed. Then the immediate wins (§13.1, §13.2, R47) and the abilities it triggers (§11.2, §14.3).
 */
export function gainLoyalty(s: BrigadeState, seat: number, c: number, ev: Ev): void {
  const aff = affOf(s, c);
  const prev = s.loyal[c] as number;
  for (let p = 0; p < s.n; p++) s.renown[p * CELLS + c] = 0;
  if (prev >= 0) {
    s.loyalCount[prev * 5 + aff] = (s.loyalCount[prev * 5 + aff] as number) - 1;
    s.stats.steals++;
  }
  s.loyal[c] = seat;
  s.loyalCount[seat * 5 + aff] = (s.loyalCount[seat * 5 + aff] as number) + 1;
  s.stats.loyaltyBy[seat * 5 + aff] = (s.stats.loyaltyBy[seat * 5 + aff] as number) + 1;
  ev?.push({ type: "loyalty", seat, cell: cn(c), from: prev });
  if (checkWin(s, seat, ev)) return;
  // The abilities it triggers (indices into TRIGGERS, in rules version 2's fixed order).
  const t: number[] = [];
  if (aff === AFF_COMMONS && has(s, seat, "commonsCooling")) t.push(0);
  if (has(s, seat, "loyaltyFlare")) t.push(1);
  if (aff === AFF_MERCHANTS && has(s, seat, "merchantsUpgrade")) t.push(2);
  if (aff === AFF_COUNCIL && has(s, seat, "councilRecruit")) t.push(3);
  if (aff === AFF_NOBLES && has(s, seat, "noblesRenown")) t.push(4);
  if (aff === AFF_MERCHANTS && has(s, seat, "merchantsFavour")) t.push(5);
  if (aff === AFF_NOBLES && has(s, seat, "noblesPurge")) t.push(6);
  if (boardAbility(s, seat) === "insurance") t.push(7);
  // §11.4 (rules version 3): several at once — their owner orders them (pOrder); before, the fixed
  // order above, pushed last-first.
  if (t.length >= 2 && rulesVersionOf(s) >= 3) s.stack.push(task("pOrder", seat, c, -1, -1, -1, t));
  else for (let i = t.length - 1; i >= 0; i--) s.stack.push(triggerTask(t[i] as number, seat, c));
}

/**
 * R33, Ruling B8: a threshold can drop (Nery Cagehand switched off or gone); renown already on a
 * tile that meets the lower threshold wins the loyalty at once, in turn order from the active player.
 * Returns true if a loyalty changed.
 */
export function recheckThresholds(s: BrigadeState, ev: Ev): boolean {
  const sur = s.rules.stealSurcharge;
  for (let c = 0; c < CELLS; c++) {
    const l = s.loyal[c] as number;
    if (l < 0) continue;
    const need = tileValue(s, c) + sur;
    const first = activeSeat(s);
    for (let k = 0; k < s.n; k++) {
      const p = (first + k) % s.n;
      if (p === l || (s.renown[p * CELLS + c] as number) < need) continue;
      const before = s.loyal[c];
      checkLoyalty(s, p, c, ev);
      if (s.loyal[c] !== before) return true;
    }
  }
  return false;
}
