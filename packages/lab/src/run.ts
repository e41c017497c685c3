/**
 * `runLab`: the balance lab's entry point for any game module. Validates the options (the game by
 * id, rule sets as preset ids or partial rule sets, the map, the seat count, the bots — every
 * problem with a path and a sentence), then plays the games and streams one record per game. With
 * `vs`, every seed is played under both rule sets (A then B), so the two runs differ only by the
 * rules. No Node API: the same code runs in a worker thread and in a Web Worker.
 */
import type { AnyGameModule, Issue, MetricSpec } from "@pudding/engine";
import { resolveRules } from "@pudding/engine";
import { z } from "zod";
import { findGame, type GameSource, gameIds } from "./games.js";
import { type GameRecord, type LabSearchOptions, labBots, playLabGame } from "./record.js";

/** Which of the two compared rule sets a record belongs to. */
export type RunId = "a" | "b";

/** What to simulate. Plain data (structured-cloneable): it is what the parent sends a worker. */
export interface LabOptions {
  /** The game's module id (`great-fire-1666`, `toy-claims`, …). */
  game: string;
  /** Rule set A: a preset id (`long`) or a partial rule set. Default: the module's default preset. */
  rules?: unknown;
  /** Optional rule set B, played on the same seeds. */
  vs?: unknown;
  /** A shipped map id or a map document (default: the module's map for the seat count). */
  map?: unknown;
  /**
   * Run B's map, when it differs from A's (issue 32 §2: edited cards carried by a city against the
   * shipped cards). Given alone, B plays rule set A on this map, on the same seeds.
   */
  vsMap?: unknown;
  players: number;
  /** Games per rule set. */
  games: number;
  /** Game g uses seed `seed + g` (default 1). */
  seed?: number;
  /**
   * One bot for every seat, or one per turn-order position (rotated per game). Names are those of
   * `botsFor(module)`; default its `heuristic` when it has one, else `random`.
   */
  bots?: string | string[];
  /** Options of the `search` bot (give `maxIterations` for reproducible runs). */
  search?: LabSearchOptions;
}

/** One streamed result: a finished game of run A or B. */
export interface LabEvent {
  run: RunId;
  record: GameRecord;
  /** How its winner was decided (`outcome.decidedBy`: `points`, `tie:…`, `shared`). */
  decidedBy: string;
}

/** Options checked and resolved, ready to play. */
export interface ResolvedLab {
  module: AnyGameModule;
  map: unknown;
  /** Run B's map (absent: A's). */
  vsMap?: unknown;
  rules: unknown;
  vs?: unknown;
  players: number;
  games: number;
  seed: number;
  bots: string[];
  rotate: boolean;
  search?: LabSearchOptions;
  /** Rule sets in play, in record order ("a", then "b" when comparing). */
  runs: RunId[];
  /** The module's lab metrics (`lab.metrics`, or none). */
  metrics: readonly MetricSpec[];
}

/** Thrown by `resolveLab` for bad options; `issues` carry a path and a plain sentence each. */
export class LabOptionsError extends Error {
  readonly issues: Issue[];
  constructor(issues: Issue[]) {
    super(issues.map((i) => `${i.path || "(root)"}: ${i.message}`).join("\n"));
    this.issues = issues;
  }
}

/** The bot a lab uses when none is named: the module's heuristic, else random. */
export function defaultBot(module: AnyGameModule): string {
  return labBots(module).heuristic ? "heuristic" : "random";
}

const under = (prefix: string, i: Issue): Issue => ({
  ...i,
  path: !i.path || i.path === "(root)" ? prefix : `${prefix}.${i.path}`,
});

const mapCache = new WeakMap<object, unknown>();
function resolveMap(
  module: AnyGameModule,
  input: unknown,
  players: number,
  issues: Issue[],
  path = "map",
): unknown {
  if (input === undefined) return module.map.defaultFor(players);
  if (typeof input === "string") {
    const m = Object.hasOwn(module.map.shipped, input) ? module.map.shipped[input] : undefined;
    if (m === undefined)
      issues.push({
        path,
        message: `${module.title} has no map "${input.slice(0, 60)}" (shipped: ${Object.keys(module.map.shipped).join(", ")})`,
      });
    return m;
  }
  if (input && typeof input === "object") {
    if (Object.values(module.map.shipped).includes(input)) return input;
    if (mapCache.has(input)) return mapCache.get(input);
  }
  const r = module.map.parse(input);
  if (!r.ok) {
    for (const i of r.issues) issues.push(under(path, i));
    return undefined;
  }
  if (input && typeof input === "object") mapCache.set(input, r.value);
  return r.value;
}

function resolveRuleSet(
  module: AnyGameModule,
  input: unknown,
  players: number | undefined,
  prefix: string,
  issues: Issue[],
): unknown {
  const r = resolveRules(module, input);
  if (!r.ok) {
    for (const i of r.issues) issues.push(under(prefix, i));
    return undefined;
  }
  if (players !== undefined)
    for (const i of module.rules.check?.(r.value, players) ?? []) issues.push(under(prefix, i));
  return r.value;
}

/** Checks and resolves lab options against the host's games; throws `LabOptionsError` listing every problem. */
export function resolveLab(o: LabOptions, games: GameSource): ResolvedLab {
  const module = typeof o?.game === "string" ? findGame(games, o.game) : undefined;
  if (!module) {
    const known = gameIds(games);
    throw new LabOptionsError([
      {
        path: "game",
        message:
          typeof o?.game === "string"
            ? `unknown game "${o.game.slice(0, 60)}"${known ? ` (known: ${known.join(", ")})` : ""}`
            : "name the game to simulate (its module id)",
      },
    ]);
  }
  const bots = labBots(module);
  const botNames = Object.keys(bots);
  const issues: Issue[] = [];
  const shape = z
    .object({
      players: z.number().int().min(module.seats.min).max(module.seats.max),
      games: z.number().int().min(1).max(1_000_000),
      seed: z
        .number()
        .int()
        .min(0)
        .max(2 ** 31 - 1)
        .default(1),
      bots: z.union([z.string(), z.array(z.string())]).default(defaultBot(module)),
    })
    .safeParse({ players: o.players, games: o.games, seed: o.seed, bots: o.bots });
  if (!shape.success)
    for (const i of shape.error.issues) issues.push({ path: i.path.join("."), message: i.message });
  const players = shape.success ? shape.data.players : undefined;
  const rules = resolveRuleSet(module, o.rules ?? module.rules.defaultPreset, players, "rules", issues);
  const vs = o.vs === undefined ? undefined : resolveRuleSet(module, o.vs, players, "vs", issues);
  const map = resolveMap(module, o.map, players ?? module.seats.min, issues);
  const vsMap =
    o.vsMap === undefined
      ? undefined
      : resolveMap(module, o.vsMap, players ?? module.seats.min, issues, "vsMap");
  let seatBots: string[] = [];
  if (shape.success) {
    const b = shape.data.bots;
    seatBots = typeof b === "string" ? new Array<string>(shape.data.players).fill(b) : b;
    const unknown = [...new Set(seatBots.filter((x) => !botNames.includes(x)))];
    for (const u of unknown)
      issues.push({
        path: "bots",
        message: `${module.title} offers no bot "${u.slice(0, 40)}" (bots: ${botNames.join(", ")})`,
      });
    if (seatBots.length !== shape.data.players)
      issues.push({
        path: "bots",
        message: `${seatBots.length} bots listed for ${shape.data.players} players; give one bot for everyone or one per seat`,
      });
  }
  if (issues.length || !shape.success) throw new LabOptionsError(issues);
  const compared = o.vs !== undefined || o.vsMap !== undefined;
  return {
    module,
    map,
    ...(o.vsMap !== undefined ? { vsMap } : {}),
    rules,
    ...(compared ? { vs: o.vs !== undefined ? vs : rules } : {}),
    players: shape.data.players,
    games: shape.data.games,
    seed: shape.data.seed,
    bots: seatBots,
    rotate: new Set(seatBots).size > 1,
    ...(o.search ? { search: o.search } : {}),
    runs: compared ? ["a", "b"] : ["a"],
    metrics: module.lab?.metrics ?? [],
  };
}

/** Plays game `g` under run `run` of a resolved lab. */
export function playOne(lab: ResolvedLab, run: RunId, g: number): LabEvent {
  const played = playLabGame(
    {
      module: lab.module,
      map: run === "b" && lab.vsMap !== undefined ? lab.vsMap : lab.map,
      rules: run === "b" ? lab.vs : lab.rules,
      players: lab.players,
      bots: lab.bots,
      rotate: lab.rotate,
      seed: lab.seed,
      ...(lab.search ? { search: lab.search } : {}),
    },
    g,
  );
  return { run, record: played.record, decidedBy: played.decidedBy };
}

/** Options of the in-thread runner. */
export interface RunControl {
  /** Where the game named by the options is found (a registry or a list of modules). */
  games: GameSource;
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
export async function* runLab(options: LabOptions, control: RunControl): AsyncGenerator<LabEvent> {
  const lab = resolveLab(options, control.games);
  const step = control.step ?? 1;
  for (let g = control.start ?? 0; g < lab.games; g += step) {
    for (const run of lab.runs) {
      if (control.signal?.aborted) return;
      const e = playOne(lab, run, g);
      control.onRecord?.(e);
      yield e;
    }
    await new Promise((r) => setTimeout(r, 0));
  }
}
