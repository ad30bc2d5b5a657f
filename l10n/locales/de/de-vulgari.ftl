# De Vulgari Eloquentia: jeder Text der Spiel-Engine (games/de_vulgari/), Deutsch.
# Wörter der deutschen Spielregel (Lookout): Ducati, Wissen, VP, Klötzchen, Sichtschirm, Leiste.
# $who, $target, $payer, $winner und $seats sind Spielernamen.

## Wörter, die viele Texte teilen

dv-comma = { $head }, { $tail }
dv-semicolon = { $head }; { $tail }
dv-slash = { $head }/{ $tail }
dv-with-notes = { $text } ({ $notes })
dv-nothing = nichts
dv-vp = { $vp } VP
dv-price = { $actions ->
    [one] 1 Aktion
   *[other] { $actions } Aktionen
}
dv-price-ducats = { $actions ->
    [one] 1 Aktion
   *[other] { $actions } Aktionen
} und { $ducats } Ducati
dv-n-tile = { $n ->
    [one] 1 Kärtchen
   *[other] { $n } Kärtchen
}
dv-colour = { $colour ->
    [blue] blau
    [yellow] gelb
    [violet] violett
    [green] grün
    [white] weiß
   *[orange] orange
}
dv-ms-name = { $level } { $colours }
dv-lingua-volgare = Lingua Volgare
dv-cubes = { $colour ->
    [red] { $n ->
        [one] 1 Politiker (rotes Klötzchen)
       *[other] { $n } Politiker (rote Klötzchen)
    }
    [black] { $n ->
        [one] 1 Adligen (schwarzes Klötzchen)
       *[other] { $n } Adlige (schwarze Klötzchen)
    }
    [yellow] { $n ->
        [one] 1 Äbtissin (gelbes Klötzchen)
       *[other] { $n } Äbtissinnen (gelbe Klötzchen)
    }
   *[green] { $n ->
        [one] 1 Sekretär (grünes Klötzchen)
       *[other] { $n } Sekretäre (grüne Klötzchen)
    }
}
dv-cube-count = { $n ->
    [one] 1 { $colour ->
        [red] rotes
        [black] schwarzes
        [yellow] gelbes
       *[green] grünes
    } Klötzchen
   *[other] { $n } { $colour ->
        [red] rote
        [black] schwarze
        [yellow] gelbe
       *[green] grüne
    } Klötzchen
}
dv-cube-note = { $n } × { $colour ->
    [red] rot
    [black] schwarz
    [yellow] gelb
   *[green] grün
} → { $space ->
    [0] aus dem Spiel
   *[other] Feld { $space }
}

## Das Zugmenü

dv-group-move = Bewegung, { $actions ->
    [one] 1 Aktion
   *[other] { $actions } Aktionen
}
dv-group-part = { $group }: { $first }–{ $last }
dv-group-manuscripts = Manuskripte
dv-group-cubes = Klötzchen
dv-group-actions = Aktionen
dv-group-tracks = Leisten
dv-group-map = Spielplan
dv-group-career = Laufbahn
dv-group-turn = Zug
dv-move-label = { $to_gender ->
    [fem] Zur { $to }
    [masc] Zum { $to }
   *[other] Nach { $to }
} ziehen für { $price }
dv-sail-label = Von { $port } { $sea_gender ->
    [sea] ins { $sea_acc }
   *[other] nach { $sea }
} segeln und halten: { $price }
dv-ms-label = Manuskript { $ms } ({ $vp } VP) nehmen für { $price }
dv-cube-label = { $cubes } nehmen für { $price }
dv-psalter-label = Psalter: 1 Aktion, +{ $gain } Wissen
dv-business-label = Kleine Geschäfte: 1 Aktion, +{ $gain } Ducati
dv-track-span = { $top ->
    [one] 1 Feld für 1 Aktion
   *[other] 1–{ $top } Felder für 1–{ $top } Aktionen
}
dv-span-canticle = 1 Feld pro Aktion und Äbtissin
dv-span-ambassador = 1 Feld pro Aktion (Bologna kostet extra)
dv-track-label = { $track }: { $span } vorrücken
dv-collect-label = { $city } einsammeln (frei, einmal pro Spiel): { $ducats ->
    [0] +{ $knowledge } Wissen
   *[other] +{ $ducats } Ducati{ $knowledge ->
        [0] {""}
       *[other] , +{ $knowledge } Wissen
    }
}
dv-event-label = Ereignis { $event } nutzen (frei): +{ $value } { $kind ->
    [coin] Ducati
   *[other] Wissen
}
dv-bologna-label = Bologna einsammeln: +{ $gain } Wissen
dv-friar-label = { $tile } werden: { $lose } Ducati abgeben (die Hälfte, aufgerundet)
dv-cardinal-label = { $tile } werden: { $price } Ducati und 1 rotes oder schwarzes Klötzchen zahlen
dv-abbey-vp-label = Abtei (frei): { $n ->
    [one] den Sekretär
   *[other] alle { $n } Sekretäre
} hinter den Sichtschirm legen (+{ $n } VP am Ende)
dv-abbey-know-label = Abtei (frei): { $n ->
    [one] den Sekretär
   *[other] alle { $n } Sekretäre
} in +{ $knowledge } Wissen umwandeln
dv-library-label = Päpstliche Bibliothek (frei): { $tiles } ansehen, eines behalten
dv-inquisition-label = Inquisition (frei, einmal): { $target } um { $back } Wissen zurücksetzen
dv-end-stupor-label = Zug beenden, Stupor Mundi ausrufen: Auktion um +10 Wissen, +2 auf deine Gebote
dv-end-label = Zug beenden

## Warnungen in der Beschreibung einer Wahl

dv-warning = { $warning }.
dv-warning-detail = { $warning }. { $detail }
dv-loss-knowledge-cap = Wissen endet bei { $cap }: du erhältst nur { $got } von { $gain }
dv-loss-inquisition-short = { $who } steht auf Feld { $pos }: nur { $pos } von { $full } zurück
dv-loss-unused-actions = { $actions ->
    [one] Deine ungenutzte Aktion verfällt
   *[other] Deine { $actions } ungenutzten Aktionen verfallen
}
dv-loss-city-ducats = Als { $status ->
    [friar] Ordensbruder
   *[cardinal] Kardinal
} gibst du ihre { $ducats } Ducati für immer auf
dv-loss-orient-bonus = Orient-Bonus verloren (+{ $bonus } Ducati pro Stadt)
dv-loss-friar-tile = Ohne { $tile }: { $effect ->
    [michael] kein virtuelles gelbes Klötzchen
    [stefano] kein virtuelles schwarzes Klötzchen
   *[ralph] keine freien Bewegungen, keine +4 VP
}
dv-loss-gigi-late = Nach Runde { $last } kein doppeltes Almosen mehr: nur die -4 VP bleiben
dv-loss-zazza-library = Kärtchen schon gezogen: das zusätzliche verfällt
dv-loss-shlasinger-idle = Kein Gegner hat Wissen: die Inquisition verfällt
dv-loss-library-done = Bibliotheks-Kärtchen schon gezogen: die Leiste bringt nichts
dv-loss-rest-last-round = Letzte Runde: die Ausruhen-Leiste zählt nicht mehr
dv-loss-overpay = Klötzchen im Wert von { $paid } für { $need }: { $extra } mehr als nötig

## Fragen

dv-turn-prompt = Runde { $round }: deine Aktionen (noch { $actions ->
    [one] 1 Aktion
   *[other] { $actions } Aktionen
})
dv-election-prompt = Abschließende Wahl: gib dein Gebot geheim ab
dv-start-prompt = Wähle deine Startstadt
dv-payer-prompt = Wähle, welcher reichste Kaufmann dein Almosen zahlt
dv-amount-prompt = Wie viele Felder?
dv-sell-prompt = Die eben genommenen Adligen für je { $ducats } Ducati verkaufen?
dv-discard-prompt = Welches Klötzchen gibst du ab, um Kardinal zu werden?
dv-keep-prompt = Behalte ein Kärtchen der Päpstlichen Bibliothek
dv-order-prompt = Lege die Bibliotheks-Kärtchen zurück auf den Stapel
dv-answer-prompt = Stupor Mundi: kommst du zur Auktion nach Brindisi?
dv-bid-prompt = Auktion um Stupor Mundi: bieten oder passen
dv-pay-prompt = Wähle die Klötzchen, mit denen du zahlst

## Die Schritte nach einer Wahl

dv-amount-label = { $track }: { $n ->
    [one] 1 Feld
   *[other] { $n } Felder
} für { $n ->
    [one] 1 Aktion
   *[other] { $n } Aktionen
}
dv-amount-canticle-label = { $track }: { $n ->
    [one] 1 Feld
   *[other] { $n } Felder
} für { $n ->
    [one] 1 Aktion
   *[other] { $n } Aktionen
} und { $abbesses ->
    [one] 1 Äbtissin
   *[other] { $abbesses } Äbtissinnen
}
dv-amount-bologna-label = { $track }: { $n ->
    [one] 1 Feld
   *[other] { $n } Felder
} für { $n ->
    [one] 1 Aktion
   *[other] { $n } Aktionen
}, { $ducats } Ducati, { $abbesses ->
    [one] 1 Äbtissin
   *[other] { $abbesses } Äbtissinnen
}: Bologna +{ $knowledge } Wissen
dv-back-label = Zurück zum Zugmenü
dv-keep-nobles-label = { $n ->
    [one] Den Adligen hinter dem Sichtschirm behalten
   *[other] Beide Adlige hinter dem Sichtschirm behalten
}
dv-sell-label = { $n ->
    [one] 1 Adligen
   *[other] { $n } Adlige
} jetzt für { $ducats } Ducati verkaufen
dv-discard-label = { $cube ->
    [red] Ein rotes Klötzchen abgeben
    [black] Ein schwarzes Klötzchen abgeben
   *[virtual] Das virtuelle schwarze Klötzchen von Bruder Stefano nutzen
}
dv-keep-library-label = Ein Bibliotheks-Kärtchen mit { $vp } VP behalten
dv-top-label = Das { $vp }-VP-Kärtchen jetzt auf den Stapel legen (weiter unten)
dv-start-label = In { $city } beginnen
dv-payer-label = { $payer } zahlt mein Almosen von { $ducats } Ducati
dv-accept-label = Annehmen: frei nach Brindisi und um +{ $knowledge } Wissen bieten
dv-refuse-label = Ablehnen: bleiben, wo du bist
dv-open-label = Die Auktion mit { $bid } eröffnen (wenn du gewinnst: +{ $knowledge } Wissen, Klötzchen im Wert von { $worth })
dv-raise-label = Auf { $bid } erhöhen (wenn du gewinnst: +{ $knowledge } Wissen, Klötzchen im Wert von { $worth })
dv-pass-label = Passen (aus der Auktion, nichts zahlen)
dv-pay-label = { $cubes } für { $amount } zahlen
dv-stay-label = Bleiben, wie du bist (keine Klötzchen zahlen)
dv-elect-label = { $status } werden: { $votes } Stimmen für { $vp } VP
dv-unknown-choice = Unbekannte Wahl { $id }.

## Das Spielprotokoll

dv-moves = { $who } zieht { $src_gender ->
    [fem] von der { $src }
    [masc] vom { $src }
    [sea] vom { $src_dat }
   *[other] von { $src }
} { $to_gender ->
    [fem] zur { $to }
    [masc] zum { $to }
    [sea] ins { $to_acc }
   *[other] nach { $to }
} für { $price }.
dv-takes-ms = { $who } nimmt Manuskript { $ms } ({ $vp } VP) für { $price }.
dv-takes-cubes = { $who } nimmt { $cubes } für { $price }.
dv-reads-psalter = { $who } studiert den Psalter für 1 Aktion: +{ $gain } Wissen.
dv-does-business = { $who } macht Kleine Geschäfte für 1 Aktion: +{ $gain } Ducati.
dv-collects = { $who } sammelt { $city } ein: { $ducats ->
    [0] +{ $knowledge } Wissen
   *[other] +{ $ducats } Ducati{ $knowledge ->
        [0] {""}
       *[other] {" "}und +{ $knowledge } Wissen
    }
}.
dv-uses-event = { $who } nutzt das Ereignis { $event } { $zone_gender ->
    [fem] in der { $zone }
    [masc] im { $zone }
    [sea] im { $zone_dat }
   *[other] in { $zone }
}: +{ $value } { $kind ->
    [coin] Ducati
   *[other] Wissen
}.
dv-studies-bologna = { $who } studiert in Bologna: +{ $gain } Wissen.
dv-abbey-vp = { $who } legt { $n ->
    [one] 1 Sekretär
   *[other] { $n } Sekretäre
} in der Abtei hinter den Sichtschirm (+{ $n } VP am Ende).
dv-abbey-know = { $who } wandelt in der Abtei { $n ->
    [one] 1 Sekretär
   *[other] { $n } Sekretäre
} in +{ $knowledge } Wissen um ({ $notes }).
dv-looks-library = { $who } sieht sich { $n ->
    [one] 1 Kärtchen
   *[other] { $n } Kärtchen
} der Päpstlichen Bibliothek an.
dv-you-see-library = Du siehst Bibliotheks-Kärtchen im Wert von { $tiles }.
dv-inquisition = { $who } nutzt die Inquisition: { $target } geht { $back ->
    [one] 1 Feld
   *[other] { $back } Felder
} auf der Wissens-Leiste zurück.
dv-ends-turn = { $who } beendet den Zug.
dv-advances = { $who } rückt { $n ->
    [one] 1 Feld
   *[other] { $n } Felder
} auf der { $track_full } vor, auf Feld { $space }, für { $n ->
    [one] 1 Aktion
   *[other] { $n } Aktionen
}{ $extra }.
dv-advances-canticle = {" "}und { $abbesses ->
    [one] 1 Äbtissin
   *[other] { $abbesses } Äbtissinnen
} ({ $notes })
dv-advances-bologna-paid = { $ducats } Ducati und { $abbesses ->
    [one] 1 Äbtissin
   *[other] { $abbesses } Äbtissinnen
}
dv-advances-bologna = , { $paid }: Bologna freigeschaltet (+{ $knowledge } Wissen)
dv-advances-bologna-at-once = , { $paid }: Bologna freigeschaltet (+{ $knowledge } Wissen), sofort erhalten
dv-sells = { $who } verkauft { $n ->
    [one] 1 Adligen
   *[other] { $n } Adlige
} für { $ducats } Ducati ({ $notes }).
dv-keeps-library = { $who } behält ein Kärtchen der Päpstlichen Bibliothek.
dv-you-keep-library = Du behältst das Bibliotheks-Kärtchen mit { $vp } VP.
dv-puts-back = { $who } legt die übrigen Kärtchen zurück auf den Stapel.
dv-becomes-friar = { $who } wird Ordensbruder, { $tile }, und gibt { $lose } Ducati ab (die Hälfte, aufgerundet){ $knowledge ->
    [0] .
   *[other] ; +{ $knowledge } Wissen.
}
dv-becomes-cardinal = { $who } wird Kardinal, { $tile }, für { $price } Ducati und { $cube }{ $gain }.
dv-cube-stefano = das virtuelle schwarze Klötzchen von Bruder Stefano
dv-cube-one = ein { $colour ->
    [red] rotes
   *[black] schwarzes
} Klötzchen ({ $notes })
dv-gain-zazza = ; erhält { $ducats } Ducati zurück
dv-gain-knowledge = ; +{ $knowledge } Wissen
dv-gain-muret = ; ab jetzt { $actions } Aktionen
dv-calls-stupor = { $who } ruft in Brindisi Stupor Mundi aus!
dv-stupor-unanswered = Niemand kommt: { $who } gewinnt Stupor Mundi, ohne zu zahlen.
dv-wins-auction = { $who } gewinnt die Auktion um Stupor Mundi mit { $bid }.
dv-accepts = { $who } nimmt an und reist nach Brindisi.
dv-refuses = { $who } lehnt ab.
dv-passes = { $who } passt.
dv-bids = { $who } bietet { $bid }.
dv-pays = { $who } zahlt { $cubes } ({ $notes }).
dv-wins-stupor = { $who } gewinnt Stupor Mundi: +{ $knowledge } Wissen.
dv-has-declared = { $who } hat gewählt.
dv-you-declared = Deine Wahl: { $choice ->
    [banker] Bankier
    [monk] Benediktiner-Mönch
    [camerlengo] Kardinalkämmerer
    [pope] Papst
   *[none] bleiben, wie du bist
}.
dv-election-stays = Wahl: { $who } bleibt { $status }.
dv-election-becomes = Wahl: { $who } wird { $status } ({ $spent }).
dv-virtual-only = nur das virtuelle Klötzchen
dv-score = { $who } { $vp }
dv-final-scores = Endstand: { $scores }. { $winner } gewinnt.
dv-election-begins = Das Spiel ist vorbei: die abschließende Wahl beginnt (geheime Gebote).
dv-nothing-left = { $who } kann nichts mehr tun und beendet den Zug.
dv-round-begins = Runde { $round } beginnt.
dv-event-laid-out = Ereigniskärtchen { $number } { $event } liegt { $zone_gender ->
    [fem] in der { $zone }
    [masc] im { $zone }
    [sea] im { $zone_dat }
   *[other] in { $zone }
} ({ $kind ->
    [coin] +{ $value } Ducati für einen Kaufmann
    [book] +{ $value } Wissen
   *[stupor] die Auktion um Stupor Mundi, +10 Wissen für den Gewinner
}).
dv-papal-white = Päpstliches Ereignis: weiß, nichts geschieht.
dv-papal-dying = Päpstliches Ereignis: rot. Der Papst liegt im Sterben.
dv-papal-dead = Päpstliches Ereignis: rot. Der Papst ist gestorben: dies ist die letzte Runde; alle ziehen nach { $zone }.
dv-leftover-cubes = Übrige Klötzchen kommen zurück auf die Spielrundenleiste: { $notes }.
dv-round-cubes = Klötzchen dieser Runde: { $cubes }.
dv-alms-bank = { $who } erhält { $ducats } Ducati Almosen von der Bank.
dv-alms = { $who } erhält { $ducats } Ducati Almosen von { $payer }{ $bank ->
    [0] {""}
   *[other] {" "}(die Bank legt { $bank } dazu)
}.
dv-rest-leads = { $who } führt auf der Ausruhen-Leiste und beginnt.
dv-turn-order = Zugreihenfolge: { $seats }.
dv-starts = { $who } beginnt in { $city }.

## Das Ergebnis

dv-tied = gleichauf mit { $vp } VP: { $seats } in der Reihenfolge der Wissens-Leiste
dv-tiebreak = { $ties }.

## Namen: Zonen, Meere, Leisten, Ordensbrüder und Kardinäle, Ereignisse, Wahl, Status
# Die Städte tragen die italienischen Namen des Spielplans; die fünfte Franziskanerstadt
# heißt in der deutschen Ausgabe Norcia (in der italienischen Gubbio).

dv-zone-torino = Torino
    .gender = city
dv-zone-saluzzo = Saluzzo
    .gender = city
dv-zone-ventimiglia = Ventimiglia
    .gender = city
dv-zone-asti = Asti
    .gender = city
dv-zone-genova = Genova
    .gender = city
dv-zone-pavia = Pavia
    .gender = city
dv-zone-milano = Milano
    .gender = city
dv-zone-verona = Verona
    .gender = city
dv-zone-vicenza = Vicenza
    .gender = city
dv-zone-padova = Padova
    .gender = city
dv-zone-venezia = Venezia
    .gender = city
dv-zone-mantova = Mantova
    .gender = city
dv-zone-parma = Parma
    .gender = city
dv-zone-ferrara = Ferrara
    .gender = city
dv-zone-abbey_pomposa = Abtei (Pomposa)
    .gender = fem
dv-zone-ravenna = Ravenna
    .gender = city
dv-zone-bologna = Bologna
    .gender = city
dv-zone-convent_lunigiana = Konvent (Lunigiana)
    .gender = masc
dv-zone-lucca = Lucca
    .gender = city
dv-zone-pisa = Pisa
    .gender = city
dv-zone-firenze = Firenze
    .gender = city
dv-zone-siena = Siena
    .gender = city
dv-zone-arezzo = Arezzo
    .gender = city
dv-zone-cortona = Cortona
    .gender = city
dv-zone-urbino = Urbino
    .gender = city
dv-zone-gubbio = Norcia
    .gender = city
dv-zone-perugia = Perugia
    .gender = city
dv-zone-assisi = Assisi
    .gender = city
dv-zone-spoleto = Spoleto
    .gender = city
dv-zone-ancona = Ancona
    .gender = city
dv-zone-celano = Celano
    .gender = city
dv-zone-viterbo = Viterbo
    .gender = city
dv-zone-roma = Roma
    .gender = city
dv-zone-abbey_montecassino = Abtei (Montecassino)
    .gender = fem
dv-zone-capua = Capua
    .gender = city
dv-zone-napoli = Napoli
    .gender = city
dv-zone-salerno = Salerno
    .gender = city
dv-zone-convent_benevento = Konvent (Benevento)
    .gender = masc
dv-zone-foggia = Foggia
    .gender = city
dv-zone-bari = Bari
    .gender = city
dv-zone-brindisi = Brindisi
    .gender = city
dv-zone-taranto = Taranto
    .gender = city
dv-zone-cosenza = Cosenza
    .gender = city
dv-zone-abbey_sila = Abtei (Sila)
    .gender = fem
dv-zone-reggio = Reggio
    .gender = city
dv-zone-messina = Messina
    .gender = city
dv-zone-palermo = Palermo
    .gender = city
dv-zone-catania = Catania
    .gender = city
dv-zone-siracusa = Siracusa
    .gender = city
dv-zone-cagliari = Cagliari
    .gender = city
dv-sea-tyrrhenian = Tyrrhenisches Meer
    .gender = sea
    .dat = Tyrrhenischen Meer
    .acc = Tyrrhenische Meer
dv-sea-adriatic = Adriatisches Meer
    .gender = sea
    .dat = Adriatischen Meer
    .acc = Adriatische Meer
dv-track-knowledge = Wissen
    .full = Wissens-Leiste
dv-track-rest = Ausruhen
    .full = Ausruhen-Leiste
dv-track-verona = Rätsel von Verona
    .full = Verona-Leiste
dv-track-canticle = Sonnengesang
    .full = Sonnengesangs-Leiste
dv-track-ambassador = Botschafter
    .full = Botschafter-Leiste
dv-track-orient = Orient
    .full = Orient-Leiste
dv-track-library = Bibliothek
    .full = Bibliothek-Leiste
dv-career-mario = Bruder Mario
dv-career-text-mario = +12 Wissen
dv-career-michael = Bruder Michael
dv-career-text-michael = +7 Wissen; virtuelles gelbes Klötzchen
dv-career-stefano = Bruder Stefano
dv-career-text-stefano = +7 Wissen; virtuelles schwarzes Klötzchen
dv-career-gigi = Bruder Gigi
dv-career-text-gigi = doppeltes Almosen; -4 VP am Ende
dv-career-ralph = Bruder Ralph
dv-career-text-ralph = +7 Wissen; Bewegung ohne 10 Ducati; +4 VP
dv-career-balesteri = Kardinal Balesteri
dv-career-text-balesteri = +4 Wissen; virtuelles rotes Klötzchen
dv-career-lanzuisi = Kardinal Lanzuisi
dv-career-text-lanzuisi = +6 VP, außer als Papst
dv-career-muret = Kardinal Muret
dv-career-text-muret = kostet 70; 6 Aktionen pro Zug
dv-career-shlasinger = Kardinal Shlasinger
dv-career-text-shlasinger = 1×: Gegner -6 Wissen; +4 VP außer Papst
dv-career-zazza = Kardinal Zazza
dv-career-text-zazza = 40 Ducati zurück; +1 Bibliotheks-Kärtchen
dv-event-1 = Placitum Capuanum
dv-event-2 = Scuola Siciliana
dv-event-3 = Liber Abaci
dv-event-4 = Commercium
dv-event-5 = Mercis
dv-event-6 = Dolce Stil Novo
dv-event-7 = Filocolo
dv-event-8 = Artes Dictandi
dv-event-9 = Il Milione
dv-event-10 = Stupor Mundi
dv-election-banker = Bankier
dv-election-monk = Benediktiner-Mönch
dv-election-camerlengo = Kardinalkämmerer
dv-election-pope = Papst
dv-status-merchant = Kaufmann
dv-status-friar = Ordensbruder
dv-status-cardinal = Kardinal

## Die Statuszeile der Sicht und die Dialekte (die Bilder zeigen sie)
# $phase ist der Schlüssel der Phase; $last "yes" in der letzten Runde; $who die Spieler,
# die entscheiden ($count Namen).
dv-over-status = Spielende nach Runde { $round }
dv-setup-status = Spielaufbau: Wahl der Start-Städte
dv-round-status = Runde { $round }{ $last ->
        [yes] {" "}(letzte)
       *[no] {""}
    }, { $phase ->
        [start] Start-Städte
        [alms] Almosen
        [stupor] Stupor Mundi
        [election] Wahl
       *[action] Aktionen
    }: { $who } { $count ->
        [one] entscheidet
       *[other] entscheiden
    }
dv-dialect-blue = D'Oil-Sprache
dv-dialect-yellow = Latein
dv-dialect-violet = Fiorentino
dv-dialect-green = Scuola Siciliana
dv-dialect-orange = D'Oc-Sprache
dv-dialect-white = neutral
