# Was /regeln, die Optionshilfe von /neues-spiel und die lokale Seite über jedes Spiel sagen,
# Deutsch (du-Form, Begriffe der deutschen Spielregeln). Ids nach Konvention (bot/rules_words.py).

## Coimbra
rules-summary-coimbra = Wähle Würfel, um Einwohnerkarten zu kaufen, schicke Pilger zu Klöstern und statte Expeditionen aus (2-4 Spieler).
rules-option-coimbra-crown_columns_left_to_right = Kronenplättchen: Kartenspalten von links zählen (Spalte 4 ist ganz rechts)
rules-option-coimbra-two_player_gap_inclusive = 2 Spieler: Der 2. Platz auf einer Leiste punktet nur mit höchstens 3 Feldern Abstand (nicht 4)
rules-option-coimbra-council_tax_strict_space = Ratssteuer: Nur wer auf einem niedrigeren Feld (nicht demselben) steht, zahlt
rules-option-coimbra-castle4_on_placement = Kloster „4 SP je Schlosswürfel“: zählt, wenn der Schlosswürfel platziert wird, nicht erst wenn er genutzt wird
rules-option-coimbra-phase_e_start_bonuses_global = Kartenboni zu Beginn von Phase E für alle vor jedem Einkommen (Spielregel)
rules-option-coimbra-salvage_phase_c_bonuses = Phase-C-Rabatte und -Auslöser gelten auch für Karten vom Ablagestapel
rules-option-coimbra-salvage_start_cards = Start-Einwohnerkarten auf dem Ablagestapel dürfen gekauft werden (3 Wachen)
rules-option-coimbra-tanger_any_disc = Tanger zählt Expeditionen mit der Scheibe irgendeines Spielers, nicht nur mit deiner

## De Vulgari Eloquentia
rules-summary-de-vulgari-eloquentia = Reise durch das mittelalterliche Italien, lies Manuskripte in fünf Dialekten, steige in der Kirche oder im Handel auf.
rules-option-de-vulgari-eloquentia-canticle_all_active_from = Runde, ab der alle Franziskanerstädte aktiv sind (italienische Ausgabe 14, deutsche 15)
rules-option-de-vulgari-eloquentia-gigi_double_until = Letzte Runde mit doppeltem Almosen von Bruder Gigi (italienische Ausgabe 10, deutsche 11)
rules-option-de-vulgari-eloquentia-shlasinger_window = Inquisition von Kardinal Shlasinger: nur in seiner Beförderungsrunde (italienische Ausgabe) oder einmal zu beliebiger Zeit (deutsche Ausgabe)
rules-choice-de-vulgari-eloquentia-shlasinger_window-round_of_promotion = in seiner Beförderungsrunde (italienische Ausgabe)
rules-choice-de-vulgari-eloquentia-shlasinger_window-any = einmal zu beliebiger Zeit (deutsche Ausgabe)
rules-option-de-vulgari-eloquentia-bologna_collect = Wissen aus Bologna: beim Besuch mit der Spielfigur (italienische Ausgabe) oder beim Erreichen des letzten Felds der Leiste (deutsche Ausgabe)
rules-choice-de-vulgari-eloquentia-bologna_collect-visit = beim Besuch mit der Spielfigur (italienische Ausgabe)
rules-choice-de-vulgari-eloquentia-bologna_collect-on_entry = beim Erreichen des letzten Felds (deutsche Ausgabe)
rules-option-de-vulgari-eloquentia-open_screens = Mit offenen Sichtschirmen spielen: Klötzchen und Manuskripte sind öffentlich

## Lorenzo il Magnifico
rules-summary-lorenzo-il-magnifico = Florenz in der Renaissance: Familienmitglieder mit Würfelwerten, vier Türme voller Karten, 6 Runden.
rules-option-lorenzo-il-magnifico-bonus_tiles = Bonusplättchen: für alle die Grundseite, oder fortgeschrittene Plättchen in umgekehrter Spielerreihenfolge gewählt
rules-choice-lorenzo-il-magnifico-bonus_tiles-basic = Grundseite
rules-choice-lorenzo-il-magnifico-bonus_tiles-advanced = fortgeschrittene Plättchen
rules-option-lorenzo-il-magnifico-leaders = Mit den 20 Anführerkarten spielen (mit Anführer-Draft)
rules-option-lorenzo-il-magnifico-no_overspend = Yucata-Regel: nie mehr Diener ausgeben, als eine Aktion braucht
rules-option-lorenzo-il-magnifico-wood_stone_both = Exkommunikation Holz/Stein: Wer aus einer Quelle beides bekommt, verliert 1 Holz und 1 Stein (gedruckt: 1 Holz oder 1 Stein, nach Wahl)

## Stupor Mundi
rules-summary-stupor-mundi = Diene Friedrich II.: Baue deine Burg, wirb Verbündete an, erlasse Edikte (1-4 Spieler).
rules-option-stupor-mundi-market = Marktplättchen: leichte Seite, gemischt oder schwere Seite
rules-choice-stupor-mundi-market-easy = leichte Seite
rules-choice-stupor-mundi-market-medium = gemischt
rules-choice-stupor-mundi-market-hard = schwere Seite
rules-option-stupor-mundi-solo_easy = Solo: die leichte Variante (drei zusätzliche Edikte ab 3)
rules-option-stupor-mundi-houses = Adelshäuser zufällig verteilt oder in umgekehrter Spielerreihenfolge gewählt
rules-choice-stupor-mundi-houses-random = zufällig verteilt
rules-choice-stupor-mundi-houses-choose = in umgekehrter Spielerreihenfolge gewählt
rules-option-stupor-mundi-solo_treasury = Solo: Friedrichs Edikte füllen auch seine Schatzkammer (die Spielregel übergeht das)
rules-option-stupor-mundi-solo_remove_face_down_ally = Solo: Friedrich darf auch einen verdeckten Verbündeten entfernen
rules-option-stupor-mundi-solo_majority_vs_frederick = Solo: Mehrheitsbonus der Burg nur mit mindestens so vielen Burgteilen wie Friedrich
