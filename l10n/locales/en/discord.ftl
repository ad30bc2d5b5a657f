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
discord-cmd-rules = rules
discord-cmd-rules-desc = A short description of a game: title, players, options.
discord-opt-rules-game = game
discord-opt-rules-game-desc = Which game (default: the table in this channel)
discord-choice-random = random
discord-choice-joined = joined
discord-choice-easy = easy
discord-choice-normal = normal
discord-choice-strong = strong
