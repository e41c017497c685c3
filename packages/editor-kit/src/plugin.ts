/**
 * A game's editor plug-in (tldraw's `ShapeUtil`, one per game): how its map document becomes the
 * kit's records and back, the field metadata its panels are generated from, its collections and
 * the space ids they name, the hooks its rules need when outlines change, and its own tools,
 * actions, canvas layers and dialogs. The kit knows nothing else about a game; `inferPlugin` builds
 * a plug-in from a map profile alone for games that bring none.
 */

import type { Issue, MapProfile, Parsed, Tally } from "@pudding/engine";
import type { Locale } from "@pudding/i18n";
import type { Point } from "@pudding/map-schema";
import type { ComponentType } from "react";
import type { Op } from "./doc/ops.js";
import type { Command } from "./doc/store.js";
import type { KitDoc, Selection, SpaceRecord } from "./model/doc.js";
import type { FieldSpec } from "./model/fields.js";
import type { KeyInput, Step, ToolContext, ToolDef } from "./tools/types.js";

/** The view transform: screen = offset + map point × scale. */
export interface View {
  scale: number;
  x: number;
  y: number;
}

/** A collection of the game's records (arrows, crossings…). */
export interface CollectionSpec {
  /** Singular and plural, for panels and messages. */
  noun: [string, string];
  /** Fields that name a space id: renamed with it, the record deleted with it, re-pointed on merge. */
  refs: readonly string[];
  /** A point field: the record moves with its spaces and a marquee over it selects it. */
  anchor?: string;
  /** Drawn on the canvas and selectable (its layer names its nodes `record:<collection>:<i>`). */
  selectable?: boolean;
  /** The property panel. */
  fields?: FieldSpec[];
  /** Equal keys after a merge's re-pointing are duplicates: all but the first are dropped. */
  key?(record: Record<string, unknown>): string;
  /** A short description (`Pudding Lane → Tower Hill (E)`). */
  describe?(record: Record<string, unknown>, names: ReadonlyMap<string, string>): string;
}

/** One brush of a grid's tile palette: the fields it sets on a painted cell. */
export interface PaletteEntry {
  id: string;
  label: string;
  colour: string;
  /** Fields set on the cell (`undefined` removes a field). */
  patch: Record<string, unknown>;
}

/** What the rules need when outlines change. Every hook returns operations on the kit's document. */
export interface PluginHooks {
  /** Fields of a space just drawn (its neighbours' region, a kind…), besides id/name/polygon/label. */
  newSpace?(doc: KitDoc, polygon: readonly Point[], tol: number): Partial<SpaceRecord>;
  /** Refuses a field value with a sentence, or null. */
  validate?(space: SpaceRecord, key: string, value: unknown): string | null;
  /** Operations after outlines of `changed` spaces moved (records placed on borders follow). */
  afterGeometry?(doc: KitDoc, changed: ReadonlySet<string>, tol: number): Op[];
  /** Fields of the second part of a split space (defaults: a copy of the first's). */
  splitFields?(space: SpaceRecord): Partial<SpaceRecord>;
  /** Operations after a split (`after` is the document with both parts): records follow their part. */
  afterSplit?(after: KitDoc, o: { id: string; newId: string; tol: number }): Op[];
  /** Fields of the merged space (houses added…). */
  mergeFields?(keep: SpaceRecord, gone: SpaceRecord): Partial<SpaceRecord>;
  /** Fields of a duplicated space (an origin's copy is an ordinary district…). */
  duplicateFields?(space: SpaceRecord): Partial<SpaceRecord>;
}

/** Where a document issue points: the document paths of the spaces, collections and grid cells. */
export interface IssuePaths {
  /** `districts` → `districts[3]` is the fourth space. */
  spaces?: string;
  /** `arrows` → `arrows[5]` is records.arrows[5]. */
  collections?: Record<string, string>;
}

/** What an issue is about. */
export interface IssueTarget {
  spaces: string[];
  records: Record<string, number[]>;
}

/** A top-bar command of the plug-in (The Great Fire's Derive…). */
export interface PluginAction {
  id: string;
  label: string;
  key?: string;
  title: string;
  help?: string;
  /** What it does: usually opens one of the plug-in's dialogs with `open`. */
  run(api: PluginApi): void;
}

/** What a plug-in's actions, keys and dialogs may do (a slice of the controller). */
export interface PluginApi {
  readonly doc: KitDoc;
  /** The reader's language (a plug-in words what it says with `pluginT(gameId, locale)`). */
  readonly locale: Locale;
  readonly selection: Selection;
  /** The topology tolerance of the document. */
  readonly topology: number;
  /** Applies a command (refusals go to the status bar). */
  run(make: (doc: KitDoc) => Command): void;
  select(s: Selection): void;
  say(text: string, error?: boolean): void;
  /** Opens the plug-in dialog `id` with `data`. */
  open(id: string, data: unknown): void;
  close(): void;
}

/** Props of a plug-in canvas layer (react-konva nodes in map units). */
export interface LayerProps {
  doc: KitDoc;
  /** The base drawing unit of the map (icons scale with it). */
  unit: number;
  /** One screen pixel in map units. */
  px: number;
  selection: Selection;
  /** A background scan is showing (layers go lighter). */
  tracing: boolean;
}

/** Props of a plug-in dialog. */
export interface DialogProps {
  data: unknown;
  api: PluginApi;
  names: ReadonlyMap<string, string>;
}

/** Props of a record's extra panel controls ("Add the way back"). */
export interface RecordExtrasProps {
  index: number;
  record: Record<string, unknown>;
  doc: KitDoc;
  run(make: (doc: KitDoc) => Command): void;
}

/** Props of a space's extra panel controls (Small World Underground's "In the River"). */
export interface SpaceExtrasProps {
  space: SpaceRecord;
  doc: KitDoc;
  names: ReadonlyMap<string, string>;
  run(make: (doc: KitDoc) => Command): void;
}

/**
 * A fix the problems panel offers beside a problem (a button): what it does, worded in the
 * reader's language, and the command that does it (one undo step).
 */
export interface ProblemFix {
  label: string;
  make(doc: KitDoc): Command;
}

/** The plug-in's drawing: space colours, layers under and over the spaces, dialogs, extras. */
export interface PluginRender {
  /** Fill of a space (default: a paper tone). */
  spaceFill?(space: SpaceRecord): string;
  /** Text drawn on a space besides its name (a grid cell's tile). */
  spaceBadge?(space: SpaceRecord): string | null;
  /** Nodes under the spaces (rivers). */
  Below?: ComponentType<LayerProps>;
  /** Nodes over the spaces (houses, bands, arrows, crossings). */
  Above?: ComponentType<LayerProps>;
  dialogs?: Record<string, ComponentType<DialogProps>>;
  recordExtras?: Record<string, ComponentType<RecordExtrasProps>>;
  /** Extra controls in a selected space's panel (under its fields). */
  spaceExtras?: ComponentType<SpaceExtrasProps>;
}

/** A tool of any state type, as lists hold them. */
// biome-ignore lint/suspicious/noExplicitAny: a list holds tools of every state type
export type AnyTool = ToolDef<any>;

/** A plug-in of any document type, as the controller and the tools hold it. */
// biome-ignore lint/suspicious/noExplicitAny: the kit never looks inside a game's document type
export type AnyPlugin = EditorPlugin<any>;

/** A game's editor plug-in. */
export interface EditorPlugin<M = unknown> {
  gameId: string;
  title: string;
  layout: "regions" | "grid";
  /** What a space is called (`district`/`districts`, `cell`/`cells`). */
  nouns: { space: [string, string] };
  /** The game's map profile: parse (problems), tallies, shipped maps. */
  profile: Pick<MapProfile<M>, "parse" | "shipped" | "info"> & { tallies?(map: M): Tally[] };
  toDoc(map: M): KitDoc;
  fromDoc(doc: KitDoc): M;
  /** A new, empty map. */
  emptyDoc(): KitDoc;
  /**
   * Reads a document's shape only (no rule checks): a draft whose counts are still short is
   * exportable and importable when this succeeds and no issue has a `blocking` code.
   */
  shape?(input: unknown): Parsed<M>;
  /** Issue codes that make a document unreadable as a map even when its shape is right. */
  blocking?: ReadonlySet<string>;
  fields: { meta: FieldSpec[]; space: FieldSpec[] };
  collections?: Record<string, CollectionSpec>;
  issuePaths: IssuePaths;
  /** Targets of whole-map issues (a region's house count → its districts). */
  issueTargets?(doc: KitDoc, issue: Issue): IssueTarget | null;
  hooks?: PluginHooks;
  /**
   * A fix for a problem, offered as a button beside it in the problems panel (issue 31 §3: a
   * problem the UI can repair says so), or null. `locale`: the reader's language for the label.
   */
  fixes?(doc: KitDoc, issue: Issue, locale: Locale): ProblemFix | null;
  /** Extra tools (after the layout's own). */
  tools?: AnyTool[];
  actions?: PluginAction[];
  /** Keys of the plug-in (after the kit's): a step whose command the controller applies, or null. */
  onKey?(input: KeyInput, ctx: ToolContext): Step<null> | null;
  /** Help lines of `onKey` (`["R", "Add the way back of the selected arrow"]`). */
  keyHelp?: [string, string][];
  /** Grid layout: the brushes. */
  palette?: PaletteEntry[];
  /** Grid layout: the bounds of the grid's size. */
  gridLimits?: { min: number; max: number };
  render?: PluginRender;
  /** The map as an SVG document (Export SVG). */
  svg?(doc: KitDoc): string;
}
