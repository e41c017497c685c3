/**
 * What a viewer may see (§20): the whole map, every banner, badge, combo and hand of tokens, the
 * figures and markers, the public trail of coin movements — but coin totals only for the viewer
 * himself (all of them once the game is over, or when the rule `hiddenCoins` is off). The pile, the
 * stacks below their tops and the RNG never leave the state.
 */
import type { Viewer } from "@pudding/engine";
import {
  MARKER_IDS,
  type MarkerId,
  POWER_IDS,
  type PowerId,
  RACE_IDS,
  type RaceId,
  TERRAIN_IDS,
  type TerrainId,
} from "./catalog.js";
import { actor, comboAt, regionCount, tokensOnMap, visibleCombos, winnersOf } from "./core.js";
import { type Phase, type SwuState, scoresSecret, secretAmount } from "./state.js";

/** One region as drawn. */
export interface RegionView {
  id: string;
  terrain: TerrainId;
  /** The race whose tokens are there. */
  race: RaceId | null;
  /** Its owner. */
  seat: number | null;
  declined: boolean;
  tokens: number;
  monsters: number;
  /** A Black Mountain marker (§3.6). */
  mountain: boolean;
  armors: number;
  /** Places and Relics lying there (face up). */
  markers: MarkerId[];
  /** Figures standing there. */
  figures: ("greatAncient" | "queen" | "ghost" | "balrog" | "bag" | "volcano")[];
  /** Immune to the other players (§13.5). */
  immune: boolean;
}

/** A combo of the row (positions 0…) or the stack-top combo (the last). */
export interface ComboView {
  position: number;
  race: RaceId;
  power: PowerId | null;
  coins: number;
  /** Tokens it gives (banner + badge, §6.2). */
  tokens: number;
  stackTop: boolean;
  /** What picking it costs (§6.1). */
  price: number;
}

/** A race in front of a player. */
export interface RaceView {
  race: RaceId;
  power: PowerId | null;
  declined: boolean;
  hand: number;
  regions: number;
  tokensOnMap: number;
}

/** A player as seen by the viewer. */
export interface SeatView {
  name: string;
  active: RaceView | null;
  declined: RaceView[];
  hammers: number;
  /** Holds a Vengeance marker (§15.21). */
  vengeance: boolean;
  /** The coin total: the viewer's own, or everybody's once the game is over (§20). */
  coins: number | null;
  /** Public coin movements of the previous and current rounds (§20: transfers, not totals). */
  coinMoves: {
    /** Null for another seat's coins from the bank while coins are hidden (Ruling R63). */
    delta: number | null;
    reason: string;
    round: number;
    other: number;
    couldNotPay: boolean;
  }[];
}

/** Everything a viewer may see, enough to draw the table. */
export interface SwuView {
  game: "small-world-underground";
  viewer: Viewer;
  mapId: string;
  phase: Phase;
  round: number;
  rounds: number;
  turn: number;
  turnOwner: number;
  toAct: number[];
  over: boolean;
  regions: RegionView[];
  figures: {
    greatAncient: string | null;
    /** The Great Ancient waits beside the Cultists for their next conquest (R25). */
    greatAncientWaiting: boolean;
    volcano: string | null;
    queen: string | null;
    ghost: string | null;
    balrog: string | null;
    bag: string | null;
  };
  combos: ComboView[];
  bannerStack: number;
  badgeStack: number;
  badgeDiscard: PowerId[];
  /** Face-down Places and Relics left to find. */
  pile: number;
  stonehedgePower: PowerId | null;
  seats: SeatView[];
  /** Tokens taken back by defenders, redeployed at the end of this turn (§7.8). */
  withdrawals: { seat: number; race: RaceId; count: number }[];
  turnState: {
    conquests: number;
    conquestsEnded: boolean;
    declined: boolean;
    bagCopy: MarkerId | null;
    lastRoll: number | null;
    relicsUsed: string[];
    armorsToPlace: number;
    hammersOnMap: number;
    /** The Shadow Mimes' pick waiting for its swap (§14.12). */
    pickedAt: number | null;
  };
  monsters: { onMap: number; removed: number };
  /** Once over: winners and final coins. */
  result: { winners: number[]; coins: number[] } | null;
}

const rid = (r: number) => RACE_IDS[r] as RaceId;
const pid = (p: number) => (p >= 0 ? (POWER_IDS[p] as PowerId) : null);

/** The view of `viewer`. */
export function viewOf(s: SwuState, viewer: Viewer): SwuView {
  const b = s.board;
  const over = s.phase === "over";
  const id = (r: number) => (r >= 0 ? (b.ids[r] as string) : null);
  const regions: RegionView[] = b.ids.map((rid0, r) => {
    const race = s.rRace[r] as number;
    const markers: MarkerId[] = [];
    for (let m = 0; m < MARKER_IDS.length; m++)
      if (s.markerAt[m] === r) markers.push(MARKER_IDS[m] as MarkerId);
    const figures: RegionView["figures"] = [];
    if (s.greatAncient === r) figures.push("greatAncient");
    if (s.queen === r) figures.push("queen");
    if (s.ghost === r) figures.push("ghost");
    if (s.balrog === r) figures.push("balrog");
    if (s.bag === r) figures.push("bag");
    if (s.volcano === r) figures.push("volcano");
    return {
      id: rid0,
      terrain: TERRAIN_IDS[b.type[r] as number] as TerrainId,
      race: race >= 0 ? rid(race) : null,
      seat: race >= 0 ? (s.raceOwner[race] as number) : null,
      declined: race >= 0 && s.raceState[race] === 2,
      tokens: s.rTokens[r] as number,
      monsters: s.rMonsters[r] as number,
      mountain: b.mountain[r] as boolean,
      armors: s.rArmor[r] as number,
      markers,
      figures,
      immune: s.balrog === r || s.greatAncient === r || s.queen === r || s.ghost === r,
    };
  });
  const combos: ComboView[] = [];
  const v = visibleCombos(s);
  for (let i = 0; i < v; i++) {
    const c = comboAt(s, i);
    const power = pid(c.power);
    combos.push({
      position: i,
      race: rid(c.race),
      power,
      coins: c.coins,
      tokens: s.rules.bannerValues[rid(c.race)] + (power ? s.rules.badgeValues[power] : 0),
      stackTop: i >= s.rowRace.length,
      price: i * s.rules.comboStepCost,
    });
  }
  const raceView = (race: number): RaceView => ({
    race: rid(race),
    power: pid(s.racePower[race] as number),
    declined: s.raceState[race] === 2,
    hand: s.raceHand[race] as number,
    regions: regionCount(s, race),
    tokensOnMap: tokensOnMap(s, race),
  });
  const hidden = s.rules.hiddenCoins && !over;
  const secret = scoresSecret(s);
  const seats: SeatView[] = s.names.map((name, p) => ({
    name,
    active: (s.active[p] as number) >= 0 ? raceView(s.active[p] as number) : null,
    declined: (s.declined[p] as number[]).map(raceView),
    hammers: s.hammers[p] as number,
    vengeance: s.vengeance[p] as boolean,
    coins: !hidden || viewer === p ? (s.coins[p] as number) : null,
    coinMoves: s.coinLog
      .filter((c) => c.seat === p)
      .map((c) => ({
        delta: viewer !== p && secret && secretAmount(c) ? null : c.delta,
        reason: c.reason,
        round: c.round,
        other: c.other,
        couldNotPay: c.couldNotPay === true,
      })),
  }));
  const t = s.t;
  const used: string[] = [];
  if (t.usedSword) used.push("swordOfTheKillerRabbit");
  if (t.usedSocks) used.push("stinkyTrollsSocks");
  if (t.usedDoormat) used.push("flyingDoormat");
  if (t.usedOrb) used.push("shinyOrb");
  if (t.usedBag) used.push("bag");
  let onMap = 0;
  for (const m of s.rMonsters) onMap += m;
  const who = actor(s);
  return {
    game: "small-world-underground",
    viewer,
    mapId: s.mapId,
    phase: s.phase,
    round: s.round,
    rounds: s.rounds,
    turn: s.turn,
    turnOwner: over ? -1 : s.owner,
    toAct: who >= 0 ? [who] : [],
    over,
    regions,
    figures: {
      greatAncient: id(s.greatAncient),
      greatAncientWaiting: s.gaPending,
      volcano: id(s.volcano),
      queen: id(s.queen),
      ghost: id(s.ghost),
      balrog: id(s.balrog),
      bag: id(s.bag),
    },
    combos,
    bannerStack: s.bannerStack.length,
    badgeStack: s.badgeStack.length,
    badgeDiscard: s.badgeDiscard.map((p) => POWER_IDS[p] as PowerId),
    pile: s.pile.length,
    stonehedgePower: pid(s.stonehedgePower),
    seats,
    withdrawals: t.pending.map((p) => ({ seat: p.seat, race: rid(p.race), count: p.count })),
    turnState: {
      conquests: t.conquests,
      conquestsEnded: t.ended,
      declined: t.declined,
      bagCopy: t.bagCopy >= 0 ? (MARKER_IDS[t.bagCopy] as MarkerId) : null,
      lastRoll: t.lastRoll >= 0 ? t.lastRoll : null,
      relicsUsed: used,
      armorsToPlace: t.armors,
      hammersOnMap: t.hammersOnMap,
      pickedAt: s.pickedAt >= 0 ? s.pickedAt : null,
    },
    monsters: { onMap, removed: s.monstersRemoved },
    result: over ? { winners: winnersOf(s), coins: s.coins.slice() } : null,
  };
}
