/**
 * The cards' faces in the reader's language (issue 20): the play table's squad and warden cards and
 * the card editor's event previews word their kind, state and rules lines in Italian and Portuguese;
 * card and warden names stay as printed.
 */
import { type Locale, LocaleProvider, tFor } from "@pudding/i18n";
import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BRIGADE_NS } from "../../messages.js";
import { EventCardFace, eventCardWords, SquadCard, WardenCard } from "./cards.js";

const Provider = LocaleProvider as (p: { locale: Locale; children?: ReactNode }) => ReactNode;
const html = (locale: Locale, el: ReactElement) =>
  renderToStaticMarkup(createElement(Provider, { locale }, el));

const squad = {
  id: "q",
  name: "Ash",
  affiliation: "nobles",
  water: 1,
  capacity: 2,
  text: "…",
  active: false,
  mimed: true,
};
const warden = {
  id: "w",
  name: "White Fang",
  side: 2 as const,
  face: "dusk" as const,
  water: 1,
  capacity: 2,
};
const wind = { id: "e1", name: "A wind blows east", kind: "wind", direction: "E", starting: true };
const storm = { id: "e2", name: "Firestorm 1", kind: "firestorm", fireballs: [{ cell: "C3", count: 2 }] };
const faces = (l: Locale) =>
  [
    html(l, createElement(SquadCard, { card: squad })),
    html(l, createElement(WardenCard, { warden: { ...warden, side: 1 } })),
    html(l, createElement(WardenCard, { warden })),
    html(l, createElement(EventCardFace, { card: wind })),
    html(l, createElement(EventCardFace, { card: storm })),
  ].join("\n");

describe("the Brigade's card faces in three languages", () => {
  it("English as before", () => {
    const en = faces("en");
    for (const s of [
      "Ash, Nobles",
      "Needs a tile loyal to you of the Nobles (§11.2)",
      ">inactive<",
      "◆ Mime token (R55)",
      "FIRE WARDEN · SIDE 1",
      "Side 1: two buckets, no rules text (R1).",
      " — Dusk",
      "WIND GUST · STARTING",
      "The wind blows east: every burning tile spreads +1 that way (§5.1).",
      "Fireballs on C3×2 (§5.2).",
      "Firestorm 1: fireballs on C3",
      'aria-label="Wind gust · starting: A wind blows east"',
    ])
      expect(en).toContain(s);
    expect(eventCardWords({ kind: "special", name: "Arson", text: "+1" })).toBe("Special event: Arson — +1");
  });

  it("Italian and Portuguese: kinds, states and rules lines; names as printed", () => {
    const it_ = faces("it");
    for (const s of [
      "Ash, Nobili",
      ">inattiva<",
      "GUARDIANO DEL FUOCO · LATO 1",
      " — Tramonto",
      "RAFFICA DI VENTO · INIZIALE",
      "Il vento soffia verso est",
      "Palle di fuoco su C3×2 (§5.2).",
    ])
      expect(it_).toContain(s);
    const pt = faces("pt");
    for (const s of [
      "Ash, Nobres",
      ">inativa<",
      "GUARDIÃO DO FOGO · LADO 1",
      "RAJADA DE VENTO · INICIAL",
      "Bolas de fogo em C3×2 (§5.2).",
    ])
      expect(pt).toContain(s);
    for (const english of ["inactive", "FIRE WARDEN", "WIND GUST", "Fireballs on", "The wind blows"]) {
      expect(it_).not.toContain(english);
      expect(pt).not.toContain(english);
    }
    expect(eventCardWords({ kind: "special", name: "Arson", text: "+1" }, tFor("it", BRIGADE_NS))).toBe(
      "Evento speciale: Arson — +1",
    );
  });
});

describe("the Brigade's icons in three languages", () => {
  it("brigade, cistern, emblem and wind icons are named in the reader's words", async () => {
    const { EmblemIcon, HelmetIcon, WagonIcon, WindArrowIcon } = await import("./icons.js");
    const { AFFILIATION_LOOK, SEAT_INKS } = await import("../colours.js");
    const icons = (l: Locale) =>
      [
        html(l, createElement(HelmetIcon, { ink: SEAT_INKS.white as (typeof SEAT_INKS)[string] })),
        html(l, createElement(WagonIcon, { ink: SEAT_INKS.pink as (typeof SEAT_INKS)[string] })),
        html(l, createElement(EmblemIcon, { look: AFFILIATION_LOOK.merchants })),
        html(l, createElement(WindArrowIcon, { direction: "E" })),
      ].join("\n");
    const en = icons("en");
    for (const s of [
      'aria-label="White brigade"',
      'aria-label="Pink cistern"',
      'aria-label="Merchants"',
      'aria-label="wind towards E"',
    ])
      expect(en).toContain(s);
    const it_ = icons("it");
    for (const s of [
      'aria-label="Brigata bianca"',
      'aria-label="Cisterna rosa"',
      'aria-label="Mercanti"',
      'aria-label="vento verso E"',
    ])
      expect(it_).toContain(s);
    expect(icons("pt")).toContain('aria-label="Brigada branca"');
  });
});
