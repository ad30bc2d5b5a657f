# The game log's own lines around an engine's choice (bot/steps.py), English.
# $who is a display name; $choice is the choice's label, already in this language.

log-choice = { $who }: { $choice }.
log-you-chose = You: { $choice }.
log-undo-choice = { $who } takes back their last choice: { $choice }.
log-private-choice = { $who } made a private choice.
log-undo = { $who } takes back their last choice.
log-your-turn = Your turn: { $prompt }
log-waiting = Waiting for { $seats }.
log-and = { $head } and { $tail }
