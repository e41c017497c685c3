/**
 * The city editor plug-in's words in Italian and Portuguese (issue 20), keyed by their English text
 * (the editor kit's gettext-style plug-in catalogue, namespace `editor.the-brigade`): everything the
 * plug-in hands the kit (title, nouns, field labels, hints and options, palette brushes, the Cards…
 * action) and what it says at run time (the action's status lines, a tile drawn without a name).
 * Terms as the table's catalogue (`../messages.ts`): tassello / quarteirão, caserma / quartel,
 * Guardiano / guardião, squadra / equipa, fama, tracciato fiamma / trilha de chamas. Registered when
 * this module loads (the plug-in imports it).
 */
import { type PluginMessages, registerPluginMessages } from "@pudding/editor-kit";

/** The plug-in's words (English text → translation). */
export const BRIGADE_EDITOR_MESSAGES: PluginMessages = {
  it: {
    // The tallies' labels (the map profile's, shown under Tallies).
    "University tiles": "Tasselli Università",
    "City blocks": "Tasselli della città",
    "commons blocks": "tasselli Sobborghi popolari",
    "council blocks": "tasselli Consiglio",
    "merchants blocks": "tasselli Mercanti",
    "nobles blocks": "tasselli Nobili",
    "Special buildings": "Edifici speciali",
    "The Brigade": "The Brigade",
    cell: "casella",
    cells: "caselle",
    // Palette
    Empty: "Vuota",
    "Barracks corner": "Angolo caserma",
    University: "Università",
    "Commons block": "Tassello Sobborghi popolari",
    "Council block": "Tassello Consiglio",
    "Merchants block": "Tassello Mercanti",
    "Nobles block": "Tassello Nobili",
    // A cell's fields
    "Barracks corner (reserved, §3.1)": "Angolo caserma (riservato, §3.1)",
    "University cell (§3.1)": "Casella dell'Università (§3.1)",
    "Tile name": "Nome del tassello",
    "Tile id": "Id del tassello",
    "kebab-case, unique in the city": "kebab-case, unico nella città",
    Affiliation: "Affiliazione",
    Commons: "Sobborghi popolari",
    Council: "Consiglio",
    Merchants: "Mercanti",
    Nobles: "Nobili",
    "Value (renown for loyalty, points)": "Valore (fama per la lealtà, punti)",
    "below the University's 5 (§4.1)": "sotto il 5 dell'Università (§4.1)",
    "Flame track length L": "Lunghezza L del tracciato fiamma",
    "one increase past L destroys the tile (§4.3)": "un aumento oltre L distrugge il tassello (§4.3)",
    "Source (§17.8)": "Fonte (§17.8)",
    "seed — named by the rulebook": "seed — nominato dal regolamento",
    "inferred — deduced by a ruling": "inferred — dedotto da un chiarimento",
    "reconstructed — proposed in §17": "reconstructed — proposto nel §17",
    Note: "Nota",
    "Special building effect (§15.1)": "Effetto dell'edificio speciale (§15.1)",
    // The data format's building effects (keys of the city file, shown as written)
    burstAdjacent: "burstAdjacent",
    none: "none",
    frost: "frost",
    lineOfFire: "lineOfFire",
    aviary: "aviary",
    // The city's fields
    Description: "Descrizione",
    "Tile data set id (version)": "Id del set di tasselli (versione)",
    "a new id for every changed roster, e.g. my-city-v2 (§17.8)":
      "un nuovo id per ogni elenco modificato, es. my-city-v2 (§17.8)",
    Geography: "Geografia",
    printed: "stampata",
    traced: "ricalcata",
    reconstructed: "ricostruita",
    // The Cards… action
    "Cards…": "Carte…",
    "Edit the city's event deck, squad cards, wardens and barracks in the card editor":
      "Modifica nell'editor delle carte il mazzo eventi, le carte squadra, i Guardiani e le caserme della città",
    "Opening the card editor with this city…": "Apertura dell'editor delle carte con questa città…",
    "This browser refused to keep the city for the card editor (storage full or blocked).":
      "Questo browser non ha conservato la città per l'editor delle carte (memoria piena o bloccata).",
    // The canvas
    "(no name)": "(senza nome)",
  },
  pt: {
    // The tallies' labels (the map profile's, shown under Tallies).
    "University tiles": "Quarteirões da Universidade",
    "City blocks": "Quarteirões da cidade",
    "commons blocks": "quarteirões dos Bairros populares",
    "council blocks": "quarteirões do Conselho",
    "merchants blocks": "quarteirões dos Mercadores",
    "nobles blocks": "quarteirões dos Nobres",
    "Special buildings": "Edifícios especiais",
    "The Brigade": "The Brigade",
    cell: "casa",
    cells: "casas",
    Empty: "Vazia",
    "Barracks corner": "Canto do quartel",
    University: "Universidade",
    "Commons block": "Quarteirão dos Bairros populares",
    "Council block": "Quarteirão do Conselho",
    "Merchants block": "Quarteirão dos Mercadores",
    "Nobles block": "Quarteirão dos Nobres",
    "Barracks corner (reserved, §3.1)": "Canto do quartel (reservado, §3.1)",
    "University cell (§3.1)": "Casa da Universidade (§3.1)",
    "Tile name": "Nome do quarteirão",
    "Tile id": "Id do quarteirão",
    "kebab-case, unique in the city": "kebab-case, único na cidade",
    Affiliation: "Afiliação",
    Commons: "Bairros populares",
    Council: "Conselho",
    Merchants: "Mercadores",
    Nobles: "Nobres",
    "Value (renown for loyalty, points)": "Valor (fama para a lealdade, pontos)",
    "below the University's 5 (§4.1)": "abaixo do 5 da Universidade (§4.1)",
    "Flame track length L": "Comprimento L da trilha de chamas",
    "one increase past L destroys the tile (§4.3)": "um aumento além de L destrói o quarteirão (§4.3)",
    "Source (§17.8)": "Fonte (§17.8)",
    "seed — named by the rulebook": "seed — nomeado pelo livro de regras",
    "inferred — deduced by a ruling": "inferred — deduzido por um esclarecimento",
    "reconstructed — proposed in §17": "reconstructed — proposto no §17",
    Note: "Nota",
    "Special building effect (§15.1)": "Efeito do edifício especial (§15.1)",
    burstAdjacent: "burstAdjacent",
    none: "none",
    frost: "frost",
    lineOfFire: "lineOfFire",
    aviary: "aviary",
    Description: "Descrição",
    "Tile data set id (version)": "Id do conjunto de quarteirões (versão)",
    "a new id for every changed roster, e.g. my-city-v2 (§17.8)":
      "um novo id para cada lista alterada, p. ex. my-city-v2 (§17.8)",
    Geography: "Geografia",
    printed: "impressa",
    traced: "decalcada",
    reconstructed: "reconstruída",
    "Cards…": "Cartas…",
    "Edit the city's event deck, squad cards, wardens and barracks in the card editor":
      "Editar no editor de cartas o baralho de eventos, as cartas de equipa, os guardiões e os quartéis da cidade",
    "Opening the card editor with this city…": "A abrir o editor de cartas com esta cidade…",
    "This browser refused to keep the city for the card editor (storage full or blocked).":
      "Este navegador recusou guardar a cidade para o editor de cartas (armazenamento cheio ou bloqueado).",
    "(no name)": "(sem nome)",
  },
};

registerPluginMessages("the-brigade", BRIGADE_EDITOR_MESSAGES);
