/**
 * Squads and abilities (§10, §11): the tracks and their blue bonuses, Recruit and the squad cards,
 * the abilities a loyalty gain triggers (§11.4).
 */
import { type BrigadeState, has, type Task, TRACKS, task, trackLast, trackValue } from "../state.js";
import { type Ev, RENOWN, rngShuffle } from "./common.js";

/** §11.2, §14.3: the task of triggered ability `i` (an index into TRIGGERS) for a loyalty gain on `c`. */
export function triggerTask(i: number, seat: number, c: number): Task {
  switch (i) {
    case 0:
      return task("pCool", seat, c);
    case 1:
      return task("pFlare", seat, c);
    case 2:
      return task("pUpgrade", seat);
    case 3:
      return task("fxRecruit", seat);
    case 4:
      return task("pRenown", seat, c, 1, RENOWN.nobles, 0, []);
    case 5:
      return task("pFavour", seat, c);
    case 6:
      return task("pPurge", seat);
    default:
      return task("pRenown", seat, c, 1, RENOWN.merchants, 1, []);
  }
}

/**
 * §8.7, §10.2: advances a track one space. A Command increase gives its AP in the same action
 * phase (R32); the blue circle gives its bonus: a free Recruit (Squad Members), the free cistern
 * move (Cistern Capacity, a lasting power), +2 AP (Command; R31 outside one's action phase: next
 * action phase). Brother Ben: a track maxed during one's own turn gives an extra turn (R38).
 */
export function upgradeTrack(s: BrigadeState, p: number, t: number, free: boolean, ev: Ev): boolean {
  const i = p * 3 + t;
  const pos = s.track[i] as number;
  const last = trackLast(s, t);
  if (pos >= last) return false;
  const before = trackValue(s, p, t);
  s.track[i] = pos + 1;
  const after = trackValue(s, p, t);
  const ownAction = s.phase === "action" && s.owner === p;
  if (t === 2 && ownAction) s.ap[p] = (s.ap[p] as number) + after - before;
  const blue = pos + 1 === last;
  ev?.push({ type: "upgraded", seat: p, track: TRACKS[t] as "squad", value: after, blue, free });
  if (!blue) return true;
  if (t === 0) {
    s.stack.push(task("fxRecruit", p));
    ev?.push({ type: "bonus", seat: p, track: "squad" });
  } else if (t === 1) ev?.push({ type: "bonus", seat: p, track: "cistern" });
  else {
    if (ownAction) s.ap[p] = (s.ap[p] as number) + 2;
    else s.bonusAp[p] = (s.bonusAp[p] as number) + 2;
    ev?.push({ type: "bonus", seat: p, track: "command", ap: 2 });
  }
  if (p === s.owner && (s.phase === "event" || s.phase === "action") && has(s, p, "extraTurn")) {
    s.extra[p] = (s.extra[p] as number) + 1;
    ev?.push({
      type: "ability",
      seat: p,
      key: "extraTurn",
      text: "takes an extra turn after this one (Brother Ben)",
    });
  }
  return true;
}

/** Draws up to `n` squad cards (R18). */
function drawSquad(s: BrigadeState, n: number, ev: Ev): number[] {
  const out: number[] = [];
  for (let k = 0; k < n; k++) {
    if (s.squadDeck.length === 0) {
      if (s.squadDiscard.length === 0) break;
      s.squadDeck = rngShuffle(s, s.squadDiscard);
      s.squadDiscard = [];
      ev?.push({ type: "reshuffle", deck: "squad", cards: s.squadDeck.length });
    }
    out.push(s.squadDeck.pop() as number);
  }
  return out;
}

/** §8.6: draws two cards into a Recruit choice only `p` sees (§16). */
export function startRecruit(s: BrigadeState, p: number, free: boolean, ev: Ev): void {
  const cards = drawSquad(s, 2, ev);
  if (cards.length === 0) return;
  s.stack.push(task("pRecruit", p, free ? 1 : 0, -1, -1, -1, cards));
  ev?.push({
    type: "drawn",
    seat: p,
    count: cards.length,
    cards: cards.map((c) => s.data.squad[c]?.id ?? "?"),
  });
}

/** Removes a squad member (its water is lost, §9); the Mime token comes back (R55). */
export function removeMember(s: BrigadeState, p: number, slot: number, toDiscard: boolean): number {
  const base = p * 3;
  const card = s.squad[base + slot] as number;
  for (let k = slot; k < 2; k++) {
    s.squad[base + k] = s.squad[base + k + 1] as number;
    s.sqWater[base + k] = s.sqWater[base + k + 1] as number;
  }
  s.squad[base + 2] = -1;
  s.sqWater[base + 2] = 0;
  if (toDiscard) {
    s.squadDiscard.push(card);
    if (s.mime === card) s.mime = -1;
  }
  return card;
}

/** Adds a card to the first free slot with `water` on it. */
export function addMember(s: BrigadeState, p: number, card: number, water: number): void {
  for (let k = 0; k < 3; k++)
    if ((s.squad[p * 3 + k] as number) < 0) {
      s.squad[p * 3 + k] = card;
      s.sqWater[p * 3 + k] = water;
      return;
    }
}
