# Le righe proprie del registro di gioco attorno a una scelta (bot/steps.py), italiano.

log-choice = { $who }: { $choice }.
log-you-chose = Tu: { $choice }.
log-undo-choice = { $who } annulla la sua ultima scelta: { $choice }.
