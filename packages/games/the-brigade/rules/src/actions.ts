/**
 * The actions (§8, §14, and the choices effects ask for) as a strict zod union — untrusted input is
 * parsed with it — and their integer encoding for the fast path: `kind × 2^20 + p1 × 2^10 + p2`.
 */
import { z } from "zod";
import { COLOURS } from "./data/schema.js";
import { cellIndex, cellName } from "./grid.js";
import { type BrigadeState, brigadeWater, rulesVersionOf, squadSize, TRACKS, wardenCap } from "./state.js";

const Cell = z.string().max(4);

/**
 * §11.4: the abilities a loyalty gain can trigger, in the order rules version 2 resolved them (Del
 * Uge, Chops Murphy, Pep Overclock, Mal Candor, Immora, Ali Ahmar, Zilda Garrett, the orange
 * barracks' Insurance).
 */
export const TRIGGERS = [
  "commonsCooling",
  "loyaltyFlare",
  "merchantsUpgrade",
  "councilRecruit",
  "noblesRenown",
  "merchantsFavour",
  "noblesPurge",
  "insurance",
] as const;
/** A triggered ability's key. */
export type TriggerKey = (typeof TRIGGERS)[number];
const Card = z.string().max(64);
const Track = z.enum(TRACKS);

/** Every action a seat may send. */
export const BrigadeActionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("endTurn") }),
  /** `via`: a route through the Jeweled Aviary on that tile (§15.1). */
  z.strictObject({ type: z.literal("moveBrigade"), to: Cell, via: Cell.optional() }),
  /** `bonus`: the Cistern Capacity blue bonus's free move, just before a Move Brigade (§10.2). */
  z.strictObject({ type: z.literal("moveCistern"), to: Cell, bonus: z.literal(true).optional() }),
  /**
   * `pay` (R29, rules version 3): the water each brigade card pays — the warden card first, then the
   * squad cards in slot order — named only when there is more than one way to pay.
   */
  z.strictObject({
    type: z.literal("extinguish"),
    water: z.number().int().min(1).max(20),
    fromCistern: z.number().int().min(0).max(20),
    pay: z.array(z.number().int().min(0).max(6)).min(1).max(4).optional(),
  }),
  z.strictObject({ type: z.literal("refill"), tile: Cell }),
  /**
   * `brigade` (R29, rules version 3): the water each brigade card holds afterwards — the warden card
   * first, then the squad cards in slot order — named only when there is more than one arrangement.
   */
  z.strictObject({
    type: z.literal("transfer"),
    cistern: z.number().int().min(0).max(20),
    brigade: z.array(z.number().int().min(0).max(6)).min(1).max(4).optional(),
  }),
  z.strictObject({ type: z.literal("recruit") }),
  z.strictObject({ type: z.literal("upgrade"), track: Track }),
  z.strictObject({ type: z.literal("cisternExtinguish") }),
  z.strictObject({ type: z.literal("ashExtinguish"), tile: Cell, water: z.number().int().min(1).max(20) }),
  z.strictObject({ type: z.literal("sendCistern"), to: Cell }),
  z.strictObject({ type: z.literal("polymorphy"), a: Cell, b: Cell }),
  z.strictObject({ type: z.literal("withThePeople"), card: Card, replace: Card.nullable() }),
  z.strictObject({ type: z.literal("artificers"), track: Track }),
  z.strictObject({ type: z.literal("alliances") }),
  z.strictObject({ type: z.literal("flipWarden") }),
  z.strictObject({ type: z.literal("mime"), card: Card }),
  /** `via`: a route through the Jeweled Aviary on that tile (§15.1, rules version 3). */
  z.strictObject({ type: z.literal("incorporeal"), to: Cell, via: Cell.optional() }),
  z.strictObject({ type: z.literal("pyrocontrol") }),
  z.strictObject({ type: z.literal("pickWarden"), warden: Card, colour: z.enum(COLOURS) }),
  z.strictObject({ type: z.literal("pickCorner"), corner: Cell }),
  z.strictObject({ type: z.literal("placeRenown"), tile: Cell }),
  z.strictObject({ type: z.literal("takeRenown"), tile: Cell }),
  z.strictObject({ type: z.literal("chooseRecruit"), card: Card.nullable(), replace: Card.nullable() }),
  z.strictObject({ type: z.literal("givePrecious"), to: z.number().int().min(0).max(3) }),
  z.strictObject({ type: z.literal("deflect"), tile: Cell }),
  z.strictObject({ type: z.literal("raise"), tile: Cell }),
  z.strictObject({ type: z.literal("reduce"), tile: Cell }),
  z.strictObject({ type: z.literal("favour"), option: z.enum(["water", "moveRenown", "reduce"]) }),
  z.strictObject({ type: z.literal("chooseSeat"), seat: z.number().int().min(0).max(3) }),
  z.strictObject({ type: z.literal("discard"), card: Card }),
  z.strictObject({ type: z.literal("loseWater"), holder: Card }),
  z.strictObject({ type: z.literal("push"), tile: Cell }),
  z.strictObject({ type: z.literal("direction"), dir: z.enum(["N", "E", "S", "W"]) }),
  z.strictObject({ type: z.literal("skip") }),
  /** §11.4 (rules version 3): which of the abilities one loyalty gain triggered resolves next. */
  z.strictObject({ type: z.literal("trigger"), ability: z.enum(TRIGGERS) }),
]);
/** An action. */
export type BrigadeAction = z.infer<typeof BrigadeActionSchema>;
/** An action's type name. */
export type ActionType = BrigadeAction["type"];

/** Move kinds (the integer encoding's high part), in the order of the schema. */
export const KIND: Record<ActionType, number> = {
  endTurn: 0,
  moveBrigade: 1,
  moveCistern: 2,
  extinguish: 3,
  refill: 4,
  transfer: 5,
  recruit: 6,
  upgrade: 7,
  cisternExtinguish: 8,
  ashExtinguish: 9,
  sendCistern: 10,
  polymorphy: 11,
  withThePeople: 12,
  artificers: 13,
  alliances: 14,
  flipWarden: 15,
  mime: 16,
  incorporeal: 17,
  pyrocontrol: 18,
  pickWarden: 20,
  pickCorner: 21,
  placeRenown: 22,
  takeRenown: 23,
  chooseRecruit: 24,
  givePrecious: 25,
  deflect: 26,
  raise: 27,
  reduce: 28,
  favour: 29,
  chooseSeat: 30,
  discard: 31,
  loseWater: 32,
  push: 33,
  direction: 34,
  skip: 35,
  trigger: 36,
};
/** Kind number → type name. */
export const KIND_NAME: ActionType[] = [];
for (const [k, v] of Object.entries(KIND)) KIND_NAME[v] = k as ActionType;

/**
 * R29: a split of water over the brigade's squad cards (slot order, at most 6 each) as one number,
 * the warden card holding the rest: `Σ water[k] × 7^k`. Moves carry it as `1 + code` (0 = none).
 */
export function splitCode(squad: readonly number[]): number {
  let code = 0;
  for (let k = squad.length - 1; k >= 0; k--) code = code * 7 + (squad[k] as number);
  return code;
}
/** The water of squad slot `k` in a split code. */
export const splitAt = (code: number, k: number): number => Math.floor(code / 7 ** k) % 7;
/** A split code no move carries (an arrangement that does not add up). */
const BAD_SPLIT = 1022;

/** Extinguish packs `1 + code` above the water (p1) and the cistern's share (p2), 5 bits each. */
export const extWater = (m: number): number => Math.floor(m / 1024) % 32;
/** The cistern's share of an Extinguish move. */
export const extCistern = (m: number): number => m % 32;
/** An Extinguish move's split code plus one (0 = the warden card pays first, R29 forced). */
export const extSplit = (m: number): number => (Math.floor(m / 32768) % 32) * 32 + (Math.floor(m / 32) % 32);
/** An Extinguish move. */
export const extMove = (water: number, cistern: number, split = 0): number =>
  mv(KIND.extinguish, water + 32 * Math.floor(split / 32), cistern + 32 * (split % 32));

/** "No card" in a move's parameter. */
export const NO_CARD = 1023;
/** Encodes a move. */
export const mv = (kind: number, p1 = 0, p2 = 0): number => kind * 1048576 + p1 * 1024 + p2;
/** A move's kind. */
export const kindOf = (m: number): number => Math.floor(m / 1048576);
/** A move's first parameter. */
export const p1Of = (m: number): number => Math.floor(m / 1024) % 1024;
/** A move's second parameter. */
export const p2Of = (m: number): number => m % 1024;

const FAVOURS = ["water", "moveRenown", "reduce"] as const;
const ORTHO_DIRS = ["N", "E", "S", "W"] as const;

/** The action a move stands for. */
export function decode(s: BrigadeState, m: number): BrigadeAction {
  const k = KIND_NAME[kindOf(m)] as ActionType;
  const a = p1Of(m);
  const b = p2Of(m);
  const sq = (i: number) => (i === NO_CARD ? null : (s.data.squad[i]?.id ?? "?"));
  switch (k) {
    case "endTurn":
    case "recruit":
    case "cisternExtinguish":
    case "alliances":
    case "flipWarden":
    case "pyrocontrol":
    case "skip":
      return { type: k };
    case "moveBrigade":
      // p2 0 = no route named (cell 0 is a corner, never the Aviary).
      return b > 0 ? { type: k, to: cellName(a), via: cellName(b) } : { type: k, to: cellName(a) };
    case "moveCistern":
      return b === 1 ? { type: k, to: cellName(a), bonus: true } : { type: k, to: cellName(a) };
    case "sendCistern":
      return { type: k, to: cellName(a) };
    case "incorporeal":
      return b > 0 ? { type: k, to: cellName(a), via: cellName(b) } : { type: k, to: cellName(a) };
    case "extinguish": {
      const water = a % 32;
      const fromCistern = b % 32;
      const split = extSplit(m);
      if (split === 0) return { type: k, water, fromCistern };
      return { type: k, water, fromCistern, pay: spread(s, water - fromCistern, split - 1) };
    }
    case "refill":
    case "placeRenown":
    case "takeRenown":
    case "deflect":
    case "raise":
    case "reduce":
    case "push":
      return { type: k, tile: cellName(a) };
    case "transfer":
      if (b === 0) return { type: k, cistern: a };
      return { type: k, cistern: a, brigade: spread(s, transferTotal(s) - a, b - 1) };
    case "upgrade":
    case "artificers":
      return { type: k, track: TRACKS[a] as (typeof TRACKS)[number] };
    case "ashExtinguish":
      return { type: k, tile: cellName(a), water: b };
    case "polymorphy":
      return { type: k, a: cellName(a), b: cellName(b) };
    case "withThePeople":
      return { type: k, card: sq(a) as string, replace: sq(b) };
    case "mime":
    case "discard":
      return { type: k, card: sq(a) as string };
    case "pickWarden":
      return {
        type: k,
        warden: s.data.wardens[a]?.id ?? "?",
        colour: COLOURS[b] as (typeof COLOURS)[number],
      };
    case "pickCorner":
      return { type: k, corner: cellName(a) };
    case "chooseRecruit":
      return { type: k, card: sq(a), replace: sq(b) };
    case "givePrecious":
      return { type: k, to: a };
    case "favour":
      return { type: k, option: FAVOURS[a] as (typeof FAVOURS)[number] };
    case "chooseSeat":
      return { type: k, seat: a };
    case "loseWater":
      return { type: k, holder: a === 0 ? "warden" : a === 1 ? "cistern" : (sq(a - 2) as string) };
    case "direction":
      return { type: k, dir: ORTHO_DIRS[a] as (typeof ORTHO_DIRS)[number] };
    case "trigger":
      return { type: k, ability: TRIGGERS[a] as TriggerKey };
  }
}

/** The squad members of the acting seat (the action phase's owner; squads fill from slot 0). */
const members = (s: BrigadeState): number => squadSize(s, s.owner);

/** The water the acting seat's cistern and brigade cards hold together (a Transfer's total). */
const transferTotal = (s: BrigadeState): number => (s.cWater[s.owner] as number) + brigadeWater(s, s.owner);

/** R29: `total` water split by `code` over [warden card, squad cards…] of the acting seat. */
function spread(s: BrigadeState, total: number, code: number): number[] {
  const n = members(s);
  const out = [0];
  let rest = total;
  for (let k = 0; k < n; k++) {
    const w = splitAt(code, k);
    out.push(w);
    rest -= w;
  }
  out[0] = rest;
  return out;
}

/**
 * R29 (rules version 3): an Extinguish or Transfer that names no split where the player has a
 * choice reads as the split of rules version 2 — the warden card first, then the squad cards in
 * order — so a client that never names one keeps working. The action with that split, or null.
 */
export function withDefaultSplit(s: BrigadeState, a: BrigadeAction): BrigadeAction | null {
  if (rulesVersionOf(s) < 3) return null;
  const p = s.owner;
  const n = members(s);
  const order = (total: number, cap: (i: number) => number) => {
    const out: number[] = [];
    let left = total;
    for (let i = 0; i <= n; i++) {
      const x = Math.max(0, Math.min(cap(i), left));
      out.push(x);
      left -= x;
    }
    return out;
  };
  if (a.type === "extinguish" && a.pay === undefined)
    return {
      ...a,
      pay: order(a.water - a.fromCistern, (i) =>
        i === 0 ? (s.wWater[p] as number) : (s.sqWater[p * 3 + i - 1] as number),
      ),
    };
  if (a.type === "transfer" && a.brigade === undefined)
    return {
      ...a,
      brigade: order(transferTotal(s) - a.cistern, (i) =>
        i === 0 ? wardenCap(s, p) : (s.data.sqWater[s.squad[p * 3 + i - 1] as number] as number),
      ),
    };
  return null;
}

/** R29: the split code of [warden card, squad cards…] adding up to `total`, or BAD_SPLIT. */
function splitOf(s: BrigadeState, v: readonly number[], total: number): number {
  if (v.length !== 1 + members(s)) return BAD_SPLIT;
  let sum = 0;
  for (const x of v) sum += x;
  return sum === total ? splitCode(v.slice(1)) : BAD_SPLIT;
}

/** The move of a parsed action, or -1 when an id in it names nothing. */
export function encode(s: BrigadeState, a: BrigadeAction): number {
  const k = KIND[a.type];
  const cell = (id: string) => cellIndex(id);
  const card = (id: string | null) => (id === null ? NO_CARD : (s.data.squadById.get(id) ?? -1));
  const both = (x: number, y = 0) => (x < 0 || y < 0 ? -1 : mv(k, x, y));
  switch (a.type) {
    case "endTurn":
    case "recruit":
    case "cisternExtinguish":
    case "alliances":
    case "flipWarden":
    case "pyrocontrol":
    case "skip":
      return mv(k);
    case "moveBrigade":
      if (a.via === undefined) return both(cell(a.to));
      return both(cell(a.to), cell(a.via) === 0 ? -1 : cell(a.via));
    case "moveCistern":
      return both(cell(a.to), a.bonus ? 1 : 0);
    case "sendCistern":
      return both(cell(a.to));
    case "incorporeal":
      if (a.via === undefined) return both(cell(a.to));
      return both(cell(a.to), cell(a.via) === 0 ? -1 : cell(a.via));
    case "extinguish":
      if (a.pay === undefined) return extMove(a.water, a.fromCistern);
      return extMove(a.water, a.fromCistern, 1 + splitOf(s, a.pay, a.water - a.fromCistern));
    case "refill":
    case "placeRenown":
    case "takeRenown":
    case "deflect":
    case "raise":
    case "reduce":
    case "push":
      return both(cell(a.tile));
    case "transfer":
      if (a.brigade === undefined) return mv(k, a.cistern);
      return mv(k, a.cistern, 1 + splitOf(s, a.brigade, transferTotal(s) - a.cistern));
    case "upgrade":
    case "artificers":
      return mv(k, TRACKS.indexOf(a.track));
    case "ashExtinguish":
      return both(cell(a.tile), a.water);
    case "polymorphy":
      return both(cell(a.a), cell(a.b));
    case "withThePeople":
      return a.card === null ? -1 : both(card(a.card), card(a.replace));
    case "mime":
    case "discard":
      return both(card(a.card));
    case "pickWarden":
      return both(s.data.wardenById.get(a.warden) ?? -1, COLOURS.indexOf(a.colour));
    case "pickCorner":
      return both(cell(a.corner));
    case "chooseRecruit":
      return both(card(a.card), card(a.replace));
    case "givePrecious":
      return mv(k, a.to);
    case "favour":
      return mv(k, FAVOURS.indexOf(a.option));
    case "chooseSeat":
      return mv(k, a.seat);
    case "loseWater": {
      if (a.holder === "warden") return mv(k, 0);
      if (a.holder === "cistern") return mv(k, 1);
      const c = card(a.holder);
      return c < 0 || c === NO_CARD ? -1 : mv(k, c + 2);
    }
    case "direction":
      return mv(k, ORTHO_DIRS.indexOf(a.dir));
    case "trigger":
      return mv(k, TRIGGERS.indexOf(a.ability));
  }
}
