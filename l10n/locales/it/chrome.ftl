# Le parole del bot (servizio, Discord, pagina locale), italiano.

chrome-language-name = Italiano
chrome-not-your-turn = Non è il tuo turno.
chrome-list-and = { $items }
