# Coimbra's pictures (render/coimbra): the words the pictures write themselves. What the view
# holds (card effects, favour tiles, expeditions, the status line) is the engine's own message
# (coimbra.ftl), drawn from the ids the view holds.
# $name is a player's name; $prof a profession (coim-prof-…); $kind "coins" or "guards".

pic-coim-title = Coimbra

## The full board

pic-coim-city = The city
pic-coim-tracks = Influence tracks
pic-coim-map = Pilgrim map
pic-coim-expeditions = Expeditions
pic-coim-start-pairs = Start cards to draft (pairs)
pic-coim-district-castle = Castle
pic-coim-district-upper = Upper town
pic-coim-district-centre = Centre
pic-coim-district-lower = Lower town
pic-coim-name-vp = { $name }  { $vp } VP
pic-coim-crowns-order = { $crowns } for turn order (flag { $flag })
pic-coim-deck = deck { $deck }, discard { $discard }
pic-coim-pool = { $phase ->
    [B] Dice to take:
   *[other] Unused dice:
}
pic-coim-favour-n = Favour { $n }
pic-coim-favour-taken = Favour { $n } taken
pic-coim-cap = +3 cap
pic-coim-by = by { $who }
pic-coim-no-dice-here = no dice
pic-coim-place-vp = { $place ->
    [1] 1st
    [2] 2nd
   *[other] 3rd
} { $vp }
pic-coim-track-line = { $track ->
    [grey] Grey: council, income guards
    [orange] Orange: merchant, income coins
    [purple] Purple: clergy, income pilgrim steps
   *[green] Green: scholar, income VP
}. End: { $places } VP
pic-coim-turn-order = Turn order (flags; a flag's printed crowns count in phase D):
pic-coim-map-key = pin = pilgrim, small = disc
pic-coim-cost = cost { $cost } { $kind ->
    [guards] guards
   *[coins] coins
}
pic-coim-pair-taken = Pair { $n }: taken by { $who }
pic-coim-player-title = { $discs ->
    [one] { $name }: flag { $flag }, 1 disc left
   *[other] { $name }: flag { $flag }, { $discs } discs left
}
pic-coim-prof-count = { $prof ->
    [council] council { $n }
    [merchant] merchant { $n }
    [clergy] clergy { $n }
   *[scholar] scholar { $n }
}
pic-coim-crown-tile-of = crown tile { $prof }
pic-coim-diplomas-line = Diplomas: { $diplomas }
pic-coim-visits-line = Monasteries { $monasteries }; expeditions: { $expeditions }

## A citizen card

pic-coim-card-title = { $prof } { $id }
# a card's profession as its title names it (short where a language needs it: the crown beside it)
pic-coim-card-prof-council = Council
pic-coim-card-prof-merchant = Merchant
pic-coim-card-prof-clergy = Clergy
pic-coim-card-prof-scholar = Scholar
pic-coim-influence = influence { $n }
pic-coim-when = { $timing ->
    [I] now
    [C] phase C
    [E] phase E
   *[EG] end
}
pic-coim-pay = { $kind ->
    [guards] pay guards
   *[coins] pay coins
}
pic-coim-joker-mark = joker
pic-coim-empty = empty

## The per-move picture

pic-coim-dice-legend = Dice: K council grey, M merchant orange, P clergy purple, G scholar green, W white
pic-coim-track-legend = Tracks: K council, M merchant, P clergy, G scholar
pic-coim-diploma-legend = Diplomas a-e are five kinds (sets score at game end); J is a joker.
# a word part every text naming diplomas holds (lower case): the legend is shown under those
pic-coim-diploma-stem = diploma
pic-coim-board-elsewhere = Your board (your dice, cards, tiles and visits): tap Full board.
pic-coim-discard-buy = Discard pile ({ $n ->
    [one] 1 card
   *[other] { $n } cards
}): you can buy
pic-coim-card-words = { $card }: { $effect }
pic-coim-card-price = { $prof } +{ $influence }{ $cost ->
    [coins] , pays coins
    [guards] , pays guards
   *[none] {""}
}{ $diplomas ->
    [none] {""}
   *[other] , diplomas { $diplomas }
}{ $crown ->
    [yes] , crown tile
   *[no] {""}
}
pic-coim-card-short = { $id } { $prof } +{ $influence } { $cost }{ $crown ->
    [yes] {" "}crown
   *[no] {""}
}
pic-coim-resource = { $kind ->
    [guards] guards
   *[coins] coins
}
pic-coim-in-town = { $town }: { $words }
pic-coim-town-cards = Citizen cards in the towns
pic-coim-town-cards-short = Cards in the towns (id, influence, price; effects: Full board)
pic-coim-cards-to-buy = The cards you can buy
pic-coim-city-dice = The city: dice in the districts
pic-coim-to-take = To take:
pic-coim-no-dice-yet = no dice yet
pic-coim-favour-words = { $crowns }: { $effect }{ $cap ->
    [yes] {" "}(+3 cap tile)
   *[no] {""}
}
pic-coim-favour-tiles = Favour tiles in the castle
pic-coim-expedition-words = cost { $cost } { $kind ->
    [guards] guards
   *[coins] coins
}: { $task }{ $who ->
    [none] {""}
   *[other] {" "}(equipped: { $who })
}
pic-coim-expeditions-scored = Expeditions (scored at game end)
pic-coim-track-words = { $prof }, income { $income }. { $at }{ $boxes ->
    [none] {""}
   *[other] . Income: { $boxes }
}
pic-coim-tracks-focus = Influence tracks (0-15)
pic-coim-income-grey = guards
pic-coim-income-orange = coins
pic-coim-income-purple = pilgrim steps
pic-coim-income-green = VP
pic-coim-pair = Pair { $n }
pic-coim-someone = someone
pic-coim-taken-by = taken by { $who }
pic-coim-start-cards = Start cards (take a pair, or place your pilgrim)
pic-coim-map-focus = Pilgrim map: crossroads c1-c14, monasteries I/II/III
pic-coim-map-legend = Pin = pilgrim, small mark = a visit (disc). Blue I, brown II, red III.
pic-coim-reachable = Monasteries you can reach
pic-coim-players = Players (crowns set the turn order)
pic-coim-player-words = { $name }: { $vp } VP · { $coins } · { $guards } · { $crowns } (plays { $flag ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $flag }th
}) · { $tracks }
pic-coim-cards = Cards
pic-coim-tiles-label = Tiles
pic-coim-visits = Visits
pic-coim-visit-words = monasteries { $monasteries }; expeditions { $expeditions }; { $discs ->
    [one] 1 disc left
   *[other] { $discs } discs left
}
pic-coim-visits-of = { $name }'s visits
pic-coim-dice-of = { $name }'s dice this round
pic-coim-board-of-name = { $name }'s board
pic-coim-favour-held = favour { $n }
pic-coim-crown-tile = { $prof } crown tile

## The player's own board (only its player sees it)

pic-coim-hand-facts = { $vp } VP, { $coins ->
    [one] 1 coin
   *[other] { $coins } coins
}, { $guards ->
    [one] 1 guard
   *[other] { $guards } guards
}, { $crowns ->
    [one] 1 crown
   *[other] { $crowns } crowns
}
pic-coim-board-of = { $game }: { $name }'s board
pic-coim-lasting = Your lasting effects and diplomas
pic-coim-dice = Dice:
pic-coim-tiles = Tiles: { $tiles }
pic-coim-your-board = { $discs ->
    [one] Your board: flag { $flag }, 1 disc left
   *[other] Your board: flag { $flag }, { $discs } discs left
}
pic-coim-no-dice = none this round
pic-coim-track = { $track }: track { $place }, { $cards ->
    [one] 1 card
   *[other] { $cards } cards
}
pic-coim-joker = joker { $n }
pic-coim-diplomas = Diplomas
pic-coim-none = none
pic-coim-your-cards = Your citizen cards ({ $count })
pic-coim-no-cards = no cards yet
pic-coim-none-yet = none yet
pic-coim-your-monasteries = Your monasteries ({ $count })
pic-coim-your-expeditions = Your expeditions ({ $count })
