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


## Die Zeilen der Schlusswertung (render.final_rows): pic-final-<Spiel>-<Schlüssel>
