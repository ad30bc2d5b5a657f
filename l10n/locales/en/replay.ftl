# A finished game to look at again (/history's boards, the local replay page) and to keep
# (/export, replayed by `python -m games replay FILE`) (issue 34).

replay-export-not-finished = Only a finished game can be exported. While a game runs, /history shows its moves.
replay-export-too-large = This game's record is { $size } bytes, more than Discord lets the bot attach ({ $limit } bytes).
replay-export-sent = The record of this game, for `python -m games replay { $file }`.
replay-board-start = The board at the start ({ $count ->
        [one] { $count } move
       *[other] { $count } moves
    } in all).
replay-board-after = The board after move { $move } of { $count }.
replay-button-first = First
replay-button-previous = Previous
replay-button-next = Next
replay-button-last = Last
replay-page-title = Replay: { $game }
replay-page-link = Replay this game
replay-page-move = Move
replay-page-show = Show
replay-page-final = Final scores
replay-page-back = Back to the table
replay-not-finished = Only a finished game can be replayed. While a game runs, /history shows its moves.
