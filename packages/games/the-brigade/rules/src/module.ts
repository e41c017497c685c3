/**
 * THE_BRIGADE: The Brigade as a `GameModule` — setup, who acts, legal actions, apply (parse,
 * check, clone, play, events), status and outcome, views and redaction, the log in words, the
 * guided turn's choices, hashing, saves, invariants, the bots' hooks and the lab's.
 */
import type { Applied, GameModule, Locale, Outcome, RuleError, Status, Viewer } from "@pudding/engine";
import { hashJson, parseWith, zodIssues } from "@pudding/engine";
import { type BrigadeAction, BrigadeActionSchema, decode, encode, withDefaultSplit } from "./actions.js";
import { determinizer, FAST, HEURISTIC, POLICY } from "./ai.js";
import { loadState, saveState } from "./codec.js";
import { AFFILIATION_NAMES, AFFILIATIONS, type BrigadeMap } from "./data/schema.js";
import { choicesOf, describeAction, describeEvent } from "./describe.js";
import { diagnose } from "./diagnose.js";
import { applyMove } from "./engine.js";
import type { BrigadeEvent } from "./events.js";
import { hintsOf } from "./hints.js";
import { explainError, MODULE_TRANSLATIONS, OUTCOME_WORDS, type OutcomeWords } from "./i18n.js";
import { invariantsOf } from "./invariants.js";
import { LAB } from "./lab.js";
import { BRIGADE_MAP_PROFILE } from "./map.js";
import { genMoves } from "./moves.js";
import {
  BRIGADE_OPTIONS,
  BRIGADE_PRESETS,
  type BrigadeRules,
  BrigadeRulesSchema,
  checkRules,
  rulesConsequences,
} from "./rules.js";
import { setupGame } from "./setup.js";
import {
  actorSeat,
  type BrigadeState,
  cloneState,
  loyalTiles,
  RULES_VERSION,
  renownOnBoard,
  score,
} from "./state.js";
import { type BrigadeView, viewOf } from "./view.js";

const err = (e: RuleError): { ok: false; error: RuleError } => ({ ok: false, error: e });
const MOVES: number[] = [];

/** Who may act now (§16: public; never depends on a secret). */
function toAct(s: BrigadeState): number[] {
  const a = actorSeat(s);
  return a >= 0 ? [a] : [];
}

function legal(s: BrigadeState, seat: number): BrigadeAction[] {
  if (!Number.isInteger(seat)) return [];
  return genMoves(s, seat, []).map((m) => decode(s, m));
}

function apply(state: BrigadeState, seat: number, action: unknown): Applied<BrigadeState, BrigadeEvent> {
  const parsed = BrigadeActionSchema.safeParse(action);
  if (!parsed.success) {
    const details = zodIssues(parsed.error, action)
      .map((i) => `${i.path} ${i.message}`)
      .join("; ");
    return err({
      code: "badAction",
      message: `That is not an action of The Brigade: ${details}.`,
      params: { details },
    });
  }
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.n)
    return err({
      code: "noSuchSeat",
      message: `There is no seat ${String(seat)}.`,
      params: { seat: String(seat) },
    });
  if (state.phase === "over") return err({ code: "over", message: "The game is over." });
  const who = actorSeat(state);
  if (who !== seat) {
    const player = state.names[who] ?? "another player";
    return err({
      code: "notYourTurn",
      message: `It is ${player}'s move, not yours.`,
      rule: "§7",
      params: { player },
    });
  }
  let m = encode(state, parsed.data);
  if (m >= 0 && !genMoves(state, seat, MOVES).includes(m)) {
    // R29: no split named where there is a choice reads as the warden card first.
    const split = withDefaultSplit(state, parsed.data);
    if (split) {
      const m2 = encode(state, split);
      if (MOVES.includes(m2)) m = m2;
    }
  }
  if (m < 0 || !MOVES.includes(m)) {
    if (m < 0)
      return err({
        code: "unknownId",
        message:
          "That action names a tile, card or warden this game does not have; choose one of the listed actions.",
      });
    return err(diagnose(state, seat, parsed.data));
  }
  const s = cloneState(state);
  const events: BrigadeEvent[] = [];
  applyMove(s, seat, m, events);
  return { ok: true, state: s, events };
}

function status(s: BrigadeState): Status {
  const over = s.phase === "over";
  return {
    phase: over ? "over" : s.phase,
    turn: s.turn,
    round: s.round,
    turnOwner: over ? -1 : s.owner,
    toAct: toAct(s),
    over,
  };
}

const ENDING_TEXT: Record<string, string> = {
  faction: "Loyalty of a faction (§13.1)",
  citizens: "Loyalty of the citizens (§13.2)",
  evacuation: "Evacuation (§13.3)",
  allFiresOut: "All fires out (§13.4)",
  roundLimit: "Round limit (an option, not a rule of the game, R62)",
};

/** The end screen's English (the other languages: `OUTCOME_WORDS` in i18n.ts). */
const OUTCOME_EN: OutcomeWords = {
  rows: { score: "Values of loyal tiles", loyalTiles: "Loyalty markers", renown: "Renown on the board" },
  loyal: (a) => `Loyal ${AFFILIATION_NAMES[a]} tiles`,
  endings: ENDING_TEXT as OutcomeWords["endings"],
  how: (decidedBy, names, _many, f) =>
    decidedBy === "faction"
      ? `${names} holds ${f.tiles} ${AFFILIATION_NAMES[f.affiliation]} tiles.`
      : decidedBy === "citizens"
        ? `${names} holds a tile of each of the five affiliations.`
        : decidedBy === "points"
          ? `${names} scores the most.`
          : decidedBy === "tie:loyalty"
            ? `Tied on score; ${names} has the most loyalty markers (R46).`
            : decidedBy === "tie:renown"
              ? `Tied on score and loyalty; ${names} has the most renown on the board (R46).`
              : `Tied all the way: ${names} share the win (R46).`,
  standing: "The game is not over: the current standings.",
  player: (n) => `Player ${n}`,
  and: " and ",
};

/** The result, worded in `locale` (English when absent). */
function outcome(s: BrigadeState, locale: Locale = "en"): Outcome {
  const w = (locale !== "en" && OUTCOME_WORDS[locale]) || OUTCOME_EN;
  const points = Array.from({ length: s.n }, (_, p) => score(s, p));
  const loyal = Array.from({ length: s.n }, (_, p) => loyalTiles(s, p));
  const renown = Array.from({ length: s.n }, (_, p) => renownOnBoard(s, p));
  const breakdown = [
    { key: "score", label: w.rows.score, values: points },
    { key: "loyalTiles", label: w.rows.loyalTiles, values: loyal },
    { key: "renown", label: w.rows.renown, values: renown },
    ...AFFILIATIONS.map((a, i) => ({
      key: `loyal.${a}`,
      label: w.loyal(a),
      values: Array.from({ length: s.n }, (_, p) => s.loyalCount[p * 5 + i] as number),
    })),
  ];
  const r = s.result;
  if (!r) {
    const top = Math.max(...points);
    return {
      winners: points.flatMap((v, p) => (v === top ? [p] : [])),
      points,
      breakdown,
      decidedBy: "standing",
      decidedByText: w.standing,
    };
  }
  const names = r.winners.map((p) => s.names[p] ?? w.player(p + 1)).join(w.and);
  const how = w.how(r.decidedBy, names, r.winners.length > 1, {
    tiles: r.affiliation === 4 ? s.rules.universityWinTiles : s.rules.factionWinTiles,
    affiliation: AFFILIATIONS[r.affiliation] ?? "commons",
  });
  return {
    winners: r.winners.slice(),
    points: r.scores.slice(),
    breakdown,
    decidedBy: r.decidedBy,
    decidedByText: `${w.endings[r.ending]}: ${how}`,
    ending: r.ending,
  };
}

function redact(s: BrigadeState, events: readonly BrigadeEvent[], viewer: Viewer): BrigadeEvent[] {
  if (s.phase === "over") return events.slice();
  return events.map((e) => {
    if (e.type === "drawn" && e.seat !== viewer) {
      const { cards: _hidden, ...rest } = e;
      return rest;
    }
    return e;
  });
}

/** The Brigade module type. */
export type BrigadeModule = GameModule<
  BrigadeState,
  BrigadeAction,
  BrigadeView,
  BrigadeEvent,
  BrigadeRules,
  BrigadeMap
>;

/** The Brigade (Red Genie Games, 2018), 2–4 players. */
export const THE_BRIGADE: BrigadeModule = {
  id: "the-brigade",
  title: "The Brigade",
  translations: MODULE_TRANSLATIONS,
  description:
    "Fire wardens of Tinderbox fight the fires that rain from the Pyromancers University — and each other — for the loyalty of the city's quarters: extinguish, protect, recruit, upgrade, and win five tiles of a faction, one of every affiliation, or the most valuable loyalty when the city is evacuated or the last fire goes out.",
  stateVersion: 1,
  rulesVersion: RULES_VERSION,
  seats: { min: 2, max: 4 },
  rules: {
    schema: BrigadeRulesSchema,
    parse: (input) => parseWith(BrigadeRulesSchema, input ?? {}),
    presets: BRIGADE_PRESETS,
    defaultPreset: "basic",
    options: BRIGADE_OPTIONS,
    check: checkRules,
    consequences: rulesConsequences,
  },
  map: BRIGADE_MAP_PROFILE,
  action: BrigadeActionSchema,
  setup: setupGame,
  toAct,
  legal,
  apply,
  status,
  outcome,
  view: viewOf,
  redact,
  describe: (s, e, ctx) => describeEvent(s, e, ctx),
  explain: explainError,
  describeAction,
  choices: (s, a) => choicesOf(s, a, Math.max(0, actorSeat(s))),
  hints: (s, seat) => hintsOf(s, seat),
  hash: (s) => hashJson(saveState(s)),
  codec: { save: saveState, load: loadState },
  invariants: invariantsOf,
  ai: { determinizer, bots: { heuristic: HEURISTIC }, fast: FAST, policy: POLICY },
  lab: LAB,
};
