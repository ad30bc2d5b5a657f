"""/export through the adapter with real discord.py objects (issue 34.4): a finished game's
record as a private attachment that replays to the table's end; a running game refused in
the clicker's language, with nothing attached."""

import json

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
