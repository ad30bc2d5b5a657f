# Die Bilder von Stupor Mundi: die eigenen Wörter der Zeichner (render/stupor_mundi), mit den
# Begriffen der deutschen Spielregel (Pegasus). Die Namen der Dinge des Spiels (Karten,
# Verbündete, Städte, Edikte) kommen aus stupor-mundi.ftl; hier stehen die Kurzformen der Bilder.

## Status und Kopfzeilen

pic-sm-title = Stupor Mundi
pic-sm-status-action = Runde { $round }, Aktionsphase: { $who } entscheidet
pic-sm-status-end = Runde { $round }, Endphase: { $who } entscheidet
pic-sm-status-over = Spielende nach Runde { $round }
pic-sm-status-over-winner = Spielende nach Runde { $round }; es gewinnt { $who }
pic-sm-status-prompt = { $status }: { $prompt }
pic-sm-last-round = { $status } — letzte Runde
pic-sm-last-round-board = { $status } — letzte Runde (Spielende ausgelöst)

## Das Bild nach jedem Zug

pic-sm-aug-legend = Aug. = Augustalen
pic-sm-castle-legend = T Turm, W Mauer, K Hauptgeb.; L Getreue, I Unabh.; { $rest }
pic-sm-board-elsewhere = Dein Tableau (Kartenslots, Verbündete, Burg): tippe auf Ganzer Spielplan.
pic-sm-face-up-cards = Offene Karten in den Kartenslots
pic-sm-your-castle = Deine Burg: baue auf ein freies Burgfeld
pic-sm-castle-help =
    Türme T1-T5;
    Mauern W12-W51
    verbinden 2 Türme:
    eine fertige Seite
    bringt, was ihre
    Mauer zeigt
pic-sm-keeps-help = Hauptgebäude K1-K3:
pic-sm-keep-line = { $keep }: { $label }
pic-sm-great-tower = Großer Turm: +{ $extra } Aug., dann { $bonus }
pic-sm-great-wall = Große Mauer: +{ $extra } Aug., dann { $bonus }
pic-sm-great-keep = Großes Hauptgebäude: +{ $extra } Aug., dann { $bonus }
pic-sm-tower-opens = darauf steht ein Turm: ihn zu bauen öffnet den Platz
pic-sm-tower-opens-edict = darauf steht ein Turm: ihn zu bauen öffnet den Platz (Ediktsymbol)
pic-sm-walls-left = { $n ->
    [one] noch { $n } Mauer; jede öffnet 1 Lagerplatz
   *[other] noch { $n } Mauern; jede öffnet 1 Lagerplatz
}
pic-sm-keeps-left = noch { $n } Hauptgebäude
pic-sm-unbuilt = Deine noch nicht gebauten Burgteile
pic-sm-unbuilt-changed = Deine noch nicht gebauten Burgteile (geändert)
pic-sm-start = Start
pic-sm-not-promoted = noch nicht geförderte Fachkräfte
pic-sm-city-tiles = Stadt: { $tiles }
pic-sm-city-no-bonus = Stadt: kein Bonus mehr
pic-sm-enter = { $grain ->
    [0] Zugang kostenlos
   *[other] Zugang { $grain } Getreide
}
pic-sm-space = { $enter } · { $effect }
pic-sm-space-token = { $enter } · { $effect } · Arbeitsediktmarker
pic-sm-workplace = Arbeitsfelder: fördere auf Pfad A, B oder C
pic-sm-fred-specialist = F = Friedrichs Fachkraft
pic-sm-edict-reward = { $edict } → Belohnung { $reward }
pic-sm-edict-empty = leer (Belohnung { $reward })
pic-sm-edicts = Edikte (Stapel { $pile })
pic-sm-edicts-note = Erlasse ein Verfügbares Edikt I-III: zahle seine Symbole
pic-sm-market-line = Markt, Seite { $side }: verkaufe { $sell }; kaufe { $buy }
pic-sm-ally-line = { $ally } ({ $kind }), { $grain } Getreide; +2 SP: { $condition }
pic-sm-card-line = Karte { $card } ({ $cost }): { $text }
pic-sm-voyage = Reise, im Uhrzeigersinn (Kartenstapel { $deck })
pic-sm-of = { $value } von { $top }
pic-sm-palace = Friedrichs Palast
pic-sm-players = Personen
pic-sm-name-text = { $name }: { $text }
pic-sm-slot-locked = gesperrt (das Hauptgebäude K3 öffnet ihn)
pic-sm-slot-free = frei
pic-sm-slot-face-down = belegt (eine verdeckte Karte)
pic-sm-slot-face-up = belegt ({ $card }, offen)
pic-sm-slot-line = { $held } · verdeckt: { $actions }
pic-sm-your-slots = Deine Kartenslots
pic-sm-ally-kind = { $ally } ({ $kind })
pic-sm-space-open = offen
pic-sm-space-covered = von einem Turm bedeckt (baue diesen Turm, um ihn zu öffnen)
pic-sm-space-edict = { $line } · ein Verbündeter hier erlässt 1 Edikt
pic-sm-your-ally-spaces = Deine Verbündetenplätze
pic-sm-your-discard-pile = Dein Ablagestapel

## Namen der Orte des Spielplans

pic-sm-city-space = Stadt { $path }
pic-sm-ally-space = Verbündetenplatz { $n }
pic-sm-slot = Kartenslot { $n }
pic-sm-edict = Edikt { $roman }
pic-sm-next = Zukünftiges { $n }
pic-sm-great-name-GT-A = Großer Turm A
pic-sm-great-name-GT-B = Großer Turm B
pic-sm-great-name-GW-A = Große Mauer A
pic-sm-great-name-GW-B = Große Mauer B
pic-sm-great-name-GK = Großes Hauptgebäude
pic-sm-piece-wall = Mauer
pic-sm-piece-keep = Hauptgebäude
pic-sm-row-grain = Getreide
pic-sm-row-stone = Stein
pic-sm-row-treasury = Schatzkammer
pic-sm-row-towers = Türme
pic-sm-row-walls = Mauern
pic-sm-row-keeps = Hauptgeb.
pic-sm-row-court = Hof
pic-sm-row-specialist = Fachkraft
pic-sm-keep-K1 = Hand +2
pic-sm-keep-K2 = beide
pic-sm-keep-K3 = Slot 6
pic-sm-keep-space = { $keep } { $label }
pic-sm-or = { $a } oder { $b }
pic-sm-slash = { $a }/{ $b }
pic-sm-kind-L = getreu
pic-sm-kind-I = unabhängig
pic-sm-side-easy = leicht
pic-sm-side-hard = schwer
pic-sm-short-VL-C-II = Jedes Burgteil: +2 SP und 1 Getreide oder Stein
pic-sm-short-CS-C-I = Reisen: auch die 2. Stadt kostenlos
pic-sm-tile-CB-A = 6 Aug. + 3 Ressourcen
pic-sm-tile-CB-B = Edikt + 3 SP
pic-sm-tile-CB-C = Freier Verbündeter
pic-sm-tile-CB-D = Freier Turm
pic-sm-tile-CB-E = Freie Mauer
pic-sm-tile-CB-F = Freies Hauptgeb.
pic-sm-pays-INC-STONE = Stein
pic-sm-pays-INC-GRAIN = Getreide
pic-sm-pays-INC-AUG = Aug.
pic-sm-pays-INC-VP = SP
pic-sm-pays-INC-MARKET = Markt

## Karten der Adelshäuser ohne ihr Haus (die Kartenslots)

pic-sm-short-SAV-1 = Kornspeicher
pic-sm-short-SAV-2 = Gönnerschaft
pic-sm-short-HOH-1 = Steinbruch
pic-sm-short-HOH-2 = Flotte
pic-sm-short-WIT-1 = Abgabe
pic-sm-short-WIT-2 = Steinmetze
pic-sm-short-DIR-1 = Gesandter
pic-sm-short-DIR-2 = Turm

## Die Tafeln der Spielpläne

pic-sm-allies = Verb.
pic-sm-aug = { $n } Aug.
pic-sm-out-of = { $value } / { $top }
pic-sm-start-space = Startfeld
pic-sm-path-a = Pfad A, Feld { $space }
pic-sm-path-a-city = Pfad A, Feld { $space } (Stadt)
pic-sm-specialist = Fachkraft: { $where }
pic-sm-pile = Stapel: { $n }
pic-sm-edict-plus = { $edict }: +{ $reward }
pic-sm-enter-colon = { $grain ->
    [0] Zugang: frei
   *[other] Zugang: { $grain } Getreide
}
pic-sm-edict-badge = Edikt
pic-sm-no-city-bonus = Kein Stadtbonus mehr
pic-sm-side = Seite { $side }
pic-sm-blocked = { $n } gesperrt
pic-sm-card-deck = Kartenstapel { $n }
pic-sm-market = Markt
pic-sm-market-side = Markt (Seite { $side })
pic-sm-grain = { $n } Getreide
pic-sm-stone = { $n } Stein
pic-sm-nothing = nichts
pic-sm-sells = { $goods } → { $aug } Aug.
pic-sm-buys = { $aug } Aug. → { $goods }
pic-sm-no-ally = Kein Verbündeter im Angebot
pic-sm-n-face-down = { $n } verdeckt
pic-sm-no-card = Keine Karte im Angebot
pic-sm-name-house = { $name } — { $house }
pic-sm-first-player = Startperson
pic-sm-passed = Gepasst
pic-sm-to-move = Am Zug
pic-sm-locked = gesperrt
pic-sm-free = frei
pic-sm-face-down-short = verdeckt
pic-sm-used = belegt: { $used } von { $open }
pic-sm-none-yet = noch keine
pic-sm-n-tower = { $n ->
    [one] { $n } Turm
   *[other] { $n } Türme
}
pic-sm-n-wall = { $n ->
    [one] { $n } Mauer
   *[other] { $n } Mauern
}
pic-sm-n-keep = { $n } Hauptg.
pic-sm-n-great = { $pieces } ({ $great } groß)
pic-sm-castle-built = Burg: { $towers }, { $walls }, { $keeps }
pic-sm-unbuilt-line = Ungebaut: { $pieces }; { $great } groß gebaut
pic-sm-solo-ship = Schiff: { $ship } · Kronen: { $crowns }
pic-sm-solo-deck = { $n ->
    [one] Solostapel: { $n } Karte · seine Züge in dieser Runde: { $turns }
   *[other] Solostapel: { $n } Karten · seine Züge in dieser Runde: { $turns }
}
pic-sm-solo-MOVE = reist { $n } weiter
pic-sm-solo-STAY = bleibt
pic-sm-solo-TO_PLAYER = reist zu dir
pic-sm-solo-REMOVE_CARD = Karte entfernen
pic-sm-solo-REMOVE_ALLY = Verbündeten entfernen
pic-sm-solo-EDICT_I = Edikt I
pic-sm-solo-EDICT_II = Edikt II
pic-sm-solo-EDICT_III = Edikt III
pic-sm-last-solo = Letzte Solokarte { $card }: { $how }; { $actions }
pic-sm-last-solo-crown = Letzte Solokarte { $card }: { $how }; { $actions } (Krone)
pic-sm-last-solo-id = Letzte Solokarte: { $card }
pic-sm-allies-removed = Entfernte Verbündete ({ $n }):
pic-sm-cards-removed = Entfernte Karten ({ $n }):
pic-sm-edicts-issued = Erlassene Edikte ({ $n }):
pic-sm-head-none = { $head } keine
pic-sm-more = +{ $n } weitere

## Der ganze Spielplan

pic-sm-edicts-board = Edikte: erlasse ein Verfügbares (seine Symbole, dann seine Belohnung)
pic-sm-workplace-board = Arbeitsfelder: Fachkräfte auf ihren Feldern (F = Friedrich)
pic-sm-area-countryside = Umland
pic-sm-area-village = Dorf (Pfade A und C)
pic-sm-area-city = Stadt
pic-sm-no-village = (Pfad B hat kein Dorf)
pic-sm-voyage-board = Reisespielplan, im Uhrzeigersinn
pic-sm-voyage-legend = I = Unabhängige, L = Getreue, graues n = verdeckt darunter
pic-sm-slot-acts = { $slot } { $actions }
pic-sm-face-down-legend = Verdeckt: { $slots }
pic-sm-castle-board-legend = Burg: Türme T1-T5, Mauern W12-W51 (eine fertige Seite bringt, was ihre Mauer zeigt), Hauptgebäude { $keeps }
pic-sm-solo-panel = Friedrich (Solo)

## Schlusswertung und Handkarten

pic-sm-column-allies = Verbün-dete
pic-sm-column-edicts = Edikte
pic-sm-column-castle_income = Burg
pic-sm-column-workplace = Arbeits-felder
pic-sm-column-cards = Karten
pic-sm-column-city = Stadt
pic-sm-column-structures = Burg-teile
pic-sm-column-majority = Mehr-heit
pic-sm-column-coins = Münzen
pic-sm-column-total = Summe
pic-sm-final-score-note = Endstand = SP auf der Leiste (Verbündete, Edikte, Burgeinkommen, Arbeitsfelder, Karten, Stadt) + Burgteile, Mehrheit und Münzen
pic-sm-rank-80 = Herzog
pic-sm-rank-50 = Lehnsherr
pic-sm-rank-30 = Ritter
pic-sm-rank-0 = Leibeigener
pic-sm-with-house = { $title } ({ $house })

## Die Bedingungen der Verbündeten für +2 SP, ganz und kurz (F = Friedrich)

pic-sm-cond-I-THEO = dein Getreide ≥ Friedrichs
pic-sm-cond-I-MAUM = dein Stein ≥ Friedrichs
pic-sm-cond-I-ALTA = deine Aug. > Friedrichs Schatzkammer
pic-sm-cond-I-SEVE = deine Türme > Friedrichs
pic-sm-cond-I-CAST = deine Mauern > Friedrichs
pic-sm-cond-I-IDAL = deine Hauptgebäude > Friedrichs
pic-sm-cond-I-GREG = deine Burgteile > Friedrichs
pic-sm-cond-I-GISE = deine Verbündeten > Friedrichs Hof
pic-sm-cond-I-MOCE = deine Fachkraft vor Friedrichs
pic-sm-cond-L-SIGE = Friedrichs Getreide ≥ 3
pic-sm-cond-L-OKEC = Friedrichs Stein ≥ 3
pic-sm-cond-L-TENT = Friedrichs Schatzkammer ≥ 9
pic-sm-cond-L-ROMI = Friedrichs Türme ≥ 3
pic-sm-cond-L-BALT = Friedrichs Mauern ≥ 3
pic-sm-cond-L-DOME = Friedrichs Hauptgebäude ≥ 2
pic-sm-cond-L-SEBA = Friedrichs Burgteile ≥ 6
pic-sm-cond-L-GISE = Friedrichs Hof ≥ 3
pic-sm-cond-L-PHIL = Friedrichs Fachkraft ≥ 3
pic-sm-cond-short-I-THEO = +2: Getreide ≥ F
pic-sm-cond-short-I-MAUM = +2: Stein ≥ F
pic-sm-cond-short-I-ALTA = +2: Aug. > F-Schatzk.
pic-sm-cond-short-I-SEVE = +2: Türme > F
pic-sm-cond-short-I-CAST = +2: Mauern > F
pic-sm-cond-short-I-IDAL = +2: Hauptgeb. > F
pic-sm-cond-short-I-GREG = +2: Burgteile > F
pic-sm-cond-short-I-GISE = +2: Verbündete > F-Hof
pic-sm-cond-short-I-MOCE = +2: Fachkraft vor F
pic-sm-cond-short-L-SIGE = +2: F-Getreide ≥ 3
pic-sm-cond-short-L-OKEC = +2: F-Stein ≥ 3
pic-sm-cond-short-L-TENT = +2: F-Schatzk. ≥ 9
pic-sm-cond-short-L-ROMI = +2: F-Türme ≥ 3
pic-sm-cond-short-L-BALT = +2: F-Mauern ≥ 3
pic-sm-cond-short-L-DOME = +2: F-Hauptgeb. ≥ 2
pic-sm-cond-short-L-SEBA = +2: F-Burgteile ≥ 6
pic-sm-cond-short-L-GISE = +2: F-Hof ≥ 3
pic-sm-cond-short-L-PHIL = +2: F-Fachkraft ≥ 3

## Die Aktionen verdeckter Karten, kurz

pic-sm-act-promote = Fördern
pic-sm-act-market = Markt
pic-sm-act-build = Bauen
pic-sm-act-recruit = Anwerben
pic-sm-act-buy = Karte kaufen

## A player's numbers, one by one

pic-sm-count-vp = { $n } SP
pic-sm-count-aug = { $n } Aug.
pic-sm-count-grain = { $n } Getreide
pic-sm-count-stone = { $n } Stein
pic-sm-count-built = { $n } gebaut
pic-sm-count-hand = Hand { $n }
pic-sm-count-storage = (Lager { $n })
pic-sm-count-draw-pile = Nachziehstapel { $n }
pic-sm-count-discard = Ablage { $n }
pic-sm-count-edicts = Edikte erlassen { $n }
pic-sm-hand-limit = Hand { $hand } (Limit { $limit })
pic-sm-state-passed = gepasst
pic-sm-state-deciding = am Zug
