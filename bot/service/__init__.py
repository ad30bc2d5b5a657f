"""The table service in layers, each module importing only those below it:

values (what the service returns, its refusals) < movelog < cache (bounded LRUs) < core
(locks, loading a table) <
showing (board, choices, hand, history) < moves (the click's pipeline: act, undo, forced moves,
AI turns) < lobby < clocks (reminders, idle clock, resign, replace, abandon). `bot.tables`
is the face the adapters see: `TableService`, composed of the layers.
"""
