# Lorenzo il Magnifico: die Wörter, die seine Bilder selbst zeichnen (render/lorenzo). Namen und
# gedruckte Texte der Karten, Anführer und Plättchen kommen aus der Engine (lorenzo.ftl).

## Dinge auf dem Spielplan

pic-lor-type-territory = Gebiete
pic-lor-type-building = Gebäude
pic-lor-type-character = Charaktere
pic-lor-type-venture = Wagnisse
pic-lor-floor = { $colour } { $floor }
pic-lor-market = Marktfeld { $n }
pic-lor-area-market = Markt
pic-lor-council = Ratspalast
pic-lor-harvest = Ernte
pic-lor-production = Produktion
pic-lor-harvest-small = Ernte (klein)
pic-lor-harvest-large = Ernte (groß)
pic-lor-production-small = Produktion (klein)
pic-lor-production-large = Produktion (groß)
pic-lor-fm-white = Weiß
pic-lor-fm-black = Schwarz
pic-lor-fm-orange = Orange
pic-lor-fm-neutral = Neutral
pic-lor-tile-basic = Bonusplättchen (Grundspiel)
pic-lor-tile = Bonusplättchen { $tile }
pic-lor-tile-harvest = { $tile }: Ernte { $what }
pic-lor-tile-production = Produktion { $what }
pic-lor-tile-not-chosen = Bonusplättchen noch nicht gewählt
pic-lor-tile-not-chosen-free = Bonusplättchen noch nicht gewählt (frei: { $free })
pic-lor-strip-wood = Holz
pic-lor-strip-stone = Stein
pic-lor-strip-mp = MP
pic-lor-strip-coins = { $n ->
    [one] Mün- ze
   *[other] Mün- zen
}
pic-lor-value-min = Wert { $value }+
pic-lor-value-malus = Wert −{ $malus }
pic-lor-next-turn-order = früher am Zug
pic-lor-taken = genommen
pic-lor-empty = leer
pic-lor-tower-title = { $type } ({ $colour }), Stapel { $deck }

## Die Zeilen einer Karte

pic-lor-card-cost = Kosten { $what }
pic-lor-card-needs = { $need } MP nötig, zahle { $pay } MP
pic-lor-card-now = Sofort: { $what }
pic-lor-card-harvest = Ernte { $value }: { $what }
pic-lor-card-production = Produktion { $value }: { $what }
pic-lor-card-always = Dauerhaft: { $what }
pic-lor-card-bonus-territory = +{ $n } auf Gebietskarten
pic-lor-card-bonus-building = +{ $n } auf Gebäudekarten
pic-lor-card-bonus-character = +{ $n } auf Charakterkarten
pic-lor-card-bonus-venture = +{ $n } auf Wagniskarten
pic-lor-card-bonus-harvest = +{ $n } auf Ernte
pic-lor-card-bonus-production = +{ $n } auf Produktion
pic-lor-card-bonus-less = { $bonus }, zahle { $what } weniger
pic-lor-card-less = zahle { $what } weniger
pic-lor-card-end = Spielende: { $vp } SP

## Das Handybild

pic-lor-where = Wo du einsetzen kannst
pic-lor-where-note = die jetzt angebotenen Felder
pic-lor-card-in-question = Die betroffene Karte
pic-lor-the-board = Der Spielplan
pic-lor-the-board-note = wähle ein Familienmitglied, dann ein Feld
pic-lor-action-spaces = Aktionsfelder
pic-lor-vatican-report = Vatikanbericht
pic-lor-period = Zeitabschnitt { $period }
pic-lor-vatican-needs = Nötig: { $fp } Glaubenspunkte (FP). Sonst exkommuniziert: { $tile }
pic-lor-vatican-mover = { $name } hat { $fp ->
    [one] { $fp } Glaubenspunkt
   *[other] { $fp } Glaubenspunkte
}: Die Kirche zu unterstützen bringt { $vp } SP und setzt den Glauben auf 0 zurück.
pic-lor-name-fp = { $name }: { $fp } FP
pic-lor-dice = Würfel
pic-lor-dice-legend = W weiß · B schwarz · O orange · N neutral
pic-lor-name-vp = { $name } — { $vp } SP
pic-lor-resources = Holz { $wood } · Stein { $stone } · Diener { $servants } · Münzen { $coins }
pic-lor-points = Militärpunkte (MP) { $mp } · Glaubenspunkte (FP) { $fp }
pic-lor-family = Familie
pic-lor-placed = { $die } eingesetzt
pic-lor-leader-used = { $leader } (diese Runde genutzt)
pic-lor-none = keine
pic-lor-leaders-in-play = Ausgespielte Anführer: { $leaders } · { $hand } auf der Hand
pic-lor-excommunicated = Exkommuniziert (Zeitabschnitt { $period }): { $tile }
pic-lor-other-row = { $name }: { $vp } SP · MP { $mp } · FP { $fp } · { $coins ->
    [one] { $coins } Münze
   *[other] { $coins } Münzen
} · { $wood } Holz · { $stone } Stein · { $servants } Diener

## Die Hand: das Bild und der /hand-Text

pic-lor-draft-keep-one = Anführer-Draft, behalte einen:
pic-lor-leaders-in-hand = Anführerkarten auf der Hand ({ $n }):
pic-lor-no-leaders-in-hand = Keine Anführerkarten auf der Hand.
pic-lor-leader-line = • { $leader } (braucht { $needs }): { $ability }
pic-lor-leader-line-once = • { $leader } (braucht { $needs }): { $ability }, einmal pro Runde
pic-lor-hand-of = { $game } — Hand von { $name }
pic-lor-draft-choose = Draft: Wähle einen, den du behältst
pic-lor-hand-count = Anführerkarten auf der Hand ({ $n })
pic-lor-in-play-count = Deine ausgespielten Anführer ({ $n })
pic-lor-no-leader-cards = An diesem Tisch wird ohne Anführerkarten gespielt.
pic-lor-needs = Braucht { $what }
pic-lor-copies = Kopiert { $leader }: { $ability }
pic-lor-once-per-round = Einmal pro Runde
pic-lor-once-used = Einmal pro Runde: diese Runde genutzt
pic-lor-once-not-used = Einmal pro Runde: noch nicht genutzt
pic-lor-always-active = Immer aktiv
pic-lor-your-board = Dein Spielertableau
pic-lor-your-board-vp = Dein Spielertableau: { $vp } SP
pic-lor-goods = { $wood } Holz · { $stone } Stein · { $servants } Diener · { $coins ->
    [one] { $coins } Münze
   *[other] { $coins } Münzen
}
pic-lor-not-excommunicated = Nicht exkommuniziert
pic-lor-fm-placed = { $fm } eingesetzt
pic-lor-federico = { $leader }: Familienmitglied { $fm } hat in dieser Runde Wert 6

## Der ganze Spielplan

pic-lor-title = Lorenzo il Magnifico
pic-lor-one-only = nur 1
pic-lor-closed = gesperrt
pic-lor-track-faith = Glaube
pic-lor-track-military = Militär
pic-lor-track-victory = Sieg
pic-lor-track-titled = { $title } { $short }
pic-lor-track-points = Punkte ({ $short })
pic-lor-vp-at-end = SP am Ende
pic-lor-strip-extra = MP { $mp } · FP { $fp } · { $coins ->
    [one] { $coins } Münze
   *[other] { $coins } Münzen
} · { $servants } Diener
pic-lor-deck = Stapel { $deck }
pic-lor-gain = { $what }
pic-lor-in-order = Nächste Reihenfolge:
pic-lor-report = Bericht: { $fp } FP
pic-lor-turn-order = Zugfolge
pic-lor-period-title = Abschnitt { $period }
pic-lor-needs-fp = braucht { $fp } FP
pic-lor-no-excommunication-tiles = Exkommunikationsplättchen: keine
pic-lor-placed-short = gesetzt
pic-lor-board-row = { $wood } Holz · { $stone } Stein · { $servants } Diener · { $coins ->
    [one] { $coins } Münze
   *[other] { $coins } Münzen
} · MP { $mp } · FP { $fp }
pic-lor-more = +{ $n } weitere
pic-lor-used-short = { $leader } (genutzt)
pic-lor-copies-short = kopiert { $leader }
pic-lor-federico-short = Federico: { $fm ->
    [white] weißes
    [black] schwarzes
   *[orange] oranges
} Familienmitglied = 6
pic-lor-leaders = Anführer: { $leaders }
pic-lor-leaders-hand = Anführer: { $leaders } · { $hand } auf der Hand
pic-lor-excommunicated-periods = Exkommuniziert: Zeitabschnitt { $periods }
