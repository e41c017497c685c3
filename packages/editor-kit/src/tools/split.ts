/**
 * The split tool: two clicks give a cut line across the space under the first click (or, when it
 * starts outside every space, across the selected one); the line is extended to the outline. The cut points land on the neighbours' edges too.
 */
import type { Point } from "@pudding/map-schema";
import { splitSpace } from "../doc/commands.js";
import { saying } from "../phrase.js";
import { attempt, type ToolDef } from "./types.js";

/** The split tool's states. */
export type SplitState = { name: "idle" } | { name: "cutting"; a: Point; id: string; hover: Point | null };

/** No cut started. */
export const SPLIT_IDLE: SplitState = { name: "idle" };

/** The split tool. */
export const splitTool: ToolDef<SplitState> = {
  id: "split",
  label: "Split",
  key: "k",
  title: "Split a space (K)",
  hint: "Split: click where the cut starts and where it ends, across the space",
  help: "Split a space by a cut line (two clicks)",
  initial: SPLIT_IDLE,
  path: (s) => s.name,
  onInput(s, input, ctx) {
    if (input.type === "key") return input.key === "Escape" ? { state: SPLIT_IDLE } : { state: s };
    if (input.type === "move")
      return s.name === "cutting" ? { state: { ...s, hover: input.p } } : { state: s };
    if (input.type !== "down" || input.button !== 0) return { state: s };
    if (s.name === "idle") {
      // The space the cut starts in; a cut started outside (the line is extended) cuts the selected one.
      const sel = ctx.selection.spaces;
      const id = ctx.spaceAt(input.p) ?? (sel.length === 1 ? (sel[0] as string) : null);
      if (!id)
        return { state: s, ...saying("status.splitPick", { noun: { noun: ctx.plugin.nouns.space[0] } }) };
      return { state: { name: "cutting", a: input.p, id, hover: input.p } };
    }
    return attempt(
      () => splitSpace(ctx.doc, ctx.plugin, s.id, s.a, input.p, ctx.tolerance),
      SPLIT_IDLE,
      SPLIT_IDLE,
    );
  },
  overlay: (s) => (s.name === "cutting" && s.hover ? { line: [s.a, s.hover] } : {}),
};
