/**
 * Two-click tools (tldraw's pattern for connectors): pick a space, then a second; the second click
 * makes the command. Merge is one; a game's arrow tool is another (`pairTool` is exported for
 * plug-ins).
 */
import type { Point } from "@pudding/map-schema";
import { mergeSpaces } from "../doc/commands.js";
import type { Command } from "../doc/store.js";
import { selectSpaces } from "../model/doc.js";
import { saying } from "../phrase.js";
import { attempt, type ToolContext, type ToolDef } from "./types.js";

/** A two-click tool's states. */
export type PairState = { name: "idle" } | { name: "first"; id: string; hover: Point | null };

/** Nothing picked yet. */
export const PAIR_IDLE: PairState = { name: "idle" };

/** What a two-click tool is: its button and texts, what each click picks, and the command. */
export interface PairToolSpec
  extends Pick<ToolDef<PairState>, "id" | "label" | "key" | "title" | "hint" | "help"> {
  /** What the first and second clicks pick, for the refusal sentences (the plug-in's English). */
  what: [string, string];
  /** The same as the kit's words (the merge tool's), instead of `what`. */
  whatKeys?: [string, string];
  make(first: string, second: string, ctx: ToolContext): Command;
  /** Select the first space after the command (merge keeps it). */
  selectFirst?: boolean;
}

/** Builds a two-click tool. */
export function pairTool(spec: PairToolSpec): ToolDef<PairState> {
  const tool: ToolDef<PairState> = {
    id: spec.id,
    label: spec.label,
    key: spec.key,
    title: spec.title,
    hint: spec.hint,
    help: spec.help,
    initial: PAIR_IDLE,
    path: (s) => s.name,
    onInput(s, input, ctx) {
      if (input.type === "key") return input.key === "Escape" ? { state: PAIR_IDLE } : { state: s };
      if (input.type === "move")
        return s.name === "first" ? { state: { ...s, hover: input.p } } : { state: s };
      if (input.type !== "down" || input.button !== 0) return { state: s };
      const id = ctx.spaceAt(input.p);
      if (!id)
        return {
          state: s,
          ...saying("status.pairPick", {
            noun: { noun: ctx.plugin.nouns.space[0] },
            what: spec.whatKeys
              ? { key: spec.whatKeys[s.name === "idle" ? 0 : 1] }
              : { noun: spec.what[s.name === "idle" ? 0 : 1] },
          }),
        };
      if (s.name === "idle") return { state: { name: "first", id, hover: input.p } };
      if (id === s.id)
        return {
          state: PAIR_IDLE,
          ...saying("status.pairSame", { nouns: { noun: ctx.plugin.nouns.space[1] } }),
          error: true,
        };
      const first = s.id;
      return attempt(
        () => spec.make(first, id, ctx),
        PAIR_IDLE,
        PAIR_IDLE,
        spec.selectFirst ? { select: selectSpaces([first]) } : {},
      );
    },
    overlay(s, ctx) {
      if (s.name !== "first" || !s.hover) return {};
      const from = ctx.doc.spaces.find((x) => x.id === s.id)?.label;
      return from ? { line: [from, s.hover] } : {};
    },
    highlights: (s) => (s.name === "first" ? { [s.id]: { colour: "#1c6dd0" } } : {}),
  };
  // Kept on the tool for `pluginStrings` (the words a plug-in's catalogue must translate).
  return Object.assign(tool, { what: spec.what });
}

/** The merge tool: click the space to keep, then the neighbour to merge into it. */
export const mergeTool = pairTool({
  id: "merge",
  label: "Merge",
  key: "m",
  title: "Merge two spaces (M)",
  hint: "Merge: click the space to keep, then the neighbour to merge into it",
  help: "Merge: click the space to keep, then its neighbour",
  what: ["one to keep", "neighbour to merge into it"],
  whatKeys: ["tool.merge.first", "tool.merge.second"],
  make: (a, b, ctx) => mergeSpaces(ctx.doc, ctx.plugin, a, b, ctx.tolerance),
  selectFirst: true,
});
