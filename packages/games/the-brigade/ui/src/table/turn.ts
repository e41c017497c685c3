/**
 * The Brigade's guided turn on the client: each action's choice path from the view alone (the same
 * step keys as `THE_BRIGADE.choices`, with table words), an action in words, what the hints add to
 * the board (where the brigade can go and at what movement cost, the fires within reach, the
 * renown still needed for loyalty, and why a tile is barred, with the §), the tooltip of a tile
 * and the sentence that tells the player what to do now.
 */
import type { ChoiceContext, ChoiceStep, SpaceHighlights, TableContext } from "@pudding/board-ui";
import type { Locale, TFunction } from "@pudding/i18n";
import type { BrigadeAction, BrigadeHints, BrigadeMap, BrigadeView, CellView } from "@pudding/the-brigade";
import { brigadeT } from "../messages.js";
import { affiliationLook, seatTextColour, TONES } from "./colours.js";
import { blockedReason, cellOf, moveCosts } from "./grid.js";

/** The table context of this game. */
export type BrigadeContext = TableContext<BrigadeView, BrigadeAction, BrigadeHints, BrigadeMap>;

/** Track names in words (§10). */
export const TRACK_WORDS = {
  squad: "Squad Members",
  cistern: "Cistern Capacity",
  command: "Command",
} as const;

/** The seat that chooses now (the view's `toAct`), or -1. */
export const actorOf = (view: BrigadeView): number => view.toAct[0] ?? -1;

const seatName = (view: BrigadeView, p: number, t: TFunction = brigadeT()) =>
  view.seats[p]?.name ?? t("seat.player", { n: p + 1 });
const aff = (t: TFunction, a: string) => t(`aff.${a}`, { defaultValue: affiliationLook(a).name });

/** A squad card's name, from the cards in play, the discard pile or a Recruit's draw. */
function cardName(view: BrigadeView, id: string): string {
  for (const s of view.seats) for (const q of s.squad) if (q.id === id) return q.name;
  for (const c of view.prompt?.cards ?? []) if (c.id === id) return c.name;
  return id
    .split("-")
    .map((w) => (w ? `${w[0]?.toUpperCase()}${w.slice(1)}` : w))
    .join(" ");
}

/** A tile step, keyed like the module's (`to:C3`, `tile:C3`). */
function tileStep(view: BrigadeView, id: string, key = "tile", tr: TFunction = brigadeT()): ChoiceStep {
  const c = cellOf(view, id);
  const t = c?.tile;
  return {
    key: `${key}:${id}`,
    label: t ? `${id} ${t.name}` : id,
    space: id,
    ...(t && c
      ? {
          hint: tr("tile.hint", {
            aff: aff(tr, t.affiliation),
            value: t.value,
            intensity: c.destroyed ? tr("tile.destroyedWord") : c.intensity,
          }),
        }
      : {}),
  };
}

/**
 * The acting seat's brigade cards — warden card first, then squad cards — with an amount of water
 * each ("Ester 1, Ash 2"): a Transfer's arrangement or what each card pays for an Extinguish.
 */
function perCard(view: BrigadeView, water: readonly number[]): string {
  const me = view.seats[actorOf(view)];
  return water
    .map((w, i) => `${(i === 0 ? me?.warden?.name : me?.squad[i - 1]?.name) ?? "?"} ${w}`)
    .join(", ");
}

/** The card (or barracks ability) whose triggered ability `key` is, by name. */
function triggerName(view: BrigadeView, key: string): string {
  const me = view.seats[actorOf(view)];
  if (key === "insurance") return me?.barracks?.abilityName ?? "Insurance";
  for (const q of me?.squad ?? []) if (q.ability === key) return q.name;
  for (const seat of view.seats) for (const q of seat.squad) if (q.ability === key) return q.name;
  return key;
}

const HOLDER = (view: BrigadeView, h: string, t: TFunction) =>
  h === "warden" ? t("holder.warden") : h === "cistern" ? t("holder.cistern") : cardName(view, h);

/** An action in words (the Confirm button, menus). */
export function describeBrigadeAction(
  a: BrigadeAction,
  name: (id: string) => string,
  view?: BrigadeView,
  locale?: Locale,
): string {
  const t = brigadeT(locale);
  const card = (id: string) => (view ? cardName(view, id) : id);
  const track = (k: keyof typeof TRACK_WORDS) => t(`track.${k}`);
  switch (a.type) {
    case "endTurn":
      return t("act.endTurn");
    case "moveBrigade":
      return a.via
        ? t("act.moveBrigadeVia", { to: name(a.to), via: a.via })
        : t("act.moveBrigade", { to: name(a.to) });
    case "moveCistern":
      return a.bonus
        ? t("act.moveCisternBonus", { to: name(a.to) })
        : t("act.moveCistern", { to: name(a.to) });
    case "extinguish": {
      const base = a.fromCistern
        ? t("act.extinguishCistern", { water: a.water, cistern: a.fromCistern })
        : t("act.extinguish", { water: a.water });
      // R29: which cards pay, named when the player had a choice.
      return a.pay && view ? t("act.paidBy", { action: base, list: perCard(view, a.pay) }) : base;
    }
    case "refill":
      return t("act.refill", { tile: name(a.tile) });
    case "transfer":
      return a.brigade && view
        ? t("act.transferCards", { cistern: a.cistern, list: perCard(view, a.brigade) })
        : t("act.transfer", { cistern: a.cistern });
    case "recruit":
      return t("act.recruit");
    case "upgrade":
      return t("act.upgrade", { track: track(a.track) });
    case "cisternExtinguish":
      return t("act.cisternExtinguish");
    case "ashExtinguish":
      return t("act.ashExtinguish", { tile: name(a.tile), water: a.water });
    case "sendCistern":
      return t("act.sendCistern", { to: name(a.to) });
    case "polymorphy":
      return t("act.polymorphy", { a: name(a.a), b: name(a.b) });
    case "withThePeople":
      return a.replace
        ? t("act.withThePeopleReplace", { card: card(a.card), replace: card(a.replace) })
        : t("act.withThePeople", { card: card(a.card) });
    case "artificers":
      return t("act.artificers", { track: track(a.track) });
    case "alliances":
      return t("act.alliances");
    case "flipWarden":
      return t("act.flipWarden");
    case "mime":
      return t("act.mime", { card: card(a.card) });
    case "incorporeal":
      return a.via
        ? t("act.incorporealVia", { to: name(a.to), via: a.via })
        : t("act.incorporeal", { to: name(a.to) });
    case "pyrocontrol":
      return t("act.pyrocontrol");
    case "pickWarden":
      return t("act.pickWarden", {
        colour: t(`colour.${a.colour}`, { defaultValue: a.colour }),
        warden: card(a.warden),
      });
    case "pickCorner":
      return t("act.pickCorner", { corner: a.corner });
    case "placeRenown":
      return t("act.placeRenown", { tile: name(a.tile) });
    case "takeRenown":
      return t("act.takeRenown", { tile: name(a.tile) });
    case "chooseRecruit":
      return a.card
        ? a.replace
          ? t("act.chooseRecruitReplace", { card: card(a.card), replace: card(a.replace) })
          : t("act.chooseRecruit", { card: card(a.card) })
        : t("act.recruitNobody");
    case "givePrecious":
      return t("act.givePrecious", {
        who: view ? seatName(view, a.to, t) : t("seat.lower", { n: a.to + 1 }),
      });
    case "deflect":
      return t("act.deflect", { tile: name(a.tile) });
    case "raise":
      return t("act.raise", { tile: name(a.tile) });
    case "reduce":
      return t("act.reduce", { tile: name(a.tile) });
    case "favour":
      return a.option === "water"
        ? t("act.favourWater")
        : a.option === "moveRenown"
          ? t("act.favourMoveRenown")
          : t("act.favourReduce");
    case "chooseSeat":
      return t("act.chooseSeat", {
        who: view ? seatName(view, a.seat, t) : t("seat.upper", { n: a.seat + 1 }),
      });
    case "discard":
      return t("act.discard", { card: card(a.card) });
    case "loseWater":
      return t("act.loseWater", { holder: view ? HOLDER(view, a.holder, t) : a.holder });
    case "push":
      return t("act.push", { tile: name(a.tile) });
    case "direction":
      return t("act.direction", { dir: t(`dir.${a.dir}`) });
    case "skip":
      return t("act.skip");
    case "trigger":
      return t("act.trigger", { name: view ? triggerName(view, a.ability) : a.ability });
  }
}

/** A warden's name from its id (`gloria-ignis` → Gloria Ignis). */
const titleCase = (id: string) =>
  id
    .split("-")
    .map((w) => (w ? `${w[0]?.toUpperCase()}${w.slice(1)}` : w))
    .join(" ");

/**
 * The choice path of an action from the view (keys as `THE_BRIGADE.choices` gives them, so the
 * guided turn's trie is the module's). The acting seat is the view's `toAct`.
 */
export function choicesFor(
  a: BrigadeAction,
  ctx: Pick<ChoiceContext<BrigadeView>, "view"> & { locale?: Locale },
): ChoiceStep[] {
  const view = ctx.view;
  const me = view.seats[actorOf(view)];
  const tr = brigadeT(ctx.locale);
  const t = (id: string, key?: string) => tileStep(view, id, key, tr);
  const track = (k: keyof typeof TRACK_WORDS) => tr(`track.${k}`);
  const kind = (key: string, label: string): ChoiceStep => ({ key, label });
  switch (a.type) {
    case "endTurn":
      return [kind("endTurn", tr("choice.endTurn"))];
    case "moveBrigade":
      return [
        kind("moveBrigade", tr("choice.moveBrigade")),
        { key: "brigade", label: tr("choice.brigade"), space: me?.brigade.cell ?? undefined },
        t(a.to, "to"),
        // §15.1: the route through the Jeweled Aviary, a choice of its own (the engine offers it).
        ...(a.via ? [{ key: `via:${a.via}`, label: tr("choice.via", { via: a.via }), space: a.via }] : []),
      ];
    case "moveCistern":
      return [
        kind("moveCistern", tr("choice.moveCistern")),
        { key: "cistern", label: tr("choice.cistern"), space: me?.cistern.cell ?? undefined },
        t(a.to, "to"),
        // §10.2: the blue bonus's free move before the brigade's (the engine offers it).
        ...(a.bonus ? [{ key: "bonus", label: tr("choice.cisternBonus") }] : []),
      ];
    case "extinguish": {
      const here = me?.brigade.cell ?? "";
      const c = cellOf(view, here);
      const out = c && a.water >= c.intensity;
      return [
        kind("extinguish", tr("choice.extinguish")),
        t(here),
        {
          key: `water:${a.water}`,
          label: tr("choice.water", { n: a.water }),
          hint: out ? tr("choice.putsOut", { n: a.water }) : tr("choice.lowers"),
        },
        {
          key: `cistern:${a.fromCistern}`,
          label: a.fromCistern ? tr("choice.fromCistern", { n: a.fromCistern }) : tr("choice.brigadeOnly"),
        },
        // R29: which cards pay — a step only when the engine offers a choice.
        ...(a.pay
          ? [{ key: `pay:${a.pay.join("-")}`, label: tr("choice.pay", { list: perCard(view, a.pay) }) }]
          : []),
      ];
    }
    case "refill":
      return [kind("refill", tr("choice.refill")), t(a.tile)];
    case "transfer":
      return [
        kind("transfer", tr("choice.transfer")),
        { key: `cistern:${a.cistern}`, label: tr("choice.inCistern", { n: a.cistern }) },
        // R29: how the brigade's share sits on its cards — a step only when there is a choice.
        ...(a.brigade
          ? [
              {
                key: `brigade:${a.brigade.join("-")}`,
                label: tr("choice.cards", { list: perCard(view, a.brigade) }),
              },
            ]
          : []),
      ];
    case "recruit":
      return [kind("recruit", tr("choice.recruit"))];
    case "upgrade":
      return [kind("upgrade", tr("choice.upgrade")), { key: `track:${a.track}`, label: track(a.track) }];
    case "cisternExtinguish":
      return [kind("cisternExtinguish", "Leon Bertrand"), t(me?.cistern.cell ?? "")];
    case "ashExtinguish":
      return [
        kind("ashExtinguish", "Ash"),
        t(a.tile),
        { key: `water:${a.water}`, label: tr("choice.water", { n: a.water }) },
      ];
    case "sendCistern":
      return [kind("sendCistern", tr("choice.sendCistern")), t(a.to, "to")];
    case "incorporeal":
      return [
        kind("incorporeal", tr("choice.incorporeal", { to: a.to })),
        t(a.to, "to"),
        // §15.1: the route through the Jeweled Aviary, a choice of its own (the engine offers it).
        ...(a.via ? [{ key: `via:${a.via}`, label: tr("choice.via", { via: a.via }), space: a.via }] : []),
      ];
    case "polymorphy":
      return [kind("polymorphy", tr("choice.polymorphy")), t(a.a, "a"), t(a.b, "b")];
    case "withThePeople":
      return [
        kind("withThePeople", tr("choice.withThePeople")),
        { key: `card:${a.card}`, label: cardName(view, a.card) },
        {
          key: `replace:${a.replace ?? "none"}`,
          label: a.replace
            ? tr("choice.inPlaceOf", { card: cardName(view, a.replace) })
            : tr("choice.freeSlot"),
        },
      ];
    case "artificers":
      return [
        kind("artificers", tr("choice.artificers")),
        { key: `track:${a.track}`, label: track(a.track) },
      ];
    case "mime":
      return [kind("mime", tr("choice.mime")), { key: `card:${a.card}`, label: cardName(view, a.card) }];
    case "alliances":
    case "flipWarden":
    case "pyrocontrol":
    case "skip":
      return [
        kind(
          a.type,
          describeBrigadeAction(a, (x) => x, view, ctx.locale),
        ),
      ];
    case "pickWarden":
      return [
        { key: `warden:${a.warden}`, label: titleCase(a.warden) },
        { key: `colour:${a.colour}`, label: tr(`colour.${a.colour}`, { defaultValue: a.colour }) },
      ];
    case "pickCorner":
      return [t(a.corner, "corner")];
    case "placeRenown":
    case "takeRenown":
    case "deflect":
    case "raise":
    case "reduce":
    case "push":
      return [t(a.tile)];
    case "chooseRecruit":
      return [
        { key: `card:${a.card ?? "none"}`, label: a.card ? cardName(view, a.card) : tr("choice.nobody") },
        ...(a.card
          ? [
              {
                key: `replace:${a.replace ?? "none"}`,
                label: a.replace
                  ? tr("choice.inPlaceOf", { card: cardName(view, a.replace) })
                  : tr("choice.freeSlot"),
              },
            ]
          : []),
      ];
    case "givePrecious":
      return [{ key: `seat:${a.to}`, label: seatName(view, a.to, tr) }];
    case "favour":
      return [{ key: `favour:${a.option}`, label: describeBrigadeAction(a, (x) => x, view, ctx.locale) }];
    case "chooseSeat":
      return [{ key: `seat:${a.seat}`, label: seatName(view, a.seat, tr) }];
    case "discard":
      return [{ key: `card:${a.card}`, label: cardName(view, a.card) }];
    case "loseWater":
      return [{ key: `holder:${a.holder}`, label: describeBrigadeAction(a, (x) => x, view, ctx.locale) }];
    case "direction":
      return [{ key: `dir:${a.dir}`, label: a.dir }];
    case "trigger":
      return [{ key: `trigger:${a.ability}`, label: triggerName(view, a.ability) }];
  }
}

/** Nothing waits for a confirmation: every Brigade action is one deliberate click away already. */
export const confirmAction = (_a: BrigadeAction): boolean => false;

/** The first step chosen so far (the action kind), or "". */
const firstKey = (ctx: BrigadeContext) => ctx.turn.steps[0]?.key ?? "";

const isViewerActing = (ctx: BrigadeContext) =>
  ctx.game.seat !== null && !ctx.hidden && ctx.game.legal.length > 0;

/** Why the brigade cannot end a Move Brigade on a tile (§8.1, R23, R24). */
function moveBarredReason(
  view: BrigadeView,
  seat: number,
  c: CellView,
  cost: number | undefined,
  locale?: Locale,
): string {
  const t = brigadeT(locale);
  const blocked = blockedReason(view, seat, c, locale);
  if (blocked) return blocked;
  if (view.seats[seat]?.brigade.cell === c.id) return t("barred.already");
  if (cost === undefined) return t("barred.noWay");
  return t("barred.cost", { cost });
}

/** What the hints add to the board: costs, fires, loyalty still needed, barred tiles and why. */
export function brigadeHighlights(ctx: BrigadeContext): SpaceHighlights {
  const view = ctx.game.view;
  const t = brigadeT(ctx.locale);
  const out: SpaceHighlights = { selectable: [], barred: [], marked: [] };
  const seat = ctx.game.seat;
  if (seat === null || ctx.hidden) return out;
  const me = view.seats[seat];
  const colour = seatTextColour(view, seat);
  if (me?.brigade.cell) out.marked?.push({ id: me.brigade.cell, colour, label: t("mark.yourBrigade") });
  if (me?.cistern.cell && me.cistern.cell !== me.brigade.cell)
    out.marked?.push({ id: me.cistern.cell, colour, label: t("mark.yourCistern") });
  if (!isViewerActing(ctx)) return out;
  const hints = ctx.game.hints;
  const first = firstKey(ctx);
  const costs = moveCosts(view, seat);
  const options = new Set(ctx.turn.options.flatMap((o) => (o.step.space ? [o.step.space] : [])));
  if (view.prompt?.kind === "renown" || ctx.game.legal.some((a) => a.type === "placeRenown")) {
    for (const id of options) {
      const c = cellOf(view, id);
      const need = c ? (c.thresholds[seat] ?? 0) - (c.renown[seat] ?? 0) : 0;
      out.selectable?.push({
        id,
        badge: need > 0 ? String(need) : undefined,
        hint: need > 0 ? t("hl.needRenown", { n: need }) : t("hl.renownHere"),
      });
    }
    return out;
  }
  if (view.phase !== "action" || view.prompt) return out;
  if (first === "moveBrigade" && ctx.turn.steps.length >= 2) {
    for (const id of options)
      out.selectable?.push({
        id,
        badge: costs.has(id) ? String(costs.get(id)) : undefined,
        hint: `${costs.has(id) ? t("hl.movePoints", { count: costs.get(id) }) : t("hl.movePointsUnknown")}${cellOf(view, id)?.burning ? t("hl.burningEnds") : ""}`,
      });
    if (!ctx.turn.pending)
      for (const c of view.cells)
        if (!options.has(c.id) && c.kind !== "missing")
          out.barred?.push({
            id: c.id,
            reason: moveBarredReason(view, seat, c, costs.get(c.id), ctx.locale),
          });
    return out;
  }
  if (first === "moveCistern" && ctx.turn.steps.length >= 2) {
    if (!ctx.turn.pending)
      for (const c of view.cells) {
        if (options.has(c.id) || c.kind === "missing" || c.id === me?.cistern.cell) continue;
        const why =
          blockedReason(view, seat, c, ctx.locale) ??
          (c.destroyed ? t("hl.cisternDestroyed") : t("hl.cisternNot"));
        out.barred?.push({ id: c.id, reason: why });
      }
    return out;
  }
  if (first === "" && hints) {
    for (const id of hints.moveTo)
      out.selectable?.push({
        id,
        badge: costs.has(id) ? String(costs.get(id)) : undefined,
        hint: t("hl.moveHere", { cost: costs.get(id) ?? "?" }),
      });
    for (const f of hints.fires)
      out.marked?.push({
        id: f.cell,
        colour: TONES.fire,
        label: f.canPutOut ? t("hl.fireOut", { n: f.intensity }) : t("hl.fire", { n: f.intensity }),
      });
  }
  return out;
}

/** Extra words about a tile for the tooltip and the keyboard list. */
export function brigadeTip(ctx: BrigadeContext): (id: string) => string | undefined {
  const view = ctx.game.view;
  const tr = brigadeT(ctx.locale);
  const who = (p: number) => seatName(view, p, tr);
  return (id) => {
    const c = cellOf(view, id);
    if (!c) return undefined;
    if (c.kind === "missing") return tr("tip.missing");
    if (c.kind === "barracks") return tr("tip.barracks", { name: who(c.barracksOf) });
    const t = c.tile;
    if (!t) return undefined;
    const parts = [
      tr("tip.affValue", { aff: aff(tr, t.affiliation), value: t.value }),
      c.flipped || c.destroyed
        ? tr("tip.destroyed")
        : c.burning
          ? tr("tip.burning", { n: c.intensity, flame: t.flame })
          : tr("tip.notBurning", { flame: t.flame }),
    ];
    if (c.protected && !c.destroyed) parts.push(tr("tip.protected"));
    if (c.loyal >= 0) parts.push(tr("tip.loyal", { name: who(c.loyal) }));
    const renown = c.renown.flatMap((n, p) => (n > 0 ? [`${who(p)} ${n}/${c.thresholds[p] || "—"}`] : []));
    if (renown.length) parts.push(tr("tip.renown", { list: renown.join(", ") }));
    const pieces = [
      ...c.brigades.map((p) => tr("tip.brigadeOf", { name: who(p) })),
      ...c.cisterns.map((p) => tr("tip.cisternOf", { name: who(p) })),
    ];
    if (pieces.length) parts.push(pieces.join(", "));
    return parts.join(" · ");
  };
}

/** The prompt kinds that have a sentence of their own (`prompt.<kind>`). */
const PROMPTS = new Set([
  "warden",
  "corner",
  "recruit",
  "deflect",
  "stoke",
  "flare",
  "cool",
  "upgrade",
  "favour",
  "take",
  "reduce",
  "purge",
  "discard",
  "losewater",
  "push",
  "bonusmove",
  "freecistern",
  "precious",
  "oak",
  "indecent",
  "climb",
  "order",
]);

/** One sentence telling the viewer what to do now. */
export function brigadePrompt(ctx: BrigadeContext): string {
  const { game, turn } = ctx;
  const view = game.view;
  const t = brigadeT(ctx.locale);
  if (game.status.over) return t("prompt.over");
  const waiting = game.status.toAct
    .map((s) => game.seats[s]?.name ?? t("seat.upper", { n: s + 1 }))
    .join(t("and"));
  if (!isViewerActing(ctx)) return t("prompt.waiting", { names: waiting });
  const p = view.prompt;
  if (p?.kind === "renown")
    return p.tile
      ? t("prompt.renownNear", { count: p.count ?? 1, tile: p.tile })
      : t("prompt.renown", { count: p.count ?? 1 });
  // R41: Sir Precious among the drawn cards is given away first; the Recruit goes on with the other.
  if (p?.kind === "recruit" && game.legal.some((a) => a.type === "givePrecious"))
    return t("prompt.givePrecious");
  // The upgrade prompt is a free Upgrade (R15); `prompt.upgrade` is the action phase's Upgrade.
  if (p && PROMPTS.has(p.kind)) return t(p.kind === "upgrade" ? "prompt.upgradeFree" : `prompt.${p.kind}`);
  const seat = game.seat as number;
  const me = view.seats[seat];
  const ap = me?.actionPoints ?? 0;
  const apText = t("prompt.apLeft", { count: ap });
  const first = turn.steps[0]?.key ?? "";
  switch (first) {
    case "transfer":
      // R29: the amount chosen, the arrangement on the cards is still open.
      return t(turn.steps.length >= 2 ? "prompt.transferCards" : "prompt.transfer");
    case "moveBrigade":
    case "moveCistern":
    case "refill":
    case "upgrade":
    case "polymorphy":
    case "sendCistern":
    case "incorporeal":
    case "ashExtinguish":
      return t(`prompt.${first}`);
    case "extinguish": {
      // R29: water and cistern share chosen, which cards pay is still open.
      if (turn.steps.length >= 4) return t("prompt.extinguishCards");
      const c = me?.brigade.cell ? cellOf(view, me.brigade.cell) : undefined;
      return t("prompt.extinguish", { name: c?.tile?.name ?? "", n: c?.intensity ?? "?" });
    }
  }
  if (view.phase === "action") return t("prompt.action", { ap: apText });
  return t("prompt.choose");
}
