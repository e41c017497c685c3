import { readFileSync } from "node:fs";
import { GAMES, gameById } from "@pudding/games";
import { parse, UsageError } from "../args.js";
import { gameArg, InputError } from "../game-file.js";
import type { Command } from "./types.js";

/**
 * `pudding validate-map <file> [--game id]`: `valid` (exit 0) or one problem per line (exit 1). The
 * game is `--game`, else the map's own `game` field, else The Great Fire.
 */
export const validateMap: Command = {
  summary: "check a map file: prints `valid` or one `path: message` per problem [--game id]",
  run(args) {
    const { values, positionals } = parse(args, { game: { type: "string" } });
    const [file, ...rest] = positionals;
    if (!file || rest.length) throw new UsageError("usage: pudding validate-map <map.json> [--game id]");
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new InputError(code === "ENOENT" ? `${file} does not exist` : `cannot read ${file} (${code})`);
    }
    let named: string | undefined;
    try {
      const g = (JSON.parse(text) as { game?: unknown })?.game;
      if (typeof g === "string") named = g;
    } catch {
      // not JSON: the game's parse says so
    }
    if (!values.game && named && !gameById(named)) {
      console.log(
        `game: "${named}" is not a game this pudding knows (${GAMES.map((g) => g.id).join(", ")}); pass --game`,
      );
      return 1;
    }
    const module = gameArg(values.game ?? named);
    const r = module.map.parse(text);
    if (!r.ok) {
      for (const i of r.issues)
        console.log(`${i.severity === "warning" ? "warning: " : ""}${i.path}: ${i.message}`);
      return 1;
    }
    console.log("valid");
    for (const w of r.warnings ?? []) console.log(`warning: ${w.path}: ${w.message}`);
    return 0;
  },
};
