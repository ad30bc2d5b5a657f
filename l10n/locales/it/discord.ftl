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
discord-opt-newgame-reminder-hours-desc = Ricorda ai giocatori inattivi dopo tante ore (0 = mai)
discord-opt-newgame-thread = thread
discord-opt-newgame-thread-desc = Apri il tavolo in un nuovo thread di questo canale
discord-opt-newgame-language = lingua
discord-opt-newgame-language-desc = La lingua del tavolo (predefinita: quella del server, se tedesco o italiano)
discord-cmd-join = partecipa
discord-cmd-join-desc = Siediti al tavolo di questo canale.
discord-cmd-leave = lascia
discord-cmd-leave-desc = Lascia il tavolo di questo canale prima che la partita inizi.
discord-cmd-start = inizia
discord-cmd-start-desc = Inizia la partita (l'host o chi gestisce il server).
discord-cmd-addbot = aggiungi-ia
discord-cmd-addbot-desc = Fai sedere un giocatore IA al tavolo di questo canale (prima che la partita inizi).
discord-opt-addbot-level = livello
discord-opt-addbot-level-desc = Quanto bene gioca l'IA: facile, normale (predefinito) o forte
discord-cmd-replace = sostituisci
discord-cmd-replace-desc = Cedi un posto a un altro membro o a un'IA, in ogni momento (l'host o chi gestisce il server).
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
discord-cmd-undo-desc = Riprendi la tua ultima scelta di questo turno (non dopo una pesca o una rivelazione).
discord-cmd-resign = ritirati
discord-cmd-resign-desc = Ritirati: la partita finisce e arrivi ultimo (o chiedi di sostituirti con un'IA con /sostituisci).
discord-cmd-abandon = chiudi-tavolo
discord-cmd-abandon-desc = Chiudi il tavolo senza risultato (l'host o chi gestisce il server).
discord-cmd-reminder = promemoria
discord-cmd-reminder-desc = Stabilisci dopo quante ore ricordare il turno a chi è inattivo (l'host o chi gestisce il server).
discord-opt-reminder-hours = ore
discord-opt-reminder-hours-desc = Ricorda ai giocatori inattivi dopo tante ore (0 disattiva i promemoria)
discord-cmd-idleclock = tempo-ia
discord-cmd-idleclock-desc = L'IA gioca il turno di chi è inattivo da tanto tempo (l'host o chi gestisce il server).
discord-opt-idleclock-hours = ore
discord-opt-idleclock-hours-desc = Dopo tante ore senza mossa l'IA gioca quel turno (0 = mai)
discord-cmd-games = partite
discord-cmd-games-desc = I tavoli aperti in questo server e a chi tocca.
discord-cmd-history = cronologia
discord-cmd-history-desc = La cronologia della partita del tavolo di questo canale e il tabellone dopo una mossa.
discord-opt-history-move = mossa
discord-opt-history-move-desc = Mostra il tabellone dopo questa mossa (0 = l'inizio)
discord-cmd-rules = regole
discord-cmd-rules-desc = Una breve descrizione di un gioco: titolo, giocatori, opzioni.
discord-opt-rules-game = gioco
discord-opt-rules-game-desc = Quale gioco (predefinito: quello del tavolo di questo canale)
discord-choice-random = casuale
discord-choice-joined = in ordine di arrivo
discord-choice-easy = facile
discord-choice-normal = normale
discord-choice-strong = forte
