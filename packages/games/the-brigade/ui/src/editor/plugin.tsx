/**
 * `BRIGADE_EDITOR`: The Brigade's city in the editor kit's `grid` layout — the 6 × 6 grid with its
 * reserved barracks corners and the University (§3.1), the tile roster painted from a palette by
 * affiliation and edited cell by cell (name, affiliation, value, flame track, `source` tag, §17.8),
 * drawn as the table draws its tiles; problems and tallies come from the module's map profile
 * (§17.2: 4 University tiles, 28 blocks, 7 per affiliation, values below 5, tracks of 3 or more,
 * unique names), and a top-bar action opens the card editor for the city's decks.
 */
import {
  type EditorPlugin,
  type FieldSpec,
  type LayerProps,
  type PaletteEntry,
  pluginT,
  type SpaceRecord,
  usePluginT,
} from "@pudding/editor-kit";
import { parseWith } from "@pudding/engine";
import { tFor, useLocale } from "@pudding/i18n";
import type { BrigadeMap, CellView } from "@pudding/the-brigade";
import { AFFILIATIONS, BUILDING_EFFECTS, CitySchema, SOURCES, THE_BRIGADE } from "@pudding/the-brigade";
import { Group } from "react-konva";
import { CARDS_FROM_MAP_KEY } from "../cards/keys.js";
import { BRIGADE_NS } from "../messages.js";
import { AFFILIATION_LOOK, affiliationLook } from "../table/colours.js";
import { TileCard } from "../table/pieces/tile.js";
import { CITY_CELL, emptyCity, fromDoc, issueTargets, toDoc } from "./adapter.js";
import "./messages.js";

const GAME = THE_BRIGADE.id;

/** Brushes: empty, barracks corner, a University tile, a block of each affiliation. */
export const CITY_PALETTE: PaletteEntry[] = [
  {
    id: "empty",
    label: "Empty",
    colour: "#f4ead2",
    patch: { reserved: false, university: false, tile: undefined },
  },
  {
    id: "corner",
    label: "Barracks corner",
    colour: "#8f3b26",
    patch: { reserved: true, university: false, tile: undefined },
  },
  {
    id: "university",
    label: "University",
    colour: AFFILIATION_LOOK.university.colour,
    patch: {
      reserved: false,
      university: true,
      "tile.affiliation": "university",
      "tile.value": 5,
      "tile.flame": 5,
    },
  },
  ...(["commons", "council", "merchants", "nobles"] as const).map(
    (a): PaletteEntry => ({
      id: a,
      label: `${AFFILIATION_LOOK[a].name} block`,
      colour: AFFILIATION_LOOK[a].colour,
      patch: { reserved: false, university: false, "tile.affiliation": a },
    }),
  ),
];

const opts = (xs: readonly string[], label = (x: string) => x) =>
  xs.map((value) => ({ value, label: label(value) }));

/** The fields of a cell (its flags and its tile). */
export const CELL_FIELDS: FieldSpec[] = [
  { key: "reserved", label: "Barracks corner (reserved, §3.1)", control: "toggle" },
  { key: "university", label: "University cell (§3.1)", control: "toggle" },
  { key: "tile.name", label: "Tile name", control: "text" },
  { key: "tile.id", label: "Tile id", control: "text", hint: "kebab-case, unique in the city" },
  {
    key: "tile.affiliation",
    label: "Affiliation",
    control: "segmented",
    options: AFFILIATIONS.map((a) => ({
      value: a,
      label: AFFILIATION_LOOK[a].name,
      colour: AFFILIATION_LOOK[a].colour,
    })),
  },
  {
    key: "tile.value",
    label: "Value (renown for loyalty, points)",
    control: "number",
    min: 1,
    max: 9,
    integer: true,
    step: 1,
    hint: "below the University's 5 (§4.1)",
  },
  {
    key: "tile.flame",
    label: "Flame track length L",
    control: "number",
    min: 1,
    max: 9,
    integer: true,
    step: 1,
    hint: "one increase past L destroys the tile (§4.3)",
  },
  {
    key: "tile.source",
    label: "Source (§17.8)",
    control: "select",
    options: opts(SOURCES, (s) =>
      s === "seed"
        ? "seed — named by the rulebook"
        : s === "inferred"
          ? "inferred — deduced by a ruling"
          : "reconstructed — proposed in §17",
    ),
  },
  { key: "tile.note", label: "Note", control: "textarea", optional: true },
  {
    key: "tile.building",
    label: "Special building effect (§15.1)",
    control: "select",
    optional: true,
    options: opts(BUILDING_EFFECTS),
  },
];

/** The map's own fields. */
export const CITY_FIELDS: FieldSpec[] = [
  { key: "description", label: "Description", control: "textarea", optional: true },
  {
    key: "dataset",
    label: "Tile data set id (version)",
    control: "text",
    hint: "a new id for every changed roster, e.g. my-city-v2 (§17.8)",
  },
  {
    key: "geography",
    label: "Geography",
    control: "select",
    options: opts(["printed", "traced", "reconstructed"]),
  },
];

/** A cell record as the table's tile drawing wants it (`noName`: a nameless tile's label). */
function cellViewOf(s: SpaceRecord, noName = "(no name)"): CellView | null {
  if (!s.cell) return null;
  const t = s.tile as CellView["tile"] | undefined;
  const kind = s.reserved ? "barracks" : s.university ? "university" : t ? "block" : null;
  if (!kind) return null;
  return {
    id: s.name,
    col: s.cell.col,
    row: s.cell.row,
    kind,
    tile: t
      ? {
          ...t,
          name: t.name ?? noName,
          value: t.value ?? 0,
          flame: Math.max(1, Math.min(9, t.flame ?? 3)),
          affiliation: t.affiliation ?? "commons",
        }
      : null,
    barracksOf: -1,
    intensity: 0,
    burning: false,
    destroyed: false,
    flipped: false,
    protected: false,
    brigades: [],
    cisterns: [],
    renown: [],
    loyal: -1,
    thresholds: [],
  };
}

const NEUTRAL = [{ fill: "#d9cba8", stroke: "#3b2a1a", text: "#3b2a1a", name: "Corner" }];

/** The tiles drawn as the table draws them, a little inside each cell (the kit writes the cell name above). */
function TilesLayer({ doc }: LayerProps) {
  const pt = usePluginT({ gameId: GAME });
  const noName = pt("(no name)");
  // The words printed on the tiles, as the table prints them, in the reader's language.
  const t = tFor(useLocale(), BRIGADE_NS);
  return (
    <Group listening={false}>
      {doc.spaces.map((s) => {
        const c = cellViewOf(s, noName);
        if (!c) return null;
        const k = 0.82;
        return (
          <Group
            key={s.id}
            x={c.col * CITY_CELL * (1 - k) + CITY_CELL * 0.09}
            y={c.row * CITY_CELL * (1 - k) + CITY_CELL * 0.16}
            scaleX={k}
            scaleY={k}
          >
            <TileCard cell={c} inks={NEUTRAL} names={["reserved"]} t={t} />
          </Group>
        );
      })}
    </Group>
  );
}

/** The Brigade's city editor plug-in. */
export const BRIGADE_EDITOR: EditorPlugin<BrigadeMap> = {
  gameId: GAME,
  title: THE_BRIGADE.title,
  layout: "grid",
  nouns: { space: ["cell", "cells"] },
  profile: THE_BRIGADE.map,
  toDoc,
  fromDoc,
  emptyDoc: () => toDoc(emptyCity()),
  shape: (input) => parseWith(CitySchema, input),
  fields: { meta: CITY_FIELDS, space: CELL_FIELDS },
  issuePaths: {},
  issueTargets,
  palette: CITY_PALETTE,
  gridLimits: { min: 6, max: 6 },
  actions: [
    {
      id: "cards",
      label: "Cards…",
      title: "Edit the city's event deck, squad cards, wardens and barracks in the card editor",
      run: (api) => {
        const pt = pluginT(GAME, api.locale);
        api.say(pt("Opening the card editor with this city…"));
        if (typeof window === "undefined") return;
        // Hand the city over (the card editor's "Map editor's city" reads it), then go there.
        try {
          window.localStorage.setItem(CARDS_FROM_MAP_KEY, JSON.stringify(fromDoc(api.doc)));
        } catch {
          api.say(
            pt("This browser refused to keep the city for the card editor (storage full or blocked)."),
            true,
          );
          return;
        }
        window.location.assign("/cards?from=map");
      },
    },
  ],
  render: {
    spaceFill: (s) =>
      s.reserved
        ? "#8f3b26"
        : s.university
          ? AFFILIATION_LOOK.university.light
          : s.tile
            ? affiliationLook(String((s.tile as { affiliation?: string }).affiliation)).light
            : "#f4ead2",
    Above: TilesLayer,
  },
};
