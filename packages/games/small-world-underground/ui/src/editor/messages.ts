/**
 * Small World Underground's map-editor plug-in in Italian and Portuguese (issue 20), registered
 * under `pluginNs("small-world-underground")` when this module loads. English-keyed (gettext's
 * way): the plug-in's static data (field labels, the tool, the action) stays English in its code
 * and the kit translates it at display; the words it makes at run time (the Borders review, the
 * play-test panel, command names, refusals) go through `swuT(locale)` / `useSwuT()` here. The words
 * follow the table's catalogue (`../messages.ts`) and the rulebooks: Regione / região, Razza / raça,
 * Potere speciale / poder especial, segnalini / fichas, Crepaccio / Fenda, Prima conquista, Mostro /
 * Monstro; terrain names come from the rules package (`terrainNameIn`), as at the table.
 */
import { type PluginMessages, type PluginT, registerPluginMessages, usePluginT } from "@pudding/editor-kit";
import { SMALL_WORLD_UNDERGROUND, TERRAINS, terrainNameIn } from "@pudding/small-world-underground";

/** The game id the catalogue is registered under. */
export const GAME_ID = SMALL_WORLD_UNDERGROUND.id;

/** The terrain options' labels (`Mine`) and titles (`Mine (Giacimento)`) in a language. */
const terrains = (l: "it" | "pt"): Record<string, string> =>
  Object.fromEntries(
    TERRAINS.flatMap((t) => [
      [t.name, terrainNameIn(t.id, l)],
      // The title names the printed Italian edition's word beside the reader's.
      [`${t.name} (${t.italian})`, l === "it" ? t.italian : `${terrainNameIn(t.id, l)} (${t.italian})`],
    ]),
  );

const it: Record<string, string> = {
  // The tallies' labels (the map profile's, shown under Tallies).
  "River regions": "Regioni di Fiume",
  chasms: "Crepacci",
  "Volcano chasms": "Crepacci del Vulcano",
  "Monster regions": "Regioni con Mostri",
  "Black Mountains": "Montagne nere",
  "track spaces": "caselle del contatore",
  // The plug-in's static data (collected by `pluginStrings`).
  "Small World Underground": "Small World Underground",
  region: "regione",
  regions: "regioni",
  Players: "Giocatori",
  "The lobby offers the map for this player count.":
    "La lobby propone la mappa per questo numero di giocatori.",
  Geography: "Geografia",
  "printed (the real board)": "stampata (il tabellone vero)",
  "traced from photographs": "ricalcata da fotografie",
  "reconstructed (made to fit the rules)": "ricostruita (fatta per rispettare le regole)",
  "Turn track spaces": "Caselle del Contatore dei turni",
  "R5: 10 / 10 / 9 / 8 rounds for 2 / 3 / 4 / 5 players.":
    "R5: 10 / 10 / 9 / 8 giri per 2 / 3 / 4 / 5 giocatori.",
  Terrain: "Terreno",
  ...terrains("it"),
  "On the map edge": "Sul bordo della mappa",
  "First conquests start here (§7.1); the two River ends too.":
    "Le Prime conquiste partono da qui (§7.1); anche le due estremità del Fiume.",
  "Monster symbol": "Simbolo Mostro",
  "2 Monsters at setup and a Place or Relic under them (§3.4); land only.":
    "2 Mostri in preparazione e sotto di loro un Luogo mitico o una Reliquia (§3.4); solo sulla terraferma.",
  "Black Mountain symbol": "Simbolo Montagna nera",
  "A Black Mountain marker at setup (§3.6): exactly the Black Mountain regions.":
    "Un segnalino Montagna nera in preparazione (§3.6): esattamente le Regioni di Montagna nera.",
  "Volcano symbol": "Simbolo del Vulcano",
  "Chasms only: where the Flames may put the Volcano (§14.3).":
    "Solo Crepacci: dove le Fiamme possono mettere il Vulcano (§14.3).",
  border: "confine",
  borders: "confini",
  Region: "Regione",
  "River section": "tratto di Fiume",
  "River sections": "tratti di Fiume",
  "River region": "Regione di Fiume",
  "In order, from one end on the map edge to the other (§21.4).":
    "In ordine, da un'estremità sul bordo della mappa all'altra (§21.4).",
  Play: "Prova",
  "Play-test conquest costs (T)": "Prova i costi di conquista (T)",
  "Play-test: every region shows its first-conquest cost for the chosen race and power":
    "Prova: ogni Regione mostra il costo della Prima conquista per la Razza e il Potere scelti",
  "Play-test conquest costs in place": "Prova i costi di conquista sulla mappa",
  "Borders…": "Confini…",
  "Borders and edge flags from the outlines (B)": "Confini e indicatori di bordo dai contorni (B)",
  "Derive borders and map-edge flags from the outlines, for review":
    "Deduci dai contorni i confini e gli indicatori di bordo mappa, da rivedere",

  // Refusals (the kit's field edits; the hook is given no language).
  "only a chasm carries the Volcano symbol (§7.6)": "solo un Crepaccio porta il simbolo del Vulcano (§7.6)",
  "Monsters stand on land only (§3.4)": "i Mostri stanno solo sulla terraferma (§3.4)",

  // The Borders review and its undo step.
  "Borders from the outlines": "Confini dai contorni",
  "What the outlines imply for the border list and the edge flags; untick what you do not want.":
    "Ciò che i contorni implicano per l'elenco dei confini e gli indicatori di bordo; togli la spunta a ciò che non vuoi.",
  "Borders to add ({{n}})": "Confini da aggiungere ({{n}})",
  "These regions share a stretch of outline (3 map units or more) but are not listed as neighbours.":
    "Queste Regioni hanno un tratto di contorno in comune (3 unità di mappa o più) ma non sono elencate come confinanti.",
  "Borders to remove ({{n}})": "Confini da rimuovere ({{n}})",
  "Listed, but the outlines no longer touch.": "Elencati, ma i contorni non si toccano più.",
  "border {{i}}": "confine {{i}}",
  "Map edge flags ({{n}})": "Indicatori di bordo mappa ({{n}})",
  "Edge flags are data (§21.4): these disagree with where the outline meets the frame.":
    "Gli indicatori di bordo sono dati (§21.4): questi non concordano con il punto in cui il contorno tocca la cornice.",
  "{{name}}: on the edge": "{{name}}: sul bordo",
  "{{name}}: not on the edge": "{{name}}: non sul bordo",
  "The borders and edge flags agree with the outlines: nothing to change.":
    "I confini e gli indicatori di bordo concordano con i contorni: niente da cambiare.",
  "Borders: {{added}} added, {{removed}} removed, {{edges}} edge flags":
    "Confini: aggiunti {{added}}, rimossi {{removed}}, indicatori di bordo {{edges}}",

  // The play-test panel and the engine's refusals.
  "Play-test": "Prova",
  "The engine deals a game on this map with only this race and power, picks it, and says what each first conquest would cost (§7.3): green within the combo's tokens, amber too dear, grey out of reach (a first conquest starts on the map edge, §7.1).":
    "Il motore prepara una partita su questa mappa con solo questa Razza e questo Potere speciale, la sceglie e dice quanto costerebbe ogni Prima conquista (§7.3): verde se bastano i segnalini della combinazione, ambra se costa troppo, grigio se è fuori portata (una Prima conquista parte dal bordo della mappa, §7.1).",
  Race: "Razza",
  Power: "Potere",
  none: "nessuno",
  "{{n}} tokens to start.": "Segnalini all'inizio: {{n}}.",
  "{{name}}: costs {{cost}} — out of reach for a first conquest.":
    "{{name}}: costa {{cost}} — fuori portata per una Prima conquista.",
  "{{name}}: costs {{cost}} — can be conquered.": "{{name}}: costa {{cost}} — si può conquistare.",
  "{{name}}: costs {{cost}} — too dear.": "{{name}}: costa {{cost}} — costa troppo.",
  "{{name}}: not a target (a chasm, or already held).":
    "{{name}}: non è un bersaglio (un Crepaccio, o già occupata).",
  "Click a region.": "Clicca una Regione.",
  "the engine cannot play this map yet: {{issues}}":
    "il motore non può ancora giocare su questa mappa: {{issues}}",
  "the race never reached its conquests": "la Razza non è mai arrivata alle conquiste",
  "no deal put the race first in the row": "nessuna distribuzione ha messo la Razza in cima alla fila",
  // Issue 31 §3: the River list from the UI.
  "In the River": "Nel Fiume",
  "{{at}} of {{n}} in the River": "{{at}} di {{n}} nel Fiume",
  Earlier: "Prima",
  Later: "Dopo",
  "Not in the River list yet: every River region must be listed (§21.4).":
    "Non ancora nell'elenco del Fiume: ogni regione di Fiume va elencata (§21.4).",
  "{{name}} put in the River": "{{name}} messa nel Fiume",
  "{{name}} taken out of the River": "{{name}} tolta dal Fiume",
  "{{name}} earlier in the River": "{{name}} prima nel Fiume",
  "{{name}} later in the River": "{{name}} dopo nel Fiume",
  "River list: {{n}} regions added": "Elenco del Fiume: {{n}} regioni aggiunte",
  "Add the missing River regions to the River list":
    "Aggiungi all'elenco del Fiume le regioni di Fiume mancanti",
  "Put the River list in path order": "Metti l'elenco del Fiume nell'ordine del percorso",
  "River list put in path order": "Elenco del Fiume messo nell'ordine del percorso",
};

const pt: Record<string, string> = {
  // The tallies' labels (the map profile's, shown under Tallies).
  "River regions": "Regiões de Rio",
  chasms: "Fendas",
  "Volcano chasms": "Fendas do Vulcão",
  "Monster regions": "Regiões com Monstros",
  "Black Mountains": "Montanhas Negras",
  "track spaces": "casas da pista",
  "Small World Underground": "Small World Underground",
  region: "região",
  regions: "regiões",
  Players: "Jogadores",
  "The lobby offers the map for this player count.": "O lobby propõe o mapa para este número de jogadores.",
  Geography: "Geografia",
  "printed (the real board)": "impressa (o tabuleiro real)",
  "traced from photographs": "decalcada de fotografias",
  "reconstructed (made to fit the rules)": "reconstruída (feita para cumprir as regras)",
  "Turn track spaces": "Casas da pista de rondas",
  "R5: 10 / 10 / 9 / 8 rounds for 2 / 3 / 4 / 5 players.":
    "R5: 10 / 10 / 9 / 8 rondas para 2 / 3 / 4 / 5 jogadores.",
  Terrain: "Terreno",
  ...terrains("pt"),
  "On the map edge": "Na borda do mapa",
  "First conquests start here (§7.1); the two River ends too.":
    "As primeiras conquistas começam aqui (§7.1); as duas pontas do Rio também.",
  "Monster symbol": "Símbolo de Monstro",
  "2 Monsters at setup and a Place or Relic under them (§3.4); land only.":
    "2 Monstros na preparação e por baixo deles um Lugar Mítico ou uma Relíquia (§3.4); só em terra.",
  "Black Mountain symbol": "Símbolo de Montanha Negra",
  "A Black Mountain marker at setup (§3.6): exactly the Black Mountain regions.":
    "Um marcador de Montanha Negra na preparação (§3.6): exatamente as regiões de Montanha Negra.",
  "Volcano symbol": "Símbolo do Vulcão",
  "Chasms only: where the Flames may put the Volcano (§14.3).":
    "Só Fendas: onde as Chamas podem pôr o Vulcão (§14.3).",
  border: "fronteira",
  borders: "fronteiras",
  Region: "Região",
  "River section": "troço do Rio",
  "River sections": "troços do Rio",
  "River region": "Região de Rio",
  "In order, from one end on the map edge to the other (§21.4).":
    "Por ordem, de uma ponta na borda do mapa até à outra (§21.4).",
  Play: "Testar",
  "Play-test conquest costs (T)": "Testar os custos de conquista (T)",
  "Play-test: every region shows its first-conquest cost for the chosen race and power":
    "Teste: cada região mostra o custo da primeira conquista para a raça e o poder escolhidos",
  "Play-test conquest costs in place": "Testar os custos de conquista no mapa",
  "Borders…": "Fronteiras…",
  "Borders and edge flags from the outlines (B)":
    "Fronteiras e indicadores de borda a partir dos contornos (B)",
  "Derive borders and map-edge flags from the outlines, for review":
    "Deduzir dos contornos as fronteiras e os indicadores de borda do mapa, para rever",

  "only a chasm carries the Volcano symbol (§7.6)": "só uma Fenda tem o símbolo do Vulcão (§7.6)",
  "Monsters stand on land only (§3.4)": "os Monstros só ficam em terra (§3.4)",

  "Borders from the outlines": "Fronteiras a partir dos contornos",
  "What the outlines imply for the border list and the edge flags; untick what you do not want.":
    "O que os contornos implicam para a lista de fronteiras e os indicadores de borda; desmarca o que não queres.",
  "Borders to add ({{n}})": "Fronteiras a acrescentar ({{n}})",
  "These regions share a stretch of outline (3 map units or more) but are not listed as neighbours.":
    "Estas regiões partilham um troço de contorno (3 unidades de mapa ou mais) mas não estão listadas como vizinhas.",
  "Borders to remove ({{n}})": "Fronteiras a remover ({{n}})",
  "Listed, but the outlines no longer touch.": "Listadas, mas os contornos já não se tocam.",
  "border {{i}}": "fronteira {{i}}",
  "Map edge flags ({{n}})": "Indicadores de borda do mapa ({{n}})",
  "Edge flags are data (§21.4): these disagree with where the outline meets the frame.":
    "Os indicadores de borda são dados (§21.4): estes não coincidem com o sítio onde o contorno toca a moldura.",
  "{{name}}: on the edge": "{{name}}: na borda",
  "{{name}}: not on the edge": "{{name}}: fora da borda",
  "The borders and edge flags agree with the outlines: nothing to change.":
    "As fronteiras e os indicadores de borda estão de acordo com os contornos: nada a mudar.",
  "Borders: {{added}} added, {{removed}} removed, {{edges}} edge flags":
    "Fronteiras: acrescentadas {{added}}, removidas {{removed}}, indicadores de borda {{edges}}",

  "Play-test": "Teste",
  "The engine deals a game on this map with only this race and power, picks it, and says what each first conquest would cost (§7.3): green within the combo's tokens, amber too dear, grey out of reach (a first conquest starts on the map edge, §7.1).":
    "O motor prepara uma partida neste mapa só com esta raça e este poder, escolhe-a e diz quanto custaria cada primeira conquista (§7.3): verde se chegam as fichas da combinação, âmbar se é cara demais, cinzento se está fora de alcance (uma primeira conquista começa na borda do mapa, §7.1).",
  Race: "Raça",
  Power: "Poder",
  none: "nenhum",
  "{{n}} tokens to start.": "Fichas no início: {{n}}.",
  "{{name}}: costs {{cost}} — out of reach for a first conquest.":
    "{{name}}: custa {{cost}} — fora de alcance para uma primeira conquista.",
  "{{name}}: costs {{cost}} — can be conquered.": "{{name}}: custa {{cost}} — pode ser conquistada.",
  "{{name}}: costs {{cost}} — too dear.": "{{name}}: custa {{cost}} — cara demais.",
  "{{name}}: not a target (a chasm, or already held).": "{{name}}: não é um alvo (uma Fenda, ou já ocupada).",
  "Click a region.": "Clica numa região.",
  "the engine cannot play this map yet: {{issues}}":
    "o motor ainda não consegue jogar neste mapa: {{issues}}",
  "the race never reached its conquests": "a raça nunca chegou às conquistas",
  "no deal put the race first in the row": "nenhuma distribuição pôs a raça no topo da fila",
  // Issue 31 §3: the River list from the UI.
  "In the River": "No Rio",
  "{{at}} of {{n}} in the River": "{{at}} de {{n}} no Rio",
  Earlier: "Antes",
  Later: "Depois",
  "Not in the River list yet: every River region must be listed (§21.4).":
    "Ainda não está na lista do Rio: todas as regiões de Rio têm de estar listadas (§21.4).",
  "{{name}} put in the River": "{{name}} posta no Rio",
  "{{name}} taken out of the River": "{{name}} tirada do Rio",
  "{{name}} earlier in the River": "{{name}} mais cedo no Rio",
  "{{name}} later in the River": "{{name}} mais tarde no Rio",
  "River list: {{n}} regions added": "Lista do Rio: {{n}} regiões acrescentadas",
  "Add the missing River regions to the River list": "Acrescentar à lista do Rio as regiões de Rio em falta",
  "Put the River list in path order": "Pôr a lista do Rio pela ordem do percurso",
  "River list put in path order": "Lista do Rio posta pela ordem do percurso",
};

/** The plug-in's Italian and Portuguese (English-keyed). */
export const SWU_EDITOR_MESSAGES: PluginMessages = { it, pt };

/** The plug-in's words in a fixed language (command names, the play-test's messages). */
export const swuT = registerPluginMessages(GAME_ID, SWU_EDITOR_MESSAGES);

/** The plug-in's words in the language of the nearest `LocaleProvider` (panels and dialogs). */
export const useSwuT = (): PluginT => usePluginT({ gameId: GAME_ID });
