/**
 * The grid's paint tool: pick a brush in the palette, click or drag across cells to paint it
 * (reserved cells, tiles); Alt or the right button paints the first brush (the eraser). A drag is
 * one undo step.
 */
import { paintCells } from "../doc/grid.js";
import { type Cell, cellKey } from "../model/doc.js";
import type { PaletteEntry } from "../plugin.js";
import type { ToolContext, ToolDef } from "./types.js";

/** The paint tool's states: the brush picked, and whether a stroke is under way. */
export interface PaintState {
  name: "idle" | "painting";
  brush: string;
  /** The cell under the pointer. */
  hover: Cell | null;
  erase: boolean;
  painted: boolean;
}

const brushOf = (ctx: ToolContext, id: string, erase: boolean): PaletteEntry | undefined => {
  const p = ctx.plugin.palette ?? [];
  return erase ? p[0] : (p.find((b) => b.id === id) ?? p[1] ?? p[0]);
};

/** The paint tool. */
export const paintTool: ToolDef<PaintState> = {
  id: "paint",
  label: "Paint",
  key: "b",
  title: "Paint cells with a brush of the palette (B)",
  hint: "Paint: pick a brush, click or drag across cells; Alt or the right button erases",
  help: "Paint cells with the palette's brush (Alt: erase)",
  initial: { name: "idle", brush: "", hover: null, erase: false, painted: false },
  path: (s) => `${s.name}${s.brush ? ` · ${s.brush}` : ""}`,
  onInput(s, input, ctx) {
    if (input.type === "key")
      return input.key === "Escape" ? { state: { ...s, name: "idle" } } : { state: s };
    if (input.type === "dbl") return { state: s };
    const cell = ctx.cellAt(input.p);
    if (input.type === "up") return { state: { ...s, name: "idle", hover: cell }, seal: s.painted };
    if (input.type === "move" && s.name !== "painting") {
      const same = s.hover && cell && cellKey(s.hover) === cellKey(cell);
      return same || (!s.hover && !cell) ? { state: s } : { state: { ...s, hover: cell } };
    }
    const erase = input.type === "down" ? input.alt || input.button === 2 : s.erase;
    const brush = brushOf(ctx, s.brush, erase);
    const next: PaintState = {
      ...s,
      name: "painting",
      hover: cell,
      erase,
      painted: s.painted && input.type === "move",
    };
    if (!cell || !brush) return { state: next };
    const cmd = paintCells(ctx.doc, [cell], brush, "paint");
    return cmd.ops.length ? { state: { ...next, painted: true }, command: cmd } : { state: next };
  },
  overlay: (s) => (s.hover ? { cells: [s.hover] } : {}),
};
