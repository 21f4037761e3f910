"""A reroll counted by the symbols it shows (abilities/rolled_symbols.py, `Rolled.symbols`):
up to N targeted dice of your Reserve Pool rerolled, then damage to the opponent per symbol of
the named types they show (DM-22.1: rerolled dice stay in the Reserve Pool on their new
faces; DM-2.6: a double face shows two symbols; docs/rulings.md "Symbols rolled")."""

from __future__ import annotations

import pytest

from games.engine import actions as A
from games.engine import events as ev
from games.engine.loading import card_from_dict
from tests.engine.helpers import (
    FIST,
    MADELYNE,
    MASK,
    WILD,
    Game,
    bac,
    cards_with,
    die,
    m,
    make_card,
)

DAMAGE = {"op": "deal_damage", "amount": 1, "target": "opponent"}
TREADMILL = make_card(
    "treadmill",
    kind="basic_action",
    cost=1,
    abilities=[{
        "trigger": "action",
        "text": "Up to 2 target dice of your Reserve Pool are rerolled; your opponent takes 1"
                " damage per (fist) or (mask) they show.",
        "effects": [{"op": "reroll", "target": "target_your_die", "up_to": 2,
                     "filters": {"zone": "reserve"}, "rolled": {
                         "face": "energy", "symbols": ["fist", "mask"], "then": [DAMAGE]}}],
    }],
)  # fmt: skip
TWIN_FIST = 2  # a face of two (fist) symbols
TWIN = make_card(
    "twin",
    faces=[
        {"kind": "character", "level": 1, "cost": 0, "attack": 1, "defense": 1},
        {"kind": "character", "level": 2, "cost": 1, "attack": 2, "defense": 2},
        {"kind": "energy", "symbols": ["fist", "fist"]},
        {"kind": "energy", "symbols": ["bolt"]},
        {"kind": "energy", "symbols": ["wild"]},
        {"kind": "energy", "symbols": ["fist", "mask"]},
    ],
)
TWIN_DIE = die(0, "twin", 1)


def used() -> Game:
    """Michele's main step: a Sidekick on (fist) and a Twin die in her Reserve Pool; she uses
    her Treadmill action die and targets both."""
    teams = (((MADELYNE, 2), ("twin", 2)), ((MADELYNE, 2),))
    g = Game(teams=teams, bacs=(("treadmill",), ("counterstrike",)),
             cards=cards_with(TREADMILL, TWIN))  # fmt: skip
    g.start()
    g.give(0, bac("treadmill", 1))
    g.begin({bac("treadmill", 1): 0, m(1): FIST, m(2): FIST, m(3): FIST}, oop=m(4))
    g.give(0, TWIN_DIE, to="reserve", face=3)
    g.do(A.UseActionDie(player=0, die=bac("treadmill", 1)))
    g.do(A.ChooseTarget(player=0, target="", split=((m(1), 1), (TWIN_DIE, 1))))
    return g


def test_each_symbol_of_the_types_named_counts_once() -> None:
    """A (mask) and a double (fist): 3 damage, once, as one effect; the dice stay in the
    Reserve Pool on their new faces (DM-22.1), and the ability has resolved (DM-15.3)."""
    g = used()
    assert (g.pending.kind, set(g.pending.dice)) == ("roll", {m(1), TWIN_DIE})
    found = g.roll({m(1): MASK, TWIN_DIE: TWIN_FIST})
    assert g.life(1) == 7
    assert {m(1), TWIN_DIE} <= g.zone(0, "reserve")
    assert (g.face(m(1)), g.face(TWIN_DIE)) == (MASK, TWIN_FIST)
    assert [e for e in found if isinstance(e, ev.AbilityResolved)]


def test_a_wild_or_another_type_is_not_counted() -> None:
    """Near miss: (wild) and (bolt) are not (fist) or (mask): no damage at all."""
    g = used()
    g.roll({m(1): WILD, TWIN_DIE: 3})
    assert g.life(1) == 10
    assert not g.state.triggers


def test_a_mixed_face_counts_its_named_symbol() -> None:
    """A (fist)(mask) face shows two named symbols; a Twin (wild) none."""
    g = used()
    g.roll({m(1): WILD, TWIN_DIE: 5})
    assert g.life(1) == 8


def test_symbols_count_energy_once_and_name_energy_types() -> None:
    """Card data: symbols are of an energy outcome, with effects once (`then`), of types."""
    for rolled in (
        {"face": "character", "symbols": ["fist"], "then": [DAMAGE]},
        {"face": "energy", "symbols": ["fist"]},
        {"face": "energy", "symbols": ["fish"], "then": [DAMAGE]},
    ):
        bad = make_card("bad", kind="basic_action", abilities=[
            {"trigger": "action", "text": "t", "effects": [
                {"op": "reroll", "target": "target_your_die", "rolled": rolled}]}])  # fmt: skip
        with pytest.raises(ValueError, match=r"symbols rolled|needs effects"):
            card_from_dict(bad)
