/**
 * The Great Fire of London 1666 as a game module (`@pudding/engine`'s `GameModule`): the platform —
 * play server, bots, lab, CLI, rules workspace, table, editor — plays it through this object alone.
 */
import type {
  Applied,
  ChoiceStep,
  Consequence,
  GameModule,
  Issue,
  Locale,
  MapProfile,
  Outcome,
  Parsed,
  Preset,
  Space,
  Status,
  Tally,
} from "@pudding/engine";
import { GREAT_FIRE_AI } from "./ai/hooks.js";
import { type Action, ActionSchema, type Card } from "./contract.js";
import { CARD_NAMES, CARDS, type GameEvent } from "./core.js";
import { describeAction, describeEvent } from "./describe.js";
import {
  explainError,
  MODULE_TRANSLATIONS,
  OUTCOME_WORDS,
  type OutcomeRow,
  PRESET_TRANSLATIONS,
  PRESET_V1_DESCRIPTION,
} from "./i18n.js";
import { checkInvariants } from "./invariants.js";
import { GREAT_FIRE_LAB } from "./lab.js";
import {
  type BoardMap,
  compileBoard,
  districtIndex,
  LONDON_1666,
  mapJsonSchema,
  parseMap,
  REGIONS,
  SHIPPED_MAPS,
} from "./map/index.js";
import { GREAT_FIRE_OPTIONS } from "./options.js";
import { applyActionAs, type FireCardOption, fireOptions, legalActions } from "./play.js";
import {
  FIRE_CARDS,
  intensityBalanceIssues,
  intensityResolutions,
  PRESET_INFO,
  PRESET_NAMES,
  PRESETS,
  PRESETS_V1,
  parseRules,
  RULES_VERSION,
  type RuleSet,
  RuleSetSchema,
} from "./rules.js";
import { score } from "./scoring.js";
import { createGame, GameOptionsError } from "./setup.js";
import { type GameState, hashState } from "./state.js";
import { parseState } from "./state-schema.js";
import { eventsFor, type PlayerView, viewFor } from "./views.js";

const boards = new WeakMap<BoardMap, ReturnType<typeof compileBoard>>();
/** The compiled board of a map (cached per map object). */
export function boardOf(map: BoardMap) {
  let b = boards.get(map);
  if (!b) {
    b = compileBoard(map);
    boards.set(map, b);
  }
  return b;
}

/** The generic lens on a London-like board: districts with outlines and movement adjacency. */
function spaces(map: BoardMap): Space[] {
  const adj = new Map<string, Set<string>>(map.districts.map((d) => [d.id, new Set<string>()]));
  const link = (a: string, b: string) => {
    adj.get(a)?.add(b);
    adj.get(b)?.add(a);
  };
  for (const a of map.arrows) link(a.from, a.to);
  for (const c of map.crossings) {
    link(c.nw, c.se);
    link(c.ne, c.sw);
  }
  for (const b of map.borders) link(b.a, b.b);
  return map.districts.map((d) => ({
    id: d.id,
    name: d.name,
    kind: d.kind,
    polygon: d.polygon,
    label: d.label,
    adjacent: [...(adj.get(d.id) ?? [])],
  }));
}

function tallies(map: BoardMap): Tally[] {
  const out: Tally[] = REGIONS.map((r) => {
    const value = map.districts.filter((d) => d.region === r).reduce((a, d) => a + d.houses, 0);
    return { label: `Houses in the ${r} region`, value, expected: 30, ok: value === 30 };
  });
  const bands = map.districts.filter((d) => d.extraAction).length;
  out.push({ label: "Yellow bands (extra-action tokens)", value: bands, expected: 20, ok: bands === 20 });
  for (const deck of [1, 2, 3] as const) {
    const n = map.districts.filter((d) => d.objective?.deck === deck).length;
    out.push({ label: `Objectives of deck ${"I".repeat(deck)}`, value: n, expected: 8, ok: n === 8 });
  }
  for (const [icon, want] of [
    [4, 2],
    [5, 1],
  ] as const) {
    const n = map.districts.filter((d) => d.setupIcon === icon).length;
    out.push({ label: `Setup icons "${icon}" (§2.9)`, value: n, expected: want, ok: n === want });
  }
  const origins = map.districts.filter((d) => d.kind === "origin").length;
  out.push({ label: "Origin (Pudding Lane)", value: origins, expected: 1, ok: origins === 1 });
  return out;
}

const GREAT_FIRE_MAPS: MapProfile<BoardMap> = {
  layout: "regions",
  parse(input) {
    const r = parseMap(input);
    return r.ok ? { ok: true, value: r.map, warnings: r.warnings } : { ok: false, issues: r.issues };
  },
  jsonSchema: mapJsonSchema,
  spaces,
  frame: (m) => m.size,
  info: (m) => ({
    id: m.id,
    name: m.name,
    seats: { min: 3, max: 6 },
    geography: m.id === LONDON_1666.id ? "reconstructed" : "printed",
  }),
  shipped: SHIPPED_MAPS,
  defaultFor: () => LONDON_1666,
  tallies,
};

/** §7.1 breakdown rows, §7.2 winners and the tie-break in words. */
function outcome(s: GameState, locale: Locale = "en"): Outcome {
  const sc = score(s);
  const words = OUTCOME_WORDS[locale] ?? OUTCOME_WORDS.en;
  const row = (key: OutcomeRow, f: (x: (typeof sc.seats)[number]) => number) => ({
    key,
    label: words.rows[key],
    values: sc.seats.map(f),
  });
  return {
    winners: sc.winners,
    points: sc.seats.map((x) => x.total),
    breakdown: [
      row("base", (x) => x.base),
      row("burnt", (x) => x.burntPenalty),
      row("tamed", (x) => x.tamed),
      row("objectives", (x) => x.objectives),
      row("oneVp", (x) => x.oneVp),
      row("hero", (x) => x.hero),
      row("total", (x) => x.total),
    ],
    decidedBy:
      sc.decidedBy === "score" ? "points" : sc.decidedBy === "sharedWin" ? "shared" : `tie:${sc.decidedBy}`,
    decidedByText: words.decidedBy[sc.decidedBy] ?? sc.decidedBy,
  };
}

function status(s: GameState): Status {
  const over = s.phase === "over";
  return {
    phase: s.phase,
    turn: s.turn,
    turnOwner: over ? -1 : s.active,
    toAct: over ? [] : [s.active],
    over,
  };
}

/** The action as the guided turn's choice path. */
function choices(s: GameState, a: Action): ChoiceStep[] {
  const name = (id: string) => s.board.names[districtIndex(s.board, id) ?? -1] ?? id;
  const space = (id: string, hint?: string): ChoiceStep => ({
    key: `space:${id}`,
    label: name(id),
    space: id,
    ...(hint ? { hint } : {}),
  });
  const card = (c: Card): ChoiceStep => ({ key: `card:${c}`, label: CARD_NAMES[CARDS.indexOf(c)] ?? c });
  switch (a.type) {
    case "placeTeam":
    case "placePawn":
    case "placeCone":
    case "demolish":
      return [{ key: a.type, label: describeAction(s, a).split(" ")[0] ?? a.type }, space(a.district)];
    case "fire":
      return [card(a.card), space(a.from), space(a.to)];
    case "doubleMove":
      return [{ key: "doubleMove", label: "Double Move" }, space(a.from), space(a.to)];
    case "discard":
      return [{ key: "discard", label: "Discard" }, card(a.card)];
    case "movePawn":
      return [{ key: "movePawn", label: "Move pawn" }, space(a.to)];
    case "moveTeam":
      return [{ key: "moveTeam", label: "Move team" }, space(a.from), space(a.to)];
    case "tame":
    case "endActions":
    case "skipDoubleMove":
    case "passCones":
      return [{ key: a.type, label: describeAction(s, a) }];
  }
}

const PRESET_LIST: Preset<RuleSet>[] = PRESET_NAMES.map((id) => ({
  id,
  label: PRESET_INFO[id].label,
  description: PRESET_INFO[id].description,
  rules: PRESETS[id] as Partial<RuleSet>,
  translations: PRESET_TRANSLATIONS[id],
}));

/** A preset of rules version 1, described as such in every language. */
function presetV1(id: string, rules: Partial<RuleSet>): Preset<RuleSet> {
  const label = PRESET_INFO[id as keyof typeof PRESET_INFO]?.label ?? id;
  const tr = PRESET_TRANSLATIONS[id];
  return {
    id,
    label,
    description: "As defined before the 2026-11 rules audit (rules version 1).",
    rules,
    translations: {
      it: { label: tr?.it.label ?? label, description: PRESET_V1_DESCRIPTION.it },
      pt: { label: tr?.pt.label ?? label, description: PRESET_V1_DESCRIPTION.pt },
    },
  };
}

/** Consequences of a rule set for a seat count (§2.7, §7): deck, turns, Intensities per seat. */
function consequences(r: RuleSet, seats: number): Consequence[] {
  const key = String(seats) as "3" | "4" | "5" | "6";
  const counts = r.intensityCounts[key] ?? [];
  const drawn = counts.reduce((a, b) => a + b, 0);
  const per = intensityResolutions(counts, seats);
  const turns = drawn + seats * r.extraFinalRounds;
  const left = FIRE_CARDS - drawn - seats * r.handSize;
  return [
    { label: "Intensity cards", value: String(counts.length) },
    { label: "Fire Movement cards left out", value: String(left), ok: left >= 0 },
    {
      label: "Turns",
      value: `${turns} (${(turns / seats).toFixed(1)} each)`,
      words: {
        text: "{{turns}} ({{each}} each)",
        params: { turns, each: Math.round((turns / seats) * 10) / 10 },
      },
    },
    { label: "Intensity cards per seat", value: per.join(" / "), ok: per.every((x) => x === per[0]) },
  ];
}

export type GreatFireModule = GameModule<GameState, Action, PlayerView, GameEvent, RuleSet, BoardMap>;

/** The Great Fire of London 1666. */
export const GREAT_FIRE_1666: GreatFireModule = {
  id: "great-fire-1666",
  title: "The Great Fire of London 1666",
  description:
    "3–6 players spread the fire through London with secret house colours: burn the others' houses, save your own and your objectives, tame the flames.",
  stateVersion: 1,
  rulesVersion: RULES_VERSION,
  seats: { min: 3, max: 6 },
  rules: {
    schema: RuleSetSchema,
    parse(input) {
      const r = parseRules(input ?? {});
      return r.ok
        ? { ok: true, value: r.rules }
        : { ok: false, issues: r.issues.map((i) => ({ ...i, path: i.path || "(root)" })) };
    },
    presets: PRESET_LIST,
    presetsFor: (v) =>
      v < 2
        ? Object.entries(PRESETS_V1).map(([id, rules]) => presetV1(id, rules as Partial<RuleSet>))
        : PRESET_LIST,
    defaultPreset: "italian-base",
    options: GREAT_FIRE_OPTIONS,
    check: (r, seats) =>
      intensityBalanceIssues(r).filter((i) => i.path === `intensityCounts.${seats}`) as Issue[],
    consequences,
  },
  map: GREAT_FIRE_MAPS,
  action: ActionSchema,
  setup(o): Parsed<GameState> {
    try {
      return {
        ok: true,
        value: createGame({
          board: boardOf(o.map),
          rules: o.rules,
          seats: o.seats,
          seed: o.seed,
          seatNames: o.names,
          rulesVersion: o.rulesVersion,
        }),
      };
    } catch (e) {
      if (e instanceof GameOptionsError) return { ok: false, issues: e.issues };
      return { ok: false, issues: [{ path: "(root)", message: (e as Error).message }] };
    }
  },
  toAct: (s) => (s.phase === "over" ? [] : [s.active]),
  legal: (s, seat) => (s.phase !== "over" && seat === s.active ? legalActions(s) : []),
  apply: (s, seat, a): Applied<GameState, GameEvent> => applyActionAs(s, seat, a),
  status,
  outcome,
  view: viewFor,
  redact: (s, events, viewer) => eventsFor(events, viewer, s.phase === "over"),
  describe: (s, e, ctx) => describeEvent(s, e, ctx?.locale ?? "en"),
  explain: explainError,
  translations: MODULE_TRANSLATIONS,
  describeAction: (s, a) => describeAction(s, a),
  choices,
  hints: (s, seat): FireCardOption[] | null =>
    s.phase !== "over" &&
    seat === s.active &&
    (s.phase === "spread" || s.phase === "doubleMove" || s.phase === "actions")
      ? fireOptions(s)
      : null,
  hash: hashState,
  codec: {
    save(s) {
      const { board: _board, ...rest } = s;
      return rest;
    },
    load(raw, map) {
      const board = boardOf(map);
      const r = parseState({ ...(raw as object), board });
      return r.ok ? { ok: true, value: { ...r.state, board } } : { ok: false, issues: r.issues };
    },
  },
  invariants: checkInvariants,
  ai: GREAT_FIRE_AI,
  lab: GREAT_FIRE_LAB,
};
