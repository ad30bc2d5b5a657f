# The bot's own words (service, Discord adapter, local page), English.
# Ids start with "chrome-". $who and other names are display names, never translated.

chrome-language-name = English
chrome-not-your-turn = It is not your turn.
chrome-list-and = { $items }

## Refusals shared by the whole service. Command names stay as written ({ "/abandon" }): they
## are the commands' default names, and a string literal is never pseudo-accented.

chrome-storage-full = The bot's storage is full, so this was not saved and nothing was changed. Please tell the bot's operator.
chrome-storage-failed = The database could not save this, so nothing was changed. Please try again in a moment; if it keeps happening, tell the bot's operator.
chrome-damaged-what = This table's saved data is damaged, so it cannot be played or shown.
chrome-damaged = { chrome-damaged-what } The host or a server manager can close it with { "/abandon" }; the other tables are not affected.
chrome-elsewhere = This button belongs to a table in another channel or server; it does nothing here.
