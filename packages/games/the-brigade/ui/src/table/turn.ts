/**
 * The Brigade's guided turn on the client: each action's choice path from the view alone (the same
 * step keys as `THE_BRIGADE.choices`, with table words), an action in words, what the hints add to
 * the board (where the brigade can go and at what movement cost, the fires within reach, the
 * renown still needed for loyalty, and why a tile is barred, with the §), the tooltip of a tile
 * and the sentence that tells the player what to do now.
 */
import type { ChoiceContext, ChoiceStep, SpaceHighlights, TableContext } from "@pudding/board-ui";
import type { BrigadeAction, BrigadeHints, BrigadeMap, BrigadeView, CellView } from "@pudding/the-brigade";
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

const seatName = (view: BrigadeView, p: number) => view.seats[p]?.name ?? `Player ${p + 1}`;

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
function tileStep(view: BrigadeView, id: string, key = "tile"): ChoiceStep {
  const c = cellOf(view, id);
  const t = c?.tile;
  return {
    key: `${key}:${id}`,
    label: t ? `${id} ${t.name}` : id,
    space: id,
    ...(t && c
      ? {
          hint: `${affiliationLook(t.affiliation).name}, value ${t.value}, intensity ${c.destroyed ? "destroyed" : c.intensity}`,
        }
      : {}),
  };
}

const HOLDER = (view: BrigadeView, h: string) =>
  h === "warden" ? "the warden" : h === "cistern" ? "the cistern" : cardName(view, h);

/** An action in words (the Confirm button, menus). */
export function describeBrigadeAction(
  a: BrigadeAction,
  name: (id: string) => string,
  view?: BrigadeView,
): string {
  const card = (id: string) => (view ? cardName(view, id) : id);
  switch (a.type) {
    case "endTurn":
      return "End the turn";
    case "moveBrigade":
      return `Move the brigade to ${name(a.to)}`;
    case "moveCistern":
      return `Move the cistern to ${name(a.to)}`;
    case "extinguish":
      return `Extinguish with ${a.water} water${a.fromCistern ? ` (${a.fromCistern} from the cistern)` : ""}`;
    case "refill":
      return `Refill on ${name(a.tile)}`;
    case "transfer":
      return `Transfer: ${a.cistern} water in the cistern`;
    case "recruit":
      return "Recruit (draw two squad cards)";
    case "upgrade":
      return `Upgrade ${TRACK_WORDS[a.track]}`;
    case "cisternExtinguish":
      return "Leon Bertrand: the cistern puts out its tile";
    case "ashExtinguish":
      return `Ash: extinguish ${name(a.tile)} with ${a.water} of her water`;
    case "sendCistern":
      return `Send the cistern to ${name(a.to)} and put it out`;
    case "polymorphy":
      return `Polymorphy: swap the fires of ${name(a.a)} and ${name(a.b)}`;
    case "withThePeople":
      return `With the people: take ${card(a.card)}${a.replace ? ` in place of ${card(a.replace)}` : ""}`;
    case "artificers":
      return `Artificers: upgrade ${TRACK_WORDS[a.track]}`;
    case "alliances":
      return "Alliances: shelter your loyal tiles from events";
    case "flipWarden":
      return "Flip White Fang";
    case "mime":
      return `Mime ${card(a.card)}`;
    case "incorporeal":
      return `Incorporeal move to ${name(a.to)}`;
    case "pyrocontrol":
      return "Pyrocontrol: crown the next firestorm";
    case "pickWarden":
      return `Lead the ${a.colour} brigade with ${card(a.warden)}`;
    case "pickCorner":
      return `Barracks on ${a.corner}`;
    case "placeRenown":
      return `Place renown on ${name(a.tile)}`;
    case "takeRenown":
      return `Take a renown token from ${name(a.tile)}`;
    case "chooseRecruit":
      return a.card
        ? `Recruit ${card(a.card)}${a.replace ? ` in place of ${card(a.replace)}` : ""}`
        : "Recruit nobody";
    case "givePrecious":
      return `Give Sir Precious to ${view ? seatName(view, a.to) : `seat ${a.to + 1}`}`;
    case "deflect":
      return `Send the fireball to ${name(a.tile)}`;
    case "raise":
      return `Raise ${name(a.tile)}`;
    case "reduce":
      return `Reduce ${name(a.tile)}`;
    case "favour":
      return a.option === "water"
        ? "Put 2 water on your squad"
        : a.option === "moveRenown"
          ? "Move 1 of your renown"
          : "Reduce an adjacent tile by 1";
    case "chooseSeat":
      return `${view ? seatName(view, a.seat) : `Seat ${a.seat + 1}`} discards a squad member`;
    case "discard":
      return `Discard ${card(a.card)}`;
    case "loseWater":
      return `Lose water from ${view ? HOLDER(view, a.holder) : a.holder}`;
    case "push":
      return `Push the brigade to ${name(a.tile)}`;
    case "direction":
      return `Old Tom Oak falls ${a.dir === "N" ? "north" : a.dir === "E" ? "east" : a.dir === "S" ? "south" : "west"}`;
    case "skip":
      return "Decline";
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
export function choicesFor(a: BrigadeAction, ctx: Pick<ChoiceContext<BrigadeView>, "view">): ChoiceStep[] {
  const view = ctx.view;
  const me = view.seats[actorOf(view)];
  const t = (id: string, key?: string) => tileStep(view, id, key);
  const kind = (key: string, label: string): ChoiceStep => ({ key, label });
  switch (a.type) {
    case "endTurn":
      return [kind("endTurn", "End turn")];
    case "moveBrigade":
      return [
        kind("moveBrigade", "Move brigade"),
        { key: "brigade", label: "Brigade", space: me?.brigade.cell ?? undefined },
        t(a.to, "to"),
      ];
    case "moveCistern":
      return [
        kind("moveCistern", "Move cistern"),
        { key: "cistern", label: "Cistern", space: me?.cistern.cell ?? undefined },
        t(a.to, "to"),
      ];
    case "extinguish": {
      const here = me?.brigade.cell ?? "";
      const c = cellOf(view, here);
      const out = c && a.water >= c.intensity;
      return [
        kind("extinguish", "Extinguish"),
        t(here),
        {
          key: `water:${a.water}`,
          label: `${a.water} water`,
          hint: out ? `puts it out: ${a.water} renown (§8.3)` : "lowers it; no renown until it is out (§8.3)",
        },
        {
          key: `cistern:${a.fromCistern}`,
          label: a.fromCistern ? `${a.fromCistern} from the cistern` : "brigade water only",
        },
      ];
    }
    case "refill":
      return [kind("refill", "Refill"), t(a.tile)];
    case "transfer":
      return [
        kind("transfer", "Transfer"),
        { key: `cistern:${a.cistern}`, label: `${a.cistern} in the cistern` },
      ];
    case "recruit":
      return [kind("recruit", "Recruit")];
    case "upgrade":
      return [kind("upgrade", "Upgrade"), { key: `track:${a.track}`, label: TRACK_WORDS[a.track] }];
    case "cisternExtinguish":
      return [kind("cisternExtinguish", "Leon Bertrand"), t(me?.cistern.cell ?? "")];
    case "ashExtinguish":
      return [
        kind("ashExtinguish", "Ash"),
        t(a.tile),
        { key: `water:${a.water}`, label: `${a.water} water` },
      ];
    case "sendCistern":
      return [kind("sendCistern", "Send the cistern to"), t(a.to, "to")];
    case "incorporeal":
      return [kind("incorporeal", `Incorporeal move to ${a.to}`), t(a.to, "to")];
    case "polymorphy":
      return [kind("polymorphy", "Polymorphy"), t(a.a, "a"), t(a.b, "b")];
    case "withThePeople":
      return [
        kind("withThePeople", "With the people"),
        { key: `card:${a.card}`, label: cardName(view, a.card) },
        {
          key: `replace:${a.replace ?? "none"}`,
          label: a.replace ? `in place of ${cardName(view, a.replace)}` : "into a free slot",
        },
      ];
    case "artificers":
      return [kind("artificers", "Artificers"), { key: `track:${a.track}`, label: TRACK_WORDS[a.track] }];
    case "mime":
      return [kind("mime", "Mime"), { key: `card:${a.card}`, label: cardName(view, a.card) }];
    case "alliances":
    case "flipWarden":
    case "pyrocontrol":
    case "skip":
      return [
        kind(
          a.type,
          describeBrigadeAction(a, (x) => x, view),
        ),
      ];
    case "pickWarden":
      return [
        { key: `warden:${a.warden}`, label: titleCase(a.warden) },
        { key: `colour:${a.colour}`, label: a.colour },
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
        { key: `card:${a.card ?? "none"}`, label: a.card ? cardName(view, a.card) : "Nobody" },
        ...(a.card
          ? [
              {
                key: `replace:${a.replace ?? "none"}`,
                label: a.replace ? `in place of ${cardName(view, a.replace)}` : "into a free slot",
              },
            ]
          : []),
      ];
    case "givePrecious":
      return [{ key: `seat:${a.to}`, label: seatName(view, a.to) }];
    case "favour":
      return [{ key: `favour:${a.option}`, label: describeBrigadeAction(a, (x) => x, view) }];
    case "chooseSeat":
      return [{ key: `seat:${a.seat}`, label: seatName(view, a.seat) }];
    case "discard":
      return [{ key: `card:${a.card}`, label: cardName(view, a.card) }];
    case "loseWater":
      return [{ key: `holder:${a.holder}`, label: describeBrigadeAction(a, (x) => x, view) }];
    case "direction":
      return [{ key: `dir:${a.dir}`, label: a.dir }];
  }
}

/** Nothing waits for a confirmation: every Brigade action is one deliberate click away already. */
export const confirmAction = (_a: BrigadeAction): boolean => false;

/** The first step chosen so far (the action kind), or "". */
const firstKey = (ctx: BrigadeContext) => ctx.turn.steps[0]?.key ?? "";

const isViewerActing = (ctx: BrigadeContext) =>
  ctx.game.seat !== null && !ctx.hidden && ctx.game.legal.length > 0;

/** Why the brigade cannot end a Move Brigade on a tile (§8.1, R23, R24). */
function moveBarredReason(view: BrigadeView, seat: number, c: CellView, cost: number | undefined): string {
  const blocked = blockedReason(view, seat, c);
  if (blocked) return blocked;
  if (view.seats[seat]?.brigade.cell === c.id) return "your brigade is already here";
  if (cost === undefined)
    return "no way there: a burning tile ends a move as you enter it, others' pieces block (§8.1, R23)";
  return `needs ${cost} movement points: a Move Brigade has 3, entering a destroyed tile costs 2 (§8.1)`;
}

/** What the hints add to the board: costs, fires, loyalty still needed, barred tiles and why. */
export function brigadeHighlights(ctx: BrigadeContext): SpaceHighlights {
  const view = ctx.game.view;
  const out: SpaceHighlights = { selectable: [], barred: [], marked: [] };
  const seat = ctx.game.seat;
  if (seat === null || ctx.hidden) return out;
  const me = view.seats[seat];
  const colour = seatTextColour(view, seat);
  if (me?.brigade.cell) out.marked?.push({ id: me.brigade.cell, colour, label: "your brigade" });
  if (me?.cistern.cell && me.cistern.cell !== me.brigade.cell)
    out.marked?.push({ id: me.cistern.cell, colour, label: "your cistern" });
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
        hint: need > 0 ? `${need} more renown wins its loyalty (§12.3)` : "renown can go here (§12.2)",
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
        hint: `${costs.get(id) ?? "?"} movement point${costs.get(id) === 1 ? "" : "s"}${cellOf(view, id)?.burning ? "; a burning tile ends the move (§8.1)" : ""}`,
      });
    if (!ctx.turn.pending)
      for (const c of view.cells)
        if (!options.has(c.id) && c.kind !== "missing")
          out.barred?.push({ id: c.id, reason: moveBarredReason(view, seat, c, costs.get(c.id)) });
    return out;
  }
  if (first === "moveCistern" && ctx.turn.steps.length >= 2) {
    if (!ctx.turn.pending)
      for (const c of view.cells) {
        if (options.has(c.id) || c.kind === "missing" || c.id === me?.cistern.cell) continue;
        const why =
          blockedReason(view, seat, c) ??
          (c.destroyed
            ? "a cistern cannot stand on a destroyed tile (§8.2)"
            : "not a cistern destination (§8.2)");
        out.barred?.push({ id: c.id, reason: why });
      }
    return out;
  }
  if (first === "" && hints) {
    for (const id of hints.moveTo)
      out.selectable?.push({
        id,
        badge: costs.has(id) ? String(costs.get(id)) : undefined,
        hint: `move the brigade here: ${costs.get(id) ?? "?"} movement points (§8.1)`,
      });
    for (const f of hints.fires)
      out.marked?.push({
        id: f.cell,
        colour: TONES.fire,
        label: `fire of intensity ${f.intensity}${f.canPutOut ? ": you hold the water to put it out" : ""}`,
      });
  }
  return out;
}

/** Extra words about a tile for the tooltip and the keyboard list. */
export function brigadeTip(ctx: BrigadeContext): (id: string) => string | undefined {
  const view = ctx.game.view;
  return (id) => {
    const c = cellOf(view, id);
    if (!c) return undefined;
    if (c.kind === "missing") return "a missing corner: not a space (R3)";
    if (c.kind === "barracks") return `${seatName(view, c.barracksOf)}'s barracks (§3.1)`;
    const t = c.tile;
    if (!t) return undefined;
    const parts = [
      `${affiliationLook(t.affiliation).name}, value ${t.value}`,
      c.flipped || c.destroyed
        ? "destroyed (§4.3)"
        : c.burning
          ? `burning ${c.intensity} of ${t.flame} (one more past ${t.flame} destroys it)`
          : `not burning (flame track ${t.flame})`,
    ];
    if (c.protected && !c.destroyed) parts.push("protected from events (§4.4)");
    if (c.loyal >= 0) parts.push(`loyal to ${seatName(view, c.loyal)}`);
    const renown = c.renown.flatMap((n, p) =>
      n > 0 ? [`${seatName(view, p)} ${n}/${c.thresholds[p] || "—"}`] : [],
    );
    if (renown.length) parts.push(`renown ${renown.join(", ")}`);
    const pieces = [
      ...c.brigades.map((p) => `${seatName(view, p)}'s brigade`),
      ...c.cisterns.map((p) => `${seatName(view, p)}'s cistern`),
    ];
    if (pieces.length) parts.push(pieces.join(", "));
    return parts.join(" · ");
  };
}

const PROMPTS: Record<string, string> = {
  warden: "Choose your warden, then a colour nobody has taken (§2.1, R1).",
  corner: "Pick a free corner for your barracks: click a glowing corner (§3.2, R4).",
  recruit:
    "Recruit: choose one of the two squad cards you drew — into a free slot or in place of a member — or nobody (§8.6).",
  deflect: "Esme Morrow: send the fireball to a glowing adjacent tile, or let it fall (§11.5, R40).",
  stoke: "Gness Smold: raise this burning tile by 1, or decline (§11.5).",
  flare: "Chops Murphy: raise a glowing tile next to your new loyal tile by 2, or decline (§11.5).",
  cool: "Del Uge: reduce another burning tile by 2 (§11.5).",
  upgrade: "A free Upgrade: pick a track (§8.7, R15).",
  favour: "Ali Ahmar: choose one favour (§11.5).",
  take: "Take one of your renown tokens back from a glowing tile.",
  reduce: "Reduce a glowing tile's intensity.",
  purge: "Zilda Garrett: choose the player who discards a squad member (§11.5).",
  discard: "Discard one of your squad members.",
  losewater: "Walder Ranier: lose one water — choose the holder it comes from (R37).",
  push: "Mog The Heavy: push the other brigade to a glowing neighbour tile (R39).",
  freecistern: "Move your cistern for free now, or decline (§10.2).",
  precious: "Your brigade is home: discard Sir Precious to be rid of his −1 action point, or keep him (R41).",
  oak: "Old Tom Oak falls: choose the direction of its line of fire (§15.1).",
  indecent: "Indecent Relations: raise one tile without brigades or cisterns, or decline (§15.2).",
  climb: "Sparkling Climb: take a free Move Brigade from this Nobles tile, or decline (R59).",
};

/** One sentence telling the viewer what to do now. */
export function brigadePrompt(ctx: BrigadeContext): string {
  const { game, turn } = ctx;
  const view = game.view;
  if (game.status.over) return "The game is over.";
  const waiting = game.status.toAct.map((s) => game.seats[s]?.name ?? `Seat ${s + 1}`).join(" and ");
  if (!isViewerActing(ctx)) return `Waiting for ${waiting}…`;
  const p = view.prompt;
  if (p?.kind === "renown")
    return `Place ${p.count ?? 1} renown on a glowing tile${p.tile ? ` — ${p.tile} or a tile next to it` : ""} (§12.2); the number is what you still need for its loyalty (§12.3).`;
  // R41: Sir Precious among the drawn cards is given away first; the Recruit goes on with the other.
  if (p?.kind === "recruit" && game.legal.some((a) => a.type === "givePrecious"))
    return "You drew Sir Precious: give him to another player now — his holder has 1 action point fewer each turn — then choose from your other card (R41, §8.6).";
  if (p && PROMPTS[p.kind]) return PROMPTS[p.kind] as string;
  const seat = game.seat as number;
  const me = view.seats[seat];
  const ap = me?.actionPoints ?? 0;
  const apText = `${ap} action point${ap === 1 ? "" : "s"} left`;
  const first = turn.steps[0]?.key ?? "";
  switch (first) {
    case "moveBrigade":
      return "Move Brigade: pick a glowing tile — the number is the movement points it costs (3 a move, 2 to enter a destroyed tile; entering a burning tile stops the move, §8.1).";
    case "moveCistern":
      return "Move Cistern: the cistern jumps to any glowing tile (§8.2); it protects the tile it stands on (§4.4).";
    case "extinguish": {
      const c = me?.brigade.cell ? cellOf(view, me.brigade.cell) : undefined;
      return `Extinguish ${c?.tile?.name ?? ""} (intensity ${c?.intensity ?? "?"}): choose the water to spend — putting it out earns that much renown (§8.3).`;
    }
    case "refill":
      return "Refill on your barracks or a tile loyal to you: pick the tile (§8.4).";
    case "transfer":
      return "Transfer: how much water stays in the cistern? The rest goes to your brigade (§8.5).";
    case "upgrade":
      return "Upgrade: pick a track — once per turn; the last space is the blue circle's bonus (§8.7, §10.2).";
    case "polymorphy":
      return "Polymorphy: pick two adjacent tiles to swap their fires (§14.2).";
    case "sendCistern":
      return "Send the cistern to a glowing tile burning at 1 and put it out (§14.2).";
    case "incorporeal":
      return "Incorporeal: pick where your brigade goes, through others' pieces (§14.2).";
    case "ashExtinguish":
      return "Ash: pick a tile next to your brigade, then her water to spend (§11.5).";
  }
  if (view.phase === "action")
    return `${apText}: click a glowing tile to move your brigade (the number is its cost, §8.1), or choose an action — extinguish, refill, transfer, recruit, upgrade — or end your turn (§7.2).`;
  return "Choose one of the options below.";
}
