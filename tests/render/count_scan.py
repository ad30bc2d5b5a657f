"""Every text the renderers draw on the phone and hand pictures of a seeded random game,
read back through Pillow's ``ImageDraw.text``. Run in a fresh process
(``python -m tests.render.count_scan SLUG PLAYERS SEED``, prints JSON): the renderers
cache drawn text and layers, so in a process that drew before, part would go unseen."""

from __future__ import annotations

import json
import random
import sys

from PIL import ImageDraw

from l10n import say

NAMES = ["Anna", "Ben", "Cleo", "Dora", "Emil"]  # no digits: "Player 1 plays" is not a count
STEPS, EVERY = 400, 4  # decisions played; pictures drawn at every fourth


def drawn_texts(slug: str, players: int, seed: int) -> tuple[int, list[str]]:
    import render
    from games import get
    from games.contract import name_view
    from tests.render.phone_scan import context

    drawn: list[str] = []
    real = ImageDraw.ImageDraw.text

    def recording(self, xy, text, *args, **kwargs):
        drawn.append(str(text))
        return real(self, xy, text, *args, **kwargs)

    ImageDraw.ImageDraw.text = recording
    # the phone canvas of Lorenzo and De Vulgari stamps cached glyph masks instead of calling
    # ImageDraw.text: read its texts where it draws them (its measuring twin draws nothing)
    from render.lorenzo.phonekit import MeasureCanvas, PhoneCanvas

    stamped = PhoneCanvas.text

    def stamping(self, xy, s, *args, **kwargs):
        if not isinstance(self, MeasureCanvas):
            drawn.append(str(s))
        return stamped(self, xy, s, *args, **kwargs)

    PhoneCanvas.text = stamping
    # Stupor Mundi's canvas puts a text of several words together from its words' masks: read
    # the whole text where it is painted
    from render.stupor_mundi.style import _Canvas

    painted = _Canvas.paint_text

    def painting(self, xy, s, *args, **kwargs):
        drawn.append(str(s))
        return painted(self, xy, s, *args, **kwargs)

    _Canvas.paint_text = painting
    game = get(slug)
    state, pick, names, recent = game.setup(players, seed), random.Random(seed), NAMES[:players], []
    pictures = 0
    for step in range(STEPS):
        decision = game.decision(state)
        if decision is None:
            break
        if step % EVERY == 0:
            render.phone_image(
                slug,
                slug,
                name_view(game.view(state, None), names),
                names,
                recent[-1] if recent else "",
                None,
                context(game, state, recent),
            )
            for seat in range(players):
                render.hand_png(
                    slug, slug, name_view(game.view(state, seat), names), {}, names, seat
                )
            pictures += 1 + players
        seat = pick.choice([s for s in decision.seats if game.legal_choices(state, s)])
        state, events = game.apply(state, seat, pick.choice(game.legal_choices(state, seat)).id)
        recent += [say(e.text, "en", names) for e in events if e.public]
    return pictures, drawn


if __name__ == "__main__":
    pictures, drawn = drawn_texts(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))
    json.dump({"pictures": pictures, "texts": sorted(set(drawn)), "drawn": len(drawn)}, sys.stdout)
