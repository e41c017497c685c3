/**
 * Small World Underground's rules words in Italian and Portuguese (issue 20), keyed by their English
 * text (gettext's way) and registered under `rules.small-world-underground` when the rules plug-in
 * loads: the options' labels, groups, sentences, choices and units, the lab's metric names (those per
 * race and per power are built from the rules package's names in each language), the consequences'
 * labels, this plug-in's charts and its widgets' words. Terms follow the table's (Italian: Razza,
 * Potere speciale, Declino, Monete, segnalini, dado Rinforzi; Portuguese: raça, poder, declínio,
 * moedas, fichas, dado de reforço). Rulings (R1…) and § references stay as printed.
 */
import { registerGettext, type Translations } from "@pudding/i18n";
import { POWERS, powerNameIn, RACES, raceNameIn } from "@pudding/small-world-underground";

/** The namespace the Rules workspace reads Small World Underground's rules words from. */
export const SWU_RULES_NS = "rules.small-world-underground";

const it: Record<string, string> = {
  // The Places and Relics checklist (issue 32 §6).
  "Popular Places": "Luoghi Popolari",
  "Righteous Relics": "Reliquie Leggendarie",
  "{{n}} places and relics": "{{n}} luoghi e reliquie",
  // The lab's heat map (issue 32 §5).
  "Times each region was conquered, per game.": "Volte in cui ogni regione è stata conquistata, per partita.",
  // How games were decided (the lab's `decidedBy` codes, shown as they are in English).
  secret: "segreto",
  shared: "vittoria condivisa",
  "tie:tokensOnMap": "spareggio: segnalini sulla mappa",
  "tie:regions": "spareggio: regioni",
  "tie:shared": "spareggio: condivisa",
  // Groups.
  "Game length": "Durata della partita",
  Setup: "Preparazione",
  Combos: "Combinazioni",
  Conquest: "Conquista",
  Decline: "Declino",
  Scoring: "Punteggio",
  Races: "Razze",
  Pieces: "Pezzi",
  Maps: "Mappe",
  // Options.
  "Rounds with 2 players": "Round con 2 giocatori",
  "How many rounds a 2-player game lasts (Ruling R5).":
    "Quanti round dura una partita a 2 giocatori (Chiarimento R5).",
  rounds: "round",
  "Rounds with 3 players": "Round con 3 giocatori",
  "How many rounds a 3-player game lasts (Ruling R5).":
    "Quanti round dura una partita a 3 giocatori (Chiarimento R5).",
  "Rounds with 4 players": "Round con 4 giocatori",
  "How many rounds a 4-player game lasts (Ruling R5).":
    "Quanti round dura una partita a 4 giocatori (Chiarimento R5).",
  "Rounds with 5 players": "Round con 5 giocatori",
  "How many rounds a 5-player game lasts (Ruling R5).":
    "Quanti round dura una partita a 5 giocatori (Chiarimento R5).",
  "Starting coins": "Monete iniziali",
  "Coins every player receives at setup.": "Monete che ogni giocatore riceve durante la preparazione.",
  coins: "Monete",
  "Combos in the row": "Combinazioni in fila",
  "How many race/power combos are laid out in the row, besides the stack-top combo.":
    "Quante combinazioni Razza/Potere sono esposte in fila, oltre a quella in cima alla pila.",
  "Coins per skipped combo": "Monete per combinazione saltata",
  "Coins put on each combo above the one a player picks.":
    "Monete messe su ogni combinazione sopra quella che un giocatore sceglie.",
  "Combo coins pay for the pick": "Le Monete della combinazione pagano la scelta",
  "A player takes the coins on his chosen combo before paying for the combos above it (R6).":
    "Un giocatore prende le Monete sulla combinazione scelta prima di pagare quelle sopra di essa (R6).",
  "Races in play": "Razze in gioco",
  "Which race banners are shuffled into the banner deck.":
    "Quali stendardi delle Razze vengono mescolati nel mazzo degli stendardi.",
  "Powers in play": "Poteri in gioco",
  "Which special power badges are shuffled into the badge deck.":
    "Quali tasselli dei Poteri speciali vengono mescolati nel mazzo dei tasselli.",
  "Banner values": "Valori degli stendardi",
  "Tokens each race banner gives (Ruling R3).": "Segnalini dati da ogni stendardo di Razza (Chiarimento R3).",
  "Badge values": "Valori dei tasselli",
  "Tokens each power badge adds (Ruling R3).": "Segnalini aggiunti da ogni tassello Potere (Chiarimento R3).",
  "Tokens in the tray": "Segnalini nella scatola",
  "The hard limit of tokens of each race; abilities cannot bring more into play.":
    "Il limite rigido di segnalini di ogni Razza; le abilità non possono metterne in gioco altri.",
  "Places and Relics": "Luoghi mitici e Reliquie",
  "Which Popular Places and Righteous Relics are shuffled into the discovery pile.":
    "Quali Luoghi mitici e Reliquie vengono mescolati nella pila delle scoperte.",
  "Monsters per Monster region": "Mostri per Regione dei Mostri",
  "Monster tokens put on each region with the Monster symbol.":
    "Segnalini Mostro messi su ogni Regione con il simbolo del Mostro.",
  "Base conquest cost": "Costo base di conquista",
  "Tokens needed to conquer an empty land region.":
    "Segnalini necessari per conquistare una Regione di terra vuota.",
  "River conquest cost": "Costo di conquista del Fiume",
  "Tokens needed to conquer an empty River region.":
    "Segnalini necessari per conquistare una Regione di Fiume vuota.",
  "Occupied River base": "Base del Fiume occupato",
  "Base cost of a River region held by race tokens, before 1 per token (R11).":
    "Costo base di una Regione di Fiume occupata da segnalini Razza, prima di 1 per segnalino (R11).",
  "1 (the River exception)": "1 (l'eccezione del Fiume)",
  "2 (as any region)": "2 (come ogni Regione)",
  "Minimum conquest cost": "Costo minimo di conquista",
  "No discount brings a conquest below this many tokens (R9).":
    "Nessuno sconto porta una conquista sotto questo numero di segnalini (R9).",
  "Reinforcement die": "Dado Rinforzi",
  "The faces of the Reinforcement die (R1).": "Le facce del dado Rinforzi (R1).",
  "Final attempt shortfall": "Scarto del tentativo finale",
  "A final conquest attempt may target a region at most this many tokens short (R14).":
    "Un tentativo di conquista finale può puntare a una Regione per cui mancano al massimo questi segnalini (R14).",
  "Declined races kept": "Razze in Declino tenute",
  "How many declined races a player may keep on the map; the oldest leaves beyond that.":
    "Quante Razze in Declino un giocatore può tenere sulla mappa; oltre, la più vecchia se ne va.",
  "Hidden coins": "Monete nascoste",
  "Scores announced": "Punteggi annunciati",
  "With hidden coins, how much a player scores is shown to that player only (Ruling R63); public announces every score to the table.":
    "Con le Monete nascoste, quanto ottiene un giocatore lo vede solo lui (Chiarimento R63); pubblico annuncia ogni punteggio al tavolo.",
  "To the scorer only": "Solo a chi ottiene le Monete",
  "To everyone": "A tutti",
  "Coin totals are secret until the end; others see only the transfers.":
    "I totali di Monete restano segreti fino alla fine; gli altri vedono solo i passaggi.",
  "Tie-break": "Spareggio",
  "How a tie on coins is broken, in order; the last step is a shared victory (R21).":
    "Come si risolve un pareggio di Monete, in ordine; l'ultimo passo è una vittoria condivisa (R21).",
  "Flames' entry": "Ingresso delle Fiamme",
  "Where the Flames make a First Conquest (R28).": "Dove le Fiamme fanno la Prima Conquista (R28).",
  "Beside the Volcano": "Accanto al Vulcano",
  "On the map edge (Italian text)": "Sul bordo della mappa (testo italiano)",
  Either: "Entrambi",
  "Gnome shield": "Scudo degli Gnomi",
  "Whether the shield also stops coin taking from the Gnome player (R30).":
    "Se lo scudo impedisce anche di prendere Monete al giocatore degli Gnomi (R30).",
  "Every effect (Italian text)": "Ogni effetto (testo italiano)",
  "Conquests only (English text)": "Solo le conquiste (testo inglese)",
  "Declined Gnomes shielded": "Gnomi in Declino protetti",
  "Declined Gnomes keep their protection (R31).": "Gli Gnomi in Declino mantengono la loro protezione (R31).",
  "Lizardmen swim": "Nuoto dei Lucertoloni",
  "How much River the Lizardmen pass through in one go (R34).":
    "Quanto Fiume attraversano i Lucertoloni in una volta (R34).",
  "The whole River": "Tutto il Fiume",
  "One River region": "Una Regione di Fiume",
  "Lizardmen swim in": "I Lucertoloni entrano a nuoto",
  "A Lizardmen First Conquest may reach land through an edge River region (R35).":
    "Una Prima Conquista dei Lucertoloni può raggiungere la terra attraverso una Regione di Fiume sul bordo (R35).",
  "Great Brass Pipe links": "Collegamenti dei Grandi tubi d'ottone",
  "Whether all regions of the Pipe's terrain are linked, or only to the Pipe's region (R57).":
    "Se tutte le Regioni del terreno dei Tubi sono collegate tra loro o solo alla Regione dei Tubi (R57).",
  "All to all": "Tutte con tutte",
  "Only to the Pipe": "Solo ai Tubi",
  "Balrog moves": "Il Balrog si muove",
  "The Pentacle's holder may move the Balrog on later turns.":
    "Chi controlla il Pentacolo può muovere il Balrog nei turni successivi.",
  "Stonehedge draw": "Pesca di Stonehenge",
  "Whether Stonehedge draws its power at random below the visible top, or the top (R58).":
    "Se Stonehenge pesca il suo Potere a caso sotto la cima visibile, oppure la cima (R58).",
  "At random below the top": "A caso sotto la cima",
  "The visible top": "La cima visibile",
  "Silver Hammers": "Martelli d'argento",
  "Silver Hammers in the box.": "Martelli d'argento nella scatola.",
  "Mushroom Armors": "Corazze di fungo",
  "Mushroom Armors in the box.": "Corazze di fungo nella scatola.",
  "Vengeance markers": "Segnalini Vendetta",
  "Vengeance markers in the box.": "Segnalini Vendetta nella scatola.",
  "Play only the shipped map for the seat count, or any map that passes the map checks.":
    "Gioca solo la mappa fornita per il numero di giocatori, o qualsiasi mappa che superi i controlli.",
  "Shipped maps": "Mappe fornite",
  "Any valid map": "Qualsiasi mappa valida",
  // Lab metrics.
  "Leader's coins by round": "Monete del primo per round",
  "The highest coin total at the end of each round.": "Il totale di Monete più alto alla fine di ogni round.",
  "Mean coins by round": "Monete medie per round",
  "The average coin total at the end of each round.": "Il totale medio di Monete alla fine di ogni round.",
  "Final coins by turn-order position": "Monete finali per posizione nell'ordine di turno",
  "Winner's margin": "Margine del vincitore",
  "First minus second coin total.": "Totale di Monete del primo meno quello del secondo.",
  "Combos picked": "Combinazioni scelte",
  Declines: "Declini",
  "Round of the first decline": "Round del primo Declino",
  "0 when nobody declined.": "0 se nessuno è andato in Declino.",
  "Mean decline round": "Round medio del Declino",
  "Races played by turn-order position": "Razze giocate per posizione nell'ordine di turno",
  Conquests: "Conquiste",
  "Conquests by round": "Conquiste per round",
  "Final attempts": "Tentativi finali",
  "Final attempt success rate": "Riuscita dei tentativi finali",
  "Monsters removed": "Mostri rimossi",
  // Consequences.
  Rounds: "Round",
  "Combos visible": "Combinazioni visibili",
  "Races in the pool": "Razze disponibili",
  "Powers in the pool": "Poteri disponibili",
  "Mean die roll": "Tiro medio del dado",
  // Lab charts.
  "Races picked": "Razze scelte",
  "Powers picked": "Poteri scelti",
  "Picks per game of each race (§6), with 95% intervals; bots pick what they value, so this shows which races the rules make attractive.":
    "Scelte per partita di ogni Razza (§6), con intervalli al 95%; i bot scelgono ciò che apprezzano, quindi mostra quali Razze le regole rendono attraenti.",
  "Picks per game of each power (§6), with 95% intervals; bots pick what they value, so this shows which powers the rules make attractive.":
    "Scelte per partita di ogni Potere (§6), con intervalli al 95%; i bot scelgono ciò che apprezzano, quindi mostra quali Poteri le regole rendono attraenti.",
  picks: "scelte",
  "Coins per pick, by race": "Monete per scelta, per Razza",
  "Coins per pick, by power": "Monete per scelta, per Potere",
  "Coins a combo with this race scored from its pick to the end of the game (§9), per pick.":
    "Monete segnate da una combinazione con questa Razza dalla scelta alla fine della partita (§9), per scelta.",
  "Coins a combo with this power scored from its pick to the end of the game (§9), per pick.":
    "Monete segnate da una combinazione con questo Potere dalla scelta alla fine della partita (§9), per scelta.",
  // Widgets.
  "{{chosen}} of {{total}}": "{{chosen}} su {{total}}",
  all: "tutti",
  "face {{n}}": "faccia {{n}}",
  "+ face": "+ faccia",
  "− face": "− faccia",
  "mean {{mean}}": "media {{mean}}",
  "{{n}} races": "{{n}} Razze",
  "{{n}} powers": "{{n}} Poteri",
  "faces {{faces}}": "facce {{faces}}",
};

const pt: Record<string, string> = {
  // The Places and Relics checklist (issue 32 §6).
  "Popular Places": "Locais Populares",
  "Righteous Relics": "Relíquias Lendárias",
  "{{n}} places and relics": "{{n}} locais e relíquias",
  // The lab's heat map (issue 32 §5).
  "Times each region was conquered, per game.": "Vezes que cada região foi conquistada, por partida.",
  // How games were decided (the lab's `decidedBy` codes, shown as they are in English).
  secret: "secreto",
  shared: "vitória partilhada",
  "tie:tokensOnMap": "desempate: fichas no mapa",
  "tie:regions": "desempate: regiões",
  "tie:shared": "desempate: partilhada",
  "Game length": "Duração do jogo",
  Setup: "Preparação",
  Combos: "Combinações",
  Conquest: "Conquista",
  Decline: "Declínio",
  Scoring: "Pontuação",
  Races: "Raças",
  Pieces: "Peças",
  Maps: "Mapas",
  "Rounds with 2 players": "Rondas com 2 jogadores",
  "How many rounds a 2-player game lasts (Ruling R5).":
    "Quantas rondas dura um jogo a 2 jogadores (Esclarecimento R5).",
  rounds: "rondas",
  "Rounds with 3 players": "Rondas com 3 jogadores",
  "How many rounds a 3-player game lasts (Ruling R5).":
    "Quantas rondas dura um jogo a 3 jogadores (Esclarecimento R5).",
  "Rounds with 4 players": "Rondas com 4 jogadores",
  "How many rounds a 4-player game lasts (Ruling R5).":
    "Quantas rondas dura um jogo a 4 jogadores (Esclarecimento R5).",
  "Rounds with 5 players": "Rondas com 5 jogadores",
  "How many rounds a 5-player game lasts (Ruling R5).":
    "Quantas rondas dura um jogo a 5 jogadores (Esclarecimento R5).",
  "Starting coins": "Moedas iniciais",
  "Coins every player receives at setup.": "Moedas que cada jogador recebe na preparação.",
  coins: "moedas",
  "Combos in the row": "Combinações na fila",
  "How many race/power combos are laid out in the row, besides the stack-top combo.":
    "Quantas combinações raça/poder ficam expostas na fila, além da do topo da pilha.",
  "Coins per skipped combo": "Moedas por combinação saltada",
  "Coins put on each combo above the one a player picks.":
    "Moedas postas em cada combinação acima da que um jogador escolhe.",
  "Combo coins pay for the pick": "As moedas da combinação pagam a escolha",
  "A player takes the coins on his chosen combo before paying for the combos above it (R6).":
    "Um jogador recolhe as moedas da combinação escolhida antes de pagar as combinações acima dela (R6).",
  "Races in play": "Raças em jogo",
  "Which race banners are shuffled into the banner deck.":
    "Que estandartes de raça são baralhados no baralho de estandartes.",
  "Powers in play": "Poderes em jogo",
  "Which special power badges are shuffled into the badge deck.":
    "Que emblemas de poder especial são baralhados no baralho de emblemas.",
  "Banner values": "Valores dos estandartes",
  "Tokens each race banner gives (Ruling R3).": "Fichas que cada estandarte de raça dá (Esclarecimento R3).",
  "Badge values": "Valores dos emblemas",
  "Tokens each power badge adds (Ruling R3).":
    "Fichas que cada emblema de poder acrescenta (Esclarecimento R3).",
  "Tokens in the tray": "Fichas na caixa",
  "The hard limit of tokens of each race; abilities cannot bring more into play.":
    "O limite rígido de fichas de cada raça; as habilidades não podem pôr mais em jogo.",
  "Places and Relics": "Lugares Míticos e Relíquias",
  "Which Popular Places and Righteous Relics are shuffled into the discovery pile.":
    "Que Lugares Míticos e Relíquias são baralhados na pilha de descobertas.",
  "Monsters per Monster region": "Monstros por região de Monstro",
  "Monster tokens put on each region with the Monster symbol.":
    "Fichas de Monstro postas em cada região com o símbolo do Monstro.",
  "Base conquest cost": "Custo base de conquista",
  "Tokens needed to conquer an empty land region.":
    "Fichas necessárias para conquistar uma região de terra vazia.",
  "River conquest cost": "Custo de conquista do Rio",
  "Tokens needed to conquer an empty River region.":
    "Fichas necessárias para conquistar uma região de Rio vazia.",
  "Occupied River base": "Base do Rio ocupado",
  "Base cost of a River region held by race tokens, before 1 per token (R11).":
    "Custo base de uma região de Rio ocupada por fichas de raça, antes de 1 por ficha (R11).",
  "1 (the River exception)": "1 (a exceção do Rio)",
  "2 (as any region)": "2 (como qualquer região)",
  "Minimum conquest cost": "Custo mínimo de conquista",
  "No discount brings a conquest below this many tokens (R9).":
    "Nenhum desconto põe uma conquista abaixo deste número de fichas (R9).",
  "Reinforcement die": "Dado de reforço",
  "The faces of the Reinforcement die (R1).": "As faces do dado de reforço (R1).",
  "Final attempt shortfall": "Falta na tentativa final",
  "A final conquest attempt may target a region at most this many tokens short (R14).":
    "Uma tentativa final de conquista pode visar uma região a que faltem no máximo estas fichas (R14).",
  "Declined races kept": "Raças em declínio mantidas",
  "How many declined races a player may keep on the map; the oldest leaves beyond that.":
    "Quantas raças em declínio um jogador pode manter no mapa; além disso, a mais antiga sai.",
  "Hidden coins": "Moedas escondidas",
  "Scores announced": "Pontuações anunciadas",
  "With hidden coins, how much a player scores is shown to that player only (Ruling R63); public announces every score to the table.":
    "Com as moedas escondidas, quanto um jogador ganha só ele vê (Esclarecimento R63); público anuncia cada pontuação à mesa.",
  "To the scorer only": "Só a quem ganha as moedas",
  "To everyone": "A todos",
  "Coin totals are secret until the end; others see only the transfers.":
    "Os totais de moedas são secretos até ao fim; os outros só veem as transferências.",
  "Tie-break": "Desempate",
  "How a tie on coins is broken, in order; the last step is a shared victory (R21).":
    "Como se desfaz um empate em moedas, por ordem; o último passo é uma vitória partilhada (R21).",
  "Flames' entry": "Entrada das Chamas",
  "Where the Flames make a First Conquest (R28).": "Onde as Chamas fazem a Primeira Conquista (R28).",
  "Beside the Volcano": "Junto ao Vulcão",
  "On the map edge (Italian text)": "Na borda do mapa (texto italiano)",
  Either: "Qualquer um",
  "Gnome shield": "Escudo dos Gnomos",
  "Whether the shield also stops coin taking from the Gnome player (R30).":
    "Se o escudo também impede que se tirem moedas ao jogador dos Gnomos (R30).",
  "Every effect (Italian text)": "Todos os efeitos (texto italiano)",
  "Conquests only (English text)": "Só as conquistas (texto inglês)",
  "Declined Gnomes shielded": "Gnomos em declínio protegidos",
  "Declined Gnomes keep their protection (R31).": "Os Gnomos em declínio mantêm a sua proteção (R31).",
  "Lizardmen swim": "Natação dos Homens-Lagarto",
  "How much River the Lizardmen pass through in one go (R34).":
    "Quanto Rio atravessam os Homens-Lagarto de uma só vez (R34).",
  "The whole River": "O Rio inteiro",
  "One River region": "Uma região de Rio",
  "Lizardmen swim in": "Os Homens-Lagarto entram a nado",
  "A Lizardmen First Conquest may reach land through an edge River region (R35).":
    "Uma Primeira Conquista dos Homens-Lagarto pode chegar a terra por uma região de Rio na borda (R35).",
  "Great Brass Pipe links": "Ligações do Grande Cano de Latão",
  "Whether all regions of the Pipe's terrain are linked, or only to the Pipe's region (R57).":
    "Se todas as regiões do terreno do Cano estão ligadas entre si, ou só à região do Cano (R57).",
  "All to all": "Todas com todas",
  "Only to the Pipe": "Só ao Cano",
  "Balrog moves": "O Balrog move-se",
  "The Pentacle's holder may move the Balrog on later turns.":
    "Quem controla o Pentáculo pode mover o Balrog nos turnos seguintes.",
  "Stonehedge draw": "Compra de Stonehedge",
  "Whether Stonehedge draws its power at random below the visible top, or the top (R58).":
    "Se Stonehedge tira o seu poder ao acaso abaixo do topo visível, ou o topo (R58).",
  "At random below the top": "Ao acaso abaixo do topo",
  "The visible top": "O topo visível",
  "Silver Hammers": "Martelos de Prata",
  "Silver Hammers in the box.": "Martelos de Prata na caixa.",
  "Mushroom Armors": "Armaduras de Cogumelo",
  "Mushroom Armors in the box.": "Armaduras de Cogumelo na caixa.",
  "Vengeance markers": "Marcadores de Vingança",
  "Vengeance markers in the box.": "Marcadores de Vingança na caixa.",
  "Play only the shipped map for the seat count, or any map that passes the map checks.":
    "Jogar só o mapa fornecido para o número de jogadores, ou qualquer mapa que passe as verificações.",
  "Shipped maps": "Mapas fornecidos",
  "Any valid map": "Qualquer mapa válido",
  "Leader's coins by round": "Moedas do líder por ronda",
  "The highest coin total at the end of each round.": "O total de moedas mais alto no fim de cada ronda.",
  "Mean coins by round": "Moedas médias por ronda",
  "The average coin total at the end of each round.": "O total médio de moedas no fim de cada ronda.",
  "Final coins by turn-order position": "Moedas finais por posição na ordem de jogo",
  "Winner's margin": "Margem do vencedor",
  "First minus second coin total.": "Total de moedas do primeiro menos o do segundo.",
  "Combos picked": "Combinações escolhidas",
  Declines: "Declínios",
  "Round of the first decline": "Ronda do primeiro declínio",
  "0 when nobody declined.": "0 quando ninguém entrou em declínio.",
  "Mean decline round": "Ronda média de declínio",
  "Races played by turn-order position": "Raças jogadas por posição na ordem de jogo",
  Conquests: "Conquistas",
  "Conquests by round": "Conquistas por ronda",
  "Final attempts": "Tentativas finais",
  "Final attempt success rate": "Êxito das tentativas finais",
  "Monsters removed": "Monstros removidos",
  Rounds: "Rondas",
  "Combos visible": "Combinações visíveis",
  "Races in the pool": "Raças disponíveis",
  "Powers in the pool": "Poderes disponíveis",
  "Mean die roll": "Lançamento médio do dado",
  "Races picked": "Raças escolhidas",
  "Powers picked": "Poderes escolhidos",
  "Picks per game of each race (§6), with 95% intervals; bots pick what they value, so this shows which races the rules make attractive.":
    "Escolhas por partida de cada raça (§6), com intervalos de 95%; os bots escolhem o que valorizam, por isso mostra que raças as regras tornam atraentes.",
  "Picks per game of each power (§6), with 95% intervals; bots pick what they value, so this shows which powers the rules make attractive.":
    "Escolhas por partida de cada poder (§6), com intervalos de 95%; os bots escolhem o que valorizam, por isso mostra que poderes as regras tornam atraentes.",
  picks: "escolhas",
  "Coins per pick, by race": "Moedas por escolha, por raça",
  "Coins per pick, by power": "Moedas por escolha, por poder",
  "Coins a combo with this race scored from its pick to the end of the game (§9), per pick.":
    "Moedas que uma combinação com esta raça ganhou desde a escolha até ao fim do jogo (§9), por escolha.",
  "Coins a combo with this power scored from its pick to the end of the game (§9), per pick.":
    "Moedas que uma combinação com este poder ganhou desde a escolha até ao fim do jogo (§9), por escolha.",
  "{{chosen}} of {{total}}": "{{chosen}} de {{total}}",
  all: "todos",
  "face {{n}}": "face {{n}}",
  "+ face": "+ face",
  "− face": "− face",
  "mean {{mean}}": "média {{mean}}",
  "{{n}} races": "{{n}} raças",
  "{{n}} powers": "{{n}} poderes",
  "faces {{faces}}": "faces {{faces}}",
};

// Names of races and powers, and the lab's metrics per race and per power, from the rules package's
// names in each language.
for (const r of RACES) {
  // The id, where a generic editor lists values per race (`raceValues`…).
  it[r.id] = raceNameIn(r.id, "it");
  pt[r.id] = raceNameIn(r.id, "pt");
  it[r.name] = raceNameIn(r.id, "it");
  pt[r.name] = raceNameIn(r.id, "pt");
  it[`${r.name} picked`] = `Scelte: ${raceNameIn(r.id, "it")}`;
  pt[`${r.name} picked`] = `Escolhas: ${raceNameIn(r.id, "pt")}`;
  it[`Coins scored by ${r.name}`] = `Monete segnate da ${raceNameIn(r.id, "it")}`;
  pt[`Coins scored by ${r.name}`] = `Moedas ganhas por ${raceNameIn(r.id, "pt")}`;
}
for (const p of POWERS) {
  it[p.id] = powerNameIn(p.id, "it");
  pt[p.id] = powerNameIn(p.id, "pt");
  it[p.name] = powerNameIn(p.id, "it");
  pt[p.name] = powerNameIn(p.id, "pt");
  it[`${p.name} picked`] = `Scelte: ${powerNameIn(p.id, "it")}`;
  pt[`${p.name} picked`] = `Escolhas: ${powerNameIn(p.id, "pt")}`;
  it[`Coins scored with ${p.name}`] = `Monete segnate con ${powerNameIn(p.id, "it")}`;
  pt[`Coins scored with ${p.name}`] = `Moedas ganhas com ${powerNameIn(p.id, "pt")}`;
}

/** Small World Underground's rules words in Italian and Portuguese, by their English text. */
export const SWU_RULES_TRANSLATIONS: Translations = { it, pt };

/** Small World Underground's rules words in a fixed language (words made outside React). */
export const swuRulesT = registerGettext(SWU_RULES_NS, SWU_RULES_TRANSLATIONS);

/** The codes of `Outcome.decidedBy` this game gives (the lab's "How games were decided"). */
export const DECIDED_BY_CODES: readonly string[] = [
  "coins",
  "secret",
  "shared",
  "tie:tokensOnMap",
  "tie:regions",
  "tie:shared",
];
