/** Validation of board props against a map: clear messages instead of a crash in the drawing. */
import type { BoardMap } from "@pudding/great-fire";
import { type BoardScene, type FireHighlights, HOUSE_COLOURS } from "./types.js";

const isCount = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n >= 0;
const isColour = (c: unknown) => (HOUSE_COLOURS as readonly unknown[]).includes(c);

/**
 * Problems in a {@link BoardScene} or {@link FireHighlights} for `map`, one readable message each (empty
 * when all is well): unknown district ids, counts that are not whole numbers ≥ 0, unknown house or
 * pawn colours, unknown token kinds, priority classes outside 1–4 (§4.2).
 */
export function checkScene(map: BoardMap, scene: BoardScene, highlights: FireHighlights = {}): string[] {
  const ids = new Set(map.districts.map((d) => d.id));
  const out: string[] = [];
  for (const [id, s] of Object.entries(scene)) {
    const at = `scene["${id}"]`;
    if (!ids.has(id)) {
      out.push(`${at}: no district "${id}" on map "${map.id}"`);
      continue;
    }
    if (s === null || typeof s !== "object") {
      out.push(`${at}: expected an object, got ${s === null ? "null" : typeof s}`);
      continue;
    }
    if (!Array.isArray(s.houses)) out.push(`${at}.houses: expected a list of house colours`);
    else
      s.houses.forEach((c, i) => {
        if (!isColour(c))
          out.push(`${at}.houses[${i}]: "${String(c)}" is not a house colour (${HOUSE_COLOURS.join(", ")})`);
      });
    for (const k of ["freeCones", "controlledCones", "teams"] as const)
      if (!isCount(s[k])) out.push(`${at}.${k}: expected a whole number ≥ 0, got ${String(s[k])}`);
    if (!Array.isArray(s.pawns)) out.push(`${at}.pawns: expected a list of pawns`);
    else
      s.pawns.forEach((p, i) => {
        if (!isColour(p?.colour))
          out.push(`${at}.pawns[${i}].colour: "${String(p?.colour)}" is not a pawn colour`);
      });
    if (s.token !== null && !["faceDown", "explosive", "doubleMove", "oneVp"].includes(s.token))
      out.push(
        `${at}.token: expected null, "faceDown", "explosive", "doubleMove" or "oneVp", got ${JSON.stringify(s.token)}`,
      );
  }
  const known = (list: string[] | undefined, name: string) => {
    for (const id of list ?? [])
      if (!ids.has(id)) out.push(`highlights.${name}: no district "${id}" on map "${map.id}"`);
  };
  known(highlights.selectable, "selectable");
  known(highlights.fireSources, "fireSources");
  known(highlights.objectives, "objectives");
  known(
    highlights.barred?.map((b) => b.id),
    "barred",
  );
  for (const d of highlights.destinations ?? []) {
    if (!ids.has(d.id)) out.push(`highlights.destinations: no district "${d.id}" on map "${map.id}"`);
    if (![1, 2, 3, 4].includes(d.priority))
      out.push(
        `highlights.destinations["${d.id}"].priority: expected a class 1–4 (§4.2), got ${String(d.priority)}`,
      );
  }
  if (highlights.lastMove) known([highlights.lastMove.from, highlights.lastMove.to], "lastMove");
  return out;
}
