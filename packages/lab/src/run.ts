/**
 * `runLab`: the balance lab's entry point. Validates the options (rule sets as preset names or
 * partial objects, with path + message issues like maps), then plays the games and streams one
 * record per game. With `vs`, every seed is played under both rule sets (A then B), so the two runs
 * differ only by the rules. No Node API: the same code runs in a worker thread and in a Web Worker.
 */

import {
  type Board,
  type BoardMap,
  compileBoard,
  type Issue,
  LONDON_1666,
  parseMap,
  parseRules,
  type RuleSet,
  type RuleSetInput,
} from "@pudding/great-fire";
import { z } from "zod";
import { type BotName, type GameRecord, playLabGame } from "./game.js";

/** Which of the two compared rule sets a record belongs to. */
export type RunId = "a" | "b";

/** What to simulate. Plain data (structured-cloneable): it is what the parent sends a worker. */
export interface LabOptions {
  /** Rule set A: a preset name (`long`) or a partial rule set (`{ extraFinalRounds: 2, wildFire: true }`). */
  rules: RuleSetInput | string;
  /** Optional rule set B, played on the same seeds. */
  vs?: RuleSetInput | string;
  /** Board map document (default: the shipped London 1666). */
  map?: BoardMap | unknown;
  /** 3–6. */
  players: number;
  /** Games per rule set. */
  games: number;
  /** Game g uses engine seed `seed + g`. */
  seed?: number;
  /** One bot for every seat, or one per turn-order position (rotated per game). Default "heuristic". */
  bots?: BotName | BotName[];
}

/** One streamed result. */
export interface LabEvent {
  run: RunId;
  record: GameRecord;
}

/** Options checked and compiled, ready to play. */
export interface ResolvedLab {
  board: Board;
  map: BoardMap;
  rules: RuleSet;
  vs?: RuleSet;
  players: number;
  games: number;
  seed: number;
  bots: BotName[];
  rotate: boolean;
  /** Rule sets in play, in record order ("a", then "b" when comparing). */
  runs: RunId[];
}

/** Thrown by `resolveLab` for bad options; `issues` carry a path and a plain sentence each. */
export class LabOptionsError extends Error {
  readonly issues: Issue[];
  constructor(issues: Issue[]) {
    super(issues.map((i) => `${i.path || "(root)"}: ${i.message}`).join("\n"));
    this.issues = issues;
  }
}

const BOT_NAMES: BotName[] = ["random", "heuristic", "search"];
const ShapeSchema = z.object({
  players: z.number().int().min(3).max(6),
  games: z.number().int().min(1).max(1_000_000),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(1),
  bots: z
    .union([
      z.enum(BOT_NAMES as [BotName, ...BotName[]]),
      z.array(z.enum(BOT_NAMES as [BotName, ...BotName[]])),
    ])
    .default("heuristic"),
});

const boardCache = new Map<unknown, { map: BoardMap; board: Board }>();

/** Checks and compiles lab options; throws `LabOptionsError` listing every problem. */
export function resolveLab(o: LabOptions): ResolvedLab {
  const issues: Issue[] = [];
  const shape = ShapeSchema.safeParse({ players: o.players, games: o.games, seed: o.seed, bots: o.bots });
  if (!shape.success)
    for (const i of shape.error.issues) issues.push({ path: i.path.join("."), message: i.message });
  const rules = parseRules(o.rules);
  if (!rules.ok)
    for (const i of rules.issues)
      issues.push({ path: i.path ? `rules.${i.path}` : "rules", message: i.message });
  const vs = o.vs === undefined ? undefined : parseRules(o.vs);
  if (vs && !vs.ok)
    for (const i of vs.issues) issues.push({ path: i.path ? `vs.${i.path}` : "vs", message: i.message });
  let compiled = boardCache.get(o.map ?? LONDON_1666);
  if (!compiled) {
    const m = o.map === undefined ? { ok: true as const, map: LONDON_1666 } : parseMap(o.map);
    if (!m.ok)
      for (const i of m.issues) issues.push({ path: i.path ? `map.${i.path}` : "map", message: i.message });
    else {
      compiled = { map: m.map, board: compileBoard(m.map) };
      boardCache.set(o.map ?? LONDON_1666, compiled);
    }
  }
  if (!shape.success || !rules.ok || (vs && !vs.ok) || !compiled) throw new LabOptionsError(issues);
  const { players, games, seed } = shape.data;
  const botsIn = shape.data.bots;
  const bots = typeof botsIn === "string" ? new Array<BotName>(players).fill(botsIn) : botsIn;
  if (bots.length !== players)
    throw new LabOptionsError([
      {
        path: "bots",
        message: `${bots.length} bots listed for ${players} players; give one bot for everyone or one per seat`,
      },
    ]);
  return {
    board: compiled.board,
    map: compiled.map,
    rules: rules.rules,
    ...(vs?.ok ? { vs: vs.rules } : {}),
    players,
    games,
    seed,
    bots,
    rotate: new Set(bots).size > 1,
    runs: vs?.ok ? ["a", "b"] : ["a"],
  };
}

/** Plays game `g` under run `run` of a resolved lab. */
export function playOne(lab: ResolvedLab, run: RunId, g: number): GameRecord {
  const rules = run === "b" ? (lab.vs as RuleSet) : lab.rules;
  return playLabGame(
    { board: lab.board, rules, players: lab.players, bots: lab.bots, rotate: lab.rotate, seed: lab.seed },
    g,
  );
}

/** Options of the in-thread runner. */
export interface RunControl {
  /** Stop early (the iterator ends after the game in progress). */
  signal?: AbortSignal;
  /** Play only games start, start + step, … (how the parallel runner splits work). */
  start?: number;
  step?: number;
  /** Called with every record as well as yielded. */
  onRecord?: (e: LabEvent) => void;
}

/**
 * Plays the games in this thread and yields one event per game and rule set as it finishes.
 * Yields to the event loop between games so a page or a server stays responsive.
 */
export async function* runLab(options: LabOptions, control: RunControl = {}): AsyncGenerator<LabEvent> {
  const lab = resolveLab(options);
  const step = control.step ?? 1;
  for (let g = control.start ?? 0; g < lab.games; g += step) {
    for (const run of lab.runs) {
      if (control.signal?.aborted) return;
      const e: LabEvent = { run, record: playOne(lab, run, g) };
      control.onRecord?.(e);
      yield e;
    }
    await new Promise((r) => setTimeout(r, 0));
  }
}
