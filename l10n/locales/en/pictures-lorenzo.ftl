# Lorenzo il Magnifico: the words its pictures draw themselves (render/lorenzo). The names and
# printed texts of cards, leaders and tiles are the engine's (lorenzo.ftl).

## Board things

pic-lor-type-territory = Territories
pic-lor-type-building = Buildings
pic-lor-type-character = Characters
pic-lor-type-venture = Ventures
pic-lor-floor = { $colour } { $floor }
pic-lor-market = Market { $n }
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
