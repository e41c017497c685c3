/**
 * The Great Fire's map document ↔ the editor kit's records: districts are the spaces (their
 * kind, region, houses, objective band, extra-action band and setup icon are fields beside the
 * outline), arrows, crossings and borders are collections naming districts, and the rest of the
 * document (version, game, description, decorations) rides in `meta`. The property panels are
 * generated from the district schema's JSON Schema, with the objective band (a deck and its
 * points) as one choice.
 */

import {
  type CollectionSpec,
  deref,
  type FieldSpec,
  fieldsFromJsonSchema,
  type IssueTarget,
  type JsonSchema,
  type KitDoc,
  type RecordItem,
  type SpaceRecord,
} from "@pudding/editor-kit";
import type { Issue } from "@pudding/engine";
import {
  type Arrow,
  type BoardMap,
  type Border,
  type Crossing,
  DIRECTIONS,
  type District,
  mapJsonSchema,
} from "@pudding/great-fire";
import { ARROW_COLOURS, DIRECTION_NAMES } from "../table/index.js";

/** The Great Fire's map as the kit's records. */
export function toDoc(map: BoardMap): KitDoc {
  const { districts, arrows, crossings, borders, size, ...meta } = map;
  return {
    meta: meta as KitDoc["meta"],
    size: { ...size },
    spaces: districts as unknown as SpaceRecord[],
    records: {
      arrows: arrows as unknown as RecordItem[],
      crossings: crossings as unknown as RecordItem[],
      borders: borders as unknown as RecordItem[],
    },
  };
}

/** The kit's records as The Great Fire's map document (key order as the schema's). */
export function fromDoc(doc: KitDoc): BoardMap {
  const m = doc.meta as unknown as Omit<BoardMap, "districts" | "arrows" | "crossings" | "borders" | "size">;
  return {
    version: m.version,
    id: m.id,
    name: m.name,
    description: m.description ?? "",
    game: m.game,
    size: doc.size,
    districts: doc.spaces as unknown as District[],
    arrows: (doc.records.arrows ?? []) as unknown as Arrow[],
    crossings: (doc.records.crossings ?? []) as unknown as Crossing[],
    borders: (doc.records.borders ?? []) as unknown as Border[],
    decorations: m.decorations ?? { rivers: [], walls: [], labels: [] },
  };
}

/** An empty map of The Great Fire (2000 × 1300 map units). */
export function emptyMap(id = "new-map", name = "New map"): BoardMap {
  return {
    version: 1,
    id,
    name,
    description: "",
    game: "great-fire-1666",
    size: { width: 2000, height: 1300 },
    districts: [],
    arrows: [],
    crossings: [],
    borders: [],
    decorations: { rivers: [], walls: [], labels: [] },
  };
}

const OBJECTIVE: FieldSpec = {
  key: "objective",
  label: "Objective",
  control: "select",
  optional: true,
  options: ([1, 2, 3] as const).map((deck) => ({
    value: { deck, vp: deck * 2 },
    label: `deck ${"I".repeat(deck)} · ${deck * 2} VP`,
  })),
};

/** A district's fields, read off the district schema (kind, region, houses, bands, setup icon). */
export function districtFields(): FieldSpec[] {
  const root = mapJsonSchema() as JsonSchema;
  const list = deref(root, root.properties?.districts);
  const district = deref(root, list?.items || undefined) ?? {};
  return fieldsFromJsonSchema(district, {
    labels: { extraAction: "Extra action", setupIcon: "Setup icon" },
    optionLabels: {
      kind: { origin: "origin (Pudding Lane)" },
      setupIcon: { "4": "4 (4+ players)", "5": "5 (5+ players)" },
    },
    overrides: { objective: OBJECTIVE },
  });
}

/** The map's own fields beside name and id. */
export const META_FIELDS: FieldSpec[] = [{ key: "description", label: "Description", control: "textarea" }];

const name = (names: ReadonlyMap<string, string>, id: unknown) => names.get(String(id)) ?? String(id);

/** Arrows, crossings and borders: the district ids they name, their spots and panels. */
export const COLLECTIONS: Record<string, CollectionSpec> = {
  arrows: {
    noun: ["arrow", "arrows"],
    refs: ["from", "to"],
    anchor: "at",
    fields: [
      { key: "from", label: "From", control: "space" },
      { key: "to", label: "To", control: "space" },
      {
        key: "direction",
        label: "Direction",
        control: "segmented",
        options: DIRECTIONS.map((d) => ({
          value: d,
          label: d,
          colour: ARROW_COLOURS[d],
          title: DIRECTION_NAMES[d],
        })),
      },
    ],
    key: (r) => `${r.from}>${r.to}>${r.direction}`,
    describe: (r, n) => `${name(n, r.from)} → ${name(n, r.to)} (${r.direction})`,
  },
  crossings: {
    noun: ["crossing", "crossings"],
    refs: ["nw", "ne", "sw", "se"],
    anchor: "at",
    fields: (["nw", "ne", "sw", "se"] as const).map((q) => ({
      key: q,
      label: q.toUpperCase(),
      control: "space" as const,
      ...(q === "se"
        ? {
            hint: "Fire steps NW→SE with S or E, SE→NW with N or W, NE→SW with S or W, SW→NE with N or E (§1.1).",
          }
        : {}),
    })),
    describe: (r, n) =>
      `NW ${name(n, r.nw)} · NE ${name(n, r.ne)} · SW ${name(n, r.sw)} · SE ${name(n, r.se)}`,
  },
  borders: {
    noun: ["border", "borders"],
    refs: ["a", "b"],
    key: (r) => [r.a, r.b].sort().join("|"),
    describe: (r, n) => `${name(n, r.a)} ↔ ${name(n, r.b)}`,
  },
};

const REGION = /the (purple|blue|green|orange) region/;
const DECK = /deck (I{1,3}) has/;

/** Whole-map issues (a region's houses, the bands, decks and setup icons) → the districts concerned. */
export function issueTargets(doc: KitDoc, issue: Issue): IssueTarget | null {
  const pick = (f: (d: SpaceRecord) => boolean): IssueTarget => ({
    spaces: doc.spaces.filter(f).map((d) => d.id),
    records: {},
  });
  switch (issue.code) {
    case "region-houses": {
      const r = REGION.exec(issue.message)?.[1];
      return r ? pick((d) => d.region === r && d.kind === "district") : null;
    }
    case "extra-action-count":
      return pick((d) => d.extraAction === true);
    case "objective-count": {
      const deck = DECK.exec(issue.message)?.[1]?.length;
      return deck ? pick((d) => (d.objective as District["objective"])?.deck === deck) : null;
    }
    case "setup-icons":
      return pick((d) => d.setupIcon !== undefined);
    default:
      return null;
  }
}
