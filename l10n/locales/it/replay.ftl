# Una partita finita da rivedere (i tabelloni di /history, la pagina del replay) e da
# conservare (/export, rigiocata con `python -m games replay FILE`) (issue 34).

replay-export-not-finished = Si può esportare solo una partita finita. Mentre una partita è in corso, /cronologia ne mostra le mosse.
replay-export-too-large = La registrazione di questa partita è di { $size } byte, più di quanto Discord permetta al bot di allegare ({ $limit } byte).
replay-export-sent = La registrazione di questa partita, per `python -m games replay { $file }`.
replay-board-start = Il tabellone all'inizio ({ $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    } in tutto).
replay-board-after = Il tabellone dopo la mossa { $move } di { $count }.
replay-button-first = Inizio
replay-button-previous = Indietro
replay-button-next = Avanti
replay-button-last = Fine
replay-page-title = Replay: { $game }
replay-page-link = Rivedi questa partita
replay-page-move = Mossa
replay-page-show = Mostra
replay-page-final = Punteggio finale
replay-page-back = Torna al tavolo
replay-not-finished = Si può rivedere solo una partita finita. Mentre una partita è in corso, /cronologia ne mostra le mosse.
