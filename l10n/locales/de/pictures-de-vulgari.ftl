# Die Bilder von De Vulgari Eloquentia: die Wörter, die render/de_vulgari selbst schreibt.

## De Vulgari Eloquentia
# Wörter der deutschen Spielregel (Lookout): Ducati, Wissen, Stufe, VP, Klötzchen, Sichtschirm.
# $sea ist der Name eines Meeres; $place der einer Stadt; $career ein Stand oder ein Kärtchen.

pic-dv-actions-left = { $actions ->
    [one] {" · "}noch 1 Aktion
   *[other] {" · "}noch { $actions } Aktionen
}
pic-dv-vp-short = { $vp }VP
pic-dv-d = { $n }D
pic-dv-k = { $n }W
pic-dv-purse-d = { $n } D
pic-dv-ducats = { $ducats } Ducati
pic-dv-knowledge = { $knowledge } Wissen
pic-dv-map = Der Spielplan
pic-dv-map-on-board = auf dem ganzen Spielplan (die Auswahl füllt dieses Bild)
pic-dv-around = rund um { $name }
pic-dv-whole-board = der Spielplan
pic-dv-map-key = Große Marke: Spielfigur · kleine: eingenommene Stadt · ⚓ Hafen · E: Ereignis · D Ducati · W Wissen · Gesang 6: die Sonnengesang-Aktion ist in Runde 6 offen
pic-dv-site-cathedral = Kathedralenstadt
pic-dv-site-bologna = Universitätsstadt (Wissen durch den Botschafter)
pic-dv-site-franciscan = Franziskanerstadt
pic-dv-site-city = Stadt
pic-dv-sea-from = { $sea } ab { $port }
pic-dv-site-start = Startstadt
pic-dv-at-sea = { $sea }: auf See
pic-dv-port-on = { $sea ->
    [adriatic] Hafen an der Adria
   *[tyrrhenian] Hafen am Tyrrhenischen Meer
}
pic-dv-event = Ereignis { $number } { $name }
pic-dv-here = hier: { $who }
pic-dv-claimed-by = eingenommen von { $who }
pic-dv-places = Orte, die die Auswahl nennt
pic-dv-moves-by-cost = Bewegungen nach ihren Kosten
pic-dv-action-tracks = Aktionsleisten
pic-dv-letters-are-players = A, B, C… sind die Spieler
pic-dv-manuscripts = Manuskripte im Angebot
pic-dv-row-is-actions = Reihe = Aktionen für eines
pic-dv-row = Reihe { $row }
pic-dv-row-vp = Reihe { $row }, { $vp } VP
pic-dv-named-vp = { $name } { $vp } VP
pic-dv-named-vp-paren = { $name } ({ $vp } VP)
pic-dv-none-left = keines mehr
pic-dv-none = keine
pic-dv-none-yet = noch keine
pic-dv-nobody = niemand
pic-dv-decks = Stapel der Reihen 1-4: { $decks } · Lingua Volgare: { $lingua ->
    [taken] genommen
    [in-play] im Spiel
   *[not-yet] noch nicht im Spiel
}
pic-dv-lingua = Lingua Volgare: { $state ->
    [taken] genommen
    [on-offer] im Angebot (8 VP)
   *[not-yet] noch nicht im Spiel
}
pic-dv-this-round = Diese Runde
pic-dv-out-of-play = Aus dem Spiel
pic-dv-cube-key = R rot: Politiker · K schwarz: Adlige · Y gelb: Äbtissinnen · G grün: Sekretäre
pic-dv-cube-key-red-black = R Politiker · K Adlige
pic-dv-cube-key-yellow-green = Y Äbtissinnen · G Sekretäre
pic-dv-careers-free = Noch freie Laufbahnen
pic-dv-auction = Auktion um Stupor Mundi
pic-dv-auction-prize = in Brindisi, um +10 Wissen
pic-dv-auction-short = Auktion
pic-dv-called-by = Ausgerufen von { $name }
pic-dv-stupor-called = Stupor Mundi ausgerufen von { $name }
pic-dv-high-bid = Höchstgebot { $bid } von { $name }
pic-dv-bidding = Es bieten: { $who }
pic-dv-at-auction = bei der Auktion: { $who }
pic-dv-passed = Gepasst: { $who }
pic-dv-to-answer = Noch ohne Antwort: { $who }
pic-dv-merchant = Kaufmann
pic-dv-friar = Ordensbruder
pic-dv-cardinal = Kardinal
pic-dv-banker = Bankier
pic-dv-monk = Benediktiner-Mönch
pic-dv-camerlengo = Kardinalkämmerer
pic-dv-pope = Papst
pic-dv-papal-hidden = päpstlich ?
pic-dv-papal-red = päpstlich rot
pic-dv-papal-white = päpstlich weiß
pic-dv-hint-verona = 4-6: VP
pic-dv-hint-library = 2/4/6/8: 1-4 ziehen
pic-dv-hint-ambassador = Ende: Bologna
pic-dv-hint-orient = Ende: Hafen
pic-dv-hint-rest = Führender spielt zuerst
pic-dv-tyrrhenian = Tyrrhenisches Meer
pic-dv-adriatic = Adria
pic-dv-short-start = Start
pic-dv-short-abbey = Abtei
pic-dv-short-convent = Konvent
pic-dv-short-university = Universität
pic-dv-short-franciscan = Gesang ab 10
pic-dv-not-placed-yet = noch nicht auf dem Spielplan
pic-dv-in-sea = auf See ({ $sea })
pic-dv-in = { $place_gender ->
    [fem] in der { $place }
    [masc] im { $place }
   *[other] in { $place }
}
# auf dem ganzen Spielplan: $short ist der Name des Ortes ohne „Abtei“/„Konvent“
pic-dv-in-short = { $place_gender ->
    [fem] in der { $place }
    [masc] im { $place }
   *[other] in { $short }
}
pic-dv-career-elected = { $career }, gewählt: { $elected }
pic-dv-elected = gewählt: { $elected }
pic-dv-declared = hat gewählt
pic-dv-to-declare = muss noch wählen
pic-dv-mover = { $name } — { $vp } VP · { $ducats } Ducati · Wissen { $knowledge } (Stufe { $level }) · { $career } · { $where }
pic-dv-other = { $name }: { $vp } VP · { $ducats } Ducati · Wissen { $knowledge } · { $career } · { $where } · { $cities ->
    [one] 1 Stadt
   *[other] { $cities } Städte
}
pic-dv-purse = { $ducats } Ducati · Wissen { $knowledge } (Stufe { $level }) · { $career }
pic-dv-purse-short = { $ducats } Ducati · Wissen { $knowledge } (Stufe { $level })
pic-dv-cities = Städte ({ $count }): { $cities }
pic-dv-cities-count = { $count ->
    [one] 1 Stadt
   *[other] { $count } Städte
}
pic-dv-tracks-line = Leisten: { $tracks }
pic-dv-in-front = { $secretaries ->
    [one] 1 Sekretär vor dem Sichtschirm
   *[other] { $secretaries } Sekretäre vor dem Sichtschirm
}
pic-dv-bologna-collected = Bologna eingesammelt
pic-dv-bologna-unlocked = Bologna freigeschaltet ({ $round })
pic-dv-library-drawn = Bibliothek gezogen
pic-dv-cat-short = { $key ->
    [status] Wahl
    [cubes] Klötzchen
    [secretaries] Sekretäre
    [library] Bibliothek
    [richest] Reichster
    [verona] Verona
    [canticle] Gesang
    [manuscripts] Manuskripte
    [tiles] Kärtchen
   *[other] { $key }
}
pic-dv-category-vp = { $category } +{ $vp } VP
pic-dv-if-ended-now = bei Spielende jetzt: { $scores }
pic-dv-round-track = Rundenleiste
pic-dv-round-short = Rd.
pic-dv-event-head = Ereignis
pic-dv-now = jetzt
pic-dv-deck = Stapel { $n }
pic-dv-tracks = Leisten
pic-dv-players-public = Spieler (offener Besitz)
pic-dv-knowledge-key = Wissen 0-99 (Stufe L1-L8 alle 10); die erste Marke auf einem Feld liegt vorn
pic-dv-legend-values = D Ducati, W Wissen, ⚓ Hafen
pic-dv-legend-sites = ✝ Dom, Quadrat: keine Stadt
pic-dv-legend-marks = groß: Figur, klein: eingenommen
pic-dv-canticle-now = Gesang jetzt
pic-dv-canticle-rounds = Gesang { $rounds }
pic-dv-screen-line = Sichtschirm: { $cubes } · Manuskripte { $manuscripts }
pic-dv-library-vp = Bibliothek { $vp } VP
pic-dv-scored = VP { $categories }
pic-dv-pile = Bibliotheksstapel: { $tiles } Kärtchen · Ereignisse gespielt: { $events }
pic-dv-tiles-free = Freie Kärtchen: { $tiles }
pic-dv-friars = Brüder: { $tiles }
pic-dv-cardinals = Kardinäle: { $tiles }
pic-dv-wins = { $name } gewinnt mit { $vp } VP!
pic-dv-tied = gleichauf mit { $vp } VP: { $who } in der Reihenfolge der Wissens-Leiste
pic-dv-no-tie = Kein Gleichstand (keine Entscheidung nötig)
pic-dv-tie-break = Gleichstand: { $ties }.
pic-dv-ranking = Rangfolge: { $order }
pic-dv-knowledge-of = Wissen: { $each }

## De Vulgari Eloquentia: der Sichtschirm (nur sein Spieler sieht ihn)

pic-dv-politicians = { $count } Politiker
pic-dv-nobles = { $count ->
    [one] 1 Adliger
   *[other] { $count } Adlige
}
pic-dv-abbesses = { $count ->
    [one] 1 Äbtissin
   *[other] { $count } Äbtissinnen
}
pic-dv-secretaries = { $count ->
    [one] 1 Sekretär
   *[other] { $count } Sekretäre
}
pic-dv-behind-screen = Hinter deinem Sichtschirm: { $cubes }.
pic-dv-your-manuscripts = Deine Manuskripte ({ $count }): { $manuscripts }.
pic-dv-no-manuscripts = Keine Manuskripte hinter deinem Sichtschirm.
pic-dv-your-library-tile = Dein Kärtchen der Päpstlichen Bibliothek: { $vp } VP.
pic-dv-library-drawn-now = Jetzt gezogene Bibliotheks-Kärtchen: { $tiles }.
pic-dv-your-bid = Dein geheimes Gebot für die Wahl: { $bid }.
pic-dv-screen-of = { $game } — Sichtschirm von { $name }
pic-dv-cubes-behind = Klötzchen hinter dem Sichtschirm
pic-dv-your-vp = Deine VP mit deinem Sichtschirm: { $vp }
pic-dv-with-parts = { $text } ({ $parts })
pic-dv-dialects = Dialekte { $count } von 5: { $dialects }
pic-dv-manuscripts-count = Manuskripte ({ $count })
pic-dv-library-tile = Kärtchen der Päpstlichen Bibliothek: { $tile }
pic-dv-no-library-tile = Kärtchen der Päpstlichen Bibliothek: keins
pic-dv-drawn-now = Jetzt gezogen: { $tiles }
pic-dv-secret-bid = Dein geheimes Gebot für die Wahl: { $bid }

## De Vulgari Eloquentia: der Titel und die freien Kärtchen der Brüder und Kardinäle
# $tile ist die Kennung eines Kärtchens; pic-dv-tile sein Name und was es gibt, kurz.

pic-dv-title = De Vulgari Eloquentia
pic-dv-tile-name = { $tile ->
    [mario] Mario
    [michael] Michael
    [stefano] Stefano
    [gigi] Gigi
    [ralph] Ralph
    [balesteri] Balesteri
    [lanzuisi] Lanzuisi
    [muret] Muret
    [shlasinger] Shlasinger
   *[zazza] Zazza
}
pic-dv-tile = { $tile ->
    [mario] Mario (+12W)
    [michael] Michael (+7W, virt. gelb)
    [stefano] Stefano (+7W, virt. schwarz)
    [gigi] Gigi (2× Almosen, -4 VP)
    [ralph] Ralph (+7W, reist gratis, +4 VP)
    [balesteri] Balesteri (+4W, virt. rot)
    [lanzuisi] Lanzuisi (+6 VP)
    [muret] Muret (70D, 6 Akt.)
    [shlasinger] Shlasinger (1× Gegner -6W, +4 VP)
   *[zazza] Zazza (40 zurück, +1 Bibl.)
}

## Die Zeilen der Schlusswertung (render.final_rows): pic-final-<Spiel>-<Schlüssel>

pic-final-de-vulgari-eloquentia-status = Wahl (Stand)
pic-final-de-vulgari-eloquentia-cubes = Meiste Klötzchen
pic-final-de-vulgari-eloquentia-secretaries = Sekretäre
pic-final-de-vulgari-eloquentia-library = Päpstliche Bibliothek
pic-final-de-vulgari-eloquentia-richest = Reichster Spieler
pic-final-de-vulgari-eloquentia-verona = Rätsel von Verona
pic-final-de-vulgari-eloquentia-canticle = Sonnengesang
pic-final-de-vulgari-eloquentia-manuscripts = Manuskripte
pic-final-de-vulgari-eloquentia-tiles = Kärtchen Bruder/Kardinal
