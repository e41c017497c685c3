/**
 * `SWU_EDITOR`: Small World Underground as the editor kit's plug-in (layout `regions`) — its map
 * document ↔ records, region fields (terrain, edge, Monster / Black Mountain / Volcano symbols),
 * borders and the River's order as collections, borders and edge flags derived from the outlines
 * for review, the play-test tool (first-conquest costs from the engine), its canvas layer. The map
 * profile (parse and problems, tallies against the §21.4 invariants, the shipped maps) is the game
 * module's own.
 */
import type { EditorPlugin, SpaceRecord } from "@pudding/editor-kit";
import { SMALL_WORLD_UNDERGROUND, type SwuMap, SwuMapSchema } from "@pudding/small-world-underground";
import { TERRAIN_STYLE } from "../table/palette.js";
import {
  COLLECTIONS,
  emptyMap,
  fromDoc,
  issueTargets,
  META_FIELDS,
  REGION_FIELDS,
  toDoc,
} from "./adapter.js";
import { deriveBorders } from "./derive.js";
import { SwuEditorLayer } from "./layers.js";
import "./messages.js";
import { BordersDialog, PlaytestPanel, RiverExtras } from "./panels.js";
import { riverFix } from "./river.js";
import { playtestTool } from "./tools.js";

/** Issue codes that make a document unreadable as a map (the rest are rule-profile counts). */
export const STRUCTURAL_CODES: ReadonlySet<string> = new Set([
  "duplicate-id",
  "unknown-id",
  "duplicate-border",
  "no-area",
  "self-intersection",
  "river-duplicate",
]);

const M = SMALL_WORLD_UNDERGROUND;

/** Small World Underground's editor plug-in. */
export const SWU_EDITOR: EditorPlugin<SwuMap> = {
  gameId: M.id,
  title: M.title,
  layout: "regions",
  nouns: { space: ["region", "regions"] },
  profile: M.map,
  toDoc,
  fromDoc,
  emptyDoc: () => toDoc(emptyMap()),
  shape: (input) => {
    const r = SwuMapSchema.safeParse(input);
    return r.success
      ? { ok: true, value: r.data }
      : {
          ok: false,
          issues: r.error.issues.map((i) => ({ path: i.path.join(".") || "(root)", message: i.message })),
        };
  },
  blocking: STRUCTURAL_CODES,
  fields: { meta: META_FIELDS, space: REGION_FIELDS },
  collections: COLLECTIONS,
  issuePaths: { spaces: "regions", collections: { borders: "borders", river: "river" } },
  issueTargets,
  fixes: riverFix,
  hooks: {
    newSpace: (doc, polygon) => {
      const touchesFrame = polygon.some(
        ([x, y]) => x <= 1.5 || y <= 1.5 || x >= doc.size.width - 1.5 || y >= doc.size.height - 1.5,
      );
      return { type: "mine", edge: touchesFrame, monster: false, blackMountain: false, volcano: false };
    },
    // The hook is given no language: its English sentences have entries in `messages.ts` for the kit.
    validate: (space: SpaceRecord, key, value) => {
      if (key === "volcano" && value === true && space.type !== "chasm")
        return "only a chasm carries the Volcano symbol (§7.6)";
      if (key === "monster" && value === true && (space.type === "river" || space.type === "chasm"))
        return "Monsters stand on land only (§3.4)";
      return null;
    },
    splitFields: (space) => ({ monster: false, volcano: false, edge: space.edge }),
    duplicateFields: () => ({ monster: false, volcano: false }),
  },
  tools: [{ ...playtestTool, Panel: PlaytestPanel }],
  actions: [
    {
      id: "borders",
      label: "Borders…",
      key: "b",
      title: "Borders and edge flags from the outlines (B)",
      help: "Derive borders and map-edge flags from the outlines, for review",
      run: (api) => api.open("borders", deriveBorders(api.doc, api.topology)),
    },
  ],
  render: {
    spaceFill: (s) => TERRAIN_STYLE[(s.type as keyof typeof TERRAIN_STYLE) ?? "mine"]?.fill ?? "#a8783a",
    Above: SwuEditorLayer,
    dialogs: { borders: BordersDialog },
    spaceExtras: RiverExtras,
  },
};
