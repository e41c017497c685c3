import { THE_BRIGADE, TINDERBOX } from "@pudding/the-brigade";
import { describe, expect, it } from "vitest";
import {
  cardsCarried,
  cycleFireball,
  deckEdited,
  edit,
  historyOf,
  importCards,
  locate,
  nextVersion,
  problemsOf,
  redo,
  setCard,
  shippedCardCity,
  staleTexts,
  undo,
  withCards,
} from "./model.js";

describe("the card editor's model (§17)", () => {
  it("starts from the shipped city with reconstructed-v1 embedded, valid", () => {
    const doc = shippedCardCity();
    expect(doc.cards.id).toBe("reconstructed-v1");
    expect(doc.cards.events.length).toBeGreaterThan(20);
    expect(problemsOf(doc)).toEqual([]);
  });

  it("an edit versions the data set (§17.8) and is undoable", () => {
    let h = historyOf(shippedCardCity());
    h = edit(h, (d) => setCard(d, "events", 6, { ...d.cards.events[6], name: "The north wind" }));
    expect(h.present.cards.id).toBe("reconstructed-v2");
    expect(h.present.cards.name).toMatch(/\(edited\)$/);
    expect(h.present.cards.events[6]?.name).toBe("The north wind");
    h = undo(h);
    expect(h.present.cards.id).toBe("reconstructed-v1");
    h = redo(h);
    expect(h.present.cards.events[6]?.name).toBe("The north wind");
    expect(nextVersion("my-cards")).toBe("my-cards-v2");
  });

  it("cycles a firestorm square 0 → 1 → 2 → 3 → 0 fireballs and keeps reading order (R12, R13)", () => {
    let f = cycleFireball([{ cell: "D4", count: 1 }], "B2");
    expect(f).toEqual([
      { cell: "B2", count: 1 },
      { cell: "D4", count: 1 },
    ]);
    f = cycleFireball(cycleFireball(f, "B2"), "B2");
    expect(f[0]).toEqual({ cell: "B2", count: 3 });
    expect(cycleFireball(f, "B2")).toEqual([{ cell: "D4", count: 1 }]);
  });

  it("validates live with the module's paths and sentences, located on the card", () => {
    const doc = shippedCardCity();
    const storm = doc.cards.events.findIndex((e) => e.kind === "firestorm");
    const bad = setCard(doc, "events", storm, { ...doc.cards.events[storm], fireballs: [] });
    const p = problemsOf(bad);
    expect(p.length).toBeGreaterThan(0);
    expect(p[0]?.path).toBe(`cards.events[${storm}].fireballs`);
    expect(locate(p[0]?.path ?? "")).toEqual({ section: "events", index: storm, field: "fireballs" });
    const dup = setCard(doc, "squad", 1, { ...doc.cards.squad[1], name: doc.cards.squad[0]?.name });
    expect(
      problemsOf(dup)
        .map((i) => i.message)
        .join(),
    ).toMatch(/already used/);
  });

  it("an edited city sets up a game that deals the edited deck", () => {
    const doc = edit(historyOf(shippedCardCity()), (d) => ({
      ...d,
      cards: {
        ...d.cards,
        events: d.cards.events.map((e) => (e.kind === "wind" ? { ...e, direction: "E" } : e)),
      },
    })).present;
    const map = THE_BRIGADE.map.parse(doc);
    expect(map.ok).toBe(true);
    if (!map.ok) return;
    const rules = THE_BRIGADE.rules.parse({});
    if (!rules.ok) return;
    const g = THE_BRIGADE.setup({ map: map.value, rules: rules.value, seats: 3, seed: 1 });
    expect(g.ok).toBe(true);
    if (g.ok)
      expect(g.value.data.events.filter((e) => e.kind === "wind").every((e) => e.direction === "E")).toBe(
        true,
      );
  });

  it("imports a card data set or a city, and refuses what is neither", () => {
    const into = shippedCardCity();
    const cards = { ...into.cards, id: "real-v1", name: "Real cards" };
    const r = importCards(JSON.stringify(cards), into);
    expect(r.ok && r.doc.cards.id).toBe("real-v1");
    const c = importCards(JSON.stringify(TINDERBOX), into);
    expect(c.ok && typeof c.doc.cards).toBe("object");
    expect(importCards("{", into).ok).toBe(false);
    expect(importCards('{"format":"x"}', into).ok).toBe(false);
  });
});

describe("the lab's run B carries other cards (issue 32 §2)", () => {
  it("withCards keeps the city and swaps in the shipped (or given) card set, touching neither", () => {
    const doc = shippedCardCity();
    doc.cards.id = "mine-v1";
    doc.cards.events = doc.cards.events.slice(0, 10);
    const b = withCards(doc);
    expect(b.cards.id).toBe("reconstructed-v1");
    expect(b.cards.events.length).toBeGreaterThan(10);
    expect({ ...b, cards: undefined }).toEqual({ ...doc, cards: undefined });
    expect(doc.cards.events.length).toBe(10);
    expect(withCards(shippedCardCity(), doc.cards).cards.id).toBe("mine-v1");
  });
  it("cardsCarried reads a published city's embedded or named cards, null otherwise", () => {
    expect(cardsCarried(shippedCardCity())?.id).toBe("reconstructed-v1");
    expect(cardsCarried({ cards: "reconstructed-v1" })?.events.length).toBeGreaterThan(10);
    expect(cardsCarried({ cards: "nope" })).toBeNull();
    expect(cardsCarried(null)).toBeNull();
  });
});

describe("texts that no longer match their data (issue 32 §8)", () => {
  it("the shipped deck has none", () => {
    expect(staleTexts(shippedCardCity())).toEqual([]);
  });
  it("§5.1 a wind card set to NE that keeps the name “A wind blows north” is flagged on its name", () => {
    const doc = shippedCardCity();
    const i = doc.cards.events.findIndex((e) => e.kind === "wind" && e.name === "A wind blows north");
    expect(i).toBeGreaterThanOrEqual(0);
    (doc.cards.events[i] as { direction: string }).direction = "NE";
    expect(staleTexts(doc)).toEqual([
      { path: `cards.events[${i}].name`, code: "windName", params: { said: "north", direction: "NE" } },
    ]);
    (doc.cards.events[i] as { name: string }).name = "A wind blows north-east";
    expect(staleTexts(doc)).toEqual([]);
  });
  it("§11.5 a squad card with Commons cooling moved to the Council is flagged on its ability", () => {
    const doc = shippedCardCity();
    const i = doc.cards.squad.findIndex((c) => c.ability === "commonsCooling");
    expect(i).toBeGreaterThanOrEqual(0);
    (doc.cards.squad[i] as { affiliation: string }).affiliation = "council";
    expect(staleTexts(doc)).toEqual([
      {
        path: `cards.squad[${i}].ability`,
        code: "squadAbility",
        params: { needs: "commons", affiliation: "council" },
      },
    ]);
  });
  it("an edited deck is one no longer under a shipped id (§17.8)", () => {
    expect(deckEdited(shippedCardCity())).toBe(false);
    const h = edit(historyOf(shippedCardCity()), (d) =>
      setCard(d, "events", 0, { ...d.cards.events[0], name: "X" }),
    );
    expect(deckEdited(h.present)).toBe(true);
  });
});
