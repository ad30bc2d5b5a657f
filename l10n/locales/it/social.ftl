# Spettatori e rivincite (issue 34), italiano. $who e $waiting sono nomi visualizzati, mai
# tradotti; $game è il titolo del gioco.

## /watch e /unwatch (risposte solo per lo spettatore)

social-watch-via = «{ $via }» non è un modo di seguire un tavolo: scegli un messaggio diretto o una menzione nel canale.
social-watch-seated = Giochi a questo tavolo, quindi il suo tabellone ti arriva già.
social-watching-dm = Stai guardando { $game }: ogni volta che tocca a un altro giocatore, ricevi il tabellone in un messaggio diretto. Con { "/smetti-di-guardare" } smetti.
social-watching-mention = Stai guardando { $game }: ogni volta che tocca a un altro giocatore, ricevi qui una menzione con il tabellone. Con { "/smetti-di-guardare" } smetti.
social-watching-now-dm = Stavi già guardando { $game }; d'ora in poi ricevi il tabellone in un messaggio diretto.
social-watching-now-mention = Stavi già guardando { $game }; d'ora in poi ricevi qui una menzione con il tabellone.
social-not-watching = Non stai guardando { $game }.
social-unwatched = Non guardi più { $game }.

## Che cosa legge uno spettatore sopra il tabellone

social-watch-header-dm = Stai guardando { $game } in { $channel } (lì, con { "/smetti-di-guardare" }, smetti):
social-watch-header-mention = { $who }: il tabellone di { $game }, che stai guardando:

## Il pulsante «Rivincita»

social-button-rematch = Rivincita
social-rematch-not-finished = Solo una partita finita si può giocare di nuovo.
social-rematch-not-player = Solo chi ha giocato questa partita può aprirne la rivincita.
social-rematch-running = La rivincita di questa partita è già in corso.
social-rematch-opened = { $who } ha aperto una rivincita di { $game }. Inizia non appena { $waiting } { $count ->
        [one] avrà preso posto
       *[other] avranno preso posto
    } (con il pulsante «Rivincita» o { "/partecipa" }).
