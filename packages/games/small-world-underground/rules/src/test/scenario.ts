/**
 * A small scenario builder for rule tests: start from a real setup, clear the table, then put
 * races, tokens, markers and figures where a test needs them, and play actions through the
 * module's `apply` (so every step is the real, validated path).
 */

import type { SwuAction } from "../actions.js";
import {
  MARKER_INDEX,
  type MarkerId,
  POWER_INDEX,
  type PowerId,
  RACE_INDEX,
  type RaceId,
} from "../catalog.js";
import { CORE } from "../core.js";
import type { SwuEvent } from "../events.js";
import { SWU_MAPS } from "../map/profile.js";
import { SMALL_WORLD_UNDERGROUND as G } from "../module.js";
import type { SwuRules } from "../rules.js";
import { newScratch, type Phase, type SwuState } from "../state.js";

/** Options of a scenario. */
export interface ScenarioOptions {
  seats?: number;
  map?: string;
  rules?: Partial<SwuRules> | Record<string, unknown>;
  seed?: number;
  /** The rules version to play under (default: the current one). */
  rulesVersion?: number;
  /** Keep the Monsters of setup (default: keep). */
  monsters?: boolean;
}

/** A scenario under construction and play. */
export class Scenario {
  s: SwuState;
  events: SwuEvent[] = [];

  constructor(o: ScenarioOptions = {}) {
    const seats = o.seats ?? 2;
    // Scenarios are written on the 2-player map (Appendix B) unless they name another.
    const map = SWU_MAPS[o.map ?? "swu-2p"];
    const rules = G.rules.parse({ ...(map?.players !== seats ? { maps: "any" } : {}), ...(o.rules ?? {}) });
    if (!rules.ok) throw new Error(rules.issues.map((i) => `${i.path}: ${i.message}`).join("; "));
    const r = G.setup({
      map: map as never,
      rules: rules.value,
      seats,
      seed: o.seed ?? 1,
      ...(o.rulesVersion ? { rulesVersion: o.rulesVersion } : {}),
    });
    if (!r.ok) throw new Error(r.issues.map((i) => `${i.path}: ${i.message}`).join("; "));
    this.s = r.value;
    this.s.names = Array.from({ length: seats }, (_, i) => ["Ann", "Bob", "Cid", "Dee", "Eve"][i] as string);
    if (o.monsters === false) this.s.rMonsters = this.s.rMonsters.map(() => 0);
    this.s.pile = [];
    this.s.coinLog = [];
  }

  /** Region index by id. */
  r(id: string): number {
    const i = this.s.board.index.get(id);
    if (i === undefined) throw new Error(`no region ${id}`);
    return i;
  }

  /** Takes a race out of the row and stacks (another takes its row slot) so it can be given to a player. */
  private takeFromDeck(race: number, power: number) {
    const s = this.s;
    const used = new Set<number>([race]);
    for (let i = 0; i < s.rowRace.length; i++) if (s.rowRace[i] === race) s.rowRace.splice(i, 1, -1);
    s.bannerStack = s.bannerStack.filter((x) => x !== race);
    const spare = s.bannerStack.filter((x) => !used.has(x));
    for (let i = 0; i < s.rowRace.length; i++)
      if (s.rowRace[i] === -1) {
        const x = spare.pop();
        s.bannerStack = s.bannerStack.filter((y) => y !== x);
        s.rowRace[i] = x ?? 0;
      }
    if (power >= 0) {
      for (let i = 0; i < s.rowPower.length; i++)
        if (s.rowPower[i] === power) s.rowPower[i] = s.badgeStack.pop() ?? -1;
      s.badgeStack = s.badgeStack.filter((x) => x !== power);
    }
  }

  /** Gives a seat an active race: tokens per region, tokens in hand. */
  active(
    seat: number,
    race: RaceId,
    power: PowerId | null,
    regions: Record<string, number> = {},
    hand = 0,
  ): this {
    const s = this.s;
    const ri = RACE_INDEX[race];
    const pi = power ? POWER_INDEX[power] : -1;
    this.takeFromDeck(ri, pi);
    s.raceOwner[ri] = seat;
    s.raceState[ri] = 1;
    s.racePower[ri] = pi;
    s.raceHand[ri] = hand;
    s.active[seat] = ri;
    for (const [id, n] of Object.entries(regions)) this.put(id, ri, n);
    s.stats.picks.push({ seat, round: s.round, race: ri, power: pi, scored: 0 });
    return this;
  }

  /** Gives a seat a declined race (with its kept power, if any). */
  declined(seat: number, race: RaceId, power: PowerId | null, regions: Record<string, number> = {}): this {
    const s = this.s;
    const ri = RACE_INDEX[race];
    const pi = power ? POWER_INDEX[power] : -1;
    this.takeFromDeck(ri, pi);
    s.raceOwner[ri] = seat;
    s.raceState[ri] = 2;
    s.racePower[ri] = pi;
    (s.declined[seat] as number[]).push(ri);
    for (const [id, n] of Object.entries(regions)) this.put(id, ri, n);
    return this;
  }

  /** Puts tokens of a race in a region (Monsters there leave). */
  put(id: string, race: number, n: number): this {
    const i = this.r(id);
    this.s.rRace[i] = race;
    this.s.rTokens[i] = n;
    this.s.monstersRemoved += this.s.rMonsters[i] as number;
    this.s.rMonsters[i] = 0;
    return this;
  }

  /** Sets the Monsters of a region. */
  monsters(id: string, n: number): this {
    const i = this.r(id);
    this.s.monstersRemoved += (this.s.rMonsters[i] as number) - n;
    this.s.rMonsters[i] = n;
    return this;
  }

  /** Puts a revealed Place or Relic on a region. */
  marker(m: MarkerId, id: string): this {
    this.s.markerAt[MARKER_INDEX[m]] = this.r(id);
    return this;
  }

  /** The face-down pile, top last. */
  pile(...ms: MarkerId[]): this {
    this.s.pile = ms.map((m) => MARKER_INDEX[m]);
    return this;
  }

  /** Mushroom Armors on a region. */
  armor(id: string, n: number): this {
    this.s.rArmor[this.r(id)] = n;
    return this;
  }

  /** Coins of every seat (the bank's balance follows). */
  coins(...c: number[]): this {
    const s = this.s;
    const before = s.coins.reduce((a, b) => a + b, 0);
    s.coins = c.slice();
    s.bankNet += c.reduce((a, b) => a + b, 0) - before;
    return this;
  }

  /** Sets a figure. */
  figure(f: "greatAncient" | "queen" | "ghost" | "balrog" | "bag" | "volcano", id: string | null): this {
    const i = id === null ? -1 : this.r(id);
    (this.s as unknown as Record<string, number>)[f] = i;
    if (f === "queen" && i >= 0) this.s.queenRace = this.s.rRace[i] as number;
    return this;
  }

  /** Sets the RNG so the next die rolls give these faces (searches seeds; the default die). */
  rolls(...faces: number[]): this {
    const s = this.s;
    for (let seed = 1; seed < 200_000; seed++) {
      const t = { ...s, rules: s.rules };
      const rng = rngForSeed(seed);
      let ok = true;
      let state = rng;
      for (const f of faces) {
        const [k, next] = dieFace(state, s.rules.dieFaces.length);
        state = next;
        if (s.rules.dieFaces[k] !== f) {
          ok = false;
          break;
        }
      }
      void t;
      if (ok) {
        s.rng = rng;
        return this;
      }
    }
    throw new Error("no seed gives those rolls");
  }

  /** Makes it `seat`'s turn, in `phase`, at the start of a turn. */
  turn(seat: number, phase: Phase = "conquest", round = 1): this {
    const s = this.s;
    s.owner = seat;
    s.phase = phase;
    s.round = round;
    s.turn = Math.max(1, s.turn);
    s.t = newScratch();
    return this;
  }

  /** Applies an action (throws with the rule error when refused). */
  do(seat: number, a: SwuAction): this {
    const r = G.apply(this.s, seat, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
    this.s = r.state;
    this.events.push(...r.events);
    return this;
  }

  /** Tries an action: the rule error, or null when accepted (the state then moves on). */
  try(seat: number, a: SwuAction): { code: string; rule?: string; message: string } | null {
    const r = G.apply(this.s, seat, a);
    if (!r.ok) return r.error;
    this.s = r.state;
    this.events.push(...r.events);
    return null;
  }

  /** Conquers a region (no relic). */
  conquer(seat: number, id: string, use: ("sword" | "socks" | "doormat" | "bag")[] = []): this {
    return this.do(seat, { type: "conquer", region: id, use });
  }

  /** Ends conquests and deploys the hand, all in the first region listed (or as given). */
  endTurn(seat: number, deploy: Record<string, number> = {}): this {
    if (this.s.phase === "conquest") this.do(seat, { type: "endConquests" });
    while (this.s.phase === "armor") this.do(seat, { type: "stopArmor" });
    for (const [id, n] of Object.entries(deploy))
      if (n > 0 && this.s.phase === "redeploy") this.do(seat, { type: "deploy", region: id, count: n });
    let guard = 0;
    while (this.s.phase !== "over" && G.toAct(this.s)[0] === seat && this.s.owner === seat && guard++ < 50) {
      const legal = G.legal(this.s, seat);
      const pick =
        legal.find((x) => x.type === "deploy") ??
        legal.find((x) => x.type.startsWith("keep") || x.type === "skipAltar" || x.type === "stopArmor") ??
        legal[0];
      if (!pick || this.s.phase === "pick" || this.s.phase === "start") break;
      this.do(seat, pick);
    }
    return this;
  }

  /** Tokens in a region. */
  tokens(id: string): number {
    return this.s.rTokens[this.r(id)] as number;
  }
  /** Race id in a region (null when empty). */
  raceIn(id: string): string | null {
    const race = this.s.rRace[this.r(id)] as number;
    return race >= 0 ? (Object.keys(RACE_INDEX)[race] as string) : null;
  }
  /** Tokens in hand of a race. */
  hand(race: RaceId): number {
    return this.s.raceHand[RACE_INDEX[race]] as number;
  }
  /** The conquest cost for the seat's active race (no relic unless flags). */
  cost(seat: number, id: string, flags = 0): number {
    return CORE.conquestCost(this.s, seat, this.s.active[seat] as number, this.r(id), flags);
  }
  /** Types of the seat's legal actions, with their regions. */
  legal(seat: number): string[] {
    return G.legal(this.s, seat).map((a) =>
      "relic" in a
        ? `${a.type}:${a.relic}`
        : "region" in a
          ? `${a.type}:${a.region}${"use" in a && a.use.length ? `+${a.use.join("+")}` : ""}${"count" in a ? `x${a.count}` : ""}`
          : "position" in a
            ? `${a.type}:${a.position}`
            : a.type,
    );
  }
  /** Whether the seat may conquer the region now (plain conquest, no relic). */
  canConquer(seat: number, id: string): boolean {
    return this.legal(seat).includes(`conquer:${id}`);
  }
  /** Events of a type seen so far. */
  seen<T extends SwuEvent["type"]>(type: T): Extract<SwuEvent, { type: T }>[] {
    return this.events.filter((e) => e.type === type) as Extract<SwuEvent, { type: T }>[];
  }
  /** Clears the recorded events. */
  clearEvents(): this {
    this.events = [];
    return this;
  }
}

import { newRng } from "@pudding/engine";
import { uniformInt } from "pure-rand/distribution/uniformInt";
import { xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";

function rngForSeed(seed: number): number[] {
  return newRng(seed).getState().slice();
}
function dieFace(state: number[], n: number): [number, number[]] {
  const g = xoroshiro128plusFromState(state);
  const k = n <= 1 ? 0 : uniformInt(g, 0, n - 1);
  return [k, g.getState().slice()];
}
