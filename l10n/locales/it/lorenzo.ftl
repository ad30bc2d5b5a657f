# Lorenzo il Magnifico: ogni testo che il motore scrive (games/lorenzo).

## Quantità ed elenchi

lor-n-wood = { $n } legno
lor-n-stone = { $n ->
    [one] { $n } pietra
   *[other] { $n } pietre
}
lor-n-servants = { $n ->
    [one] { $n } servitore
   *[other] { $n } servitori
}
lor-n-coins = { $n ->
    [one] { $n } moneta
   *[other] { $n } monete
}
lor-n-vp = { $n } PV
lor-n-mp = { $n ->
    [one] { $n } punto militare
   *[other] { $n } punti militari
}
lor-n-fp = { $n ->
    [one] { $n } punto fede
   *[other] { $n } punti fede
}
lor-n-privileges = { $n ->
    [one] { $n } privilegio
   *[other] { $n } privilegi
}
lor-n-privileges-different = { $n } privilegi (diversi)
lor-comma = { $a }, { $b }
lor-plus = { $a } + { $b }
lor-nothing = niente
lor-two = { $a } { $b }

## Il turno, l'ordine di turno e la fine

lor-round = Turno { $round } (periodo { $period }): nuove carte; { $who } tira bianco { $white }, nero { $black }, arancione { $orange }.
lor-new-order = Nuovo ordine di turno: { $order }.
lor-total = { $who } { $n } PV
lor-game-over = La partita è finita: vince { $who } ({ $totals }).
lor-tiebreak = { $n } giocatori a pari merito con { $vp } PV; vince { $who }, più avanti nell'ordine di turno (SC-9).
lor-passes = { $who } passa.
lor-ends-turn = { $who } termina il suo turno.

## Piazzare

lor-fm-white = familiare bianco
lor-fm-black = familiare nero
lor-fm-orange = familiare arancione
lor-fm-neutral = familiare neutro
lor-the-fm-white = il familiare bianco
lor-the-fm-black = il familiare nero
lor-the-fm-orange = il familiare arancione
lor-the-fm-neutral = il familiare neutro
lor-bonus-action = azione bonus
lor-from-tower-territory = dalla torre verde
lor-from-tower-building = dalla torre gialla
lor-from-tower-character = dalla torre blu
lor-from-tower-venture = dalla torre viola
lor-for = per { $what }
lor-at-no-cost = gratis
lor-takes-card = { $who } prende { $card } { $tower }, piano { $floor } ({ $how }, valore { $value }{ $servants ->
    [0] {""}
    [one] {" "}con 1 servitore
   *[other] {" "}con { $servants } servitori
}) { $price }.
lor-pays-fee = { $who } paga { $n } monete: la torre è occupata.
lor-on-market-1 = nello spazio mercato 1
lor-on-market-2 = nello spazio mercato 2
lor-on-market-3 = nello spazio mercato 3
lor-on-market-4 = nello spazio mercato 4
lor-on-council = nel palazzo del consiglio
lor-on-harvest-small = nello spazio raccolto piccolo
lor-on-harvest-large = nello spazio raccolto grande (-3)
lor-on-production-small = nello spazio produzione piccolo
lor-on-production-large = nello spazio produzione grande (-3)
lor-places = { $who } piazza { $fm } (valore { $value }{ $servants ->
    [0] {""}
    [one] {" "}con 1 servitore
   *[other] {" "}con { $servants } servitori
}) { $space }.
lor-skips-bonus-action = { $who } rinuncia all'azione bonus.
lor-skips-harvest = { $who } rinuncia al raccolto.
lor-skips-production = { $who } rinuncia alla produzione.
lor-takes-tile = { $who } prende la tessera bonus personale { $tile }.

## Guadagni, raccolto e produzione

lor-gains = { $who } ottiene { $what }.
lor-gains-from = { $who } ottiene { $what } ({ $why }).
lor-why-floor-bonus = bonus del piano
lor-why-bonus-tile = tessera bonus
lor-why-privilege = privilegio
lor-why-discarded-leader = leader scartato
lor-why-market-1 = spazio mercato 1
lor-why-market-2 = spazio mercato 2
lor-why-market-3 = spazio mercato 3
lor-why-market-4 = spazio mercato 4
lor-why-council = palazzo del consiglio
lor-gives-back = { $who } restituisce { $what } (scomunica: 1 legno o 1 pietra in meno).
lor-gives-back-from = { $who } restituisce { $what } (scomunica: 1 legno o 1 pietra in meno, { $why }).
lor-harvests = { $who } fa un raccolto di valore { $value }.
lor-produces = { $who } fa una produzione di valore { $value }.
lor-pays-for = { $who } paga { $what } ({ $card }).

## Leader

lor-plays-leader = { $who } gioca { $leader }.
lor-discards-leader = { $who } scarta { $leader } per un privilegio.
lor-uses-copy = { $who } usa Lorenzo de' Medici per copiare un leader.
lor-uses-lucrezia = { $who } usa Lucrezia Borgia: familiari colorati +2 in questo turno.
lor-uses-leader = { $who } usa { $leader }.
lor-draft-complete = Il draft dei leader è concluso.
lor-keeps-leaders = { $who } tiene { $leaders }.
lor-keeps-a-leader = { $who } tiene un leader.
lor-you-keep = Tieni { $leader }.
lor-copies = Il Lorenzo de' Medici di { $who } copia { $leader }.
lor-federico-white = Il familiare bianco di { $who } ha valore 6 in questo turno.
lor-federico-black = Il familiare nero di { $who } ha valore 6 in questo turno.
lor-federico-orange = Il familiare arancione di { $who } ha valore 6 in questo turno.

## Il rapporto in Vaticano

lor-supports = { $who } sostiene la Chiesa e ottiene { $vp } PV per { $faith }.
lor-chooses-excommunication = { $who } sceglie la scomunica: { $tile }.
lor-is-excommunicated = { $who } viene scomunicato: { $tile }.
lor-scores-faith = { $who } ottiene { $vp } PV per { $faith }.

## Etichette delle scelte

lor-label-colon = { $head }: { $tail }
lor-label-part = { $what }
lor-colour-green = verde
lor-colour-yellow = giallo
lor-colour-blue = blu
lor-colour-purple = viola
lor-label-tower = { $card } ({ $colour } { $floor })
lor-price-choose = scegli un pagamento
lor-price-choose-plus = scegli un pagamento, più { $rest }
lor-price-pay = paga { $what }
lor-price-none = nessun costo
lor-price-free = gratis
lor-price-need = servono { $need } punti militari, paga { $pay }
lor-label-place-white = Piazza il familiare bianco (valore { $value })
lor-label-place-black = Piazza il familiare nero (valore { $value })
lor-label-place-orange = Piazza il familiare arancione (valore { $value })
lor-label-place-neutral = Piazza il familiare neutro (valore { $value })
lor-label-pass-excommunicated = Passa: salti la prima azione (scomunica)
lor-label-pass-nothing = Passa: nessun familiare può agire
lor-label-harvest-small = Raccolto di valore { $value } (piccolo){ $servants ->
    [0] {""}
    [one] {", "}paga 1 servitore
   *[other] {", "}paga { $servants } servitori
}
lor-label-harvest-large = Raccolto di valore { $value } (grande){ $servants ->
    [0] {""}
    [one] {", "}paga 1 servitore
   *[other] {", "}paga { $servants } servitori
}
lor-label-production-small = Produzione di valore { $value } (piccolo){ $servants ->
    [0] {""}
    [one] {", "}paga 1 servitore
   *[other] {", "}paga { $servants } servitori
}
lor-label-production-large = Produzione di valore { $value } (grande){ $servants ->
    [0] {""}
    [one] {", "}paga 1 servitore
   *[other] {", "}paga { $servants } servitori
}
lor-label-council = Consiglio: 1 moneta + 1 privilegio, nuovo ordine di turno{ $servants ->
    [0] {""}
    [one] {", "}paga 1 servitore
   *[other] {", "}paga { $servants } servitori
}
lor-label-market = Mercato { $n }: { $what }{ $servants ->
    [0] {""}
    [one] {", "}paga 1 servitore
   *[other] {", "}paga { $servants } servitori
}
lor-yield-get = ottieni { $what }
lor-yield-minus = { $a } meno { $n } legno o pietra (scomunica)
lor-yield-privileges = { $a }, { $n ->
    [one] { $n } privilegio
   *[other] { $n } privilegi
}
lor-yield-tile = tessera { $what }
lor-yield-buildings = { $a } + { $n ->
    [one] { $n } edificio
   *[other] { $n } edifici
}
lor-label-spend = Usa { $servants }: valore dell'azione { $value }
lor-label-take = Prendi { $card }
lor-label-privilege = Privilegio: { $what }
lor-label-privilege-left = Privilegio: { $what } (ne restano { $n }, tutti diversi)
lor-label-give-back-wood = Restituisci 1 legno
lor-label-give-back-stone = Restituisci 1 pietra
lor-label-skip-bonus-action = Rinuncia all'azione bonus
lor-label-bonus-harvest = Raccolto di valore { $value } ({ $servants })
lor-label-bonus-production = Produzione di valore { $value } ({ $servants })
lor-label-skip-harvest = Rinuncia al raccolto
lor-label-skip-production = Rinuncia alla produzione
lor-label-end-turn = Termina il tuo turno
lor-label-tile = Tessera bonus { $tile }
lor-label-play = Gioca { $leader }
lor-label-discard = Scarta { $leader }: ottieni 1 privilegio
lor-label-use-copy = Usa Lorenzo de' Medici: copia il leader di un altro giocatore (definitivo)
lor-label-use = Usa { $leader }
lor-label-keep = Tieni { $leader }
lor-label-copy = Copia { $leader }
lor-label-federico-white = Il familiare bianco ha valore 6 in questo turno
lor-label-federico-black = Il familiare nero ha valore 6 in questo turno
lor-label-federico-orange = Il familiare arancione ha valore 6 in questo turno
lor-label-exchange = { $card }: paga { $pay }, ottieni { $get }
lor-label-no-exchange = { $card }: nessuno scambio
lor-label-support = Sostieni la Chiesa: { $vp } PV per { $faith }
lor-label-excommunicated = Fatti scomunicare: { $tile }
lor-label-excommunicated-late = Fatti scomunicare: { $tile }, { $vp } PV

## Intestazioni dei gruppi

lor-group-family = Familiari
lor-group-tower = Torri
lor-group-council = Palazzo del consiglio
lor-group-market = Mercato
lor-group-harvest = Raccolto
lor-group-production = Produzione
lor-group-leaders = Leader

## Names: development cards (printed names; see the README for the reconstructed ones)

lor-card-T1 = Avamposto Commerciale
lor-card-T2 = Bosco
lor-card-T3 = Borgo
lor-card-T4 = Cava di Ghiaia
lor-card-T5 = Foresta
lor-card-T6 = Monastero
lor-card-T7 = Rocca
lor-card-T8 = Città
lor-card-T9 = Miniera d'Oro
lor-card-T10 = Villaggio Montano
lor-card-T11 = Villaggio Minerario
lor-card-T12 = Cava di Pietra
lor-card-T13 = Possedimento
lor-card-T14 = Eremo
lor-card-T15 = Maniero
lor-card-T16 = Ducato
lor-card-T17 = Città Mercantile
lor-card-T18 = Tenuta
lor-card-T19 = Colonia
lor-card-T20 = Cava di Marmo
lor-card-T21 = Provincia
lor-card-T22 = Santuario
lor-card-T23 = Castello
lor-card-T24 = Città Fortificata
lor-card-B25 = Zecca
lor-card-B26 = Esattoria
lor-card-B27 = Arco di Trionfo
lor-card-B28 = Teatro
lor-card-B29 = Falegnameria
lor-card-B30 = Tagliapietre
lor-card-B31 = Cappella
lor-card-B32 = Residenza
lor-card-B33 = Mercato
lor-card-B34 = Tesoreria
lor-card-B35 = Gilda dei Pittori
lor-card-B36 = Gilda degli Scultori
lor-card-B37 = Gilda dei Costruttori
lor-card-B38 = Battistero
lor-card-B39 = Caserma
lor-card-B40 = Fortezza
lor-card-B41 = Banca
lor-card-B42 = Fiera
lor-card-B43 = Giardino
lor-card-B44 = Castelletto
lor-card-B45 = Palazzo
lor-card-B46 = Basilica
lor-card-B47 = Accademia Militare
lor-card-B48 = Cattedrale
lor-card-C49 = Condottiero
lor-card-C50 = Costruttore
lor-card-C51 = Dama
lor-card-C52 = Cavaliere
lor-card-C53 = Contadino
lor-card-C54 = Artigiano
lor-card-C55 = Predicatore
lor-card-C56 = Badessa
lor-card-C57 = Capitano
lor-card-C58 = Architetto
lor-card-C59 = Mecenate
lor-card-C60 = Eroe
lor-card-C61 = Fattore
lor-card-C62 = Studioso
lor-card-C63 = Messo Papale
lor-card-C64 = Messo Reale
lor-card-C65 = Nobile
lor-card-C66 = Governatore
lor-card-C67 = Cortigiana
lor-card-C68 = Araldo
lor-card-C69 = Cardinale
lor-card-C70 = Vescovo
lor-card-C71 = Generale
lor-card-C72 = Ambasciatore
lor-card-V73 = Ingaggiare Reclute
lor-card-V74 = Riparare la Chiesa
lor-card-V75 = Costruire le Mura
lor-card-V76 = Innalzare una Statua
lor-card-V77 = Campagna Militare
lor-card-V78 = Ospitare i Mendicanti
lor-card-V79 = Combattere le Eresie
lor-card-V80 = Sostegno al Vescovo
lor-card-V81 = Ingaggiare Soldati
lor-card-V82 = Riparare l'Abbazia
lor-card-V83 = Costruire i Bastioni
lor-card-V84 = Supporto al Re
lor-card-V85 = Scavare Canalizzazioni
lor-card-V86 = Accogliere gli Stranieri
lor-card-V87 = Crociata
lor-card-V88 = Sostegno al Cardinale
lor-card-V89 = Ingaggiare Mercenari
lor-card-V90 = Riparare la Cattedrale
lor-card-V91 = Costruire le Torri
lor-card-V92 = Commissionare Arte Sacra
lor-card-V93 = Conquista Militare
lor-card-V94 = Migliorare le Strade
lor-card-V95 = Guerra Santa
lor-card-V96 = Sostegno al Papa

## Leaders (proper names, the same in every language)

lor-leader-L1 = Francesco Sforza
lor-leader-L2 = Ludovico Ariosto
lor-leader-L3 = Filippo Brunelleschi
lor-leader-L4 = Federico da Montefeltro
lor-leader-L5 = Girolamo Savonarola
lor-leader-L6 = Giovanni dalle Bande Nere
lor-leader-L7 = Sandro Botticelli
lor-leader-L8 = Michelangelo Buonarroti
lor-leader-L9 = Ludovico III Gonzaga
lor-leader-L10 = Leonardo da Vinci
lor-leader-L11 = Pico della Mirandola
lor-leader-L12 = Sisto IV
lor-leader-L13 = Lucrezia Borgia
lor-leader-L14 = Sigismondo Malatesta
lor-leader-L15 = Lorenzo de' Medici
lor-leader-L16 = Ludovico il Moro
lor-leader-L17 = Cesare Borgia
lor-leader-L18 = Santa Rita
lor-leader-L19 = Cosimo de' Medici
lor-leader-L20 = Bartolomeo Colleoni

## Leaders: what each does, in short

lor-leader-text-L1 = Raccolto di valore 1 (solo servitori)
lor-leader-text-L2 = Piazza familiari in spazi occupati
lor-leader-text-L3 = Nessun costo di 3 monete nelle torri occupate
lor-leader-text-L4 = Un familiare colorato ha valore 6
lor-leader-text-L5 = Ottieni 1 punto fede
lor-leader-text-L6 = Ottieni 1 legno, 1 pietra, 1 moneta
lor-leader-text-L7 = Ottieni 2 punti militari e 1 PV
lor-leader-text-L8 = Ottieni 3 monete
lor-leader-text-L9 = Ottieni 1 privilegio del consiglio
lor-leader-text-L10 = Produzione di valore 0 (solo servitori)
lor-leader-text-L11 = Costi delle carte in monete: 3 monete in meno
lor-leader-text-L12 = +5 PV quando sostieni la Chiesa
lor-leader-text-L13 = Familiari colorati +2 in questo turno
lor-leader-text-L14 = Familiare neutro +3
lor-leader-text-L15 = Copia un leader giocato da un altro giocatore (definitivo)
lor-leader-text-L16 = I familiari colorati hanno valore 5
lor-leader-text-L17 = Nessun punto militare richiesto per i territori
lor-leader-text-L18 = Risorse degli effetti immediati delle carte raddoppiate
lor-leader-text-L19 = Ottieni 3 servitori e 1 PV
lor-leader-text-L20 = Ottieni 4 PV

## Excommunication tiles: their effect

lor-exc-EXC-1 = Ogni guadagno di punti militari: 1 in meno
lor-exc-EXC-2 = Ogni guadagno di monete: 1 moneta in meno
lor-exc-EXC-3 = Ogni guadagno di servitori: 1 servitore in meno
lor-exc-EXC-4 = Ogni guadagno di legno/pietra: 1 in meno
lor-exc-EXC-5 = Valore del raccolto -3
lor-exc-EXC-6 = Valore della produzione -3
lor-exc-EXC-7 = Familiari colorati -1
lor-exc-EXC-8 = Prendere territori: valore -4
lor-exc-EXC-9 = Prendere edifici: valore -4
lor-exc-EXC-10 = Prendere personaggi: valore -4
lor-exc-EXC-11 = Prendere imprese: valore -4
lor-exc-EXC-12 = Nessun familiare negli spazi del mercato
lor-exc-EXC-13 = 2 servitori per +1 valore
lor-exc-EXC-14 = Salti la tua prima azione in ogni turno
lor-exc-EXC-15 = Nessun PV finale per i personaggi
lor-exc-EXC-16 = Nessun PV finale per le imprese
lor-exc-EXC-17 = Nessun PV finale per i territori
lor-exc-EXC-18 = Prima del conteggio finale: perdi 1 PV ogni 5 PV
lor-exc-EXC-19 = Perdi 1 PV per ogni punto militare
lor-exc-EXC-20 = Perdi 1 PV per legno/pietra nei costi degli edifici
lor-exc-EXC-21 = Perdi 1 PV per ogni risorsa

## Prompts

lor-ask-turn = Tocca a te: piazza un familiare
lor-ask-space = Scegli uno spazio azione
lor-ask-servants = Quanti servitori usi?
lor-ask-cost = Come paghi la carta?
lor-ask-privilege = Scegli un privilegio del consiglio
lor-ask-bonus-card = Azione bonus: puoi prendere una carta
lor-ask-bonus-hp = Azione bonus: puoi fare un raccolto o una produzione
lor-ask-exchange = Produzione: scegli gli scambi
lor-ask-after = Usa azioni dei leader o termina il tuo turno
lor-ask-vatican = Rapporto in Vaticano: sostieni la Chiesa?
lor-ask-tile = Scegli la tua tessera bonus personale
lor-ask-copy = Scegli il leader che Lorenzo de' Medici copia
lor-ask-federico = Scegli il familiare con valore 6
lor-ask-wood-stone = Scomunicato: restituisci 1 legno o 1 pietra
lor-ask-draft = Draft dei leader: tieni un leader

## Testi stampati: effetti delle carte, costi, requisiti (dettagli delle scelte e immagini)

lor-s-vp = { $n } PV
lor-s-mp = { $n } MP
lor-s-fp = { $n } FP
lor-s-privileges = { $n ->
    [one] { $n } privilegio
   *[other] { $n } privilegi
}
lor-s-privileges-different = { $n } privilegi (diversi)
lor-s-cost-need = servono { $need } MP, paga { $pay } MP
lor-semicolon = { $a }; { $b }
lor-or = { $a } o { $b }
lor-and = { $a } e { $b }
lor-swap = { $pay } -> { $get }
lor-per-territory = { $what } per territorio
lor-per-building = { $what } per edificio
lor-per-character = { $what } per personaggio
lor-per-venture = { $what } per impresa
lor-per-mp2 = { $what } ogni { $mp }
lor-action-any = prendi una carta qualsiasi di valore { $value }
lor-action-territory = prendi un territorio di valore { $value }
lor-action-building = prendi un edificio di valore { $value }
lor-action-character = prendi un personaggio di valore { $value }
lor-action-venture = prendi un'impresa di valore { $value }
lor-action-harvest = raccolto di valore { $value }
lor-action-production = produzione di valore { $value }
lor-action-discount = { $a } (-{ $discount })
lor-preacher-text = Nessun bonus dai piani 3 e 4 delle torri
lor-bonus-harvest = +{ $n } raccolto
lor-bonus-production = +{ $n } produzione
lor-bonus-territory = +{ $n } territori
lor-bonus-building = +{ $n } edifici
lor-bonus-character = +{ $n } personaggi
lor-bonus-venture = +{ $n } imprese
lor-card-cost = costo { $what }
lor-card-now = subito { $what }
lor-card-harvest = raccolto { $value }: { $what }
lor-card-production = produzione { $value }: { $what }
lor-card-discount = -{ $what }
lor-card-discount-one-of = -1 tra { $what }
lor-card-end-vp = { $n } PV a fine partita
lor-req-territory = { $n ->
    [one] { $n } territorio
   *[other] { $n } territori
}
lor-req-building = { $n ->
    [one] { $n } edificio
   *[other] { $n } edifici
}
lor-req-character = { $n ->
    [one] { $n } personaggio
   *[other] { $n } personaggi
}
lor-req-venture = { $n ->
    [one] { $n } impresa
   *[other] { $n } imprese
}
lor-req-same-type = { $n } carte dello stesso tipo

## Dettagli delle scelte

lor-then = { $a } { $b }
lor-sentence = { $what }.
lor-more = { $text } …
lor-detail-too-long = Troppo lungo per questo menu: la pagina locale mostra il testo intero.
lor-price-choose-cap = Scegli un pagamento
lor-price-choose-plus-cap = Scegli un pagamento, più { $rest }
lor-price-pay-cap = Paga { $what }
lor-price-none-cap = Nessun costo
lor-price-free-cap = Gratis
lor-price-need-cap = Servono { $need } punti militari, paga { $pay }
lor-yield-get-cap = Ottieni { $what }
lor-yield-tile-cap = Tessera { $what }
lor-nothing-cap = Niente
lor-detail-fm-white = Il familiare bianco: dado { $die }, valore dell'azione { $value } senza servitori.
lor-detail-fm-black = Il familiare nero: dado { $die }, valore dell'azione { $value } senza servitori.
lor-detail-fm-orange = Il familiare arancione: dado { $die }, valore dell'azione { $value } senza servitori.
lor-detail-fm-neutral = Il familiare neutro: nessun dado, valore dell'azione { $value } senza servitori.
lor-detail-council = Ottieni 1 moneta e 1 privilegio del consiglio; nel prossimo turno giochi prima.
lor-detail-gain = Ottieni { $what }.
lor-detail-you-will-have = Avrai { $what } (prima di ogni scomunica).
lor-detail-servants = Hai { $have }; restano { $left }.
lor-detail-cost = Paga questo e prendi la carta con il suo effetto immediato.
lor-detail-discard = { $leader } esce dal gioco; scegli 1 privilegio del consiglio.
lor-detail-leader = { $leader }: { $text }.
lor-detail-needs = Requisito: { $what }.
lor-detail-federico = Al posto del suo dado { $die }, fino alla fine del turno.
lor-detail-tile = Raccolto: { $harvest }; produzione: { $production }.
lor-detail-exchange = { $card } converte una volta in questa produzione.
lor-detail-skip = Rinuncia a questa azione bonus; non paghi nulla.
lor-detail-end = Il tuo turno finisce; niente altre azioni leader in questo turno.
lor-detail-pass = Niente da piazzare in questo turno.
lor-detail-support = Il tuo tracciato della fede torna a 0 ({ $faith } spesi).
lor-detail-needs-mp = Servono { $need } punti militari; ne paghi { $pay }.
lor-detail-includes-both = Comprende le { $n } monete per la torre occupata e { $servants } per il valore.
lor-detail-includes-fee = Comprende le { $n } monete per la torre occupata.
lor-detail-includes-servants = Comprende { $servants } per il valore.
lor-detail-floor-bonus = Bonus del piano: { $what }.
lor-detail-card = Carta: { $what }.
lor-detail-card-part = Carta: { $what }
lor-detail-harvest-small = Attiva la tua tessera bonus e i tuoi territori fino a questo valore.
lor-detail-harvest-large = Attiva la tua tessera bonus e i tuoi territori fino a questo valore. Lo spazio grande dà -3.
lor-detail-production-small = Attiva la tua tessera bonus e i tuoi edifici fino a questo valore.
lor-detail-production-large = Attiva la tua tessera bonus e i tuoi edifici fino a questo valore. Lo spazio grande dà -3.
lor-detail-give-back = Scomunicato: 1 legno o 1 pietra in meno; tieni { $keep }.
lor-detail-give-back-from = Scomunicato: 1 legno o 1 pietra in meno ({ $why }); tieni { $keep }.
lor-detail-keep-faith = Tieni i tuoi { $faith }.
lor-detail-faith-scores = I tuoi punti fede contano comunque.

## Avvisi di perdita nel dettaglio di una scelta

lor-loss = Perdita: { $parts }.
lor-loss-part = Perdita: { $parts }
lor-loss-excommunicated = scomunicato, { $what } in meno
lor-loss-give-back = scomunicato, restituisci 1 legno o pietra
lor-loss-faith-full = tracciato della fede pieno a 15, { $faith } persi
lor-loss-preacher = { $card }, nessun bonus del piano ({ $bonus })
lor-loss-overspent = { $servants } in più di quanti l'azione ne usi
lor-loss-nothing-harvest = valore { $value }, questo raccolto non dà nulla
lor-loss-nothing-production = valore { $value }, questa produzione non dà nulla
lor-loss-idle-territory = valore { $value }, { $n ->
    [one] { $n } dei tuoi territori resta inattivo
   *[other] { $n } dei tuoi territori restano inattivi
}
lor-loss-idle-building = valore { $value }, { $n ->
    [one] { $n } dei tuoi edifici resta inattivo
   *[other] { $n } dei tuoi edifici restano inattivi
}

## La riga di stato (intestazione delle immagini)

lor-status-over = Partita finita
lor-status-setup = Preparazione
lor-status-round = Turno { $round }/6, periodo { $period }
lor-status = { $where }, { $phase }: { $who } deve { $doing }
lor-status-everyone = { $where }, { $phase }: tutti devono { $doing }
lor-phase-setup = preparazione
lor-phase-draft = draft dei leader
lor-phase-actions = azioni
lor-phase-vatican = rapporto in Vaticano
lor-doing-turn = piazzare un familiare
lor-doing-space = scegliere uno spazio azione
lor-doing-servants = scegliere quanti servitori usare
lor-doing-cost = scegliere come pagare una carta
lor-doing-privilege = scegliere un privilegio del consiglio
lor-doing-bonus-card = prendere una carta bonus o no
lor-doing-bonus-hp = usare un raccolto o una produzione bonus o no
lor-doing-exchange = scegliere gli scambi della produzione
lor-doing-after = usare azioni dei leader o terminare il turno
lor-doing-vatican = decidere se sostenere la Chiesa
lor-doing-tile = scegliere una tessera bonus personale
lor-doing-copy = scegliere il leader che Lorenzo de' Medici copia
lor-doing-federico = scegliere il familiare con valore 6
lor-doing-wood-stone = restituire 1 legno o 1 pietra
lor-doing-draft = tenere un leader del draft
