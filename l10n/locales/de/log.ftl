# Die eigenen Zeilen des Spielprotokolls um eine Wahl herum (bot/steps.py), Deutsch.

log-choice = { $who }: { $choice }.
log-you-chose = Du: { $choice }.
log-undo-choice = { $who } nimmt die letzte Wahl zurück: { $choice }.
