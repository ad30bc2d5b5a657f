# Stupor Mundi's texts (games/stupor_mundi), English. Ids start with "sm-".
# $who is a display name.

## Amounts and lists

sm-n-grain = { $n } grain
sm-n-stone = { $n } stone
sm-n-aug = { $n } aug
sm-n-vp = { $n } VP
sm-comma = { $a }, { $b }
sm-and = { $a } and { $b }
sm-or = { $a } or { $b }
sm-nothing = nothing
sm-for = for { $price }
sm-for-free = for free
sm-paying = paying { $cost }
sm-its-cost = its cost
sm-paid-card = 1 removed card

## Names (terms)

sm-city-ROMA = Roma
sm-city-ACRE = Acre
sm-city-ALEX = Alexandria
sm-city-TUNIS = Tunis
sm-city-BARC = Barcelona
sm-house-savoy = Savoy
sm-house-hohenstaufen = Hohenstaufen
sm-house-wittelsbach = Wittelsbach
sm-house-diromano = Di Romano
sm-track-grain = grain
sm-track-stone = stone
sm-track-treasury = treasury
sm-track-towers = towers
sm-track-walls = walls
sm-track-keeps = keeps
sm-track-court = court
sm-track-spec = spec
sm-sym-G = { $n } grain
sm-sym-S = { $n } stone
sm-sym-A = { $n ->
    [one] { $n } treasury step
   *[other] { $n } treasury steps
}
sm-sym-T = { $n ->
    [one] { $n } tower
   *[other] { $n } towers
}
sm-sym-W = { $n ->
    [one] { $n } wall
   *[other] { $n } walls
}
sm-sym-K = { $n ->
    [one] { $n } keep
   *[other] { $n } keeps
}
sm-sym-L = { $n ->
    [one] { $n } court ally
   *[other] { $n } court allies
}
sm-sym-F = { $n ->
    [one] { $n } specialist step
   *[other] { $n } specialist steps
}
sm-reward-I = 3 aug
sm-reward-II = 1 grain or stone
sm-reward-III = 2 VP
sm-income-INC-STONE = 1 stone
sm-income-INC-GRAIN = 1 grain
sm-income-INC-AUG = 1 aug
sm-income-INC-VP = 1 VP
sm-income-INC-MARKET = visit the market
sm-cover-KC-HAND = Hand limit +2; draw 2 cards now
sm-cover-KC-BOTH = Face-down cards give both slot actions (from next turn)
sm-cover-KC-SLOT = Slot 6 unlocked
sm-city-bonus-CB-A = 6 aug and 3 resources of your choice
sm-city-bonus-CB-B = Issue 1 edict; gain 3 VP
sm-city-bonus-CB-C = Recruit 1 ally without grain
sm-city-bonus-CB-D = Build 1 tower without stone/grain
sm-city-bonus-CB-E = Build 1 wall without stone/grain
sm-city-bonus-CB-F = Build 1 keep without stone/grain
sm-action-promote = Promote
sm-action-market = Market
sm-action-build = Build
sm-action-recruit = Recruit
sm-action-buy = Buy card
sm-space-countryside = countryside { $code }
sm-space-village = village { $code }
sm-space-city = city { $path }
sm-end-a = a castle is complete
sm-end-b = an active edict space cannot be refilled
sm-end-c = the card deck cannot refill the voyage board

## Questions

sm-ask-repeat = How many times?
sm-ask-pick = Choose
sm-ask-overflow = Storage is full: return a resource
sm-ask-res = Choose grain or stone
sm-ask-promote = Promote a specialist
sm-ask-city-tile = Choose a city bonus tile
sm-ask-market = Visit the market
sm-ask-build = Build a structure
sm-ask-build-space = Choose the castle space
sm-ask-recruit = Recruit an ally
sm-ask-ally-space = Choose an ally space
sm-ask-buy = Buy an action card
sm-ask-buy-pay = Choose a card to remove as payment
sm-ask-buy-use = Use the bought card now?
sm-ask-edict = Issue an edict
sm-ask-edict-dir = Add or remove?
sm-ask-edict-up = Choose the next edict to move up
sm-ask-house = Choose your noble house
sm-ask-turn = Your turn: travel, play a card or pass
sm-ask-turn-round = Round { $round }: your turn: travel, play a card or pass
sm-ask-place = Face up or face down, and which slot?
sm-ask-fd = Choose the face-down action
sm-ask-ep-discard = End phase: discard cards from your hand?
sm-ask-income-order = Order of castle income

## Log lines

sm-gains = { $who } gains { $what } ({ $why })
sm-gains-nothing = { $who } gains nothing from { $card }
sm-reshuffle = { $who } shuffles the discard pile into a new draw pile
sm-draws = { $n ->
    [one] { $who } draws { $n } card
   *[other] { $who } draws { $n } cards
}
sm-you-draw = You draw: { $cards }
sm-end-triggered = Game end triggered: { $why }; the game ends after this round
sm-sails-free = { $who } sails for free to { $to }
sm-sails = { $n ->
    [one] { $who } sails { $n } city to { $to } { $price }
   *[other] { $who } sails { $n } cities to { $to } { $price }
}
sm-returns = { $who } returns { $what } to the supply (storage holds only { $storage })
sm-promotes = { $who } promotes a specialist from { $src } to { $to } { $paying }
sm-promotes-start = { $who } promotes a specialist from the start space to { $to } { $paying }
sm-edict-token = { $who } is first on the workplace edict token at { $at } and must issue an edict
sm-takes-city-bonus = { $who } takes a city bonus in city { $path }: { $bonus }
sm-sells = { $who } sells { $what } at { $at } for { $price }
sm-buys-goods = { $who } buys { $what } at { $at } for { $price }
sm-builds-tower = { $who } builds a tower on { $space } paying { $cost }
sm-builds-wall = { $who } builds a wall on { $space } paying { $cost }
sm-builds-keep = { $who } builds a keep on { $space } paying { $cost }
sm-builds-great-tower = { $who } builds a great tower on { $space } paying { $cost }
sm-builds-great-wall = { $who } builds a great wall on { $space } paying { $cost }
sm-builds-great-keep = { $who } builds a great keep on { $space } paying { $cost }
sm-keep-cover = { $who } turns the keep cover: { $cover }
sm-completes-side = { $who } completes castle side { $side } (income: { $income }, now and in every end phase)
sm-recruits = { $who } recruits { $ally } at { $at } paying { $cost }
sm-removes-from-hand = { $who } removes { $card } from the hand out of the game as payment
sm-removes-from-discard = { $who } removes { $card } from the discard out of the game as payment
sm-buys-card = { $who } buys { $card } at { $at } for { $price }
sm-uses-bought = { $who } uses the bought { $card } at once: { $text }
sm-takes-into-hand = { $who } takes { $card } into the hand
sm-no-edict-left = { $who } must issue an edict but none is left; takes reward { $roman }
sm-issues-edict = { $who } issues edict { $roman } ({ $edict }) and takes its reward { $reward }
sm-adds-to-palace = { $who } adds { $what } to Frederick's palace (his { $track } now { $now })
sm-removes-from-palace = { $who } removes { $what } from Frederick's palace (his { $track } now { $now })
sm-new-next-edict = New next edict: { $edict }
sm-edict-moves-up = The edict { $edict } moves up to active space { $roman }
sm-fred-no-edict = Frederick finds no active edict to issue
sm-fred-ignores-treasury = Frederick ignores the treasury symbols
sm-fred-adds = Frederick adds { $done } of { $what } ({ $track } now { $now })
sm-fred-issues = Frederick issues edict { $roman } ({ $edict })
sm-chooses-house = { $who } chooses House { $house }
sm-passes = { $who } passes for the rest of round { $round }
sm-plays-up = { $who } plays { $card } face up in slot { $slot }: { $text }
sm-plays-down = { $who } plays a card face down in slot { $slot } ({ $acts })
sm-face-down-card = Face down: { $card }
sm-solo-reshuffle = The 16 solo cards are shuffled into a new solo deck
sm-fred-reveals = Frederick reveals the next solo card
sm-fred-ship = Frederick's ship is at { $at }
sm-fred-removes-card = Frederick removes card { $card } at { $at } from the game
sm-fred-removes-ally = Frederick removes ally { $ally } at { $at } from the game
sm-end-phase = Round { $round }: end phase
sm-discards = { $who } discards { $card } from the hand
sm-new-card = New card { $card } at { $at }
sm-ally-up = Ally { $ally } turned up at { $at }
sm-game-over = Game over: { $scores }
sm-score = { $who } { $vp }
sm-round-begins = Round { $round } begins; { $who } is first player
sm-tie-won = { $greats ->
    [one] { $who } wins the tie on { $vp } with { $greats } great structure
   *[other] { $who } wins the tie on { $vp } with { $greats } great structures
}
sm-tie-shared = { $greats ->
    [one] Tied on { $vp } and { $greats } great structure: shared victory
   *[other] Tied on { $vp } and { $greats } great structures: shared victory
}

## Warnings before a loss (choice details)

sm-n-augustales = { $n ->
    [one] { $n } augustalis
   *[other] { $n } augustales
}
sm-loss-overflow = { $n ->
    [one] Storage full: you will return { $n } resource
   *[other] Storage full: you will return { $n } resources
}
sm-loss-capped = Max { $cap }: { $lost } lost
sm-loss-gains-nothing = Gains nothing now
sm-loss-no-city-tiles = No city bonus tiles left: the city bonus is lost
sm-loss-no-recruit = No recruit possible now: the bonus is lost
sm-loss-no-tower = No tower build possible now: the bonus is lost
sm-loss-no-wall = No wall build possible now: the bonus is lost
sm-loss-no-keep = No keep build possible now: the bonus is lost
sm-loss-palace-partial = Only { $done } of { $wanted } fit on Frederick's { $track } track; the rest is lost
sm-loss-join = { $a }. { $b }

## Choices: labels and groups (spelled out: augustales)

sm-skip-pay = Skip: pay nothing
sm-skip-gain = Skip: gain nothing
sm-skip-promote = Skip: promote no (further) specialist
sm-leave-market = Leave the market
sm-skip-build = Skip: build nothing
sm-skip-recruit = Skip: recruit no ally
sm-skip-buy = Skip: buy no card
sm-keep-bought = Do not use it now; just take it into your hand
sm-return-grain = Return 1 grain (storage { $storage })
sm-return-stone = Return 1 stone (storage { $storage })
sm-take = Take { $what }
sm-sell = Sell { $what } for { $price }
sm-buy = Buy { $what } for { $price }
sm-pass-round = Pass for the rest of this round
sm-skip-card = Do nothing (the card stays in its slot)
sm-group-travel = Travel
sm-group-cards = Cards
sm-group-face-up = Face up
sm-group-face-down = Face down
sm-keep-hand = Keep the hand; draw up to { $n }
sm-pay = pay { $cost }
sm-free = free
sm-sail = { $n ->
    [one] Sail { $n } city to { $to }: { $price }
   *[other] Sail { $n } cities to { $to }: { $price }
}
sm-issue-edict = Issue edict { $roman } ({ $edict }): reward { $reward }
sm-no-edict-reward = No edict left: take reward { $roman } ({ $reward })
sm-dir-add = Add { $what } to Frederick ({ $track } { $a } -> { $b })
sm-dir-remove = Remove { $what } from Frederick ({ $track } { $a } -> { $b })
sm-dir-add-max = Add { $kind } to Frederick as far as possible
sm-dir-remove-max = Remove { $kind } from Frederick as far as possible
sm-move-edict-up = Move edict { $edict } (next { $next }) to active space { $roman }
sm-take-city-bonus = Take the city bonus: { $bonus }
sm-reward-words-I = 3 augustales
sm-reward-words-II = 1 grain or stone
sm-reward-words-III = 2 VP
sm-kind-G = grain
sm-kind-S = stone
sm-kind-A = treasury steps
sm-kind-T = towers
sm-kind-W = walls
sm-kind-K = keeps
sm-kind-L = court allies
sm-kind-F = specialist steps
sm-city-bonus-words-CB-A = 6 augustales and 3 resources of your choice
sm-city-bonus-words-CB-B = Issue 1 edict; gain 3 VP
sm-city-bonus-words-CB-C = Recruit 1 ally without grain
sm-city-bonus-words-CB-D = Build 1 tower without stone/grain
sm-city-bonus-words-CB-E = Build 1 wall without stone/grain
sm-city-bonus-words-CB-F = Build 1 keep without stone/grain
sm-repeat = { $t }x: pay { $pays }, gain { $gets }
sm-pick-sail = { $n ->
    [one] Sail { $n } city free to { $to }, then market
   *[other] Sail { $n } cities free to { $to }, then market
}
sm-pick-stay = Stay at { $to }, then market
sm-pick-gain = Gain { $what } ({ $count })
sm-n-loyalists = { $n ->
    [one] { $n } loyalist
   *[other] { $n } loyalists
}
sm-n-independents = { $n ->
    [one] { $n } independent
   *[other] { $n } independents
}
sm-income-market-first = Castle income: market visit first, then { $rest }
sm-income-rest-first = Castle income: { $rest } first, then market visit
sm-build-piece = Build: { $piece }
sm-piece-great-tower = Great tower { $letter } (+{ $extra }; { $bonus })
sm-piece-great-wall = Great wall { $letter } (+{ $extra }; { $bonus })
sm-piece-great-keep = Great keep { $letter } (+{ $extra }; { $bonus })
sm-piece-tower = Tower (opens ally space { $n })
sm-piece-tower-edict = Tower (opens ally space { $n }, edict icon)
sm-piece-wall = Wall (opens 1 storage space)
sm-piece-keep = Keep
sm-great-bonus-GK = Promote 2 times (2 specialists or 1 twice)
sm-great-bonus-GW-A = Issue 1 edict
sm-great-bonus-GT-A = Buy 1 action card
sm-great-bonus-GW-B = Promote 1 ignoring grain
sm-great-bonus-GT-B = Recruit 1 ally without grain
sm-build-on-tower = Build tower on castle space { $space } { $price }
sm-build-on-wall = Build wall on castle space { $space } { $price }
sm-build-on-keep = Build keep on castle space { $space } { $price }
sm-build-on-tower-edict = Build tower on castle space { $space } { $price }, then an edict
sm-build-on-wall-edict = Build wall on castle space { $space } { $price }, then an edict
sm-build-on-keep-edict = Build keep on castle space { $space } { $price }, then an edict
sm-place-ally = Place on ally space { $n }
sm-place-ally-edict = Place on ally space { $n }: issue 1 edict
sm-promote-from = Promote a specialist from { $src } to { $to }: pay { $cost }
sm-promote-from-start = Promote a specialist from the start space to { $to }: pay { $cost }

## Why a gain happens; the workplace benefits

sm-wp-CS-A-I = Hand limit +1; draw 1 card on arrival
sm-wp-CS-B-I = Each wall you build: +1 grain
sm-wp-CS-C-I = Travel: the 2nd city is also free
sm-wp-CS-D-I = Buying a card costs 2 aug less
sm-wp-CS-A-II = Each ally you recruit: +2 VP
sm-wp-CS-B-II = Market: 1 extra sell or buy
sm-wp-CS-C-II = Each tower you build: +4 aug
sm-wp-CS-D-II = Each structure you build: +2 aug
sm-wp-VL-A-I = Each keep you build: +4 VP
sm-wp-VL-B-I = Keeps cost 1 stone less
sm-wp-VL-C-I = Recruiting costs 1 grain less
sm-wp-VL-D-I = Each market visit: +3 aug
sm-wp-VL-A-II = Each tower or wall you build: +3 VP
sm-wp-VL-B-II = Each card you buy: +3 VP
sm-wp-VL-C-II = Each structure you build: 1 grain or stone, +2 VP
sm-wp-VL-D-II = Each edict you issue: +3 VP
sm-why-city-bonus = city bonus
sm-why-edict-reward-I = edict reward I
sm-why-edict-reward-II = edict reward II
sm-why-edict-reward-III = edict reward III
sm-why-castle-income = castle income
sm-why-workplace = workplace: { $effect }
sm-why-ally-income = ally income: { $allies }
sm-ally-vp = { $ally } { $vp }
sm-place-down = Face down in slot { $slot }: { $acts }
sm-down-then = Then: { $acts }.
sm-down-nothing = Cannot be done now (played for nothing): { $acts }
sm-fd = { $action }
sm-fd-at = { $action } at { $at }
sm-fd-none = { $action } (nothing possible now)
sm-fd-at-none = { $action } at { $at } (nothing possible now)
sm-fd-nothing = Cannot be done now (played for nothing): same as doing nothing
sm-act-promote = promote
sm-act-market = market
sm-act-build = build
sm-act-recruit = recruit
sm-act-buy = buy card
sm-recruit = Recruit { $ally } ({ $role }): pay { $cost }
sm-role-I-THEO = Greek engineer
sm-role-I-MAUM = Sicilian miner
sm-role-I-ALTA = Arab merchant
sm-role-I-SEVE = Bohemian woodcutter
sm-role-I-CAST = Lombard knight
sm-role-I-IDAL = Italian duchess
sm-role-I-GREG = German nun
sm-role-I-GISE = Frankish princess
sm-role-I-MOCE = Italian nobleman
sm-role-L-SIGE = Burgundian engineer
sm-role-L-OKEC = Nubian miner
sm-role-L-TENT = Venetian merchant
sm-role-L-ROMI = Genoese woodcutter
sm-role-L-BALT = Bedouin knight
sm-role-L-DOME = Byzantine duchess
sm-role-L-SEBA = Bavarian monk
sm-role-L-GISE = Saxon princess
sm-role-L-PHIL = Byzantine nobleman

## Action cards (names)

sm-card-H-STONE = Quarry
sm-card-H-AUG3 = Tax
sm-card-H-GRAIN = Harvest
sm-card-H-DRAW4 = Council
sm-card-SAV-1 = Savoy Granary
sm-card-SAV-2 = Savoy Patronage
sm-card-HOH-1 = Hohenstaufen Quarry
sm-card-HOH-2 = Hohenstaufen Fleet
sm-card-WIT-1 = Wittelsbach Levy
sm-card-WIT-2 = Wittelsbach Masons
sm-card-DIR-1 = Di Romano Envoy
sm-card-DIR-2 = Di Romano Tower
sm-card-A1 = Granary
sm-card-A2 = Grain Trade
sm-card-A3 = Grain Loan
sm-card-A4 = Stone Trade
sm-card-A5 = Stone Loan
sm-card-A6 = Architect
sm-card-A7 = Treasure
sm-card-A8 = Steward
sm-card-A9 = Farmer
sm-card-A10 = Mason
sm-card-A11 = Guild
sm-card-A12 = Grain Merchant
sm-card-A13 = Stone Merchant
sm-card-A14 = Banker
sm-card-A15 = Tithe
sm-card-A16 = Envoy
sm-card-B1 = Feast
sm-card-B2 = Monument
sm-card-B3 = Donation
sm-card-B4 = Supply Train
sm-card-B5 = Tribute
sm-card-B6 = Homage
sm-card-B7 = Banquet
sm-card-B8 = Stoneworks
sm-card-B9 = Cathedral
sm-card-B10 = Castle Farms
sm-card-B11 = Castle Quarry
sm-card-B12 = Castle Toll
sm-card-B13 = Castle Fame
sm-card-B14 = Royal Builder
sm-card-B15 = Royal Envoy
sm-card-B16 = Provisions

## Action cards (texts: n1, n2 … are the text's numbers in order, a good with its amount)

sm-text-H-STONE = Gain { $n1 }.
sm-text-H-AUG3 = Gain { $n1 }.
sm-text-H-GRAIN = Gain { $n1 }.
sm-text-H-DRAW4 = Draw { $n1 } cards.
sm-text-SAV-1 = Gain { $n1 } per ally in Frederick's court (max { $n2 }).
sm-text-SAV-2 = Gain { $n1 }, then buy { $n2 } action card.
sm-text-HOH-1 = Gain { $n1 } per { $n2 } structures of Frederick (max { $n3 }).
sm-text-HOH-2 = Sail clockwise any distance for free, then visit the market.
sm-text-WIT-1 = Gain { $n1 } per resource in Frederick's reserve (max { $n2 }).
sm-text-WIT-2 = Build { $n1 } structure paying its cost in any grain/stone mix.
sm-text-DIR-1 = { $n1 } per step of Frederick's specialist (max { $n2 }); promote { $n3 }.
sm-text-DIR-2 = Build { $n1 } tower for exactly { $n2 }.
sm-text-A1 = Gain { $n1 }.
sm-text-A2 = Up to { $n1 }x: pay { $n2 } for { $n3 }.
sm-text-A3 = If you have { $n1 }+ grain: gain { $n2 }.
sm-text-A4 = Up to { $n1 }x: pay { $n2 } for { $n3 }.
sm-text-A5 = If you have { $n1 }+ stone: gain { $n2 }.
sm-text-A6 = Build { $n1 } structure with { $n2 } discount.
sm-text-A7 = Gain { $n1 }.
sm-text-A8 = Gain { $n1 }; promote { $n2 }.
sm-text-A9 = Gain { $n1 }; promote { $n2 }.
sm-text-A10 = Gain { $n1 }; promote { $n2 }.
sm-text-A11 = Promote up to { $n1 } different specialists { $n2 } step each.
sm-text-A12 = Gain { $n1 }; visit the market.
sm-text-A13 = Gain { $n1 }; visit the market.
sm-text-A14 = Gain { $n1 }; visit the market.
sm-text-A15 = Gain { $n1 } per ally you own (max { $n2 }).
sm-text-A16 = Recruit { $n1 } ally with { $n2 } discount.
sm-text-B1 = Up to { $n1 }x: pay { $n2 } for { $n3 }.
sm-text-B2 = Up to { $n1 }x: pay { $n2 } for { $n3 }.
sm-text-B3 = Up to { $n1 }x: pay { $n2 } for { $n3 }.
sm-text-B4 = { $n1 } or stone per ally of one kind (max { $n2 }).
sm-text-B5 = { $n1 } per ally of one kind (max { $n2 }).
sm-text-B6 = { $n1 } per ally of one kind (max { $n2 }).
sm-text-B7 = If you have { $n1 }+ grain: gain { $n2 }.
sm-text-B8 = Gain { $n1 }.
sm-text-B9 = If you have { $n1 }+ stone: gain { $n2 }.
sm-text-B10 = { $n1 } per { $n2 } structures you own.
sm-text-B11 = { $n1 } per { $n2 } structures you own.
sm-text-B12 = { $n1 } per { $n2 } structures you own.
sm-text-B13 = { $n1 } per { $n2 } structures you own.
sm-text-B14 = Pay { $n1 }: build { $n2 } structure without stone/grain.
sm-text-B15 = Pay { $n1 }: recruit { $n2 } ally without grain.
sm-text-B16 = Gain { $n1 } and { $n2 }.

## Allies (names: proper names, the same in every language)

sm-ally-name-I-THEO = Theophilos
sm-ally-name-I-MAUM = Maumettu
sm-ally-name-I-ALTA = Altair
sm-ally-name-I-SEVE = Severin
sm-ally-name-I-CAST = Castellan
sm-ally-name-I-IDAL = Idalia
sm-ally-name-I-GREG = Gregoria
sm-ally-name-I-GISE = Gisele
sm-ally-name-I-MOCE = Mocenigo
sm-ally-name-L-SIGE = Sigeberht
sm-ally-name-L-OKEC = Okechukwu
sm-ally-name-L-TENT = Tento
sm-ally-name-L-ROMI = Romigi
sm-ally-name-L-BALT = Balthasar
sm-ally-name-L-DOME = Domentzia
sm-ally-name-L-SEBA = Sebastian
sm-ally-name-L-GISE = Gisela
sm-ally-name-L-PHIL = Philaretos

## Choices that show a card; the promote details

sm-play-card = Play { $card }
sm-play-card-text = Play { $card }: { $text }
sm-face-up = Face up in slot { $slot }
sm-face-up-text = Face up in slot { $slot }: { $text }
sm-card-detail-loss = { $loss }. { $text }
sm-card-detail-nothing = Cannot be done now (played for nothing): { $text }
sm-nothing-now = Cannot be done now (played for nothing)
sm-more = { $text } …
sm-house-choice = House { $house }: { $cards }
sm-slash = { $a } / { $b }
sm-semicolon = { $a }; { $b }
sm-buy-card = Buy { $card }: { $pay }
sm-pay-with-card = remove 1 of your cards
sm-remove-hand = Remove { $card } from your hand
sm-remove-discard = Remove { $card } from your discard
sm-use-now = Use it now
sm-use-now-text = Use it now: { $text }
sm-discard-card = Discard { $card }
sm-city-tiles = city bonus tiles: { $tiles }
sm-edict-token-detail = edict token: issue 1 edict
sm-why-bonus = bonus
sm-wp-benefit = { $effect }
sm-city-tiles-cut = city bonus tiles
sm-ask-turn-short = travel, play a card or pass
