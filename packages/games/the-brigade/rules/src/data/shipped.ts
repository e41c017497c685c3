/**
 * The shipped data: the card data set `reconstructed-v1` and the city of Tinderbox, parsed and
 * checked once when the module loads (a broken shipped document is a programming error).
 */
import { CARD_REGISTRY, checkCards, parseCity } from "./parse.js";
import { RECONSTRUCTED_V1, RECONSTRUCTED_V1_CARDS, TINDERBOX_INPUT } from "./reconstructed-v1.js";
import { type BrigadeCards, type BrigadeMap, CardsSchema } from "./schema.js";

function loadCards(): BrigadeCards {
  const parsed = CardsSchema.safeParse(RECONSTRUCTED_V1_CARDS);
  if (!parsed.success) throw new Error(`shipped cards: ${parsed.error.message}`);
  const issues = checkCards(parsed.data);
  if (issues.length) throw new Error(`shipped cards: ${issues[0]?.path}: ${issues[0]?.message}`);
  return parsed.data;
}

/** The card data set `reconstructed-v1` (parsed). */
export const CARDS_V1: BrigadeCards = loadCards();
CARD_REGISTRY[RECONSTRUCTED_V1] = CARDS_V1;

function loadCity(): BrigadeMap {
  const r = parseCity(TINDERBOX_INPUT);
  if (!r.ok) throw new Error(`shipped city: ${r.issues[0]?.path}: ${r.issues[0]?.message}`);
  return r.value;
}

/** The city of Tinderbox with the `reconstructed-v1` data (parsed). */
export const TINDERBOX: BrigadeMap = loadCity();

/** Shipped cities by id. */
export const SHIPPED_CITIES: Record<string, BrigadeMap> = { [TINDERBOX.id]: TINDERBOX };
/** Shipped cities by data set id (the `cityBlocks` option names one). */
export const CITIES_BY_DATASET: Record<string, BrigadeMap> = { [TINDERBOX.dataset]: TINDERBOX };
