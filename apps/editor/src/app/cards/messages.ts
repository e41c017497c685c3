/** The Cards page host's words (loading line, the lab's names of the compared rules), namespace `editor-app.cards`. */
import { type Bundles, registerMessages } from "@pudding/i18n";

export const CARDS_HOST_NS = "editor-app.cards";

export const CARDS_HOST_MESSAGES: Bundles = {
  en: {
    loading: "Loading the card editor…",
    "lab.edited": "edited cards",
    "lab.shipped": "shipped tracks",
  },
  it: {
    loading: "Caricamento dell'editor delle carte…",
    "lab.edited": "carte modificate",
    "lab.shipped": "tracciati forniti",
  },
  pt: {
    loading: "A carregar o editor de cartas…",
    "lab.edited": "cartas editadas",
    "lab.shipped": "trilhas fornecidas",
  },
};

registerMessages(CARDS_HOST_NS, CARDS_HOST_MESSAGES);
