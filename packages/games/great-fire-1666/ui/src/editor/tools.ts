/**
 * The Great Fire's tools, as state machines over the kit's input: the arrow tool (click the
 * district the fire leaves, then its neighbour; the direction comes from the border, §1.1), the
 * crossing tool (click a corner where four districts meet) and play-test (click districts to set
 * fire, teams or burnt houses; the engine's fire destinations show in place with their §4.2 class).
 */
import { attempt, type Highlights, type KitDoc, pairTool, type ToolDef } from "@pudding/editor-kit";
import type { Direction } from "@pudding/great-fire";
import type { Locale } from "@pudding/i18n";
import { fromDoc } from "./adapter.js";
import { addArrow, addCrossing } from "./commands.js";
import { type PlaytestResult, playtest } from "./playtest.js";

/** The arrow tool. */
export const arrowTool = pairTool({
  id: "arrow",
  label: "Arrow",
  key: "a",
  title: "Draw a fire arrow (A)",
  hint: "Arrow: click the district the fire leaves, then its neighbour",
  help: "Arrow: click the district the fire leaves, then its neighbour",
  what: ["district the fire leaves", "district it enters"],
  make: (a, b, ctx) => addArrow(ctx.doc, a, b, undefined, ctx.tolerance, ctx.locale),
});

/** The crossing tool's state: the corner under the pointer, if any. */
export interface CrossingState {
  name: "idle" | "over-corner";
}

/** The crossing tool: the pointer snaps to corners; a click adds the crossing there. */
export const crossingTool: ToolDef<CrossingState> = {
  id: "crossing",
  label: "Cross",
  key: "c",
  title: "Place a crossing (C)",
  hint: "Crossing: click the corner where four districts meet",
  help: "Crossing: click a corner where four districts meet",
  initial: { name: "idle" },
  path: (s) => s.name,
  onInput(s, input, ctx) {
    if (input.type === "key" || input.type === "up" || input.type === "dbl") return { state: s };
    const snapped = ctx.snap(input.p, { extra: [] });
    const corner = snapped.kind === "vertex" ? snapped.point : null;
    const snap = corner ? { p: corner, kind: "vertex" as const } : null;
    const state: CrossingState = { name: corner ? "over-corner" : "idle" };
    if (input.type === "move") return { state, snap };
    return attempt(() => addCrossing(ctx.doc, corner ?? input.p, ctx.tolerance, ctx.locale), state, state, {
      snap,
    });
  },
};

/** What a play-test click puts in a district. */
export type PlayMode = "fire" | "team" | "burnt";

/** The play-test position: cones per district, teams, burnt districts, the card, what a click puts. */
export interface PlayState {
  name: "idle";
  fire: Record<string, number>;
  teams: string[];
  burnt: string[];
  card: Direction;
  mode: PlayMode;
}

/** An empty position with a South card. */
export const PLAY_IDLE: PlayState = { name: "idle", fire: {}, teams: [], burnt: [], card: "S", mode: "fire" };

/** The §4.2 classes' colours (1 red … 4 blue). */
export const CLASS_COLOURS = ["", "#c8281e", "#e08a00", "#6d6d6d", "#4a4a9a"] as const;

/** Toggles what the mode puts in a district. */
export function toggle(p: PlayState, id: string): PlayState {
  if (p.mode === "fire") {
    const fire = { ...p.fire };
    if (fire[id]) delete fire[id];
    else fire[id] = 2;
    return { ...p, fire };
  }
  const key = p.mode === "team" ? "teams" : "burnt";
  return { ...p, [key]: p[key].includes(id) ? p[key].filter((x) => x !== id) : [...p[key], id] };
}

const results = new WeakMap<KitDoc, { key: string; result: PlaytestResult }>();

/**
 * The engine's answer for a position on a document (cached per document and position), its
 * messages worded in `locale`.
 */
export function playtestOf(doc: KitDoc, s: PlayState, locale: Locale = "en"): PlaytestResult {
  const key = JSON.stringify([s.fire, s.teams, s.burnt, s.card, locale]);
  const hit = results.get(doc);
  if (hit?.key === key) return hit.result;
  const result = playtest(
    fromDoc(doc),
    { fire: s.fire, teams: s.teams, burnt: s.burnt, card: s.card },
    locale,
  );
  results.set(doc, { key, result });
  return result;
}

/** The play-test tool (its side panel is added by the plug-in). */
export const playtestTool: ToolDef<PlayState> = {
  id: "playtest",
  label: "Play",
  key: "t",
  title: "Play-test fire moves (T)",
  hint: "Play-test: click districts to set fire, pick a card",
  help: "Play-test fire moves in place",
  initial: PLAY_IDLE,
  path: (s) => `idle · ${s.card} card`,
  onInput(s, input, ctx) {
    if (input.type !== "down" || input.button !== 0) return { state: s };
    const id = ctx.spaceAt(input.p);
    return id ? { state: toggle(s, id) } : { state: s };
  },
  highlights(s, ctx): Highlights {
    const r = playtestOf(ctx.doc, s);
    const h: Highlights = {};
    if (!r.ok) return h;
    for (const id of s.teams) h[id] = { colour: "#222", label: "T" };
    for (const id of s.burnt) h[id] = { colour: "#555", label: "×", dash: true };
    for (const src of r.option?.sources ?? [])
      for (const d of src.destinations)
        if (!h[d.to] || d.allowed)
          h[d.to] = {
            colour: CLASS_COLOURS[d.priorityClass],
            label: String(d.priorityClass),
            dash: !d.allowed,
          };
    for (const id of r.sources) h[id] = { colour: "#ff5a1f", label: "F" };
    return h;
  },
};
