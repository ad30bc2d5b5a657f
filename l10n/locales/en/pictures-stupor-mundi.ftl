# Stupor Mundi's pictures: the renderers' own words (render/stupor_mundi). The names of the
# game's things (cards, allies, cities, edicts) come from stupor-mundi.ftl through the engine's
# messages; a few short forms the pictures need are here.

## Status and headers

pic-sm-title = Stupor Mundi
pic-sm-status-action = Round { $round }, action phase: { $who } to decide
pic-sm-status-end = Round { $round }, end phase: { $who } to decide
pic-sm-status-over = Game over after round { $round }
pic-sm-status-over-winner = Game over after round { $round }; winner { $who }
pic-sm-status-prompt = { $status }: { $prompt }
pic-sm-last-round = { $status } — last round
pic-sm-last-round-board = { $status } — last round (game end reached)

## The per-move picture

pic-sm-aug-legend = aug = Augustales
pic-sm-castle-legend = T tower, W wall, K keep; L loyalist, I independent ally; { $rest }
pic-sm-board-elsewhere = Your board (slots, allies, castle): tap Full board.
pic-sm-face-up-cards = Face-up cards in the slots
pic-sm-your-castle = Your castle: build on a free space
pic-sm-castle-help =
    Towers T1-T5;
    walls W12-W51 join
    two towers: a
    completed side pays
    what its wall shows
pic-sm-keeps-help = Keeps K1-K3:
pic-sm-keep-line = { $keep }: { $label }
pic-sm-great-tower = great tower: +{ $extra } aug, then { $bonus }
pic-sm-great-wall = great wall: +{ $extra } aug, then { $bonus }
pic-sm-great-keep = great keep: +{ $extra } aug, then { $bonus }
pic-sm-tower-opens = a tower stands on it: building the tower opens the space
pic-sm-tower-opens-edict = a tower stands on it: building the tower opens the space (edict icon)
pic-sm-walls-left = { $n ->
    [one] { $n } wall left; each opens 1 storage space
   *[other] { $n } walls left; each opens 1 storage space
}
pic-sm-keeps-left = { $n ->
    [one] { $n } keep left
   *[other] { $n } keeps left
}
pic-sm-unbuilt = Your unbuilt pieces
pic-sm-unbuilt-changed = Your unbuilt pieces (changed)
pic-sm-start = Start
pic-sm-not-promoted = specialists not yet promoted
pic-sm-city-tiles = City: { $tiles }
pic-sm-city-no-bonus = City: no bonus left
pic-sm-enter = { $grain ->
    [0] enter free
   *[other] enter { $grain } grain
}
pic-sm-space = { $enter } · { $effect }
pic-sm-space-token = { $enter } · { $effect } · edict token
pic-sm-workplace = Workplace: promote along path A, B or C
pic-sm-fred-specialist = F = Frederick's specialist
pic-sm-edict-reward = { $edict } → reward { $reward }
pic-sm-edict-empty = empty (reward { $reward })
pic-sm-edicts = Edicts (pile { $pile })
pic-sm-edicts-note = Issue an active edict I-III: pay its symbols
pic-sm-market-line = Market, { $side } side: sell { $sell }; buy { $buy }
pic-sm-ally-line = Ally { $ally } ({ $kind }) { $grain } grain, +2 VP if { $condition }
pic-sm-card-line = Card { $card } ({ $cost }): { $text }
pic-sm-voyage = Voyage, clockwise (card deck { $deck })
pic-sm-of = { $value } of { $top }
pic-sm-palace = Frederick's palace
pic-sm-players = Players
pic-sm-name-text = { $name }: { $text }
pic-sm-slot-locked = locked (building keep K3 opens it)
pic-sm-slot-free = free
pic-sm-slot-face-down = taken (a face-down card)
pic-sm-slot-face-up = taken ({ $card }, face up)
pic-sm-slot-line = { $held } · face down: { $actions }
pic-sm-your-slots = Your card slots
pic-sm-ally-kind = { $ally } ({ $kind })
pic-sm-space-open = open
pic-sm-space-covered = covered by a tower (build that tower to open it)
pic-sm-space-edict = { $line } · placing an ally here issues 1 edict
pic-sm-your-ally-spaces = Your ally spaces
pic-sm-your-discard-pile = Your discard pile

## Names of the board's places (the choices' refs say them in English)

pic-sm-city-space = City { $path }
pic-sm-ally-space = Ally space { $n }
pic-sm-slot = Slot { $n }
pic-sm-edict = Edict { $roman }
pic-sm-next = Next { $n }
pic-sm-great-name-GT-A = Great tower A
pic-sm-great-name-GT-B = Great tower B
pic-sm-great-name-GW-A = Great wall A
pic-sm-great-name-GW-B = Great wall B
pic-sm-great-name-GK = Great keep
pic-sm-piece-wall = Wall
pic-sm-piece-keep = Keep
pic-sm-row-grain = Grain
pic-sm-row-stone = Stone
pic-sm-row-treasury = Treasury
pic-sm-row-towers = Towers
pic-sm-row-walls = Walls
pic-sm-row-keeps = Keeps
pic-sm-row-court = Court
pic-sm-row-specialist = Specialist
pic-sm-keep-K1 = hand +2
pic-sm-keep-K2 = both
pic-sm-keep-K3 = slot 6
pic-sm-keep-space = { $keep } { $label }
pic-sm-or = { $a } or { $b }
pic-sm-slash = { $a }/{ $b }
pic-sm-kind-L = loyalist
pic-sm-kind-I = independent
pic-sm-side-easy = easy
pic-sm-side-hard = hard
pic-sm-short-VL-C-II = Each build: +2 VP and 1 grain or stone
pic-sm-short-CS-C-I = Travel: 2nd city is free too
pic-sm-tile-CB-A = 6 aug + 3 resources
pic-sm-tile-CB-B = Edict + 3 VP
pic-sm-tile-CB-C = Free ally
pic-sm-tile-CB-D = Free tower
pic-sm-tile-CB-E = Free wall
pic-sm-tile-CB-F = Free keep
pic-sm-pays-INC-STONE = stone
pic-sm-pays-INC-GRAIN = grain
pic-sm-pays-INC-AUG = aug
pic-sm-pays-INC-VP = VP
pic-sm-pays-INC-MARKET = market

## House cards without their house (the slot boxes)

pic-sm-short-SAV-1 = Granary
pic-sm-short-SAV-2 = Patronage
pic-sm-short-HOH-1 = Quarry
pic-sm-short-HOH-2 = Fleet
pic-sm-short-WIT-1 = Levy
pic-sm-short-WIT-2 = Masons
pic-sm-short-DIR-1 = Envoy
pic-sm-short-DIR-2 = Tower

## The boards' panels

pic-sm-allies = Allies
pic-sm-aug = { $n } aug
pic-sm-out-of = { $value } / { $top }
pic-sm-start-space = start space
pic-sm-path-a = path A, space { $space }
pic-sm-path-a-city = path A, space { $space } (city)
pic-sm-specialist = Specialist: { $where }
pic-sm-pile = Pile: { $n }
pic-sm-edict-plus = { $edict }: +{ $reward }
pic-sm-enter-colon = { $grain ->
    [0] enter: free
   *[other] enter: { $grain } grain
}
pic-sm-edict-badge = Edict
pic-sm-no-city-bonus = No city bonus left
pic-sm-side = side { $side }
pic-sm-blocked = { $n } blocked
pic-sm-card-deck = card deck { $n }
pic-sm-market = Market
pic-sm-market-side = Market ({ $side } side)
pic-sm-grain = { $n } grain
pic-sm-stone = { $n } stone
pic-sm-nothing = nothing
pic-sm-sells = { $goods } → { $aug } aug
pic-sm-buys = { $aug } aug → { $goods }
pic-sm-no-ally = No ally on offer
pic-sm-n-face-down = { $n } face down
pic-sm-no-card = No card on offer
pic-sm-name-house = { $name } — { $house }
pic-sm-first-player = First player
pic-sm-passed = Passed
pic-sm-to-move = To move
pic-sm-locked = locked
pic-sm-free = free
pic-sm-face-down-short = face down
pic-sm-used = { $used } of { $open } open used
pic-sm-none-yet = none yet
pic-sm-n-tower = { $n ->
    [one] { $n } tower
   *[other] { $n } towers
}
pic-sm-n-wall = { $n ->
    [one] { $n } wall
   *[other] { $n } walls
}
pic-sm-n-keep = { $n ->
    [one] { $n } keep
   *[other] { $n } keeps
}
pic-sm-n-great = { $pieces } ({ $great } great)
pic-sm-castle-built = Castle: { $towers }, { $walls }, { $keeps }
pic-sm-unbuilt-line = Unbuilt: { $pieces }; { $great } great built
pic-sm-solo-ship = Ship: { $ship } · crowns: { $crowns }
pic-sm-solo-deck = { $n ->
    [one] Solo deck: { $n } card · his turns this round: { $turns }
   *[other] Solo deck: { $n } cards · his turns this round: { $turns }
}
pic-sm-solo-MOVE = sails { $n }
pic-sm-solo-STAY = stays
pic-sm-solo-TO_PLAYER = sails to you
pic-sm-solo-REMOVE_CARD = remove card
pic-sm-solo-REMOVE_ALLY = remove ally
pic-sm-solo-EDICT_I = edict i
pic-sm-solo-EDICT_II = edict ii
pic-sm-solo-EDICT_III = edict iii
pic-sm-last-solo = Last solo card { $card }: { $how }; { $actions }
pic-sm-last-solo-crown = Last solo card { $card }: { $how }; { $actions } (crown)
pic-sm-last-solo-id = Last solo card: { $card }
pic-sm-allies-removed = Allies removed ({ $n }):
pic-sm-cards-removed = Cards removed ({ $n }):
pic-sm-edicts-issued = Edicts issued ({ $n }):
pic-sm-head-none = { $head } none
pic-sm-more = +{ $n } more

## The full board

pic-sm-edicts-board = Edicts: issue an active one (its symbols, then its reward)
pic-sm-workplace-board = Workplace: specialists on their spaces (F = Frederick)
pic-sm-area-countryside = Countryside
pic-sm-area-village = Village (paths A and C)
pic-sm-area-city = City
pic-sm-no-village = (path B has no village)
pic-sm-voyage-board = Voyage board, clockwise
pic-sm-voyage-legend = I = independent, L = loyalist, grey n = face down below
pic-sm-slot-acts = { $slot } { $actions }
pic-sm-face-down-legend = Face down: { $slots }
pic-sm-castle-board-legend = Castle: towers T1-T5, walls W12-W51 (a completed side pays what its wall shows), keeps { $keeps }
pic-sm-solo-panel = Frederick (solo)

## Final scoring and the hand

pic-sm-column-allies = Allies
pic-sm-column-edicts = Edicts
pic-sm-column-castle_income = Castle
pic-sm-column-workplace = Work-place
pic-sm-column-cards = Cards
pic-sm-column-city = City
pic-sm-column-structures = Struct-ures
pic-sm-column-majority = Major-ity
pic-sm-column-coins = Coins
pic-sm-column-total = Total
pic-sm-final-score-note = Final score = VP on the track (allies, edicts, castle income, workplace, cards, city) + structures, majority and coins
pic-sm-rank-80 = Duke
pic-sm-rank-50 = Liege lord
pic-sm-rank-30 = Knight
pic-sm-rank-0 = Serf
pic-sm-with-house = { $title } ({ $house })

## The allies' +2 VP conditions, whole and short (F = Frederick)

pic-sm-cond-I-THEO = your grain >= Frederick's grain
pic-sm-cond-I-MAUM = your stone >= Frederick's stone
pic-sm-cond-I-ALTA = your aug > Frederick's treasury
pic-sm-cond-I-SEVE = your towers > Frederick's
pic-sm-cond-I-CAST = your walls > Frederick's
pic-sm-cond-I-IDAL = your keeps > Frederick's
pic-sm-cond-I-GREG = your structures > Frederick's
pic-sm-cond-I-GISE = your allies > Frederick's court
pic-sm-cond-I-MOCE = a specialist of yours further than Frederick's
pic-sm-cond-L-SIGE = Frederick's grain >= 3
pic-sm-cond-L-OKEC = Frederick's stone >= 3
pic-sm-cond-L-TENT = Frederick's treasury >= 9
pic-sm-cond-L-ROMI = Frederick's towers >= 3
pic-sm-cond-L-BALT = Frederick's walls >= 3
pic-sm-cond-L-DOME = Frederick's keeps >= 2
pic-sm-cond-L-SEBA = Frederick's structures >= 6
pic-sm-cond-L-GISE = Frederick's court >= 3
pic-sm-cond-L-PHIL = Frederick's specialist >= 3
pic-sm-cond-short-I-THEO = +2: grain ≥ F's grain
pic-sm-cond-short-I-MAUM = +2: stone ≥ F's stone
pic-sm-cond-short-I-ALTA = +2: aug > F's treasury
pic-sm-cond-short-I-SEVE = +2: towers > F's
pic-sm-cond-short-I-CAST = +2: walls > F's
pic-sm-cond-short-I-IDAL = +2: keeps > F's
pic-sm-cond-short-I-GREG = +2: structures > F's
pic-sm-cond-short-I-GISE = +2: allies > F's court
pic-sm-cond-short-I-MOCE = +2: specialist past F's
pic-sm-cond-short-L-SIGE = +2: F's grain ≥ 3
pic-sm-cond-short-L-OKEC = +2: F's stone ≥ 3
pic-sm-cond-short-L-TENT = +2: F's treasury ≥ 9
pic-sm-cond-short-L-ROMI = +2: F's towers ≥ 3
pic-sm-cond-short-L-BALT = +2: F's walls ≥ 3
pic-sm-cond-short-L-DOME = +2: F's keeps ≥ 2
pic-sm-cond-short-L-SEBA = +2: F's structures ≥ 6
pic-sm-cond-short-L-GISE = +2: F's court ≥ 3
pic-sm-cond-short-L-PHIL = +2: F's specialist ≥ 3

## The face-down slot actions, short

pic-sm-act-promote = Promote
pic-sm-act-market = Market
pic-sm-act-build = Build
pic-sm-act-recruit = Recruit
pic-sm-act-buy = Buy card

## A player's numbers, one by one

pic-sm-count-vp = { $n } VP
pic-sm-count-aug = { $n } aug
pic-sm-count-grain = { $n } grain
pic-sm-count-stone = { $n } stone
pic-sm-count-built = { $n } built
pic-sm-count-hand = hand { $n }
pic-sm-count-storage = (storage { $n })
pic-sm-count-draw-pile = draw pile { $n }
pic-sm-count-discard = discard { $n }
pic-sm-count-edicts = edicts issued { $n }
pic-sm-hand-limit = Hand { $hand } (limit { $limit })
pic-sm-state-passed = passed
pic-sm-state-deciding = deciding
