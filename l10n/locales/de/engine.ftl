# Ablehnungen, die alle Spiele teilen (games/contract.py), Deutsch. $choice ist die Kennung einer Wahl.

engine-game-over = Das Spiel ist vorbei.
engine-not-your-turn = Du bist nicht am Zug.
engine-not-allowed = Diese Wahl ({ $choice }) ist jetzt nicht möglich.
