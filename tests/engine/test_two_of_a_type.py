"""A printed cost of two symbols of one type ("Global: Pay (mask)(mask)", "you may pay
(bolt)(bolt) to ...") needs two of that type (DM-8.17: "pay the printed energy cost"), each
Wild standing for one (DM-2.2); one of a type and one of another, or one only, is refused
(flow/energy.py `types_matched`, `types_covered`, `find_payment`)."""

from __future__ import annotations

import pytest

from games.engine import errors as E
from games.engine.flow.energy import check_payment, find_payment, types_covered, types_matched
from games.engine.model.errors import IllegalAction
from tests.engine.helpers import BOLT, FIST, WILD, Game, m


@pytest.mark.parametrize(
    ("spent", "ok"),
    [
        (["mask", "mask"], True),
        (["mask", "wild"], True),  # DM-2.2: a Wild for the missing one
        (["wild", "wild"], True),
        (["mask", "bolt"], False),  # one Mask only
        (["mask"], False),
    ],
)
def test_two_of_one_type_need_two(spent: list[str], ok: bool) -> None:
    assert types_matched(spent, ["mask", "mask"]) is ok
    assert types_covered(spent, [["mask", "mask"]]) is ok


def test_one_of_each_type_as_before() -> None:
    assert types_matched(["mask", "bolt"], ["mask", "bolt"])
    assert types_matched(["mask", "fist", "fist"], ["mask"])
    assert not types_matched(["fist", "fist"], ["mask"])
    assert types_covered(["mask", "mask"], [["mask"], ["mask"]])  # two cards, one Mask each
    assert not types_covered(["mask", "fist"], [["mask"], ["mask"]])


def reserve(*faces: int) -> Game:
    """Michele's first Main Step: her three drawn Sidekick dice m1-m3 in the Reserve Pool
    on `faces` (a Sidekick die: Fist, Bolt, Mask, Shield, Wild energy faces), m4 Out of
    Play (DM-6.5)."""
    g = Game()
    g.start()
    g.begin({m(n + 1): face for n, face in enumerate(faces)}, oop=m(4))
    return g


def test_a_payment_of_two_bolts() -> None:
    g = reserve(BOLT, BOLT, FIST)
    found = find_payment(g.state, 0, 2, ("bolt", "bolt"))
    assert found is not None
    assert sorted(die for die, _ in found[0]) == [m(1), m(2)]
    check_payment(g.state, 0, found[0], 0, 2, ("bolt", "bolt"))


def test_a_bolt_and_a_fist_do_not_pay_two_bolts() -> None:
    g = reserve(BOLT, FIST, FIST)
    assert find_payment(g.state, 0, 2, ("bolt", "bolt")) is None
    paid = ((m(1), ("bolt",)), (m(2), ("fist",)))
    with pytest.raises(IllegalAction) as refused:
        check_payment(g.state, 0, paid, 0, 2, ("bolt", "bolt"))
    assert refused.value.code == E.ENERGY_TYPE_MISSING


def test_a_wild_stands_for_the_second_bolt() -> None:
    g = reserve(BOLT, WILD, FIST)
    found = find_payment(g.state, 0, 2, ("bolt", "bolt"))
    assert found is not None and sorted(die for die, _ in found[0]) == [m(1), m(2)]
