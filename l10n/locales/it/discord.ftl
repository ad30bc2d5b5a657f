# Le parole proprie dell'adattatore Discord, italiano (con il "tu", come i regolamenti).
# discord-cmd-* e discord-opt-*: nomi di comandi e opzioni minuscoli, 1-32 caratteri, senza spazi;
# descrizioni al massimo 100 caratteri.

## I comandi slash

discord-cmd-newgame = nuova-partita
discord-cmd-newgame-desc = Apri un tavolo per un gioco in questo canale (o in un nuovo thread).
discord-opt-newgame-game = gioco
discord-opt-newgame-game-desc = Il gioco per cui aprire il tavolo
discord-opt-newgame-options = opzioni
discord-opt-newgame-options-desc = Coppie key=value facoltative; vuoto = i valori predefiniti (/regole GIOCO li elenca)
discord-opt-newgame-seat-order = ordine-posti
discord-opt-newgame-seat-order-desc = Casuale (predefinito) o nell'ordine di arrivo al tavolo
discord-opt-newgame-reminder-hours = ore-promemoria
discord-opt-newgame-reminder-hours-desc = Avvisa i giocatori inattivi dopo queste ore (0 = mai)
discord-opt-newgame-thread = thread
discord-opt-newgame-thread-desc = Apri il tavolo in un nuovo thread di questo canale
discord-opt-newgame-language = lingua
discord-opt-newgame-language-desc = La lingua del tavolo (predefinita: quella del server, se tedesco o italiano)
discord-cmd-join = partecipa
discord-cmd-join-desc = Siediti al tavolo di questo canale.
discord-cmd-leave = lascia
discord-cmd-leave-desc = Lascia il tavolo di questo canale prima che la partita inizi.
discord-cmd-start = inizia
discord-cmd-start-desc = Inizia la partita (l'host o un moderatore del server).
discord-cmd-addbot = aggiungi-ia
discord-cmd-addbot-desc = Fai sedere un giocatore IA al tavolo di questo canale (prima che la partita inizi).
discord-opt-addbot-level = livello
discord-opt-addbot-level-desc = Quanto bene gioca l'IA: facile, normale (predefinito) o forte
discord-cmd-replace = sostituisci
discord-cmd-replace-desc = Cedi un posto a un altro membro o a un'IA, in ogni momento (l'host o un moderatore del server).
discord-opt-replace-old = attuale
discord-opt-replace-old-desc = Il giocatore il cui posto viene ceduto
discord-opt-replace-new = nuovo
discord-opt-replace-new-desc = Il membro che prende il posto
discord-opt-replace-bot = ia
discord-opt-replace-bot-desc = Oppure: un'IA di questo livello prende il posto
discord-cmd-board = tabellone
discord-cmd-board-desc = Pubblica di nuovo il tabellone attuale (con i pulsanti) o il tabellone intero solo per te.
discord-opt-board-full = intero
discord-opt-board-full-desc = Mostrami invece l'immagine del tabellone intero, solo per me
discord-cmd-hand = mano
discord-cmd-hand-desc = La tua vista privata (mano, schermo) e le tue scelte; la vedi solo tu.
discord-cmd-undo = annulla
discord-cmd-undo-desc = Annulla la tua ultima scelta mentre tocca ancora a te (non dopo una pesca o una rivelazione).
discord-cmd-resign = ritirati
discord-cmd-resign-desc = Ritirati: la partita finisce con te all'ultimo posto (o fatti sostituire da un'IA con /sostituisci).
discord-cmd-abandon = chiudi-tavolo
discord-cmd-abandon-desc = Chiudi il tavolo senza risultato (l'host o un moderatore del server).
discord-cmd-reminder = promemoria
discord-cmd-reminder-desc = Stabilisci dopo quante ore avvisare chi deve muovere (l'host o un moderatore del server).
discord-opt-reminder-hours = ore
discord-opt-reminder-hours-desc = Avvisa i giocatori inattivi dopo queste ore (0 disattiva i promemoria)
discord-cmd-idleclock = tempo-ia
discord-cmd-idleclock-desc = L'IA muove per chi è inattivo da troppe ore (l'host o un moderatore del server).
discord-opt-idleclock-hours = ore
discord-opt-idleclock-hours-desc = Dopo quante ore senza muovere l'IA gioca quella mossa (0 = mai)
discord-cmd-games = partite
discord-cmd-games-desc = I tavoli aperti in questo server e a chi tocca.
discord-cmd-history = cronologia
discord-cmd-history-desc = La cronologia della partita del tavolo di questo canale e il tabellone dopo una mossa.
discord-opt-history-move = mossa
discord-opt-history-move-desc = Mostra il tabellone dopo questa mossa (0 = l'inizio)
discord-cmd-export = esporta
discord-cmd-export-desc = La registrazione della partita finita di questo canale come file, da rigiocare.
discord-cmd-rules = regole
discord-cmd-rules-desc = Una breve descrizione di un gioco: titolo, giocatori, opzioni.
discord-opt-rules-game = gioco
discord-opt-rules-game-desc = Quale gioco (predefinito: quello del tavolo di questo canale)
discord-cmd-language = lingua
discord-cmd-language-desc = Cambia la lingua del tavolo di questo canale (l'host o un moderatore del server).
discord-opt-language-language = lingua
discord-opt-language-language-desc = La nuova lingua del tavolo
discord-cmd-stats = statistiche
discord-cmd-stats-desc = Partite, vittorie e piazzamenti di un giocatore e la classifica del server per gioco.
discord-opt-stats-player = giocatore
discord-opt-stats-player-desc = Di chi è il resoconto (predefinito: il tuo)
discord-opt-stats-game = gioco
discord-opt-stats-game-desc = Solo resoconto e classifica di questo gioco (predefinito: tutti i giochi giocati qui)
discord-opt-stats-include-ai = con_ia
discord-opt-stats-include-ai-desc = Conta le partite con giocatori IA (predefinito: sì)
discord-cmd-watch = guarda
discord-cmd-watch-desc = Ricevi il tabellone di questo canale ogni volta che tocca a un altro giocatore.
discord-opt-watch-via = tramite
discord-opt-watch-via-desc = Come ti arriva il tabellone (predefinito: messaggio diretto)
discord-cmd-unwatch = smetti-di-guardare
discord-cmd-unwatch-desc = Non ricevere più il tabellone di questo canale.
discord-choice-dm = messaggio diretto
discord-choice-mention = menzione nel canale
discord-cmd-remindme = ricordami
discord-cmd-remindme-desc = I tuoi promemoria: canale o messaggio diretto, ore di quiete, assenza (senza opzioni: li mostra).
discord-opt-remindme-how = come
discord-opt-remindme-how-desc = Una menzione nel canale del tavolo o un messaggio diretto
discord-opt-remindme-quiet = quiete
discord-opt-remindme-quiet-desc = Ore di quiete nella tua ora locale, come 22:00-07:00 (no: nessuna)
discord-opt-remindme-timezone = fuso
discord-opt-remindme-timezone-desc = Il tuo fuso orario, come Europe/Rome
discord-opt-remindme-away = assenza
discord-opt-remindme-away-desc = Assente per un numero di giorni o fino a una data come 2026-12-24 (no: di ritorno)
discord-opt-remindme-clear = azzera
discord-opt-remindme-clear-desc = Dimentica prima tutte le tue impostazioni dei promemoria
discord-choice-channel = canale

discord-choice-random = casuale
discord-choice-joined = in ordine di arrivo
discord-choice-easy = facile
discord-choice-normal = normale
discord-choice-strong = forte

## Pulsanti e menu (l'etichetta di un pulsante al massimo 80 caratteri)
discord-button-private = Fai la tua scelta (in privato)
discord-button-undo = Annulla
discord-button-all-choices = ◀ Tutte le scelte
discord-button-full-board = Tabellone intero
discord-button-join = Partecipa
discord-button-leave = Lascia
discord-button-start = Inizia
discord-button-earlier = ◀ Prima
discord-button-later = Dopo ▶
discord-button-page-back = ◀ Pagina { $page }
discord-button-page-next = Pagina { $page } ▶
discord-pick-one = { $kind }: scegline 1 su { $count }
discord-pick-one-part = { $kind } ({ $part } di { $parts }): scegline 1 su { $count }

## Il messaggio del tabellone (pubblico: nella lingua del tavolo)
discord-kind-count = ▸ **{ $kind }**: { $count ->
    [one] 1 scelta
   *[other] { $count } scelte
}
discord-since = Dalla tua ultima mossa:
discord-away = Mentre eri via:
discord-final-result = **Risultato finale**
discord-the-players = I giocatori
discord-open-private = 🔒 { $who }: apri le tue scelte con **{ discord-button-private }**; le vedi solo tu.
discord-reminder = { $count ->
       *[one] { $who }, tocca a te in **{ $title }** (ultima mossa: { $since }). Usa /tabellone per vedere il tabellone.
        [other] { $who }, tocca a voi in **{ $title }** (ultima mossa: { $since }). Usate /tabellone per vedere il tabellone.
    }
discord-thread-name = Tavolo: { $title }

## Risposte private (nella lingua di chi clicca)
discord-done = Fatto.
discord-ack-opened = Tavolo aperto in { $channel }.
discord-ack-joined = Ora sei al tavolo.
discord-ack-left = Hai lasciato il tavolo.
discord-ack-started = La partita è iniziata.
discord-ack-bot = Un giocatore IA si è seduto.
discord-ack-replaced = Il posto è stato ceduto.
discord-ack-board = Ecco il tabellone attuale.
discord-ack-undone = La tua ultima scelta è stata annullata.
discord-ack-resigned = Hai abbandonato la partita.
discord-ack-abandoned = Il tavolo è chiuso.
discord-only-you = **{ $prompt }** (solo tu vedi queste scelte)
discord-recorded = La tua scelta è registrata. { $after }
discord-nothing-more = Per ora non hai altro da decidere.
discord-game-over = La partita è finita.
discord-whole-board = Il tabellone intero:
discord-no-picture = Nessuna immagine per questo tavolo.
discord-click-again = Discord non l'ha accettato; clicca di nuovo.
discord-use-board = Usa /tabellone per vedere quello attuale.
discord-not-shown = La tua azione è registrata, ma non è stato possibile mostrare il tabellone: { $why }. Lo pubblico di nuovo tra poco; /tabellone lo mostra subito.
discord-fault-forbidden = Non mi è permesso scrivere qui (controlla i miei permessi «Invia messaggi» e «Allega file»)
discord-fault-slow-down = Discord mi ha chiesto di rallentare
discord-fault-timeout = Discord non ha risposto in tempo
discord-fault-other = Discord ha avuto un problema
discord-unexpected = Qualcosa è andato storto da parte mia. Usa /tabellone per vedere se è stato registrato prima di riprovare.
discord-no-such-button = Questo pulsante non è mio o non funziona più. Usa /tabellone per il tabellone attuale.
discord-missing-permissions = Qui non posso farlo: mi { $count ->
    [one] manca il permesso
   *[other] mancano i permessi
} { $names } in { $thread ->
    [yes] questo thread
   *[no] questo canale
}, quindi non è cambiato nulla. Un amministratore del server o chi ha «Gestisci canali» può { $count ->
    [one] concederlo
   *[other] concederli
}.
discord-perm-view_channel = Visualizza canale
discord-perm-send_messages = Invia messaggi
discord-perm-send_messages_in_threads = Invia messaggi nei thread
discord-perm-attach_files = Allega file
discord-perm-read_message_history = Leggi la cronologia dei messaggi
discord-perm-create_public_threads = Crea thread pubblici
discord-history-head = Cronologia della partita, mosse { $first }-{ $last } (pagina { $page }/{ $pages }):
discord-history-empty-head = Cronologia della partita:
discord-no-moves = Ancora nessuna mossa.

## Risposte proprie dei comandi
discord-no-game = Non esiste il gioco { $game }. Giochi: { $games }.
discord-games = Giochi: { $games }.
discord-none = nessuno
discord-thread-only-text = Posso aprire un thread solo da un canale testuale.
discord-thread-failed = Non ho potuto aprire un thread qui (controlla il mio permesso «Crea thread pubblici»).
discord-bot-account = Un account bot non può prendere un posto; usa ia:<livello> per un giocatore IA.
discord-no-tables = Nessun tavolo aperto in questo server. Aprine uno con /nuova-partita.
discord-table-damaged = danneggiato: i dati salvati non sono leggibili (l'host o un moderatore del server può chiuderlo con /chiudi-tavolo)
discord-table-waiting = in attesa di giocatori ({ $count } al tavolo)
discord-table-to-move = in attesa di { $who }
discord-table-since = (ultima mossa: { $since })
discord-rules-head = **{ $title }** (`{ $slug }`): { $low }-{ $high } giocatori.
discord-options-bad = Non ho capito le opzioni vicino a { $near }; scrivile come coppie key=value, ad es. `deck_size=20 many_piles=true`.
discord-options-unknown = { $game } non ha l'opzione { $unknown }. Opzioni: { $known }.
discord-options-none = Nessuna opzione.
discord-options-head = Opzioni (dalle a /nuova-partita come `key=value`; ognuna mostra il suo valore predefinito):
discord-options-variants = Varianti (lascia questi valori predefiniti per giocare secondo il regolamento):
