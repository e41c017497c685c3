/**
 * Saved games: the state without its compiled data (the city is re-attached on load and the data
 * sets re-resolved from the saved rule set), checked on load so that a corrupt save is refused
 * with a located sentence instead of crashing the engine later.
 */
import type { Issue, Parsed } from "@pudding/engine";
import { parseWith, RngStateSchema, zodIssues } from "@pudding/engine";
import { z } from "zod";
import { compile } from "./compile.js";
import type { BrigadeMap } from "./data/schema.js";
import { CELLS } from "./grid.js";
import { BrigadeRulesSchema } from "./rules.js";
import { parseCityCached } from "./setup.js";
import { type BrigadeState, cloneState, RULES_VERSION } from "./state.js";

/** A saved state (JSON). */
export type SavedState = Omit<BrigadeState, "data"> & { dataset: string };

/** The saved form of a state. */
export function saveState(s: BrigadeState): SavedState {
  const { data, ...rest } = cloneState(s);
  return { ...rest, dataset: data.key };
}

const int = z.number().int();
const ints = (min: number, max: number) => z.array(int.min(min).max(max));
const TaskSchema = z.strictObject({
  k: z.string().max(16),
  seat: int.min(-1).max(3),
  a: int.min(-1).max(1023),
  b: int.min(-1).max(1023),
  c: int.min(-1).max(1023),
  d: int.min(-1).max(1023),
  list: ints(0, 1023).max(64).nullable(),
});
const SavedSchema = z.strictObject({
  v: z.literal(1),
  rv: int.min(2).max(RULES_VERSION).optional(),
  dataset: z.string().max(300),
  rules: z.unknown(),
  names: z.array(z.string().min(1).max(40)).min(2).max(4),
  n: int.min(2).max(4),
  // xoroshiro128+ (4 numbers) or, for a secret seed, ChaCha20 (issue 26 §1)
  rng: RngStateSchema,
  phase: z.enum(["setup", "setupEvents", "event", "action", "over"]),
  round: int.min(0).max(1000),
  turn: int.min(0).max(100_000),
  owner: int.min(-1).max(3),
  first: int.min(0).max(3),
  tile: ints(-1, 1023).length(CELLS),
  base: ints(-1, 3).length(CELLS),
  fire: ints(0, 10).length(CELLS),
  burnt: ints(0, 2).length(CELLS),
  renown: ints(0, 999),
  loyal: ints(-1, 3).length(CELLS),
  loyalCount: ints(0, 36),
  burning: int.min(0).max(CELLS),
  colour: ints(-1, 3),
  warden: ints(-1, 1023),
  board: ints(-1, 1023),
  dusk: ints(0, 1),
  track: ints(0, 9),
  squad: ints(-1, 1023),
  sqWater: ints(0, 9),
  wWater: ints(0, 9),
  cWater: ints(0, 20),
  brigade: ints(-1, CELLS - 1),
  cistern: ints(-1, CELLS - 1),
  ap: ints(-10, 99),
  bonusAp: ints(0, 99),
  flags: ints(0, 255),
  extra: ints(0, 99),
  bernhardt: ints(0, 1),
  cindy: ints(0, 1),
  mime: int.min(-1).max(1023),
  precious: int.min(-1).max(3),
  preciousCard: int.min(-1).max(1023),
  eventDeck: ints(0, 1023).max(400),
  eventDiscard: ints(0, 1023).max(400),
  startPile: ints(0, 1023).max(400),
  squadDeck: ints(0, 1023).max(200),
  squadDiscard: ints(0, 1023).max(200),
  destroyed: int.min(0).max(CELLS),
  uniDestroyed: int.min(0).max(4),
  evacuating: int.min(0).max(1),
  pendingFlip: ints(0, CELLS - 1).max(CELLS),
  stack: z.array(TaskSchema).max(500),
  last: z
    .strictObject({
      card: int.min(0).max(1023),
      seat: int.min(-1).max(3),
      starting: z.boolean(),
      spreads: ints(0, CELLS - 1).max(200),
      raised: ints(0, CELLS - 1).max(500),
      squares: ints(0, CELLS - 1).max(100),
      destroyed: ints(0, CELLS - 1).max(CELLS),
      deflected: ints(0, CELLS - 1).max(100),
    })
    .nullable(),
  result: z
    .strictObject({
      ending: z.enum(["faction", "citizens", "evacuation", "allFiresOut", "roundLimit"]),
      winners: ints(0, 3).max(4),
      scores: ints(0, 999).max(4),
      decidedBy: z.string().max(40),
      by: int.min(-1).max(3),
      affiliation: int.min(-1).max(4),
    })
    .nullable(),
  stats: z.strictObject({
    heat: ints(0, 1_000_000).length(CELLS),
    destroyedRound: ints(-1, 1000).length(CELLS),
    renownBy: ints(0, 1_000_000),
    loyaltyBy: ints(0, 1_000_000),
    events: int.min(0),
    steals: int.min(0),
  }),
});

/** Loads a saved state onto a city. Never throws. */
export function loadState(raw: unknown, map: BrigadeMap): Parsed<BrigadeState> {
  const shape = SavedSchema.safeParse(raw);
  if (!shape.success) return { ok: false, issues: zodIssues(shape.error, raw) };
  const m = parseCityCached(map);
  if (!m.ok) return { ok: false, issues: m.issues.map((i) => ({ ...i, path: `map.${i.path}` })) };
  const rules = parseWith(BrigadeRulesSchema, shape.data.rules, "rules");
  if (!rules.ok) return rules;
  const d = compile(m.value, rules.value);
  if (!d.ok) return d;
  const v = shape.data;
  const n = v.n;
  const issues: Issue[] = [];
  const len = (key: keyof typeof v, want: number) => {
    const x = v[key];
    if (Array.isArray(x) && x.length !== want)
      issues.push({
        path: String(key),
        message: `has ${x.length} entries; ${want} expected for ${n} seats`,
        code: "length",
      });
  };
  len("names", n);
  len("renown", n * CELLS);
  len("loyalCount", n * 5);
  for (const key of [
    "colour",
    "warden",
    "board",
    "dusk",
    "wWater",
    "cWater",
    "brigade",
    "cistern",
    "ap",
    "bonusAp",
    "flags",
    "extra",
    "bernhardt",
    "cindy",
  ] as const)
    len(key, n);
  for (const key of ["track", "squad", "sqWater"] as const) len(key, n * 3);
  len("stats", 0);
  if (v.stats.renownBy.length !== n * 5 || v.stats.loyaltyBy.length !== n * 5)
    issues.push({ path: "stats", message: `per-seat figures must have ${n * 5} entries`, code: "length" });
  if (v.dataset !== d.value.key)
    issues.push({
      path: "dataset",
      message: `the game was saved with data "${v.dataset}" but this city and rule set give "${d.value.key}"`,
      code: "dataset",
    });
  const cards = d.value.squad.length;
  const events = d.value.events.length;
  const tiles = d.value.tiles.length;
  if (
    [...v.squad, ...v.squadDeck, ...v.squadDiscard].some((c) => c >= cards) ||
    v.mime >= cards ||
    v.preciousCard >= cards
  )
    issues.push({
      path: "squad",
      message: "names a squad card the data set does not have",
      code: "unknown-card",
    });
  if ([...v.eventDeck, ...v.eventDiscard, ...v.startPile].some((c) => c >= events))
    issues.push({
      path: "eventDeck",
      message: "names an event card the data set does not have",
      code: "unknown-card",
    });
  if (v.tile.some((t) => t >= tiles))
    issues.push({ path: "tile", message: "names a tile the city does not have", code: "unknown-tile" });
  if (v.warden.some((w) => w >= d.value.wardens.length) || v.board.some((b) => b >= d.value.boards.length))
    issues.push({
      path: "warden",
      message: "names a warden or board the data set does not have",
      code: "unknown-card",
    });
  if (issues.length) return { ok: false, issues };
  const { dataset: _dataset, ...rest } = v;
  const state = {
    ...(rest as unknown as Omit<BrigadeState, "data">),
    rules: rules.value,
    data: d.value,
  } as BrigadeState;
  return { ok: true, value: cloneState(state) };
}
