# Le parole del bot (servizio, Discord, pagina locale), italiano.

chrome-language-name = Italiano
chrome-not-your-turn = Non è il tuo turno.
chrome-list-and = { $items }

## Rifiuti comuni a tutto il servizio. I nomi dei comandi restano come sono ({ "/abandon" }).

chrome-storage-full = La memoria del bot è piena: non è stato salvato nulla e non è cambiato niente. Avvisa chi gestisce il bot.
chrome-storage-failed = Il database non è riuscito a salvare, quindi non è cambiato niente. Riprova tra un momento; se succede ancora, avvisa chi gestisce il bot.
chrome-damaged-what = I dati salvati di questo tavolo sono danneggiati: non si può né giocare né mostrare.
chrome-damaged = { chrome-damaged-what } L'host o un moderatore del server può chiuderlo con { "/abandon" }; gli altri tavoli non ne risentono.
chrome-elsewhere = Questo pulsante appartiene a un tavolo di un altro canale o server; qui non fa nulla.
