# /ricordami: i propri promemoria (issue 34): come, ore di quiete, fuso orario, assenza.

remind-bad-how = Scegli canale o messaggio diretto.
remind-bad-zone = { $zone } non è un fuso orario che conosco. Usa un nome come Europe/Rome o America/New_York (l'elenco ne suggerisce alcuni).
remind-bad-quiet = { $quiet } non è un intervallo di quiete. Scrivilo come 22:00-07:00, oppure no.
remind-quiet-needs-zone = Per le ore di quiete mi serve il tuo fuso orario: aggiungi fuso, per esempio Europe/Rome.
remind-bad-away = { $away } non è un periodo di assenza. Scrivi un numero di giorni (da 1 a 365), il giorno in cui torni (2026-12-24), oppure no.
remind-how-channel = Promemoria: una menzione nel canale del tavolo.
remind-how-dm = Promemoria: un messaggio diretto (una menzione nel canale del tavolo se i messaggi diretti non ti raggiungono).
remind-quiet = Ore di quiete: { $start }-{ $end } ({ $zone }); un promemoria in quelle ore aspetta che finiscano.
remind-no-quiet = Nessuna ora di quiete.
remind-zone = Fuso orario: { $zone }.
remind-away = Assente fino al { $until } ({ $zone }): nessun promemoria, e l'IA non gioca al posto tuo.
remind-dm = Tocca a te in **{ $title }** (ultima mossa: { $since }): { $link }
remind-away-mark = { $who } (assente)
