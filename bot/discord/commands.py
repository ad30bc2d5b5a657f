"""The slash commands: one cog, each command defers, calls the service, sends the result.

Public results are posted as new board messages; the command's own (deferred,
ephemeral) answer carries refusals, private lines or a short acknowledgement.
"""

from __future__ import annotations

import io
import re
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands
from pydantic import BaseModel

from bot import option_check, rules_words
from bot.discord.callback import acknowledge
from bot.discord.components import choice_view, cut, frozen
from bot.discord.guard import answer_privately, check_can_post
from bot.discord.language import reader, refusal_text
from bot.discord.present import (
    MAX_CONTENT,
    ephemeral,
    history_message,
    history_pages,
    is_admin,
    log,
    png,
    replay_message,
    run,
    user_id,
)
from bot.limits import MAX_FILE_BYTES
from bot.tables import Refused
from games import get as get_game
from games.contract import Game, rule_variants
from l10n import pick_locale, tr

if TYPE_CHECKING:
    from bot.tables import TableService
    from db import TableRow

LANGUAGE_CHOICES = [
    app_commands.Choice(name="English", value="en"),
    app_commands.Choice(name="Deutsch", value="de"),
    app_commands.Choice(name="Italiano", value="it"),
]
"""Each language by its own name, the same in every client (so no translation)."""


def table_language(interaction: discord.Interaction) -> str:
    """A new table's language when the host names none: the server's when it is German or
    Italian, else English (a server that is not a Community server reports en-US)."""
    return pick_locale(interaction.guild_locale) if interaction.guild_locale else "en"


_PAIR = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(\"[^\"]*\"|'[^']*'|[^\s,;]+)")


def parse_options(text: str | None, locale: str = "en") -> dict[str, str]:
    """``"many_piles=true deck_size=20"`` (spaces, commas or semicolons between) -> dict;
    a refusal in ``locale``."""
    text = (text or "").strip()
    if not text:
        return {}
    out: dict[str, str] = {}
    pos = 0
    for m in _PAIR.finditer(text):
        if text[pos : m.start()].strip(" ,;"):
            near = repr(text[pos : m.start()].strip())
            raise Refused(tr(locale, "discord-options-bad", near=near))
        value = m.group(2)
        if value[:1] in "\"'":
            value = value[1:-1]
        out[m.group(1)] = value
        pos = m.end()
    if text[pos:].strip(" ,;"):
        raise Refused(tr(locale, "discord-options-bad", near=repr(text[pos:].strip())))
    return out


def check_options(slug: str, raw: dict[str, str], locale: str = "en") -> dict[str, str]:
    """Unknown keys and bad values are refused before anything is created."""
    game = get_game(slug)
    fields = game.Options.model_fields
    unknown = [k for k in raw if k not in fields]
    if unknown:
        known = ", ".join(fields) or tr(locale, "discord-none")
        raise Refused(
            tr(
                locale,
                "discord-options-unknown",
                game=game.title,
                unknown=", ".join(unknown),
                known=known,
            )
        )
    option_check.check_options(game, raw)  # a value the option does not take
    return raw


def describe_options(slug: str, locale: str = "en") -> str:
    game = get_game(slug)
    return options_text(game.Options, locale, game)


def options_text(model: type[BaseModel], locale: str = "en", game: Game[Any] | None = None) -> str:
    """Each option with its default; the rule variants apart, under their own heading.
    The help lines are ``game``'s in the reader's language (rules.ftl), else the model's."""
    fields = model.model_fields
    if not fields:
        return tr(locale, "discord-options-none")
    variants = rule_variants(model)
    lines: dict[bool, list[str]] = {True: [], False: []}
    for key, field in fields.items():
        line = f"`{key}={field.default!r}`".replace("'", "")
        help_ = rules_words.option_help(game, key, locale) if game else field.description
        lines[key in variants].append(f"• {line}: {help_}" if help_ else f"• {line}")
    text = tr(locale, "discord-options-head")
    text += "".join(f"\n{line}" for line in lines[False])
    if lines[True]:
        text += "\n" + tr(locale, "discord-options-variants")
        text += "".join(f"\n{line}" for line in lines[True])
    return text


class Tables(commands.Cog):
    """Table games in this channel: lobby, play, history."""

    def __init__(self, service: TableService) -> None:
        self.service = service  # the cog needs only the service: no import of the bot class

    async def _table_id(self, interaction: discord.Interaction) -> int:
        row = await self.service.table_in_channel(str(interaction.channel_id))
        return row.id

    async def _simple(
        self, interaction: discord.Interaction, make, ack: str = "discord-done"
    ) -> None:
        """Defer privately, find the channel's table, call the service, post the update;
        ``ack`` is the catalogue id of the private acknowledgement.

        The bot's permissions to post here are checked first: nothing is changed in a
        channel where the result could not be shown.
        """
        await acknowledge(interaction, ephemeral=True, thinking=True)

        async def call():
            check_can_post(interaction)
            return await make(await self._table_id(interaction))

        await run(interaction, call, ack=tr(reader(interaction), ack))

    # -- autocomplete -------------------------------------------------------------------
    async def game_autocomplete(self, interaction: discord.Interaction, current: str):
        current = current.lower().strip()
        out = [
            app_commands.Choice(name=cut(f"{title} ({slug})", 100), value=slug)
            for slug, title in self.service.game_slugs()
            if current in slug.lower() or current in title.lower()
        ]
        return out[:25]

    # -- lobby ----------------------------------------------------------------------------
    @app_commands.command(name="newgame")
    @app_commands.guild_only()
    @app_commands.describe(
        game="Which game to open a table for",
        options="Optional key=value pairs; empty = the defaults (/rules GAME lists them)",
        seat_order="random (default) or joined: seats in joining order",
        reminder_hours="Remind idle players after this many hours (0 = never)",
        thread="Open the table in a new thread of this channel",
        language="The table's language (default: the server's when German or Italian)",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @app_commands.autocomplete(game=game_autocomplete)
    async def newgame(
        self,
        interaction: discord.Interaction,
        game: str,
        options: str | None = None,
        seat_order: Literal["random", "joined"] = "random",
        reminder_hours: app_commands.Range[float, 0, 720] | None = None,
        thread: bool = False,
        language: str | None = None,
    ) -> None:
        """Open a table for a game in this channel (or a new thread)."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        locale = reader(interaction)
        table_locale = language or table_language(interaction)
        try:
            check_can_post(interaction, new_thread=thread)
        except Refused as exc:
            await ephemeral(interaction, refusal_text(exc, locale))
            return
        slugs = dict(self.service.game_slugs())
        if game not in slugs:  # autocomplete only suggests; check again on submit
            games = ", ".join(slugs) or tr(locale, "discord-none")
            await ephemeral(
                interaction, tr(locale, "discord-no-game", game=repr(game), games=games)
            )
            return
        try:
            raw = check_options(game, parse_options(options, locale), locale)
        except Refused as exc:
            await ephemeral(interaction, refusal_text(exc, locale))
            return
        channel_id = interaction.channel_id
        if thread:
            channel = interaction.channel
            if not isinstance(channel, discord.TextChannel):
                await ephemeral(interaction, tr(locale, "discord-thread-only-text"))
                return
            try:
                made = await channel.create_thread(
                    name=cut(tr(table_locale, "discord-thread-name", title=slugs[game]), 100),
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=10080,
                )
            except discord.HTTPException:
                await ephemeral(interaction, tr(locale, "discord-thread-failed"))
                return
            channel_id = made.id
        uid, name = user_id(interaction), interaction.user.display_name
        await run(
            interaction,
            lambda: self.service.new_table(
                guild_id=str(interaction.guild_id),
                channel_id=str(channel_id),
                user_id=uid,
                name=name,
                game=game,
                options=raw,
                seat_order=seat_order,
                reminder_hours=reminder_hours,
                locale=table_locale,
            ),
            channel_id=channel_id,
            ack=tr(locale, "discord-ack-opened", channel=f"<#{channel_id}>"),
        )

    @app_commands.command(name="join")
    @app_commands.guild_only()
    async def join(self, interaction: discord.Interaction) -> None:
        """Sit down at the table in this channel."""
        name = interaction.user.display_name
        await self._simple(
            interaction,
            lambda t: self.service.join(t, user_id(interaction), name),
            "discord-ack-joined",
        )

    @app_commands.command(name="leave")
    @app_commands.guild_only()
    async def leave(self, interaction: discord.Interaction) -> None:
        """Leave the table in this channel before the game starts."""
        await self._simple(
            interaction,
            lambda t: self.service.leave(t, user_id(interaction)),
            "discord-ack-left",
        )

    @app_commands.command(name="start")
    @app_commands.guild_only()
    async def start(self, interaction: discord.Interaction) -> None:
        """Start the game (the host, or someone with Manage Server)."""
        await self._simple(
            interaction,
            lambda t: self.service.start(t, user_id(interaction), is_admin=is_admin(interaction)),
            "discord-ack-started",
        )

    @app_commands.command(name="addbot")
    @app_commands.guild_only()
    @app_commands.describe(level="How well the AI plays: easy, normal (the default) or strong")
    async def addbot(
        self,
        interaction: discord.Interaction,
        level: Literal["easy", "normal", "strong"] = "normal",
    ) -> None:
        """Seat an AI player at the table in this channel (before the game starts)."""
        await self._simple(
            interaction,
            lambda t: self.service.add_bot(
                t, user_id(interaction), level, is_admin=is_admin(interaction)
            ),
            "discord-ack-bot",
        )

    @app_commands.command(name="replace")
    @app_commands.guild_only()
    @app_commands.describe(
        old="The player whose seat is handed over",
        new="The member who takes the seat",
        bot="Or: an AI of this level takes the seat",
    )
    async def replace(
        self,
        interaction: discord.Interaction,
        old: discord.User,
        new: discord.User | None = None,
        bot: Literal["easy", "normal", "strong"] | None = None,
    ) -> None:
        """Hand a seat to another member or to an AI, at any time (the host, or Manage Server)."""
        if new is not None and new.bot:
            await interaction.response.send_message(
                tr(reader(interaction), "discord-bot-account"), ephemeral=True
            )
            return
        await self._simple(
            interaction,
            lambda t: self.service.replace(
                t,
                user_id(interaction),
                str(old.id),
                new_user=str(new.id) if new else None,
                new_name=new.display_name if new else None,
                level=bot,
                is_admin=is_admin(interaction),
            ),
            "discord-ack-replaced",
        )

    # -- play -----------------------------------------------------------------------------
    @app_commands.command(name="board")
    @app_commands.guild_only()
    @app_commands.describe(full="Show me the whole board picture privately instead")
    async def board(self, interaction: discord.Interaction, full: bool = False) -> None:
        """Post the current board again (with its buttons), or the whole board privately."""
        if full:
            await acknowledge(interaction, ephemeral=True, thinking=True)
            locale = reader(interaction)
            try:
                image = await self.service.full_board(await self._table_id(interaction))
            except Refused as exc:
                await ephemeral(interaction, refusal_text(exc, locale))
                return
            await interaction.followup.send(
                tr(locale, "discord-whole-board" if image else "discord-no-picture"),
                files=png(image, "full-board.png"),
                ephemeral=True,
            )
            return
        await self._simple(interaction, self.service.board, "discord-ack-board")

    @app_commands.command(name="hand")
    @app_commands.guild_only()
    async def hand(self, interaction: discord.Interaction) -> None:
        """Your private view (hand, screen) and your choices; only you see it."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        locale = reader(interaction)
        try:
            table = await self._table_id(interaction)
            hand = self.service.hand
            view = await hand(table, user_id(interaction), locale=locale)
        except Refused as exc:
            await ephemeral(interaction, refusal_text(exc, locale))
            return
        kwargs: dict = {"files": png(view.image, "hand.png"), "ephemeral": True}
        buttons = (
            frozen(choice_view(table, view.version, view.choices, undo=view.undo, locale=locale))
            if view.choices
            else None
        )
        if buttons is not None:
            kwargs["view"] = buttons
        await interaction.followup.send(view.text[:MAX_CONTENT], **kwargs)

    @app_commands.command(name="undo")
    @app_commands.guild_only()
    async def undo(self, interaction: discord.Interaction) -> None:
        """Take back your last choice of this turn (not across a draw or a reveal)."""
        await self._simple(
            interaction,
            lambda t: self.service.undo(t, user_id(interaction), locale=reader(interaction)),
            "discord-ack-undone",
        )

    @app_commands.command(name="resign")
    @app_commands.guild_only()
    async def resign(self, interaction: discord.Interaction) -> None:
        """Resign: the game ends, you rank last (or ask the host to /replace you with an AI)."""
        resign = self.service.resign
        locale = reader(interaction)
        await self._simple(
            interaction,
            lambda t: resign(t, user_id(interaction), locale=locale),
            "discord-ack-resigned",
        )

    @app_commands.command(name="abandon")
    @app_commands.guild_only()
    async def abandon(self, interaction: discord.Interaction) -> None:
        """Close the table without a result (the host, or someone with Manage Server)."""
        await self._simple(
            interaction,
            lambda t: self.service.abandon(t, user_id(interaction), is_admin=is_admin(interaction)),
            "discord-ack-abandoned",
        )

    @app_commands.command(name="reminder")
    @app_commands.guild_only()
    @app_commands.describe(
        hours="Remind idle players after this many hours (0 turns reminders off)"
    )
    async def reminder(
        self, interaction: discord.Interaction, hours: app_commands.Range[float, 0, 720]
    ) -> None:
        """Set how often idle players are reminded (the host, or Manage Server)."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        locale = reader(interaction)
        call = self.service.set_reminder
        try:
            table = await self._table_id(interaction)
            text = await call(
                table,
                user_id(interaction),
                hours,
                is_admin=is_admin(interaction),
                locale=locale,
            )
        except Refused as exc:
            text = refusal_text(exc, locale)
        await ephemeral(interaction, text)

    @app_commands.command(name="idleclock")
    @app_commands.guild_only()
    @app_commands.describe(
        hours="After this many hours without a move the AI plays that turn (0 = off)"
    )
    async def idleclock(
        self, interaction: discord.Interaction, hours: app_commands.Range[float, 0, 720]
    ) -> None:
        """Let the AI play the turn of a player idle this long (the host, or Manage Server)."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        locale = reader(interaction)
        call = self.service.set_idle_clock
        try:
            table = await self._table_id(interaction)
            text = await call(
                table,
                user_id(interaction),
                hours,
                is_admin=is_admin(interaction),
                locale=locale,
            )
        except Refused as exc:
            text = refusal_text(exc, locale)
        await ephemeral(interaction, text)

    @app_commands.command(name="language")
    @app_commands.guild_only()
    @app_commands.describe(language="The table's new language")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def change_language(self, interaction: discord.Interaction, language: str) -> None:
        """Change the language of this channel's table (the host, or Manage Server)."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        set_language = self.service.set_language
        try:
            table = await self._table_id(interaction)
            text = await set_language(
                table, user_id(interaction), language, is_admin=is_admin(interaction)
            )
        except Refused as exc:
            text = refusal_text(exc, reader(interaction))
        await ephemeral(interaction, text)

    # -- reading --------------------------------------------------------------------------
    @app_commands.command(name="games")
    @app_commands.guild_only()
    async def games(self, interaction: discord.Interaction) -> None:
        """The open tables in this server and whose turn it is."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        locale = reader(interaction)
        tables = await self.service.games_in_guild(str(interaction.guild_id))
        if not tables:
            await ephemeral(interaction, tr(locale, "discord-no-tables"))
            return
        lines = []
        for t in tables:
            line = f"<#{t.channel_id}> **{t.title}**"
            if t.damaged:
                line += " — " + tr(locale, "discord-table-damaged")
            elif t.status == "lobby":
                line += " — " + tr(locale, "discord-table-waiting", count=len(t.players))
            elif t.to_move:
                who = tuple(p.name for p in t.to_move)
                line += " — " + tr(locale, "discord-table-to-move", who=who)
                if t.waiting_since:
                    since = f"<t:{int(t.waiting_since)}:R>"
                    line += " " + tr(locale, "discord-table-since", since=since)
            lines.append(line)
        await ephemeral(interaction, "\n".join(lines))

    @app_commands.command(name="history")
    @app_commands.guild_only()
    @app_commands.describe(move="Show the board after this move (0 = the start)")
    async def history(
        self,
        interaction: discord.Interaction,
        move: app_commands.Range[int, 0, 100000] | None = None,
    ) -> None:
        """The game record of this channel's table, and the board after a move."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        locale = reader(interaction)
        try:
            row = await self._table_any(interaction)
            if row.status == "finished":  # a replay: buttons over its boards
                await self._finished_history(interaction, row.id, move, locale)
                return
            table = row.id
            entries, image = await self.service.history(table, move, locale=locale)
        except Refused as exc:
            await ephemeral(interaction, refusal_text(exc, locale))
            return
        pages = history_pages(entries, locale=locale)
        page = len(pages) - 1
        if move:
            page = next((i for i, p in enumerate(pages) if p[0] <= move <= p[1]), page)
        content, view = history_message(table, pages, page, locale)
        kwargs: dict = {
            "files": png(image, f"after-move-{move}.png"),
            "ephemeral": True,
            "allowed_mentions": discord.AllowedMentions.none(),
        }
        if view is not None:
            kwargs["view"] = view
        await interaction.followup.send(content, **kwargs)

    async def _finished_history(
        self, interaction: discord.Interaction, table: int, move: int | None, locale: str
    ) -> None:
        """A finished game's /history: the board after ``move`` (default: the last) with
        buttons over the boards."""
        shown = await self.service.replay(table, move, locale=locale)
        content, view, files = replay_message(table, shown, locale)
        await interaction.followup.send(
            content,
            files=files,
            view=view,
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @app_commands.command(name="export")
    @app_commands.guild_only()
    async def export(self, interaction: discord.Interaction) -> None:
        """The record of this channel's finished game as a file, to replay it anywhere."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        locale = reader(interaction)
        try:
            name, data = await self.service.export((await self._table_any(interaction)).id)
        except Refused as exc:
            await ephemeral(interaction, refusal_text(exc, locale))
            return
        if len(data) > MAX_FILE_BYTES:
            too_large = tr(locale, "replay-export-too-large", size=len(data), limit=MAX_FILE_BYTES)
            await ephemeral(interaction, too_large)
            return
        await interaction.followup.send(
            tr(locale, "replay-export-sent", file=name),
            file=discord.File(io.BytesIO(data), filename=name),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def _table_any(self, interaction: discord.Interaction) -> TableRow:
        """The open table of this channel, else the channel's most recent closed one."""
        try:
            return await self.service.table_in_channel(str(interaction.channel_id))
        except Refused:
            channel = str(interaction.channel_id)
            rows = await self.service.tables_of_guild(str(interaction.guild_id), open_only=False)
            mine = [r for r in rows if r.channel_id == channel]
            if not mine:
                raise
            return mine[-1]

    @app_commands.command(name="rules")
    @app_commands.describe(game="Which game (default: the table in this channel)")
    @app_commands.autocomplete(game=game_autocomplete)
    async def rules(self, interaction: discord.Interaction, game: str | None = None) -> None:
        """A short description of a game: title, players, options."""
        await acknowledge(interaction, ephemeral=True, thinking=True)
        locale = reader(interaction)
        slugs = dict(self.service.game_slugs())
        if game is None and interaction.guild_id:
            try:
                game = (await self.service.table_in_channel(str(interaction.channel_id))).game
            except Refused:
                game = None
        if game is None or game not in slugs:
            games = ", ".join(slugs) or tr(locale, "discord-none")
            said = (
                tr(locale, "discord-no-game", game=repr(game), games=games)
                if game
                else tr(locale, "discord-games", games=games)
            )
            await ephemeral(interaction, said)
            return
        g = get_game(game)
        text = tr(
            locale,
            "discord-rules-head",
            title=g.title,
            slug=game,
            low=g.min_players,
            high=g.max_players,
        )
        if about := rules_words.summary(g, locale):
            text += f"\n{about}"
        text += f"\n{describe_options(game, locale)}"
        await ephemeral(interaction, text)

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        log.error(
            "command %s failed", interaction.command and interaction.command.name, exc_info=error
        )
        # it may have failed after a commit: no "nothing changed"
        await answer_privately(interaction, tr(reader(interaction), "discord-unexpected"))
