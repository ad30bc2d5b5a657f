"""Issue 13.6: a choice that loses part of what it gives says so in its detail, with the
number (games/de_vulgari/losses.py lists the places); the same choice without the loss
carries no warning; legal_ids is untouched."""

from __future__ import annotations

import pytest

from games.contract import DETAIL_MAX
from games.de_vulgari import GAME
from games.de_vulgari.data import CARDINALS, FRIARS
from games.de_vulgari.losses import FRIAR_LOSS, WORDS
from games.de_vulgari.state import Step
from games.de_vulgari.words import career_name, career_text
from games.messages import Who, msg
from l10n import LOCALES
from l10n.catalog import render

from .builders import en, knowledge, started, turn_of


def detail(st, seat: int, cid: str) -> str | None:
    found = {c.id: c for c in GAME.legal_choices(st, seat)}
    assert cid in found, f"{cid} not offered: {sorted(found)}"
    assert cid in GAME.legal_ids(st, seat)
    shown = found[cid].detail
    return None if shown is None else en(shown)


def at(location: str, round: int = 3, players: int = 3, **options):
    return turn_of(started(players, 1, **options), 0, location, round=round)


def test_psalter_beyond_the_last_knowledge_space() -> None:
    st = at("torino")
    knowledge(st, 0, 97)
    assert detail(st, 0, "psalter") == "Knowledge ends at 99: you gain only 2 of 3."
    knowledge(st, 0, 96)
    assert detail(st, 0, "psalter") is None


def test_collect_as_friar_gives_up_the_ducats_and_knowledge_cap() -> None:
    st = at("padova")  # 5 ducats, 10 knowledge
    assert detail(st, 0, "collect:padova") is None
    knowledge(st, 0, 95)
    assert detail(st, 0, "collect:padova") == "Knowledge ends at 99: you gain only 4 of 10."
    knowledge(st, 0, 10)
    st.player[0].status, st.player[0].friar = "friar", "mario"
    assert detail(st, 0, "collect:padova") == "As a friar you give up its 5 ducats for good."


def test_book_event_beyond_the_last_space_and_coin_event() -> None:
    st = at("capua")
    st.event_boxes["capua"] = 1  # Placitum Capuanum, +3 knowledge
    knowledge(st, 0, 98)
    assert detail(st, 0, "event:1") == "Knowledge ends at 99: you gain only 1 of 3."
    st = at("pisa")
    st.event_boxes["pisa"] = 3  # Liber Abaci, +20 ducats
    knowledge(st, 0, 98)
    assert detail(st, 0, "event:3") is None


def test_bologna_and_abbey_knowledge_cap() -> None:
    st = at("bologna")
    st.player[0].bologna_unlocked = 15
    knowledge(st, 0, 90)
    assert detail(st, 0, "bologna") == "Knowledge ends at 99: you gain only 9 of 15."
    st = at("abbey_pomposa")
    st.player[0].green_front = 2
    knowledge(st, 0, 95)
    assert detail(st, 0, "abbey:know") == "Knowledge ends at 99: you gain only 4 of 6."
    assert detail(st, 0, "abbey:vp") is None
    knowledge(st, 0, 93)
    assert detail(st, 0, "abbey:know") is None


def test_becoming_a_friar() -> None:
    st = at("convent_lunigiana", round=9)
    assert detail(st, 0, "friar:gigi") == "double alms; -4 VP at the end"
    assert detail(st, 0, "friar:mario") == "+12 knowledge"
    knowledge(st, 0, 90)
    assert (
        detail(st, 0, "friar:mario") == "Knowledge ends at 99: you gain only 9 of 12. +12 knowledge"
    )
    st = at("convent_lunigiana", round=10)  # Italian default: double alms until round 10
    assert detail(st, 0, "friar:gigi") == (
        "No double alms left after round 10: only the -4 VP remains. double alms; -4 VP at the end"
    )
    st = at("convent_lunigiana", round=10, gigi_double_until=11)
    assert detail(st, 0, "friar:gigi") == "double alms; -4 VP at the end"
    st.track["orient"][0] = 6
    assert detail(st, 0, "friar:ralph").startswith(
        "You lose the Orient bonus (+10 ducats per city). "
    )


def _friar_in_milano(tile: str):
    st = at("milano")
    p = st.player[0]
    p.status, p.friar, p.ducats, p.red = "friar", tile, 80, 1
    st.friars_free.remove(tile)
    return st


def test_becoming_a_cardinal() -> None:
    st = _friar_in_milano("mario")
    knowledge(st, 1, 5)
    assert detail(st, 0, "cardinal:lanzuisi") == "+6 VP unless Pope"
    assert detail(st, 0, "cardinal:zazza") == "40 ducats back; one more library tile"
    assert detail(st, 0, "cardinal:shlasinger") == "once: a rival -6 knowledge; +4 VP unless Pope"
    st = _friar_in_milano("ralph")
    assert detail(st, 0, "cardinal:lanzuisi").startswith(
        "You lose Brother Ralph's free long moves and +4 VP. "
    )
    st = _friar_in_milano("michael")
    assert detail(st, 0, "cardinal:muret").startswith(
        "You lose Brother Michael's virtual yellow cube. "
    )
    st = _friar_in_milano("mario")
    st.player[0].library_done = True
    assert detail(st, 0, "cardinal:zazza").startswith(
        "You already drew your library tile: the extra tile is lost. "
    )
    # nobody else has left the first knowledge space: the Inquisition (this turn only) is lost
    assert detail(st, 0, "cardinal:shlasinger").startswith(
        "No rival has knowledge: the Inquisition is lost. "
    )
    knowledge(st, 0, 97)
    assert detail(st, 0, "cardinal:balesteri").startswith(
        "Knowledge ends at 99: you gain only 2 of 4. "
    )


def test_inquisition_on_a_rival_near_the_first_space() -> None:
    st = at("torino")
    p = st.player[0]
    p.status, p.cardinal, p.shlasinger_round = "cardinal", "shlasinger", st.round
    knowledge(st, 1, 4)
    knowledge(st, 2, 10)
    assert detail(st, 0, "inquisition:1") == "{p1} is on space 4: back only 4 of 6."
    assert detail(st, 0, "inquisition:2") is None


def test_ending_the_turn_with_actions_left() -> None:
    st = at("torino")
    assert detail(st, 0, "end") == "Your 5 actions left unused are lost."
    st.turn.actions = 1
    assert detail(st, 0, "end") == "Your 1 action left unused is lost."
    st = turn_of(started(3, 1), 0, "padova", actions=0, round=3)  # only the free collect is left
    assert detail(st, 0, "end") is None


def test_library_track_after_the_tile_and_rest_track_in_the_last_round() -> None:
    st = at("torino", round=12)
    st.track["library"][0] = 2
    assert detail(st, 0, "track:library") is None
    st.player[0].library_done = True
    assert (
        detail(st, 0, "track:library")
        == "You already drew your library tile: the track gives nothing."
    )
    st, _ = GAME.apply(st, 0, "track:library")
    assert detail(st, 0, "n:1") == "You already drew your library tile: the track gives nothing."
    st = at("torino", round=13)
    assert detail(st, 0, "track:rest") is None
    st.last_round = True
    assert detail(st, 0, "track:rest") == "Last round: the rest track no longer counts."


def test_bologna_on_entry_beyond_the_last_knowledge_space() -> None:
    st = at("torino", round=8, bologna_collect="on_entry")  # late price: 10 ducats, 1 abbess, +10
    p = st.player[0]
    p.yellow, p.ducats = 1, 30
    st.track["ambassador"][0] = 4
    knowledge(st, 0, 95)
    st, _ = GAME.apply(st, 0, "track:ambassador")
    assert detail(st, 0, "n:1") is None
    assert detail(st, 0, "n:2") == "Knowledge ends at 99: you gain only 4 of 10."


def test_paying_more_cubes_than_the_bid() -> None:
    st = at("brindisi")
    st.player[0].red, st.player[0].black = 1, 1
    st.pending = [Step(kind="pay", seat=0, amount=2, options=["1-0-0", "0-1-0"])]
    assert detail(st, 0, "pay:1-0-0") == "Cubes worth 3 for 2: 1 more than needed."
    assert detail(st, 0, "pay:0-1-0") is None


def test_election_paid_with_more_votes_than_needed() -> None:
    st = at("roma")
    st.phase, st.turn.seat = "election", -1
    st.player[0].red = 3  # 9 votes: the Banker's 7 cost all three politicians
    assert detail(st, 0, "elect:banker") == "Cubes worth 9 for 7: 2 more than needed."
    st.player[0].red, st.player[0].black = 1, 2  # 3 + 2 + 2 = 7 exactly
    assert detail(st, 0, "elect:banker") is None


@pytest.mark.parametrize("locale", LOCALES)
def test_every_warning_fits_a_detail_line(locale: str) -> None:
    """The longest warning next to the longest tile text stays within Discord's limit, in
    every language."""
    longest = {
        "knowledge_cap": dict(cap=99, got=98, gain=15),
        "inquisition_short": dict(who=Who(4), pos=5, full=6),
        "unused_actions": dict(actions=6),
        "city_ducats": dict(status="cardinal", ducats=25),
        "orient_bonus": dict(bonus=10),
        "gigi_late": dict(last=11),
        "overpay": dict(paid=17, need=15, extra=2),
    }
    friar_tiles = [
        dict(tile=career_name(f), effect=f) for f in FRIAR_LOSS
    ]  # every tile with every effect it loses
    career = {t.id: career_text(t.id) for t in FRIARS + CARDINALS}
    next_to = {  # the tile texts a warning can stand in front of (friar and cardinal choices)
        "knowledge_cap": list(career.values()),
        "orient_bonus": [career[t.id] for t in FRIARS],
        "gigi_late": [career["gigi"]],
        "friar_tile": [career[t.id] for t in CARDINALS],
        "zazza_library": [career["zazza"]],
        "shlasinger_idle": [career["shlasinger"]],
    }
    names = ["Bartholomew"] * 5
    for key, words in WORDS.items():
        for args in friar_tiles if key == "friar_tile" else [longest.get(key, {})]:
            warning = msg(words, **args)
            for tile_text in next_to.get(key, [None]):
                text = (
                    msg("dv-warning", warning=warning)
                    if tile_text is None
                    else msg("dv-warning-detail", warning=warning, detail=tile_text)
                )
                shown, problems = render(text, locale, names)
                assert not problems and len(shown) <= DETAIL_MAX, (key, shown, problems)


@pytest.mark.parametrize("players", [2, 4])
def test_warnings_leave_the_ids_alone(players: int) -> None:
    st = at("padova", players=players)
    knowledge(st, 0, 97)
    assert [c.id for c in GAME.legal_choices(st, 0)] == GAME.legal_ids(st, 0)
