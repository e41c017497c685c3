/**
 * The Great Fire's emphasis in the generic highlight vocabulary: sources and destinations become
 * selectable spaces (destinations with their §4.2 class as a badge), barred destinations keep their
 * reason, secret objectives are marked, the last fire step is a trail.
 */
import type { SpaceHighlights } from "@pudding/board-ui";
import type { FireHighlights, PriorityClass } from "../types.js";

/** The words of the four §4.2 priority classes. */
export const CLASS_WORDS: Readonly<Record<PriorityClass, string>> = {
  1: "houses and no team",
  2: "houses and a team",
  3: "no houses and no team",
  4: "no houses and a team",
};

/** Colour of the viewer's objective marks. */
export const OBJECTIVE_RED = "#b3001b";

/** "priority class 1 (houses and no team)". */
export const classHint = (c: PriorityClass) => `priority class ${c} (${CLASS_WORDS[c] ?? "?"}) §4.2`;

/** {@link FireHighlights} as generic {@link SpaceHighlights}. */
export function toSpaceHighlights(h: FireHighlights): SpaceHighlights {
  return {
    selectable: [
      ...(h.selectable ?? []).map((id) => ({ id })),
      ...(h.fireSources ?? []).map((id) => ({ id, hint: "a free cone this card can move (§4.1)" })),
      ...(h.destinations ?? []).map((d) => ({
        id: d.id,
        badge: String(d.priority),
        hint: classHint(d.priority),
      })),
    ],
    barred: h.barred ?? [],
    marked: (h.objectives ?? []).map((id) => ({ id, colour: OBJECTIVE_RED, label: "your secret objective" })),
    recent: h.lastMove ? [{ from: h.lastMove.from, to: h.lastMove.to, label: "the fire's step" }] : [],
  };
}
