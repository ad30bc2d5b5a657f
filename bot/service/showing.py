"""Showing a table: the board after a move, a seat's choices and hand."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bot import aiseats, cpu, steps
from bot.position import Position
from bot.service import quiet_hours
from bot.service.last_turn import LastTurn
from bot.service.movelog import last_undoable, trailing_forced
from bot.service.values import (
    Player,
    Refused,
    Update,
    whose_turn,
)
from db import (
    SeatRow,
    TableRow,
    effective_moves,
)
from games.contract import (
    Decision,
    Event,
    Game,
    GameState,
)
from games.messages import Text, msg
from l10n import say, tr
from render import PhoneContext


class Showing(LastTurn):
    """What the adapters show: a table's update after a step, a seat's choices and hand,
    the whole board, the game list, the record."""

    async def _lobby_update(self, row: TableRow, headline: Text) -> Update:
        game = self._game(row)
        seats = await self.store.seats(row.id)
        listing: Text = ", ".join(s.display_name for s in seats) or msg("chrome-nobody")
        lobby = msg(
            "chrome-lobby",
            headline=headline,
            seated=len(seats),
            max=game.max_players,
            listing=listing,
            min=game.min_players,
        )
        return Update(
            table_id=row.id,
            version=row.version,
            game=row.game,
            title=game.title,
            status=row.status,
            headline=say(lobby, row.locale),
            players=self._players(seats),
        )

    async def _play_update(
        self,
        row: TableRow,
        game: Game[Any],
        position: Position,
        seats: list[SeatRow],
        events: list[Event],
        headline: Text,
        previous_to_move: tuple[str, ...],
        before: Position | None = None,
        away: tuple[str, ...] = (),
        ai_events: list[Event] | tuple[Event, ...] = (),
        picture: str | None = None,
        parts: steps.TurnParts | None = None,
    ) -> Update:
        """``picture``: the kind drawn ("board" or "phone"), default this service's;
        ``headline`` is written in the table's language. ``parts``: the board's parts when
        the click's own call computed them already."""
        names = self._names(seats)
        headline = say(headline, row.locale, names)
        by_seat = self._by_seat(seats)
        if parts is None:
            parts = await cpu.work(
                steps.turn_parts,
                row.game,
                row.status,
                position,
                names,
                before,
                self.render,
                locale=row.locale,
            )
        self._positions.put(row.id, (row.version, parts.position))  # with the answers it asked
        decision = parts.decision
        public = tuple(steps.words(e.text, names, row.locale) for e in events if e.public)
        private: dict[str, list[str]] = {}
        for e in [*events, *ai_events]:
            for s in e.visible_to or ():
                if not aiseats.is_ai(by_seat[s].user_id):  # an AI seat reads nothing
                    reader = by_seat[s].locale or row.locale
                    private.setdefault(by_seat[s].user_id, []).append(
                        steps.words(e.text, names, reader)
                    )
        shown = await self._shown_names(seats, row.locale)
        to_move = (
            tuple(Player(by_seat[s].user_id, shown[by_seat[s].user_id], s) for s in decision.seats)
            if decision
            else ()
        )
        if away:  # the AI seats moved since: the next human gets a new message and a ping
            previous_to_move = ()
        mention = tuple(
            p.user_id
            for p in to_move
            if p.user_id not in previous_to_move and not aiseats.is_ai(p.user_id)
        )
        pinged = {p.seat for p in to_move if p.user_id in mention and p.seat is not None}
        # a returning player's picture outlines every change since their own last move
        since, since_board = await self._since(row, game, pinged, names) if pinged else ((), None)
        prompt, choices, choices_private = parts.prompt, parts.choices, parts.choices_private
        result, scoreboard = parts.result, parts.scoreboard
        turn_line = whose_turn(to_move, prompt) if decision and not result else ""
        if not headline:
            if result:
                winners = tuple(names[w] for w in result.winners)
                headline = tr(row.locale, "chrome-game-over", winners=winners, count=len(winners))
            elif decision:
                headline = turn_line
        elif turn_line:
            headline = f"{headline} {turn_line}"
        new_message = (
            bool(mention)
            or decision is None
            or not previous_to_move
            or not {p.user_id for p in to_move} <= set(previous_to_move)
            or row.status != "playing"
        )
        turn_events = self._turn_log(row.id, row.version, public, new_message)
        context = PhoneContext(
            tuple(decision.seats) if decision else (),
            prompt,
            () if choices_private else parts.picture_choices,
            turn_events,
        )
        ai_public = tuple(steps.words(e.text, names) for e in ai_events if e.public)
        last = (public + ai_public)[-1] if public or ai_public else ""
        public += ai_public
        image = (
            await cpu.slow(
                steps.picture,
                picture or self.picture,
                row.game,
                game.title,
                parts.view,
                names,
                last,
                parts.previous if since_board is None else since_board,
                context,
                row.locale,
            )
            if self.render
            else None
        )
        undo_for = await self._undo_candidates(row, decision, seats) if decision else ()
        if result is not None:
            self._forget(row.id)
        return Update(
            table_id=row.id,
            version=row.version,
            game=row.game,
            title=game.title,
            status=row.status,
            headline=headline,
            events=public,
            image=image,
            players=tuple(replace(p, name=shown[p.user_id]) for p in self._players(seats)),
            to_move=to_move,
            mention=mention,
            choices=choices,
            prompt=prompt,
            simultaneous=parts.simultaneous,
            private={k: tuple(v) for k, v in private.items()},
            scoreboard=scoreboard,
            waiting_since=row.waiting_since,
            undo_allowed_for=undo_for,
            new_message=new_message,
            turn_events=turn_events,
            choices_private=choices_private,
            away=away,
            since=since,
        )

    async def _shown_names(self, seats: list[SeatRow], locale: str) -> dict[str, str]:
        """Each seated player's name as the table shows it: an away player's marked, in the
        table's language (issue 34; their reminders and idle clock wait meanwhile)."""
        people = [s.user_id for s in seats if not aiseats.is_ai(s.user_id)]
        prefs = await self.store.reminder_prefs(people)
        now = self.clock()
        return {
            s.user_id: tr(locale, "remind-away-mark", who=s.display_name)
            if quiet_hours.away(prefs.get(s.user_id), now)
            else s.display_name
            for s in seats
        }

    def _turn_log(
        self, table_id: int, version: int, lines: tuple[str, ...], new_message: bool, keep: int = 30
    ) -> tuple[str, ...]:
        """The public lines of the current turn message: this move's lines, after the
        earlier lines of the same message when that message is edited in place. Kept
        in memory only (after a restart the message shows the newest lines)."""
        earlier: tuple[str, ...] = ()
        if not new_message:
            known = self._turn_logs.get(table_id)
            if known is not None and known[0] < version:
                earlier = known[1]
        out = (earlier + lines)[-keep:]
        self._turn_logs.put(table_id, (version, out))
        return out

    async def board(
        self, table_id: int, picture: str | None = None, *, ping: bool = False
    ) -> Update:
        """The table now (a repost pings nobody; with ``ping``, for a board nobody has seen,
        the players to move), its picture of the ``picture`` kind ("board" or "phone";
        default this service's)."""
        row = await self._table(table_id)
        if row.status == "lobby":
            return await self._lobby_update(row, msg("chrome-lobby-waiting"))
        if row.status == "abandoned":
            game = self._game(row)
            abandoned = tr(row.locale, "chrome-abandoned")
            return Update(row.id, row.version, row.game, game.title, row.status, abandoned)
        game = self._game(row)
        state = await self._loaded(row, game)
        seats = await self._seats(row, state)
        if row.status == "finished" and row.result and row.result.get("resigned") is not None:
            return await self._resigned_update(row, game, state, seats, picture)
        # who is not pinged
        previous = () if ping else tuple(p.user_id for p in self._players(seats))
        known = self._turn_logs.get(table_id)
        lines = known[1] if known is not None and known[0] == row.version else ()
        update = await self._play_update(
            row, game, self._position(row, game, state), seats, [], "", previous, picture=picture
        )
        if row.status == "playing":  # a finished table is not kept (`_forget`)
            self._turn_logs.put(table_id, (row.version, lines))
        return replace(update, new_message=True, turn_events=lines)

    async def full_board(self, table_id: int) -> bytes | None:
        """The whole public board picture now (the per-move picture may be the phone one)."""
        row = await self._table(table_id)
        if row.status == "lobby":
            raise Refused(msg("chrome-game-not-started"))
        if not self.render:
            return None
        game = self._game(row)
        state = await self._loaded(row, game)
        names = self._names(await self._seats(row, state))

        return await cpu.slow(
            steps.state_picture, "board", row.game, game, state, names, "", row.locale
        )

    async def _undo_candidates(
        self, row: TableRow, decision: Decision | None, seats: list[SeatRow]
    ) -> tuple[str, ...]:
        if decision is None:
            return ()
        tail = await self._tail(row)
        rows = tail.rows
        standing = effective_moves(rows)
        if not tail.whole and trailing_forced(standing) >= len(standing):
            rows = await self.store.moves(row.id)  # the tail cannot tell: read the log this once
        last = last_undoable(rows, decision)
        if last is None:
            return ()
        return tuple(s.user_id for s in seats if s.seat == last.seat)

    async def _resigned_update(
        self,
        row: TableRow,
        game: Game[Any],
        state: GameState,
        seats: list[SeatRow],
        picture: str | None = None,
    ) -> Update:
        names = self._names(seats)
        res = row.result or {}
        seat = res["resigned"]
        winners = res.get("winners") or []
        text = tr(row.locale, "chrome-resigned", who=names[seat])
        if winners:
            who = tuple(names[w] for w in winners)
            text += " " + tr(row.locale, "chrome-resigned-winners", winners=who, count=len(who))
        lines = [tr(row.locale, "chrome-standing-resigned")] + [
            tr(
                row.locale,
                "chrome-standing-line",
                place=i + 1,
                who=names[s],
                vp=res["totals"][str(s)],
            )
            for i, s in enumerate(res["ranking"])
        ]
        image = None
        if self.render:
            image = await cpu.slow(
                steps.state_picture,
                picture or self.picture,
                row.game,
                game,
                state,
                names,
                text,
                row.locale,
            )
        return Update(
            row.id,
            row.version,
            row.game,
            game.title,
            "finished",
            text,
            (text,),
            image,
            self._players(seats),
            scoreboard="\n".join(lines),
        )
