"""Issue 34.4: a finished game's record file (/export) replays to the stored final state and
scores, for every game (random games through the service, with undos, forced moves and a
resignation in the log); a running game is not exported; a corrupt, foreign or newer file
is refused with one clear line, by the loader and by `python -m games replay`."""

from __future__ import annotations

import json
import random

import pytest

import games
from bot.tables import Refused, TableService
from db import effective_moves
from games import record_file
from games.__main__ import main as games_cli
from l10n import say
from tests.bot.helpers import CHANNEL, GUILD, started, user_of

# Stupor Mundi solo: its random two-player games run to some 2,000 clicks
GAMES = (
    ("stupor-mundi", 1),
    ("lorenzo-il-magnifico", 2),
    ("coimbra", 2),
    ("de-vulgari-eloquentia", 2),
)
USERS = ("u0", "u1")


@pytest.fixture
def real_games(monkeypatch):
    monkeypatch.setattr(games, "_discovered", False)  # these tests want the real games


async def _started(service: TableService, slug: str, seed: int, players: int = 2) -> int:
    upd = await service.new_table(
        guild_id=GUILD, channel_id=CHANNEL, user_id="u0", name="Anna", game=slug, seed=seed
    )
    if players == 2:
        await service.join(upd.table_id, "u1", "Ben")
    return (await service.start(upd.table_id, "u0")).table_id


async def _play(
    service: TableService, table: int, pick: random.Random, moves: int
) -> tuple[int, int]:
    """Random clicks (an undo now and then) until the game ends or ``moves`` clicks; the
    numbers of clicks and of undos."""
    clicks = undos = 0
    for _ in range(moves):
        row = await service.store.get_table(table)
        if row.status != "playing":
            break
        for user in USERS:
            try:
                hand = await service.choices_for(table, user)
            except Refused:  # not this player's turn
                continue
            if hand.undo and pick.random() < 0.05:
                await service.undo(table, user)
                undos += 1
                break
            if hand.choices:
                await service.act(table, user, hand.version, pick.choice(hand.choices).id)
                clicks += 1
                break
    return clicks, undos


async def _exported_and_replayed(service: TableService, table: int) -> record_file.Replayed:
    row = await service.store.get_table(table)
    name, data = await service.export(table)
    assert name == f"{row.game}-table-{table}.json"
    record = record_file.loads(data)
    assert json.loads(data)["result"] == row.result
    out = record_file.replay(record)
    game = games.get(row.game)
    assert game.dump(out.state) == row.state  # the very state the table stored
    assert out.same_state and out.same_scores
    assert out.result["totals"] == row.result["totals"]
    assert out.result["winners"] == row.result["winners"]
    return out


@pytest.mark.parametrize(("slug", "players"), GAMES)
async def test_an_exported_game_replays_to_the_stored_end(real_games, service, slug, players):
    table = await _started(service, slug, seed=7, players=players)
    clicks, undos = await _play(service, table, random.Random(slug), moves=3000)
    row = await service.store.get_table(table)
    assert row.status == "finished", f"{slug} did not end in 3000 clicks"
    log = await service.store.moves(table)
    moves = [m for m in log if m.kind == "move"]
    assert undos == len([m for m in log if m.kind == "undo"]) > 0
    assert len(effective_moves(log)) == len(moves) - undos
    assert len(moves) > clicks, "no forced move was stored"
    await _exported_and_replayed(service, table)


async def test_a_resigned_game_replays_to_the_resignation(real_games, service):
    table = await _started(service, "coimbra", seed=3)
    await _play(service, table, random.Random(3), moves=15)
    await service.resign(table, "u1")
    out = await _exported_and_replayed(service, table)
    (seat,) = [s.seat for s in await service.store.seats(table) if s.user_id == "u1"]
    assert out.result["resigned"] == seat and out.result["ranking"][-1] == seat


async def test_a_running_game_is_not_exported(real_games, service):
    table = await _started(service, "de-vulgari-eloquentia", seed=3)
    await _play(service, table, random.Random(3), moves=5)
    with pytest.raises(Refused) as caught:
        await service.export(table)
    assert say(caught.value.text, "de").startswith("Nur eine beendete Partie")
    assert say(caught.value.text, "it").startswith("Si può esportare solo")


@pytest.fixture
def finished_file(tmp_path) -> dict:
    """A record file of a finished De Vulgari game, built as the service builds it."""
    game = games.get("de-vulgari-eloquentia")
    pick = random.Random(5)
    state = game.setup(2, 11, game.options({}))
    log = []
    while (result := game.result(state)) is None:
        decision = game.decision(state)
        seat = decision.seats[0]
        choice = pick.choice(game.legal_choices(state, seat)).id
        state, _ = game.apply(state, seat, choice)
        log.append(record_file.LoggedStep("move", seat, choice))
    return record_file.build(
        game.slug, {}, 11, 2, log, record_file.result_json(result), game.dump(state)
    )


def test_the_cli_replays_a_file_and_says_it_matches(real_games, finished_file, tmp_path, capsys):
    path = tmp_path / "game.json"
    path.write_bytes(record_file.dumps(finished_file))
    assert games_cli(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["same_state"] and out["same_scores"]
    assert out["scores"] == [finished_file["result"]["totals"][s] for s in ("0", "1")]


def test_a_file_whose_end_differs_is_told_apart(real_games, finished_file, tmp_path, capsys):
    finished_file["result"]["totals"]["0"] += 1
    path = tmp_path / "game.json"
    path.write_bytes(record_file.dumps(finished_file))
    assert games_cli(["replay", str(path)]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out["same_state"] and not out["same_scores"]


def _broken(content: dict, how: str) -> bytes:
    if how == "not json":
        return b"{not json"
    if how == "truncated":
        return record_file.dumps(content)[:200]
    changed = json.loads(json.dumps(content))
    if how == "old version":
        changed["version"] = 0
    elif how == "newer version":
        changed["version"] = record_file.VERSION + 1
    elif how == "foreign":
        changed["format"] = "something-else"
    elif how == "unknown game":
        changed["game"] = "chess"
    elif how == "seat not a number":
        changed["log"][0]["seat"] = "zero"
    elif how == "missing seed":
        del changed["seed"]
    elif how == "illegal move":
        changed["log"][3]["choice"] = "no-such-choice"
    return json.dumps(changed).encode()


CORRUPT = (
    "not json",
    "truncated",
    "old version",
    "newer version",
    "foreign",
    "unknown game",
    "seat not a number",
    "missing seed",
    "illegal move",
)


@pytest.mark.parametrize("how", CORRUPT)
def test_a_corrupt_or_unknown_file_is_refused_with_one_line(
    real_games, finished_file, tmp_path, capsys, how
):
    path = tmp_path / "game.json"
    path.write_bytes(_broken(finished_file, how))
    assert games_cli(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    line = captured.err
    assert line.endswith("\n") and line.count("\n") == 1 and "Traceback" not in line
    assert len(line) < 200, line


def test_the_version_refusal_names_both_versions(real_games, finished_file):
    with pytest.raises(
        record_file.RecordError, match="format version 0; this build reads version 1"
    ):
        record_file.loads(_broken(finished_file, "old version"))


async def test_a_finished_game_is_shown_at_any_move_with_its_final_scoreboard(service):
    upd = await started(service, 2)
    with pytest.raises(Refused) as caught:
        await service.replay(upd.table_id)
    assert str(caught.value).startswith("Only a finished game can be replayed.")
    while upd.status == "playing":
        upd = await service.act(upd.table_id, user_of(upd), upd.version, upd.choices[-1].id)
    last = await service.replay(upd.table_id)
    assert last.move == last.count == len(last.entries) > 0
    assert last.scoreboard == upd.scoreboard  # the game-over board's own scoreboard
    first = await service.replay(upd.table_id, 0, locale="de")
    assert (first.move, first.count) == (0, last.count)
    assert (
        first.scoreboard.startswith("Anna gewinnt mit") and "Kein Gleichstand" in first.scoreboard
    )
    with pytest.raises(Refused) as caught:
        await service.replay(upd.table_id, last.count + 1)
    assert str(caught.value).startswith(f"Move {last.count + 1} does not exist")


async def test_a_resigned_game_is_replayed_with_the_resignations_standings(service):
    upd = await started(service, 2)
    upd = await service.act(upd.table_id, user_of(upd), upd.version, upd.choices[-1].id)
    await service.resign(upd.table_id, "u1")
    shown = await service.replay(upd.table_id)
    assert shown.move == shown.count == 1
    assert shown.scoreboard == (await service.board(upd.table_id)).scoreboard
    assert shown.scoreboard.startswith("Final standing (resignation):")
