#!/usr/bin/env node
/**
 * Copies each game's rules digest (the canonical rules the engine enforces, `docs/rules/*.md`
 * in this repository) into its rules package as `src/reference.ts`, the text the play app's rules
 * reference shows (`/rules/<game>`, one click from a rule message's §). Run after a digest changes:
 * `node scripts/rules-reference.mjs [digest folder]`; each package's reference test checks the copy.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const from = path.resolve(process.argv[2] ?? path.join(root, "docs", "rules"));
const GAMES = ["great-fire-1666", "small-world-underground", "the-brigade"];

if (!existsSync(from)) {
  console.error(
    `No digest folder at ${from}: pass the folder holding ${GAMES.map((g) => `${g}.md`).join(", ")}.`,
  );
  process.exit(1);
}
for (const game of GAMES) {
  const text = readFileSync(path.join(from, `${game}.md`), "utf8");
  const out = path.join(root, "packages", "games", game, "rules", "src", "reference.ts");
  writeFileSync(
    out,
    `/**\n * The rules reference of this game: the digest of the rulebooks the engine enforces, with its\n * numbered § and rulings (copied from the shared rules by scripts/rules-reference.mjs; do not edit).\n * A separate entry (\`/reference\`) so it never weighs on a browser bundle that does not show it.\n */\nexport const RULES_REFERENCE: string = ${JSON.stringify(text)};\n`,
  );
  console.log(`${game}: ${text.length.toLocaleString("en")} characters → ${path.relative(root, out)}`);
}
