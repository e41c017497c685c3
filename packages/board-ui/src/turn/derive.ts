/**
 * A choice path for an action when the game gives none (boardzilla's idea, done generically): the
 * action's kind first, then each of its fields in order — a field naming a space becomes a step on
 * the board, any other value a chip. Enough to play any game through the generic table.
 */
import { type Locale, tFor } from "@pudding/i18n";
import { BOARD_NS } from "../messages.js";
import type { ChoiceStep } from "../types.js";

/** "discardDisplaced" → "Discard displaced", "place_team" → "Place team". */
export function humanize(word: string): string {
  const spaced = word
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .trim();
  return spaced ? spaced[0]?.toUpperCase() + spaced.slice(1) : word;
}

const short = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}…` : s;
};

/**
 * The generic path of `action`: `{ type: "play", value: 3, cell: "c1-r0" }` →
 * [Play] [3] [B1 on the board]. Values that are space ids become space steps named by `name`; yes
 * and no are said in `locale` (the field names stay as the game wrote them).
 */
export function derivePath(
  action: unknown,
  isSpace: (id: string) => boolean,
  name: (id: string) => string = (id) => id,
  locale: Locale = "en",
): ChoiceStep[] {
  if (!action || typeof action !== "object" || Array.isArray(action)) {
    return [{ key: `value:${short(action)}`, label: short(action) }];
  }
  const t = tFor(locale, BOARD_NS);
  const a = action as Record<string, unknown>;
  const type = typeof a.type === "string" ? a.type : "act";
  const steps: ChoiceStep[] = [{ key: type, label: humanize(type) }];
  for (const [field, v] of Object.entries(a)) {
    if (field === "type") continue;
    if (typeof v === "string" && isSpace(v)) steps.push({ key: `space:${v}`, label: name(v), space: v });
    else if (typeof v === "boolean")
      steps.push({
        key: `${field}:${v}`,
        label: `${humanize(field)}: ${v ? t("yes") : t("no")}`,
      });
    else if (typeof v === "string" || typeof v === "number")
      steps.push({ key: `${field}:${v}`, label: String(v) });
    else steps.push({ key: `${field}:${short(v)}`, label: `${humanize(field)} ${short(v)}` });
  }
  return steps;
}

/**
 * `action` with every top-level field equal to the space `from` set to `to` — the natural action a
 * click on `to` would mean, sent so the game explains why it is not allowed.
 */
export function substituteSpace<A>(action: A, from: string, to: string): A {
  if (!action || typeof action !== "object") return action;
  const out: Record<string, unknown> = { ...(action as Record<string, unknown>) };
  for (const [k, v] of Object.entries(out)) if (v === from) out[k] = to;
  return out as A;
}
