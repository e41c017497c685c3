/**
 * The Great Fire's guided turn on the client: each action's choice path (the same step keys as the
 * module's `choices`, with table words), which actions wait for a confirmation, an action in words,
 * what the hints add to the board (§4.2 classes, barred destinations with the reason) and the
 * sentence that tells the player what to do.
 */
import type { ChoiceContext, ChoiceStep, SpaceHighlights, TableContext } from "@pudding/board-ui";
import type { Action, BoardMap, Card, FireCardOption, PlayerView } from "@pudding/great-fire";
import { classHint, OBJECTIVE_RED } from "./board/highlights.js";
import { houseFill } from "./colours.js";
import type { PriorityClass } from "./types.js";

/** The table context of this game. */
export type FireContext = TableContext<PlayerView, Action, FireCardOption[], BoardMap>;

const CARD_NAMES: Record<Card, string> = { N: "North", E: "East", S: "South", W: "West" };
/** A card's direction in words. */
export const cardName = (c: Card) => CARD_NAMES[c] ?? c;

const FIXED: Partial<Record<Action["type"], string>> = {
  placeTeam: "Place a team",
  placePawn: "Place your pawn",
  placeCone: "Place a cone",
  demolish: "Demolish (Explosive)",
  doubleMove: "Double Move",
  discard: "Discard",
  movePawn: "Move pawn",
  moveTeam: "Move team",
  tame: "Tame a cone",
  endActions: "End actions",
  skipDoubleMove: "Skip the double move",
  passCones: "Give up the remaining cones",
};

/** The choice path of an action (keys as `GREAT_FIRE_1666.choices` gives them). */
export function choicesFor(a: Action, ctx: Pick<ChoiceContext, "name">): ChoiceStep[] {
  const space = (id: string): ChoiceStep => ({ key: `space:${id}`, label: ctx.name(id), space: id });
  const card = (c: Card): ChoiceStep => ({ key: `card:${c}`, label: cardName(c) });
  const kind = (t: Action["type"]): ChoiceStep => ({ key: t, label: FIXED[t] ?? t });
  switch (a.type) {
    case "placeTeam":
    case "placePawn":
    case "placeCone":
    case "demolish":
      return [kind(a.type), space(a.district)];
    case "fire":
      return [card(a.card), space(a.from), space(a.to)];
    case "doubleMove":
      return [kind("doubleMove"), space(a.from), space(a.to)];
    case "discard":
      return [kind("discard"), card(a.card)];
    case "movePawn":
      return [kind("movePawn"), space(a.to)];
    case "moveTeam":
      return [kind("moveTeam"), space(a.from), space(a.to)];
    case "tame":
    case "endActions":
    case "skipDoubleMove":
    case "passCones":
      return [kind(a.type)];
  }
}

/** Fire moves are confirmed before they are sent (they burn houses and cannot be taken back). */
export const confirmAction = (a: Action) => a.type === "fire" || a.type === "doubleMove";

/** An action in words, for the Confirm button. */
export function describeFireAction(a: Action, name: (id: string) => string): string {
  switch (a.type) {
    case "fire":
      return `${cardName(a.card)}: fire from ${name(a.from)} to ${name(a.to)}`;
    case "doubleMove":
      return `second move from ${name(a.from)} to ${name(a.to)}`;
    default:
      return choicesFor(a, { name })
        .map((s) => s.label)
        .join(" ");
  }
}

/** Where the player is in a fire move: the card's options, the chosen source, whether it is confirmed. */
export function fireStage(ctx: FireContext): { option?: FireCardOption; from?: string; sources: string[] } {
  const pending = ctx.turn.pending;
  const steps = pending ? choicesFor(pending, ctx) : ctx.turn.steps;
  const first = steps[0]?.key ?? "";
  const hints = ctx.game.hints ?? [];
  const card = first.startsWith("card:")
    ? first.slice(5)
    : first === "doubleMove"
      ? hints[0]?.card
      : undefined;
  if (!card) return { sources: [] };
  const option = hints.find((o) => o.card === card);
  const from = steps[1]?.space;
  const sources =
    steps.length === 1 ? ctx.turn.options.flatMap((o) => (o.step.space ? [o.step.space] : [])) : [];
  return { option, from, sources };
}

/** What the hints and the view add to the board: classes, barred destinations, objectives, own pawn. */
export function fireHighlights(ctx: FireContext): SpaceHighlights {
  const out: SpaceHighlights = { selectable: [], barred: [], marked: [] };
  const v = ctx.game.view;
  const me = ctx.game.seat !== null && !ctx.hidden ? v.seats[ctx.game.seat] : undefined;
  for (const id of me?.objectives ?? [])
    out.marked?.push({ id, colour: OBJECTIVE_RED, label: "your secret objective" });
  if (me?.pawn) out.marked?.push({ id: me.pawn, colour: houseFill(me.pawnColour), label: "your pawn" });
  const { option, from, sources } = fireStage(ctx);
  for (const id of sources) out.selectable?.push({ id, hint: "a free cone this card can move (§4.1)" });
  const src = option?.sources.find((s) => s.from === from);
  if (src)
    for (const d of src.destinations) {
      if (d.allowed)
        out.selectable?.push({
          id: d.to,
          badge: String(d.priorityClass),
          hint: classHint(d.priorityClass as PriorityClass),
        });
      else if (!ctx.turn.pending)
        out.barred?.push({ id: d.to, reason: d.reason ?? "a better destination exists (§4.2)" });
    }
  return out;
}

/** One sentence telling the viewer what to do now. */
export function firePrompt(ctx: FireContext): string {
  const { game, turn } = ctx;
  const v = game.view;
  if (game.status.over) return "The game is over.";
  const waiting = game.status.toAct.map((s) => game.seats[s]?.name ?? `Seat ${s + 1}`).join(" and ");
  if (game.seat === null || game.legal.length === 0 || ctx.hidden) return `Waiting for ${waiting}…`;
  const first = turn.steps[0]?.key ?? "";
  switch (v.phase) {
    case "setupTeams":
      return "Place an emergency team on a glowing district (§2.9).";
    case "setupPawns":
      return "Place your owner pawn on a glowing district (§2.10).";
    case "spread": {
      if (game.legal.every((a) => a.type === "discard"))
        return "None of your cards can move fire: show your hand and discard one (§4.4).";
      if (turn.pending) return "Confirm the fire move, or pick another destination.";
      const card = first.startsWith("card:") ? cardName(first.slice(5) as Card) : null;
      if (!card) return "Pick a Fire Movement card from your hand (§4).";
      if (turn.steps.length < 2) return `${card}: pick a glowing fire to move (§4.1).`;
      return "Pick where the fire stops: green are allowed, grey are barred (§4.2).";
    }
    case "doubleMove":
      return "Spend a Double Move token for a second move in the same direction, or skip (§4.6).";
    case "actions": {
      if (turn.pending) return "Confirm the second move, or pick another destination (§4.6).";
      if (first === "doubleMove")
        return "Double Move: pick a glowing fire, then where it stops — the same direction as your card (§4.6).";
      const ap = `${v.actionPoints} action point${v.actionPoints === 1 ? "" : "s"} left`;
      if (first === "movePawn") return `${ap}: pick where your pawn goes (§5.1).`;
      if (first === "moveTeam")
        return turn.steps.length < 2
          ? `${ap}: pick a glowing team to move (§5.2).`
          : `${ap}: pick where the team goes (§5.2).`;
      if (first === "demolish") return `${ap}: pick a district to demolish with your Explosive (§5.5).`;
      const dbl = game.legal.some((a) => a.type === "doubleMove")
        ? "You may first spend your Double Move token (§4.6). "
        : "";
      return `${dbl}${ap}: click a district to move your pawn there, or choose move a team, demolish, tame, or end your actions (§5).`;
    }
    case "intensity":
      return `Place ${v.conesToPlace} intensity cone${v.conesToPlace === 1 ? "" : "s"} on glowing districts (§6).`;
  }
  return "";
}
