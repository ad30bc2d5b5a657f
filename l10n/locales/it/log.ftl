# Le righe proprie del registro di gioco attorno a una scelta (bot/steps.py), italiano.

log-choice = { $who }: { $choice }.
log-you-chose = Tu: { $choice }.
log-undo-choice = { $who } annulla la sua ultima scelta: { $choice }.
log-private-choice = { $who } ha fatto una scelta segreta.
log-undo = { $who } annulla la sua ultima scelta.
log-your-turn = Tocca a te: { $prompt }
log-waiting = In attesa di { $seats }.
log-and = { $head } e { $tail }
