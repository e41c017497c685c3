/**
 * Actions as players send them (strict zod schema), and their one-to-one mapping to the integer
 * moves of `moves.ts`. `apply` accepts an action exactly when its move is listed.
 */
import { z } from "zod";
import { FIRST_RELIC, MARKER_IDS, type MarkerId } from "./catalog.js";
import { useNames } from "./core.js";
import { argA, argB, kindOf, MK, mv, USE } from "./moves.js";
import type { SwuState } from "./state.js";

const Region = z.string().min(1).max(24);
const Use = z.array(z.enum(["sword", "socks", "doormat", "bag"])).max(4);
const RELIC_IDS = MARKER_IDS.slice(FIRST_RELIC) as unknown as [MarkerId, ...MarkerId[]];

/** Every action (§19 in order). */
export const SwuActionSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("pick"), position: z.number().int().min(0).max(20) }),
  z.strictObject({ type: z.literal("swapBadge"), position: z.number().int().min(0).max(20) }),
  z.strictObject({ type: z.literal("keepBadge") }),
  z.strictObject({ type: z.literal("placeVolcano"), region: Region }),
  z.strictObject({ type: z.literal("expand") }),
  z.strictObject({ type: z.literal("decline") }),
  z.strictObject({ type: z.literal("declineWithoutStonehedge") }),
  z.strictObject({ type: z.literal("abandon"), region: Region }),
  z.strictObject({ type: z.literal("moveAncient"), region: Region }),
  z.strictObject({ type: z.literal("reborn"), region: Region }),
  z.strictObject({ type: z.literal("copyRelic"), relic: z.enum(RELIC_IDS) }),
  z.strictObject({ type: z.literal("conquer"), region: Region, use: Use }),
  z.strictObject({ type: z.literal("finalAttempt"), region: Region, use: Use }),
  z.strictObject({ type: z.literal("wispRoll"), region: Region, use: Use }),
  z.strictObject({ type: z.literal("vampire"), region: Region }),
  z.strictObject({ type: z.literal("orb"), region: Region, use: Use }),
  z.strictObject({ type: z.literal("balrog"), region: Region }),
  z.strictObject({ type: z.literal("endConquests") }),
  z.strictObject({ type: z.literal("placeArmor"), region: Region }),
  z.strictObject({ type: z.literal("stopArmor") }),
  z.strictObject({ type: z.literal("deploy"), region: Region, count: z.number().int().min(1).max(255) }),
  z.strictObject({ type: z.literal("placeQueen"), region: Region }),
  z.strictObject({ type: z.literal("placeGhost"), region: Region }),
  z.strictObject({ type: z.literal("keepGhost") }),
  z.strictObject({ type: z.literal("placeRing"), region: Region }),
  z.strictObject({ type: z.literal("keepRing") }),
  z.strictObject({ type: z.literal("placeBag"), region: Region }),
  z.strictObject({ type: z.literal("keepBag") }),
  z.strictObject({ type: z.literal("placeScepter"), region: Region }),
  z.strictObject({ type: z.literal("keepScepter") }),
  z.strictObject({ type: z.literal("altar"), region: Region }),
  z.strictObject({ type: z.literal("skipAltar") }),
]);
/** An action. */
export type SwuAction = z.infer<typeof SwuActionSchema>;
/** The action types. */
export type SwuActionType = SwuAction["type"];

const USE_BIT: Record<string, number> = {
  sword: USE.SWORD,
  socks: USE.SOCKS,
  doormat: USE.DOORMAT,
  bag: USE.BAG,
};

/** The integer move of an action, or null when an id is unknown or a list is not in canonical order. */
export function encodeAction(s: SwuState, a: SwuAction): number | null {
  const reg = (id: string): number | null => {
    const i = s.board.index.get(id);
    return i === undefined ? null : i;
  };
  const flags = (use: string[]): number | null => {
    let f = 0;
    for (const u of use) f |= USE_BIT[u] as number;
    const canon = useNames(f);
    return canon.length === use.length && canon.every((x, i) => x === use[i]) ? f : null;
  };
  const withRegion = (kind: number, id: string, b = 0) => {
    const r = reg(id);
    return r === null ? null : mv(kind, r, b);
  };
  switch (a.type) {
    case "pick":
      return mv(MK.PICK, a.position);
    case "swapBadge":
      return mv(MK.SWAP, a.position);
    case "keepBadge":
      return mv(MK.KEEP_BADGE);
    case "placeVolcano":
      return withRegion(MK.VOLCANO, a.region);
    case "expand":
      return mv(MK.EXPAND);
    case "decline":
      return mv(MK.DECLINE);
    case "declineWithoutStonehedge":
      return mv(MK.DECLINE, 0, 1);
    case "abandon":
      return withRegion(MK.ABANDON, a.region);
    case "moveAncient":
      return withRegion(MK.MOVE_ANCIENT, a.region);
    case "reborn":
      return withRegion(MK.REBORN, a.region);
    case "copyRelic":
      return mv(MK.BAG_COPY, MARKER_IDS.indexOf(a.relic));
    case "conquer":
    case "finalAttempt":
    case "wispRoll":
    case "orb": {
      const f = flags(a.use);
      if (f === null) return null;
      const kind =
        a.type === "conquer"
          ? MK.CONQUER
          : a.type === "finalAttempt"
            ? MK.FINAL
            : a.type === "wispRoll"
              ? MK.WISP
              : MK.ORB;
      return withRegion(kind, a.region, f);
    }
    case "vampire":
      return withRegion(MK.VAMPIRE, a.region);
    case "balrog":
      return withRegion(MK.BALROG, a.region);
    case "endConquests":
      return mv(MK.END_CONQUEST);
    case "placeArmor":
      return withRegion(MK.ARMOR, a.region);
    case "stopArmor":
      return mv(MK.ARMOR_DONE);
    case "deploy":
      return withRegion(MK.PLACE, a.region, a.count);
    case "placeQueen":
      return withRegion(MK.QUEEN, a.region);
    case "placeGhost":
      return withRegion(MK.GHOST, a.region);
    case "placeRing":
      return withRegion(MK.RING, a.region);
    case "keepGhost":
      return mv(MK.GHOST_SKIP);
    case "keepRing":
      return mv(MK.RING_SKIP);
    case "placeBag":
      return withRegion(MK.BAG_PLACE, a.region);
    case "keepBag":
      return mv(MK.BAG_SKIP);
    case "placeScepter":
      return withRegion(MK.SCEPTER, a.region);
    case "keepScepter":
      return mv(MK.SCEPTER_SKIP);
    case "altar":
      return withRegion(MK.ALTAR, a.region);
    case "skipAltar":
      return mv(MK.ALTAR_SKIP);
  }
}

/** The action of a move. */
export function decodeMove(s: SwuState, m: number): SwuAction {
  const A = argA(m);
  const B = argB(m);
  const region = s.board.ids[A] as string;
  switch (kindOf(m)) {
    case MK.PICK:
      return { type: "pick", position: A };
    case MK.SWAP:
      return { type: "swapBadge", position: A };
    case MK.KEEP_BADGE:
      return { type: "keepBadge" };
    case MK.VOLCANO:
      return { type: "placeVolcano", region };
    case MK.EXPAND:
      return { type: "expand" };
    case MK.DECLINE:
      return B ? { type: "declineWithoutStonehedge" } : { type: "decline" };
    case MK.ABANDON:
      return { type: "abandon", region };
    case MK.MOVE_ANCIENT:
      return { type: "moveAncient", region };
    case MK.REBORN:
      return { type: "reborn", region };
    case MK.BAG_COPY:
      return { type: "copyRelic", relic: MARKER_IDS[A] as MarkerId };
    case MK.CONQUER:
      return { type: "conquer", region, use: useNames(B) as ("sword" | "socks" | "doormat" | "bag")[] };
    case MK.FINAL:
      return { type: "finalAttempt", region, use: useNames(B) as ("sword" | "socks" | "doormat" | "bag")[] };
    case MK.WISP:
      return { type: "wispRoll", region, use: useNames(B) as ("sword" | "socks" | "doormat" | "bag")[] };
    case MK.VAMPIRE:
      return { type: "vampire", region };
    case MK.ORB:
      return { type: "orb", region, use: useNames(B) as ("sword" | "socks" | "doormat" | "bag")[] };
    case MK.BALROG:
      return { type: "balrog", region };
    case MK.END_CONQUEST:
      return { type: "endConquests" };
    case MK.ARMOR:
      return { type: "placeArmor", region };
    case MK.ARMOR_DONE:
      return { type: "stopArmor" };
    case MK.PLACE:
      return { type: "deploy", region, count: B };
    case MK.QUEEN:
      return { type: "placeQueen", region };
    case MK.GHOST:
      return { type: "placeGhost", region };
    case MK.RING:
      return { type: "placeRing", region };
    case MK.GHOST_SKIP:
      return { type: "keepGhost" };
    case MK.RING_SKIP:
      return { type: "keepRing" };
    case MK.BAG_PLACE:
      return { type: "placeBag", region };
    case MK.BAG_SKIP:
      return { type: "keepBag" };
    case MK.SCEPTER:
      return { type: "placeScepter", region };
    case MK.SCEPTER_SKIP:
      return { type: "keepScepter" };
    case MK.ALTAR:
      return { type: "altar", region };
    default:
      return { type: "skipAltar" };
  }
}
