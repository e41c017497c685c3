/** The Cards page host's words (loading line, the lab's names of the compared rules), namespace `editor-app.cards`. */
import { type Bundles, registerMessages } from "@pudding/i18n";

export const CARDS_HOST_NS = "editor-app.cards";

export const CARDS_HOST_MESSAGES: Bundles = {
  en: {
    loading: "Loading the card editor…",
    "lab.edited": "edited cards",
    "lab.shippedAll": "shipped cards and track values",
    "lab.shippedCards": "shipped cards, your track values",
    "lab.shippedTracks": "your cards, shipped track values",
    "lab.published": "published cards: {{name}}",
  },
  it: {
    loading: "Caricamento dell'editor delle carte…",
    "lab.edited": "carte modificate",
    "lab.shippedAll": "carte e valori dei tracciati forniti",
    "lab.shippedCards": "carte fornite, i tuoi valori dei tracciati",
    "lab.shippedTracks": "le tue carte, valori dei tracciati forniti",
    "lab.published": "carte pubblicate: {{name}}",
  },
  pt: {
    loading: "A carregar o editor de cartas…",
    "lab.edited": "cartas editadas",
    "lab.shippedAll": "cartas e valores das trilhas fornecidos",
    "lab.shippedCards": "cartas fornecidas, os seus valores das trilhas",
    "lab.shippedTracks": "as suas cartas, valores das trilhas fornecidos",
    "lab.published": "cartas publicadas: {{name}}",
  },
};

registerMessages(CARDS_HOST_NS, CARDS_HOST_MESSAGES);
