"""Issue 10.1: nothing a public payload carries names what the public view hides.

Random games of every game and player count are clicked through the adapter; after
every click the strings each seat's view shows and the public view does not (hands,
draft packs, secret votes) are searched in everything the click made public: message
text, button labels, select options and descriptions, placeholders; at the end in
/history. A watcher's direct messages (issue 34) are public payloads too, and scanned as such.
"""

import pytest

import bot.service.lobby
import games
from bot.steps import _strings, hidden_strings
from devkit.harness import Sent
from devkit.realplay import SLUGS, play
from games.contract import name_view

CLICKS = 30
WATCHER = 90  # a member who /watches every table by direct message (issue 34)


def is_log_line(line: str) -> bool:
    return line.startswith("• ") and not line.startswith("• **")


def shown(sent: Sent) -> tuple[list[str], list[str]]:
    """(what the message offers now: headline, choices, components; its log lines)."""
    lines = sent.content.splitlines()
    offer = [x for x in lines if not is_log_line(x)]
    for c in sent.components:
        offer += [c.get("label") or "", c.get("placeholder") or ""]
        for o in c.get("options") or []:
            offer += [o.get("label") or "", o.get("description") or ""]
    return [t for t in offer if t], [x for x in lines if is_log_line(x)]


def names_it(text: str, secret: str, known: set[str]) -> bool:
    """``secret`` occurs in ``text`` other than inside a longer known name ("Quarry" in
    "Hohenstaufen Quarry" is another card)."""
    for name in known:
        if secret in name and name != secret:
            text = text.replace(name, "")
    return secret in text


def cases():
    for slug in SLUGS:
        game = games.get(slug)
        for players in range(game.min_players, game.max_players + 1):
            yield pytest.param(slug, players, id=f"{slug}-{players}")


@pytest.fixture
def real_games(monkeypatch):
    monkeypatch.setattr(games, "_discovered", False)
    # the same deal every run: /newgame draws the table's seed at random, and with
    # duplicate card names a random deal made the verdict change from run to run
    deals = iter(range(7, 10_000))
    monkeypatch.setattr(bot.service.lobby.secrets, "randbits", lambda _bits: next(deals))


@pytest.mark.parametrize(("slug", "players"), list(cases()))
async def test_no_public_payload_names_hidden_information(real_games, h, service, slug, players):
    game = games.get(slug)
    names: list[str] = []
    found: list[tuple[str, str]] = []

    async def hidden(table_id: int) -> tuple[dict[int, set[str]], set[str]]:
        """Each seat's hidden strings, and every string the public view shows."""
        row = await service.store.get_table(table_id)
        state = service._state(row, game)
        public = game.view(state, None)
        per_seat = {
            seat: set(hidden_strings(public, game.view(state, seat), names))
            for seat in range(players)
        }
        return per_seat, set(_strings(name_view(public, names)))

    table_id = 1
    before: dict[int, set[str]] = {}
    offered: list[str] = []  # what the board offered before the click (checked already)
    logged = 0
    seen: set[str] = set()

    async def check(out: list[Sent]) -> None:
        nonlocal before, logged, offered
        if not names:
            names.extend(service._names(await service.store.seats(table_id)))
        per_seat, public = await hidden(table_id)
        entries, _ = await service.history(table_id)
        movers = {e.seat for e in entries[logged:]}
        now = set().union(*per_seat.values())
        # the others' secrets that stayed secret; a mover's own card, or a card that left
        # a hand in this click, going public is the rules' business (and a copy of it
        # may sit in another hand)
        kept = set().union(
            *(per_seat[s] & before.get(s, set()) for s in per_seat if s not in movers)
        )
        kept -= set().union(*(before.get(s, set()) for s in movers))
        kept -= set().union(*(before.get(s, set()) - per_seat[s] for s in per_seat))
        kept = {x for x in kept if not any(x in t for t in offered)}
        longer = now | public
        new_offer: list[str] = []
        for sent in h.fake.public(out):
            offer, log = shown(sent)
            new_offer += offer
            # what is offered is drawn from the state after the click; a log line tells
            # what happened, so a name hidden from the others both before and after the
            # click must not appear in it
            found.extend((x, t) for t in offer for x in now if names_it(t, x, longer))
            fresh = [t for t in log if t not in seen]  # a turn message repeats its earlier lines
            seen.update(log)
            found.extend((x, t) for t in fresh for x in kept if names_it(t, x, longer))
        record = [line for e in entries[logged:] for line in e.lines]
        logged = len(entries)
        found.extend((x, f"/history: {t}") for t in record for x in kept if names_it(t, x, longer))
        before, offered = per_seat, new_offer or offered

    played = await play(
        h, service, slug, players, seed=players, clicks=CLICKS, after_click=check, watcher=WATCHER
    )
    assert played.clicks > 0
    assert h.fake.direct_messages(WATCHER)  # what the watcher got was scanned with the rest
    assert not found, "\n".join(f"{x!r} in {t!r}" for x, t in found[:3])
