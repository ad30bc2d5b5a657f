# Ciò che /regole, l'aiuto sulle opzioni di /nuova-partita e la pagina locale dicono di ogni
# gioco, in italiano (con il "tu", parole dei regolamenti). Id per convenzione (bot/rules_words.py).

## Coimbra
rules-summary-coimbra = Scegli i dadi per comprare cittadini, manda pellegrini ai monasteri ed equipaggia spedizioni (2-4 giocatori).
rules-option-coimbra-crown_columns_left_to_right = Tessere corona: conta le colonne di carte da sinistra (la colonna 4 è quella più a destra)
rules-option-coimbra-two_player_gap_inclusive = 2 giocatori: il 2º posto su un tracciato prende punti solo entro 3 caselle (non 4)
rules-option-coimbra-council_tax_strict_space = Tassa del Consiglio: paga solo chi è su una casella più bassa (non sulla stessa)
rules-option-coimbra-castle4_on_placement = Monastero «4 PV per dado nel Castello»: conta quando il dado viene piazzato nel Castello, non quando viene usato
rules-option-coimbra-phase_e_start_bonuses_global = Bonus delle carte a inizio fase E per tutti prima di ogni reddito (regolamento)
rules-option-coimbra-salvage_phase_c_bonuses = Sconti e effetti della fase C valgono anche per le carte comprate dagli scarti
rules-option-coimbra-salvage_start_cards = Le carte iniziali negli scarti si possono comprare (3 guardie)
rules-option-coimbra-tanger_any_disc = Tangeri conta le spedizioni con il disco di qualsiasi giocatore, non solo il tuo

## De Vulgari Eloquentia
rules-summary-de-vulgari-eloquentia = Viaggia nell'Italia medievale, leggi manoscritti in cinque dialetti, fai carriera nella Chiesa o nei commerci.
rules-option-de-vulgari-eloquentia-canticle_all_active_from = Turno da cui tutte le città francescane sono attive (edizione italiana 14, tedesca 15)
rules-option-de-vulgari-eloquentia-gigi_double_until = Ultimo turno dell'elemosina doppia di Frate Gigi (edizione italiana 10, tedesca 11)
rules-option-de-vulgari-eloquentia-shlasinger_window = Inquisizione del Cardinale Shlasinger: solo nel turno della sua promozione (edizione italiana) o una volta in qualsiasi momento (edizione tedesca)
rules-choice-de-vulgari-eloquentia-shlasinger_window-round_of_promotion = nel turno della sua promozione (edizione italiana)
rules-choice-de-vulgari-eloquentia-shlasinger_window-any = una volta in qualsiasi momento (edizione tedesca)
rules-option-de-vulgari-eloquentia-bologna_collect = Conoscenza di Bologna: visitandola con la pedina (edizione italiana) o raggiungendo l'ultima casella della tabella (edizione tedesca)
rules-choice-de-vulgari-eloquentia-bologna_collect-visit = visitandola con la pedina (edizione italiana)
rules-choice-de-vulgari-eloquentia-bologna_collect-on_entry = raggiungendo l'ultima casella (edizione tedesca)
rules-option-de-vulgari-eloquentia-open_screens = Gioca con gli schermi aperti: cubetti e manoscritti sono pubblici

## Lorenzo il Magnifico
rules-summary-lorenzo-il-magnifico = Firenze nel Rinascimento: familiari con il valore dei dadi, quattro torri di carte, 6 turni.
rules-option-lorenzo-il-magnifico-bonus_tiles = Tessere bonus personali: lato base per tutti, o tessere avanzate scelte in ordine di turno inverso
rules-choice-lorenzo-il-magnifico-bonus_tiles-basic = lato base
rules-choice-lorenzo-il-magnifico-bonus_tiles-advanced = tessere avanzate
rules-option-lorenzo-il-magnifico-leaders = Gioca con le 20 carte Leader (con la scelta dei Leader)
rules-option-lorenzo-il-magnifico-no_overspend = Regola di Yucata: non spendere mai più servitori di quanti ne servano a un'azione
rules-option-lorenzo-il-magnifico-wood_stone_both = Scomunica legno/pietra: una fonte che dà entrambi perde 1 legno e 1 pietra (stampato: 1 legno o 1 pietra, a tua scelta)

## Stupor Mundi
rules-summary-stupor-mundi = Servi Federico II: costruisci il tuo castello, recluta alleati, emana editti (1-4 giocatori).
rules-option-stupor-mundi-market = Tessere mercato: lato facile, misto o lato difficile
rules-choice-stupor-mundi-market-easy = lato facile
rules-choice-stupor-mundi-market-medium = misto
rules-choice-stupor-mundi-market-hard = lato difficile
rules-option-stupor-mundi-solo_easy = Solo: la variante facile (tre editti in più da 3 in su)
rules-option-stupor-mundi-houses = Casate nobili distribuite a caso o scelte in ordine di turno inverso
rules-choice-stupor-mundi-houses-random = distribuite a caso
rules-choice-stupor-mundi-houses-choose = scelte in ordine di turno inverso
rules-option-stupor-mundi-solo_treasury = Solo: gli editti di Federico fanno salire anche il suo tesoro (il regolamento lo ignora)
rules-option-stupor-mundi-solo_remove_face_down_ally = Solo: Federico può rimuovere anche un alleato coperto
rules-option-stupor-mundi-solo_majority_vs_frederick = Solo: il bonus di maggioranza del castello solo con almeno tante strutture quante Federico
