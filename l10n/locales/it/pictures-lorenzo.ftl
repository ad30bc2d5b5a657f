# Lorenzo il Magnifico: le parole che le sue immagini disegnano da sé (render/lorenzo). Nomi e
# testi stampati di carte, leader e tessere vengono dal motore (lorenzo.ftl).

## Elementi del tabellone

pic-lor-type-territory = Territori
pic-lor-type-building = Edifici
pic-lor-type-character = Personaggi
pic-lor-type-venture = Imprese
pic-lor-floor = { $colour } { $floor }
pic-lor-market = Mercato { $n }
pic-lor-area-market = Mercato
pic-lor-council = Palazzo del Consiglio
pic-lor-harvest = Raccolto
pic-lor-production = Produzione
pic-lor-harvest-small = Raccolto (piccolo)
pic-lor-harvest-large = Raccolto (grande)
pic-lor-production-small = Produzione (piccolo)
pic-lor-production-large = Produzione (grande)
pic-lor-fm-white = Bianco
pic-lor-fm-black = Nero
pic-lor-fm-orange = Arancione
pic-lor-fm-neutral = Neutro
pic-lor-tile-basic = Tessera bonus base
pic-lor-tile = Tessera bonus { $tile }
pic-lor-tile-harvest = { $tile }: raccolto { $what }
pic-lor-tile-production = produzione { $what }
pic-lor-tile-not-chosen = Tessera bonus non ancora scelta
pic-lor-tile-not-chosen-free = Tessera bonus non ancora scelta (libere: { $free })
pic-lor-strip-wood = legno
pic-lor-strip-stone = pietra
pic-lor-strip-mp = MP
pic-lor-strip-coins = { $n ->
    [one] mo- neta
   *[other] mo- nete
}
pic-lor-value-min = valore { $value }+
pic-lor-value-malus = valore −{ $malus }
pic-lor-next-turn-order = prossimo ordine di turno
pic-lor-taken = presa
pic-lor-empty = vuoto
pic-lor-tower-title = { $type } ({ $colour }), mazzo { $deck }

## Le righe di una carta

pic-lor-card-cost = Costo { $what }
pic-lor-card-needs = Servono { $need } MP, paga { $pay } MP
pic-lor-card-now = Subito: { $what }
pic-lor-card-harvest = Raccolto { $value }: { $what }
pic-lor-card-production = Produzione { $value }: { $what }
pic-lor-card-always = Permanente: { $what }
pic-lor-card-bonus-territory = +{ $n } sulle carte territorio
pic-lor-card-bonus-building = +{ $n } sulle carte edificio
pic-lor-card-bonus-character = +{ $n } sulle carte personaggio
pic-lor-card-bonus-venture = +{ $n } sulle carte impresa
pic-lor-card-bonus-harvest = +{ $n } al raccolto
pic-lor-card-bonus-production = +{ $n } alla produzione
pic-lor-card-bonus-less = { $bonus }, paga { $what } in meno
pic-lor-card-less = paga { $what } in meno
pic-lor-card-end = Fine: { $vp } PV

## L'immagine per il telefono

pic-lor-where = Dove puoi piazzare
pic-lor-where-note = gli spazi offerti ora
pic-lor-card-in-question = La carta in questione
pic-lor-the-board = Il tabellone
pic-lor-the-board-note = scegli un familiare, poi uno spazio
pic-lor-action-spaces = Spazi azione
pic-lor-vatican-report = Rapporto in Vaticano
pic-lor-period = periodo { $period }
pic-lor-vatican-needs = Servono { $fp } punti fede (FP). Altrimenti scomunica: { $tile }
pic-lor-vatican-mover = { $name } ha { $fp ->
    [one] { $fp } punto fede
   *[other] { $fp } punti fede
}: sostenere la Chiesa dà { $vp } PV e riporta la fede a 0.
pic-lor-name-fp = { $name }: { $fp } FP
pic-lor-dice = Dadi
pic-lor-dice-legend = W bianco · B nero · O arancione · N neutro
pic-lor-name-vp = { $name } — { $vp } PV
pic-lor-resources = Legno { $wood } · Pietra { $stone } · Servitori { $servants } · Monete { $coins }
pic-lor-points = Punti militari (MP) { $mp } · Punti fede (FP) { $fp }
pic-lor-family = Famiglia
pic-lor-placed = { $die } piazzato
pic-lor-leader-used = { $leader } (usato in questo turno)
pic-lor-none = nessuno
pic-lor-leaders-in-play = Leader in gioco: { $leaders } · { $hand } in mano
pic-lor-excommunicated = Scomunicato (periodo { $period }): { $tile }
pic-lor-other-row = { $name }: { $vp } PV · MP { $mp } · FP { $fp } · { $coins ->
    [one] { $coins } moneta
   *[other] { $coins } monete
} · { $wood } legno · { $stone } pietra · { $servants ->
    [one] { $servants } servitore
   *[other] { $servants } servitori
}

## La mano: l'immagine e il testo di /hand

pic-lor-draft-keep-one = Draft dei leader, tienine uno:
pic-lor-leaders-in-hand = Carte leader in mano ({ $n }):
pic-lor-no-leaders-in-hand = Nessuna carta leader in mano.
pic-lor-leader-line = • { $leader } (richiede { $needs }): { $ability }
pic-lor-leader-line-once = • { $leader } (richiede { $needs }): { $ability }, una volta per turno
pic-lor-hand-of = { $game } — la mano di { $name }
pic-lor-draft-choose = Draft: scegline uno da tenere
pic-lor-hand-count = Carte leader in mano ({ $n })
pic-lor-in-play-count = I tuoi leader in gioco ({ $n })
pic-lor-no-leader-cards = Questo tavolo gioca senza carte leader.
pic-lor-needs = Richiede { $what }
pic-lor-copies = Copia { $leader }: { $ability }
pic-lor-once-per-round = Una volta per turno
pic-lor-once-used = Una volta per turno: usato in questo turno
pic-lor-once-not-used = Una volta per turno: non ancora usato
pic-lor-always-active = Sempre attivo
pic-lor-your-board = La tua plancia
pic-lor-your-board-vp = La tua plancia: { $vp } PV
pic-lor-goods = { $wood } legno · { $stone } pietra · { $servants ->
    [one] { $servants } servitore
   *[other] { $servants } servitori
} · { $coins ->
    [one] { $coins } moneta
   *[other] { $coins } monete
}
pic-lor-not-excommunicated = Non scomunicato
pic-lor-fm-placed = { $fm } piazzato
pic-lor-federico = { $leader }: il familiare { $fm } ha valore 6 in questo turno

## Il tabellone intero

pic-lor-title = Lorenzo il Magnifico
pic-lor-one-only = solo 1
pic-lor-closed = chiuso
pic-lor-track-faith = Fede
pic-lor-track-military = Militare
pic-lor-track-victory = Vittoria
pic-lor-track-titled = { $title } ({ $short })
pic-lor-track-points = punti ({ $short })
pic-lor-vp-at-end = PV finali
pic-lor-strip-extra = MP { $mp } · FP { $fp } · { $coins ->
    [one] { $coins } moneta
   *[other] { $coins } monete
} · { $servants ->
    [one] { $servants } servitore
   *[other] { $servants } servitori
}
pic-lor-deck = mazzo { $deck }
pic-lor-gain = { $what }
pic-lor-in-order = Prossimo ordine:
pic-lor-report = Rapporto: { $fp } FP
pic-lor-turn-order = Ordine
pic-lor-period-title = Periodo { $period }
pic-lor-needs-fp = servono { $fp } FP
pic-lor-no-excommunication-tiles = Tessere scomunica: nessuna
pic-lor-placed-short = piazzato
pic-lor-board-row = { $wood } legno · { $stone } pietra · { $servants ->
    [one] { $servants } servitore
   *[other] { $servants } servitori
} · { $coins ->
    [one] { $coins } moneta
   *[other] { $coins } monete
} · MP { $mp } · FP { $fp }
pic-lor-more = +{ $n } altre
pic-lor-used-short = { $leader } (usato)
pic-lor-copies-short = copia { $leader }
pic-lor-federico-short = Federico: familiare { $fm ->
    [white] bianco
    [black] nero
   *[orange] arancione
} = 6
pic-lor-leaders = Leader: { $leaders }
pic-lor-leaders-hand = Leader: { $leaders } · { $hand } in mano
pic-lor-excommunicated-periods = Scomunicato: periodo { $periods }
