# Testi di Coimbra (games/coimbra), italiano. Nessun regolamento italiano qui: i nomi che
# nessuna fonte stampa sono "reconstructed" in games/coimbra/README.md.
# $who e $to sono nomi dei giocatori; $card, $district, $track, $colour sono termini qui sotto.

## Quantità ed elenchi

coim-n-coins = { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}
coim-n-guards = { $n ->
    [one] { $n } guardia
   *[other] { $n } guardie
}
coim-n-vp = { $n } PV
coim-n-steps = { $n ->
    [one] { $n } passo del pellegrino
   *[other] { $n } passi del pellegrino
}
coim-n-walk = { $n ->
    [one] { $n } passo
   *[other] { $n } passi
}
coim-n-crowns = { $n ->
    [one] { $n } corona
   *[other] { $n } corone
}
coim-and = { $a } e { $b }
coim-comma = { $a }, { $b }
coim-plus = { $a } + { $b }
coim-nothing = niente
coim-sentence = { $what }.
coim-sentence-part = { $what }
coim-timed = { $when }: { $what }.
coim-when-immediately = Subito
coim-when-phase-c = Fase C
coim-when-phase-e = Fase E
coim-when-game-end = Fine partita

## Nomi (termini)

coim-district-upper = Città Alta
coim-district-centre = Centro
coim-district-lower = Città Bassa
coim-colour-grey = grigio
coim-colour-orange = arancione
coim-colour-purple = viola
coim-colour-green = verde
coim-colour-white = bianco
coim-track-grey = tracciato Consiglio
    .title = Tracciato Consiglio
coim-track-orange = tracciato Mercanti
    .title = Tracciato Mercanti
coim-track-purple = tracciato Clero
    .title = Tracciato Clero
coim-track-green = tracciato Studiosi
    .title = Tracciato Studiosi
coim-prof-council = Consigliere
coim-prof-merchant = Mercante
coim-prof-clergy = Ecclesiastico
coim-prof-scholar = Studioso
coim-card-council = carta Consigliere
    .one = carta Consigliere
    .many = carte Consigliere
coim-card-merchant = carta Mercante
    .one = carta Mercante
    .many = carte Mercante
coim-card-clergy = carta Ecclesiastico
    .one = carta Ecclesiastico
    .many = carte Ecclesiastico
coim-card-scholar = carta Studioso
    .one = carta Studioso
    .many = carte Studioso
coim-card-name = { $card } { $id }
coim-die-grey = dado grigio { $value }
coim-die-orange = dado arancione { $value }
coim-die-purple = dado viola { $value }
coim-die-green = dado verde { $value }
coim-die-white = dado bianco { $value }
coim-in-castle = nel Castello
coim-in-upper = nella Città Alta
coim-in-centre = nel Centro
coim-in-lower = nella Città Bassa
coim-into-castle = nel Castello
coim-into-upper = nella Città Alta
coim-into-centre = nel Centro
coim-into-lower = nella Città Bassa
coim-of-upper = della Città Alta
coim-of-centre = del Centro
coim-of-lower = della Città Bassa
coim-exp-X01 = Tangeri
coim-exp-X02 = Madera
coim-exp-X03 = Capo Verde
coim-exp-X04 = Zanzibar
coim-exp-X05 = Ceuta
coim-exp-X06 = Calicut
coim-exp-X07 = Mascate
coim-exp-X08 = Barbados
coim-exp-X09 = Brasile
coim-exp-X10 = Isole Azzorre
coim-exp-X11 = Goa
coim-exp-X12 = Macao
coim-exp-X13 = Malacca
coim-exp-X14 = Ceylon
coim-exp-X15 = Diu
coim-favour-effect-F1 = spedizioni a -2 questo round; equipaggiane una ora
coim-favour-effect-F2 = 4 PV e la tessera +3 su uno dei tuoi dadi in città
coim-favour-effect-F3 = 2 PV e fino a 3 passi del pellegrino
coim-favour-effect-F4 = 7 guardie o 7 monete

## Bonus (texts.py), per tipo di bonus; senza punto finale (coim-timed e coim-sentence lo aggiungono)

coim-bonus-I-REWARD = ottieni { $reward }
coim-bonus-M-REWARD = Ottieni { $reward }
coim-bonus-C-COIN = carte a monete: 1 moneta in meno
coim-bonus-C-GUARD = carte a guardie: 1 guardia in meno
coim-bonus-C-COUNCIL = +1 guardia, 1 PV, 1 passo per Consigliere comprato
coim-bonus-C-MERCHANT = +1 moneta e 2 PV per Mercante comprato
coim-bonus-I-TRIBUTE = ogni avversario ti dà 1 guardia e 1 moneta, oppure 2 PV
coim-bonus-I-INQUISITION = 5 PV; ogni avversario perde 3 PV o uno dei suoi Ecclesiastici
coim-bonus-I-SALVAGE = puoi comprare una carta dagli scarti per 3 della sua risorsa
coim-bonus-I-PERCOUNCIL = 1 guardia e 1 passo del pellegrino per ogni tuo Consigliere
coim-bonus-I-FAVOUR = prendi una tessera favore rimasta accanto al Castello e usala
coim-bonus-I-PERMERCHANT = 1 moneta e 1 PV per ogni tuo Mercante
coim-bonus-I-EXPCOIN = 4 monete, poi puoi equipaggiare una spedizione pagata in monete
coim-bonus-I-EXPGUARD = 4 guardie, poi puoi equipaggiare una spedizione pagata in guardie
coim-bonus-I-PERMONASTERY = 1 PV per ogni monastero con il tuo disco
coim-bonus-I-WALK5 = puoi pagare 5 guardie per fino a 5 passi del pellegrino
coim-bonus-I-BUYVP = puoi pagare 5 monete per 7 PV
coim-bonus-E-NOPURPLE = 2 passi del pellegrino se nessuno dei tuoi dadi è viola
coim-bonus-EG-LOWCARDS = 1 PV per ogni carta di influenza 1 o 2
coim-bonus-EG-FOURSET = 5 PV per ogni serie delle 4 professioni
coim-bonus-EG-COPY = un'altra tua carta di fine partita conta di nuovo
coim-bonus-M-ALLTRACKS = Tutti e 4 i tracciati +1
coim-bonus-M-CROWNS = 1 PV per corona ora
coim-bonus-M-HIGHCARDS = 1 PV/carta, influenza 3-4
coim-bonus-M-FOURSET = 5 PV per serie di 4 professioni
coim-bonus-M-PERMONASTERY = 2 PV per tuo monastero
coim-bonus-M-DIPLOMAS = Conta ora le serie di diplomi
coim-bonus-M-SCORE2EXP = Conta ora 2 spedizioni
coim-bonus-M-SCOREEG = Conta carta finale + tracciato
coim-bonus-M-CASTLE4 = 4 PV per tuo dado nel Castello
coim-bonus-M-DISCVP = 1 PV per monastero successivo
coim-bonus-M-JOKER1 = 1 diploma jolly
coim-bonus-M-JOKER2 = 2 diplomi jolly
coim-bonus-I-COUNCILTAX-coins = chi è dietro di te sul tracciato Consiglio ti dà 3 monete o 3 PV
coim-bonus-I-COUNCILTAX-guards = chi è dietro di te sul tracciato Consiglio ti dà 3 guardie o 3 PV
coim-bonus-I-REPEAT = ripeti il bonus immediato di un'altra delle tue { $card_many }
coim-bonus-I-INCOME = la tua rendita attuale sul { $track }
coim-bonus-E-TRACK = un tracciato a scelta +1 e { $unit }
coim-bonus-E-DIE = { $reward } in più per ogni dado { $colour } che incassi
coim-bonus-E-EXCHANGE-coins = 2 monete per 1 PV, quante volte vuoi
coim-bonus-E-EXCHANGE-guards = 2 guardie per 1 PV, quante volte vuoi
coim-bonus-EG-TRACK = { $track } su 7-9: 5 PV, 10-12: 7 PV, 13-15: 10 PV
coim-bonus-M-TRACK3 = { $track_title } +3
coim-bonus-M-PERPROF = 2 PV per { $card_one }

## Tessere favore e spedizioni

coim-favour-F1 = Equipaggia ora una spedizione; in questo round le spedizioni ti costano 2 in meno.
coim-favour-F2 = 4 PV; puoi mettere la tessera +3 su uno dei tuoi dadi in città.
coim-favour-F3 = 2 PV e fino a 3 passi del pellegrino.
coim-favour-F4 = 7 guardie o 7 monete.
coim-task-X-TRACKPAIR = Metà (per difetto) delle tue caselle sul { $a } + { $b }.
coim-task-X-PROF = 2 PV per ogni { $card_one } che possiedi.
coim-task-X-EXPEDITIONS = 2 PV per ogni spedizione con il tuo disco (questa compresa).
coim-task-X-DIPLOMAS = 1 PV per ogni diploma che hai (jolly compresi).
coim-task-X-NOTVISITED = 1 PV per ogni monastero senza il tuo disco.
coim-task-X-WEALTH = Metà (per difetto) di guardie + monete + corone.
coim-task-X-LOWEST = 2 PV per casella del tuo disco influenza più basso.
coim-task-X-VISITED = 1 PV per ogni monastero con il tuo disco.
coim-task-X-VISITED-I = 2 PV per ogni monastero blu (I) con il tuo disco.
coim-task-X-MANYCARDS = 3 PV per ogni carta cittadino oltre la decima.
coim-task-X-FLAT = 9 PV.

## Il registro di gioco (rules.py, effects.py)

coim-and-all = { $a } e { $b }
coim-semicolon = { $a }; { $b }
coim-town-cards = { $district } { $cards }
coim-new-citizens = Round { $round }: nuovi cittadini in città: { $rows }.
coim-roll = Round { $round }, fase A: { $who } tira { $dice }.
coim-rolled-die = { $colour } { $value }
coim-phase-c = Fase C: i dadi vengono ripresi, prima il Castello.
coim-token-empty = Il segnalino dado { $value } { $where } si attiva; la sua fila di carte è vuota, quindi non si scarta nulla.
coim-token-removes = Il segnalino dado { $value } { $where } scarta { $id } ({ $prof }, influenza { $influence }, la più alta della fila).
coim-token-removes-crown = Il segnalino dado { $value } { $where } scarta { $id } ({ $prof }, influenza { $influence }, la più alta della fila); la sua tessera corona resta inutilizzata in questo round.
coim-district-done = Quartiere { $district } concluso: { $n ->
    [one] la carta rimasta nella fila ({ $ids }) va
   *[other] le carte rimaste nella fila ({ $ids }) vanno
} negli scarti.
coim-seat-crowns = { $who } { $n ->
    [one] { $n } corona
   *[other] { $n } corone
}
coim-phase-d = Fase D: { $crowns }. Nuovo ordine di turno (prima chi ha più corone, in parità si inverte): { $order }.
coim-deck-empty = Il mazzo dei cittadini è vuoto: la partita finisce dopo il round 4.
coim-category-play = in partita { $n }
coim-category-expeditions = spedizioni { $n }
coim-category-tracks = tracciati { $n }
coim-category-diplomas = diplomi { $n }
coim-category-citizens = carte finali { $n }
coim-category-resources = risorse { $n }
coim-final-score = Punteggio finale: { $who } fa { $n } PV ({ $parts }).
coim-wins = { $who } vince con { $n } PV.
coim-wins-tie = { $won } { $tiebreak }
coim-tiebreak = { $tied } sono pari a { $n } PV; { $who } viene prima nell'ordine di turno e vince.
coim-takes-crown = { $who } prende la tessera corona ({ $prof }, { $crowns }) che era su { $id }.
coim-takes-start-cards = { $who } prende le carte iniziali { $a } ({ $aprof }, influenza { $ainfluence }) e { $b } ({ $bprof }, influenza { $binfluence }).
coim-puts-pilgrim = { $who } mette il pellegrino sull'angolo di partenza { $corner }.
coim-takes-die = { $who } prende il { $die } dalla riserva.
coim-places-die = { $who } mette il { $die } { $where } (posto { $place }).
coim-buys = { $who } compra { $id } ({ $prof }, influenza { $influence }) { $where } per { $price } (dado { $total }).
coim-buys-capped = { $who } compra { $id } ({ $prof }, influenza { $influence }) { $where } per { $price } (dado { $total }, { $value }+3 con la tessera).
coim-no-cap = { $who } non usa la tessera +3.
coim-no-favour = { $who } non prende tessere favore.
coim-no-expedition = { $who } non equipaggia spedizioni.
coim-stops = { $who } ferma il pellegrino su { $at }.
coim-walks = Il pellegrino di { $who } va a { $node } ({ $left ->
    [0] nessun passo rimasto
    [one] resta { $left } passo
   *[other] restano { $left } passi
}).
coim-no-salvage = { $who } non prende carte dagli scarti.
coim-salvages = { $who } compra { $id } ({ $prof }, influenza { $influence }) dagli scarti per { $price }.
coim-no-walk = { $who } non paga per il cammino.
coim-pays-walk = { $who } paga 5 guardie per muovere il pellegrino fino a 5 passi.
coim-no-buyvp = { $who } non compra PV.
coim-buys-vp = { $who } paga 5 monete e ottiene 7 PV.
coim-no-repeat = { $who } non ripete nessun bonus.
coim-repeats = { $who } usa di nuovo il bonus di { $id } ({ $what }).
coim-exchanges = { $who } scambia { $paid } per 1 PV.
coim-lapses = { $who } rinuncia al bonus tracciato di { $id }.
coim-income-done = { $who } termina la rendita.
coim-cashes-white = { $who } incassa il dado bianco.
coim-gains = { $who } ottiene { $what } ({ $why })
coim-gains-over = { $gained }; oltre il limite di 20 { $n ->
    [one] si perde
   *[other] si perdono
} { $lost }
coim-gains-vp = { $who } ottiene { $n } PV ({ $why }).
coim-loses-vp = { $who } perde { $n } PV ({ $why }).
coim-disc-stays = Il disco di { $who } resta a { $at } sul { $track } ({ $why }).
coim-moves-up = { $who } sale sul { $track } da { $before } a { $after } ({ $why }).
coim-monastery-disc = { $who } mette un disco sul monastero { $node } ({ $what }).
coim-takes-favour = { $who } prende la tessera favore { $n } ({ $crowns }): { $effect }.
coim-puts-cap = { $who } mette la tessera +3 sul { $die } { $where } (ora { $total }).
coim-equips = { $who } equipaggia la spedizione per { $exp } pagando { $price }.
coim-gives = { $who } dà { $what } a { $to }.
coim-inquisition-vp = { $who } perde 3 PV per l'inquisizione di { $to }.
coim-inquisition-card = { $who } scarta l'Ecclesiastico { $id } per l'inquisizione di { $to }; tracciato Clero { $before } -> { $after }.

## Perché arriva un guadagno (tra parentesi)

coim-why-start = carta iniziale { $id }
coim-why-council-bought = carta iniziale: Consigliere comprato
coim-why-merchant-bought = carta iniziale: Mercante comprato
coim-why-no-purple = carta { $id }: nessun dado viola
coim-why-castle-die = monastero: 4 PV per dado nel Castello
coim-why-emergency = azione d'emergenza
coim-why-favour = favore { $n }
coim-why-guards-paid = 5 guardie pagate
coim-why-card = carta { $id }
coim-why-die-grey = dado grigio
coim-why-die-orange = dado arancione
coim-why-die-purple = dado viola
coim-why-die-green = dado verde
coim-why-white-die = dado bianco
coim-why-score-eg = monastero: carta di fine partita { $id } contata ora
coim-why-score-track = monastero: posto sul { $track } contato ora
coim-why-score-exp = monastero: spedizione { $exp } contata ora
coim-why-track-lost = { $why }; oltre la casella 15 { $n ->
    [one] si perde { $n } in più
   *[other] si perdono { $n } in più
}
coim-why-income = { $why }: rendita del { $track } a { $at }
coim-why-later-monastery = 1 PV per monastero successivo
coim-why-monastery = monastero { $node }
coim-why-per-prof = { $why }: 2 per { $prof }
coim-why-per-crown = { $why }: 1 per corona
coim-why-per-high-card = { $why }: 1 per carta di influenza 3-4
coim-why-per-set = { $why }: 5 per serie di 4 professioni
coim-why-per-monastery-2 = { $why }: 2 per monastero
coim-why-diplomas = { $why }: serie di diplomi
coim-why-per-council = carta { $id }: per carta Consigliere
coim-why-per-merchant = carta { $id }: per carta Mercante
coim-why-per-monastery = carta { $id }: per monastero
coim-why-tribute = tributo
coim-why-council-tax = tassa del Consiglio

## Domande (rules.py)

coim-ask-draft = Scelta iniziale: prendi una coppia di carte iniziali o piazza il pellegrino
coim-ask-pick-die = Fase B: prendi un dado
coim-ask-place-die = Fase B: metti il tuo dado in un quartiere
coim-ask-activate = Fase C: il tuo dado si attiva
coim-ask-cap = Favore 2: mettere la tessera +3 su un dado?
coim-ask-f4 = Favore 4: 7 guardie o 7 monete?
coim-ask-favour-pick = Prendi una tessera favore
coim-ask-equip = Equipaggiare una spedizione?
coim-ask-move = Muovi il tuo pellegrino
coim-ask-tribute = Tributo: cosa dai?
coim-ask-tax = Tassa del Consiglio: cosa dai?
coim-ask-inquisition = Inquisizione: perdere 3 PV o un Ecclesiastico?
coim-ask-salvage = Comprare una carta dagli scarti?
coim-ask-walk5 = Pagare 5 guardie per 5 passi del pellegrino?
coim-ask-buyvp = Pagare 5 monete per 7 PV?
coim-ask-repeat = Ripeti un bonus immediato
coim-ask-etrack = Avanza su un tracciato
coim-ask-income = Fase E: incassa i tuoi dadi
coim-ask-white = Dado bianco: scegli un tracciato
coim-ask-score-eg = Monastero: conta ora una carta di fine partita
coim-ask-score-track = Monastero: conta ora un posto su un tracciato
coim-ask-score-exp = Monastero: conta ora una spedizione
coim-ask-activate-castle = Fase C: si attiva il tuo { $die } { $where } (prendi una tessera favore o emergenza)
coim-ask-activate-town = Fase C: si attiva il tuo { $die } { $where } (compra una carta o emergenza)
coim-ask-place-die-with = Fase B: metti il tuo { $die } in un quartiere
coim-ask-move-with = Muovi il tuo pellegrino ({ $n ->
    [one] resta { $n } passo
   *[other] restano { $n } passi
})
coim-asks = { $ask } (chiede { $who })

## Scelte: etichette, gruppi e dettagli (labels.py, present.py)

coim-or = { $a } o { $b }
coim-then = { $a } { $b }
coim-walk-to-monastery = al monastero { $node }
coim-walk-to-crossroad = all'incrocio { $node }
coim-corner-NW = nord-ovest
coim-corner-NE = nord-est
coim-corner-SE = sud-est
coim-corner-SW = sud-ovest
coim-unit-coins = moneta
coim-unit-guards = guardia
coim-group-start-cards = Carte iniziali
coim-group-pilgrim = Pellegrino
coim-group-dice = Dadi
coim-label-pair = Prendi { $a } (+{ $ainfluence }) e { $b } (+{ $binfluence })
coim-detail-pair = { $a }: { $abonus } { $b }: { $bbonus }
coim-label-corner = Metti il pellegrino sull'angolo di partenza { $corner } ({ $id })
coim-detail-corner = strada a senso unico verso l'incrocio { $roads }
coim-label-pick-die = Prendi il { $die }
coim-detail-white-die = fase E: rendita di un tracciato a tua scelta
coim-detail-pick-die = fase E: la tua rendita sul { $track } (ora { $income })
coim-label-place-castle = Metti il { $die } { $where } (posto { $place }, tessera favore)
coim-label-place-town = Metti il { $die } { $where } (posto { $place }, compra una carta)
coim-label-favour = Favore { $n } ({ $crowns }): { $effect }
coim-label-buy = Compra { $card } (+{ $influence } influenza) per { $price }
coim-label-buy-crown = Compra { $card } (+{ $influence } influenza +corona) per { $price }
coim-detail-diplomas = { $bonus } Diplomi: { $diplomas }.
coim-label-emergency = Azione d'emergenza: ottieni 2 monete e 2 guardie
coim-label-no-cap = Non usare la tessera +3
coim-label-cap = Metti la tessera +3 sul tuo { $die } { $where } (vale { $total })
coim-detail-cap = Si sposta a sinistra nella sua fila: agisci prima, ma la carta costa il nuovo totale.
coim-label-gain = Ottieni { $what }
coim-label-no-favour = Non prendere tessere favore
coim-label-no-expedition = Non equipaggiare spedizioni
coim-label-equip = Equipaggia { $exp }: paga { $price }
coim-detail-game-end = Fine partita: { $task }
coim-label-stop = Fermati
coim-label-first-exchange = Prima scambia { $paid } per 1 PV
coim-label-walk = Vai { $node } ({ $n ->
    [one] resta { $n } passo
   *[other] restano { $n } passi
})
coim-label-walk-yours = Vai { $node } (già tuo) ({ $n ->
    [one] resta { $n } passo
   *[other] restano { $n } passi
})
coim-label-walk-monastery = Vai { $node } ({ $what }) ({ $n ->
    [one] resta { $n } passo
   *[other] restano { $n } passi
})
coim-label-give = Dai a { $to } { $what }
coim-label-lose-vp = Perdi 3 PV
coim-label-discard = Scarta { $card }: tracciato Clero -{ $influence }
coim-label-no-salvage = Non prendere carte dagli scarti
coim-label-salvage = Compra { $card } (+{ $influence }) dagli scarti per { $price }
coim-label-pay-walk = Paga 5 guardie: muovi il pellegrino fino a 5 passi
coim-label-pay-vp = Paga 5 monete: ottieni 7 PV
coim-label-no-pay = Non pagare
coim-label-no-repeat = Non ripetere nessun bonus
coim-label-repeat = Usa di nuovo il bonus di { $card }: { $bonus }
coim-label-repeat-short = Usa di nuovo il bonus di { $card }
coim-label-no-track = Non avanzare su nessun tracciato
coim-detail-no-track = Facoltativo: rinuncia al bonus di { $id } (nessun tracciato, nessuna { $unit })
coim-label-advance = Avanza sul { $track } ({ $at } -> { $to }) e ottieni { $unit }
coim-label-income-done = Termina la rendita
coim-label-exchange = Scambia { $paid } per 1 PV
coim-label-cash-white = Incassa il dado bianco (scegli un tracciato)
coim-label-cash = Incassa un dado { $colour }: { $income }
coim-label-white = Dado bianco sul { $track }: { $income }
coim-label-no-score-eg = Non contare carte di fine partita
coim-label-score-eg = Conta ora la carta di fine partita { $card }: { $n } PV
coim-label-score-track = Conta ora il tuo posto sul { $track }: { $n } PV
coim-label-no-score-exp = Non contare altre spedizioni
coim-label-score-exp = Conta ora { $exp }: { $n } PV
coim-detail-castle = In fase C questo dado prende una tessera favore (prima il dado più basso); vale { $total }.
coim-detail-town = In fase C questo dado compra una carta { $where } per { $total } (prima il più alto).
coim-detail-favour = { $crowns } per l'ordine di turno; { $effect }.
coim-detail-emergency = Al posto di un favore o di una carta.
coim-detail-you-have = Hai { $what }.
coim-detail-disc = Il tuo disco sul { $track } è sulla casella { $at }.
coim-detail-white-track = Poi scegli il tracciato di cui incassa la rendita.
coim-detail-etrack = Carta { $id }: inizio della fase E.
coim-detail-monastery = Monastero: { $bonus }
coim-detail-crossroad = Un incrocio.
coim-detail-nothing-new = Niente di nuovo qui.
coim-detail-income-done = La tua rendita della fase E è completa.
coim-detail-skip = Non si paga niente e non si ottiene niente.
coim-detail-lose = Hai { $n } PV; i PV possono scendere sotto 0.
coim-detail-card-bonus = Carta { $id }: { $bonus }
coim-detail-score-now = Contato ora, nella posizione attuale.

## Avvisi prima di una perdita (losses.py)

coim-loss-limit = Limite 20: perderesti { $what }.
coim-loss-track = { $track_title } a { $at }: { $n } influenza persa oltre 15.
coim-loss-tracks = Tracciati a 15: { $n } influenza persa.
coim-loss-no-favour = Non resta nessuna tessera favore: il bonus è perso.
coim-loss-no-repeat = Non hai un'altra { $card_one } con bonus immediato: niente da ripetere.
coim-loss-no-salvage = Poi non potresti permetterti nessuna carta degli scarti.
coim-loss-walk5 = Dopo aver pagato hai { $n }: troppo poche per il cammino (5).
coim-loss-buyvp = Dopo aver pagato hai { $n }: troppo poche per comprare PV (5).
coim-loss-no-tax = Nessuno è dietro di te sul tracciato Consiglio: niente tassa.
coim-loss-no-monastery = Non hai ancora monasteri: 0 PV.
coim-loss-no-expedition-coins = Non potresti equipaggiare nessuna spedizione pagata in monete.
coim-loss-no-expedition-guards = Non potresti equipaggiare nessuna spedizione pagata in guardie.
coim-loss-no-expedition-cheaper = Ora non potresti equipaggiare nessuna spedizione, nemmeno a 2 in meno.
coim-loss-no-cap = Non hai più dadi in una fila della città: la tessera +3 è persa.
coim-loss-f4 = Limite 20: anche la migliore tra 7 monete / 7 guardie perde { $n }.
coim-loss-no-score-exp = Non hai spedizioni: niente da contare.
coim-loss-castle = Posto { $place } nel Castello: solo { $n } tessere favore, quindi probabilmente l'emergenza.
coim-loss-town = Con { $coins } e { $guards } qui ora non puoi pagare { $n } per nessuna carta.
coim-loss-stop = Il pellegrino resta su { $at }; persi: { $n }.

## La riga di stato (words.status; lo stato della vista e l'intestazione delle immagini)

coim-status = Round { $round }/4, { $phase }: decide { $who }.
coim-status-nobody = Round { $round }/4, { $phase }: non decide nessuno.
coim-status-over = Partita finita dopo il round { $round }.
coim-phase-setup = scelte iniziali
coim-phase-B = fase B (scegli e piazza i dadi)
coim-phase-C = fase C (riprendi i dadi)
coim-phase-E = fase E (rendita)
coim-phase-F = fase F (equipaggia una spedizione)
