# The bot's own words (service, Discord adapter, local page), English.
# Ids start with "chrome-". $who and other names are display names, never translated.

chrome-language-name = English
chrome-not-your-turn = It is not your turn.
chrome-list-and = { $items }

## Refusals shared by the whole service. A command is named as a string literal ({ "/abandon" }),
## never pseudo-accented; German and Italian name it as their readers' Discord lists it
## (discord.ftl's discord-cmd-*: { "/abbrechen" }, { "/chiudi-tavolo" }).

chrome-storage-full = The bot's storage is full, so this was not saved and nothing was changed. Please tell the bot's operator.
chrome-storage-failed = The database could not save this, so nothing was changed. Please try again in a moment; if it keeps happening, tell the bot's operator.
chrome-damaged-what = This table's saved data is damaged, so it cannot be played or shown.
chrome-damaged = { chrome-damaged-what } The host or a server manager can close it with { "/abandon" }; the other tables are not affected.
chrome-elsewhere = This button belongs to a table in another channel or server; it does nothing here.

## Refusals of the lobby, the moves, undo and the host's settings.

chrome-game-not-started = The game has not started yet.
chrome-stale-choice-made = This board is out of date: that choice was already made. Use the newest board ({ "/board" }).
chrome-game-is-over = The game is over.
chrome-stale-moved-first = This board is out of date: someone moved first. Use the newest board.
chrome-stale-board = This board is out of date: use the newest board ({ "/board" }).
chrome-undo-nothing = There is nothing to undo.
chrome-undo-all-forced = Every move so far was forced; there is nothing to undo.
chrome-undo-not-yours = You can only undo your own choices during your turn.
chrome-undo-revealed = That move revealed hidden information or drew at random; it cannot be undone.
chrome-undo-forced-after = Another player's forced step followed your choice; it cannot be undone.
chrome-undo-turn-over = Your previous turn is over; it cannot be undone.
chrome-no-such-table = There is no such table.
chrome-no-game-here = No game has been played in this channel yet.
chrome-no-open-table = There is no open table in this channel. Start one with { "/newgame" }.
chrome-table-not-started = This table has not started yet.
chrome-this-game-not-started = This game has not started yet.
chrome-game-not-running = This game is not running.
chrome-not-playing = You are not playing at this table.
chrome-already-chosen = You have already made your choice; waiting for the others.
chrome-reminder-not-host = Only the host or a server manager can change reminders.
chrome-reminder-range = The reminder interval must be between 0 (off) and 8760 hours.
chrome-idle-not-host = Only the host or a server manager can set the idle clock.
chrome-table-closed = This table is closed.
chrome-idle-range = The idle clock must be between 0 (off) and 8760 hours.
chrome-replace-one = Name either the new player or an AI level, not both.
chrome-replace-not-host = Only the host or a server manager can replace a player.
chrome-member-not-seated = That member has no seat at this table.
chrome-replace-last-human = A table needs at least one human player: replace this player with a member, or { "/resign" } or { "/abandon" } the game.
chrome-already-closed = This table is already closed.
chrome-abandon-not-host = Only the host or a server manager can abandon a table.
chrome-resign-stale = This game has just ended or moved on; nothing was changed.
chrome-replace-ai-id = Name a member, or give an AI level to seat an AI.
chrome-member-seated = That member already has a seat at this table.
chrome-seat-order = Seat order must be { "'random'" } or { "'joined'" }.
chrome-reminder-negative = The reminder interval cannot be negative (0 turns reminders off).
chrome-channel-busy = This channel already has an open table. Finish or { "/abandon" } it, or start the game in a thread.
chrome-started-watch = This game has already started; you can watch it.
chrome-already-seated = You are already seated at this table.
chrome-ai-lobby-only = AI players are added in the lobby; once the game runs, use { "/replace" } to hand a seat to an AI.
chrome-ai-not-allowed = Only the host, a seated player or a server manager can add AI players; { "/join" } the table first.
chrome-leave-running = The game is running. Instead of leaving, ask the host to hand your seat to someone else or to an AI ({ "/replace old:@you bot:normal" }), so the others can finish; { "/resign" } ends the game for everyone.
chrome-not-seated = You are not seated at this table.
chrome-already-started = This game has already started.
chrome-start-not-host = Only the host (or a server manager) can start the game.
chrome-needs-human = A table needs at least one human player.
chrome-ai-race = Someone else just added an AI player; try again.
chrome-leave-started = This game has already started: use { "/resign" } to leave it.
chrome-start-race = Someone joined or left while the game was starting; nothing was started. Try { "/start" } again.
chrome-stale-moved-on = This board is out of date: the game has moved on.
chrome-no-such-move = Move { $move } does not exist; this game has { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }.
chrome-game-unavailable = This table's game ({ $game }) is not available in this build.
chrome-unloadable = This saved game cannot be loaded: { $reason }
chrome-table-full = The table is full ({ $max } players).
chrome-start-count = { $game } needs { $min }-{ $max } players; { $seated } seated.
chrome-no-ai-level = There is no AI level { $level }; choose { $levels }.
chrome-unknown-language = There is no language { $code }; choose { $known }.
chrome-language-not-host = Only the host or a server manager can change the table's language.
chrome-language-set = This table now writes its public messages in English.
chrome-unknown-game = There is no game { $game }. Games: { $games }.
chrome-option-unknown = { $game } has no option { $option }. Its options: { $known }.
chrome-options-none = none
chrome-option-bad = { $game } cannot play with { $option }={ $value }: { $option } takes { $allowed }.
chrome-option-one-of = one of { $values }
chrome-option-yes-no = true or false
chrome-option-whole-number = a whole number
chrome-option-number = a number
chrome-option-text = a text
chrome-option-value = another value
chrome-options-clash = These options do not go together in { $game }; leave them out to play by the rulebook.

## What was stored when the board that follows could not be shown.

chrome-recorded-not-shown = { $what }, but the board could not be shown: { $reason }. Use { "/board" } to see it.
chrome-shown-move = Your move was recorded
chrome-shown-started = The game has started
chrome-shown-idle-turn = The idle turn was played
chrome-shown-resigned = Your resignation was recorded
chrome-shown-seat-handed = The seat was handed over

## The reminder a waiting player gets ($who: their mentions, $since: a Discord timestamp that
## each reader's app shows as "2 hours ago").


## The lobby and the table's public headlines (in the table's language). Names are display
## names; $listing and $order are names joined by commas.

chrome-lobby = { $headline } Seated ({ $seated }/{ $max }): { $listing }. { $min }-{ $max } players; { "/join" } to sit down, the host uses { "/start" }.
chrome-nobody = nobody
chrome-someone = someone
chrome-lobby-waiting = Waiting for players.
chrome-opened = { $who } opened a table for { $game }.
chrome-joined = { $who } joined.
chrome-left = { $who } left.
chrome-left-closed = { $who } left; the table is closed.
chrome-left-new-host = { $who } left; { $host } is the host now.
chrome-game-begins = The game begins! Seat order: { $order }.
chrome-game-over = Game over: { $winners } { $count ->
        [one] wins
       *[other] win
    }!
chrome-abandoned = This table was abandoned.
chrome-abandoned-game = The { $game } table was abandoned. No result is recorded.
chrome-resigned = { $who } resigned.
chrome-resigned-winners = { $winners } { $count ->
        [one] wins
       *[other] win
    }.
chrome-standing-resigned = Final standing (resignation):
chrome-standing-line = { $place }. { $who }: { $vp } VP
chrome-seat-handed = { $old }'s seat is now played by { $new }.
chrome-idle-played = { $who } had not moved for { $waited }, so the AI played that turn (the idle clock). { $count ->
        [one] The seat stays theirs.
       *[other] The seats stay theirs.
    }
chrome-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
chrome-hours = { $n } h
chrome-hours-tenths = { $n }.{ $tenth } h
chrome-minutes = { $n } min
chrome-seat = Seat { $n }
chrome-player = Player { $n }
chrome-since-earlier = … { $count ->
        [one] { $count } earlier move
       *[other] { $count } earlier moves
    }: see { "/history" }.

## The game-over scoreboard (short lines for a phone).

chrome-score-winners = { $winners } { $count ->
        [one] wins
       *[other] win
    } with { $vp } VP.
chrome-score-nobody = Nobody wins.
chrome-score-tiebreak = Tie-break: { $how }.
chrome-score-no-tiebreak = Tie-break: not needed.
chrome-score-seat = { $who }, { $vp } VP:

## Private answers: the host's settings and /hand.

chrome-reminders-off = Reminders are off.
chrome-reminders-every = Idle players are reminded { $every }.
chrome-idle-off = The idle clock is off: the table waits for every player.
chrome-idle-set = Idle clock set: a player who has not moved for { $span } has that turn played by the AI ({ $level }); the seat stays theirs and they play on with their next move.
chrome-level-easy = easy
chrome-level-normal = normal
chrome-level-strong = strong
chrome-private-notes = Recent private notes: { $notes }
chrome-no-hidden = You hold no hidden information in this game right now.
chrome-hand-yours = Your { $part }: { $value }.
chrome-hand-you = You: { $value }.
chrome-hand-none = none

## A move that wrote no public line, in the record and in "While you were away".

chrome-made-a-choice = { $who } made a choice.
chrome-moved = { $who } moved.
chrome-after-move = after move { $move }: { $line }
chrome-resigns = { $who } resigns.
chrome-every-hours = { $n ->
    [one] every hour
   *[other] every { $n } hours
}
chrome-every-minutes = { $n ->
    [one] every minute
   *[other] every { $n } minutes
}
chrome-span-hours = { $n ->
    [one] 1 hour
   *[other] { $n } hours
}
chrome-span-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
}
