/**
 * The Great Fire's editor plug-in in Italian and Portuguese (issue 20): every string it hands the
 * kit has both, its catalogue is whole (placeholders agree), and what it words at run time — a
 * command's name in the status bar, a refusal, the Derive review, the play-test panel, an arrow's
 * "Add the way back", the SVG's tooltips — follows the reader's language, English unchanged.
 */
import { EditorController, type KitDoc, pluginStrings } from "@pudding/editor-kit";
import { Driver } from "@pudding/editor-kit/testing";
import { type FireCardOption, LONDON_1666 } from "@pudding/great-fire";
import { checkCatalogue, type Locale, LocaleProvider, untranslated } from "@pudding/i18n";
import { type ComponentType, createElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyMap, toDoc } from "./adapter.js";
import { applyDerive, derive } from "./derive.js";
import { block } from "./fixtures.js";
import { GREAT_FIRE_EDITOR_MESSAGES as MESSAGES } from "./messages.js";
import { ArrowExtras, DeriveDialog, PlaytestView } from "./panels.js";
import { GREAT_FIRE_EDITOR } from "./plugin.js";
import { toSvg } from "./svg.js";
import { PLAY_IDLE } from "./tools.js";

const driver = (locale: Locale) => {
  const ctl = new EditorController({
    plugin: GREAT_FIRE_EDITOR,
    doc: toDoc(block()),
    viewport: { width: 1000, height: 800 },
    locale,
  });
  ctl.setViewport({ width: 1000, height: 800 });
  return new Driver(ctl);
};

// `createElement` passes the children as its third argument.
const Provider = LocaleProvider as ComponentType<{ locale: Locale; children?: ReactNode }>;
const html = (locale: Locale, el: ReactElement) =>
  renderToStaticMarkup(createElement(Provider, { locale }, el));

describe("the catalogue", () => {
  it("every string the plug-in hands the kit has an Italian and a Portuguese translation", () => {
    const strings = pluginStrings(GREAT_FIRE_EDITOR);
    expect(strings).toContain("Derive…");
    expect(strings).toContain(
      "Fire steps NW→SE with S or E, SE→NW with N or W, NE→SW with S or W, SW→NE with N or E (§1.1).",
    );
    expect(untranslated(MESSAGES, strings)).toEqual([]);
  });

  it("is whole: the same keys in both languages, the same placeholders as English", () => {
    const en = Object.fromEntries(Object.keys(MESSAGES.it).map((k) => [k, k]));
    expect(checkCatalogue({ en, it: MESSAGES.it, pt: MESSAGES.pt })).toEqual([]);
  });
});

describe("run-time words follow the reader's language", () => {
  it("the arrow tool's command name and refusal (status bar)", () => {
    const said: Record<Locale, string[]> = { en: [], it: [], pt: [] };
    for (const l of ["en", "it", "pt"] as const) {
      const d = driver(l);
      d.key("a");
      d.click([50, 50]).click([50, 150]);
      said[l].push(d.ctl.message.text);
      d.click([50, 50]).click([50, 150]);
      said[l].push(d.ctl.message.text);
    }
    expect(said.en).toEqual(["Arrow a → c (S)", "there is already a S arrow from a to c"]);
    expect(said.it).toEqual(["Freccia a → c (S)", "c'è già una freccia S da a a c"]);
    expect(said.pt).toEqual(["Seta a → c (S)", "já existe uma seta S de a para c"]);
  });

  it("R (the way back): its name, then its refusal", () => {
    const said: Record<Locale, string[]> = { en: [], it: [], pt: [] };
    for (const l of ["en", "it", "pt"] as const) {
      const d = driver(l);
      d.key("a");
      d.click([50, 50]).click([150, 50]);
      d.key("v");
      d.click([100, 50]);
      d.key("r");
      said[l].push(d.ctl.message.text);
      d.ctl.select({ ...d.ctl.selection, spaces: [], records: { arrows: [0] } });
      d.key("r");
      said[l].push(d.ctl.message.text);
    }
    expect(said.en).toEqual(["Reverse arrow b → a", "this arrow already has a way back"]);
    expect(said.it).toEqual(["Freccia di ritorno b → a", "questa freccia ha già il suo ritorno"]);
    expect(said.pt).toEqual(["Seta de volta b → a", "esta seta já tem caminho de volta"]);
  });

  it("the crossing tool's refusal away from a four-district corner", () => {
    const at = (l: Locale) => {
      const d = driver(l);
      d.key("c");
      d.click([500, 500]);
      return d.ctl.message.text;
    };
    expect(at("en")).toBe("a crossing goes where exactly four districts meet; 0 meet here");
    expect(at("it")).toBe(
      "un incrocio va dove si incontrano esattamente quattro distretti; distretti qui: 0",
    );
    expect(at("pt")).toBe("uma cruz vai onde se encontram exatamente quatro distritos; distritos aqui: 0");
  });

  it("Derive's undo step and its review dialog", () => {
    const doc = toDoc(block());
    const r = derive(doc);
    const all = (n: number) => Array.from({ length: n }, (_, i) => i);
    const choice = {
      arrows: all(r.arrows.length),
      borders: [],
      turns: [],
      stale: [],
      corners: [],
    };
    expect(applyDerive(doc, r, choice).label).toBe(
      `Derive: ${r.arrows.length} arrows, 0 borders, 0 crossings`,
    );
    expect(applyDerive(doc, r, choice, "it").label).toBe(
      `Deduci: ${r.arrows.length} frecce, 0 confini, 0 incroci`,
    );
    expect(applyDerive(doc, r, choice, "pt").label).toBe(
      `Deduzir: ${r.arrows.length} setas, 0 fronteiras, 0 cruzes`,
    );
    const dialog = (l: Locale) =>
      html(
        l,
        createElement(DeriveDialog, {
          data: r,
          names: new Map(),
          api: driver(l).ctl.api,
        }),
      );
    expect(dialog("en")).toContain("Derive adjacencies from the outlines");
    expect(dialog("en")).toContain(`${r.neighbours.length} pairs of districts share a border.`);
    expect(dialog("it")).toContain("Deduci le adiacenze dai contorni");
    expect(dialog("it")).toContain("Frecce del fuoco (§1.1)");
    expect(dialog("it")).not.toContain("Fire arrows");
    expect(dialog("pt")).toContain("Deduzir as adjacências a partir dos contornos");
    expect(dialog("pt")).toContain(`Pares de distritos com uma fronteira em comum: ${r.neighbours.length}.`);
  });

  it("the play-test panel, with a barred destination's reason in the table's words", () => {
    const option: FireCardOption = {
      card: "S",
      playable: true,
      sources: [
        {
          from: "a",
          destinations: [
            { to: "b", priorityClass: 1, allowed: true },
            {
              to: "c",
              priorityClass: 3,
              allowed: false,
              reason:
                "class 3 (no houses and no team) is barred while a class 1 district (houses and no team) is reachable (§4.2)",
            },
          ],
        },
      ],
    };
    const view = (l: Locale) =>
      html(
        l,
        createElement(PlaytestView, {
          state: PLAY_IDLE,
          setState: () => {},
          option,
          error: null,
          names: new Map(),
        }),
      );
    expect(view("en")).toContain("From a");
    expect(view("en")).toContain("— allowed");
    expect(view("en")).toContain('aria-label="Card South"');
    expect(view("en")).toContain("class 3 (no houses and no team) is barred");
    expect(view("it")).toContain("Da a");
    expect(view("it")).toContain("— consentita");
    expect(view("it")).toContain('aria-label="Carta Sud"');
    expect(view("it")).toContain("Svuota");
    expect(view("it")).toContain("la priorità 3 (nessuna casa e nessuna squadra) è esclusa");
    expect(view("pt")).toContain("De a");
    expect(view("pt")).toContain('aria-label="Carta Sul"');
    expect(view("pt")).toContain("a prioridade 3 (sem casas e sem grupo de bombeiros) está excluída");
  });

  it("an arrow's extras", () => {
    const doc: KitDoc = toDoc(block());
    const record = { from: "a", to: "b", direction: "E", at: [100, 50] };
    const extras = (l: Locale) =>
      html(l, createElement(ArrowExtras, { index: 0, record, doc, run: () => {} }));
    expect(extras("en")).toContain("Add the way back");
    expect(extras("en")).toContain("no way back yet");
    expect(extras("it")).toContain("Aggiungi il ritorno");
    expect(extras("pt")).toContain("ainda sem volta");
  });

  it("the engine's refusal in play-test and the SVG's tooltips", async () => {
    const { playtest } = await import("./playtest.js");
    const setup = { fire: { nowhere: 2 }, teams: [], card: "S" as const };
    const map = LONDON_1666;
    expect(playtest(map, setup)).toMatchObject({ ok: false, message: 'no district has the id "nowhere"' });
    expect(playtest(map, setup, "it")).toMatchObject({ message: 'nessun distretto ha l\'id "nowhere"' });
    expect(playtest(map, setup, "pt")).toMatchObject({ message: 'nenhum distrito tem o id "nowhere"' });
    const m = emptyMap();
    m.crossings.push({ at: [0, 0], nw: "a", ne: "b", sw: "c", se: "d" });
    expect(toSvg(m)).toContain("<title>crossing a–d, b–c</title>");
    expect(toSvg(m, "it")).toContain("<title>incrocio a–d, b–c</title>");
    expect(toSvg(m, "pt")).toContain("<title>cruz a–d, b–c</title>");
  });
});
