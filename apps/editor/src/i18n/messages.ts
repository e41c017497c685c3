/** The editor app's own words (top bar, workspaces, page titles), namespace `editor-app`. */
import { type Bundles, registerMessages } from "@pudding/i18n";

export const EDITOR_APP_NS = "editor-app";

export const EDITOR_APP_MESSAGES: Bundles = {
  en: {
    "meta.title": "Pudding Lane editor — maps and rules",
    "meta.description":
      "Trace, draw and correct a game's board on a canvas, validated live, published to the play server.",
    brand: "Pudding Lane editor",
    "language.label": "Language",
    "workspace.label": "Workspace",
    "workspace.map": "Map",
    "workspace.rules": "Rules",
    "workspace.cards": "Cards",
    "workspace.cardsTitle": "The Brigade's event, squad, warden and barracks cards",
    loading: "Loading the editor…",
    "game.label": "Game",
    "game.noEditor": "No map editor yet: {{games}}",
    "game.test": " (test game)",
    "open.restored": "Restored your autosaved map (saved {{when}})",
    "open.restoredUnsaved":
      "Restored your autosaved map (saved {{when}}): its changes are not exported or published yet",
    "open.shipped": "Opened the shipped {{name}}",
  },
  it: {
    "meta.title": "Editor di Pudding Lane — mappe e regole",
    "meta.description":
      "Ricalca, disegna e correggi la plancia di un gioco su una tela, controllata mentre lavori, pubblicata sul server di gioco.",
    brand: "Editor di Pudding Lane",
    "language.label": "Lingua",
    "workspace.label": "Area di lavoro",
    "workspace.map": "Mappa",
    "workspace.rules": "Regole",
    "workspace.cards": "Carte",
    "workspace.cardsTitle": "Le carte evento, squadra, guardiano e caserma di The Brigade",
    loading: "Caricamento dell'editor…",
    "game.label": "Gioco",
    "game.noEditor": "Ancora senza editor di mappe: {{games}}",
    "game.test": " (gioco di prova)",
    "open.restored": "Ripristinata la mappa salvata in automatico (salvata il {{when}})",
    "open.restoredUnsaved":
      "Ripristinata la mappa salvata in automatico (salvata il {{when}}): le modifiche non sono ancora esportate né pubblicate",
    "open.shipped": "Aperta la mappa fornita: {{name}}",
  },
  pt: {
    "meta.title": "Editor do Pudding Lane — mapas e regras",
    "meta.description":
      "Decalque, desenhe e corrija o tabuleiro de um jogo numa tela, verificado enquanto trabalha, publicado no servidor de jogo.",
    brand: "Editor do Pudding Lane",
    "language.label": "Idioma",
    "workspace.label": "Área de trabalho",
    "workspace.map": "Mapa",
    "workspace.rules": "Regras",
    "workspace.cards": "Cartas",
    "workspace.cardsTitle": "As cartas de evento, esquadra, guarda e quartel de The Brigade",
    loading: "A carregar o editor…",
    "game.label": "Jogo",
    "game.noEditor": "Ainda sem editor de mapas: {{games}}",
    "game.test": " (jogo de teste)",
    "open.restored": "Reposto o mapa guardado automaticamente (guardado a {{when}})",
    "open.restoredUnsaved":
      "Reposto o mapa guardado automaticamente (guardado a {{when}}): as alterações ainda não foram exportadas nem publicadas",
    "open.shipped": "Aberto o mapa fornecido: {{name}}",
  },
};

registerMessages(EDITOR_APP_NS, EDITOR_APP_MESSAGES);
