/**
 * The card editor's model, pure data: the city being edited with its card data set embedded (§17.3
 * event deck, §17.5 squad deck, §17.6 wardens, §17.7 barracks boards), validated live by the
 * module's own parse functions (`parseCity`, which checks the embedded cards with their full
 * `cards.…` paths), every problem located on a card and a field; versioning (a changed data set
 * gets a new id, `reconstructed-v1` → `reconstructed-v2`, §17.8); new cards from templates;
 * firestorm squares cycled 0 → 1 → 2 → 3 → 0 fireballs (R13); an undo history.
 */
import type { Issue } from "@pudding/engine";
import {
  AFFILIATIONS,
  type BrigadeCardsInput,
  type BrigadeMapInput,
  CARD_REGISTRY,
  CARDS_V1,
  CardsSchema,
  CitySchema,
  cardsOf,
  parseCards,
  parseCity,
  TINDERBOX,
} from "@pudding/the-brigade";

/** The sections of a card data set the editor shows as tabs. */
export const SECTIONS = ["events", "squad", "wardens", "barracks"] as const;
/** A section. */
export type Section = (typeof SECTIONS)[number];

/** A card set as written (defaults may be missing while it is edited). */
export type CardSet = BrigadeCardsInput;
/** An event card as written. */
export type EventIn = CardSet["events"][number];
/** A squad card as written. */
export type SquadIn = CardSet["squad"][number];
/** A warden as written. */
export type WardenIn = CardSet["wardens"][number];
/** A barracks board as written. */
export type BarracksIn = CardSet["barracks"][number];

/** The document the card editor edits: a city with its cards embedded (what publishing stores). */
export type CardCity = Omit<BrigadeMapInput, "cards"> & { cards: CardSet };

/** A copy of any JSON value. */
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** Ids of the shipped card data sets (an edited set must take another id, §17.8). */
export const shippedCardIds = (): string[] => Object.keys(CARD_REGISTRY);

/** The shipped city with its card data set embedded: where editing starts. */
export function shippedCardCity(): CardCity {
  const city = clone(TINDERBOX) as unknown as CardCity;
  city.cards = clone(cardsOf(TINDERBOX) ?? CARDS_V1) as CardSet;
  return city;
}

/**
 * The same city carrying another card data set (issue 32 §2: the lab's run B plays the edited city
 * with the shipped cards, or a published set, so the comparison measures the cards alone).
 */
export function withCards(city: CardCity, cards: CardSet = shippedCardCity().cards): CardCity {
  return { ...clone(city), cards: clone(cards) };
}

/** The card data set a (published) city document carries, embedded or named; null when none. */
export function cardsCarried(doc: unknown): CardSet | null {
  const cards = (doc as { cards?: unknown } | null)?.cards;
  if (typeof cards === "string") return (CARD_REGISTRY[cards] as CardSet | undefined) ?? null;
  return cards && typeof cards === "object" && Array.isArray((cards as CardSet).events)
    ? (cards as CardSet)
    : null;
}

/** A city document with its card data set embedded (a named shipped set is copied in). */
export function embedCards(city: BrigadeMapInput): CardCity {
  const out = clone(city) as unknown as CardCity & { cards: unknown };
  if (typeof out.cards === "string") out.cards = clone(CARD_REGISTRY[out.cards] ?? CARDS_V1) as CardSet;
  return out as CardCity;
}

/** The next version of an id: `x-v1` → `x-v2`, `x` → `x-v2`. */
export function nextVersion(id: string): string {
  const m = /^(.*)-v(\d+)$/.exec(id);
  return m ? `${m[1]}-v${Number(m[2]) + 1}` : `${id}-v2`;
}

/**
 * The document after an edit: a card set still carrying a shipped id gets the next free version
 * (so the edited data never passes for the shipped one, and the lab can compare the two).
 */
export function versioned(doc: CardCity): CardCity {
  const taken = new Set(shippedCardIds());
  if (!taken.has(doc.cards.id)) return doc;
  let id = nextVersion(doc.cards.id);
  while (taken.has(id)) id = nextVersion(id);
  const name = / \(edited\)$/.test(doc.cards.name) ? doc.cards.name : `${doc.cards.name} (edited)`;
  return { ...doc, cards: { ...doc.cards, id, name: name.slice(0, 60) } };
}

/** Every problem of the document, from the module's parse functions (path + sentence). */
export function problemsOf(doc: CardCity): Issue[] {
  const city = parseCity(doc);
  if (!city.ok) return city.issues;
  return city.warnings ?? [];
}

/** Problems of the card set alone (its own paths, no `cards.` prefix). */
export const cardProblems = (cards: CardSet): Issue[] => {
  const r = parseCards(cards);
  return r.ok ? [] : r.issues;
};

/** Where a problem is: a section, a card index and a field, from its path. */
export interface Location {
  section: Section | null;
  index: number | null;
  field: string | null;
}

/** The card and field a problem's path points at (`cards.events[3].fireballs[1].cell`). */
export function locate(path: string): Location {
  const m = /^(?:cards\.)?(events|squad|wardens|barracks)(?:\[(\d+)\](?:\.(.+))?)?$/.exec(path);
  if (!m) return { section: null, index: null, field: null };
  return {
    section: m[1] as Section,
    index: m[2] === undefined ? null : Number(m[2]),
    field: m[3] ?? null,
  };
}

/** The problems of one card (section and index). */
export function problemsAt(problems: readonly Issue[], section: Section, index: number): Issue[] {
  return problems.filter((p) => {
    const l = locate(p.path);
    return l.section === section && l.index === index;
  });
}

/** A fresh id in a section from a stem (`wind-13`). */
export function freshCardId(cards: CardSet, section: Section, stem: string): string {
  const used = new Set((cards[section] as { id: string }[]).map((c) => c.id));
  for (let n = 1; ; n++) {
    const id = `${stem}-${String(n).padStart(2, "0")}`;
    if (!used.has(id)) return id;
  }
}

/** A new card of a kind, ready to edit. */
export function newCard(
  cards: CardSet,
  kind: "wind" | "firestorm" | "special" | Exclude<Section, "events">,
): { section: Section; card: EventIn | SquadIn | WardenIn | BarracksIn } {
  switch (kind) {
    case "wind":
      return {
        section: "events",
        card: {
          id: freshCardId(cards, "events", "wind"),
          name: "A new wind",
          kind: "wind",
          direction: "N",
          source: "reconstructed",
          starting: false,
        },
      };
    case "firestorm":
      return {
        section: "events",
        card: {
          id: freshCardId(cards, "events", "firestorm"),
          name: "A new firestorm",
          kind: "firestorm",
          fireballs: [{ cell: "C3", count: 1 }],
          source: "reconstructed",
          starting: false,
        },
      };
    case "special":
      return {
        section: "events",
        card: {
          id: freshCardId(cards, "events", "special"),
          name: "A new special event",
          kind: "special",
          effect: "placeRenown",
          text: "Each player places 1 renown on any tile.",
          source: "reconstructed",
          starting: false,
        },
      };
    case "squad":
      return {
        section: "squad",
        card: {
          id: freshCardId(cards, "squad", "member"),
          name: `New member ${cards.squad.length + 1}`,
          affiliation: "commons",
          water: 2,
          ability: "longStride",
          text: "Move Brigade actions have 5 movement points instead of 3.",
          source: "reconstructed",
        },
      };
    case "wardens":
      return {
        section: "wardens",
        card: {
          id: freshCardId(cards, "wardens", "warden"),
          name: `New warden ${cards.wardens.length + 1}`,
          water: 2,
          action: "alliances",
          actionName: "Alliances",
          text: "Until your next turn, event cards do not affect tiles loyal to you.",
          source: "reconstructed",
        },
      };
    case "barracks":
      return {
        section: "barracks",
        card: {
          id: freshCardId(cards, "barracks", "barracks"),
          name: `Barracks ${cards.barracks.length + 1}`,
          colour: "white",
          ability: "streetWisdom",
          abilityName: "Street Wisdom",
          text: "You may Refill on any tile by returning one of your renown tokens from that tile.",
          source: "reconstructed",
        },
      };
  }
}

/** R13: a square's fireballs cycle 0 → 1 → 2 → 3 → 0 when it is clicked. */
export function cycleFireball(
  fireballs: readonly { cell: string; count?: number }[],
  cell: string,
): { cell: string; count: number }[] {
  const out = fireballs.map((f) => ({ cell: f.cell, count: f.count ?? 1 }));
  const i = out.findIndex((f) => f.cell === cell);
  if (i < 0) out.push({ cell, count: 1 });
  else if ((out[i]?.count ?? 1) >= 3) out.splice(i, 1);
  else (out[i] as { count: number }).count += 1;
  // R12: fireballs resolve in reading order; keep the card in that order too.
  const key = (c: string) => (Number(c.slice(1)) - 1) * 6 + (c.charCodeAt(0) - 65);
  return out.sort((a, b) => key(a.cell) - key(b.cell));
}

/** An undo history of documents. */
export interface History {
  past: CardCity[];
  present: CardCity;
  future: CardCity[];
}

/** A history starting at `doc`. */
export const historyOf = (doc: CardCity): History => ({ past: [], present: doc, future: [] });

/** The history after an edit (versioned: see {@link versioned}). */
export function edit(h: History, change: (doc: CardCity) => CardCity): History {
  const next = versioned(change(h.present));
  if (JSON.stringify(next) === JSON.stringify(h.present)) return h;
  return { past: [...h.past.slice(-99), h.present], present: next, future: [] };
}

/** One step back. */
export const undo = (h: History): History =>
  h.past.length
    ? {
        past: h.past.slice(0, -1),
        present: h.past[h.past.length - 1] as CardCity,
        future: [h.present, ...h.future],
      }
    : h;

/** One step forward. */
export const redo = (h: History): History =>
  h.future.length
    ? { past: [...h.past, h.present], present: h.future[0] as CardCity, future: h.future.slice(1) }
    : h;

/** Replaces one card of a section. */
export function setCard(doc: CardCity, section: Section, index: number, card: unknown): CardCity {
  const list = [...(doc.cards[section] as unknown[])];
  list[index] = card;
  return { ...doc, cards: { ...doc.cards, [section]: list } };
}

/** Adds a card at the end of a section. */
export function addCard(doc: CardCity, section: Section, card: unknown): CardCity {
  return { ...doc, cards: { ...doc.cards, [section]: [...(doc.cards[section] as unknown[]), card] } };
}

/** Removes a card of a section. */
export function removeCard(doc: CardCity, section: Section, index: number): CardCity {
  const list = (doc.cards[section] as unknown[]).filter((_, i) => i !== index);
  return { ...doc, cards: { ...doc.cards, [section]: list } };
}

/** Reads a dropped or imported file: a city (its cards embedded) or a card set (put into `into`). */
export function importCards(
  text: string,
  into: CardCity,
):
  | { ok: true; doc: CardCity; note: string; kind: "cards" | "city" }
  | { ok: false; issues: (Issue & { error?: string })[] } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const error = (e as Error).message;
    return {
      ok: false,
      issues: [{ path: "(root)", message: `not JSON: ${error}`, code: "not-json", error }],
    };
  }
  const format = (value as { format?: unknown } | null)?.format;
  // A document with rule problems still opens, so they can be fixed here; a malformed one does not.
  if (format === "the-brigade/cards") {
    if (!CardsSchema.safeParse(value).success) {
      const r = parseCards(value);
      return { ok: false, issues: r.ok ? [] : r.issues };
    }
    return {
      ok: true,
      doc: { ...into, cards: value as CardSet },
      note: "Imported a card data set into the city",
      kind: "cards",
    };
  }
  if (format === "the-brigade/city") {
    const cards = (value as { cards?: unknown }).cards;
    const shape = CitySchema.safeParse({
      ...(value as object),
      cards: typeof cards === "string" ? cards : "x",
    });
    if (!shape.success || (typeof cards !== "string" && !CardsSchema.safeParse(cards).success)) {
      const r = parseCity(value);
      return { ok: false, issues: r.ok ? [] : r.issues };
    }
    return {
      ok: true,
      doc: embedCards(value as BrigadeMapInput),
      note: "Imported a city and its cards",
      kind: "city",
    };
  }
  return {
    ok: false,
    issues: [
      {
        path: "format",
        message: 'expected a card data set ("the-brigade/cards") or a city ("the-brigade/city")',
        code: "unknown-format",
      },
    ],
  };
}

/** A text on a card that no longer matches its data (issue 32 §8), to be worded by the editor. */
export interface StaleText {
  path: string;
  code: "windName" | "squadAbility";
  params: Record<string, string>;
}

/** Direction words a wind card's name may carry (English, Italian, Portuguese), compound ones first. */
const WIND_WORDS: readonly [RegExp, string][] = [
  [/\bnorth[- ]?east\b|\bnord[- ]?est\b|\bnordeste\b/i, "NE"],
  [/\bnorth[- ]?west\b|\bnord[- ]?ovest\b|\bnoroeste\b/i, "NW"],
  [/\bsouth[- ]?east\b|\bsud[- ]?est\b|\bsudeste\b/i, "SE"],
  [/\bsouth[- ]?west\b|\bsud[- ]?ovest\b|\bsudoeste\b/i, "SW"],
  [/\bnorth(ward|erly)?\b|\bnord\b|\bnorte\b/i, "N"],
  [/\bsouth(ward|erly)?\b|\bsud\b|\bsul\b/i, "S"],
  [/\beast(ward|erly)?\b|\best\b|\bleste\b/i, "E"],
  [/\bwest(ward|erly)?\b|\bovest\b|\boeste\b/i, "W"],
];

/**
 * Card texts that no longer match their data (issue 32 §8): a wind card whose name names another
 * direction than it blows ("A wind blows north" set to NE, §5.1), and a squad card whose ability
 * works on one affiliation's loyalty while the card belongs to another ("Commons cooling" moved to
 * the Council, §11.5). Warnings: the data is valid, the words mislead.
 */
export function staleTexts(doc: CardCity): StaleText[] {
  const out: StaleText[] = [];
  doc.cards.events.forEach((e, i) => {
    const card = e as { kind?: string; name?: string; direction?: string };
    if (card.kind !== "wind" || typeof card.name !== "string" || !card.direction) return;
    for (const [re, dir] of WIND_WORDS) {
      const m = re.exec(card.name);
      if (!m) continue;
      if (dir !== card.direction)
        out.push({
          path: `cards.events[${i}].name`,
          code: "windName",
          params: { said: m[0], direction: card.direction },
        });
      return;
    }
  });
  doc.cards.squad.forEach((c, i) => {
    const card = c as { ability?: string; affiliation?: string };
    const needs = AFFILIATIONS.find((a) => card.ability?.startsWith(a));
    if (needs && card.affiliation && card.affiliation !== needs)
      out.push({
        path: `cards.squad[${i}].ability`,
        code: "squadAbility",
        params: { needs, affiliation: card.affiliation },
      });
  });
  return out;
}

/** Does the deck carry edits (a set no longer under a shipped id, §17.8)? */
export const deckEdited = (doc: CardCity): boolean => !shippedCardIds().includes(doc.cards.id);
