/** What the board says about one space: its name and its part in the current turn (tooltip and keyboard list). */
import { type Locale, tFor } from "@pudding/i18n";
import { BOARD_NS } from "../messages.js";
import type { SpaceHighlights } from "../types.js";

/** Lookups over highlights by space id, built once per render. */
export interface HighlightIndex {
  selectable: Map<string, { hint?: string; badge?: string }>;
  barred: Map<string, string>;
  chosen: Map<string, number>;
  marked: Map<string, string[]>;
}

/** Index highlights by space id. */
export function indexHighlights(h: SpaceHighlights): HighlightIndex {
  const marked = new Map<string, string[]>();
  for (const m of h.marked ?? []) if (m.label) marked.set(m.id, [...(marked.get(m.id) ?? []), m.label]);
  return {
    selectable: new Map((h.selectable ?? []).map((s) => [s.id, { hint: s.hint, badge: s.badge }])),
    barred: new Map((h.barred ?? []).map((b) => [b.id, b.reason])),
    chosen: new Map((h.chosen ?? []).map((id, i) => [id, i + 1])),
    marked,
  };
}

/**
 * The sentence for a space: "Tallow Hall: may be chosen — priority class 1", "St Pauls: barred —
 * …", "Cheapside: chosen (2)", plus any marks and the game's own words (in `locale`, English by default).
 */
export function describeSpace(
  name: string,
  id: string,
  ix: HighlightIndex,
  extra?: string,
  locale: Locale = "en",
): string {
  const t = tFor(locale, BOARD_NS);
  const parts: string[] = [];
  const chosen = ix.chosen.get(id);
  if (chosen !== undefined) parts.push(t("describe.chosen", { n: chosen }));
  const sel = ix.selectable.get(id);
  if (sel) parts.push(sel.hint ? t("describe.selectableHint", { hint: sel.hint }) : t("describe.selectable"));
  const barred = ix.barred.get(id);
  if (barred !== undefined) parts.push(t("describe.barred", { reason: barred }));
  for (const m of ix.marked.get(id) ?? []) parts.push(m);
  if (extra) parts.push(extra);
  return parts.length ? `${name}: ${parts.join("; ")}` : name;
}
