# Coimbras Bilder (render/coimbra): die Wörter, die die Bilder selbst schreiben. Was die Sicht
# hält (Karteneffekte, Gunstplättchen, Expeditionen, die Statuszeile), ist die eigene Nachricht
# der Engine (coimbra.ftl), nach den Kennungen der Sicht gezeichnet.
# $name ist der Name eines Spielers; $prof eine Berufsgruppe (coim-prof-…); $kind "coins" oder "guards".

pic-coim-title = Coimbra

## Der ganze Spielplan

pic-coim-city = Die Stadt
pic-coim-tracks = Einflussleisten
pic-coim-map = Pilgerlandkarte
pic-coim-expeditions = Expeditionen
pic-coim-start-pairs = Start-Einwohnerkarten zur Wahl (Paare)
pic-coim-district-castle = Schloss
pic-coim-district-upper = Oberstadt
pic-coim-district-centre = Zentrum
pic-coim-district-lower = Unterstadt
pic-coim-name-vp = { $name }  { $vp } SP
pic-coim-crowns-order = { $crowns } (Flagge { $flag })
pic-coim-deck = Stapel { $deck }, Ablagestapel { $discard }
pic-coim-pool = { $phase ->
    [B] Würfel zum Nehmen:
   *[other] Übrige Würfel:
}
pic-coim-favour-n = Gunst { $n }
pic-coim-favour-taken = Gunst { $n } genommen
pic-coim-cap = +3
pic-coim-by = von { $who }
pic-coim-no-dice-here = keine Würfel
pic-coim-place-vp = { $place ->
    [1] 1.:
    [2] 2.:
   *[other] 3.:
} { $vp }
# (die Leiste nennt schon ihre Berufsgruppe)
pic-coim-track-line = { $track ->
    [grey] Ratsleiste: Einkommen Wachen
    [orange] Händlerleiste: Einkommen Münzen
    [purple] Kirchenleiste: Einkommen Pilgerschritte
   *[green] Gelehrtenleiste: Einkommen SP
}. Ende: { $places } SP
pic-coim-turn-order = Spielerreihenfolge (Flaggen; ihre Kronen zählen in Phase D):
pic-coim-map-key = Nadel = Pilger, klein = Scheibe
pic-coim-cost = kostet { $cost } { $kind ->
    [guards] Wachen
   *[coins] Münzen
}
pic-coim-pair-taken = Paar { $n }: genommen von { $who }
pic-coim-player-title = { $discs ->
    [one] { $name }: Flagge { $flag }, 1 Scheibe übrig
   *[other] { $name }: Flagge { $flag }, { $discs } Scheiben übrig
}
pic-coim-prof-count = { $prof ->
    [council] Rat { $n }
    [merchant] Händler { $n }
    [clergy] Kirche { $n }
   *[scholar] Gelehrter { $n }
}
pic-coim-crown-tile-of = Kronenplättchen { $prof }
pic-coim-diplomas-line = Diplome: { $diplomas }
pic-coim-visits-line = Klöster { $monasteries }; Expeditionen: { $expeditions }

## Eine Einwohnerkarte

pic-coim-card-title = { $prof } { $id }
# a card's profession as its title names it (the first part of its track's name: Ratsleiste …)
pic-coim-card-prof-council = Rat
pic-coim-card-prof-merchant = Händler
pic-coim-card-prof-clergy = Kirche
pic-coim-card-prof-scholar = Gelehrter
pic-coim-influence = Einfluss { $n }
pic-coim-when = { $timing ->
    [I] sofort
    [C] Phase C
    [E] Phase E
   *[EG] Ende
}
pic-coim-pay = { $kind ->
    [guards] in Wachen
   *[coins] in Münzen
}
pic-coim-joker-mark = Joker
pic-coim-empty = leer

## Das Bild nach jedem Zug

pic-coim-dice-legend = Würfel: K Ratsmitglied grau, M Händler orange, P Geistlicher lila, G Gelehrter grün, W weiß
pic-coim-track-legend = Leisten: K Ratsmitglied, M Händler, P Geistlicher, G Gelehrter
pic-coim-diploma-legend = Diplome a-e sind fünf Arten (Sets zählen bei Spielende); J ist ein Joker.
# ein Wortteil, den jeder Text über Diplome enthält (klein geschrieben): darunter steht die Legende
pic-coim-diploma-stem = diplom
pic-coim-board-elsewhere = Deine Spielerablage (Würfel, Karten, Plättchen, Besuche): tippe auf „Ganzer Spielplan“.
pic-coim-discard-buy = Ablagestapel ({ $n ->
    [one] 1 Karte
   *[other] { $n } Karten
}): du kannst kaufen
pic-coim-card-words = { $card }: { $effect }
pic-coim-card-price = { $prof } +{ $influence }{ $cost ->
    [coins] , zahlt Münzen
    [guards] , zahlt Wachen
   *[none] {""}
}{ $diplomas ->
    [none] {""}
   *[other] , Diplome { $diplomas }
}{ $crown ->
    [yes] , Kronenplättchen
   *[no] {""}
}
pic-coim-card-short = { $id } { $prof } +{ $influence } { $cost }{ $crown ->
    [yes] {" "}Krone
   *[no] {""}
}
pic-coim-resource = { $kind ->
    [guards] Wachen
   *[coins] Münzen
}
pic-coim-in-town = { $town }: { $words }
pic-coim-town-cards = Einwohnerkarten in den Stadtteilen
pic-coim-town-cards-short = Karten (Nummer, Einfluss, Preis; Effekte: Ganzer Spielplan)
pic-coim-cards-to-buy = Die Karten, die du kaufen kannst
pic-coim-city-dice = Die Stadt: Würfel in den Stadtteilen
pic-coim-to-take = Nimm:
pic-coim-no-dice-yet = noch keine Würfel
pic-coim-favour-words = { $crowns }: { $effect }{ $cap ->
    [yes] {" "}(+3-Aufsatzplättchen)
   *[no] {""}
}
pic-coim-favour-tiles = Gunstplättchen im Schloss
pic-coim-expedition-words = kostet { $cost } { $kind ->
    [guards] Wachen
   *[coins] Münzen
}: { $task }{ $who ->
    [none] {""}
   *[other] {" "}(ausgestattet: { $who })
}
pic-coim-expeditions-scored = Expeditionen (gewertet bei Spielende)
pic-coim-track-words = { $prof }, Einkommen { $income }. { $at }{ $boxes ->
    [none] {""}
   *[other] . Einkommen: { $boxes }
}
pic-coim-tracks-focus = Einflussleisten (0-15)
pic-coim-income-grey = Wachen
pic-coim-income-orange = Münzen
pic-coim-income-purple = Pilgerschritte
pic-coim-income-green = SP
pic-coim-pair = Paar { $n }
pic-coim-someone = jemandem
pic-coim-taken-by = genommen von { $who }
pic-coim-start-cards = Start-Einwohnerkarten (nimm ein Paar oder setze deinen Pilger)
pic-coim-map-focus = Pilgerlandkarte: Kreuzungen c1-c14, Klöster I/II/III
pic-coim-map-legend = Nadel = Pilger, Marke = Besuch (Scheibe). Blau I, braun II, rot III.
pic-coim-reachable = Klöster, die du erreichen kannst
pic-coim-players = Spieler (Kronen bestimmen die Spielerreihenfolge)
pic-coim-player-words = { $name }: { $vp } SP · { $coins } · { $guards } · { $crowns } (spielt als { $flag }.) · { $tracks }
pic-coim-cards = Karten
pic-coim-tiles-label = Plättchen
pic-coim-visits = Besuche
pic-coim-visit-words = Klöster { $monasteries }; Expeditionen { $expeditions }; { $discs ->
    [one] 1 Scheibe übrig
   *[other] { $discs } Scheiben übrig
}
pic-coim-visits-of = Besuche von { $name }
pic-coim-dice-of = Würfel von { $name } in dieser Runde
pic-coim-board-of-name = Spielerablage von { $name }
pic-coim-favour-held = Gunstplättchen { $n }
pic-coim-crown-tile = Kronenplättchen { $prof }

## Die eigene Spielerablage (nur ihr Spieler sieht sie)

pic-coim-hand-facts = { $vp } SP, { $coins ->
    [one] 1 Münze
   *[other] { $coins } Münzen
}, { $guards ->
    [one] 1 Wache
   *[other] { $guards } Wachen
}, { $crowns ->
    [one] 1 Krone
   *[other] { $crowns } Kronen
}
pic-coim-board-of = { $game }: Spielerablage von { $name }
pic-coim-lasting = Deine dauerhaften Boni und Diplome
pic-coim-dice = Würfel:
pic-coim-tiles = Plättchen: { $tiles }
pic-coim-your-board = { $discs ->
    [one] Deine Ablage: Flagge { $flag }, noch 1 Scheibe
   *[other] Deine Ablage: Flagge { $flag }, noch { $discs } Scheiben
}
pic-coim-no-dice = keine in dieser Runde
pic-coim-track = { $track }: Leiste { $place }, { $cards ->
    [one] 1 Karte
   *[other] { $cards } Karten
}
pic-coim-joker = Joker { $n }
pic-coim-diplomas = Diplome
pic-coim-none = keine
pic-coim-your-cards = Deine Einwohnerkarten ({ $count })
pic-coim-no-cards = noch keine Karten
pic-coim-none-yet = noch keine
pic-coim-your-monasteries = Deine Klöster ({ $count })
pic-coim-your-expeditions = Deine Expeditionen ({ $count })
