/**
 * Regenerates the shipped maps: `npx tsx scripts/gen-maps.ts` writes `maps/swu-{2,3,4,5}p.json`
 * from `data/traced/*.json` (2 and 3 players) and the reconstructions (4 and 5 players).
 * `src/map/generate.test.ts` proves the committed files are exactly this output.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkSwuMap } from "../src/map/check.js";
import { generateShippedMaps, serializeMap, type TracedMap } from "../src/map/generate.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const read = (f: string) => JSON.parse(readFileSync(join(root, "data/traced", f), "utf8")) as TracedMap;
const maps = generateShippedMaps(read("swu-2p.json"), read("swu-3p.json"));
for (const [id, m] of Object.entries(maps)) {
  const issues = checkSwuMap(m);
  for (const i of issues) console.log(`${id} ${i.severity} ${i.path}: ${i.message}`);
  writeFileSync(join(root, "maps", `${id}.json`), serializeMap(m));
  console.log(`${id}: ${m.regions.length} regions, ${m.borders.length} borders`);
}
