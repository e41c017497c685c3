/**
 * The readable path: `applyAction` (validate untrusted input → clone → mutate via core), the legal
 * action list, the fire-move options for a UI, and replays.
 */

import { type Action, ActionSchema, type Card, type RuleError } from "./contract.js";
import {
  applyMove,
  bestClass,
  CARD_NAMES,
  CARDS,
  canDemolish,
  canPlaceCone,
  canPlaceSetup,
  destClass,
  destList,
  doubleMoveOpen,
  enc,
  type GameEvent,
  genMoves,
  isSource,
  M_DEMOLISH,
  M_DISCARD,
  M_DOUBLE,
  M_END,
  M_FIRE,
  M_MOVE_PAWN,
  M_MOVE_TEAM,
  M_PASS,
  M_PLACE_CONE,
  M_PLACE_PAWN,
  M_PLACE_TEAM,
  M_SKIP_DOUBLE,
  M_TAME,
  mA,
  mB,
  mCard,
  mType,
  pawnContained,
  searchDestinations,
} from "./core.js";
import { districtIndex, KIND_ORIGIN, KIND_PARK } from "./map/index.js";
import { createGame, type GameOptions } from "./setup.js";
import { cloneState, DOUBLE_MOVE, EXPLOSIVE, type GameState, type Phase } from "./state.js";

/** Result of `applyAction`. */
export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: RuleError };

/** The seat whose move it is (or the last active seat once the game is over). */
export const activeSeat = (s: GameState): number => s.active;
/** The current phase. */
export const phase = (s: GameState): Phase => s.phase;
/** Whether the game has ended (§7). */
export const isOver = (s: GameState): boolean => s.phase === "over";

/** Turn an internal move into an Action. */
export function moveToAction(s: GameState, m: number): Action {
  const id = (d: number) => s.board.ids[d] as string;
  const card = CARDS[mCard(m)] as Card;
  switch (mType(m)) {
    case M_PLACE_TEAM:
      return { type: "placeTeam", district: id(mA(m)) };
    case M_PLACE_PAWN:
      return { type: "placePawn", district: id(mA(m)) };
    case M_FIRE:
      return { type: "fire", card, from: id(mA(m)), to: id(mB(m)) };
    case M_DISCARD:
      return { type: "discard", card };
    case M_DOUBLE:
      return { type: "doubleMove", from: id(mA(m)), to: id(mB(m)) };
    case M_SKIP_DOUBLE:
      return { type: "skipDoubleMove" };
    case M_MOVE_PAWN:
      return { type: "movePawn", to: id(mA(m)) };
    case M_MOVE_TEAM:
      return { type: "moveTeam", from: id(mA(m)), to: id(mB(m)) };
    case M_DEMOLISH:
      return { type: "demolish", district: id(mA(m)) };
    case M_TAME:
      return { type: "tame" };
    case M_END:
      return { type: "endActions" };
    case M_PLACE_CONE:
      return { type: "placeCone", district: id(mA(m)) };
    default:
      return { type: "passCones" };
  }
}

/** Every action the active seat may take now, in a fixed order. Empty once the game is over. */
export function legalActions(s: GameState): Action[] {
  return genMoves(s, []).map((m) => moveToAction(s, m));
}

/** One destination of a fire move from a source, with its §4.2 class. */
export interface FireDestination {
  to: string;
  priorityClass: 1 | 2 | 3 | 4;
  allowed: boolean;
  /** Why a reachable destination is barred (a better class exists). */
  reason?: string;
}
/** What a card in hand allows (for a UI): per source, its destinations. */
export interface FireCardOption {
  card: Card;
  playable: boolean;
  sources: { from: string; destinations: FireDestination[] }[];
}

const CLASS_WORDS = [
  "",
  "houses and no team",
  "houses and a team",
  "no houses and no team",
  "no houses and a team",
];

/**
 * §4.1–4.4 the fire options of the active seat's hand (during phase A, or the Double Move with the
 * played card): per distinct card, per source, every reachable destination with its class.
 */
export function fireOptions(s: GameState): FireCardOption[] {
  const dirs: number[] = [];
  if (s.phase === "doubleMove" || doubleMoveOpen(s)) dirs.push(s.card);
  else if (s.phase === "spread")
    for (let d = 0; d < 4; d++) if ((s.hand[s.active * 4 + d] as number) > 0) dirs.push(d);
  return dirs.map((dir) => {
    const sources: FireCardOption["sources"] = [];
    for (let d = 0; d < s.board.n; d++) {
      if (!isSource(s, d)) continue;
      const c = searchDestinations(s, d, dir);
      if (c === 0) continue;
      const best = bestClass(c);
      const destinations: FireDestination[] = [];
      for (let i = 0; i < c; i++) {
        const cls = destClass[i] as 1 | 2 | 3 | 4;
        const dest: FireDestination = {
          to: s.board.ids[destList[i] as number] as string,
          priorityClass: cls,
          allowed: cls === best,
        };
        if (cls !== best)
          dest.reason = `class ${cls} (${CLASS_WORDS[cls]}) is barred while a class ${best} district (${CLASS_WORDS[best]}) is reachable (§4.2)`;
        destinations.push(dest);
      }
      sources.push({ from: s.board.ids[d] as string, destinations });
    }
    return { card: CARDS[dir] as Card, playable: sources.length > 0, sources };
  });
}

/**
 * A refusal: `code` (stable, the translation key), the English `message`, the § and the `params` the
 * message names (each value it interpolates), so `explainError` can word it in another language.
 */
const err = (
  code: string,
  message: string,
  rule?: string,
  params?: Record<string, string | number>,
): { ok: false; error: RuleError } => {
  const error: RuleError = rule ? { code, message, rule } : { code, message };
  if (params) error.params = params;
  return { ok: false, error };
};

const PHASE_OF: Record<Action["type"], Phase[]> = {
  placeTeam: ["setupTeams"],
  placePawn: ["setupPawns"],
  fire: ["spread"],
  discard: ["spread"],
  doubleMove: ["doubleMove", "actions"],
  skipDoubleMove: ["doubleMove"],
  movePawn: ["actions"],
  moveTeam: ["actions"],
  demolish: ["actions"],
  tame: ["actions"],
  endActions: ["actions"],
  placeCone: ["intensity"],
  passCones: ["intensity"],
};
const PHASE_WORDS: Record<Phase, string> = {
  setupTeams: "team placement (§2.9)",
  setupPawns: "pawn placement (§2.10)",
  spread: "phase A, spreading the fire (§4)",
  doubleMove: "the Double Move choice (§4.6)",
  actions: "phase B, actions (§5)",
  intensity: "an Intensity (§6)",
  over: "the end of the game",
};

/** Validate an action for the active seat and turn it into an internal move, or explain why not. */
function toMove(s: GameState, a: Action): number | { ok: false; error: RuleError } {
  const b = s.board;
  const name = (d: number) => b.names[d] as string;
  const look = (id: string): number | undefined => districtIndex(b, id);
  const unknown = (id: string) =>
    err("unknownDistrict", `There is no district "${id}" on this map`, undefined, { id });
  if (s.phase === "over") return err("gameOver", "The game is over");
  if (!PHASE_OF[a.type].includes(s.phase))
    return err("wrongPhase", `A ${a.type} action is not possible during ${PHASE_WORDS[s.phase]}`, undefined, {
      action: a.type,
      phase: s.phase,
    });
  const seat = s.active;
  switch (a.type) {
    case "placeTeam":
    case "placePawn": {
      const d = look(a.district);
      if (d === undefined) return unknown(a.district);
      if (!canPlaceSetup(s, d))
        return err(
          "setupPlacement",
          `${b.kind[d] === KIND_ORIGIN ? `The fire starts in ${name(d)}` : `${name(d)} is in the green region`}; ${a.type === "placeTeam" ? "teams" : "pawns"} start outside the green region and Pudding Lane`,
          a.type === "placeTeam" ? "§2.9" : "§2.10",
          {
            district: name(d),
            place: b.kind[d] === KIND_ORIGIN ? "puddingLane" : "greenRegion",
            piece: a.type === "placeTeam" ? "team" : "pawn",
          },
        );
      return enc(a.type === "placeTeam" ? M_PLACE_TEAM : M_PLACE_PAWN, 0, d, 0);
    }
    case "fire":
    case "doubleMove": {
      const dir = a.type === "fire" ? CARDS.indexOf(a.card) : s.card;
      const cardName = CARD_NAMES[dir] as string;
      if (a.type === "fire" && (s.hand[seat * 4 + dir] as number) === 0)
        return err("cardNotInHand", `You hold no ${cardName} card`, "§4", { card: CARDS[dir] as string });
      if (a.type === "doubleMove" && s.doubleUsed)
        return err("doubleUsed", "Only one Double Move per turn", "§4.6");
      if (a.type === "doubleMove" && s.phase === "actions" && !doubleMoveOpen(s)) {
        const noToken = (s.tokens[seat * 3 + DOUBLE_MOVE] as number) === 0 || s.card < 0;
        return err(
          "noDoubleMove",
          noToken
            ? "A Double Move needs a Double Move token and a card played this turn"
            : "The Double Move comes right after the fire's move, before any action of phase B",
          "§4.6",
          { reason: noToken ? "noToken" : "tooLate" },
        );
      }
      const from = look(a.from);
      if (from === undefined) return unknown(a.from);
      const to = look(a.to);
      if (to === undefined) return unknown(a.to);
      if ((s.cones[from] as number) < 2)
        return err(
          "badSource",
          `${name(from)} holds fewer than 2 cones; the last cone never leaves a district`,
          "§4",
          { district: name(from), reason: "fewCones" },
        );
      if (!isSource(s, from))
        return err("badSource", `${name(from)} holds no free cone to take`, "§4", {
          district: name(from),
          reason: "noFreeCone",
        });
      if (b.kind[to] === KIND_PARK)
        return err("badDestination", `${name(to)} is a park; fire never enters parks`, "§4", {
          district: name(to),
          reason: "park",
        });
      if (b.kind[to] === KIND_ORIGIN)
        return err("badDestination", "Pudding Lane is never a destination", "§4", { reason: "origin" });
      if (s.demolished[to])
        return err("badDestination", `${name(to)} is demolished; fire never enters it`, "§5.5", {
          district: name(to),
          reason: "demolished",
        });
      if (to === from)
        return err("badDestination", "The source is never the destination", "§4", { reason: "source" });
      if ((s.cones[to] as number) > (s.committed[to] as number))
        return err(
          "badDestination",
          `${name(to)} holds a free cone, so the fire may not end its move there`,
          "§4",
          { district: name(to), reason: "freeCone" },
        );
      const c = searchDestinations(s, from, dir);
      let cls = 0;
      for (let i = 0; i < c; i++) if (destList[i] === to) cls = destClass[i] as number;
      if (cls === 0)
        return err(
          "unreachable",
          `No ${cardName} step leads from the fire's trail through ${name(from)} into ${name(to)}`,
          "§4.1",
          { card: CARDS[dir] as string, from: name(from), to: name(to) },
        );
      const best = bestClass(c);
      if (cls !== best) {
        const better: string[] = [];
        for (let i = 0; i < c; i++) if (destClass[i] === best) better.push(name(destList[i] as number));
        return err(
          "priority",
          `${name(to)} is priority class ${cls} (${CLASS_WORDS[cls]}), but class ${best} is reachable: ${better.join(", ")}`,
          "§4.2",
          { district: name(to), class: cls, best, better: better.join(", ") },
        );
      }
      return enc(a.type === "fire" ? M_FIRE : M_DOUBLE, dir, from, to);
    }
    case "discard": {
      const dir = CARDS.indexOf(a.card);
      if ((s.hand[seat * 4 + dir] as number) === 0)
        return err("cardNotInHand", `You hold no ${CARD_NAMES[dir]} card`, "§4.4", {
          card: CARDS[dir] as string,
        });
      if (genMoves(s, []).some((m) => mType(m) === M_FIRE))
        return err(
          "cardPlayable",
          "You have a playable card; a card is discarded only when none is playable",
          "§4.4",
        );
      return enc(M_DISCARD, dir, 0, 0);
    }
    case "skipDoubleMove":
      return M_SKIP_DOUBLE;
    case "movePawn":
    case "moveTeam": {
      const to = look(a.to);
      if (to === undefined) return unknown(a.to);
      if (s.ap <= 0) return err("noActionPoints", "You have no action points left", "§5");
      const from = a.type === "movePawn" ? (s.pawn[seat] as number) : look(a.from);
      if (from === undefined) return unknown((a as { from: string }).from);
      if (a.type === "movePawn" && s.stage > 0)
        return err(
          "actionOrder",
          "Pawn moves come first; you have already moved a team or tamed this turn",
          "§5",
          { reason: "pawn" },
        );
      if (a.type === "moveTeam" && s.stage > 1)
        return err("actionOrder", "Team moves come before taming; you have already tamed this turn", "§5", {
          reason: "team",
        });
      if (a.type === "moveTeam" && (s.teams[from] as number) <= (s.committed[from] as number)) {
        const none = (s.teams[from] as number) === 0;
        return err(
          "noTeam",
          none
            ? `No emergency team stands in ${name(from)}`
            : `Every team in ${name(from)} is committed; a committed team cannot move until its cone is tamed`,
          "§5.2",
          { district: name(from), reason: none ? "none" : "committed" },
        );
      }
      let adj = false;
      for (let i = b.moveAdjOff[from] as number; i < (b.moveAdjOff[from + 1] as number); i++)
        if (b.moveAdj[i] === to) adj = true;
      if (!adj)
        return err("notAdjacent", `${name(to)} is not next to ${name(from)}`, "§5", {
          to: name(to),
          from: name(from),
        });
      if (b.kind[to] === KIND_ORIGIN) return err("puddingLane", "Nobody ever enters Pudding Lane", "§5");
      return a.type === "movePawn" ? enc(M_MOVE_PAWN, 0, to, 0) : enc(M_MOVE_TEAM, 0, from, to);
    }
    case "demolish": {
      const d = look(a.district);
      if (d === undefined) return unknown(a.district);
      if (s.stage > 1)
        return err("actionOrder", "Demolitions happen during team movement, before taming", "§5.5", {
          reason: "demolish",
        });
      if ((s.tokens[seat * 3 + EXPLOSIVE] as number) === 0)
        return err("noExplosive", "You hold no Explosive token", "§5.5");
      if ((s.teams[d] as number) <= (s.committed[d] as number))
        return err("noTeam", `No uncommitted emergency team stands in ${name(d)}`, "§5.5", {
          district: name(d),
          reason: "uncommitted",
        });
      if (!canDemolish(s, d)) {
        let why = "it is not next to any fire";
        let reason = "noFire";
        if (b.kind[d] !== 0) [why, reason] = ["parks cannot be demolished", "park"];
        else if (s.demolished[d]) [why, reason] = ["it is already demolished", "demolished"];
        else if ((s.cones[d] as number) > 0) [why, reason] = ["it holds fire cones", "cones"];
        else if ((b.houses[d] as number) > 2 && s.intact[d])
          [why, reason] = ["it prints more than 2 house icons", "houses"];
        return err("cannotDemolish", `${name(d)} cannot be demolished: ${why}`, "§5.5", {
          district: name(d),
          reason,
        });
      }
      return enc(M_DEMOLISH, 0, d, 0);
    }
    case "tame":
      if (s.ap <= 0) return err("noActionPoints", "You have no action points left", "§5");
      if (!pawnContained(s))
        return err(
          "notContained",
          `${name(s.pawn[seat] as number)} is not contained (it needs cones, all controlled by teams)`,
          "§5.3",
          { district: name(s.pawn[seat] as number) },
        );
      return M_TAME;
    case "endActions":
      return M_END;
    case "placeCone": {
      const d = look(a.district);
      if (d === undefined) return unknown(a.district);
      if (!canPlaceCone(s, d)) {
        let why = `${name(d)} holds no free cone`;
        let params: Record<string, string | number> = { district: name(d), reason: "noFreeCone" };
        if (b.kind[d] === KIND_ORIGIN) {
          why = "Pudding Lane never takes Intensity cones";
          params = { reason: "origin" };
        } else if ((s.cones[d] as number) > (s.committed[d] as number)) {
          why = `${name(d)} already holds ${s.cones[d]} cones, the most it may hold (${b.houses[d]} house icons + 2)`;
          params = {
            district: name(d),
            cones: s.cones[d] as number,
            houses: b.houses[d] as number,
            reason: "full",
          };
        }
        return err("badCone", why, "§6", params);
      }
      return enc(M_PLACE_CONE, 0, d, 0);
    }
    case "passCones":
      for (let d = 0; d < b.n; d++)
        if (canPlaceCone(s, d))
          return err(
            "mustPlace",
            `Every cone that can be placed must be placed; ${name(d)} can still take one`,
            "§6",
            { district: name(d) },
          );
      return M_PASS;
  }
}

/**
 * Apply an untrusted action for the active seat. Never throws and never mutates `state`; an illegal
 * action returns `{ ok: false, error }` with a plain, specific message.
 */
export function applyAction(state: GameState, action: unknown): ApplyResult {
  try {
    const parsed = ActionSchema.safeParse(action);
    if (!parsed.success) {
      const details = parsed.error.issues
        .map((i) => `${i.path.join(".") || "action"}: ${i.message}`)
        .join("; ");
      return err("badAction", `Not a valid action: ${details}`, undefined, { details });
    }
    const m = toMove(state, parsed.data);
    if (typeof m !== "number") return m;
    const next = cloneState(state);
    const events: GameEvent[] = [];
    applyMove(next, m, events);
    return { ok: true, state: next, events };
  } catch (e) {
    return err("internal", `Internal engine error: ${(e as Error).message}`, undefined, {
      details: (e as Error).message,
    });
  }
}

/** Apply an action for a given seat: rejects actions out of turn with the active seat's name. */
export function applyActionAs(state: GameState, seat: number, action: unknown): ApplyResult {
  if (state.phase !== "over" && seat !== state.active)
    return err("notYourTurn", `It is ${state.seatNames[state.active]}'s turn, not yours`, undefined, {
      player: String(state.seatNames[state.active]),
    });
  return applyAction(state, action);
}

/** Replay a game from its options and action list. */
export function replay(
  options: GameOptions & { actions: unknown[] },
): { ok: true; state: GameState } | { ok: false; index: number; error: RuleError; state: GameState } {
  let s = createGame(options);
  for (let i = 0; i < options.actions.length; i++) {
    const r = applyAction(s, options.actions[i]);
    if (!r.ok) return { ok: false, index: i, error: r.error, state: s };
    s = r.state;
  }
  return { ok: true, state: s };
}
