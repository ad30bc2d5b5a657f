# Le parole del bot (servizio, Discord, pagina locale), italiano.

chrome-language-name = Italiano
chrome-not-your-turn = Non tocca a te.
chrome-list-and = { $items }

## Rifiuti comuni a tutto il servizio. I comandi si chiamano come Discord li mostra ai giocatori
## italiani (discord-cmd-* in discord.ftl: { "/chiudi-tavolo" }).

chrome-storage-full = La memoria del bot è piena: non è stato salvato nulla e non è cambiato niente. Avvisa chi gestisce il bot.
chrome-storage-failed = Il database non è riuscito a salvare, quindi non è cambiato niente. Riprova tra un momento; se succede ancora, avvisa chi gestisce il bot.
chrome-damaged-what = I dati salvati di questo tavolo sono danneggiati: non si può né giocare né mostrare.
chrome-damaged = { chrome-damaged-what } L'host o un moderatore del server può chiuderlo con { "/chiudi-tavolo" }; gli altri tavoli non ne risentono.
chrome-elsewhere = Questo pulsante appartiene a un tavolo di un altro canale o server; qui non fa nulla.

## Rifiuti della lobby, delle mosse, dell'annullamento e delle impostazioni.

chrome-game-not-started = La partita non è ancora iniziata.
chrome-stale-choice-made = Questo tabellone non è aggiornato: quella scelta è già stata fatta. Usa il tabellone più recente ({ "/tabellone" }).
chrome-game-is-over = La partita è finita.
chrome-stale-moved-first = Questo tabellone non è aggiornato: qualcuno ha mosso prima di te. Usa il tabellone più recente.
chrome-stale-board = Questo tabellone non è aggiornato: usa il tabellone più recente ({ "/tabellone" }).
chrome-undo-nothing = Non c'è nulla da annullare.
chrome-undo-all-forced = Finora ogni mossa era obbligata; non c'è nulla da annullare.
chrome-undo-not-yours = Puoi annullare solo le tue scelte, e solo mentre tocca a te.
chrome-undo-revealed = Quella mossa ha rivelato informazioni nascoste o ha pescato a caso; non si può annullare.
chrome-undo-forced-after = Alla tua scelta è seguito un passo obbligato di un altro giocatore; non si può annullare.
chrome-undo-turn-over = La tua mossa precedente è ormai conclusa; non si può annullare.
chrome-no-such-table = Questo tavolo non esiste.
chrome-no-game-here = In questo canale non si è ancora giocata nessuna partita.
chrome-no-open-table = In questo canale non c'è nessun tavolo aperto. Aprine uno con { "/nuova-partita" }.
chrome-table-not-started = A questo tavolo la partita non è ancora iniziata.
chrome-this-game-not-started = Questa partita non è ancora iniziata.
chrome-game-not-running = Questa partita non è in corso.
chrome-not-playing = Non giochi a questo tavolo.
chrome-already-chosen = Hai già fatto la tua scelta; ora si aspettano gli altri.
chrome-reminder-not-host = Solo l'host o un moderatore del server può cambiare i promemoria.
chrome-reminder-range = L'intervallo dei promemoria deve essere tra 0 (disattivati) e 8760 ore.
chrome-idle-not-host = Solo l'host o un moderatore del server può impostare l'orologio di inattività.
chrome-table-closed = Questo tavolo è chiuso.
chrome-idle-range = L'orologio di inattività deve essere tra 0 (spento) e 8760 ore.
chrome-replace-one = Indica il nuovo giocatore oppure un livello di IA, non entrambi.
chrome-replace-not-host = Solo l'host o un moderatore del server può sostituire un giocatore.
chrome-member-not-seated = Quel membro non ha un posto a questo tavolo.
chrome-replace-last-human = Un tavolo ha bisogno di almeno un giocatore umano: sostituisci questo giocatore con un membro, oppure chiudi la partita con { "/ritirati" } o { "/chiudi-tavolo" }.
chrome-already-closed = Questo tavolo è già chiuso.
chrome-abandon-not-host = Solo l'host o un moderatore del server può chiudere un tavolo.
chrome-resign-stale = Questa partita è appena finita o è andata avanti; non è cambiato nulla.
chrome-replace-ai-id = Indica un membro, oppure un livello di IA per far sedere un'IA.
chrome-member-seated = Quel membro ha già un posto a questo tavolo.
chrome-seat-order = L'ordine dei posti deve essere { "'random'" } o { "'joined'" }.
chrome-reminder-negative = L'intervallo dei promemoria non può essere negativo (0 disattiva i promemoria).
chrome-channel-busy = In questo canale c'è già un tavolo aperto. Finiscilo o chiudilo con { "/chiudi-tavolo" }, oppure avvia la partita in un thread.
chrome-started-watch = Questa partita è già iniziata; puoi guardarla.
chrome-already-seated = Hai già un posto a questo tavolo.
chrome-ai-lobby-only = I giocatori IA si aggiungono nella lobby; a partita iniziata, usa { "/sostituisci" } per cedere un posto a un'IA.
chrome-ai-not-allowed = Solo l'host, un giocatore seduto o un moderatore del server può aggiungere giocatori IA; prima siediti al tavolo con { "/partecipa" }.
chrome-leave-running = La partita è in corso. Invece di andartene, chiedi all'host di cedere il tuo posto a qualcun altro o a un'IA ({ "/sostituisci attuale:@tu ia:normale" }), così gli altri possono finire; { "/ritirati" } termina la partita per tutti.
chrome-not-seated = Non hai un posto a questo tavolo.
chrome-already-started = Questa partita è già iniziata.
chrome-start-not-host = Solo l'host (o un moderatore del server) può avviare la partita.
chrome-needs-human = Un tavolo ha bisogno di almeno un giocatore umano.
chrome-ai-race = Qualcun altro ha appena aggiunto un giocatore IA; riprova.
chrome-leave-started = Questa partita è già iniziata: usa { "/ritirati" } per lasciarla.
chrome-start-race = Qualcuno si è seduto o se n'è andato mentre la partita partiva; non è stato avviato nulla. Riprova con { "/inizia" }.
chrome-stale-moved-on = Questo tabellone non è aggiornato: la partita è andata avanti.
chrome-no-such-move = La mossa { $move } non esiste; questa partita ha { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    }.
chrome-game-unavailable = Il gioco di questo tavolo ({ $game }) non è disponibile in questa versione del bot.
chrome-unloadable = Questa partita salvata non si può caricare: { $reason }
chrome-table-full = Il tavolo è pieno ({ $max } giocatori).
chrome-start-count = { $game } richiede { $min }-{ $max } giocatori; al tavolo: { $seated }.
chrome-no-ai-level = Non esiste il livello di IA { $level }; scegli { $levels }.
chrome-unknown-language = La lingua { $code } non esiste; scegli { $known }.
chrome-language-not-host = Solo l'host o un moderatore del server può cambiare la lingua del tavolo.
chrome-language-set = Questo tavolo ora scrive i suoi messaggi pubblici in italiano.
chrome-unknown-game = Non esiste il gioco { $game }. Giochi: { $games }.
chrome-option-unknown = { $game } non ha l'opzione { $option }. Le sue opzioni: { $known }.
chrome-options-none = nessuna
chrome-option-bad = { $game } non si può giocare con { $option }={ $value }: { $option } accetta { $allowed }.
chrome-option-one-of = uno tra { $values }
chrome-option-yes-no = true o false
chrome-option-whole-number = un numero intero
chrome-option-number = un numero
chrome-option-text = un testo
chrome-option-value = un altro valore
chrome-options-clash = Queste opzioni non vanno insieme in { $game }; toglile per giocare secondo il regolamento.

## Cosa è stato salvato quando il tabellone successivo non si è potuto mostrare.

chrome-recorded-not-shown = { $what }, ma non è stato possibile mostrare il tabellone: { $reason }. Usa { "/tabellone" } per vederlo.
chrome-shown-move = La tua mossa è stata registrata
chrome-shown-started = La partita è iniziata
chrome-shown-idle-turn = La mossa del giocatore assente è stata giocata
chrome-shown-resigned = Il tuo ritiro è stato registrato
chrome-shown-seat-handed = Il posto è stato ceduto

## Il promemoria per chi deve muovere ($since: Discord lo mostra come "2 ore fa").


## La lobby e i titoli pubblici del tavolo (nella lingua del tavolo).

chrome-lobby = { $headline } Al tavolo ({ $seated }/{ $max }): { $listing }. { $min }-{ $max } giocatori; usa { "/partecipa" } per sederti, l'host avvia con { "/inizia" }.
chrome-nobody = nessuno
chrome-someone = qualcuno
chrome-lobby-waiting = In attesa di giocatori.
chrome-opened = { $who } ha aperto un tavolo per { $game }.
chrome-joined = { $who } ora è al tavolo.
chrome-left = { $who } ha lasciato il tavolo.
chrome-left-closed = { $who } ha lasciato il tavolo, che ora è chiuso.
chrome-left-new-host = { $who } ha lasciato il tavolo; ora l'host è { $host }.
chrome-game-begins = La partita comincia! Ordine dei posti: { $order }.
chrome-game-over = Partita finita: { $count ->
        [one] vince
       *[other] vincono
    } { $winners }!
chrome-abandoned = Questo tavolo è stato chiuso.
chrome-abandoned-game = Il tavolo di { $game } è stato chiuso. Non viene registrato alcun risultato.
chrome-resigned = { $who } ha abbandonato la partita.
chrome-resigned-winners = { $count ->
        [one] Vince
       *[other] Vincono
    } { $winners }.
chrome-standing-resigned = Classifica finale (abbandono):
chrome-standing-line = { $place }. { $who }: { $vp } PV
chrome-seat-handed = Il posto di { $old } ora è giocato da { $new }.
chrome-idle-played = { $who } non { $count ->
        [one] ha
       *[other] hanno
    } mosso per { $waited }, quindi l'IA ha giocato quella mossa (orologio di inattività). Chi era assente mantiene il posto.
chrome-days = { $n ->
        [one] { $n } giorno
       *[other] { $n } giorni
    }
chrome-hours = { $n } h
chrome-hours-tenths = { $n },{ $tenth } h
chrome-minutes = { $n } min
chrome-seat = Posto { $n }
chrome-player = Giocatore { $n }
chrome-since-earlier = … { $count ->
        [one] { $count } mossa precedente
       *[other] { $count } mosse precedenti
    }: vedi { "/cronologia" }.

## Il punteggio di fine partita (righe corte per il telefono).

chrome-score-winners = { $count ->
        [one] Vince
       *[other] Vincono
    } { $winners } con { $vp } PV.
chrome-score-nobody = Non vince nessuno.
chrome-score-tiebreak = Spareggio: { $how }.
chrome-score-no-tiebreak = Spareggio: non necessario.
chrome-score-seat = { $who }, { $vp } PV:

## Risposte private: le impostazioni dell'host e /hand.

chrome-reminders-off = I promemoria sono disattivati.
chrome-reminders-every = Chi deve muovere riceve un promemoria { $every }.
chrome-idle-off = L'orologio di inattività è spento: il tavolo aspetta ogni giocatore.
chrome-idle-set = Orologio di inattività impostato: se un giocatore non muove per { $span }, l'IA ({ $level }) gioca quella mossa al suo posto; il posto non cambia e la mossa successiva torna a farla chi lo occupa.
chrome-level-easy = facile
chrome-level-normal = normale
chrome-level-strong = forte
chrome-private-notes = Note private recenti: { $notes }
chrome-no-hidden = In questa partita al momento non hai informazioni nascoste.
chrome-hand-yours = Solo per te, { $part }: { $value }.
chrome-hand-you = Solo per te: { $value }.
chrome-hand-none = niente

## Una mossa senza riga pubblica, nella cronologia e in "Mentre eri via".

chrome-made-a-choice = { $who } ha fatto una scelta.
chrome-moved = { $who } ha mosso.
chrome-after-move = dopo la mossa { $move }: { $line }
chrome-resigns = { $who } abbandona la partita.
chrome-every-hours = { $n ->
    [one] ogni ora
   *[other] ogni { $n } ore
}
chrome-every-minutes = { $n ->
    [one] ogni minuto
   *[other] ogni { $n } minuti
}
chrome-span-hours = { $n ->
    [one] 1 ora
   *[other] { $n } ore
}
chrome-span-minutes = { $n ->
    [one] 1 minuto
   *[other] { $n } minuti
}
