"""The table service in layers, each module importing only those below it:

values (what the service returns, its refusals) < movelog (the log's tail, undo rules) <
cache (bounded LRUs) < core (locks, loading a table) < since (what happened since a seat's
last move) < showing (board, choices, hand) < history (open tables, the record, replays) <
moves (the click's pipeline: act, forced moves, AI turns) < undo < lobby < clocks
(reminders, idle clock, resign, replace, abandon) < records (/stats) < social
(watchers, rematch). `bot.tables` is the face the adapters see:
`TableService`, composed of the layers.
"""
