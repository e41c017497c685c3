/**
 * The guided turn as a pure state machine: from the server's snapshot (legal actions and fire
 * options for the viewer) and the player's clicks so far, what lights up on the board and which
 * action a click means. Every action it proposes comes from `snapshot.legal`, except a click on
 * something that is not legal: then it proposes the natural action anyway (`explain`) so the
 * server answers with the engine's rule message — an illegal click explains itself.
 */
import type { GameSnapshot } from "@pudding/api";
import type { Highlights, PriorityClass } from "@pudding/board-ui";
import type { Action, Card } from "@pudding/great-fire";

/**
 * In phase B (§5), what a click on the board does. `double`: the second fire move of a Double Move
 * token, offered at the start of phase B (§4.6 ruling, rules version 2).
 */
export type ActionMode = "pawn" | "team" | "demolish" | "double";

export interface TurnUi {
  card: Card | null;
  /** Chosen fire source (or team / double-move origin). */
  from: string | null;
  mode: ActionMode;
  /** An action waiting for the Confirm button (fire moves are confirmed). */
  pending: Action | null;
}

export const INITIAL_UI: TurnUi = { card: null, from: null, mode: "pawn", pending: null };

export type ClickResult =
  | { kind: "ui"; ui: TurnUi; message?: string }
  /** Send this legal action now. */
  | { kind: "act"; ui: TurnUi; action: Action }
  /** Not legal: send it so the server explains why (nothing changes). */
  | { kind: "explain"; ui: TurnUi; action: Action; message?: string };

const legalOf = <T extends Action["type"]>(snap: GameSnapshot, type: T) =>
  snap.legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);

const uniq = (xs: string[]) => [...new Set(xs)];

const CARD_NAMES: Record<Card, string> = { N: "North", E: "East", S: "South", W: "West" };
export const cardName = (c: Card) => CARD_NAMES[c];

/** The fire option of a card, if the viewer holds and may play it. */
export function fireOption(snap: GameSnapshot, card: Card | null) {
  if (!card) return undefined;
  return snap.fire?.find((o) => o.card === card);
}

/** What the board should emphasise right now. */
export function highlightsFor(snap: GameSnapshot, ui: TurnUi): Highlights {
  const me = snap.seat === null ? undefined : snap.view.seats[snap.seat];
  const h: Highlights = { objectives: me?.objectives ?? [] };
  if (snap.legal.length === 0) return h;
  switch (snap.view.phase) {
    case "setupTeams":
      h.selectable = uniq(legalOf(snap, "placeTeam").map((a) => a.district));
      break;
    case "setupPawns":
      h.selectable = uniq(legalOf(snap, "placePawn").map((a) => a.district));
      break;
    case "intensity":
      h.selectable = uniq(legalOf(snap, "placeCone").map((a) => a.district));
      break;
    case "spread": {
      const opt = fireOption(snap, ui.card);
      if (!opt) break;
      h.fireSources = opt.sources.map((s) => s.from);
      const src = opt.sources.find((s) => s.from === ui.from);
      if (src) {
        h.destinations = src.destinations
          .filter((d) => d.allowed)
          .map((d) => ({ id: d.to, priority: d.priorityClass as PriorityClass }));
        h.barred = src.destinations
          .filter((d) => !d.allowed)
          .map((d) => ({ id: d.to, reason: d.reason ?? "a better destination exists (§4.2)" }));
      }
      break;
    }
    case "doubleMove":
      doubleMoveHighlights(snap, ui, h);
      break;
    case "actions": {
      if (ui.mode === "double") doubleMoveHighlights(snap, ui, h);
      else if (ui.mode === "pawn") h.selectable = uniq(legalOf(snap, "movePawn").map((a) => a.to));
      else if (ui.mode === "demolish") h.selectable = uniq(legalOf(snap, "demolish").map((a) => a.district));
      else if (ui.from) {
        h.fireSources = [ui.from];
        h.selectable = uniq(
          legalOf(snap, "moveTeam")
            .filter((a) => a.from === ui.from)
            .map((a) => a.to),
        );
      } else h.selectable = uniq(legalOf(snap, "moveTeam").map((a) => a.from));
      break;
    }
  }
  if (ui.pending && (ui.pending.type === "fire" || ui.pending.type === "doubleMove"))
    h.lastMove = { from: ui.pending.from, to: ui.pending.to };
  return h;
}

/** §4.6 the second move's sources, and the destinations of the chosen one (with their §4.2 class). */
function doubleMoveHighlights(snap: GameSnapshot, ui: TurnUi, h: Highlights) {
  const moves = legalOf(snap, "doubleMove");
  h.fireSources = uniq(moves.map((m) => m.from));
  if (!ui.from) return;
  const opt = snap.fire?.[0]?.sources.find((s) => s.from === ui.from);
  h.destinations = moves
    .filter((m) => m.from === ui.from)
    .map((m) => ({
      id: m.to,
      priority: (opt?.destinations.find((d) => d.to === m.to)?.priorityClass ?? 1) as PriorityClass,
    }));
}

/** A click during the Double Move: pick a source, then a destination (confirmed by the player). */
function clickDoubleMove(snap: GameSnapshot, ui: TurnUi, id: string): ClickResult {
  const moves = legalOf(snap, "doubleMove");
  if (moves.some((m) => m.from === id)) return { kind: "ui", ui: { ...ui, from: id, pending: null } };
  const m = moves.find((x) => x.from === ui.from && x.to === id);
  if (m) return { kind: "ui", ui: { ...ui, pending: m } };
  return {
    kind: "ui",
    ui,
    message: ui.from
      ? "That is not a destination of the second move."
      : "Pick a glowing source for the second move, or go on with your actions.",
  };
}

/** The player clicked district `id`. */
export function clickDistrict(snap: GameSnapshot, ui: TurnUi, id: string): ClickResult {
  if (snap.seat === null)
    return { kind: "ui", ui, message: "Spectators watch; join with a seat link to play." };
  if (snap.view.phase === "over") return { kind: "ui", ui };
  if (snap.legal.length === 0) {
    const active = snap.seats[snap.view.active]?.name ?? "another player";
    return { kind: "ui", ui, message: `It is ${active}'s turn.` };
  }
  const find = (pred: (a: Action) => boolean) => snap.legal.find(pred);
  switch (snap.view.phase) {
    case "setupTeams": {
      const a = find((x) => x.type === "placeTeam" && x.district === id);
      return a
        ? { kind: "act", ui, action: a }
        : { kind: "explain", ui, action: { type: "placeTeam", district: id } };
    }
    case "setupPawns": {
      const a = find((x) => x.type === "placePawn" && x.district === id);
      return a
        ? { kind: "act", ui, action: a }
        : { kind: "explain", ui, action: { type: "placePawn", district: id } };
    }
    case "intensity": {
      const a = find((x) => x.type === "placeCone" && x.district === id);
      return a
        ? { kind: "act", ui, action: a }
        : { kind: "explain", ui, action: { type: "placeCone", district: id } };
    }
    case "spread": {
      const opt = fireOption(snap, ui.card);
      if (!ui.card || !opt)
        return { kind: "ui", ui, message: "First pick a Fire Movement card from your hand." };
      const src = opt.sources.find((s) => s.from === id);
      if (src) return { kind: "ui", ui: { ...ui, from: id, pending: null } };
      const chosen = opt.sources.find((s) => s.from === ui.from);
      if (!chosen) {
        return {
          kind: "explain",
          ui,
          action: { type: "fire", card: ui.card, from: id, to: id },
          message: "Pick one of the glowing districts: the free cones this card can move (§4.1).",
        };
      }
      const dest = chosen.destinations.find((d) => d.to === id);
      if (dest?.allowed)
        return {
          kind: "ui",
          ui: { ...ui, pending: { type: "fire", card: ui.card, from: chosen.from, to: id } },
        };
      if (dest)
        return {
          kind: "ui",
          ui,
          message: `The fire cannot stop there: ${dest.reason ?? "a better destination exists"} (§4.2).`,
        };
      return { kind: "explain", ui, action: { type: "fire", card: ui.card, from: chosen.from, to: id } };
    }
    case "doubleMove":
      return clickDoubleMove(snap, ui, id);
    case "actions": {
      if (ui.mode === "double") return clickDoubleMove(snap, ui, id);
      if (ui.mode === "pawn") {
        const a = find((x) => x.type === "movePawn" && x.to === id);
        return a
          ? { kind: "act", ui, action: a }
          : { kind: "explain", ui, action: { type: "movePawn", to: id } };
      }
      if (ui.mode === "demolish") {
        const a = find((x) => x.type === "demolish" && x.district === id);
        return a
          ? { kind: "act", ui: { ...ui, mode: "pawn" }, action: a }
          : { kind: "explain", ui, action: { type: "demolish", district: id } };
      }
      // team mode: first the team, then where it goes
      if (!ui.from || ui.from === id) {
        if (snap.legal.some((x) => x.type === "moveTeam" && x.from === id))
          return { kind: "ui", ui: { ...ui, from: ui.from === id ? null : id } };
        return {
          kind: "ui",
          ui,
          message: "Pick a district with one of the glowing uncommitted teams (§5.2).",
        };
      }
      const a = find((x) => x.type === "moveTeam" && x.from === ui.from && x.to === id);
      if (a) return { kind: "act", ui: { ...ui, from: null }, action: a };
      if (snap.legal.some((x) => x.type === "moveTeam" && x.from === id))
        return { kind: "ui", ui: { ...ui, from: id } };
      return { kind: "explain", ui, action: { type: "moveTeam", from: ui.from, to: id } };
    }
  }
  return { kind: "ui", ui };
}

/** Picking a card in the hand (phase A). Unplayable cards say why. */
export function pickCard(snap: GameSnapshot, ui: TurnUi, card: Card): { ui: TurnUi; message?: string } {
  const opt = fireOption(snap, card);
  if (!opt) return { ui };
  if (!opt.playable)
    return { ui, message: `${cardName(card)} cannot move any fire right now (§4.1); pick another card.` };
  const only = opt.sources.length === 1 ? (opt.sources[0]?.from ?? null) : null;
  return { ui: { ...ui, card, from: only, pending: null } };
}

/** One sentence telling the viewer what to do now. */
export function prompt(snap: GameSnapshot, ui: TurnUi): string {
  const v = snap.view;
  if (v.phase === "over") return "The game is over.";
  const activeName = snap.seats[v.active]?.name ?? `Seat ${v.active + 1}`;
  if (snap.seat === null || snap.legal.length === 0) return `Waiting for ${activeName}…`;
  switch (v.phase) {
    case "setupTeams":
      return "Place an emergency team on a glowing district (§2.9).";
    case "setupPawns":
      return "Place your owner pawn on a glowing district (§2.10).";
    case "spread":
      if (snap.legal.every((a) => a.type === "discard"))
        return "None of your cards can move fire: show your hand and discard one (§4.4).";
      if (!ui.card) return "Pick a Fire Movement card from your hand (§4).";
      if (!ui.from) return `${cardName(ui.card)}: pick a glowing fire to move (§4.1).`;
      if (!ui.pending) return "Pick where the fire stops: green are allowed, grey are barred (§4.2).";
      return "Confirm the fire move, or pick another destination.";
    case "doubleMove":
      return "Spend a Double Move token for a second move in the same direction, or skip (§4.6).";
    case "actions":
      if (ui.mode === "double")
        return ui.pending
          ? "Confirm the second move, or pick another destination (§4.6)."
          : "Double Move: pick a glowing fire, then where it stops — the same direction as your card (§4.6).";
      return `${legalOf(snap, "doubleMove").length ? "You may first spend your Double Move token (§4.6). " : ""}${v.actionPoints} action point${v.actionPoints === 1 ? "" : "s"} left: ${
        ui.mode === "pawn"
          ? "move your pawn"
          : ui.mode === "team"
            ? ui.from
              ? "pick where the team goes"
              : "pick a team to move"
            : "pick a district to demolish"
      }, tame, or end your actions (§5).`;
    case "intensity":
      return `Place ${v.conesToPlace} intensity cone${v.conesToPlace === 1 ? "" : "s"} on glowing districts (§6).`;
  }
  return "";
}
