/**
 * Every tool is a state machine (tldraw's `StateNode`): a pure function from its state and one input
 * (pointer down/move/up/double-click in map units with what was hit, or a key) to its next state and,
 * when the input completes an edit, the command for the store. The controller feeds the input and
 * applies the step; the canvas only draws the state. Tests drive the same functions with simulated
 * input and assert the state path and the document diff.
 */
import type { Locale } from "@pudding/i18n";
import type { Point } from "@pudding/map-schema";
import type { Command } from "../doc/store.js";
import type { ImagePlacement } from "../geom/calibrate.js";
import type { SnapResult } from "../geom/snap.js";
import type { Cell, EditError, KitDoc, Selection } from "../model/doc.js";
import type { Phrase } from "../phrase.js";
import type { AnyPlugin } from "../plugin.js";

/**
 * What a pointer is over on the canvas: `space:<id>`, `vertex:<id>:<i>`, `edge:<id>:<i>`,
 * `label:<id>`, `record:<collection>:<i>`, `cell:<col>:<row>`, or null (empty canvas).
 */
export type Target = string | null;

/** One pointer event in map units. */
export interface PointerInput {
  type: "down" | "move" | "up" | "dbl";
  p: Point;
  target: Target;
  /** 0 main, 1 middle, 2 secondary. */
  button: number;
  shift: boolean;
  alt: boolean;
}

/** One key a tool may take (after the controller's global shortcuts). */
export interface KeyInput {
  type: "key";
  key: string;
  shift: boolean;
  mod: boolean;
}

/** Input to a tool. */
export type ToolInput = PointerInput | KeyInput;

/** A snapping indicator. */
export interface SnapPreview {
  p: Point;
  kind: "vertex" | "edge";
}

/** Tool previews drawn over the map. */
export interface Overlay {
  polyline?: Point[];
  closeHint?: boolean;
  line?: [Point, Point];
  marquee?: [Point, Point];
  marks?: { p: Point; label: string }[];
  /** Cells outlined (grid painting). */
  cells?: Cell[];
}

/** Per-space highlight (play-test classes, a tool's first pick). */
export type Highlights = Record<string, { colour: string; label?: string; dash?: boolean }>;

/** What a tool may read: the document, the selection, tolerances and lookups. */
export interface ToolContext {
  doc: KitDoc;
  plugin: AnyPlugin;
  /** The reader's language: status messages and refusals a tool makes are worded in it. */
  locale: Locale;
  selection: Selection;
  /** Snapping tolerance in map units (a few screen pixels at the current zoom, at least `topology`). */
  tolerance: number;
  /** The map's topology tolerance: how near counts as "on" a neighbour's edge (T-junctions). */
  topology: number;
  /** One screen pixel in map units. */
  px: number;
  /** The space under a map point (topmost), if any. */
  spaceAt(p: Point): string | null;
  /** The grid cell under a map point (layout `grid`), if any. */
  cellAt(p: Point): Cell | null;
  /** Snaps a point to vertices, then edges, of every outline (`alt` turns it off). */
  snap(p: Point, o?: { alt?: boolean; extra?: readonly Point[]; exclude?: Point }): SnapResult;
  /** The background scan's placement, when one is loaded. */
  background: ImagePlacement | null;
}

/** What one input did. */
export interface Step<S> {
  state: S;
  /** The edit to apply (an undo step, or part of a merge run). */
  command?: Command;
  /** Ends a merge run (a drag is over): the next command starts a new undo step. */
  seal?: boolean;
  /** A sentence for the status bar. */
  message?: string;
  /** How to say `message` in another language (the kit's own sentences; see `../phrase.ts`). */
  phrase?: Phrase;
  /** The message is a refusal. */
  error?: boolean;
  /** The new selection. */
  select?: Selection;
  /** The snap indicator to show (null hides it; absent keeps it). */
  snap?: SnapPreview | null;
  /** A new placement of the background scan (calibration). */
  background?: ImagePlacement;
  /** Switch to this tool afterwards. */
  switchTo?: string;
}

/** Props of a tool's side panel (shown while the tool is active). */
export interface ToolPanelProps<S> {
  state: S;
  setState(next: S): void;
  doc: KitDoc;
  names: ReadonlyMap<string, string>;
}

/** A tool: its button, key, hint, initial state and transition function. */
export interface ToolDef<S = unknown> {
  id: string;
  label: string;
  /** The shortcut key (lower case); shown on the button. */
  key?: string;
  /** The button's tooltip. */
  title: string;
  /** The status-bar sentence when the tool is picked. */
  hint: string;
  /** The help overlay's line for the key. */
  help?: string;
  /** Not on the tool bar (calibration is started from the background panel). */
  hidden?: boolean;
  initial: S;
  /** The transition function. Pure: never mutates `s` or the document. */
  onInput(s: S, input: ToolInput, ctx: ToolContext): Step<S>;
  /** The state's name for status bars and tests (`placing`, `first`, `dragging-vertex`). */
  path(s: S): string;
  overlay?(s: S, ctx: ToolContext): Overlay;
  highlights?(s: S, ctx: ToolContext): Highlights;
  /**
   * The tool's side panel (React component; typed loosely so the kit's core stays free of React).
   * Receives `ToolPanelProps<S>`.
   */
  Panel?: unknown;
}

/** Wraps a command factory: an `EditError` (or any error) becomes a refusal message. */
export function attempt<S>(make: () => Command, done: S, onError: S, extra: Partial<Step<S>> = {}): Step<S> {
  try {
    return { state: done, command: make(), ...extra };
  } catch (e) {
    return { state: onError, message: (e as Error).message, phrase: (e as EditError).phrase, error: true };
  }
}

/** Splits a target into its kind and parts (`vertex:a:3` → ["vertex", "a", "3"]). */
export function parseTarget(t: Target): [kind: string | null, a: string | undefined, b: string | undefined] {
  if (!t) return [null, undefined, undefined];
  const [kind, a, b] = t.split(":");
  return [kind ?? null, a, b];
}
