"""Small drivers for service tests."""

from bot.tables import TableService, Update

GUILD = "100"
CHANNEL = "200"


async def lobby(
    service: TableService, players: int = 2, seat_order: str = "joined", **kw
) -> Update:
    upd = await service.new_table(
        guild_id=GUILD,
        channel_id=kw.pop("channel", CHANNEL),
        user_id="u0",
        name="Anna",
        game="peek-and-pile",
        seat_order=seat_order,
        seed=kw.pop("seed", 5),
        **kw,
    )
    for i in range(1, players):
        upd = await service.join(upd.table_id, f"u{i}", ["Anna", "Ben", "Cleo", "Dario"][i])
    return upd


async def started(service: TableService, players: int = 2, **kw) -> Update:
    upd = await lobby(service, players, **kw)
    return await service.start(upd.table_id, "u0")


def user_of(update: Update) -> str:
    return update.to_move[0].user_id
