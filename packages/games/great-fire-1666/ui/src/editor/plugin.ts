/**
 * `GREAT_FIRE_EDITOR`: The Great Fire of London 1666 as the editor kit's plug-in — its document ↔
 * records, generated panels, collections, hooks, tools (arrow, crossing, play-test), Derive…, its
 * layers, dialogs and SVG export. The map profile (parse, tallies, shipped London) is the game
 * module's own.
 */
import { type Command, type EditorPlugin, updateRecord } from "@pudding/editor-kit";
import type { DistrictKind, Region } from "@pudding/great-fire";
import { type BoardMap, BoardMapSchema, type Direction, GREAT_FIRE_1666 } from "@pudding/great-fire";
import { districtFill } from "../table/index.js";
import {
  COLLECTIONS,
  districtFields,
  emptyMap,
  fromDoc,
  issueTargets,
  META_FIELDS,
  toDoc,
} from "./adapter.js";
import { addReverseArrow, HOOKS } from "./commands.js";
import { derive } from "./derive.js";
import { BoardLayer, RiversLayer } from "./layers.js";
import "./messages.js";
import { ArrowExtras, DeriveDialog, PlaytestPanel } from "./panels.js";
import { toSvg } from "./svg.js";
import { arrowTool, crossingTool, playtestTool } from "./tools.js";

/** Issue codes that make a file unreadable as a board (the rest are rule-profile counts). */
export const STRUCTURAL_CODES: ReadonlySet<string> = new Set([
  "duplicate-id",
  "unknown-id",
  "self-arrow",
  "duplicate-arrow",
  "zero-area",
  "self-intersecting",
  "crossing-repeats",
  "self-border",
]);

/** The Great Fire's editor plug-in. */
export const GREAT_FIRE_EDITOR: EditorPlugin<BoardMap> = {
  gameId: GREAT_FIRE_1666.id,
  title: GREAT_FIRE_1666.title,
  layout: "regions",
  nouns: { space: ["district", "districts"] },
  profile: GREAT_FIRE_1666.map,
  toDoc,
  fromDoc,
  emptyDoc: () => toDoc(emptyMap()),
  shape: (input) => {
    const r = BoardMapSchema.safeParse(input);
    return r.success
      ? { ok: true, value: r.data }
      : { ok: false, issues: [{ path: "(root)", message: r.error.message }] };
  },
  blocking: STRUCTURAL_CODES,
  fields: { meta: META_FIELDS, space: districtFields() },
  collections: COLLECTIONS,
  issuePaths: {
    spaces: "districts",
    collections: { arrows: "arrows", crossings: "crossings", borders: "borders" },
  },
  issueTargets,
  hooks: HOOKS,
  tools: [arrowTool, crossingTool, { ...playtestTool, Panel: PlaytestPanel }],
  actions: [
    {
      id: "derive",
      label: "Derive…",
      key: "g",
      title: "Derive arrows, borders and crossings (G)",
      help: "Derive arrows, borders and crossings from the outlines",
      run: (api) => api.open("derive", derive(api.doc, api.topology)),
    },
  ],
  onKey(k, ctx) {
    const arrows = ctx.selection.records.arrows ?? [];
    if (arrows.length !== 1 || ctx.selection.spaces.length || k.mod) return null;
    const i = arrows[0] as number;
    const up = k.key.toUpperCase();
    let make: (() => Command) | null = null;
    if (k.shift && ["N", "E", "S", "W"].includes(up) && k.key.length === 1)
      make = () => updateRecord(ctx.doc, GREAT_FIRE_EDITOR, "arrows", i, { direction: up as Direction });
    else if (k.key.toLowerCase() === "r") make = () => addReverseArrow(ctx.doc, i, ctx.locale);
    if (!make) return null;
    try {
      return { state: null, command: make() };
    } catch (e) {
      return { state: null, message: (e as Error).message, error: true };
    }
  },
  keyHelp: [
    ["R", "Add the way back of the selected arrow"],
    ["N / E / S / W (arrow selected)", "Set the arrow's direction"],
  ],
  render: {
    spaceFill: (s) => districtFill(s.kind as DistrictKind, s.region as Region),
    Below: RiversLayer,
    Above: BoardLayer,
    dialogs: { derive: DeriveDialog },
    recordExtras: { arrows: ArrowExtras },
  },
  svg: (doc) => toSvg(fromDoc(doc)),
};
