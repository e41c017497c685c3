import { type PluginApi, pluginStrings, pluginT } from "@pudding/editor-kit";
import { checkCatalogue, registerTranslations, untranslated } from "@pudding/i18n";
import { describe, expect, it } from "vitest";
import { BRIGADE_EDITOR_MESSAGES } from "./messages.js";
import { BRIGADE_EDITOR } from "./plugin.js";

/** The plug-in's action run with a stub of the kit's API, recording what it says. */
function runCards(locale: "en" | "it" | "pt") {
  const said: string[] = [];
  const api = {
    doc: BRIGADE_EDITOR.emptyDoc(),
    locale,
    say: (text: string) => said.push(text),
  } as unknown as PluginApi;
  const action = BRIGADE_EDITOR.actions?.find((a) => a.id === "cards");
  if (!action) throw new Error("no Cards… action");
  action.run(api);
  return said;
}

describe("the city editor plug-in in Italian and Portuguese (issue 20)", () => {
  it("has an Italian and a Portuguese word for every string the kit shows of it", () => {
    const strings = pluginStrings(BRIGADE_EDITOR);
    expect(strings).toContain("Barracks corner (reserved, §3.1)");
    expect(strings).toContain("Nobles block");
    expect(untranslated(BRIGADE_EDITOR_MESSAGES, strings)).toEqual([]);
  });

  it("its catalogue is complete and keeps every placeholder", () => {
    const en = Object.fromEntries(Object.keys(BRIGADE_EDITOR_MESSAGES.it).map((k) => [k, k]));
    expect(checkCatalogue({ en, ...BRIGADE_EDITOR_MESSAGES })).toEqual([]);
    expect(Object.keys(BRIGADE_EDITOR_MESSAGES.pt).sort()).toEqual(
      Object.keys(BRIGADE_EDITOR_MESSAGES.it).sort(),
    );
  });

  it("translates the kit's strings at display, English unchanged", () => {
    expect(pluginT("the-brigade", "it")("Flame track length L")).toBe("Lunghezza L del tracciato fiamma");
    expect(pluginT("the-brigade", "pt")("Barracks corner")).toBe("Canto do quartel");
    expect(pluginT("the-brigade", "en")("Flame track length L")).toBe("Flame track length L");
  });

  it("the Cards… action says what it does in the reader's language", () => {
    expect(runCards("it")).toEqual(["Apertura dell'editor delle carte con questa città…"]);
    expect(runCards("pt")).toEqual(["A abrir o editor de cartas com esta cidade…"]);
    expect(runCards("en")).toEqual(["Opening the card editor with this city…"]);
  });

  it("registering again keeps the catalogue (idempotent)", () => {
    registerTranslations("editor.the-brigade", BRIGADE_EDITOR_MESSAGES);
    expect(pluginT("the-brigade", "it")("Cards…")).toBe("Carte…");
  });
});
