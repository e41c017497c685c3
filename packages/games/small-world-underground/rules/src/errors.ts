/**
 * Why an action is refused: a `RuleError` with a stable code, the rule's § and a sentence saying
 * what to do instead. Called only when the action is not among the listed moves, so it explains;
 * it never decides legality (the move list does).
 */
import type { RuleError } from "@pudding/engine";
import type { SwuAction } from "./actions.js";
import { K, R, RACES } from "./catalog.js";
import {
  canReach,
  comboAt,
  conquestCost,
  hammersAvailable,
  holdsRelic,
  immune,
  regionCount,
  shielded,
  visibleCombos,
  wispMaxShort,
} from "./core.js";
import { regionName } from "./describe.js";
import type { Phase, SwuState } from "./state.js";

const e = (
  code: string,
  rule: string,
  message: string,
  params: Record<string, string | number>,
): RuleError => ({
  code,
  rule,
  message: `${rule}: ${message}`,
  params,
});

/** What each phase expects, in words. */
const EXPECTED: Record<Phase, string> = {
  pick: "pick a race/power combo",
  mimes: "swap the Shadow Mimes' badge or keep it",
  volcano: "place the Volcano on a Volcano chasm",
  start: "expand or go into decline",
  conquest: "conquer, use a start-of-turn ability, or end your conquests",
  armor: "place your Mushroom Armors",
  redeploy: "deploy the tokens in your hand into your regions",
  tomb: "redeploy your declined Tomb tokens",
  queen: "place the Queen in one of your regions",
  ghost: "place the Tomb-raider's Ghost",
  ring: "place Froggy's Ring or leave it",
  bagRing: "place the Bag (as the Ring) or leave it",
  scepter: "place the Scepter or leave it",
  bagScepter: "place the Bag (as the Scepter) or leave it",
  altar: "use the Altar of Souls or skip it",
  withdraw: "redeploy your withdrawn tokens",
  over: "nothing: the game is over",
};

const PHASE_OF: Partial<Record<SwuAction["type"], Phase[]>> = {
  pick: ["pick"],
  swapBadge: ["mimes"],
  keepBadge: ["mimes"],
  placeVolcano: ["volcano"],
  expand: ["start"],
  decline: ["start"],
  declineWithoutStonehedge: ["start"],
  abandon: ["conquest"],
  moveAncient: ["conquest"],
  reborn: ["conquest"],
  copyRelic: ["conquest"],
  conquer: ["conquest"],
  finalAttempt: ["conquest"],
  wispRoll: ["conquest"],
  vampire: ["conquest"],
  orb: ["conquest"],
  balrog: ["conquest"],
  endConquests: ["conquest"],
  placeArmor: ["armor"],
  stopArmor: ["armor"],
  deploy: ["redeploy", "tomb", "withdraw"],
  placeQueen: ["queen"],
  placeGhost: ["ghost"],
  keepGhost: ["ghost"],
  placeRing: ["ring"],
  keepRing: ["ring"],
  placeBag: ["bagRing", "bagScepter"],
  keepBag: ["bagRing", "bagScepter"],
  placeScepter: ["scepter"],
  keepScepter: ["scepter"],
  altar: ["altar"],
  skipAltar: ["altar"],
};

/** The reason a (schema-valid) action of the acting seat is not legal now. */
export function diagnose(s: SwuState, seat: number, a: SwuAction): RuleError {
  const phases = PHASE_OF[a.type] ?? [];
  if (!phases.includes(s.phase))
    return e("notNow", "§19", `that is not possible now; it is time to ${EXPECTED[s.phase]}.`, {
      phase: s.phase,
      expected: EXPECTED[s.phase],
    });
  const region = "region" in a ? a.region : null;
  const r = region === null ? undefined : s.board.index.get(region);
  if (region !== null && r === undefined)
    return e(
      "unknownRegion",
      "§1",
      `there is no region "${region.slice(0, 24)}" on this map; pick one of its regions.`,
      {
        region: region.slice(0, 24),
      },
    );
  const name = r === undefined ? "" : regionName(s, s.board.ids[r] as string);
  const race = s.active[seat] as number;
  const hand = race >= 0 ? (s.raceHand[race] as number) : 0;
  switch (a.type) {
    case "pick": {
      const v = visibleCombos(s);
      if (a.position >= v)
        return e("noSuchCombo", "§6.1", `only ${v} combos are visible; pick one of positions 1–${v}.`, {
          position: a.position,
          visible: v,
        });
      const price = a.position * s.rules.comboStepCost;
      const on = comboAt(s, a.position).coins;
      const onIt = s.rules.comboCoinsBeforePayment && on ? on : 0;
      return e(
        "cannotAfford",
        "§6.1",
        `combo ${a.position + 1} costs ${price} coins and you have ${s.coins[seat]}${onIt ? ` plus ${onIt} on it` : ""}; pick a combo higher in the row.`,
        { combo: a.position + 1, price, coins: s.coins[seat] as number, onIt },
      );
    }
    case "swapBadge":
      return e(
        "noSuchCombo",
        "§14.12",
        "the Shadow Mimes may swap only with another visible combo; pick one of the other positions.",
        { variant: "mimes", position: a.position },
      );
    case "placeVolcano":
      return e(
        "notVolcano",
        "§14.3",
        `${name} does not carry the Volcano symbol; put the Volcano on a Volcano chasm.`,
        { region: name },
      );
    case "abandon":
    case "moveAncient":
    case "reborn": {
      if (s.t.conquests > 0)
        return e(
          "tooLate",
          "§10.2",
          "start-of-turn choices come before your first conquest; carry on conquering or end your conquests.",
          {},
        );
      if (a.type === "abandon")
        return e(
          "notYours",
          "§10.2",
          `${name} is not held by your active race; abandon one of your own regions.`,
          { variant: "abandon", region: name },
        );
      if (a.type === "moveAncient")
        return e(
          "cannotMoveAncient",
          "§14.1",
          "the Great Ancient moves once per turn, to another region of your active Cultists.",
          {},
        );
      return e(
        "cannotReborn",
        "§15.16",
        "Reborn turns at most 2 regions of your declined Reborn race each turn, with a token of your active race.",
        { most: 2 },
      );
    }
    case "copyRelic":
      return e(
        "cannotCopy",
        "§15.5",
        "the Bag copies one revealed Relic per turn, for the Magic race's owner.",
        { relic: a.relic },
      );
    case "conquer":
    case "finalAttempt":
    case "wispRoll":
    case "vampire":
    case "orb": {
      if (r === undefined || race < 0)
        return e("noRace", "§7", "you have no active race to conquer with; end your conquests.", {});
      if (s.board.isChasm[r])
        return e(
          "chasm",
          "§7.6",
          `${name} is an Abysmal Chasm: nobody ever enters it. Pick another region.`,
          {
            region: name,
          },
        );
      if (s.rRace[r] === race)
        return e(
          "ownRegion",
          "§7.2",
          `your ${RACES[race]?.name} already hold ${name}; pick another region.`,
          {
            race: RACES[race]?.id ?? "",
            region: name,
          },
        );
      if (s.balrog === r)
        return e(
          "balrog",
          "§18.9",
          `the Balrog holds ${name}: it is closed to everybody. Pick another region.`,
          { variant: "holds", region: name },
        );
      if (immune(s, r, seat))
        return e("immune", "§13.5", `${name} is immune (a figure protects it); pick another region.`, {
          region: name,
        });
      const use: string[] = "use" in a ? a.use : [];
      if (hand < 1)
        return e(
          "noTokens",
          "§7.4",
          "you need at least one race token in hand to conquer; end your conquests.",
          {},
        );
      const count = regionCount(s, race);
      const reach = canReach(s, seat, race, r, count);
      if (!reach && !use.includes("doormat") && !use.includes("bag"))
        return count === 0
          ? e(
              "notEdge",
              "§7.1",
              `a First Conquest must be on the map edge (or where your race's ability allows); ${name} is not. Pick an edge region.`,
              { region: name },
            )
          : shielded(s, r, seat)
            ? e(
                "gnomes",
                "§14.4",
                `the Gnomes in ${name} may be attacked only from a bordering region, without abilities.`,
                { region: name },
              )
            : e(
                "notAdjacent",
                "§7.2",
                `${name} is not adjacent to a region of your active race; pick a bordering region.`,
                { region: name },
              );
      const occ = s.rRace[r] as number;
      if (
        occ === R.liches &&
        s.raceState[occ] === 2 &&
        s.raceOwner[occ] !== seat &&
        (s.coins[seat] as number) < 1
      )
        return e(
          "lichesToll",
          "§14.7",
          "conquering a declined Liches region costs its owner 1 coin and you have none; pick another region.",
          { toll: 1 },
        );
      for (const u of use) {
        const m =
          u === "sword"
            ? K.swordOfTheKillerRabbit
            : u === "socks"
              ? K.stinkyTrollsSocks
              : u === "doormat"
                ? K.flyingDoormat
                : -1;
        if (m >= 0 && !holdsRelic(s, seat, m))
          return e(
            "noRelic",
            "§16.1",
            `your active race does not hold the ${u}; its power serves whoever occupies its region.`,
            { relic: u },
          );
      }
      if (a.type === "vampire" || a.type === "orb")
        return e(
          "notSingle",
          a.type === "vampire" ? "§15.20" : "§17.5",
          `${name} must hold a single token of an opponent's active race (not Gnomes), once per ${a.type === "vampire" ? "opponent per turn" : "turn"}.`,
          { variant: a.type, region: name },
        );
      const flags = use.reduce(
        (f, u) => f | (u === "sword" ? 1 : u === "socks" ? 2 : u === "doormat" ? 4 : 8),
        0,
      );
      const cost = conquestCost(s, seat, race, r, flags);
      const have = hand + hammersAvailable(s, seat);
      if (a.type === "conquer")
        return e(
          "tooExpensive",
          "§7.3",
          `conquering ${name} costs ${cost} tokens; you have ${have} left. Pick a cheaper region or make a final attempt with the die.`,
          { region: name, cost, have },
        );
      if (a.type === "finalAttempt")
        return e(
          "finalAttempt",
          "§7.10",
          cost <= have
            ? `you can afford ${name} (${cost} tokens): conquer it normally.`
            : `a final attempt needs the region to be 1 to ${s.rules.finalAttemptMaxShortfall} tokens short; ${name} is ${cost - have} short.`,
          cost <= have
            ? { variant: "affordable", region: name, cost, have }
            : {
                variant: "tooShort",
                region: name,
                cost,
                have,
                max: s.rules.finalAttemptMaxShortfall,
                short: cost - have,
              },
        );
      return e(
        "wispRoll",
        "§14.15",
        `the Will-o'-Wisps roll only for a Mystic Crystal or a region next to their Crystal, at most ${wispMaxShort(s)} tokens short (the die's highest face), when the roll can lower the cost (${cost}).`,
        { cost, max: wispMaxShort(s) },
      );
    }
    case "balrog":
      return e(
        "balrog",
        "§18.9",
        "the Balrog moves once per turn, for the holder of the Wickedest Pentacle, into a bordering region that is not a chasm, immune, Gnome or your own.",
        { variant: "move", region: name },
      );
    case "deploy":
      return r === undefined || s.rRace[r] === -1
        ? e(
            "cannotDeploy",
            "§8.1",
            `tokens are redeployed only into regions your race holds; ${name} is not one.`,
            { variant: "notHeld", region: name },
          )
        : e(
            "cannotDeploy",
            "§8.1",
            "you cannot deploy that many tokens: deploy at most the tokens in your hand.",
            { variant: "tooMany", count: a.count },
          );
    case "placeQueen":
    case "placeRing":
    case "placeScepter":
    case "placeBag":
    case "placeArmor":
      return e("notYours", "§19", `${name} is not a region of your active race; place it in one of yours.`, {
        variant: "place",
        region: name,
      });
    case "placeGhost":
      return e(
        "ghost",
        "§18.3",
        "the Ghost goes to any region but the Crypt's own, a chasm or the Balrog's.",
        { region: name },
      );
    case "altar":
      return e("altar", "§18.1", "the Altar takes a token of your declined race; pick one of its regions.", {
        region: name,
      });
    default:
      return e("illegal", "§19", `that is not possible now; it is time to ${EXPECTED[s.phase]}.`, {
        phase: s.phase,
        expected: EXPECTED[s.phase],
      });
  }
}

void K;
void R;
