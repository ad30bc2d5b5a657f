# I testi di Stupor Mundi (games/stupor_mundi), in italiano. Non c'è un regolamento italiano
# tra le fonti: i termini sono tradotti con cura ed elencati in games/stupor_mundi/README.md
# ("reconstructed"). $who è un nome visualizzato.

## Quantità ed elenchi

sm-n-grain = { $n } grano
sm-n-stone = { $n ->
    [one] { $n } pietra
   *[other] { $n } pietre
}
sm-n-aug = { $n ->
    [one] { $n } augustale
   *[other] { $n } augustali
}
sm-n-vp = { $n } PV
sm-comma = { $a }, { $b }
sm-and = { $a } e { $b }
sm-or = { $a } o { $b }
sm-nothing = niente
sm-for = per { $price }
sm-for-free = gratis
sm-paying = pagando { $cost }
sm-its-cost = il suo prezzo
sm-paid-card = 1 carta rimossa

## Nomi (termini)

sm-city-ROMA = Roma
    .ad = a
sm-city-ACRE = Acri
    .ad = ad
sm-city-ALEX = Alessandria
    .ad = ad
sm-city-TUNIS = Tunisi
    .ad = a
sm-city-BARC = Barcellona
    .ad = a
sm-house-savoy = Savoia
sm-house-hohenstaufen = Hohenstaufen
sm-house-wittelsbach = Wittelsbach
sm-house-diromano = Di Romano
sm-track-grain = grano
sm-track-stone = pietra
sm-track-treasury = tesoro
sm-track-towers = torri
sm-track-walls = mura
sm-track-keeps = mastii
sm-track-court = corte
sm-track-spec = specialista
sm-sym-G = { $n } grano
sm-sym-S = { $n ->
    [one] { $n } pietra
   *[other] { $n } pietre
}
sm-sym-A = { $n }× tesoro
sm-sym-T = { $n ->
    [one] { $n } torre
   *[other] { $n } torri
}
sm-sym-W = { $n ->
    [one] { $n } muro
   *[other] { $n } mura
}
sm-sym-K = { $n ->
    [one] { $n } mastio
   *[other] { $n } mastii
}
sm-sym-L = { $n ->
    [one] { $n } alleato a corte
   *[other] { $n } alleati a corte
}
sm-sym-F = { $n }× specialista
sm-reward-I = 3 augustali
sm-reward-II = 1 grano o pietra
sm-reward-III = 2 PV
sm-income-INC-STONE = 1 pietra
sm-income-INC-GRAIN = 1 grano
sm-income-INC-AUG = 1 augustale
sm-income-INC-VP = 1 PV
sm-income-INC-MARKET = visitare il mercato
sm-cover-KC-HAND = Limite di carte in mano +2; pesca subito 2 carte
sm-cover-KC-BOTH = Le carte coperte danno entrambe le azioni dello slot (dal prossimo turno)
sm-cover-KC-SLOT = Slot 6 sbloccato
sm-city-bonus-CB-A = 6 augustali e 3 risorse a tua scelta
sm-city-bonus-CB-B = Emana 1 editto; ottieni 3 PV
sm-city-bonus-CB-C = Recluta 1 alleato senza grano
sm-city-bonus-CB-D = Costruisci 1 torre senza pietra/grano
sm-city-bonus-CB-E = Costruisci 1 muro senza pietra/grano
sm-city-bonus-CB-F = Costruisci 1 mastio senza pietra/grano
sm-action-promote = Promuovere
sm-action-market = Mercato
sm-action-build = Costruire
sm-action-recruit = Reclutare
sm-action-buy = Comprare una carta
sm-space-countryside = campagna { $code }
sm-space-village = villaggio { $code }
sm-space-city = città { $path }
sm-end-a = un castello è completo
sm-end-b = uno spazio degli editti attivi non può essere riempito
sm-end-c = il mazzo non può più rifornire il tabellone dei viaggi

## Domande

sm-ask-repeat = Quante volte?
sm-ask-pick = Scegli
sm-ask-overflow = Il magazzino è pieno: restituisci una risorsa
sm-ask-res = Scegli grano o pietra
sm-ask-promote = Promuovi uno specialista
sm-ask-city-tile = Scegli una tessera bonus città
sm-ask-market = Visita il mercato
sm-ask-build = Costruisci una struttura
sm-ask-build-space = Scegli lo spazio del castello
sm-ask-recruit = Recluta un alleato
sm-ask-ally-space = Scegli uno spazio alleato
sm-ask-buy = Compra una carta azione
sm-ask-buy-pay = Scegli una carta da rimuovere come pagamento
sm-ask-buy-use = Usare subito la carta comprata?
sm-ask-edict = Emana un editto
sm-ask-edict-dir = Aggiungere o togliere?
sm-ask-edict-up = Scegli l'editto futuro che sale
sm-ask-house = Scegli la tua casata
sm-ask-turn = Tocca a te: viaggia, gioca una carta o passa
sm-ask-turn-round = Round { $round }: tocca a te: viaggia, gioca una carta o passa
sm-ask-place = Scoperta o coperta, e in quale slot?
sm-ask-fd = Scegli l'azione della carta coperta
sm-ask-ep-discard = Fase finale: scartare carte dalla mano?
sm-ask-income-order = Ordine della rendita del castello

## Righe del registro

sm-gains = { $who } ottiene { $what } ({ $why })
sm-gains-nothing = { $who } non ottiene nulla da { $card }
sm-reshuffle = { $who } mescola gli scarti in un nuovo mazzo di pesca
sm-draws = { $n ->
    [one] { $who } pesca { $n } carta
   *[other] { $who } pesca { $n } carte
}
sm-you-draw = Peschi: { $cards }
sm-end-triggered = Fine della partita innescata: { $why }; la partita finisce dopo questo round
sm-sails-free = { $who } naviga gratis fino { $to_ad } { $to }
sm-sails = { $who } naviga di { $n } città fino { $to_ad } { $to } { $price }
sm-returns = { $who } rimette { $what } nella riserva (il magazzino contiene solo { $storage })
sm-promotes = { $who } promuove uno specialista da { $src } a { $to } { $paying }
sm-promotes-start = { $who } promuove uno specialista dalla casella di partenza a { $to } { $paying }
sm-edict-token = { $who } raggiunge il segnalino editto su { $at } e deve emanare un editto
sm-takes-city-bonus = { $who } prende un bonus nella città { $path }: { $bonus }
sm-sells = { $who } vende { $what } { $at_ad } { $at } per { $price }
sm-buys-goods = { $who } compra { $what } { $at_ad } { $at } per { $price }
sm-builds-tower = { $who } costruisce una torre su { $space } pagando { $cost }
sm-builds-wall = { $who } costruisce un muro su { $space } pagando { $cost }
sm-builds-keep = { $who } costruisce un mastio su { $space } pagando { $cost }
sm-builds-great-tower = { $who } costruisce una grande torre su { $space } pagando { $cost }
sm-builds-great-wall = { $who } costruisce un grande muro su { $space } pagando { $cost }
sm-builds-great-keep = { $who } costruisce un grande mastio su { $space } pagando { $cost }
sm-keep-cover = { $who } gira la copertura del mastio: { $cover }
sm-completes-side = { $who } completa il lato { $side } del castello (rendita: { $income }, ora e in ogni fase finale)
sm-recruits = { $who } recluta { $ally } { $at_ad } { $at } pagando { $cost }
sm-removes-from-hand = { $who } toglie dal gioco { $card } dalla mano come pagamento
sm-removes-from-discard = { $who } toglie dal gioco { $card } dagli scarti come pagamento
sm-buys-card = { $who } compra { $card } { $at_ad } { $at } per { $price }
sm-uses-bought = { $who } usa subito la carta comprata { $card }: { $text }
sm-takes-into-hand = { $who } prende in mano { $card }
sm-no-edict-left = { $who } deve emanare un editto ma non ne resta nessuno; prende la ricompensa { $roman }
sm-issues-edict = { $who } emana l'editto { $roman } ({ $edict }) e prende la ricompensa { $reward }
sm-adds-to-palace = { $who } aggiunge { $what } al palazzo di Federico ({ $track } ora { $now })
sm-removes-from-palace = { $who } toglie { $what } dal palazzo di Federico ({ $track } ora { $now })
sm-new-next-edict = Nuovo editto futuro: { $edict }
sm-edict-moves-up = L'editto { $edict } sale allo spazio attivo { $roman }
sm-fred-no-edict = Federico non trova alcun editto attivo da emanare
sm-fred-ignores-treasury = Federico ignora i simboli del tesoro
sm-fred-adds = Federico aggiunge { $done } su { $what } ({ $track } ora { $now })
sm-fred-issues = Federico emana l'editto { $roman } ({ $edict })
sm-chooses-house = { $who } sceglie la casata { $house }
sm-passes = { $who } passa per il resto del round { $round }
sm-plays-up = { $who } gioca { $card } scoperta nello slot { $slot }: { $text }
sm-plays-down = { $who } gioca coperta nello slot { $slot } ({ $acts })
sm-face-down-card = Coperta: { $card }
sm-solo-reshuffle = Le 16 carte solitario vengono mescolate in un nuovo mazzo solitario
sm-fred-reveals = Federico rivela la prossima carta solitario
sm-fred-ship = La nave di Federico è { $at_ad } { $at }
sm-fred-removes-card = Federico toglie dal gioco la carta { $card } { $at_ad } { $at }
sm-fred-removes-ally = Federico toglie dal gioco l'alleato { $ally } { $at_ad } { $at }
sm-end-phase = Round { $round }: fase finale
sm-discards = { $who } scarta { $card } dalla mano
sm-new-card = Nuova carta { $card } { $at_ad } { $at }
sm-ally-up = Alleato { $ally } scoperto { $at_ad } { $at }
sm-game-over = Fine della partita: { $scores }
sm-score = { $who } { $vp }
sm-round-begins = Inizia il round { $round }; { $who } è il primo giocatore
sm-tie-won = { $greats ->
    [one] { $who } vince lo spareggio a { $vp } con { $greats } grande struttura
   *[other] { $who } vince lo spareggio a { $vp } con { $greats } grandi strutture
}
sm-tie-shared = { $greats ->
    [one] Pareggio a { $vp } e { $greats } grande struttura: vittoria condivisa
   *[other] Pareggio a { $vp } e { $greats } grandi strutture: vittoria condivisa
}

## Avvisi prima di una perdita (dettagli di una scelta)

sm-n-augustales = { $n ->
    [one] { $n } augustale
   *[other] { $n } augustali
}
sm-loss-overflow = { $n ->
    [one] Magazzino pieno: restituirai { $n } risorsa
   *[other] Magazzino pieno: restituirai { $n } risorse
}
sm-loss-capped = Massimo { $cap }; perdi { $lost }
sm-loss-gains-nothing = Ora non dà nulla
sm-loss-no-city-tiles = Nessuna tessera bonus città rimasta: il bonus è perso
sm-loss-no-recruit = Ora non puoi reclutare: il bonus è perso
sm-loss-no-tower = Ora non puoi costruire una torre: il bonus è perso
sm-loss-no-wall = Ora non puoi costruire un muro: il bonus è perso
sm-loss-no-keep = Ora non puoi costruire un mastio: il bonus è perso
sm-loss-palace-partial = Solo { $done } su { $wanted } entrano nel palazzo di Federico ({ $track }); il resto è perso
sm-loss-join = { $a }. { $b }

## Scelte: etichette e gruppi

sm-skip-pay = Salta: non pagare nulla
sm-skip-gain = Salta: non ottenere nulla
sm-skip-promote = Salta: non promuovere (altri) specialisti
sm-leave-market = Lascia il mercato
sm-skip-build = Salta: non costruire nulla
sm-skip-recruit = Salta: non reclutare alleati
sm-skip-buy = Salta: non comprare carte
sm-keep-bought = Non usarla ora; prendila solo in mano
sm-return-grain = Restituisci 1 grano (magazzino { $storage })
sm-return-stone = Restituisci 1 pietra (magazzino { $storage })
sm-take = Prendi { $what }
sm-sell = Vendi { $what } per { $price }
sm-buy = Compra { $what } per { $price }
sm-pass-round = Passa per il resto di questo round
sm-skip-card = Non fare nulla (la carta resta nel suo slot)
sm-group-travel = Viaggio
sm-group-cards = Carte
sm-group-face-up = Scoperta
sm-group-face-down = Coperta
sm-keep-hand = Tieni la mano; pesca fino a { $n }
sm-pay = paga { $cost }
sm-free = gratis
sm-sail = Naviga di { $n } città fino { $to_ad } { $to }: { $price }
sm-issue-edict = Emana l'editto { $roman } ({ $edict }): ricompensa { $reward }
sm-no-edict-reward = Nessun editto rimasto: prendi la ricompensa { $roman } ({ $reward })
sm-dir-add = Aggiungi { $what } a Federico ({ $track } { $a } -> { $b })
sm-dir-remove = Togli { $what } a Federico ({ $track } { $a } -> { $b })
sm-dir-add-max = Aggiungi { $kind } a Federico fin dove possibile
sm-dir-remove-max = Togli { $kind } a Federico fin dove possibile
sm-move-edict-up = Editto { $edict } (futuro { $next }) nello spazio attivo { $roman }
sm-take-city-bonus = Prendi il bonus città: { $bonus }
sm-reward-words-I = 3 augustali
sm-reward-words-II = 1 grano o pietra
sm-reward-words-III = 2 PV
sm-kind-G = grano
sm-kind-S = pietra
sm-kind-A = passi del tesoro
sm-kind-T = torri
sm-kind-W = mura
sm-kind-K = mastii
sm-kind-L = alleati a corte
sm-kind-F = passi dello specialista
sm-city-bonus-words-CB-A = 6 augustali e 3 risorse a tua scelta
sm-city-bonus-words-CB-B = Emana 1 editto; ottieni 3 PV
sm-city-bonus-words-CB-C = Recluta 1 alleato senza grano
sm-city-bonus-words-CB-D = Costruisci 1 torre senza pietra/grano
sm-city-bonus-words-CB-E = Costruisci 1 muro senza pietra/grano
sm-city-bonus-words-CB-F = Costruisci 1 mastio senza pietra/grano
sm-repeat = { $t }×: paga { $pays }, ottieni { $gets }
sm-pick-sail = Naviga gratis di { $n } città fino { $to_ad } { $to }, poi mercato
sm-pick-stay = Resta { $to_ad } { $to }, poi mercato
sm-pick-gain = Ottieni { $what } ({ $count })
sm-n-loyalists = { $n ->
    [one] { $n } lealista
   *[other] { $n } lealisti
}
sm-n-independents = { $n ->
    [one] { $n } indipendente
   *[other] { $n } indipendenti
}
sm-income-market-first = Prima il mercato, poi { $rest }
sm-income-rest-first = Prima { $rest }, poi il mercato
sm-build-piece = { $piece }
sm-piece-great-tower = Grande torre { $letter } (+{ $extra }; { $bonus })
sm-piece-great-wall = Grande muro { $letter } (+{ $extra }; { $bonus })
sm-piece-great-keep = Grande mastio { $letter } (+{ $extra }; { $bonus })
sm-piece-tower = Torre (apre lo spazio alleato { $n })
sm-piece-tower-edict = Torre (apre lo spazio alleato { $n }, icona editto)
sm-piece-wall = Muro (apre 1 spazio di magazzino)
sm-piece-keep = Mastio
sm-great-bonus-GK = Promuovi 2 volte (2 specialisti o 1 due volte)
sm-great-bonus-GW-A = Emana 1 editto
sm-great-bonus-GT-A = Compra 1 carta azione
sm-great-bonus-GW-B = Promuovi 1 ignorando il grano
sm-great-bonus-GT-B = Recluta 1 alleato senza grano
sm-build-on-tower = Torre sullo spazio { $space } { $price }
sm-build-on-wall = Muro sullo spazio { $space } { $price }
sm-build-on-keep = Mastio sullo spazio { $space } { $price }
sm-build-on-tower-edict = Torre sullo spazio { $space } { $price }, poi un editto
sm-build-on-wall-edict = Muro sullo spazio { $space } { $price }, poi un editto
sm-build-on-keep-edict = Mastio sullo spazio { $space } { $price }, poi un editto
sm-place-ally = Metti sullo spazio alleato { $n }
sm-place-ally-edict = Metti sullo spazio alleato { $n }: emana 1 editto
sm-promote-from = Promuovi uno specialista da { $src } a { $to }: paga { $cost }
sm-promote-from-start = Promuovi uno specialista dalla casella di partenza a { $to }: paga { $cost }

## Perché si ottiene qualcosa; i vantaggi dei posti di lavoro

sm-wp-CS-A-I = Limite di carte in mano +1; pesca 1 carta all'arrivo
sm-wp-CS-B-I = Ogni muro che costruisci: +1 grano
sm-wp-CS-C-I = Viaggio: anche la 2ª città è gratis
sm-wp-CS-D-I = Comprare una carta costa 2 augustali in meno
sm-wp-CS-A-II = Ogni alleato che recluti: +2 PV
sm-wp-CS-B-II = Mercato: 1 vendita o acquisto in più
sm-wp-CS-C-II = Ogni torre che costruisci: +4 augustali
sm-wp-CS-D-II = Ogni struttura che costruisci: +2 augustali
sm-wp-VL-A-I = Ogni mastio che costruisci: +4 PV
sm-wp-VL-B-I = I mastii costano 1 pietra in meno
sm-wp-VL-C-I = Reclutare costa 1 grano in meno
sm-wp-VL-D-I = Ogni visita al mercato: +3 augustali
sm-wp-VL-A-II = Ogni torre o muro che costruisci: +3 PV
sm-wp-VL-B-II = Ogni carta che compri: +3 PV
sm-wp-VL-C-II = Ogni struttura che costruisci: 1 grano o pietra, +2 PV
sm-wp-VL-D-II = Ogni editto che emani: +3 PV
sm-why-city-bonus = bonus città
sm-why-edict-reward-I = ricompensa dell'editto I
sm-why-edict-reward-II = ricompensa dell'editto II
sm-why-edict-reward-III = ricompensa dell'editto III
sm-why-castle-income = rendita del castello
sm-why-workplace = posto di lavoro: { $effect }
sm-why-ally-income = rendita degli alleati: { $allies }
sm-ally-vp = { $ally } { $vp }
sm-place-down = Coperta nello slot { $slot }: { $acts }
sm-down-then = Poi: { $acts }.
sm-down-nothing = Ora non eseguibile (giocata per nulla): { $acts }
sm-fd = { $action }
sm-fd-at = { $action } { $at_ad } { $at }
sm-fd-none = { $action } (ora non è possibile nulla)
sm-fd-at-none = { $action } { $at_ad } { $at } (ora non è possibile nulla)
sm-fd-nothing = Ora non eseguibile (giocata per nulla): come non fare nulla
sm-act-promote = promuovere uno specialista
sm-act-market = visitare il mercato
sm-act-build = costruire una struttura
sm-act-recruit = reclutare un alleato
sm-act-buy = comprare una carta azione
sm-recruit = Recluta { $ally } ({ $role }): paga { $cost }
sm-role-I-THEO = ingegnere greco
sm-role-I-MAUM = minatore siciliano
sm-role-I-ALTA = mercante arabo
sm-role-I-SEVE = boscaiolo boemo
sm-role-I-CAST = cavaliere lombardo
sm-role-I-IDAL = duchessa italiana
sm-role-I-GREG = suora tedesca
sm-role-I-GISE = principessa franca
sm-role-I-MOCE = nobile italiano
sm-role-L-SIGE = ingegnere borgognone
sm-role-L-OKEC = minatore nubiano
sm-role-L-TENT = mercante veneziano
sm-role-L-ROMI = boscaiolo genovese
sm-role-L-BALT = cavaliere beduino
sm-role-L-DOME = duchessa bizantina
sm-role-L-SEBA = monaco bavarese
sm-role-L-GISE = principessa sassone
sm-role-L-PHIL = nobile bizantino

## Carte azione (nomi; ricostruiti, vedi README)

sm-card-H-STONE = Cava
sm-card-H-AUG3 = Tassa
sm-card-H-GRAIN = Raccolto
sm-card-H-DRAW4 = Consiglio
sm-card-SAV-1 = Granaio dei Savoia
sm-card-SAV-2 = Patronato dei Savoia
sm-card-HOH-1 = Cava degli Hohenstaufen
sm-card-HOH-2 = Flotta degli Hohenstaufen
sm-card-WIT-1 = Imposta dei Wittelsbach
sm-card-WIT-2 = Muratori dei Wittelsbach
sm-card-DIR-1 = Inviato dei Di Romano
sm-card-DIR-2 = Torre dei Di Romano
sm-card-A1 = Granaio
sm-card-A2 = Commercio di grano
sm-card-A3 = Prestito di grano
sm-card-A4 = Commercio di pietra
sm-card-A5 = Prestito di pietra
sm-card-A6 = Architetto
sm-card-A7 = Forziere
sm-card-A8 = Maggiordomo
sm-card-A9 = Contadino
sm-card-A10 = Muratore
sm-card-A11 = Gilda
sm-card-A12 = Mercante di grano
sm-card-A13 = Mercante di pietra
sm-card-A14 = Banchiere
sm-card-A15 = Decima
sm-card-A16 = Inviato
sm-card-B1 = Festa
sm-card-B2 = Monumento
sm-card-B3 = Donazione
sm-card-B4 = Salmeria
sm-card-B5 = Tributo
sm-card-B6 = Omaggio
sm-card-B7 = Banchetto
sm-card-B8 = Scalpellini
sm-card-B9 = Cattedrale
sm-card-B10 = Poderi del castello
sm-card-B11 = Cava del castello
sm-card-B12 = Pedaggio del castello
sm-card-B13 = Fama del castello
sm-card-B14 = Costruttore reale
sm-card-B15 = Inviato reale
sm-card-B16 = Provviste

## Carte azione (testi: n1, n2 … sono i numeri del testo in ordine, una merce con la quantità)

sm-text-H-STONE = Ottieni { $n1 }.
sm-text-H-AUG3 = Ottieni { $n1 }.
sm-text-H-GRAIN = Ottieni { $n1 }.
sm-text-H-DRAW4 = { $n1 ->
    [one] Pesca { $n1 } carta.
   *[other] Pesca { $n1 } carte.
}
sm-text-SAV-1 = Ottieni { $n1 } per ogni alleato alla corte di Federico (max { $n2 }).
sm-text-SAV-2 = Ottieni { $n1 }, poi compra { $n2 } carta azione.
sm-text-HOH-1 = Ottieni { $n1 } ogni { $n2 } strutture di Federico (max { $n3 }).
sm-text-HOH-2 = Naviga gratis in senso orario quanto vuoi, poi visita il mercato.
sm-text-WIT-1 = Ottieni { $n1 } per ogni risorsa nella riserva di Federico (max { $n2 }).
sm-text-WIT-2 = Costruisci { $n1 } struttura pagando grano/pietra a piacere.
sm-text-DIR-1 = { $n1 } per passo dello specialista di Federico (max { $n2 }); promuovi { $n3 }.
sm-text-DIR-2 = Costruisci { $n1 } torre per esattamente { $n2 }.
sm-text-A1 = Ottieni { $n1 }.
sm-text-A2 = Fino a { $n1 }×: paga { $n2 } per { $n3 }.
sm-text-A3 = Se hai { $n1 }+ grano: ottieni { $n2 }.
sm-text-A4 = Fino a { $n1 }×: paga { $n2 } per { $n3 }.
sm-text-A5 = Se hai { $n1 }+ pietre: ottieni { $n2 }.
sm-text-A6 = Costruisci { $n1 } struttura con uno sconto di { $n2 }.
sm-text-A7 = Ottieni { $n1 }.
sm-text-A8 = Ottieni { $n1 }; promuovi { $n2 }.
sm-text-A9 = Ottieni { $n1 }; promuovi { $n2 }.
sm-text-A10 = Ottieni { $n1 }; promuovi { $n2 }.
sm-text-A11 = Promuovi fino a { $n1 } specialisti diversi di { $n2 } passo ciascuno.
sm-text-A12 = Ottieni { $n1 }; visita il mercato.
sm-text-A13 = Ottieni { $n1 }; visita il mercato.
sm-text-A14 = Ottieni { $n1 }; visita il mercato.
sm-text-A15 = Ottieni { $n1 } per ogni tuo alleato (max { $n2 }).
sm-text-A16 = Recluta { $n1 } alleato con uno sconto di { $n2 }.
sm-text-B1 = Fino a { $n1 }×: paga { $n2 } per { $n3 }.
sm-text-B2 = Fino a { $n1 }×: paga { $n2 } per { $n3 }.
sm-text-B3 = Fino a { $n1 }×: paga { $n2 } per { $n3 }.
sm-text-B4 = { $n1 } o pietra per ogni alleato di un tipo (max { $n2 }).
sm-text-B5 = { $n1 } per ogni alleato di un tipo (max { $n2 }).
sm-text-B6 = { $n1 } per ogni alleato di un tipo (max { $n2 }).
sm-text-B7 = Se hai { $n1 }+ grano: ottieni { $n2 }.
sm-text-B8 = Ottieni { $n1 }.
sm-text-B9 = Se hai { $n1 }+ pietre: ottieni { $n2 }.
sm-text-B10 = { $n1 } ogni { $n2 } strutture che possiedi.
sm-text-B11 = { $n1 } ogni { $n2 } strutture che possiedi.
sm-text-B12 = { $n1 } ogni { $n2 } strutture che possiedi.
sm-text-B13 = { $n1 } ogni { $n2 } strutture che possiedi.
sm-text-B14 = Paga { $n1 }: costruisci { $n2 } struttura senza pietra/grano.
sm-text-B15 = Paga { $n1 }: recluta { $n2 } alleato senza grano.
sm-text-B16 = Ottieni { $n1 } e { $n2 }.

## Alleati (nomi: nomi propri, uguali in ogni lingua)

sm-ally-name-I-THEO = Theophilos
sm-ally-name-I-MAUM = Maumettu
sm-ally-name-I-ALTA = Altair
sm-ally-name-I-SEVE = Severin
sm-ally-name-I-CAST = Castellan
sm-ally-name-I-IDAL = Idalia
sm-ally-name-I-GREG = Gregoria
sm-ally-name-I-GISE = Gisele
sm-ally-name-I-MOCE = Mocenigo
sm-ally-name-L-SIGE = Sigeberht
sm-ally-name-L-OKEC = Okechukwu
sm-ally-name-L-TENT = Tento
sm-ally-name-L-ROMI = Romigi
sm-ally-name-L-BALT = Balthasar
sm-ally-name-L-DOME = Domentzia
sm-ally-name-L-SEBA = Sebastian
sm-ally-name-L-GISE = Gisela
sm-ally-name-L-PHIL = Philaretos

## Scelte che mostrano una carta; i dettagli della promozione

sm-play-card = Gioca { $card }
sm-play-card-text = Gioca { $card }: { $text }
sm-face-up = Scoperta nello slot { $slot }
sm-face-up-text = Scoperta nello slot { $slot }: { $text }
sm-card-detail-loss = { $loss }. { $text }
sm-card-detail-nothing = Ora non eseguibile (giocata per nulla): { $text }
sm-nothing-now = Ora non eseguibile (giocata per nulla)
sm-more = { $text } …
sm-house-choice = Casata { $house }: { $cards }
sm-slash = { $a } / { $b }
sm-semicolon = { $a }; { $b }
sm-buy-card = Compra { $card }: { $pay }
sm-pay-with-card = rimuovi 1 delle tue carte
sm-remove-hand = Rimuovi { $card } dalla tua mano
sm-remove-discard = Rimuovi { $card } dai tuoi scarti
sm-use-now = Usala subito
sm-use-now-text = Usala subito: { $text }
sm-discard-card = Scarta { $card }
sm-city-tiles = tessere bonus città: { $tiles }
sm-edict-token-detail = segnalino editto: emana 1 editto
sm-why-bonus = bonus
sm-wp-benefit = { $effect }
sm-city-tiles-cut = tessere bonus città
sm-ask-turn-short = viaggia, gioca una carta o passa
