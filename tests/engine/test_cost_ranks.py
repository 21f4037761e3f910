"""The conditions `highest_cost` and `copies` (abilities/cost_ranks.py): "while <self> is the
character die in the Field Zone with the highest purchase cost", "if you have the highest
purchase cost die fielded", "if your opponent controls more than 1 copy of that character
die". A tie is no die with the highest (docs/rulings.md). Our own wording."""

from __future__ import annotations

from games.engine.abilities.conditions import Context, condition_from_dict, holds
from tests.engine.keywords.common import character, face_off

SELF = {"kind": "highest_cost", "holder": "this_die"}
YOURS = {"kind": "highest_cost", "holder": "yours"}
TWO = {"kind": "copies", "whose": "opposing", "at_least": 2}


def game(mine: int, theirs: int):  # type: ignore[no-untyped-def]
    """Michele's climber (cost `mine`) and Chris's peak (cost `theirs`), one die each fielded."""
    return face_off([character("climber", 1, 1, cost=mine)], [character("peak", 1, 1, cost=theirs)])


def _holds(g, data: dict, die: str = "p1:climber:1", chosen: str = "") -> bool:  # type: ignore[no-untyped-def]
    ctx = Context(g.state, 0, "climber", die, chosen)
    return holds(ctx, condition_from_dict(data, "test"))


def test_the_costliest_die_in_the_field_zone() -> None:
    assert _holds(game(4, 3), SELF)
    assert not _holds(game(3, 4), SELF)


def test_a_tie_is_no_die_with_the_highest_cost() -> None:
    assert not _holds(game(3, 3), SELF)
    assert not _holds(game(3, 3), YOURS)


def test_the_die_asked_about_must_be_in_a_field_zone() -> None:
    g = game(4, 3)
    g.give(0, "p1:climber:1", to="used")
    assert not _holds(g, SELF)
    assert not _holds(g, YOURS)  # nothing of Michele's fielded


def test_your_costliest_die_against_every_opposing_one() -> None:
    assert _holds(game(4, 3), YOURS)
    assert not _holds(game(2, 3), YOURS)


def test_copies_of_the_chosen_target_count_the_target_too() -> None:
    g = game(1, 1)
    assert not _holds(g, TWO, chosen="p2:peak:1")
    g.give(1, "p2:peak:2", to="field", face=0)
    assert _holds(g, TWO, chosen="p2:peak:1")


def test_copies_without_a_chosen_target_do_not_hold() -> None:
    g = game(1, 1)
    g.give(1, "p2:peak:2", to="field", face=0)
    assert not _holds(g, TWO)


def test_the_static_is_asked_of_each_die_on_its_own() -> None:
    """Two climbers (cost 4) fielded: neither costs more than the other, so neither gets +1A
    (a die asked about is compared with every other die, its twin too)."""
    from games.engine.abilities.stats import attack_of

    climber = character("climber", 1, 1, cost=4)
    bonus = {"op": "modify_attack", "target": "this_card", "amount": 1}
    climber["abilities"] = [{"trigger": "static", "condition": SELF, "effects": [bonus]}]
    g = face_off([climber], [character("peak", 1, 1, cost=1)])
    assert attack_of(g.state, g.state.dice["p1:climber:1"]) == 2
    g.give(0, "p1:climber:2", to="field", face=0)
    assert attack_of(g.state, g.state.dice["p1:climber:1"]) == 1
