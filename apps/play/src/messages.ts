/**
 * The play app's own words (issue 20): the lobby (`lobby.*`) and the table shell around board-ui's
 * `GameTable` (`table.*`, `handover.*`, `replay.*`, `header.*`, `alerts.*`), in English, Italian and
 * European Portuguese, registered under the `play` namespace when this module is imported. Player
 * names, game titles, map names and the server's own messages are not here: they come worded.
 */
import { type Bundles, i18n, type Locale, registerMessages, tFor } from "@pudding/i18n";

type Messages = Record<string, string>;

const en: Messages = {
  "lobby.botSpeed": "Bot speed",
  "lobby.botSpeedQuick": "Quick",
  "lobby.botSpeedNormal": "Normal",
  "lobby.botSpeedSlow": "Slow (easy to follow)",
  "bot.random": "Random",
  "bot.heuristic": "Heuristic",
  "bot.search": "Search",
  "botAbout.random": "Uniform over the legal actions.",
  "botAbout.search": "Searches over what it cannot see, about a second per decision.",
  "botAbout.heuristic.great-fire-1666":
    "Burns the others' houses, shields its own and its objectives, tames when it can. Instant.",
  "botAbout.heuristic.small-world-underground":
    "Picks combos by tokens, powers and coins; conquers the cheapest valuable regions; guards exposed regions; declines when its race is spent.",
  "botAbout.heuristic.the-brigade":
    "Greedy one action ahead: extinguishes and places renown where loyalty pays, protects its tiles with the cistern, upgrades, recruits and heads for a win.",
  // The lobby.
  "lobby.tagline": "Board games with the rules enforced · online seats, hot-seat, bots",
  "lobby.newGame": "New game",
  "lobby.opening": "Opening the catalogue…",
  "lobby.turnTimer": "Turn timer",
  "lobby.timerNone": "No timer",
  "lobby.timerMinutes_one": "{{count}} minute a turn",
  "lobby.timerMinutes_other": "{{count}} minutes a turn",
  "lobby.timerHours_one": "{{count}} hour a turn",
  "lobby.timerHours_other": "{{count}} hours a turn",
  "lobby.timerDays_one": "{{count}} day a turn (slow game)",
  "lobby.timerDays_other": "{{count}} days a turn (slow game)",
  "lobby.turnTimerHint": "When a player's time runs out, a bot plays for them until they come back.",
  "lobby.seed": "Seed (optional, bots only: a repeatable deal)",
  "lobby.seedPlaceholder": "random",
  "lobby.seedSecret":
    "With a person seated, the server deals from a secret seed (a chosen one is refused): the table shows its commitment from the start and reveals the seed at the end, so anyone can verify the game.",
  "lobby.seedError": "A seed is a whole number from 0 to 4294967295.",
  "lobby.dealing": "Dealing…",
  "lobby.create": "Create game",
  "lobby.gameLinks": "Game links",

  "lobby.game": "Game",
  "lobby.gameLegend": "1. Game",
  "lobby.players": "{{range}} players",
  "lobby.testGame": "a test game of the platform",

  "lobby.seats": "Seats",
  "lobby.seatsLegend": "2. Seats ({{n}}; {{min}}–{{max}})",
  "lobby.seatName": "Seat {{n}} name",
  "lobby.seatPlayer": "Seat {{n}} player",
  "lobby.playerN": "Player {{n}}",
  "lobby.botName": "Bot name (optional)",
  "lobby.person": "Person",
  "lobby.botOption": "Bot — {{label}}",
  "lobby.addSeat": "+ Seat",
  "lobby.removeSeat": "− Seat",

  "lobby.board_one": "3. Board (for {{count}} player)",
  "lobby.board_other": "3. Board (for {{count}} players)",
  "lobby.boardDefault_one": "The game's board for {{count}} player",
  "lobby.boardDefault_other": "The game's board for {{count}} players",
  "lobby.mapPublished": "(published, v{{version}})",
  "lobby.mapSpaces_one": "{{count}} space",
  "lobby.mapSpaces_other": "{{count}} spaces",
  "lobby.rules": "4. Rules",
  "lobby.preset": "Preset: {{label}}",
  "lobby.publishedRules": "A rule set published from the editor.",
  "rules.house": "House rules: {{name}}",

  "lobby.ready": "Game ready",
  "lobby.privateLinks":
    "Each person gets their own private link (it is their seat — do not share it). Bots play by themselves.",
  "lobby.seatLink": "{{name}}'s seat link —",
  "lobby.openHere": "open here",
  "lobby.spectatorLink": "Spectator link",
  "lobby.copy": "Copy",
  "lobby.copied": "Copied ✓",
  "lobby.copySeatLink": "Copy {{name}}'s link",
  "lobby.copySpectatorLink": "Copy the spectator link",
  "lobby.copyFailed": "Could not copy here: select the link and copy it (Ctrl+C).",
  "lobby.hotSeat_one": "Play {{count}} person on this device (hot-seat)",
  "lobby.hotSeat_other": "Play all {{count}} people on this device (hot-seat)",
  "lobby.takeSeat": "Take your seat",
  "lobby.watchBots": "Watch the bots",

  "lobby.yourGames": "Your games",
  "lobby.yourGamesEmpty": "Games you sit in on this device appear here.",
  "lobby.yourTurn": "your turn",
  "lobby.openGames": "Open games",
  "lobby.openGamesEmpty": "No other games are running.",
  "lobby.watch": "(watch)",
  "lobby.finished": "finished",
  "lobby.settingUp": "setting up",
  turnN: "turn {{n}}",

  // The table.
  "table.opening": "Opening the table…",
  "rules.title": "Rules reference",
  "rules.note":
    "The rules this table enforces, section by section (§), with the rulings it makes where the rulebooks are silent or disagree. A rule's § in a message at the table opens its place here. This reference is written in English.",
  "rules.back": "← Lobby",
  "table.unknownGame": 'This table does not know the game "{{game}}".',
  "table.connectionLost": "Connection lost — reconnecting…",
  "table.seatLinkInvalid":
    "That seat link is not valid for this game (the seat may have been handed to a bot). You are watching.",
  "table.skip": "Skip to your move",
  "table.seat": "Seat {{n}}",
  "table.yourTurnTitle": "● Your turn · {{base}}",
  "table.yourTurn": "Your turn",
  "table.botNamed": "The {{label}} bot",
  "table.botNamedBot": "The {{label}}",
  "table.aBot": "A bot",

  "handover.wait": "left the table · a bot may play for them in {{time}}",
  "handover.offer": "Let a bot play for {{name}}",
  "handover.ask": "Let a bot play for {{name}}?",
  "handover.explain":
    "{{bot}} will play for {{name}} until they come back; their link takes the seat back at any time.",
  "handover.confirm": "Yes, let the bot play",
  "handover.cancel": "Cancel",
  "standIn.you": "{{bot}} is playing for you.",
  "standIn.named": "{{bot}} is playing for {{name}}.",
  "standIn.reclaim": "Take my seat back",
  "standIn.takeBack": "I'm back — play {{name}} again",
  "self.offer": "Let a bot play for me",
  "self.ask": "Let a bot play for you?",
  "self.explain": "{{bot}} will play for you until you take your seat back.",
  "header.clockHeld": "clock held behind the curtain",

  "end.rematch": "Rematch",
  "end.rematchWaiting": "A rematch has started: your seat is waiting for you.",
  "end.rematchStarted": "A rematch has started.",
  "end.rematchJoin": "Join the rematch",
  "end.rematchWatch": "Watch the rematch",
  "end.replay": "Replay",
  "end.lobby": "Lobby",
  "header.commitment": "deal sealed {{commitment}}",
  "verify.button": "Verify this game",
  "verify.checking": "Replaying every action from the revealed seed…",
  "verify.shownAt": "Commitment shown from the start: {{commitment}}",
  "verify.download": "Download the game (for pudding verify)",
  "verify.ok_one":
    "Verified: the seed revealed at the end matches the commitment {{commitment}} shown from the start, and the {{count}} action replays from it. Every shuffle, draw and roll followed from that seed and the players' actions.",
  "verify.ok_other":
    "Verified: the seed revealed at the end matches the commitment {{commitment}} shown from the start, and all {{count}} actions replay from it. Every shuffle, draw and roll followed from that seed and the players' actions.",
  "verify.shown":
    "Not verified: the server's copy names commitment {{got}}, but this table showed {{shown}}.",
  "verify.commitment":
    "Not verified: the seed revealed at the end does not match the commitment shown from the start.",
  "verify.illegal":
    "Not verified: action {{at}} does not follow from the committed seed and the actions before it.",
  "verify.events":
    "Not verified: at action {{at}} what the game logged differs from what the committed seed gives — a shuffle, draw or roll was changed.",
  "verify.hash": "Not verified: the state after action {{at}} does not replay to the one logged.",
  "verify.setup":
    "Not verified: the game cannot be set up again, or ends elsewhere, from its seed, map and rules.",

  "replay.title": "Replay",
  "replay.first": "To the setup",
  "replay.back": "Back one action",
  "replay.play": "Play",
  "replay.pause": "Pause",
  "replay.forward": "Forward one action",
  "replay.last": "To the last action",
  "replay.slider": "Action",
  "replay.actionOf": "Action {{at}} of {{total}}",
  "replay.setupOf": "Setup, before action 1 of {{total}}",
  "replay.seenBy": "Seen by",
  "replay.prompt": "Replay: the table after action {{at}} of {{total}}.",
  "replay.promptSetup": "Replay: the table at the setup, before the first action.",
  "replay.close": "Back to the end",

  "header.rulesTitle": "Rules: {{id}}",
  "header.round": "round {{n}}",
  "header.gameOver": "game over",
  "header.toAct": "{{names}} to act",
  "header.and": " and ",
  "header.watching": "you are watching",
  "header.timeLeft": "{{time}} left",
  "header.timeUp": "time is up",

  "alerts.legend": "Turn alerts",
  "alerts.sound": "Sound when it is my turn",
  "alerts.notify": "Notify me when it is my turn and this page is not in front",
  "alerts.unsupported": "This browser cannot show notifications.",
  "alerts.blocked":
    "Notifications are blocked for this site: allow them in the browser's site settings, then tick this again.",
};

const it: Messages = {
  "lobby.botSpeed": "Velocità dei bot",
  "lobby.botSpeedQuick": "Rapida",
  "lobby.botSpeedNormal": "Normale",
  "lobby.botSpeedSlow": "Lenta (facile da seguire)",
  "bot.random": "Casuale",
  "bot.heuristic": "Euristico",
  "bot.search": "Ricerca",
  "botAbout.random": "Sceglie a caso tra le azioni consentite.",
  "botAbout.search": "Esplora ciò che non può vedere, circa un secondo per decisione.",
  "botAbout.heuristic.great-fire-1666":
    "Brucia le case degli altri, protegge le proprie e i propri obiettivi, doma le fiamme quando può. Immediato.",
  "botAbout.heuristic.small-world-underground":
    "Sceglie le combinazioni per pedine, poteri e monete; conquista le regioni di valore più economiche; difende le regioni esposte; va in declino quando la sua razza è esaurita.",
  "botAbout.heuristic.the-brigade":
    "Avido, un'azione avanti: spegne e piazza fama dove la lealtà paga, protegge le sue tessere con la cisterna, migliora, recluta e punta alla vittoria.",
  "lobby.tagline": "Giochi da tavolo con le regole garantite · posti online, hot-seat, bot",
  "lobby.newGame": "Nuova partita",
  "lobby.opening": "Apertura del catalogo…",
  "lobby.turnTimer": "Tempo per turno",
  "lobby.timerNone": "Senza limite di tempo",
  "lobby.timerMinutes_one": "{{count}} minuto a turno",
  "lobby.timerMinutes_other": "{{count}} minuti a turno",
  "lobby.timerHours_one": "{{count}} ora a turno",
  "lobby.timerHours_other": "{{count}} ore a turno",
  "lobby.timerDays_one": "{{count}} giorno a turno (partita lenta)",
  "lobby.timerDays_other": "{{count}} giorni a turno (partita lenta)",
  "lobby.turnTimerHint": "Quando il tempo di un giocatore scade, un bot gioca al suo posto finché non torna.",
  "lobby.seed": "Seed (facoltativo, solo bot: per ripetere la stessa distribuzione)",
  "lobby.seedPlaceholder": "casuale",
  "lobby.seedSecret":
    "Con una persona al tavolo, il server distribuisce da un seme segreto (uno scelto è rifiutato): il tavolo ne mostra l'impegno dall'inizio e rivela il seme alla fine, così chiunque può verificare la partita.",
  "lobby.seedError": "Il seed è un numero intero da 0 a 4294967295.",
  "lobby.dealing": "Preparazione…",
  "lobby.create": "Crea partita",
  "lobby.gameLinks": "Link della partita",

  "lobby.game": "Gioco",
  "lobby.gameLegend": "1. Gioco",
  "lobby.players": "{{range}} giocatori",
  "lobby.testGame": "un gioco di prova della piattaforma",

  "lobby.seats": "Posti",
  "lobby.seatsLegend": "2. Posti ({{n}}; {{min}}–{{max}})",
  "lobby.seatName": "Posto {{n}}: nome",
  "lobby.seatPlayer": "Posto {{n}}: giocatore",
  "lobby.playerN": "Giocatore {{n}}",
  "lobby.botName": "Nome del bot (facoltativo)",
  "lobby.person": "Persona",
  "lobby.botOption": "Bot: {{label}}",
  "lobby.addSeat": "+ Posto",
  "lobby.removeSeat": "− Posto",

  "lobby.board_one": "3. Tabellone (per {{count}} giocatore)",
  "lobby.board_other": "3. Tabellone (per {{count}} giocatori)",
  "lobby.boardDefault_one": "Il tabellone del gioco per {{count}} giocatore",
  "lobby.boardDefault_other": "Il tabellone del gioco per {{count}} giocatori",
  "lobby.mapPublished": "(pubblicata, v{{version}})",
  "lobby.mapSpaces_one": "{{count}} spazio",
  "lobby.mapSpaces_other": "{{count}} spazi",
  "lobby.rules": "4. Regole",
  "lobby.preset": "Regole del gioco: {{label}}",
  "lobby.publishedRules": "Un insieme di regole pubblicato dall'editor.",
  "rules.house": "Regole della casa: {{name}}",

  "lobby.ready": "Partita pronta",
  "lobby.privateLinks":
    "Ogni persona riceve il proprio link privato (è il suo posto: non condividerlo). I bot giocano da soli.",
  "lobby.seatLink": "Link del posto di {{name}} —",
  "lobby.openHere": "apri qui",
  "lobby.spectatorLink": "Link per gli spettatori",
  "lobby.copy": "Copia",
  "lobby.copied": "Copiato ✓",
  "lobby.copySeatLink": "Copia il link di {{name}}",
  "lobby.copySpectatorLink": "Copia il link per gli spettatori",
  "lobby.copyFailed": "Qui non si può copiare: seleziona il link e copialo (Ctrl+C).",
  "lobby.hotSeat_one": "Gioca con {{count}} persona su questo dispositivo (hot-seat)",
  "lobby.hotSeat_other": "Gioca con tutte le {{count}} persone su questo dispositivo (hot-seat)",
  "lobby.takeSeat": "Prendi posto",
  "lobby.watchBots": "Guarda i bot",

  "lobby.yourGames": "Le tue partite",
  "lobby.yourGamesEmpty": "Qui compaiono le partite in cui siedi su questo dispositivo.",
  "lobby.yourTurn": "tocca a te",
  "lobby.openGames": "Partite aperte",
  "lobby.openGamesEmpty": "Non ci sono altre partite in corso.",
  "lobby.watch": "(guarda)",
  "lobby.finished": "finita",
  "lobby.settingUp": "in preparazione",
  turnN: "turno {{n}}",

  "table.opening": "Apertura del tavolo…",
  "rules.title": "Regolamento di riferimento",
  "rules.note":
    "Le regole che questo tavolo fa rispettare, sezione per sezione (§), con le decisioni prese dove i regolamenti tacciono o non concordano. Il § di una regola citato in un messaggio al tavolo apre il suo punto qui. Questo riferimento è scritto in inglese.",
  "rules.back": "← Lobby",
  "table.unknownGame": "Questo tavolo non conosce il gioco «{{game}}».",
  "table.connectionLost": "Connessione persa — riconnessione in corso…",
  "table.seatLinkInvalid":
    "Questo link non è valido per questa partita (il posto potrebbe essere stato affidato a un bot). Stai guardando.",
  "table.skip": "Vai alla tua mossa",
  "table.seat": "Giocatore {{n}}",
  "table.yourTurnTitle": "● Tocca a te · {{base}}",
  "table.yourTurn": "Tocca a te",
  "table.botNamed": "Il bot {{label}}",
  "table.botNamedBot": "Il {{label}}",
  "table.aBot": "Un bot",

  "handover.wait": "ha lasciato il tavolo · un bot potrà giocare al suo posto tra {{time}}",
  "handover.offer": "Fai giocare un bot per {{name}}",
  "handover.ask": "Far giocare un bot per {{name}}?",
  "handover.explain":
    "{{bot}} giocherà per {{name}} finché non torna; con il suo link potrà riprendersi il posto in qualsiasi momento.",
  "handover.confirm": "Sì, fai giocare il bot",
  "handover.cancel": "Annulla",
  "standIn.you": "{{bot}} sta giocando per te.",
  "standIn.named": "{{bot}} sta giocando per {{name}}.",
  "standIn.reclaim": "Riprendi il mio posto",
  "standIn.takeBack": "Sono tornato: {{name}} gioca di nuovo",
  "self.offer": "Fai giocare un bot per me",
  "self.ask": "Far giocare un bot per te?",
  "self.explain": "{{bot}} giocherà per te finché non riprendi il tuo posto.",
  "header.clockHeld": "orologio fermo dietro la tenda",

  "end.rematch": "Rivincita",
  "end.rematchWaiting": "È iniziata una rivincita: il tuo posto ti aspetta.",
  "end.rematchStarted": "È iniziata una rivincita.",
  "end.rematchJoin": "Entra nella rivincita",
  "end.rematchWatch": "Guarda la rivincita",
  "end.replay": "Rivedi la partita",
  "end.lobby": "Torna alla lobby",
  "header.commitment": "distribuzione sigillata {{commitment}}",
  "verify.button": "Verifica questa partita",
  "verify.checking": "Rigioco ogni azione dal seme rivelato…",
  "verify.shownAt": "Impegno mostrato dall'inizio: {{commitment}}",
  "verify.download": "Scarica la partita (per pudding verify)",
  "verify.ok_one":
    "Verificata: il seme rivelato alla fine corrisponde all'impegno {{commitment}} mostrato dall'inizio, e da esso si rigioca {{count}} azione. Ogni mescolata, pescata e lancio è venuto da quel seme e dalle azioni dei giocatori.",
  "verify.ok_other":
    "Verificata: il seme rivelato alla fine corrisponde all'impegno {{commitment}} mostrato dall'inizio, e da esso si rigiocano tutte le {{count}} azioni. Ogni mescolata, pescata e lancio è venuto da quel seme e dalle azioni dei giocatori.",
  "verify.shown":
    "Non verificata: la copia del server indica l'impegno {{got}}, ma questo tavolo ha mostrato {{shown}}.",
  "verify.commitment":
    "Non verificata: il seme rivelato alla fine non corrisponde all'impegno mostrato dall'inizio.",
  "verify.illegal": "Non verificata: l'azione {{at}} non segue dal seme impegnato e dalle azioni precedenti.",
  "verify.events":
    "Non verificata: all'azione {{at}} ciò che la partita ha registrato differisce da ciò che dà il seme impegnato: una mescolata, una pescata o un lancio è stato cambiato.",
  "verify.hash": "Non verificata: lo stato dopo l'azione {{at}} non si rigioca in quello registrato.",
  "verify.setup":
    "Non verificata: dal suo seme, mappa e regole la partita non si ricostruisce, o finisce altrove.",

  "replay.title": "Rivedi",
  "replay.first": "Alla preparazione",
  "replay.back": "Un'azione indietro",
  "replay.play": "Avvia",
  "replay.pause": "Pausa",
  "replay.forward": "Un'azione avanti",
  "replay.last": "All'ultima azione",
  "replay.slider": "Azione",
  "replay.actionOf": "Azione {{at}} di {{total}}",
  "replay.setupOf": "Preparazione, prima dell'azione 1 di {{total}}",
  "replay.seenBy": "Visto da",
  "replay.prompt": "Rivedi: il tavolo dopo l'azione {{at}} di {{total}}.",
  "replay.promptSetup": "Rivedi: il tavolo alla preparazione, prima della prima azione.",
  "replay.close": "Torna alla fine",

  "header.rulesTitle": "Regole: {{id}}",
  "header.round": "giro {{n}}",
  "header.gameOver": "partita finita",
  "header.toAct": "tocca a {{names}}",
  "header.and": " e ",
  "header.watching": "stai guardando",
  "header.timeLeft": "mancano {{time}}",
  "header.timeUp": "tempo scaduto",

  "alerts.legend": "Avvisi di turno",
  "alerts.sound": "Suono quando tocca a me",
  "alerts.notify": "Avvisami quando tocca a me e questa pagina non è in primo piano",
  "alerts.unsupported": "Questo browser non può mostrare notifiche.",
  "alerts.blocked":
    "Le notifiche sono bloccate per questo sito: consentile nelle impostazioni del sito del browser, poi spunta di nuovo questa casella.",
};

const pt: Messages = {
  "lobby.botSpeed": "Velocidade dos bots",
  "lobby.botSpeedQuick": "Rápida",
  "lobby.botSpeedNormal": "Normal",
  "lobby.botSpeedSlow": "Lenta (fácil de seguir)",
  "bot.random": "Aleatório",
  "bot.heuristic": "Heurístico",
  "bot.search": "Pesquisa",
  "botAbout.random": "Escolhe ao acaso entre as ações permitidas.",
  "botAbout.search": "Explora o que não consegue ver, cerca de um segundo por decisão.",
  "botAbout.heuristic.great-fire-1666":
    "Queima as casas dos outros, protege as suas e os seus objetivos, apaga fogos quando pode. Imediato.",
  "botAbout.heuristic.small-world-underground":
    "Escolhe combinações por fichas, poderes e moedas; conquista as regiões valiosas mais baratas; guarda as regiões expostas; entra em declínio quando a sua raça se esgota.",
  "botAbout.heuristic.the-brigade":
    "Ganancioso, uma ação à frente: apaga e coloca fama onde a lealdade compensa, protege os seus quarteirões com a cisterna, melhora, recruta e procura a vitória.",
  "lobby.tagline": "Jogos de tabuleiro com as regras garantidas · lugares online, hot-seat, bots",
  "lobby.newGame": "Nova partida",
  "lobby.opening": "A abrir o catálogo…",
  "lobby.turnTimer": "Tempo por turno",
  "lobby.timerNone": "Sem limite de tempo",
  "lobby.timerMinutes_one": "{{count}} minuto por turno",
  "lobby.timerMinutes_other": "{{count}} minutos por turno",
  "lobby.timerHours_one": "{{count}} hora por turno",
  "lobby.timerHours_other": "{{count}} horas por turno",
  "lobby.timerDays_one": "{{count}} dia por turno (partida lenta)",
  "lobby.timerDays_other": "{{count}} dias por turno (partida lenta)",
  "lobby.turnTimerHint":
    "Quando o tempo de um jogador se esgota, um bot joga no seu lugar até que ele volte.",
  "lobby.seed": "Semente (opcional, só bots: para repetir a mesma distribuição)",
  "lobby.seedPlaceholder": "aleatória",
  "lobby.seedSecret":
    "Com uma pessoa sentada, o servidor distribui a partir de uma semente secreta (uma escolhida é recusada): a mesa mostra o seu compromisso desde o início e revela a semente no fim, para que qualquer pessoa possa verificar o jogo.",
  "lobby.seedError": "A semente é um número inteiro de 0 a 4294967295.",
  "lobby.dealing": "A preparar…",
  "lobby.create": "Criar partida",
  "lobby.gameLinks": "Ligações da partida",

  "lobby.game": "Jogo",
  "lobby.gameLegend": "1. Jogo",
  "lobby.players": "{{range}} jogadores",
  "lobby.testGame": "um jogo de teste da plataforma",

  "lobby.seats": "Lugares",
  "lobby.seatsLegend": "2. Lugares ({{n}}; {{min}}–{{max}})",
  "lobby.seatName": "Lugar {{n}}: nome",
  "lobby.seatPlayer": "Lugar {{n}}: jogador",
  "lobby.playerN": "Jogador {{n}}",
  "lobby.botName": "Nome do bot (opcional)",
  "lobby.person": "Pessoa",
  "lobby.botOption": "Bot: {{label}}",
  "lobby.addSeat": "+ Lugar",
  "lobby.removeSeat": "− Lugar",

  "lobby.board_one": "3. Tabuleiro (para {{count}} jogador)",
  "lobby.board_other": "3. Tabuleiro (para {{count}} jogadores)",
  "lobby.boardDefault_one": "O tabuleiro do jogo para {{count}} jogador",
  "lobby.boardDefault_other": "O tabuleiro do jogo para {{count}} jogadores",
  "lobby.mapPublished": "(publicado, v{{version}})",
  "lobby.mapSpaces_one": "{{count}} espaço",
  "lobby.mapSpaces_other": "{{count}} espaços",
  "lobby.rules": "4. Regras",
  "lobby.preset": "Regras do jogo: {{label}}",
  "lobby.publishedRules": "Um conjunto de regras publicado a partir do editor.",
  "rules.house": "Regras da casa: {{name}}",

  "lobby.ready": "Partida pronta",
  "lobby.privateLinks":
    "Cada pessoa recebe a sua própria ligação privada (é o lugar dela — não a partilhe). Os bots jogam sozinhos.",
  "lobby.seatLink": "Ligação do lugar de {{name}} —",
  "lobby.openHere": "abrir aqui",
  "lobby.spectatorLink": "Ligação para espectadores",
  "lobby.copy": "Copiar",
  "lobby.copied": "Copiada ✓",
  "lobby.copySeatLink": "Copiar a ligação de {{name}}",
  "lobby.copySpectatorLink": "Copiar a ligação para espectadores",
  "lobby.copyFailed": "Não foi possível copiar aqui: selecione a ligação e copie-a (Ctrl+C).",
  "lobby.hotSeat_one": "Jogar com {{count}} pessoa neste dispositivo (hot-seat)",
  "lobby.hotSeat_other": "Jogar com as {{count}} pessoas neste dispositivo (hot-seat)",
  "lobby.takeSeat": "Ocupar o seu lugar",
  "lobby.watchBots": "Ver os bots a jogar",

  "lobby.yourGames": "As suas partidas",
  "lobby.yourGamesEmpty": "As partidas em que tem lugar neste dispositivo aparecem aqui.",
  "lobby.yourTurn": "é a sua vez",
  "lobby.openGames": "Partidas abertas",
  "lobby.openGamesEmpty": "Não há outras partidas a decorrer.",
  "lobby.watch": "(assistir)",
  "lobby.finished": "terminada",
  "lobby.settingUp": "em preparação",
  turnN: "turno {{n}}",

  "table.opening": "A abrir a mesa…",
  "rules.title": "Regras de referência",
  "rules.note":
    "As regras que esta mesa faz cumprir, secção a secção (§), com as decisões tomadas onde os livros de regras são omissos ou discordam. O § de uma regra numa mensagem da mesa abre aqui o seu lugar. Esta referência está escrita em inglês.",
  "rules.back": "← Lobby",
  "table.unknownGame": "Esta mesa não conhece o jogo «{{game}}».",
  "table.connectionLost": "Ligação perdida — a restabelecer…",
  "table.seatLinkInvalid":
    "Essa ligação não é válida para esta partida (o lugar pode ter sido entregue a um bot). Está a assistir.",
  "table.skip": "Saltar para a sua jogada",
  "table.seat": "Jogador {{n}}",
  "table.yourTurnTitle": "● É a sua vez · {{base}}",
  "table.yourTurn": "É a sua vez",
  "table.botNamed": "O bot {{label}}",
  "table.botNamedBot": "O {{label}}",
  "table.aBot": "Um bot",

  "handover.wait": "saiu da mesa · um bot poderá jogar no seu lugar dentro de {{time}}",
  "handover.offer": "Deixar um bot jogar por {{name}}",
  "handover.ask": "Deixar um bot jogar por {{name}}?",
  "handover.explain":
    "{{bot}} jogará por {{name}} até que volte; a sua ligação recupera o lugar a qualquer momento.",
  "handover.confirm": "Sim, deixar o bot jogar",
  "handover.cancel": "Cancelar",
  "standIn.you": "{{bot}} está a jogar por si.",
  "standIn.named": "{{bot}} está a jogar por {{name}}.",
  "standIn.reclaim": "Retomar o meu lugar",
  "standIn.takeBack": "Voltei — {{name}} joga de novo",
  "self.offer": "Deixar um bot jogar por mim",
  "self.ask": "Deixar um bot jogar por si?",
  "self.explain": "{{bot}} jogará por si até retomar o seu lugar.",
  "header.clockHeld": "relógio parado atrás da cortina",

  "end.rematch": "Desforra",
  "end.rematchWaiting": "Começou uma desforra: o seu lugar está à sua espera.",
  "end.rematchStarted": "Começou uma desforra.",
  "end.rematchJoin": "Entrar na desforra",
  "end.rematchWatch": "Ver a desforra",
  "end.replay": "Rever a partida",
  "end.lobby": "Voltar ao lobby",
  "header.commitment": "distribuição selada {{commitment}}",
  "verify.button": "Verificar este jogo",
  "verify.checking": "A repetir cada ação a partir da semente revelada…",
  "verify.shownAt": "Compromisso mostrado desde o início: {{commitment}}",
  "verify.download": "Descarregar o jogo (para pudding verify)",
  "verify.ok_one":
    "Verificado: a semente revelada no fim corresponde ao compromisso {{commitment}} mostrado desde o início, e a {{count}} ação repete-se a partir dela. Cada baralhar, tirar e lançamento resultou dessa semente e das ações dos jogadores.",
  "verify.ok_other":
    "Verificado: a semente revelada no fim corresponde ao compromisso {{commitment}} mostrado desde o início, e todas as {{count}} ações se repetem a partir dela. Cada baralhar, tirar e lançamento resultou dessa semente e das ações dos jogadores.",
  "verify.shown":
    "Não verificado: a cópia do servidor indica o compromisso {{got}}, mas esta mesa mostrou {{shown}}.",
  "verify.commitment":
    "Não verificado: a semente revelada no fim não corresponde ao compromisso mostrado desde o início.",
  "verify.illegal":
    "Não verificado: a ação {{at}} não resulta da semente comprometida e das ações anteriores.",
  "verify.events":
    "Não verificado: na ação {{at}} o que o jogo registou difere do que a semente comprometida dá — um baralhar, tirar ou lançamento foi alterado.",
  "verify.hash": "Não verificado: o estado depois da ação {{at}} não se repete no registado.",
  "verify.setup":
    "Não verificado: a partir da sua semente, mapa e regras o jogo não se reconstrói, ou acaba noutro estado.",

  "replay.title": "Rever",
  "replay.first": "Para a preparação",
  "replay.back": "Recuar uma ação",
  "replay.play": "Reproduzir",
  "replay.pause": "Pausa",
  "replay.forward": "Avançar uma ação",
  "replay.last": "Para a última ação",
  "replay.slider": "Ação",
  "replay.actionOf": "Ação {{at}} de {{total}}",
  "replay.setupOf": "Preparação, antes da ação 1 de {{total}}",
  "replay.seenBy": "Visto por",
  "replay.prompt": "Rever: a mesa depois da ação {{at}} de {{total}}.",
  "replay.promptSetup": "Rever: a mesa na preparação, antes da primeira ação.",
  "replay.close": "Voltar ao fim",

  "header.rulesTitle": "Regras: {{id}}",
  "header.round": "ronda {{n}}",
  "header.gameOver": "partida terminada",
  "header.toAct": "é a vez de {{names}}",
  "header.and": " e ",
  "header.watching": "está a assistir",
  "header.timeLeft": "faltam {{time}}",
  "header.timeUp": "tempo esgotado",

  "alerts.legend": "Avisos de turno",
  "alerts.sound": "Som quando for a minha vez",
  "alerts.notify": "Notificar-me quando for a minha vez e esta página não estiver em primeiro plano",
  "alerts.unsupported": "Este navegador não consegue mostrar notificações.",
  "alerts.blocked":
    "As notificações estão bloqueadas para este site: permita-as nas definições do site no navegador e depois volte a marcar esta opção.",
};

/** The play app's catalogue. */
export const PLAY_MESSAGES: Bundles = { en, it, pt };

registerMessages("play", PLAY_MESSAGES);

/**
 * A bot's name and description in the reader's language: the catalogue's words in English (what the
 * server sends), this catalogue's for a bot it knows in Italian and Portuguese, else the server's.
 */
export function botText(
  game: string,
  bot: { id: string; label: string; description: string },
  locale: Locale,
): { label: string; description: string } {
  if (locale === "en") return { label: bot.label, description: bot.description };
  const t = tFor(locale, "play");
  const about = [`botAbout.${bot.id}.${game}`, `botAbout.${bot.id}`].find((k) =>
    i18n.exists(k, { ns: "play", lng: locale }),
  );
  return {
    label: i18n.exists(`bot.${bot.id}`, { ns: "play", lng: locale }) ? t(`bot.${bot.id}`) : bot.label,
    description: about ? t(about) : bot.description,
  };
}
