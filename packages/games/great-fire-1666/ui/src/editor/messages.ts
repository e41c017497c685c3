/**
 * The Great Fire's map-editor plug-in in Italian and Portuguese (issue 20), registered under
 * `pluginNs("great-fire-1666")` when this module loads. English-keyed (gettext's way): the English
 * text is the key, so the plug-in's static data (field labels, tools, actions, key help) stays
 * English in its code and the kit translates it at display, and the words the plug-in makes at run
 * time (command names, refusals, its dialogs and panels) go through `gfT(locale)` / `useGfT()`
 * here. The words follow the game's table catalogue (`../messages.ts`): distretto /
 * distrito, freccia / seta, Squadra di Emergenza / grupo de bombeiros, priorità / prioridade, PV.
 * The card letters N / E / S / W and the crossing corners NW / NE / SW / SE are the cards' symbols,
 * shown as printed in every language (as the table's legend does).
 */
import { type PluginMessages, type PluginT, registerPluginMessages, usePluginT } from "@pudding/editor-kit";
import { GREAT_FIRE_1666 } from "@pudding/great-fire";

/** The game id the catalogue is registered under. */
export const GAME_ID = GREAT_FIRE_1666.id;

const it: Record<string, string> = {
  // The tallies' labels (the map profile's, shown under Tallies).
  "Houses in the purple region": "Case nella regione viola",
  "Houses in the blue region": "Case nella regione blu",
  "Houses in the green region": "Case nella regione verde",
  "Houses in the orange region": "Case nella regione arancione",
  "Yellow bands (extra-action tokens)": "Fasce gialle (tasselli Azione extra)",
  "Objectives of deck I": "Obiettivi del mazzo I",
  "Objectives of deck II": "Obiettivi del mazzo II",
  "Objectives of deck III": "Obiettivi del mazzo III",
  'Setup icons "4" (§2.9)': 'Icone di preparazione "4" (§2.9)',
  'Setup icons "5" (§2.9)': 'Icone di preparazione "5" (§2.9)',
  "Origin (Pudding Lane)": "Origine (Pudding Lane)",
  // The plug-in's static data (collected by `pluginStrings`).
  "The Great Fire of London 1666": "The Great Fire of London 1666",
  district: "distretto",
  districts: "distretti",
  Description: "Descrizione",
  Kind: "Tipo",
  park: "parco",
  "origin (Pudding Lane)": "origine (Pudding Lane)",
  Region: "Regione",
  purple: "viola",
  blue: "blu",
  green: "verde",
  orange: "arancione",
  Houses: "Case",
  Objective: "Obiettivo",
  "deck I · 2 VP": "mazzo I · 2 PV",
  "deck II · 4 VP": "mazzo II · 4 PV",
  "deck III · 6 VP": "mazzo III · 6 PV",
  "Extra action": "Azione extra",
  "Setup icon": "Icona di preparazione",
  "4 (4+ players)": "4 (4+ giocatori)",
  "5 (5+ players)": "5 (5+ giocatori)",
  arrow: "freccia",
  arrows: "frecce",
  From: "Da",
  To: "A",
  Direction: "Direzione",
  N: "N",
  E: "E",
  S: "S",
  W: "W",
  North: "Nord",
  East: "Est",
  South: "Sud",
  West: "Ovest",
  crossing: "incrocio",
  crossings: "incroci",
  NW: "NW",
  NE: "NE",
  SW: "SW",
  SE: "SE",
  "Fire steps NW→SE with S or E, SE→NW with N or W, NE→SW with S or W, SW→NE with N or E (§1.1).":
    "Il fuoco passa da NW a SE con S o E, da SE a NW con N o W, da NE a SW con S o W, da SW a NE con N o E (§1.1).",
  border: "confine",
  borders: "confini",
  Arrow: "Freccia",
  "Draw a fire arrow (A)": "Disegna una freccia del fuoco (A)",
  "Arrow: click the district the fire leaves, then its neighbour":
    "Freccia: clicca il distretto da cui esce il fuoco, poi il suo vicino",
  Cross: "Incrocio",
  "Place a crossing (C)": "Piazza un incrocio (C)",
  "Crossing: click a corner where four districts meet":
    "Incrocio: clicca un angolo dove si incontrano quattro distretti",
  "Crossing: click the corner where four districts meet":
    "Incrocio: clicca l'angolo dove si incontrano quattro distretti",
  Play: "Prova",
  "Play-test fire moves (T)": "Prova i movimenti del fuoco (T)",
  "Play-test fire moves in place": "Prova i movimenti del fuoco sulla mappa",
  "Play-test: click districts to set fire, pick a card":
    "Prova: clicca i distretti per appiccare il fuoco, scegli una carta",
  "Derive…": "Deduci…",
  "Derive arrows, borders and crossings (G)": "Deduci frecce, confini e incroci (G)",
  "Derive arrows, borders and crossings from the outlines": "Deduci frecce, confini e incroci dai contorni",
  "Add the way back of the selected arrow": "Aggiungi il ritorno della freccia selezionata",
  "Set the arrow's direction": "Imposta la direzione della freccia",
  "N / E / S / W (arrow selected)": "N / E / S / W (freccia selezionata)",
  // What the arrow tool asks for (the kit's "click inside a district to pick the …").
  "district the fire leaves": "distretto da cui esce il fuoco",
  "district it enters": "distretto in cui entra",

  // Commands and refusals.
  "an arrow joins two different districts": "una freccia unisce due distretti diversi",
  "fire never enters or leaves a park ({{name}}); use a movement border":
    "il fuoco non entra né esce mai da un parco ({{name}}); usa un confine di movimento",
  "there is already a {{direction}} arrow from {{from}} to {{to}}":
    "c'è già una freccia {{direction}} da {{from}} a {{to}}",
  "Arrow {{from}} → {{to}} ({{direction}})": "Freccia {{from}} → {{to}} ({{direction}})",
  "there is no arrow {{index}}": "la freccia {{index}} non esiste",
  "this arrow already has a way back": "questa freccia ha già il suo ritorno",
  "Reverse arrow {{from}} → {{to}}": "Freccia di ritorno {{from}} → {{to}}",
  "a crossing goes where exactly four districts meet; {{n}} meet here{{list}}":
    "un incrocio va dove si incontrano esattamente quattro distretti; distretti qui: {{n}}{{list}}",
  "fire never crosses into a park ({{parks}})": "il fuoco non passa mai in un parco ({{parks}})",
  "Add crossing": "Aggiungi incrocio",
  "a border joins two different districts": "un confine unisce due distretti diversi",
  "these districts already have a movement border": "questi distretti hanno già un confine di movimento",
  "Add border": "Aggiungi confine",
  "a district prints 0 to 5 house icons": "un distretto riporta da 0 a 5 simboli di casa",
  "{{n}} arrow": "{{n}} freccia",
  "{{n}} arrows": "{{n}} frecce",
  "{{n}} border": "{{n}} confine",
  "{{n}} borders": "{{n}} confini",
  "{{n}} crossing": "{{n}} incrocio",
  "{{n}} crossings": "{{n}} incroci",
  "{{n}} turned": "girate: {{n}}",
  "{{n}} removed": "rimosse: {{n}}",
  "Derive: {{parts}}": "Deduci: {{parts}}",

  // The derive review.
  Derive: "Deduci",
  "Derive adjacencies from the outlines": "Deduci le adiacenze dai contorni",
  "{{n}} pairs of districts share a border. Proposed below: what the map lacks. Untick what you do not want.":
    "Coppie di distretti con un confine in comune: {{n}}. Qui sotto è proposto ciò che manca alla mappa. Togli la spunta a ciò che non vuoi.",
  "Nothing to add: every shared border already has its arrows or movement border, and every arrow faces its border.":
    "Niente da aggiungere: ogni confine in comune ha già le sue frecce o il suo confine di movimento, e ogni freccia è rivolta verso il suo confine.",
  "Fire arrows (§1.1)": "Frecce del fuoco (§1.1)",
  "Arrows turned to face their border (§1.1)": "Frecce girate verso il loro confine (§1.1)",
  "Movement borders (parks)": "Confini di movimento (parchi)",
  "Remove stale arrows (districts no longer touch)":
    "Rimuovi le frecce superate (i distretti non si toccano più)",
  "Four-district corners without a crossing": "Angoli di quattro distretti senza incrocio",
  "A crossing is printed where the board has one (§1.1 Example 1), not at every such corner: tick the ones your board prints.":
    "Un incrocio è stampato dove il tabellone ne ha uno (§1.1 Esempio 1), non a ogni angolo di questo tipo: spunta quelli stampati sul tuo tabellone.",
  "arrow {{i}}": "freccia {{i}}",

  // An arrow's extras.
  "Add the way back": "Aggiungi il ritorno",
  "the reverse arrow exists": "la freccia di ritorno c'è già",
  "no way back yet": "ancora nessun ritorno",

  // The play-test panel.
  "Play-test": "Prova",
  "Click districts to set fire (2 cones: a source, §4.1), teams or burnt houses; Pudding Lane burns from the start. The engine lists where a card sends the fire and each destination's §4.2 class.":
    "Clicca i distretti per mettere fuoco (2 coni: una sorgente, §4.1), Squadre di Emergenza o case bruciate; Pudding Lane brucia fin dall'inizio. Il motore elenca dove una carta manda il fuoco e la priorità §4.2 di ogni destinazione.",
  "Click puts": "Il clic mette",
  fire: "fuoco",
  team: "squadra",
  burnt: "bruciato",
  Clear: "Svuota",
  Card: "Carta",
  "Card {{dir}}": "Carta {{dir}}",
  "This card cannot be played: no source reaches a destination (§4.4).":
    "Questa carta non si può giocare: nessuna sorgente raggiunge una destinazione (§4.4).",
  "From {{name}}": "Da {{name}}",
  "— allowed": "— consentita",
  "the engine cannot load this map yet: {{message}}":
    "il motore non riesce ancora a caricare questa mappa: {{message}}",
  "no district has the id {{ids}}": "nessun distretto ha l'id {{ids}}",

  // The SVG export's tooltips.
  "deck {{deck}}, {{vp}} VP": "mazzo {{deck}}, {{vp}} PV",
  "crossing {{nw}}–{{se}}, {{ne}}–{{sw}}": "incrocio {{nw}}–{{se}}, {{ne}}–{{sw}}",
};

const pt: Record<string, string> = {
  // The tallies' labels (the map profile's, shown under Tallies).
  "Houses in the purple region": "Casas na região roxa",
  "Houses in the blue region": "Casas na região azul",
  "Houses in the green region": "Casas na região verde",
  "Houses in the orange region": "Casas na região laranja",
  "Yellow bands (extra-action tokens)": "Faixas amarelas (fichas de ação extra)",
  "Objectives of deck I": "Objetivos do baralho I",
  "Objectives of deck II": "Objetivos do baralho II",
  "Objectives of deck III": "Objetivos do baralho III",
  'Setup icons "4" (§2.9)': 'Ícones de preparação "4" (§2.9)',
  'Setup icons "5" (§2.9)': 'Ícones de preparação "5" (§2.9)',
  "Origin (Pudding Lane)": "Origem (Pudding Lane)",
  "The Great Fire of London 1666": "The Great Fire of London 1666",
  district: "distrito",
  districts: "distritos",
  Description: "Descrição",
  Kind: "Tipo",
  park: "parque",
  "origin (Pudding Lane)": "origem (Pudding Lane)",
  Region: "Região",
  purple: "roxo",
  blue: "azul",
  green: "verde",
  orange: "laranja",
  Houses: "Casas",
  Objective: "Objetivo",
  "deck I · 2 VP": "baralho I · 2 PV",
  "deck II · 4 VP": "baralho II · 4 PV",
  "deck III · 6 VP": "baralho III · 6 PV",
  "Extra action": "Ação extra",
  "Setup icon": "Ícone de preparação",
  "4 (4+ players)": "4 (4+ jogadores)",
  "5 (5+ players)": "5 (5+ jogadores)",
  arrow: "seta",
  arrows: "setas",
  From: "De",
  To: "Para",
  Direction: "Direção",
  N: "N",
  E: "E",
  S: "S",
  W: "W",
  North: "Norte",
  East: "Este",
  South: "Sul",
  West: "Oeste",
  crossing: "cruz",
  crossings: "cruzes",
  NW: "NW",
  NE: "NE",
  SW: "SW",
  SE: "SE",
  "Fire steps NW→SE with S or E, SE→NW with N or W, NE→SW with S or W, SW→NE with N or E (§1.1).":
    "O fogo passa de NW para SE com S ou E, de SE para NW com N ou W, de NE para SW com S ou W, de SW para NE com N ou E (§1.1).",
  border: "fronteira",
  borders: "fronteiras",
  Arrow: "Seta",
  "Draw a fire arrow (A)": "Desenhar uma seta de fogo (A)",
  "Arrow: click the district the fire leaves, then its neighbour":
    "Seta: clica no distrito de onde o fogo sai e depois no vizinho",
  Cross: "Cruz",
  "Place a crossing (C)": "Colocar uma cruz (C)",
  "Crossing: click a corner where four districts meet":
    "Cruz: clica num canto onde se encontram quatro distritos",
  "Crossing: click the corner where four districts meet":
    "Cruz: clica no canto onde se encontram quatro distritos",
  Play: "Testar",
  "Play-test fire moves (T)": "Testar os movimentos do fogo (T)",
  "Play-test fire moves in place": "Testar os movimentos do fogo no mapa",
  "Play-test: click districts to set fire, pick a card":
    "Teste: clica nos distritos para pôr fogo, escolhe uma carta",
  "Derive…": "Deduzir…",
  "Derive arrows, borders and crossings (G)": "Deduzir setas, fronteiras e cruzes (G)",
  "Derive arrows, borders and crossings from the outlines":
    "Deduzir setas, fronteiras e cruzes a partir dos contornos",
  "Add the way back of the selected arrow": "Acrescentar o caminho de volta da seta selecionada",
  "Set the arrow's direction": "Definir a direção da seta",
  "N / E / S / W (arrow selected)": "N / E / S / W (seta selecionada)",
  "district the fire leaves": "distrito de onde o fogo sai",
  "district it enters": "distrito onde entra",

  "an arrow joins two different districts": "uma seta liga dois distritos diferentes",
  "fire never enters or leaves a park ({{name}}); use a movement border":
    "o fogo nunca entra num parque nem sai dele ({{name}}); usa uma fronteira de movimento",
  "there is already a {{direction}} arrow from {{from}} to {{to}}":
    "já existe uma seta {{direction}} de {{from}} para {{to}}",
  "Arrow {{from}} → {{to}} ({{direction}})": "Seta {{from}} → {{to}} ({{direction}})",
  "there is no arrow {{index}}": "a seta {{index}} não existe",
  "this arrow already has a way back": "esta seta já tem caminho de volta",
  "Reverse arrow {{from}} → {{to}}": "Seta de volta {{from}} → {{to}}",
  "a crossing goes where exactly four districts meet; {{n}} meet here{{list}}":
    "uma cruz vai onde se encontram exatamente quatro distritos; distritos aqui: {{n}}{{list}}",
  "fire never crosses into a park ({{parks}})": "o fogo nunca passa para um parque ({{parks}})",
  "Add crossing": "Acrescentar cruz",
  "a border joins two different districts": "uma fronteira liga dois distritos diferentes",
  "these districts already have a movement border": "estes distritos já têm uma fronteira de movimento",
  "Add border": "Acrescentar fronteira",
  "a district prints 0 to 5 house icons": "um distrito tem de 0 a 5 ícones de casa",
  "{{n}} arrow": "{{n}} seta",
  "{{n}} arrows": "{{n}} setas",
  "{{n}} border": "{{n}} fronteira",
  "{{n}} borders": "{{n}} fronteiras",
  "{{n}} crossing": "{{n}} cruz",
  "{{n}} crossings": "{{n}} cruzes",
  "{{n}} turned": "rodadas: {{n}}",
  "{{n}} removed": "removidas: {{n}}",
  "Derive: {{parts}}": "Deduzir: {{parts}}",

  Derive: "Deduzir",
  "Derive adjacencies from the outlines": "Deduzir as adjacências a partir dos contornos",
  "{{n}} pairs of districts share a border. Proposed below: what the map lacks. Untick what you do not want.":
    "Pares de distritos com uma fronteira em comum: {{n}}. Abaixo propõe-se o que falta ao mapa. Desmarca o que não queres.",
  "Nothing to add: every shared border already has its arrows or movement border, and every arrow faces its border.":
    "Nada a acrescentar: cada fronteira partilhada já tem as suas setas ou a sua fronteira de movimento, e cada seta está virada para a sua fronteira.",
  "Fire arrows (§1.1)": "Setas de fogo (§1.1)",
  "Arrows turned to face their border (§1.1)": "Setas rodadas para a sua fronteira (§1.1)",
  "Movement borders (parks)": "Fronteiras de movimento (parques)",
  "Remove stale arrows (districts no longer touch)": "Remover setas obsoletas (os distritos já não se tocam)",
  "Four-district corners without a crossing": "Cantos de quatro distritos sem cruz",
  "A crossing is printed where the board has one (§1.1 Example 1), not at every such corner: tick the ones your board prints.":
    "Uma cruz está impressa onde o tabuleiro a tem (§1.1 Exemplo 1), não em todos estes cantos: marca as que o teu tabuleiro imprime.",
  "arrow {{i}}": "seta {{i}}",

  "Add the way back": "Acrescentar a volta",
  "the reverse arrow exists": "a seta de volta já existe",
  "no way back yet": "ainda sem volta",

  "Play-test": "Teste",
  "Click districts to set fire (2 cones: a source, §4.1), teams or burnt houses; Pudding Lane burns from the start. The engine lists where a card sends the fire and each destination's §4.2 class.":
    "Clica nos distritos para pôr fogo (2 cones: uma origem, §4.1), grupos de bombeiros ou casas ardidas; Pudding Lane arde desde o início. O motor indica para onde uma carta leva o fogo e a prioridade §4.2 de cada destino.",
  "Click puts": "O clique põe",
  fire: "fogo",
  team: "grupo",
  burnt: "ardido",
  Clear: "Limpar",
  Card: "Carta",
  "Card {{dir}}": "Carta {{dir}}",
  "This card cannot be played: no source reaches a destination (§4.4).":
    "Esta carta não pode ser jogada: nenhuma origem chega a um destino (§4.4).",
  "From {{name}}": "De {{name}}",
  "— allowed": "— permitido",
  "the engine cannot load this map yet: {{message}}":
    "o motor ainda não consegue carregar este mapa: {{message}}",
  "no district has the id {{ids}}": "nenhum distrito tem o id {{ids}}",

  "deck {{deck}}, {{vp}} VP": "baralho {{deck}}, {{vp}} PV",
  "crossing {{nw}}–{{se}}, {{ne}}–{{sw}}": "cruz {{nw}}–{{se}}, {{ne}}–{{sw}}",
};

/** The plug-in's Italian and Portuguese (English-keyed). */
export const GREAT_FIRE_EDITOR_MESSAGES: PluginMessages = { it, pt };

/** The plug-in's words in a fixed language (commands, refusals, the play-test's messages). */
export const gfT = registerPluginMessages(GAME_ID, GREAT_FIRE_EDITOR_MESSAGES);

/** The plug-in's words in the language of the nearest `LocaleProvider` (panels and dialogs). */
export const useGfT = (): PluginT => usePluginT({ gameId: GAME_ID });
