# /stats: die Bilanz eines Spielers und die Rangliste des Servers je Spiel (Issue 34).

records-unknown-game = Es gibt kein Spiel { $game }. Lass das Spiel weg, um alle hier gespielten Spiele zu sehen.
records-nothing = Auf diesem Server ist noch keine beendete Partie verzeichnet.
records-nothing-game = Auf diesem Server ist noch keine beendete Partie { $game } verzeichnet.
records-player-heading = **{ $who }** auf diesem Server:
records-player-none = Für { $who } ist hier noch keine beendete Partie verzeichnet.
records-player-line = { $game }: { $games ->
        [one] eine Partie
       *[other] { $games } Partien
    }, { $wins ->
        [one] ein Sieg
       *[other] { $wins } Siege
    }, durchschnittlicher Platz { $place }, Wertung { $rating }
records-standings-heading = **Rangliste für { $game }**
records-standing-line = { $place }. { $who }: { $rating } ({ $games ->
        [one] eine Partie
       *[other] { $games } Partien
    }, { $wins ->
        [one] ein Sieg
       *[other] { $wins } Siege
    })
records-ai-line = KI-Spieler, getrennt gewertet: { $levels }
records-ai-level = { $level } { $rating } ({ $games ->
        [one] eine Partie
       *[other] { $games } Partien
    })
records-rating-note = Wertung: μ − 3σ aus dem Plackett-Luce-Modell von openskill; sie steigt, je mehr Partien sie absichern.
records-ai-left-out = Partien mit KI-Spielern sind nicht mitgezählt.
records-cut = (Gekürzt: Nenne ein Spiel, um seine ganze Rangliste zu sehen.)
