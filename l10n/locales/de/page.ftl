# Die eigenen Worte der lokalen Spielseite (bot/local), Deutsch (du-Form).
# $name, $me, $waiting: Namen der Spieler, nie übersetzt.

page-site = Tischspiel-Bot: lokal spielen
page-language = Sprache
page-local-play = Lokal spielen
page-back = Zurück zu den Tischen
page-not-found = Nicht gefunden
page-pick-another = Zurück zu den Tischen, um einen anderen zu wählen.
page-no-such-table = Diesen Tisch gibt es nicht.
page-error-title = Fehler
page-internal-error = Interner Fehler.
page-error = Etwas ist schiefgegangen ({ $error }); die Einzelheiten stehen im Server-Log. Die fehlgeschlagene Anfrage hat nichts verändert.

## Die Startseite: offene Tische und neue Tische
page-help-intro = Spiel die Spiele des Bots an diesem einen Bildschirm, jeden Platz von hier aus (Hotseat): dieselben Tische und Regeln wie in einem Discord-Kanal, gespeichert in der eigenen Datenbank dieser Seite.
page-help-new = Neuer Tisch: Öffne unten ein Spiel, wähle die Spielerzahl, gib die Namen ein (oder lass eine KI der gewählten Stufe einen Platz spielen) und drücke „{ page-create }“ (nimm das Häkchen bei „{ page-start-now }“ weg, um in einer Lobby zu warten, in der sich weitere Spieler setzen können).
page-help-choices = An einem Tisch sind die Wahlmöglichkeiten des Spielers am Zug die Knöpfe neben dem Spielplan: links davon auf einem breiten Bildschirm, darüber auf einem Handy. Unter jeder steht, was sie bewirkt. Große Entscheidungen kommen in zwei Schritten: erst die Art, dann das Ziel.
page-help-act-as = Mit „{ page-act-as-button }“ und einem Platz (sein Name steht über den Wahlmöglichkeiten) siehst du die Handkarten und privaten Wahlmöglichkeiten dieses Spielers; die anderen schauen weg. Der Platz einer KI (gestrichelt) spielt von selbst und behält seine Karten für sich.
page-help-undo = „{ page-undo }“ nimmt deinen eigenen Schritt in deinem Zug zurück; „{ page-resign }“ beendet das Spiel für alle; „{ page-abandon-table }“ schließt den Tisch ohne Ergebnis.
page-open-tables = Offene Tische
page-col-table = Tisch
page-col-status = Stand
page-col-players = Spieler
page-col-to-move = Am Zug
page-no-tables = Noch keine offenen Tische: Erstelle unten einen.
page-new-table = Neuer Tisch
page-players-range = ({ $low }-{ $high } Spieler)
page-players = Spieler
page-seat-order = Sitzordnung
page-seat-order-joined = wie aufgeführt
page-seat-order-random = zufällig
page-seat = Platz { $n }
page-seat-if-more = (ab { $n } Spielern)
page-player = Spieler { $n }
page-seat-who = Platz { $n }: wer spielt
page-a-person = ein Mensch
page-ai-level = KI ({ $level })
page-level-easy = leicht
page-level-normal = normal
page-level-strong = stark
page-options = Optionen
page-variants = Regelvarianten ({ $count }): Behalte diese Standardwerte, um nach der Spielregel zu spielen
page-default = (Standard)
page-default-on = (Standard: an)
page-default-off = (Standard: aus)
page-create = Tisch erstellen und starten
page-start-now = sofort starten
page-start-now-hint = (Häkchen weg, um in der Lobby zu warten)
page-no-games = In dieser Version sind keine Spiele verfügbar.
page-recently-closed = Kürzlich geschlossen
page-status-lobby = Lobby
page-status-playing = läuft
page-status-finished = beendet
page-status-abandoned = abgebrochen
page-status-damaged = beschädigt

## Ein Tisch
page-status = Stand:
page-version = Version
page-refresh = neu laden
page-lobby-help = Dieser Tisch wartet in seiner Lobby. „{ page-join }“ fügt einen Platz mit dem eingegebenen Namen hinzu; „{ page-add-ai }“ setzt eine KI der gewählten Stufe an den Tisch; „{ page-start }“ teilt aus und beginnt mit den Plätzen unten; „{ page-abandon }“ schließt den Tisch.
page-add-seat = Platz hinzufügen
page-name = Name
page-join = Mitspielen
page-add-ai = KI-Spieler hinzufügen
page-start = Spiel starten
page-abandon = Abbrechen
page-abandon-table = Tisch abbrechen
page-confirm-abandon = Diesen Tisch abbrechen? Es wird kein Ergebnis festgehalten.
page-damaged-abandon = „{ page-abandon }“ schließt ihn ohne Ergebnis; die anderen Tische sind nicht betroffen.
page-damaged-closed = Der Tisch ist geschlossen; die anderen Tische sind nicht betroffen.
page-act-as-button = Spielen als
page-act-as = Als { $name } spielen
page-act-as-seats = Spielen als:
page-plays-itself = spielt von selbst
page-private-all = { $name } entscheidet geheim.
page-private-some = { $count ->
    [one] Eine weitere Wahlmöglichkeit nennt
   *[other] { $count } weitere Wahlmöglichkeiten nennen
}, was nur { $name } sehen darf.
page-look-away = (die anderen schauen weg)
page-choose-kind = Wähle, was du tun willst
page-back-to-kinds = ← zurück zu allen Arten von Aktionen
page-other = Sonstiges
page-undo = Meine letzte Wahl zurücknehmen
page-resign = Aufgeben
page-resign-as = Als { $name } aufgeben
page-confirm-resign = Aufgeben? Das Spiel endet für alle.
page-not-your-turn = { $me } ist nicht am Zug; es wird auf { $waiting } gewartet.
page-final-score = Schlusswertung
page-private-view = Private Ansicht von { $name } (vor den anderen verbergen)
page-log = Verlauf
page-no-moves = Noch keine Züge.
page-open-board = Spielplan in voller Größe öffnen
page-board-alt = Der Spielplan, Version { $version }
page-board-hint = Tippe oder klicke auf den Spielplan, um ihn in voller Größe zu öffnen (auf dem Handy zoomen).
page-no-images = (Spielplanbilder sind abgeschaltet.)
page-to-move = ← am Zug

## Ablehnungen der Seite selbst
page-stale = Jemand war schneller; hier ist der aktuelle Spielplan.
page-ai-plays-itself = Ein KI-Platz spielt von selbst; spiel den Platz eines Menschen.
page-no-board-image = Dieser Tisch hat kein Spielplanbild.
page-choose-players = Wähle die Spielerzahl.
page-needs-players = { $game } braucht { $low }-{ $high } Spieler.
page-no-free-channel = Kein freier lokaler Kanal für einen neuen Tisch.
page-choose-seat = Wähle zuerst den Platz, den du spielen willst.
page-no-version = Dieser Klick trägt keine Spielplan-Version; lade die Seite neu.
page-option-not-one-of = Option { $option }: { $value } ist nicht eines von { $allowed }.
page-option-whole-number = Option { $option } muss eine ganze Zahl sein, nicht { $value }.
page-option-number = Option { $option } muss eine Zahl sein, nicht { $value }.
page-option-json = Option { $option } muss JSON sein, nicht { $value }.

## Die Wache der Seite: eine Anfrage, die sie abweist (reiner Text).
page-guard-address = Diese Seite antwortet nur unter der Adresse, unter der sie geöffnet wurde (http://127.0.0.1:PORT/ oder http://localhost:PORT/).
page-guard-wrong-token = Falscher Schlüssel.
page-guard-needs-token = Diese Seite braucht ihren geheimen Schlüssel: Öffne den Link mit ?token=..., den du vom Betreiber bekommen hast.
page-guard-other-site = Formulare von einer anderen Website (oder einer abgeschotteten Seite) werden abgelehnt.
page-guard-stale-form = Dieses Formular ist veraltet oder stammt von einer anderen Seite: Lade die Seite neu und versuch es noch einmal.
