/**
 * The cards' rules texts in Italian and Portuguese at the play table (issue 20): every text of every
 * shipped card set has its translations, and the card faces show them only while a card's English is
 * the shipped English of its id (an edited card keeps its own words).
 */
import { checkCatalogue, type Locale, LocaleProvider, tFor } from "@pudding/i18n";
import {
  type BrigadeCards,
  CARD_REGISTRY,
  CARDS_V1,
  type SeatView,
  SHIPPED_CITIES,
} from "@pudding/the-brigade";
import { createElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BRIGADE_NS } from "../messages.js";
import { CARD_TEXT_MESSAGES, cardTextIn, cardTextKey } from "./card-texts.js";
import { SEAT_INKS } from "./colours.js";
import { BarracksBoard } from "./panels/barracks.js";
import { EventCardFace, eventCardWords, SquadCard, WardenCard } from "./panels/cards.js";

const Provider = LocaleProvider as (p: { locale: Locale; children?: ReactNode }) => ReactNode;
const html = (locale: Locale, el: ReactElement) =>
  renderToStaticMarkup(createElement(Provider, { locale }, el));
/** The text as react-dom writes it into the markup. */
const escaped = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;");

/** Every shipped card set: the registry's and any a shipped city embeds. */
const SETS: BrigadeCards[] = [
  ...Object.values(CARD_REGISTRY),
  ...Object.values(SHIPPED_CITIES).flatMap((c) => (typeof c.cards === "string" ? [] : [c.cards])),
];

/** Every rules text of the shipped sets with its key, collected from the data. */
const TEXTS: { key: string; english: string }[] = SETS.flatMap((set) => [
  ...set.squad.map((q) => ({ key: cardTextKey("squad", q.id), english: q.text })),
  ...set.wardens.flatMap((w) => [
    { key: cardTextKey("warden", w.id, "action"), english: w.actionName },
    { key: cardTextKey("warden", w.id, "text"), english: w.text },
  ]),
  ...set.barracks.flatMap((b) => [
    { key: cardTextKey("barracks", b.id, "ability"), english: b.abilityName },
    { key: cardTextKey("barracks", b.id, "text"), english: b.text },
  ]),
  ...set.events.flatMap((e) =>
    e.kind === "special" ? [{ key: cardTextKey("special", e.id), english: e.text }] : [],
  ),
]);

const squadOf = (id: string) => CARDS_V1.squad.find((q) => q.id === id) as BrigadeCards["squad"][number];
const wardenOf = (id: string) => CARDS_V1.wardens.find((w) => w.id === id) as BrigadeCards["wardens"][number];
const specialOf = (id: string) => {
  const e = CARDS_V1.events.find((c) => c.id === id);
  if (e?.kind !== "special") throw new Error(`no special event ${id}`);
  return e;
};

describe("the shipped cards' rules texts in every language", () => {
  it("collects the texts from the data", () => {
    expect(SETS.length).toBeGreaterThan(0);
    // 22 squad cards, 10 wardens × 2, 4 barracks × 2, 13 special events in reconstructed-v1.
    expect(TEXTS.length).toBeGreaterThanOrEqual(63);
  });

  it("every text has Italian and Portuguese, and the English is the data's", () => {
    const problems: string[] = [];
    for (const { key, english } of TEXTS) {
      if (CARD_TEXT_MESSAGES.en[key] !== english)
        problems.push(
          `en ${key}: ${JSON.stringify(CARD_TEXT_MESSAGES.en[key])} ≠ data ${JSON.stringify(english)}`,
        );
      for (const l of ["it", "pt"] as const) {
        const v = CARD_TEXT_MESSAGES[l][key];
        if (!v?.trim()) problems.push(`${l} ${key}: missing`);
        else if (v === english) problems.push(`${l} ${key}: still English`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("the catalogue holds no text the data does not have, and is complete", () => {
    const keys = new Set(TEXTS.map((x) => x.key));
    expect(Object.keys(CARD_TEXT_MESSAGES.en).filter((k) => !keys.has(k))).toEqual([]);
    expect(checkCatalogue(CARD_TEXT_MESSAGES)).toEqual([]);
  });

  it("keeps § and R references and numbers", () => {
    for (const key of Object.keys(CARD_TEXT_MESSAGES.en)) {
      const marks = (s: string | undefined) => (s ?? "").match(/§[\d.]+|\bR\d+|\d+/g)?.sort() ?? [];
      for (const l of ["it", "pt"] as const)
        expect(marks(CARD_TEXT_MESSAGES[l][key]), `${l} ${key}`).toEqual(marks(CARD_TEXT_MESSAGES.en[key]));
    }
  });

  it("cardTextIn translates the shipped English only", () => {
    const it_ = tFor("it", BRIGADE_NS);
    const ester = wardenOf("ester");
    expect(cardTextIn(it_, "warden", "ester", "action", ester.actionName)).toBe("Nebbia");
    expect(cardTextIn(it_, "warden", "ester", "action", "Fog")).toBe("Fog");
    expect(cardTextIn(it_, "warden", "no-such-id", "action", ester.actionName)).toBe(ester.actionName);
    expect(cardTextIn(it_, "warden", "ester", "text", undefined)).toBeUndefined();
    expect(cardTextIn(tFor("en", BRIGADE_NS), "warden", "ester", "text", ester.text)).toBe(ester.text);
    expect(cardTextIn(tFor("pt", BRIGADE_NS), "squad", "lumen", "text", squadOf("lumen").text)).toBe(
      "Apagar por completo um incêndio da Universidade custa menos uma água; ganhas na mesma a fama toda.",
    );
  });
});

describe("the card faces show the texts in the reader's language", () => {
  const kulari = squadOf("kulari-one-shoe");
  const squad = { ...kulari, water: 2, capacity: kulari.water, active: true, mimed: false };
  const edited = { ...squad, text: "Your Move Brigade actions have 7 movement points." };
  const galeela = wardenOf("galeela");
  const warden = { ...galeela, side: 2 as const, capacity: galeela.water };
  const arson = specialOf("arson");

  it("a squad card", () => {
    expect(html("en", createElement(SquadCard, { card: squad }))).toContain(`>${escaped(kulari.text)}<`);
    expect(html("it", createElement(SquadCard, { card: squad }))).toContain(
      ">Le tue azioni Muovere la brigata hanno 5 punti movimento invece di 3.<",
    );
    expect(html("pt", createElement(SquadCard, { card: squad }))).toContain(
      ">As tuas ações Mover a brigada têm 5 pontos de movimento em vez de 3.<",
    );
    // Edited in the card editor: same id, other words — its own words in every language.
    const it_ = html("it", createElement(SquadCard, { card: edited }));
    expect(it_).toContain(">Your Move Brigade actions have 7 movement points.<");
    expect(it_).not.toContain("punti movimento invece di 3");
  });

  it("a warden card (side 2)", () => {
    expect(html("en", createElement(WardenCard, { warden }))).toContain(
      `<strong>Mime:</strong> ${escaped(galeela.text)}</p>`,
    );
    const it_ = html("it", createElement(WardenCard, { warden }));
    expect(it_).toContain(
      "<strong>Mimo:</strong> Piazza il segnalino Mimo su una qualsiasi carta squadra in gioco: ne usi l&#x27;abilità senza un tassello leale.</p>",
    );
    expect(it_).toContain("Galeela");
    expect(html("pt", createElement(WardenCard, { warden }))).toContain(
      "<strong>Mímica:</strong> Põe o marcador",
    );
    const own = html(
      "it",
      createElement(WardenCard, { warden: { ...warden, actionName: "Mime", text: "Copy a squad card." } }),
    );
    expect(own).toContain("<strong>Mimo:</strong> Copy a squad card.</p>");
    const renamed = html("it", createElement(WardenCard, { warden: { ...warden, actionName: "Copycat" } }));
    expect(renamed).toContain("<strong>Copycat:</strong> Piazza il segnalino Mimo");
  });

  it("a special event card and its words", () => {
    const card = { ...arson };
    expect(html("en", createElement(EventCardFace, { card }))).toContain(`>${escaped(arson.text)}</span>`);
    const it_ = html("it", createElement(EventCardFace, { card }));
    expect(it_).toContain(">+1 intensità su ogni tassello in fiamme senza segnalini fama.</span>");
    expect(it_).toContain(
      'aria-label="Evento speciale · festa del fuoco: Arson — +1 intensità su ogni tassello in fiamme senza segnalini fama."',
    );
    expect(html("pt", createElement(EventCardFace, { card }))).toContain(
      ">+1 de intensidade em cada quarteirão em chamas sem fichas de fama.</span>",
    );
    expect(eventCardWords(card)).toBe(`Special event · fire festival: Arson — ${arson.text}`);
    const own = { ...card, text: "+2 intensity on every burning tile." };
    expect(html("it", createElement(EventCardFace, { card: own }))).toContain(
      ">+2 intensity on every burning tile.</span>",
    );
    expect(eventCardWords(own, tFor("it", BRIGADE_NS))).toBe(
      "Evento speciale · festa del fuoco: Arson — +2 intensity on every burning tile.",
    );
  });

  it("a barracks board's ability", () => {
    const b = CARDS_V1.barracks.find((x) => x.id === "white-barracks") as BrigadeCards["barracks"][number];
    const track = { position: 0, value: 2, last: 5, blue: false, values: [2, 3, 3, 4, 5, 6] };
    const seat = (barracks: Partial<typeof b>) =>
      ({
        name: "Ada",
        tracks: { squad: track, cistern: track, command: track },
        cistern: { cell: null, water: 1, capacity: 2 },
        barracks: {
          id: b.id,
          name: b.name,
          colour: b.colour,
          abilityName: b.abilityName,
          text: b.text,
          ...barracks,
        },
      }) as unknown as SeatView;
    const board = (l: Locale, s: SeatView) =>
      html(
        l,
        createElement(BarracksBoard, {
          seat: s,
          ink: SEAT_INKS.white as NonNullable<typeof SEAT_INKS.white>,
        }),
      );
    expect(board("en", seat({}))).toContain(`<strong>Street Wisdom:</strong> ${escaped(b.text)}</div>`);
    expect(board("it", seat({}))).toContain(
      "<strong>Saggezza di strada:</strong> Puoi effettuare un Rifornimento su qualsiasi tassello rimuovendo da quel tassello un tuo segnalino fama.</div>",
    );
    expect(board("pt", seat({}))).toContain("<strong>Sabedoria de rua:</strong> Podes Reabastecer");
    expect(board("it", seat({ text: "Refill anywhere." }))).toContain(
      "<strong>Saggezza di strada:</strong> Refill anywhere.</div>",
    );
  });
});
