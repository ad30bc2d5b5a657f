# Refusals every engine shares (games/contract.py), English. $choice is a choice id.

engine-game-over = The game is over.
engine-not-your-turn = It is not your turn.
engine-not-allowed = That choice ({ $choice }) is not allowed now.
