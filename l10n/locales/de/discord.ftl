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
discord-cmd-start-desc = Starte das Spiel (der Gastgeber oder wer den Server verwalten darf).
discord-cmd-addbot = ki-spieler
discord-cmd-addbot-desc = Setz einen KI-Spieler an den Tisch in diesem Kanal (bevor das Spiel beginnt).
discord-opt-addbot-level = stufe
discord-opt-addbot-level-desc = Wie gut die KI spielt: leicht, normal (Standard) oder stark
discord-cmd-replace = ersetzen
discord-cmd-replace-desc = Gib einen Platz jederzeit an ein anderes Mitglied oder eine KI ab (Gastgeber oder Serververwaltung).
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
discord-cmd-resign-desc = Gib auf: das Spiel endet, du wirst Letzter (oder lass dich per /ersetzen durch eine KI ersetzen).
discord-cmd-abandon = abbrechen
discord-cmd-abandon-desc = Schließ den Tisch ohne Ergebnis (der Gastgeber oder wer den Server verwalten darf).
discord-cmd-reminder = erinnerung
discord-cmd-reminder-desc = Leg fest, wann säumige Spieler erinnert werden (Gastgeber oder Serververwaltung).
discord-opt-reminder-hours = stunden
discord-opt-reminder-hours-desc = Erinnere säumige Spieler nach so vielen Stunden (0 schaltet Erinnerungen ab)
discord-cmd-idleclock = ki-vertretung
discord-cmd-idleclock-desc = Lass die KI den Zug eines so lange säumigen Spielers machen (Gastgeber oder Serververwaltung).
discord-opt-idleclock-hours = stunden
discord-opt-idleclock-hours-desc = Nach so vielen Stunden ohne Zug macht die KI diesen Zug (0 = aus)
discord-cmd-games = partien
discord-cmd-games-desc = Die offenen Tische auf diesem Server und wer am Zug ist.
discord-cmd-history = verlauf
discord-cmd-history-desc = Der Spielverlauf des Tisches in diesem Kanal und der Spielplan nach einem Zug.
discord-opt-history-move = zug
discord-opt-history-move-desc = Zeig den Spielplan nach diesem Zug (0 = der Anfang)
discord-cmd-rules = regeln
discord-cmd-rules-desc = Eine kurze Beschreibung eines Spiels: Titel, Spielerzahl, Optionen.
discord-opt-rules-game = spiel
discord-opt-rules-game-desc = Welches Spiel (Standard: das des Tisches in diesem Kanal)
discord-choice-random = zufällig
discord-choice-joined = in Beitrittsreihenfolge
discord-choice-easy = leicht
discord-choice-normal = normal
discord-choice-strong = stark
