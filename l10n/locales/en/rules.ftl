# What /rules, /newgame's option help and the local page say about each game, English.
# Ids by convention (bot/rules_words.py): rules-summary-<slug>, rules-option-<slug>-<option>,
# rules-choice-<slug>-<option>-<value> (an option's choices that are words). The games keep the
# same English in games/<game>/ as the fallback.

## Coimbra
rules-summary-coimbra = Draft dice to buy citizens, send pilgrims to monasteries and equip expeditions (2-4 players).
rules-option-coimbra-crown_columns_left_to_right = Crown tiles: count card columns from the left (column 4 is the right end)
rules-option-coimbra-two_player_gap_inclusive = 2 players: 2nd place on a track scores only within 3 spaces (not 4)
rules-option-coimbra-council_tax_strict_space = Council tax: only players on a strictly lower space pay
rules-option-coimbra-castle4_on_placement = Castle monastery pays when the castle die is placed, not when used
rules-option-coimbra-phase_e_start_bonuses_global = Start-of-phase-E card bonuses for everyone before any income (rulebook)
rules-option-coimbra-salvage_phase_c_bonuses = Phase-C discounts and triggers also apply to salvaged cards
rules-option-coimbra-salvage_start_cards = Start cards in the discard pile may be salvaged (3 guards)
rules-option-coimbra-tanger_any_disc = Tanger counts expeditions with any player's disc, not only yours

## De Vulgari Eloquentia
rules-summary-de-vulgari-eloquentia = Travel medieval Italy, read manuscripts in five dialects, rise in Church or trade.
rules-option-de-vulgari-eloquentia-canticle_all_active_from = Round from which all Franciscan cities are active (Italian 14, German 15)
rules-option-de-vulgari-eloquentia-gigi_double_until = Last round of Brother Gigi's double alms (Italian 10, German 11)
rules-option-de-vulgari-eloquentia-shlasinger_window = Cardinal Shlasinger's inquisition: in his promotion round only (Italian) or once at any time (German)
rules-choice-de-vulgari-eloquentia-shlasinger_window-round_of_promotion = in his promotion round (Italian)
rules-choice-de-vulgari-eloquentia-shlasinger_window-any = once at any time (German)
rules-option-de-vulgari-eloquentia-bologna_collect = Bologna's knowledge: on a visit with the pawn (Italian) or on reaching the track's last space (German)
rules-choice-de-vulgari-eloquentia-bologna_collect-visit = on a visit with the pawn (Italian)
rules-choice-de-vulgari-eloquentia-bologna_collect-on_entry = on reaching the last space (German)
rules-option-de-vulgari-eloquentia-open_screens = Play with open screens: cubes and manuscripts are public

## Lorenzo il Magnifico
rules-summary-lorenzo-il-magnifico = Renaissance Florence: dice-valued family members, four towers of cards, 6 rounds.
rules-option-lorenzo-il-magnifico-bonus_tiles = Personal bonus tiles: basic side for all, or advanced tiles chosen in reverse turn order
rules-choice-lorenzo-il-magnifico-bonus_tiles-basic = basic side
rules-choice-lorenzo-il-magnifico-bonus_tiles-advanced = advanced tiles
rules-option-lorenzo-il-magnifico-leaders = Play with the 20 leader cards (with the leader draft)
rules-option-lorenzo-il-magnifico-no_overspend = Yucata rule: never spend more servants than an action needs
rules-option-lorenzo-il-magnifico-wood_stone_both = Wood/stone excommunication: a source giving both loses 1 wood and 1 stone (printed: 1 wood or 1 stone, your choice)

## Stupor Mundi
rules-summary-stupor-mundi = Serve Frederick II: build your castle, recruit allies, issue edicts (1-4 players).
rules-option-stupor-mundi-market = Market tiles: easy side, medium mix, or hard side
rules-choice-stupor-mundi-market-easy = easy side
rules-choice-stupor-mundi-market-medium = medium mix
rules-choice-stupor-mundi-market-hard = hard side
rules-option-stupor-mundi-solo_easy = Solo: the easy variant (three extra 3+ edicts)
rules-option-stupor-mundi-houses = Noble houses dealt at random, or chosen in reverse turn order
rules-choice-stupor-mundi-houses-random = dealt at random
rules-choice-stupor-mundi-houses-choose = chosen in reverse turn order
rules-option-stupor-mundi-solo_treasury = Solo: Frederick's edicts also raise his treasury (the rulebook ignores it)
rules-option-stupor-mundi-solo_remove_face_down_ally = Solo: Frederick may also remove a face-down ally
rules-option-stupor-mundi-solo_majority_vs_frederick = Solo: the castle majority bonus only with at least Frederick's structures
