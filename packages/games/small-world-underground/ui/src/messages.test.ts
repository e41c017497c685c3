/**
 * Issue 20, the table side: the catalogue is complete in English, Italian and Portuguese; every key
 * the table's source names exists; the translations differ from English; and the table's words —
 * prompts, choice labels, actions, board hints and tips, and the panels rendered — read without a
 * missing key or a hole in all three languages over a whole game.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { checkCatalogue, type Locale, LocaleProvider } from "@pudding/i18n";
import { SMALL_WORLD_UNDERGROUND as M } from "@pudding/small-world-underground";
import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SWU_MESSAGES } from "./index.js";
import { TerrainLegend } from "./table/panels/art.js";
import { SeatDetail } from "./table/panels/seats.js";
import { regionTip } from "./table/plugin.js";
import { botStep, localGame, tableGame } from "./table/stories/local.js";
import { EndPanel } from "./table/table/EndPanel.js";
import { SidePanel } from "./table/table/SidePanel.js";
import { TurnBar } from "./table/table/TurnBar.js";
import {
  choicesFor,
  describeSwuAction,
  farReason,
  type SwuContext,
  swuHighlights,
  swuPrompt,
} from "./table/turn.js";

const en = SWU_MESSAGES.en;
const PREFIXES = "tip|choice|common|action|barred|hl|prompt|doing|end|side|bar|trail|seat|combo|art|legend";
const KEY = new RegExp(`\\b(?:${PREFIXES})\\.[a-zA-Z]+\\b`);
const BAD = /\{\{|undefined|NaN|\[object/;

/** The table's source files (not tests, stories, the editor or the rules workspace). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return f === "stories" ? [] : sources(p);
    return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}
const has = (k: string) => k in en || `${k}_one` in en || `${k}_other` in en;

describe("the catalogue", () => {
  it("is complete in every language (checkCatalogue)", () => {
    expect(checkCatalogue(SWU_MESSAGES)).toEqual([]);
  });

  it("has every key the table's source names", () => {
    const dir = new URL("./table", import.meta.url).pathname;
    const keys = new Set<string>();
    for (const f of sources(dir)) {
      const text = readFileSync(f, "utf8");
      for (const m of text.matchAll(new RegExp(`"((?:${PREFIXES})\\.[a-zA-Z]+)"`, "g")))
        keys.add(m[1] as string);
    }
    expect(keys.size).toBeGreaterThan(150);
    for (const k of keys) expect(has(k), k).toBe(true);
    // Keys built at run time: the others' phases and the conquests with Relics.
    for (const p of [
      "pick",
      "mimes",
      "volcano",
      "start",
      "conquest",
      "armor",
      "redeploy",
      "tomb",
      "altar",
      "other",
    ])
      expect(has(`doing.${p}`), p).toBe(true);
    for (const k of ["action.conquer", "action.final", "action.wisp"]) expect(has(`${k}Using`), k).toBe(true);
  });

  it("Italian and Portuguese differ from English for most keys", () => {
    const keys = Object.keys(en);
    for (const l of ["it", "pt"] as const) {
      const same = keys.filter((k) => SWU_MESSAGES[l][k] === en[k]);
      expect(same.length / keys.length, `${l}: ${same.join(", ")}`).toBeLessThan(0.05);
    }
  });
});

function ctxOf(g: ReturnType<typeof localGame>, locale: Locale, seat?: number | null): SwuContext {
  const n = new Map(g.map.regions.map((r) => [r.id, r.name]));
  return {
    game: tableGame(g, seat),
    map: g.map,
    spaces: M.map.spaces(g.map),
    name: (id) => n.get(id) ?? id,
    turn: {
      state: { chosen: [], auto: [], focus: null, pending: null },
      choose: () => {},
    } as unknown as SwuContext["turn"],
    act: () => {},
    busy: false,
    hidden: false,
    locale,
  };
}

const clean = (t: string | null | undefined, what: string) => {
  expect(t ?? "", what).not.toMatch(BAD);
  expect(t ?? "", what).not.toMatch(KEY);
};

describe("the table's words in three languages", () => {
  it("prompts, choices, actions, hints and tips read over a whole game", { timeout: 120_000 }, () => {
    let g = localGame({ seats: 3, seed: 5, until: () => true });
    let lines = 0;
    let differ = 0;
    for (let i = 0; i < 500 && !M.status(g.state).over; i++) {
      if (i % 3 === 0)
        for (const locale of ["en", "it", "pt"] as const) {
          const ctx = ctxOf(g, locale);
          const prompt = swuPrompt(ctx);
          clean(prompt, `prompt ${ctx.game.view.phase}`);
          const other = swuPrompt(ctxOf(g, locale, ((ctx.game.seat ?? 0) + 1) % 3));
          clean(other, "other's prompt");
          for (const a of ctx.game.legal) {
            const steps = choicesFor(a, { view: ctx.game.view, name: ctx.name, locale });
            for (const s of steps) {
              clean(s.label, `${a.type} label`);
              clean(s.hint, `${a.type} hint`);
            }
            const words = describeSwuAction(a, ctx.name, locale);
            clean(words, a.type);
            if (locale !== "en") {
              lines++;
              if (words !== describeSwuAction(a, ctx.name)) differ++;
            }
          }
          const hl = swuHighlights(ctx);
          for (const s of hl.selectable ?? []) clean(s.hint, "selectable");
          for (const b of hl.barred ?? []) clean(b.reason, "barred");
          const tip = regionTip(g.map, ctx.game.view, locale);
          const far = farReason(ctx);
          for (const r of g.map.regions) {
            clean(tip(r.id), "tip");
            clean(far(r.id), "far");
          }
        }
      g = botStep(g, i);
    }
    expect(differ / lines).toBeGreaterThan(0.9);
  });

  it("the panels render in Italian and Portuguese without a missing key", { timeout: 120_000 }, () => {
    const mid = localGame({ seats: 3, seed: 8, until: (s) => s.round >= 3 && s.phase === "conquest" });
    const end = localGame({ seats: 2, seed: 3 });
    const html = (locale: Locale, g: typeof mid) => {
      const ctx = ctxOf(g, locale);
      const seat = ctx.game.view.seats[0];
      const tree = createElement(
        "div",
        null,
        createElement(SidePanel, { ctx }),
        createElement(TurnBar, { ctx }),
        createElement(EndPanel, { ctx }),
        createElement(TerrainLegend, {}),
        seat ? createElement(SeatDetail, { s: seat, seat: 0 }) : null,
      );
      const Provider = LocaleProvider as FunctionComponent<{ locale: Locale }>;
      return renderToStaticMarkup(createElement(Provider, { locale }, tree));
    };
    for (const g of [mid, end]) {
      const english = html("en", g);
      expect(english).toContain("Races and powers");
      for (const l of ["it", "pt"] as const) {
        const out = html(l, g);
        expect(out).not.toMatch(BAD);
        expect(out).not.toMatch(KEY);
        expect(out).not.toContain("Races and powers");
        expect(out).not.toBe(english);
      }
    }
  });
});
