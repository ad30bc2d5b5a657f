# De Vulgari Eloquentia: ogni testo del motore di gioco (games/de_vulgari/), italiano.
# Parole del regolamento italiano (Giochix): Ducati, Conoscenza, PV, cubetto, schermo, Tabella.
# "turno" nel regolamento è il round: il turno di un giocatore è "il tuo turno di gioco".
# $who, $target, $payer, $winner e $seats sono nomi di giocatori.

## Parole comuni a molti testi

dv-comma = { $head }, { $tail }
dv-semicolon = { $head }; { $tail }
dv-slash = { $head }/{ $tail }
dv-with-notes = { $text } ({ $notes })
dv-nothing = niente
dv-vp = { $vp } PV
dv-price = { $actions ->
    [one] 1 azione
   *[other] { $actions } azioni
}
dv-price-ducats = { $actions ->
    [one] 1 azione
   *[other] { $actions } azioni
} e { $ducats } Ducati
dv-n-tile = { $n ->
    [one] 1 tessera
   *[other] { $n } tessere
}
dv-colour = { $colour ->
    [blue] blu
    [yellow] giallo
    [violet] viola
    [green] verde
    [white] bianco
   *[orange] arancione
}
dv-ms-name = { $level } { $colours }
dv-lingua-volgare = Lingua Volgare
dv-cubes = { $colour ->
    [red] { $n ->
        [one] 1 politico (cubetto rosso)
       *[other] { $n } politici (cubetti rossi)
    }
    [black] { $n ->
        [one] 1 nobile (cubetto nero)
       *[other] { $n } nobili (cubetti neri)
    }
    [yellow] { $n ->
        [one] 1 badessa (cubetto giallo)
       *[other] { $n } badesse (cubetti gialli)
    }
   *[green] { $n ->
        [one] 1 amanuense (cubetto verde)
       *[other] { $n } amanuensi (cubetti verdi)
    }
}
dv-cube-count = { $n ->
    [one] 1 cubetto { $colour ->
        [red] rosso
        [black] nero
        [yellow] giallo
       *[green] verde
    }
   *[other] { $n } cubetti { $colour ->
        [red] rossi
        [black] neri
        [yellow] gialli
       *[green] verdi
    }
}
dv-cube-note = { $n } × { $colour ->
    [red] rosso
    [black] nero
    [yellow] giallo
   *[green] verde
} → { $space ->
    [0] fuori gioco
   *[other] spazio { $space }
}

## Il menu del tuo turno di gioco

dv-group-move = Movimento, { $actions ->
    [one] 1 azione
   *[other] { $actions } azioni
}
dv-group-part = { $group }: { $first }–{ $last }
dv-group-manuscripts = Manoscritti
dv-group-cubes = Cubetti
dv-group-actions = Azioni
dv-group-tracks = Tabelle
dv-group-map = Mappa
dv-group-career = Carriera
dv-group-turn = Fine
dv-move-label = Muovi { $to_gender ->
    [fem] all'{ $to }
    [masc] al { $to }
    [city-a] ad { $to }
   *[other] a { $to }
} per { $price }
dv-sail-label = Salpa da { $port } e fermati nel { $sea } per { $price }
dv-ms-label = Prendi il manoscritto { $ms } ({ $vp } PV) per { $price }
dv-cube-label = Prendi { $cubes } per { $price }
dv-psalter-label = Salterio: 1 azione, +{ $gain } Conoscenza
dv-business-label = Piccoli affari: 1 azione, +{ $gain } Ducati
dv-track-span = { $top ->
    [one] 1 spazio per 1 azione
   *[other] 1–{ $top } spazi per 1–{ $top } azioni
}
dv-span-canticle = 1 spazio per azione e badessa
dv-span-ambassador = 1 spazio per azione (Bologna si paga)
dv-track-label = { $track }: avanza di { $span }
dv-collect-label = Riscuoti { $city } (gratis, una volta per partita): { $ducats ->
    [0] +{ $knowledge } Conoscenza
   *[other] +{ $ducats } Ducati{ $knowledge ->
        [0] {""}
       *[other] , +{ $knowledge } Conoscenza
    }
}
dv-event-label = Usa l'evento { $event } (gratis): +{ $value } { $kind ->
    [coin] Ducati
   *[other] Conoscenza
}
dv-bologna-label = Riscuoti Bologna: +{ $gain } Conoscenza
dv-friar-label = Diventa { $tile }: perdi { $lose } Ducati (metà, per eccesso)
dv-cardinal-label = Diventa { $tile }: paga { $price } Ducati e 1 cubetto rosso o nero
dv-abbey-vp-label = Abbazia (gratis): metti { $n ->
    [one] l'amanuense
   *[other] tutti i { $n } amanuensi
} dietro lo schermo (+{ $n } PV alla fine)
dv-abbey-know-label = Abbazia (gratis): trasforma { $n ->
    [one] l'amanuense
   *[other] tutti i { $n } amanuensi
} in +{ $knowledge } Conoscenza
dv-library-label = Biblioteca Pontificia (gratis): guarda { $tiles }, tienine una
dv-inquisition-label = Inquisizione (gratis, una volta): fai arretrare { $target } di { $back } Conoscenza
dv-end-stupor-label = Fine turno di gioco e Stupor Mundi: asta per +10 Conoscenza, +2 alle tue offerte
dv-end-label = Fine del turno di gioco

## Avvisi nella descrizione di una scelta

dv-warning = { $warning }.
dv-warning-detail = { $warning }. { $detail }
dv-loss-knowledge-cap = La Conoscenza arriva a { $cap }: solo { $got } di { $gain }
dv-loss-inquisition-short = { $who } è sullo spazio { $pos }: indietro solo di { $pos } su { $full }
dv-loss-unused-actions = { $actions ->
    [one] La tua azione non usata va persa
   *[other] Le tue { $actions } azioni non usate vanno perse
}
dv-loss-city-ducats = Da { $status ->
    [friar] Frate
   *[cardinal] Cardinale
} rinunci per sempre ai suoi { $ducats } Ducati
dv-loss-orient-bonus = Perdi il bonus dell'Oriente (+{ $bonus } Ducati per città)
dv-loss-friar-tile = Senza { $tile }: { $effect ->
    [michael] niente cubetto giallo virtuale
    [stefano] niente cubetto nero virtuale
   *[ralph] niente movimenti gratis né +4 PV
}
dv-loss-gigi-late = Elemosina doppia finita dopo il turno { $last }: restano i -4 PV
dv-loss-zazza-library = Tessera già pescata: quella in più va persa
dv-loss-shlasinger-idle = Nessun rivale ha Conoscenza: l'Inquisizione va persa
dv-loss-library-done = Hai già pescato la tua tessera Biblioteca: la tabella non dà nulla
dv-loss-rest-last-round = Ultimo turno: la Tabella del Riposo non conta più
dv-loss-overpay = Cubetti per { $paid } invece di { $need }: { $extra } più del necessario

## Domande

dv-turn-prompt = Turno { $round }: le tue azioni (ne { $actions ->
    [one] resta 1
   *[other] restano { $actions }
})
dv-election-prompt = Elezione: dichiara in segreto la tua offerta
dv-start-prompt = Scegli la tua città di partenza
dv-payer-prompt = Scegli quale dei mercanti più ricchi paga la tua elemosina
dv-amount-prompt = Di quanti spazi?
dv-sell-prompt = Vendere i nobili appena presi per { $ducats } Ducati l'uno?
dv-discard-prompt = Quale cubetto scarti per diventare Cardinale?
dv-keep-prompt = Tieni una tessera della Biblioteca Pontificia
dv-order-prompt = Rimetti le tessere Biblioteca in cima alla pila
dv-answer-prompt = Stupor Mundi: vieni a Brindisi per l'asta?
dv-bid-prompt = Asta dello Stupor Mundi: offri o passa
dv-pay-prompt = Scegli i cubetti con cui pagare

## I passi dopo una scelta

dv-amount-label = { $track }: { $n ->
    [one] 1 spazio
   *[other] { $n } spazi
} per { $n ->
    [one] 1 azione
   *[other] { $n } azioni
}
dv-amount-canticle-label = { $track }: { $n ->
    [one] 1 spazio
   *[other] { $n } spazi
} per { $n ->
    [one] 1 azione
   *[other] { $n } azioni
} e { $abbesses ->
    [one] 1 badessa
   *[other] { $abbesses } badesse
}
dv-amount-bologna-label = { $track }: { $n ->
    [one] 1 spazio
   *[other] { $n } spazi
} per { $n ->
    [one] 1 azione
   *[other] { $n } azioni
}, { $ducats } Ducati, { $abbesses ->
    [one] 1 badessa
   *[other] { $abbesses } badesse
}: Bologna +{ $knowledge } Conoscenza
dv-back-label = Torna al menu del turno di gioco
dv-keep-nobles-label = { $n ->
    [one] Tieni il nobile dietro lo schermo
   *[other] Tieni entrambi i nobili dietro lo schermo
}
dv-sell-label = Vendi { $n ->
    [one] 1 nobile
   *[other] { $n } nobili
} ora per { $ducats } Ducati
dv-discard-label = { $cube ->
    [red] Scarta un cubetto rosso
    [black] Scarta un cubetto nero
   *[virtual] Usa il cubetto nero virtuale di Frate Stefano
}
dv-keep-library-label = Tieni una tessera Biblioteca da { $vp } PV
dv-top-label = Metti ora la tessera da { $vp } PV sulla pila (più in basso)
dv-start-label = Parti da { $city }
dv-payer-label = { $payer } paga la mia elemosina di { $ducats } Ducati
dv-accept-label = Accetta: vai gratis a Brindisi e offri per +{ $knowledge } Conoscenza
dv-refuse-label = Rifiuta: resta dove sei
dv-open-label = Apri l'asta con { $bid } (se vinci: +{ $knowledge } Conoscenza, cubetti per { $worth })
dv-raise-label = Rilancia a { $bid } (se vinci: +{ $knowledge } Conoscenza, cubetti per { $worth })
dv-pass-label = Passa (fuori dall'asta, non paghi nulla)
dv-pay-label = Paga { $cubes } per { $amount }
dv-stay-label = Resta come sei (nessun cubetto pagato)
dv-elect-label = Diventa { $status }: { $votes } voti per { $vp } PV
dv-unknown-choice = Scelta sconosciuta { $id }.

## Il registro di gioco

dv-moves = { $who } si muove { $src_gender ->
    [fem] dall'{ $src }
    [masc] dal { $src }
    [sea] dal { $src }
   *[other] da { $src }
} { $to_gender ->
    [fem] all'{ $to }
    [masc] al { $to }
    [sea] nel { $to }
    [city-a] ad { $to }
   *[other] a { $to }
} per { $price }.
dv-takes-ms = { $who } prende il manoscritto { $ms } ({ $vp } PV) per { $price }.
dv-takes-cubes = { $who } prende { $cubes } per { $price }.
dv-reads-psalter = { $who } studia il Salterio per 1 azione: +{ $gain } Conoscenza.
dv-does-business = { $who } conduce piccoli affari per 1 azione: +{ $gain } Ducati.
dv-collects = { $who } riscuote { $city }: { $ducats ->
    [0] +{ $knowledge } Conoscenza
   *[other] +{ $ducats } Ducati{ $knowledge ->
        [0] {""}
       *[other] {" "}e +{ $knowledge } Conoscenza
    }
}.
dv-uses-event = { $who } usa l'evento { $event } { $zone_gender ->
    [fem] all'{ $zone }
    [masc] al { $zone }
    [sea] nel { $zone }
    [city-a] ad { $zone }
   *[other] a { $zone }
}: +{ $value } { $kind ->
    [coin] Ducati
   *[other] Conoscenza
}.
dv-studies-bologna = { $who } studia a Bologna: +{ $gain } Conoscenza.
dv-abbey-vp = { $who } mette { $n ->
    [one] 1 amanuense
   *[other] { $n } amanuensi
} dietro lo schermo all'abbazia (+{ $n } PV alla fine).
dv-abbey-know = { $who } trasforma { $n ->
    [one] 1 amanuense
   *[other] { $n } amanuensi
} in +{ $knowledge } Conoscenza all'abbazia ({ $notes }).
dv-looks-library = { $who } guarda { $n ->
    [one] 1 tessera
   *[other] { $n } tessere
} della Biblioteca Pontificia.
dv-you-see-library = Vedi tessere Biblioteca da { $tiles }.
dv-inquisition = { $who } usa l'Inquisizione: { $target } torna indietro di { $back ->
    [one] 1 spazio
   *[other] { $back } spazi
} sulla Tabella della Conoscenza.
dv-ends-turn = { $who } termina il suo turno di gioco.
dv-advances = { $who } avanza di { $n ->
    [one] 1 spazio
   *[other] { $n } spazi
} sulla { $track_full } fino allo spazio { $space } per { $n ->
    [one] 1 azione
   *[other] { $n } azioni
}{ $extra }.
dv-advances-canticle = {" "}e { $abbesses ->
    [one] 1 badessa
   *[other] { $abbesses } badesse
} ({ $notes })
dv-advances-bologna-paid = { $ducats } Ducati e { $abbesses ->
    [one] 1 badessa
   *[other] { $abbesses } badesse
}
dv-advances-bologna = , { $paid }: Bologna sbloccata (+{ $knowledge } Conoscenza)
dv-advances-bologna-at-once = , { $paid }: Bologna sbloccata (+{ $knowledge } Conoscenza), ottenuta subito
dv-sells = { $who } vende { $n ->
    [one] 1 nobile
   *[other] { $n } nobili
} per { $ducats } Ducati ({ $notes }).
dv-keeps-library = { $who } tiene una tessera della Biblioteca Pontificia.
dv-you-keep-library = Tieni la tessera Biblioteca da { $vp } PV.
dv-puts-back = { $who } rimette le altre tessere sulla pila.
dv-becomes-friar = { $who } diventa Frate, { $tile }, e rinuncia a { $lose } Ducati (metà, per eccesso){ $knowledge ->
    [0] .
   *[other] ; +{ $knowledge } Conoscenza.
}
dv-becomes-cardinal = { $who } diventa Cardinale, { $tile }, per { $price } Ducati e { $cube }{ $gain }.
dv-cube-stefano = il cubetto nero virtuale di Frate Stefano
dv-cube-one = un cubetto { $colour ->
    [red] rosso
   *[black] nero
} ({ $notes })
dv-gain-zazza = ; riprende { $ducats } Ducati
dv-gain-knowledge = ; +{ $knowledge } Conoscenza
dv-gain-muret = ; d'ora in poi { $actions } azioni
dv-calls-stupor = { $who } indice lo Stupor Mundi a Brindisi!
dv-stupor-unanswered = Nessuno risponde: { $who } vince lo Stupor Mundi senza pagare.
dv-wins-auction = { $who } vince l'asta dello Stupor Mundi con { $bid }.
dv-accepts = { $who } accetta e va a Brindisi.
dv-refuses = { $who } rifiuta.
dv-passes = { $who } passa.
dv-bids = { $who } offre { $bid }.
dv-pays = { $who } paga { $cubes } ({ $notes }).
dv-wins-stupor = { $who } vince lo Stupor Mundi: +{ $knowledge } Conoscenza.
dv-has-declared = { $who } ha dichiarato.
dv-you-declared = Hai dichiarato: { $choice ->
    [banker] Banchiere
    [monk] Monaco Benedettino
    [camerlengo] Camerlengo
    [pope] Papa
   *[none] resti come sei
}.
dv-election-stays = Elezione: { $who } resta { $status }.
dv-election-becomes = Elezione: { $who } diventa { $status } ({ $spent }).
dv-virtual-only = solo il cubetto virtuale
dv-score = { $who } { $vp }
dv-final-scores = Punteggi finali: { $scores }. Vince { $winner }.
dv-election-begins = La partita è finita: inizia l'Elezione (dichiarazioni segrete).
dv-nothing-left = { $who } non ha più nulla da fare e termina il suo turno di gioco.
dv-round-begins = Inizia il turno { $round }.
dv-event-laid-out = La tessera Evento { $number } { $event } è posta { $zone_gender ->
    [fem] all'{ $zone }
    [masc] al { $zone }
    [sea] nel { $zone }
    [city-a] ad { $zone }
   *[other] a { $zone }
} ({ $kind ->
    [coin] +{ $value } Ducati per un mercante
    [book] +{ $value } Conoscenza
   *[stupor] l'asta dello Stupor Mundi, +10 Conoscenza a chi vince
}).
dv-papal-white = Evento Papale: bianco, non succede nulla.
dv-papal-dying = Evento Papale: rosso. Il Papa è in fin di vita.
dv-papal-dead = Evento Papale: rosso. Il Papa è morto: questo è l'ultimo turno; tutti vanno a { $zone }.
dv-leftover-cubes = I cubetti avanzati tornano sulla tabella dei turni: { $notes }.
dv-round-cubes = Cubetti di questo turno: { $cubes }.
dv-alms-bank = { $who } riceve { $ducats } Ducati di elemosina dalla banca.
dv-alms = { $who } riceve { $ducats } Ducati di elemosina da { $payer }{ $bank ->
    [0] {""}
   *[other] {" "}(la banca aggiunge { $bank })
}.
dv-rest-leads = { $who } è in testa sulla Tabella del Riposo e apre il turno.
dv-turn-order = Ordine di turno: { $seats }.
dv-starts = { $who } parte da { $city }.

## Il risultato

dv-tied = pari con { $vp } PV: { $seats } nell'ordine della Tabella della Conoscenza
dv-tiebreak = { $ties }.

## Nomi: zone, mari, tabelle, frati e cardinali, eventi, elezione, stato

dv-zone-torino = Torino
    .gender = city
dv-zone-saluzzo = Saluzzo
    .gender = city
dv-zone-ventimiglia = Ventimiglia
    .gender = city
dv-zone-asti = Asti
    .gender = city-a
dv-zone-genova = Genova
    .gender = city
dv-zone-pavia = Pavia
    .gender = city
dv-zone-milano = Milano
    .gender = city
dv-zone-verona = Verona
    .gender = city
dv-zone-vicenza = Vicenza
    .gender = city
dv-zone-padova = Padova
    .gender = city
dv-zone-venezia = Venezia
    .gender = city
dv-zone-mantova = Mantova
    .gender = city
dv-zone-parma = Parma
    .gender = city
dv-zone-ferrara = Ferrara
    .gender = city
dv-zone-abbey_pomposa = Abbazia (Pomposa)
    .gender = fem
dv-zone-ravenna = Ravenna
    .gender = city
dv-zone-bologna = Bologna
    .gender = city
dv-zone-convent_lunigiana = Convento (Lunigiana)
    .gender = masc
dv-zone-lucca = Lucca
    .gender = city
dv-zone-pisa = Pisa
    .gender = city
dv-zone-firenze = Firenze
    .gender = city
dv-zone-siena = Siena
    .gender = city
dv-zone-arezzo = Arezzo
    .gender = city-a
dv-zone-cortona = Cortona
    .gender = city
dv-zone-urbino = Urbino
    .gender = city
dv-zone-gubbio = Gubbio
    .gender = city
dv-zone-perugia = Perugia
    .gender = city
dv-zone-assisi = Assisi
    .gender = city-a
dv-zone-spoleto = Spoleto
    .gender = city
dv-zone-ancona = Ancona
    .gender = city-a
dv-zone-celano = Celano
    .gender = city
dv-zone-viterbo = Viterbo
    .gender = city
dv-zone-roma = Roma
    .gender = city
dv-zone-abbey_montecassino = Abbazia (Montecassino)
    .gender = fem
dv-zone-capua = Capua
    .gender = city
dv-zone-napoli = Napoli
    .gender = city
dv-zone-salerno = Salerno
    .gender = city
dv-zone-convent_benevento = Convento (Benevento)
    .gender = masc
dv-zone-foggia = Foggia
    .gender = city
dv-zone-bari = Bari
    .gender = city
dv-zone-brindisi = Brindisi
    .gender = city
dv-zone-taranto = Taranto
    .gender = city
dv-zone-cosenza = Cosenza
    .gender = city
dv-zone-abbey_sila = Abbazia (Sila)
    .gender = fem
dv-zone-reggio = Reggio
    .gender = city
dv-zone-messina = Messina
    .gender = city
dv-zone-palermo = Palermo
    .gender = city
dv-zone-catania = Catania
    .gender = city
dv-zone-siracusa = Siracusa
    .gender = city
dv-zone-cagliari = Cagliari
    .gender = city
dv-sea-tyrrhenian = Mar Tirreno
    .gender = sea
dv-sea-adriatic = Mare Adriatico
    .gender = sea
dv-track-knowledge = Conoscenza
    .full = Tabella della Conoscenza
dv-track-rest = Riposo
    .full = Tabella del Riposo
dv-track-verona = Indovinello Veronese
    .full = Tabella dell'Indovinello Veronese
dv-track-canticle = Cantico delle Creature
    .full = Tabella del Cantico delle Creature
dv-track-ambassador = Messaggero
    .full = Tabella del Messaggero
dv-track-orient = Oriente
    .full = Tabella dell'Oriente
dv-track-library = Biblioteca Pontificia
    .full = Tabella della Biblioteca Pontificia
dv-career-mario = Frate Mario
dv-career-text-mario = +12 Conoscenza
dv-career-michael = Frate Michele
dv-career-text-michael = +7 Conoscenza; cubetto giallo virtuale
dv-career-stefano = Frate Stefano
dv-career-text-stefano = +7 Conoscenza; cubetto nero virtuale
dv-career-gigi = Frate Gigi
dv-career-text-gigi = elemosina doppia; -4 PV alla fine
dv-career-ralph = Frate Ralph
dv-career-text-ralph = +7 Conoscenza; movimenti senza 10 Ducati; +4 PV
dv-career-balesteri = Cardinale Balestreri
dv-career-text-balesteri = +4 Conoscenza; cubetto rosso virtuale
dv-career-lanzuisi = Cardinale Lanzuisi
dv-career-text-lanzuisi = +6 PV se non Papa
dv-career-muret = Cardinale Muret
dv-career-text-muret = costa 70; 6 azioni a turno
dv-career-shlasinger = Cardinale Shlasinger
dv-career-text-shlasinger = 1 volta: rivale -6 Conoscenza; +4 PV, non Papa
dv-career-zazza = Cardinale Zazza
dv-career-text-zazza = 40 Ducati indietro; +1 tessera Biblioteca
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
dv-election-banker = Banchiere
dv-election-monk = Monaco Benedettino
dv-election-camerlengo = Camerlengo
dv-election-pope = Papa
dv-status-merchant = Mercante
dv-status-friar = Frate
dv-status-cardinal = Cardinale

## La riga di stato della vista e i dialetti (le immagini li mostrano)
# $phase è la chiave della fase; $last "yes" nell'ultimo turno; $who i giocatori che
# decidono ($count nomi).
dv-over-status = Partita finita dopo il turno { $round }
dv-setup-status = Preparazione: scelta delle città di partenza
dv-round-status = Turno { $round }{ $last ->
        [yes] {" "}(ultimo)
       *[no] {""}
    }, { $phase ->
        [start] città di partenza
        [alms] Elemosina
        [stupor] Stupor Mundi
        [election] Elezione
       *[action] Azioni
    }: { $count ->
        [one] decide
       *[other] decidono
    } { $who }
dv-dialect-blue = Lingua d'Oil
dv-dialect-yellow = Latino Volgare
dv-dialect-violet = Fiorentino
dv-dialect-green = Scuola Siciliana
dv-dialect-orange = Lingua d'Oc
dv-dialect-white = neutro
