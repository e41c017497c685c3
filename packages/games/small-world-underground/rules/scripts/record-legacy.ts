/**
 * Writes `src/test/fixtures/legacy-v1.json.gz`: 64 seeded games played under rules version 1 (see
 * `src/test/legacy.ts`). Run once, before the rules change: `npx tsx scripts/record-legacy.ts`.
 */
import { writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { LEGACY_VARIANTS, type LegacyGame, legacyPlay } from "../src/test/legacy.js";

const games: LegacyGame[] = [];
for (let i = 0; i < 64; i++) {
  const v = LEGACY_VARIANTS[i % LEGACY_VARIANTS.length] as (typeof LEGACY_VARIANTS)[number];
  games.push(legacyPlay({ seats: 2 + (i % 4), seed: 1000 + i, ...v }, 1));
}
const json = JSON.stringify(games);
const out = new URL("../src/test/fixtures/legacy-v1.json.gz", import.meta.url);
writeFileSync(out, gzipSync(json, { level: 9 }));
console.log(
  `${games.length} games, ${games.reduce((n, g) => n + g.actions.length, 0)} actions, ${json.length} bytes raw`,
);
