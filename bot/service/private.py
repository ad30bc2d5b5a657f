"""What only one player sees: their choices (the private page) and their hand, in their own
language."""

from __future__ import annotations

from bot import cpu, steps
from bot.service.showing import Showing
from bot.service.values import (
    HandView,
    Refused,
)
from games.messages import msg
from l10n import tr
from render import hand_png


class Private(Showing):
    """The private answers: a seat's choices and its hand."""

    async def choices_for(
        self,
        table_id: int,
        user_id: str,
        version: int | None = None,
        picture: bool = False,
        *,
        locale: str | None = None,
    ) -> HandView:
        """The clicking player's own choices (simultaneous decisions are made privately),
        with ``picture`` their private picture (the hand those choices name).

        ``version`` is the one the clicked button was drawn at: it stands while this seat's
        decision is unchanged (other seats answering a simultaneous decision move the
        table's version on without touching it)."""
        row, seats, seat, game, state = await self._seated(table_id, user_id, locale)
        position = self._position(row, game, state)
        decision = position.decision()
        if (
            version is not None
            and version != row.version
            and not await self._still_pending(row, decision, seat, version)
        ):
            raise Refused(msg("chrome-stale-moved-on"))
        if decision is None or seat not in decision.seats:
            raise Refused(msg("chrome-not-your-turn"))
        names = self._names(seats)
        reader = locale or row.locale  # a private page: in the language of the one who asked
        choices = await cpu.work(steps.named_choices, position, seat, names, locale=reader)
        if not choices:
            raise Refused(msg("chrome-already-chosen"))
        undo = user_id in await self._undo_candidates(row, decision, seats)
        image = None
        if picture and self.render:
            image = await cpu.slow(steps.hand_picture, game, state, seat, names, reader)
        prompt = steps.words(decision.prompt, names, reader)
        return HandView(prompt, image, choices, row.version, undo)

    async def hand(
        self,
        table_id: int,
        user_id: str,
        image_wanted: bool = True,
        *,
        locale: str | None = None,
    ) -> HandView:
        """A seat's private view (hand, screen), shown only to that user."""
        row = await self._table(table_id)
        if row.status == "lobby":
            raise Refused(msg("chrome-game-not-started"))
        game = self._game(row)
        state = await self._loaded(row, game)
        seats = await self._seats(row, state)
        seat = self._seat_of(seats, user_id)
        if seat is None:
            raise Refused(msg("chrome-not-playing"))
        seats = await self._note_locale(table_id, seats, user_id, locale)
        names = self._names(seats)
        reader = locale or "en"
        mine, secret, lines, choices = await cpu.work(
            steps.hand_parts, game, state, seat, names, locale=reader
        )
        last_moves = getattr(self.store, "last_moves", None)
        log = (
            list(await last_moves(table_id, 20))
            if last_moves is not None
            else await self.store.moves(table_id)
        )
        notes = [
            steps.logged_line(e, names, reader)
            for m in log[-20:]
            for e in m.events
            if e.get("visible_to") and seat in e["visible_to"] and e.get("text")
        ]
        if notes:
            lines.append(tr(reader, "chrome-private-notes", notes=" | ".join(notes[-5:])))
        text = "\n".join(lines) or tr(reader, "chrome-no-hidden")
        image = None
        if self.render and image_wanted:
            image = await cpu.slow(
                hand_png, row.game, game.title, mine, secret, names, seat, reader
            )
        return HandView(text, image, choices, row.version)
