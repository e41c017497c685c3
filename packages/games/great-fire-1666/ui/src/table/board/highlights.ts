/**
 * The Great Fire's emphasis in the generic highlight vocabulary: sources and destinations become
 * selectable spaces (destinations with their §4.2 class as a badge), barred destinations keep their
 * reason, secret objectives are marked, the last fire step is a trail.
 */
import type { SpaceHighlights } from "@pudding/board-ui";
import type { Locale } from "@pudding/i18n";
import { tOf } from "../../messages.js";
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

/** The words of a §4.2 priority class in `locale` (English by default). */
export const classWords = (c: PriorityClass, locale?: Locale) =>
  CLASS_WORDS[c] === undefined ? "?" : tOf(locale)(`class.${c}`);

/** "priority class 1 (houses and no team)", in `locale` (English by default). */
export const classHint = (c: PriorityClass, locale?: Locale) =>
  tOf(locale)("hint.class", { class: c, words: classWords(c, locale) });

/** {@link FireHighlights} as generic {@link SpaceHighlights}, worded in `locale` (English by default). */
export function toSpaceHighlights(h: FireHighlights, locale?: Locale): SpaceHighlights {
  const t = tOf(locale);
  return {
    selectable: [
      ...(h.selectable ?? []).map((id) => ({ id })),
      ...(h.fireSources ?? []).map((id) => ({ id, hint: t("hint.source") })),
      ...(h.destinations ?? []).map((d) => ({
        id: d.id,
        badge: String(d.priority),
        hint: classHint(d.priority, locale),
      })),
    ],
    barred: h.barred ?? [],
    marked: (h.objectives ?? []).map((id) => ({ id, colour: OBJECTIVE_RED, label: t("mark.objective") })),
    recent: h.lastMove ? [{ from: h.lastMove.from, to: h.lastMove.to, label: t("mark.fireStep") }] : [],
  };
}
