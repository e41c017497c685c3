/**
 * The kit in Italian and Portuguese (issue 20): its catalogue is complete, every key its code uses
 * exists, every word of its tools has a translation, a controller made in Italian words its hints,
 * refusals and undo steps in Italian (and in English exactly as before), and panels follow the
 * `LocaleProvider`, with a plug-in's words through the plug-in's catalogue.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { checkCatalogue, type Locale, LocaleProvider } from "@pudding/i18n";
import { createElement, type FunctionComponent, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EditorController, layoutTools } from "./controller.js";
import { mergeSpaces, moveLabel, translateSpaces } from "./doc/commands.js";
import { editorT, registerPluginMessages } from "./i18n.js";
import { EDITOR_MESSAGES } from "./messages.js";
import { selectSpaces } from "./model/doc.js";
import { counted, type Problem } from "./problems.js";
import { ProblemsList, PropertiesPanel } from "./react/index.js";
import { blockDoc, Driver, TEST_PLUGIN } from "./testing.js";
import { calibrateTool } from "./tools/calibrate.js";

registerPluginMessages(TEST_PLUGIN.gameId, {
  it: { district: "quartiere", districts: "quartieri", Kind: "Tipo", plain: "pianura", hill: "collina" },
  pt: { district: "bairro", districts: "bairros", Kind: "Tipo", plain: "planície", hill: "colina" },
});

const controller = (locale?: Locale) => {
  const ctl = new EditorController({
    plugin: TEST_PLUGIN,
    doc: blockDoc(),
    viewport: { width: 1000, height: 800 },
    ...(locale ? { locale } : {}),
  });
  ctl.setViewport({ width: 1000, height: 800 });
  return ctl;
};

describe("the kit's catalogue", () => {
  it("has every key in every language, with the same placeholders and every plural form", () => {
    expect(checkCatalogue(EDITOR_MESSAGES)).toEqual([]);
  });

  it("has every key the kit's code asks for", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true }))
        if (e.isDirectory()) walk(join(dir, e.name));
        else if (/\.tsx?$/.test(e.name) && !e.name.includes(".test.")) files.push(join(dir, e.name));
    };
    walk(__dirname);
    const used = new Set<string>();
    const call = /\b(?:t|saying|labelled|EditError\.of|phrase)\(\s*"([a-z][\w.]*)"/g;
    const keyed = /\bkey: "([a-z]+\.[\w.]+)"|"((?:calibrate|tool|status|word)\.[\w.]+)"/g;
    for (const f of files) {
      const src = readFileSync(f, "utf8");
      for (const m of src.matchAll(call)) used.add(m[1] as string);
      for (const m of src.matchAll(keyed)) used.add((m[1] ?? m[2]) as string);
    }
    expect(used.size).toBeGreaterThan(150);
    const have = new Set(Object.keys(EDITOR_MESSAGES.en).map((k) => k.replace(/_(one|other)$/, "")));
    expect([...used].filter((k) => !have.has(k))).toEqual([]);
  });

  it("words every tool of the kit: label, title, hint and help, the English as the tool says it", () => {
    const tools = [...layoutTools("regions"), ...layoutTools("grid"), calibrateTool];
    const missing: string[] = [];
    for (const tool of tools)
      for (const field of ["label", "title", "hint", "help"] as const) {
        const english = tool[field];
        if (field === "help" && english === undefined) continue;
        const key = `tool.${tool.id}.${field}`;
        if (EDITOR_MESSAGES.en[key] !== english) missing.push(`en: ${key}`);
        for (const l of ["it", "pt"] as const)
          if (!EDITOR_MESSAGES[l][key] || EDITOR_MESSAGES[l][key] === english) missing.push(`${l}: ${key}`);
      }
    expect(missing).toEqual([]);
  });

  it("counts errors and warnings in every language", () => {
    expect(`${counted(1, "error")} · ${counted(0, "warning")}`).toBe("1 error · 0 warnings");
    expect(
      `${counted(1, "error", undefined, editorT("en"))} · ${counted(0, "warning", undefined, editorT("en"))}`,
    ).toBe("1 error · 0 warnings");
    expect(counted(2, "error", undefined, editorT("it"))).toBe("2 errori");
    expect(counted(1, "warning", undefined, editorT("it"))).toBe("1 avviso");
    expect(counted(0, "warning", undefined, editorT("pt"))).toBe("0 avisos");
    expect(counted(1, "problem", undefined, editorT("pt"))).toBe("1 problema");
  });
});

describe("a controller in Italian", () => {
  it("shows a tool's hint, a refusal and the names of undo steps in Italian", () => {
    const ctl = controller("it");
    expect(ctl.message.text).toBe(EDITOR_MESSAGES.it["tool.select.hint"]);
    ctl.setTool("draw");
    expect(ctl.message.text).toMatch(/^Disegna: clic punto per punto/);

    // A refusal from a tool (two points, then Enter) with the plug-in's noun from its catalogue.
    new Driver(ctl).click([10, 10]).click([50, 10]).key("Enter");
    expect(ctl.message).toEqual({ text: "ogni quartiere richiede almeno 3 punti", error: true });
    ctl.key({ type: "key", key: "Escape", shift: false, mod: false });
    expect(ctl.message.text).toBe("Disegno annullato");

    // A refusal of a command run by the controller.
    expect(ctl.run((d) => mergeSpaces(d, TEST_PLUGIN, "a", "a"))).toBe(false);
    expect(ctl.message).toEqual({ text: "scegli due spazi diversi (quartieri) da unire", error: true });
    // The geometry's refusal (it carries its phrase).
    expect(ctl.run((d) => mergeSpaces(d, TEST_PLUGIN, "a", "d"))).toBe(false);
    expect(ctl.message.text).toBe(
      "questi due spazi non hanno un confine in comune; si possono unire solo spazi vicini",
    );

    // Undoable commands: their names, the undo and redo messages, the history's labels.
    expect(ctl.run((d) => translateSpaces(d, TEST_PLUGIN, ["a", "b"], 5, 0))).toBe(true);
    expect(ctl.message.text).toBe("Sposta 2 quartieri");
    expect(ctl.store.undoLabel()).toBe("Move 2 districts");
    expect(ctl.historyLabel("undo")).toBe("Sposta 2 quartieri");
    ctl.undo();
    expect(ctl.message.text).toBe("Annullato: Sposta 2 quartieri");
    ctl.redo();
    expect(ctl.message.text).toBe("Ripetuto: Sposta 2 quartieri");
    ctl.run((d) => moveLabel(d, "a", [20, 20]));
    expect(ctl.message.text).toBe("Sposta etichetta");

    // The select tool's marquee and the help overlay.
    ctl.setTool("select");
    ctl.select(selectSpaces([]));
    new Driver(ctl).drag([-5, -5], [210, 210]);
    expect(ctl.message.text).toBe("Selezionati: 4 quartieri, 0 links");
    const help = Object.fromEntries(ctl.shortcuts());
    expect(help.V).toBe("Seleziona / sposta (clic, Maiusc+clic, trascina un riquadro)");
    expect(help["Ctrl+A"]).toBe("Seleziona ogni quartiere");
  });

  it("shows a plug-in's text that has no entry as it is", () => {
    const ctl = controller("pt");
    ctl.setTool("merge");
    expect(ctl.message.text).toBe("Unir: clique no espaço a manter e depois no vizinho a juntar-lhe");
    ctl.api.say("Já traduzido pelo plug-in");
    expect(ctl.message.text).toBe("Já traduzido pelo plug-in");
    expect(ctl.run((d) => ({ ...moveLabel(d, "a", [30, 30]), label: "Etiqueta do plug-in" }))).toBe(true);
    expect(ctl.message.text).toBe("Etiqueta do plug-in");
  });
});

describe("a controller in English", () => {
  it("says exactly what it always said", () => {
    const ctl = controller();
    expect(ctl.message.text).toBe("Select: click, Shift+click, drag a marquee; drag to move");
    ctl.setTool("draw");
    expect(ctl.message.text).toBe(
      "Draw: click point by point (snaps to neighbours; hold Alt to turn it off); click the first point or Enter to close",
    );
    new Driver(ctl).click([10, 10]).click([50, 10]).key("Enter");
    expect(ctl.message).toEqual({ text: "a district needs at least 3 points", error: true });
    ctl.key({ type: "key", key: "Escape", shift: false, mod: false });
    expect(ctl.message.text).toBe("Drawing cancelled");
    ctl.run((d) => mergeSpaces(d, TEST_PLUGIN, "a", "a"));
    expect(ctl.message).toEqual({ text: "pick two different districts to merge", error: true });
    ctl.run((d) => translateSpaces(d, TEST_PLUGIN, ["a", "b"], 5, 0));
    expect(ctl.message.text).toBe("Move 2 districts");
    ctl.undo();
    expect(ctl.message.text).toBe("Undo: Move 2 districts");
    ctl.redo();
    expect(ctl.message.text).toBe("Redo: Move 2 districts");
    ctl.setTool("select");
    new Driver(ctl).drag([-5, -5], [210, 210]);
    expect(ctl.message.text).toBe("Selected 4 districts, 0 links");
    const help = Object.fromEntries(ctl.shortcuts());
    expect(help["Ctrl+D"]).toBe("Duplicate the selected districts");
    expect(help["Alt (hold)"]).toBe("Turn snapping off while drawing or dragging");
  });
});

describe("panels in Portuguese", () => {
  const Provider = LocaleProvider as FunctionComponent<{ locale: Locale; children?: ReactNode }>;
  const render = <P extends object>(locale: Locale, node: (props: P) => ReactNode, props: P) =>
    renderToStaticMarkup(createElement(Provider, { locale }, createElement(node, props)));

  it("show the kit's headings and the plug-in's field words through its catalogue", () => {
    const ctl = controller();
    ctl.select(selectSpaces(["a"]));
    const html = render("pt", PropertiesPanel, { ctl });
    expect(html).toContain("<h2>Propriedades</h2>");
    expect(html).toContain("<span>Tipo</span>");
    expect(html).toContain("planície");
    expect(html).toContain("arraste uma pega para o mover");
    const en = render("en", PropertiesPanel, { ctl });
    expect(en).toContain("<h2>Properties</h2>");
    expect(en).toContain("<span>Kind</span>");
  });

  it("count problems with the language's plurals", () => {
    const problems: Problem[] = [
      { severity: "error", message: "x", path: "spaces[0]", target: { spaces: [], records: {} } },
    ];
    const html = render("pt", ProblemsList, { problems, onPick: () => {}, checks: "as regras" });
    expect(html).toContain("Problemas");
    expect(html).toContain("1 erro · 0 avisos");
    expect(html).toContain('title="Selecionar e aproximar"');
    expect(render("en", ProblemsList, { problems, onPick: () => {}, checks: "x" })).toContain(
      "1 error · 0 warnings",
    );
    expect(
      render("it", ProblemsList, { problems: [], onPick: () => {}, checks: "le regole di prova" }),
    ).toContain("Nessun problema: la mappa supera ogni controllo di le regole di prova.");
  });
});
