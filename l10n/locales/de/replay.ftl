# Eine beendete Partie noch einmal ansehen (die Spielpläne von /history, die Seite zum
# Nachspielen) und aufbewahren (/export, nachgespielt mit `python -m games replay FILE`) (Issue 34).

replay-export-not-finished = Nur eine beendete Partie kann exportiert werden. Solange eine Partie läuft, zeigt /verlauf ihre Züge.
replay-export-too-large = Die Aufzeichnung dieser Partie hat { $size } Bytes, mehr als der Bot bei Discord anhängen darf ({ $limit } Bytes).
replay-export-sent = Die Aufzeichnung dieser Partie, für `python -m games replay { $file }`.
replay-board-start = Der Spielplan zu Beginn ({ $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    } insgesamt).
replay-board-after = Der Spielplan nach Zug { $move } von { $count }.
replay-button-first = Anfang
replay-button-previous = Zurück
replay-button-next = Weiter
replay-button-last = Ende
replay-page-title = Nachspielen: { $game }
replay-page-link = Diese Partie nachspielen
replay-page-move = Zug
replay-page-show = Zeigen
replay-page-final = Endwertung
replay-page-back = Zurück zum Tisch
replay-not-finished = Nur eine beendete Partie kann nachgespielt werden. Solange eine Partie läuft, zeigt /verlauf ihre Züge.
