"""/export and a finished game's /history through the adapter with real discord.py objects
(issue 34.4): the record as a private attachment that replays to the table's end, a
running game refused in the clicker's language with nothing attached; a finished game's
boards by first, previous, next and last."""

import json

from db import effective_moves
from devkit.harness import GUILD
from games import record_file
from tests.bot.discord.test_play import started
from tests.bot.discord.test_stats import finish


async def test_export_attaches_the_finished_games_record_privately(h, service):
    await finish(h, service)
    (row,) = await service.tables_of_guild(str(GUILD), open_only=False)
    out = await h.command(2, "export")
    answer = out[-1]
    assert answer.ephemeral and not [s for s in out if s.kind == "message"]
    assert answer.payload["allowed_mentions"] == {"parse": []}
    ((name, data),) = answer.files
    assert name == f"peek-and-pile-table-{row.id}.json"
    assert answer.content == f"The record of this game, for `python -m games replay {name}`."
    content = json.loads(data)
    assert (content["game"], content["seed"], content["players"]) == ("peek-and-pile", row.seed, 2)
    assert "Anna" not in data.decode() and "Ben" not in data.decode()  # no display names
    replayed = record_file.replay(record_file.loads(data))
    assert replayed.same_state and replayed.same_scores
    assert replayed.result["totals"] == row.result["totals"]


async def test_export_of_a_running_game_is_refused_in_the_clickers_language(h, service):
    await started(h)
    out = await h.command(1, "export")
    assert out[-1].ephemeral and not out[-1].files
    assert out[-1].content.startswith("Only a finished game can be exported.")
    payload = h.fake.command_payload(2, "export")
    payload["locale"] = "it"
    mark = h.fake.mark()
    await h.dispatch(payload)
    answer = h.fake.since(mark)[-1]
    assert answer.ephemeral and not answer.files
    assert answer.content.startswith("Si può esportare solo una partita finita.")


def _buttons(sent) -> dict[str, tuple[str, bool]]:
    """The message's history buttons: custom id -> (label, disabled)."""
    return {c["custom_id"]: (c["label"], c.get("disabled", False)) for c in sent.components}


async def test_history_of_a_finished_game_moves_through_its_boards(hr):
    service = hr.bot.service
    await finish(hr, service)
    (row,) = await service.tables_of_guild(str(GUILD), open_only=False)
    count = len(effective_moves(await service.store.moves(row.id)))
    out = await hr.command(1, "history")
    last = out[-1]
    assert last.ephemeral and last.content.startswith(f"The board after move {count} of {count}.")
    ((name, image),) = last.files
    assert name == f"after-move-{count}.png" and image.startswith(b"\x89PNG")
    t = row.id
    assert _buttons(last) == {
        f"h:{t}:f:0": ("First", False),
        f"h:{t}:b:{count - 1}": ("Previous", False),
        f"h:{t}:n:{count}": ("Next", True),
        f"h:{t}:l:{count}": ("Last", True),
    }
    out = await hr.click(1, last, f"h:{t}:b:{count - 1}")
    edited = out[-1]
    assert edited.content.startswith(f"The board after move {count - 1} of {count}.")
    ((name, earlier),) = edited.files
    assert name == f"after-move-{count - 1}.png" and earlier.startswith(b"\x89PNG")
    assert earlier != image
    payload = hr.fake.click_payload(2, edited, f"h:{t}:f:0")
    payload["locale"] = "de"
    mark = hr.fake.mark()
    await hr.dispatch(payload)
    first = hr.fake.since(mark)[-1]
    assert first.content.startswith(f"Der Spielplan zu Beginn ({count} Züge insgesamt).")
    assert _buttons(first)[f"h:{t}:b:0"] == ("Zurück", True)
    assert _buttons(first)[f"h:{t}:n:1"] == ("Weiter", False)
    assert "1. Anna" in first.content


async def test_history_of_a_running_game_keeps_its_pages_without_boards(h):
    await started(h)
    out = await h.command(1, "history")
    assert out[-1].ephemeral and not out[-1].files
    assert not [c for c in out[-1].custom_ids if ":f:" in c or ":l:" in c]


def test_a_long_finished_record_pages_by_boards_within_discords_limits():
    from bot.discord.present import replay_message
    from bot.service.history import ReplayView
    from bot.tables import LogEntry

    entries = [
        LogEntry(n, n % 2, "Anna" if n % 2 else "Ben", "c", (f"{'x' * 80} step {n}.",))
        for n in range(1, 201)
    ]
    shown = ReplayView("Game", entries, 100, 200, b"\x89PNG", "scores")
    content, view, files = replay_message(7, shown, "en")
    assert len(content) <= 2000 and content.startswith("The board after move 100 of 200.")
    assert "100. " in content and [f.filename for f in files] == ["after-move-100.png"]
    ids = [item.custom_id for item in view.children]
    assert len(set(ids)) == len(ids) and all(len(i) <= 100 for i in ids)
    earlier, later = ids[0], ids[1]
    first_here = int(content.split("\n")[2].split(".")[0].split("-")[0])
    assert earlier == f"h:7:e:{first_here - 1}"  # the earlier page ends just before this one
    assert later.startswith("h:7:a:") and int(later.rsplit(":", 1)[1]) > 100
    assert ids[2:] == ["h:7:f:0", "h:7:b:99", "h:7:n:101", "h:7:l:200"]
