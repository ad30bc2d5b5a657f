# Lorenzo il Magnifico: the words its pictures draw themselves (render/lorenzo). The names and
# printed texts of cards, leaders and tiles are the engine's (lorenzo.ftl).

## Board things

pic-lor-type-territory = Territories
pic-lor-type-building = Buildings
pic-lor-type-character = Characters
pic-lor-type-venture = Ventures
pic-lor-floor = { $colour } { $floor }
pic-lor-market = Market { $n }
pic-lor-area-market = Market
pic-lor-council = Council palace
pic-lor-harvest = Harvest
pic-lor-production = Production
pic-lor-harvest-small = Harvest (small)
pic-lor-harvest-large = Harvest (large)
pic-lor-production-small = Production (small)
pic-lor-production-large = Production (large)
pic-lor-fm-white = White
pic-lor-fm-black = Black
pic-lor-fm-orange = Orange
pic-lor-fm-neutral = Neutral
pic-lor-tile-basic = Basic bonus tile
pic-lor-tile = Bonus tile { $tile }
pic-lor-tile-harvest = { $tile }: harvest { $what }
pic-lor-tile-production = production { $what }
pic-lor-tile-not-chosen = Bonus tile not chosen yet
pic-lor-tile-not-chosen-free = Bonus tile not chosen yet (available: { $free })
pic-lor-strip-wood = wood
pic-lor-strip-stone = stone
pic-lor-strip-mp = MP
pic-lor-strip-coins = { $n ->
    [one] coin
   *[other] coins
}
pic-lor-value-min = value { $value }+
pic-lor-value-malus = value −{ $malus }
pic-lor-next-turn-order = next turn order
pic-lor-taken = taken
pic-lor-empty = empty
pic-lor-tower-title = { $type } ({ $colour }), deck { $deck }

## A card's lines

pic-lor-card-cost = Cost { $what }
pic-lor-card-needs = Needs { $need } MP, pay { $pay } MP
pic-lor-card-now = Now: { $what }
pic-lor-card-harvest = Harvest { $value }: { $what }
pic-lor-card-production = Production { $value }: { $what }
pic-lor-card-always = Always: { $what }
pic-lor-card-bonus-territory = +{ $n } on territory cards
pic-lor-card-bonus-building = +{ $n } on building cards
pic-lor-card-bonus-character = +{ $n } on character cards
pic-lor-card-bonus-venture = +{ $n } on venture cards
pic-lor-card-bonus-harvest = +{ $n } on harvest
pic-lor-card-bonus-production = +{ $n } on production
pic-lor-card-bonus-less = { $bonus }, pay { $what } less
pic-lor-card-less = pay { $what } less
pic-lor-card-end = End: { $vp } VP

## The phone picture

pic-lor-where = Where you can place
pic-lor-where-note = the spaces offered now
pic-lor-card-in-question = The card in question
pic-lor-the-board = The board
pic-lor-the-board-note = pick a family member, then a space
pic-lor-action-spaces = Action spaces
pic-lor-vatican-report = Vatican report
pic-lor-period = period { $period }
pic-lor-vatican-needs = Needs { $fp } faith points (FP). Otherwise excommunicated: { $tile }
pic-lor-vatican-mover = { $name } has { $fp ->
    [one] { $fp } faith point
   *[other] { $fp } faith points
}: supporting the Church scores { $vp } VP and puts faith back to 0.
pic-lor-name-fp = { $name }: { $fp } FP
pic-lor-dice = Dice
pic-lor-dice-legend = W white · B black · O orange · N neutral
pic-lor-name-vp = { $name } — { $vp } VP
pic-lor-resources = Wood { $wood } · Stone { $stone } · Servants { $servants } · Coins { $coins }
pic-lor-points = Military points (MP) { $mp } · Faith points (FP) { $fp }
pic-lor-family = Family
pic-lor-placed = { $die } placed
pic-lor-leader-used = { $leader } (used this round)
pic-lor-none = none
pic-lor-leaders-in-play = Leaders in play: { $leaders } · { $hand } in hand
pic-lor-excommunicated = Excommunicated (period { $period }): { $tile }
pic-lor-other-row = { $name }: { $vp } VP · MP { $mp } · FP { $fp } · { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
} · { $wood } wood · { $stone } stone · { $servants ->
    [one] { $servants } servant
   *[other] { $servants } servants
}

## The hand: the picture and the /hand text

pic-lor-draft-keep-one = Leader draft, keep one:
pic-lor-leaders-in-hand = Leader cards in hand ({ $n }):
pic-lor-no-leaders-in-hand = No leader cards in hand.
pic-lor-leader-line = • { $leader } (needs { $needs }): { $ability }
pic-lor-leader-line-once = • { $leader } (needs { $needs }): { $ability }, once per round
pic-lor-hand-of = { $game } — { $name }'s hand
pic-lor-draft-choose = Draft: choose one to keep
pic-lor-hand-count = Leader cards in hand ({ $n })
pic-lor-in-play-count = Your leaders in play ({ $n })
pic-lor-no-leader-cards = This table plays without leader cards.
pic-lor-needs = Needs { $what }
pic-lor-copies = Copies { $leader }: { $ability }
pic-lor-once-per-round = Once per round
pic-lor-once-used = Once per round: used this round
pic-lor-once-not-used = Once per round: not used yet
pic-lor-always-active = Always active
pic-lor-your-board = Your board
pic-lor-your-board-vp = Your board: { $vp } VP
pic-lor-goods = { $wood } wood · { $stone } stone · { $servants ->
    [one] { $servants } servant
   *[other] { $servants } servants
} · { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
}
pic-lor-not-excommunicated = Not excommunicated
pic-lor-fm-placed = { $fm } placed
pic-lor-federico = { $leader }: { $fm } member has value 6 this round

## The full board

pic-lor-title = Lorenzo il Magnifico
pic-lor-one-only = 1 only
pic-lor-closed = closed
pic-lor-track-faith = Faith
pic-lor-track-military = Military
pic-lor-track-victory = Victory
pic-lor-track-titled = { $title } ({ $short })
pic-lor-track-points = points ({ $short })
pic-lor-vp-at-end = VP at end
pic-lor-strip-extra = MP { $mp } · FP { $fp } · { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
} · { $servants ->
    [one] { $servants } servant
   *[other] { $servants } servants
}
pic-lor-deck = deck { $deck }
pic-lor-gain = Gain { $what }
pic-lor-in-order = In order (next turn order):
pic-lor-report = Report: { $fp } FP
pic-lor-turn-order = Turn order
pic-lor-period-title = Period { $period }
pic-lor-needs-fp = needs { $fp } FP
pic-lor-no-excommunication-tiles = Excommunication tiles: none
pic-lor-placed-short = placed
pic-lor-board-row = { $wood } wood · { $stone } stone · { $servants ->
    [one] { $servants } servant
   *[other] { $servants } servants
} · { $coins ->
    [one] { $coins } coin
   *[other] { $coins } coins
} · MP { $mp } · FP { $fp }
pic-lor-more = +{ $n } more
pic-lor-used-short = { $leader } (used)
pic-lor-copies-short = copies { $leader }
pic-lor-federico-short = Federico: { $fm ->
    [white] white
    [black] black
   *[orange] orange
} member = 6
pic-lor-leaders = Leaders: { $leaders }
pic-lor-leaders-hand = Leaders: { $leaders } · { $hand } in hand
pic-lor-excommunicated-periods = Excommunicated: period { $periods }
