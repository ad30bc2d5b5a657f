# The local play page's own words (bot/local), English. Ids start with "page-".
# $name, $me, $waiting: players' names, never translated.

page-site = Table-game bot: local play
page-language = Language
page-local-play = Local play
page-back = Back to the tables
page-not-found = Not found
page-pick-another = Back to the tables to pick another one.
page-no-such-table = There is no such table.
page-error-title = Error
page-internal-error = Internal error.
page-error = Something went wrong ({ $error }); the details are in the server log. Nothing was changed by the failed request.

## The index: open tables and the new-table forms
page-help-intro = Play the bot's games on this one screen, every seat from here (hotseat): the same tables and rules as in a Discord channel, kept in this page's own database.
page-help-new = New table: open a game below, choose the number of players, type their names (or let an AI of the level you choose play a seat) and press “{ page-create }” (untick “{ page-start-now }” to wait in a lobby where more seats can join).
page-help-choices = On a table, the choices of the player to move are the buttons beside the board: left of it on a wide screen, above it on a phone. A choice's effect is written under it. Large decisions come in two steps: first the kind, then the target.
page-help-act-as = “{ page-act-as-button }” a seat (its name above the choices) to see that player's hand and private choices; let the others look away. An AI's seat (dashed) plays by itself and keeps its cards to itself.
page-help-undo = “{ page-undo }” takes back your own step within your turn; “{ page-resign }” ends the game for everyone; “{ page-abandon-table }” closes it without a result.
page-open-tables = Open tables
page-col-table = Table
page-col-status = Status
page-col-players = Players
page-col-to-move = To move
page-no-tables = No open tables yet: create one below.
page-new-table = New table
page-players-range = ({ $low }-{ $high } players)
page-players = Players
page-seat-order = Seat order
page-seat-order-joined = as listed
page-seat-order-random = random
page-seat = Seat { $n }
page-seat-if-more = (with { $n }+ players)
page-player = Player { $n }
page-seat-who = Seat { $n }: who plays
page-a-person = a person
page-ai-level = AI ({ $level })
page-level-easy = easy
page-level-normal = normal
page-level-strong = strong
page-options = Options
page-variants = Rule variants ({ $count }): keep these defaults to play by the rulebook
page-default = (default)
page-default-on = (default: on)
page-default-off = (default: off)
page-create = Create and start the table
page-start-now = start at once
page-start-now-hint = (untick to wait in the lobby)
page-no-games = No games are registered in this build.
page-recently-closed = Recently closed
page-status-lobby = lobby
page-status-playing = playing
page-status-finished = finished
page-status-abandoned = abandoned
page-status-damaged = damaged

## A table
page-status = Status:
page-version = version
page-refresh = refresh
page-lobby-help = This table waits in its lobby. “{ page-join }” adds a seat with the name you type; “{ page-add-ai }” seats an AI of the chosen level; “{ page-start }” deals and begins with the seats below; “{ page-abandon }” closes the table.
page-add-seat = Add a seat
page-name = name
page-join = Join
page-add-ai = Add AI player
page-start = Start the game
page-abandon = Abandon
page-abandon-table = Abandon the table
page-confirm-abandon = Abandon this table? No result is recorded.
page-damaged-abandon = Abandon closes it without a result; the other tables are not affected.
page-damaged-closed = The table is closed; the other tables are not affected.
page-act-as-button = Act as
page-act-as = Act as { $name }
page-act-as-seats = Act as:
page-plays-itself = plays by itself
page-private-all = { $name } decides in private.
page-private-some = { $count ->
    [one] One more choice names
   *[other] { $count } more choices name
} what only { $name } may see.
page-look-away = (the others look away)
page-choose-kind = Choose what to do
page-back-to-kinds = ← back to every kind of action
page-other = Other
page-undo = Undo my last choice
page-resign = Resign
page-resign-as = Resign as { $name }
page-confirm-resign = Resign? The game ends for everyone.
page-not-your-turn = It is not { $me }'s turn; waiting for { $waiting }.
page-final-score = Final score
page-private-view = { $name }'s private view (hide it from the others)
page-log = Log
page-no-moves = No moves yet.
page-open-board = Open the board full size
page-board-alt = The board, version { $version }
page-board-hint = Tap or click the board to open it full size (zoom on a phone).
page-no-images = (Board images are turned off.)
page-to-move = ← to move

## Refusals of the page itself
page-stale = Someone moved first; here is the current board.
page-ai-plays-itself = An AI seat plays by itself; act as a person's seat.
page-no-board-image = This table has no board image.
page-choose-players = Choose the number of players.
page-needs-players = { $game } needs { $low }-{ $high } players.
page-no-free-channel = No free local channel for a new table.
page-choose-seat = Choose a seat to act as first.
page-no-version = This click carries no board version; reload the page.
page-option-not-one-of = Option { $option }: { $value } is not one of { $allowed }.
page-option-whole-number = Option { $option } must be a whole number, not { $value }.
page-option-number = Option { $option } must be a number, not { $value }.
page-option-json = Option { $option } must be JSON, not { $value }.

## The page's guard: a request it turns away (plain text).
page-guard-address = This page answers only to the address it was opened with (http://127.0.0.1:PORT/ or http://localhost:PORT/).
page-guard-wrong-token = Wrong token.
page-guard-needs-token = This page needs its secret: open the link with ?token=... that the operator gave you.
page-guard-other-site = Form posts from another site (or a sandboxed page) are refused.
page-guard-stale-form = This form is out of date or came from another page: reload the page and try again.
