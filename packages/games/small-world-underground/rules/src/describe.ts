/**
 * The log in words: one line per (redacted) event (English here, Italian and Portuguese in
 * `i18n/describe.ts`), actions as menu lines, and actions as
 * choice paths for the guided turn. Nothing here reads a secret: events are redacted before they
 * are described, and actions carry only public ids.
 */
import type { ChoiceStep, DescribeContext } from "@pudding/engine";
import type { SwuAction } from "./actions.js";
import { MARKERS, type MarkerId, POWERS, type PowerId, RACES, type RaceId } from "./catalog.js";
import { comboAt, conquestCost } from "./core.js";
import type { SwuEvent } from "./events.js";
import { describeEventIn } from "./i18n/describe.js";
import type { SwuState } from "./state.js";

const raceName = (r: RaceId | string) => RACES.find((x) => x.id === r)?.name ?? r;
const powerName = (p: PowerId | string | null) =>
  p ? (POWERS.find((x) => x.id === p)?.name ?? p) : "no power";
const markerName = (m: MarkerId | string) => MARKERS.find((x) => x.id === m)?.name ?? m;
const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;

/** A region's name on this map. */
export function regionName(s: SwuState, id: string): string {
  const i = s.board.index.get(id);
  return i === undefined ? id : (s.board.map.regions[i]?.name ?? id);
}
const who = (s: SwuState, seat: number) => s.names[seat] ?? `Player ${seat + 1}`;
const party = (s: SwuState, p: number) => (p === -1 ? "the bank" : p === -2 ? "the combo row" : who(s, p));

const REASONS: Record<string, string> = {
  scoring: "scoring",
  "combo coins": "coins on the combo",
  "combo payment": "paying for the combos above",
  liches: "the Liches' toll",
  martyr: "Martyr",
  thieving: "Thieving",
  ring: "Froggy's Ring",
  altar: "the Altar of Souls",
};

/** One log line for an event (already redacted for the reader). */
export function describeEvent(s: SwuState, e: SwuEvent, ctx: DescribeContext): string | null {
  const region = (id: string) => regionName(s, id);
  if (ctx.locale === "it" || ctx.locale === "pt") return describeEventIn(s, e, ctx, ctx.locale, region);
  switch (e.type) {
    case "round":
      return `Round ${e.round} begins.`;
    case "turn":
      return `${who(s, e.seat)}'s turn.`;
    case "picked": {
      const money = [
        e.took ? `takes ${plural(e.took, "coin")} from it` : "",
        e.paid ? `pays ${plural(e.paid, "coin")}` : "",
      ]
        .filter(Boolean)
        .join(" and ");
      return `${who(s, e.seat)} picks ${raceName(e.race)} + ${powerName(e.power)} (combo ${e.position + 1})${money ? `, ${money}` : ""}, and takes ${plural(e.tokens, "token")}.`;
    }
    case "swapped":
      return `${who(s, e.seat)}'s Shadow Mimes swap ${powerName(e.gave)} for ${powerName(e.took)} (combo ${e.position + 1}).`;
    case "volcano":
      return `${who(s, e.seat)} places the Volcano on ${region(e.region)}.`;
    case "expand":
      return `${who(s, e.seat)} readies the ${raceName(e.race)}: ${plural(e.inHand, "token")} in hand.`;
    case "fountain":
      return `The Fountain of Youth gives ${who(s, e.seat)} a new ${raceName(e.race)} token.`;
    case "abandoned":
      return `${who(s, e.seat)} abandons ${region(e.region)} (${plural(e.tokens, "token")} back in hand).`;
    case "ancientMoved":
      return `${who(s, e.seat)} moves the Great Ancient to ${region(e.region)}.`;
    case "reborn":
      return `Reborn: ${who(s, e.seat)} turns ${region(e.region)} from ${raceName(e.from)} to ${raceName(e.to)}.`;
    case "bagCopies":
      return `${who(s, e.seat)}'s Bag-o'-Many-Things copies the ${markerName(e.relic)} this turn.`;
    case "conquered": {
      if (e.mode === "balrog") {
        const d = e.defender
          ? ` ${who(s, e.defender.seat)} loses ${plural(e.defender.lost, "token")}${e.defender.withdrawn ? ` and takes ${e.defender.withdrawn} back` : ""}.`
          : "";
        return `The Balrog of ${who(s, e.seat)} conquers ${region(e.region)}.${d}`;
      }
      const how =
        e.mode === "vampire"
          ? " with a Vampire bite"
          : e.mode === "orb"
            ? " with the Shiny Orb"
            : e.mode === "final"
              ? " in a final attempt"
              : e.mode === "wisp"
                ? " after a Will-o'-Wisp roll"
                : "";
      const use = e.use.length ? ` using ${e.use.join(" and ")}` : "";
      const paid =
        e.mode === "vampire" || e.mode === "orb"
          ? ""
          : ` with ${plural(e.tokens, "token")}${e.hammers ? ` and ${plural(e.hammers, "hammer")}` : ""}`;
      const d = e.defender
        ? e.defender.seat === e.seat
          ? ` Its own declined ${raceName(e.defender.race)} are lost.`
          : ` ${who(s, e.defender.seat)}'s ${e.defender.declined ? "declined " : ""}${raceName(e.defender.race)} lose ${plural(e.defender.lost, "token")}${e.defender.withdrawn ? ` and withdraw ${e.defender.withdrawn}` : ""}.`
        : "";
      const mon = e.monsters ? ` ${plural(e.monsters, "Monster")} leave the game.` : "";
      return `${who(s, e.seat)}'s ${raceName(e.race)} conquer ${region(e.region)}${how}${paid}${use}.${d}${mon}`;
    }
    case "roll":
      return `${who(s, e.seat)} rolls the Reinforcement die for ${region(e.region)}: ${e.roll}. ${e.success ? "Success." : `Not enough (${e.had} + ${e.roll} < ${e.cost}).`}`;
    case "revealed":
      return `${who(s, e.seat)} finds the ${markerName(e.marker)} in ${region(e.region)}.`;
    case "stonehedge":
      return e.power
        ? `Stonehedge holds the power ${powerName(e.power)}.`
        : "Stonehedge finds no power to hold.";
    case "vengeance":
      return `${who(s, e.seat)} receives a Vengeance marker from ${who(s, e.from)}.`;
    case "conquestsEnd":
      return `${who(s, e.seat)} ends the conquests.`;
    case "riverEmptied":
      return `${who(s, e.seat)} leaves the River at ${region(e.region)} (${plural(e.tokens, "token")} back in hand).`;
    case "gained":
      return e.what === "mudmen"
        ? `The Mudmen of ${who(s, e.seat)} grow by ${plural(e.count, "token")}.`
        : e.what === "hammers"
          ? `${who(s, e.seat)}'s Iron Dwarves forge ${plural(e.count, "Silver Hammer")}.`
          : `${who(s, e.seat)} gains ${plural(e.count, "Mushroom Armor")}.`;
    case "armor":
      return `${who(s, e.seat)} puts a Mushroom Armor on ${region(e.region)}.`;
    case "placed":
      return e.withdrawal
        ? `${who(s, e.seat)} redeploys ${plural(e.count, "withdrawn token")} to ${region(e.region)}.`
        : `${who(s, e.seat)} deploys ${plural(e.count, `${raceName(e.race)} token`)} to ${region(e.region)}.`;
    case "toHand":
      return `${who(s, e.seat)}'s ${raceName(e.race)} have no region left: ${plural(e.count, "token")} stay in hand.`;
    case "withdrawLost":
      return `${who(s, e.seat)}'s declined ${raceName(e.race)} have nowhere to go: ${plural(e.count, "token")} lost.`;
    case "figure": {
      const names = {
        queen: "the Queen",
        ghost: "the Tomb-raider's Ghost",
        ring: "Froggy's Ring",
        scepter: "the Scepter of Avarice",
        bag: "the Bag-o'-Many-Things",
      };
      return `${who(s, e.seat)} places ${names[e.figure]} on ${e.region ? region(e.region) : "nothing"}.`;
    }
    case "coins": {
      const mine = ctx.viewer === e.seat;
      const total =
        e.total !== undefined && mine
          ? ` (now ${e.total})`
          : e.total !== undefined
            ? ` (total ${e.total})`
            : "";
      const reason = REASONS[e.reason] ?? e.reason;
      if (e.reason === "scoring") return null; // the "scored" line says it
      // R63: another seat's coins from the bank, amount unseen.
      if (e.delta === undefined)
        return `${who(s, e.seat)} takes coins from ${party(s, e.other)} (${reason}).`;
      return e.delta >= 0
        ? `${who(s, e.seat)} receives ${plural(e.delta, "coin")} from ${party(s, e.other)} (${reason})${total}.`
        : `${who(s, e.seat)} pays ${plural(-e.delta, "coin")} to ${party(s, e.other)} (${reason})${total}.`;
    }
    case "couldNotPay":
      return `${who(s, e.seat)} has no coin to pay ${party(s, e.to)} (${REASONS[e.reason] ?? e.reason}).`;
    case "scored":
      return e.amount === undefined
        ? `${who(s, e.seat)} scores; how much is theirs to know (§20).`
        : `${who(s, e.seat)} scores ${plural(e.amount, "coin")}.`;
    case "declined":
      return `${who(s, e.seat)} puts the ${raceName(e.race)} into decline${e.keptPower ? `, keeping ${powerName(e.keptPower)}` : ""}${e.vanished ? `; they vanish from ${plural(e.vanished, "region")}` : ""}.`;
    case "raceLeft":
      return `${who(s, e.seat)}'s ${raceName(e.race)} leave the map; the banner returns to the game.`;
    case "altar":
      return `${who(s, e.seat)} sacrifices a declined token at ${region(e.region)} on the Altar of Souls.`;
    case "combos": {
      const top = e.combos[e.combos.length - 1];
      return top
        ? `The combos now end with ${raceName(top.race)} + ${powerName(top.power)}.`
        : "No combo is left.";
    }
    case "noCombo":
      return `No combo is left for ${who(s, e.seat)} to pick.`;
    case "gameOver":
      return `The game is over. ${e.coins.map((c, i) => `${who(s, i)} ${c}`).join(", ")}. ${e.winners.length > 1 ? "Shared victory" : "Winner"}: ${e.winners.map((w) => who(s, w)).join(", ")}.`;
  }
}

/** An action in words (menus, the CLI). */
export function describeAction(s: SwuState, a: SwuAction): string {
  const region = (id: string) => regionName(s, id);
  const use = (u: string[]) => (u.length ? ` using ${u.join(" and ")}` : "");
  switch (a.type) {
    case "pick": {
      const c = a.position < 0 ? null : comboAt(s, a.position);
      const race = c && c.race >= 0 ? (RACES[c.race]?.name ?? "?") : "?";
      const power = c && c.power >= 0 ? (POWERS[c.power]?.name ?? "?") : "no power";
      return `Pick combo ${a.position + 1}: ${race} + ${power}`;
    }
    case "swapBadge":
      return `Swap the Mimes' badge with combo ${a.position + 1}`;
    case "keepBadge":
      return "Keep the Mimes' badge";
    case "placeVolcano":
      return `Place the Volcano on ${region(a.region)}`;
    case "expand":
      return "Expand";
    case "decline":
      return "Go into decline";
    case "declineWithoutStonehedge":
      return "Go into decline without Stonehedge's power";
    case "abandon":
      return `Abandon ${region(a.region)}`;
    case "moveAncient":
      return `Move the Great Ancient to ${region(a.region)}`;
    case "reborn":
      return `Reborn: take over ${region(a.region)}`;
    case "copyRelic":
      return `Bag copies the ${markerName(a.relic)}`;
    case "conquer":
      return `Conquer ${region(a.region)}${use(a.use)}`;
    case "finalAttempt":
      return `Final attempt on ${region(a.region)}${use(a.use)}`;
    case "wispRoll":
      return `Roll for ${region(a.region)}${use(a.use)}`;
    case "vampire":
      return `Vampire bite on ${region(a.region)}`;
    case "orb":
      return `Shiny Orb on ${region(a.region)}${a.use.length ? " (the Bag)" : ""}`;
    case "balrog":
      return `Send the Balrog to ${region(a.region)}`;
    case "endConquests":
      return "End conquests";
    case "placeArmor":
      return `Mushroom Armor on ${region(a.region)}`;
    case "stopArmor":
      return "Place no more armors";
    case "deploy":
      return `Deploy ${plural(a.count, "token")} to ${region(a.region)}`;
    case "placeQueen":
      return `Queen to ${region(a.region)}`;
    case "placeGhost":
      return `Ghost to ${region(a.region)}`;
    case "placeRing":
      return `Froggy's Ring to ${region(a.region)}`;
    case "keepGhost":
      return "Leave the Ghost";
    case "keepRing":
      return "Leave the Ring";
    case "placeBag":
      return `Bag to ${region(a.region)}`;
    case "keepBag":
      return "Leave the Bag";
    case "placeScepter":
      return `Scepter to ${region(a.region)}`;
    case "keepScepter":
      return "Leave the Scepter";
    case "altar":
      return `Sacrifice a declined token at ${region(a.region)} (3 coins)`;
    case "skipAltar":
      return "Skip the Altar";
  }
}

/** The action as a path of choices for the guided turn (`space` set on region steps). */
export function choicesOf(s: SwuState, a: SwuAction): ChoiceStep[] {
  const reg = (id: string, hint?: string): ChoiceStep => ({
    key: `region:${id}`,
    label: regionName(s, id),
    space: id,
    ...(hint ? { hint } : {}),
  });
  const step = (key: string, label: string, hint?: string): ChoiceStep => ({
    key,
    label,
    ...(hint ? { hint } : {}),
  });
  // The Relics a conquest uses come before its region, and only when there are some: a click on a
  // glowing region then conquers at once without them, and "Using sword" opens the regions again.
  const RELIC_WORDS: Record<string, string> = {
    sword: "the Sword",
    socks: "the Socks",
    doormat: "the Doormat",
    bag: "the Bag",
  };
  const uses = (u: string[]) =>
    u.length ? [step(`use:${u.join("+")}`, `Using ${u.map((x) => RELIC_WORDS[x] ?? x).join(" and ")}`)] : [];
  const cost = (region: string, use: string[]) => {
    const r = s.board.index.get(region);
    const a0 = s.active[s.owner] as number;
    if (r === undefined || a0 < 0) return undefined;
    let f = 0;
    for (const u of use) f |= u === "sword" ? 1 : u === "socks" ? 2 : u === "doormat" ? 4 : 8;
    return `costs ${conquestCost(s, s.owner, a0, r, f)}`;
  };
  switch (a.type) {
    case "pick": {
      const c = comboAt(s, a.position);
      return [
        step("pick", "Pick a combo"),
        step(
          `combo:${a.position}`,
          `${RACES[c.race]?.name ?? "?"} + ${c.power >= 0 ? POWERS[c.power]?.name : "no power"}`,
          `${a.position * s.rules.comboStepCost} coins${c.coins ? `, ${c.coins} on it` : ""}`,
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
      return [step("conquer", "Conquer"), ...uses(a.use), reg(a.region, cost(a.region, a.use))];
    case "finalAttempt":
      return [step("final", "Final attempt"), ...uses(a.use), reg(a.region, cost(a.region, a.use))];
    case "wispRoll":
      return [step("wisp", "Will-o'-Wisp roll"), ...uses(a.use), reg(a.region, cost(a.region, a.use))];
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
    case "keepGhost":
      return [step("ghost", "Place the Ghost"), step("keep", "Leave it")];
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
