# Lorenzo il Magnifico: jeder Text, den die Engine schreibt (games/lorenzo).

## Mengen und Aufzählungen

lor-n-wood = { $n } Holz
lor-n-stone = { $n } Stein
lor-n-servants = { $n } Diener
lor-n-coins = { $n ->
    [one] { $n } Münze
   *[other] { $n } Münzen
}
lor-n-vp = { $n ->
    [one] { $n } Siegpunkt
   *[other] { $n } Siegpunkte
}
lor-n-mp = { $n ->
    [one] { $n } Militärpunkt
   *[other] { $n } Militärpunkte
}
lor-n-fp = { $n ->
    [one] { $n } Glaubenspunkt
   *[other] { $n } Glaubenspunkte
}
lor-n-privileges = { $n ->
    [one] { $n } Ratsprivileg
   *[other] { $n } Ratsprivilegien
}
lor-n-privileges-different = { $n } Ratsprivilegien (verschiedene)
lor-comma = { $a }, { $b }
lor-plus = { $a } + { $b }
lor-nothing = nichts
lor-two = { $a } { $b }

## Die Runde, die Spielerreihenfolge und das Spielende

lor-round = Runde { $round } (Zeitabschnitt { $period }): neue Karten; { $who } würfelt weiß { $white }, schwarz { $black }, orange { $orange }.
lor-new-order = Neue Spielerreihenfolge: { $order }.
lor-total = { $who } { $n } SP
lor-game-over = Das Spiel ist zu Ende: { $who } gewinnt ({ $totals }).
lor-tiebreak = { $n } Spieler haben gleich viele Siegpunkte ({ $vp }); { $who } gewinnt, da in der Spielerreihenfolge am weitesten vorn (SC-9).
lor-passes = { $who } passt.
lor-ends-turn = { $who } beendet den Zug.

## Einsetzen

lor-fm-white = weißes Familienmitglied
lor-fm-black = schwarzes Familienmitglied
lor-fm-orange = oranges Familienmitglied
lor-fm-neutral = neutrales Familienmitglied
lor-the-fm-white = das weiße Familienmitglied
lor-the-fm-black = das schwarze Familienmitglied
lor-the-fm-orange = das orange Familienmitglied
lor-the-fm-neutral = das neutrale Familienmitglied
lor-bonus-action = Bonusaktion
lor-from-tower-territory = dem grünen Turm
lor-from-tower-building = dem gelben Turm
lor-from-tower-character = dem blauen Turm
lor-from-tower-venture = dem lila Turm
lor-for = für { $what }
lor-at-no-cost = kostenlos
lor-takes-card = { $who } nimmt { $card } aus { $tower }, Ebene { $floor } ({ $how }, Wert { $value }{ $servants ->
    [0] {""}
    [one] {" "}mit 1 Diener
   *[other] {" "}mit { $servants } Dienern
}) { $price }.
lor-pays-fee = { $who } zahlt { $n } Münzen: Der Turm ist besetzt.
lor-on-market-1 = auf Marktfeld 1
lor-on-market-2 = auf Marktfeld 2
lor-on-market-3 = auf Marktfeld 3
lor-on-market-4 = auf Marktfeld 4
lor-on-council = in den Ratspalast
lor-on-harvest-small = auf das kleine Erntefeld
lor-on-harvest-large = auf das große Erntefeld (-3)
lor-on-production-small = auf das kleine Produktionsfeld
lor-on-production-large = auf das große Produktionsfeld (-3)
lor-places = { $who } setzt { $fm } (Wert { $value }{ $servants ->
    [0] {""}
    [one] {" "}mit 1 Diener
   *[other] {" "}mit { $servants } Dienern
}) { $space }.
lor-skips-bonus-action = { $who } verzichtet auf die Bonusaktion.
lor-skips-harvest = { $who } verzichtet auf die Ernte.
lor-skips-production = { $who } verzichtet auf die Produktion.
lor-takes-tile = { $who } nimmt Bonusplättchen { $tile }.

## Erträge, Ernte und Produktion

lor-gains = { $who } erhält { $what }.
lor-gains-from = { $who } erhält { $what } ({ $why }).
lor-why-floor-bonus = Ebenenbonus
lor-why-bonus-tile = Bonusplättchen
lor-why-privilege = Ratsprivileg
lor-why-discarded-leader = abgeworfener Anführer
lor-why-market-1 = Marktfeld 1
lor-why-market-2 = Marktfeld 2
lor-why-market-3 = Marktfeld 3
lor-why-market-4 = Marktfeld 4
lor-why-council = Ratspalast
lor-gives-back = { $who } gibt { $what } zurück (exkommuniziert: 1 Holz oder 1 Stein weniger).
lor-gives-back-from = { $who } gibt { $what } zurück (exkommuniziert: 1 Holz oder 1 Stein weniger, { $why }).
lor-harvests = { $who } erntet mit Wert { $value }.
lor-produces = { $who } produziert mit Wert { $value }.
lor-pays-for = { $who } zahlt { $what } ({ $card }).

## Anführer

lor-plays-leader = { $who } spielt { $leader } aus.
lor-discards-leader = { $who } wirft { $leader } für ein Ratsprivileg ab.
lor-uses-copy = { $who } nutzt Lorenzo de' Medici, um einen Anführer zu kopieren.
lor-uses-lucrezia = { $who } nutzt Lucrezia Borgia: farbige Familienmitglieder in dieser Runde +2.
lor-uses-leader = { $who } nutzt { $leader }.
lor-draft-complete = Der Anführer-Draft ist abgeschlossen.
lor-keeps-leaders = { $who } behält { $leaders }.
lor-keeps-a-leader = { $who } behält einen Anführer.
lor-you-keep = Du behältst { $leader }.
lor-copies = Lorenzo de' Medici von { $who } kopiert { $leader }.
lor-federico-white = Das weiße Familienmitglied von { $who } hat in dieser Runde Wert 6.
lor-federico-black = Das schwarze Familienmitglied von { $who } hat in dieser Runde Wert 6.
lor-federico-orange = Das orange Familienmitglied von { $who } hat in dieser Runde Wert 6.

## Der Vatikanbericht

lor-supports = { $who } unterstützt die Kirche und erhält { $vp } SP für { $faith }.
lor-chooses-excommunication = { $who } wählt die Exkommunikation: { $tile }.
lor-is-excommunicated = { $who } wird exkommuniziert: { $tile }.
lor-scores-faith = { $who } erhält { $vp } SP für { $faith }.

## Beschriftungen der Wahlmöglichkeiten

lor-label-colon = { $head }: { $tail }
lor-label-part = { $what }
lor-colour-green = grün
lor-colour-yellow = gelb
lor-colour-blue = blau
lor-colour-purple = lila
lor-label-tower = { $card } ({ $colour } { $floor })
lor-price-choose = Zahlungsweise wählen
lor-price-choose-plus = Zahlungsweise wählen, plus { $rest }
lor-price-pay = zahle { $what }
lor-price-none = keine Kosten
lor-price-free = kostenlos
lor-price-need = { $need } Militärpunkte nötig, zahle { $pay }
lor-label-place-white = Setze das weiße Familienmitglied (Wert { $value })
lor-label-place-black = Setze das schwarze Familienmitglied (Wert { $value })
lor-label-place-orange = Setze das orange Familienmitglied (Wert { $value })
lor-label-place-neutral = Setze das neutrale Familienmitglied (Wert { $value })
lor-label-pass-excommunicated = Passen: ersten Zug aussetzen (exkommuniziert)
lor-label-pass-nothing = Passen: kein Familienmitglied kann handeln
lor-label-harvest-small = Ernte mit Wert { $value } (klein){ $servants ->
    [0] {""}
   *[other] {", "}zahle { $servants } Diener
}
lor-label-harvest-large = Ernte mit Wert { $value } (groß){ $servants ->
    [0] {""}
   *[other] {", "}zahle { $servants } Diener
}
lor-label-production-small = Produktion mit Wert { $value } (klein){ $servants ->
    [0] {""}
   *[other] {", "}zahle { $servants } Diener
}
lor-label-production-large = Produktion mit Wert { $value } (groß){ $servants ->
    [0] {""}
   *[other] {", "}zahle { $servants } Diener
}
lor-label-council = Ratspalast: 1 Münze + 1 Ratsprivileg, früher am Zug{ $servants ->
    [0] {""}
   *[other] {", "}zahle { $servants } Diener
}
lor-label-market = Marktfeld { $n }: { $what }{ $servants ->
    [0] {""}
   *[other] {", "}zahle { $servants } Diener
}
lor-yield-get = erhalte { $what }
lor-yield-minus = { $a } minus { $n } Holz oder Stein (Exkommunikation)
lor-yield-privileges = { $a }, { $n ->
    [one] { $n } Ratsprivileg
   *[other] { $n } Ratsprivilegien
}
lor-yield-tile = Plättchen { $what }
lor-yield-buildings = { $a } + { $n } Gebäude
lor-label-spend = Setze { $servants } ein: Aktionswert { $value }
lor-label-take = Nimm { $card }
lor-label-privilege = Ratsprivileg: { $what }
lor-label-privilege-left = Ratsprivileg: { $what } (noch { $n }, alle verschieden)
lor-label-give-back-wood = Gib 1 Holz zurück
lor-label-give-back-stone = Gib 1 Stein zurück
lor-label-skip-bonus-action = Auf die Bonusaktion verzichten
lor-label-bonus-harvest = Ernte mit Wert { $value } ({ $servants })
lor-label-bonus-production = Produktion mit Wert { $value } ({ $servants })
lor-label-skip-harvest = Auf die Ernte verzichten
lor-label-skip-production = Auf die Produktion verzichten
lor-label-end-turn = Beende deinen Zug
lor-label-tile = Bonusplättchen { $tile }
lor-label-play = Spiele { $leader } aus
lor-label-discard = Wirf { $leader } ab: erhalte 1 Ratsprivileg
lor-label-use-copy = Nutze Lorenzo de' Medici: kopiere den Anführer eines Mitspielers (endgültig)
lor-label-use = Nutze { $leader }
lor-label-keep = Behalte { $leader }
lor-label-copy = Kopiere { $leader }
lor-label-federico-white = Das weiße Familienmitglied hat in dieser Runde Wert 6
lor-label-federico-black = Das schwarze Familienmitglied hat in dieser Runde Wert 6
lor-label-federico-orange = Das orange Familienmitglied hat in dieser Runde Wert 6
lor-label-exchange = { $card }: zahle { $pay }, erhalte { $get }
lor-label-no-exchange = { $card }: kein Tausch
lor-label-support = Unterstütze die Kirche: { $vp } SP für { $faith }
lor-label-excommunicated = Exkommunikation wählen: { $tile }
lor-label-excommunicated-late = Exkommunikation wählen: { $tile }, { $vp } SP

## Überschriften der Gruppen

lor-group-family = Familienmitglieder
lor-group-tower = Türme
lor-group-council = Ratspalast
lor-group-market = Markt
lor-group-harvest = Ernte
lor-group-production = Produktion
lor-group-leaders = Anführer

## Names: development cards (printed names; see the README for the reconstructed ones)

lor-card-T1 = Handelsposten
lor-card-T2 = Hain
lor-card-T3 = Weiler
lor-card-T4 = Kiesgrube
lor-card-T5 = Nutzwald
lor-card-T6 = Kloster
lor-card-T7 = Zitadelle
lor-card-T8 = Stadt
lor-card-T9 = Goldmine
lor-card-T10 = Bergdorf
lor-card-T11 = Bergbaudorf
lor-card-T12 = Steinbruch
lor-card-T13 = Landgut
lor-card-T14 = Einsiedelei
lor-card-T15 = Herrenhaus
lor-card-T16 = Herzogtum
lor-card-T17 = Handelsstadt
lor-card-T18 = Gutshof
lor-card-T19 = Kolonie
lor-card-T20 = Marmorsteinbruch
lor-card-T21 = Provinz
lor-card-T22 = Heiligtum
lor-card-T23 = Burg
lor-card-T24 = Befestigte Stadt
lor-card-B25 = Münzprägestätte
lor-card-B26 = Steueramt
lor-card-B27 = Triumphbogen
lor-card-B28 = Theater
lor-card-B29 = Schreinerei
lor-card-B30 = Steinmetzwerkstatt
lor-card-B31 = Kapelle
lor-card-B32 = Residenz
lor-card-B33 = Marktplatz
lor-card-B34 = Schatzkammer
lor-card-B35 = Malergilde
lor-card-B36 = Bildhauergilde
lor-card-B37 = Baumeistergilde
lor-card-B38 = Baptisterium
lor-card-B39 = Kaserne
lor-card-B40 = Bollwerk
lor-card-B41 = Bank
lor-card-B42 = Messe
lor-card-B43 = Garten
lor-card-B44 = Feste
lor-card-B45 = Palast
lor-card-B46 = Basilika
lor-card-B47 = Militärakademie
lor-card-B48 = Kathedrale
lor-card-C49 = Heerführer
lor-card-C50 = Baumeister
lor-card-C51 = Edeldame
lor-card-C52 = Ritter
lor-card-C53 = Bauer
lor-card-C54 = Künstler
lor-card-C55 = Prediger
lor-card-C56 = Äbtissin
lor-card-C57 = Hauptmann
lor-card-C58 = Architekt
lor-card-C59 = Mäzen
lor-card-C60 = Held
lor-card-C61 = Kleinbauer
lor-card-C62 = Gelehrter
lor-card-C63 = Päpstlicher Gesandter
lor-card-C64 = Königlicher Gesandter
lor-card-C65 = Adliger
lor-card-C66 = Statthalter
lor-card-C67 = Kurtisane
lor-card-C68 = Herold
lor-card-C69 = Kardinal
lor-card-C70 = Bischof
lor-card-C71 = General
lor-card-C72 = Botschafter
lor-card-V73 = Rekruten anwerben
lor-card-V74 = Die Kirche instand setzen
lor-card-V75 = Die Mauern bauen
lor-card-V76 = Eine Statue errichten
lor-card-V77 = Feldzug
lor-card-V78 = Bettler beherbergen
lor-card-V79 = Ketzerei bekämpfen
lor-card-V80 = Den Bischof unterstützen
lor-card-V81 = Soldaten anwerben
lor-card-V82 = Die Abtei instand setzen
lor-card-V83 = Die Bastionen bauen
lor-card-V84 = Den König unterstützen
lor-card-V85 = Kanäle ausbauen
lor-card-V86 = Fremde beherbergen
lor-card-V87 = Kreuzzug
lor-card-V88 = Den Kardinal unterstützen
lor-card-V89 = Söldner anwerben
lor-card-V90 = Die Kathedrale instand setzen
lor-card-V91 = Die Türme bauen
lor-card-V92 = Sakrale Kunst fördern
lor-card-V93 = Militärische Eroberung
lor-card-V94 = Die Straßen ausbauen
lor-card-V95 = Heiliger Krieg
lor-card-V96 = Den Papst unterstützen

## Leaders (proper names, the same in every language)

lor-leader-L1 = Francesco Sforza
lor-leader-L2 = Ludovico Ariosto
lor-leader-L3 = Filippo Brunelleschi
lor-leader-L4 = Federico da Montefeltro
lor-leader-L5 = Girolamo Savonarola
lor-leader-L6 = Giovanni dalle Bande Nere
lor-leader-L7 = Sandro Botticelli
lor-leader-L8 = Michelangelo Buonarroti
lor-leader-L9 = Ludovico III Gonzaga
lor-leader-L10 = Leonardo da Vinci
lor-leader-L11 = Pico della Mirandola
lor-leader-L12 = Sisto IV
lor-leader-L13 = Lucrezia Borgia
lor-leader-L14 = Sigismondo Malatesta
lor-leader-L15 = Lorenzo de' Medici
lor-leader-L16 = Ludovico il Moro
lor-leader-L17 = Cesare Borgia
lor-leader-L18 = Santa Rita
lor-leader-L19 = Cosimo de' Medici
lor-leader-L20 = Bartolomeo Colleoni

## Leaders: what each does, in short

lor-leader-text-L1 = Ernte mit Wert 1 (nur Diener)
lor-leader-text-L2 = Familienmitglieder auf besetzte Felder setzen
lor-leader-text-L3 = Keine 3 Münzen in besetzten Türmen
lor-leader-text-L4 = Ein farbiges Familienmitglied hat Wert 6
lor-leader-text-L5 = Erhalte 1 Glaubenspunkt
lor-leader-text-L6 = Erhalte 1 Holz, 1 Stein, 1 Münze
lor-leader-text-L7 = Erhalte 2 Militärpunkte und 1 Siegpunkt
lor-leader-text-L8 = Erhalte 3 Münzen
lor-leader-text-L9 = Erhalte 1 Ratsprivileg
lor-leader-text-L10 = Produktion mit Wert 0 (nur Diener)
lor-leader-text-L11 = Kartenkosten in Münzen: 3 Münzen weniger
lor-leader-text-L12 = +5 Siegpunkte, wenn du die Kirche unterstützt
lor-leader-text-L13 = Farbige Familienmitglieder in dieser Runde +2
lor-leader-text-L14 = Neutrales Familienmitglied +3
lor-leader-text-L15 = Kopiere den ausgespielten Anführer eines Mitspielers (endgültig)
lor-leader-text-L16 = Farbige Familienmitglieder haben Wert 5
lor-leader-text-L17 = Keine Militärpunkte für Gebiete nötig
lor-leader-text-L18 = Ressourcen aus sofortigen Effekten von Karten verdoppelt
lor-leader-text-L19 = Erhalte 3 Diener und 1 Siegpunkt
lor-leader-text-L20 = Erhalte 4 Siegpunkte

## Excommunication tiles: their effect

lor-exc-EXC-1 = Jeder Erhalt von Militärpunkten: 1 weniger
lor-exc-EXC-2 = Jeder Erhalt von Münzen: 1 Münze weniger
lor-exc-EXC-3 = Jeder Erhalt von Dienern: 1 Diener weniger
lor-exc-EXC-4 = Jeder Erhalt von Holz/Stein: 1 weniger
lor-exc-EXC-5 = Erntewert -3
lor-exc-EXC-6 = Produktionswert -3
lor-exc-EXC-7 = Farbige Familienmitglieder -1
lor-exc-EXC-8 = Gebiete nehmen: Wert -4
lor-exc-EXC-9 = Gebäude nehmen: Wert -4
lor-exc-EXC-10 = Charaktere nehmen: Wert -4
lor-exc-EXC-11 = Wagnisse nehmen: Wert -4
lor-exc-EXC-12 = Keine Familienmitglieder auf den Marktfeldern
lor-exc-EXC-13 = 2 Diener je +1 Wert
lor-exc-EXC-14 = Setze in jeder Runde deinen ersten Zug aus
lor-exc-EXC-15 = Keine SP für Charaktere am Spielende
lor-exc-EXC-16 = Keine SP für Wagnisse am Spielende
lor-exc-EXC-17 = Keine SP für Gebiete am Spielende
lor-exc-EXC-18 = Vor der Schlusswertung: 1 SP weniger je 5 SP
lor-exc-EXC-19 = 1 SP weniger je Militärpunkt
lor-exc-EXC-20 = 1 SP weniger je Holz/Stein in Gebäudekosten
lor-exc-EXC-21 = 1 SP weniger je Ressource

## Prompts

lor-ask-turn = Du bist am Zug: Setze ein Familienmitglied
lor-ask-space = Wähle ein Aktionsfeld
lor-ask-servants = Wie viele Diener setzt du ein?
lor-ask-cost = Wie bezahlst du die Karte?
lor-ask-privilege = Wähle ein Ratsprivileg
lor-ask-bonus-card = Bonusaktion: Du darfst eine Karte nehmen
lor-ask-bonus-hp = Bonusaktion: Du darfst ernten oder produzieren
lor-ask-exchange = Produktion: Wähle die Tauschgeschäfte
lor-ask-after = Nutze Anführeraktionen oder beende deinen Zug
lor-ask-vatican = Vatikanbericht: Unterstützt du die Kirche?
lor-ask-tile = Wähle dein Bonusplättchen
lor-ask-copy = Wähle den Anführer, den Lorenzo de' Medici kopiert
lor-ask-federico = Wähle das Familienmitglied mit Wert 6
lor-ask-wood-stone = Exkommuniziert: Gib 1 Holz oder 1 Stein zurück
lor-ask-draft = Anführer-Draft: Behalte einen Anführer

## Gedruckte Texte: Karteneffekte, Kosten, Voraussetzungen (Details der Wahlmöglichkeiten und Bilder)

lor-s-vp = { $n } SP
lor-s-mp = { $n } MP
lor-s-fp = { $n } FP
lor-s-privileges = { $n ->
    [one] { $n } Privileg
   *[other] { $n } Privilegien
}
lor-s-privileges-different = { $n } Privilegien (ungleich)
lor-s-cost-need = { $need } MP nötig, zahle { $pay } MP
lor-semicolon = { $a }; { $b }
lor-or = { $a } oder { $b }
lor-and = { $a } und { $b }
lor-swap = { $pay } -> { $get }
lor-per-territory = { $what } pro Gebiet
lor-per-building = { $what } pro Gebäude
lor-per-character = { $what } pro Charakter
lor-per-venture = { $what } pro Wagnis
lor-per-mp2 = { $what } pro { $mp }
lor-action-any = beliebige Karte mit Wert { $value } nehmen
lor-action-territory = Gebiet mit Wert { $value } nehmen
lor-action-building = Gebäude mit Wert { $value } nehmen
lor-action-character = Charakter mit Wert { $value } nehmen
lor-action-venture = Wagnis mit Wert { $value } nehmen
lor-action-harvest = Ernte mit Wert { $value }
lor-action-production = Produktion mit Wert { $value }
lor-action-discount = { $a } (-{ $discount })
lor-preacher-text = Kein Bonus von den Turmebenen 3 und 4
lor-bonus-harvest = +{ $n } Ernte
lor-bonus-production = +{ $n } Produktion
lor-bonus-territory = +{ $n } Gebiete
lor-bonus-building = +{ $n } Gebäude
lor-bonus-character = +{ $n } Charaktere
lor-bonus-venture = +{ $n } Wagnisse
lor-card-cost = Kosten { $what }
lor-card-now = sofort { $what }
lor-card-harvest = Ernte { $value }: { $what }
lor-card-production = Produktion { $value }: { $what }
lor-card-discount = -{ $what }
lor-card-discount-one-of = -1 von { $what }
lor-card-end-vp = { $n } SP am Spielende
lor-req-territory = { $n ->
    [one] { $n } Gebiet
   *[other] { $n } Gebiete
}
lor-req-building = { $n } Gebäude
lor-req-character = { $n ->
    [one] { $n } Charakter
   *[other] { $n } Charaktere
}
lor-req-venture = { $n ->
    [one] { $n } Wagnis
   *[other] { $n } Wagnisse
}
lor-req-same-type = { $n } Karten einer Art

## Details der Wahlmöglichkeiten

lor-then = { $a } { $b }
lor-sentence = { $what }.
lor-more = { $text } …
lor-detail-too-long = Zu lang für dieses Menü: Die lokale Seite zeigt den ganzen Text.
lor-price-choose-cap = Zahlungsweise wählen
lor-price-choose-plus-cap = Zahlungsweise wählen, plus { $rest }
lor-price-pay-cap = Zahle { $what }
lor-price-none-cap = Keine Kosten
lor-price-free-cap = Kostenlos
lor-price-need-cap = { $need } Militärpunkte nötig, zahle { $pay }
lor-yield-get-cap = Erhalte { $what }
lor-yield-tile-cap = Plättchen { $what }
lor-nothing-cap = Nichts
lor-detail-fm-white = Das weiße Familienmitglied: Würfel { $die }, Aktionswert { $value } ohne Diener.
lor-detail-fm-black = Das schwarze Familienmitglied: Würfel { $die }, Aktionswert { $value } ohne Diener.
lor-detail-fm-orange = Das orange Familienmitglied: Würfel { $die }, Aktionswert { $value } ohne Diener.
lor-detail-fm-neutral = Das neutrale Familienmitglied: kein Würfel, Aktionswert { $value } ohne Diener.
lor-detail-council = Erhalte 1 Münze und 1 Ratsprivileg; in der nächsten Runde bist du früher am Zug.
lor-detail-gain = Erhalte { $what }.
lor-detail-you-will-have = Du hast dann { $what } (vor jeder Exkommunikation).
lor-detail-servants = Du hast { $have }; es bleiben { $left }.
lor-detail-cost = Zahle dies und nimm die Karte mit ihrem sofortigen Effekt.
lor-detail-discard = { $leader } verlässt das Spiel; du wählst 1 Ratsprivileg.
lor-detail-leader = { $leader }: { $text }.
lor-detail-needs = Voraussetzung: { $what }.
lor-detail-federico = Statt seines Würfels { $die }, bis zum Ende der Runde.
lor-detail-tile = Ernte: { $harvest }; Produktion: { $production }.
lor-detail-exchange = { $card } tauscht in dieser Produktion einmal.
lor-detail-skip = Verzichte auf diese Bonusaktion; du zahlst nichts.
lor-detail-end = Dein Zug endet; in diesem Zug keine weiteren Anführeraktionen.
lor-detail-pass = In diesem Zug kannst du nichts einsetzen.
lor-detail-support = Deine Glaubenspunktleiste geht auf 0 zurück ({ $faith } ausgegeben).
lor-detail-needs-mp = Du brauchst { $need } Militärpunkte und zahlst { $pay }.
lor-detail-includes-both = Enthält die { $n } Münzen für den besetzten Turm und { $servants } für den Wert.
lor-detail-includes-fee = Enthält die { $n } Münzen für den besetzten Turm.
lor-detail-includes-servants = Enthält { $servants } für den Wert.
lor-detail-floor-bonus = Ebenenbonus: { $what }.
lor-detail-card = Karte: { $what }.
lor-detail-card-part = Karte: { $what }
lor-detail-harvest-small = Aktiviere dein Bonusplättchen und deine Gebiete bis zu diesem Wert.
lor-detail-harvest-large = Aktiviere dein Bonusplättchen und deine Gebiete bis zu diesem Wert. Das große Feld gibt -3.
lor-detail-production-small = Aktiviere dein Bonusplättchen und deine Gebäude bis zu diesem Wert.
lor-detail-production-large = Aktiviere dein Bonusplättchen und deine Gebäude bis zu diesem Wert. Das große Feld gibt -3.
lor-detail-give-back = Exkommuniziert: 1 Holz oder 1 Stein weniger; du behältst { $keep }.
lor-detail-give-back-from = Exkommuniziert: 1 Holz oder 1 Stein weniger ({ $why }); du behältst { $keep }.
lor-detail-keep-faith = Behalte deine { $faith }.
lor-detail-faith-scores = Deine Glaubenspunkte werden trotzdem gewertet.

## Warnungen vor einem Verlust im Detail einer Wahlmöglichkeit

lor-loss = Verlust: { $parts }.
lor-loss-part = Verlust: { $parts }
lor-loss-excommunicated = exkommuniziert, { $what } weniger
lor-loss-give-back = exkommuniziert, du gibst 1 Holz oder Stein zurück
lor-loss-faith-full = Glaubenspunktleiste bei 15 voll, { $faith } verfallen
lor-loss-preacher = { $card }, kein Ebenenbonus ({ $bonus })
lor-loss-overspent = { $servants } mehr, als die Aktion nutzen kann
lor-loss-nothing-harvest = Wert { $value }, diese Ernte bringt nichts
lor-loss-nothing-production = Wert { $value }, diese Produktion bringt nichts
lor-loss-idle-territory = Wert { $value }, { $n ->
    [one] { $n } deiner Gebiete bleibt
   *[other] { $n } deiner Gebiete bleiben
} untätig
lor-loss-idle-building = Wert { $value }, { $n ->
    [one] { $n } deiner Gebäude bleibt
   *[other] { $n } deiner Gebäude bleiben
} untätig

## Die Statuszeile (Kopf der Bilder)

lor-status-over = Spielende
lor-status-setup = Spielvorbereitung
lor-status-round = Runde { $round }/6, Zeitabschnitt { $period }
lor-status = { $where }, { $phase }: { $who } soll { $doing }
lor-status-everyone = { $where }, { $phase }: Alle sollen { $doing }
lor-phase-setup = Spielvorbereitung
lor-phase-draft = Anführer-Draft
lor-phase-actions = Aktionen
lor-phase-vatican = Vatikanbericht
lor-doing-turn = ein Familienmitglied einsetzen
lor-doing-space = ein Aktionsfeld wählen
lor-doing-servants = die Zahl der eingesetzten Diener wählen
lor-doing-cost = die Bezahlung einer Karte wählen
lor-doing-privilege = ein Ratsprivileg wählen
lor-doing-bonus-card = eine Bonuskarte nehmen oder verzichten
lor-doing-bonus-hp = eine Bonusernte oder -produktion nutzen oder verzichten
lor-doing-exchange = die Tauschgeschäfte der Produktion wählen
lor-doing-after = Anführeraktionen nutzen oder den Zug beenden
lor-doing-vatican = über die Unterstützung der Kirche entscheiden
lor-doing-tile = ein Bonusplättchen wählen
lor-doing-copy = den Anführer wählen, den Lorenzo de' Medici kopiert
lor-doing-federico = das Familienmitglied mit Wert 6 wählen
lor-doing-wood-stone = 1 Holz oder 1 Stein zurückgeben
lor-doing-draft = einen Anführer aus dem Draft behalten
