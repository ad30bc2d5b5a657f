# Coimbras Texte (games/coimbra), Deutsch, mit den Begriffen der deutschen Spielregel.
# $who und $to sind Anzeigenamen; $card, $district, $track, $colour sind Begriffe unten.
# Nicht in der Regel gedruckte Namen stehen in games/coimbra/README.md ("reconstructed").

## Mengen und Aufzählungen

coim-n-coins = { $n ->
    [one] { $n } Münze
   *[other] { $n } Münzen
}
coim-n-guards = { $n ->
    [one] { $n } Wache
   *[other] { $n } Wachen
}
coim-n-vp = { $n } SP
coim-n-steps = { $n ->
    [one] { $n } Pilgerschritt
   *[other] { $n } Pilgerschritte
}
coim-n-walk = { $n ->
    [one] { $n } Schritt
   *[other] { $n } Schritte
}
coim-n-crowns = { $n ->
    [one] { $n } Krone
   *[other] { $n } Kronen
}
coim-and = { $a } und { $b }
coim-comma = { $a }, { $b }
coim-plus = { $a } + { $b }
coim-nothing = nichts
coim-sentence = { $what }.
coim-sentence-part = { $what }
coim-timed = { $when }: { $what }.
coim-when-immediately = Sofort
coim-when-phase-c = Phase C
coim-when-phase-e = Phase E
coim-when-game-end = Spielende

## Namen (Begriffe)

coim-district-upper = Oberstadt
coim-district-centre = Zentrum
coim-district-lower = Unterstadt
coim-colour-grey = grau
coim-colour-orange = orange
coim-colour-purple = lila
coim-colour-green = grün
coim-colour-white = weiß
coim-track-grey = Ratsleiste
    .title = Ratsleiste
coim-track-orange = Händlerleiste
    .title = Händlerleiste
coim-track-purple = Kirchenleiste
    .title = Kirchenleiste
coim-track-green = Gelehrtenleiste
    .title = Gelehrtenleiste
coim-prof-council = Ratsmitglied
coim-prof-merchant = Händler
coim-prof-clergy = Geistlicher
coim-prof-scholar = Gelehrter
coim-card-council = Ratskarte
    .one = Ratskarte
    .many = Ratskarten
coim-card-merchant = Händlerkarte
    .one = Händlerkarte
    .many = Händlerkarten
coim-card-clergy = Geistlichenkarte
    .one = Geistlichenkarte
    .many = Geistlichenkarten
coim-card-scholar = Gelehrtenkarte
    .one = Gelehrtenkarte
    .many = Gelehrtenkarten
coim-card-name = { $card } { $id }
coim-die-grey = grauen Würfel mit der { $value }
coim-die-orange = orangen Würfel mit der { $value }
coim-die-purple = lila Würfel mit der { $value }
coim-die-green = grünen Würfel mit der { $value }
coim-die-white = weißen Würfel mit der { $value }
coim-in-castle = im Schloss
coim-in-upper = in der Oberstadt
coim-in-centre = im Zentrum
coim-in-lower = in der Unterstadt
coim-into-castle = ins Schloss
coim-into-upper = in die Oberstadt
coim-into-centre = ins Zentrum
coim-into-lower = in die Unterstadt
coim-of-upper = aus der Oberstadt
coim-of-centre = aus dem Zentrum
coim-of-lower = aus der Unterstadt
coim-exp-X01 = Tanger
coim-exp-X02 = Madeira
coim-exp-X03 = Cabo Verde
coim-exp-X04 = Sansibar
coim-exp-X05 = Ceuta
coim-exp-X06 = Calicut
coim-exp-X07 = Mascat
coim-exp-X08 = Barbados
coim-exp-X09 = Brasil
coim-exp-X10 = Ilhas dos Acores
coim-exp-X11 = Goa
coim-exp-X12 = Macau
coim-exp-X13 = Malaca
coim-exp-X14 = Ceilao
coim-exp-X15 = Diu
coim-favour-effect-F1 = Expeditionen diese Runde 2 billiger, statte eine aus
coim-favour-effect-F2 = 4 SP und der +3-Aufsatz auf einen deiner Stadtwürfel
coim-favour-effect-F3 = 2 SP und bis zu 3 Pilgerschritte
coim-favour-effect-F4 = 7 Wachen oder 7 Münzen

## Boni (texts.py), nach Bonusart; ohne Schlusspunkt (coim-timed und coim-sentence setzen ihn)

coim-bonus-I-REWARD = erhalte { $reward }
coim-bonus-M-REWARD = Erhalte { $reward }
coim-bonus-C-COIN = Münzkarten kosten 1 Münze weniger
coim-bonus-C-GUARD = Wachenkarten kosten 1 Wache weniger
coim-bonus-C-COUNCIL = +1 Wache, 1 SP, 1 Schritt je gekauftem Ratsmitglied
coim-bonus-C-MERCHANT = +1 Münze und 2 SP je gekauftem Händler
coim-bonus-I-TRIBUTE = jeder Mitspieler gibt dir 1 Wache und 1 Münze oder 2 SP
coim-bonus-I-INQUISITION = 5 SP; jeder Mitspieler verliert 3 SP oder einen Geistlichen
coim-bonus-I-SALVAGE = du darfst eine Karte vom Ablagestapel für 3 ihrer Ressource kaufen
coim-bonus-I-PERCOUNCIL = 1 Wache und 1 Pilgerschritt je eigenem Ratsmitglied
coim-bonus-I-FAVOUR = nimm ein übriges Gunstplättchen neben dem Schloss und nutze es
coim-bonus-I-PERMERCHANT = 1 Münze und 1 SP je eigenem Händler
coim-bonus-I-EXPCOIN = 4 Münzen, dann darfst du eine Expedition mit Münzen ausstatten
coim-bonus-I-EXPGUARD = 4 Wachen, dann darfst du eine Expedition mit Wachen ausstatten
coim-bonus-I-PERMONASTERY = 1 SP je Kloster mit deiner Scheibe
coim-bonus-I-WALK5 = du darfst 5 Wachen für bis zu 5 Pilgerschritte zahlen
coim-bonus-I-BUYVP = du darfst 5 Münzen für 7 SP zahlen
coim-bonus-E-NOPURPLE = 2 Pilgerschritte, wenn keiner deiner Würfel lila ist
coim-bonus-EG-LOWCARDS = 1 SP je Karte mit Einflusswert 1 oder 2
coim-bonus-EG-FOURSET = 5 SP je Satz der 4 Berufsgruppen
coim-bonus-EG-COPY = eine andere deiner Spielende-Karten wertet noch einmal
coim-bonus-M-ALLTRACKS = Alle 4 Leisten +1
coim-bonus-M-CROWNS = 1 SP je Krone jetzt
coim-bonus-M-HIGHCARDS = 1 SP/Karte, Einfluss 3-4
coim-bonus-M-FOURSET = 5 SP je Satz aus 4 Berufen
coim-bonus-M-PERMONASTERY = 2 SP je eigenem Kloster
coim-bonus-M-DIPLOMAS = Diplomsets jetzt werten
coim-bonus-M-SCORE2EXP = 2 Expeditionen jetzt werten
coim-bonus-M-SCOREEG = Endkarte + Leiste werten
coim-bonus-M-CASTLE4 = 4 SP je eigenem Schlosswürfel
coim-bonus-M-DISCVP = 1 SP je späterem Kloster
coim-bonus-M-JOKER1 = 1 Jokerdiplom
coim-bonus-M-JOKER2 = 2 Jokerdiplome
coim-bonus-I-COUNCILTAX-coins = jeder hinter dir auf der Ratsleiste gibt dir 3 Münzen oder 3 SP
coim-bonus-I-COUNCILTAX-guards = jeder hinter dir auf der Ratsleiste gibt dir 3 Wachen oder 3 SP
coim-bonus-I-REPEAT = wiederhole den Sofortbonus einer anderen deiner { $card_many }
coim-bonus-I-INCOME = dein aktuelles Einkommen der { $track }
coim-bonus-E-TRACK = eine Leiste deiner Wahl +1 und { $unit }
coim-bonus-E-DIE = { $reward } mehr je eingelöstem Würfel der Farbe { $colour }
coim-bonus-E-EXCHANGE-coins = 2 Münzen gegen 1 SP, so oft du willst
coim-bonus-E-EXCHANGE-guards = 2 Wachen gegen 1 SP, so oft du willst
coim-bonus-EG-TRACK = { $track } auf 7-9: 5 SP, 10-12: 7 SP, 13-15: 10 SP
coim-bonus-M-TRACK3 = { $track_title } +3
coim-bonus-M-PERPROF = 2 SP je { $card_one }

## Gunstplättchen und Expeditionen

coim-favour-F1 = Statte jetzt eine Expedition aus; Expeditionen sind diese Runde 2 billiger.
coim-favour-F2 = 4 SP; du darfst den +3-Aufsatz einem deiner Stadtwürfel aufsetzen.
coim-favour-F3 = 2 SP und bis zu 3 Pilgerschritte.
coim-favour-F4 = 7 Wachen oder 7 Münzen.
coim-task-X-TRACKPAIR = Hälfte (abgerundet) deiner Felder auf { $a } + { $b }.
coim-task-X-PROF = 2 SP je { $card_one } in deinem Besitz.
coim-task-X-EXPEDITIONS = 2 SP je Expedition mit deiner Scheibe (diese eingeschlossen).
coim-task-X-DIPLOMAS = 1 SP je Diplom, das du hast (Joker eingeschlossen).
coim-task-X-NOTVISITED = 1 SP je Kloster ohne deine Scheibe.
coim-task-X-WEALTH = Hälfte (abgerundet) deiner Wachen + Münzen + Kronen.
coim-task-X-LOWEST = 2 SP je Feld deiner niedrigsten Einflussscheibe.
coim-task-X-VISITED = 1 SP je Kloster mit deiner Scheibe.
coim-task-X-VISITED-I = 2 SP je blauem Kloster (I) mit deiner Scheibe.
coim-task-X-MANYCARDS = 3 SP je Einwohnerkarte über 10.
coim-task-X-FLAT = 9 SP.

## Das Spielprotokoll (rules.py, effects.py)

coim-and-all = { $a } und { $b }
coim-semicolon = { $a }; { $b }
coim-town-cards = { $district } { $cards }
coim-new-citizens = Runde { $round }: neue Einwohner in der Stadt: { $rows }.
coim-roll = Runde { $round }, Phase A: { $who } würfelt { $dice }.
coim-rolled-die = { $colour } { $value }
coim-phase-c = Phase C: Die Würfel werden zurückgenommen, das Schloss zuerst.
coim-token-empty = Das Würfelplättchen { $value } { $where } wird aktiviert; seine Kartenreihe ist leer, also wird nichts entfernt.
coim-token-removes = Das Würfelplättchen { $value } { $where } legt { $id } ({ $prof }, Einfluss { $influence }, der höchste der Reihe) auf den Ablagestapel.
coim-token-removes-crown = Das Würfelplättchen { $value } { $where } legt { $id } ({ $prof }, Einfluss { $influence }, der höchste der Reihe) auf den Ablagestapel (sein Kronenplättchen bleibt diese Runde ungenutzt).
coim-district-done = Stadtteil { $district } ist fertig: { $n ->
    [one] die übrige Karte der Reihe ({ $ids }) kommt
   *[other] die übrigen Karten der Reihe ({ $ids }) kommen
} auf den Ablagestapel.
coim-seat-crowns = { $who } { $n ->
    [one] { $n } Krone
   *[other] { $n } Kronen
}
coim-phase-d = Phase D: { $crowns }. Neue Spielerreihenfolge (meiste Kronen zuerst, bei Gleichstand umgekehrt): { $order }.
coim-deck-empty = Der Einwohnerstapel ist leer: Das Spiel endet nach Runde 4.
coim-category-play = im Spiel { $n }
coim-category-expeditions = Expeditionen { $n }
coim-category-tracks = Leisten { $n }
coim-category-diplomas = Diplome { $n }
coim-category-citizens = Endkarten { $n }
coim-category-resources = Ressourcen { $n }
coim-final-score = Schlusswertung: { $who } erzielt { $n } SP ({ $parts }).
coim-wins = { $who } gewinnt mit { $n } SP.
coim-wins-tie = { $won } { $tiebreak }
coim-tiebreak = { $tied } haben gleich viele SP ({ $n }); { $who } ist früher in der Spielerreihenfolge und gewinnt.
coim-takes-crown = { $who } nimmt das Kronenplättchen ({ $prof }, { $crowns }), das auf { $id } lag.
coim-takes-start-cards = { $who } nimmt die Start-Einwohnerkarten { $a } ({ $aprof }, Einfluss { $ainfluence }) und { $b } ({ $bprof }, Einfluss { $binfluence }).
coim-puts-pilgrim = { $who } stellt den Pilger auf die Startecke { $corner }.
coim-takes-die = { $who } nimmt den { $die } aus dem Würfelpool.
coim-places-die = { $who } setzt den { $die } { $where } (Platz { $place }).
coim-buys = { $who } kauft { $id } ({ $prof }, Einfluss { $influence }) { $where } für { $price } (Würfel { $total }).
coim-buys-capped = { $who } kauft { $id } ({ $prof }, Einfluss { $influence }) { $where } für { $price } (Würfel { $total }, { $value }+3 mit dem Aufsatz).
coim-no-cap = { $who } nutzt das +3-Aufsatzplättchen nicht.
coim-no-favour = { $who } nimmt kein Gunstplättchen.
coim-no-expedition = { $who } stattet keine Expedition aus.
coim-stops = { $who } lässt den Pilger auf { $at } stehen.
coim-walks = Der Pilger von { $who } geht nach { $node } ({ $left ->
    [0] keine Schritte mehr
    [one] noch { $left } Schritt
   *[other] noch { $left } Schritte
}).
coim-no-salvage = { $who } nimmt keine Karte vom Ablagestapel.
coim-salvages = { $who } kauft { $id } ({ $prof }, Einfluss { $influence }) vom Ablagestapel für { $price }.
coim-no-walk = { $who } zahlt nicht für den Weg.
coim-pays-walk = { $who } zahlt 5 Wachen, um den Pilger bis zu 5 Schritte zu bewegen.
coim-no-buyvp = { $who } kauft keine SP.
coim-buys-vp = { $who } zahlt 5 Münzen und erhält 7 SP.
coim-no-repeat = { $who } wiederholt keinen Bonus.
coim-repeats = { $who } nutzt den Bonus von { $id } noch einmal ({ $what }).
coim-exchanges = { $who } tauscht { $paid } gegen 1 SP.
coim-lapses = { $who } lässt den Leistenbonus von { $id } verfallen.
coim-income-done = { $who } beendet das Einkommen.
coim-cashes-white = { $who } löst den weißen Würfel ein.
coim-gains = { $who } erhält { $what } ({ $why })
coim-gains-over = { $gained }; { $lost } über dem Limit von 20 { $n ->
    [one] verfällt
   *[other] verfallen
}
coim-gains-vp = { $who } erhält { $n } SP ({ $why }).
coim-loses-vp = { $who } verliert { $n } SP ({ $why }).
coim-disc-stays = Die Scheibe von { $who } bleibt auf der { $track } auf { $at } ({ $why }).
coim-moves-up = { $who } steigt auf der { $track } von { $before } auf { $after } ({ $why }).
coim-monastery-disc = { $who } legt eine Scheibe auf Kloster { $node } ({ $what }).
coim-takes-favour = { $who } nimmt Gunstplättchen { $n } ({ $crowns }): { $effect }.
coim-puts-cap = { $who } setzt den +3-Aufsatz auf den { $die } { $where } (jetzt { $total }).
coim-equips = { $who } stattet die Expedition nach { $exp } für { $price } aus.
coim-gives = { $who } gibt { $to } { $what }.
coim-inquisition-vp = { $who } verliert 3 SP an die Inquisition von { $to }.
coim-inquisition-card = { $who } legt den Geistlichen { $id } wegen der Inquisition von { $to } ab; Kirchenleiste { $before } -> { $after }.

## Warum etwas kommt (in Klammern dahinter)

coim-why-start = Startkarte { $id }
coim-why-council-bought = Startkarte: Ratsmitglied gekauft
coim-why-merchant-bought = Startkarte: Händler gekauft
coim-why-no-purple = Karte { $id }: kein lila Würfel
coim-why-castle-die = Kloster: 4 SP je Schlosswürfel
coim-why-emergency = Notaktion
coim-why-favour = Gunst { $n }
coim-why-guards-paid = 5 Wachen gezahlt
coim-why-card = Karte { $id }
coim-why-die-grey = grauer Würfel
coim-why-die-orange = oranger Würfel
coim-why-die-purple = lila Würfel
coim-why-die-green = grüner Würfel
coim-why-white-die = weißer Würfel
coim-why-score-eg = Kloster: Spielende-Karte { $id } jetzt gewertet
coim-why-score-track = Kloster: Platz auf der { $track } jetzt gewertet
coim-why-score-exp = Kloster: Expedition { $exp } jetzt gewertet
coim-why-track-lost = { $why }; über Feld 15 { $n ->
    [one] verfällt { $n } weiterer Punkt
   *[other] verfallen { $n } weitere Punkte
}
coim-why-income = { $why }: Einkommen der { $track } auf { $at }
coim-why-later-monastery = 1 SP je späterem Kloster
coim-why-monastery = Kloster { $node }
coim-why-per-prof = { $why }: 2 je { $prof }
coim-why-per-crown = { $why }: 1 je Krone
coim-why-per-high-card = { $why }: 1 je Karte mit Einfluss 3-4
coim-why-per-set = { $why }: 5 je Satz aus 4 Berufen
coim-why-per-monastery-2 = { $why }: 2 je Kloster
coim-why-diplomas = { $why }: Diplomsets
coim-why-per-council = Karte { $id }: je Ratskarte
coim-why-per-merchant = Karte { $id }: je Händlerkarte
coim-why-per-monastery = Karte { $id }: je Kloster
coim-why-tribute = Tribut
coim-why-council-tax = Ratssteuer

## Fragen (rules.py)

coim-ask-draft = Startwahl: Nimm ein Paar Startkarten oder stelle deinen Pilger auf
coim-ask-pick-die = Phase B: Nimm einen Würfel
coim-ask-place-die = Phase B: Platziere deinen Würfel in einem Stadtteil
coim-ask-activate = Phase C: Dein Würfel wird aktiviert
coim-ask-cap = Gunst 2: Das +3-Aufsatzplättchen auf einen Würfel setzen?
coim-ask-f4 = Gunst 4: 7 Wachen oder 7 Münzen?
coim-ask-favour-pick = Nimm ein Gunstplättchen
coim-ask-equip = Eine Expedition ausstatten?
coim-ask-move = Bewege deinen Pilger
coim-ask-tribute = Tribut: Was gibst du?
coim-ask-tax = Ratssteuer: Was gibst du?
coim-ask-inquisition = Inquisition: 3 SP oder einen Geistlichen verlieren?
coim-ask-salvage = Eine Karte vom Ablagestapel kaufen?
coim-ask-walk5 = 5 Wachen für 5 Pilgerschritte zahlen?
coim-ask-buyvp = 5 Münzen für 7 SP zahlen?
coim-ask-repeat = Wiederhole einen Sofortbonus
coim-ask-etrack = Rücke auf einer Leiste vor
coim-ask-income = Phase E: Löse deine Würfel ein
coim-ask-white = Weißer Würfel: Wähle eine Leiste
coim-ask-score-eg = Kloster: Werte jetzt eine Spielende-Karte
coim-ask-score-track = Kloster: Werte jetzt einen Leistenplatz
coim-ask-score-exp = Kloster: Werte jetzt eine Expedition
coim-ask-activate-castle = Phase C: Du bist mit deinem { $die } { $where } dran (Gunstplättchen oder Notaktion)
coim-ask-activate-town = Phase C: Du bist mit deinem { $die } { $where } dran (Karte kaufen oder Notaktion)
coim-ask-place-die-with = Phase B: Setze den { $die } in einen Stadtteil
coim-ask-move-with = Bewege deinen Pilger ({ $n ->
    [one] noch { $n } Schritt
   *[other] noch { $n } Schritte
})
coim-asks = { $ask } ({ $who } fragt)

## Wahlmöglichkeiten: Beschriftungen, Gruppen und Details (labels.py, present.py)

coim-or = { $a } oder { $b }
coim-then = { $a } { $b }
coim-walk-to-monastery = zum Kloster { $node }
coim-walk-to-crossroad = zur Kreuzung { $node }
coim-corner-NW = nordwestliche
coim-corner-NE = nordöstliche
coim-corner-SE = südöstliche
coim-corner-SW = südwestliche
coim-unit-coins = Münze
coim-unit-guards = Wache
coim-group-start-cards = Startkarten
coim-group-pilgrim = Pilger
coim-group-dice = Würfel
coim-label-pair = Nimm { $a } (+{ $ainfluence }) und { $b } (+{ $binfluence })
coim-detail-pair = { $a }: { $abonus } { $b }: { $bbonus }
coim-label-corner = Stelle deinen Pilger auf die { $corner } Startecke ({ $id })
coim-detail-corner = Einbahnweg zur Kreuzung { $roads }
coim-label-pick-die = Nimm den { $die }
coim-detail-white-die = Phase E: Einkommen einer Leiste deiner Wahl
coim-detail-pick-die = Phase E: dein Einkommen der { $track } (jetzt { $income })
coim-label-place-castle = Setze den { $die } { $where } (Platz { $place }, Gunstplättchen)
coim-label-place-town = Setze den { $die } { $where } (Platz { $place }, Karte kaufen)
coim-label-favour = Nimm Gunst { $n } ({ $crowns }): { $effect }
coim-label-buy = Kaufe { $card } (+{ $influence } Einfluss) für { $price }
coim-label-buy-crown = Kaufe { $card } (+{ $influence } Einfluss +Krone) für { $price }
coim-detail-diplomas = { $bonus } Diplome: { $diplomas }.
coim-label-emergency = Notaktion: erhalte 2 Münzen und 2 Wachen
coim-label-no-cap = Das Aufsatzplättchen nicht nutzen
coim-label-cap = +3-Aufsatz auf deinen { $die } { $where } (zählt { $total })
coim-detail-cap = Er rückt in seiner Reihe nach links: früher dran, aber seine Karte kostet den neuen Wert.
coim-label-gain = Erhalte { $what }
coim-label-no-favour = Kein Gunstplättchen nehmen
coim-label-no-expedition = Keine Expedition ausstatten
coim-label-equip = Statte { $exp } aus: zahle { $price }
coim-detail-game-end = Spielende: { $task }
coim-label-stop = Nicht weitergehen
coim-label-first-exchange = Tausche erst { $paid } gegen 1 SP
coim-label-walk = Gehe { $node } ({ $n ->
    [one] noch { $n } Schritt
   *[other] noch { $n } Schritte
})
coim-label-walk-yours = Gehe { $node } (schon deins) ({ $n ->
    [one] noch { $n } Schritt
   *[other] noch { $n } Schritte
})
coim-label-walk-monastery = Gehe { $node } ({ $what }) ({ $n ->
    [one] noch { $n } Schritt
   *[other] noch { $n } Schritte
})
coim-label-give = Gib { $to } { $what }
coim-label-lose-vp = Verliere 3 SP
coim-label-discard = Lege { $card } ab: Kirchenleiste -{ $influence }
coim-label-no-salvage = Keine Karte vom Ablagestapel nehmen
coim-label-salvage = Kaufe { $card } (+{ $influence }) vom Ablagestapel für { $price }
coim-label-pay-walk = Zahle 5 Wachen: bewege deinen Pilger bis zu 5 Schritte
coim-label-pay-vp = Zahle 5 Münzen: erhalte 7 SP
coim-label-no-pay = Nicht zahlen
coim-label-no-repeat = Keinen Bonus wiederholen
coim-label-repeat = Nutze den Bonus von { $card } noch einmal: { $bonus }
coim-label-repeat-short = Nutze den Bonus von { $card } noch einmal
coim-label-no-track = Auf keiner Leiste vorrücken
coim-detail-no-track = Freiwillig: Lass den Bonus von { $id } verfallen (keine Leiste, keine { $unit })
coim-label-advance = Rücke auf der { $track } vor ({ $at } -> { $to }) und erhalte { $unit }
coim-label-income-done = Einkommen beenden
coim-label-exchange = Tausche { $paid } gegen 1 SP
coim-label-cash-white = Löse den weißen Würfel ein (wähle eine Leiste)
coim-label-cash = Löse einen Würfel ({ $colour }) ein: { $income }
coim-label-white = Weißer Würfel auf der { $track }: { $income }
coim-label-no-score-eg = Keine Spielende-Karte werten
coim-label-score-eg = Werte die Spielende-Karte { $card } jetzt: { $n } SP
coim-label-score-track = Werte deinen Platz auf der { $track } jetzt: { $n } SP
coim-label-no-score-exp = Keine weitere Expedition werten
coim-label-score-exp = Werte { $exp } jetzt: { $n } SP
coim-detail-castle = In Phase C nimmt dieser Würfel ein Gunstplättchen (der niedrigste zuerst); er zählt { $total }.
coim-detail-town = In Phase C kauft dieser Würfel eine Karte { $where } für { $total } (der höchste zuerst).
coim-detail-favour = { $crowns } für die Spielerreihenfolge; { $effect }.
coim-detail-emergency = Statt eines Gunstplättchens oder einer Karte.
coim-detail-you-have = Du hast { $what }.
coim-detail-disc = Deine Scheibe auf der { $track } steht auf Feld { $at }.
coim-detail-white-track = Dann wähle die Leiste, deren Einkommen er bringt.
coim-detail-etrack = Karte { $id }: Beginn von Phase E.
coim-detail-monastery = Kloster: { $bonus }
coim-detail-crossroad = Eine Kreuzung.
coim-detail-nothing-new = Hier gibt es nichts Neues.
coim-detail-income-done = Dein Einkommen in Phase E ist vollständig.
coim-detail-skip = Nichts wird gezahlt und nichts gewonnen.
coim-detail-lose = Du hast { $n } SP; SP dürfen unter 0 fallen.
coim-detail-card-bonus = Karte { $id }: { $bonus }
coim-detail-score-now = Jetzt gewertet, nach dem aktuellen Stand.

## Warnungen vor einem Verlust (losses.py)

coim-loss-limit = Limit 20: Du würdest { $what } verlieren.
coim-loss-track = { $track_title } auf { $at }: { $n } Einfluss verfällt über 15.
coim-loss-tracks = Leisten auf 15: { $n } Einfluss verfällt.
coim-loss-no-favour = Kein Gunstplättchen mehr übrig: Der Bonus verfällt.
coim-loss-no-repeat = Du hast keine andere { $card_one } mit Sofortbonus: nichts zu wiederholen.
coim-loss-no-salvage = Du könntest dir dann keine Karte vom Ablagestapel leisten.
coim-loss-walk5 = Nach dem Zahlen hast du { $n }: zu wenig für den Weg (5).
coim-loss-buyvp = Nach dem Zahlen hast du { $n }: zu wenig für SP (5).
coim-loss-no-tax = Niemand liegt hinter dir auf der Ratsleiste: keine Steuer.
coim-loss-no-monastery = Du hast noch kein Kloster: 0 SP.
coim-loss-no-expedition-coins = Du könntest keine Expedition mit Münzen ausstatten.
coim-loss-no-expedition-guards = Du könntest keine Expedition mit Wachen ausstatten.
coim-loss-no-expedition-cheaper = Du könntest jetzt keine Expedition ausstatten, auch 2 billiger nicht.
coim-loss-no-cap = Kein Würfel von dir steht mehr in einer Stadtreihe: Der Aufsatz verfällt.
coim-loss-f4 = Limit 20: Selbst das Bessere von 7 Münzen / 7 Wachen verliert { $n }.
coim-loss-no-score-exp = Du hast keine Expedition: nichts zu werten.
coim-loss-castle = Platz { $place } im Schloss: nur { $n } Gunstplättchen, also wohl die Notaktion.
coim-loss-town = Mit { $coins } und { $guards } kannst du hier jetzt keine Karte für { $n } bezahlen.
coim-loss-stop = Der Pilger bleibt auf { $at }; verloren: { $n }.

## Die Statuszeile (words.status; der Status der Sicht und die Kopfzeile der Bilder)

coim-status = Runde { $round }/4, { $phase }: { $who } entscheidet.
coim-status-nobody = Runde { $round }/4, { $phase }: niemand entscheidet.
coim-status-over = Spielende nach Runde { $round }.
coim-phase-setup = Startwahl
coim-phase-B = Phase B (Würfel wählen und platzieren)
coim-phase-C = Phase C (Würfel zurücknehmen)
coim-phase-E = Phase E (Einkommen erhalten)
coim-phase-F = Phase F (Expedition ausstatten)
