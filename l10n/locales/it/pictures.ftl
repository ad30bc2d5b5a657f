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

## De Vulgari Eloquentia
# Parole del regolamento italiano (Giochix): Ducati, Conoscenza, livello, PV, cubetto, schermo.
# "turno" è il round (spec E-15): il turno di un giocatore è "il suo turno di gioco".
# $sea è il nome di un mare; $place quello di una città; $career uno stato o una tessera.

pic-dv-actions-left = { $actions ->
    [one] {" · "}resta 1 azione
   *[other] {" · "}restano { $actions } azioni
}
pic-dv-vp-short = { $vp }PV
pic-dv-d = { $n }D
pic-dv-k = { $n }C
pic-dv-ducats = { $ducats } Ducati
pic-dv-knowledge = { $knowledge } Conoscenza
pic-dv-map = La mappa
pic-dv-map-on-board = sul tabellone intero (le scelte riempiono questa immagine)
pic-dv-around = intorno a { $name }
pic-dv-whole-board = il tabellone
pic-dv-map-key = Segno grande: pedina · piccolo: città presa · ⚓ porto · E: evento · D Ducati · C Conoscenza · Cantico 6: la sua azione del Cantico è aperta nel turno 6
pic-dv-site-cathedral = città con cattedrale
pic-dv-site-bologna = città universitaria (Conoscenza con il Corriere)
pic-dv-site-franciscan = città francescana
pic-dv-site-city = città
pic-dv-sea-from = { $sea } da { $port }
pic-dv-site-start = città di partenza
pic-dv-at-sea = { $sea }: in mare
pic-dv-port-on = { $sea ->
    [adriatic] porto sul Mare Adriatico
   *[tyrrhenian] porto sul Mar Tirreno
}
pic-dv-event = evento { $number } { $name }
pic-dv-here = qui: { $who }
pic-dv-claimed-by = presa da { $who }
pic-dv-places = I luoghi che le scelte nominano
pic-dv-moves-by-cost = movimenti per costo
pic-dv-action-tracks = Tabelle delle azioni
pic-dv-letters-are-players = A, B, C… sono i giocatori
pic-dv-manuscripts = Manoscritti in offerta
pic-dv-row-is-actions = riga = azioni per prenderne uno
pic-dv-row = Riga { $row }
pic-dv-row-vp = Riga { $row }, { $vp } PV
pic-dv-named-vp = { $name } { $vp } PV
pic-dv-named-vp-paren = { $name } ({ $vp } PV)
pic-dv-none-left = esauriti
pic-dv-none = nessuno
pic-dv-none-yet = ancora nessuna
pic-dv-nobody = nessuno
pic-dv-decks = Mazzi delle righe 1-4: { $decks } · Lingua Volgare: { $lingua ->
    [taken] presa
    [in-play] in gioco
   *[not-yet] non ancora in gioco
}
pic-dv-lingua = Lingua Volgare: { $state ->
    [taken] presa
    [on-offer] in offerta (8 PV)
   *[not-yet] non ancora in gioco
}
pic-dv-this-round = Questo turno
pic-dv-out-of-play = Fuori gioco
pic-dv-cube-key = R rosso: Politici · K nero: Nobili · Y giallo: Badesse · G verde: Amanuensi
pic-dv-cube-key-red-black = R Politici · K Nobili
pic-dv-cube-key-yellow-green = Y Badesse · G Amanuensi
pic-dv-careers-free = Carriere ancora libere
pic-dv-auction = Asta dello Stupor Mundi
pic-dv-auction-prize = a Brindisi, per +10 Conoscenza
pic-dv-auction-short = asta
pic-dv-called-by = Indetta da { $name }
pic-dv-stupor-called = Stupor Mundi indetto da { $name }
pic-dv-high-bid = Offerta più alta { $bid } di { $name }
pic-dv-bidding = Offrono: { $who }
pic-dv-at-auction = all'asta: { $who }
pic-dv-passed = Hanno passato: { $who }
pic-dv-to-answer = Devono ancora rispondere: { $who }
pic-dv-merchant = Mercante
pic-dv-friar = Frate
pic-dv-cardinal = Cardinale
pic-dv-banker = Banchiere
pic-dv-monk = Monaco Benedettino
pic-dv-camerlengo = Camerlengo
pic-dv-pope = Papa
pic-dv-papal-hidden = papale ?
pic-dv-papal-red = papale rosso
pic-dv-papal-white = papale bianco
pic-dv-hint-verona = 4-6: PV
pic-dv-hint-library = 2/4/6/8: pesca 1-4
pic-dv-hint-ambassador = fine: Bologna
pic-dv-hint-orient = fine: porto
pic-dv-hint-rest = chi guida inizia
pic-dv-tyrrhenian = Mar Tirreno
pic-dv-adriatic = Mare Adriatico
pic-dv-short-start = partenza
pic-dv-short-abbey = abbazia
pic-dv-short-convent = convento
pic-dv-short-university = università
pic-dv-short-franciscan = Cant. dal 10
pic-dv-not-placed-yet = non ancora sulla mappa
pic-dv-in-sea = in mare ({ $sea })
pic-dv-in = a { $place }
pic-dv-career-elected = { $career }, eletto { $elected }
pic-dv-elected = eletto { $elected }
pic-dv-declared = ha dichiarato
pic-dv-to-declare = deve dichiarare
pic-dv-mover = { $name } — { $vp } PV · { $ducats } Ducati · Conoscenza { $knowledge } (livello { $level }) · { $career } · { $where }
pic-dv-other = { $name }: { $vp } PV · { $ducats } Ducati · Conoscenza { $knowledge } · { $career } · { $where } · { $cities ->
    [one] 1 città
   *[other] { $cities } città
}
pic-dv-purse = { $ducats } Ducati · Conoscenza { $knowledge } (livello { $level }) · { $career }
pic-dv-purse-short = { $ducats } Ducati · Conoscenza { $knowledge } (livello { $level })
pic-dv-cities = Città ({ $count }): { $cities }
pic-dv-cities-count = { $count } città
pic-dv-tracks-line = Tabelle: { $tracks }
pic-dv-in-front = { $secretaries ->
    [one] 1 Amanuense davanti allo schermo
   *[other] { $secretaries } Amanuensi davanti allo schermo
}
pic-dv-bologna-collected = Bologna riscossa
pic-dv-bologna-unlocked = Bologna sbloccata ({ $round })
pic-dv-library-drawn = Biblioteca pescata
pic-dv-cat-short = { $key ->
    [status] Elezione
    [cubes] Cubetti
    [secretaries] Amanuensi
    [library] Biblioteca
    [richest] Più ricco
    [verona] Verona
    [canticle] Cantico
    [manuscripts] Manoscritti
    [tiles] Tessera
   *[other] { $key }
}
pic-dv-category-vp = { $category } +{ $vp } PV
pic-dv-if-ended-now = se finisse ora: { $scores }
pic-dv-round-track = Tabella dei turni
pic-dv-round-short = T.
pic-dv-event-head = Evento
pic-dv-now = ora
pic-dv-deck = mazzo { $n }
pic-dv-tracks = Tabelle
pic-dv-players-public = Giocatori (beni visibili)
pic-dv-knowledge-key = Conoscenza 0-99 (livello L1-L8 ogni 10); il primo segno su una casella è davanti
pic-dv-legend-values = D Ducati, C Conoscenza, ⚓ porto
pic-dv-legend-sites = ✝ duomo, quadrato: non città
pic-dv-legend-marks = grande: pedina, piccolo: presa
pic-dv-canticle-now = Cantico ora
pic-dv-canticle-rounds = Cantico { $rounds }
pic-dv-screen-line = Schermo: { $cubes } · manoscritti { $manuscripts }
pic-dv-library-vp = Biblioteca { $vp } PV
pic-dv-scored = PV { $categories }
pic-dv-pile = Pila della Biblioteca: { $tiles } tessere · Eventi giocati: { $events }
pic-dv-tiles-free = Tessere libere: { $tiles }
pic-dv-friars = Frati: { $tiles }
pic-dv-cardinals = Cardinali: { $tiles }
pic-dv-wins = { $name } vince con { $vp } PV!
pic-dv-tied = pari con { $vp } PV: { $who } nell'ordine della Tabella della Conoscenza
pic-dv-no-tie = Spareggio: non serve (nessun pareggio)
pic-dv-tie-break = Spareggio: { $ties }.
pic-dv-ranking = Classifica: { $order }
pic-dv-knowledge-of = Conoscenza: { $each }

## De Vulgari Eloquentia: lo schermo (lo vede solo il suo giocatore)

pic-dv-politicians = { $count ->
    [one] 1 Politico
   *[other] { $count } Politici
}
pic-dv-nobles = { $count ->
    [one] 1 Nobile
   *[other] { $count } Nobili
}
pic-dv-abbesses = { $count ->
    [one] 1 Badessa
   *[other] { $count } Badesse
}
pic-dv-secretaries = { $count ->
    [one] 1 Amanuense
   *[other] { $count } Amanuensi
}
pic-dv-behind-screen = Dietro il tuo schermo: { $cubes }.
pic-dv-your-manuscripts = I tuoi manoscritti ({ $count }): { $manuscripts }.
pic-dv-no-manuscripts = Nessun manoscritto dietro il tuo schermo.
pic-dv-your-library-tile = La tua tessera della Biblioteca Pontificia: { $vp } PV.
pic-dv-library-drawn-now = Tessere Biblioteca pescate ora: { $tiles }.
pic-dv-your-bid = La tua offerta segreta per l'Elezione: { $bid }.
pic-dv-screen-of = { $game } — lo schermo di { $name }
pic-dv-cubes-behind = Cubetti dietro lo schermo
pic-dv-your-vp = I tuoi PV contando il tuo schermo: { $vp }
pic-dv-with-parts = { $text } ({ $parts })
pic-dv-dialects = Dialetti { $count } su 5: { $dialects }
pic-dv-manuscripts-count = Manoscritti ({ $count })
pic-dv-library-tile = Tessera della Biblioteca Pontificia: { $tile }
pic-dv-drawn-now = Pescate ora: { $tiles }
pic-dv-secret-bid = La tua offerta segreta per l'Elezione: { $bid }

## Le righe del punteggio finale (render.final_rows): pic-final-<gioco>-<chiave>

pic-final-de-vulgari-eloquentia-status = Elezione (stato)
pic-final-de-vulgari-eloquentia-cubes = Più cubetti rimasti
pic-final-de-vulgari-eloquentia-secretaries = Amanuensi
pic-final-de-vulgari-eloquentia-library = Biblioteca Pontificia
pic-final-de-vulgari-eloquentia-richest = Giocatore più ricco
pic-final-de-vulgari-eloquentia-verona = Indovinello Veronese
pic-final-de-vulgari-eloquentia-canticle = Cantico delle Creature
pic-final-de-vulgari-eloquentia-manuscripts = Manoscritti
pic-final-de-vulgari-eloquentia-tiles = Tessera Frate/Cardinale
