# The bot's own words (service, Discord adapter, local page), English.
# Ids start with "chrome-". $who and other names are display names, never translated.

chrome-language-name = English
chrome-not-your-turn = It is not your turn.
chrome-list-and = { $items }
