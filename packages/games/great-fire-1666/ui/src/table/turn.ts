/**
 * The Great Fire's guided turn on the client: each action's choice path (the same step keys as the
 * module's `choices`, with table words), which actions wait for a confirmation, an action in words,
 * what the hints add to the board (§4.2 classes, barred destinations with the reason) and the
 * sentence that tells the player what to do.
 */
import type { ChoiceContext, ChoiceStep, SpaceHighlights, TableContext } from "@pudding/board-ui";
import type { Action, BoardMap, Card, FireCardOption, PlayerView } from "@pudding/great-fire";
import type { Locale } from "@pudding/i18n";
import { counted, tOf } from "../messages.js";
import { classHint, classWords, OBJECTIVE_RED } from "./board/highlights.js";
import { houseFill } from "./colours.js";
import type { PriorityClass } from "./types.js";

/** The table context of this game. */
export type FireContext = TableContext<PlayerView, Action, FireCardOption[], BoardMap>;

const CARDS: readonly string[] = ["N", "E", "S", "W"];
/** A card's direction in words, in `locale` (English by default). */
export const cardName = (c: Card, locale?: Locale) => (CARDS.includes(c) ? tOf(locale)(`card.${c}`) : c);

/** The choice path of an action (keys as `GREAT_FIRE_1666.choices` gives them), in `ctx.locale`. */
export function choicesFor(
  a: Action,
  ctx: Pick<ChoiceContext, "name" | "locale"> & { view?: PlayerView },
): ChoiceStep[] {
  const t = tOf(ctx.locale);
  const space = (id: string): ChoiceStep => ({ key: `space:${id}`, label: ctx.name(id), space: id });
  const card = (c: Card): ChoiceStep => ({ key: `card:${c}`, label: cardName(c, ctx.locale) });
  const kind = (k: Action["type"]): ChoiceStep => ({ key: k, label: k === "fire" ? k : t(`action.${k}`) });
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
    case "tame": {
      // §5.3 where the pawn stands: said on the chip and lit on the board (defect 13: it did not show where).
      const pawn = ctx.view?.seats[ctx.view.active]?.pawn;
      if (!pawn) return [kind("tame")];
      return [{ key: "tame", label: t("action.tameIn", { district: ctx.name(pawn) }), space: pawn }];
    }
    case "endActions":
    case "skipDoubleMove":
    case "passCones":
      return [kind(a.type)];
  }
}

/**
 * §5 (Move a team) a team moves one district per Action Point: after a team's move the next walk starts with
 * that team chosen again (its new district), so walking it on is one click per step, not three.
 */
export const resumeAfterFire = (a: Action): string[] =>
  a.type === "moveTeam" ? ["moveTeam", `space:${a.to}`] : [];

/** Fire moves are confirmed before they are sent (they burn houses and cannot be taken back). */
export const confirmAction = (a: Action) => a.type === "fire" || a.type === "doubleMove";

/** An action in words, for the Confirm button, in `locale` (English by default). */
export function describeFireAction(a: Action, name: (id: string) => string, locale?: Locale): string {
  const t = tOf(locale);
  switch (a.type) {
    case "fire":
      return t("confirm.fire", { card: cardName(a.card, locale), from: name(a.from), to: name(a.to) });
    case "doubleMove":
      return t("confirm.doubleMove", { from: name(a.from), to: name(a.to) });
    default:
      return choicesFor(a, { name, locale })
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
  const locale = ctx.locale ?? "en";
  const t = tOf(locale);
  const out: SpaceHighlights = { selectable: [], barred: [], marked: [] };
  const v = ctx.game.view;
  const me = ctx.game.seat !== null && !ctx.hidden ? v.seats[ctx.game.seat] : undefined;
  for (const id of me?.objectives ?? [])
    out.marked?.push({ id, colour: OBJECTIVE_RED, label: t("mark.objective") });
  if (me?.pawn) out.marked?.push({ id: me.pawn, colour: houseFill(me.pawnColour), label: t("mark.pawn") });
  const { option, from, sources } = fireStage(ctx);
  for (const id of sources) out.selectable?.push({ id, hint: t("hint.source") });
  const src = option?.sources.find((s) => s.from === from);
  const best = src?.destinations.find((d) => d.allowed)?.priorityClass as PriorityClass | undefined;
  if (src)
    for (const d of src.destinations) {
      if (d.allowed)
        out.selectable?.push({
          id: d.to,
          badge: String(d.priorityClass),
          hint: classHint(d.priorityClass as PriorityClass, locale),
        });
      else if (!ctx.turn.pending) out.barred?.push({ id: d.to, reason: barredReason(d, best, locale) });
    }
  return out;
}

/**
 * Why a destination is barred (§4.2): the server's English sentence, or the same from the classes in
 * another language.
 */
function barredReason(
  d: { priorityClass: number; reason?: string },
  best: PriorityClass | undefined,
  locale: Locale,
): string {
  const t = tOf(locale);
  if (locale === "en" || !best || ![1, 2, 3, 4].includes(d.priorityClass))
    return d.reason ?? t("hint.betterExists");
  const cls = d.priorityClass as PriorityClass;
  return t("hint.barred", {
    class: cls,
    words: classWords(cls, locale),
    best,
    bestWords: classWords(best, locale),
  });
}

/** One sentence telling the viewer what to do now, in `ctx.locale`. */
export function firePrompt(ctx: FireContext): string {
  const { game, turn } = ctx;
  const t = tOf(ctx.locale);
  const v = game.view;
  if (game.status.over) return t("prompt.over");
  const names = game.status.toAct.map((s) => game.seats[s]?.name ?? t("prompt.seat", { n: s + 1 }));
  const waiting = names.length ? names.reduce((a, b) => t("prompt.and", { a, b })) : "";
  if (game.seat === null || game.legal.length === 0 || ctx.hidden)
    return t("prompt.waiting", { names: waiting });
  const first = turn.steps[0]?.key ?? "";
  switch (v.phase) {
    case "setupTeams":
      return t("prompt.setupTeams");
    case "setupPawns":
      return t("prompt.setupPawns");
    case "spread": {
      if (game.legal.every((a) => a.type === "discard")) return t("prompt.discard");
      if (turn.pending) return t("prompt.confirmFire");
      const card = first.startsWith("card:") ? cardName(first.slice(5) as Card, ctx.locale) : null;
      if (!card) return t("prompt.pickCard");
      if (turn.steps.length < 2) return t("prompt.pickFire", { card });
      return t("prompt.pickDestination");
    }
    case "doubleMove":
      return t("prompt.doubleMove");
    case "actions": {
      if (turn.pending) return t("prompt.confirmSecond");
      if (first === "doubleMove") return t("prompt.doubleMovePick");
      const ap = counted(t, "prompt.apLeft", v.actionPoints);
      if (first === "movePawn") return t("prompt.movePawn", { ap });
      if (first === "moveTeam")
        return turn.steps.length < 2 ? t("prompt.pickTeam", { ap }) : t("prompt.teamGoes", { ap });
      if (first === "demolish") return t("prompt.demolish", { ap });
      const rest = t("prompt.actions", { ap });
      return game.legal.some((a) => a.type === "doubleMove") ? t("prompt.doubleFirst", { rest }) : rest;
    }
    case "intensity":
      return counted(t, "prompt.intensity", v.conesToPlace);
  }
  return "";
}
