"""The service's own words in the reader's language (issue 32): a refusal carries its sentence
as a message (`Refused.text`), English in ``str(exc)``, German and Italian through `l10n.say`."""

import pytest

from bot.tables import DAMAGED, Damaged, Refused
from l10n import say
from tests.bot.helpers import CHANNEL, GUILD, lobby


async def test_a_refusal_reads_in_german_and_italian_and_stays_english_in_str(service):
    t = (await lobby(service, 1)).table_id
    with pytest.raises(Refused) as caught:
        await service.check_place(t, guild_id=GUILD, channel_id="999", user_id="u0")
    refusal = caught.value
    assert str(refusal) == say(refusal.text, "en")
    assert str(refusal).startswith("This button belongs to a table in another channel")
    assert say(refusal.text, "de") == (
        "Dieser Knopf gehört zu einem Tisch in einem anderen Kanal oder auf einem anderen "
        "Server; hier bewirkt er nichts."
    )
    assert say(refusal.text, "it") == (
        "Questo pulsante appartiene a un tavolo di un altro canale o server; qui non fa nulla."
    )
    await service.check_place(t, guild_id=GUILD, channel_id=CHANNEL, user_id="u0")


def test_a_damaged_table_has_both_sentences_in_each_language():
    damaged = Damaged()
    assert str(damaged) == DAMAGED and damaged.what == say(damaged.what_text, "en")
    assert say(damaged.text, "de").endswith("die anderen Tische sind nicht betroffen.")
    assert "/abandon" in say(damaged.text, "it") and "/abandon" not in damaged.what
    assert Refused("plain English").text == "plain English"
