/**
 * The guided turn of Small World Underground on the client: each action's choice path (the
 * module's `choices`, same keys, labels and spaces — the cost hints come from the seat's hints),
 * which actions wait for a confirmation, actions in words, what the board lights up (conquerable
 * regions with their cost, final attempts with the die, barred regions with the reason, §7) and
 * one sentence saying what to do now.
 */
import type { ChoiceContext, SelectableSpace, SpaceHighlights, TableContext } from "@pudding/board-ui";
import type { ChoiceStep } from "@pudding/engine";
import type { SwuAction, SwuMap, SwuView } from "@pudding/small-world-underground";
import { FIGURE_NAMES, markerName, powerName, raceName } from "./palette.js";

/** The hints the module sends a seat in its conquest phase. */
export interface ConquestHints {
  phase: "conquest";
  race: string;
  tokens: number;
  firstConquest: boolean;
  targets: { region: string; cost: number; reachable: boolean; affordable: boolean }[];
}
/** Any hints of the module. */
export type SwuHints = ConquestHints | { phase: string } | null;

/** The table context of this game. */
export type SwuContext = TableContext<SwuView, SwuAction, SwuHints, SwuMap>;

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
const RELIC_WORDS: Record<string, string> = {
  sword: "the Sword",
  socks: "the Socks",
  doormat: "the Doormat",
  bag: "the Bag",
};

/** The choice path of an action (equal to the module's keys, labels and spaces). */
export function choicesFor(a: SwuAction, ctx: Pick<ChoiceContext<SwuView>, "view" | "name">): ChoiceStep[] {
  const reg = (id: string): ChoiceStep => ({ key: `region:${id}`, label: ctx.name(id), space: id });
  const step = (key: string, label: string, hint?: string): ChoiceStep => ({
    key,
    label,
    ...(hint ? { hint } : {}),
  });
  const uses = (u: string[]) =>
    u.length ? [step(`use:${u.join("+")}`, `Using ${u.map((x) => RELIC_WORDS[x] ?? x).join(" and ")}`)] : [];
  switch (a.type) {
    case "pick": {
      const c = ctx.view.combos.find((x) => x.position === a.position);
      return [
        step("pick", "Pick a combo"),
        step(
          `combo:${a.position}`,
          c ? `${raceName(c.race)} + ${powerName(c.power)}` : `Combo ${a.position + 1}`,
          c ? `${c.price} coins${c.coins ? `, ${c.coins} on it` : ""}` : undefined,
        ),
      ];
    }
    case "swapBadge":
      return [
        step("mimes", "Shadow Mimes"),
        step(`combo:${a.position}`, `Swap with combo ${a.position + 1}`),
      ];
    case "keepBadge":
      return [step("mimes", "Shadow Mimes"), step("keep", "Keep the badge")];
    case "placeVolcano":
      return [step("volcano", "Place the Volcano"), reg(a.region)];
    case "expand":
      return [step("expand", "Expand")];
    case "decline":
      return [step("decline", "Go into decline")];
    case "declineWithoutStonehedge":
      return [step("decline", "Go into decline"), step("noStonehedge", "Without Stonehedge's power")];
    case "abandon":
      return [step("abandon", "Abandon a region"), reg(a.region)];
    case "moveAncient":
      return [step("ancient", "Move the Great Ancient"), reg(a.region)];
    case "reborn":
      return [step("reborn", "Reborn"), reg(a.region)];
    case "copyRelic":
      return [step("bag", "Bag-o'-Many-Things"), step(`relic:${a.relic}`, markerName(a.relic))];
    case "conquer":
      return [step("conquer", "Conquer"), ...uses(a.use), reg(a.region)];
    case "finalAttempt":
      return [step("final", "Final attempt"), ...uses(a.use), reg(a.region)];
    case "wispRoll":
      return [step("wisp", "Will-o'-Wisp roll"), ...uses(a.use), reg(a.region)];
    case "vampire":
      return [step("vampire", "Vampire bite"), reg(a.region)];
    case "orb":
      return [step("orb", "Shiny Orb"), ...uses(a.use), reg(a.region)];
    case "balrog":
      return [step("balrog", "Move the Balrog"), reg(a.region)];
    case "endConquests":
      return [step("end", "End conquests")];
    case "placeArmor":
      return [step("armor", "Place an armor"), reg(a.region)];
    case "stopArmor":
      return [step("armor", "Place an armor"), step("stop", "No more")];
    case "deploy":
      return [step("deploy", "Deploy"), reg(a.region), step(`count:${a.count}`, plural(a.count, "token"))];
    case "placeQueen":
      return [step("queen", "Place the Queen"), reg(a.region)];
    case "placeGhost":
      return [step("ghost", "Place the Ghost"), reg(a.region)];
    case "placeRing":
      return [step("ring", "Froggy's Ring"), reg(a.region)];
    case "keepRing":
      return [step("ring", "Froggy's Ring"), step("keep", "Leave it")];
    case "placeBag":
      return [step("bagPlace", "Place the Bag"), reg(a.region)];
    case "keepBag":
      return [step("bagPlace", "Place the Bag"), step("keep", "Leave it")];
    case "placeScepter":
      return [step("scepter", "Scepter of Avarice"), reg(a.region)];
    case "keepScepter":
      return [step("scepter", "Scepter of Avarice"), step("keep", "Leave it")];
    case "altar":
      return [step("altar", "Altar of Souls"), reg(a.region)];
    case "skipAltar":
      return [step("altar", "Altar of Souls"), step("skip", "Skip")];
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

/** An action in words (the Confirm button, menus). */
export function describeSwuAction(a: SwuAction, name: (id: string) => string): string {
  const use = (u: string[]) => (u.length ? ` using ${u.map((x) => RELIC_WORDS[x] ?? x).join(" and ")}` : "");
  switch (a.type) {
    case "pick":
      return `Pick combo ${a.position + 1}`;
    case "swapBadge":
      return `Swap the Mimes' badge with combo ${a.position + 1}`;
    case "keepBadge":
      return "Keep the Mimes' badge";
    case "placeVolcano":
      return `Place the Volcano on ${name(a.region)}`;
    case "expand":
      return "Expand";
    case "decline":
      return "Go into decline (no conquest this turn, §11)";
    case "declineWithoutStonehedge":
      return "Go into decline without Stonehedge's power";
    case "abandon":
      return `Abandon ${name(a.region)} (its tokens come back to your hand, §10.2)`;
    case "moveAncient":
      return `Move the Great Ancient to ${name(a.region)}`;
    case "reborn":
      return `Reborn: take over ${name(a.region)}`;
    case "copyRelic":
      return `The Bag copies the ${markerName(a.relic)}`;
    case "conquer":
      return `Conquer ${name(a.region)}${use(a.use)}`;
    case "finalAttempt":
      return `Final attempt on ${name(a.region)}${use(a.use)}: roll the Reinforcement die (§7.10)`;
    case "wispRoll":
      return `Roll for ${name(a.region)}${use(a.use)} (Will-o'-Wisps)`;
    case "vampire":
      return `Vampire bite on ${name(a.region)}`;
    case "orb":
      return `Shiny Orb on ${name(a.region)}`;
    case "balrog":
      return `Send the Balrog to ${name(a.region)}`;
    case "endConquests":
      return "End conquests";
    case "placeArmor":
      return `Mushroom Armor on ${name(a.region)}`;
    case "stopArmor":
      return "Place no more armors";
    case "deploy":
      return `Deploy ${plural(a.count, "token")} to ${name(a.region)}`;
    case "placeQueen":
      return `Queen to ${name(a.region)}`;
    case "placeGhost":
      return `Ghost to ${name(a.region)}`;
    case "placeRing":
      return `Froggy's Ring to ${name(a.region)}`;
    case "keepRing":
      return "Leave the Ring";
    case "placeBag":
      return `Bag to ${name(a.region)}`;
    case "keepBag":
      return "Leave the Bag";
    case "placeScepter":
      return `Scepter to ${name(a.region)}`;
    case "keepScepter":
      return "Leave the Scepter";
    case "altar":
      return `Sacrifice a declined token at ${name(a.region)} (3 coins)`;
    case "skipAltar":
      return "Skip the Altar";
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
): string {
  const r = view.regions.find((x) => x.id === t.region);
  if (r?.figures.includes("balrog")) return "the Balrog holds it: nobody may enter (§18.9)";
  if (r?.immune) {
    const f = r.figures.find((x) => x !== "bag" && x !== "volcano");
    return `immune: ${f ? FIGURE_NAMES[f] : "a figure"} protects it (§13.5)`;
  }
  if (!t.reachable)
    return h.firstConquest
      ? "a first conquest must touch the map edge (§7.1)"
      : "not next to a region of yours (§7.2)";
  if (!t.affordable) {
    const short = t.cost - h.tokens;
    return `costs ${t.cost}, you have ${plural(h.tokens, "token")} (§7.3)${
      finalOpen && short <= 3 ? " — the final attempt could roll it" : ""
    }`;
  }
  return "cannot be conquered now";
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
  const atRoot = turn.state.chosen.length === 0 && turn.state.pending === null;
  const chose = turn.state.chosen[0];
  if (!atRoot && chose !== "conquer" && chose !== "final") return {};
  const cost = new Map(h.targets.map((t) => [t.region, t.cost]));
  const plain = new Set<string>();
  const finals = new Set<string>();
  for (const a of game.legal) {
    if (a.type === "conquer" && a.use.length === 0) plain.add(a.region);
    if (a.type === "finalAttempt" && a.use.length === 0) finals.add(a.region);
  }
  const selectable: SelectableSpace[] = [];
  if (atRoot || chose === "conquer")
    for (const id of plain) {
      const c = cost.get(id);
      selectable.push({
        id,
        badge: c === undefined ? undefined : String(c),
        hint: c === undefined ? "conquer" : `conquer: costs ${plural(c, "token")} of your ${h.tokens}`,
      });
    }
  if (atRoot || chose === "final")
    for (const id of finals) {
      const c = cost.get(id);
      selectable.push({
        id,
        badge: `${c ?? "?"}⚀`,
        hint: `final attempt: costs ${c ?? "?"}, you have ${h.tokens} — roll the die for the rest (§7.10)`,
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
    .map((t) => ({ id: t.region, reason: barredReason(t, h, game.view, finals.size > 0) }));
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
    return `out of reach — ${barredReason(t, h, ctx.game.view, false)}`;
  };
}

/** The viewer's seat's active race as seen in the view. */
const activeOf = (view: SwuView, seat: number | null) =>
  seat === null ? null : (view.seats[seat]?.active ?? null);

/** One sentence: what the viewer should do now, or who is doing what (§19). */
export function swuPrompt(ctx: SwuContext): string | null {
  const { game } = ctx;
  const v = game.view;
  if (game.status.over) return "The game is over: every coin is revealed.";
  const actor = game.status.toAct[0];
  const actorName = actor === undefined ? "Nobody" : (game.seats[actor]?.name ?? `Seat ${actor + 1}`);
  const mine = game.legal.length > 0;
  if (!mine) {
    if (v.phase === "withdraw") return `${actorName} redeploys the tokens taken back after an attack (§7.8).`;
    const doing: Record<string, string> = {
      pick: "is picking a race and power",
      mimes: "decides on the Shadow Mimes' swap",
      volcano: "places the Volcano",
      start: "chooses to expand or decline",
      conquest: "is conquering",
      armor: "places Mushroom Armors",
      redeploy: "redeploys",
      tomb: "redeploys the Tomb race",
      altar: "may use the Altar of Souls",
    };
    return `${actorName} ${doing[v.phase] ?? "is finishing the turn"}.`;
  }
  const me = activeOf(v, game.seat);
  switch (v.phase) {
    case "pick":
      return "Pick a race and power from the row: the top combo is free, each one lower costs 1 coin per combo above it (§6.1).";
    case "mimes":
      return "Shadow Mimes: swap your badge with another visible combo, or keep it (§14.12).";
    case "volcano":
      return "Flames: put the Volcano on a chasm that carries the Volcano symbol (§14.3).";
    case "start":
      return `Expand with your ${me ? raceName(me.race) : "race"}, or put it into decline (§11).`;
    case "conquest": {
      const h = isConquestHints(game.hints) ? game.hints : null;
      const n = h?.tokens ?? me?.hand ?? 0;
      const first = h?.firstConquest ? " A first conquest must touch the map edge (§7.1)." : "";
      return `Conquer with ${plural(n, "token")} in hand: glowing regions show their cost — click one.${first} End your conquests when you are done.`;
    }
    case "armor":
      return `Place your Mushroom Armors (${v.turnState.armorsToPlace} left) on your Mushroom Forests (§15.2).`;
    case "redeploy":
      return `Redeploy ${plural(me?.hand ?? 0, "token")} in hand: click one of your regions, then choose how many (§8).`;
    case "tomb":
      return "Tomb: redeploy your declined tokens among their regions (§15.11).";
    case "withdraw": {
      const w = v.withdrawals.find((x) => x.seat === game.seat);
      return `You were attacked: put your ${w ? plural(w.count, `${raceName(w.race)} token`) : "withdrawn tokens"} back into your regions (§7.8).`;
    }
    case "queen":
      return "Place the Queen on one of your regions: it becomes immune (§15.15).";
    case "ghost":
      return "Place the Tomb-raider's Ghost on a region: it becomes immune (§18.3).";
    case "ring":
    case "bagRing":
      return "Froggy's Ring: put it on one of your regions to take a coin from each neighbour, or leave it (§17.1).";
    case "scepter":
    case "bagScepter":
      return "Scepter of Avarice: choose the region whose coins are doubled this turn, or leave it (§17.6).";
    case "altar":
      return "Altar of Souls: sacrifice one of your declined tokens for 3 coins, or skip (§18.1).";
    default:
      return null;
  }
}
