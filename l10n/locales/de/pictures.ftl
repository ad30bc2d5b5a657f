# Die Wörter, die die Bilder selbst schreiben (render/*). Texte aus der Sicht eines Spiels
# erscheinen so, wie die Spiel-Engine sie geschrieben hat.
# $who ist eine Liste von Spielernamen; $name ein Spielername; $game der Titel eines Spiels.

## Wörter aller Spiele

pic-last = Zuletzt: { $move }
pic-vp = { $vp } SP
pic-to-decide = { $count ->
    [one] { $who } entscheidet
   *[other] { $who } entscheiden
}
pic-last-moves = Letzte Züge
pic-only-you = Nur du siehst dieses Bild.
pic-private-view = { $game }: was nur { $name } sieht
pic-final-scoring = Schlusswertung
pic-total = Summe
pic-deciding = Es entscheidet:
pic-player = Spieler { $n }

## Die Schlusswertung aller Spiele
# $tie ist der Satz der Spiel-Engine; $who eine Liste von Spielernamen ($count Namen).

pic-tie-break = Gleichstand: { $tie }
pic-tie = Gleichstand: { $tie }
pic-no-tie-for-first = Kein Gleichstand um den ersten Platz
pic-no-tie-on-points = Kein Gleichstand bei den Punkten
pic-wins = { $count ->
    [one] { $who } gewinnt!
   *[other] { $who } gewinnen!
}
pic-wins-with = { $name } gewinnt mit { $vp } SP!
pic-winner = { $count ->
    [one] Sieger: { $who }
   *[other] Sieger: { $who }
}
pic-winner-with = Sieger: { $name } mit { $vp } SP
pic-total-wins = { $vp }  gewinnt
pic-no-winner = Kein Sieger
pic-game-over = Spielende
pic-ranking = Rangfolge: { $order }
pic-sm-solo-title = Solotitel: { $title }
pic-sm-solo-title-line = Solotitel: { $title }

pic-final-lorenzo-il-magnifico-play = SP im Spiel
pic-final-lorenzo-il-magnifico-faith = Glaube
pic-final-lorenzo-il-magnifico-territories = Gebiete
pic-final-lorenzo-il-magnifico-characters = Charaktere
pic-final-lorenzo-il-magnifico-ventures = Wagnisse
pic-final-lorenzo-il-magnifico-military = Militär
pic-final-lorenzo-il-magnifico-resources = Ressourcen
pic-final-lorenzo-il-magnifico-excommunication_vp = Exkomm.: SP
pic-final-lorenzo-il-magnifico-excommunication_mp = Exkomm.: MP
pic-final-lorenzo-il-magnifico-excommunication_buildings = Exkomm.: Gebäude
pic-final-lorenzo-il-magnifico-excommunication_resources = Exkomm.: Ressourcen
pic-final-coimbra-play = Im Spiel
pic-final-coimbra-expeditions = Expeditionen
pic-final-coimbra-tracks = Leisten
pic-final-coimbra-diplomas = Diplome
pic-final-coimbra-citizens = Endkarten
pic-final-coimbra-resources = Ressourcen
pic-final-stupor-mundi-allies = Verbündete
pic-final-stupor-mundi-edicts = Edikte
pic-final-stupor-mundi-castle_income = Burgeinkommen
pic-final-stupor-mundi-workplace = Arbeitsbereich
pic-final-stupor-mundi-cards = Karten
pic-final-stupor-mundi-city = Stadt
pic-final-stupor-mundi-structures = Burgteile
pic-final-stupor-mundi-majority = Mehrheit
pic-final-stupor-mundi-coins = Augustalen

## Stupor Mundi: die Handkarten (nur ihr Spieler sieht sie)

pic-sm-your-hand = { $count ->
    [one] Deine Handkarten (1 Karte): { $cards }.
   *[other] Deine Handkarten ({ $count } Karten): { $cards }.
}
pic-sm-hand-empty = Du hast keine Handkarten.
pic-sm-face-down-line = Verdeckt in Kartenslot { $slot }: { $card } (gespielt für: { $actions }).
pic-sm-your-discard = Dein Ablagestapel ({ $count }): { $cards }.
pic-sm-either = { $first } oder { $second }
pic-sm-hand-facts = { $vp } SP · { $aug } Aug. · { $grain } Getreide · { $stone } Stein · Handlimit { $limit } · Nachziehstapel { $pile }
pic-sm-hand-of = { $game } — Handkarten von { $name }
pic-sm-hand-count = { $count ->
    [one] Handkarten: 1 Karte
   *[other] Handkarten: { $count } Karten
}
pic-sm-face-down = Deine verdeckten Karten in den Kartenslots
pic-sm-none = keine
pic-sm-slot-card = Kartenslot { $slot }: { $card } (gespielt für: { $actions })
pic-sm-discard = Ablagestapel ({ $count })
pic-sm-empty = leer
pic-sm-card-level = { $level ->
    [A] Stufe A
    [B] Stufe B
   *[H] Start-Aktionskarte
}
pic-sm-with-cost = { $kind } · kostet { $cost }
pic-sm-cost-aug = { $aug } Aug.
pic-sm-cost-card = 1 Karte

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
pic-dv-short-convent = Kloster
pic-dv-short-university = Universität
pic-dv-short-franciscan = Gesang ab 10
pic-dv-not-placed-yet = noch nicht auf dem Spielplan
pic-dv-in-sea = auf See ({ $sea })
pic-dv-in = in { $place }
pic-dv-career-elected = { $career }, gewählt: { $elected }
pic-dv-elected = gewählt: { $elected }
pic-dv-declared = hat sich erklärt
pic-dv-to-declare = muss sich erklären
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
pic-dv-drawn-now = Jetzt gezogen: { $tiles }
pic-dv-secret-bid = Dein geheimes Gebot für die Wahl: { $bid }

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
