/**
 * The editor controller: the one object the app and the stories both drive. It holds the document
 * store, the selection, the active tool and its state, the view, the background scan, the status
 * message and the open dialog; it turns pointer and key input into tool steps and applies them;
 * it runs commands, undo and redo, and replaces documents (New, Open, Import) as one undoable step
 * after asking when there is unsaved work. It is plain TypeScript: React subscribes to it
 * (`useController`), tests drive it directly.
 */
import { fitTransform } from "@pudding/board-ui";
import type { TFunction } from "@pudding/i18n";
import type { Point } from "@pudding/map-schema";
import { deleteSelection, deleteVertex, duplicateSpaces, replaceDocument } from "./doc/commands.js";
import { cellAtPoint } from "./doc/grid.js";
import { type Command, DocStore } from "./doc/store.js";
import { importDocument } from "./files.js";
import { bbox, pointInPolygon, samePoint } from "./geom/basic.js";
import type { ImagePlacement } from "./geom/calibrate.js";
import { type SnapTarget, snapPoint } from "./geom/snap.js";
import { editorT, type Locale, type PluginT, pluginT } from "./i18n.js";
import "./messages.js";
import {
  EditError,
  EMPTY_SELECTION,
  type KitDoc,
  type Selection,
  type Size,
  selectionSize,
  selectSpaces,
} from "./model/doc.js";
import { type Phrase, sayIn } from "./phrase.js";
import type { AnyPlugin, AnyTool, EditorPlugin, PluginApi, ProblemFix, View } from "./plugin.js";
import { type Problem, problemsOf, talliesOf, targetPoints } from "./problems.js";
import type { DocStorage } from "./storage.js";
import { calibrateTool } from "./tools/calibrate.js";
import { drawTool } from "./tools/draw.js";
import { paintTool } from "./tools/paint.js";
import { mergeTool } from "./tools/pair.js";
import { selectTool } from "./tools/select.js";
import { splitTool } from "./tools/split.js";
import type {
  Highlights,
  KeyInput,
  Overlay,
  PointerInput,
  SnapPreview,
  Step,
  ToolContext,
} from "./tools/types.js";

/** A background scan to trace over. */
export interface BackgroundLayer {
  src: string;
  name: string;
  placement: ImagePlacement;
  opacity: number;
  visible: boolean;
  locked: boolean;
}

/** The dialog on top of the editor. */
export type Dialog =
  | { kind: "help" }
  | { kind: "issues"; title: string; issues: { path: string; message: string }[] }
  | { kind: "replace"; doc: KitDoc; label: string; unsaved?: boolean }
  | { kind: "plugin"; id: string; data: unknown };

/** Options of a controller. */
export interface ControllerOptions {
  plugin: AnyPlugin;
  doc: KitDoc;
  /** The tool picked at the start (default select). */
  tool?: string;
  /** The canvas's size in pixels until the canvas measures itself. */
  viewport?: Size;
  /** Autosave (none in tests and stories). */
  storage?: DocStorage | null;
  /** The first status message. */
  message?: string;
  /** The language of status messages, refusals and command names (default English). */
  locale?: Locale;
  /**
   * `doc` has changes never exported or published (a restored autosave, issue 31 §1): it counts
   * as unsaved, so New / Open / Import / Open from server ask before replacing it.
   */
  unsaved?: boolean;
}

/** An autosaved document read back through the game's parser (`restoreAutosave`). */
export interface Restored {
  doc: KitDoc;
  savedAt: string;
  /** Its changes were never exported or published (or the autosave predates the flag). */
  unsaved: boolean;
}

/**
 * The autosaved document of `storage`, parsed by the plug-in's game (null when there is none or
 * it no longer reads). It is unsaved unless the autosave says it was saved (issue 31 §1: a
 * restored autosave that counted as saved was replaced by Open… without a word, and lost).
 */
export function restoreAutosave(plugin: AnyPlugin, storage: DocStorage | null | undefined): Restored | null {
  const saved = storage?.load();
  if (!saved) return null;
  const r = importDocument(plugin, saved.map);
  if (!r.ok) return null;
  return { doc: r.doc, savedAt: saved.savedAt, unsaved: saved.unsaved !== false };
}

/** Padding around the fitted map, in pixels. */
const FIT_PADDING = 24;

/** The tools of a layout, before the plug-in's own. */
export function layoutTools(layout: EditorPlugin["layout"]): AnyTool[] {
  return layout === "grid" ? [selectTool, paintTool] : [selectTool, drawTool, splitTool, mergeTool];
}

/** The kit's own tools (their words are in the kit's catalogue, by tool id). */
const KIT_TOOLS: ReadonlySet<AnyTool> = new Set<AnyTool>([
  selectTool,
  drawTool,
  splitTool,
  mergeTool,
  paintTool,
  calibrateTool,
] as AnyTool[]);

/** The words of a tool's button, tooltip, status hint or help line. */
export type ToolText = "label" | "title" | "hint" | "help";

/**
 * A tool's words in a language: the kit's tools by id from the kit's catalogue (`tool.select.hint`),
 * a plug-in's through its catalogue (`pt`). `help` falls back to the title, as the help overlay does.
 */
export function toolText(tool: AnyTool, field: ToolText, t: TFunction, pt: PluginT): string {
  const f = field === "help" && !tool.help ? "title" : field;
  if (KIT_TOOLS.has(tool)) return t(`tool.${tool.id}.${f}`) as string;
  return pt((tool[f] as string | undefined) ?? "");
}

/** The topology tolerance of a document: 1/1000 of its diagonal, at least 0.5 map units. */
export function topologyTolerance(doc: Pick<KitDoc, "size">): number {
  return Math.max(0.5, Math.hypot(doc.size.width, doc.size.height) / 1000);
}

/** The editor controller. */
export class EditorController {
  readonly plugin: AnyPlugin;
  readonly store: DocStore<KitDoc>;
  readonly tools: AnyTool[];
  /** Autosave, and the replaced document (none in tests and stories). */
  storage: DocStorage | null;
  private listeners = new Set<() => void>();
  private saveTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped on every change; React re-renders on it. */
  version = 0;

  tool: string;
  private toolStates: Record<string, unknown> = {};
  selection: Selection = EMPTY_SELECTION;
  view: View = { scale: 0.4, x: 0, y: 0 };
  viewport: Size;
  private measured = false;
  message: { text: string; error: boolean };
  snapPreview: SnapPreview | null = null;
  cursor: Point | null = null;
  background: BackgroundLayer | null = null;
  dialog: Dialog | null = null;
  /** Space is held: the canvas pans instead of feeding the tool. */
  panning = false;

  /** The language of status messages, refusals and command names. */
  readonly locale: Locale;
  /** The kit's words in `locale` (namespace `editor`). */
  readonly t: TFunction;
  /** The plug-in's English strings in `locale`. */
  readonly pt: PluginT;

  constructor(o: ControllerOptions) {
    this.locale = o.locale ?? "en";
    this.t = editorT(this.locale);
    this.pt = pluginT(o.plugin.gameId, this.locale);
    this.plugin = o.plugin;
    this.store = new DocStore(o.doc);
    if (o.unsaved) this.store.markUnsaved();
    this.storage = o.storage ?? null;
    this.tools = [...layoutTools(o.plugin.layout), ...(o.plugin.tools ?? []), calibrateTool];
    this.tool = o.tool && this.tools.some((t) => t.id === o.tool) ? o.tool : "select";
    this.viewport = o.viewport ?? { width: 800, height: 600 };
    this.view = fitTransform(this.frame, this.viewport, FIT_PADDING);
    this.message = { text: o.message ?? this.toolText(this.toolDef, "hint"), error: false };
    this.background = this.storage?.loadJson<BackgroundLayer>("background") ?? null;
    this.store.subscribe((_, change) => {
      this.keepSelectionValid();
      if (change.kind !== "reset") this.scheduleSave();
      this.emit();
    });
  }

  // ---------------------------------------------------------------- subscription

  /** Calls `fn` after every change; returns the unsubscribe function. */
  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** The snapshot React compares. */
  getVersion = (): number => this.version;

  private emit(): void {
    this.version++;
    for (const l of this.listeners) l();
  }

  private scheduleSave(): void {
    if (!this.storage) return;
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveNow(), 250);
  }

  /** Writes the autosave now (on leaving the page). */
  saveNow(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    this.storage?.save(this.plugin.fromDoc(this.doc), this.store.isDirty());
  }

  // ---------------------------------------------------------------- document

  /** The current document. */
  get doc(): KitDoc {
    return this.store.state;
  }

  /** The frame fitted by F: the map's size. */
  get frame(): Size {
    const s = this.doc.size;
    return s.width > 0 && s.height > 0 ? s : { width: 100, height: 100 };
  }

  /** Snapping tolerance: 8 screen pixels in map units. */
  get tolerance(): number {
    return 8 / this.view.scale;
  }

  /** The map's topology tolerance. */
  get topology(): number {
    return topologyTolerance(this.doc);
  }

  /**
   * A sentence made outside React in the controller's language: through its phrase (the kit's
   * commands, refusals and tool messages), else as it is (a plug-in's, already in this language).
   */
  tr(text: string, phrase?: Phrase): string {
    return sayIn(text, phrase, this.t, this.pt);
  }

  /** A tool's words in the controller's language. */
  toolText(tool: AnyTool, field: ToolText): string {
    return toolText(tool, field, this.t, this.pt);
  }

  /** The name of the step undo (or redo) would take, in the controller's language. */
  historyLabel(which: "undo" | "redo"): string | undefined {
    const e = which === "undo" ? this.store.peek() : this.store.peekRedo();
    return e ? this.tr(e.label, e.phrase) : undefined;
  }

  /** A status-bar sentence. */
  say(text: string, error = false): void {
    this.message = { text, error };
    this.emit();
  }

  /** Applies a command made from the current document; an `EditError` becomes the status message. */
  run(make: (doc: KitDoc) => Command): boolean {
    try {
      const cmd = make(this.doc);
      if (this.store.apply(cmd)) {
        this.say(this.tr(cmd.label, cmd.phrase));
        return true;
      }
      return false;
    } catch (e) {
      this.say(
        e instanceof EditError
          ? this.tr(e.message, e.phrase)
          : this.t("status.internal", { message: (e as Error).message }),
        true,
      );
      return false;
    }
  }

  /** Undoes the last step. */
  undo(): void {
    const label = this.historyLabel("undo");
    if (this.store.undo()) this.say(this.t("status.undo", { label }));
  }

  /** Redoes the last undone step. */
  redo(): void {
    if (this.store.redo()) this.say(this.t("status.redo", { label: this.historyLabel("undo") }));
  }

  private keepSelectionValid(): void {
    const s = this.selection;
    const ids = new Set(this.doc.spaces.map((d) => d.id));
    const spaces = s.spaces.filter((id) => ids.has(id));
    const records: Record<string, number[]> = {};
    let changed = spaces.length !== s.spaces.length;
    for (const [k, xs] of Object.entries(s.records)) {
      const n = this.doc.records[k]?.length ?? 0;
      records[k] = xs.filter((i) => i < n);
      if (records[k].length !== xs.length) changed = true;
    }
    let vertex = s.vertex;
    if (vertex) {
      const v = vertex;
      const len = this.doc.spaces.find((d) => d.id === v.id)?.polygon?.length ?? 0;
      if (v.index >= len) {
        vertex = null;
        changed = true;
      }
    }
    if (changed) this.selection = { spaces, records, vertex };
  }

  /**
   * Opens another document (New, Open, Import, from the server). With unsaved edits it asks first
   * (a `replace` dialog); the replacement is one undo step, and the replaced document is kept as
   * the "previous" autosave, so nothing is lost. `unsaved`: the new document itself was never
   * saved (Recover previous), so it too counts as unsaved work. Returns false when it asked.
   */
  openDocument(doc: KitDoc, label: string, force = false, unsaved = false): boolean {
    if (!force && this.store.isDirty()) {
      this.dialog = { kind: "replace", doc, label, unsaved };
      this.emit();
      return false;
    }
    this.replaceNow(doc, label, unsaved);
    return true;
  }

  /** Confirms the pending replacement. */
  confirmReplace(): void {
    const d = this.dialog;
    if (d?.kind !== "replace") return;
    this.dialog = null;
    this.replaceNow(d.doc, d.label, d.unsaved);
  }

  private replaceNow(doc: KitDoc, label: string, unsaved = false): void {
    if (this.store.isDirty()) this.storage?.savePrevious(this.plugin.fromDoc(this.doc));
    this.store.apply(replaceDocument(doc, label));
    this.store.seal();
    this.store.markClean();
    if (unsaved) this.store.markUnsaved();
    this.selection = EMPTY_SELECTION;
    this.toolStates = {};
    this.snapPreview = null;
    this.view = fitTransform(this.frame, this.viewport, FIT_PADDING);
    this.say(label);
  }

  /** Marks the document saved (exported or published): no prompt before replacing it. */
  markSaved(): void {
    this.store.markClean();
    // Kept at once, so a reload right after an export or publish does not count it unsaved.
    if (this.storage) this.saveNow();
  }

  // ---------------------------------------------------------------- selection

  /** Sets the selection. */
  select(s: Selection): void {
    this.selection = s;
    this.emit();
  }

  /** Deletes the selected vertex, or the selection. */
  deleteSelected(): void {
    const s = this.selection;
    if (s.vertex && s.spaces.length === 1) {
      const v = s.vertex;
      this.run((d) => deleteVertex(d, this.plugin, v.id, v.index));
      this.selection = { ...this.selection, vertex: null };
      this.emit();
      return;
    }
    if (!selectionSize(s) || this.plugin.layout === "grid") return;
    if (this.run((d) => deleteSelection(d, this.plugin, s))) this.select(EMPTY_SELECTION);
  }

  /** Duplicates the selected spaces (the copies become the selection). */
  duplicate(): void {
    const ids = this.selection.spaces;
    if (!ids.length || this.plugin.layout === "grid") return;
    try {
      const cmd = duplicateSpaces(this.doc, this.plugin, ids, Math.round(this.topology * 20));
      if (this.store.apply(cmd)) {
        this.selection = selectSpaces(cmd.created);
        this.say(this.tr(cmd.label, cmd.phrase));
      }
    } catch (e) {
      this.say(this.tr((e as Error).message, (e as EditError).phrase), true);
    }
  }

  /** Selects every space. */
  selectAll(): void {
    this.select(selectSpaces(this.doc.spaces.map((s) => s.id)));
  }

  // ---------------------------------------------------------------- view

  /** The scale at which the map fits the canvas. */
  get fitScale(): number {
    return fitTransform(this.frame, this.viewport, FIT_PADDING).scale;
  }

  /** The canvas measured itself: the first real measurement fits the map. */
  setViewport(size: Size): void {
    const w = Math.round(size.width);
    const h = Math.round(size.height);
    if (w < 50 || h < 50) return;
    if (w === this.viewport.width && h === this.viewport.height && this.measured) return;
    this.viewport = { width: w, height: h };
    if (!this.measured) {
      this.measured = true;
      this.view = fitTransform(this.frame, this.viewport, FIT_PADDING);
    }
    this.emit();
  }

  /** Sets the view transform. */
  setView(v: View): void {
    this.view = v;
    this.emit();
  }

  /** Fits the map (F). */
  fit(): void {
    this.setView(fitTransform(this.frame, this.viewport, FIT_PADDING));
  }

  private clampScale(scale: number): number {
    const f = this.fitScale;
    return Math.min(f * 12, Math.max(f * 0.3, scale));
  }

  /** Zooms by `factor` about a screen point (default the canvas centre). */
  zoomBy(factor: number, about?: { x: number; y: number }): void {
    const c = about ?? { x: this.viewport.width / 2, y: this.viewport.height / 2 };
    const v = this.view;
    const scale = this.clampScale(v.scale * factor);
    this.setView({
      scale,
      x: c.x - ((c.x - v.x) / v.scale) * scale,
      y: c.y - ((c.y - v.y) / v.scale) * scale,
    });
  }

  /** 100 %, centred on the point under the pointer (or the map's centre). */
  actualSize(): void {
    const p = this.cursor ?? [this.doc.size.width / 2, this.doc.size.height / 2];
    this.setView({ scale: 1, x: this.viewport.width / 2 - p[0], y: this.viewport.height / 2 - p[1] });
  }

  /** Fits a box of the map (`[x0, y0, x1, y1]` in map units) to the canvas. */
  fitBox([x0, y0, x1, y1]: readonly [number, number, number, number]): void {
    const v = fitTransform({ width: x1 - x0, height: y1 - y0 }, this.viewport, FIT_PADDING);
    this.setView({ scale: v.scale, x: v.x - x0 * v.scale, y: v.y - y0 * v.scale });
  }

  /** Brings some points into view (a problem's culprits), not closer than 4× the fitted scale. */
  zoomTo(pts: readonly Point[]): void {
    if (!pts.length) return;
    const [minX, minY, maxX, maxY] = bbox(pts);
    const pad = Math.max(
      Math.hypot(this.doc.size.width, this.doc.size.height) / 60,
      (maxX - minX + maxY - minY) * 0.3,
    );
    const t = fitTransform(
      { width: maxX - minX + pad * 2, height: maxY - minY + pad * 2 },
      this.viewport,
      FIT_PADDING,
    );
    const scale = Math.min(t.scale, this.fitScale * 4);
    const cx = (minX + maxX) / 2;
    const cy = (minY + maxY) / 2;
    this.setView({
      scale,
      x: this.viewport.width / 2 - cx * scale,
      y: this.viewport.height / 2 - cy * scale,
    });
  }

  // ---------------------------------------------------------------- tools

  /** The active tool. */
  get toolDef(): AnyTool {
    return (this.tools.find((t) => t.id === this.tool) ?? this.tools[0]) as AnyTool;
  }

  /** The active tool's state. */
  get toolState(): unknown {
    return this.tool in this.toolStates ? this.toolStates[this.tool] : this.toolDef.initial;
  }

  /** The active tool's state path (`placing`, `dragging-vertex`…). */
  get toolPath(): string {
    return this.toolDef.path(this.toolState);
  }

  /** Picks a tool (its state starts afresh, or at `state`). */
  setTool(id: string, state?: unknown, quiet = false): void {
    const t = this.tools.find((x) => x.id === id);
    if (!t) return;
    this.tool = id;
    this.toolStates = state === undefined ? {} : { [id]: state };
    this.snapPreview = null;
    if (!quiet) this.message = { text: this.toolText(t, "hint"), error: false };
    this.emit();
  }

  /** Replaces the active tool's state (its side panel). */
  setToolState(state: unknown): void {
    this.toolStates = { ...this.toolStates, [this.tool]: state };
    this.emit();
  }

  /** Starts the two-point calibration of the background. */
  startCalibration(): void {
    if (!this.background) return;
    this.setTool("calibrate", { name: "picking", pts: [] }, true);
    this.say(this.t("status.calibrateStart"));
  }

  /** The space under a map point (the topmost drawn). */
  spaceAt = (p: Point): string | null => {
    const spaces = this.doc.spaces;
    if (this.doc.grid) {
      const c = cellAtPoint(this.doc, p);
      return c ? (spaces.find((s) => s.cell?.col === c.col && s.cell.row === c.row)?.id ?? null) : null;
    }
    for (let i = spaces.length - 1; i >= 0; i--) {
      const s = spaces[i];
      if (s?.polygon && s.polygon.length >= 3 && pointInPolygon(p, s.polygon)) return s.id;
    }
    return null;
  };

  /** What tools read. */
  context(): ToolContext {
    const doc = this.doc;
    const tol = this.tolerance;
    const targets = (exclude?: Point): SnapTarget[] =>
      doc.spaces
        .filter((s) => s.polygon)
        .map((s) => ({
          id: s.id,
          polygon: exclude
            ? (s.polygon ?? []).filter((v) => !samePoint(v, exclude, 1e-6))
            : (s.polygon ?? []),
        }));
    return {
      doc,
      plugin: this.plugin,
      locale: this.locale,
      selection: this.selection,
      tolerance: Math.max(tol, this.topology),
      topology: this.topology,
      px: 1 / this.view.scale,
      spaceAt: this.spaceAt,
      cellAt: (p) => cellAtPoint(doc, p),
      snap: (p, o = {}) =>
        o.alt ? { kind: "none", point: p } : snapPoint(p, targets(o.exclude), tol, undefined, o.extra ?? []),
      background: this.background?.placement ?? null,
    };
  }

  /** Applies one step of the active tool. */
  apply(step: Step<unknown>): void {
    this.toolStates = { ...this.toolStates, [this.tool]: step.state };
    let said = false;
    if (step.select) this.selection = step.select;
    if (step.command) {
      try {
        const applied = this.store.apply(step.command);
        if (applied && !step.command.merge) {
          this.message = { text: this.tr(step.command.label, step.command.phrase), error: false };
          said = true;
        }
      } catch (e) {
        this.message = { text: this.tr((e as Error).message, (e as EditError).phrase), error: true };
        said = true;
      }
    }
    if (step.seal) {
      this.store.seal();
      const label = this.historyLabel("undo");
      if (label && !step.message) {
        this.message = { text: label, error: false };
        said = true;
      }
    }
    if (step.snap !== undefined) this.snapPreview = step.snap;
    if (step.background && this.background)
      this.setBackground({ ...this.background, placement: step.background });
    if (step.message) {
      this.message = { text: this.tr(step.message, step.phrase), error: !!step.error };
      said = true;
    }
    if (step.switchTo) this.setTool(step.switchTo, undefined, said);
    this.emit();
  }

  /** Pointer input from the canvas. */
  pointer(input: PointerInput): void {
    if (input.type === "move") this.cursor = input.p;
    this.apply(this.toolDef.onInput(this.toolState, input, this.context()));
  }

  /** Space held or released: the canvas pans instead of feeding the tool. */
  setPanning(on: boolean): void {
    if (this.panning === on) return;
    this.panning = on;
    this.emit();
  }

  /** The pointer left the canvas. */
  leave(): void {
    this.cursor = null;
    this.emit();
  }

  /** The tool's preview over the map, with the snap indicator. */
  overlay(): Overlay & { snap: SnapPreview | null } {
    return { ...(this.toolDef.overlay?.(this.toolState, this.context()) ?? {}), snap: this.snapPreview };
  }

  private hlCache: { doc: KitDoc; state: unknown; tool: string; h: Highlights } | null = null;
  /** Per-space highlights of the active tool (play-test classes, a first pick). */
  highlights(): Highlights {
    const c = this.hlCache;
    if (c && c.doc === this.doc && c.state === this.toolState && c.tool === this.tool) return c.h;
    const h = this.toolDef.highlights?.(this.toolState, this.context()) ?? {};
    this.hlCache = { doc: this.doc, state: this.toolState, tool: this.tool, h };
    return h;
  }

  // ---------------------------------------------------------------- derived data

  private problemCache: { doc: KitDoc; problems: Problem[] } | null = null;
  /** The document's problems (cached per document). */
  problems(): Problem[] {
    if (this.problemCache?.doc !== this.doc)
      this.problemCache = { doc: this.doc, problems: problemsOf(this.plugin, this.doc) };
    return this.problemCache.problems;
  }

  private tallyCache: { doc: KitDoc; tallies: ReturnType<typeof talliesOf> } | null = null;
  /** The profile's tallies (cached per document). */
  tallies(): ReturnType<typeof talliesOf> {
    if (this.tallyCache?.doc !== this.doc)
      this.tallyCache = { doc: this.doc, tallies: talliesOf(this.plugin, this.doc) };
    return this.tallyCache.tallies;
  }

  private nameCache: { spaces: KitDoc["spaces"]; names: Map<string, string> } | null = null;
  /** Space names by id. */
  names(): ReadonlyMap<string, string> {
    if (this.nameCache?.spaces !== this.doc.spaces)
      this.nameCache = {
        spaces: this.doc.spaces,
        names: new Map(this.doc.spaces.map((s) => [s.id, s.name])),
      };
    return this.nameCache.names;
  }

  /** The fix the plug-in offers for a problem (issue 31 §3), or null. */
  fixOf(p: Problem): ProblemFix | null {
    try {
      return this.plugin.fixes?.(this.doc, p, this.locale) ?? null;
    } catch {
      return null;
    }
  }

  /** Applies the fix the plug-in offers for a problem; false when there is none or it changed nothing. */
  fix(p: Problem): boolean {
    const f = this.fixOf(p);
    return f ? this.run(f.make) : false;
  }

  /** Selects a problem's culprits and zooms to them. */
  pickProblem(p: Problem): void {
    this.selection = { spaces: [...p.target.spaces], records: { ...p.target.records }, vertex: null };
    this.zoomTo(targetPoints(this.plugin, this.doc, p.target));
    this.say(`${p.path}: ${p.message}`, p.severity === "error");
  }

  // ---------------------------------------------------------------- background

  /** Sets (or removes) the background scan; it is autosaved when the browser has room. */
  setBackground(bg: BackgroundLayer | null): void {
    this.background = bg;
    if (this.storage && !this.storage.saveJson("background", bg))
      this.message = { text: this.t("status.bgTooLarge"), error: true };
    this.emit();
  }

  // ---------------------------------------------------------------- dialogs and keys

  /** Opens a dialog. */
  openDialog(d: Dialog): void {
    this.dialog = d;
    this.emit();
  }

  /** Closes the dialog. */
  closeDialog(): void {
    this.dialog = null;
    this.emit();
  }

  /** What plug-in actions, keys and dialogs may do. */
  get api(): PluginApi {
    return {
      doc: this.doc,
      locale: this.locale,
      selection: this.selection,
      topology: this.topology,
      run: (make) => void this.run(make),
      select: (s) => this.select(s),
      say: (t, e) => this.say(t, e),
      open: (id, data) => this.openDialog({ kind: "plugin", id, data }),
      close: () => this.closeDialog(),
    };
  }

  /**
   * A key pressed outside a text field. Returns true when the editor used it (the caller then
   * prevents the browser's default). `onExport`: what Ctrl+S does (the host downloads the file).
   */
  key(k: KeyInput, onExport?: () => void): boolean {
    const key = k.key;
    const lower = key.toLowerCase();
    const done = (f: () => unknown): true => {
      f();
      return true;
    };
    if (this.dialog) {
      if (key === "Escape" || (key === "?" && this.dialog.kind === "help")) {
        this.closeDialog();
        return true;
      }
      return false;
    }
    if (k.mod) {
      if (lower === "z") {
        if (k.shift) this.redo();
        else this.undo();
        return true;
      }
      if (lower === "y") return done(() => this.redo());
      if (lower === "d") return done(() => this.duplicate());
      if (lower === "a") return done(() => this.selectAll());
      if (lower === "s") return done(() => onExport?.());
      return false;
    }
    if (key === "?") return done(() => this.openDialog({ kind: "help" }));
    const busy = !this.toolPath.startsWith("idle");
    if (key === "Escape") {
      this.apply(this.toolDef.onInput(this.toolState, k, this.context()));
      if (!busy) this.select(EMPTY_SELECTION);
      return true;
    }
    if (busy && (key === "Enter" || key === "Backspace")) {
      this.apply(this.toolDef.onInput(this.toolState, k, this.context()));
      return true;
    }
    if (key === "Delete" || key === "Backspace") return done(() => this.deleteSelected());
    const own = this.plugin.onKey?.(k, this.context());
    if (own) {
      this.apply({ ...own, state: this.toolState });
      return true;
    }
    if (lower === "f") return done(() => this.fit());
    if (key === "1") return done(() => this.actualSize());
    if (key === "+" || key === "=") return done(() => this.zoomBy(1.25));
    if (key === "-") return done(() => this.zoomBy(0.8));
    const action = this.plugin.actions?.find((a) => a.key === lower);
    if (action) return done(() => action.run(this.api));
    const tool = this.tools.find((t) => t.key === lower && !t.hidden);
    if (tool) return done(() => this.setTool(tool.id));
    return false;
  }

  /** The keyboard shortcuts, for the help overlay (in the controller's language). */
  shortcuts(): [string, string][] {
    const { t, pt } = this;
    const nouns = this.plugin.nouns.space;
    return [
      ...this.tools
        .filter((x) => x.key && !x.hidden)
        .map((x): [string, string] => [x.key?.toUpperCase() ?? "", this.toolText(x, "help")]),
      ...(this.plugin.actions ?? [])
        .filter((a) => a.key)
        .map((a): [string, string] => [a.key?.toUpperCase() ?? "", pt(a.help ?? a.title)]),
      [t("help.altKey"), t("help.alt")],
      [t("help.panKey"), t("help.pan")],
      [t("help.wheelKey"), t("help.wheel")],
      ["F / 1", t("help.fit")],
      ["+ / −", t("help.zoom")],
      ["Ctrl+Z / Ctrl+Shift+Z, Ctrl+Y", t("help.undo")],
      ...(this.plugin.layout === "regions"
        ? ([
            ["Ctrl+D", t("help.duplicate", { nouns: pt(nouns[1]) })],
            [t("help.deleteKey"), t("help.delete")],
            [t("help.closeKey"), t("help.close")],
          ] as [string, string][])
        : []),
      ["Ctrl+A", t("help.selectAll", { noun: pt(nouns[0]) })],
      ...(this.plugin.keyHelp ?? []).map(([k, line]): [string, string] => [pt(k), pt(line)]),
      ["Ctrl+S", t("help.export")],
      ["?", t("help.this")],
    ];
  }
}
