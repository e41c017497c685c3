/**
 * The game file of the CLI: everything that describes a game — map, rules, seats, seed, actions —
 * and nothing derived. Loading replays the actions (the engine is deterministic), so a file can
 * never hold a state that its actions do not lead to.
 */
import { readFileSync, writeFileSync } from "node:fs";
import {
  ActionSchema,
  type BoardMap,
  type GameState,
  LONDON_1666,
  PRESET_NAMES,
  parseMap,
  parseRules,
  RULES_VERSION,
  type RuleSetInput,
  replay,
  SHIPPED_MAPS,
} from "@pudding/great-fire";
import { z } from "zod";

const GameFileFields = {
  /** A shipped map id, or an embedded map document. */
  map: z.union([z.string(), z.record(z.string(), z.unknown())]),
  rules: z.unknown().optional(),
  seats: z.number().int().min(3).max(6),
  seed: z.union([z.number(), z.string()]),
  seatNames: z.array(z.string()).optional(),
  actions: z.array(ActionSchema),
};

/**
 * A game file. Format 1 (written before the 2026-11 rules audit) is read as The Great Fire under
 * rules version 1, so old files replay exactly as they were played; format 2 carries the game id
 * and the rules version it was created under.
 */
export const GameFileSchema = z.discriminatedUnion("format", [
  z.object({ format: z.literal(1), ...GameFileFields }),
  z.object({
    format: z.literal(2),
    game: z.literal("great-fire-1666"),
    rulesVersion: z.number().int().min(1).max(RULES_VERSION),
    ...GameFileFields,
  }),
]);
/** The rules version a game file plays under. */
export const rulesVersionOf = (file: GameFile): number => (file.format === 1 ? 1 : file.rulesVersion);
export type GameFile = z.infer<typeof GameFileSchema>;

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

/** Resolves `--map`: a shipped id, or a map file validated by parseMap. */
export function loadMap(arg: string | undefined): BoardMap {
  if (!arg) return LONDON_1666;
  const shipped = SHIPPED_MAPS[arg];
  if (shipped) return shipped;
  const r = parseMap(readJsonFile(arg, "map file"));
  if (!r.ok)
    throw new InputError(
      `map ${arg} is not valid:\n${r.issues.map((i) => `${i.path}: ${i.message}`).join("\n")}`,
    );
  return r.map;
}

/** Resolves `--rules`: a preset name or a rule-set file. */
export function loadRules(arg: string | undefined): RuleSetInput | string {
  if (!arg) return "italian-base";
  if ((PRESET_NAMES as string[]).includes(arg)) return arg;
  if (!arg.endsWith(".json"))
    throw new InputError(
      `unknown rules preset "${arg}"; use one of ${PRESET_NAMES.join(", ")} or a .json file`,
    );
  const input = readJsonFile(arg, "rules file");
  const r = parseRules(input);
  if (!r.ok)
    throw new InputError(
      `rules ${arg} are not valid:\n${r.issues.map((i) => `${i.path || "(root)"}: ${i.message}`).join("\n")}`,
    );
  return input as RuleSetInput;
}

function mapOf(file: GameFile): BoardMap {
  if (typeof file.map === "string") {
    const m = SHIPPED_MAPS[file.map];
    if (!m) throw new InputError(`the game's map "${file.map}" is not a shipped map`);
    return m;
  }
  const r = parseMap(file.map);
  if (!r.ok)
    throw new InputError(
      `the game's embedded map is not valid: ${r.issues[0]?.path}: ${r.issues[0]?.message}`,
    );
  return r.map;
}

/** Reads a game file and replays it to its current state. */
export function loadGame(path: string): { file: GameFile; state: GameState } {
  const parsed = GameFileSchema.safeParse(readJsonFile(path, "game file"));
  if (!parsed.success)
    throw new InputError(
      `game file ${path} is not a Pudding Lane game:\n${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("\n")}`,
    );
  const file = parsed.data;
  const r = replay({
    map: mapOf(file),
    rules: file.rules as RuleSetInput,
    seats: file.seats,
    seed: file.seed,
    seatNames: file.seatNames,
    rulesVersion: rulesVersionOf(file),
    actions: file.actions,
  });
  if (!r.ok) throw new InputError(`game file ${path}: action ${r.index + 1} is illegal: ${r.error.message}`);
  return { file, state: r.state };
}

export function saveGame(path: string, file: GameFile): void {
  writeFileSync(path, `${JSON.stringify(file, null, 1)}\n`);
}
