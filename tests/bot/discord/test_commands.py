"""Slash commands, autocomplete, threads, reminders and start-up."""

import pytest

import games
from bot.discord.commands import parse_options
from bot.tables import Refused
from devkit.harness import APP_ID, CHANNEL, GUILD, make_harness, uid
from tests.bot.discord.test_play import cid, only, pinged, started


def autocomplete_choices(out) -> list[dict]:
    response = only(out, "response")
    assert response.payload["type"] == 8  # APPLICATION_COMMAND_AUTOCOMPLETE_RESULT
    return response.payload["data"]["choices"]


async def test_autocomplete_lists_the_registry(h):
    out = await h.command(1, "newgame", focused="game", game="")
    assert [c["value"] for c in autocomplete_choices(out)] == list(games.registry())
    assert "peek-and-pile" in list(games.registry())
    out = await h.command(1, "newgame", focused="game", game="PEEK")
    assert [c["value"] for c in autocomplete_choices(out)] == ["peek-and-pile"]
    out = await h.command(1, "newgame", focused="game", game="chess")
    assert autocomplete_choices(out) == []
    out = await h.command(1, "rules", focused="game", game="pile")
    assert [c["value"] for c in autocomplete_choices(out)] == ["peek-and-pile"]


async def test_a_bogus_slug_is_refused_on_submit(h, service):
    out = await h.command(1, "newgame", game="chess")
    assert not [s for s in out if s.kind == "message"]
    assert all(s.ephemeral for s in out) and "no game 'chess'" in out[-1].content
    assert "peek-and-pile" in out[-1].content
    assert await service.store.count_tables() == 0


async def test_newgame_options_are_validated_by_the_game(h, service):
    out = await h.command(1, "newgame", game="peek-and-pile", options="colour=red")
    assert all(s.ephemeral for s in out) and "no option colour" in out[-1].content
    assert "deck_size" in out[-1].content
    out = await h.command(1, "newgame", game="peek-and-pile", options="deck_size=huge")
    assert all(s.ephemeral for s in out) and out[-1].content == (
        "Peek & Pile (test game) cannot play with deck_size='huge': deck_size takes a whole number."
    )
    out = await h.command(1, "newgame", game="peek-and-pile", options="deck_size")
    assert all(s.ephemeral for s in out) and "key=value" in out[-1].content
    assert await service.store.count_tables() == 0

    out = await h.command(
        1,
        "newgame",
        game="peek-and-pile",
        options="deck_size=20, many_piles=yes",
        seat_order="joined",
        reminder_hours=2.5,
    )
    lobby = only(out, "message")
    assert "Anna opened a table" in lobby.content and not lobby.ephemeral
    assert [c.split(":")[-1] for c in lobby.custom_ids] == ["join", "leave", "start"]
    row = await service.store.get_table(1)
    assert row.options == {"deck_size": 20, "many_piles": True}
    assert (
        row.seat_order == "joined"
        and row.reminder_seconds == 9000
        and row.channel_id == str(CHANNEL)
    )
    assert row.guild_id == str(GUILD) and row.host_id == str(uid(1))


def test_parse_options():
    assert parse_options("") == {}
    assert parse_options("a=1 b=two;c='x y', d=\"z\"") == {
        "a": "1",
        "b": "two",
        "c": "x y",
        "d": "z",
    }
    with pytest.raises(Refused):
        parse_options("a=1 junk")


async def test_newgame_in_a_new_thread(h, service):
    out = await h.command(1, "newgame", game="peek-and-pile", thread=True)
    made = [s for s in out if s.path.endswith("/threads")]
    assert len(made) == 1 and made[0].path == f"/channels/{CHANNEL}/threads"
    thread_id = made[0].channel_id
    lobby = only(out, "message")
    assert lobby.path == f"/channels/{thread_id}/messages"
    assert (await service.store.get_table(1)).channel_id == str(thread_id)
    assert f"<#{thread_id}>" in out[-1].content and out[-1].ephemeral
    out = await h.command(1, "newgame", game="peek-and-pile", thread=True)  # the channel stays free
    assert (await service.store.get_table(2)).channel_id != str(CHANNEL)


async def test_lobby_buttons_join_and_start(h, service):
    await h.command(1, "newgame", game="peek-and-pile", seat_order="joined")
    lobby = h.fake.last_board()
    out = await h.click(2, lobby, cid(lobby, ":lobby:join"))
    lobby = only(out, "message")
    assert "Ben joined" in lobby.content
    out = await h.click(2, lobby, cid(lobby, ":lobby:start"))  # not the host
    assert only(out, "followup").ephemeral and "Only the host" in out[-1].content
    out = await h.click(1, lobby, cid(lobby, ":lobby:start"))
    board = only(out, "message")
    assert "The game begins" in board.content and pinged(board) == {uid(1)}


async def test_board_reposts_without_pinging_and_retires_the_old_one(h):
    board = await started(h)
    out = await h.command(2, "board")
    new = only(out, "message")
    assert pinged(new) == set() and new.custom_ids == board.custom_ids
    assert only(out, "edit").message_id == board.message_id
    assert out[-1].ephemeral


async def test_games_lists_tables_whose_turn_and_since_when(h, service):
    await started(h)
    out = await h.command(2, "games")
    text = out[-1].content
    assert out[-1].ephemeral and f"<#{CHANNEL}>" in text and "Anna to move" in text
    since = (await service.store.get_table(1)).waiting_since
    assert f"<t:{int(since)}:R>" in text
    assert out[-1].payload["allowed_mentions"] == {"parse": []}


async def test_history_is_paged_and_shows_the_board_after_a_move(hr):
    board = await started(hr)
    for _ in range(20):  # Anna and Ben draw in turn
        user = 1 if f"<@{uid(1)}>" in board.content else 2
        out = await hr.click(user, board, cid(board, ":c:draw"))
        board = only(out, "message")
        if not [c for c in board.custom_ids if c.endswith(":c:draw")]:
            break
    out = await hr.command(2, "history", move=1)
    record = out[-1]
    assert record.ephemeral and "1. Anna draws a card.\n2. Ben draws a card." in record.content
    assert record.files and record.files[0][1].startswith(b"\x89PNG")
    assert "You drew" not in record.content

    from bot.discord.present import history_message
    from devkit.harness import Sent

    content, view = history_message(1, [(1, 1, "page one"), (2, 2, "page two")], 1)
    paged = Sent(
        "webhook",
        "POST",
        "/webhooks/x/y",
        {"content": content, "flags": 64, "components": view.to_components()},
        message_id=hr.fake.next_id(),
        channel_id=CHANNEL,
    )
    out = await hr.click(2, paged, "h:1:p:0")
    edited = only(out, "edit_original")
    assert (
        edited.content.startswith("Game record, moves 1-")
        and "1. Anna draws a card." in edited.content
    )
    assert edited.components == []  # the real record fits one page


async def test_history_pages_fit_discord(h, service):
    from bot.discord.present import history_message, history_pages
    from bot.tables import LogEntry

    entries = [
        LogEntry(i, 0, "Anna", "draw", (f"Anna draws card number {i} of a long game.",))
        for i in range(1, 121)
    ]
    pages = history_pages(entries)
    assert len(pages) > 1 and all(len(text) <= 1900 for _, _, text in pages)
    assert [p[0] for p in pages][0] == 1 and pages[-1][1] == 120
    assert all(a[1] + 1 == b[0] for a, b in zip(pages, pages[1:], strict=False))
    content, view = history_message(7, pages, 0)
    assert len(content) <= 2000 and [i.custom_id for i in view.children] == ["h:7:p:1"]


async def test_reminder_pings_the_players_to_move_with_a_relative_time(h, service, clock):
    await started(h)
    out = await h.command(1, "reminder", hours=1.0)
    assert out[-1].ephemeral and "every hour" in out[-1].content
    assert await h.bot.send_reminders() == 0
    clock.now += 3601
    mark = h.fake.mark()
    assert await h.bot.send_reminders() == 1
    msg = only(h.fake.since(mark), "message")
    since = (await service.store.get_table(1)).waiting_since
    assert f"<t:{int(since)}:R>" in msg.content and f"<@{uid(1)}>" in msg.content
    assert pinged(msg) == {uid(1)} and msg.path == f"/channels/{CHANNEL}/messages"
    assert await h.bot.send_reminders() == 0  # not again until the next interval
    out = await h.command(2, "reminder", hours=0.0)  # not the host
    assert "Only the host" in out[-1].content and out[-1].ephemeral


async def test_rules_describes_the_game_without_links(h):
    out = await h.command(1, "rules", game="peek-and-pile")
    text = out[-1].content
    assert (
        out[-1].ephemeral
        and "Peek & Pile" in text
        and "1-4 players" in text
        and "deck_size" in text
    )
    assert "http" not in text
    out = await h.command(1, "rules", game="chess")
    assert "no game 'chess'" in out[-1].content


def test_rules_lists_each_option_with_its_default_and_the_rule_variants_apart():
    """Issue 31.6: /rules coimbra says the defaults, and puts the 8 rule variants under their
    own heading after the options a table may want to change (Lorenzo's leaders)."""
    from bot.discord.commands import options_text
    from games.coimbra.options import CoimbraOptions
    from games.lorenzo.options import LorenzoOptions

    text = options_text(CoimbraOptions)
    assert "Rule variants (keep these defaults to play by the rulebook):" in text
    variants = text.split("Rule variants")[1]
    assert variants.count("\n• `") == 8 and "`tanger_any_disc=False`" in variants
    text = options_text(LorenzoOptions)
    main, variants = text.split("Rule variants")
    assert "`leaders=False`" in main and "`no_overspend=True`" in variants


async def test_setup_hook_registers_items_and_syncs_to_the_dev_guild(
    service, tmp_path, monkeypatch
):
    h = await make_harness(service, tmp_path, monkeypatch, dev_guild=GUILD)
    synced = [s for s in h.fake.sent if s.method == "PUT"]
    assert [s.path for s in synced] == [f"/applications/{APP_ID}/guilds/{GUILD}/commands"]
    names = {c["name"] for c in synced[0].payload["items"]}
    assert names == {
        "newgame",
        "join",
        "leave",
        "start",
        "addbot",
        "replace",
        "board",
        "hand",
        "undo",
        "resign",
        "abandon",
        "games",
        "history",
        "reminder",
        "idleclock",
        "rules",
        "language",
        "stats",
        "export",
        "watch",
        "unwatch",
        "remindme",
    }
    newgame = next(c for c in synced[0].payload["items"] if c["name"] == "newgame")
    assert next(o for o in newgame["options"] if o["name"] == "game")["autocomplete"] is True
    assert len(h.bot._connection._view_store._dynamic_items) == 11


async def test_setup_hook_starts_the_reminder_task_and_close_stops_it(
    service, tmp_path, monkeypatch
):
    h = await make_harness(service, tmp_path, monkeypatch, keep_reminders=True)
    assert h.bot.reminders.is_running()
    assert [s.path for s in h.fake.sent if s.method == "PUT"] == [
        f"/applications/{APP_ID}/commands"
    ]
    await h.bot.close()
    assert not h.bot.reminders.is_running() or h.bot.reminders.is_being_cancelled()


async def test_run_bot_needs_a_token(service, tmp_path):
    from bot.discord import run_bot
    from devkit.harness import settings

    with pytest.raises(ValueError, match="DISCORD_TOKEN"):
        await run_bot(service, settings(tmp_path))
