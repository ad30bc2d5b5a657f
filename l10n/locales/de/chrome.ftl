# Die eigenen Worte des Bots (Dienst, Discord, lokale Seite), Deutsch.

chrome-language-name = Deutsch
chrome-not-your-turn = Du bist nicht am Zug.
chrome-list-and = { $items }

## Ablehnungen des ganzen Dienstes. Befehle heißen so, wie Discord sie deutschen Spielern zeigt
## (discord-cmd-* in discord.ftl: { "/abbrechen" }).

chrome-storage-full = Der Speicher des Bots ist voll. Das wurde nicht gespeichert, und nichts hat sich geändert. Bitte sag dem Betreiber des Bots Bescheid.
chrome-storage-failed = Die Datenbank konnte das nicht speichern, also hat sich nichts geändert. Versuch es gleich noch einmal; wenn es wieder passiert, sag dem Betreiber des Bots Bescheid.
chrome-damaged-what = Die gespeicherten Daten dieses Tisches sind beschädigt; er kann weder gespielt noch angezeigt werden.
chrome-damaged = { chrome-damaged-what } Der Gastgeber oder ein Server-Moderator kann ihn mit { "/abbrechen" } schließen; die anderen Tische sind nicht betroffen.
chrome-elsewhere = Dieser Knopf gehört zu einem Tisch in einem anderen Kanal oder auf einem anderen Server; hier bewirkt er nichts.

## Ablehnungen in der Lobby, bei Zügen, beim Zurücknehmen und bei den Einstellungen.

chrome-game-not-started = Das Spiel hat noch nicht begonnen.
chrome-stale-choice-made = Dieser Spielplan ist veraltet: Diese Wahl wurde schon getroffen. Nimm den neuesten Spielplan ({ "/spielplan" }).
chrome-game-is-over = Das Spiel ist vorbei.
chrome-stale-moved-first = Dieser Spielplan ist veraltet: Jemand anderes hat zuerst gezogen. Nimm den neuesten Spielplan.
chrome-stale-board = Dieser Spielplan ist veraltet: Nimm den neuesten Spielplan ({ "/spielplan" }).
chrome-undo-nothing = Es gibt nichts zurückzunehmen.
chrome-undo-all-forced = Jeder Zug bisher war erzwungen; es gibt nichts zurückzunehmen.
chrome-undo-not-yours = Du kannst nur deine eigenen Entscheidungen zurücknehmen, und nur während du am Zug bist.
chrome-undo-revealed = Dieser Zug hat verdeckte Informationen aufgedeckt oder zufällig gezogen; er kann nicht zurückgenommen werden.
chrome-undo-forced-after = Auf deine Wahl folgte ein erzwungener Schritt eines anderen Spielers; sie kann nicht zurückgenommen werden.
chrome-undo-turn-over = Dein vorheriger Zug ist vorbei; er kann nicht zurückgenommen werden.
chrome-no-such-table = Diesen Tisch gibt es nicht.
chrome-no-game-here = In diesem Kanal wurde noch kein Spiel gespielt.
chrome-no-open-table = In diesem Kanal gibt es keinen offenen Tisch. Eröffne einen mit { "/neues-spiel" }.
chrome-table-not-started = An diesem Tisch hat das Spiel noch nicht begonnen.
chrome-this-game-not-started = Dieses Spiel hat noch nicht begonnen.
chrome-game-not-running = Dieses Spiel läuft nicht.
chrome-not-playing = Du spielst an diesem Tisch nicht mit.
chrome-already-chosen = Du hast deine Wahl schon getroffen; jetzt sind die anderen dran.
chrome-reminder-not-host = Nur der Gastgeber oder ein Server-Moderator kann die Erinnerungen ändern.
chrome-reminder-range = Der Erinnerungsabstand muss zwischen 0 (aus) und 8760 Stunden liegen.
chrome-idle-not-host = Nur der Gastgeber oder ein Server-Moderator kann die Abwesenheitsuhr stellen.
chrome-table-closed = Dieser Tisch ist geschlossen.
chrome-idle-range = Die Abwesenheitsuhr muss zwischen 0 (aus) und 8760 Stunden liegen.
chrome-replace-one = Nenne entweder den neuen Spieler oder eine KI-Stufe, nicht beides.
chrome-replace-not-host = Nur der Gastgeber oder ein Server-Moderator kann einen Spieler ersetzen.
chrome-member-not-seated = Dieses Mitglied hat keinen Platz an diesem Tisch.
chrome-replace-last-human = Ein Tisch braucht mindestens einen menschlichen Spieler: Ersetze diesen Spieler durch ein Mitglied, oder beende das Spiel mit { "/aufgeben" } oder { "/abbrechen" }.
chrome-already-closed = Dieser Tisch ist schon geschlossen.
chrome-abandon-not-host = Nur der Gastgeber oder ein Server-Moderator kann einen Tisch auflösen.
chrome-resign-stale = Dieses Spiel ist gerade zu Ende gegangen oder weitergelaufen; nichts wurde geändert.
chrome-replace-ai-id = Nenne ein Mitglied, oder gib eine KI-Stufe an, um eine KI hinzusetzen.
chrome-member-seated = Dieses Mitglied hat schon einen Platz an diesem Tisch.
chrome-seat-order = Die Sitzordnung muss { "'random'" } oder { "'joined'" } sein.
chrome-reminder-negative = Der Erinnerungsabstand darf nicht negativ sein (0 schaltet die Erinnerungen aus).
chrome-channel-busy = In diesem Kanal gibt es schon einen offenen Tisch. Spiel ihn zu Ende oder löse ihn mit { "/abbrechen" } auf, oder starte das Spiel in einem Thread.
chrome-started-watch = Dieses Spiel hat schon begonnen; du kannst zuschauen.
chrome-already-seated = Du sitzt schon an diesem Tisch.
chrome-ai-lobby-only = KI-Spieler kommen in der Lobby dazu; sobald das Spiel läuft, übergib einen Platz mit { "/ersetzen" } an eine KI.
chrome-ai-not-allowed = Nur der Gastgeber, ein Spieler am Tisch oder ein Server-Moderator kann KI-Spieler hinzufügen; setz dich zuerst mit { "/mitspielen" } an den Tisch.
chrome-leave-running = Das Spiel läuft. Statt zu gehen, bitte den Gastgeber, deinen Platz an jemand anderen oder an eine KI zu übergeben ({ "/ersetzen bisher:@du ki:normal" }), damit die anderen zu Ende spielen können; { "/aufgeben" } beendet das Spiel für alle.
chrome-not-seated = Du sitzt nicht an diesem Tisch.
chrome-already-started = Dieses Spiel hat schon begonnen.
chrome-start-not-host = Nur der Gastgeber (oder ein Server-Moderator) kann das Spiel starten.
chrome-needs-human = Ein Tisch braucht mindestens einen menschlichen Spieler.
chrome-ai-race = Jemand anderes hat gerade einen KI-Spieler hinzugefügt; versuch es noch einmal.
chrome-leave-started = Dieses Spiel hat schon begonnen: Mit { "/aufgeben" } verlässt du es.
chrome-start-race = Jemand hat sich an den Tisch gesetzt oder ihn verlassen, während das Spiel startete; nichts wurde gestartet. Versuch { "/starten" } noch einmal.
chrome-stale-moved-on = Dieser Spielplan ist veraltet: Das Spiel ist weitergegangen.
chrome-no-such-move = Zug { $move } gibt es nicht; dieses Spiel hat { $count ->
        [one] { $count } Zug
       *[other] { $count } Züge
    }.
chrome-game-unavailable = Das Spiel dieses Tisches ({ $game }) gibt es in dieser Version des Bots nicht.
chrome-unloadable = Dieses gespeicherte Spiel kann nicht geladen werden: { $reason }
chrome-table-full = Der Tisch ist voll ({ $max } Spieler).
chrome-start-count = { $game } braucht { $min }-{ $max } Spieler; { $seated ->
        [one] { $seated } sitzt
       *[other] { $seated } sitzen
    } am Tisch.
chrome-no-ai-level = Es gibt keine KI-Stufe { $level }; wähle { $levels }.
chrome-unknown-language = Die Sprache { $code } gibt es nicht; wähle { $known }.
chrome-language-not-host = Nur der Gastgeber oder ein Server-Moderator kann die Sprache des Tisches ändern.
chrome-language-set = Dieser Tisch schreibt seine öffentlichen Nachrichten jetzt auf Deutsch.
chrome-unknown-game = Es gibt kein Spiel { $game }. Spiele: { $games }.
chrome-option-unknown = { $game } hat keine Option { $option }. Seine Optionen: { $known }.
chrome-options-none = keine
chrome-option-bad = Bei { $game } geht { $option }={ $value } nicht; erlaubt ist { $allowed }.
chrome-option-one-of = einer der Werte { $values }
chrome-option-yes-no = true oder false
chrome-option-whole-number = eine ganze Zahl
chrome-option-number = eine Zahl
chrome-option-text = ein Text
chrome-option-value = ein anderer Wert
chrome-options-clash = Diese Optionen passen bei { $game } nicht zusammen; lass sie weg, um nach der Spielregel zu spielen.

## Was gespeichert wurde, wenn der folgende Spielplan nicht angezeigt werden konnte.

chrome-recorded-not-shown = { $what }, aber der Spielplan konnte nicht angezeigt werden: { $reason }. Mit { "/spielplan" } siehst du ihn.
chrome-shown-move = Dein Zug wurde gespeichert
chrome-shown-started = Das Spiel hat begonnen
chrome-shown-idle-turn = Der Zug für den abwesenden Spieler wurde gespielt
chrome-shown-resigned = Deine Aufgabe wurde gespeichert
chrome-shown-seat-handed = Der Platz wurde übergeben

## Die Erinnerung an einen wartenden Spieler ($since zeigt Discord als „vor 2 Stunden“).


## Die Lobby und die öffentlichen Schlagzeilen des Tisches (in der Sprache des Tisches).

chrome-lobby = { $headline } Am Tisch ({ $seated }/{ $max }): { $listing }. { $min }-{ $max } Spieler; mit { "/mitspielen" } setzt du dich dazu, der Gastgeber startet mit { "/starten" }.
chrome-nobody = niemand
chrome-someone = jemand
chrome-lobby-waiting = Wir warten auf Mitspieler.
chrome-opened = { $who } hat einen Tisch für { $game } eröffnet.
chrome-joined = { $who } hat sich an den Tisch gesetzt.
chrome-left = { $who } hat den Tisch verlassen.
chrome-left-closed = { $who } hat den Tisch verlassen; der Tisch ist geschlossen.
chrome-left-new-host = { $who } hat den Tisch verlassen; { $host } ist jetzt Gastgeber.
chrome-game-begins = Das Spiel beginnt! Sitzordnung: { $order }.
chrome-game-over = Spielende: { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }!
chrome-abandoned = Dieser Tisch wurde aufgelöst.
chrome-abandoned-game = Der Tisch für { $game } wurde aufgelöst. Es wird kein Ergebnis gespeichert.
chrome-resigned = { $who } hat aufgegeben.
chrome-resigned-winners = { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    }.
chrome-standing-resigned = Endstand (nach Aufgabe):
chrome-standing-line = { $place }. { $who }: { $vp } SP
chrome-seat-handed = Den Platz von { $old } spielt jetzt { $new }.
chrome-idle-played = { $who } { $count ->
        [one] hat
       *[other] haben
    } { $waited } lang nicht gezogen, also hat die KI diesen Zug gespielt (Abwesenheitsuhr). Wer abwesend war, behält den Platz.
chrome-days = { $n ->
        [one] { $n } Tag
       *[other] { $n } Tage
    }
chrome-hours = { $n } Std.
chrome-hours-tenths = { $n },{ $tenth } Std.
chrome-minutes = { $n } Min.
chrome-seat = Platz { $n }
chrome-player = Spieler { $n }
chrome-since-earlier = … { $count ->
        [one] { $count } früherer Zug
       *[other] { $count } frühere Züge
    }: siehe { "/verlauf" }.

## Die Wertung bei Spielende (kurze Zeilen für das Handy).

chrome-score-winners = { $winners } { $count ->
        [one] gewinnt
       *[other] gewinnen
    } mit { $vp } SP.
chrome-score-nobody = Niemand gewinnt.
chrome-score-tiebreak = Gleichstand entschieden durch: { $how }.
chrome-score-no-tiebreak = Kein Gleichstand zu entscheiden.
chrome-score-seat = { $who }, { $vp } SP:

## Private Antworten: die Einstellungen des Gastgebers und /hand.

chrome-reminders-off = Die Erinnerungen sind aus.
chrome-reminders-every = Säumige Spieler werden { $every } erinnert.
chrome-idle-off = Die Abwesenheitsuhr ist aus: Der Tisch wartet auf jeden Spieler.
chrome-idle-set = Abwesenheitsuhr gestellt: Wer { $span } lang nicht gezogen hat, für den spielt die KI ({ $level }) diesen einen Zug; der Platz bleibt besetzt, und den nächsten Zug macht wieder der Mensch an diesem Platz.
chrome-level-easy = leicht
chrome-level-normal = normal
chrome-level-strong = stark
chrome-private-notes = Letzte private Notizen: { $notes }
chrome-no-hidden = Du hast in diesem Spiel gerade keine verdeckten Informationen.
chrome-hand-yours = Nur für dich, { $part }: { $value }.
chrome-hand-you = Nur für dich: { $value }.
chrome-hand-none = nichts

## Ein Zug ohne öffentliche Zeile, im Spielverlauf und in „Während du weg warst“.

chrome-made-a-choice = { $who } hat eine Wahl getroffen.
chrome-moved = { $who } hat gezogen.
chrome-after-move = nach Zug { $move }: { $line }
chrome-resigns = { $who } gibt auf.
chrome-every-hours = { $n ->
    [one] jede Stunde
   *[other] alle { $n } Stunden
}
chrome-every-minutes = { $n ->
    [one] jede Minute
   *[other] alle { $n } Minuten
}
chrome-span-hours = { $n ->
    [one] 1 Stunde
   *[other] { $n } Stunden
}
chrome-span-minutes = { $n ->
    [one] 1 Minute
   *[other] { $n } Minuten
}
