/**
 * Small World Underground as a `GameModule`: the pieces of this package put together behind the
 * platform's contract.
 */
import type {
  Applied,
  GameModule,
  Locale,
  Outcome,
  Parsed,
  RuleError,
  Status,
  Viewer,
} from "@pudding/engine";
import { hashJson, parseWith, zodIssues } from "@pudding/engine";
import { z } from "zod";
import { decodeMove, encodeAction, type SwuAction, SwuActionSchema } from "./actions.js";
import { determinizer, fast, heuristic, policy } from "./ai.js";
import { compileBoard } from "./board.js";
import { RACE_IDS } from "./catalog.js";
import {
  actor,
  applyMove,
  canReach,
  conquestCost,
  hammersAvailable,
  listMoves,
  offeredCosts,
  regionCount,
  winnersOf,
} from "./core.js";
import { choicesOf, describeAction, describeEvent } from "./describe.js";
import { diagnose } from "./errors.js";
import type { SwuEvent } from "./events.js";
import { explainError } from "./i18n/explain.js";
import { outcomeWords } from "./i18n/outcome.js";
import { invariants } from "./invariants.js";
import { SWU_LAB } from "./lab.js";
import { SWU_MAP_PROFILE } from "./map/profile.js";
import type { SwuMap } from "./map/schema.js";
import {
  checkRules,
  rulesConsequences,
  SWU_OPTIONS,
  SWU_PRESETS,
  type SwuRules,
  SwuRulesSchema,
  savedRules,
} from "./rules.js";
import { parseMapCached, setupGame } from "./setup.js";
import { cloneState, RULES_VERSION, type SwuState, scoresSecret, secretAmount } from "./state.js";
import { type SwuView, viewOf } from "./view.js";

const err = (
  code: string,
  message: string,
  params: Record<string, string | number>,
  rule?: string,
): { ok: false; error: RuleError } => ({
  ok: false,
  error: { code, message, ...(rule ? { rule } : {}), params },
});

const buf: number[] = [];

/** The legal actions of a seat, in a fixed order. */
function legal(s: SwuState, seat: number): SwuAction[] {
  if (actor(s) !== seat) return [];
  return listMoves(s, buf).map((m) => decodeMove(s, m));
}

/** Applies an untrusted action (never throws). */
function apply(state: SwuState, seat: number, action: unknown): Applied<SwuState, SwuEvent> {
  try {
    const parsed = SwuActionSchema.safeParse(action);
    if (!parsed.success) {
      const details = zodIssues(parsed.error, action)
        .map((i) => `${i.path} ${i.message}`)
        .join("; ");
      return err("badAction", `That is not a Small World Underground action: ${details}`, { details });
    }
    if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats)
      return err("noSuchSeat", `There is no seat ${seat}.`, { seat: String(seat) });
    if (state.phase === "over") return err("over", "The game is over.", {}, "§12");
    const who = actor(state);
    if (who !== seat)
      return err(
        "notYourTurn",
        `It is ${state.names[who]}'s move, not yours${state.phase === "withdraw" ? " (a defender redeploys withdrawn tokens)" : ""}.`,
        { player: String(state.names[who]), withdraw: state.phase === "withdraw" ? 1 : 0 },
        "§4",
      );
    const m = encodeAction(state, parsed.data);
    const moves = listMoves(state, []);
    if (m === null || !moves.includes(m)) return { ok: false, error: diagnose(state, seat, parsed.data) };
    const s = cloneState(state);
    const events: SwuEvent[] = [];
    applyMove(s, m, events);
    return { ok: true, state: s, events };
  } catch (e) {
    const details = String((e as Error).message);
    return err("internal", `The action could not be applied (${details}).`, { details });
  }
}

function status(s: SwuState): Status {
  const over = s.phase === "over";
  const who = actor(s);
  return {
    phase: s.phase,
    turn: s.turn,
    round: s.round,
    turnOwner: over ? -1 : s.owner,
    toAct: who >= 0 ? [who] : [],
    over,
  };
}

/** §12: coins decide; ties by race tokens on the map, then shared (R21). Secret until the end. */
function outcome(s: SwuState, locale: Locale = "en"): Outcome {
  const w = outcomeWords(locale);
  const over = s.phase === "over";
  const reveal = over || !s.rules.hiddenCoins;
  const tokens = s.coins.map((_, p) => {
    let v = 0;
    for (let r = 0; r < s.rRace.length; r++) {
      const race = s.rRace[r] as number;
      if (race >= 0 && s.raceOwner[race] === p) v += s.rTokens[r] as number;
    }
    return v;
  });
  const regions = s.coins.map((_, p) => {
    let v = 0;
    const a = s.active[p] as number;
    if (a >= 0) v += regionCount(s, a);
    for (const d of s.declined[p] as number[]) v += regionCount(s, d);
    return v;
  });
  if (!reveal)
    return {
      winners: [],
      points: s.coins.map(() => 0),
      breakdown: [
        { key: "regions", label: w.rows.regions, values: regions },
        { key: "tokensOnMap", label: w.rows.tokensOnMap, values: tokens },
      ],
      decidedBy: "secret",
      decidedByText: w.decidedBy.secret,
    };
  const winners = winnersOf(s);
  const top = Math.max(...s.coins);
  const tied = s.coins.filter((c) => c === top).length;
  let decidedBy = "coins";
  let decidedByText = w.decidedBy.coins;
  if (tied > 1) {
    if (winners.length === 1) {
      decidedBy = `tie:${s.rules.tieBreak[0]}`;
      decidedByText = w.decidedBy.tie;
    } else {
      decidedBy = "shared";
      decidedByText = w.decidedBy.shared;
    }
  }
  return {
    winners: over ? winners : [],
    points: s.coins.slice(),
    breakdown: [
      // The total that decides (§12): keyed "total" so a generic end screen adds no second row of it.
      { key: "total", label: w.rows.total, values: s.coins.slice() },
      { key: "tokensOnMap", label: w.rows.tokensOnMap, values: tokens },
      { key: "regions", label: w.rows.regions, values: regions },
    ],
    decidedBy: over ? decidedBy : "inProgress",
    decidedByText: over ? decidedByText : w.decidedBy.inProgress,
  };
}

/**
 * Events as a viewer may see them (§20): coin totals only for their owner until the end; and
 * (Ruling R63) what a seat scores and takes from the bank only for that seat — the others see that
 * it scored. Coins paid for or taken with combos, and between players, stay public.
 */
function redact(s: SwuState, events: readonly SwuEvent[], viewer: Viewer): SwuEvent[] {
  if (s.phase === "over" || !s.rules.hiddenCoins) return events.slice();
  const secret = scoresSecret(s);
  return events.map((e) => {
    if (e.type === "coins" && e.seat !== viewer) {
      const { total: _total, delta, ...rest } = e;
      return secret && secretAmount(e) ? rest : { ...rest, ...(delta !== undefined ? { delta } : {}) };
    }
    if (e.type === "scored" && e.seat !== viewer && secret) return { type: "scored", seat: e.seat };
    return e;
  });
}

/** Guidance for the acting seat, from what it may see: combo prices, or conquest targets and costs. */
function hints(s: SwuState, seat: number): unknown {
  if (actor(s) !== seat) return null;
  if (s.phase === "conquest") {
    const a = s.active[seat] as number;
    if (a < 0) return null;
    const hand = (s.raceHand[a] as number) + hammersAvailable(s, seat);
    const count = regionCount(s, a);
    const offered = offeredCosts(s);
    const targets = s.board.ids.flatMap((id, r) => {
      if (s.board.isChasm[r] || s.rRace[r] === a) return [];
      const cost = conquestCost(s, seat, a, r, 0);
      const costs = offered.get(r);
      return [
        {
          region: id,
          cost,
          reachable: canReach(s, seat, a, r, count),
          affordable: cost <= hand,
          // What each offered way of conquering it costs, by the Relics used (issue 27).
          ...(costs ? { costs } : {}),
        },
      ];
    });
    return { phase: "conquest", race: RACE_IDS[a], tokens: hand, firstConquest: count === 0, targets };
  }
  return { phase: s.phase };
}

function loadState(raw: unknown, map: SwuMap): Parsed<SwuState> {
  const shape = z
    .looseObject({
      v: z.literal(1),
      mapId: z.string(),
      phase: z.string(),
      rules: z.record(z.string(), z.unknown()),
      seats: z.number().int().min(2).max(5),
      rRace: z.array(z.number().int()),
    })
    .safeParse(raw);
  if (!shape.success) return { ok: false, issues: zodIssues(shape.error, raw) };
  const m = parseMapCached(map);
  if (!m.ok) return { ok: false, issues: m.issues.map((i) => ({ ...i, path: `map.${i.path}` })) };
  if (m.value.id !== shape.data.mapId)
    return {
      ok: false,
      issues: [
        { path: "mapId", message: `the game was played on "${shape.data.mapId}", not "${m.value.id}"` },
      ],
    };
  const rules = parseWith(SwuRulesSchema, shape.data.rules, "rules");
  if (!rules.ok) return rules;
  const board = compileBoard(m.value);
  if (shape.data.rRace.length !== board.n)
    return {
      ok: false,
      issues: [
        {
          path: "rRace",
          message: `the saved game has ${shape.data.rRace.length} regions; the map has ${board.n}`,
        },
      ],
    };
  const s = { ...(raw as SwuState), board, rules: rules.value };
  return { ok: true, value: cloneState(s) };
}

/** The module type. */
export type SwuModule = GameModule<SwuState, SwuAction, SwuView, SwuEvent, SwuRules, SwuMap>;

/** Small World Underground (2–5 players). */
export const SMALL_WORLD_UNDERGROUND: SwuModule = {
  id: "small-world-underground",
  title: "Small World Underground",
  description:
    "Races and special powers fight over a cramped underworld of mines, mudpools and crystal forests. Pick a race/power combo, conquer regions, score coins each turn, and send your race into decline when it is spent to start afresh. Monsters guard Popular Places and Righteous Relics; the River, the chasms and the Volcano shape the map.",
  translations: {
    it: {
      description:
        "Razze e Poteri speciali si contendono un sottosuolo angusto fatto di giacimenti, pozze di fango e selve di cristallo. Scegli una combinazione Razza/Potere, conquista Regioni, ottieni Monete a ogni turno e, quando la tua Razza ha perso lo slancio, mandala in Declino per ripartire con una nuova. I Mostri custodiscono Luoghi mitici e Reliquie; il Fiume, i Crepacci abissali e il Vulcano danno forma alla mappa.",
    },
    pt: {
      description:
        "Raças e poderes especiais disputam um mundo subterrâneo apertado de minas, poças de lama e florestas de cristal. Escolhe uma combinação Raça/Poder, conquista regiões, ganha moedas em cada turno e, quando a tua raça estiver esgotada, fá-la entrar em declínio para recomeçar. Os Monstros guardam Lugares Míticos e Relíquias; o Rio, as Fendas Abissais e o Vulcão dão forma ao mapa.",
    },
  },
  stateVersion: 1,
  rulesVersion: RULES_VERSION,
  seats: { min: 2, max: 5 },
  rules: {
    schema: SwuRulesSchema,
    parse: (input) => parseWith(SwuRulesSchema, input ?? {}),
    presets: SWU_PRESETS,
    defaultPreset: "canonical",
    options: SWU_OPTIONS,
    check: checkRules,
    consequences: rulesConsequences,
  },
  map: SWU_MAP_PROFILE,
  action: SwuActionSchema,
  setup: setupGame,
  toAct: (s) => {
    const who = actor(s);
    return who >= 0 ? [who] : [];
  },
  legal,
  apply,
  status,
  outcome,
  view: viewOf,
  redact,
  describe: describeEvent,
  explain: explainError,
  describeAction,
  choices: choicesOf,
  hints,
  hash: (s) => hashJson({ ...s, board: undefined, rules: savedRules(s.rules) }),
  codec: {
    save: (s) => ({ ...s, board: undefined, rules: savedRules(s.rules) }),
    load: loadState,
  },
  invariants,
  ai: {
    determinizer,
    bots: { heuristic },
    fast,
    policy,
  },
  lab: SWU_LAB,
};
