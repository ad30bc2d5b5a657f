"""A message's hash takes its argument values (games/messages.py): the engines' text caches
are keyed by messages, and with only the id and argument names hashed, 80 distinct messages
of a Lorenzo game shared 6 hashes (chains of 37); a cache of thousands searched chains of
hundreds on every look-up (Lorenzo's engine step took twice its CPU, bench/cache_caps.py)."""

from games.messages import Msg, Term, Who, msg


def test_messages_that_differ_in_values_hash_apart() -> None:
    moves = [
        msg("lor-log-take", who=Who(s), n=n, what=Term(f"lor-card-T{n}"))
        for s in range(4)
        for n in range(25)
    ]
    assert len({hash(m) for m in moves}) == len(moves)
    nested = [msg("lor-cost", part=msg("lor-coins", n=n), also=(Who(1), n)) for n in range(50)]
    assert len({hash(m) for m in nested}) == len(nested)


def test_equal_messages_hash_alike_whatever_the_argument_order() -> None:
    a = Msg("coim-gain", {"who": Who(0), "n": 3})
    b = Msg("coim-gain", {"n": 3, "who": Who(0)})
    assert a == b and hash(a) == hash(b)
    assert len({a, b}) == 1


def test_a_message_holding_a_value_no_argument_may_be_still_hashes() -> None:
    odd = Msg("coim-gain", {"n": [3]})  # type: ignore[dict-item]  # a list: not an Arg
    assert hash(odd) == hash(Msg("coim-gain", {"n": [3]}))  # type: ignore[dict-item]
