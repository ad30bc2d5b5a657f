# Lorenzo il Magnifico: every text the engine writes (games/lorenzo).

## Amounts and lists

lor-n-wood = { $n } wood
lor-n-stone = { $n } stone
lor-n-servants = { $n ->
    [one] { $n } servant
   *[other] { $n } servants
}
lor-n-coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
lor-n-vp = { $n } VP
lor-n-mp = { $n ->
    [one] { $n } military point
   *[other] { $n } military points
}
lor-n-fp = { $n ->
    [one] { $n } faith point
   *[other] { $n } faith points
}
lor-n-privileges = { $n ->
    [one] { $n } privilege
   *[other] { $n } privileges
}
lor-n-privileges-different = { $n } privileges (different)
lor-comma = { $a }, { $b }
lor-plus = { $a } + { $b }
lor-nothing = nothing
lor-two = { $a } { $b }

## The round, the turn order and the end

lor-round = Round { $round } (period { $period }): new cards; { $who } rolls white { $white }, black { $black }, orange { $orange }.
lor-new-order = New turn order: { $order }.
lor-total = { $who } { $n } VP
lor-game-over = The game is over: { $who } wins ({ $totals }).
lor-tiebreak = { $n } players tied on { $vp } VP; { $who } wins being furthest ahead in turn order (SC-9).
lor-passes = { $who } passes.
lor-ends-turn = { $who } ends the turn.

## Placing

lor-fm-white = white family member
lor-fm-black = black family member
lor-fm-orange = orange family member
lor-fm-neutral = neutral family member
lor-the-fm-white = the white family member
lor-the-fm-black = the black family member
lor-the-fm-orange = the orange family member
lor-the-fm-neutral = the neutral family member
lor-bonus-action = bonus action
lor-from-tower-territory = the green tower
lor-from-tower-building = the yellow tower
lor-from-tower-character = the blue tower
lor-from-tower-venture = the purple tower
lor-for = for { $what }
lor-at-no-cost = at no cost
lor-takes-card = { $who } takes { $card } from { $tower }, floor { $floor } ({ $how }, value { $value }{ $servants ->
    [0] {""}
    [one] {" "}with 1 servant
   *[other] {" "}with { $servants } servants
}) { $price }.
lor-pays-fee = { $who } pays { $n } coins: the tower is occupied.
lor-on-market-1 = on market space 1
lor-on-market-2 = on market space 2
lor-on-market-3 = on market space 3
lor-on-market-4 = on market space 4
lor-on-council = on the council palace
lor-on-harvest-small = on the small harvest space
lor-on-harvest-large = on the large harvest space (-3)
lor-on-production-small = on the small production space
lor-on-production-large = on the large production space (-3)
lor-places = { $who } places { $fm } (value { $value }{ $servants ->
    [0] {""}
    [one] {" "}with 1 servant
   *[other] {" "}with { $servants } servants
}) { $space }.
lor-skips-bonus-action = { $who } skips the bonus action.
lor-skips-harvest = { $who } skips the harvest.
lor-skips-production = { $who } skips the production.
lor-takes-tile = { $who } takes personal bonus tile { $tile }.

## Gains, harvest and production

lor-gains = { $who } gains { $what }.
lor-gains-from = { $who } gains { $what } ({ $why }).
lor-why-floor-bonus = floor bonus
lor-why-bonus-tile = bonus tile
lor-why-privilege = privilege
lor-why-discarded-leader = discarded leader
lor-why-market-1 = market space 1
lor-why-market-2 = market space 2
lor-why-market-3 = market space 3
lor-why-market-4 = market space 4
lor-why-council = the council palace
lor-gives-back = { $who } gives back { $what } (excommunicated: 1 wood or 1 stone less).
lor-gives-back-from = { $who } gives back { $what } (excommunicated: 1 wood or 1 stone less, { $why }).
lor-harvests = { $who } harvests at value { $value }.
lor-produces = { $who } produces at value { $value }.
lor-pays-for = { $who } pays { $what } ({ $card }).

## Leaders

lor-plays-leader = { $who } plays { $leader }.
lor-discards-leader = { $who } discards { $leader } for a privilege.
lor-uses-copy = { $who } uses Lorenzo de' Medici to copy a leader.
lor-uses-lucrezia = { $who } uses Lucrezia Borgia: coloured family members +2 this round.
lor-uses-leader = { $who } uses { $leader }.
lor-draft-complete = The leader draft is complete.
lor-keeps-leaders = { $who } keeps { $leaders }.
lor-keeps-a-leader = { $who } keeps a leader.
lor-you-keep = You keep { $leader }.
lor-copies = { $who }'s Lorenzo de' Medici copies { $leader }.
lor-federico-white = { $who }'s white family member has value 6 this round.
lor-federico-black = { $who }'s black family member has value 6 this round.
lor-federico-orange = { $who }'s orange family member has value 6 this round.

## The Vatican report

lor-supports = { $who } supports the Church and scores { $vp } VP for { $faith }.
lor-chooses-excommunication = { $who } chooses excommunication: { $tile }.
lor-is-excommunicated = { $who } is excommunicated: { $tile }.
lor-scores-faith = { $who } scores { $vp } VP for { $faith }.

## Choice labels

lor-label-colon = { $head }: { $tail }
lor-label-part = { $what }
lor-colour-green = green
lor-colour-yellow = yellow
lor-colour-blue = blue
lor-colour-purple = purple
lor-label-tower = { $card } ({ $colour } { $floor })
lor-price-choose = choose a payment
lor-price-choose-plus = choose a payment, plus { $rest }
lor-price-pay = pay { $what }
lor-price-none = no cost
lor-price-free = free
lor-price-need = need { $need } military points, pay { $pay }
lor-label-place-white = Place white family member (value { $value })
lor-label-place-black = Place black family member (value { $value })
lor-label-place-orange = Place orange family member (value { $value })
lor-label-place-neutral = Place neutral family member (value { $value })
lor-label-pass-excommunicated = Pass: skip first turn (excommunicated)
lor-label-pass-nothing = Pass: no family member can act
lor-label-harvest-small = Harvest at value { $value } (small space){ $servants ->
    [0] {""}
    [one] {", "}pay 1 servant
   *[other] {", "}pay { $servants } servants
}
lor-label-harvest-large = Harvest at value { $value } (large space){ $servants ->
    [0] {""}
    [one] {", "}pay 1 servant
   *[other] {", "}pay { $servants } servants
}
lor-label-production-small = Production at value { $value } (small space){ $servants ->
    [0] {""}
    [one] {", "}pay 1 servant
   *[other] {", "}pay { $servants } servants
}
lor-label-production-large = Production at value { $value } (large space){ $servants ->
    [0] {""}
    [one] {", "}pay 1 servant
   *[other] {", "}pay { $servants } servants
}
lor-label-council = Council palace: 1 coin + 1 privilege, next turn order{ $servants ->
    [0] {""}
    [one] {", "}pay 1 servant
   *[other] {", "}pay { $servants } servants
}
lor-label-market = Market { $n }: { $what }{ $servants ->
    [0] {""}
    [one] {", "}pay 1 servant
   *[other] {", "}pay { $servants } servants
}
lor-yield-get = get { $what }
lor-yield-minus = { $a } minus { $n } wood or stone (excommunication)
lor-yield-privileges = { $a }, { $n ->
    [one] { $n } privilege
   *[other] { $n } privileges
}
lor-yield-tile = tile { $what }
lor-yield-buildings = { $a } + { $n ->
    [one] { $n } building
   *[other] { $n } buildings
}
lor-label-spend = Spend { $servants }: action value { $value }
lor-label-take = Take { $card }
lor-label-privilege = Privilege: { $what }
lor-label-privilege-left = Privilege: { $what } ({ $n } left, all different)
lor-label-give-back-wood = Give back 1 wood
lor-label-give-back-stone = Give back 1 stone
lor-label-skip-bonus-action = Skip the bonus action
lor-label-bonus-harvest = Harvest at value { $value } ({ $servants })
lor-label-bonus-production = Production at value { $value } ({ $servants })
lor-label-skip-harvest = Skip the harvest
lor-label-skip-production = Skip the production
lor-label-end-turn = End your turn
lor-label-tile = Bonus tile { $tile }
lor-label-play = Play { $leader }
lor-label-discard = Discard { $leader }: gain 1 privilege
lor-label-use-copy = Use Lorenzo de' Medici: copy another player's leader (final choice)
lor-label-use = Use { $leader }
lor-label-keep = Keep { $leader }
lor-label-copy = Copy { $leader }
lor-label-federico-white = White family member has value 6 this round
lor-label-federico-black = Black family member has value 6 this round
lor-label-federico-orange = Orange family member has value 6 this round
lor-label-exchange = { $card }: pay { $pay }, get { $get }
lor-label-no-exchange = { $card }: no exchange
lor-label-support = Support the Church: score { $vp } VP for { $faith }
lor-label-excommunicated = Be excommunicated: { $tile }
lor-label-excommunicated-late = Be excommunicated: { $tile }, score { $vp } VP

## Group headings

lor-group-family = Family members
lor-group-tower = Towers
lor-group-council = Council palace
lor-group-market = Market
lor-group-harvest = Harvest
lor-group-production = Production
lor-group-leaders = Leaders

## Names: development cards (printed names; see the README for the reconstructed ones)

lor-card-T1 = Commercial Hub
lor-card-T2 = Woods
lor-card-T3 = Village
lor-card-T4 = Gravel Pit
lor-card-T5 = Forest
lor-card-T6 = Monastery
lor-card-T7 = Citadel
lor-card-T8 = City
lor-card-T9 = Gold Mine
lor-card-T10 = Mountain Town
lor-card-T11 = Mining Town
lor-card-T12 = Rock Pit
lor-card-T13 = Estate
lor-card-T14 = Hermitage
lor-card-T15 = Manor House
lor-card-T16 = Dukedom
lor-card-T17 = Trading Town
lor-card-T18 = Farm
lor-card-T19 = Colony
lor-card-T20 = Marble Pit
lor-card-T21 = Province
lor-card-T22 = Sanctuary
lor-card-T23 = Castle
lor-card-T24 = Fortified Town
lor-card-B25 = Mint
lor-card-B26 = Tax Office
lor-card-B27 = Triumphal Arch
lor-card-B28 = Theater
lor-card-B29 = Carpenter's Shop
lor-card-B30 = Stonemason's Shop
lor-card-B31 = Chapel
lor-card-B32 = Residence
lor-card-B33 = Marketplace
lor-card-B34 = Treasury
lor-card-B35 = Painters' Guild
lor-card-B36 = Sculptors' Guild
lor-card-B37 = Stonemasons' Guild
lor-card-B38 = Baptistery
lor-card-B39 = Barracks
lor-card-B40 = Stronghold
lor-card-B41 = Bank
lor-card-B42 = Fair
lor-card-B43 = Garden
lor-card-B44 = Fortress
lor-card-B45 = Palace
lor-card-B46 = Church
lor-card-B47 = Military Academy
lor-card-B48 = Cathedral
lor-card-C49 = Warlord
lor-card-C50 = Stonemason
lor-card-C51 = Dame
lor-card-C52 = Knight
lor-card-C53 = Farmer
lor-card-C54 = Artisan
lor-card-C55 = Preacher
lor-card-C56 = Abbess
lor-card-C57 = Captain
lor-card-C58 = Architect
lor-card-C59 = Patron
lor-card-C60 = Hero
lor-card-C61 = Peasant
lor-card-C62 = Scholar
lor-card-C63 = Papal Messenger
lor-card-C64 = Royal Messenger
lor-card-C65 = Noble
lor-card-C66 = Governor
lor-card-C67 = Paramour
lor-card-C68 = Herald
lor-card-C69 = Cardinal
lor-card-C70 = Bishop
lor-card-C71 = General
lor-card-C72 = Ambassador
lor-card-V73 = Hiring Recruits
lor-card-V74 = Repairing the Church
lor-card-V75 = Building the Walls
lor-card-V76 = Raising a Statue
lor-card-V77 = Military Campaign
lor-card-V78 = Hosting Panhandlers
lor-card-V79 = Fighting Heresies
lor-card-V80 = Support to the Bishop
lor-card-V81 = Hiring Soldiers
lor-card-V82 = Repairing the Abbey
lor-card-V83 = Building the Bastions
lor-card-V84 = Support to the King
lor-card-V85 = Improving the Canals
lor-card-V86 = Hosting Foreigners
lor-card-V87 = Crusade
lor-card-V88 = Support to the Cardinal
lor-card-V89 = Hiring Mercenaries
lor-card-V90 = Repairing the Cathedral
lor-card-V91 = Building the Towers
lor-card-V92 = Promoting Sacred Art
lor-card-V93 = Military Conquest
lor-card-V94 = Improving the Roads
lor-card-V95 = Sacred War
lor-card-V96 = Support to the Pope

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

lor-leader-text-L1 = Harvest at value 1 (servants only)
lor-leader-text-L2 = Place family members on occupied spaces
lor-leader-text-L3 = No 3-coin fee in occupied towers
lor-leader-text-L4 = One coloured family member has value 6
lor-leader-text-L5 = Gain 1 faith point
lor-leader-text-L6 = Gain 1 wood, 1 stone, 1 coin
lor-leader-text-L7 = Gain 2 military points and 1 VP
lor-leader-text-L8 = Gain 3 coins
lor-leader-text-L9 = Gain 1 council privilege
lor-leader-text-L10 = Production at value 0 (servants only)
lor-leader-text-L11 = Card costs with coins: 3 coins less
lor-leader-text-L12 = +5 VP when supporting the Church
lor-leader-text-L13 = Coloured family members +2 value this round
lor-leader-text-L14 = Neutral family member +3 value
lor-leader-text-L15 = Copy another player's played leader (final choice)
lor-leader-text-L16 = Coloured family members have value 5
lor-leader-text-L17 = No military points needed for territories
lor-leader-text-L18 = Resources from card immediate effects doubled
lor-leader-text-L19 = Gain 3 servants and 1 VP
lor-leader-text-L20 = Gain 4 VP

## Excommunication tiles: their effect

lor-exc-EXC-1 = Each gain of military points: 1 less
lor-exc-EXC-2 = Each coin gain: 1 coin less
lor-exc-EXC-3 = Each servant gain: 1 servant less
lor-exc-EXC-4 = Each wood/stone gain: 1 wood/stone less
lor-exc-EXC-5 = Harvest value -3
lor-exc-EXC-6 = Production value -3
lor-exc-EXC-7 = Coloured family members -1
lor-exc-EXC-8 = Taking territories: value -4
lor-exc-EXC-9 = Taking buildings: value -4
lor-exc-EXC-10 = Taking characters: value -4
lor-exc-EXC-11 = Taking ventures: value -4
lor-exc-EXC-12 = No family members on market spaces
lor-exc-EXC-13 = 2 servants per +1 value
lor-exc-EXC-14 = Skip your first turn each round
lor-exc-EXC-15 = No final VP for characters
lor-exc-EXC-16 = No final VP for ventures
lor-exc-EXC-17 = No final VP for territories
lor-exc-EXC-18 = Before scoring: lose 1 VP per 5 VP
lor-exc-EXC-19 = Lose 1 VP per military point
lor-exc-EXC-20 = Lose 1 VP per wood/stone in building costs
lor-exc-EXC-21 = Lose 1 VP per resource

## Prompts

lor-ask-turn = Your turn: place a family member
lor-ask-space = Choose an action space
lor-ask-servants = How many servants do you spend?
lor-ask-cost = How do you pay for the card?
lor-ask-privilege = Choose a council privilege
lor-ask-bonus-card = Bonus action: you may take a card
lor-ask-bonus-hp = Bonus action: you may harvest or produce
lor-ask-exchange = Production: choose the exchanges
lor-ask-after = Take leader actions or end your turn
lor-ask-vatican = Vatican report: support the Church?
lor-ask-tile = Choose your personal bonus tile
lor-ask-copy = Choose the leader Lorenzo de' Medici copies
lor-ask-federico = Choose the family member at value 6
lor-ask-wood-stone = Excommunicated: give back 1 wood or 1 stone
lor-ask-draft = Leader draft: keep one leader

## Printed texts: card effects, costs, requirements (choices' details and pictures)

lor-s-vp = { $n } VP
lor-s-mp = { $n } MP
lor-s-fp = { $n } FP
lor-s-privileges = { $n ->
    [one] { $n } privilege
   *[other] { $n } privileges
}
lor-s-privileges-different = { $n } privileges (different)
lor-s-cost-need = need { $need } MP, pay { $pay } MP
lor-semicolon = { $a }; { $b }
lor-or = { $a } or { $b }
lor-and = { $a } and { $b }
lor-swap = { $pay } -> { $get }
lor-per-territory = { $what } per territory
lor-per-building = { $what } per building
lor-per-character = { $what } per character
lor-per-venture = { $what } per venture
lor-per-mp2 = { $what } per { $mp }
lor-action-any = take any card at { $value }
lor-action-territory = take territory card at { $value }
lor-action-building = take building card at { $value }
lor-action-character = take character card at { $value }
lor-action-venture = take venture card at { $value }
lor-action-harvest = harvest at { $value }
lor-action-production = production at { $value }
lor-action-discount = { $a } (-{ $discount })
lor-preacher-text = No bonuses from tower floors 3 and 4
lor-bonus-harvest = +{ $n } harvest
lor-bonus-production = +{ $n } production
lor-bonus-territory = +{ $n } territory
lor-bonus-building = +{ $n } building
lor-bonus-character = +{ $n } character
lor-bonus-venture = +{ $n } venture
lor-card-cost = cost { $what }
lor-card-now = now { $what }
lor-card-harvest = harvest { $value }: { $what }
lor-card-production = production { $value }: { $what }
lor-card-discount = -{ $what }
lor-card-discount-one-of = -1 of { $what }
lor-card-end-vp = { $n } VP at end
lor-req-territory = { $n ->
    [one] { $n } territory
   *[other] { $n } territories
}
lor-req-building = { $n ->
    [one] { $n } building
   *[other] { $n } buildings
}
lor-req-character = { $n ->
    [one] { $n } character
   *[other] { $n } characters
}
lor-req-venture = { $n ->
    [one] { $n } venture
   *[other] { $n } ventures
}
lor-req-same-type = { $n } cards of one type

## Choice details

lor-then = { $a } { $b }
lor-sentence = { $what }.
lor-more = { $text } …
lor-detail-too-long = Too long for this menu: the local page shows the whole text.
lor-price-choose-cap = Choose a payment
lor-price-choose-plus-cap = Choose a payment, plus { $rest }
lor-price-pay-cap = Pay { $what }
lor-price-none-cap = No cost
lor-price-free-cap = Free
lor-price-need-cap = Need { $need } military points, pay { $pay }
lor-yield-get-cap = Get { $what }
lor-yield-tile-cap = Tile { $what }
lor-nothing-cap = Nothing
lor-detail-fm-white = The white member: die { $die }, action value { $value } before servants.
lor-detail-fm-black = The black member: die { $die }, action value { $value } before servants.
lor-detail-fm-orange = The orange member: die { $die }, action value { $value } before servants.
lor-detail-fm-neutral = The neutral member: no die, action value { $value } before servants.
lor-detail-council = Gain 1 coin and 1 council privilege; you move up in next round's turn order.
lor-detail-gain = Gain { $what }.
lor-detail-you-will-have = You will have { $what } (before any excommunication).
lor-detail-servants = You have { $have }; { $left } left.
lor-detail-cost = Pay this and take the card with its immediate effect.
lor-detail-discard = { $leader } leaves the game; you choose 1 council privilege.
lor-detail-leader = { $leader }: { $text }.
lor-detail-needs = Needs { $what }.
lor-detail-federico = Instead of its die { $die }, until the end of the round.
lor-detail-tile = Harvest: { $harvest }; production: { $production }.
lor-detail-exchange = { $card } converts once in this production.
lor-detail-skip = Give up this bonus action; nothing is paid.
lor-detail-end = Your turn ends; no further leader actions this turn.
lor-detail-pass = Nothing to place this turn.
lor-detail-support = Your faith track goes back to 0 ({ $faith } spent).
lor-detail-needs-mp = Needs { $need } military points; you pay { $pay }.
lor-detail-includes-both = Includes the { $n }-coin fee and { $servants } for the value.
lor-detail-includes-fee = Includes the { $n }-coin fee.
lor-detail-includes-servants = Includes { $servants } for the value.
lor-detail-floor-bonus = Floor bonus: { $what }.
lor-detail-card = Card: { $what }.
lor-detail-card-part = Card: { $what }
lor-detail-harvest-small = Activate your bonus tile and your territories up to this value.
lor-detail-harvest-large = Activate your bonus tile and your territories up to this value. The large space gives -3.
lor-detail-production-small = Activate your bonus tile and your buildings up to this value.
lor-detail-production-large = Activate your bonus tile and your buildings up to this value. The large space gives -3.
lor-detail-give-back = Excommunicated: 1 wood or 1 stone less; you keep { $keep }.
lor-detail-give-back-from = Excommunicated: 1 wood or 1 stone less ({ $why }); you keep { $keep }.
lor-detail-keep-faith = Keep your { $faith }.
lor-detail-faith-scores = Your faith points score anyway.

## Loss warnings in a choice's detail

lor-loss = Loss: { $parts }.
lor-loss-part = Loss: { $parts }
lor-loss-excommunicated = excommunicated, { $what } less
lor-loss-give-back = excommunicated, you give back 1 wood or stone
lor-loss-faith-full = faith track full at 15, { $faith } lost
lor-loss-preacher = { $card }, no floor bonus ({ $bonus })
lor-loss-overspent = { $servants } more than the action can use
lor-loss-nothing-harvest = value { $value }, this harvest gives nothing
lor-loss-nothing-production = value { $value }, this production gives nothing
lor-loss-idle-territory = value { $value }, { $n } of your territories stay idle
lor-loss-idle-building = value { $value }, { $n } of your buildings stay idle

## The status line (the pictures' header)

lor-status-over = Game over
lor-status-setup = Setup
lor-status-round = Round { $round }/6, period { $period }
lor-status = { $where }, { $phase }: { $who } to { $doing }
lor-status-everyone = { $where }, { $phase }: everyone to { $doing }
lor-phase-setup = setup
lor-phase-draft = draft
lor-phase-actions = actions
lor-phase-vatican = vatican
lor-doing-turn = place a family member
lor-doing-space = choose an action space
lor-doing-servants = choose how many servants to spend
lor-doing-cost = choose how to pay for a card
lor-doing-privilege = choose a council privilege
lor-doing-bonus-card = take a bonus card or not
lor-doing-bonus-hp = use a bonus harvest or production or not
lor-doing-exchange = choose the production exchanges
lor-doing-after = take leader actions or end the turn
lor-doing-vatican = decide whether to support the Church
lor-doing-tile = choose a personal bonus tile
lor-doing-copy = choose the leader Lorenzo de' Medici copies
lor-doing-federico = choose the family member at value 6
lor-doing-wood-stone = give back 1 wood or 1 stone
lor-doing-draft = keep one leader from the draft
