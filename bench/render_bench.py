"""Board pictures of every game, measured the same way (issue 13's closing numbers).

    .venv/bin/python -m bench.render_bench [--games stupor-mundi coimbra ...] [--players 2 4]
                                           [--positions 30] [--seed 1] [--rounds 3]
                                           [--phone-only] [--locale en de] [--trim-every N]

First the per-move picture of every game, the games interleaved so a busy machine slows
them alike (issue 33.4): ``--rounds`` seeded games per game and player count (the seeds
after ``--seed``, which the tables below play: no position is drawn twice in a run, so no
picture is measured with its texts cached by an earlier drawing of it), about
``--positions`` decisions of each, drawn and PNG-encoded one game after the other. One row
per game and player count: pictures, CPU and wall p50/p95 in ms, and CPU p50 against the
cheapest game's at that player count (issue 33: each within 1.3x); the load average before
and after. With ``--locale en de`` every picture of that table is drawn in each language (the
languages interleaved too), and a second table gives each game and player count's CPU p50/p95
per language and its p95 against the first language's (issue 32.5: within 10 %); the other
tables use the first language. With ``--trim-every N`` the C heap is trimmed after every N
pictures of that table, as the bot's picture pool does (bot/heap.py). ``--phone-only`` stops
there.

Then, for each game and player count, plays a seeded random game (the same move preference as
the phone tests, so games finish), takes about ``--positions`` decisions spread over it
(and the game-over position), and renders each as the bot does: the per-move phone picture
(`render.phone_image` with the decision's context) and the full board (`render.render_image`),
both PNG-encoded with `render.encode_png`. Prints one row per game and player count: the
phone picture's width x median height, its smallest text in px (from the recording canvas:
``phone_canvas_for`` or ``focus.draw_phone``, whichever the game's package gives), median
bytes, render p50/p95 in ms (drawing + encoding), the
same for the full board, phone p95 / full-board p95 (must stay within 1.5) and the share of
text measurements (lengths, boxes, wrapping) answered from the cache while drawing them (hit %).
Then one row per game and player count for the private (/hand) picture of every seat at
about as many decisions of a game played with `render.samples.own_views`: its width x
median and largest height, smallest text, median bytes and p50/p95 ms (`render.hand_png`).
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import time

from bot import heap
from devkit.timing import footer, load_average
from l10n import LOCALES, PSEUDO
from render import encode_png, hand_png, phone_image, render_image
from render.common import metrics_cache_info
from render.kit import smallest_text
from render.samples import hand_states, own_views, positions

GAMES = {
    "stupor-mundi": "render.stupor_mundi",
    "coimbra": "render.coimbra",
    "lorenzo-il-magnifico": "render.lorenzo",
    "de-vulgari-eloquentia": "render.de_vulgari",
}


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def sample(slug: str, players: int, seed: int, wanted: int, locale: str = "en") -> list:
    every_pos = list(positions(slug, players, seed, locale=locale))
    step = max(1, len(every_pos) // wanted)
    return every_pos[::step][:wanted] + every_pos[-1:]


def smallest_px(module, pos) -> int | None:
    """The smallest text on the phone picture, from the game's recording canvas."""
    canvas_for = getattr(module, "phone_canvas_for", None)
    if canvas_for is not None:
        return smallest_text(canvas_for(pos.view, pos.names, pos.last, pos.previous, pos.context))
    focus = importlib.import_module(f"{module.__name__}.focus")
    draw = getattr(focus, "draw_phone", None)
    if draw is None:
        return None
    texts = draw(pos.view, pos.names, pos.last, pos.previous, pos.context).canvas.record.texts
    return min((t.size for t in texts), default=0)


WITHIN = 1.3
"""Each game's per-move picture costs at most this times the cheapest game's (issue 33.4)."""


Run = tuple[str, int, str]
"""(game, player count, language) of a series of per-move pictures."""


def interleaved(
    games: list[str],
    players: list[int],
    seed: int,
    wanted: int,
    rounds: int,
    locales: tuple[str, ...] = ("en",),
    trim_every: int = 0,
) -> dict[Run, dict]:
    """CPU and wall ms of every per-move picture (drawn and encoded), games and languages
    taking turns (the same positions in every language, their engine texts in it too). With
    ``trim_every``, the C heap is trimmed after every that many pictures, as the bot's picture
    pool does (bot/heap.py), unmeasured: the pictures after a trim pay for its page faults."""
    runs: dict[Run, list] = {}
    for slug in games:
        for n in players:
            for lang in locales:
                first, *picked = [
                    p for r in range(rounds) for p in sample(slug, n, seed + r, wanted, lang)
                ]
                # warm up (not measured): imports, static layers, palettes are once per process
                phone_image(
                    slug, slug, first.view, first.names, first.last, None, first.context, lang
                )
                runs[(slug, n, lang)] = picked
    cpu: dict[Run, list[float]] = {key: [] for key in runs}
    wall: dict[Run, list[float]] = {key: [] for key in runs}
    order = list(runs.items())
    drawn = 0
    for i in range(max(len(picked) for picked in runs.values())):
        # every other position the other way round: a language drawn right after another
        # finds the texts they share (names, the view's words) measured already
        for (slug, n, lang), picked in order if i % 2 == 0 else order[::-1]:
            if i < len(picked):
                pos = picked[i]
                t, w = time.process_time(), time.perf_counter()
                img = phone_image(
                    slug, slug, pos.view, pos.names, pos.last, pos.previous, pos.context, lang
                )
                encode_png(img)
                cpu[(slug, n, lang)].append((time.process_time() - t) * 1000)
                wall[(slug, n, lang)].append((time.perf_counter() - w) * 1000)
                drawn += 1
                if trim_every and drawn % trim_every == 0:
                    heap.trim()
    return {
        key: {
            "n": len(cpu[key]),
            "p50": statistics.median(cpu[key]),
            "p95": pct(cpu[key], 0.95),
            "wall50": statistics.median(wall[key]),
            "wall95": pct(wall[key], 0.95),
        }
        for key in runs
    }


def print_interleaved(args: argparse.Namespace) -> None:
    print(
        f"per-move picture, games interleaved: {args.rounds} games (seeds {args.seed + 1}-"
        f"{args.seed + args.rounds}) of about {args.positions} positions per game and "
        f"player count; load average {load_average()}"
        + (f"; the C heap trimmed every {args.trim_every} pictures" if args.trim_every else "")
    )
    locales = tuple(args.locale)
    runs = interleaved(
        args.games,
        args.players,
        args.seed + 1,
        args.positions,
        args.rounds,
        locales,
        args.trim_every,
    )
    rows = {(slug, n): r for (slug, n, lang), r in runs.items() if lang == locales[0]}
    cheapest = {
        n: min((r["p50"], slug) for (slug, m), r in rows.items() if m == n) for n in args.players
    }
    print(
        f"{'game':<22}{'pl':>3}{'pics':>6}{'CPU p50':>9}{'CPU p95':>9}"
        f"{'wall p50':>10}{'wall p95':>10}{'x cheapest':>12}"
    )
    worst = (0.0, "", 0)
    for (slug, n), r in rows.items():
        ratio = r["p50"] / cheapest[n][0]
        worst = max(worst, (ratio, slug, n))
        print(
            f"{slug:<22}{n:>3}{r['n']:>6}{r['p50']:>9.1f}{r['p95']:>9.1f}"
            f"{r['wall50']:>10.1f}{r['wall95']:>10.1f}{ratio:>12.2f}"
        )
    ratio, slug, n = worst
    verdict = "within" if ratio <= WITHIN else "NOT within"
    print(
        f"costliest against the cheapest: {slug} {n}p at {ratio:.2f}x {cheapest[n][1]} "
        f"({verdict} {WITHIN}x); load average {load_average()}",
        flush=True,
    )
    if len(locales) > 1:
        print_by_language(runs, locales)


SAME_WITHIN = 1.10
"""A language's per-move picture costs at most this times the first language's (CPU p95)."""


def print_by_language(runs: dict[Run, dict], locales: tuple[str, ...]) -> None:
    """The same run by language: CPU p50/p95 of each and its p95 against the first's."""
    base = locales[0]
    print(f"\nper-move picture by language (CPU ms, measured in the run above), against {base}")
    print(f"{'game':<22}{'pl':>3}{'lang':>5}{'pics':>6}{'CPU p50':>9}{'CPU p95':>9}{'p95 x':>7}")
    worst = (0.0, "", 0, "")
    for (slug, n, lang), r in runs.items():
        ratio = r["p95"] / runs[(slug, n, base)]["p95"]
        if lang != base:
            worst = max(worst, (ratio, slug, n, lang))
        print(f"{slug:<22}{n:>3}{lang:>5}{r['n']:>6}{r['p50']:>9.1f}{r['p95']:>9.1f}{ratio:>7.2f}")
    ratio, slug, n, lang = worst
    verdict = "within" if ratio <= SAME_WITHIN else "NOT within"
    print(
        f"costliest language against {base}: {slug} {n}p in {lang} at {ratio:.2f}x "
        f"({verdict} {SAME_WITHIN:.2f}x); load average {load_average()}",
        flush=True,
    )


def measure(slug: str, players: int, seed: int, wanted: int, locale: str = "en") -> dict:
    module = importlib.import_module(GAMES[slug])
    phone_ms, full_ms, phone_bytes, full_bytes, heights, smallest = [], [], [], [], [], []
    width = 0
    picked = sample(slug, players, seed, wanted, locale)
    first = picked[0]  # warm up: imports, static layers, palettes are once per process
    phone_image(slug, slug, first.view, first.names, first.last, None, first.context, locale)
    render_image(slug, slug, first.view, first.names, first.last, None, locale)
    before = _measured()
    for pos in picked:
        t = time.process_time()
        img = phone_image(
            slug, slug, pos.view, pos.names, pos.last, pos.previous, pos.context, locale
        )
        data = encode_png(img)
        phone_ms.append((time.process_time() - t) * 1000)
        phone_bytes.append(len(data))
        width = img.width
        heights.append(img.height)
        t = time.process_time()
        board = render_image(slug, slug, pos.view, pos.names, pos.last, pos.previous, locale)
        data = encode_png(board)
        full_ms.append((time.process_time() - t) * 1000)
        full_bytes.append(len(data))
        if (px := smallest_px(module, pos)) is not None:
            smallest.append(px)
    hits, misses = (a - b for a, b in zip(_measured(), before, strict=True))
    return {
        "hit": 100 * hits / max(1, hits + misses),
        "n": len(phone_ms),
        "size": f"{width}x{int(statistics.median(heights))}",
        "text": str(min(smallest)) if smallest else "-",
        "kb": statistics.median(phone_bytes) / 1024,
        "p50": pct(phone_ms, 0.5),
        "p95": pct(phone_ms, 0.95),
        "full50": pct(full_ms, 0.5),
        "full95": pct(full_ms, 0.95),
        "fullkb": statistics.median(full_bytes) / 1024,
    }


def _measured() -> tuple[int, int]:
    """Text measurements answered from the cache, and measured, so far in this process."""
    info = metrics_cache_info().values()
    return sum(h for h, _ in info), sum(m for _, m in info)


def measure_hands(slug: str, players: int, seed: int, wanted: int, locale: str = "en") -> dict:
    module = importlib.import_module(GAMES[slug])
    names = [f"Player {i + 1}" for i in range(players)]
    moves = sum(1 for _ in hand_states(slug, players, seed))  # the walk alone, no views drawn
    picked = list(own_views(slug, players, seed, max(1, moves // wanted), names))
    hand_png(slug, slug, picked[0][0], {}, names, 0, locale)  # warm up
    ms, sizes, heights, smallest = [], [], [], []
    width = 0
    for views in picked:
        for seat, own in enumerate(views):
            t = time.process_time()
            data = hand_png(slug, slug, own, {}, names, seat, locale)
            ms.append((time.process_time() - t) * 1000)
            sizes.append(len(data))
            canvas = module.hand_canvas_for(own, names, seat)
            width = canvas.image.width
            heights.append(canvas.image.height)
            smallest.append(smallest_text(canvas))
    return {
        "n": len(ms),
        "size": f"{width}x{int(statistics.median(heights))}",
        "tallest": max(heights),
        "text": min(smallest),
        "kb": statistics.median(sizes) / 1024,
        "p50": pct(ms, 0.5),
        "p95": pct(ms, 0.95),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", nargs="+", default=list(GAMES))
    ap.add_argument("--players", type=int, nargs="+", default=[2, 4])
    ap.add_argument("--positions", type=int, default=30)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rounds", type=int, default=3, help="seeded games per game, interleaved")
    ap.add_argument("--phone-only", action="store_true", help="the interleaved table alone")
    ap.add_argument(
        "--trim-every",
        type=int,
        default=0,
        metavar="N",
        help="trim the C heap after every N per-move pictures, as the bot does (bot/heap.py)",
    )
    ap.add_argument(
        "--locale",
        nargs="+",
        default=["en"],
        choices=[*LOCALES, PSEUDO],
        help="draw in these languages, interleaved; the first is the one the tables use and "
        "the others are measured against (e.g. --locale en de)",
    )
    args = ap.parse_args(argv)
    print_interleaved(args)
    if args.phone_only:
        return 0
    print()
    head = (
        f"{'game':<22}{'pl':>3}{'pos':>5}{'phone WxH':>11}{'min px':>7}"
        f"{'KB':>6}{'p50 ms':>8}{'p95 ms':>8}"
        f"{'full p50':>9}{'full p95':>9}{'full KB':>8}{'p95 x':>7}{'hit %':>7}"
    )
    print(head)
    for slug in args.games:
        for players in args.players:
            r = measure(slug, players, args.seed, args.positions, args.locale[0])
            print(
                f"{slug:<22}{players:>3}{r['n']:>5}{r['size']:>11}{r['text']:>7}{r['kb']:>6.0f}{r['p50']:>8.1f}"
                f"{r['p95']:>8.1f}{r['full50']:>9.1f}{r['full95']:>9.1f}{r['fullkb']:>8.0f}"
                f"{r['p95'] / r['full95']:>7.2f}{r['hit']:>7.0f}",
                flush=True,
            )
    print()
    print(
        f"{'private picture':<22}{'pl':>3}{'pics':>5}{'hand WxH':>11}"
        f"{'tallest':>8}{'min px':>7}{'KB':>6}"
        f"{'p50 ms':>8}{'p95 ms':>8}"
    )
    for slug in args.games:
        for players in args.players:
            r = measure_hands(slug, players, args.seed, args.positions, args.locale[0])
            print(
                f"{slug:<22}{players:>3}{r['n']:>5}{r['size']:>11}{r['tallest']:>8}{r['text']:>7}{r['kb']:>6.0f}"
                f"{r['p50']:>8.1f}{r['p95']:>8.1f}",
                flush=True,
            )
    return 0


if __name__ == "__main__":
    with footer():
        code = main()
    raise SystemExit(code)
