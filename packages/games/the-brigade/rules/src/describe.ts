/**
 * The log and the menus in plain English (Italian and Portuguese log lines: `i18n.ts`). `describe` works on redacted events, so it can only say
 * what the reader may know; `describeAction` and `choices` turn a listed action into words and into
 * the guided turn's choice steps (a step that is a tile names its space).
 */
import type { ChoiceStep, DescribeContext } from "@pudding/engine";
import type { BrigadeAction } from "./actions.js";
import { AFFILIATION_NAMES } from "./data/schema.js";
import type { BrigadeEvent } from "./events.js";
import { cellIndex, cellName } from "./grid.js";
import { describeIn } from "./i18n.js";
import type { BrigadeState } from "./state.js";

/** "C3 (Pyromancers University (north-west))". */
export function tileLabel(s: BrigadeState, id: string): string {
  const c = cellIndex(id);
  if (c < 0) return id;
  const t = s.tile[c] as number;
  if (t >= 0) return `${id} (${s.data.tiles[t]?.name ?? "?"})`;
  const b = s.base[c] as number;
  return b >= 0 ? `${id} (${who(s, b)}'s barracks)` : id;
}
const who = (s: BrigadeState, p: number) => s.names[p] ?? `Player ${p + 1}`;
const card = (s: BrigadeState, id: string) => s.data.squad[s.data.squadById.get(id) ?? -1]?.name ?? id;

/** R29: the acting seat's brigade cards (warden card, then squad cards) with `water` each: "Ash 1, Lumen 2". */
function perCard(s: BrigadeState, water: readonly number[]): string {
  const p = s.owner;
  return water
    .map((w, i) => {
      const name =
        i === 0
          ? (s.data.wardens[s.warden[p] as number]?.name ?? "the warden")
          : (s.data.squad[s.squad[p * 3 + i - 1] as number]?.name ?? "?");
      return `${name} ${w}`;
    })
    .join(", ");
}

/** §11.4: the card (or barracks) whose triggered ability `key` is. */
export function triggerName(s: BrigadeState, key: string): string {
  if (key === "insurance") return "Insurance (orange barracks)";
  const i = s.data.sqAbility.indexOf(key as never);
  return s.data.squad[i]?.name ?? key;
}
const ENDINGS: Record<string, string> = {
  faction: "loyalty of a faction",
  citizens: "loyalty of the citizens",
  evacuation: "evacuation",
  allFiresOut: "all fires out",
  roundLimit: "the round limit (an option, not a rule of the game, R62)",
};

/** One log line for an event (already redacted for the reader), or null. */
export function describeEvent(s: BrigadeState, e: BrigadeEvent, ctx?: DescribeContext): string | null {
  if (ctx?.locale === "it" || ctx?.locale === "pt") return describeIn(ctx.locale, s, e, ctx);
  const t = (id: string) => tileLabel(s, id);
  switch (e.type) {
    case "firstPlayer":
      return `${who(s, e.seat)} goes first.`;
    case "wardenChosen":
      return `${who(s, e.seat)} leads the ${e.colour} brigade with ${s.data.wardens[s.data.wardenById.get(e.warden) ?? -1]?.name ?? e.warden}.`;
    case "corner":
      return `${who(s, e.seat)} sets up the barracks on ${e.cell}.`;
    case "turn":
      return `Round ${e.round}: ${who(s, e.seat)}'s ${e.extra ? "extra " : ""}turn.`;
    case "event": {
      const c = s.data.events[s.data.eventById.get(e.card) ?? -1];
      const name = c?.name ?? e.card;
      return `${who(s, e.seat)} reveals ${e.starting ? "the starting event " : ""}"${name}"${c?.kind === "special" ? `: ${c.text}` : "."}`;
    }
    case "spread":
      return `The wind carries fire from ${e.from} to ${t(e.to)} (${e.before} → ${e.after}).`;
    case "fireball":
      if (e.blocked === "protected") return `A fireball falls on ${t(e.cell)}, protected: no effect.`;
      if (e.blocked === "renown") return `A fireball on ${t(e.cell)} turns into renown (Veda Moonbright).`;
      if (e.blocked) return `A fireball falls on ${e.cell} and is lost.`;
      return `A fireball falls on ${t(e.cell)} (${e.before} → ${e.after}).`;
    case "deflected":
      return `${who(s, e.seat)}'s Esme Morrow sends the fireball from ${e.from} to ${t(e.to)}.`;
    case "intensity":
      return `${t(e.cell)}: intensity ${e.before} → ${e.after} (${e.cause}).`;
    case "destroyed":
      return `${t(e.cell)} is destroyed (${e.total} destroyed, ${e.university} of them University).`;
    case "flipped":
      return e.home.length
        ? `${e.cell} is flipped; ${e.home.map((h) => `${who(s, h.seat)}'s ${h.piece}`).join(", ")} go${e.home.length === 1 ? "es" : ""} home.`
        : `${e.cell} is flipped to its burnt side.`;
    case "evacuation":
      return `The city is being evacuated: the game ends after ${who(s, e.lastSeat)}'s turn.`;
    case "moved":
      return `${who(s, e.seat)}'s ${e.piece} moves from ${e.from} to ${t(e.to)}${e.cause && e.cause !== "Move Brigade" && e.cause !== "Move Cistern" ? ` (${e.cause})` : ""}.`;
    case "extinguished":
      return e.after === 0
        ? `${who(s, e.seat)} puts out ${t(e.cell)} with ${e.water} water and earns ${e.renown} renown.`
        : `${who(s, e.seat)} spends ${e.water} water on ${t(e.cell)} (${e.before} → ${e.after}); no renown until it is out.`;
    case "water":
      return `${who(s, e.seat)} ${e.delta >= 0 ? "gains" : "loses"} ${Math.abs(e.delta)} water (${e.cause}).`;
    case "refilled":
      return `${who(s, e.seat)} refills on ${t(e.cell)} (+${e.amount} water).`;
    case "transferred":
      return `${who(s, e.seat)} rearranges water: ${e.cistern} in the cistern, ${e.brigade} with the brigade.`;
    case "renown":
      return `${who(s, e.seat)} places ${e.count} renown on ${t(e.cell)} (now ${e.total}).`;
    case "renownLost":
      return `${who(s, e.seat)} loses ${e.count} renown: ${e.reason}.`;
    case "renownReturned":
      return `${who(s, e.seat)} takes a renown token back from ${t(e.cell)} (${e.cause}).`;
    case "loyalty":
      return e.from >= 0
        ? `${who(s, e.seat)} steals the loyalty of ${t(e.cell)} from ${who(s, e.from)}.`
        : `${t(e.cell)} is now loyal to ${who(s, e.seat)}.`;
    case "drawn":
      // The cards are in the event for the drawer, and for everyone once the game is over (§ secrecy
      // ends with the game): "You" only for the drawer.
      return e.cards
        ? `${ctx?.viewer === e.seat ? "You draw" : `${who(s, e.seat)} draws`} ${e.cards.map((c) => card(s, c)).join(" and ")} to recruit from.`
        : `${who(s, e.seat)} draws ${e.count} squad card${e.count === 1 ? "" : "s"} to recruit from.`;
    case "recruited":
      return e.card
        ? `${who(s, e.seat)} recruits ${card(s, e.card)}${e.replaced ? ` in place of ${card(s, e.replaced)}` : ""}${e.discarded.length ? `; ${e.discarded.map((c) => card(s, c)).join(", ")} discarded` : ""}.`
        : `${who(s, e.seat)} recruits nobody${e.discarded.length ? `; ${e.discarded.map((c) => card(s, c)).join(", ")} discarded` : ""}.`;
    case "precious":
      return `${who(s, e.from)} draws Sir Precious and hands him to ${who(s, e.to)}.`;
    case "memberDiscarded":
      return `${who(s, e.seat)} discards ${card(s, e.card)} (${e.cause}).`;
    case "memberTaken":
      return `${who(s, e.seat)} takes ${card(s, e.card)} from ${who(s, e.from)} (With the people).`;
    case "upgraded":
      return `${who(s, e.seat)} upgrades ${e.track === "squad" ? "Squad Members" : e.track === "cistern" ? "Cistern Capacity" : "Command"} to ${e.value}${e.blue ? " and reaches the blue circle" : ""}${e.free ? " (free)" : ""}.`;
    case "bonus":
      return e.track === "squad"
        ? `${who(s, e.seat)} earns a free Recruit.`
        : e.track === "cistern"
          ? `${who(s, e.seat)}'s cistern may now move free once per turn with a Move Brigade.`
          : `${who(s, e.seat)} earns ${e.ap ?? 2} bonus action points.`;
    case "ability":
      return `${who(s, e.seat)} ${e.text}.`;
    case "swap":
      return `${who(s, e.seat)} swaps the fires of ${t(e.a)} and ${t(e.b)} (Polymorphy).`;
    case "reshuffle":
      return `The ${e.deck} discard pile is shuffled into a new deck of ${e.cards} cards.`;
    case "passed":
      return e.ap > 0
        ? `${who(s, e.seat)} ends the turn with ${e.ap} action point${e.ap === 1 ? "" : "s"} unused.`
        : null;
    case "ended": {
      const names = e.winners.map((p) => who(s, p)).join(" and ");
      return `The game ends by ${ENDINGS[e.ending] ?? e.ending}: ${names} ${e.winners.length > 1 ? "share the win" : "wins"}${e.ending === "evacuation" || e.ending === "allFiresOut" || e.ending === "roundLimit" ? ` (${e.scores.map((v, p) => `${who(s, p)} ${v}`).join(", ")})` : ""}.`;
    }
  }
}

const TRACK_WORDS = { squad: "Squad Members", cistern: "Cistern Capacity", command: "Command" } as const;

/** An action in words (menus, the CLI). */
export function describeAction(s: BrigadeState, a: BrigadeAction): string {
  const t = (id: string) => tileLabel(s, id);
  switch (a.type) {
    case "endTurn":
      return "End the turn";
    case "moveBrigade":
      return a.via
        ? `Move the brigade to ${t(a.to)} through the Jeweled Aviary on ${a.via}`
        : `Move the brigade to ${t(a.to)}`;
    case "moveCistern":
      return a.bonus
        ? `Move the cistern to ${t(a.to)} for free (Cistern Capacity bonus), then move the brigade`
        : `Move the cistern to ${t(a.to)}`;
    case "extinguish":
      return `Extinguish with ${a.water} water${a.fromCistern ? ` (${a.fromCistern} from the cistern)` : ""}${a.pay ? `, paid by ${perCard(s, a.pay)}` : ""}`;
    case "refill":
      return `Refill on ${t(a.tile)}`;
    case "transfer":
      return `Transfer water: ${a.cistern} in the cistern${a.brigade ? `; ${perCard(s, a.brigade)}` : ""}`;
    case "recruit":
      return "Recruit (draw two squad cards)";
    case "upgrade":
      return `Upgrade ${TRACK_WORDS[a.track]}`;
    case "cisternExtinguish":
      return "Leon Bertrand: the cistern puts out its tile";
    case "ashExtinguish":
      return `Ash: extinguish ${t(a.tile)} with ${a.water} of her water`;
    case "sendCistern":
      return `Send the cistern to ${t(a.to)} and put it out`;
    case "polymorphy":
      return `Polymorphy: swap the fires of ${t(a.a)} and ${t(a.b)}`;
    case "withThePeople":
      return `With the people: take ${card(s, a.card)}${a.replace ? ` in place of ${card(s, a.replace)}` : ""}`;
    case "artificers":
      return `Artificers: upgrade ${TRACK_WORDS[a.track]}`;
    case "alliances":
      return "Alliances: shelter your loyal tiles from events";
    case "flipWarden":
      return "Flip White Fang";
    case "mime":
      return `Mime ${card(s, a.card)}`;
    case "incorporeal":
      return a.via
        ? `Incorporeal move to ${t(a.to)} through the Jeweled Aviary on ${a.via}`
        : `Incorporeal move to ${t(a.to)}`;
    case "pyrocontrol":
      return "Pyrocontrol: crown the next firestorm";
    case "pickWarden":
      return `Lead the ${a.colour} brigade with ${s.data.wardens[s.data.wardenById.get(a.warden) ?? -1]?.name ?? a.warden}`;
    case "pickCorner":
      return `Barracks on ${a.corner}`;
    case "placeRenown":
      return `Place renown on ${t(a.tile)}`;
    case "takeRenown":
      return `Take a renown token from ${t(a.tile)}`;
    case "chooseRecruit":
      return a.card
        ? `Recruit ${card(s, a.card)}${a.replace ? ` in place of ${card(s, a.replace)}` : ""}`
        : "Recruit nobody";
    case "givePrecious":
      return `Give Sir Precious to ${who(s, a.to)}`;
    case "deflect":
      return `Send the fireball to ${t(a.tile)}`;
    case "raise":
      return `Raise ${t(a.tile)}`;
    case "reduce":
      return `Reduce ${t(a.tile)}`;
    case "favour":
      return a.option === "water"
        ? "Put 2 water on your squad"
        : a.option === "moveRenown"
          ? "Move 1 of your renown"
          : "Reduce an adjacent tile by 1";
    case "chooseSeat":
      return `${who(s, a.seat)} discards a squad member`;
    case "discard":
      return `Discard ${card(s, a.card)}`;
    case "loseWater":
      return `Lose water from ${a.holder === "warden" ? "the warden" : a.holder === "cistern" ? "the cistern" : card(s, a.holder)}`;
    case "push":
      return `Push the brigade to ${t(a.tile)}`;
    case "direction":
      return `Old Tom Oak falls ${a.dir === "N" ? "north" : a.dir === "E" ? "east" : a.dir === "S" ? "south" : "west"}`;
    case "skip":
      return "Decline";
    case "trigger":
      return `Resolve ${triggerName(s, a.ability)} first`;
  }
}

const tileStep = (s: BrigadeState, id: string, key = "tile"): ChoiceStep => {
  const c = cellIndex(id);
  const t = c >= 0 ? (s.tile[c] as number) : -1;
  const rec = t >= 0 ? s.data.tiles[t] : undefined;
  return {
    key: `${key}:${id}`,
    label: rec ? `${id} ${rec.name}` : id,
    space: id,
    ...(rec
      ? { hint: `${AFFILIATION_NAMES[rec.affiliation]}, value ${rec.value}, intensity ${s.fire[c]}` }
      : {}),
  };
};

/** The action as a path of choices for the guided turn (boardzilla style). */
export function choicesOf(s: BrigadeState, a: BrigadeAction, seat: number): ChoiceStep[] {
  const brigade = (p: number): ChoiceStep => ({
    key: "brigade",
    label: "Brigade",
    space: cellName(s.brigade[p] as number),
  });
  const cistern = (p: number): ChoiceStep => ({
    key: "cistern",
    label: "Cistern",
    space: cellName(s.cistern[p] as number),
  });
  switch (a.type) {
    case "endTurn":
      return [{ key: "endTurn", label: "End turn" }];
    case "moveBrigade":
      return [
        { key: "moveBrigade", label: "Move brigade" },
        brigade(seat),
        tileStep(s, a.to, "to"),
        // §15.1: the route through the Jeweled Aviary is a choice of its own.
        ...(a.via
          ? [{ key: `via:${a.via}`, label: `Through the Jeweled Aviary on ${a.via}`, space: a.via }]
          : []),
      ];
    case "moveCistern":
      return [
        { key: "moveCistern", label: "Move cistern" },
        cistern(seat),
        tileStep(s, a.to, "to"),
        // §10.2: the blue bonus's free move before the brigade's, a choice of its own.
        ...(a.bonus ? [{ key: "bonus", label: "Free, before moving the brigade (§10.2)" }] : []),
      ];
    case "extinguish":
      return [
        { key: "extinguish", label: "Extinguish" },
        tileStep(s, cellName(s.brigade[seat] as number)),
        { key: `water:${a.water}`, label: `${a.water} water` },
        {
          key: `cistern:${a.fromCistern}`,
          label: a.fromCistern ? `${a.fromCistern} from the cistern` : "brigade water only",
        },
        // R29: which cards pay, a step only when there is a choice.
        ...(a.pay ? [{ key: `pay:${a.pay.join("-")}`, label: `paid by ${perCard(s, a.pay)}` }] : []),
      ];
    case "refill":
      return [{ key: "refill", label: "Refill" }, tileStep(s, a.tile)];
    case "transfer":
      return [
        { key: "transfer", label: "Transfer" },
        { key: `cistern:${a.cistern}`, label: `${a.cistern} in the cistern` },
        // R29: how the brigade's share sits on its cards, a step only when there is a choice.
        ...(a.brigade ? [{ key: `brigade:${a.brigade.join("-")}`, label: perCard(s, a.brigade) }] : []),
      ];
    case "recruit":
      return [{ key: "recruit", label: "Recruit" }];
    case "upgrade":
      return [
        { key: "upgrade", label: "Upgrade" },
        { key: `track:${a.track}`, label: TRACK_WORDS[a.track] },
      ];
    case "cisternExtinguish":
      return [
        { key: "cisternExtinguish", label: "Leon Bertrand" },
        tileStep(s, cellName(s.cistern[seat] as number)),
      ];
    case "ashExtinguish":
      return [
        { key: "ashExtinguish", label: "Ash" },
        tileStep(s, a.tile),
        { key: `water:${a.water}`, label: `${a.water} water` },
      ];
    case "sendCistern":
      return [{ key: a.type, label: describeAction(s, a).split(":")[0] ?? a.type }, tileStep(s, a.to, "to")];
    case "incorporeal":
      return [
        { key: a.type, label: "Incorporeal" },
        tileStep(s, a.to, "to"),
        // §15.1: the route through the Jeweled Aviary is a choice of its own.
        ...(a.via
          ? [{ key: `via:${a.via}`, label: `Through the Jeweled Aviary on ${a.via}`, space: a.via }]
          : []),
      ];
    case "polymorphy":
      return [{ key: "polymorphy", label: "Polymorphy" }, tileStep(s, a.a, "a"), tileStep(s, a.b, "b")];
    case "withThePeople":
      return [
        { key: "withThePeople", label: "With the people" },
        { key: `card:${a.card}`, label: card(s, a.card) },
        {
          key: `replace:${a.replace ?? "none"}`,
          label: a.replace ? `in place of ${card(s, a.replace)}` : "into a free slot",
        },
      ];
    case "artificers":
      return [
        { key: "artificers", label: "Artificers" },
        { key: `track:${a.track}`, label: TRACK_WORDS[a.track] },
      ];
    case "mime":
      return [
        { key: "mime", label: "Mime" },
        { key: `card:${a.card}`, label: card(s, a.card) },
      ];
    case "alliances":
    case "flipWarden":
    case "pyrocontrol":
    case "skip":
      return [{ key: a.type, label: describeAction(s, a) }];
    case "pickWarden":
      return [
        {
          key: `warden:${a.warden}`,
          label: s.data.wardens[s.data.wardenById.get(a.warden) ?? -1]?.name ?? a.warden,
        },
        { key: `colour:${a.colour}`, label: a.colour },
      ];
    case "pickCorner":
      return [tileStep(s, a.corner, "corner")];
    case "placeRenown":
    case "takeRenown":
    case "deflect":
    case "raise":
    case "reduce":
    case "push":
      return [tileStep(s, a.tile)];
    case "chooseRecruit":
      return [
        { key: `card:${a.card ?? "none"}`, label: a.card ? card(s, a.card) : "Nobody" },
        ...(a.card
          ? [
              {
                key: `replace:${a.replace ?? "none"}`,
                label: a.replace ? `in place of ${card(s, a.replace)}` : "into a free slot",
              },
            ]
          : []),
      ];
    case "givePrecious":
      return [{ key: `seat:${a.to}`, label: who(s, a.to) }];
    case "favour":
      return [{ key: `favour:${a.option}`, label: describeAction(s, a) }];
    case "chooseSeat":
      return [{ key: `seat:${a.seat}`, label: who(s, a.seat) }];
    case "discard":
      return [{ key: `card:${a.card}`, label: card(s, a.card) }];
    case "loseWater":
      return [{ key: `holder:${a.holder}`, label: describeAction(s, a) }];
    case "direction":
      return [{ key: `dir:${a.dir}`, label: a.dir }];
    case "trigger":
      return [{ key: `trigger:${a.ability}`, label: triggerName(s, a.ability) }];
  }
}
