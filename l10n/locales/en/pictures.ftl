# The words the pictures write themselves (render/*). Texts from a game's view are drawn as the
# engine wrote them.
# $who is a list of player names ($count of them); $name a player's name; $game a game's title.

## Shared by every game's picture

pic-last = Last: { $move }
pic-vp = { $vp } VP
pic-to-decide = { $count ->
   *[other] { $who } to decide
}
pic-last-moves = Last moves
pic-only-you = Only you can see this.
pic-private-view = { $game }: { $name }'s private view
pic-final-scoring = Final scoring
pic-total = Total
pic-deciding = To decide:
pic-player = Player { $n }

## The final scoring of every game
# $tie is the engine's own sentence; $who a list of player names ($count of them).

pic-tie-break = Tie-break: { $tie }
pic-tie = Tie: { $tie }
pic-no-tie-for-first = Tie-break: not needed (no tie for first place)
pic-no-tie-on-points = Tie-break: not needed (no tie on points)
pic-wins = { $count ->
    [one] { $who } wins!
   *[other] { $who } win!
}
pic-wins-with = { $name } wins with { $vp } VP!
pic-winner = { $count ->
    [one] Winner: { $who }
   *[other] Winners: { $who }
}
pic-winner-with = Winner: { $name } with { $vp } VP
pic-total-wins = { $vp }  wins
pic-no-winner = No winner
pic-game-over = Game over
pic-ranking = Ranking: { $order }
pic-sm-solo-title = solo title: { $title }
pic-sm-solo-title-line = Solo title: { $title }

pic-final-lorenzo-il-magnifico-play = VP during play
pic-final-lorenzo-il-magnifico-faith = Faith
pic-final-lorenzo-il-magnifico-territories = Territories
pic-final-lorenzo-il-magnifico-characters = Characters
pic-final-lorenzo-il-magnifico-ventures = Ventures
pic-final-lorenzo-il-magnifico-military = Military
pic-final-lorenzo-il-magnifico-resources = Resources
pic-final-lorenzo-il-magnifico-excommunication_vp = Excomm.: VP
pic-final-lorenzo-il-magnifico-excommunication_mp = Excomm.: MP
pic-final-lorenzo-il-magnifico-excommunication_buildings = Excomm.: buildings
pic-final-lorenzo-il-magnifico-excommunication_resources = Excomm.: resources
pic-final-coimbra-play = During play
pic-final-coimbra-expeditions = Expeditions
pic-final-coimbra-tracks = Tracks
pic-final-coimbra-diplomas = Diplomas
pic-final-coimbra-citizens = End cards
pic-final-coimbra-resources = Resources
pic-final-stupor-mundi-allies = Allies
pic-final-stupor-mundi-edicts = Edicts
pic-final-stupor-mundi-castle_income = Castle income
pic-final-stupor-mundi-workplace = Workplace
pic-final-stupor-mundi-cards = Cards
pic-final-stupor-mundi-city = City
pic-final-stupor-mundi-structures = Structures
pic-final-stupor-mundi-majority = Majority
pic-final-stupor-mundi-coins = Coins

## Stupor Mundi: the hand (only its player sees it)

pic-sm-your-hand = { $count ->
    [one] Your hand (1 card): { $cards }.
   *[other] Your hand ({ $count } cards): { $cards }.
}
pic-sm-hand-empty = Your hand is empty.
pic-sm-face-down-line = Face down in slot { $slot }: { $card } (played for: { $actions }).
pic-sm-your-discard = Your discard pile ({ $count }): { $cards }.
pic-sm-either = { $first } or { $second }
pic-sm-hand-facts = { $vp } VP · { $aug } aug · { $grain } grain · { $stone } stone · hand limit { $limit } · draw pile { $pile }
pic-sm-hand-of = { $game } — { $name }'s hand
pic-sm-hand-count = { $count ->
    [one] Hand: 1 card
   *[other] Hand: { $count } cards
}
pic-sm-face-down = Your face-down cards in slots
pic-sm-none = none
pic-sm-slot-card = Slot { $slot }: { $card } (played for: { $actions })
pic-sm-discard = Discard pile ({ $count })
pic-sm-empty = empty
pic-sm-card-level = { $level ->
    [A] level A
    [B] level B
   *[H] house card
}
pic-sm-with-cost = { $kind } · cost { $cost }
pic-sm-cost-aug = { $aug } aug
pic-sm-cost-card = 1 card


## The final scoring's rows (render.final_rows): pic-final-<game>-<breakdown key>
