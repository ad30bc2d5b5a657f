# The Discord adapter's own words, English. Ids start with "discord-".
# discord-cmd-* and discord-opt-* are the slash commands as Discord lists them: a command's or an
# option's name (lower case, 1-32 letters, digits, "-" or "_", no spaces) and its description
# (at most 100 characters). discord-choice-* are the names of an option's fixed choices.

## The slash commands

discord-cmd-newgame = newgame
discord-cmd-newgame-desc = Open a table for a game in this channel (or a new thread).
discord-opt-newgame-game = game
discord-opt-newgame-game-desc = Which game to open a table for
discord-opt-newgame-options = options
discord-opt-newgame-options-desc = Optional key=value pairs; empty = the defaults (/rules GAME lists them)
discord-opt-newgame-seat-order = seat_order
discord-opt-newgame-seat-order-desc = random (default) or joined: seats in joining order
discord-opt-newgame-reminder-hours = reminder_hours
discord-opt-newgame-reminder-hours-desc = Remind idle players after this many hours (0 = never)
discord-opt-newgame-thread = thread
discord-opt-newgame-thread-desc = Open the table in a new thread of this channel
discord-opt-newgame-language = language
discord-opt-newgame-language-desc = The table's language (default: the server's when German or Italian)
discord-cmd-join = join
discord-cmd-join-desc = Sit down at the table in this channel.
discord-cmd-leave = leave
discord-cmd-leave-desc = Leave the table in this channel before the game starts.
discord-cmd-start = start
discord-cmd-start-desc = Start the game (the host, or someone with Manage Server).
discord-cmd-addbot = addbot
discord-cmd-addbot-desc = Seat an AI player at the table in this channel (before the game starts).
discord-opt-addbot-level = level
discord-opt-addbot-level-desc = How well the AI plays: easy, normal (the default) or strong
discord-cmd-replace = replace
discord-cmd-replace-desc = Hand a seat to another member or to an AI, at any time (the host, or Manage Server).
discord-opt-replace-old = old
discord-opt-replace-old-desc = The player whose seat is handed over
discord-opt-replace-new = new
discord-opt-replace-new-desc = The member who takes the seat
discord-opt-replace-bot = bot
discord-opt-replace-bot-desc = Or: an AI of this level takes the seat
discord-cmd-board = board
discord-cmd-board-desc = Post the current board again (with its buttons), or the whole board privately.
discord-opt-board-full = full
discord-opt-board-full-desc = Show me the whole board picture privately instead
discord-cmd-hand = hand
discord-cmd-hand-desc = Your private view (hand, screen) and your choices; only you see it.
discord-cmd-undo = undo
discord-cmd-undo-desc = Take back your last choice of this turn (not across a draw or a reveal).
discord-cmd-resign = resign
discord-cmd-resign-desc = Resign: the game ends, you rank last (or ask the host to /replace you with an AI).
discord-cmd-abandon = abandon
discord-cmd-abandon-desc = Close the table without a result (the host, or someone with Manage Server).
discord-cmd-reminder = reminder
discord-cmd-reminder-desc = Set how often idle players are reminded (the host, or Manage Server).
discord-opt-reminder-hours = hours
discord-opt-reminder-hours-desc = Remind idle players after this many hours (0 turns reminders off)
discord-cmd-idleclock = idleclock
discord-cmd-idleclock-desc = Let the AI play the turn of a player idle this long (the host, or Manage Server).
discord-opt-idleclock-hours = hours
discord-opt-idleclock-hours-desc = After this many hours without a move the AI plays that turn (0 = off)
discord-cmd-games = games
discord-cmd-games-desc = The open tables in this server and whose turn it is.
discord-cmd-history = history
discord-cmd-history-desc = The game record of this channel's table, and the board after a move.
discord-opt-history-move = move
discord-opt-history-move-desc = Show the board after this move (0 = the start)
discord-cmd-export = export
discord-cmd-export-desc = The record of this channel's finished game as a file, to replay it anywhere.
discord-cmd-rules = rules
discord-cmd-rules-desc = A short description of a game: title, players, options.
discord-opt-rules-game = game
discord-opt-rules-game-desc = Which game (default: the table in this channel)
discord-cmd-language = language
discord-cmd-language-desc = Change the language of this channel's table (the host, or Manage Server).
discord-opt-language-language = language
discord-opt-language-language-desc = The table's new language
discord-cmd-stats = stats
discord-cmd-stats-desc = A player's games, wins and places, and the server's standings per game.
discord-opt-stats-player = player
discord-opt-stats-player-desc = Whose record (default: yours)
discord-opt-stats-game = game
discord-opt-stats-game-desc = Only this game's record and standings (default: every game played here)
discord-opt-stats-include-ai = include_ai
discord-opt-stats-include-ai-desc = Count games with AI players (default: yes)
discord-cmd-watch = watch
discord-cmd-watch-desc = Get this channel's board whenever the player to move changes.
discord-opt-watch-via = via
discord-opt-watch-via-desc = How the board reaches you (default: a direct message)
discord-cmd-unwatch = unwatch
discord-cmd-unwatch-desc = Stop getting this channel's board.
discord-choice-dm = direct message
discord-choice-mention = mention in the channel
discord-cmd-remindme = remindme
discord-cmd-remindme-desc = Your reminders: channel or DM, quiet hours, away (no option: shows them).
discord-opt-remindme-how = how
discord-opt-remindme-how-desc = A ping in the table's channel or a direct message
discord-opt-remindme-quiet = quiet
discord-opt-remindme-quiet-desc = Quiet hours in your time, like 22:00-07:00 (off: none)
discord-opt-remindme-timezone = timezone
discord-opt-remindme-timezone-desc = Your time zone, like Europe/Berlin
discord-opt-remindme-away = away
discord-opt-remindme-away-desc = Away for a number of days, or until a date like 2026-12-24 (off: back)
discord-opt-remindme-clear = clear
discord-opt-remindme-clear-desc = Forget all your reminder settings first
discord-choice-channel = channel

discord-choice-random = random
discord-choice-joined = joined
discord-choice-easy = easy
discord-choice-normal = normal
discord-choice-strong = strong

## Buttons and menus (a button's label at most 80 characters)
discord-button-private = Make your choice (private)
discord-button-undo = Back (undo)
discord-button-all-choices = ◀ All choices
discord-button-full-board = Full board
discord-button-join = Join
discord-button-leave = Leave
discord-button-start = Start
discord-button-earlier = ◀ Earlier
discord-button-later = Later ▶
discord-button-page-back = ◀ Page { $page }
discord-button-page-next = Page { $page } ▶
discord-pick-one = { $kind }: pick 1 of { $count }
discord-pick-one-part = { $kind } ({ $part } of { $parts }): pick 1 of { $count }

## The board message (public: in the table's language)
discord-kind-count = ▸ **{ $kind }**: { $count ->
    [one] 1 choice
   *[other] { $count } choices
}
discord-since = Since your last turn:
discord-away = While you were away:
discord-final-result = **Final result**
discord-the-players = The players
discord-open-private = 🔒 { $who }: open your choices with **{ discord-button-private }**; only you see them.
discord-reminder = { $count ->
       *[one] { $who } your move at **{ $title }** has been waiting since { $since }. Use /board to see it.
        [other] { $who } your move at **{ $title }** has been waiting since { $since }. Use /board to see it.
    }
discord-thread-name = { $title } table

## Private answers (in the clicking player's language)
discord-done = Done.
discord-ack-opened = Table opened in { $channel }.
discord-ack-joined = You joined the table.
discord-ack-left = You left the table.
discord-ack-started = The game has started.
discord-ack-bot = An AI player sat down.
discord-ack-replaced = The seat was handed over.
discord-ack-board = Here is the current board.
discord-ack-undone = Your last choice was taken back.
discord-ack-resigned = You resigned.
discord-ack-abandoned = The table is closed.
discord-only-you = **{ $prompt }** (only you can see these choices)
discord-recorded = Your choice is recorded. { $after }
discord-nothing-more = Nothing more to decide for you now.
discord-game-over = The game is over.
discord-whole-board = The whole board:
discord-no-picture = No picture for this table.
discord-click-again = Discord did not take that; please click again.
discord-use-board = Use /board to see the current one.
discord-not-shown = Your action was recorded, but the board could not be shown: { $why }. I will post it again shortly; /board shows it now.
discord-fault-forbidden = I am not allowed to post here (check my Send Messages and Attach Files permissions)
discord-fault-slow-down = Discord asked me to slow down
discord-fault-timeout = Discord did not answer in time
discord-fault-other = Discord had a problem
discord-unexpected = Something went wrong on my side while handling this. Use /board to see whether it was recorded before trying again.
discord-no-such-button = This button is not one of mine or no longer works. Use /board for the current board.
discord-missing-permissions = I cannot do this here: I am missing the { $names } { $count ->
    [one] permission
   *[other] permissions
} in { $thread ->
    [yes] this thread
   *[no] this channel
}, so nothing was changed. A server admin or someone with Manage Channels can grant { $count ->
    [one] it
   *[other] them
}.
discord-perm-view_channel = View Channel
discord-perm-send_messages = Send Messages
discord-perm-send_messages_in_threads = Send Messages in Threads
discord-perm-attach_files = Attach Files
discord-perm-read_message_history = Read Message History
discord-perm-create_public_threads = Create Public Threads
discord-history-head = Game record, moves { $first }-{ $last } (page { $page }/{ $pages }):
discord-history-empty-head = Game record:
discord-no-moves = No moves yet.

## Commands' own answers
discord-no-game = There is no game { $game }. Games: { $games }.
discord-games = Games: { $games }.
discord-none = none
discord-thread-only-text = I can open a thread only from a text channel.
discord-thread-failed = I could not open a thread here (check my Create Public Threads permission).
discord-bot-account = A bot account cannot take a seat; use bot:<level> for an AI player.
discord-no-tables = No open tables in this server. Start one with /newgame.
discord-table-damaged = damaged: its saved data cannot be read (the host or a server manager can /abandon it)
discord-table-waiting = waiting for players ({ $count } seated)
discord-table-to-move = { $who } to move
discord-table-since = since { $since }
discord-rules-head = **{ $title }** (`{ $slug }`): { $low }-{ $high } players.
discord-options-bad = I could not read the options near { $near }; write them as key=value pairs, e.g. `deck_size=20 many_piles=true`.
discord-options-unknown = { $game } has no option { $unknown }. Options: { $known }.
discord-options-none = No options.
discord-options-head = Options (give them to /newgame as `key=value`; each shows its default):
discord-options-variants = Rule variants (keep these defaults to play by the rulebook):
