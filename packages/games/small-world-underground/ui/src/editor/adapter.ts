/**
 * Small World Underground's map document ↔ the editor kit's records (§21.4 item 1): regions are the
 * spaces (terrain, edge, Monster, Black Mountain and Volcano symbols beside the outline), borders
 * and the River's order are collections naming regions, and the rest (players, geography, turn
 * track, notes) rides in `meta`.
 */
import type {
  CollectionSpec,
  FieldSpec,
  IssueTarget,
  KitDoc,
  RecordItem,
  SpaceRecord,
} from "@pudding/editor-kit";
import type { Issue } from "@pudding/engine";
import { type SwuMap, type SwuRegion, TERRAINS, TRACK_LENGTH } from "@pudding/small-world-underground";
import { TERRAIN_STYLE } from "../table/palette.js";

/** A map as the kit's records. */
export function toDoc(map: SwuMap): KitDoc {
  const { regions, borders, river, frame, ...meta } = map;
  return {
    meta: meta as unknown as KitDoc["meta"],
    size: { width: frame.width, height: frame.height },
    spaces: regions.map((r) => ({ ...r }) as unknown as SpaceRecord),
    records: {
      borders: borders.map(([a, b]) => ({ a, b })),
      river: river.map((region) => ({ region })),
    },
  };
}

/** The kit's records as a map document (key order as the schema's). */
export function fromDoc(doc: KitDoc): SwuMap {
  const m = doc.meta as unknown as Omit<SwuMap, "regions" | "borders" | "river" | "frame">;
  const regions = doc.spaces.map((s): SwuRegion => {
    const r = s as unknown as SwuRegion;
    return {
      id: r.id,
      name: r.name,
      type: r.type ?? "mine",
      edge: r.edge ?? false,
      monster: r.monster ?? false,
      blackMountain: r.blackMountain ?? false,
      volcano: r.volcano ?? false,
      polygon: r.polygon,
      ...(r.label ? { label: r.label } : {}),
    };
  });
  return {
    version: m.version ?? 1,
    game: "small-world-underground",
    id: m.id,
    name: m.name,
    players: m.players ?? 3,
    geography: m.geography ?? "reconstructed",
    frame: { width: doc.size.width, height: doc.size.height },
    regions,
    borders: ((doc.records.borders ?? []) as { a: string; b: string }[]).map(
      (b) => [b.a, b.b] as [string, string],
    ),
    river: ((doc.records.river ?? []) as { region: string }[]).map((r) => r.region),
    track: m.track ?? { length: TRACK_LENGTH[m.players ?? 3] ?? 10, spaces: [] },
    notes: m.notes ?? [],
  };
}

/** An empty map for `players` (1457 × 784 map units, the printed boards' shape). */
export function emptyMap(players = 3, id = "new-map", name = "New map"): SwuMap {
  const length = TRACK_LENGTH[players] ?? 10;
  return {
    version: 1,
    game: "small-world-underground",
    id,
    name,
    players,
    geography: "reconstructed",
    frame: { width: 1457, height: 784 },
    regions: [],
    borders: [],
    river: [],
    track: { length, spaces: Array.from({ length }, (_, i) => [40 + i * 60, 40] as [number, number]) },
    notes: [],
  };
}

/** A region's fields: terrain (with its colour), edge and the printed symbols. */
export const REGION_FIELDS: FieldSpec[] = [
  {
    key: "type",
    label: "Terrain",
    control: "segmented",
    options: TERRAINS.map((t) => ({
      value: t.id,
      label: t.name,
      colour: TERRAIN_STYLE[t.id].fill,
      title: `${t.name} (${t.italian})`,
    })),
  },
  {
    key: "edge",
    label: "On the map edge",
    control: "toggle",
    hint: "First conquests start here (§7.1); the two River ends too.",
  },
  {
    key: "monster",
    label: "Monster symbol",
    control: "toggle",
    hint: "2 Monsters at setup and a Place or Relic under them (§3.4); land only.",
  },
  {
    key: "blackMountain",
    label: "Black Mountain symbol",
    control: "toggle",
    hint: "A Black Mountain marker at setup (§3.6): exactly the Black Mountain regions.",
  },
  {
    key: "volcano",
    label: "Volcano symbol",
    control: "toggle",
    hint: "Chasms only: where the Flames may put the Volcano (§14.3).",
  },
];

/** The map's own fields beside name and id. */
export const META_FIELDS: FieldSpec[] = [
  {
    key: "players",
    label: "Players",
    control: "number",
    min: 2,
    max: 5,
    integer: true,
    step: 1,
    hint: "The lobby offers the map for this player count.",
  },
  {
    key: "geography",
    label: "Geography",
    control: "select",
    options: [
      { value: "printed", label: "printed (the real board)" },
      { value: "traced", label: "traced from photographs" },
      { value: "reconstructed", label: "reconstructed (made to fit the rules)" },
    ],
  },
  {
    key: "track.length",
    label: "Turn track spaces",
    control: "number",
    min: 1,
    max: 20,
    integer: true,
    step: 1,
    hint: "R5: 10 / 10 / 9 / 8 rounds for 2 / 3 / 4 / 5 players.",
  },
];

const name = (names: ReadonlyMap<string, string>, id: unknown) => names.get(String(id)) ?? String(id);

/** Borders (each once) and the River's sections in order. */
export const COLLECTIONS: Record<string, CollectionSpec> = {
  borders: {
    noun: ["border", "borders"],
    refs: ["a", "b"],
    fields: [
      { key: "a", label: "Region", control: "space" },
      { key: "b", label: "Region", control: "space" },
    ],
    key: (r) => [r.a, r.b].sort().join("|"),
    describe: (r, n) => `${name(n, r.a)} ↔ ${name(n, r.b)}`,
  },
  river: {
    noun: ["River section", "River sections"],
    refs: ["region"],
    fields: [
      {
        key: "region",
        label: "River region",
        control: "space",
        hint: "In order, from one end on the map edge to the other (§21.4).",
      },
    ],
    key: (r) => String(r.region),
    describe: (r, n) => `River: ${name(n, r.region)}`,
  },
};

const CODE_FIELDS: Record<string, (s: SpaceRecord) => boolean> = {
  "monster-count": (s) => s.monster === true,
  "too-many-monsters": (s) => s.monster === true,
  "too-many-mountains": (s) => s.blackMountain === true,
  "mountain-symbol-terrain": (s) => s.blackMountain === true || s.type === "blackMountain",
  "no-volcano": (s) => s.type === "chasm",
  "river-missing": (s) => s.type === "river",
  "river-too-short": (s) => s.type === "river",
  "no-edge": (s) => s.edge === true,
};

/** Whole-map issues → the regions concerned (Monster count → the Monster regions, …). */
export function issueTargets(doc: KitDoc, issue: Issue): IssueTarget | null {
  const f = issue.code ? CODE_FIELDS[issue.code] : undefined;
  if (f) return { spaces: doc.spaces.filter(f).map((s) => s.id), records: {} };
  if (issue.code === "terrain-balance" || issue.code === "missing-terrain") {
    const t = TERRAINS.find((x) => issue.message.includes(x.name));
    return t ? { spaces: doc.spaces.filter((s) => s.type === t.id).map((s) => s.id), records: {} } : null;
  }
  return null;
}

/** Records of the River as region ids in order. */
export const riverOf = (doc: KitDoc): string[] =>
  ((doc.records.river ?? []) as RecordItem[]).map((r) => String(r.region));
