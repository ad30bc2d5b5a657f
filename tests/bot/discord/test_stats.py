"""/stats through the adapter with real discord.py objects (issue 34): a private answer in
the clicker's language, another member's record, one game, the AI left out, the command's
options as Discord receives them."""

from devkit.harness import APP_ID, GUILD, Member, make_harness
from tests.bot.discord.test_play import only, started


async def finish(h, service) -> None:
    """A two-player game opened and started through the adapter, played out through the
    service (the moves are not what these tests are about)."""
    await started(h)
    (row,) = await service.tables_of_guild(str(GUILD))
    upd = await service.board(row.id)
    while upd.status == "playing":
        upd = await service.act(row.id, upd.to_move[0].user_id, upd.version, upd.choices[-1].id)


async def test_stats_answers_privately_with_the_record_and_the_standings(h, service):
    out = await h.command(1, "stats")
    answer = out[-1]
    assert answer.ephemeral and answer.content == (
        "No finished game is recorded in this server yet."
    )
    await finish(h, service)
    (row,) = await service.tables_of_guild(str(GUILD), open_only=False)
    assert row.status == "finished"
    out = await h.command(1, "stats")
    answer = out[-1]
    assert answer.ephemeral and not [s for s in out if s.kind == "message"]
    assert answer.content.startswith(
        "**Anna** in this server:\nPeek & Pile (test game): one game, "
    )
    assert "**Standings in Peek & Pile (test game)**\n1. " in answer.content
    assert answer.payload["allowed_mentions"] == {"parse": []}
    out = await h.command(1, "stats", player=Member(2), game="peek-and-pile", include_ai=False)
    text = out[-1].content
    assert (
        text.startswith("**Ben** in this server:") and "Games with AI players are left out." in text
    )
    out = await h.command(2, "stats", game="chess")
    assert out[-1].ephemeral and out[-1].content.startswith("There is no game chess.")


async def test_stats_answers_in_the_clickers_language(h, service):
    await finish(h, service)
    payload = h.fake.command_payload(2, "stats")
    payload["locale"] = "de"
    mark = h.fake.mark()
    await h.dispatch(payload)
    answer = h.fake.since(mark)[-1]
    assert answer.ephemeral and answer.content.startswith("**Ben** auf diesem Server:\n")
    assert "durchschnittlicher Platz" in answer.content
    payload = h.fake.command_payload(1, "stats", game="chess")
    payload["locale"] = "it"
    mark = h.fake.mark()
    await h.dispatch(payload)
    assert h.fake.since(mark)[-1].content.startswith("Non esiste il gioco chess.")


async def test_the_stats_command_is_synced_with_its_options(service, tmp_path, monkeypatch):
    h = await make_harness(service, tmp_path, monkeypatch, dev_guild=GUILD)
    (synced,) = [s for s in h.fake.sent if s.method == "PUT"]
    assert synced.path == f"/applications/{APP_ID}/guilds/{GUILD}/commands"
    stats = next(c for c in synced.payload["items"] if c["name"] == "stats")
    options = {o["name"]: o for o in stats["options"]}
    assert [(o["name"], o["type"], o.get("required", False)) for o in stats["options"]] == [
        ("player", 6, False),
        ("game", 3, False),
        ("include_ai", 5, False),
    ]
    assert options["game"]["autocomplete"] is True
    assert all(len(o["description"]) <= 100 for o in stats["options"])
    out = await h.command(1, "stats", focused="game", game="pile")
    assert [c["value"] for c in only(out, "response").payload["data"]["choices"]] == [
        "peek-and-pile"
    ]
