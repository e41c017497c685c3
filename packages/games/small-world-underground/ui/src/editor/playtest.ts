/**
 * Play-test in place: what a race and power would pay to conquer each region of the edited map on
 * its first turn, as the engine computes it (§7.1 edge rule, §7.3 costs with Monsters and Black
 * Mountains from setup, the race's and power's modifiers). A fresh 2-player game is set up on the
 * map with only that race and power in the pools, the race is picked, and the seat's hints give
 * every region's cost and reach.
 */

import type { Locale } from "@pudding/i18n";
import {
  SMALL_WORLD_UNDERGROUND as M,
  type PowerId,
  type RaceId,
  type SwuAction,
  type SwuMap,
  type SwuState,
} from "@pudding/small-world-underground";
import type { ConquestHints } from "../table/turn.js";
import { swuT } from "./messages.js";

/** What the engine says. */
export type PlaytestResult =
  | { ok: true; race: RaceId; power: PowerId | null; tokens: number; targets: ConquestHints["targets"] }
  | { ok: false; message: string };

const OTHER: RaceId[] = ["ogres", "drow"];

/**
 * Every region's first-conquest cost and reach for `race` + `power` on `map`; why not, worded in
 * `locale` (the engine's own issues stay as it words them).
 */
export function conquestCosts(
  map: SwuMap,
  race: RaceId,
  power: PowerId | null,
  locale: Locale = "en",
): PlaytestResult {
  const t = swuT(locale);
  const rules = M.rules.parse({
    maps: "any",
    racePool: [race, OTHER[0] === race ? (OTHER[1] as RaceId) : (OTHER[0] as RaceId)],
    powerPool: power ? [power] : [],
  });
  if (!rules.ok) return { ok: false, message: rules.issues.map((i) => `${i.path}: ${i.message}`).join("; ") };
  for (let seed = 1; seed <= 40; seed++) {
    const r = M.setup({ map, rules: rules.value, seats: 2, seed });
    if (!r.ok)
      return {
        ok: false,
        message: t("the engine cannot play this map yet: {{issues}}", {
          issues: r.issues
            .slice(0, 3)
            .map((i) => `${i.path}: ${i.message}`)
            .join("; "),
        }),
      };
    let s: SwuState = r.value;
    const first = M.view(s, "spectator").combos[0];
    if (first?.race !== race) continue;
    for (let i = 0; i < 12 && s.phase !== "conquest"; i++) {
      const seat = M.toAct(s)[0] as number;
      const legal = M.legal(s, seat);
      const a =
        legal.find((x): x is SwuAction => x.type === "pick" && x.position === 0) ??
        legal.find((x) => x.type === "keepBadge") ??
        legal[0];
      if (!a) break;
      const next = M.apply(s, seat, a);
      if (!next.ok) return { ok: false, message: next.error.message };
      s = next.state;
    }
    const seat = M.toAct(s)[0] as number;
    const h = M.hints?.(s, seat) as ConquestHints | null;
    if (h?.phase !== "conquest") return { ok: false, message: t("the race never reached its conquests") };
    return {
      ok: true,
      race,
      power,
      tokens: (h as ConquestHints).tokens,
      targets: (h as ConquestHints).targets,
    };
  }
  return { ok: false, message: t("no deal put the race first in the row") };
}
