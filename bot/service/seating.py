"""Reading a table's seat rows: who sits where, by seat number and by name. A base of
`bot.service.core.Core`: pure functions of the rows, shared by every layer above."""

from __future__ import annotations

from bot.service.values import Player
from db import SeatRow


class Seating:
    @staticmethod
    def _players(seats: list[SeatRow]) -> tuple[Player, ...]:
        return tuple(Player(s.user_id, s.display_name, s.seat) for s in seats)

    @staticmethod
    def _names(seats: list[SeatRow]) -> list[str]:
        seated = sorted((s for s in seats if s.seat is not None), key=lambda s: s.seat or 0)
        return [s.display_name for s in seated]

    @staticmethod
    def _seat_of(seats: list[SeatRow], user_id: str) -> int | None:
        for s in seats:
            if s.user_id == user_id:
                return s.seat
        return None

    @staticmethod
    def _has_seat(seats: list[SeatRow], user_id: str) -> bool:
        """Whether ``user_id`` sits at the table (in a lobby nobody has a seat number yet)."""
        return any(s.user_id == user_id for s in seats)

    @staticmethod
    def _by_seat(seats: list[SeatRow]) -> dict[int, SeatRow]:
        return {s.seat: s for s in seats if s.seat is not None}
