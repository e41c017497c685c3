import { checkCatalogue, type Locale, LocaleProvider } from "@pudding/i18n";
import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CardWorkspace } from "./CardWorkspace.js";
import { PatternEditor, TracksEditor } from "./controls.js";
import { BarracksEditor, SquadEditor, WardenEditor } from "./editors.js";
import { CARDS_MESSAGES } from "./messages.js";
import { shippedCardCity } from "./model.js";
import { BARRACKS_WORDS, SPECIAL_WORDS, SQUAD_ABILITY_WORDS, WARDEN_ACTION_WORDS } from "./words.js";

/** `LocaleProvider` with its children given as `createElement`'s argument. */
const Provider = LocaleProvider as (p: { locale: Locale; children?: ReactNode }) => ReactNode;
const html = (locale: Locale, el: ReactElement) =>
  renderToStaticMarkup(createElement(Provider, { locale }, el));
const workspace = (locale: Locale) =>
  html(locale, createElement(CardWorkspace, { storage: null, initial: shippedCardCity() }));
const noop = () => {};

describe("the card editor in Italian and Portuguese (issue 20)", () => {
  it("its catalogue is complete in every language, plurals and placeholders included", () => {
    expect(checkCatalogue(CARDS_MESSAGES)).toEqual([]);
    // Every meaning of the data format's keys has its Italian and Portuguese.
    const meanings = [
      ...Object.keys(SQUAD_ABILITY_WORDS).map((k) => `meaning.squad.${k}`),
      ...Object.keys(WARDEN_ACTION_WORDS).map((k) => `meaning.warden.${k}`),
      ...Object.keys(BARRACKS_WORDS).map((k) => `meaning.barracks.${k}`),
      ...Object.keys(SPECIAL_WORDS).map((k) => `meaning.special.${k}`),
    ];
    for (const l of ["it", "pt"] as const)
      expect(meanings.filter((k) => !CARDS_MESSAGES[l][k]?.trim()).map((k) => `${l}: ${k}`)).toEqual([]);
  });

  it("the workspace speaks Italian: tabs, buttons, headings, the event editor", () => {
    const it_ = workspace("it");
    for (const s of [
      "The Brigade — carte",
      ">Annulla<",
      ">Ripeti<",
      "Importa…",
      ">Esporta carte<",
      ">Carte fornite<",
      "Carte evento (",
      "Carte squadra (",
      ">Guardiani (",
      ">Tracciati<",
      ">Set di dati<",
      ">Laboratorio<",
      ">+ Vento<",
      ">+ Tempesta<",
      ">Duplica<",
      ">Elimina<",
      'aria-label="Sezioni dell&#x27;editor delle carte"',
      "Tipo (§5)",
      "Raffica di vento (§5.1)",
      "Evento iniziale — angoli gialli (§6)",
      "Problemi <span",
      "Valido: i controlli del modulo passano (",
      " eventi, ",
      " carte squadra, ",
      "plance caserma).",
    ])
      expect(it_).toContain(s);
    for (const s of ["Event cards", ">Undo<", "Export cards", "Duplicate", "Problems <span", "Valid:"])
      expect(it_).not.toContain(s);
  });

  it("and Portuguese", () => {
    const pt = workspace("pt");
    for (const s of [
      "The Brigade — cartas",
      ">Anular<",
      "Cartas de evento (",
      ">Trilhas<",
      ">Apagar<",
      "Rajada de vento (§5.1)",
      "Problemas <span",
      "Válido: as verificações do módulo passam (",
    ])
      expect(pt).toContain(s);
  });

  it("in English it reads as it always has", () => {
    const en = workspace("en");
    const cards = shippedCardCity().cards;
    for (const s of [
      "The Brigade — cards",
      `data set <code>${cards.id}</code> · ${cards.name}`,
      'title="Undo (Ctrl+Z)"',
      ">Undo<",
      ">Export cards<",
      ">Export city<",
      ">Shipped cards<",
      `Event cards (${cards.events.length})`,
      `Squad cards (${cards.squad.length})`,
      ">Tracks<",
      ">Data set<",
      ">Lab<",
      ">+ Wind<",
      ">+ Firestorm<",
      ">+ Special<",
      ">Duplicate<",
      ">Delete<",
      'aria-label="events cards"',
      'aria-label="Card editor sections"',
      "Kind (§5)",
      "Wind gust (§5.1)",
      "Problems <span",
      `Valid: the module&#x27;s checks pass (${cards.events.length} events, ${cards.squad.length} squad cards, ${cards.wardens.length} wardens, ${cards.barracks.length} barracks boards).`,
    ])
      expect(en).toContain(s);
  });

  it("the other card editors, the tracks and the firestorm painter speak the reader's language", () => {
    const cards = shippedCardCity().cards;
    const squad = html(
      "it",
      createElement(SquadEditor, { card: cards.squad[0] as never, onChange: noop, issues: [] }),
    );
    expect(squad).toContain("Abilità (il significato per il motore)");
    expect(squad).toContain("longStride — Muovere la brigata ha 5 punti movimento (Kulari One-Shoe)");
    expect(squad).toContain(">Sobborghi popolari<");
    expect(squad).toContain('aria-label="Nome della carta squadra"');
    const warden = html(
      "pt",
      createElement(WardenEditor, { card: cards.wardens[0] as never, onChange: noop, issues: [] }),
    );
    expect(warden).toContain("Ação do lado 2 (§14.2)");
    expect(warden).toContain(">desconhecida<");
    expect(warden).toContain(">branca<");
    const barracks = html(
      "it",
      createElement(BarracksEditor, { card: cards.barracks[0] as never, onChange: noop, issues: [] }),
    );
    expect(barracks).toContain("Abilità del lato 2 (§14.3)");
    expect(barracks).toContain("reconstructed — proposto nel §17");
    const tracks = { squad: [1, 2, 3], cistern: [1, 2, 3], command: [1, 2, 3] };
    const it_ = html("it", createElement(TracksEditor, { value: tracks, onChange: noop }));
    expect(it_).toContain(">Membri della Squadra<");
    expect(it_).toContain('aria-label="Capacità Cisterna, spazio 3 (cerchio blu)"');
    expect(it_).toContain('aria-label="Togli l&#x27;ultimo spazio di Comando"');
    const en = html("en", createElement(TracksEditor, { value: tracks, onChange: noop }));
    expect(en).toContain('aria-label="Cistern Capacity space 3 (blue circle)"');
    const storm = [{ cell: "B2", count: 2 }];
    const pattern = html("pt", createElement(PatternEditor, { fireballs: storm, onToggle: noop }));
    expect(pattern).toContain('aria-label="B2: 2 bolas de fogo"');
    expect(pattern).toContain('aria-label="B3: 0 bolas de fogo"');
    expect(pattern).toContain('aria-label="C2: 0 bolas de fogo"');
    expect(
      html("it", createElement(PatternEditor, { fireballs: [{ cell: "C2" }], onToggle: noop })),
    ).toContain('aria-label="C2: 1 palla di fuoco"');
    const enPattern = html("en", createElement(PatternEditor, { fireballs: storm, onToggle: noop }));
    expect(enPattern).toContain('aria-label="B2: 2 fireballs"');
    expect(enPattern).toContain('aria-label="A1: 0 fireballs (a corner: a fireball here is lost, R3)"');
  });
});
