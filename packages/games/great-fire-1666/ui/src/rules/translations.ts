/**
 * The Great Fire's rules words in Italian and Portuguese (issue 20), keyed by their English text
 * (gettext's way) and registered under `rules.great-fire-1666` when the rules plug-in loads: the
 * options' labels, groups, sentences, choices and units (`GREAT_FIRE_OPTIONS`), the lab's metric
 * names and descriptions, the consequences' labels, this plug-in's charts and comparison rows, and
 * the Intensity grid's words. The Rules workspace and the balance lab show them in the reader's
 * language. Terms follow the printed editions, as the table does (Italian: carta Movimento Fuoco,
 * Intensificazione Fuoco, Proprietario, Punti Azione, Eroe di Londra; Portuguese: carta de
 * movimento, Carta de Fogo, peão, pontos de ação, Herói de Londres). § references stay as printed.
 */
import { registerGettext, type Translations } from "@pudding/i18n";

/** The namespace the Rules workspace reads The Great Fire's rules words from. */
export const GREAT_FIRE_RULES_NS = "rules.great-fire-1666";

const it: Record<string, string> = {
  // The lab's heat map (issue 32 §5).
  Burnt: "Bruciato",
  "Share of games in which each district's houses burnt (§4.3).":
    "Quota di partite in cui le case di ogni quartiere sono bruciate (§4.3).",
  // How games were decided (the lab's `decidedBy` codes, shown as they are in English).
  points: "punti",
  shared: "vittoria condivisa",
  "tie:tamedCones": "spareggio: coni domati",
  "tie:intactHouses": "spareggio: case intatte",
  "tie:objectives": "spareggio: obiettivi",
  // Consequence values worded as sentences (`Consequence.words`).
  "{{turns}} ({{each}} each)": "{{turns}} ({{each}} ciascuno)",
  // Option groups.
  "Setup (§2)": "Preparazione (§2)",
  "A. Spread the fire (§4)": "A. Propagare il fuoco (§4)",
  "B. Actions (§5)": "B. Azioni (§5)",
  "C. Draw and Intensity (§6)": "C. Pesca e Intensificazione (§6)",
  "Endgame and scoring (§7–§8)": "Fine partita e punteggio (§7–§8)",
  // Options.
  "No two houses of one colour in a district": "Mai due case dello stesso colore in un distretto",
  "Houses are rearranged within each region so that no district holds two houses of the same colour.":
    "Le case sono ridisposte all'interno di ogni regione in modo che nessun distretto abbia due case dello stesso colore.",
  "Public colour cards": "Carte colore scoperte",
  "Everyone's house colour is public and pawns match their house colour (the easy game).":
    "Il colore delle case di ciascuno è pubblico e i Proprietari sono del colore delle proprie case (partita facile).",
  "Pawn colours": "Colori dei Proprietari",
  "Which pawns each player takes; the secret colour card is dealt independently of the pawn either way (with public colours the pawn shows the house colour).":
    "Quale Proprietario prende ciascun giocatore; la carta colore segreta è distribuita comunque indipendentemente dal Proprietario (con i colori scoperti il Proprietario mostra il colore delle case).",
  "One colour per seat": "Un colore per posto",
  "Drawn at random (Portuguese Rule A)": "Estratti a caso (Regola A portoghese)",
  "Hand size": "Carte in mano",
  "How many Fire Movement cards each player holds.":
    "Quante carte Movimento Fuoco tiene in mano ciascun giocatore.",
  cards: "carte",
  "Cards under each Intensity card": "Carte sopra ogni carta Intensificazione",
  "How many Fire Movement cards lie above each Intensity card, per player count; this decides who resolves which Intensity and how long the game lasts.":
    "Quante carte Movimento Fuoco stanno sopra ogni carta Intensificazione Fuoco, per numero di giocatori; decide chi risolve quale Intensificazione e quanto dura la partita.",
  "Pudding Lane refill": "Rifornimento di Pudding Lane",
  "When Pudding Lane holds fewer than 2 cones at the start of a turn, it is refilled to this many.":
    "Quando Pudding Lane ha meno di 2 coni all'inizio di un turno, viene riportata a questo numero.",
  cones: "coni",
  "Pudding Lane gains": "Coni aggiunti a Pudding Lane",
  "Instead of a refill, Pudding Lane gains this many cones when it holds fewer than 2 (Portuguese edition: 5, so 1 becomes 6); 0 uses the refill above.":
    "Invece del rifornimento, Pudding Lane riceve questi coni quando ne ha meno di 2 (edizione portoghese: 5, quindi 1 diventa 6); 0 usa il rifornimento sopra.",
  "Cones after burning": "Coni dopo l'incendio",
  "How many cones a district holds once its houses burn.":
    "Quanti coni restano in un distretto dopo che le sue case sono bruciate.",
  "The entering cone + one per house (Italian)": "Il cono entrante + uno per casa (italiano)",
  "As many as its houses, the entering cone included (Portuguese)":
    "Tanti quante le sue case, compreso il cono entrante (portoghese)",
  "No playable card": "Nessuna carta giocabile",
  "What happens to a player who cannot play any Fire Movement card.":
    "Cosa succede a un giocatore che non può giocare alcuna carta Movimento Fuoco.",
  "Discard, skip actions, then an extra Intensity (Italian)":
    "Scarta, salta le azioni, poi un'Intensificazione in più (italiano)",
  "Discard, place 3 cones in all, then play on (Portuguese)":
    "Scarta, piazza 3 coni in tutto, poi continua (portoghese)",
  "Wild fire": "Fuoco selvaggio",
  "Fire entering a district whose houses already burnt adds one extra cone.":
    "Il fuoco che entra in un distretto con le case già bruciate aggiunge un cono in più.",
  "Auto (5–6 players)": "Automatico (5–6 giocatori)",
  On: "Attivo",
  Off: "Disattivo",
  "Action points": "Punti Azione",
  "Action points each player spends per turn on pawn moves, team moves and taming.":
    "Punti Azione che ogni giocatore spende per turno per muovere il Proprietario, muovere le squadre e domare le fiamme.",
  AP: "PA",
  Intensity: "Intensificazione",
  "How an Intensity card spreads the fire.": "Come una carta Intensificazione Fuoco propaga il fuoco.",
  "The player places 3 cones (Italian)": "Il giocatore piazza 3 coni (italiano)",
  "3 cones on every burning district (Portuguese)": "3 coni su ogni distretto in fiamme (portoghese)",
  "Final rounds": "Round finali",
  "Rounds everyone plays after the last Intensity card (2 is “More destruction!”).":
    "Round che tutti giocano dopo l'ultima carta Intensificazione Fuoco (2 è “Più distruzione!”).",
  rounds: "round",
  "Tamed cones score for the pawn's colour": "I coni domati contano per il colore del Proprietario",
  "Each tamed cone scores for whoever owns the taming pawn's colour (the complex game).":
    "Ogni cono domato conta per chi possiede il colore del Proprietario che l'ha domato (partita complessa).",
  // Lab metrics.
  "Houses burnt by fire": "Case bruciate dal fuoco",
  "Houses lost to fire in each turn (§4.3, demolitions not counted); their running total is the board burning over time (120 houses).":
    "Case perse per il fuoco in ogni turno (§4.3, demolizioni escluse); il totale progressivo è il tabellone che brucia nel tempo (120 case).",
  "Houses demolished": "Case demolite",
  "Houses lost to demolitions over the game (§5.5).": "Case perse per le demolizioni nella partita (§5.5).",
  "Hero of London": "Eroe di Londra",
  "Who holds the Hero of London card at the end (§5.4): turn-order position, 0 = the first player; −1 = nobody.":
    "Chi ha la carta Eroe di Londra alla fine (§5.4): posizione nell'ordine di turno, 0 = il primo giocatore; −1 = nessuno.",
  "Deck I objectives surviving": "Obiettivi del mazzo I sopravvissuti",
  "Of the deck I objectives dealt (one per seat, 2 VP each), how many districts still stand at the end (§7.1).":
    "Degli obiettivi del mazzo I distribuiti (uno per posto, 2 PV ciascuno), quanti distretti sono ancora in piedi alla fine (§7.1).",
  "Deck II objectives surviving": "Obiettivi del mazzo II sopravvissuti",
  "Of the deck II objectives dealt (one per seat, 4 VP each), how many districts still stand at the end (§7.1).":
    "Degli obiettivi del mazzo II distribuiti (uno per posto, 4 PV ciascuno), quanti distretti sono ancora in piedi alla fine (§7.1).",
  "Deck III objectives surviving": "Obiettivi del mazzo III sopravvissuti",
  "Of the deck III objectives dealt (one per seat, 6 VP each), how many districts still stand at the end (§7.1).":
    "Degli obiettivi del mazzo III distribuiti (uno per posto, 6 PV ciascuno), quanti distretti sono ancora in piedi alla fine (§7.1).",
  "Turns with no playable card": "Turni senza carte giocabili",
  "Turns that fell back on the no-move rule (§4.4).":
    "Turni risolti con la regola del movimento impossibile (§4.4).",
  "Wild-fire cones": "Coni del fuoco selvaggio",
  "Extra cones added by wild fire (§4.5).": "Coni in più aggiunti dal fuoco selvaggio (§4.5).",
  // Consequences.
  "Intensity cards": "Carte Intensificazione",
  "Fire Movement cards left out": "Carte Movimento Fuoco escluse",
  Turns: "Turni",
  "Intensity cards per seat": "Carte Intensificazione per posto",
  // Lab charts.
  "Houses burnt over time": "Case bruciate nel tempo",
  "Houses lost to fire (§4.3) by the end of each turn, of the 120 on the board.":
    "Case perse per il fuoco (§4.3) alla fine di ogni turno, sulle 120 del tabellone.",
  "Share of games in which each seat ends with the card (§5.4); whiskers are 95% intervals.":
    "Quota di partite in cui ogni posto finisce con la carta (§5.4); i baffi sono intervalli al 95%.",
  nobody: "nessuno",
  "1st": "1º",
  "2nd": "2º",
  "3rd": "3º",
  "4th": "4º",
  "5th": "5º",
  "6th": "6º",
  "Objectives surviving": "Obiettivi sopravvissuti",
  "Share of dealt objective districts still standing at the end, by deck (§7.1).":
    "Quota dei distretti obiettivo distribuiti ancora in piedi alla fine, per mazzo (§7.1).",
  "I (2 VP)": "I (2 PV)",
  "II (4 VP)": "II (4 PV)",
  "III (6 VP)": "III (6 PV)",
  "No-move fallback": "Nessun movimento possibile",
  "Games with a turn that had no playable card (§4.4); no-move turns per game {{perGame}}.":
    "Partite con un turno senza carte giocabili (§4.4); turni senza movimento per partita {{perGame}}.",
  "Games with a turn that had no playable card (§4.4); no-move turns per game {{perGame}} vs {{perGameB}}.":
    "Partite con un turno senza carte giocabili (§4.4); turni senza movimento per partita {{perGame}} contro {{perGameB}}.",
  "games with a no-move turn": "partite con un turno senza movimento",
  "More heat maps": "Altre mappe di calore",
  "Demolished (§5.5)": "Demoliti (§5.5)",
  "Share of games in which the district was demolished.":
    "Quota di partite in cui il distretto è stato demolito.",
  Contained: "Contenuti",
  "Share of games in which the district was contained (a cone, every cone controlled) at some moment.":
    "Quota di partite in cui il distretto è stato contenuto (un cono, tutti i coni controllati) a un certo punto.",
  // Comparison rows.
  "No Hero of London": "Nessun Eroe di Londra",
  "Hero of London, 1st player": "Eroe di Londra, 1º giocatore",
  "Hero of London, 2nd player": "Eroe di Londra, 2º giocatore",
  "Hero of London, 3rd player": "Eroe di Londra, 3º giocatore",
  "Hero of London, 4th player": "Eroe di Londra, 4º giocatore",
  "Hero of London, 5th player": "Eroe di Londra, 5º giocatore",
  "Hero of London, 6th player": "Eroe di Londra, 6º giocatore",
  // The Intensity grid.
  "Cards under each Intensity card, per player count":
    "Carte sopra ogni carta Intensificazione, per numero di giocatori",
  Players: "Giocatori",
  "Each seat resolves": "Ogni posto risolve",
  "{{p}} players, Intensity {{letter}}": "{{p}} giocatori, Intensificazione {{letter}}",
  "{{p}} players: remove the last Intensity card": "{{p}} giocatori: togli l'ultima carta Intensificazione",
  "{{p}} players: add an Intensity card": "{{p}} giocatori: aggiungi una carta Intensificazione",
  "✗ unequal": "✗ diseguale",
};

const pt: Record<string, string> = {
  // The lab's heat map (issue 32 §5).
  Burnt: "Ardido",
  "Share of games in which each district's houses burnt (§4.3).":
    "Fração das partidas em que as casas de cada bairro arderam (§4.3).",
  // How games were decided (the lab's `decidedBy` codes, shown as they are in English).
  points: "pontos",
  shared: "vitória partilhada",
  "tie:tamedCones": "desempate: cones apagados",
  "tie:intactHouses": "desempate: casas intactas",
  "tie:objectives": "desempate: objetivos",
  // Consequence values worded as sentences (`Consequence.words`).
  "{{turns}} ({{each}} each)": "{{turns}} ({{each}} cada)",
  "Setup (§2)": "Preparação (§2)",
  "A. Spread the fire (§4)": "A. Espalhar o fogo (§4)",
  "B. Actions (§5)": "B. Ações (§5)",
  "C. Draw and Intensity (§6)": "C. Comprar e Carta de Fogo (§6)",
  "Endgame and scoring (§7–§8)": "Fim do jogo e pontuação (§7–§8)",
  "No two houses of one colour in a district": "Nunca duas casas da mesma cor num distrito",
  "Houses are rearranged within each region so that no district holds two houses of the same colour.":
    "As casas são reorganizadas dentro de cada região para que nenhum distrito tenha duas casas da mesma cor.",
  "Public colour cards": "Cartas de cor públicas",
  "Everyone's house colour is public and pawns match their house colour (the easy game).":
    "A cor das casas de cada um é pública e os peões têm a cor das suas casas (o jogo fácil).",
  "Pawn colours": "Cores dos peões",
  "Which pawns each player takes; the secret colour card is dealt independently of the pawn either way (with public colours the pawn shows the house colour).":
    "Que peão fica com cada jogador; a carta de cor secreta é dada de qualquer forma independentemente do peão (com cores públicas o peão mostra a cor das casas).",
  "One colour per seat": "Uma cor por lugar",
  "Drawn at random (Portuguese Rule A)": "Tiradas ao acaso (Regra A portuguesa)",
  "Hand size": "Cartas na mão",
  "How many Fire Movement cards each player holds.": "Quantas cartas de movimento tem cada jogador na mão.",
  cards: "cartas",
  "Cards under each Intensity card": "Cartas sobre cada Carta de Fogo",
  "How many Fire Movement cards lie above each Intensity card, per player count; this decides who resolves which Intensity and how long the game lasts.":
    "Quantas cartas de movimento ficam sobre cada Carta de Fogo, por número de jogadores; isto decide quem resolve cada Carta de Fogo e quanto dura o jogo.",
  "Pudding Lane refill": "Reposição de Pudding Lane",
  "When Pudding Lane holds fewer than 2 cones at the start of a turn, it is refilled to this many.":
    "Quando Pudding Lane tem menos de 2 cones no início de um turno, é reposta até este número.",
  cones: "cones",
  "Pudding Lane gains": "Cones acrescentados a Pudding Lane",
  "Instead of a refill, Pudding Lane gains this many cones when it holds fewer than 2 (Portuguese edition: 5, so 1 becomes 6); 0 uses the refill above.":
    "Em vez da reposição, Pudding Lane recebe estes cones quando tem menos de 2 (edição portuguesa: 5, assim 1 passa a 6); 0 usa a reposição acima.",
  "Cones after burning": "Cones depois de arder",
  "How many cones a district holds once its houses burn.":
    "Quantos cones ficam num distrito depois de as suas casas arderem.",
  "The entering cone + one per house (Italian)": "O cone que entra + um por casa (italiana)",
  "As many as its houses, the entering cone included (Portuguese)":
    "Tantos quantas as suas casas, incluindo o cone que entra (portuguesa)",
  "No playable card": "Nenhuma carta jogável",
  "What happens to a player who cannot play any Fire Movement card.":
    "O que acontece a um jogador que não pode jogar nenhuma carta de movimento.",
  "Discard, skip actions, then an extra Intensity (Italian)":
    "Descarta, salta as ações e depois uma Carta de Fogo extra (italiana)",
  "Discard, place 3 cones in all, then play on (Portuguese)":
    "Descarta, coloca 3 cones no total e continua (portuguesa)",
  "Wild fire": "Fogo selvagem",
  "Fire entering a district whose houses already burnt adds one extra cone.":
    "O fogo que entra num distrito cujas casas já arderam acrescenta um cone extra.",
  "Auto (5–6 players)": "Automático (5–6 jogadores)",
  On: "Ligado",
  Off: "Desligado",
  "Action points": "Pontos de ação",
  "Action points each player spends per turn on pawn moves, team moves and taming.":
    "Pontos de ação que cada jogador gasta por turno a mover o peão, mover grupos de bombeiros e apagar fogo.",
  AP: "PA",
  Intensity: "Carta de Fogo",
  "How an Intensity card spreads the fire.": "Como uma Carta de Fogo espalha o fogo.",
  "The player places 3 cones (Italian)": "O jogador coloca 3 cones (italiana)",
  "3 cones on every burning district (Portuguese)": "3 cones em cada distrito a arder (portuguesa)",
  "Final rounds": "Rondas finais",
  "Rounds everyone plays after the last Intensity card (2 is “More destruction!”).":
    "Rondas que todos jogam depois da última Carta de Fogo (2 é “Mais destruição!”).",
  rounds: "rondas",
  "Tamed cones score for the pawn's colour": "Cones apagados pontuam para a cor do peão",
  "Each tamed cone scores for whoever owns the taming pawn's colour (the complex game).":
    "Cada cone apagado pontua para quem tem a cor do peão que o apagou (o jogo complexo).",
  "Houses burnt by fire": "Casas queimadas pelo fogo",
  "Houses lost to fire in each turn (§4.3, demolitions not counted); their running total is the board burning over time (120 houses).":
    "Casas perdidas para o fogo em cada turno (§4.3, sem contar demolições); o total acumulado é o tabuleiro a arder ao longo do tempo (120 casas).",
  "Houses demolished": "Casas demolidas",
  "Houses lost to demolitions over the game (§5.5).":
    "Casas perdidas por demolições ao longo do jogo (§5.5).",
  "Hero of London": "Herói de Londres",
  "Who holds the Hero of London card at the end (§5.4): turn-order position, 0 = the first player; −1 = nobody.":
    "Quem tem a carta Herói de Londres no fim (§5.4): posição na ordem de jogo, 0 = o primeiro jogador; −1 = ninguém.",
  "Deck I objectives surviving": "Objetivos do baralho I que sobrevivem",
  "Of the deck I objectives dealt (one per seat, 2 VP each), how many districts still stand at the end (§7.1).":
    "Dos objetivos do baralho I distribuídos (um por lugar, 2 PV cada), quantos distritos continuam de pé no fim (§7.1).",
  "Deck II objectives surviving": "Objetivos do baralho II que sobrevivem",
  "Of the deck II objectives dealt (one per seat, 4 VP each), how many districts still stand at the end (§7.1).":
    "Dos objetivos do baralho II distribuídos (um por lugar, 4 PV cada), quantos distritos continuam de pé no fim (§7.1).",
  "Deck III objectives surviving": "Objetivos do baralho III que sobrevivem",
  "Of the deck III objectives dealt (one per seat, 6 VP each), how many districts still stand at the end (§7.1).":
    "Dos objetivos do baralho III distribuídos (um por lugar, 6 PV cada), quantos distritos continuam de pé no fim (§7.1).",
  "Turns with no playable card": "Turnos sem carta jogável",
  "Turns that fell back on the no-move rule (§4.4).":
    "Turnos resolvidos com a regra de nenhum movimento (§4.4).",
  "Wild-fire cones": "Cones do fogo selvagem",
  "Extra cones added by wild fire (§4.5).": "Cones extra acrescentados pelo fogo selvagem (§4.5).",
  "Intensity cards": "Cartas de Fogo",
  "Fire Movement cards left out": "Cartas de movimento de fora",
  Turns: "Turnos",
  "Intensity cards per seat": "Cartas de Fogo por lugar",
  "Houses burnt over time": "Casas queimadas ao longo do tempo",
  "Houses lost to fire (§4.3) by the end of each turn, of the 120 on the board.":
    "Casas perdidas para o fogo (§4.3) no fim de cada turno, das 120 do tabuleiro.",
  "Share of games in which each seat ends with the card (§5.4); whiskers are 95% intervals.":
    "Parte das partidas em que cada lugar acaba com a carta (§5.4); as barras de erro são intervalos de 95%.",
  nobody: "ninguém",
  "1st": "1.º",
  "2nd": "2.º",
  "3rd": "3.º",
  "4th": "4.º",
  "5th": "5.º",
  "6th": "6.º",
  "Objectives surviving": "Objetivos que sobrevivem",
  "Share of dealt objective districts still standing at the end, by deck (§7.1).":
    "Parte dos distritos objetivo distribuídos ainda de pé no fim, por baralho (§7.1).",
  "I (2 VP)": "I (2 PV)",
  "II (4 VP)": "II (4 PV)",
  "III (6 VP)": "III (6 PV)",
  "No-move fallback": "Sem movimento possível",
  "Games with a turn that had no playable card (§4.4); no-move turns per game {{perGame}}.":
    "Partidas com um turno sem carta jogável (§4.4); turnos sem movimento por partida {{perGame}}.",
  "Games with a turn that had no playable card (§4.4); no-move turns per game {{perGame}} vs {{perGameB}}.":
    "Partidas com um turno sem carta jogável (§4.4); turnos sem movimento por partida {{perGame}} contra {{perGameB}}.",
  "games with a no-move turn": "partidas com um turno sem movimento",
  "More heat maps": "Mais mapas de calor",
  "Demolished (§5.5)": "Demolidos (§5.5)",
  "Share of games in which the district was demolished.":
    "Parte das partidas em que o distrito foi demolido.",
  Contained: "Contidos",
  "Share of games in which the district was contained (a cone, every cone controlled) at some moment.":
    "Parte das partidas em que o distrito esteve contido (um cone, todos os cones controlados) em algum momento.",
  "No Hero of London": "Nenhum Herói de Londres",
  "Hero of London, 1st player": "Herói de Londres, 1.º jogador",
  "Hero of London, 2nd player": "Herói de Londres, 2.º jogador",
  "Hero of London, 3rd player": "Herói de Londres, 3.º jogador",
  "Hero of London, 4th player": "Herói de Londres, 4.º jogador",
  "Hero of London, 5th player": "Herói de Londres, 5.º jogador",
  "Hero of London, 6th player": "Herói de Londres, 6.º jogador",
  "Cards under each Intensity card, per player count":
    "Cartas sobre cada Carta de Fogo, por número de jogadores",
  Players: "Jogadores",
  "Each seat resolves": "Cada lugar resolve",
  "{{p}} players, Intensity {{letter}}": "{{p}} jogadores, Carta de Fogo {{letter}}",
  "{{p}} players: remove the last Intensity card": "{{p}} jogadores: remover a última Carta de Fogo",
  "{{p}} players: add an Intensity card": "{{p}} jogadores: acrescentar uma Carta de Fogo",
  "✗ unequal": "✗ desigual",
};

/** The Great Fire's rules words in Italian and Portuguese, by their English text. */
export const GREAT_FIRE_RULES_TRANSLATIONS: Translations = { it, pt };

/** The Great Fire's rules words in a fixed language (charts' notes worded at run time). */
export const greatFireRulesT = registerGettext(GREAT_FIRE_RULES_NS, GREAT_FIRE_RULES_TRANSLATIONS);

/** The codes of `Outcome.decidedBy` this game gives (the lab's "How games were decided"). */
export const DECIDED_BY_CODES: readonly string[] = [
  "points",
  "shared",
  "tie:tamedCones",
  "tie:intactHouses",
  "tie:objectives",
];
