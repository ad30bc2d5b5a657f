# Watchers and rematches (issue 34), English. $who and $waiting hold display names, never
# translated; $game is the game's title.

## /watch and /unwatch (answers for the watcher alone)

social-watch-via = "{ $via }" is not a way to follow a table: choose a direct message or a mention in the channel.
social-watch-seated = You play at this table, so its board reaches you already.
social-watching-dm = You are watching { $game }: whenever the player to move changes, the board comes to you by direct message. { "/unwatch" } stops it.
social-watching-mention = You are watching { $game }: whenever the player to move changes, you are mentioned here with the board. { "/unwatch" } stops it.
social-watching-now-dm = You were watching { $game } already; from now on the board comes to you by direct message.
social-watching-now-mention = You were watching { $game } already; from now on you are mentioned here with the board.
social-not-watching = You are not watching { $game }.
social-unwatched = You no longer watch { $game }.

## What a watcher receives, above the board

social-watch-header-dm = You are watching { $game } in { $channel } ({ "/unwatch" } there stops it):
social-watch-header-mention = { $who }: the board of { $game }, which you watch:

## The Rematch button

social-button-rematch = Rematch
social-rematch-not-finished = Only a finished game can be played again.
social-rematch-not-player = Only the players of this game can open its rematch.
social-rematch-running = The rematch of this game is already being played.
social-rematch-opened = { $who } opened a rematch of { $game }. It starts as soon as { $waiting } { $count ->
        [one] has
       *[other] have
    } joined (with the Rematch button or { "/join" }).
