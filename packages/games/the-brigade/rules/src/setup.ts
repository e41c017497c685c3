/**
 * A new game (§2, §3, §6): the first player drawn at random (R19), the city dealt around the
 * University (§3.1, R2), the decks shuffled (§3.4), then the seats' choices — warden and colour
 * (side 1, R1), corners in turn order (R4) — or the advanced game's random deal (§2.2); the
 * starting events follow once every corner is taken.
 */
import type { Issue, Parsed, SetupOptions } from "@pudding/engine";
import { below, newRng, parseWith, shuffle } from "@pudding/engine";
import { type Compiled, compile } from "./compile.js";
import { parseCity } from "./data/parse.js";
import type { BrigadeMap } from "./data/schema.js";
import { SHIPPED_CITIES } from "./data/shipped.js";
import { run } from "./engine.js";
import { AUTO_CORNERS, CELLS, isCorner, UNIVERSITY_CELLS } from "./grid.js";
import { type BrigadeRules, BrigadeRulesSchema, checkRules } from "./rules.js";
import { type BrigadeState, RULES_VERSION, task } from "./state.js";

const mapCache = new WeakMap<object, Parsed<BrigadeMap>>();
const rulesCache = new WeakMap<object, Parsed<BrigadeRules>>();

/** Parses a city once per object (shipped cities are trusted). */
export function parseCityCached(input: unknown): Parsed<BrigadeMap> {
  if (input && typeof input === "object") {
    if (Object.values(SHIPPED_CITIES).includes(input as BrigadeMap))
      return { ok: true, value: input as BrigadeMap };
    const hit = mapCache.get(input);
    if (hit) return hit;
    const r = parseCity(input);
    mapCache.set(input, r);
    return r;
  }
  return parseCity(input);
}

/** Parses a rule set once per object. */
export function parseRulesCached(input: unknown): Parsed<BrigadeRules> {
  const key = input && typeof input === "object" ? input : null;
  if (key) {
    const hit = rulesCache.get(key);
    if (hit) return hit;
  }
  const r = parseWith(BrigadeRulesSchema, input ?? {}, "rules");
  if (key) rulesCache.set(key, r);
  return r;
}

/** The block cells around the University, in reading order (§3.1). */
export const BLOCK_CELLS: number[] = Array.from({ length: CELLS }, (_, i) => i).filter(
  (i) => !isCorner(i) && !(UNIVERSITY_CELLS as readonly number[]).includes(i),
);

/** Sets up a game; every problem with the options is reported, nothing is thrown. */
export function setupGame(o: SetupOptions<BrigadeMap, BrigadeRules>): Parsed<BrigadeState> {
  const issues: Issue[] = [];
  if (!Number.isInteger(o.seats) || o.seats < 2 || o.seats > 4)
    issues.push({ path: "seats", message: "The Brigade is played by 2 to 4 players (§1)", code: "seats" });
  const map = parseCityCached(o.map);
  if (!map.ok) issues.push(...map.issues.map((i) => ({ ...i, path: `map.${i.path}` })));
  const rules = parseRulesCached(o.rules);
  if (!rules.ok) issues.push(...rules.issues);
  if (
    o.names !== undefined &&
    (!Array.isArray(o.names) ||
      o.names.length !== o.seats ||
      o.names.some((n) => typeof n !== "string" || n.length < 1 || n.length > 40))
  )
    issues.push({ path: "names", message: "give one name of 1–40 characters per seat", code: "names" });
  const rv = o.rulesVersion ?? RULES_VERSION;
  if (!Number.isInteger(rv) || rv < 1 || rv > RULES_VERSION)
    issues.push({
      path: "rulesVersion",
      message: `rules version must be a whole number from 1 to ${RULES_VERSION}`,
      code: "rulesVersion",
    });
  if (issues.length || !map.ok || !rules.ok) return { ok: false, issues };
  const r = rules.value;
  const errors = checkRules(r, o.seats).filter((i) => i.severity !== "warning");
  if (errors.length) return { ok: false, issues: errors.map((i) => ({ ...i, path: `rules.${i.path}` })) };
  const compiled = compile(map.value, r);
  if (!compiled.ok) return compiled;
  const d = compiled.value;
  if (d.wardens.length < o.seats)
    return {
      ok: false,
      issues: [
        {
          path: "rules.squadDeck",
          message: `${d.wardens.length} wardens cannot serve ${o.seats} players`,
          code: "wardens",
        },
      ],
    };
  return { ok: true, value: newGame(d, r, o.seats, o.seed, o.names, rv) };
}

function newGame(
  d: Compiled,
  r: BrigadeRules,
  n: number,
  seed: number | string,
  names?: string[],
  rv: number = RULES_VERSION,
): BrigadeState {
  const g = newRng(seed);
  const first = below(g, n);
  // §3.1, R2: the block pool; 28 dealt at random, or 7 per affiliation.
  const pool = [...d.blocks, ...d.bonus, ...(r.greatBuildings ? d.buildings : [])];
  let chosen: number[];
  if (r.cityBlockDraw === "balanced") {
    chosen = [];
    const rest: number[] = [];
    for (let a = 0; a < 4; a++) {
      const mine = shuffle(
        g,
        pool.filter((t) => d.tileAff[t] === a),
      );
      chosen.push(...mine.slice(0, 7));
      rest.push(...mine.slice(7));
    }
    shuffle(g, rest);
    while (chosen.length < BLOCK_CELLS.length && rest.length) chosen.push(rest.pop() as number);
  } else chosen = shuffle(g, pool.slice()).slice(0, BLOCK_CELLS.length);
  shuffle(g, chosen);
  const tile = new Array<number>(CELLS).fill(-1);
  UNIVERSITY_CELLS.forEach((c, i) => {
    tile[c] = d.university[i] as number;
  });
  BLOCK_CELLS.forEach((c, i) => {
    tile[c] = chosen[i] ?? -1;
  });
  // §3.4, §6: decks; starting events set aside (a known set), drawn at the end of setup.
  const deck: number[] = [];
  const startPile: number[] = [];
  d.events.forEach((_, i) => {
    if (d.evFestival[i] && !r.fireFestival) return;
    (d.evStarting[i] ? startPile : deck).push(i);
  });
  shuffle(g, deck);
  const squadDeck = shuffle(
    g,
    d.squad.map((_, i) => i),
  );
  const zero = (k: number) => new Array<number>(k).fill(0);
  const minus = (k: number) => new Array<number>(k).fill(-1);
  const s: BrigadeState = {
    v: 1,
    // Version 1 games carry no field, so their saves and hashes stay as they were (issue 27).
    ...(rv >= 2 ? { rv } : {}),
    data: d,
    rules: r,
    names: names?.slice() ?? Array.from({ length: n }, (_, i) => `Player ${i + 1}`),
    n,
    rng: [],
    phase: "setup",
    round: 0,
    turn: 0,
    owner: -1,
    first,
    tile,
    base: minus(CELLS),
    fire: zero(CELLS),
    burnt: zero(CELLS),
    renown: zero(CELLS * n),
    loyal: minus(CELLS),
    loyalCount: zero(5 * n),
    burning: 0,
    colour: minus(n),
    warden: minus(n),
    board: minus(n),
    dusk: zero(n),
    track: zero(3 * n),
    squad: minus(3 * n),
    sqWater: zero(3 * n),
    wWater: zero(n),
    cWater: zero(n),
    brigade: minus(n),
    cistern: minus(n),
    ap: zero(n),
    bonusAp: zero(n),
    flags: zero(n),
    extra: zero(n),
    bernhardt: zero(n),
    cindy: zero(n),
    mime: -1,
    precious: -1,
    preciousCard: -1,
    eventDeck: deck,
    eventDiscard: [],
    startPile,
    squadDeck,
    squadDiscard: [],
    destroyed: 0,
    uniDestroyed: 0,
    evacuating: 0,
    pendingFlip: [],
    stack: [],
    last: null,
    result: null,
    stats: {
      heat: zero(CELLS),
      destroyedRound: minus(CELLS),
      renownBy: zero(5 * n),
      loyaltyBy: zero(5 * n),
      events: 0,
      steals: 0,
    },
  };
  const order = Array.from({ length: n }, (_, k) => (first + k) % n);
  const cisternStart = Math.min(r.startingWater.cistern, r.tracks.cistern[0] as number);
  for (let p = 0; p < n; p++) s.cWater[p] = cisternStart;
  const prompts: ReturnType<typeof task>[] = [];
  if (r.advanced || r.wardenChoice === "deal") {
    // §2.2: wardens and barracks boards dealt at random; the board's colour is the player's.
    const wardens = shuffle(
      g,
      d.wardens.map((_, i) => i),
    );
    const boards = r.advanced
      ? shuffle(
          g,
          d.boards.map((_, i) => i),
        )
      : [0, 1, 2, 3].map((c) => d.bdColour.indexOf(c));
    for (let p = 0; p < n; p++) {
      s.warden[p] = wardens[p] as number;
      s.board[p] = boards[p] as number;
      s.colour[p] = d.bdColour[boards[p] as number] as number;
      s.wWater[p] = Math.min(r.startingWater.warden, d.wdWater[wardens[p] as number] as number);
    }
  } else for (const p of order) prompts.push(task("pWarden", p));
  if (r.barracksCorners === "auto")
    order.forEach((p, k) => {
      s.base[AUTO_CORNERS[k] as number] = p;
    });
  else for (const p of order) prompts.push(task("pCorner", p));
  s.rng = g.getState().slice();
  s.stack.push(task("setupDone"));
  for (let i = prompts.length - 1; i >= 0; i--) s.stack.push(prompts[i] as ReturnType<typeof task>);
  run(s, null);
  return s;
}
