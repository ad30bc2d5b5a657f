# /stats: il bilancio di un giocatore e la classifica del server per ogni gioco (issue 34).

records-unknown-game = Non esiste il gioco { $game }. Non indicare il gioco per vedere tutti quelli giocati qui.
records-nothing = In questo server non è ancora registrata nessuna partita conclusa.
records-nothing-game = In questo server non è ancora registrata nessuna partita conclusa di { $game }.
records-player-heading = **{ $who }** in questo server:
records-player-none = Per { $who } qui non è ancora registrata nessuna partita conclusa.
records-player-line = { $game }: { $games ->
        [one] una partita
       *[other] { $games } partite
    }, { $wins ->
        [one] una vittoria
       *[other] { $wins } vittorie
    }, posizione media { $place }, valutazione { $rating }
records-standings-heading = **Classifica di { $game }**
records-standing-line = { $place }. { $who }: { $rating } ({ $games ->
        [one] una partita
       *[other] { $games } partite
    }, { $wins ->
        [one] una vittoria
       *[other] { $wins } vittorie
    })
records-ai-line = Giocatori IA, valutati a parte: { $levels }
records-ai-level = { $level } { $rating } ({ $games ->
        [one] una partita
       *[other] { $games } partite
    })
records-rating-note = Valutazione: μ − 3σ del modello Plackett-Luce di openskill; cresce man mano che più partite lo rendono sicuro.
records-ai-left-out = Le partite con giocatori IA non sono conteggiate.
records-cut = (Accorciato: indica un gioco per vederne tutta la classifica.)
