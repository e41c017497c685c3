/**
 * The document store (tldraw's habit): the map is held as one immutable value; every edit is a
 * command — a label and a list of operations — and the store keeps, per undo step, the forward
 * operations and their inverses. Undo applies the inverses, redo the forward list. Consecutive
 * commands with the same `merge` key (a vertex drag, typing in a field) fold into one undo step.
 */
import type { Phrase } from "../phrase.js";
import { applyOps, type Op } from "./ops.js";

/** An edit: what the undo menu calls it, and the operations. */
export interface Command {
  label: string;
  /** How to say `label` in another language (the kit's commands; see `../phrase.ts`). */
  phrase?: Phrase;
  ops: Op[];
  /** Commands with the same key in a row become one undo step (e.g. `drag:vertex`). */
  merge?: string;
}

/** One undo step. */
export interface HistoryEntry {
  label: string;
  phrase?: Phrase;
  forward: Op[];
  inverse: Op[];
  merge?: string;
}

/** Called after every change with the new document and what happened. */
export type Listener<T> = (doc: T, change: { label: string; kind: "do" | "undo" | "redo" | "reset" }) => void;

/** Undo steps kept; older ones are dropped. */
export const HISTORY_LIMIT = 500;

/** The document store: one immutable document, commands as operation lists, undo/redo of inverses. */
export class DocStore<T> {
  private doc: T;
  private clean: T;
  /** Unsaved whatever the document (a restored autosave that was never saved: issue 31 §1). */
  private unsaved = false;
  private undoStack: HistoryEntry[] = [];
  private redoStack: HistoryEntry[] = [];
  private listeners = new Set<Listener<T>>();
  /** Bumped on every change; React subscribes through it. */
  revision = 0;

  constructor(initial: T) {
    this.doc = initial;
    this.clean = initial;
  }

  /** Marks the current document as saved (exported, published, just opened). */
  markClean(): void {
    this.clean = this.doc;
    this.unsaved = false;
  }

  /**
   * Marks the document as unsaved until `markClean` (or `reset`): an autosave restored after a
   * reload whose changes were never exported or published, so replacing it asks first.
   */
  markUnsaved(): void {
    this.unsaved = true;
  }

  /** Has the document changed since it was opened or last marked clean (or is it marked unsaved)? */
  isDirty(): boolean {
    return (
      this.unsaved || (this.doc !== this.clean && JSON.stringify(this.doc) !== JSON.stringify(this.clean))
    );
  }

  /** The current document. */
  get state(): T {
    return this.doc;
  }

  /** Applies a command (no-op when it has no operations). Returns false when nothing changed. */
  apply(cmd: Command): boolean {
    if (cmd.ops.length === 0) return false;
    const { doc, inverse } = applyOps(this.doc, cmd.ops);
    this.doc = doc;
    const top = this.undoStack[this.undoStack.length - 1];
    if (cmd.merge && top && top.merge === cmd.merge && this.redoStack.length === 0) {
      top.forward = [...top.forward, ...cmd.ops];
      top.inverse = [...inverse, ...top.inverse];
    } else {
      this.undoStack.push({
        label: cmd.label,
        phrase: cmd.phrase,
        forward: cmd.ops,
        inverse,
        merge: cmd.merge,
      });
      if (this.undoStack.length > HISTORY_LIMIT) this.undoStack.shift();
    }
    this.redoStack = [];
    this.emit(cmd.label, "do");
    return true;
  }

  /** Ends the current merge run, so the next command starts a new undo step. */
  seal(): void {
    const top = this.undoStack[this.undoStack.length - 1];
    if (top) top.merge = undefined;
  }

  /** The step `undo` would revert (its forward and inverse operations), if any. */
  peek(): Readonly<HistoryEntry> | undefined {
    return this.undoStack[this.undoStack.length - 1];
  }

  /** Is there a step to undo? */
  canUndo(): boolean {
    return this.undoStack.length > 0;
  }
  /** Is there a step to redo? */
  canRedo(): boolean {
    return this.redoStack.length > 0;
  }
  /** Label of the step `undo` would revert. */
  undoLabel(): string | undefined {
    return this.undoStack[this.undoStack.length - 1]?.label;
  }
  /** The step `redo` would re-apply, if any. */
  peekRedo(): Readonly<HistoryEntry> | undefined {
    return this.redoStack[this.redoStack.length - 1];
  }
  /** Label of the step `redo` would re-apply. */
  redoLabel(): string | undefined {
    return this.redoStack[this.redoStack.length - 1]?.label;
  }

  /** Reverts the last step; false when there is none. */
  undo(): boolean {
    const e = this.undoStack.pop();
    if (!e) return false;
    this.doc = applyOps(this.doc, e.inverse).doc;
    e.merge = undefined;
    this.redoStack.push(e);
    this.emit(e.label, "undo");
    return true;
  }

  /** Re-applies the last undone step; false when there is none. */
  redo(): boolean {
    const e = this.redoStack.pop();
    if (!e) return false;
    this.doc = applyOps(this.doc, e.forward).doc;
    this.undoStack.push(e);
    this.emit(e.label, "redo");
    return true;
  }

  /** Replaces the document (open, import, new) and clears the history. */
  reset(doc: T, label = "Open"): void {
    this.doc = doc;
    this.clean = doc;
    this.unsaved = false;
    this.undoStack = [];
    this.redoStack = [];
    this.emit(label, "reset");
  }

  /** The history's labels, oldest first (for the history list). */
  history(): { undo: string[]; redo: string[] } {
    return { undo: this.undoStack.map((e) => e.label), redo: this.redoStack.map((e) => e.label).reverse() };
  }

  /** Calls `fn` after every change; returns the unsubscribe function. */
  subscribe(fn: Listener<T>): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private emit(label: string, kind: "do" | "undo" | "redo" | "reset") {
    this.revision++;
    for (const l of this.listeners) l(this.doc, { label, kind });
  }
}
