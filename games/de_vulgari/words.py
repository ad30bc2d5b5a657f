"""Words the engine writes in labels, details and log lines: names, plurals, prices, as
messages of ``l10n/locales/<locale>/de-vulgari.ftl`` (ids ``dv-…``).

Names are `Term`s (a zone, a sea, a track, a friar or cardinal, an event tile) so that each
language writes its printed name with its grammar (``.gender``, which picks a place's
preposition; German seas also ``.dat`` and ``.acc``). Counted words are messages with a
number (Fluent picks the plural). The engine never joins words itself: `joined` nests
``dv-comma`` messages.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.messages import Arg, Msg, Term, Text, Who, msg

from .data import LINGUA_VOLGARE, MANUSCRIPT, ROMAN


def zone_name(zone: str) -> Term:
    """A zone or a sea (``sea:tyrrhenian.genova`` is the sea)."""
    if zone.startswith("sea:"):
        return sea_name(zone[4:].partition(".")[0])
    return Term(f"dv-zone-{zone}")


def sea_name(sea: str) -> Term:
    return Term(f"dv-sea-{sea}")


def track_name(track: str) -> Term:
    return Term(f"dv-track-{track}")


def career_name(tile: str) -> Term:
    """A friar or cardinal tile by id ("Brother Mario", "Cardinal Zazza")."""
    return Term(f"dv-career-{tile}")


def career_text(tile: str) -> Msg:
    """What a friar or cardinal tile gives, in short (a choice's detail)."""
    return msg(f"dv-career-text-{tile}")


def dialect_name(colour: str) -> Term:
    """The dialect a zone colour stands for ("Langue d'oil"); white is the neutral zones."""
    return Term(f"dv-dialect-{colour}")


def event_name(number: int) -> Term:
    return Term(f"dv-event-{number}")


def election_name(status: str) -> Term:
    return Term(f"dv-election-{status}")


def status_name(status: str) -> Term:
    """merchant, friar or cardinal."""
    return Term(f"dv-status-{status}")


def status_line(phase: str, round_no: int, last_round: bool, seats: Sequence[int]) -> Msg:
    """The view's status line ("Round 3 (last), action: {p1} to decide") from its fields;
    in English word for word the view's ``status``."""
    if phase == "over":
        return msg("dv-over-status", round=round_no)
    if phase == "start" and round_no == 0:
        return msg("dv-setup-status")
    who: Arg = Who(seats[0]) if len(seats) == 1 else joined([Who(s) for s in seats])
    return msg(
        "dv-round-status",
        round=round_no,
        last="yes" if last_round else "no",
        phase=phase,
        who=who,
        count=len(seats),
    )


def ms_name(mid: str) -> Msg:
    """``II blue``, ``IV blue/yellow``, ``Lingua Volgare``."""
    if mid == LINGUA_VOLGARE.id:
        return msg("dv-lingua-volgare")
    m = MANUSCRIPT[mid]
    colours = tuple(msg("dv-colour", colour=c) for c in m.colours)
    return msg("dv-ms-name", level=ROMAN[m.level], colours=fold("dv-slash", colours))


def cube_words(colour: str, n: int) -> Msg:
    """``1 politician (red cube)``, ``2 abbesses (yellow cubes)``."""
    return msg("dv-cubes", colour=colour, n=n)


def cube_count(colour: str, n: int) -> Msg:
    """``2 red``: cubes counted by colour (payments, the round's supply)."""
    return msg("dv-cube-count", colour=colour, n=n)


def price(actions: int, ducats: int = 0) -> Msg:
    """``1 action``, ``4 actions and 60 ducats``."""
    if ducats:
        return msg("dv-price-ducats", actions=actions, ducats=ducats)
    return msg("dv-price", actions=actions)


def joined(items: Sequence[Arg]) -> Text:
    """``A, B, C``: the items with commas (no "and"), as nested messages."""
    return fold("dv-comma", items)


def fold(key: str, items: Sequence[Arg]) -> Text:
    """``key(head=…, tail=…)`` nested from the left; one item is itself."""
    if not items:
        return ""
    out: Arg = items[0]
    for item in items[1:]:
        out = msg(key, head=out, tail=item)
    assert isinstance(out, str | Msg)
    return out
