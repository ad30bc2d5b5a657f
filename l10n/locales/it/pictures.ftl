# Le parole che le immagini scrivono da sé (render/*). I testi della vista di un gioco
# appaiono come li ha scritti il motore del gioco.
# $who è un elenco di nomi di giocatori; $name il nome di un giocatore; $game il titolo di un gioco.

## Parole comuni a tutti i giochi

pic-last = Ultima mossa: { $move }
pic-vp = { $vp } PV
pic-to-decide = { $count ->
    [one] Decide { $who }
   *[other] Decidono { $who }
}
pic-last-moves = Ultime mosse
pic-only-you = Solo tu vedi questa immagine.
pic-private-view = { $game }: la vista privata di { $name }
pic-final-scoring = Punteggio finale
pic-total = Totale
pic-deciding = Decide:
pic-player = Giocatore { $n }

## Il punteggio finale di ogni gioco
# $tie è la frase del motore del gioco; $who un elenco di nomi ($count nomi).

pic-tie-break = Spareggio: { $tie }
pic-tie = Pareggio: { $tie }
pic-no-tie-for-first = Spareggio: non serve (nessun pareggio al primo posto)
pic-no-tie-on-points = Spareggio: non serve (nessun pareggio ai punti)
pic-wins = { $count ->
    [one] { $who } vince!
   *[other] { $who } vincono!
}
pic-wins-with = { $name } vince con { $vp } PV!
pic-winner = { $count ->
    [one] Vincitore: { $who }
   *[other] Vincitori: { $who }
}
pic-winner-with = Vincitore: { $name } con { $vp } PV
pic-total-wins = { $vp }  vince
pic-no-winner = Nessun vincitore
pic-game-over = Partita finita
pic-ranking = Classifica: { $order }
pic-sm-solo-title = titolo in solitario: { $title }
pic-sm-solo-title-line = Titolo in solitario: { $title }

pic-final-lorenzo-il-magnifico-play = PV in partita
pic-final-lorenzo-il-magnifico-faith = Fede
pic-final-lorenzo-il-magnifico-territories = Territori
pic-final-lorenzo-il-magnifico-characters = Personaggi
pic-final-lorenzo-il-magnifico-ventures = Imprese
pic-final-lorenzo-il-magnifico-military = Militari
pic-final-lorenzo-il-magnifico-resources = Risorse
pic-final-lorenzo-il-magnifico-excommunication_vp = Scomunica: PV
pic-final-lorenzo-il-magnifico-excommunication_mp = Scomunica: PM
pic-final-lorenzo-il-magnifico-excommunication_buildings = Scomunica: edifici
pic-final-lorenzo-il-magnifico-excommunication_resources = Scomunica: risorse
pic-final-coimbra-play = In partita
pic-final-coimbra-expeditions = Spedizioni
pic-final-coimbra-tracks = Tracciati
pic-final-coimbra-diplomas = Diplomi
pic-final-coimbra-citizens = Carte finali
pic-final-coimbra-resources = Risorse
pic-final-stupor-mundi-allies = Alleati
pic-final-stupor-mundi-edicts = Editti
pic-final-stupor-mundi-castle_income = Rendita del castello
pic-final-stupor-mundi-workplace = Area di lavoro
pic-final-stupor-mundi-cards = Carte
pic-final-stupor-mundi-city = Città
pic-final-stupor-mundi-structures = Costruzioni
pic-final-stupor-mundi-majority = Maggioranza
pic-final-stupor-mundi-coins = Augustali

## Stupor Mundi: la mano (la vede solo il suo giocatore)

pic-sm-your-hand = { $count ->
    [one] La tua mano (1 carta): { $cards }.
   *[other] La tua mano ({ $count } carte): { $cards }.
}
pic-sm-hand-empty = La tua mano è vuota.
pic-sm-face-down-line = Coperta nello slot { $slot }: { $card } (giocata per: { $actions }).
pic-sm-your-discard = La tua pila degli scarti ({ $count }): { $cards }.
pic-sm-either = { $first } o { $second }
pic-sm-hand-facts = { $vp } PV · { $aug } aug. · { $grain } grano · { $stone } pietra · limite di mano { $limit } · mazzo { $pile }
pic-sm-hand-of = { $game } — la mano di { $name }
pic-sm-hand-count = { $count ->
    [one] Mano: 1 carta
   *[other] Mano: { $count } carte
}
pic-sm-face-down = Le tue carte coperte negli slot
pic-sm-none = nessuna
pic-sm-slot-card = Slot { $slot }: { $card } (giocata per: { $actions })
pic-sm-discard = Pila degli scarti ({ $count })
pic-sm-empty = vuota
pic-sm-card-level = { $level ->
    [A] livello A
    [B] livello B
   *[H] carta iniziale
}
pic-sm-with-cost = { $kind } · costo { $cost }
pic-sm-cost-aug = { $aug } aug.
pic-sm-cost-card = 1 carta


## Le righe del punteggio finale (render.final_rows): pic-final-<gioco>-<chiave>
