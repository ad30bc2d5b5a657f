# Le immagini di Stupor Mundi: le parole proprie dei disegnatori (render/stupor_mundi). I nomi
# delle cose del gioco (carte, alleati, città, editti) vengono da stupor-mundi.ftl; qui ci sono
# le forme brevi delle immagini (nessun regolamento italiano nei semi: termini ricostruiti).

## Stato e intestazioni

pic-sm-title = Stupor Mundi
pic-sm-status-action = Round { $round }, fase azioni: decide { $who }
pic-sm-status-end = Round { $round }, fase finale: decide { $who }
pic-sm-status-over = Partita finita dopo il round { $round }
pic-sm-status-over-winner = Partita finita dopo il round { $round }; vince { $who }
pic-sm-status-prompt = { $status }: { $prompt }
pic-sm-last-round = { $status } — ultimo round
pic-sm-last-round-board = { $status } — ultimo round (fine partita raggiunta)

## L'immagine dopo ogni mossa

pic-sm-aug-legend = aug. = augustali
pic-sm-castle-legend = T torre, W muro, K mastio; L lealista, I alleato indipendente; { $rest }
pic-sm-board-elsewhere = La tua plancia (slot, alleati, castello): tocca Plancia intera.
pic-sm-face-up-cards = Carte scoperte negli slot
pic-sm-your-castle = Il tuo castello: costruisci su uno spazio libero
pic-sm-castle-help =
    Torri T1-T5;
    i muri W12-W51
    uniscono 2 torri:
    un lato completo
    rende ciò che
    mostra il suo muro
pic-sm-keeps-help = Mastii K1-K3:
pic-sm-keep-line = { $keep }: { $label }
pic-sm-great-tower = grande torre: +{ $extra } aug., poi { $bonus }
pic-sm-great-wall = grande muro: +{ $extra } aug., poi { $bonus }
pic-sm-great-keep = grande mastio: +{ $extra } aug., poi { $bonus }
pic-sm-tower-opens = sopra c'è una torre: costruirla apre lo spazio
pic-sm-tower-opens-edict = sopra c'è una torre: costruirla apre lo spazio (simbolo editto)
pic-sm-walls-left = { $n ->
    [one] { $n } muro rimasto; ognuno apre 1 spazio di magazzino
   *[other] { $n } muri rimasti; ognuno apre 1 spazio di magazzino
}
pic-sm-keeps-left = { $n ->
    [one] { $n } mastio rimasto
   *[other] { $n } mastii rimasti
}
pic-sm-unbuilt = I tuoi pezzi non costruiti
pic-sm-unbuilt-changed = I tuoi pezzi non costruiti (cambiati)
pic-sm-start = Partenza
pic-sm-not-promoted = specialisti non ancora promossi
pic-sm-city-tiles = Città: { $tiles }
pic-sm-city-no-bonus = Città: nessun bonus rimasto
pic-sm-enter = { $grain ->
    [0] ingresso gratis
   *[other] ingresso { $grain } grano
}
pic-sm-space = { $enter } · { $effect }
pic-sm-space-token = { $enter } · { $effect } · segnalino editto
pic-sm-workplace = Posti di lavoro: promuovi lungo il percorso A, B o C
pic-sm-fred-specialist = F = lo specialista di Federico
pic-sm-edict-reward = { $edict } → premio { $reward }
pic-sm-edict-empty = vuoto (premio { $reward })
pic-sm-edicts = Editti (pila { $pile })
pic-sm-edicts-note = Emana un editto attivo I-III: paga i suoi simboli
pic-sm-market-line = Mercato, lato { $side }: vendi { $sell }; compra { $buy }
pic-sm-ally-line = { $ally } ({ $kind }), { $grain } grano; +2 PV se { $condition }
pic-sm-card-line = Carta { $card } ({ $cost }): { $text }
pic-sm-voyage = Viaggio, in senso orario (mazzo { $deck })
pic-sm-of = { $value } su { $top }
pic-sm-palace = Palazzo di Federico
pic-sm-players = Giocatori
pic-sm-name-text = { $name }: { $text }
pic-sm-slot-locked = bloccato (costruire il mastio K3 lo apre)
pic-sm-slot-free = libero
pic-sm-slot-face-down = occupato (una carta coperta)
pic-sm-slot-face-up = occupato ({ $card }, scoperta)
pic-sm-slot-line = { $held } · coperta: { $actions }
pic-sm-your-slots = I tuoi slot
pic-sm-ally-kind = { $ally } ({ $kind })
pic-sm-space-open = aperto
pic-sm-space-covered = coperto da una torre (costruisci quella torre per aprirlo)
pic-sm-space-edict = { $line } · un alleato qui emana 1 editto
pic-sm-your-ally-spaces = I tuoi spazi alleato
pic-sm-your-discard-pile = La tua pila degli scarti

## Nomi dei luoghi della plancia

pic-sm-city-space = Città { $path }
pic-sm-ally-space = Spazio alleato { $n }
pic-sm-slot = Slot { $n }
pic-sm-edict = Editto { $roman }
pic-sm-next = Futuro { $n }
pic-sm-great-name-GT-A = Grande torre A
pic-sm-great-name-GT-B = Grande torre B
pic-sm-great-name-GW-A = Grande muro A
pic-sm-great-name-GW-B = Grande muro B
pic-sm-great-name-GK = Grande mastio
pic-sm-piece-wall = Muro
pic-sm-piece-keep = Mastio
pic-sm-row-grain = Grano
pic-sm-row-stone = Pietra
pic-sm-row-treasury = Tesoro
pic-sm-row-towers = Torri
pic-sm-row-walls = Mura
pic-sm-row-keeps = Mastii
pic-sm-row-court = Corte
pic-sm-row-specialist = Specialista
pic-sm-keep-K1 = mano +2
pic-sm-keep-K2 = entrambe
pic-sm-keep-K3 = slot 6
pic-sm-keep-space = { $keep } { $label }
pic-sm-or = { $a } o { $b }
pic-sm-slash = { $a }/{ $b }
pic-sm-kind-L = lealista
pic-sm-kind-I = indipendente
pic-sm-side-easy = facile
pic-sm-side-hard = difficile
pic-sm-short-VL-C-II = Ogni struttura: +2 PV e 1 grano o pietra
pic-sm-short-CS-C-I = Viaggio: anche la 2ª città è gratis
pic-sm-tile-CB-A = 6 aug. + 3 risorse
pic-sm-tile-CB-B = Editto + 3 PV
pic-sm-tile-CB-C = Alleato gratis
pic-sm-tile-CB-D = Torre gratis
pic-sm-tile-CB-E = Muro gratis
pic-sm-tile-CB-F = Mastio gratis
pic-sm-pays-INC-STONE = pietra
pic-sm-pays-INC-GRAIN = grano
pic-sm-pays-INC-AUG = aug.
pic-sm-pays-INC-VP = PV
pic-sm-pays-INC-MARKET = mercato

## Carte delle casate senza la casata (gli slot)

pic-sm-short-SAV-1 = Granaio
pic-sm-short-SAV-2 = Patronato
pic-sm-short-HOH-1 = Cava
pic-sm-short-HOH-2 = Flotta
pic-sm-short-WIT-1 = Imposta
pic-sm-short-WIT-2 = Muratori
pic-sm-short-DIR-1 = Inviato
pic-sm-short-DIR-2 = Torre

## I pannelli delle plance

pic-sm-allies = Alleati
pic-sm-aug = { $n } aug.
pic-sm-out-of = { $value } / { $top }
pic-sm-start-space = casella di partenza
pic-sm-path-a = percorso A, spazio { $space }
pic-sm-path-a-city = percorso A, spazio { $space } (città)
pic-sm-specialist = Specialista: { $where }
pic-sm-pile = Pila: { $n }
pic-sm-edict-plus = { $edict }: +{ $reward }
pic-sm-enter-colon = { $grain ->
    [0] ingresso: gratis
   *[other] ingresso: { $grain } grano
}
pic-sm-edict-badge = Editto
pic-sm-no-city-bonus = Nessun bonus città rimasto
pic-sm-side = lato { $side }
pic-sm-blocked = { $n } bloccati
pic-sm-card-deck = mazzo { $n }
pic-sm-market = Mercato
pic-sm-market-side = Mercato (lato { $side })
pic-sm-grain = { $n } grano
pic-sm-stone = { $n ->
    [one] { $n } pietra
   *[other] { $n } pietre
}
pic-sm-nothing = nulla
pic-sm-sells = { $goods } → { $aug } aug.
pic-sm-buys = { $aug } aug. → { $goods }
pic-sm-no-ally = Nessun alleato in offerta
pic-sm-n-face-down = { $n } coperti
pic-sm-no-card = Nessuna carta in offerta
pic-sm-name-house = { $name } — { $house }
pic-sm-first-player = Primo giocatore
pic-sm-passed = Ha passato
pic-sm-to-move = Di turno
pic-sm-locked = bloccato
pic-sm-free = libero
pic-sm-face-down-short = coperta
pic-sm-used = occupati: { $used } di { $open }
pic-sm-none-yet = ancora nessuno
pic-sm-n-tower = { $n ->
    [one] { $n } torre
   *[other] { $n } torri
}
pic-sm-n-wall = { $n ->
    [one] { $n } muro
   *[other] { $n } muri
}
pic-sm-n-keep = { $n ->
    [one] { $n } mastio
   *[other] { $n } mastii
}
pic-sm-n-great = { $great ->
    [one] { $pieces } ({ $great } grande)
   *[other] { $pieces } ({ $great } grandi)
}
pic-sm-castle-built = Castello: { $towers }, { $walls }, { $keeps }
pic-sm-unbuilt-line = Da fare: { $pieces }; grandi: { $great }
pic-sm-solo-ship = Nave: { $ship } · corone: { $crowns }
pic-sm-solo-deck = { $n ->
    [one] Mazzo solitario: { $n } carta · suoi turni in questo round: { $turns }
   *[other] Mazzo solitario: { $n } carte · suoi turni in questo round: { $turns }
}
pic-sm-solo-MOVE = naviga di { $n }
pic-sm-solo-STAY = resta
pic-sm-solo-TO_PLAYER = naviga da te
pic-sm-solo-REMOVE_CARD = rimuove una carta
pic-sm-solo-REMOVE_ALLY = rimuove un alleato
pic-sm-solo-EDICT_I = editto I
pic-sm-solo-EDICT_II = editto II
pic-sm-solo-EDICT_III = editto III
pic-sm-last-solo = Ultima carta solitario { $card }: { $how }; { $actions }
pic-sm-last-solo-crown = Ultima carta solitario { $card }: { $how }; { $actions } (corona)
pic-sm-last-solo-id = Ultima carta solitario: { $card }
pic-sm-allies-removed = Alleati rimossi ({ $n }):
pic-sm-cards-removed = Carte rimosse ({ $n }):
pic-sm-edicts-issued = Editti emanati ({ $n }):
pic-sm-head-none = { $head } nessuno
pic-sm-more = +{ $n } altri

## La plancia intera

pic-sm-edicts-board = Editti: emanane uno attivo (i suoi simboli, poi il suo premio)
pic-sm-workplace-board = Posti di lavoro: specialisti sui loro spazi (F = Federico)
pic-sm-area-countryside = Campagna
pic-sm-area-village = Villaggio (percorsi A e C)
pic-sm-area-city = Città
pic-sm-no-village = (il percorso B non ha villaggio)
pic-sm-voyage-board = Plancia del viaggio, in senso orario
pic-sm-voyage-legend = I = indipendente, L = lealista, n grigio = coperti sotto
pic-sm-slot-acts = { $slot } { $actions }
pic-sm-face-down-legend = Coperta: { $slots }
pic-sm-castle-board-legend = Castello: torri T1-T5, muri W12-W51 (un lato completo rende ciò che mostra il suo muro), mastii { $keeps }
pic-sm-solo-panel = Federico (solitario)

## Punteggio finale e mano

pic-sm-column-allies = Alleati
pic-sm-column-edicts = Editti
pic-sm-column-castle_income = Castello
pic-sm-column-workplace = Lavoro
pic-sm-column-cards = Carte
pic-sm-column-city = Città
pic-sm-column-structures = Strut-ture
pic-sm-column-majority = Mag-gioranza
pic-sm-column-coins = Monete
pic-sm-column-total = Totale
pic-sm-final-score-note = Punteggio finale = PV sul tracciato (alleati, editti, rendita del castello, posti di lavoro, carte, città) + strutture, maggioranza e monete
pic-sm-rank-80 = Duca
pic-sm-rank-50 = Feudatario
pic-sm-rank-30 = Cavaliere
pic-sm-rank-0 = Servo della gleba
pic-sm-with-house = { $title } ({ $house })

## Le condizioni degli alleati per +2 PV, intere e brevi (F = Federico)

pic-sm-cond-I-THEO = tuo grano ≥ grano di Federico
pic-sm-cond-I-MAUM = tua pietra ≥ pietra di Federico
pic-sm-cond-I-ALTA = tuoi augustali > tesoro di Federico
pic-sm-cond-I-SEVE = tue torri > torri di Federico
pic-sm-cond-I-CAST = tuoi muri > muri di Federico
pic-sm-cond-I-IDAL = tuoi mastii > mastii di Federico
pic-sm-cond-I-GREG = tue strutture > quelle di Federico
pic-sm-cond-I-GISE = tuoi alleati > corte di Federico
pic-sm-cond-I-MOCE = un tuo specialista oltre quello di Federico
pic-sm-cond-L-SIGE = grano di Federico ≥ 3
pic-sm-cond-L-OKEC = pietra di Federico ≥ 3
pic-sm-cond-L-TENT = tesoro di Federico ≥ 9
pic-sm-cond-L-ROMI = torri di Federico ≥ 3
pic-sm-cond-L-BALT = mura di Federico ≥ 3
pic-sm-cond-L-DOME = mastii di Federico ≥ 2
pic-sm-cond-L-SEBA = strutture di Federico ≥ 6
pic-sm-cond-L-GISE = corte di Federico ≥ 3
pic-sm-cond-L-PHIL = specialista di Federico ≥ 3
pic-sm-cond-short-I-THEO = +2: grano ≥ F
pic-sm-cond-short-I-MAUM = +2: pietra ≥ F
pic-sm-cond-short-I-ALTA = +2: aug. > tesoro F
pic-sm-cond-short-I-SEVE = +2: torri > F
pic-sm-cond-short-I-CAST = +2: muri > F
pic-sm-cond-short-I-IDAL = +2: mastii > F
pic-sm-cond-short-I-GREG = +2: strutture > F
pic-sm-cond-short-I-GISE = +2: alleati > corte F
pic-sm-cond-short-I-MOCE = +2: specialista oltre F
pic-sm-cond-short-L-SIGE = +2: grano F ≥ 3
pic-sm-cond-short-L-OKEC = +2: pietra F ≥ 3
pic-sm-cond-short-L-TENT = +2: tesoro F ≥ 9
pic-sm-cond-short-L-ROMI = +2: torri F ≥ 3
pic-sm-cond-short-L-BALT = +2: mura F ≥ 3
pic-sm-cond-short-L-DOME = +2: mastii F ≥ 2
pic-sm-cond-short-L-SEBA = +2: strutture F ≥ 6
pic-sm-cond-short-L-GISE = +2: corte F ≥ 3
pic-sm-cond-short-L-PHIL = +2: specialista F ≥ 3

## Le azioni delle carte coperte, brevi

pic-sm-act-promote = Promuovi
pic-sm-act-market = Mercato
pic-sm-act-build = Costruisci
pic-sm-act-recruit = Recluta
pic-sm-act-buy = Compra carta

## A player's numbers, one by one

pic-sm-count-vp = { $n } PV
pic-sm-count-aug = { $n } aug.
pic-sm-count-grain = { $n } grano
pic-sm-count-stone = { $n ->
    [one] { $n } pietra
   *[other] { $n } pietre
}
pic-sm-count-built = { $n } costruite
pic-sm-count-hand = mano { $n }
pic-sm-count-storage = (magazzino { $n })
pic-sm-count-draw-pile = mazzo { $n }
pic-sm-count-discard = scarti { $n }
pic-sm-count-edicts = editti emanati { $n }
pic-sm-hand-limit = Mano { $hand } (limite { $limit })
pic-sm-state-passed = ha passato
pic-sm-state-deciding = decide
