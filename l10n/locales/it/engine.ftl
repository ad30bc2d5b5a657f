# Rifiuti comuni a tutti i giochi (games/contract.py), italiano. $choice è l'identificativo di una scelta.

engine-game-over = La partita è finita.
engine-not-your-turn = Non tocca a te.
engine-not-allowed = Questa scelta ({ $choice }) non è possibile ora.
