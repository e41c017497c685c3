/**
 * The play-test tool: pick a race and a power; every region shows what its first conquest would
 * cost as the engine computes it (green: possible with the combo's tokens, amber: too dear, grey:
 * out of reach — a first conquest starts on the map edge, §7.1). A click on a region names it in the
 * panel with its cost.
 */
import type { Highlights, KitDoc, ToolDef } from "@pudding/editor-kit";
import type { Locale } from "@pudding/i18n";
import type { PowerId, RaceId } from "@pudding/small-world-underground";
import { fromDoc } from "./adapter.js";
import { conquestCosts, type PlaytestResult } from "./playtest.js";

/** The play-test state: the combo tried and the region last clicked. */
export interface PlayState {
  name: "idle";
  race: RaceId;
  power: PowerId | null;
  picked: string | null;
}

/** Ogres (−1 per conquest) without a power to start. */
export const PLAY_IDLE: PlayState = { name: "idle", race: "ogres", power: null, picked: null };

const results = new WeakMap<KitDoc, { key: string; result: PlaytestResult }>();

/** The engine's answer for a combo on a document (cached per document, combo and language). */
export function playtestOf(
  doc: KitDoc,
  s: Pick<PlayState, "race" | "power">,
  locale: Locale = "en",
): PlaytestResult {
  const key = `${s.race}|${s.power}|${locale}`;
  const hit = results.get(doc);
  if (hit?.key === key) return hit.result;
  let result: PlaytestResult;
  try {
    result = conquestCosts(fromDoc(doc), s.race, s.power, locale);
  } catch (e) {
    result = { ok: false, message: (e as Error).message };
  }
  results.set(doc, { key, result });
  return result;
}

/** The play-test tool (its side panel is added by the plug-in). */
export const playtestTool: ToolDef<PlayState> = {
  id: "playtest",
  label: "Play",
  key: "t",
  title: "Play-test conquest costs (T)",
  hint: "Play-test: every region shows its first-conquest cost for the chosen race and power",
  help: "Play-test conquest costs in place",
  initial: PLAY_IDLE,
  path: (s) => `idle · ${s.race}${s.power ? ` + ${s.power}` : ""}`,
  onInput(s, input, ctx) {
    if (input.type !== "down" || input.button !== 0) return { state: s };
    const id = ctx.spaceAt(input.p);
    return { state: { ...s, picked: id ?? null } };
  },
  highlights(s, ctx): Highlights {
    const r = playtestOf(ctx.doc, s);
    const h: Highlights = {};
    if (!r.ok) return h;
    for (const t of r.targets)
      h[t.region] = {
        colour: !t.reachable ? "#6d6d6d" : t.affordable ? "#2f8a3a" : "#d08a00",
        label: String(t.cost),
        dash: !t.reachable,
      };
    if (s.picked) h[s.picked] = { ...(h[s.picked] ?? { colour: "#1c6dd0", label: "·" }), colour: "#1c6dd0" };
    return h;
  },
};
