/**
 * §3 Setup: the map for the player count, Monsters on Monster-symbol regions, the face-down pile of
 * Places and Relics, Black Mountain markers (on the compiled board), coins, the shuffled banners
 * and badges laid out as the row and the stacks, and a random first player (R4).
 */
import type { Issue, Parsed, SetupOptions } from "@pudding/engine";
import { hashJson, newRng, parseWith, shuffle } from "@pudding/engine";
import { compileBoard } from "./board.js";
import { MARKER_INDEX, POWER_INDEX, RACE_IDS, RACE_INDEX } from "./catalog.js";
import { startGame } from "./core.js";
import { parseSwuMap } from "./map/check.js";
import { SWU_MAPS } from "./map/profile.js";
import type { SwuMap } from "./map/schema.js";
import { checkRules, type SwuRules, SwuRulesSchema } from "./rules.js";
import { newScratch, RULES_VERSION, type SwuState } from "./state.js";

const mapCache = new WeakMap<object, Parsed<SwuMap>>();
/** Parses a map once per object (setup runs thousands of times in benchmarks). */
export function parseMapCached(input: unknown): Parsed<SwuMap> {
  if (input && typeof input === "object") {
    const hit = mapCache.get(input);
    if (hit) return hit;
    const r = parseSwuMap(input);
    mapCache.set(input, r);
    return r;
  }
  return parseSwuMap(input);
}
const rulesCache = new WeakMap<object, Parsed<SwuRules>>();
function parseRulesCached(input: unknown): Parsed<SwuRules> {
  if (input && typeof input === "object") {
    const hit = rulesCache.get(input);
    if (hit) return hit;
    const r = parseWith(SwuRulesSchema, input, "rules");
    rulesCache.set(input, r);
    return r;
  }
  return parseWith(SwuRulesSchema, input ?? {}, "rules");
}
const shippedHash = new Map(Object.values(SWU_MAPS).map((m) => [m.id, hashJson(m)]));
const shippedCheck = new WeakMap<object, boolean>();
function isShipped(m: SwuMap): boolean {
  const hit = shippedCheck.get(m);
  if (hit !== undefined) return hit;
  const ok = SWU_MAPS[m.id] === m || shippedHash.get(m.id) === hashJson(m);
  shippedCheck.set(m, ok);
  return ok;
}

const checkCache = new WeakMap<SwuRules, Map<number, ReturnType<typeof checkRules>>>();
function checkCached(r: SwuRules, seats: number) {
  let m = checkCache.get(r);
  if (!m) {
    m = new Map();
    checkCache.set(r, m);
  }
  let v = m.get(seats);
  if (!v) {
    v = checkRules(r, seats);
    m.set(seats, v);
  }
  return v;
}

/** A new game, or every problem with the options. */
export function setupGame(o: SetupOptions<SwuMap, SwuRules>): Parsed<SwuState> {
  const issues: Issue[] = [];
  const seats = o.seats;
  if (!Number.isInteger(seats) || seats < 2 || seats > 5)
    issues.push({
      path: "seats",
      message: "Small World Underground is played by 2 to 5 players",
      code: "seats",
    });
  const map = parseMapCached(o.map);
  if (!map.ok) issues.push(...map.issues.map((i) => ({ ...i, path: `map.${i.path}` })));
  const rules = parseRulesCached(o.rules ?? {});
  if (!rules.ok) issues.push(...rules.issues);
  if (
    o.names !== undefined &&
    (!Array.isArray(o.names) ||
      o.names.length !== seats ||
      o.names.some((n) => typeof n !== "string" || n.length < 1 || n.length > 40))
  )
    issues.push({ path: "names", message: "give one name of 1–40 characters per player", code: "names" });
  const rv = o.rulesVersion ?? RULES_VERSION;
  if (!Number.isInteger(rv) || rv < 1 || rv > RULES_VERSION)
    issues.push({
      path: "rulesVersion",
      message: `the rules version must be a whole number from 1 to ${RULES_VERSION}`,
      code: "rules-version",
    });
  if (issues.length || !map.ok || !rules.ok) return { ok: false, issues };
  const m = map.value;
  const r = rules.value;
  if (r.maps === "shipped") {
    if (!isShipped(m))
      issues.push({
        path: "map",
        message: `"${m.id}" is not a shipped map; use one of ${Object.keys(SWU_MAPS).join(", ")} or set the rule "maps" to "any"`,
        code: "not-shipped",
      });
    else if (m.players !== seats)
      issues.push({
        path: "map",
        message: `the ${m.players}-player map cannot serve ${seats} players; use swu-${seats}p or set the rule "maps" to "any"`,
        code: "wrong-map",
      });
  }
  issues.push(...checkCached(r, seats).filter((i) => i.severity !== "warning"));
  if (issues.length) return { ok: false, issues };
  const board = compileBoard(m);
  const rng = newRng(o.seed);
  const first = shuffle(
    rng,
    Array.from({ length: seats }, (_, i) => i),
  )[0] as number;
  // §3.3 banners and badges.
  const banners = shuffle(
    rng,
    r.racePool.map((id) => RACE_INDEX[id]),
  );
  const badges = shuffle(
    rng,
    r.powerPool.map((id) => POWER_INDEX[id]),
  );
  const rowRace = banners.slice(0, r.rowSize);
  const rowPower = rowRace.map((_, i) => (i < badges.length ? (badges[i] as number) : -1));
  const bannerStack = banners.slice(r.rowSize).reverse();
  const badgeStack = badges.slice(r.rowSize).reverse();
  // §3.4–§3.5 Monsters and the face-down pile.
  const rMonsters = board.ids.map((_, i) => (board.monster[i] ? r.monstersPerRegion : 0));
  const markers = shuffle(
    rng,
    r.markerPool.map((id) => MARKER_INDEX[id]),
  );
  const pile = markers.slice(0, board.monsterRegions.length);
  const s: SwuState = {
    v: 1,
    // Version-1 games carry no `rv` at all: their saved form and hash stay as they were.
    ...(rv > 1 ? { rv } : {}),
    mapId: m.id,
    board,
    rules: r,
    names: o.names?.slice() ?? Array.from({ length: seats }, (_, i) => `Player ${i + 1}`),
    seats,
    rng: [],
    rounds: r.turns[String(seats) as "2" | "3" | "4" | "5"],
    round: 1,
    turn: 0,
    first,
    owner: first,
    phase: "pick",
    rowRace,
    rowPower,
    rowCoins: rowRace.map(() => 0),
    bannerStack,
    bannerKnown: 0,
    badgeStack,
    badgeDiscard: [],
    pickedAt: -1,
    rRace: board.ids.map(() => -1),
    rTokens: board.ids.map(() => 0),
    rMonsters,
    rArmor: board.ids.map(() => 0),
    raceOwner: RACE_IDS.map(() => -1),
    raceState: RACE_IDS.map(() => 0),
    racePower: RACE_IDS.map(() => -1),
    raceHand: RACE_IDS.map(() => 0),
    coins: Array.from({ length: seats }, () => r.startingCoins),
    active: Array.from({ length: seats }, () => -1),
    declined: Array.from({ length: seats }, () => []),
    hammers: Array.from({ length: seats }, () => 0),
    vengeance: Array.from({ length: seats }, () => false),
    vengeanceFrom: -1,
    pile,
    markerAt: Array.from({ length: 15 }, () => -1),
    stonehedgePower: -1,
    greatAncient: -1,
    gaPending: false,
    volcano: -1,
    queen: -1,
    queenRace: -1,
    ghost: -1,
    balrog: -1,
    bag: -1,
    coinLog: [],
    bankNet: 0,
    monstersRemoved: 0,
    t: newScratch(),
    stats: {
      coinsByRound: [],
      picks: [],
      declines: [],
      conquests: 0,
      finalAttempts: 0,
      finalSuccesses: 0,
      regionConquests: board.ids.map(() => 0),
    },
  };
  s.rng = rng.getState().slice();
  startGame(s, null);
  const warnings = [
    ...(map.warnings ?? []),
    ...checkCached(r, seats).filter((i) => i.severity === "warning"),
  ];
  return warnings.length ? { ok: true, value: s, warnings } : { ok: true, value: s };
}
