# Le parole proprie della pagina di gioco locale (bot/local), italiano (con il "tu").
# $name, $me, $waiting: nomi dei giocatori, mai tradotti.

page-site = Bot da tavolo: gioco in locale
page-language = Lingua
page-local-play = Gioco in locale
page-back = Torna ai tavoli
page-not-found = Non trovato
page-pick-another = Torna ai tavoli per sceglierne un altro.
page-no-such-table = Questo tavolo non esiste.
page-error-title = Errore
page-internal-error = Errore interno.
page-error = Qualcosa è andato storto ({ $error }); i dettagli sono nel log del server. La richiesta fallita non ha cambiato nulla.

## La pagina iniziale: tavoli aperti e nuovi tavoli
page-help-intro = Gioca ai giochi del bot su questo schermo, ogni posto da qui (hotseat): gli stessi tavoli e le stesse regole di un canale Discord, conservati nel database di questa pagina.
page-help-new = Nuovo tavolo: apri un gioco qui sotto, scegli il numero di giocatori, scrivi i loro nomi (o lascia un posto a un'IA del livello che scegli) e premi «{ page-create }» (togli la spunta a «{ page-start-now }» per aspettare in una sala d'attesa dove possono sedersi altri giocatori).
page-help-choices = A un tavolo, le scelte del giocatore di turno sono i pulsanti accanto al tabellone: a sinistra su uno schermo largo, sopra su un telefono. Sotto ogni scelta è scritto il suo effetto. Le decisioni grandi si fanno in due passi: prima il tipo, poi il bersaglio.
page-help-act-as = Con «{ page-act-as-button }» e un posto (il suo nome è sopra le scelte) vedi la mano e le scelte private di quel giocatore; gli altri guardino altrove. Il posto di un'IA (tratteggiato) gioca da solo e tiene le sue carte per sé.
page-help-undo = «{ page-undo }» annulla un tuo passo finché tocca a te; «{ page-resign }» chiude la partita per tutti; «{ page-abandon-table }» chiude il tavolo senza risultato.
page-open-tables = Tavoli aperti
page-col-table = Tavolo
page-col-status = Stato
page-col-players = Giocatori
page-col-to-move = Di turno
page-no-tables = Ancora nessun tavolo aperto: creane uno qui sotto.
page-new-table = Nuovo tavolo
page-players-range = ({ $low }-{ $high } giocatori)
page-players = Giocatori
page-seat-order = Ordine dei posti
page-seat-order-joined = come elencati
page-seat-order-random = casuale
page-seat = Posto { $n }
page-seat-if-more = (con { $n }+ giocatori)
page-player = Giocatore { $n }
page-seat-who = Posto { $n }: chi gioca
page-a-person = una persona
page-ai-level = IA ({ $level })
page-level-easy = facile
page-level-normal = normale
page-level-strong = forte
page-options = Opzioni
page-variants = Varianti ({ $count }): lascia questi valori predefiniti per giocare secondo il regolamento
page-default = (predefinito)
page-default-on = (predefinito: sì)
page-default-off = (predefinito: no)
page-create = Crea e inizia il tavolo
page-start-now = inizia subito
page-start-now-hint = (togli la spunta per aspettare nella sala d'attesa)
page-no-games = Questa versione non contiene giochi.
page-recently-closed = Chiusi di recente
page-status-lobby = in attesa
page-status-playing = in corso
page-status-finished = finita
page-status-abandoned = chiusa
page-status-damaged = danneggiata

## Un tavolo
page-status = Stato:
page-version = versione
page-refresh = aggiorna
page-lobby-help = Questo tavolo aspetta nella sala d'attesa. «{ page-join }» aggiunge un posto con il nome che scrivi; «{ page-add-ai }» fa sedere un'IA del livello scelto; «{ page-start }» distribuisce e comincia con i posti qui sotto; «{ page-abandon }» chiude il tavolo.
page-add-seat = Aggiungi un posto
page-name = nome
page-join = Partecipa
page-add-ai = Aggiungi un giocatore IA
page-start = Inizia la partita
page-abandon = Chiudi
page-abandon-table = Chiudi il tavolo
page-confirm-abandon = Chiudere questo tavolo? Nessun risultato viene registrato.
page-damaged-abandon = «{ page-abandon }» lo chiude senza risultato; gli altri tavoli non ne risentono.
page-damaged-closed = Il tavolo è chiuso; gli altri tavoli non ne risentono.
page-act-as-button = Gioca come
page-act-as = Gioca come { $name }
page-act-as-seats = Gioca come:
page-plays-itself = gioca da solo
page-private-all = { $name } decide in privato.
page-private-some = { $count ->
    [one] Ancora una scelta nomina
   *[other] Ancora { $count } scelte nominano
} ciò che solo { $name } può vedere.
page-look-away = (gli altri guardino altrove)
page-choose-kind = Scegli cosa fare
page-back-to-kinds = ← torna a tutti i tipi di azione
page-other = Altro
page-undo = Annulla la mia ultima scelta
page-resign = Ritirati
page-resign-as = Ritirati come { $name }
page-confirm-resign = Ritirarti? La partita finisce per tutti.
page-not-your-turn = { $me } non è di turno; si aspetta { $waiting }.
page-final-score = Punteggio finale
page-private-view = Vista privata di { $name } (nascondila agli altri)
page-log = Cronologia
page-no-moves = Ancora nessuna mossa.
page-open-board = Apri il tabellone a grandezza intera
page-board-alt = Il tabellone, versione { $version }
page-board-hint = Tocca o clicca il tabellone per aprirlo a grandezza intera (sul telefono ingrandisci).
page-no-images = (Le immagini del tabellone sono disattivate.)
page-to-move = ← di turno

## Rifiuti della pagina stessa
page-stale = Qualcuno ha mosso prima; ecco il tabellone attuale.
page-ai-plays-itself = Un posto IA gioca da solo; scegli il posto di una persona.
page-no-board-image = Questo tavolo non ha un'immagine del tabellone.
page-choose-players = Scegli il numero di giocatori.
page-needs-players = { $game } richiede { $low }-{ $high } giocatori.
page-no-free-channel = Nessun canale locale libero per un nuovo tavolo.
page-choose-seat = Scegli prima un posto con cui giocare.
page-no-version = Questo clic non porta una versione del tabellone; ricarica la pagina.
page-option-not-one-of = Opzione { $option }: { $value } non è tra { $allowed }.
page-option-whole-number = L'opzione { $option } deve essere un numero intero, non { $value }.
page-option-number = L'opzione { $option } deve essere un numero, non { $value }.
page-option-json = L'opzione { $option } deve essere JSON, non { $value }.

## La guardia della pagina: una richiesta che respinge (testo semplice).
page-guard-address = Questa pagina risponde solo all'indirizzo con cui è stata aperta (http://127.0.0.1:PORT/ o http://localhost:PORT/).
page-guard-wrong-token = Chiave sbagliata.
page-guard-needs-token = Questa pagina richiede la sua chiave segreta: apri il link con ?token=... che ti ha dato chi gestisce il bot.
page-guard-other-site = I moduli inviati da un altro sito (o da una pagina isolata) vengono rifiutati.
page-guard-stale-form = Questo modulo è scaduto o viene da un'altra pagina: ricarica la pagina e riprova.
