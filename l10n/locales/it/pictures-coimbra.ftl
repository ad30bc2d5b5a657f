# Le immagini di Coimbra (render/coimbra): le parole che le immagini scrivono da sé. Ciò che la
# vista contiene (effetti delle carte, tessere favore, spedizioni, la riga di stato) è il messaggio
# del motore (coimbra.ftl), disegnato dagli identificativi della vista.
# $name è il nome di un giocatore; $prof una professione (coim-prof-…); $kind "coins" o "guards".

pic-coim-title = Coimbra

## Il tabellone intero

pic-coim-city = La città
pic-coim-tracks = Tracciati influenza
pic-coim-map = Mappa dei pellegrini
pic-coim-expeditions = Spedizioni
pic-coim-start-pairs = Carte iniziali da scegliere (coppie)
pic-coim-district-castle = Castello
pic-coim-district-upper = Città Alta
pic-coim-district-centre = Centro
pic-coim-district-lower = Città Bassa
pic-coim-name-vp = { $name }  { $vp } PV
pic-coim-crowns-order = { $crowns } (bandiera { $flag })
pic-coim-deck = mazzo { $deck }, scarti { $discard }
pic-coim-pool = { $phase ->
    [B] Dadi da prendere:
   *[other] Dadi non usati:
}
pic-coim-favour-n = Favore { $n }
pic-coim-favour-taken = Favore { $n } preso
pic-coim-cap = +3
pic-coim-by = da { $who }
pic-coim-no-dice-here = nessun dado
pic-coim-place-vp = { $place ->
    [1] 1°
    [2] 2°
   *[other] 3°
} { $vp }
# (il tracciato nomina già la sua professione)
pic-coim-track-line = { $track ->
    [grey] Tracciato Consiglio: rendita guardie
    [orange] Tracciato Mercanti: rendita monete
    [purple] Tracciato Clero: rendita passi
   *[green] Tracciato Studiosi: rendita PV
}. Fine: { $places } PV
pic-coim-turn-order = Ordine di turno (bandiere; le loro corone contano nella fase D):
pic-coim-map-key = spillo: pellegrino, punto: disco
pic-coim-cost = costa { $cost } { $kind ->
    [guards] guardie
   *[coins] monete
}
pic-coim-pair-taken = Coppia { $n }: presa da { $who }
pic-coim-player-title = { $discs ->
    [one] { $name }: bandiera { $flag }, resta 1 disco
   *[other] { $name }: bandiera { $flag }, restano { $discs } dischi
}
pic-coim-prof-count = { $prof ->
    [council] Consiglio { $n }
    [merchant] Mercante { $n }
    [clergy] Clero { $n }
   *[scholar] Studioso { $n }
}
pic-coim-crown-tile-of = tessera corona { $prof }
pic-coim-diplomas-line = Diplomi: { $diplomas }
pic-coim-visits-line = Monasteri { $monasteries }; spedizioni: { $expeditions }

## Una carta cittadino

pic-coim-card-title = { $prof } { $id }
# la professione di una carta come la nomina il suo titolo (come il suo tracciato: Consiglio …)
pic-coim-card-prof-council = Consiglio
pic-coim-card-prof-merchant = Mercante
pic-coim-card-prof-clergy = Clero
pic-coim-card-prof-scholar = Studioso
pic-coim-influence = influenza { $n }
pic-coim-when = { $timing ->
    [I] subito
    [C] fase C
    [E] fase E
   *[EG] fine
}
pic-coim-pay = { $kind ->
    [guards] in guardie
   *[coins] in monete
}
pic-coim-joker-mark = jolly
pic-coim-empty = vuoto

## L'immagine dopo ogni mossa

pic-coim-dice-legend = Dadi: K Consigliere grigio, M Mercante arancione, P Ecclesiastico viola, G Studioso verde, W bianco
pic-coim-track-legend = Tracciati: K Consigliere, M Mercante, P Ecclesiastico, G Studioso
pic-coim-diploma-legend = I diplomi a-e sono cinque tipi (le serie contano a fine partita); J è un jolly.
# una parte di parola che ogni testo sui diplomi contiene (minuscola): sotto compare la legenda
pic-coim-diploma-stem = diplom
pic-coim-board-elsewhere = La tua plancia (dadi, carte, tessere e visite): tocca «Tabellone intero».
pic-coim-discard-buy = Scarti ({ $n ->
    [one] 1 carta
   *[other] { $n } carte
}): puoi comprare
pic-coim-card-words = { $card }: { $effect }
pic-coim-card-price = { $prof } +{ $influence }{ $cost ->
    [coins] , paga monete
    [guards] , paga guardie
   *[none] {""}
}{ $diplomas ->
    [none] {""}
   *[other] , diplomi { $diplomas }
}{ $crown ->
    [yes] , tessera corona
   *[no] {""}
}
pic-coim-card-short = { $id } { $prof } +{ $influence } { $cost }{ $crown ->
    [yes] {" "}corona
   *[no] {""}
}
pic-coim-resource = { $kind ->
    [guards] guardie
   *[coins] monete
}
pic-coim-in-town = { $town }: { $words }
pic-coim-town-cards = Carte cittadino nei quartieri
pic-coim-town-cards-short = Carte (codice, influenza, prezzo; effetti: Tabellone intero)
pic-coim-cards-to-buy = Le carte che puoi comprare
pic-coim-city-dice = La città: dadi nei quartieri
pic-coim-to-take = Prendi:
pic-coim-no-dice-yet = ancora nessun dado
pic-coim-favour-words = { $crowns }: { $effect }{ $cap ->
    [yes] {" "}(tessera +3)
   *[no] {""}
}
pic-coim-favour-tiles = Tessere favore nel Castello
pic-coim-expedition-words = costa { $cost } { $kind ->
    [guards] guardie
   *[coins] monete
}: { $task }{ $who ->
    [none] {""}
   *[other] {" "}(equipaggiata: { $who })
}
pic-coim-expeditions-scored = Spedizioni (contano a fine partita)
pic-coim-track-words = { $prof }, rendita { $income }. { $at }{ $boxes ->
    [none] {""}
   *[other] . Rendita: { $boxes }
}
pic-coim-tracks-focus = Tracciati influenza (0-15)
pic-coim-income-grey = guardie
pic-coim-income-orange = monete
pic-coim-income-purple = passi
pic-coim-income-green = PV
pic-coim-pair = Coppia { $n }
pic-coim-someone = qualcuno
pic-coim-taken-by = presa da { $who }
pic-coim-start-cards = Carte iniziali (prendi una coppia o piazza il tuo pellegrino)
pic-coim-map-focus = Mappa dei pellegrini: incroci c1-c14, monasteri I/II/III
pic-coim-map-legend = Spillo = pellegrino, segno = visita (disco). Blu I, marrone II, rosso III.
pic-coim-reachable = Monasteri che puoi raggiungere
pic-coim-players = Giocatori (le corone decidono l'ordine di turno)
pic-coim-player-words = { $name }: { $vp } PV · { $coins } · { $guards } · { $crowns } (gioca { $flag }°) · { $tracks }
pic-coim-cards = Carte
pic-coim-tiles-label = Tessere
pic-coim-visits = Visite
pic-coim-visit-words = monasteri { $monasteries }; spedizioni { $expeditions }; { $discs ->
    [one] resta 1 disco
   *[other] restano { $discs } dischi
}
pic-coim-visits-of = Le visite di { $name }
pic-coim-dice-of = I dadi di { $name } in questo round
pic-coim-board-of-name = La plancia di { $name }
pic-coim-favour-held = favore { $n }
pic-coim-crown-tile = tessera corona { $prof }

## La plancia del giocatore (la vede solo il suo giocatore)

pic-coim-hand-facts = { $vp } PV, { $coins ->
    [one] 1 moneta
   *[other] { $coins } monete
}, { $guards ->
    [one] 1 guardia
   *[other] { $guards } guardie
}, { $crowns ->
    [one] 1 corona
   *[other] { $crowns } corone
}
pic-coim-board-of = { $game }: la plancia di { $name }
pic-coim-lasting = I tuoi effetti permanenti e diplomi
pic-coim-dice = Dadi:
pic-coim-tiles = Tessere: { $tiles }
pic-coim-your-board = { $discs ->
    [one] La tua plancia: bandiera { $flag }, resta 1 disco
   *[other] La tua plancia: bandiera { $flag }, restano { $discs } dischi
}
pic-coim-no-dice = nessuno in questo round
pic-coim-track = { $track }: tracciato { $place }, { $cards ->
    [one] 1 carta
   *[other] { $cards } carte
}
pic-coim-joker = jolly { $n }
pic-coim-diplomas = Diplomi
pic-coim-none = nessuno
pic-coim-your-cards = Le tue carte cittadino ({ $count })
pic-coim-no-cards = ancora nessuna carta
pic-coim-none-yet = ancora nessuno
pic-coim-your-monasteries = I tuoi monasteri ({ $count })
pic-coim-your-expeditions = Le tue spedizioni ({ $count })
