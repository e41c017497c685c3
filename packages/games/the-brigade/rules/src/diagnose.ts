/**
 * Why an action is refused: a `RuleError` with a stable code, the rule § and a sentence saying what
 * to do instead. Legality itself is decided by membership in the listed moves (`moves.ts`); this
 * only explains a refusal, so the two can never disagree about what is allowed.
 */
import type { RuleError } from "@pudding/engine";
import type { BrigadeAction } from "./actions.js";
import { cellIndex, cellName, ORTHO } from "./grid.js";
import { aviaryRoutes, brigadeDestinations, cisternDestinations, MoveMode } from "./movement.js";
import { canRefillAt, endsOnDestroyed, mustLeave } from "./moves.js";
import {
  affOf,
  ashWater,
  type BrigadeState,
  brigadeCap,
  brigadeWater,
  canRecruit,
  cisternCap,
  FLAG,
  has,
  isBurning,
  isCity,
  isPrompt,
  renownOnBoard,
  rulesVersionOf,
  squadSize,
  trackLast,
  trackValue,
  UNI,
  wardenAction,
} from "./state.js";

const e = (
  code: string,
  message: string,
  rule?: string,
  params?: Record<string, string | number>,
): RuleError => ({
  code,
  message,
  ...(rule ? { rule } : {}),
  ...(params ? { params } : {}),
});

const PROMPT_WORDS: Record<string, string> = {
  pWarden: "choose a warden and a colour",
  pCorner: "choose a corner for your barracks",
  pRenown: "place renown on one of the offered tiles",
  pRecruit: "choose a drawn squad card (or none)",
  pDeflect: "send the fireball to an adjacent tile, or let it fall",
  pStoke: "raise the tile or skip",
  pFlare: "raise an adjacent tile or skip",
  pCool: "choose a burning tile to reduce",
  pUpgrade: "choose a track to upgrade",
  pFavour: "choose Ali Ahmar's favour",
  pTake: "choose one of your renown tokens",
  pReduce: "choose an adjacent burning tile to reduce",
  pPurge: "choose a player to discard a squad member, or skip",
  pDiscard: "choose a squad member to discard",
  pLoseWater: "choose the water token to lose",
  pPush: "choose where the other brigade is pushed",
  pFreeCistern: "move your cistern for free, or skip",
  pBonusMove: "move your brigade (your cistern's free move came first)",
  pPrecious: "discard Sir Precious or keep him",
  pOak: "choose Old Tom Oak's direction",
  pIndecent: "raise a tile without pieces, or skip",
  pClimb: "take the free Move Brigade, or skip",
  pOrder: "choose which of your triggered abilities resolves next",
};

const PROMPT_TYPES = new Set([
  "pickWarden",
  "pickCorner",
  "placeRenown",
  "takeRenown",
  "chooseRecruit",
  "givePrecious",
  "deflect",
  "raise",
  "reduce",
  "favour",
  "chooseSeat",
  "discard",
  "loseWater",
  "push",
  "direction",
  "skip",
  "trigger",
]);

/**
 * R29 (rules version 3): why an Extinguish or a Transfer within the amounts is still refused — its
 * split of water over the brigade's cards (`field`) is missing where there is a choice, named where
 * there is none, or does not fit the cards.
 */
function waterSplit(s: BrigadeState, p: number, named: boolean, field: "pay" | "brigade"): RuleError | null {
  const cards = 1 + squadSize(s, p);
  if (!named && rulesVersionOf(s) >= 3)
    return e(
      "splitNeeded",
      field === "pay"
        ? `Say which of your brigade's cards pay the water: "pay" lists what each pays, your warden's card first, then your squad cards (${cards} numbers).`
        : `Say how the brigade's water sits on its cards: "brigade" lists what each holds, your warden's card first, then your squad cards (${cards} numbers).`,
      "R29",
      { field, cards },
    );
  if (named && rulesVersionOf(s) < 3)
    return e(
      "splitNotHere",
      "This game's rules version fills your brigade's cards in order; name no split.",
      "R29",
      {
        field,
      },
    );
  if (named)
    return e(
      "splitNoFit",
      field === "pay"
        ? `Each card pays at most the water on it, and the amounts add up to the brigade's share (${cards} numbers, your warden's card first); or name no split when only one way exists.`
        : `Each card holds at most its capacity, and the amounts add up to the brigade's share (${cards} numbers, your warden's card first); or name no split when only one arrangement exists.`,
      "R29",
      { field, cards },
    );
  return null;
}

/** The reason a parsed action by a seat that may act is not listed now. */
export function diagnose(s: BrigadeState, p: number, a: BrigadeAction): RuleError {
  const top = s.stack[s.stack.length - 1];
  if (top && isPrompt(top)) {
    const what = PROMPT_WORDS[top.k] ?? "answer the pending choice";
    if (
      !PROMPT_TYPES.has(a.type) &&
      a.type !== "moveBrigade" &&
      a.type !== "moveCistern" &&
      a.type !== "upgrade"
    )
      return e("answerFirst", `A choice is pending: ${what}.`, "§7.2", { what, prompt: top.k });
    return e("notAnOption", `That is not one of the offered choices: ${what}.`, "§7.2", {
      what,
      prompt: top.k,
    });
  }
  if (PROMPT_TYPES.has(a.type))
    return e(
      "nothingToAnswer",
      "No choice is pending; take an action of the action phase or end your turn.",
      "§7.2",
    );
  const ap = s.ap[p] as number;
  const flags = s.flags[p] as number;
  const b = s.brigade[p] as number;
  const cellOf = (id: string) => cellIndex(id);
  const needAp = () =>
    ap < 1 ? e("noActionPoints", "You have no action points left; end your turn.", "§7.2") : null;
  const leave = mustLeave(s, p);
  if (leave && a.type === "endTurn")
    return e(
      "leaveDestroyed",
      "Your brigade stands on a destroyed tile: move it off before ending your turn.",
      "R25",
      { when: "endTurn" },
    );
  switch (a.type) {
    case "moveBrigade":
    case "incorporeal": {
      const miss = needAp();
      if (miss) return miss;
      const to = cellOf(a.to);
      if (to < 0)
        return e("unknownTile", `There is no tile "${a.to}"; tiles are A1 to F6.`, "§3.1", { tile: a.to });
      if (a.type === "incorporeal" && wardenAction(s, p) !== "incorporeal")
        return e("notYourWarden", "Only Aurath Ether's Incorporeal moves through other pieces.", "§14.2", {
          action: "incorporeal",
        });
      if (leave && ap === 1 && (s.burnt[to] as number) > 0)
        return e(
          "leaveDestroyed",
          "Your last action point must take the brigade off the destroyed tile.",
          "R25",
          { when: "lastPoint" },
        );
      if (endsOnDestroyed(s, p, to))
        return e(
          "leaveDestroyed",
          "Your last action point cannot end a move on a destroyed tile: the turn would end there.",
          "R25",
          { when: "endOn" },
        );
      if (a.via !== undefined) {
        const r = aviaryRoutes(s, p, [], a.type === "incorporeal" ? MoveMode.Incorporeal : MoveMode.Normal);
        let found = false;
        for (let i = 0; i < r.length; i += 2)
          if (r[i + 1] === to && cellName(r[i] as number) === a.via) found = true;
        if (!found)
          return e(
            "noAviaryRoute",
            `Your brigade cannot pass through a Jeweled Aviary on ${a.via} on its way to ${a.to}: the Aviary must be flipped, hold your renown and lie on a route within your movement points.`,
            "§15.1",
            { via: a.via, to: a.to },
          );
      }
      const mode = a.type === "incorporeal" ? MoveMode.Incorporeal : MoveMode.Normal;
      if (!brigadeDestinations(s, p, mode, []).includes(to))
        return e(
          "unreachable",
          `Your brigade cannot reach ${a.to} this move: up to ${s.rules.moveRange} points, 2 to enter a destroyed tile, a burning tile ends the move, and other players' pieces and barracks block the way.`,
          "§8.1",
          { to: a.to, range: s.rules.moveRange },
        );
      break;
    }
    case "moveCistern": {
      const to = cellOf(a.to);
      if (to < 0)
        return e("unknownTile", `There is no tile "${a.to}"; tiles are A1 to F6.`, "§3.1", { tile: a.to });
      const free = has(s, p, "freeCisternMove") && !(flags & FLAG.morgana);
      if (!free) {
        const miss = needAp();
        if (miss) return miss;
      }
      if (!cisternDestinations(s, p, []).includes(to))
        return e(
          "cisternDestination",
          "The cistern goes to a tile that is not destroyed and holds no other player's brigade or cistern, or to your own barracks.",
          "§8.2",
        );
      break;
    }
    case "extinguish": {
      const miss = needAp();
      if (miss) return miss;
      if (!isBurning(s, b))
        return e("notBurning", "Extinguish works only on the burning tile your brigade stands on.", "§8.3");
      if (a.water > (s.fire[b] as number))
        return e("tooMuchWater", `Spend at most the intensity (${s.fire[b]}) in water.`, "R27", {
          intensity: s.fire[b] as number,
        });
      const wc = s.cistern[p] === b ? (s.cWater[p] as number) : 0;
      if (a.fromCistern > wc)
        return e(
          "cisternWater",
          wc === 0 && s.cistern[p] !== b
            ? "Your cistern is not on this tile; spend brigade water only."
            : `Your cistern holds ${wc} water.`,
          "§8.3",
          { water: wc, here: s.cistern[p] === b ? 1 : 0 },
        );
      if (a.water - a.fromCistern > brigadeWater(s, p) || a.fromCistern > a.water)
        return e("notEnoughWater", `Your brigade holds ${brigadeWater(s, p)} water; refill first.`, "§8.3", {
          water: brigadeWater(s, p),
        });
      const split = waterSplit(s, p, a.pay !== undefined, "pay");
      if (split) return split;
      break;
    }
    case "refill": {
      const miss = needAp();
      if (miss) return miss;
      const t = cellOf(a.tile);
      if (wardenAction(s, p) === "dawnDusk" && s.dusk[p] === 1)
        return e(
          "duskNoRefill",
          "White Fang's Dusk face cannot take Refill actions; turn it back to Dawn.",
          "R54",
        );
      if (t < 0 || (s.brigade[p] !== t && s.cistern[p] !== t))
        return e("refillWhere", "Refill where your brigade or your cistern stands.", "§8.4");
      if (!canRefillAt(s, p, t))
        return e(
          "refillHere",
          "Refill on your own barracks tile or a tile loyal to you, where a holder has room for water.",
          "§8.4",
        );
      break;
    }
    case "transfer": {
      const miss = needAp();
      if (miss) return miss;
      if (s.cistern[p] !== b)
        return e("transferApart", "Transfer needs your brigade and your cistern on the same tile.", "§8.5");
      const total = (s.cWater[p] as number) + brigadeWater(s, p);
      if (a.cistern <= cisternCap(s, p) && total - a.cistern >= 0 && total - a.cistern <= brigadeCap(s, p)) {
        const split = waterSplit(s, p, a.brigade !== undefined, "brigade");
        if (split) return split;
      }
      return e(
        "transferCapacity",
        "Keep the water within the cistern's and the brigade's capacities.",
        "§8.5",
      );
    }
    case "recruit": {
      const miss = needAp();
      if (miss) return miss;
      if (s.rules.recruitNeedsSlot && trackValue(s, p, 0) < 1)
        return e("noSquadSlot", "Upgrade Squad Members to at least 1 before recruiting.", "R30");
      if (!canRecruit(s, p)) return e("squadDeckEmpty", "The squad deck and its discards are empty.", "R18");
      break;
    }
    case "upgrade": {
      const miss = needAp();
      if (miss) return miss;
      if (flags & FLAG.upgraded) return e("upgradeOnce", "Upgrade is allowed once per turn.", "§8.7");
      const t = ["squad", "cistern", "command"].indexOf(a.track);
      if ((s.track[p * 3 + t] as number) >= trackLast(s, t))
        return e("trackFull", `Your ${a.track} track is at its last space; choose another.`, "§8.7", {
          track: a.track,
        });
      break;
    }
    case "cisternExtinguish": {
      const miss = needAp();
      if (miss) return miss;
      if (!has(s, p, "cisternDouse"))
        return e(
          "abilityInactive",
          "You need an active Leon Bertrand (loyalty of his affiliation).",
          "§11.2",
          { member: "Leon Bertrand" },
        );
      if (flags & FLAG.leon)
        return e("oncePerTurn", "Leon Bertrand's cistern works once per turn.", "§11.5", {
          subject: "Leon Bertrand",
        });
      return e("cisternDouse", "Your cistern must stand on an intensity-1 fire with 1 water.", "R35");
    }
    case "ashExtinguish": {
      const miss = needAp();
      if (miss) return miss;
      if (ashWater(s, p).slot === -2)
        return e("abilityInactive", "You need an active Ash (loyalty of her affiliation).", "§11.2", {
          member: "Ash",
        });
      if (flags & FLAG.ash) return e("oncePerTurn", "Ash acts once per turn.", "§11.5", { subject: "Ash" });
      const t = cellOf(a.tile);
      if (t < 0 || !(ORTHO[b] as readonly number[]).includes(t) || !isBurning(s, t))
        return e("ashTarget", "Ash puts out a burning tile orthogonally adjacent to your brigade.", "§11.5");
      return e("ashWater", "Ash spends her own water, at most the intensity.", "§11.5");
    }
    default: {
      const wa = wardenAction(s, p);
      const warden: Record<string, string> = {
        sendCistern: "sendCistern",
        polymorphy: "polymorphy",
        withThePeople: "withThePeople",
        artificers: "artificers",
        alliances: "alliances",
        flipWarden: "dawnDusk",
        mime: "mime",
        pyrocontrol: "pyrocontrol",
      };
      const need = warden[a.type];
      if (need) {
        if (!s.rules.advanced)
          return e("basicGame", "Warden special actions belong to the advanced game.", "§14.1");
        if (wa !== need)
          return e("notYourWarden", "That is another warden's special action.", "§14.2", { action: a.type });
        const miss = needAp();
        if (miss) return miss;
        if (flags & FLAG.warden)
          return e("oncePerTurn", "A warden's special action is once per turn.", "§14.1", {
            subject: "warden",
          });
        if ((a.type === "withThePeople" || a.type === "artificers") && renownOnBoard(s, p) < 1)
          return e("payRenown", "You need one of your renown tokens on the board to pay for it.", "R50");
        if (a.type === "polymorphy") {
          const x = cellOf(a.a);
          const y = cellOf(a.b);
          if (
            x >= 0 &&
            y >= 0 &&
            isCity(s, x) &&
            isCity(s, y) &&
            (affOf(s, x) === UNI || affOf(s, y) === UNI)
          )
            return e("polymorphyUniversity", "Polymorphy never touches a University tile.", "R49");
          return e(
            "polymorphy",
            "Swap two orthogonally adjacent tiles with different intensities that fit each other's tracks.",
            "R49",
          );
        }
      }
    }
  }
  if (leave && ap === 1)
    return e(
      "leaveDestroyed",
      "Your last action point must take the brigade off the destroyed tile.",
      "R25",
      { when: "lastPoint" },
    );
  return e("notLegal", "That action is not possible now; choose one of the listed actions.", "§8");
}
