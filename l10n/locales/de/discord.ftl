# Die eigenen Worte des Discord-Adapters, Deutsch (du-Form wie in den Spielregeln).
# discord-cmd-* und discord-opt-*: Befehls- und Optionsnamen klein, 1-32 Zeichen, ohne Leerzeichen;
# Beschreibungen höchstens 100 Zeichen.

## Die Slash-Befehle

discord-cmd-newgame = neues-spiel
discord-cmd-newgame-desc = Öffne in diesem Kanal (oder einem neuen Thread) einen Tisch für ein Spiel.
discord-opt-newgame-game = spiel
discord-opt-newgame-game-desc = Für welches Spiel der Tisch geöffnet wird
discord-opt-newgame-options = optionen
discord-opt-newgame-options-desc = Optional Paare key=value; leer = Standardwerte (/regeln SPIEL nennt sie)
discord-opt-newgame-seat-order = sitzordnung
discord-opt-newgame-seat-order-desc = Zufällig (Standard) oder in der Reihenfolge des Beitritts
discord-opt-newgame-reminder-hours = erinnerung-stunden
discord-opt-newgame-reminder-hours-desc = Erinnere säumige Spieler nach so vielen Stunden (0 = nie)
discord-opt-newgame-thread = thread
discord-opt-newgame-thread-desc = Öffne den Tisch in einem neuen Thread dieses Kanals
discord-opt-newgame-language = sprache
discord-opt-newgame-language-desc = Die Sprache des Tisches (Standard: die des Servers, wenn Deutsch oder Italienisch)
discord-cmd-join = mitspielen
discord-cmd-join-desc = Setz dich an den Tisch in diesem Kanal.
discord-cmd-leave = verlassen
discord-cmd-leave-desc = Verlass den Tisch in diesem Kanal, bevor das Spiel beginnt.
discord-cmd-start = starten
discord-cmd-start-desc = Starte das Spiel (Gastgeber oder Server-Moderator).
discord-cmd-addbot = ki-spieler
discord-cmd-addbot-desc = Setz einen KI-Spieler an den Tisch in diesem Kanal (bevor das Spiel beginnt).
discord-opt-addbot-level = stufe
discord-opt-addbot-level-desc = Wie gut die KI spielt: leicht, normal (Standard) oder stark
discord-cmd-replace = ersetzen
discord-cmd-replace-desc = Gib einen Platz jederzeit an ein anderes Mitglied oder eine KI ab (Gastgeber oder Server-Moderator).
discord-opt-replace-old = bisher
discord-opt-replace-old-desc = Der Spieler, dessen Platz abgegeben wird
discord-opt-replace-new = neu
discord-opt-replace-new-desc = Das Mitglied, das den Platz übernimmt
discord-opt-replace-bot = ki
discord-opt-replace-bot-desc = Oder: eine KI dieser Stufe übernimmt den Platz
discord-cmd-board = spielplan
discord-cmd-board-desc = Zeig den aktuellen Spielplan erneut (mit Knöpfen) oder den ganzen Spielplan nur für dich.
discord-opt-board-full = ganz
discord-opt-board-full-desc = Zeig mir stattdessen das Bild des ganzen Spielplans, nur für mich
discord-cmd-hand = hand
discord-cmd-hand-desc = Deine private Ansicht (Handkarten, Sichtschirm) und deine Wahl; nur du siehst sie.
discord-cmd-undo = zurücknehmen
discord-cmd-undo-desc = Nimm deine letzte Wahl in diesem Zug zurück (nicht über ein Ziehen oder Aufdecken hinweg).
discord-cmd-resign = aufgeben
discord-cmd-resign-desc = Gib auf: Das Spiel endet, du bist auf dem letzten Platz (oder lass per /ersetzen eine KI spielen).
discord-cmd-abandon = abbrechen
discord-cmd-abandon-desc = Schließ den Tisch ohne Ergebnis (Gastgeber oder Server-Moderator).
discord-cmd-reminder = erinnerung
discord-cmd-reminder-desc = Leg fest, wann säumige Spieler erinnert werden (Gastgeber oder Server-Moderator).
discord-opt-reminder-hours = stunden
discord-opt-reminder-hours-desc = Erinnere säumige Spieler nach so vielen Stunden (0 schaltet Erinnerungen ab)
discord-cmd-idleclock = ki-vertretung
discord-cmd-idleclock-desc = Lass die KI den Zug eines so lange säumigen Spielers machen (Gastgeber oder Server-Moderator).
discord-opt-idleclock-hours = stunden
discord-opt-idleclock-hours-desc = Nach so vielen Stunden ohne Zug macht die KI diesen Zug (0 = aus)
discord-cmd-games = partien
discord-cmd-games-desc = Die offenen Tische auf diesem Server und wer am Zug ist.
discord-cmd-history = verlauf
discord-cmd-history-desc = Der Spielverlauf des Tisches in diesem Kanal und der Spielplan nach einem Zug.
discord-opt-history-move = zug
discord-opt-history-move-desc = Zeig den Spielplan nach diesem Zug (0 = der Anfang)
discord-cmd-export = exportieren
discord-cmd-export-desc = Die Aufzeichnung der beendeten Partie dieses Kanals als Datei, zum Nachspielen.
discord-cmd-rules = regeln
discord-cmd-rules-desc = Eine kurze Beschreibung eines Spiels: Titel, Spielerzahl, Optionen.
discord-opt-rules-game = spiel
discord-opt-rules-game-desc = Welches Spiel (Standard: das des Tisches in diesem Kanal)
discord-cmd-language = sprache
discord-cmd-language-desc = Ändere die Sprache des Tisches in diesem Kanal (Gastgeber oder Server-Moderator).
discord-opt-language-language = sprache
discord-opt-language-language-desc = Die neue Sprache des Tisches
discord-cmd-stats = statistik
discord-cmd-stats-desc = Partien, Siege und Plätze eines Spielers und die Rangliste des Servers je Spiel.
discord-opt-stats-player = spieler
discord-opt-stats-player-desc = Wessen Bilanz (Standard: deine)
discord-opt-stats-game = spiel
discord-opt-stats-game-desc = Nur Bilanz und Rangliste dieses Spiels (Standard: alle hier gespielten Spiele)
discord-opt-stats-include-ai = mit_ki
discord-opt-stats-include-ai-desc = Partien mit KI-Spielern mitzählen (Standard: ja)
discord-cmd-watch = zuschauen
discord-cmd-watch-desc = Bekomme den Spielplan dieses Kanals, immer wenn ein anderer Spieler am Zug ist.
discord-opt-watch-via = per
discord-opt-watch-via-desc = Wie der Spielplan dich erreicht (Standard: als Direktnachricht)
discord-cmd-unwatch = nicht-mehr-zuschauen
discord-cmd-unwatch-desc = Bekomme den Spielplan dieses Kanals nicht mehr.
discord-choice-dm = Direktnachricht
discord-choice-mention = Erwähnung im Kanal
discord-cmd-remindme = erinnere-mich
discord-cmd-remindme-desc = Deine Erinnerungen: Kanal oder Direktnachricht, Ruhezeit, abwesend (ohne Option: zeigt sie).
discord-opt-remindme-how = wie
discord-opt-remindme-how-desc = Eine Erwähnung im Kanal des Tisches oder eine Direktnachricht
discord-opt-remindme-quiet = ruhezeit
discord-opt-remindme-quiet-desc = Ruhezeit in deiner Ortszeit, etwa 22:00-07:00 (aus: keine)
discord-opt-remindme-timezone = zeitzone
discord-opt-remindme-timezone-desc = Deine Zeitzone, etwa Europe/Berlin
discord-opt-remindme-away = abwesend
discord-opt-remindme-away-desc = Abwesend für eine Zahl von Tagen oder bis zu einem Tag wie 2026-12-24 (aus: zurück)
discord-opt-remindme-clear = zurücksetzen
discord-opt-remindme-clear-desc = Vergiss zuerst alle deine Einstellungen zu Erinnerungen
discord-choice-channel = kanal

discord-choice-random = zufällig
discord-choice-joined = in Beitrittsreihenfolge
discord-choice-easy = leicht
discord-choice-normal = normal
discord-choice-strong = stark

## Knöpfe und Menüs (die Beschriftung eines Knopfes höchstens 80 Zeichen)
discord-button-private = Deine Wahl treffen (geheim)
discord-button-undo = Zurücknehmen
discord-button-all-choices = ◀ Alle Wahlmöglichkeiten
discord-button-full-board = Ganzer Spielplan
discord-button-join = Mitspielen
discord-button-leave = Verlassen
discord-button-start = Starten
discord-button-earlier = ◀ Früher
discord-button-later = Später ▶
discord-button-page-back = ◀ Seite { $page }
discord-button-page-next = Seite { $page } ▶
discord-pick-one = { $kind }: 1 von { $count } wählen
discord-pick-one-part = { $kind } ({ $part } von { $parts }): 1 von { $count } wählen

## Die Spielplan-Nachricht (öffentlich: in der Sprache des Tisches)
discord-kind-count = ▸ **{ $kind }**: { $count ->
    [one] 1 Wahlmöglichkeit
   *[other] { $count } Wahlmöglichkeiten
}
discord-since = Seit deinem letzten Zug:
discord-away = Während du weg warst:
discord-final-result = **Endergebnis**
discord-the-players = Die Spieler
discord-open-private = 🔒 { $who }: Öffne deine Wahlmöglichkeiten mit **{ discord-button-private }**; nur du siehst sie.
discord-reminder = { $count ->
       *[one] { $who }, du bist bei **{ $title }** am Zug (zuletzt gezogen: { $since }). Mit /spielplan siehst du den Spielplan.
        [other] { $who }, ihr seid bei **{ $title }** am Zug (zuletzt gezogen: { $since }). Mit /spielplan seht ihr den Spielplan.
    }
discord-thread-name = Tisch: { $title }

## Private Antworten (in der Sprache dessen, der klickt)
discord-done = Erledigt.
discord-ack-opened = Tisch in { $channel } geöffnet.
discord-ack-joined = Du sitzt jetzt am Tisch.
discord-ack-left = Du hast den Tisch verlassen.
discord-ack-started = Das Spiel hat begonnen.
discord-ack-bot = Ein KI-Spieler hat sich gesetzt.
discord-ack-replaced = Der Platz wurde übergeben.
discord-ack-board = Hier ist der aktuelle Spielplan.
discord-ack-undone = Deine letzte Wahl wurde zurückgenommen.
discord-ack-resigned = Du hast aufgegeben.
discord-ack-abandoned = Der Tisch ist geschlossen.
discord-only-you = **{ $prompt }** (nur du siehst diese Wahlmöglichkeiten)
discord-recorded = Deine Wahl ist festgehalten. { $after }
discord-nothing-more = Im Moment hast du nichts mehr zu entscheiden.
discord-game-over = Das Spiel ist vorbei.
discord-whole-board = Der ganze Spielplan:
discord-no-picture = Für diesen Tisch gibt es kein Bild.
discord-click-again = Discord hat das nicht angenommen; bitte klick noch einmal.
discord-use-board = Mit /spielplan siehst du den aktuellen.
discord-not-shown = Deine Aktion ist festgehalten, aber der Spielplan konnte nicht gezeigt werden: { $why }. Ich poste ihn gleich noch einmal; /spielplan zeigt ihn sofort.
discord-fault-forbidden = Ich darf hier nicht posten (prüfe meine Berechtigungen „Nachrichten senden“ und „Dateien anhängen“)
discord-fault-slow-down = Discord hat mich gebeten, langsamer zu machen
discord-fault-timeout = Discord hat nicht rechtzeitig geantwortet
discord-fault-other = Discord hatte ein Problem
discord-unexpected = Bei mir ist beim Bearbeiten etwas schiefgegangen. Schau mit /spielplan nach, ob es festgehalten wurde, bevor du es noch einmal versuchst.
discord-no-such-button = Dieser Knopf ist nicht von mir oder funktioniert nicht mehr. /spielplan zeigt den aktuellen Spielplan.
discord-missing-permissions = Das geht hier nicht: Mir { $count ->
    [one] fehlt die Berechtigung
   *[other] fehlen die Berechtigungen
} { $names } in { $thread ->
    [yes] diesem Thread
   *[no] diesem Kanal
}, daher wurde nichts geändert. Ein Server-Admin oder jemand mit „Kanäle verwalten“ kann sie erteilen.
discord-perm-view_channel = Kanal anzeigen
discord-perm-send_messages = Nachrichten senden
discord-perm-send_messages_in_threads = Nachrichten in Threads senden
discord-perm-attach_files = Dateien anhängen
discord-perm-read_message_history = Nachrichtenverlauf anzeigen
discord-perm-create_public_threads = Öffentliche Threads erstellen
discord-history-head = Spielverlauf, Züge { $first }-{ $last } (Seite { $page }/{ $pages }):
discord-history-empty-head = Spielverlauf:
discord-no-moves = Noch keine Züge.

## Eigene Antworten der Befehle
discord-no-game = Es gibt kein Spiel { $game }. Spiele: { $games }.
discord-games = Spiele: { $games }.
discord-none = keine
discord-thread-only-text = Einen Thread kann ich nur aus einem Textkanal öffnen.
discord-thread-failed = Ich konnte hier keinen Thread öffnen (prüfe meine Berechtigung „Öffentliche Threads erstellen“).
discord-bot-account = Ein Bot-Konto kann keinen Platz einnehmen; nimm ki:<Stufe> für einen KI-Spieler.
discord-no-tables = Keine offenen Tische auf diesem Server. Öffne einen mit /neues-spiel.
discord-table-damaged = beschädigt: Die gespeicherten Daten sind nicht lesbar (der Gastgeber oder ein Server-Moderator kann den Tisch mit /abbrechen schließen)
discord-table-waiting = wartet auf Spieler ({ $count } am Tisch)
discord-table-to-move = { $who } am Zug
discord-table-since = (zuletzt gezogen: { $since })
discord-rules-head = **{ $title }** (`{ $slug }`): { $low }-{ $high } Spieler.
discord-options-bad = Ich konnte die Optionen bei { $near } nicht lesen; schreib sie als Paare key=value, z. B. `deck_size=20 many_piles=true`.
discord-options-unknown = { $game } hat keine Option { $unknown }. Optionen: { $known }.
discord-options-none = Keine Optionen.
discord-options-head = Optionen (gib sie /neues-spiel als `key=value`; jede zeigt ihren Standardwert):
discord-options-variants = Regelvarianten (behalte diese Standardwerte, um nach der Spielregel zu spielen):
