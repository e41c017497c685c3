/**
 * "Claims" — a toy game that exercises every part of the contract with no real game in it, so the
 * platform (server, bots, lab, CLI, UI shell) can be tested on its own:
 *
 * §1 A grid board; a deck of number cards (1..maxValue, `copies` of each), shuffled; each seat is
 *    dealt `handSize` cards, secretly.
 * §2 Bidding: every seat at once (several seats may act) puts one card of its hand face down; when
 *    all have bid, the bids are shown, the highest bidder starts (ties: drawn at random with the
 *    state's RNG) and the bids go back to their hands.
 * §3 A turn: play a card from your hand onto an empty cell, or onto a cell held by another seat with
 *    a lower card. The card there is displaced: with `retreat`, its owner (not the turn owner) must
 *    move it to an empty cell next to the lost one, or discard it; without, it is discarded. Or pass:
 *    discard a card of your choice face down. Then draw a card if the deck has any.
 * §4 The game ends when every hand is empty. Score = total value of the cards one holds on the board.
 *    Ties: most cells held, then shared.
 *
 * Secrets: hands, the deck's order, bids until all are in, face-down discards and the RNG.
 */
import { z } from "zod";
import type {
  Applied,
  BotSpec,
  ChoiceStep,
  Determinizer,
  FastPath,
  GameModule,
  Issue,
  MapProfile,
  OptionMeta,
  Outcome,
  Parsed,
  Policy,
  RuleError,
  SetupOptions,
  Space,
  Status,
  Viewer,
} from "../contract.js";
import { hashJson } from "../hash.js";
import { parseWith, readDocument, zodIssues } from "../issues.js";
import { below, newRng, rngFrom, shuffle } from "../rng.js";

// ------------------------------------------------------------------ map

const CellSchema = z.tuple([z.number().int().min(0).max(19), z.number().int().min(0).max(19)]);

/** A Claims board: a grid with optional blocked cells. */
export const ClaimsMapSchema = z.strictObject({
  version: z.literal(1),
  id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be kebab-case")
    .max(64),
  name: z.string().min(1).max(80),
  game: z.literal("toy-claims"),
  grid: z.strictObject({ cols: z.number().int().min(2).max(20), rows: z.number().int().min(2).max(20) }),
  blocked: z.array(CellSchema).max(200).default([]),
});
export type ClaimsMap = z.infer<typeof ClaimsMapSchema>;

const cellId = (c: number, r: number) => `c${c}-r${r}`;
const CELL = 100;

/** The shipped boards. */
export const CLAIMS_MAPS: Record<string, ClaimsMap> = {
  "claims-3x3": {
    version: 1,
    id: "claims-3x3",
    name: "Three by three",
    game: "toy-claims",
    grid: { cols: 3, rows: 3 },
    blocked: [],
  },
  "claims-4x4": {
    version: 1,
    id: "claims-4x4",
    name: "Four by four, two holes",
    game: "toy-claims",
    grid: { cols: 4, rows: 4 },
    blocked: [
      [1, 1],
      [2, 2],
    ],
  },
};

function claimsSpaces(map: ClaimsMap): Space[] {
  const blocked = new Set(map.blocked.map(([c, r]) => cellId(c, r)));
  const open = (c: number, r: number) =>
    c >= 0 && r >= 0 && c < map.grid.cols && r < map.grid.rows && !blocked.has(cellId(c, r));
  const out: Space[] = [];
  for (let r = 0; r < map.grid.rows; r++)
    for (let c = 0; c < map.grid.cols; c++) {
      if (!open(c, r)) continue;
      const adjacent: string[] = [];
      for (const [dc, dr] of [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ] as const)
        if (open(c + dc, r + dr)) adjacent.push(cellId(c + dc, r + dr));
      out.push({
        id: cellId(c, r),
        name: `${String.fromCharCode(65 + c)}${r + 1}`,
        kind: "cell",
        cell: { col: c, row: r },
        polygon: [
          [c * CELL, r * CELL],
          [(c + 1) * CELL, r * CELL],
          [(c + 1) * CELL, (r + 1) * CELL],
          [c * CELL, (r + 1) * CELL],
        ],
        label: [c * CELL + CELL / 2, r * CELL + CELL / 2],
        adjacent,
      });
    }
  return out;
}

const claimsMapProfile: MapProfile<ClaimsMap> = {
  layout: "grid",
  parse(input) {
    const doc = readDocument(input, "map", { maxBytes: 100_000 });
    if (!doc.ok) return doc;
    const r = parseWith(ClaimsMapSchema, doc.value);
    if (!r.ok) return r;
    const issues: Issue[] = [];
    r.value.blocked.forEach(([c, rr], i) => {
      if (c >= r.value.grid.cols || rr >= r.value.grid.rows)
        issues.push({
          path: `blocked[${i}]`,
          message: `cell (${c}, ${rr}) is outside the ${r.value.grid.cols}×${r.value.grid.rows} grid`,
          code: "outside",
          severity: "error",
        });
    });
    if (claimsSpaces(r.value).length < 3)
      issues.push({
        path: "blocked",
        message: "at least 3 cells must stay open",
        code: "too-few-cells",
        severity: "error",
      });
    return issues.length ? { ok: false, issues } : r;
  },
  jsonSchema: () => z.toJSONSchema(ClaimsMapSchema, { io: "input" }),
  spaces: claimsSpaces,
  frame: (m) => ({ width: m.grid.cols * CELL, height: m.grid.rows * CELL }),
  info: (m) => ({ id: m.id, name: m.name, seats: { min: 2, max: 4 }, geography: "printed" }),
  shipped: CLAIMS_MAPS,
  defaultFor: (seats) => (seats >= 4 ? CLAIMS_MAPS["claims-4x4"] : CLAIMS_MAPS["claims-3x3"]) as ClaimsMap,
  tallies: (m) => {
    const n = claimsSpaces(m).length;
    return [{ label: "open cells", value: n, ok: n >= 3 }];
  },
};

// ---------------------------------------------------------------- rules

export const ClaimsRulesSchema = z.strictObject({
  /** §1 cards dealt to each seat. */
  handSize: z.number().int().min(1).max(5).default(3),
  /** §1 highest card value. */
  maxValue: z.number().int().min(3).max(9).default(5),
  /** §1 copies of each value. */
  copies: z.number().int().min(1).max(6).default(3),
  /** §3 a displaced card retreats (its owner chooses) instead of being discarded. */
  retreat: z.boolean().default(true),
});
export type ClaimsRules = z.infer<typeof ClaimsRulesSchema>;

const CLAIMS_OPTIONS: OptionMeta[] = [
  {
    key: "handSize",
    label: "Hand size",
    group: "Setup",
    rule: "§1",
    sentence: "Cards dealt to each seat at the start.",
    control: "number",
    min: 1,
    max: 5,
    step: 1,
  },
  {
    key: "maxValue",
    label: "Highest card",
    group: "Setup",
    rule: "§1",
    sentence: "Cards run from 1 to this value.",
    control: "number",
    min: 3,
    max: 9,
    step: 1,
  },
  {
    key: "copies",
    label: "Copies of each card",
    group: "Setup",
    rule: "§1",
    sentence: "How many cards of each value the deck holds.",
    control: "number",
    min: 1,
    max: 6,
    step: 1,
  },
  {
    key: "retreat",
    label: "Displaced cards retreat",
    group: "Turn",
    rule: "§3",
    sentence: "A displaced card's owner moves it next door (on the attacker's turn) instead of losing it.",
    control: "toggle",
  },
];

// ---------------------------------------------------------------- state

/** The whole game (plain data). Cells are indexed like `spaces(map)`. */
export interface ClaimsState {
  v: 1;
  map: ClaimsMap;
  rules: ClaimsRules;
  names: string[];
  rng: number[];
  phase: "bid" | "play" | "retreat" | "over";
  turn: number;
  owner: number;
  /** Per cell: holder seat or -1, and card value. */
  holder: number[];
  value: number[];
  /** Hands: card values per seat. */
  hands: number[][];
  deck: number[];
  /** Bids (card value) per seat, -1 while not in. */
  bids: number[];
  /** Discards: the seat, the value, and whether everyone saw it (displaced) or not (a pass). */
  discards: { seat: number; value: number; faceUp: boolean }[];
  /** Cells taken from another seat so far (lab metric). */
  taken: number;
  /** The retreat owed: seat, card value, lost cell. */
  pending: { seat: number; value: number; from: number } | null;
  /** Adjacency per cell (indices), from the map. */
  adj: number[][];
}

export const ClaimsActionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("bid"), value: z.number().int().min(1).max(9) }),
  z.strictObject({
    type: z.literal("play"),
    value: z.number().int().min(1).max(9),
    cell: z.string().max(16),
  }),
  z.strictObject({ type: z.literal("pass"), value: z.number().int().min(1).max(9) }),
  z.strictObject({ type: z.literal("retreat"), cell: z.string().max(16) }),
  z.strictObject({ type: z.literal("discardDisplaced") }),
]);
export type ClaimsAction = z.infer<typeof ClaimsActionSchema>;

export type ClaimsEvent =
  | { type: "bid"; seat: number; value?: number }
  | { type: "bidsShown"; bids: number[]; first: number }
  | { type: "played"; seat: number; cell: string; value: number }
  | { type: "displaced"; seat: number; cell: string; value: number }
  | { type: "retreated"; seat: number; cell: string; value: number }
  | { type: "discarded"; seat: number; value?: number; faceUp: boolean }
  | { type: "drew"; seat: number; value?: number }
  | { type: "over"; points: number[] };

export interface ClaimsView {
  phase: ClaimsState["phase"];
  turn: number;
  owner: number;
  toAct: number[];
  viewer: Viewer;
  cells: { id: string; holder: number; value: number }[];
  seats: { name: string; hand: number; cards?: number[]; bid: "none" | "hidden" | number; points: number }[];
  deck: number;
  discards: number;
  pending: { seat: number; from: string; value: number } | null;
}

// ---------------------------------------------------------------- rules code

const err = (code: string, message: string, rule?: string): { ok: false; error: RuleError } => ({
  ok: false,
  error: { code, message, ...(rule ? { rule } : {}) },
});

function clone(s: ClaimsState): ClaimsState {
  return {
    ...s,
    names: s.names,
    rng: s.rng.slice(),
    holder: s.holder.slice(),
    value: s.value.slice(),
    hands: s.hands.map((h) => h.slice()),
    deck: s.deck.slice(),
    bids: s.bids.slice(),
    discards: s.discards.slice(),
    pending: s.pending ? { ...s.pending } : null,
  };
}

function cellIndex(s: ClaimsState, id: string): number {
  const spaces = spacesOf(s.map);
  for (let i = 0; i < spaces.length; i++) if ((spaces[i] as Space).id === id) return i;
  return -1;
}
const spaceCache = new WeakMap<ClaimsMap, Space[]>();
function spacesOf(map: ClaimsMap): Space[] {
  let sp = spaceCache.get(map);
  if (!sp) {
    sp = claimsSpaces(map);
    spaceCache.set(map, sp);
  }
  return sp;
}
const idOf = (s: ClaimsState, i: number) => (spacesOf(s.map)[i] as Space).id;

function points(s: ClaimsState): number[] {
  const p = s.names.map(() => 0);
  s.holder.forEach((h, i) => {
    if (h >= 0) p[h] = (p[h] as number) + (s.value[i] as number);
  });
  return p;
}

function toAct(s: ClaimsState): number[] {
  if (s.phase === "over") return [];
  if (s.phase === "bid") return s.bids.flatMap((b, i) => (b < 0 ? [i] : []));
  if (s.phase === "retreat") return [(s.pending as { seat: number }).seat];
  return [s.owner];
}

function removeCard(hand: number[], value: number): boolean {
  const k = hand.indexOf(value);
  if (k < 0) return false;
  hand.splice(k, 1);
  return true;
}

/** §3 after the turn's play: draw, then the next seat holding cards, or the end. */
function endTurn(s: ClaimsState, events: ClaimsEvent[] | null) {
  const me = s.owner;
  const card = s.deck.pop();
  if (card !== undefined) {
    (s.hands[me] as number[]).push(card);
    events?.push({ type: "drew", seat: me, value: card });
  }
  const n = s.names.length;
  for (let k = 1; k <= n; k++) {
    const next = (me + k) % n;
    if ((s.hands[next] as number[]).length > 0) {
      s.owner = next;
      s.turn++;
      s.phase = "play";
      return;
    }
  }
  s.phase = "over";
  events?.push({ type: "over", points: points(s) });
}

function emptyNeighbours(s: ClaimsState, from: number): number[] {
  return (s.adj[from] as number[]).filter((i) => s.holder[i] === -1);
}

/** Applies a parsed, seat-checked action in place. Returns an error or null. */
function step(s: ClaimsState, seat: number, a: ClaimsAction, events: ClaimsEvent[] | null): RuleError | null {
  const hand = s.hands[seat] as number[];
  switch (a.type) {
    case "bid": {
      if (s.phase !== "bid") return { code: "notBidding", message: "Bidding is over.", rule: "§2" };
      if ((s.bids[seat] as number) >= 0)
        return { code: "alreadyBid", message: "You have already bid.", rule: "§2" };
      if (!removeCard(hand, a.value))
        return {
          code: "notInHand",
          message: `You hold no ${a.value}.`,
          rule: "§2",
          params: { value: a.value },
        };
      s.bids[seat] = a.value;
      events?.push({ type: "bid", seat, value: a.value });
      if (s.bids.every((b) => b >= 0)) {
        const top = Math.max(...s.bids);
        const best = s.bids.flatMap((b, i) => (b === top ? [i] : []));
        const rng = rngFrom(s.rng);
        const first = best[below(rng, best.length)] as number;
        s.rng = rng.getState().slice();
        const bids = s.bids.slice();
        s.bids.forEach((b, i) => {
          (s.hands[i] as number[]).push(b);
        });
        s.bids = s.bids.map(() => -1);
        s.owner = first;
        s.turn = 1;
        s.phase = "play";
        events?.push({ type: "bidsShown", bids, first });
      }
      return null;
    }
    case "play": {
      if (s.phase !== "play")
        return { code: "notNow", message: "Cards are played in the play phase.", rule: "§3" };
      const c = cellIndex(s, a.cell);
      if (c < 0)
        return {
          code: "unknownCell",
          message: `There is no cell "${a.cell}" on this board.`,
          params: { cell: a.cell },
        };
      if (!hand.includes(a.value))
        return {
          code: "notInHand",
          message: `You hold no ${a.value}.`,
          rule: "§3",
          params: { value: a.value },
        };
      const h = s.holder[c] as number;
      if (h === seat) return { code: "ownCell", message: "You already hold that cell.", rule: "§3" };
      if (h >= 0 && (s.value[c] as number) >= a.value)
        return {
          code: "tooLow",
          message: `A ${a.value} cannot take a cell held by a ${s.value[c]}; play a higher card.`,
          rule: "§3",
          params: { value: a.value, held: s.value[c] as number },
        };
      removeCard(hand, a.value);
      events?.push({ type: "played", seat, cell: a.cell, value: a.value });
      if (h >= 0) {
        const lost = s.value[c] as number;
        s.taken++;
        events?.push({ type: "displaced", seat: h, cell: a.cell, value: lost });
        s.holder[c] = seat;
        s.value[c] = a.value;
        if (s.rules.retreat && emptyNeighbours(s, c).length > 0) {
          s.pending = { seat: h, value: lost, from: c };
          s.phase = "retreat";
          return null;
        }
        s.discards.push({ seat: h, value: lost, faceUp: true });
        events?.push({ type: "discarded", seat: h, value: lost, faceUp: true });
      } else {
        s.holder[c] = seat;
        s.value[c] = a.value;
      }
      endTurn(s, events);
      return null;
    }
    case "pass": {
      if (s.phase !== "play")
        return { code: "notNow", message: "You may pass only in the play phase.", rule: "§3" };
      if (!removeCard(hand, a.value))
        return {
          code: "notInHand",
          message: `You hold no ${a.value}.`,
          rule: "§3",
          params: { value: a.value },
        };
      s.discards.push({ seat, value: a.value, faceUp: false });
      events?.push({ type: "discarded", seat, value: a.value, faceUp: false });
      endTurn(s, events);
      return null;
    }
    case "retreat":
    case "discardDisplaced": {
      const p = s.pending;
      if (s.phase !== "retreat" || !p)
        return { code: "noRetreat", message: "No displaced card is waiting.", rule: "§3" };
      if (a.type === "retreat") {
        const c = cellIndex(s, a.cell);
        if (c < 0)
          return {
            code: "unknownCell",
            message: `There is no cell "${a.cell}" on this board.`,
            params: { cell: a.cell },
          };
        if (!emptyNeighbours(s, p.from).includes(c))
          return {
            code: "notNextDoor",
            message: "A displaced card retreats to an empty cell next to the one it lost.",
            rule: "§3",
          };
        s.holder[c] = seat;
        s.value[c] = p.value;
        events?.push({ type: "retreated", seat, cell: a.cell, value: p.value });
      } else {
        s.discards.push({ seat, value: p.value, faceUp: true });
        events?.push({ type: "discarded", seat, value: p.value, faceUp: true });
      }
      s.pending = null;
      endTurn(s, events);
      return null;
    }
  }
}

function legal(s: ClaimsState, seat: number): ClaimsAction[] {
  if (!toAct(s).includes(seat)) return [];
  const hand = [...new Set(s.hands[seat] as number[])].sort((a, b) => a - b);
  if (s.phase === "bid") return hand.map((value) => ({ type: "bid", value }));
  if (s.phase === "retreat") {
    const p = s.pending as { from: number };
    return [
      ...emptyNeighbours(s, p.from).map((c) => ({ type: "retreat" as const, cell: idOf(s, c) })),
      { type: "discardDisplaced" as const },
    ];
  }
  const out: ClaimsAction[] = [];
  for (const value of hand)
    for (let c = 0; c < s.holder.length; c++) {
      const h = s.holder[c] as number;
      if (h === -1 || (h !== seat && (s.value[c] as number) < value))
        out.push({ type: "play", value, cell: idOf(s, c) });
    }
  for (const value of hand) out.push({ type: "pass", value });
  return out;
}

function setup(o: SetupOptions<ClaimsMap, ClaimsRules>): Parsed<ClaimsState> {
  const issues: Issue[] = [];
  if (!Number.isInteger(o.seats) || o.seats < 2 || o.seats > 4)
    issues.push({ path: "seats", message: "Claims is played by 2 to 4 seats" });
  const map = claimsMapProfile.parse(o.map);
  if (!map.ok) issues.push(...map.issues.map((i) => ({ ...i, path: `map.${i.path}` })));
  const rules = parseWith(ClaimsRulesSchema, o.rules ?? {}, "rules");
  if (!rules.ok) issues.push(...rules.issues);
  if (
    o.names &&
    (o.names.length !== o.seats ||
      o.names.some((n) => typeof n !== "string" || n.length < 1 || n.length > 40))
  )
    issues.push({ path: "names", message: "give one name of 1–40 characters per seat" });
  if (issues.length || !map.ok || !rules.ok) return { ok: false, issues };
  const r = rules.value;
  if (r.maxValue * r.copies < o.seats * r.handSize)
    return {
      ok: false,
      issues: [
        {
          path: "rules",
          message: `the deck (${r.maxValue * r.copies} cards) is too small to deal ${r.handSize} to ${o.seats} seats`,
        },
      ],
    };
  const rng = newRng(o.seed);
  const deck = shuffle(
    rng,
    Array.from({ length: r.maxValue * r.copies }, (_, i) => (i % r.maxValue) + 1),
  );
  const hands = Array.from({ length: o.seats }, () => deck.splice(deck.length - r.handSize, r.handSize));
  const spaces = spacesOf(map.value);
  const index = new Map(spaces.map((sp, i) => [sp.id, i]));
  return {
    ok: true,
    value: {
      v: 1,
      map: map.value,
      rules: r,
      names: o.names?.slice() ?? Array.from({ length: o.seats }, (_, i) => `Seat ${i + 1}`),
      rng: rng.getState().slice(),
      phase: "bid",
      turn: 0,
      owner: -1,
      holder: spaces.map(() => -1),
      value: spaces.map(() => 0),
      hands,
      deck,
      bids: hands.map(() => -1),
      discards: [],
      taken: 0,
      pending: null,
      adj: spaces.map((sp) => sp.adjacent.map((id) => index.get(id) as number)),
    },
  };
}

function view(s: ClaimsState, viewer: Viewer): ClaimsView {
  const over = s.phase === "over";
  const p = points(s);
  return {
    phase: s.phase,
    turn: s.turn,
    owner: s.owner,
    toAct: toAct(s),
    viewer,
    cells: s.holder.map((holder, i) => ({ id: idOf(s, i), holder, value: s.value[i] as number })),
    seats: s.names.map((name, i) => ({
      name,
      hand: (s.hands[i] as number[]).length,
      ...(viewer === i || over ? { cards: (s.hands[i] as number[]).slice().sort((a, b) => a - b) } : {}),
      bid: (s.bids[i] as number) < 0 ? "none" : viewer === i ? (s.bids[i] as number) : "hidden",
      points: p[i] as number,
    })),
    deck: s.deck.length,
    discards: s.discards.length,
    pending: s.pending
      ? { seat: s.pending.seat, from: idOf(s, s.pending.from), value: s.pending.value }
      : null,
  };
}

function redact(s: ClaimsState, events: readonly ClaimsEvent[], viewer: Viewer): ClaimsEvent[] {
  if (s.phase === "over") return events.slice();
  return events.map((e) => {
    if (
      (e.type === "bid" || e.type === "drew" || (e.type === "discarded" && !e.faceUp)) &&
      e.seat !== viewer
    ) {
      const { value: _hidden, ...rest } = e;
      return rest as ClaimsEvent;
    }
    return e;
  });
}

function outcome(s: ClaimsState): Outcome {
  const p = points(s);
  const cells = s.names.map((_, i) => s.holder.filter((h) => h === i).length);
  const top = Math.max(...p);
  let best = p.flatMap((v, i) => (v === top ? [i] : []));
  let decidedBy = "points";
  let decidedByText = "Most points.";
  if (best.length > 1) {
    const most = Math.max(...best.map((i) => cells[i] as number));
    const tied = best.filter((i) => cells[i] === most);
    if (tied.length < best.length) {
      decidedBy = "tie:cells";
      decidedByText = "Tied on points; most cells held.";
    } else {
      decidedBy = "shared";
      decidedByText = "Tied on points and cells: a shared win.";
    }
    best = tied;
  }
  return {
    winners: best,
    points: p,
    breakdown: [
      { key: "cards", label: "Card values on the board", values: p },
      { key: "cells", label: "Cells held", values: cells },
    ],
    decidedBy,
    decidedByText,
  };
}

function status(s: ClaimsState): Status {
  return {
    phase: s.phase,
    turn: s.turn,
    turnOwner: s.phase === "over" ? -1 : s.owner,
    toAct: toAct(s),
    over: s.phase === "over",
  };
}

function describe(s: ClaimsState, e: ClaimsEvent): string | null {
  const who = (i: number) => s.names[i] ?? `Seat ${i + 1}`;
  const cell = (id: string) => spacesOf(s.map).find((sp) => sp.id === id)?.name ?? id;
  switch (e.type) {
    case "bid":
      return e.value === undefined ? `${who(e.seat)} bids face down.` : `${who(e.seat)} bids a ${e.value}.`;
    case "bidsShown":
      return `Bids shown: ${e.bids.map((b, i) => `${who(i)} ${b}`).join(", ")}. ${who(e.first)} starts.`;
    case "played":
      return `${who(e.seat)} plays a ${e.value} on ${cell(e.cell)}.`;
    case "displaced":
      return `${who(e.seat)}'s ${e.value} is displaced from ${cell(e.cell)}.`;
    case "retreated":
      return `${who(e.seat)} retreats the ${e.value} to ${cell(e.cell)}.`;
    case "discarded":
      return e.value === undefined
        ? `${who(e.seat)} discards a card face down.`
        : `${who(e.seat)} discards a ${e.value}.`;
    case "drew":
      return e.value === undefined ? `${who(e.seat)} draws a card.` : `${who(e.seat)} draws a ${e.value}.`;
    case "over":
      return `The game ends: ${e.points.map((p, i) => `${who(i)} ${p}`).join(", ")}.`;
  }
}

function describeAction(s: ClaimsState, a: ClaimsAction): string {
  const cell = (id: string) => spacesOf(s.map).find((sp) => sp.id === id)?.name ?? id;
  switch (a.type) {
    case "bid":
      return `Bid a ${a.value}`;
    case "play":
      return `Play a ${a.value} on ${cell(a.cell)}`;
    case "pass":
      return `Pass, discarding a ${a.value}`;
    case "retreat":
      return `Retreat to ${cell(a.cell)}`;
    case "discardDisplaced":
      return "Discard the displaced card";
  }
}

function choices(s: ClaimsState, a: ClaimsAction): ChoiceStep[] {
  const cell = (id: string): ChoiceStep => ({
    key: `cell:${id}`,
    label: spacesOf(s.map).find((sp) => sp.id === id)?.name ?? id,
    space: id,
  });
  switch (a.type) {
    case "bid":
      return [
        { key: "bid", label: "Bid" },
        { key: `card:${a.value}`, label: String(a.value) },
      ];
    case "play":
      return [{ key: `card:${a.value}`, label: String(a.value) }, cell(a.cell)];
    case "pass":
      return [
        { key: "pass", label: "Pass" },
        { key: `card:${a.value}`, label: String(a.value) },
      ];
    case "retreat":
      return [cell(a.cell)];
    case "discardDisplaced":
      return [{ key: "discard", label: "Discard it" }];
  }
}

// ------------------------------------------------------------------ fast path and AI
// Integer moves: kind * 1000 + value * 100 + cell (cells < 100). Kinds: 1 bid, 2 play, 3 pass,
// 4 retreat, 5 discardDisplaced.

function fastMoves(s: ClaimsState, out: number[], who?: number): number[] {
  out.length = 0;
  const seat = who ?? toAct(s)[0];
  if (seat === undefined) return out;
  for (const a of legal(s, seat)) out.push(encode(s, a));
  return out;
}
function encode(s: ClaimsState, a: ClaimsAction): number {
  switch (a.type) {
    case "bid":
      return 1000 + a.value * 100;
    case "play":
      return 2000 + a.value * 100 + cellIndex(s, a.cell);
    case "pass":
      return 3000 + a.value * 100;
    case "retreat":
      return 4000 + cellIndex(s, a.cell);
    case "discardDisplaced":
      return 5000;
  }
}
function decode(s: ClaimsState, m: number): ClaimsAction {
  const kind = Math.floor(m / 1000);
  const value = Math.floor((m % 1000) / 100);
  const c = m % 100;
  if (kind === 1) return { type: "bid", value };
  if (kind === 2) return { type: "play", value, cell: idOf(s, c) };
  if (kind === 3) return { type: "pass", value };
  if (kind === 4) return { type: "retreat", cell: idOf(s, c) };
  return { type: "discardDisplaced" };
}

const fast: FastPath<ClaimsState, ClaimsAction> = {
  clone,
  moves: fastMoves,
  apply(s, m, who) {
    step(s, who ?? (toAct(s)[0] as number), decode(s, m), null);
  },
  actor: (s) => toAct(s)[0] ?? -1,
  over: (s) => s.phase === "over",
  turn: (s) => s.turn,
  toAction: decode,
};

/** Everything `seat` cannot see, re-dealt: others' hands and hidden bids, the deck, others' face-down discards, the RNG. */
function determinizer(s: ClaimsState, seat: number): Determinizer<ClaimsState> {
  const hidden = (d: { seat: number; faceUp: boolean }) => d.seat !== seat && !d.faceUp;
  const unknown: number[] = [];
  s.hands.forEach((h, i) => {
    if (i !== seat) unknown.push(...h);
  });
  s.bids.forEach((b, i) => {
    if (i !== seat && b >= 0) unknown.push(b);
  });
  unknown.push(...s.deck);
  for (const d of s.discards) if (hidden(d)) unknown.push(d.value);
  // Canonical order: the pool must depend only on what the seat can see (its multiset of values),
  // not on where the cards really are, or a search seeded alike would decide differently.
  unknown.sort((a, b) => a - b);
  return {
    newState: () => clone(s),
    fill(into, rng) {
      const pool = unknown.slice();
      for (let i = pool.length - 1; i > 0; i--) {
        const j = rng.below(i + 1);
        const x = pool[i] as number;
        pool[i] = pool[j] as number;
        pool[j] = x;
      }
      let k = 0;
      const t = clone(s);
      t.hands = s.hands.map((h, i) => (i === seat ? h.slice() : h.map(() => pool[k++] as number)));
      t.bids = s.bids.map((b, i) => (i === seat || b < 0 ? b : (pool[k++] as number)));
      t.deck = s.deck.map(() => pool[k++] as number);
      t.discards = s.discards.map((d) => (hidden(d) ? { ...d, value: pool[k++] as number } : d));
      t.rng = [rng.int32(), rng.int32() | 1, rng.int32(), rng.int32() | 1];
      Object.assign(into, t);
    },
  };
}

/** Heuristic: take the most valuable cell it can with its lowest sufficient card; bid its lowest card. */
const heuristic: BotSpec<ClaimsState, ClaimsAction> = {
  label: "Heuristic",
  description: "Takes the richest cell it can with its lowest sufficient card.",
  decide(s, seat) {
    const moves = legal(s, seat);
    let best = moves[0] as ClaimsAction;
    let bestV = Number.NEGATIVE_INFINITY;
    for (const a of moves) {
      const v = value(s, seat, a);
      if (v > bestV) {
        bestV = v;
        best = a;
      }
    }
    return best;
  },
};
function value(s: ClaimsState, _seat: number, a: ClaimsAction): number {
  switch (a.type) {
    case "bid":
      return -a.value;
    case "play": {
      const c = cellIndex(s, a.cell);
      const taken = (s.holder[c] as number) >= 0 ? (s.value[c] as number) : 0;
      return a.value + taken * 1.5 - a.value * 0.2;
    }
    case "pass":
      return -10 - a.value;
    case "retreat":
      return 1;
    case "discardDisplaced":
      return 0;
  }
}

const policy: Policy<ClaimsState> = {
  priors: (s, moves, seat) => moves.map((m) => value(s, seat ?? (toAct(s)[0] as number), decode(s, m))),
  run(s, horizon, rng) {
    const buf: number[] = [];
    const start = s.turn;
    while (s.phase !== "over" && s.turn - start < horizon) {
      fastMoves(s, buf);
      fast.apply(s, buf[rng.below(buf.length)] as number);
    }
  },
  reward(s, seat) {
    const p = points(s);
    const mine = p[seat] as number;
    const other = Math.max(...p.filter((_, i) => i !== seat));
    return 0.5 + 0.5 * Math.tanh((mine - other) / 5);
  },
};

export type ClaimsModule = GameModule<
  ClaimsState,
  ClaimsAction,
  ClaimsView,
  ClaimsEvent,
  ClaimsRules,
  ClaimsMap
>;

/** The toy game as a module. */
export const CLAIMS: ClaimsModule = {
  id: "toy-claims",
  title: "Claims (toy game)",
  description:
    "A tiny card-and-grid game that tests the platform: secret hands, a bid made by every seat at once, and a retreat chosen by a seat out of turn.",
  translations: {
    it: {
      title: "Claims (gioco di prova)",
      description:
        "Un minuscolo gioco di carte e griglia che mette alla prova la piattaforma: mani segrete, un'offerta fatta da tutti i posti insieme e una ritirata scelta da un posto fuori turno.",
    },
    pt: {
      title: "Claims (jogo de teste)",
      description:
        "Um pequeno jogo de cartas e grelha que testa a plataforma: mãos secretas, uma licitação feita por todos os lugares ao mesmo tempo e uma retirada escolhida por um lugar fora da sua vez.",
    },
  },
  stateVersion: 1,
  rulesVersion: 1,
  seats: { min: 2, max: 4 },
  rules: {
    schema: ClaimsRulesSchema,
    parse: (input) => parseWith(ClaimsRulesSchema, input ?? {}),
    presets: [
      {
        id: "standard",
        label: "Standard",
        description: "Three cards each, values 1–5, retreats on.",
        translations: {
          it: { label: "Standard", description: "Tre carte a testa, valori 1–5, ritirate attive." },
          pt: { label: "Padrão", description: "Três cartas cada, valores 1–5, retiradas ativas." },
        },
        rules: {},
      },
      {
        id: "quick",
        label: "Quick",
        description: "Two cards each from a small deck.",
        translations: {
          it: { label: "Veloce", description: "Due carte a testa da un mazzo piccolo." },
          pt: { label: "Rápido", description: "Duas cartas cada de um baralho pequeno." },
        },
        rules: { handSize: 2, copies: 2 },
      },
      {
        id: "no-retreat",
        label: "No retreat",
        description: "Displaced cards are lost.",
        translations: {
          it: { label: "Senza ritirata", description: "Le carte scacciate sono perse." },
          pt: { label: "Sem retirada", description: "As cartas deslocadas perdem-se." },
        },
        rules: { retreat: false },
      },
    ],
    defaultPreset: "standard",
    options: CLAIMS_OPTIONS,
    check(r, seats) {
      return r.maxValue * r.copies < seats * r.handSize
        ? [
            {
              path: "handSize",
              message: `the deck (${r.maxValue * r.copies} cards) is too small to deal ${r.handSize} to ${seats} seats`,
            },
          ]
        : [];
    },
    consequences: (r, seats) => [
      { label: "Cards in the deck", value: String(r.maxValue * r.copies) },
      {
        label: "Turns (at most)",
        value: String(r.maxValue * r.copies),
        ok: r.maxValue * r.copies >= seats * r.handSize,
      },
    ],
  },
  map: claimsMapProfile,
  action: ClaimsActionSchema,
  setup,
  toAct,
  legal,
  apply(state, seat, action): Applied<ClaimsState, ClaimsEvent> {
    const parsed = ClaimsActionSchema.safeParse(action);
    if (!parsed.success)
      return err(
        "badAction",
        `That is not a Claims action: ${zodIssues(parsed.error, action)
          .map((i) => `${i.path} ${i.message}`)
          .join("; ")}`,
      );
    if (!Number.isInteger(seat) || seat < 0 || seat >= state.names.length)
      return err("noSuchSeat", `There is no seat ${seat}.`);
    if (state.phase === "over") return err("over", "The game is over.");
    if (!toAct(state).includes(seat)) {
      const who = toAct(state)
        .map((i) => state.names[i])
        .join(", ");
      return err("notYourTurn", `It is ${who}'s move, not yours.`);
    }
    const s = clone(state);
    const events: ClaimsEvent[] = [];
    const e = step(s, seat, parsed.data, events);
    if (e) return { ok: false, error: e };
    return { ok: true, state: s, events };
  },
  status,
  outcome,
  view,
  redact,
  describe: (s, e) => describe(s, e),
  describeAction,
  choices,
  hash: (s) => hashJson({ ...s, adj: undefined, map: s.map.id }),
  codec: {
    save: (s) => ({ ...s, adj: undefined }),
    load(raw, map) {
      const shape = z
        .object({ v: z.literal(1), phase: z.enum(["bid", "play", "retreat", "over"]) })
        .passthrough()
        .safeParse(raw);
      if (!shape.success) return { ok: false, issues: zodIssues(shape.error, raw) };
      const spaces = spacesOf(map);
      const index = new Map(spaces.map((sp, i) => [sp.id, i]));
      const s = {
        ...(raw as ClaimsState),
        map,
        adj: spaces.map((sp) => sp.adjacent.map((id) => index.get(id) as number)),
      };
      return { ok: true, value: clone(s) };
    },
  },
  invariants(s) {
    const out: string[] = [];
    const total = s.rules.maxValue * s.rules.copies;
    const count =
      s.hands.reduce((a, h) => a + h.length, 0) +
      s.deck.length +
      s.bids.filter((b) => b >= 0).length +
      s.discards.length +
      s.holder.filter((h) => h >= 0).length +
      (s.pending ? 1 : 0);
    if (count !== total) out.push(`cards not conserved: ${count} of ${total}`);
    if (s.phase !== "over" && toAct(s).length === 0) out.push("nobody may act but the game is not over");
    return out;
  },
  ai: {
    determinizer,
    bots: { heuristic },
    fast,
    policy,
  },
  lab: {
    metrics: [
      { key: "cellsTaken", label: "Cells taken from others", kind: "number", chart: "histogram" },
      { key: "passes", label: "Cards passed face down", kind: "number", chart: "histogram" },
      { key: "takenByTurn", label: "Cells taken, by turn", kind: "series", chart: "line" },
      { key: "pointsByPosition", label: "Points by turn-order position", kind: "perSeat", chart: "bar" },
    ],
    collector(start) {
      let passes = 0;
      const perRound: number[] = [];
      return {
        step(events, after) {
          for (const e of events) if (e.type === "discarded" && !e.faceUp) passes++;
          perRound[after.turn] = after.taken;
        },
        finish(final, position) {
          const points = new Array<number>(final.names.length).fill(0);
          const p = CLAIMS_INTERNALS_POINTS(final);
          p.forEach((v, seat) => {
            points[position(seat)] = v;
          });
          void start;
          return {
            cellsTaken: final.taken,
            passes,
            takenByTurn: Array.from(perRound, (x) => x ?? 0),
            pointsByPosition: points,
            cellValues: final.holder.map((h, i) => (h >= 0 ? (final.value[i] as number) : 0)),
          };
        },
      };
    },
    heat(record, map) {
      const out: Record<string, number> = {};
      const values = record.cellValues;
      const spaces = spacesOf(map as ClaimsMap);
      if (Array.isArray(values))
        values.forEach((v, i) => {
          const sp = spaces[i];
          if (sp) out[sp.id] = v;
        });
      return out;
    },
  },
};

const CLAIMS_INTERNALS_POINTS = points;

/** Internals for tests. */
export const CLAIMS_INTERNALS = { step, legal, toAct, points, encode, decode };
