import { readFileSync } from "node:fs";
import { parseMap } from "@pudding/great-fire";
import { UsageError } from "../args.js";
import { InputError } from "../game-file.js";
import type { Command } from "./types.js";

/** `pudding validate-map <file>`: `valid` (exit 0) or one problem per line (exit 1). */
export const validateMap: Command = {
  summary: "check a map file: prints `valid` or one `path: message` per problem",
  run([file, ...rest]) {
    if (!file || rest.length) throw new UsageError("usage: pudding validate-map <map.json>");
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new InputError(code === "ENOENT" ? `${file} does not exist` : `cannot read ${file} (${code})`);
    }
    const r = parseMap(text);
    if (!r.ok) {
      for (const i of r.issues)
        console.log(`${i.severity === "warning" ? "warning: " : ""}${i.path}: ${i.message}`);
      return 1;
    }
    console.log("valid");
    for (const w of r.warnings) console.log(`warning: ${w.path}: ${w.message}`);
    return 0;
  },
};
