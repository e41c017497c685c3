/**
 * Small World Underground's editor plug-in in Italian and Portuguese (issue 20): every string it
 * hands the kit has both, its catalogue is whole (placeholders agree), and what it words at run time
 * — the Borders review and its undo step, the play-test panel, the engine's refusals — follows the
 * reader's language, English unchanged.
 */
import { EditorController, type KitDoc, pluginStrings } from "@pudding/editor-kit";
import { checkCatalogue, type Locale, LocaleProvider, untranslated } from "@pudding/i18n";
import { SWU_MAPS, type SwuMap } from "@pudding/small-world-underground";
import { type ComponentType, createElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { toDoc } from "./adapter.js";
import { applyBorders, type BorderProposal } from "./derive.js";
import { SWU_EDITOR_MESSAGES as MESSAGES } from "./messages.js";
import { BordersDialog, PlaytestPanel } from "./panels.js";
import { conquestCosts } from "./playtest.js";
import { SWU_EDITOR } from "./plugin.js";
import { PLAY_IDLE } from "./tools.js";

// `createElement` passes the children as its third argument.
const Provider = LocaleProvider as ComponentType<{ locale: Locale; children?: ReactNode }>;
const html = (locale: Locale, el: ReactElement) =>
  renderToStaticMarkup(createElement(Provider, { locale }, el));

const map = SWU_MAPS["swu-2p"] as SwuMap;
/** The 2-player map with its first border left out of the list. */
const withoutABorder = (): KitDoc => {
  const doc = toDoc(map);
  return { ...doc, records: { ...doc.records, borders: (doc.records.borders ?? []).slice(1) } };
};
/** What the review's Apply does with every proposal ticked. */
const applyWith = (doc: KitDoc, p: BorderProposal, locale: Locale) =>
  applyBorders(doc, p, { add: p.add.map((_, i) => i), stale: [], edges: [] }, locale);
const controller = (locale: Locale, doc = withoutABorder()) =>
  new EditorController({ plugin: SWU_EDITOR, doc, viewport: { width: 1000, height: 800 }, locale });

describe("the catalogue", () => {
  it("every string the plug-in hands the kit has an Italian and a Portuguese translation", () => {
    const strings = pluginStrings(SWU_EDITOR);
    expect(strings).toContain("Borders…");
    expect(strings).toContain("Mine (Giacimento)");
    expect(untranslated(MESSAGES, strings)).toEqual([]);
    expect(MESSAGES.it["Mine (Giacimento)"]).toBe("Giacimento");
    expect(MESSAGES.pt["Mine (Giacimento)"]).toBe("Mina (Giacimento)");
  });

  it("is whole: the same keys in both languages, the same placeholders as English", () => {
    const en = Object.fromEntries(Object.keys(MESSAGES.it).map((k) => [k, k]));
    expect(checkCatalogue({ en, it: MESSAGES.it, pt: MESSAGES.pt })).toEqual([]);
  });
});

describe("run-time words follow the reader's language", () => {
  it("Borders…: the action opens the review; applying it names the undo step in the reader's language", () => {
    const said = (l: Locale) => {
      const ctl = controller(l);
      const action = SWU_EDITOR.actions?.find((a) => a.id === "borders");
      action?.run(ctl.api);
      const dialog = ctl.dialog as { kind: "plugin"; id: string; data: BorderProposal };
      expect(dialog).toMatchObject({ kind: "plugin", id: "borders" });
      const page = html(
        l,
        createElement(BordersDialog, { data: dialog.data, api: ctl.api, names: new Map<string, string>() }),
      );
      return { page, status: applied(ctl, dialog.data) };
    };
    const applied = (ctl: EditorController, p: BorderProposal) => {
      ctl.api.run((doc) => applyWith(doc, p, ctl.api.locale));
      return ctl.message.text;
    };
    const en = said("en");
    expect(en.status).toBe("Borders: 1 added, 0 removed, 0 edge flags");
    expect(en.page).toContain("Borders to add (1)");
    const it_ = said("it");
    expect(it_.status).toBe("Confini: aggiunti 1, rimossi 0, indicatori di bordo 0");
    expect(it_.page).toContain("Confini da aggiungere (1)");
    expect(it_.page).not.toContain("Borders to add");
    const pt = said("pt");
    expect(pt.status).toBe("Fronteiras: acrescentadas 1, removidas 0, indicadores de borda 0");
    expect(pt.page).toContain("Fronteiras a acrescentar (1)");
  });

  it("the play-test panel: race and power names, the picked region's cost", () => {
    const doc = toDoc(map);
    const panel = (l: Locale) =>
      html(
        l,
        createElement(PlaytestPanel, {
          state: { ...PLAY_IDLE, picked: "D4" },
          setState: () => {},
          doc,
          names: new Map([["D4", "D4"]]),
        }),
      );
    const en = panel("en");
    expect(en).toContain("5 tokens to start.");
    expect(en).toContain("D4: costs 3 — can be conquered.");
    expect(en).toContain(">Ogres</option>");
    const it_ = panel("it");
    expect(it_).toContain("Segnalini all&#x27;inizio: 5.");
    expect(it_).toContain("D4: costa 3 — si può conquistare.");
    expect(it_).toContain("Razza");
    expect(it_).not.toContain(">Ogres</option>");
    const pt = panel("pt");
    expect(pt).toContain("Fichas no início: 5.");
    expect(pt).toContain("D4: custa 3 — pode ser conquistada.");
  });

  it("the engine's refusal when the map cannot be played yet", () => {
    const broken = { ...map, river: [] };
    const en = conquestCosts(broken, "ogres", null);
    expect(!en.ok && en.message).toMatch(/^the engine cannot play this map yet: /);
    const it_ = conquestCosts(broken, "ogres", null, "it");
    expect(!it_.ok && it_.message).toMatch(/^il motore non può ancora giocare su questa mappa: /);
    const pt = conquestCosts(broken, "ogres", null, "pt");
    expect(!pt.ok && pt.message).toMatch(/^o motor ainda não consegue jogar neste mapa: /);
  });
});
