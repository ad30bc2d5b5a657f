# Coimbra's texts (games/coimbra), English. Ids start with "coim-".
# $who and $to are display names; $card, $district, $track, $colour are terms below.

## Amounts and lists

coim-n-coins = { $n ->
    [one] { $n } coin
   *[other] { $n } coins
}
coim-n-guards = { $n ->
    [one] { $n } guard
   *[other] { $n } guards
}
coim-n-vp = { $n } VP
coim-n-steps = { $n ->
    [one] { $n } pilgrim step
   *[other] { $n } pilgrim steps
}
coim-n-walk = { $n ->
    [one] { $n } step
   *[other] { $n } steps
}
coim-n-crowns = { $n ->
    [one] { $n } crown
   *[other] { $n } crowns
}
coim-and = { $a } and { $b }
coim-comma = { $a }, { $b }
coim-plus = { $a } + { $b }
coim-nothing = nothing
coim-sentence = { $what }.
coim-sentence-part = { $what }
coim-timed = { $when }: { $what }.
coim-when-immediately = Immediately
coim-when-phase-c = Phase C
coim-when-phase-e = Phase E
coim-when-game-end = Game end

## Names (terms)

coim-district-upper = upper town
coim-district-centre = centre
coim-district-lower = lower town
coim-colour-grey = grey
    .article = a
coim-colour-orange = orange
    .article = an
coim-colour-purple = purple
    .article = a
coim-colour-green = green
    .article = a
coim-colour-white = white
    .article = a
coim-track-grey = grey
    .title = Grey
coim-track-orange = orange
    .title = Orange
coim-track-purple = purple
    .title = Purple
coim-track-green = green
    .title = Green
coim-prof-council = council
coim-prof-merchant = merchant
coim-prof-clergy = clergy
coim-prof-scholar = scholar
coim-card-council = council card
    .one = council member
    .many = council members
coim-card-merchant = merchant card
    .one = merchant
    .many = merchants
coim-card-clergy = clergy card
    .one = clergy card
    .many = clergy
coim-card-scholar = scholar card
    .one = scholar
    .many = scholars
coim-card-name = { $card } { $id }
coim-die-grey = grey { $value }
coim-die-orange = orange { $value }
coim-die-purple = purple { $value }
coim-die-green = green { $value }
coim-die-white = white { $value }
coim-in-castle = in the castle
coim-in-upper = in the upper town
coim-in-centre = in the centre
coim-in-lower = in the lower town
coim-into-castle = in the castle
coim-into-upper = in the upper town
coim-into-centre = in the centre
coim-into-lower = in the lower town
coim-of-upper = of the upper town
coim-of-centre = of the centre
coim-of-lower = of the lower town
coim-exp-X01 = Tanger
coim-exp-X02 = Madeira
coim-exp-X03 = Cabo Verde
coim-exp-X04 = Sansibar
coim-exp-X05 = Ceuta
coim-exp-X06 = Calicut
coim-exp-X07 = Mascat
coim-exp-X08 = Barbados
coim-exp-X09 = Brasil
coim-exp-X10 = Ilhas dos Acores
coim-exp-X11 = Goa
coim-exp-X12 = Macau
coim-exp-X13 = Malaca
coim-exp-X14 = Ceilao
coim-exp-X15 = Diu
coim-favour-effect-F1 = expeditions cost 2 less this round; equip one now
coim-favour-effect-F2 = 4 VP and the +3 cap tile on one of your town dice
coim-favour-effect-F3 = 2 VP and up to 3 pilgrim steps
coim-favour-effect-F4 = 7 guards or 7 coins

## Bonuses (texts.py), by the bonus kind; no full stop (coim-timed and coim-sentence add it)

coim-bonus-I-REWARD = gain { $reward }
coim-bonus-M-REWARD = Gain { $reward }
coim-bonus-C-COIN = coin cards cost you 1 coin less
coim-bonus-C-GUARD = guard cards cost you 1 guard less
coim-bonus-C-COUNCIL = +1 guard, 1 VP, 1 step per council member bought
coim-bonus-C-MERCHANT = +1 coin and 2 VP per merchant bought
coim-bonus-I-TRIBUTE = each opponent gives you 1 guard and 1 coin, or 2 VP
coim-bonus-I-INQUISITION = 5 VP; each opponent loses 3 VP or one of their clergy cards
coim-bonus-I-SALVAGE = you may buy a card from the discard pile for 3 of its resource
coim-bonus-I-PERCOUNCIL = 1 guard and 1 pilgrim step per council member you own
coim-bonus-I-FAVOUR = take a favour tile left beside the castle and use it
coim-bonus-I-PERMERCHANT = 1 coin and 1 VP per merchant you own
coim-bonus-I-EXPCOIN = 4 coins, then you may equip an expedition paid in coins
coim-bonus-I-EXPGUARD = 4 guards, then you may equip an expedition paid in guards
coim-bonus-I-PERMONASTERY = 1 VP per monastery with your disc
coim-bonus-I-WALK5 = you may pay 5 guards for up to 5 pilgrim steps
coim-bonus-I-BUYVP = you may pay 5 coins for 7 VP
coim-bonus-E-NOPURPLE = 2 pilgrim steps if none of your dice is purple
coim-bonus-EG-LOWCARDS = 1 VP per card of influence 1 or 2
coim-bonus-EG-FOURSET = 5 VP per set of the 4 professions
coim-bonus-EG-COPY = another of your end-game cards scores again
coim-bonus-M-ALLTRACKS = All 4 tracks +1
coim-bonus-M-CROWNS = 1 VP per crown now
coim-bonus-M-HIGHCARDS = 1 VP/card, influence 3-4
coim-bonus-M-FOURSET = 5 VP per 4-profession set
coim-bonus-M-PERMONASTERY = 2 VP per own monastery
coim-bonus-M-DIPLOMAS = Score diploma sets now
coim-bonus-M-SCORE2EXP = Score 2 expeditions now
coim-bonus-M-SCOREEG = Score end card + track
coim-bonus-M-CASTLE4 = 4 VP per own castle die
coim-bonus-M-DISCVP = 1 VP per later monastery
coim-bonus-M-JOKER1 = 1 joker diploma
coim-bonus-M-JOKER2 = 2 joker diplomas
coim-bonus-I-COUNCILTAX-coins = each player behind you on the grey track gives you 3 coins or 3 VP
coim-bonus-I-COUNCILTAX-guards = each player behind you on the grey track gives you 3 guards or 3 VP
coim-bonus-I-REPEAT = repeat the immediate bonus of another of your { $card_many }
coim-bonus-I-INCOME = your current { $track } track income
coim-bonus-E-TRACK = one track of your choice +1 and { $unit }
coim-bonus-E-DIE = { $reward } more per { $colour } die you cash
coim-bonus-E-EXCHANGE-coins = 2 coins for 1 VP, as often as you like
coim-bonus-E-EXCHANGE-guards = 2 guards for 1 VP, as often as you like
coim-bonus-EG-TRACK = { $track } track on 7-9: 5 VP, 10-12: 7 VP, 13-15: 10 VP
coim-bonus-M-TRACK3 = { $track_title } track +3
coim-bonus-M-PERPROF = 2 VP per { $card_one }

## Favour tiles and expeditions

coim-favour-F1 = Equip an expedition now; expeditions cost you 2 less this round.
coim-favour-F2 = 4 VP; you may put the +3 cap on one of your town dice.
coim-favour-F3 = 2 VP and up to 3 pilgrim steps.
coim-favour-F4 = 7 guards or 7 coins.
coim-task-X-TRACKPAIR = Half (rounded down) of your { $a } + { $b } track spaces.
coim-task-X-PROF = 2 VP per { $card_one } you own.
coim-task-X-EXPEDITIONS = 2 VP per expedition with your disc (this one included).
coim-task-X-DIPLOMAS = 1 VP per diploma you have (jokers included).
coim-task-X-NOTVISITED = 1 VP per monastery without your disc.
coim-task-X-WEALTH = Half (rounded down) of your guards + coins + crowns.
coim-task-X-LOWEST = 2 VP per space of your lowest influence disc.
coim-task-X-VISITED = 1 VP per monastery with your disc.
coim-task-X-VISITED-I = 2 VP per blue (I) monastery with your disc.
coim-task-X-MANYCARDS = 3 VP per citizen card beyond 10.
coim-task-X-FLAT = 9 VP.

## The game log (rules.py, effects.py)

coim-and-all = { $a } and { $b }
coim-semicolon = { $a }; { $b }
coim-town-cards = { $district } { $cards }
coim-new-citizens = Round { $round }: new citizens in the city: { $rows }.
coim-roll = Round { $round }, phase A: { $who } rolls { $dice }.
coim-rolled-die = { $colour } { $value }
coim-phase-c = Phase C: the dice are taken back, castle first.
coim-token-empty = The die token { $value } { $where } is activated; its card row is empty, so nothing is removed.
coim-token-removes = The die token { $value } { $where } removes { $id } ({ $prof }, influence { $influence }, the highest in the row) to the discard pile.
coim-token-removes-crown = The die token { $value } { $where } removes { $id } ({ $prof }, influence { $influence }, the highest in the row) to the discard pile (its crown tile stays unused this round).
coim-district-done = The { $district } is done: { $n ->
    [one] the card left in its row ({ $ids }) goes
   *[other] the cards left in its row ({ $ids }) go
} to the discard pile.
coim-seat-crowns = { $who } { $n ->
    [one] { $n } crown
   *[other] { $n } crowns
}
coim-phase-d = Phase D: { $crowns }. New turn order (most crowns first, ties reversed): { $order }.
coim-deck-empty = The citizen deck is empty: the game ends after round 4.
coim-category-play = during play { $n }
coim-category-expeditions = expeditions { $n }
coim-category-tracks = tracks { $n }
coim-category-diplomas = diplomas { $n }
coim-category-citizens = end cards { $n }
coim-category-resources = resources { $n }
coim-final-score = Final scoring: { $who } scores { $n } VP ({ $parts }).
coim-wins = { $who } wins with { $n } VP.
coim-wins-tie = { $won } { $tiebreak }
coim-tiebreak = { $tied } tie on { $n } VP; { $who } is earlier in turn order and wins.
coim-takes-crown = { $who } takes the { $prof } crown tile ({ $crowns }) that lay on { $id }.
coim-takes-start-cards = { $who } takes the start cards { $a } ({ $aprof }, influence { $ainfluence }) and { $b } ({ $bprof }, influence { $binfluence }).
coim-puts-pilgrim = { $who } puts the pilgrim on start corner { $corner }.
coim-takes-die = { $who } takes the { $die } from the pool.
coim-places-die = { $who } puts the { $die } { $where } (place { $place }).
coim-buys = { $who } buys { $id } ({ $prof }, influence { $influence }) { $where } for { $price } (die { $total }).
coim-buys-capped = { $who } buys { $id } ({ $prof }, influence { $influence }) { $where } for { $price } (die { $total }, { $value }+3 with the cap).
coim-no-cap = { $who } does not use the +3 cap tile.
coim-no-favour = { $who } takes no favour tile.
coim-no-expedition = { $who } equips no expedition.
coim-stops = { $who } stops the pilgrim at { $at }.
coim-walks = { $who }'s pilgrim walks to { $node } ({ $left ->
    [0] no steps left
    [one] { $left } step left
   *[other] { $left } steps left
}).
coim-no-salvage = { $who } takes no card from the discard pile.
coim-salvages = { $who } buys { $id } ({ $prof }, influence { $influence }) from the discard pile for { $price }.
coim-no-walk = { $who } does not pay for the walk.
coim-pays-walk = { $who } pays 5 guards to move the pilgrim up to 5 steps.
coim-no-buyvp = { $who } does not buy VP.
coim-buys-vp = { $who } pays 5 coins and gains 7 VP.
coim-no-repeat = { $who } repeats no bonus.
coim-repeats = { $who } uses the bonus of { $id } again ({ $what }).
coim-exchanges = { $who } exchanges { $paid } for 1 VP.
coim-lapses = { $who } lets the track bonus of { $id } lapse.
coim-income-done = { $who } ends the income step.
coim-cashes-white = { $who } cashes the white die.
coim-gains = { $who } gains { $what } ({ $why })
coim-gains-over = { $gained }; { $lost } over the limit of 20 { $n ->
    [one] is
   *[other] are
} lost
coim-gains-vp = { $who } gains { $n } VP ({ $why }).
coim-loses-vp = { $who } loses { $n } VP ({ $why }).
coim-disc-stays = { $who }'s { $track } disc stays on { $at } ({ $why }).
coim-moves-up = { $who } moves up the { $track } track { $before } -> { $after } ({ $why }).
coim-monastery-disc = { $who } puts a disc on monastery { $node } ({ $what }).
coim-takes-favour = { $who } takes favour tile { $n } ({ $crowns }): { $effect }.
coim-puts-cap = { $who } puts the +3 cap on { $die } { $where } (now { $total }).
coim-equips = { $who } equips the expedition to { $exp } for { $price }.
coim-gives = { $who } gives { $what } to { $to }.
coim-inquisition-vp = { $who } loses 3 VP to the inquisition of { $to }.
coim-inquisition-card = { $who } discards the clergy card { $id } to the inquisition of { $to }; purple track { $before } -> { $after }.

## Why a gain comes (in brackets after it)

coim-why-start = start card { $id }
coim-why-council-bought = start card: council member bought
coim-why-merchant-bought = start card: merchant bought
coim-why-no-purple = card { $id }: no purple die
coim-why-castle-die = monastery: 4 VP per castle die
coim-why-emergency = emergency action
coim-why-favour = favour { $n }
coim-why-guards-paid = 5 guards paid
coim-why-card = card { $id }
coim-why-die-grey = grey die
coim-why-die-orange = orange die
coim-why-die-purple = purple die
coim-why-die-green = green die
coim-why-white-die = white die
coim-why-score-eg = monastery: end-game card { $id } scored now
coim-why-score-track = monastery: place on the { $track } track scored now
coim-why-score-exp = monastery: expedition { $exp } scored now
coim-why-track-lost = { $why }; { $n } more { $n ->
    [one] is
   *[other] are
} lost above space 15
coim-why-income = { $why }: { $track } income at { $at }
coim-why-later-monastery = 1 VP per later monastery
coim-why-monastery = monastery { $node }
coim-why-per-prof = { $why }: 2 per { $prof }
coim-why-per-crown = { $why }: 1 per crown
coim-why-per-high-card = { $why }: 1 per influence 3-4 card
coim-why-per-set = { $why }: 5 per set of 4 professions
coim-why-per-monastery-2 = { $why }: 2 per monastery
coim-why-diplomas = { $why }: diploma sets
coim-why-per-council = card { $id }: per council card
coim-why-per-merchant = card { $id }: per merchant card
coim-why-per-monastery = card { $id }: per monastery
coim-why-tribute = tribute
coim-why-council-tax = council tax

## Prompts (rules.py)

coim-ask-draft = Start choice: take a pair of start cards or place your pilgrim
coim-ask-pick-die = Phase B: take a die
coim-ask-place-die = Phase B: place your die in a district
coim-ask-activate = Phase C: your die is activated
coim-ask-cap = Favour 2: put the +3 cap on a die?
coim-ask-f4 = Favour 4: 7 guards or 7 coins?
coim-ask-favour-pick = Take a favour tile
coim-ask-equip = Equip an expedition?
coim-ask-move = Move your pilgrim
coim-ask-tribute = Tribute: what do you give?
coim-ask-tax = Council tax: what do you give?
coim-ask-inquisition = Inquisition: lose 3 VP or a clergy card?
coim-ask-salvage = Buy a card from the discard pile?
coim-ask-walk5 = Pay 5 guards for 5 pilgrim steps?
coim-ask-buyvp = Pay 5 coins for 7 VP?
coim-ask-repeat = Repeat an immediate bonus
coim-ask-etrack = Advance a track
coim-ask-income = Phase E: cash in your dice
coim-ask-white = White die: choose a track
coim-ask-score-eg = Monastery: score an end-game card now
coim-ask-score-track = Monastery: score a track place now
coim-ask-score-exp = Monastery: score an expedition now
coim-ask-activate-castle = Phase C: your { $die } { $where } is activated (take a favour tile or emergency)
coim-ask-activate-town = Phase C: your { $die } { $where } is activated (buy a card or emergency)
coim-ask-place-die-with = Phase B: place your { $die } in a district
coim-ask-move-with = Move your pilgrim ({ $n ->
    [one] { $n } step left
   *[other] { $n } steps left
})
coim-asks = { $ask } ({ $who } asks)

## Choices: labels, groups and details (labels.py, present.py)

coim-or = { $a } or { $b }
coim-then = { $a } { $b }
coim-walk-to-monastery = to monastery { $node }
coim-walk-to-crossroad = to crossroad { $node }
coim-corner-NW = north-west
coim-corner-NE = north-east
coim-corner-SE = south-east
coim-corner-SW = south-west
coim-unit-coins = coin
coim-unit-guards = guard
coim-group-start-cards = Start cards
coim-group-pilgrim = Pilgrim
coim-group-dice = Dice
coim-label-pair = Take { $a } (+{ $ainfluence }) and { $b } (+{ $binfluence })
coim-detail-pair = { $a }: { $abonus } { $b }: { $bbonus }
coim-label-corner = Put your pilgrim on the { $corner } start corner ({ $id })
coim-detail-corner = one-way road to crossroad { $roads }
coim-label-pick-die = Take the { $die }
coim-detail-white-die = phase E: income of a track of your choice
coim-detail-pick-die = phase E: your { $track } track income (now { $income })
coim-label-place-castle = Put { $die } { $where } (place { $place }, favour tile)
coim-label-place-town = Put { $die } { $where } (place { $place }, buy a citizen card)
coim-label-favour = Take favour { $n } ({ $crowns }): { $effect }
coim-label-buy = Buy { $card } (+{ $influence } influence) for { $price }
coim-label-buy-crown = Buy { $card } (+{ $influence } influence +crown) for { $price }
coim-detail-diplomas = { $bonus } Diplomas: { $diplomas }.
coim-label-emergency = Emergency action: gain 2 coins and 2 guards
coim-label-no-cap = Do not use the cap tile
coim-label-cap = Put the +3 cap on your { $die } { $where } (it counts { $total })
coim-detail-cap = It moves left in its row: earlier turn, but its card costs the new total.
coim-label-gain = Gain { $what }
coim-label-no-favour = Take no favour tile
coim-label-no-expedition = Equip no expedition
coim-label-equip = Equip { $exp }: pay { $price }
coim-detail-game-end = Game end: { $task }
coim-label-stop = Stop walking
coim-label-first-exchange = First exchange { $paid } for 1 VP
coim-label-walk = Walk { $node } ({ $n ->
    [one] { $n } step left
   *[other] { $n } steps left
})
coim-label-walk-yours = Walk { $node } (yours already) ({ $n ->
    [one] { $n } step left
   *[other] { $n } steps left
})
coim-label-walk-monastery = Walk { $node } ({ $what }) ({ $n ->
    [one] { $n } step left
   *[other] { $n } steps left
})
coim-label-give = Give { $to } { $what }
coim-label-lose-vp = Lose 3 VP
coim-label-discard = Discard { $card }: purple track -{ $influence }
coim-label-no-salvage = Take no card from the discard pile
coim-label-salvage = Buy { $card } (+{ $influence }) from the discard pile for { $price }
coim-label-pay-walk = Pay 5 guards: move your pilgrim up to 5 steps
coim-label-pay-vp = Pay 5 coins: gain 7 VP
coim-label-no-pay = Do not pay
coim-label-no-repeat = Repeat no bonus
coim-label-repeat = Use the bonus of { $card } again: { $bonus }
coim-label-repeat-short = Use the bonus of { $card } again
coim-label-no-track = Advance no track
coim-detail-no-track = Optional: let the bonus of { $id } lapse (no track, no { $unit })
coim-label-advance = Advance your { $track } track ({ $at } -> { $to }) and gain { $unit }
coim-label-income-done = End your income
coim-label-exchange = Exchange { $paid } for 1 VP
coim-label-cash-white = Cash the white die (choose a track)
coim-label-cash = Cash { $colour_article } { $colour } die: { $income }
coim-label-white = White die on the { $track } track: { $income }
coim-label-no-score-eg = Score no end-game card
coim-label-score-eg = Score the end-game { $card } now: { $n } VP
coim-label-score-track = Score your place on the { $track } track now: { $n } VP
coim-label-no-score-exp = Score no further expedition
coim-label-score-exp = Score { $exp } now: { $n } VP
coim-detail-castle = In phase C this die takes a favour tile (the lowest die goes first); it counts { $total }.
coim-detail-town = In phase C this die buys a card { $where } for { $total } (the highest goes first).
coim-detail-favour = { $crowns } for the turn order; { $effect }.
coim-detail-emergency = Instead of a favour or a card.
coim-detail-you-have = You have { $what }.
coim-detail-disc = Your { $track } disc is on space { $at }.
coim-detail-white-track = Then choose the track whose income it pays.
coim-detail-etrack = Card { $id }: start of phase E.
coim-detail-monastery = Monastery: { $bonus }
coim-detail-crossroad = A crossroad.
coim-detail-nothing-new = Nothing new here.
coim-detail-income-done = Your phase E income is complete.
coim-detail-skip = Nothing is paid and nothing is gained.
coim-detail-lose = You have { $n } VP; VP may go below 0.
coim-detail-card-bonus = Card { $id }: { $bonus }
coim-detail-score-now = Scored now, at the current position.

## Warnings before a loss (losses.py)

coim-loss-limit = Limit 20: { $what } would be lost.
coim-loss-track = { $track_title } track at { $at }: { $n } influence lost above 15.
coim-loss-tracks = Tracks at 15: { $n } influence lost.
coim-loss-no-favour = No favour tile is left: its bonus is lost.
coim-loss-no-repeat = You own no other { $card_one } with an immediate bonus: nothing to repeat.
coim-loss-no-salvage = You could then afford no card of the discard pile.
coim-loss-walk5 = After paying you have { $n }: too few for the walk (5).
coim-loss-buyvp = After paying you have { $n }: too few to buy VP (5).
coim-loss-no-tax = Nobody is behind you on the grey track: no tax.
coim-loss-no-monastery = You have no monastery yet: 0 VP.
coim-loss-no-expedition-coins = You could equip no expedition paid in coins.
coim-loss-no-expedition-guards = You could equip no expedition paid in guards.
coim-loss-no-expedition-cheaper = You could equip no expedition now, even 2 cheaper.
coim-loss-no-cap = No die of yours is left in a town row: the cap is lost.
coim-loss-f4 = Limit 20: even the better of 7 coins / 7 guards loses { $n }.
coim-loss-no-score-exp = You have no expedition: nothing to score.
coim-loss-castle = Place { $place } of the castle: only { $n } favour tiles, so likely the emergency action.
coim-loss-town = With { $coins } and { $guards } you can pay { $n } for no card here now.
coim-loss-stop = The pilgrim stays at { $at }; { $n } lost.

## The status line (words.status; the view's status and the pictures' header)

coim-status = Round { $round }/4, { $phase }: { $who } to decide.
coim-status-nobody = Round { $round }/4, { $phase }: - to decide.
coim-status-over = Game over after round { $round }.
coim-phase-setup = start choices
coim-phase-B = phase B (place dice)
coim-phase-C = phase C (take dice back)
coim-phase-E = phase E (income)
coim-phase-F = phase F (expeditions)
