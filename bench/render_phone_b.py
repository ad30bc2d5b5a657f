"""Per-move phone picture against the full board, for Lorenzo and De Vulgari.

    .venv/bin/python bench/render_phone_b.py [games-per-game] [players]

Plays random games and, at every decision, renders the phone picture (with the public
choices, the last three log lines and the previous view, as the service will) and the
full board, each encoded as the service sends it (`render.encode_png`). Prints per game:
the phone picture's width and height (p50/max), its smallest text in px, bytes p50, and
CPU ms p50/p95 for the phone picture and the full board (render + encode), and the
ratio of the phone p50 to the full-board p50 (the budget is 1.5). Same columns as the
shared render bench, so the lead can merge the rows.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import render  # noqa: E402
from games.contract import name_seats, name_view  # noqa: E402
from games.de_vulgari import GAME as DE_VULGARI  # noqa: E402
from games.lorenzo import GAME as LORENZO  # noqa: E402
from render import PhoneContext  # noqa: E402
from render.de_vulgari import focus as dv_focus  # noqa: E402
from render.lorenzo import focus as lz_focus  # noqa: E402

GAMES = (("lorenzo-il-magnifico", LORENZO, lz_focus), ("de-vulgari-eloquentia", DE_VULGARI, dv_focus))


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def measure(slug, game, focus, games: int, players: int) -> dict[str, float]:
    render._discover()
    names = [f"Player {i + 1}" for i in range(players)]
    phone_ms, full_ms, sizes, widths, heights, smallest = [], [], [], [], [], []
    for seed in range(games):
        s = game.setup(players, seed, game.options({}))
        pick = random.Random(seed)
        previous, recent = None, []
        while (d := game.decision(s)) is not None:
            view = name_view(game.view(s, None), names)
            choices = tuple(ch for ch in game.legal_choices(s, d.seats[0]) if not ch.private)
            ctx = PhoneContext(tuple(d.seats), d.prompt, choices, tuple(recent[-3:]))
            a = time.process_time()
            png = render.phone_png(slug, "", view, names, recent[-1] if recent else "", previous, ctx)
            phone_ms.append((time.process_time() - a) * 1000)
            a = time.process_time()
            render.board_png(slug, "", view, names, recent[-1] if recent else "", previous)
            full_ms.append((time.process_time() - a) * 1000)
            sizes.append(len(png))
            if len(phone_ms) % 25 == 1:  # the text sizes, from the recording canvas
                picture = focus.draw_phone(view, names, "", previous, ctx)
                widths.append(picture.finish_image.width)
                heights.append(picture.finish_image.height)
                smallest.append(min(t.size for t in picture.canvas.record.texts))
            seat = pick.choice([x for x in d.seats if game.legal_choices(s, x)])
            s, events = game.apply(s, seat, pick.choice(game.legal_choices(s, seat)).id)
            recent += [name_seats(e.text, names) for e in events if e.public]
            previous = view
    return {"positions": len(phone_ms), "width": max(widths), "height p50": statistics.median(heights),
            "height max": max(heights), "smallest px": min(smallest), "bytes p50": statistics.median(sizes),
            "phone p50": statistics.median(phone_ms), "phone p95": pct(phone_ms, 0.95),
            "full p50": statistics.median(full_ms), "full p95": pct(full_ms, 0.95)}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    print(f"{'game':<22} {'positions':>9} {'w':>4} {'h p50':>6} {'h max':>6} {'min px':>6} {'KB p50':>7} "
          f"{'phone p50':>9} {'p95':>6} {'full p50':>8} {'p95':>6} {'ratio':>5}")
    for slug, game, focus in GAMES:
        r = measure(slug, game, focus, games, players)
        print(f"{slug:<22} {r['positions']:>9} {r['width']:>4} {r['height p50']:>6.0f} {r['height max']:>6} "
              f"{r['smallest px']:>6} {r['bytes p50'] / 1024:>7.0f} {r['phone p50']:>9.1f} {r['phone p95']:>6.1f} "
              f"{r['full p50']:>8.1f} {r['full p95']:>6.1f} {r['phone p50'] / r['full p50']:>5.2f}")


if __name__ == "__main__":
    main()
