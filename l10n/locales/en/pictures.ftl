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

## De Vulgari Eloquentia
# $sea is a sea's name; $place a city's; $career a status word or a career tile's name.

pic-dv-actions-left = { $actions ->
    [one] {" · "}1 action left
   *[other] {" · "}{ $actions } actions left
}
pic-dv-vp-short = { $vp }VP
pic-dv-d = { $n }d
pic-dv-k = { $n }k
pic-dv-ducats = { $ducats ->
    [one] 1 ducat
   *[other] { $ducats } ducats
}
pic-dv-knowledge = { $knowledge } knowledge
pic-dv-map = The map
pic-dv-map-on-board = on the full board (the choices fill this picture)
pic-dv-around = around { $name }
pic-dv-whole-board = the board
pic-dv-map-key = Big mark: pawn · small: claimed city · ⚓ port · E: event · d ducats · k knowledge · Canticle 6: its Canticle action is open in round 6
pic-dv-site-cathedral = cathedral city
pic-dv-site-bologna = university city (knowledge by the Ambassador)
pic-dv-site-franciscan = Franciscan city
pic-dv-site-city = city
pic-dv-sea-from = { $sea } from { $port }
pic-dv-site-start = start city
pic-dv-at-sea = { $sea }: at sea
pic-dv-port-on = { $sea ->
    [adriatic] port on the Adriatic Sea
   *[tyrrhenian] port on the Tyrrhenian Sea
}
pic-dv-event = event { $number } { $name }
pic-dv-here = here: { $who }
pic-dv-claimed-by = claimed by { $who }
pic-dv-places = Places the choices name
pic-dv-moves-by-cost = moves by their cost
pic-dv-action-tracks = Action tracks
pic-dv-letters-are-players = A, B, C… are the players
pic-dv-manuscripts = Manuscripts on offer
pic-dv-row-is-actions = row = actions to take one
pic-dv-row = Row { $row }
pic-dv-row-vp = Row { $row }, { $vp } VP
pic-dv-named-vp = { $name } { $vp } VP
pic-dv-named-vp-paren = { $name } ({ $vp } VP)
pic-dv-none-left = none left
pic-dv-none = none
pic-dv-none-yet = none yet
pic-dv-nobody = nobody
pic-dv-decks = Decks of rows 1-4: { $decks } · Lingua Volgare: { $lingua ->
    [taken] taken
    [in-play] in play
   *[not-yet] not yet in play
}
pic-dv-lingua = Lingua Volgare: { $state ->
    [taken] taken
    [on-offer] on offer (8 VP)
   *[not-yet] not yet in play
}
pic-dv-this-round = This round
pic-dv-out-of-play = Out of play
pic-dv-cube-key = R red: politicians · K black: nobles · Y yellow: abbesses · G green: secretaries
pic-dv-cube-key-red-black = R politicians · K nobles
pic-dv-cube-key-yellow-green = Y abbesses · G secretaries
pic-dv-careers-free = Careers still free
pic-dv-auction = Stupor Mundi auction
pic-dv-auction-prize = in Brindisi, for +10 knowledge
pic-dv-auction-short = auction
pic-dv-called-by = Called by { $name }
pic-dv-stupor-called = Stupor Mundi called by { $name }
pic-dv-high-bid = High bid { $bid } by { $name }
pic-dv-bidding = Bidding: { $who }
pic-dv-at-auction = at the auction: { $who }
pic-dv-passed = Passed: { $who }
pic-dv-to-answer = Still to answer: { $who }
pic-dv-merchant = Merchant
pic-dv-friar = Friar
pic-dv-cardinal = Cardinal
pic-dv-banker = Banker
pic-dv-monk = Benedictine monk
pic-dv-camerlengo = Camerlengo
pic-dv-pope = Pope
pic-dv-papal-hidden = papal ?
pic-dv-papal-red = papal red
pic-dv-papal-white = papal white
pic-dv-hint-verona = 4-6: VP
pic-dv-hint-library = 2/4/6/8: draw 1-4
pic-dv-hint-ambassador = end: Bologna
pic-dv-hint-orient = end: port
pic-dv-hint-rest = leader plays first
pic-dv-tyrrhenian = Tyrrhenian Sea
pic-dv-adriatic = Adriatic Sea
pic-dv-short-start = start
pic-dv-short-abbey = abbey
pic-dv-short-convent = convent
pic-dv-short-university = university
pic-dv-short-franciscan = Cant. 10 on
pic-dv-not-placed-yet = not placed yet
pic-dv-in-sea = at sea ({ $sea })
pic-dv-in = in { $place }
pic-dv-career-elected = { $career }, elected { $elected }
pic-dv-elected = elected { $elected }
pic-dv-declared = has declared
pic-dv-to-declare = to declare
pic-dv-mover = { $name } — { $vp } VP · { $ducats ->
    [one] 1 ducat
   *[other] { $ducats } ducats
} · knowledge { $knowledge } (level { $level }) · { $career } · { $where }
pic-dv-other = { $name }: { $vp } VP · { $ducats ->
    [one] 1 ducat
   *[other] { $ducats } ducats
} · knowledge { $knowledge } · { $career } · { $where } · { $cities ->
    [one] 1 city
   *[other] { $cities } cities
}
pic-dv-purse = { $ducats ->
    [one] 1 ducat
   *[other] { $ducats } ducats
} · knowledge { $knowledge } (level { $level }) · { $career }
pic-dv-purse-short = { $ducats ->
    [one] 1 ducat
   *[other] { $ducats } ducats
} · knowledge { $knowledge } (level { $level })
pic-dv-cities = Cities ({ $count }): { $cities }
pic-dv-cities-count = { $count ->
    [one] 1 city
   *[other] { $count } cities
}
pic-dv-tracks-line = Tracks: { $tracks }
pic-dv-in-front = { $secretaries ->
    [one] 1 secretary in front
   *[other] { $secretaries } secretaries in front
}
pic-dv-bologna-collected = Bologna collected
pic-dv-bologna-unlocked = Bologna unlocked ({ $round })
pic-dv-library-drawn = library drawn
pic-dv-cat-short = { $key ->
    [status] status
    [cubes] cubes
    [secretaries] secretaries
    [library] library
    [richest] richest
    [verona] verona
    [canticle] canticle
    [manuscripts] manuscripts
    [tiles] tiles
   *[other] { $key }
}
pic-dv-category-vp = { $category } +{ $vp } VP
pic-dv-if-ended-now = if it ended now: { $scores }
pic-dv-round-track = Round track
pic-dv-round-short = Rd
pic-dv-event-head = Event
pic-dv-now = now
pic-dv-deck = deck { $n }
pic-dv-tracks = Tracks
pic-dv-players-public = Players (public holdings)
pic-dv-knowledge-key = Knowledge 0-99 (level L1-L8 every 10); first mark on a space is ahead
pic-dv-legend-values = d ducats, k knowledge, ⚓ port
pic-dv-legend-sites = ✝ cathedral, square: not a city
pic-dv-legend-marks = big mark: pawn, small: claimed
pic-dv-canticle-now = Canticle now
pic-dv-canticle-rounds = Canticle { $rounds }
pic-dv-screen-line = Screen: { $cubes } · manuscripts { $manuscripts }
pic-dv-library-vp = library { $vp } VP
pic-dv-scored = VP { $categories }
pic-dv-pile = Library pile: { $tiles } tiles · Events used: { $events }
pic-dv-tiles-free = Tiles free: { $tiles }
pic-dv-friars = Friars: { $tiles }
pic-dv-cardinals = Cardinals: { $tiles }
pic-dv-wins = { $name } wins with { $vp } VP!
pic-dv-tied = tied on { $vp } VP, { $who } in order of the knowledge track
pic-dv-no-tie = Tie-break: not needed (no tie)
pic-dv-tie-break = Tie-break: { $ties }.
pic-dv-ranking = Ranking: { $order }
pic-dv-knowledge-of = Knowledge: { $each }

## De Vulgari Eloquentia: the screen (only its player sees it)

pic-dv-politicians = { $count ->
    [one] 1 politician
   *[other] { $count } politicians
}
pic-dv-nobles = { $count ->
    [one] 1 noble
   *[other] { $count } nobles
}
pic-dv-abbesses = { $count ->
    [one] 1 abbess
   *[other] { $count } abbesses
}
pic-dv-secretaries = { $count ->
    [one] 1 secretary
   *[other] { $count } secretaries
}
pic-dv-behind-screen = Behind your screen: { $cubes }.
pic-dv-your-manuscripts = Your manuscripts ({ $count }): { $manuscripts }.
pic-dv-no-manuscripts = No manuscripts behind your screen.
pic-dv-your-library-tile = Your Papal Library tile: { $vp } VP.
pic-dv-library-drawn-now = Library tiles drawn now: { $tiles }.
pic-dv-your-bid = Your secret election bid: { $bid }.
pic-dv-screen-of = { $game } — { $name }'s screen
pic-dv-cubes-behind = Cubes behind the screen
pic-dv-your-vp = Your VP counting your screen: { $vp }
pic-dv-with-parts = { $text } ({ $parts })
pic-dv-dialects = Dialects { $count } of 5: { $dialects }
pic-dv-manuscripts-count = Manuscripts ({ $count })
pic-dv-library-tile = Papal Library tile: { $tile }
pic-dv-drawn-now = Drawn now: { $tiles }
pic-dv-secret-bid = Your secret election bid: { $bid }

## The final scoring's rows (render.final_rows): pic-final-<game>-<breakdown key>

pic-final-de-vulgari-eloquentia-status = Election (status)
pic-final-de-vulgari-eloquentia-cubes = Most cubes left
pic-final-de-vulgari-eloquentia-secretaries = Secretaries
pic-final-de-vulgari-eloquentia-library = Papal Library tile
pic-final-de-vulgari-eloquentia-richest = Richest player
pic-final-de-vulgari-eloquentia-verona = Verona Riddle
pic-final-de-vulgari-eloquentia-canticle = Canticle of the Sun
pic-final-de-vulgari-eloquentia-manuscripts = Manuscripts
pic-final-de-vulgari-eloquentia-tiles = Friar/cardinal tile
