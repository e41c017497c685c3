/**
 * The CLI's view of games: which game (`--game`, default The Great Fire), its maps and rule sets as
 * arguments, and the game file — everything that describes a game (game, map, rules, seats, seed,
 * actions) and nothing derived. Loading replays the actions (modules are deterministic), so a file
 * can never hold a state that its actions do not lead to.
 *
 * Game files: format 1 (written before the platform had several games and before the 2026-11 rules
 * audit) is read as The Great Fire under rules version 1, so old files replay exactly as they were
 * played. Format 2 carries the game id and the rules version; its actions are plain actions (the
 * seat is the one that may act) or `{ seat, action }` where several seats may act.
 */
import { readFileSync, writeFileSync } from "node:fs";
import type { AnyGameModule, LoggedAction } from "@pudding/engine";
import { DEFAULT_GAME, GAMES, gameById } from "@pudding/games";
import { z } from "zod";
import { UsageError } from "./args.js";

/** A problem with what the user gave us: printed as is, exit code 1. */
export class InputError extends Error {}

export function readJsonFile(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(
      code === "ENOENT"
        ? `${what} ${path} does not exist`
        : `cannot read ${what} ${path} (${code ?? String(e)})`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new InputError(`${what} ${path} is not valid JSON (${e instanceof Error ? e.message : e})`);
  }
}

/** `--game`: a registered game (default The Great Fire), or a usage error listing the games. */
export function gameArg(arg: string | undefined): AnyGameModule {
  const id = arg ?? DEFAULT_GAME;
  const m = gameById(id);
  if (!m)
    throw new UsageError(
      `unknown game "${id}"; games: ${GAMES.map((g) => g.id).join(", ")} (pudding games lists them)`,
    );
  return m;
}

/** `--map`: a shipped map id of the game, or a map file checked by the game's profile. */
export function mapArg(module: AnyGameModule, arg: string | undefined, seats: number): unknown {
  if (!arg) return module.map.defaultFor(seats);
  const shipped = Object.hasOwn(module.map.shipped, arg) ? module.map.shipped[arg] : undefined;
  if (shipped) return shipped;
  if (!arg.endsWith(".json"))
    throw new InputError(
      `"${arg}" is neither a map of ${module.title} (${Object.keys(module.map.shipped).join(", ")}) nor a .json file`,
    );
  const r = module.map.parse(readJsonFile(arg, "map file"));
  if (!r.ok)
    throw new InputError(
      `map ${arg} is not valid:\n${r.issues.map((i) => `${i.path}: ${i.message}`).join("\n")}`,
    );
  return r.value;
}

/**
 * `--rules`: a preset id, a rule-set .json file, or inline JSON. Returns what a game file stores
 * (the preset id or the partial object) and the parsed rule set.
 */
export function rulesArg(
  module: AnyGameModule,
  arg: string | undefined,
  flag = "--rules",
): { stored: unknown; rules: unknown } {
  const text = arg?.trim();
  let input: unknown = text ?? module.rules.defaultPreset;
  if (text?.startsWith("{")) {
    try {
      input = JSON.parse(text);
    } catch (e) {
      throw new InputError(`${flag} is not valid JSON (${e instanceof Error ? e.message : e})`);
    }
  } else if (text?.endsWith(".json")) input = readJsonFile(text, "rules file");
  else if (typeof input === "string" && !module.rules.presets.some((p) => p.id === input))
    throw new InputError(
      `unknown rules preset "${input}" for ${module.title}; use one of ${module.rules.presets.map((p) => p.id).join(", ")} or a .json file`,
    );
  const r = resolvePreset(module, input);
  if (!r.ok)
    throw new InputError(
      `rules ${arg ?? ""} are not valid:\n${r.issues.map((i) => `${i.path || "(root)"}: ${i.message}`).join("\n")}`,
    );
  return { stored: input, rules: r.value };
}

function resolvePreset(module: AnyGameModule, input: unknown) {
  const preset = typeof input === "string" ? module.rules.presets.find((p) => p.id === input) : undefined;
  return module.rules.parse(preset ? preset.rules : input);
}

const Fields = {
  /** A shipped map id, or an embedded map document. */
  map: z.union([z.string(), z.record(z.string(), z.unknown())]),
  rules: z.unknown().optional(),
  seats: z.number().int().min(1).max(12),
  seed: z.union([z.number(), z.string()]),
  seatNames: z.array(z.string()).optional(),
};
const Entry = z.union([
  z.strictObject({ seat: z.number().int().min(0).max(11), action: z.unknown() }),
  z.record(z.string(), z.unknown()),
]);

/** A game file (format 1 or 2). */
export const GameFileSchema = z.discriminatedUnion("format", [
  z.object({ format: z.literal(1), ...Fields, actions: z.array(z.record(z.string(), z.unknown())) }),
  z.object({
    format: z.literal(2),
    game: z.string().min(1).max(64),
    rulesVersion: z.number().int().min(1),
    ...Fields,
    actions: z.array(Entry),
  }),
]);
export type GameFile = z.infer<typeof GameFileSchema>;

/** The game a file plays. */
export function gameOf(file: GameFile): AnyGameModule {
  const id = file.format === 1 ? "great-fire-1666" : file.game;
  const m = gameById(id);
  if (!m)
    throw new InputError(
      `the game file is for "${id}", which this pudding does not know (${GAMES.map((g) => g.id).join(", ")})`,
    );
  return m;
}
/** The rules version a game file plays under (format 1: version 1). */
export const rulesVersionOf = (file: GameFile): number => (file.format === 1 ? 1 : file.rulesVersion);

function mapOfFile(module: AnyGameModule, file: GameFile): unknown {
  if (typeof file.map === "string") {
    const m = Object.hasOwn(module.map.shipped, file.map) ? module.map.shipped[file.map] : undefined;
    if (!m) throw new InputError(`the game's map "${file.map}" is not a shipped map of ${module.title}`);
    return m;
  }
  const r = module.map.parse(file.map);
  if (!r.ok)
    throw new InputError(
      `the game's embedded map is not valid: ${r.issues[0]?.path}: ${r.issues[0]?.message}`,
    );
  return r.value;
}

/** A loaded game: the file, its module, its map, the state now and the log of `{ seat, action }`. */
export interface LoadedGame {
  file: GameFile;
  module: AnyGameModule;
  map: unknown;
  rules: unknown;
  state: unknown;
  log: LoggedAction[];
}

/** Reads a game file and replays it to its current state. */
export function loadGame(path: string): LoadedGame {
  const parsed = GameFileSchema.safeParse(readJsonFile(path, "game file"));
  if (!parsed.success)
    throw new InputError(
      `game file ${path} is not a Pudding Lane game:\n${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("\n")}`,
    );
  const file = parsed.data;
  const module = gameOf(file);
  const map = mapOfFile(module, file);
  const rulesVersion = rulesVersionOf(file);
  const rules = resolveForVersion(module, file.rules ?? module.rules.defaultPreset, rulesVersion);
  const created = module.setup({
    map,
    rules,
    seats: file.seats,
    seed: file.seed,
    names: file.seatNames,
    rulesVersion,
  });
  if (!created.ok)
    throw new InputError(
      `game file ${path}: ${created.issues.map((i) => `${i.path}: ${i.message}`).join("; ")}`,
    );
  let state = created.value;
  const log: LoggedAction[] = [];
  for (let i = 0; i < file.actions.length; i++) {
    const entry = file.actions[i] as Record<string, unknown>;
    const hasSeat = typeof entry.seat === "number" && "action" in entry && Object.keys(entry).length === 2;
    const toAct = module.toAct(state);
    const seat = hasSeat ? (entry.seat as number) : (toAct[0] ?? 0);
    const action = hasSeat ? entry.action : entry;
    if (!hasSeat && toAct.length > 1)
      throw new InputError(
        `game file ${path}: action ${i + 1} names no seat while ${toAct.length} seats may act`,
      );
    const r = module.apply(state, seat, action);
    if (!r.ok) throw new InputError(`game file ${path}: action ${i + 1} is illegal: ${r.error.message}`);
    state = r.state;
    log.push({ seat, action });
  }
  return { file, module, map, rules, state, log };
}

/** A preset id resolves to the preset as the file's rules version defined it. */
function resolveForVersion(module: AnyGameModule, input: unknown, rulesVersion: number): unknown {
  const presets = module.rules.presetsFor?.(rulesVersion) ?? module.rules.presets;
  const preset = typeof input === "string" ? presets.find((p) => p.id === input) : undefined;
  if (typeof input === "string" && !preset)
    throw new InputError(`the game's rules preset "${input}" is unknown to ${module.title}`);
  const r = module.rules.parse(preset ? preset.rules : input);
  if (!r.ok)
    throw new InputError(`the game's rules are not valid: ${r.issues[0]?.path}: ${r.issues[0]?.message}`);
  return r.value;
}

export function saveGame(path: string, file: GameFile): void {
  writeFileSync(path, `${JSON.stringify(file, null, 1)}\n`);
}

/** Appends an action to a file in the file's own style (format 1 and The Great Fire: plain actions). */
export function withAction(file: GameFile, seat: number, action: unknown, plain: boolean): GameFile {
  const entry = plain ? (action as Record<string, unknown>) : { seat, action };
  return { ...file, actions: [...file.actions, entry] } as GameFile;
}

/** The Great Fire's `--map` (kept for `pudding lab` until it takes `--game`). */
export function loadMap(arg: string | undefined): never {
  return mapArg(gameArg(undefined), arg, 4) as never;
}
