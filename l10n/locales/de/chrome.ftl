# Die eigenen Worte des Bots (Dienst, Discord, lokale Seite), Deutsch.

chrome-language-name = Deutsch
chrome-not-your-turn = Du bist nicht am Zug.
chrome-list-and = { $items }
