/**
 * The guided turn of Small World Underground on the client: each action's choice path (the
 * module's `choices`, same keys, labels and spaces — the cost hints come from the seat's hints),
 * which actions wait for a confirmation, actions in words, what the board lights up (conquerable
 * regions with their cost, final attempts with the die, barred regions with the reason, §7) and
 * one sentence saying what to do now.
 */
import type { ChoiceContext, SelectableSpace, SpaceHighlights, TableContext } from "@pudding/board-ui";
import type { ChoiceStep, Locale } from "@pudding/engine";
import { tFor } from "@pudding/i18n";
import type { SwuAction, SwuMap, SwuView } from "@pudding/small-world-underground";
import { SWU_NS } from "../messages.js";
import { figureName, markerName, markerThe, powerName, raceName, relicWord } from "./palette.js";

/** The hints the module sends a seat in its conquest phase. */
export interface ConquestHints {
  phase: "conquest";
  race: string;
  tokens: number;
  firstConquest: boolean;
  targets: {
    region: string;
    /** The cost without Relics. */
    cost: number;
    reachable: boolean;
    affordable: boolean;
    /** The cost of each offered conquest of it, by Relics used ("", "sword", "sword+bag"…): the engine's. */
    costs?: Record<string, number>;
  }[];
}
/** Any hints of the module. */
export type SwuHints = ConquestHints | { phase: string } | null;

/** The table context of this game. */
export type SwuContext = TableContext<SwuView, SwuAction, SwuHints, SwuMap>;

/** The table's words in a language (English when absent). */
const words = (locale?: Locale) => tFor(locale ?? "en", SWU_NS);
/** The Relics a conquest uses, in words ("the Sword and the Socks"). */
const relicsIn = (u: string[], locale?: Locale) =>
  u.map((x) => relicWord(x, locale)).join(` ${words(locale)("common.and")} `);

/** The choice path of an action (equal to the module's keys, labels and spaces). */
export function choicesFor(
  a: SwuAction,
  ctx: Pick<ChoiceContext<SwuView>, "view" | "name" | "locale">,
): ChoiceStep[] {
  const l = ctx.locale ?? "en";
  const t = words(l);
  const reg = (id: string): ChoiceStep => ({ key: `region:${id}`, label: ctx.name(id), space: id });
  const step = (key: string, label: string, hint?: string): ChoiceStep => ({
    key,
    label,
    ...(hint ? { hint } : {}),
  });
  const uses = (u: string[]) =>
    u.length ? [step(`use:${u.join("+")}`, t("choice.using", { relics: relicsIn(u, l) }))] : [];
  switch (a.type) {
    case "pick": {
      const c = ctx.view.combos.find((x) => x.position === a.position);
      return [
        step("pick", t("choice.pick")),
        step(
          `combo:${a.position}`,
          c ? `${raceName(c.race, l)} + ${powerName(c.power, l)}` : t("choice.combo", { n: a.position + 1 }),
          c
            ? c.coins
              ? t("choice.priceOn", { count: c.price, on: c.coins })
              : t("choice.price", { count: c.price })
            : undefined,
        ),
      ];
    }
    case "swapBadge":
      return [
        step("mimes", raceName("shadowMimes", l)),
        step(`combo:${a.position}`, t("choice.swapWith", { n: a.position + 1 })),
      ];
    case "keepBadge":
      return [step("mimes", raceName("shadowMimes", l)), step("keep", t("choice.keepBadge"))];
    case "placeVolcano":
      return [step("volcano", t("choice.volcano")), reg(a.region)];
    case "expand":
      return [step("expand", t("choice.expand"))];
    case "decline":
      return [step("decline", t("choice.decline"))];
    case "declineWithoutStonehedge":
      return [step("decline", t("choice.decline")), step("noStonehedge", t("choice.noStonehedge"))];
    case "abandon":
      return [step("abandon", t("choice.abandon")), reg(a.region)];
    case "moveAncient":
      return [step("ancient", t("choice.ancient")), reg(a.region)];
    case "reborn":
      return [step("reborn", powerName("reborn", l)), reg(a.region)];
    case "copyRelic":
      return [step("bag", t("choice.bag")), step(`relic:${a.relic}`, markerName(a.relic, l))];
    case "conquer":
      return [step("conquer", t("choice.conquer")), ...uses(a.use), reg(a.region)];
    case "finalAttempt":
      return [step("final", t("choice.final")), ...uses(a.use), reg(a.region)];
    case "wispRoll":
      return [step("wisp", t("choice.wisp")), ...uses(a.use), reg(a.region)];
    case "vampire":
      return [step("vampire", t("choice.vampire")), reg(a.region)];
    case "orb":
      return [step("orb", markerName("shinyOrb", l)), ...uses(a.use), reg(a.region)];
    case "balrog":
      return [step("balrog", t("choice.balrog")), reg(a.region)];
    case "endConquests":
      return [step("end", t("choice.end"))];
    case "placeArmor":
      return [step("armor", t("choice.armor")), reg(a.region)];
    case "stopArmor":
      return [step("armor", t("choice.armor")), step("stop", t("choice.noMore"))];
    case "deploy":
      return [
        step("deploy", t("choice.deploy")),
        reg(a.region),
        step(`count:${a.count}`, t("choice.tokens", { count: a.count })),
      ];
    case "placeQueen":
      return [step("queen", t("choice.queen")), reg(a.region)];
    case "placeGhost":
      return [step("ghost", t("choice.ghost")), reg(a.region)];
    case "keepGhost":
      return [step("ghost", t("choice.ghost")), step("keep", t("choice.leaveIt"))];
    case "placeRing":
      return [step("ring", markerName("froggysRing", l)), reg(a.region)];
    case "keepRing":
      return [step("ring", markerName("froggysRing", l)), step("keep", t("choice.leaveIt"))];
    case "placeBag":
      return [step("bagPlace", t("choice.placeBag")), reg(a.region)];
    case "keepBag":
      return [step("bagPlace", t("choice.placeBag")), step("keep", t("choice.leaveIt"))];
    case "placeScepter":
      return [step("scepter", markerName("scepterOfAvarice", l)), reg(a.region)];
    case "keepScepter":
      return [step("scepter", markerName("scepterOfAvarice", l)), step("keep", t("choice.leaveIt"))];
    case "altar":
      return [step("altar", markerName("altarOfSouls", l)), reg(a.region)];
    case "skipAltar":
      return [step("altar", markerName("altarOfSouls", l)), step("skip", t("choice.skip"))];
  }
}

/** Actions that cannot be taken back wait for a confirmation: decline, abandoning, rolling the die. */
export function confirmAction(a: SwuAction): boolean {
  return (
    a.type === "decline" ||
    a.type === "declineWithoutStonehedge" ||
    a.type === "abandon" ||
    a.type === "finalAttempt" ||
    a.type === "wispRoll"
  );
}

/** An action in words (the Confirm button, menus), in the reader's language. */
export function describeSwuAction(a: SwuAction, name: (id: string) => string, locale?: Locale): string {
  const l = locale ?? "en";
  const t = words(l);
  const on = (key: string) => ("region" in a ? t(key, { region: name(a.region) }) : t(key));
  const using = (key: string, u: string[]) =>
    u.length && "region" in a
      ? t(`${key}Using`, { region: name(a.region), relics: relicsIn(u, l) })
      : on(key);
  switch (a.type) {
    case "pick":
      return t("action.pick", { n: a.position + 1 });
    case "swapBadge":
      return t("action.swapBadge", { n: a.position + 1 });
    case "keepBadge":
      return t("action.keepBadge");
    case "placeVolcano":
      return on("action.volcano");
    case "expand":
      return t("action.expand");
    case "decline":
      return t("action.decline");
    case "declineWithoutStonehedge":
      return t("action.declineWithoutStonehedge");
    case "abandon":
      return on("action.abandon");
    case "moveAncient":
      return on("action.ancient");
    case "reborn":
      return on("action.reborn");
    case "copyRelic":
      return t("action.copyRelic", { relic: markerThe(a.relic, l) });
    case "conquer":
      return using("action.conquer", a.use);
    case "finalAttempt":
      return using("action.final", a.use);
    case "wispRoll":
      return using("action.wisp", a.use);
    case "vampire":
      return on("action.vampire");
    case "orb":
      return on("action.orb");
    case "balrog":
      return on("action.balrog");
    case "endConquests":
      return t("action.end");
    case "placeArmor":
      return on("action.armor");
    case "stopArmor":
      return t("action.stopArmor");
    case "deploy":
      return t("action.deploy", { count: a.count, region: name(a.region) });
    case "placeQueen":
      return on("action.queen");
    case "placeGhost":
      return on("action.ghost");
    case "placeRing":
      return on("action.ring");
    case "keepGhost":
      return t("action.keepGhost");
    case "keepRing":
      return t("action.keepRing");
    case "placeBag":
      return on("action.bag");
    case "keepBag":
      return t("action.keepBag");
    case "placeScepter":
      return on("action.scepter");
    case "keepScepter":
      return t("action.keepScepter");
    case "altar":
      return on("action.altar");
    case "skipAltar":
      return t("action.skipAltar");
  }
}

const isConquestHints = (h: unknown): h is ConquestHints =>
  typeof h === "object" && h !== null && (h as { phase?: string }).phase === "conquest" && "targets" in h;

/** Why a region may not be conquered now, from the seat's hints and the view (§7.1–§7.3, §13.5). */
export function barredReason(
  t: ConquestHints["targets"][number],
  h: ConquestHints,
  view: SwuView,
  finalOpen: boolean,
  locale?: Locale,
): string {
  const w = words(locale);
  const r = view.regions.find((x) => x.id === t.region);
  if (r?.figures.includes("balrog")) return w("barred.balrog");
  if (r?.immune) {
    const f = r.figures.find((x) => x !== "bag" && x !== "volcano");
    return w("barred.immune", { figure: f ? figureName(f, locale) : w("barred.aFigure") });
  }
  if (!t.reachable) return h.firstConquest ? w("barred.edge") : w("barred.notNext");
  if (!t.affordable) {
    const short = t.cost - h.tokens;
    return w(finalOpen && short <= 3 ? "barred.costFinal" : "barred.cost", { cost: t.cost, count: h.tokens });
  }
  return w("barred.other");
}

/**
 * The board's emphasis for the viewer: in the conquest phase every conquerable region glows with its
 * cost (a click conquers it), final attempts show the die, the others say why not; elsewhere the
 * guided turn's own highlights (regions to deploy to, to place a figure on…) stand.
 */
export function swuHighlights(ctx: SwuContext): SpaceHighlights {
  const { game, turn } = ctx;
  const h = game.hints;
  if (!isConquestHints(h) || game.legal.length === 0) return {};
  const w = words(ctx.locale);
  const atRoot = turn.state.chosen.length === 0 && turn.state.pending === null;
  const chose = turn.state.chosen[0];
  if (!atRoot && chose !== "conquer" && chose !== "final") return {};
  // Issue 27: after "Using the Sword" (a `use:` step) the regions and costs are those of that use —
  // the engine's own cost for it (hints' `costs`), never the cost without the Relic.
  const useStep = turn.state.chosen[1];
  const use = useStep?.startsWith("use:") ? useStep.slice(4) : "";
  const cost = new Map(h.targets.map((t) => [t.region, t.costs?.[use] ?? (use ? undefined : t.cost)]));
  const plain = new Set<string>();
  const finals = new Set<string>();
  for (const a of game.legal) {
    if (a.type === "conquer" && a.use.join("+") === use) plain.add(a.region);
    if (a.type === "finalAttempt" && a.use.join("+") === use) finals.add(a.region);
  }
  const selectable: SelectableSpace[] = [];
  if (atRoot || chose === "conquer")
    for (const id of plain) {
      const c = cost.get(id);
      selectable.push({
        id,
        badge: c === undefined ? undefined : String(c),
        hint: c === undefined ? w("hl.conquer") : w("hl.conquerCost", { count: c, have: h.tokens }),
      });
    }
  if (atRoot || chose === "final")
    for (const id of finals) {
      const c = cost.get(id);
      selectable.push({
        id,
        badge: `${c ?? "?"}⚀`,
        hint: w("hl.final", { cost: c ?? "?", have: h.tokens }),
      });
    }
  const lit = new Set(selectable.map((s) => s.id));
  const own = new Set(
    game.view.regions.filter((r) => r.seat === game.seat && !r.declined && r.race).map((r) => r.id),
  );
  // Only regions one could think of taking are barred on the board (next to one's own, or on the
  // edge for a first conquest, or shielded by a figure): greying the whole far cavern would bury the
  // map; a far region says why in its tip (`farReason`).
  const barred = h.targets
    .filter((t) => !lit.has(t.region) && !own.has(t.region))
    .filter((t) => !game.legal.some((a) => "region" in a && a.region === t.region))
    .filter((t) => t.reachable || shielded(game.view, t.region))
    .map((t) => ({ id: t.region, reason: barredReason(t, h, game.view, finals.size > 0, ctx.locale) }));
  return { selectable, barred };
}

/** A region a figure shields (the Balrog, or an immunity of §13.5). */
function shielded(view: SwuView, id: string): boolean {
  const r = view.regions.find((x) => x.id === id);
  return !!r && (r.immune || r.figures.includes("balrog"));
}

/**
 * Why a region out of reach may not be conquered now (for its tip), when the viewer is conquering
 * and the board does not bar it: "not next to a region of yours (§7.2)".
 */
export function farReason(ctx: SwuContext): (id: string) => string | undefined {
  const h = ctx.game.hints;
  if (!isConquestHints(h) || ctx.game.legal.length === 0) return () => undefined;
  const far = new Map(h.targets.filter((t) => !t.reachable).map((t) => [t.region, t]));
  return (id) => {
    const t = far.get(id);
    if (!t || shielded(ctx.game.view, id)) return undefined;
    if (ctx.game.legal.some((a) => "region" in a && a.region === id)) return undefined;
    return words(ctx.locale)("hl.outOfReach", {
      reason: barredReason(t, h, ctx.game.view, false, ctx.locale),
    });
  };
}

/** The viewer's seat's active race as seen in the view. */
const activeOf = (view: SwuView, seat: number | null) =>
  seat === null ? null : (view.seats[seat]?.active ?? null);

/** One sentence: what the viewer should do now, or who is doing what (§19). */
export function swuPrompt(ctx: SwuContext): string | null {
  const { game } = ctx;
  const v = game.view;
  const l = ctx.locale ?? "en";
  const t = words(l);
  if (game.status.over) return t("prompt.over");
  const actor = game.status.toAct[0];
  const actorName =
    actor === undefined
      ? t("prompt.nobody")
      : (game.seats[actor]?.name ?? t("prompt.seat", { n: actor + 1 }));
  const mine = game.legal.length > 0;
  if (!mine) {
    if (v.phase === "withdraw") return t("prompt.othersWithdraw", { name: actorName });
    const doing = ["pick", "mimes", "volcano", "start", "conquest", "armor", "redeploy", "tomb", "altar"];
    return t(doing.includes(v.phase) ? `doing.${v.phase}` : "doing.other", { name: actorName });
  }
  const me = activeOf(v, game.seat);
  switch (v.phase) {
    case "pick":
      return t("prompt.pick");
    case "mimes":
      return t("prompt.mimes");
    case "volcano":
      return t("prompt.volcano");
    case "start":
      return t("prompt.start", { race: me ? raceName(me.race, l) : t("prompt.race") });
    case "conquest": {
      const h = isConquestHints(game.hints) ? game.hints : null;
      const n = h?.tokens ?? me?.hand ?? 0;
      return t(h?.firstConquest ? "prompt.conquestFirst" : "prompt.conquest", { count: n });
    }
    case "armor":
      return t("prompt.armor", { left: v.turnState.armorsToPlace });
    case "redeploy":
      return t("prompt.redeploy", { count: me?.hand ?? 0 });
    case "tomb":
      return t("prompt.tomb");
    case "withdraw": {
      const w = v.withdrawals.find((x) => x.seat === game.seat);
      return w
        ? t("prompt.withdraw", { count: w.count, race: raceName(w.race, l) })
        : t("prompt.withdrawAny");
    }
    case "queen":
      return t("prompt.queen");
    case "ghost":
      return t("prompt.ghost");
    case "ring":
    case "bagRing":
      return t("prompt.ring");
    case "scepter":
    case "bagScepter":
      return t("prompt.scepter");
    case "altar":
      return t("prompt.altar");
    default:
      return null;
  }
}
