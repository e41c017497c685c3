/**
 * The Great Fire's figures for the balance lab (`LabHooks`): per game, houses burnt by turn (§4.3),
 * demolished (§5.5), the Hero of London (§5.4), objectives dealt and surviving by deck (§7.1), no-move
 * turns (§4.4), wild-fire cones (§4.5), and the districts burnt, demolished or contained at some
 * moment (the heat map). Read from the events `apply` returns and the states after them.
 */
import type { LabCollector, LabHooks, MetricSpec } from "@pudding/engine";
import type { GameEvent } from "./core.js";
import { type BoardMap, districtIndex } from "./map/index.js";
import type { GameState } from "./state.js";

/** What one game of The Great Fire adds to the lab's generic record. */
export interface GreatFireRecord {
  /** Houses lost to fire (§4.3, not demolitions) in each turn, index = turn − 1. */
  burntPerTurn: number[];
  /** Houses lost to demolitions (§5.5) over the game. */
  housesDemolished: number;
  /** §5.4 position holding the Hero of London at the end, −1 if nobody. */
  hero: number;
  /** §2.5 objective cards dealt per deck I, II, III. */
  objectivesDealt: [number, number, number];
  /** §7.1 of those, the ones whose district survived (houses standing, no free cone, not demolished). */
  objectivesSurvived: [number, number, number];
  /** §4.4 turns that found no playable card (the no-move fallback). */
  noMoveTurns: number;
  /** §4.5 wild-fire cones added. */
  wildFires: number;
  /** District indices (board order) whose houses burnt (§4.3) during the game. */
  burnt: number[];
  /** District indices demolished (§5.5). */
  demolished: number[];
  /** District indices that were contained (≥ 1 cone, none free) at some moment of the game. */
  contained: number[];
}

/**
 * The metrics the lab charts and compares for The Great Fire, read from the record above (keys may
 * be dotted paths into it: `objectivesSurvived.0` is deck I). `hero` is charted as categories — the
 * holder's turn-order position or −1 — and compared value by value; the rest as means.
 */
export const GREAT_FIRE_METRICS: MetricSpec[] = [
  {
    key: "burntPerTurn",
    label: "Houses burnt by fire",
    kind: "series",
    chart: "line",
    description:
      "Houses lost to fire in each turn (§4.3, demolitions not counted); their running total is the board burning over time (120 houses).",
  },
  {
    key: "housesDemolished",
    label: "Houses demolished",
    kind: "number",
    chart: "histogram",
    description: "Houses lost to demolitions over the game (§5.5).",
  },
  {
    key: "hero",
    label: "Hero of London",
    kind: "number",
    chart: "bar",
    description:
      "Who holds the Hero of London card at the end (§5.4): turn-order position, 0 = the first player; −1 = nobody.",
  },
  ...(["I", "II", "III"] as const).map(
    (deck, k): MetricSpec => ({
      key: `objectivesSurvived.${k}`,
      label: `Deck ${deck} objectives surviving`,
      kind: "number",
      chart: "histogram",
      description: `Of the deck ${deck} objectives dealt (one per seat, ${2 * (k + 1)} VP each), how many districts still stand at the end (§7.1).`,
    }),
  ),
  {
    key: "noMoveTurns",
    label: "Turns with no playable card",
    kind: "number",
    chart: "histogram",
    description: "Turns that fell back on the no-move rule (§4.4).",
  },
  {
    key: "wildFires",
    label: "Wild-fire cones",
    kind: "number",
    chart: "histogram",
    description: "Extra cones added by wild fire (§4.5).",
  },
];

function collector(start: GameState): LabCollector<GameState, GameEvent> {
  const board = start.board;
  const n = board.n;
  const burntPerTurn: number[] = [];
  const burnt = new Uint8Array(n);
  const contained = new Uint8Array(n);
  let housesDemolished = 0;
  let noMoveTurns = 0;
  let wildFires = 0;
  return {
    step(events, state) {
      for (const e of events) {
        if (e.type === "housesBurnt") {
          const d = districtIndex(board, e.district) as number;
          if (e.cause === "fire") {
            burnt[d] = 1;
            const t = Math.max(0, state.turn - 1);
            while (burntPerTurn.length <= t) burntPerTurn.push(0);
            burntPerTurn[t] = (burntPerTurn[t] as number) + e.colours.length;
          } else housesDemolished += e.colours.length;
        } else if (e.type === "noPlayableCard") noMoveTurns++;
        else if (e.type === "wildFire") wildFires++;
      }
      // Contained (rules "Words"): at least one cone, every cone controlled by a team.
      for (let d = 0; d < n; d++) {
        const c = state.cones[d] as number;
        if (c > 0 && c === state.committed[d]) contained[d] = 1;
      }
    },
    finish(state, pos) {
      while (burntPerTurn.length < state.turn) burntPerTurn.push(0);
      const objectivesDealt: [number, number, number] = [0, 0, 0];
      const objectivesSurvived: [number, number, number] = [0, 0, 0];
      for (let i = 0; i < state.objectives.length; i++) {
        const d = state.objectives[i] as number;
        if (d < 0) continue;
        const deck = (board.objectiveDeck[d] as number) - 1;
        if (deck < 0 || deck > 2) continue;
        objectivesDealt[deck] = (objectivesDealt[deck] as number) + 1;
        // §7.1 survived: houses standing, no free cone, not demolished.
        if (state.intact[d] === 1 && state.cones[d] === state.committed[d] && state.demolished[d] === 0)
          objectivesSurvived[deck] = (objectivesSurvived[deck] as number) + 1;
      }
      const list = (flags: ArrayLike<number>) => {
        const out: number[] = [];
        for (let d = 0; d < flags.length; d++) if (flags[d]) out.push(d);
        return out;
      };
      const record: GreatFireRecord = {
        burntPerTurn,
        housesDemolished,
        hero: state.hero < 0 ? -1 : pos(state.hero),
        objectivesDealt,
        objectivesSurvived,
        noMoveTurns,
        wildFires,
        burnt: list(burnt),
        demolished: list(state.demolished),
        contained: list(contained),
      };
      return record as unknown as Record<string, number | number[]>;
    },
  };
}

/** The lab hooks. The heat map counts, per district id, the games in which its houses burnt. */
export const GREAT_FIRE_LAB: LabHooks<GameState, GameEvent> = {
  metrics: GREAT_FIRE_METRICS,
  firstSeat: (s) => s.first,
  collector,
  heat(record, map) {
    const out: Record<string, number> = {};
    const districts = (map as BoardMap).districts;
    for (const d of (record.burnt as number[] | undefined) ?? []) {
      const id = districts[d]?.id;
      if (id) out[id] = 1;
    }
    return out;
  },
};
