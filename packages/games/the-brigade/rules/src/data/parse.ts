/**
 * Parsing the city and the card data set: `readDocument` (size, depth, cycles), the zod schema
 * (shape, path + sentence), then the semantic checks of the map profile (§17.2) and of the cards.
 * Never throws: every problem is an `Issue` with a path and a sentence saying what to do.
 */
import type { Issue, Parsed } from "@pudding/engine";
import { parseWith, readDocument } from "@pudding/engine";
import { z } from "zod";
import { COLS, cellIndex, ROWS } from "../grid.js";
import {
  AFFILIATIONS,
  type BrigadeCards,
  type BrigadeMap,
  CardsSchema,
  CitySchema,
  COLOURS,
  type TileRecord,
} from "./schema.js";

/** The city's shape with the card data set left for its own parse. */
const CityShapeSchema = CitySchema.extend({
  cards: z.union([z.string(), z.record(z.string(), z.unknown())]),
});

/** Card data sets known by id (filled by `shipped.ts`; a city may name one instead of embedding it). */
export const CARD_REGISTRY: Record<string, BrigadeCards> = Object.create(null);

const issue = (path: string, message: string, code: string): Issue => ({
  path,
  message,
  code,
  severity: "error",
});

/** The semantic checks of a card data set (shape already valid). */
export function checkCards(c: BrigadeCards, prefix = ""): Issue[] {
  const out: Issue[] = [];
  const p = (path: string) => (prefix ? `${prefix}.${path}` : path);
  const unique = (list: { id: string; name: string }[], section: string, names: boolean) => {
    const ids = new Map<string, number>();
    const seen = new Map<string, number>();
    list.forEach((r, i) => {
      const j = ids.get(r.id);
      if (j !== undefined)
        out.push(
          issue(
            p(`${section}[${i}].id`),
            `the id "${r.id}" is already used by ${section}[${j}]; give every card its own id`,
            "duplicate-id",
          ),
        );
      else ids.set(r.id, i);
      if (!names) return;
      const k = seen.get(r.name.toLowerCase());
      if (k !== undefined)
        out.push(
          issue(
            p(`${section}[${i}].name`),
            `the name "${r.name}" is already used by ${section}[${k}]; names must be unique`,
            "duplicate-name",
          ),
        );
      else seen.set(r.name.toLowerCase(), i);
    });
  };
  unique(c.events, "events", false);
  unique(c.squad, "squad", true);
  unique(c.wardens, "wardens", true);
  unique(c.barracks, "barracks", true);
  c.events.forEach((e, i) => {
    if (e.kind === "firestorm") {
      const cells = new Map<string, number>();
      e.fireballs.forEach((f, j) => {
        const k = cells.get(f.cell);
        if (k !== undefined)
          out.push(
            issue(
              p(`events[${i}].fireballs[${j}].cell`),
              `${f.cell} is marked twice on this firestorm; mark it once with a count instead`,
              "duplicate-square",
            ),
          );
        else cells.set(f.cell, j);
      });
    }
    if (e.kind === "special" && e.effect === "raiseByValue" && e.value === undefined)
      out.push(
        issue(
          p(`events[${i}].value`),
          "a raise-by-value card needs the tile value it targets",
          "missing-value",
        ),
      );
  });
  if (!c.events.some((e) => !e.starting && !e.module))
    out.push(
      issue(
        p("events"),
        "the deck has no ordinary event card (only starting or expansion cards)",
        "no-events",
      ),
    );
  c.wardens.forEach((w, i) => {
    if (w.action === "dawnDusk" && w.duskWater === undefined)
      out.push(
        issue(
          p(`wardens[${i}].duskWater`),
          "a Dawn/Dusk warden needs the Dusk face's water capacity",
          "missing-dusk",
        ),
      );
  });
  for (const colour of COLOURS) {
    const n = c.barracks.filter((b) => b.colour === colour).length;
    if (n !== 1)
      out.push(
        issue(
          p("barracks"),
          `there ${n === 0 ? "is no" : `are ${n}`} ${colour} barracks board${n === 1 ? "" : "s"}; give exactly one per colour`,
          "barracks-colour",
        ),
      );
  }
  return out;
}

/** Parses a card data set document (text or value). Never throws. */
export function parseCards(input: unknown): Parsed<BrigadeCards> {
  const doc = readDocument(input, "card data set", { maxBytes: 1_000_000 });
  if (!doc.ok) return doc;
  const r = parseWith(CardsSchema, doc.value);
  if (!r.ok) return r;
  const issues = checkCards(r.value);
  return issues.length ? { ok: false, issues } : r;
}

/** The card data set a city carries or names (undefined if it names an unknown one). */
export function cardsOf(map: BrigadeMap): BrigadeCards | undefined {
  return typeof map.cards === "string" ? CARD_REGISTRY[map.cards] : map.cards;
}

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The semantic checks of a city (the profile of §17.2), shape already valid. */
export function checkCity(m: BrigadeMap): Issue[] {
  const out: Issue[] = [];
  if (m.grid.cols !== COLS || m.grid.rows !== ROWS)
    out.push(
      issue(
        "grid",
        `the city is a ${COLS}×${ROWS} grid (§3.1); this one is ${m.grid.cols}×${m.grid.rows}`,
        "grid-size",
      ),
    );
  if (!sameSet(m.corners, ["A1", "F1", "A6", "F6"]))
    out.push(
      issue(
        "corners",
        "the reserved barracks cells must be the four corners A1, F1, A6 and F6 (§3.1)",
        "corners",
      ),
    );
  if (!sameSet(m.universityCells, ["C3", "D3", "C4", "D4"]))
    out.push(
      issue(
        "universityCells",
        "the University occupies the centre 2×2: C3, D3, C4 and D4 (§3.1)",
        "university-cells",
      ),
    );
  if (m.university.length !== 4)
    out.push(
      issue(
        "university",
        `the city has ${m.university.length} University tile${m.university.length === 1 ? "" : "s"}; it needs exactly 4 (§3.1)`,
        "university-count",
      ),
    );
  m.university.forEach((t, i) => {
    if (t.affiliation !== "university")
      out.push(
        issue(
          `university[${i}].affiliation`,
          `a University tile must have the University affiliation, not ${t.affiliation}`,
          "university-affiliation",
        ),
      );
    if (t.building)
      out.push(
        issue(
          `university[${i}].building`,
          "University tiles are not special buildings",
          "building-misplaced",
        ),
      );
  });
  if (m.blocks.length !== 28)
    out.push(
      issue(
        "blocks",
        `the city has ${m.blocks.length} blocks; it needs exactly 28 around the University (R2). Put extra tiles in bonusBlocks`,
        "block-count",
      ),
    );
  for (const a of AFFILIATIONS) {
    if (a === "university") continue;
    const n = m.blocks.filter((b) => b.affiliation === a).length;
    if (n !== 7 && m.blocks.length === 28)
      out.push(
        issue(
          "blocks",
          `${n} blocks are ${a}; the 28 blocks split 7 per affiliation (§17.2, R2)`,
          "affiliation-count",
        ),
      );
  }
  const others: [string, TileRecord][] = [
    ...m.blocks.map((t, i) => [`blocks[${i}]`, t] as [string, TileRecord]),
    ...m.bonusBlocks.map((t, i) => [`bonusBlocks[${i}]`, t] as [string, TileRecord]),
    ...m.specialBuildings.map((t, i) => [`specialBuildings[${i}]`, t] as [string, TileRecord]),
  ];
  for (const [path, t] of others)
    if (t.affiliation === "university")
      out.push(
        issue(
          `${path}.affiliation`,
          "only the four centre tiles belong to the University; choose commons, council, merchants or nobles",
          "block-university",
        ),
      );
  const uniValue = m.university.length ? Math.min(...m.university.map((t) => t.value)) : 5;
  for (const [path, t] of others)
    if (t.value >= uniValue)
      out.push(
        issue(
          `${path}.value`,
          `value ${t.value} is not below the University's ${uniValue}; University tiles are worth more than any other tile (§4.1)`,
          "value-too-high",
        ),
      );
  m.blocks.forEach((t, i) => {
    if (t.building)
      out.push(
        issue(
          `blocks[${i}].building`,
          "special buildings belong in specialBuildings (they join the city only with the Great Buildings module)",
          "building-misplaced",
        ),
      );
  });
  m.specialBuildings.forEach((t, i) => {
    if (!t.building)
      out.push(
        issue(
          `specialBuildings[${i}].building`,
          "a special building needs its effect (burstAdjacent, none, frost, lineOfFire or aviary)",
          "building-missing",
        ),
      );
  });
  const all: [string, TileRecord][] = [
    ...m.university.map((t, i) => [`university[${i}]`, t] as [string, TileRecord]),
    ...others,
  ];
  const ids = new Map<string, string>();
  const names = new Map<string, string>();
  for (const [path, t] of all) {
    if (t.flame < 3)
      out.push(
        issue(
          `${path}.flame`,
          `a flame track of ${t.flame} space${t.flame === 1 ? "" : "s"} is too short; tracks have at least 3 (§17.2)`,
          "flame-too-short",
        ),
      );
    const j = ids.get(t.id);
    if (j) out.push(issue(`${path}.id`, `the id "${t.id}" is already used by ${j}`, "duplicate-id"));
    else ids.set(t.id, path);
    const k = names.get(t.name.toLowerCase());
    if (k)
      out.push(
        issue(
          `${path}.name`,
          `the name "${t.name}" is already used by ${k}; tile names are unique`,
          "duplicate-name",
        ),
      );
    else names.set(t.name.toLowerCase(), path);
  }
  if (typeof m.cards === "string") {
    if (!CARD_REGISTRY[m.cards])
      out.push(
        issue(
          "cards",
          `there is no shipped card data set "${m.cards}"; embed the cards or use one of ${Object.keys(CARD_REGISTRY).join(", ") || "(none)"}`,
          "unknown-dataset",
        ),
      );
  } else out.push(...checkCards(m.cards, "cards"));
  for (const c of [...m.corners, ...m.universityCells])
    if (cellIndex(c) < 0) out.push(issue("grid", `${c} is not a cell of the grid`, "outside"));
  return out;
}

/** Parses and checks a city document (text or value). Never throws. */
export function parseCity(input: unknown): Parsed<BrigadeMap> {
  const doc = readDocument(input, "city", { maxBytes: 2_000_000 });
  if (!doc.ok) return doc;
  // The card data set is parsed on its own so that its problems keep their full path (`cards.…`).
  const shape = parseWith(CityShapeSchema, doc.value);
  if (!shape.ok) return shape;
  const raw = shape.value.cards;
  if (typeof raw !== "string") {
    const c = parseWith(CardsSchema, raw, "cards");
    if (!c.ok) return c;
  }
  const r = parseWith(CitySchema, doc.value);
  if (!r.ok) return r;
  const issues = checkCity(r.value);
  return issues.length ? { ok: false, issues } : r;
}
