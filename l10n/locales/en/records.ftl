# /stats: a player's record and the server's standings per game (issue 34).

records-unknown-game = There is no game { $game }. Leave the game out to see every game played here.
records-nothing = No finished game is recorded in this server yet.
records-nothing-game = No finished game of { $game } is recorded in this server yet.
records-player-heading = **{ $who }** in this server:
records-player-none = { $who } has no finished game recorded here.
records-player-line = { $game }: { $games ->
        [one] one game
       *[other] { $games } games
    }, { $wins ->
        [one] one win
       *[other] { $wins } wins
    }, average place { $place }, rating { $rating }
records-standings-heading = **Standings in { $game }**
records-standing-line = { $place }. { $who }: { $rating } ({ $games ->
        [one] one game
       *[other] { $games } games
    }, { $wins ->
        [one] one win
       *[other] { $wins } wins
    })
records-ai-line = AI players, rated apart: { $levels }
records-ai-level = { $level } { $rating } ({ $games ->
        [one] one game
       *[other] { $games } games
    })
records-rating-note = Rating: μ − 3σ of openskill's Plackett-Luce model; it rises as more games make it certain.
records-ai-left-out = Games with AI players are left out.
records-cut = (Shortened: name a game to see all its standings.)
