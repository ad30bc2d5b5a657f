# Die eigenen Zeilen des Spielprotokolls um eine Wahl herum (bot/steps.py), Deutsch.

log-choice = { $who }: { $choice }.
log-you-chose = Du: { $choice }.
log-undo-choice = { $who } nimmt die letzte Wahl zurück: { $choice }.
log-private-choice = { $who } hat geheim gewählt.
log-undo = { $who } nimmt die letzte Wahl zurück.
log-your-turn = Du bist am Zug: { $prompt }
log-waiting = Warten auf { $seats }.
log-and = { $head } und { $tail }
