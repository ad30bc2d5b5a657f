# Texte von Stupor Mundi (games/stupor_mundi), Deutsch, mit den Begriffen der deutschen
# Spielregel (Pegasus). $who ist ein Anzeigename. Nicht in der Regel gedruckte Namen stehen in
# games/stupor_mundi/README.md ("reconstructed").

## Mengen und Aufzählungen

sm-n-grain = { $n } Getreide
sm-n-stone = { $n } Stein
sm-n-aug = { $n ->
    [one] { $n } Augustalis
   *[other] { $n } Augustalen
}
sm-n-vp = { $n } SP
sm-comma = { $a }, { $b }
sm-and = { $a } und { $b }
sm-or = { $a } oder { $b }
sm-nothing = nichts
sm-for = für { $price }
sm-for-free = kostenlos
sm-paying = und zahlt { $cost }
sm-its-cost = ihren Preis
sm-paid-card = 1 entfernte Karte

## Namen (Begriffe)

sm-city-ROMA = Roma
sm-city-ACRE = Akkon
sm-city-ALEX = Alexandria
sm-city-TUNIS = Tunis
sm-city-BARC = Barcelona
sm-house-savoy = Savoyen
sm-house-hohenstaufen = Hohenstaufen
sm-house-wittelsbach = Wittelsbach
sm-house-diromano = Di Romano
sm-track-grain = Getreide
sm-track-stone = Stein
sm-track-treasury = Schatzkammer
sm-track-towers = Türme
sm-track-walls = Mauern
sm-track-keeps = Hauptgebäude
sm-track-court = Hof
sm-track-spec = Fachkraft
sm-sym-G = { $n } Getreide
sm-sym-S = { $n } Stein
sm-sym-A = { $n }× Schatzkammer
sm-sym-T = { $n ->
    [one] { $n } Turm
   *[other] { $n } Türme
}
sm-sym-W = { $n ->
    [one] { $n } Mauer
   *[other] { $n } Mauern
}
sm-sym-K = { $n } Hauptgebäude
sm-sym-L = { $n ->
    [one] { $n } Verbündeter am Hof
   *[other] { $n } Verbündete am Hof
}
sm-sym-F = { $n }× Fachkraft
sm-reward-I = 3 Augustalen
sm-reward-II = 1 Getreide/Stein
sm-reward-III = 2 SP
sm-income-INC-STONE = 1 Stein
sm-income-INC-GRAIN = 1 Getreide
sm-income-INC-AUG = 1 Augustalis
sm-income-INC-VP = 1 SP
sm-income-INC-MARKET = Markt besuchen
sm-cover-KC-HAND = Handkartenlimit +2; ziehe sofort 2 Karten
sm-cover-KC-BOTH = Verdeckte Karten geben beide Slotaktionen (ab dem nächsten Zug)
sm-cover-KC-SLOT = Kartenslot 6 freigeschaltet
sm-city-bonus-CB-A = 6 Augustalen und 3 Ressourcen deiner Wahl
sm-city-bonus-CB-B = Erlasse 1 Edikt; erhalte 3 SP
sm-city-bonus-CB-C = Wirb 1 Verbündeten ohne Getreide an
sm-city-bonus-CB-D = Baue 1 Turm ohne Stein/Getreide
sm-city-bonus-CB-E = Baue 1 Mauer ohne Stein/Getreide
sm-city-bonus-CB-F = Baue 1 Hauptgebäude ohne Stein/Getreide
sm-action-promote = Fachkraft fördern
sm-action-market = Markt besuchen
sm-action-build = Burgteil bauen
sm-action-recruit = Verbündeten anwerben
sm-action-buy = Aktionskarte kaufen
sm-space-countryside = Umland { $code }
sm-space-village = Dorf { $code }
sm-space-city = Stadt { $path }
sm-end-a = eine Burg ist vollständig
sm-end-b = ein Platz der Verfügbaren Edikte kann nicht aufgefüllt werden
sm-end-c = der Kartenstapel kann den Reisespielplan nicht auffüllen

## Fragen

sm-ask-repeat = Wie oft?
sm-ask-pick = Wähle
sm-ask-overflow = Dein Lager ist voll: lege 1 Ressource zurück
sm-ask-res = Wähle Getreide oder Stein
sm-ask-promote = Fördere eine Fachkraft
sm-ask-city-tile = Wähle ein Stadtbonusplättchen
sm-ask-market = Besuche den Markt
sm-ask-build = Baue ein Burgteil
sm-ask-build-space = Wähle das Feld auf deinem Burgtableau
sm-ask-recruit = Wirb einen Verbündeten an
sm-ask-ally-space = Wähle einen Platz für den Verbündeten
sm-ask-buy = Kaufe eine Aktionskarte
sm-ask-buy-pay = Wähle die Karte, die du als Bezahlung entfernst
sm-ask-buy-use = Die gekaufte Karte sofort nutzen?
sm-ask-edict = Erlasse ein Edikt
sm-ask-edict-dir = Hinzufügen oder entfernen?
sm-ask-edict-up = Wähle das Zukünftige Edikt, das aufrückt
sm-ask-house = Wähle dein Adelshaus
sm-ask-turn = Du bist am Zug: reise, spiele eine Karte oder passe
sm-ask-turn-round = Runde { $round }: Du bist am Zug: reise, spiele eine Karte oder passe
sm-ask-place = Offen oder verdeckt, und in welchen Kartenslot?
sm-ask-fd = Wähle die Aktion der verdeckten Karte
sm-ask-ep-discard = Endphase: Handkarten abwerfen?
sm-ask-income-order = Reihenfolge des Burgeinkommens

## Protokollzeilen

sm-gains = { $who } erhält { $what } ({ $why })
sm-gains-nothing = { $who } erhält nichts durch { $card }
sm-reshuffle = { $who } mischt den Ablagestapel zu einem neuen Nachziehstapel
sm-draws = { $n ->
    [one] { $who } zieht { $n } Karte
   *[other] { $who } zieht { $n } Karten
}
sm-you-draw = Du ziehst: { $cards }
sm-end-triggered = Spielende ausgelöst: { $why }; das Spiel endet nach dieser Runde
sm-sails-free = { $who } reist kostenlos nach { $to }
sm-sails = { $n ->
    [one] { $who } reist { $n } Stadt weiter nach { $to } { $price }
   *[other] { $who } reist { $n } Städte weiter nach { $to } { $price }
}
sm-returns = { $who } legt { $what } in den Vorrat zurück (das Lager fasst nur { $storage })
sm-promotes = { $who } fördert eine Fachkraft von { $src } nach { $to } { $paying }
sm-promotes-start = { $who } fördert eine Fachkraft vom Startfeld nach { $to } { $paying }
sm-edict-token = { $who } erreicht zuerst den Arbeitsediktmarker auf { $at } und muss 1 Edikt erlassen
sm-takes-city-bonus = { $who } nimmt einen Stadtbonus in Stadt { $path }: { $bonus }
sm-sells = { $who } verkauft { $what } in { $at } für { $price }
sm-buys-goods = { $who } kauft { $what } in { $at } für { $price }
sm-builds-tower = { $who } baut einen Turm auf { $space } und zahlt { $cost }
sm-builds-wall = { $who } baut eine Mauer auf { $space } und zahlt { $cost }
sm-builds-keep = { $who } baut ein Hauptgebäude auf { $space } und zahlt { $cost }
sm-builds-great-tower = { $who } baut einen Großen Turm auf { $space } und zahlt { $cost }
sm-builds-great-wall = { $who } baut eine Große Mauer auf { $space } und zahlt { $cost }
sm-builds-great-keep = { $who } baut ein Großes Hauptgebäude auf { $space } und zahlt { $cost }
sm-keep-cover = { $who } dreht die Hauptgebäudeabdeckung um: { $cover }
sm-completes-side = { $who } schließt Burgseite { $side } ab (Einkommen: { $income }, jetzt und in jeder Endphase)
sm-recruits = { $who } wirbt { $ally } in { $at } an und zahlt { $cost }
sm-removes-from-hand = { $who } entfernt { $card } aus der Hand als Bezahlung aus dem Spiel
sm-removes-from-discard = { $who } entfernt { $card } vom Ablagestapel als Bezahlung aus dem Spiel
sm-buys-card = { $who } kauft { $card } in { $at } für { $price }
sm-uses-bought = { $who } nutzt die gekaufte Karte { $card } sofort: { $text }
sm-takes-into-hand = { $who } nimmt { $card } auf die Hand
sm-no-edict-left = { $who } muss ein Edikt erlassen, aber keines ist übrig; nimmt Belohnung { $roman }
sm-issues-edict = { $who } erlässt Edikt { $roman } ({ $edict }) und nimmt die Belohnung { $reward }
sm-adds-to-palace = { $who } fügt Friedrichs Palast { $what } hinzu ({ $track } jetzt { $now })
sm-removes-from-palace = { $who } entfernt { $what } aus Friedrichs Palast ({ $track } jetzt { $now })
sm-new-next-edict = Neues Zukünftiges Edikt: { $edict }
sm-edict-moves-up = Das Edikt { $edict } rückt auf Platz { $roman } der Verfügbaren Edikte auf
sm-fred-no-edict = Friedrich findet kein verfügbares Edikt zum Erlassen
sm-fred-ignores-treasury = Friedrich ignoriert die Schatzkammer-Symbole
sm-fred-adds = Friedrich fügt { $done } von { $what } hinzu ({ $track } jetzt { $now })
sm-fred-issues = Friedrich erlässt Edikt { $roman } ({ $edict })
sm-chooses-house = { $who } wählt Haus { $house }
sm-passes = { $who } passt für den Rest von Runde { $round }
sm-plays-up = { $who } spielt { $card } offen in Kartenslot { $slot }: { $text }
sm-plays-down = { $who } spielt verdeckt in Kartenslot { $slot } ({ $acts })
sm-face-down-card = Verdeckt: { $card }
sm-solo-reshuffle = Die 16 Solokarten werden zu einem neuen Solostapel gemischt
sm-fred-reveals = Friedrich deckt die nächste Solokarte auf
sm-fred-ship = Friedrichs Schiff ist in { $at }
sm-fred-removes-card = Friedrich entfernt die Karte { $card } in { $at } aus dem Spiel
sm-fred-removes-ally = Friedrich entfernt den Verbündeten { $ally } in { $at } aus dem Spiel
sm-end-phase = Runde { $round }: Endphase
sm-discards = { $who } wirft { $card } aus der Hand ab
sm-new-card = Neue Karte { $card } in { $at }
sm-ally-up = Verbündeter { $ally } in { $at } aufgedeckt
sm-game-over = Spielende: { $scores }
sm-score = { $who } { $vp }
sm-round-begins = Runde { $round } beginnt; { $who } ist Startperson
sm-tie-won = { $greats ->
    [one] { $who } gewinnt bei { $vp } mit { $greats } Großen Burgteil
   *[other] { $who } gewinnt bei { $vp } mit { $greats } Großen Burgteilen
}
sm-tie-shared = { $greats ->
    [one] Gleichstand bei { $vp } und { $greats } Großen Burgteil: geteilter Sieg
   *[other] Gleichstand bei { $vp } und { $greats } Großen Burgteilen: geteilter Sieg
}

## Warnungen vor einem Verlust (Details einer Wahl)

sm-n-augustales = { $n ->
    [one] { $n } Augustalis
   *[other] { $n } Augustalen
}
sm-loss-overflow = { $n ->
    [one] Lager voll: du legst { $n } Ressource zurück
   *[other] Lager voll: du legst { $n } Ressourcen zurück
}
sm-loss-capped = Höchstens { $cap }; Verlust: { $lost }
sm-loss-gains-nothing = Bringt jetzt nichts
sm-loss-no-city-tiles = Keine Stadtbonusplättchen mehr: der Stadtbonus verfällt
sm-loss-no-recruit = Jetzt kein Anwerben möglich: der Bonus verfällt
sm-loss-no-tower = Jetzt kein Turm baubar: der Bonus verfällt
sm-loss-no-wall = Jetzt keine Mauer baubar: der Bonus verfällt
sm-loss-no-keep = Jetzt kein Hauptgebäude baubar: der Bonus verfällt
sm-loss-palace-partial = Nur { $done } von { $wanted } passen in Friedrichs Palast ({ $track }); der Rest verfällt
sm-loss-join = { $a }. { $b }

## Wahlmöglichkeiten: Beschriftungen und Gruppen

sm-skip-pay = Überspringen: nichts bezahlen
sm-skip-gain = Überspringen: nichts erhalten
sm-skip-promote = Überspringen: keine (weitere) Fachkraft fördern
sm-leave-market = Markt verlassen
sm-skip-build = Überspringen: nichts bauen
sm-skip-recruit = Überspringen: keinen Verbündeten anwerben
sm-skip-buy = Überspringen: keine Karte kaufen
sm-keep-bought = Jetzt nicht nutzen; nimm sie nur auf die Hand
sm-return-grain = 1 Getreide zurücklegen (Lager { $storage })
sm-return-stone = 1 Stein zurücklegen (Lager { $storage })
sm-take = Nimm { $what }
sm-sell = Verkaufe { $what } für { $price }
sm-buy = Kaufe { $what } für { $price }
sm-pass-round = Für den Rest dieser Runde passen
sm-skip-card = Nichts tun (die Karte bleibt in ihrem Kartenslot)
sm-group-travel = Reisen
sm-group-cards = Karten
sm-group-face-up = Offen
sm-group-face-down = Verdeckt
sm-keep-hand = Handkarten behalten; auf { $n } nachziehen
sm-pay = zahle { $cost }
sm-free = kostenlos
sm-sail = { $n ->
    [one] Reise { $n } Stadt weiter nach { $to }: { $price }
   *[other] Reise { $n } Städte weiter nach { $to }: { $price }
}
sm-issue-edict = Edikt { $roman } ({ $edict }): Belohnung { $reward }
sm-no-edict-reward = Kein Edikt übrig: nimm Belohnung { $roman } ({ $reward })
sm-dir-add = Füge Friedrich { $what } hinzu ({ $track } { $a } -> { $b })
sm-dir-remove = Entferne { $what } bei Friedrich ({ $track } { $a } -> { $b })
sm-dir-add-max = Füge Friedrich { $kind } hinzu, so weit möglich
sm-dir-remove-max = Entferne { $kind } bei Friedrich, so weit möglich
sm-move-edict-up = Edikt { $edict } (Zukünftiges { $next }) auf Platz { $roman }
sm-take-city-bonus = Nimm den Stadtbonus: { $bonus }
sm-reward-words-I = 3 Augustalen
sm-reward-words-II = 1 Getreide/Stein
sm-reward-words-III = 2 SP
sm-kind-G = Getreide
sm-kind-S = Stein
sm-kind-A = Schatzkammer-Schritte
sm-kind-T = Türme
sm-kind-W = Mauern
sm-kind-K = Hauptgebäude
sm-kind-L = Verbündete am Hof
sm-kind-F = Fachkraft-Schritte
sm-city-bonus-words-CB-A = 6 Augustalen und 3 Ressourcen deiner Wahl
sm-city-bonus-words-CB-B = Erlasse 1 Edikt; erhalte 3 SP
sm-city-bonus-words-CB-C = Wirb 1 Verbündeten ohne Getreide an
sm-city-bonus-words-CB-D = Baue 1 Turm ohne Stein/Getreide
sm-city-bonus-words-CB-E = Baue 1 Mauer ohne Stein/Getreide
sm-city-bonus-words-CB-F = Baue 1 Hauptgebäude ohne Stein/Getreide
sm-repeat = { $t }×: zahle { $pays }, erhalte { $gets }
sm-pick-sail = { $n ->
    [one] Reise { $n } Stadt kostenlos nach { $to }, dann Markt
   *[other] Reise { $n } Städte kostenlos nach { $to }, dann Markt
}
sm-pick-stay = Bleib in { $to }, dann Markt
sm-pick-gain = Erhalte { $what } ({ $count })
sm-n-loyalists = { $n ->
    [one] { $n } Getreuer
   *[other] { $n } Getreue
}
sm-n-independents = { $n ->
    [one] { $n } Unabhängiger
   *[other] { $n } Unabhängige
}
sm-income-market-first = Zuerst Markt besuchen, dann { $rest }
sm-income-rest-first = Zuerst { $rest }, dann Markt besuchen
sm-build-piece = { $piece }
sm-piece-great-tower = Großer Turm { $letter } (+{ $extra }; { $bonus })
sm-piece-great-wall = Große Mauer { $letter } (+{ $extra }; { $bonus })
sm-piece-great-keep = Großes Hauptgebäude { $letter } (+{ $extra }; { $bonus })
sm-piece-tower = Turm (öffnet Verbündetenplatz { $n })
sm-piece-tower-edict = Turm (öffnet Verbündetenplatz { $n }, Ediktsymbol)
sm-piece-wall = Mauer (öffnet 1 Lagerplatz)
sm-piece-keep = Hauptgebäude
sm-great-bonus-GK = 2× fördern (2 Fachkräfte oder 1 doppelt)
sm-great-bonus-GW-A = Erlasse 1 Edikt
sm-great-bonus-GT-A = Kaufe 1 Aktionskarte
sm-great-bonus-GW-B = Fördere 1 ohne Getreidekosten
sm-great-bonus-GT-B = Wirb 1 Verbündeten ohne Getreide an
sm-build-on-tower = Turm auf Burgfeld { $space } { $price }
sm-build-on-wall = Mauer auf Burgfeld { $space } { $price }
sm-build-on-keep = Hauptgebäude auf Burgfeld { $space } { $price }
sm-build-on-tower-edict = Turm auf Burgfeld { $space } { $price }, dann 1 Edikt
sm-build-on-wall-edict = Mauer auf Burgfeld { $space } { $price }, dann 1 Edikt
sm-build-on-keep-edict = Hauptgebäude auf Burgfeld { $space } { $price }, dann 1 Edikt
sm-place-ally = Auf Verbündetenplatz { $n } legen
sm-place-ally-edict = Auf Verbündetenplatz { $n } legen: erlasse 1 Edikt
sm-promote-from = Fördere eine Fachkraft von { $src } nach { $to }: zahle { $cost }
sm-promote-from-start = Fördere eine Fachkraft vom Startfeld nach { $to }: zahle { $cost }

## Gründe eines Gewinns; die Vorteile der Arbeitsfelder

sm-wp-CS-A-I = Handkartenlimit +1; bei Ankunft 1 Karte ziehen
sm-wp-CS-B-I = Jede Mauer, die du baust: +1 Getreide
sm-wp-CS-C-I = Reisen: auch die 2. Stadt ist kostenlos
sm-wp-CS-D-I = Eine Karte kaufen kostet 2 Augustalen weniger
sm-wp-CS-A-II = Jeder Verbündete, den du anwirbst: +2 SP
sm-wp-CS-B-II = Markt: 1 zusätzlicher Verkauf oder Kauf
sm-wp-CS-C-II = Jeder Turm, den du baust: +4 Augustalen
sm-wp-CS-D-II = Jedes Burgteil, das du baust: +2 Augustalen
sm-wp-VL-A-I = Jedes Hauptgebäude, das du baust: +4 SP
sm-wp-VL-B-I = Hauptgebäude kosten 1 Stein weniger
sm-wp-VL-C-I = Anwerben kostet 1 Getreide weniger
sm-wp-VL-D-I = Jeder Marktbesuch: +3 Augustalen
sm-wp-VL-A-II = Jeder Turm und jede Mauer, die du baust: +3 SP
sm-wp-VL-B-II = Jede Karte, die du kaufst: +3 SP
sm-wp-VL-C-II = Jedes Burgteil, das du baust: 1 Getreide oder Stein, +2 SP
sm-wp-VL-D-II = Jedes Edikt, das du erlässt: +3 SP
sm-why-city-bonus = Stadtbonus
sm-why-edict-reward-I = Ediktbelohnung I
sm-why-edict-reward-II = Ediktbelohnung II
sm-why-edict-reward-III = Ediktbelohnung III
sm-why-castle-income = Burgeinkommen
sm-why-workplace = Arbeitsfeld: { $effect }
sm-why-ally-income = Verbündeteneinkommen: { $allies }
sm-ally-vp = { $ally } { $vp }
sm-place-down = Verdeckt in Kartenslot { $slot }: { $acts }
sm-down-then = Danach: { $acts }.
sm-down-nothing = Jetzt nicht ausführbar (für nichts gespielt): { $acts }
sm-fd = { $action }
sm-fd-at = { $action } in { $at }
sm-fd-none = { $action } (jetzt nichts möglich)
sm-fd-at-none = { $action } in { $at } (jetzt nichts möglich)
sm-fd-nothing = Jetzt nicht ausführbar (für nichts gespielt): wie nichts tun
sm-act-promote = Fachkraft fördern
sm-act-market = Markt besuchen
sm-act-build = Burgteil bauen
sm-act-recruit = Verbündeten anwerben
sm-act-buy = Aktionskarte kaufen
sm-recruit = { $ally } ({ $role }) anwerben: zahle { $cost }
sm-role-I-THEO = griechischer Ingenieur
sm-role-I-MAUM = sizilianischer Bergmann
sm-role-I-ALTA = arabischer Händler
sm-role-I-SEVE = böhmischer Holzfäller
sm-role-I-CAST = lombardischer Ritter
sm-role-I-IDAL = italienische Herzogin
sm-role-I-GREG = deutsche Nonne
sm-role-I-GISE = fränkische Prinzessin
sm-role-I-MOCE = italienischer Adelige
sm-role-L-SIGE = burgundischer Ingenieur
sm-role-L-OKEC = nubischer Bergmann
sm-role-L-TENT = venezianischer Händler
sm-role-L-ROMI = genuesischer Holzfäller
sm-role-L-BALT = beduinischer Ritter
sm-role-L-DOME = byzantinische Herzogin
sm-role-L-SEBA = bayerischer Mönch
sm-role-L-GISE = sächsische Prinzessin
sm-role-L-PHIL = byzantinischer Adelige

## Aktionskarten (Namen; nachgebildet, siehe README)

sm-card-H-STONE = Steinbruch
sm-card-H-AUG3 = Steuer
sm-card-H-GRAIN = Ernte
sm-card-H-DRAW4 = Rat
sm-card-SAV-1 = Kornspeicher Savoyen
sm-card-SAV-2 = Gönnerschaft Savoyen
sm-card-HOH-1 = Steinbruch Hohenstaufen
sm-card-HOH-2 = Flotte Hohenstaufen
sm-card-WIT-1 = Abgabe Wittelsbach
sm-card-WIT-2 = Steinmetze Wittelsbach
sm-card-DIR-1 = Gesandter Di Romano
sm-card-DIR-2 = Turm Di Romano
sm-card-A1 = Kornspeicher
sm-card-A2 = Getreidehandel
sm-card-A3 = Getreidedarlehen
sm-card-A4 = Steinhandel
sm-card-A5 = Steindarlehen
sm-card-A6 = Architekt
sm-card-A7 = Schatz
sm-card-A8 = Verwalter
sm-card-A9 = Bauer
sm-card-A10 = Steinmetz
sm-card-A11 = Zunft
sm-card-A12 = Getreidehändler
sm-card-A13 = Steinhändler
sm-card-A14 = Bankier
sm-card-A15 = Zehnt
sm-card-A16 = Gesandter
sm-card-B1 = Festmahl
sm-card-B2 = Denkmal
sm-card-B3 = Schenkung
sm-card-B4 = Nachschub
sm-card-B5 = Tribut
sm-card-B6 = Huldigung
sm-card-B7 = Bankett
sm-card-B8 = Steinmetzhütte
sm-card-B9 = Kathedrale
sm-card-B10 = Burggüter
sm-card-B11 = Burgsteinbruch
sm-card-B12 = Burgzoll
sm-card-B13 = Burgruhm
sm-card-B14 = Königlicher Baumeister
sm-card-B15 = Königlicher Gesandter
sm-card-B16 = Vorräte

## Aktionskarten (Texte: n1, n2 … sind die Zahlen des Texts der Reihe nach, eine Ware mit Menge)

sm-text-H-STONE = Erhalte { $n1 }.
sm-text-H-AUG3 = Erhalte { $n1 }.
sm-text-H-GRAIN = Erhalte { $n1 }.
sm-text-H-DRAW4 = { $n1 ->
    [one] Ziehe { $n1 } Karte.
   *[other] Ziehe { $n1 } Karten.
}
sm-text-SAV-1 = { $n1 } je Verbündetem an Friedrichs Hof (max. { $n2 }).
sm-text-SAV-2 = Erhalte { $n1 }, dann kaufe { $n2 } Aktionskarte.
sm-text-HOH-1 = Erhalte { $n1 } je { $n2 } Burgteile in Friedrichs Burg (max. { $n3 }).
sm-text-HOH-2 = Reise kostenlos beliebig weit, dann besuche den Markt.
sm-text-WIT-1 = Erhalte { $n1 } pro Ressource in Friedrichs Reserve (max. { $n2 }).
sm-text-WIT-2 = Baue { $n1 } Burgteil, bezahlt mit Getreide/Stein beliebig gemischt.
sm-text-DIR-1 = { $n1 } pro Schritt von Friedrichs Fachkraft (max. { $n2 }); fördere { $n3 }.
sm-text-DIR-2 = Baue { $n1 } Turm für genau { $n2 }.
sm-text-A1 = Erhalte { $n1 }.
sm-text-A2 = Bis zu { $n1 }×: zahle { $n2 } für { $n3 }.
sm-text-A3 = Hast du { $n1 }+ Getreide: erhalte { $n2 }.
sm-text-A4 = Bis zu { $n1 }×: zahle { $n2 } für { $n3 }.
sm-text-A5 = Hast du { $n1 }+ Stein: erhalte { $n2 }.
sm-text-A6 = Baue { $n1 } Burgteil mit { $n2 } Rabatt.
sm-text-A7 = Erhalte { $n1 }.
sm-text-A8 = Erhalte { $n1 }; fördere { $n2 }.
sm-text-A9 = Erhalte { $n1 }; fördere { $n2 }.
sm-text-A10 = Erhalte { $n1 }; fördere { $n2 }.
sm-text-A11 = Fördere bis zu { $n1 } verschiedene Fachkräfte um je { $n2 } Schritt.
sm-text-A12 = Erhalte { $n1 }; besuche den Markt.
sm-text-A13 = Erhalte { $n1 }; besuche den Markt.
sm-text-A14 = Erhalte { $n1 }; besuche den Markt.
sm-text-A15 = Erhalte { $n1 } pro eigenem Verbündeten (max. { $n2 }).
sm-text-A16 = Wirb { $n1 } Verbündeten mit { $n2 } Rabatt an.
sm-text-B1 = Bis zu { $n1 }×: zahle { $n2 } für { $n3 }.
sm-text-B2 = Bis zu { $n1 }×: zahle { $n2 } für { $n3 }.
sm-text-B3 = Bis zu { $n1 }×: zahle { $n2 } für { $n3 }.
sm-text-B4 = { $n1 } oder Stein pro Verbündetem einer Art (max. { $n2 }).
sm-text-B5 = { $n1 } pro Verbündetem einer Art (max. { $n2 }).
sm-text-B6 = { $n1 } pro Verbündetem einer Art (max. { $n2 }).
sm-text-B7 = Hast du { $n1 }+ Getreide: erhalte { $n2 }.
sm-text-B8 = Erhalte { $n1 }.
sm-text-B9 = Hast du { $n1 }+ Stein: erhalte { $n2 }.
sm-text-B10 = { $n1 } je { $n2 } eigene Burgteile.
sm-text-B11 = { $n1 } je { $n2 } eigene Burgteile.
sm-text-B12 = { $n1 } je { $n2 } eigene Burgteile.
sm-text-B13 = { $n1 } je { $n2 } eigene Burgteile.
sm-text-B14 = Zahle { $n1 }: baue { $n2 } Burgteil ohne Stein/Getreide.
sm-text-B15 = Zahle { $n1 }: wirb { $n2 } Verbündeten ohne Getreide an.
sm-text-B16 = Erhalte { $n1 } und { $n2 }.

## Verbündete (Namen: Eigennamen, in jeder Sprache gleich)

sm-ally-name-I-THEO = Theophilos
sm-ally-name-I-MAUM = Maumettu
sm-ally-name-I-ALTA = Altair
sm-ally-name-I-SEVE = Severin
sm-ally-name-I-CAST = Castellan
sm-ally-name-I-IDAL = Idalia
sm-ally-name-I-GREG = Gregoria
sm-ally-name-I-GISE = Gisèle
sm-ally-name-I-MOCE = Mocenigo
sm-ally-name-L-SIGE = Sigeberht
sm-ally-name-L-OKEC = Okechukwu
sm-ally-name-L-TENT = Tento
sm-ally-name-L-ROMI = Romigi
sm-ally-name-L-BALT = Balthasar
sm-ally-name-L-DOME = Domentzia
sm-ally-name-L-SEBA = Sebastian
sm-ally-name-L-GISE = Gisela
sm-ally-name-L-PHIL = Philaretos

## Wahlmöglichkeiten, die eine Karte zeigen; die Details beim Fördern

sm-play-card = Spiele { $card }
sm-play-card-text = Spiele { $card }: { $text }
sm-face-up = Offen in Kartenslot { $slot }
sm-face-up-text = Offen in Kartenslot { $slot }: { $text }
sm-card-detail-loss = { $loss }. { $text }
sm-card-detail-nothing = Jetzt nicht ausführbar (für nichts gespielt): { $text }
sm-nothing-now = Jetzt nicht ausführbar (für nichts gespielt)
sm-more = { $text } …
sm-house-choice = Haus { $house }: { $cards }
sm-slash = { $a } / { $b }
sm-semicolon = { $a }; { $b }
sm-buy-card = Kaufe { $card }: { $pay }
sm-pay-with-card = entferne 1 deiner Karten
sm-remove-hand = Entferne { $card } aus deiner Hand
sm-remove-discard = Entferne { $card } von deinem Ablagestapel
sm-use-now = Jetzt nutzen
sm-use-now-text = Jetzt nutzen: { $text }
sm-discard-card = Wirf { $card } ab
sm-city-tiles = Stadtbonusplättchen: { $tiles }
sm-edict-token-detail = Arbeitsediktmarker: erlasse 1 Edikt
sm-why-bonus = Bonus
sm-wp-benefit = { $effect }
sm-city-tiles-cut = Stadtbonusplättchen
sm-ask-turn-short = reise, spiele eine Karte oder passe
