# De Vulgari Eloquentia: every text the engine writes (games/de_vulgari/), English.
# $who, $target, $payer, $winner and $seats are display names. Names of places, tracks, tiles and
# events are terms below (dv-zone-…, dv-sea-…, dv-track-…, dv-career-…, dv-event-…).

## Words shared by many texts

dv-comma = { $head }, { $tail }
dv-semicolon = { $head }; { $tail }
dv-slash = { $head }/{ $tail }
dv-with-notes = { $text } ({ $notes })
dv-nothing = nothing
dv-vp = { $vp } VP
dv-price = { $actions ->
    [one] 1 action
   *[other] { $actions } actions
}
dv-price-ducats = { $actions ->
    [one] 1 action
   *[other] { $actions } actions
} and { $ducats } ducats
dv-n-tile = { $n ->
    [one] 1 tile
   *[other] { $n } tiles
}
dv-colour = { $colour ->
    [blue] blue
    [yellow] yellow
    [violet] violet
    [green] green
    [white] white
   *[orange] orange
}
dv-ms-name = { $level } { $colours }
dv-lingua-volgare = Lingua Volgare
dv-cubes = { $colour ->
    [red] { $n ->
        [one] 1 politician (red cube)
       *[other] { $n } politicians (red cubes)
    }
    [black] { $n ->
        [one] 1 noble (black cube)
       *[other] { $n } nobles (black cubes)
    }
    [yellow] { $n ->
        [one] 1 abbess (yellow cube)
       *[other] { $n } abbesses (yellow cubes)
    }
   *[green] { $n ->
        [one] 1 secretary (green cube)
       *[other] { $n } secretaries (green cubes)
    }
}
dv-cube-count = { $n } { $colour ->
    [red] red
    [black] black
    [yellow] yellow
   *[green] green
}
dv-cube-note = { $n } { $colour ->
    [red] red
    [black] black
    [yellow] yellow
   *[green] green
} -> { $space ->
    [0] out of play
   *[other] space { $space }
}

## The turn menu

dv-group-move = Move, { $actions ->
    [one] 1 action
   *[other] { $actions } actions
}
dv-group-part = { $group }: { $first }-{ $last }
dv-group-manuscripts = Manuscripts
dv-group-cubes = Cubes
dv-group-actions = Actions
dv-group-tracks = Tracks
dv-group-map = Map
dv-group-career = Career
dv-group-turn = Turn
dv-move-label = Move to { $to } for { $price }
dv-sail-label = Sail from { $port } and stop in the { $sea } for { $price }
dv-ms-label = Take manuscript { $ms } ({ $vp } VP) for { $price }
dv-cube-label = Take { $cubes } for { $price }
dv-psalter-label = Psalter: 1 action, +{ $gain } knowledge
dv-business-label = Small business: 1 action, +{ $gain } ducats
dv-track-span = { $top ->
    [one] 1 space for 1 action
   *[other] 1-{ $top } spaces for 1-{ $top } actions
}
dv-span-canticle = 1 space per action and abbess
dv-span-ambassador = 1 space per action (Bologna's space has a price)
dv-track-label = { $track } track: advance { $span }
dv-collect-label = Collect { $city } (free, once per game): { $ducats ->
    [0] +{ $knowledge } knowledge
   *[other] +{ $ducats } ducats{ $knowledge ->
        [0] {""}
       *[other] , +{ $knowledge } knowledge
    }
}
dv-event-label = Use event { $event } (free): +{ $value } { $kind ->
    [coin] ducats
   *[other] knowledge
}
dv-bologna-label = Collect Bologna: +{ $gain } knowledge
dv-friar-label = Become { $tile }: lose { $lose } ducats (half, rounded up)
dv-cardinal-label = Become { $tile }: pay { $price } ducats and 1 red or black cube
dv-abbey-vp-label = Abbey (free): put all { $n ->
    [one] 1 secretary
   *[other] { $n } secretaries
} behind the screen (+{ $n } VP at the end)
dv-abbey-know-label = Abbey (free): turn all { $n ->
    [one] 1 secretary
   *[other] { $n } secretaries
} into +{ $knowledge } knowledge
dv-library-label = Papal Library (free): look at { $tiles }, keep one
dv-inquisition-label = Inquisition (free, once): move { $target } back { $back } knowledge
dv-end-stupor-label = End turn and call Stupor Mundi: auction for +10 knowledge, +2 to your bids
dv-end-label = End turn

## Warnings in a choice's detail

dv-warning = { $warning }.
dv-warning-detail = { $warning }. { $detail }
dv-loss-knowledge-cap = Knowledge ends at { $cap }: you gain only { $got } of { $gain }
dv-loss-inquisition-short = { $who } is on space { $pos }: back only { $pos } of { $full }
dv-loss-unused-actions = { $actions ->
    [one] Your 1 action left unused is lost
   *[other] Your { $actions } actions left unused are lost
}
dv-loss-city-ducats = As a { $status ->
    [friar] friar
   *[cardinal] cardinal
} you give up its { $ducats } ducats for good
dv-loss-orient-bonus = You lose the Orient bonus (+{ $bonus } ducats per city)
dv-loss-friar-tile = You lose { $tile }'s { $effect ->
    [michael] virtual yellow cube
    [stefano] virtual black cube
   *[ralph] free long moves and +4 VP
}
dv-loss-gigi-late = No double alms left after round { $last }: only the -4 VP remains
dv-loss-zazza-library = You already drew your library tile: the extra tile is lost
dv-loss-shlasinger-idle = No rival has knowledge: the Inquisition is lost
dv-loss-library-done = You already drew your library tile: the track gives nothing
dv-loss-rest-last-round = Last round: the rest track no longer counts
dv-loss-overpay = Cubes worth { $paid } for { $need }: { $extra } more than needed

## Prompts

dv-turn-prompt = Round { $round }: your actions ({ $actions ->
    [one] 1 action
   *[other] { $actions } actions
} left)
dv-election-prompt = Final election: declare your bid in secret
dv-start-prompt = Choose your start city
dv-payer-prompt = Choose which richest merchant pays your alms
dv-amount-prompt = How many spaces?
dv-sell-prompt = Sell the nobles just taken for { $ducats } ducats each?
dv-discard-prompt = Which cube do you discard to become cardinal?
dv-keep-prompt = Keep one Papal Library tile
dv-order-prompt = Put the library tiles back on top of the pile
dv-answer-prompt = Stupor Mundi: come to Brindisi for the auction?
dv-bid-prompt = Stupor Mundi auction: bid or pass
dv-pay-prompt = Choose the cubes to pay

## The steps after a choice

dv-amount-label = { $track }: { $n ->
    [one] 1 space
   *[other] { $n } spaces
} for { $n ->
    [one] 1 action
   *[other] { $n } actions
}
dv-amount-canticle-label = { $track }: { $n ->
    [one] 1 space
   *[other] { $n } spaces
} for { $n ->
    [one] 1 action
   *[other] { $n } actions
} and { $abbesses ->
    [one] 1 abbess
   *[other] { $abbesses } abbesses
}
dv-amount-bologna-label = { $track }: { $n ->
    [one] 1 space
   *[other] { $n } spaces
} for { $n ->
    [one] 1 action
   *[other] { $n } actions
}, { $ducats } ducats, { $abbesses ->
    [one] 1 abbess
   *[other] { $abbesses } abbesses
}: Bologna +{ $knowledge } knowledge
dv-back-label = Back to the turn menu
dv-keep-nobles-label = { $n ->
    [one] Keep the noble behind the screen
   *[other] Keep both nobles behind the screen
}
dv-sell-label = Sell { $n ->
    [one] 1 noble
   *[other] { $n } nobles
} now for { $ducats } ducats
dv-discard-label = { $cube ->
    [red] Discard a red cube
    [black] Discard a black cube
   *[virtual] Use Brother Stefano's virtual black
}
dv-keep-library-label = Keep a library tile worth { $vp } VP
dv-top-label = Put the { $vp }-VP tile on the pile now (lower)
dv-start-label = Start in { $city }
dv-payer-label = { $payer } pays my { $ducats } ducats alms
dv-accept-label = Accept: go to Brindisi free and bid for +{ $knowledge } knowledge
dv-refuse-label = Refuse: stay where you are
dv-open-label = Open the auction with { $bid } (if you win: +{ $knowledge } knowledge, cubes worth { $worth })
dv-raise-label = Raise to { $bid } (if you win: +{ $knowledge } knowledge, cubes worth { $worth })
dv-pass-label = Pass (out of the auction, pay nothing)
dv-pay-label = Pay { $cubes } for { $amount }
dv-stay-label = Stay as you are (no cubes paid)
dv-elect-label = Become { $status }: { $votes } votes for { $vp } VP
dv-unknown-choice = Unknown choice { $id }.

## The game log

dv-moves = { $who } moves from { $src } to { $to } for { $price }.
dv-takes-ms = { $who } takes manuscript { $ms } ({ $vp } VP) for { $price }.
dv-takes-cubes = { $who } takes { $cubes } for { $price }.
dv-reads-psalter = { $who } reads the Psalter for 1 action: +{ $gain } knowledge.
dv-does-business = { $who } does small business for 1 action: +{ $gain } ducats.
dv-collects = { $who } collects { $city }: { $ducats ->
    [0] +{ $knowledge } knowledge
   *[other] +{ $ducats } ducats{ $knowledge ->
        [0] {""}
       *[other] {" "}and +{ $knowledge } knowledge
    }
}.
dv-uses-event = { $who } uses event { $event } in { $zone }: +{ $value } { $kind ->
    [coin] ducats
   *[other] knowledge
}.
dv-studies-bologna = { $who } studies in Bologna: +{ $gain } knowledge.
dv-abbey-vp = { $who } puts { $n ->
    [one] 1 secretary
   *[other] { $n } secretaries
} behind the screen at the abbey (+{ $n } VP at the end).
dv-abbey-know = { $who } turns { $n ->
    [one] 1 secretary
   *[other] { $n } secretaries
} into +{ $knowledge } knowledge at the abbey ({ $notes }).
dv-looks-library = { $who } looks at { $n ->
    [one] 1 Papal Library tile
   *[other] { $n } Papal Library tiles
}.
dv-you-see-library = You see library tiles worth { $tiles }.
dv-inquisition = { $who } uses the Inquisition: { $target } goes back { $back } spaces on the knowledge track.
dv-ends-turn = { $who } ends the turn.
dv-advances = { $who } advances { $n ->
    [one] 1 space
   *[other] { $n } spaces
} on the { $track } track to space { $space } for { $n ->
    [one] 1 action
   *[other] { $n } actions
}{ $extra }.
dv-advances-canticle = {" "}and { $abbesses ->
    [one] 1 abbess
   *[other] { $abbesses } abbesses
} ({ $notes })
dv-advances-bologna-paid = { $ducats } ducats and { $abbesses ->
    [one] 1 abbess
   *[other] { $abbesses } abbesses
}
dv-advances-bologna = , { $paid }: Bologna unlocked (+{ $knowledge } knowledge)
dv-advances-bologna-at-once = , { $paid }: Bologna unlocked (+{ $knowledge } knowledge), gained at once
dv-sells = { $who } sells { $n ->
    [one] 1 noble
   *[other] { $n } nobles
} for { $ducats } ducats ({ $notes }).
dv-keeps-library = { $who } keeps one Papal Library tile.
dv-you-keep-library = You keep the library tile worth { $vp } VP.
dv-puts-back = { $who } puts the other tiles back on the pile.
dv-becomes-friar = { $who } becomes a friar, { $tile }, giving up { $lose } ducats (half, rounded up){ $knowledge ->
    [0] .
   *[other] ; +{ $knowledge } knowledge.
}
dv-becomes-cardinal = { $who } becomes a cardinal, { $tile }, for { $price } ducats and { $cube }{ $gain }.
dv-cube-stefano = Brother Stefano's virtual black
dv-cube-one = a { $colour ->
    [red] red
   *[black] black
} cube ({ $notes })
dv-gain-zazza = ; gets { $ducats } ducats back
dv-gain-knowledge = ; +{ $knowledge } knowledge
dv-gain-muret = ; { $actions } actions from now on
dv-calls-stupor = { $who } calls Stupor Mundi in Brindisi!
dv-stupor-unanswered = Nobody answers: { $who } wins Stupor Mundi without paying.
dv-wins-auction = { $who } wins the Stupor Mundi auction with { $bid }.
dv-accepts = { $who } accepts and goes to Brindisi.
dv-refuses = { $who } refuses.
dv-passes = { $who } passes.
dv-bids = { $who } bids { $bid }.
dv-pays = { $who } pays { $cubes } ({ $notes }).
dv-wins-stupor = { $who } wins Stupor Mundi: +{ $knowledge } knowledge.
dv-has-declared = { $who } has declared.
dv-you-declared = You declared: { $choice ->
    [banker] banker
    [monk] monk
    [camerlengo] camerlengo
    [pope] pope
   *[none] none
}.
dv-election-stays = Election: { $who } stays { $status }.
dv-election-becomes = Election: { $who } becomes { $status } ({ $spent }).
dv-virtual-only = virtual cube only
dv-score = { $who } { $vp }
dv-final-scores = Final scores: { $scores }. { $winner } wins.
dv-election-begins = The game is over: the final election begins (secret declarations).
dv-nothing-left = { $who } has nothing left to do and ends the turn.
dv-round-begins = Round { $round } begins.
dv-event-laid-out = Event { $number } { $event } is laid out at { $zone } ({ $kind ->
    [coin] +{ $value } ducats for a merchant
    [book] +{ $value } knowledge
   *[stupor] the Stupor Mundi auction, +10 knowledge to its winner
}).
dv-papal-white = Papal event: white, nothing happens.
dv-papal-dying = Papal event: red. The Pope is dying.
dv-papal-dead = Papal event: red. The Pope is dead: this is the last round; everyone goes to { $zone }.
dv-leftover-cubes = Leftover cubes return to the round track: { $notes }.
dv-round-cubes = Cubes this round: { $cubes }.
dv-alms-bank = { $who } receives { $ducats } ducats alms from the bank.
dv-alms = { $who } receives { $ducats } ducats alms from { $payer }{ $bank ->
    [0] {""}
   *[other] {" "}(the bank adds { $bank })
}.
dv-rest-leads = { $who } leads the rest track and plays first.
dv-turn-order = Turn order: { $seats }.
dv-starts = { $who } starts in { $city }.

## The result

dv-tied = tied on { $vp } VP, { $seats } in order of the knowledge track
dv-tiebreak = { $ties }.

## Names: zones, seas, tracks, friars and cardinals, events, election, status

dv-zone-torino = Torino
dv-zone-saluzzo = Saluzzo
dv-zone-ventimiglia = Ventimiglia
dv-zone-asti = Asti
dv-zone-genova = Genova
dv-zone-pavia = Pavia
dv-zone-milano = Milano
dv-zone-verona = Verona
dv-zone-vicenza = Vicenza
dv-zone-padova = Padova
dv-zone-venezia = Venezia
dv-zone-mantova = Mantova
dv-zone-parma = Parma
dv-zone-ferrara = Ferrara
dv-zone-abbey_pomposa = Abbey (Pomposa)
dv-zone-ravenna = Ravenna
dv-zone-bologna = Bologna
dv-zone-convent_lunigiana = Convent (Lunigiana)
dv-zone-lucca = Lucca
dv-zone-pisa = Pisa
dv-zone-firenze = Firenze
dv-zone-siena = Siena
dv-zone-arezzo = Arezzo
dv-zone-cortona = Cortona
dv-zone-urbino = Urbino
dv-zone-gubbio = Gubbio
dv-zone-perugia = Perugia
dv-zone-assisi = Assisi
dv-zone-spoleto = Spoleto
dv-zone-ancona = Ancona
dv-zone-celano = Celano
dv-zone-viterbo = Viterbo
dv-zone-roma = Roma
dv-zone-abbey_montecassino = Abbey (Montecassino)
dv-zone-capua = Capua
dv-zone-napoli = Napoli
dv-zone-salerno = Salerno
dv-zone-convent_benevento = Convent (Benevento)
dv-zone-foggia = Foggia
dv-zone-bari = Bari
dv-zone-brindisi = Brindisi
dv-zone-taranto = Taranto
dv-zone-cosenza = Cosenza
dv-zone-abbey_sila = Abbey (Sila)
dv-zone-reggio = Reggio
dv-zone-messina = Messina
dv-zone-palermo = Palermo
dv-zone-catania = Catania
dv-zone-siracusa = Siracusa
dv-zone-cagliari = Cagliari
dv-sea-tyrrhenian = Tyrrhenian Sea
dv-sea-adriatic = Adriatic Sea
dv-track-knowledge = Knowledge
dv-track-rest = Rest
dv-track-verona = Verona Riddle
dv-track-canticle = Canticle of the Sun
dv-track-ambassador = Ambassador
dv-track-orient = Orient
dv-track-library = Papal Library
dv-career-mario = Brother Mario
dv-career-text-mario = +12 knowledge
dv-career-michael = Brother Michael
dv-career-text-michael = +7 knowledge; virtual yellow cube
dv-career-stefano = Brother Stefano
dv-career-text-stefano = +7 knowledge; virtual black cube
dv-career-gigi = Brother Gigi
dv-career-text-gigi = double alms; -4 VP at the end
dv-career-ralph = Brother Ralph
dv-career-text-ralph = +7 knowledge; no 10 ducats for moves; +4 VP
dv-career-balesteri = Cardinal Balesteri
dv-career-text-balesteri = +4 knowledge; virtual red cube
dv-career-lanzuisi = Cardinal Lanzuisi
dv-career-text-lanzuisi = +6 VP unless Pope
dv-career-muret = Cardinal Muret
dv-career-text-muret = costs 70; 6 actions per turn
dv-career-shlasinger = Cardinal Shlasinger
dv-career-text-shlasinger = once: a rival -6 knowledge; +4 VP unless Pope
dv-career-zazza = Cardinal Zazza
dv-career-text-zazza = 40 ducats back; one more library tile
dv-event-1 = Placitum Capuanum
dv-event-2 = Scuola Siciliana
dv-event-3 = Liber Abaci
dv-event-4 = Commercium
dv-event-5 = Mercis
dv-event-6 = Dolce Stil Novo
dv-event-7 = Filocolo
dv-event-8 = Artes Dictandi
dv-event-9 = Il Milione
dv-event-10 = Stupor Mundi
dv-election-banker = Banker
dv-election-monk = Benedictine monk
dv-election-camerlengo = Camerlengo
dv-election-pope = Pope
dv-status-merchant = merchant
dv-status-friar = friar
dv-status-cardinal = cardinal

## The view's status line and the dialects (the pictures draw them)
# $phase is the phase's key; $last "yes" in the last round; $who the deciding players
# ($count of them).
dv-over-status = Game over after round { $round }
dv-setup-status = Setup: choosing start cities
dv-round-status = Round { $round }{ $last ->
        [yes] {" "}(last)
       *[no] {""}
    }, { $phase ->
        [start] start
        [alms] alms
        [stupor] stupor
        [election] election
       *[action] action
    }: { $who } { $count ->
       *[other] to decide
    }
dv-dialect-blue = Langue d'oil
dv-dialect-yellow = Latin
dv-dialect-violet = Fiorentino
dv-dialect-green = Sicilian School
dv-dialect-orange = Langue d'oc
dv-dialect-white = neutral
